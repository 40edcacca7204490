"""The couch test, round 3 (issue 34), on Dama: every king drawn with its crown in every position the board shows,
read from the pixels of its square (1); a lesson's board stays on the learner's side (4); a capture way that is too
short is said as such, and "Keep jumping" only after a jump (12); the D-pad follows the diagonals (27)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame

from game.app import App
from game.board.coach import Coach
from game.board.words import Now
from game.core.input import Action
from game.core.match import Match, Seat
from game.rules import dama as D
from game.screens.dama import art
from game.screens.dama.panels import panel_lines
from game.screens.dama.scene import DamaScene
from game.table.launcher import resume_game, start_game
from tests.apphelp import feed, frames, intent, lesson_step, menu_app

FOX, BEAR = Seat("fox", 0), Seat("bear", 1)
LEARNER = Seat("fox", 0)


def start(app: App, position: dict[str, Any], seats: tuple[Seat, ...] = (FOX, BEAR), view: str = "fixed") -> DamaScene:
    start_game(app.ctx, Match("dama", seats, {"view": view, "position": json.dumps(position)}))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, DamaScene)
    return scene


def settle(app: App, scene: DamaScene) -> None:
    for _ in range(100):
        if not scene.feedback.busy and not scene.computer.busy and not scene.turns.computer_to_move:
            break
        frames(app, 1, dt=0.1)
    frames(app)


def gold_pixels(app: App, rect: pygame.Rect) -> int:
    """How many pixels of the crown's gold lie in `rect` of what is on screen now."""
    app.frame(0.0, events=[])
    canvas = app.canvas
    n = 0
    for x in range(rect.x, rect.right, 2):
        for y in range(rect.y, rect.bottom, 2):
            r, g, b, *_ = canvas.get_at((x, y))
            if abs(r - art.GOLD[0]) < 30 and abs(g - art.GOLD[1]) < 30 and abs(b - art.GOLD[2]) < 40:
                n += 1
    return n


def kings_drawn_crowned(app: App, scene: DamaScene) -> None:
    """Each king of the position has gold on its square; each man has none."""
    state = scene.state
    kings = [sq for sq in art.PLAYABLE if (p := state.piece_at(sq)) is not None and p[1]]
    men = [sq for sq in art.PLAYABLE if (p := state.piece_at(sq)) is not None and not p[1]]
    assert kings, "the position has a king to look at"
    for sq in kings:
        assert gold_pixels(app, scene.view.cell_rect(sq)) > 40, f"the king on {D.NAMES[sq]} has no crown"
    for sq in men:
        assert gold_pixels(app, scene.view.cell_rect(sq)) < 5, f"the man on {D.NAMES[sq]} wears a crown"


def test_point_1_the_computers_crowning_capture_shows_a_crown_at_its_end(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    computer = BEAR.with_(kind="computer", level="easy")
    scene = start(app, {"light": ["e4", "g2", "a2"], "dark": ["d5"], "to_move": 1}, (FOX, computer))
    settle(app, scene)
    assert scene.turns.moves == ["d5xf3xh1"] and scene.state.piece_at(D.square_of("h1")) == (1, True)
    kings_drawn_crowned(app, scene)  # while the child is to move, not from the computer's next turn


def test_point_1_kings_keep_their_crowns_after_undo_redo_and_resume(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, {"light": ["g6", "a2"], "dark": ["b7", "h3"], "to_move": 0})
    for move in ("g6-h7", "b7-a6", "h7-g8", "a6-b5"):
        scene.play(move)
        settle(app, scene)
    kings_drawn_crowned(app, scene)
    scene.rewind(True)  # back to the position right after the crowning move
    assert scene.turns.moves[-1] == "h7-g8"
    kings_drawn_crowned(app, scene)
    scene.rewind(True)
    scene.rewind(False)  # redo the crowning move
    assert scene.turns.moves[-1] == "h7-g8"
    kings_drawn_crowned(app, scene)
    record = app.ctx.saves.load("dama")
    app.ctx.scenes.pop_to_root()
    assert record is not None and resume_game(app.ctx, record)
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, DamaScene) and scene.turns.moves[-1] == "h7-g8"
    kings_drawn_crowned(app, scene)


def test_point_1_a_king_that_moves_keeps_its_crown_in_hot_seat_from_both_sides(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, {"light": ["D1", "a4"], "dark": ["b7", "G8"], "to_move": 0}, view="turn")
    scene.play("d1-h5")
    settle(app, scene)
    assert scene.view.flipped  # the board turned to Dark, who is to move
    kings_drawn_crowned(app, scene)
    scene.play("g8-c4")
    settle(app, scene)
    assert not scene.view.flipped
    kings_drawn_crowned(app, scene)


