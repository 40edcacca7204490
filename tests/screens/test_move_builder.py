"""Moves built over several presses: the move builder on its own, then a toy game with moves of two and three
picks played whole through the real input layer, by mouse alone and by virtual gamepad alone; draw offers and
resignation from the pause menu."""

from __future__ import annotations

import pytest

from game.board.scene import BoardGameScene
from game.core.input import Action
from game.core.match import Match, Seat
from game.core.saves import Ending
from game.rules import GAMES
from game.screens.menu import MenuScene
from game.table import catalog
from game.table.launcher import start_game
from game.table.move_builder import MoveBuilder
from game.ui.dialogs import ChoiceOverlay
from tests.apphelp import feed, frames, intent, post
from tests.screens.fakegame import Paths, PathsRules, PathsScene
from tools.virtual_pad import VirtualPad, mouse_click, sdl_available

needs_sdl = pytest.mark.skipif(not sdl_available(), reason="the wheel's SDL lacks virtual joysticks")


def builder(*paths: str) -> MoveBuilder:
    return MoveBuilder(list(paths), lambda m: tuple(int(x) for x in m.split("-")))


def test_picks_narrow_the_moves_and_light_only_what_stays_legal() -> None:
    b = builder("0-1", "0-1-2", "0-1-4", "0-3", "5-2")
    assert b.next_picks() == [0, 5] and b.decided() is None
    assert b.pick(0) and b.next_picks() == [1, 3]
    assert not b.pick(7)  # nowhere a move goes
    assert b.pick(3) and b.decided() == "0-3"  # the only move left is played at once


def test_a_complete_move_that_starts_longer_ones_waits_for_a_second_press() -> None:
    b = builder("0-1", "0-1-2", "0-1-4")
    b.pick(0), b.pick(1)
    assert b.decided() is None and b.complete() == "0-1" and b.next_picks() == [2, 4]
    assert b.confirming(1) == "0-1" and b.confirming(2) is None
    assert b.pick(4) and b.decided() == "0-1-4"


def test_back_takes_back_one_pick_and_a_new_start_replaces_the_picks() -> None:
    b = builder("0-1", "0-1-2", "5-2")
    b.pick(0), b.pick(1)
    assert b.back() and b.picked == (0,)
    assert b.pick(5) and b.picked == (5,)  # another piece chosen instead
    assert b.back() and not b.back()


def test_moves_without_picks_are_not_built() -> None:
    b = MoveBuilder(["pass", "a"], lambda m: None if m == "pass" else ("a",))
    assert b.moves == ["a"] and b.next_picks() == ["a"]


