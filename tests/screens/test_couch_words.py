"""The couch test (issue 13), words for children: no rule codes in what players read, the two ways back out of the
rules named apart, "Fox plays black" on the seats and in setup, the board editor one press from Mapello's setup."""

from __future__ import annotations

import json
import re
from pathlib import Path

import game
from game.core.i18n import texts_of
from game.core.match import Match, Seat
from game.screens.mapello.editor import MapelloEditorScene
from game.screens.menu import MenuScene
from game.screens.rules_help import RulesHelpScene
from game.screens.setup import SetupScene
from game.table.catalog import CATALOG
from game.table.launcher import start_game
from tests.apphelp import frames

RULE_CODE = re.compile(r"(^|[\s(（])[A-Z]\d{1,2}[:：)）]|\brule [A-Z]\d")


def player_strings() -> dict[str, str]:
    """Every string of the locale files shown outside the rules help, in both languages."""
    out = {}
    for path in (Path(game.__file__).parent / "locales").rglob("*.json"):
        if path.name.startswith("help."):
            continue  # the rules help may cite the numbered rules
        for key, value in json.loads(path.read_text(encoding="utf-8")).items():
            for n, text in enumerate(texts_of(value)):  # every form of a counted string
                out[f"{path.parent.name}/{path.name}:{key}" + (f"#{n}" if n else "")] = text
    return out


def test_players_read_no_internal_rule_codes() -> None:
    found = {k: v for k, v in player_strings().items() if RULE_CODE.search(v)}
    assert not found, found


def test_the_rules_help_names_its_two_ways_back_apart(app) -> None:
    for language in ("en", "ja"):
        app.ctx.apply_settings(language=language)
        scene = RulesHelpScene(app.ctx, "mapello")
        labels = [b.label() for b in (scene.prev, scene.close, scene.next)]
        assert len(set(labels)) == 3 and app.ctx.t("common.back") not in labels


def test_seats_say_which_pieces_are_theirs(app) -> None:
    app.push(MenuScene(app.ctx))
    start_game(
        app.ctx, Match("mapello", (Seat("fox", 0), Seat("bear", 1)), {"mode": "single", "board": "level:01_classic"})
    )
    frames(app)
    scene = app.ctx.scenes.top
    drawn: list[str] = []
    real = app.ctx.assets.text
    app.ctx.assets.text = lambda s, *a, **k: (drawn.append(s), real(s, *a, **k))[1]  # type: ignore[method-assign]
    try:
        scene.draw_top_bar(app.canvas)
    finally:
        app.ctx.assets.text = real  # type: ignore[method-assign]
    assert "Fox plays black" in drawn and "Bear plays white" in drawn
    for name, info in CATALOG.items():
        if info.built and info.pieces:
            assert len(info.pieces) == info.max_players, name


def test_setup_says_who_plays_which_pieces(app) -> None:
    app.push(MenuScene(app.ctx))
    setup = SetupScene(app.ctx, CATALOG["dama"])
    app.push(setup)
    drawn: list[str] = []
    real = app.ctx.assets.text
    app.ctx.assets.text = lambda s, *a, **k: (drawn.append(s), real(s, *a, **k))[1]  # type: ignore[method-assign]
    try:
        frames(app)
    finally:
        app.ctx.assets.text = real  # type: ignore[method-assign]
    line = app.ctx.t(
        "setup.pieces",
        list=", ".join(
            app.ctx.t("seat.plays", player=p, colour=app.ctx.t(c))
            for p, c in (("Fox", "dama.light"), ("Bear (easy)", "dama.dark"))
        ),
    )
    assert line in drawn


def test_the_board_editor_is_one_press_from_mapellos_setup(app) -> None:
    app.push(MenuScene(app.ctx))
    setup = SetupScene(app.ctx, CATALOG["mapello"])
    app.push(setup)
    frames(app)
    button = next(w for w in setup.focus.widgets if getattr(w, "key", "") == "shortcut.editor")
    assert button.label() == app.ctx.t("mapello.open_editor")
    button.on_press()
    frames(app)
    assert isinstance(app.ctx.scenes.top, MapelloEditorScene)