def lesson_at(app: App, index: int) -> tuple[Coach, DamaScene]:
    coach, scene = lesson_step(app, "dama", LEARNER, index, settle=1)
    assert isinstance(scene, DamaScene)
    return coach, scene


def test_point_1_the_lessons_flying_king_keeps_its_crown(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    _coach, scene = lesson_at(app, 4)  # the flying king: b1 takes f5 and may land on g6 or h7
    kings_drawn_crowned(app, scene)
    for pick in ("b1", "h7"):
        scene.press_cell(D.square_of(pick), "mouse")
    assert scene.turns.moves == ["b1xh7"]
    settle(app, scene)
    kings_drawn_crowned(app, scene)


def test_point_4_a_lessons_board_stays_on_the_learners_side(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    _coach, scene = lesson_at(app, 0)  # d3 steps, then the owl replies g8-h7
    d3 = scene.view.cell_rect(D.square_of("d3")).topleft
    for pick in ("d3", "e4"):
        scene.press_cell(D.square_of(pick), "mouse")
    for _ in range(40):  # the move, the owl's reply, the explanation: the board never turns
        frames(app, 1, dt=0.1)
        assert not scene.view.flipped
        assert scene.view.cell_rect(D.square_of("d3")).topleft == d3
    assert scene.turns.moves == ["d3-e4", "g8-h7"]


def test_point_12_a_capture_way_too_short_is_said_as_such(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    _coach, scene = lesson_at(app, 3)  # take the most: d3xf5xd7 (two), not d3xb5 (one)
    scene.press_cell(D.square_of("d3"), "mouse")
    scene.press_cell(D.square_of("b5"), "mouse")
    assert scene.turns.moves == []
    shown = app.ctx.toasts[-1].text if app.ctx.toasts else ""
    coach_line = app.ctx.t("lesson.wrong")
    longer = app.ctx.t("dama.explain.longer_way", count=2)
    majority = app.ctx.t("dama.explain.majority", count=2)
    assert shown != majority
    assert shown in (longer, coach_line)
    # Out of a lesson the same press gets the same words.
    scene = start(app, {"light": ["d3"], "dark": ["c4", "e4", "e6", "a8"], "to_move": 0})
    scene.press_cell(D.square_of("d3"), "mouse")
    scene.press_cell(D.square_of("b5"), "mouse")
    assert app.ctx.toasts[-1].text == longer


def test_point_12_keep_jumping_is_said_only_after_a_first_jump(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    # The king on h1 takes f3 and c4 (two), landing on e4 first; from d5 it goes on.
    scene = start(app, {"light": ["H1"], "dark": ["f3", "c4", "a8"], "to_move": 0})
    building = app.ctx.t("dama.building")

    def said() -> bool:
        now = Now(None, "")
        return building in [t for t, _c, _b in panel_lines(app.ctx, scene.flow, scene.board.builder, now)]

    assert not said()
    scene.press_cell(D.square_of("h1"), "mouse")
    assert scene.board.builder.picked == ("h1",) and not said()  # picked, not yet jumped
    scene.press_cell(D.square_of("d5"), "mouse")
    assert scene.turns.moves == [] and len(scene.board.builder.picked) == 2 and said()


def test_point_27_the_dpad_reaches_a_kings_far_landing_in_a_few_presses(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, {"light": ["B1"], "dark": ["a8"], "to_move": 0})
    scene.board.cursors["pad1"] = D.square_of("b1")
    feed(app, intent(Action.CONFIRM, "pad1"))  # the king is picked
    assert scene.board.builder.picked == ("b1",)
    presses = 0
    while scene.board.cursor("pad1") != D.square_of("g6"):
        feed(app, intent(Action.UP, "pad1"))
        presses += 1
        assert presses <= 5
        assert scene.board.cursor("pad1") in scene.board.next_pick_cells()  # every step is on a landing
    feed(app, intent(Action.CONFIRM, "pad1"))
    assert scene.turns.moves == ["b1-g6"] and presses == 5


def test_point_27_pressing_towards_a_landing_puts_the_cursor_on_it(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, {"light": ["d3"], "dark": ["b7"], "to_move": 0})  # d3 may go to c4 or e4
    scene.board.cursors["pad1"] = D.square_of("d3")
    feed(app, intent(Action.CONFIRM, "pad1"))
    for way, landing in (("right", "e4"), ("left", "c4"), ("down", "d3"), ("left", "c4")):
        feed(app, intent(Action(way), "pad1"))
        assert D.NAMES[scene.board.cursor("pad1")] == landing, way
    feed(app, intent(Action.CONFIRM, "pad1"))
    assert scene.turns.moves == ["d3-c4"] and not app.ctx.toasts