# ---- the toy game through the screens -----------------------------------------------------------------------
@pytest.fixture(autouse=True)
def paths(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(GAMES, "paths", PathsRules)
    monkeypatch.setitem(
        catalog.CATALOG,
        "paths",
        catalog.GameInfo("paths", 2, 2, 2, scene=lambda: PathsScene, draw_offers=True, resignation=True),
    )


def begin(app, *seats: Seat) -> BoardGameScene:
    app.push(MenuScene(app.ctx))
    start_game(app.ctx, Match("paths", seats or (Seat("fox", 0), Seat("bear", 1))))
    frames(app, 1)
    return app.ctx.scenes.top


def click(app, scene: BoardGameScene, cell: int) -> None:
    post(mouse_click(scene.view.cell_rect(cell).center))
    frames(app, 1)


def test_a_whole_game_with_the_mouse_alone(app) -> None:
    scene = begin(app)
    click(app, scene, 0)
    assert scene.board.builder.picked == (0,) and sorted(scene.board.next_pick_cells()) == [1, 3]
    click(app, scene, 1)
    assert scene.turns.moves == [] and sorted(scene.board.next_pick_cells()) == [2, 4]  # "0-1" could go on
    click(app, scene, 1)  # the same cell again: stop here
    assert scene.turns.moves == ["0-1"]
    click(app, scene, 8), click(app, scene, 7), click(app, scene, 6)  # the only walk 8-7-6: played at once
    assert scene.turns.moves == ["0-1", "8-7-6"]
    click(app, scene, 1), click(app, scene, 4), click(app, scene, 4)  # stop on the centre: fox wins
    assert scene.turns.moves == ["0-1", "8-7-6", "1-4"] and scene.turns.outcome.winners == (0,)


def test_an_impossible_press_is_explained_and_back_takes_back_one_pick(app) -> None:
    scene = begin(app)
    click(app, scene, 5)  # no token of fox's there
    assert app.ctx.toasts[-1].text == app.ctx.t("explain.not_a_pick") and scene.board.builder.picked == ()
    click(app, scene, 0), click(app, scene, 3)
    feed(app, intent(Action.BACK, "mouse"))
    assert scene.board.builder.picked == (0,) and app.ctx.scenes.top is scene  # BACK took a pick back, no pause
    feed(app, intent(Action.BACK, "mouse"), intent(Action.BACK, "mouse"))
    assert scene.board.builder.picked == () and isinstance(app.ctx.scenes.top, ChoiceOverlay)  # then it pauses


@needs_sdl
def test_a_whole_game_with_a_virtual_gamepad_alone(app) -> None:
    with VirtualPad() as pad:
        frames(app, 2)
        scene = begin(app, Seat("fox", 0, device="pad1"), Seat("bear", 1, device="pad1"))

        def press(*buttons: str) -> None:
            for b in buttons:
                pad.tap(b)
                frames(app, 1)

        scene.board.cursors["pad1"] = 0
        press("a", "dpad_right", "a", "dpad_right", "a")  # 0, 1, 2: a three-pick move
        assert scene.turns.moves == ["0-1-2"]
        press("dpad_down", "dpad_down", "dpad_right", "dpad_right")  # the cursor to 8
        assert scene.board.cursors["pad1"] == 8
        press("a", "dpad_up", "a")  # 8 then 5: "8-5" could go on to 4
        assert scene.turns.moves == ["0-1-2"] and sorted(scene.board.next_pick_cells()) == [4]
        press("a")  # 5 again: stop there
        assert scene.turns.moves == ["0-1-2", "8-5"]
        press("dpad_up", "a", "b")  # fox picks its token on 2, then takes the pick back with B
        assert scene.board.builder.picked == () and app.ctx.scenes.top is scene
        press("b")  # nothing picked: B pauses
        assert isinstance(app.ctx.scenes.top, ChoiceOverlay)


def test_a_draw_offered_and_accepted_ends_the_game(app) -> None:
    scene = begin(app)
    scene.exits.open_pause()
    labels = [b.label() for b in app.ctx.scenes.top.buttons]
    assert app.ctx.t("pause.offer_draw") in labels and app.ctx.t("pause.resign") in labels
    scene.agreements.offer_draw()
    app.ctx.scenes.top.buttons[1].on_press()  # yes, offer it (asked first)
    question = app.ctx.scenes.top
    assert isinstance(question, ChoiceOverlay) and question.focus.focused is question.buttons[0]  # "no" first
    question.buttons[1].on_press()
    frames(app, 2)
    assert scene.turns.outcome is not None and scene.turns.outcome.winners == ()
    assert app.ctx.t("result.draw_agreed") in app.ctx.scenes.top.lines[0]


def test_a_draw_declined_plays_on(app) -> None:
    scene = begin(app)
    scene.agreements.offer_draw()
    feed(app, intent(Action.CONFIRM, "keyboard"))  # a stray press: the focused answer is "no, go back"
    assert scene.turns.outcome is None and app.ctx.scenes.top is scene
    scene.agreements.propose()
    feed(app, intent(Action.CONFIRM, "keyboard"))  # a stray press: the focused answer is "no"
    assert scene.turns.outcome is None and app.ctx.scenes.top is scene


def test_resigning_asks_first_and_hands_the_win_to_the_other_seat(app) -> None:
    scene = begin(app)
    scene.agreements.ask_resign()
    feed(app, intent(Action.CONFIRM), intent(Action.CONFIRM))  # mashing: "no" is focused, then it is gone
    assert scene.turns.outcome is None
    scene.agreements.ask_resign()
    app.ctx.scenes.top.buttons[1].on_press()
    frames(app, 2)
    assert scene.turns.outcome.winners == (1,) and scene.turns.ending == Ending("resign", 0)
    saved = app.ctx.saves.load("paths")
    assert saved is None  # a finished game is forgotten


def test_a_losing_computer_accepts_a_draw_offer(app) -> None:
    scene = begin(app, Seat("fox", 0), Seat("owl", 1, "computer", "easy"))
    scene.turns.states.append(Paths((0, 8), 0, 3))  # fox walks to the centre now and wins: owl is lost
    scene.agreements.propose()
    frames(app, 3)
    assert scene.turns.outcome is not None and scene.turns.outcome.winners == ()


def test_a_computer_judges_a_draw_by_what_it_can_expect() -> None:
    from game.ai import judge_draw
    from tests.ai.toygames import TicTacToe

    x_wins_now = TicTacToe("XX.OO....", 0)
    assert judge_draw("toygames:TICTACTOE", "easy", x_wins_now, 1)  # O is lost: a draw is welcome
    assert not judge_draw("toygames:TICTACTOE", "easy", x_wins_now, 0)  # X is winning: play on
