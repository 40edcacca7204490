"""Farmini in a real window (issue 34, points 5 and 18), as the round-3 driver played it: `python -m game` under Xvfb
with openbox at 1280x800 and 1366x768, a saved two-player game continued from the menu, then clicks where things
are drawn. The centres of the troughs of a picked animal card put the animals there (also after the card was put
down and taken up again); the place where a card fits, found before the card is picked, is still where it is
tapped once the card is picked (nothing zooms). What was played is read back from the game's own save file."""

from __future__ import annotations

import json
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.match import Match, Seat
from game.core.paths import UserDirs
from game.core.saves import GameRecord, SavedGame
from game.rules import farmini as F
from game.screens.farmini.files import FarminiExtra
from game.screens.farmini.scene import FarminiScene
from game.screens.menu import MenuScene
from game.screens.saved_games import CARD_H, CARD_W, TOP
from game.table.launcher import resume_game
from game.ui import theme
from tests.apphelp import frames, make_app
from tests.core.test_real_window import Desktop
from tests.core.test_real_window import desktop as desktop  # the fixture

pytestmark = pytest.mark.skipif(
    __import__("shutil").which("Xvfb") is None, reason="no X server can run here (Xvfb missing)"
)


def staged_record(turns: int = 4) -> SavedGame:
    """A two-player game (both seats people: nothing moves by itself) at Fox's turn after `turns` turns or more of
    pen cards laid as far out as they fit (a farm grown wide), with an animal card of two on offer, room for it
    and a third free trough, and a pen card that fits: the first such position of the decks tried."""
    for seed in range(200):
        state, moves = F.new_game(players=2, seed=seed), []
        for _ in range(turns + 12):
            animals = [m for m in state.legal_moves() if len(m.spots) == 2]
            pens = [m for m in state.legal_moves() if m.cell is not None]
            room = len(F.free_troughs(state.farms[0], state.tokens[0])) >= 3
            if state.to_move == 0 and animals and pens and room and len(moves) >= turns:
                seats = (Seat("fox", 0), Seat("bear", 1))
                match = Match("farmini", seats, {"published_scoring": False})
                return SavedGame(match, 0.0, GameRecord(tuple(moves), extra=FarminiExtra(deck_seed=seed, ai_seed=1)))
            move = max(pens, key=lambda m: abs(m.cell[0]) * 3 + abs(m.cell[1])) if pens else state.legal_moves()[0]
            moves.append(str(move))
            state = state.play(move)
    raise AssertionError("no deck gives the position")


def twin(tmp: Path, record: SavedGame) -> FarminiScene:
    """The same saved game resumed headless: where its cards, places and troughs are drawn (the same layout)."""
    app = make_app(tmp)
    app.push(MenuScene(app.ctx))
    assert resume_game(app.ctx, record)
    app.ctx.apply_settings(reduce_motion=True)
    frames(app, 5, dt=0.1)
    scene = app.ctx.scenes.top
    assert isinstance(scene, FarminiScene)
    return scene


def played(home: Path) -> list[str]:
    path = UserDirs.under(home).data / "resume" / "farmini.json"
    return list(json.loads(path.read_text(encoding="utf-8"))["moves"])


def wait_for(what: str, check: Callable[[], bool], timeout: float = 20.0) -> None:
    end = time.monotonic() + timeout
    while not check():
        if time.monotonic() > end:
            pytest.fail(f"{what}: not within {timeout} s")
        time.sleep(0.2)


def continue_saved_game(d: Desktop, home: Path, record: SavedGame) -> None:
    """Start the table, press Continue and the saved game's card: the game is on screen."""
    writer = make_app(home)  # the user folders of the table about to start
    writer.ctx.saves.autosave(record.match, record.record)
    d.start()
    d.until("the menu", lambda shot: d.window() is not None)
    time.sleep(1.0)
    menu = MenuScene(writer.ctx)  # where the menu's buttons are
    d.click(menu.continue_button.rect.center)
    time.sleep(1.0)
    d.click(((theme.W - CARD_W) // 2 + CARD_W // 2, TOP + CARD_H // 2))  # the one saved game's card
    time.sleep(1.5)


def press(d: Desktop, scene: FarminiScene, cell: Any) -> None:
    """Click the middle of `cell` as the twin draws it (the real window draws the same)."""
    d.click(scene.view.cell_rect(cell).center)
    time.sleep(0.5)


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)], ids=["1280x800", "1366x768"])
def test_point_5_clicking_the_centres_of_the_troughs_puts_the_animals_there(
    desktop: Callable[..., Desktop], tmp_path: Path, size: tuple[int, int]
) -> None:
    record = staged_record()
    d = desktop(size, wm=True)
    continue_saved_game(d, tmp_path, record)
    scene = twin(tmp_path / "twin", record)
    move = next(m for m in scene.state.legal_moves() if len(m.spots) == 2)
    n = len(record.record.moves)
    press(d, scene, ("slot", move.slot))
    scene.press_cell(("slot", move.slot), "mouse")  # the twin follows, so its farm is laid out alike
    first, second = (("spot", *s) for s in move.spots)
    other = next(("spot", *s) for s in scene.hand.free() if s not in move.spots)
    press(d, scene, other)
    press(d, scene, ("slot", move.slot))  # put down: the trough chosen is forgotten (it once stayed chosen)
    press(d, scene, ("slot", move.slot))  # taken up again
    press(d, scene, second)
    press(d, scene, first)
    wait_for("the animals' move in the save", lambda: len(played(tmp_path)) > n)
    assert played(tmp_path)[n] == str(move), d.x("tail", str(tmp_path / "game.log"))
    pygame.image.save(d.shot(), str(tmp_path / "after_troughs.png"))


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)], ids=["1280x800", "1366x768"])
def test_point_18_a_place_seen_before_the_card_is_picked_is_where_the_tap_lands(
    desktop: Callable[..., Desktop], tmp_path: Path, size: tuple[int, int]
) -> None:
    record = staged_record(turns=10)  # a farm wider than its zone at the largest cards
    d = desktop(size, wm=True)
    continue_saved_game(d, tmp_path, record)
    scene = twin(tmp_path / "twin", record)
    pens = [m for m in scene.state.legal_moves() if m.cell is not None and scene.view.in_view(("cell", *m.cell))]
    move = max(pens, key=lambda m: abs(m.cell[0]))  # a place at the farm's far side: a zoom would move it most
    place = scene.view.cameras.card_rect(0, move.cell)  # where it is drawn before any card is picked
    n = len(record.record.moves)
    press(d, scene, ("slot", move.slot))
    d.click(place.center)  # the tap where the place was: it lays the card out there
    time.sleep(0.5)
    d.click(place.center)  # and lays it
    wait_for("the card's move in the save", lambda: len(played(tmp_path)) > n)
    laid = F.parse_move(played(tmp_path)[n])
    assert (laid.slot, laid.cell) == (move.slot, move.cell)
