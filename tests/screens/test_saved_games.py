"""The menu's Continue shows every saved game (issue 23, point 12): its picture, its players and when it was saved,
each one press away, by the D-pad, the mouse or the keyboard."""

from __future__ import annotations

import os
import time
from contextlib import ExitStack
from typing import Any

import pygame
import pytest

from game.board.table_scene import TableScene
from game.core.assets import Assets
from game.core.match import Match, Seat
from game.screens.menu import MenuScene
from game.screens.saved_games import SavedGamesScene, when_saved
from game.table.catalog import CATALOG
from game.ui import theme
from tests.apphelp import frames, post, write_resume_slot
from tools.virtual_pad import VirtualPad, key_tap, mouse_click, sdl_available

FOX, BEAR, OWL = Seat("fox", 0), Seat("bear", 1), Seat("owl", 2, kind="computer", level="easy")
TWO = {"jaleo": (FOX, BEAR), "dama": (OWL.with_(colour=0), FOX.with_(colour=1))}


def save_two(app: Any) -> None:
    """Jaleo saved two hours ago, Dama a minute ago (their files' times agree: Dama is the newer)."""
    now = time.time()
    for (name, seats), age in zip(TWO.items(), (7300, 65)):
        options = {o.key: o.default for o in CATALOG[name].options}
        write_resume_slot(
            app, name, {"match": Match(name, seats, options).to_json(), "moves": [], "saved_at": now - age}
        )
        path = app.ctx.saves.folder / "resume" / f"{name}.json"
        os.utime(path, (now - age, now - age))


def open_list(app: Any) -> SavedGamesScene:
    menu = MenuScene(app.ctx)
    app.push(menu)
    frames(app, 1)
    assert menu.continue_button.enabled
    post(mouse_click(menu.continue_button.rect.center))
    frames(app, 1)
    listing = app.ctx.scenes.top
    assert isinstance(listing, SavedGamesScene)
    return listing


def test_point12_continue_lists_each_saved_game_with_its_picture_players_and_time(
    app: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    save_two(app)
    listing = open_list(app)
    assert [c.saved.game for c in listing.cards] == ["dama", "jaleo"]  # newest first, and focused
    assert listing.focus.focused is listing.cards[0]
    frames(app, 2)  # a card's position is drawn a frame
    drawn: list[str] = []
    pictures: list[str] = []
    real_text, real_image = Assets.text, Assets.image
    monkeypatch.setattr(Assets, "text", lambda self, s, *a, **k: (drawn.append(s), real_text(self, s, *a, **k))[1])
    monkeypatch.setattr(Assets, "image", lambda self, n, *a, **k: (pictures.append(n), real_image(self, n, *a, **k))[1])
    listing.draw(pygame.Surface((theme.W, theme.H)))
    t = app.ctx.t
    for name, when in (("dama", t("menu.saved_ago.minutes", count=1)), ("jaleo", t("menu.saved_ago.hours", count=2))):
        # its position as it was left, not the menu's art (issue 34, point 22: tests/screens/test_couch3_saved.py)
        assert t(f"{name}.title") in drawn and when in drawn and f"tile_{name}" not in pictures
    assert "Owl (easy) · Fox" in drawn and "Fox · Bear" in drawn
    assert when_saved(app.ctx, 100.0, now=120.0) == t("menu.saved_now")
    assert when_saved(app.ctx, 0, now=120.0) == ""  # an old save without its time says nothing


@pytest.mark.parametrize("way", ["mouse", "keyboard", "dpad"])
def test_point12_two_saved_games_each_resume_with_one_press(app: Any, way: str) -> None:
    if way == "dpad" and not sdl_available():
        pytest.skip("the wheel's SDL lacks virtual joysticks")
    save_two(app)
    with ExitStack() as stack:
        pad = stack.enter_context(VirtualPad()) if way == "dpad" else None  # the other ways need no pad
        for name in ("jaleo", "dama"):
            listing = open_list(app)
            card = next(c for c in listing.cards if c.saved.game == name)
            if way == "mouse":
                post(mouse_click(card.rect.center))
            elif way == "keyboard":
                for _ in range(4):  # walk to the card with the arrow keys, then Enter
                    if listing.focus.focused is card:
                        break
                    post(key_tap(pygame.K_RIGHT if card.rect.x > listing.focus.focused.rect.x else pygame.K_LEFT))
                    frames(app, 1)
                post(key_tap(pygame.K_RETURN))
            else:
                assert pad is not None
                for _ in range(4):
                    if listing.focus.focused is card:
                        break
                    pad.tap("dpad_right" if card.rect.x > listing.focus.focused.rect.x else "dpad_left")
                    frames(app, 1)
                pad.tap("a")
            frames(app, 2)
            game = app.ctx.scenes.top
            assert isinstance(game, TableScene) and game.match.game == name, (way, name)
            assert game.match.seats == TWO[name]
            app.ctx.scenes.pop_to_root()
            frames(app, 1)
            app.ctx.scenes.pop()  # a fresh menu next time round
