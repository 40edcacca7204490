"""The couch test, round 2 (issue 23), for the parts every game screen shares: no move is made by the press that
selects a piece (point 4), and the results are never skipped by presses meant for the game (point 6)."""
from __future__ import annotations

import json
from pathlib import Path

from game.app import App
from game.core.input import Action
from game.core.match import Match, Seat
from game.rules import dama as D
from game.screens.dama.scene import DamaScene
from game.screens.results import SETTLE, ResultsOverlay
from game.table.launcher import start_game
from tests.apphelp import feed, frames, intent, menu_app

FOX, BEAR = Seat("fox", 0), Seat("bear", 1)


def dama(app: App, position: dict[str, object], seats: tuple[Seat, ...] = (FOX, BEAR)) -> DamaScene:
    start_game(app.ctx, Match("dama", seats, {"view": "fixed", "position": json.dumps(position)}))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, DamaScene)
    return scene


def test_4_a_piece_with_one_move_is_selected_and_waits_for_its_landing(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = dama(app, {"light": ["d3"], "dark": ["c4", "b5", "g8"], "to_move": 0})  # d3's only move is e4
    assert [str(m) for m in scene.state.legal_moves()] == ["d3-e4"]
    scene.press_cell(D.square_of("d3"), "mouse")
    assert scene.turns.moves == [] and scene.board.next_pick_cells() == [D.square_of("e4")]
    scene.press_cell(D.square_of("e4"), "mouse")
    assert scene.turns.moves == ["d3-e4"]


def test_4_a_forced_capture_is_shown_before_it_is_made_and_its_forced_landings_complete_it(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = dama(app, {"light": ["a2"], "dark": ["b3", "d5", "g8"], "to_move": 0})  # a2xc4xe6, one way only
    assert [str(m) for m in scene.state.legal_moves()] == ["a2xc4xe6"]
    scene.press_cell(D.square_of("a2"), "mouse")
    assert scene.turns.moves == []  # selected, not played
    scene.press_cell(D.square_of("c4"), "mouse")  # the first landing: the rest of the capture is forced
    assert scene.turns.moves == ["a2xc4xe6"]


def test_4_against_the_computer_a_selection_gets_no_reply(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    computer = BEAR.with_(kind="computer", level="easy")
    scene = dama(app, {"light": ["d3"], "dark": ["c4", "b5", "g8"], "to_move": 0}, (FOX, computer))
    scene.press_cell(D.square_of("d3"), "mouse")
    frames(app, 30, dt=0.1)
    assert scene.turns.moves == [] and scene.state.to_move == 0


def test_6_presses_mashed_through_the_last_move_never_skip_the_results(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = dama(app, {"light": ["d3"], "dark": ["e4"], "to_move": 0})  # d3xf5 takes Dark's last piece
    scene.press_cell(D.square_of("d3"), "mouse")
    scene.press_cell(D.square_of("f5"), "mouse")
    mashed = 0
    while not isinstance(app.ctx.scenes.top, ResultsOverlay) or app.ctx.scenes.top.settling:
        feed(app, intent(Action.CONFIRM, "keyboard"))  # a child mashing Enter all along
        frames(app, 1, dt=0.05)
        mashed += 1
        assert mashed < 200
    overlay = app.ctx.scenes.top
    assert isinstance(overlay, ResultsOverlay) and scene.turns.moves == ["d3xf5"]
    assert overlay.t >= SETTLE  # shown a whole second, every press ignored, and still there
    feed(app, intent(Action.CONFIRM, "keyboard"))  # now a press answers: the focused rematch
    assert not isinstance(app.ctx.scenes.top, ResultsOverlay)
