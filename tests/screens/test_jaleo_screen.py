"""The Jaleo screen, headless: whole games by mouse alone and by gamepads alone (adds built in two picks, stacks,
moves, the variable setup), the mandatory stack lighting only its choices with its reason (J8), refusals in words,
the pass shown then played (J12), the winning line(s) at the end (J14), draw offers, the growing board fitted to
the screen, autosave and resume."""

from __future__ import annotations

import json
import random
import re
from pathlib import Path
from typing import Any

import pytest

from game.app import App
from game.board.words import Now
from game.core.input import Action
from game.core.match import Match, Seat
from game.rules import jaleo as J
from game.screens.jaleo.panels import panel_lines
from game.screens.jaleo.scene import JaleoScene, Motion
from game.screens.jaleo.view import AREA, Looking, play_cell
from game.table.catalog import CATALOG
from game.table.launcher import resume_game, start_game
from tests.apphelp import explained, frames, menu_app, post, results
from tools.virtual_pad import VirtualPad, mouse_click, sdl_available

FOX, BEAR = Seat("fox", 0), Seat("bear", 1)


def short_game(variable: bool) -> list[str]:
    """A random game that ends in a line within 30 plies and has a stack and a move in it (found, not stored)."""
    for seed in range(2000):
        rng = random.Random(seed)
        s = J.new_game(variable_setup=variable)
        moves: list[str] = []
        while s.to_move is not None and len(moves) < 40:
            m = rng.choice(s.legal_moves())
            moves.append(str(m))
            s = s.play(m)
        if (
            s.outcome is not None
            and s.outcome.winners
            and len(moves) <= 30
            and any(x.startswith("m ") for x in moves)
            and any(x.startswith("s ") for x in moves)
        ):
            return moves
    raise AssertionError("no short game found")


NOW = Now(None, "")  # the panel's words for a person acting


def start(
    app: App, position: dict[str, Any] | None = None, seats: tuple[Seat, ...] = (FOX, BEAR), **options: Any
) -> JaleoScene:
    opts: dict[str, Any] = {"variable_setup": False, **options}
    if position is not None:
        opts["position"] = json.dumps(position)
    start_game(app.ctx, Match("jaleo", seats, opts))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, JaleoScene)
    return scene


def settle(app: App) -> None:
    """Let the view finish its zoom and the last move its animation."""
    frames(app, 4, dt=0.5)


def click(app: App, scene: JaleoScene, cell: tuple[int, int]) -> None:
    x, y = scene.view.centre(cell)
    post(mouse_click((round(x), round(y))))
    frames(app)


def pad_to(app: App, scene: JaleoScene, pad: VirtualPad, device: str, target: tuple[int, int]) -> None:
    """Walk the device's cursor to `target` with the D-pad: up or down to its row, then along it."""
    for _ in range(60):
        here = scene.board.cursor(device)
        if here == target:
            return
        (x, y), (tx, ty) = scene.view.centre(here), scene.view.centre(target)
        if abs(ty - y) > scene.view.hex_size * 0.5:
            button = "dpad_up" if ty < y else "dpad_down"
        else:
            button = "dpad_left" if tx < x else "dpad_right"
        pad.tap(button)
        frames(app)
    raise AssertionError(f"the cursor never reached {target}")


# ---- whole games by one kind of input ------------------------------------------------------------------------
def test_whole_game_with_the_mouse_alone(tmp_path: Path) -> None:
    assert CATALOG["jaleo"].built
    app = menu_app(tmp_path)
    moves = short_game(False)
    scene = start(app)
    click(app, scene, (5, 5))  # off the board: nothing happens
    assert scene.turns.moves == []
    for text in moves:
        move = J.parse_move(text)
        n = len(scene.turns.moves)
        for pick in move.picks():
            if len(scene.turns.moves) > n:
                break
            click(app, scene, pick)
        assert scene.turns.moves[n] == text
        settle(app)
    overlay = results(app)
    assert scene.state.outcome.winners
    assert any(app.ctx.t("jaleo.end.line", player=name) in overlay.lines for name in ("Fox", "Bear")) or any(
        "Fox" in ln or "Bear" in ln for ln in overlay.lines
    )


