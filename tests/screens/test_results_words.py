"""What the results' numbers mean (issue 23, point 11): every game names what its scores count (a counted string in
both languages, drawn under each seat's number), and each game's results say what decided it."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.board.results import ResultsOverlay, score_words
from game.core.assets import Assets
from game.core.i18n import LANGUAGES, is_plural, strings
from game.core.match import Match, Seat
from game.rules import Outcome
from game.rules import dama as D
from game.table.catalog import CATALOG
from game.table.launcher import start_game
from game.ui import theme
from tests.apphelp import frames, menu_app, post, results
from tools.virtual_pad import mouse_click

BUILT = [name for name, info in CATALOG.items() if info.built]
FOX, BEAR = Seat("fox", 0), Seat("bear", 1)


def drawn_texts(app: Any, monkeypatch: pytest.MonkeyPatch) -> list[str]:
    """Every string the overlay on top writes on the screen."""
    seen: list[str] = []
    real = Assets.text

    def text(self: Any, string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        seen.append(string)
        return real(self, string, *args, **kwargs)

    monkeypatch.setattr(Assets, "text", text)
    app.ctx.scenes.top.draw(pygame.Surface((theme.W, theme.H)))
    return seen


@pytest.mark.parametrize("name", BUILT)
def test_point11_every_results_card_labels_its_number(app: Any, name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    key = CATALOG[name].score_label
    assert key, f"{name} does not say what its scores count"
    for language in LANGUAGES:
        assert is_plural(strings(language)[key]), (name, language)
    seats = (FOX, BEAR)
    overlay = ResultsOverlay(app.ctx, seats, Outcome((1,), (6, 4), "test"), ["Bear wins!"], [], lambda: None, game=name)
    app.push(overlay)
    for language in LANGUAGES:
        app.ctx.i18n.language = language
        seen = drawn_texts(app, monkeypatch)
        for score in (6, 4):
            words = score_words(app.ctx, key, score)
            assert words and str(score) not in words and words in seen, (language, words)
    app.ctx.i18n.language = "en"
    assert score_words(app.ctx, key, 1) != score_words(app.ctx, key, 2)  # "1 point", "2 points"


def test_point11_dama_results_say_pieces_left_and_the_capture_that_decided_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Played to the end by the mouse: the cards say "pieces left" and a line names the last capture."""
    app = menu_app(tmp_path)
    position = {"light": ["H1", "a8", "c2"], "dark": ["g8", "h3", "g4"], "to_move": 0}
    start_game(
        app.ctx, Match("dama", (FOX, BEAR), {"view": "fixed", "skin": "squares", "position": json.dumps(position)})
    )
    frames(app)
    scene = app.ctx.scenes.top
    while not scene.turns.is_over:
        move = scene.state.legal_moves()[0]
        n = len(scene.turns.moves)
        for pick in move.picks():
            if len(scene.turns.moves) > n:
                break
            post(mouse_click(scene.view.cell_rect(D.square_of(pick)).center))
            frames(app)
        frames(app, 20, dt=0.05)
    overlay = results(app)
    assert app.ctx.t("dama.end.no_pieces", player="Bear") in overlay.lines
    before, after = scene.turns.states[-2], scene.turns.states[-1]
    taken = before.pieces(1).bit_count() - after.pieces(1).bit_count()
    assert app.ctx.t("dama.end.last_capture", player="Fox", count=taken) in overlay.lines
    seen = drawn_texts(app, monkeypatch)
    assert "pieces left" in seen or "piece left" in seen
