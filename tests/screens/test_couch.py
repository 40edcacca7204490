"""The couch test (issue 13): nothing is lost by a wrong press, undo has a redo, the last setup is remembered."""

from __future__ import annotations

import pygame
import pytest

from game.board.pause import PauseOverlay
from game.board.results import ResultsOverlay
from game.board.scene import BoardGameScene
from game.core.input import Action
from game.core.match import Match, Seat
from game.rules import GAMES
from game.screens.menu import MenuScene
from game.screens.setup import SetupScene
from game.table import catalog
from game.table.launcher import start_game
from game.ui import theme
from game.ui.dialogs import ChoiceOverlay
from tests.ai.toygames import TICTACTOE
from tests.apphelp import feed, frames, intent, post
from tests.screens.fakegame import TicTacToeScene
from tools.virtual_pad import key_tap


@pytest.fixture(autouse=True)
def ttt(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(GAMES, "ttt", TICTACTOE)
    monkeypatch.setitem(catalog.CATALOG, "ttt", catalog.GameInfo("ttt", 2, 2, 2, scene=lambda: TicTacToeScene))


def begin(app) -> BoardGameScene:
    app.push(MenuScene(app.ctx))
    start_game(app.ctx, Match("ttt", (Seat("fox", 0), Seat("bear", 1))))
    frames(app, 1)
    return app.ctx.scenes.top


def press_keys(app, *keys: int) -> None:
    for key in keys:
        post(key_tap(key))
        frames(app, 1)


def test_restart_asks_first_and_mashing_the_same_key_destroys_nothing(app) -> None:
    scene = begin(app)
    scene.play("4", "keyboard")
    scene.exits.open_pause()
    pause = app.ctx.scenes.top
    assert isinstance(pause, PauseOverlay)
    restart = next(b for b in pause.buttons if b.label() == app.ctx.t("pause.restart"))
    pause.focus.focus_on(restart)
    press_keys(app, pygame.K_RETURN, pygame.K_RETURN, pygame.K_SPACE, pygame.K_SPACE)
    assert scene.turns.moves == ["4"]  # the question came up with "No" focused, and "No" was pressed
    scene.exits.open_pause()
    app.ctx.scenes.top.focus.focus_on(
        next(b for b in app.ctx.scenes.top.buttons if b.label() == app.ctx.t("pause.restart"))
    )
    press_keys(app, pygame.K_RETURN)
    question = app.ctx.scenes.top
    assert question.focus.focused is question.buttons[0] and question.buttons[0].label() == app.ctx.t("confirm.no")
    question.buttons[1].on_press()
    frames(app, 1)
    fresh = app.ctx.scenes.top
    assert isinstance(fresh, BoardGameScene) and fresh.turns.moves == []


@pytest.mark.parametrize(
    "keys",
    [
        (pygame.K_ESCAPE, pygame.K_RETURN),
        (pygame.K_ESCAPE, pygame.K_SPACE),
        (pygame.K_ESCAPE, pygame.K_ESCAPE, pygame.K_ESCAPE, pygame.K_RETURN),
    ],
)
def test_mashing_escape_then_enter_on_the_menu_never_quits(app, keys) -> None:
    app.push(MenuScene(app.ctx))
    frames(app, 1)
    press_keys(app, *keys)
    assert app.ctx.running


def test_a_new_game_over_a_saved_one_asks_first(app) -> None:
    scene = begin(app)
    scene.play("4", "keyboard")
    app.ctx.scenes.pop_to_root()
    setup = SetupScene(app.ctx, catalog.CATALOG["ttt"])
    app.push(setup)
    setup.start()
    assert isinstance(app.ctx.scenes.top, ChoiceOverlay)
    press_keys(app, pygame.K_RETURN)  # "No" is focused
    assert app.ctx.scenes.top is setup and app.ctx.saves.load("ttt").record.moves == ("4",)
    setup.start()
    app.ctx.scenes.top.buttons[1].on_press()
    frames(app, 1)
    assert isinstance(app.ctx.scenes.top, BoardGameScene) and app.ctx.scenes.top.turns.moves == []


def test_redo_brings_back_what_undo_took_with_the_mouse_and_the_keys(app) -> None:
    scene = begin(app)
    for cell in ("4", "0", "8"):
        scene.play(cell, "mouse")
    tools = scene.top.tool_rects()
    undo = intent(Action.SELECT, "mouse", tools["undo"].center)
    feed(app, undo, undo)
    assert scene.turns.moves == ["4"]
    feed(app, intent(Action.SELECT, "mouse", tools["redo"].center))
    assert scene.turns.moves == ["4", "0"]
    press_keys(app, pygame.K_y)
    assert scene.turns.moves == ["4", "0", "8"]
    press_keys(app, pygame.K_y)  # nothing left to redo: said, nothing changes
    assert scene.turns.moves == ["4", "0", "8"] and app.ctx.toasts[-1].text == app.ctx.t("turn.nothing_to_redo")


def test_the_right_shoulder_redoes_when_there_is_nothing_to_turn(app) -> None:
    scene = begin(app)
    for cell in ("4", "0"):
        scene.play(cell, "mouse")
    feed(app, intent(Action.UNDO, "pad1"))
    assert scene.turns.moves == ["4"]
    feed(app, intent(Action.TURN_LEFT, "pad1"))  # the left shoulder: nothing to turn, nothing happens
    assert scene.turns.moves == ["4"]
    feed(app, intent(Action.REDO, "pad1"))
    assert scene.turns.moves == ["4", "0"]


def test_setup_remembers_the_last_players_per_game_and_per_mode(app) -> None:
    app.push(MenuScene(app.ctx))
    frog = catalog.CATALOG["kletterfrosch"]
    setup = SetupScene(app.ctx, frog)
    app.push(setup)
    setup._set_option("mode", "memory")
    setup._set_count(3)
    setup._set_seat(2, "name", "panda")
    setup._remember()
    setup._set_option("mode", "solo")
    assert setup.count == 1
    setup._set_seat(0, "name", "owl")
    setup._remember()
    app.ctx.scenes.pop()
    again = SetupScene(app.ctx, frog)  # "New game" brings back the last setup: solo, the owl
    assert again.options["mode"] == "solo" and again.count == 1 and again.seats[0].name == "owl"
    again._set_option("mode", "memory")  # and memory mode its own three players
    assert again.count == 3 and again.seats[2].name == "panda"


@pytest.mark.parametrize(("moves", "winner"), [("03142", 0), ("014352786", None)])
def test_results_celebrate_the_winner_with_rematch_focused(
    app, monkeypatch: pytest.MonkeyPatch, moves: str, winner: int | None
) -> None:
    scene = begin(app)
    played: list[str] = []
    monkeypatch.setattr(app.ctx.audio, "play", lambda name, *a, **k: played.append(name))
    for move in moves:
        scene.play(move, "keyboard")
        frames(app, 2)
    frames(app, 30, dt=0.1)
    results = app.ctx.scenes.top
    assert isinstance(results, ResultsOverlay)
    assert results.focus.focused is results.buttons[0]
    assert results.buttons[0].label() == app.ctx.t("result.rematch")
    colours = {b.colour for b in results.bits}
    if winner is None:  # a draw: everybody shown, no fanfare and no confetti
        assert "win" not in played and not results.bits
        return
    assert played[-1] == "win" and results.outcome.winners == (winner,)
    assert theme.seat_colour(scene.match.seats[winner].colour) in colours
    assert theme.seat_colour(scene.match.seats[1 - winner].colour) not in colours
    before = [(b.x, b.y) for b in results.bits]
    frames(app, 5)
    assert [(b.x, b.y) for b in results.bits] != before  # the confetti falls
