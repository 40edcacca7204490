"""The couch test, round 2 (issue 23), for the parts every game screen shares, shown on Dama: no move is made by the
press that selects a piece (4), the results are never skipped by presses meant for the game (6), every move is
animated and the last one marked, the board turning after it in hot-seat (7), the hover follows the pointer when
the board turns (8), and the panel says what happens now in the words of the device in use (9)."""

from __future__ import annotations

import json
from pathlib import Path

import pygame

from game.app import App
from game.board.banner import TurnBanner
from game.board.results import SETTLE, ResultsOverlay
from game.board.words import Now, now_for
from game.core.input import Action
from game.core.match import Match, Seat
from game.rules import dama as D
from game.screens.dama.panels import panel_lines
from game.screens.dama.scene import DamaScene, Slide
from game.table.launcher import start_game
from game.ui import theme
from game.ui.seats import seat_name
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


def test_7_the_computers_capture_hops_and_the_last_move_stays_marked(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    computer = BEAR.with_(kind="computer", level="easy")
    # Light's d3-e4 offers Dark the capture f5xd3 (its only move): the computer must play it.
    scene = dama(app, {"light": ["d3", "a2"], "dark": ["f5", "g8"], "to_move": 0}, (FOX, computer))
    scene.press_cell(D.square_of("d3"), "mouse")
    scene.press_cell(D.square_of("e4"), "mouse")
    seen_slide = False
    for _ in range(80):
        frames(app, 1, dt=0.05)
        slide = scene.feedback.active(Slide)
        if slide is not None and slide.taken:
            seen_slide = True  # the computer's capture walks its path, the jumped man still on the board
            assert {sq for sq, _seat, _king in slide.taken} == {D.square_of("e4")}
        if len(scene.turns.moves) == 2 and not scene.feedback.busy:
            break
    assert scene.turns.moves == ["d3-e4", "f5xd3"] and seen_slide
    last = scene.feedback.last
    assert last is not None and str(last.move) == "f5xd3"  # marked on the board until the next move
    surface = pygame.Surface((1280, 720))
    scene.draw(surface)
    r = scene.view.cell_rect(D.square_of("d3"))
    ring = theme.seat_colour(computer.colour)
    assert any(surface.get_at((x, r.y + 3))[:3] == ring for x in range(r.x, r.right))


def test_7_in_hot_seat_the_board_turns_after_the_move_with_the_next_players_name(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    start_game(app.ctx, Match("dama", (FOX, BEAR), {"view": "turn"}))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, DamaScene) and not scene.view.flipped
    scene.press_cell(D.square_of("b3"), "mouse")
    scene.press_cell(D.square_of("a4"), "mouse")
    assert not scene.view.flipped  # the slide plays on Light's board
    assert scene.feedback.queued(TurnBanner) and scene.feedback.queued(TurnBanner)[0].seat == 1
    frames(app, 8, dt=0.05)
    assert scene.view.flipped and scene.feedback.active(TurnBanner) is not None  # then "Bear's turn"


def test_8_after_the_board_turns_the_hover_follows_the_pointer(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    start_game(app.ctx, Match("dama", (FOX, BEAR), {"view": "turn"}))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, DamaScene)
    b3, a4 = D.square_of("b3"), D.square_of("a4")
    feed(app, intent(Action.SELECT, "mouse", scene.view.cell_rect(b3).center))
    pointer = scene.view.cell_rect(a4).center
    feed(app, intent(Action.SELECT, "mouse", pointer))
    assert scene.board.hover == a4
    frames(app, 20, dt=0.05)  # the board turns under the still mouse
    assert scene.view.flipped and scene.board.hover == scene.view.cell_at(pointer) != a4


def test_9_the_panel_says_what_happens_now_in_the_words_of_the_device(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    computer = BEAR.with_(kind="computer", level="easy")
    scene = dama(app, {"light": ["d3", "a2"], "dark": ["f5", "g8"], "to_move": 0}, (FOX, computer))
    t = app.ctx.t

    def now() -> Now:
        return now_for(app.ctx, scene.flow, scene.board.last_device, scene.result_lines)

    feed(app, intent(Action.POINT, "mouse", (600, 400)))
    assert now().how.endswith(t("controls.back.mouse")) and now().waiting is None
    feed(app, intent(Action.RIGHT, "keyboard"))
    assert now().how.endswith(t("controls.back.keyboard"))
    feed(app, intent(Action.RIGHT, "pad1"))
    assert now().how.endswith(t("controls.back.pad"))
    scene.play("d3-e4")
    assert now().waiting == t("panel.thinking", player=seat_name(app.ctx, computer))  # no instructions now
    lines = [text for text, _c, _b in panel_lines(app.ctx, scene.flow, scene.board.builder, now())]
    assert now().how not in lines and now().waiting in lines