@pytest.mark.skipif(not sdl_available(), reason="no virtual joystick support in this SDL")
def test_whole_game_with_two_gamepads_from_the_variable_setup(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    app.ctx.apply_settings(reduce_motion=True)  # the view jumps at once: the cursor walks a still board
    moves = short_game(True)
    with VirtualPad() as p1, VirtualPad() as p2:
        frames(app, 2)
        pads = {"pad1": p1, "pad2": p2}
        scene = start(app, seats=(FOX.with_(device="pad1"), BEAR.with_(device="pad2")), variable_setup=True)
        assert scene.state.in_setup and scene.state.tiles == {}
        for text in moves:
            device = f"pad{scene.state.to_move + 1}"
            move = J.parse_move(text)
            n = len(scene.turns.moves)
            for pick in move.picks():
                if len(scene.turns.moves) > n:
                    break
                pad_to(app, scene, pads[device], device, pick)
                pads[device].tap("a")
                frames(app)
            assert scene.turns.moves[n] == text
        results(app)
        assert scene.state.outcome.winners


# ---- the rules on screen ----------------------------------------------------------------------------------
def test_J10_an_add_is_built_in_two_picks_and_back_takes_one_back(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app)
    assert sorted(scene.board.builder.first_picks()) == sorted(J.START)  # the four empty tiles
    scene.press_cell((0, 0), "mouse")
    assert sorted(scene.board.builder.next_picks()) == sorted(scene.state.free_spots())  # the spots light up
    lines = panel_lines(app.ctx, scene.flow, scene.board.builder, False, NOW)
    assert app.ctx.t("jaleo.do.place_tile") in [t for t, _c, _b in lines]
    assert scene.board.take_back() and scene.board.builder.picked == ()
    scene.press_cell((2, -1), "mouse")  # a spot first: explained
    assert scene.turns.moves == [] and explained(app, "jaleo", "spot_first")
    scene.press_cell((0, 0), "mouse")
    scene.press_cell((2, -1), "mouse")
    assert scene.turns.moves == ["+0,0@2,-1"] and scene.state.discs((2, -1)) == ()


def test_J8_the_mandatory_stack_lights_only_its_choices_with_a_reason(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(
        app,
        {"tiles": {"0,0": "b", "1,0": "b", "2,0": "w", "3,0": "b", "3,1": "b", "0,1": "", "1,1": "wb"}, "to_move": 0},
    )
    assert sorted(scene.board.builder.first_picks()) == [(0, 0), (1, 0), (3, 0), (3, 1)]
    lines = [t for t, _c, _b in panel_lines(app.ctx, scene.flow, scene.board.builder, False, NOW)]
    assert app.ctx.t("jaleo.do.must_stack") in lines
    click(app, scene, (0, 1))  # the empty tile: no add while a stack is due
    assert scene.turns.moves == [] and explained(app, "jaleo", "must_stack")
    assert not re.search(r"\bJ\d+\b", app.ctx.toasts[-1].text)  # words for people, no rule codes
    scene.press_cell((2, 0), "mouse")  # white's single
    assert explained(app, "jaleo", "must_stack")
    scene.press_cell((3, 1), "mouse")  # its only neighbour of black's is 3,0: shown, not played (a selection)
    assert scene.turns.moves == [] and scene.board.next_pick_cells() == [(3, 0)]
    scene.press_cell((3, 0), "mouse")  # the landing plays it
    assert scene.turns.moves == ["s 3,1>3,0"] and scene.state.discs((3, 0)) == (0, 0)


def test_J11_a_move_picks_the_stack_then_the_single_and_refusals_are_explained(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(
        app, {"tiles": {"0,0": "wb", "1,0": "w", "-1,0": "b", "0,1": "", "1,-1": "bw", "-1,1": "ww"}, "to_move": 0}
    )
    scene.press_cell((-1, 0), "mouse")  # a single of black's own
    assert explained(app, "jaleo", "single_stays")
    scene.press_cell((1, 0), "mouse")  # white's single
    assert explained(app, "jaleo", "not_yours")
    scene.press_cell((1, -1), "mouse")  # white's stack
    assert explained(app, "jaleo", "not_your_stack")
    scene.press_cell((0, 0), "mouse")
    assert sorted(scene.board.builder.next_picks()) == [(-1, 0), (1, 0)]
    scene.press_cell((-1, 1), "mouse")
    assert scene.turns.moves == [] and explained(app, "jaleo", "onto_stack")
    scene.press_cell((0, 1), "mouse")  # an empty tile starts an add instead
    assert scene.board.builder.picked == ((0, 1),)
    scene.press_cell((0, 0), "mouse")  # and the stack starts the move again
    scene.press_cell((1, 0), "mouse")
    assert scene.turns.moves == ["m 0,0>1,0"]
    assert (motion := scene.feedback.active(Motion)) is not None and motion.move.kind == J.MOVE


def test_J12_a_pass_is_shown_then_played(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, {"tiles": {"0,0": "bb", "1,0": "ww", "2,0": "bw", "3,0": "wb"}, "to_move": 0})
    assert scene.forced_pass() is not None
    frames(app, 20, dt=0.2)
    assert scene.turns.moves[:2] == ["pass", "pass"]
    overlay = results(app)
    assert scene.state.outcome.winners == () and app.ctx.t("jaleo.end.passes") in overlay.lines


def test_J14_the_double_line_is_shown_and_the_mover_loses(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    tiles = {"0,0": "b", "1,0": "wb", "2,0": "b", "3,0": "bw", "4,-1": "b", "4,-2": "bw", "4,-3": "bw", "4,-4": "bw"}
    scene = start(app, {"tiles": tiles, "to_move": 1})
    scene.press_cell((3, 0), "mouse")
    scene.press_cell((4, -1), "mouse")
    assert scene.turns.moves == ["m 3,0>4,-1"]
    overlay = results(app)
    assert scene.state.outcome.winners == (0,)
    assert app.ctx.t("jaleo.end.double", player="Bear") in overlay.lines
    assert len(scene.state.lines()) == 2
    scene.exits.look_at_board()
    frames(app)
    scene.draw(app.screen)  # both lines drawn without trouble


def test_J15_draw_offer_is_in_the_pause_menu(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app)
    labels = [label() for label, _action in scene.agreements.pause_items()]
    assert app.ctx.t("pause.offer_draw") in labels
    scene.agreements.offer_draw()
    app.ctx.scenes.top.buttons[1].on_press()  # yes, offer it (asked first)
    frames(app)
    app.ctx.scenes.top.buttons[1].on_press()  # Bear accepts
    frames(app)
    assert scene.turns.is_over and scene.turns.outcome.winners == ()


def test_the_board_grows_and_stays_fitted_to_its_area(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app)
    before = scene.view.zoom.scale
    rng = random.Random(4)
    for _ in range(16):
        if scene.turns.is_over:
            break
        moves = [m for m in scene.state.legal_moves() if m.kind == J.ADD] or scene.state.legal_moves()
        scene.play(rng.choice(moves))
        settle(app)
    assert scene.view.zoom.scale < before  # zoomed out as tiles came
    for cell in scene.view.cells():
        assert AREA.inflate(4, 4).collidepoint(scene.view.centre(cell))
        assert scene.view.cell_at(scene.view.centre(cell)) == cell  # the mouse hits the hex under it


def test_the_view_follows_the_move_shown_then_the_pick_then_the_pad_cursor_then_the_last_move() -> None:
    moved, picked, cursor = (3, -1), ((0, 0), (1, 0)), (2, 2)
    assert play_cell(Looking(moved, showing=True, picked=picked, cursor=cursor)) == moved
    assert play_cell(Looking(moved, picked=picked, cursor=cursor)) == (1, 0)
    assert play_cell(Looking(moved, cursor=cursor)) == cursor
    assert play_cell(Looking(moved)) == moved
    assert play_cell(Looking()) is None


def test_the_scene_looks_at_the_cell_picked(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app)
    first = scene.board.builder.first_picks()[0]
    scene.board.press(first)
    assert scene.looking().picked == (first,)


def test_the_dpad_runs_along_rows_and_zigzags_up(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app)
    assert scene.view.neighbour((0, 0), str(Action.RIGHT), "pad1") == (1, 0)
    up = scene.view.neighbour((0, 1), str(Action.UP), "pad1")
    assert up in ((0, 0), (1, 0))
    assert scene.view.neighbour(up, str(Action.UP), "pad1") in ((1, -1), (0, -1), (1, -2))


def test_autosave_and_resume(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, variable_setup=True)
    for move in ("t 0,0", "t 1,0", "t 1,-1", "t 0,1", "+0,0@2,-1"):
        scene.play(move)
    record = app.ctx.saves.load("jaleo")
    assert record is not None and record.record.moves[-1] == "+0,0@2,-1"
    app.ctx.scenes.pop_to_root()
    assert resume_game(app.ctx, record)
    frames(app)
    top = app.ctx.scenes.top
    assert isinstance(top, JaleoScene) and top.state == scene.state and top.state.pool == 23


def test_a_bad_position_is_said_and_the_usual_start_is_used(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    start_game(app.ctx, Match("jaleo", (FOX, BEAR), {"position": "{not json"}))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, JaleoScene) and scene.state == J.new_game()
    assert any(t.text == app.ctx.t("jaleo.bad_position") for t in app.ctx.toasts)


def test_a_computer_seat_plays_its_moves(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, seats=(FOX.with_(kind="computer", level="easy"), BEAR))
    for _ in range(200):
        frames(app, 1, dt=0.05)
        if scene.turns.moves:
            break
    assert len(scene.turns.moves) == 1 and scene.turns.moves[0].startswith("+")
