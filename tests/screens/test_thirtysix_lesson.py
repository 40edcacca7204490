"""36's lesson on its own screen (issue 24; the lesson played through by every device is in
test_lessons_screen.py): a staged position reaches the rules through the session, the present step shows the disc
flying to the coach's cone, and a press on the glowing cell alone makes the step's move."""

from __future__ import annotations

import json
from pathlib import Path

from game.app import App
from game.board.coach import Phase
from game.core.match import Match, Seat
from game.rules import thirtysix as T
from game.screens.thirtysix.effects import GiftFly
from game.screens.thirtysix.scene import ThirtysixScene
from game.table.launcher import start_game
from tests import apphelp
from tests.apphelp import frames, menu_app, post
from tools.virtual_pad import mouse_click

FOX, BEAR = Seat("fox", 0), Seat("bear", 1)
STEP_GIFT, STEP_STRAIGHT = 3, 1  # levels/thirtysix/lesson.toml, counted from 0
BOARD = "rybr\nybry\nbryb\ngate 0,0 1,1"


def lesson_step(tmp_path: Path, index: int) -> tuple[App, ThirtysixScene]:
    """The lesson open at step `index` (counted from 0)."""
    app = menu_app(tmp_path)
    _coach, scene = apphelp.lesson_step(app, "thirtysix", FOX, index)
    assert isinstance(scene, ThirtysixScene)
    return app, scene


def test_T19_a_staged_position_reaches_the_rules_through_the_session(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    position = {"board": BOARD, "cones": ["0,0", "3,2"], "discs": ["2,1"], "supplies": ["rr", "yyy"], "to_move": 1}
    start_game(app.ctx, Match("thirtysix", (FOX, BEAR), {"position": json.dumps(position)}))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, ThirtysixScene)
    assert scene.state == T.new_game(position=position) and scene.flow.extra.board == T.parse_board(BOARD).text


def test_a_staged_position_the_rules_refuse_is_said_and_the_usual_start_is_used(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    position = {"board": BOARD, "cones": ["0,0", "0,0"]}  # two cones on one cell
    start_game(app.ctx, Match("thirtysix", (FOX, BEAR), {"position": json.dumps(position)}))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, ThirtysixScene)
    assert scene.state.in_opening and scene.state.supplies == ((12, 0, 0), (0, 12, 0))
    assert any(toast.text == app.ctx.t("thirtysix.bad_position") for toast in app.ctx.toasts)


def test_T10_the_present_step_flies_a_disc_to_the_coach_s_cone(tmp_path: Path) -> None:
    _, scene = lesson_step(tmp_path, STEP_GIFT)
    coach, before = scene.coach, scene.state
    assert coach is not None
    move = T.parse_move(coach.step.expect[0])
    assert move.gifts and before.passed_cones(move.src, move.dst) == [1]
    scene.play(coach.step.expect[0])
    assert coach.phase is Phase.AFTER and scene.feedback.queued(GiftFly)
    assert scene.state.supply_total(0) == before.supply_total(0) - 1
    assert scene.state.supply_total(1) == before.supply_total(1) + 1  # the coach got the learner's disc


def test_a_press_on_the_glowing_cell_alone_makes_the_step_s_move(tmp_path: Path) -> None:
    app, scene = lesson_step(tmp_path, STEP_STRAIGHT)
    coach = scene.coach
    assert coach is not None
    move = T.parse_move(coach.step.expect[0])
    post(mouse_click(scene.view.cell_rect(move.dst).center))  # not the cone first: the cell it goes to
    frames(app)
    assert scene.turns.moves == [coach.step.expect[0]] and coach.phase is Phase.AFTER
