"""The shared game-screen machinery on a toy game: devices, undo, autosave and resume, computer seats,
the unplugged-pad prompt, the hand-over banner and the results overlay."""

from __future__ import annotations

import dataclasses
import json
from pathlib import Path

import pytest

from game.board.results import ResultsOverlay
from game.board.scene import BoardGameScene
from game.core.input import Action
from game.core.match import Match, Seat
from game.rules import GAMES
from game.screens.menu import MenuScene
from game.screens.saved_games import SavedGamesScene
from game.table import catalog
from game.table.launcher import start_game
from game.ui.dialogs import ChoiceOverlay, UnpluggedPrompt
from tests.ai.toygames import TICTACTOE
from tests.apphelp import feed, frames, intent, make_app, write_resume_slot
from tests.screens.fakegame import TicTacToeScene
from tools.virtual_pad import VirtualPad, sdl_available

needs_sdl = pytest.mark.skipif(not sdl_available(), reason="the wheel's SDL lacks virtual joysticks")


@pytest.fixture(autouse=True)
def ttt(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(GAMES, "ttt", TICTACTOE)
    monkeypatch.setitem(catalog.CATALOG, "ttt", catalog.GameInfo("ttt", 2, 2, 2, scene=lambda: TicTacToeScene))


def begin(app, *seats: Seat, hidden: bool = False) -> BoardGameScene:
    if hidden:
        catalog.CATALOG["ttt"] = dataclasses.replace(catalog.CATALOG["ttt"], hand_over=True)
    app.push(MenuScene(app.ctx))
    start_game(app.ctx, Match("ttt", seats))
    frames(app, 1)
    return app.ctx.scenes.top


def humans(d0: str | None = None, d1: str | None = None) -> tuple[Seat, Seat]:
    return Seat("fox", 0, device=d0), Seat("bear", 1, device=d1)


def test_every_move_autosaves_and_the_menu_resumes_after_a_crash(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    scene = begin(app, *humans())
    feed(app, intent(Action.CONFIRM))  # the cursor starts in the centre
    feed(app, intent(Action.RIGHT), intent(Action.CONFIRM))
    saved = json.loads((tmp_path / "data" / "resume" / "ttt.json").read_text())
    assert saved["moves"] == ["4", "5"] and saved["format"] == 1
    del app, scene  # no clean exit: as if the power went off

    again = make_app(tmp_path)
    menu = MenuScene(again.ctx)
    again.push(menu)
    frames(again, 1)
    assert menu.continue_button.enabled
    menu.continue_last()  # the saved games are listed: the only one is focused
    frames(again, 1)
    feed(again, intent(Action.CONFIRM))
    resumed = again.ctx.scenes.top
    assert isinstance(resumed, BoardGameScene) and resumed.turns.moves == ["4", "5"]
    again.close()


ONE_SEAT = {"game": "ttt", "seats": [{"name": "fox", "colour": 0}], "options": {}}
BAD_LEVEL = {
    "game": "ttt",
    "seats": [{"name": "fox", "colour": 0}, {"name": "owl", "colour": 1, "kind": "computer", "level": "insane"}],
}


@pytest.mark.parametrize(
    "record",
    [
        {"match": Match("ttt", humans()).to_json(), "moves": ["4", "4"]},  # an illegal move (T1)
        {"match": ONE_SEAT, "moves": []},  # too few seats for the game
        {"match": BAD_LEVEL, "moves": []},  # an unknown computer level
        {"match": {"game": "ttt", "seats": "fox"}, "moves": []},
        {"match": Match("ttt", humans()).to_json(), "moves": "4"},
    ],
    ids=["illegal-move", "one-seat", "bad-level", "seats-not-a-list", "moves-not-a-list"],
)
def test_a_save_that_cannot_be_resumed_is_set_aside_with_one_line(app, record) -> None:
    write_resume_slot(app, "ttt", record)
    menu = MenuScene(app.ctx)
    app.push(menu)
    frames(app, 1)
    assert menu.continue_button.enabled
    menu.continue_last()
    frames(app, 2)
    if isinstance(app.ctx.scenes.top, SavedGamesScene):  # its file is sound: the rules refuse it on resuming
        feed(app, intent(Action.CONFIRM))
        frames(app, 1)
    assert app.ctx.scenes.top is menu and app.ctx.saves.resumable() == []
    line = app.ctx.toasts[-1].text  # said on loading (the schema) or on building the scene (the rules)
    assert "could not be resumed" in line or line.startswith("ttt.json could not be used")
    assert not menu.continue_button.enabled  # the menu no longer offers what is gone


def test_undo_against_the_computer_takes_back_its_reply(app) -> None:
    scene = begin(app, Seat("fox", 0), Seat("owl", 1, "computer", "easy"))
    feed(app, intent(Action.CONFIRM))
    frames(app, 60)  # the computer waits a moment, then answers through the worker
    assert len(scene.turns.moves) == 2
    feed(app, intent(Action.UNDO))
    assert scene.turns.moves == [] and scene.turns.seat_index == 0


def test_an_illegal_press_is_explained_and_changes_nothing(app) -> None:
    scene = begin(app, *humans())
    feed(app, intent(Action.CONFIRM), intent(Action.CONFIRM))  # the same cell twice
    assert scene.turns.moves == ["4"] and app.ctx.toasts[-1].text == app.ctx.t("explain.not_allowed")


@needs_sdl
def test_a_device_bound_to_another_seat_is_ignored(app) -> None:
    VirtualPad().plug(), VirtualPad().plug()
    frames(app, 2)
    scene = begin(app, *humans("pad1", "pad2"))
    feed(app, intent(Action.CONFIRM, "pad2"))
    assert scene.turns.moves == [] and "Fox" in app.ctx.toasts[-1].text
    feed(app, intent(Action.HINT, "pad2"), intent(Action.UNDO, "pad2"))  # not pad2's turn: no hint, no undo
    assert scene.hint is None and scene.turns.moves == []
    feed(app, intent(Action.CONFIRM, "pad1"))
    assert scene.turns.moves == ["4"]
    feed(app, intent(Action.HINT, "pad1"))  # pad1 may not ask for Bear's hint either
    assert scene.hint is None


@needs_sdl
def test_a_game_started_or_resumed_with_its_pad_missing_asks_for_it(app) -> None:
    prompt = begin(app, *humans("pad1", None))
    assert isinstance(prompt, UnpluggedPrompt) and prompt.player == "Fox"
    scene = app.ctx.scenes.scenes[-2]
    with VirtualPad():
        frames(app, 3)
        assert app.ctx.scenes.top is scene


@needs_sdl
def test_a_pad_unplugged_under_the_pause_menu_is_asked_for_on_resume(app) -> None:
    pad = VirtualPad().plug()
    frames(app, 2)
    scene = begin(app, *humans("pad1", None))
    feed(app, intent(Action.MENU, "pad1"))
    pad.unplug()
    frames(app, 2)
    app.ctx.scenes.top.buttons[0].on_press()  # resume, with the mouse
    frames(app, 2)
    assert isinstance(app.ctx.scenes.top, UnpluggedPrompt)
    assert scene.turns.moves == []


@needs_sdl
def test_unplugging_the_pad_of_the_player_to_move_pauses_until_it_returns(app) -> None:
    pad = VirtualPad().plug()
    frames(app, 2)
    scene = begin(app, *humans("pad1", None))
    pad.unplug()
    frames(app, 2)
    prompt = app.ctx.scenes.top
    assert isinstance(prompt, UnpluggedPrompt) and prompt.player == "Fox"
    with VirtualPad().plug():  # a pad plugged back takes the free slot pad1 again
        frames(app, 3)
        assert app.ctx.scenes.top is scene
    assert scene.match.seats[0].device == "pad1"


@needs_sdl
def test_the_unplugged_prompt_can_hand_the_seat_to_any_device(app) -> None:
    pad = VirtualPad().plug()
    frames(app, 2)
    scene = begin(app, *humans("pad1", None))
    pad.unplug()
    frames(app, 2)
    feed(app, intent(Action.CONFIRM, "mouse"))  # the prompt's only button: go on with any device
    assert app.ctx.scenes.top is scene and scene.match.seats[0].device is None
    feed(app, intent(Action.CONFIRM, "keyboard"))
    assert scene.turns.moves == ["4"]


def test_hand_over_banner_hides_the_board_between_human_turns(app) -> None:
    scene = begin(app, *humans(), hidden=True)
    assert scene.flow.handover_to == 0  # even the first player is asked for before the board shows
    feed(app, intent(Action.CONFIRM))
    assert scene.flow.handover_to is None and scene.turns.moves == []
    feed(app, intent(Action.CONFIRM))
    assert scene.flow.handover_to == 1
    feed(app, intent(Action.RIGHT), intent(Action.CONFIRM))  # dismisses the banner only
    assert scene.turns.moves == ["4"] and scene.flow.handover_to is None
    feed(app, intent(Action.RIGHT), intent(Action.CONFIRM))
    assert scene.turns.moves == ["4", "5"]


def test_back_after_looking_at_the_finished_board_brings_the_results_again(app) -> None:
    scene = begin(app, *humans())
    for cell in (0, 3, 1, 4, 2):
        scene.play(str(cell), "mouse")
    frames(app, 2)
    app.ctx.scenes.top.buttons[1].on_press()  # look at the board
    assert app.ctx.scenes.top is scene
    feed(app, intent(Action.BACK, "pad1"))
    results = app.ctx.scenes.top
    assert isinstance(results, ResultsOverlay) and "Fox" in results.headline


def test_mouse_alone_pauses_undoes_and_asks_for_hints_with_on_screen_buttons(app) -> None:
    scene = begin(app, *humans())
    tools = scene.top.tool_rects()
    feed(app, intent(Action.SELECT, "mouse", scene.view.cell_rect(4).center))
    feed(app, intent(Action.SELECT, "mouse", tools["undo"].center))
    assert scene.turns.moves == []
    feed(app, intent(Action.SELECT, "mouse", tools["hint"].center))
    frames(app, 2)
    assert scene.hint is not None
    feed(app, intent(Action.SELECT, "mouse", tools["pause"].center))
    assert isinstance(app.ctx.scenes.top, ChoiceOverlay)


def test_the_end_shows_results_clears_the_save_and_rematch_starts_afresh(app) -> None:
    scene = begin(app, *humans())
    for cell in (0, 3, 1, 4, 2):  # X wins the top row
        scene.play(str(cell), "mouse")
    frames(app, 2)
    results = app.ctx.scenes.top
    assert isinstance(results, ResultsOverlay) and "Fox" in results.headline
    assert app.ctx.saves.resumable() == []
    results.buttons[0].on_press()  # play again
    frames(app, 1)
    fresh = app.ctx.scenes.top
    assert isinstance(fresh, BoardGameScene) and fresh is not scene and fresh.turns.moves == []


def test_pause_overlay_from_menu_intent_and_back_to_menu(app) -> None:
    begin(app, *humans())
    feed(app, intent(Action.MENU, "pad1"))
    pause = app.ctx.scenes.top
    assert isinstance(pause, ChoiceOverlay)
    pause.buttons[-1].on_press()  # main menu
    assert isinstance(app.ctx.scenes.top, MenuScene)
    assert app.ctx.saves.resumable() == ["ttt"]


def test_hint_shows_a_move_on_the_board(app) -> None:
    scene = begin(app, *humans())
    feed(app, intent(Action.HINT))
    frames(app, 2)
    assert scene.hint is not None and scene.view.move_cell(scene.hint) in range(9)
