"""The Dama screen, headless: whole games by mouse alone and by gamepads alone (long king captures included), the
pieces that may move (D9, D10), captures built landing by landing and removed together (D11), the crown at the
end of the crowning move (D13), the D15 count, draw offers and resignation (D16), the view, autosave and resume."""

from __future__ import annotations

import json
import re
from pathlib import Path
from typing import Any

import pytest

from game.app import App
from game.board.words import Now
from game.core.match import Match, Seat
from game.rules import dama as D
from game.screens.dama.panels import panel_lines
from game.screens.dama.scene import CrownPop, DamaScene, Slide
from game.table.catalog import CATALOG
from game.table.launcher import resume_game, start_game
from tests.apphelp import explained, frames, menu_app, post, results
from tools.virtual_pad import VirtualPad, mouse_click, sdl_available

FOX, BEAR = Seat("fox", 0), Seat("bear", 1)
# Light's king on h1 and men on a8 (a king at once) and c2 against three dark men: over in a few moves, with a
# king capture that may land on several squares (D7) and a capture of two (D8).
ENDGAME = {"light": ["H1", "a8", "c2"], "dark": ["g8", "h3", "g4"], "to_move": 0}

NOW = Now(None, "")  # the panel's words for a person acting


def start(
    app: App, position: dict[str, Any] | None = ENDGAME, seats: tuple[Seat, ...] = (FOX, BEAR), **options: str
) -> DamaScene:
    opts: dict[str, Any] = {"view": "fixed", "skin": "squares", **options}
    if position is not None:
        opts["position"] = json.dumps(position)
    start_game(app.ctx, Match("dama", seats, opts))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, DamaScene)
    return scene


def click_move(app: App, scene: DamaScene, move: D.Move) -> None:
    """Point at the move's picks one by one (the piece, then each landing) until it is played."""
    n = len(scene.turns.moves)
    for pick in move.picks():
        if len(scene.turns.moves) > n:
            break
        post(mouse_click(scene.view.cell_rect(D.square_of(pick)).center))
        frames(app)
    assert scene.turns.moves[n] == str(move)


def pad_to(app: App, scene: DamaScene, pad: VirtualPad, device: str, target: int) -> None:
    """Walk the device's cursor to `target` with the D-pad: up or down to its row, then along it."""
    for _ in range(30):
        here = scene.board.cursor(device)
        if here == target:
            return
        (col, row), (tcol, trow) = scene.view.geo.col_row(here), scene.view.geo.col_row(target)
        button = "dpad_up" if trow < row else "dpad_down" if trow > row else "dpad_left" if tcol < col else "dpad_right"
        pad.tap(button)
        frames(app)
    raise AssertionError(f"the cursor never reached {D.NAMES[target]}")


# ---- whole games by one kind of input ------------------------------------------------------------------------
def test_whole_game_with_the_mouse_alone(tmp_path: Path) -> None:
    assert CATALOG["dama"].built
    app = menu_app(tmp_path)
    scene = start(app)
    post(mouse_click(scene.view.cell_rect(D.square_of("g8")).center))  # Dark's man: not yours
    frames(app)
    assert scene.turns.moves == [] and explained(app, "dama", "not_yours")
    while not scene.turns.is_over:
        click_move(app, scene, scene.state.legal_moves()[0])
        frames(app, 20, dt=0.05)  # the slide and the fading jumped pieces
    overlay = results(app)
    assert scene.state.outcome.winners == (0,)
    assert app.ctx.t("dama.end.no_pieces", player="Bear") in overlay.lines or any("Bear" in ln for ln in overlay.lines)


@pytest.mark.skipif(not sdl_available(), reason="no virtual joystick support in this SDL")
def test_whole_game_with_two_gamepads_including_a_long_king_capture(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    with VirtualPad() as p1, VirtualPad() as p2:
        frames(app, 2)
        pads = {"pad1": p1, "pad2": p2}
        scene = start(app, seats=(FOX.with_(device="pad1"), BEAR.with_(device="pad2")))
        king_landings = 0
        while not scene.turns.is_over:
            device = f"pad{scene.state.to_move + 1}"
            move = scene.state.legal_moves()[0]
            n = len(scene.turns.moves)
            for pick in move.picks():
                if len(scene.turns.moves) > n:
                    break
                if len(scene.board.builder.next_picks()) > 1 and scene.board.builder.picked:
                    king_landings += 1  # a choice of landing squares offered, one by one
                pad_to(app, scene, pads[device], device, D.square_of(pick))
                pads[device].tap("a")
                frames(app)
            assert scene.turns.moves[n] == str(move)
            frames(app, 20, dt=0.05)
        assert king_landings >= 1
        results(app)
        assert scene.state.outcome.winners == (0,)


# ---- the rules on screen ----------------------------------------------------------------------------------
def test_D9_D10_only_the_pieces_that_take_the_most_light_up_and_others_are_explained(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    # The man on c6 can take two (d5, f5); the king on e6 only one: only c6 may start (D10).
    scene = start(app, {"light": ["E6", "c6", "a2"], "dark": ["f5", "h5", "d5"], "to_move": 0})
    assert scene.board.builder.first_picks() == ["c6"]
    lines = [text for text, _c, _b in panel_lines(app.ctx, scene.flow, scene.board.builder, NOW)]
    assert app.ctx.t("dama.must_take_most", count=2) in lines
    post(mouse_click(scene.view.cell_rect(D.square_of("e6")).center))
    frames(app)
    assert scene.turns.moves == [] and explained(app, "dama", "majority")
    post(mouse_click(scene.view.cell_rect(D.square_of("a2")).center))
    frames(app)
    assert explained(app, "dama", "must_capture")
    assert not re.search(r"\bD\d+\b", app.ctx.toasts[-1].text)  # words for people, no rule codes


def test_D11_a_capture_is_built_landing_by_landing_and_the_jumped_pieces_leave_together(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    # The king on h1 takes f3 and then c4: after f3 it may only land on d5 (D8); from there b3 or a2 (D7).
    scene = start(app, {"light": ["H1"], "dark": ["f3", "c4", "a8"], "to_move": 0})
    scene.press_cell(D.square_of("h1"), "mouse")
    assert sorted(scene.board.builder.next_picks()) == ["d5"]  # only the landing from which the capture goes on
    scene.press_cell(D.square_of("d5"), "mouse")
    assert sorted(scene.board.builder.next_picks()) == ["a2", "b3"]  # every legal landing beyond c4
    building = scene.board.builder.candidates()[0][0]  # the hops so far jump what the rules say they jump
    assert building.jumps()[0] == D.square_of("f3")
    assert scene.state.piece_at(D.square_of("f3")) is not None  # still on the board while the capture is built
    scene.press_cell(D.square_of("a2"), "mouse")
    assert scene.turns.moves == ["h1xd5xa2"]
    slide = scene.feedback.active(Slide)
    assert slide is not None and {sq for sq, _s, _k in slide.taken} == {D.square_of("f3"), D.square_of("c4")}
    frames(app, 30, dt=0.05)
    assert scene.feedback.active(Slide) is None and scene.state.dark == 1 << D.square_of("a8")


def test_D8_back_takes_back_one_landing_and_a_wrong_landing_is_explained(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, {"light": ["H1"], "dark": ["f3", "c4", "a8"], "to_move": 0})
    scene.press_cell(D.square_of("h1"), "mouse")
    scene.press_cell(D.square_of("e4"), "mouse")  # over f3, but from e4 the capture cannot go on
    assert scene.turns.moves == [] and explained(app, "dama", "longer_way")  # h1 can take two: the way is short
    scene.press_cell(D.square_of("d5"), "mouse")
    assert scene.board.take_back() and scene.board.builder.picked == ("h1",)


def test_D13_the_crown_is_put_on_when_the_crowning_move_has_played(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, {"light": ["g6", "a2"], "dark": ["b7", "h3"], "to_move": 0})
    for move in ("g6-h7", "b7-a6"):
        scene.play(move)
        frames(app, 20, dt=0.05)  # each move's animation plays out before the next
    scene.play("h7-g8")
    g8 = D.square_of("g8")
    assert scene.state.piece_at(g8) == (0, True)  # the rules crown at the end of the move (D13)
    frames(app, 2, dt=0.05)  # the man walks to g8 (one hop: 0.18 s) ...
    assert scene.feedback.active(CrownPop) is None
    frames(app, 3, dt=0.05)  # ... then the crown drops on
    assert (pop := scene.feedback.active(CrownPop)) is not None and pop.square == g8


def test_D15_the_lone_kings_moves_are_counted_on_screen(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, {"light": ["B1", "D1", "F1"], "dark": ["A8"], "to_move": 1})
    lines = [text for text, _c, _b in panel_lines(app.ctx, scene.flow, scene.board.builder, NOW)]
    assert app.ctx.t("dama.d15_count", count=12) in lines
    scene.play("a8-b7")
    lines = [text for text, _c, _b in panel_lines(app.ctx, scene.flow, scene.board.builder, NOW)]
    assert app.ctx.t("dama.d15_count", count=11) in lines


def test_D16_draw_offer_and_resignation_are_in_the_pause_menu(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, None)
    labels = [label() for label, _action in scene.agreements.pause_items()]
    assert app.ctx.t("pause.offer_draw") in labels and app.ctx.t("pause.resign") in labels
    scene.agreements.offer_draw()
    app.ctx.scenes.top.buttons[1].on_press()  # yes, offer it (asked first)
    frames(app)
    top = app.ctx.scenes.top
    top.buttons[1].on_press()  # Bear accepts
    frames(app)
    assert scene.turns.is_over and scene.turns.outcome.winners == ()


def test_the_board_turns_to_the_player_to_move_or_stays(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, None, view="turn")
    assert not scene.view.flipped
    scene.play("b3-a4")
    assert not scene.view.flipped  # the board turns only after the move's animation (issue 23, point 7)
    frames(app, 20, dt=0.05)
    assert scene.view.flipped  # Dark to move sees its pieces at the bottom
    h8 = scene.view.cell_rect(D.square_of("b7"))
    assert h8.bottom > scene.view.cell_rect(D.square_of("a4")).bottom
    fixed = start(app, None, view="fixed")
    fixed.play("b3-a4")
    assert not fixed.view.flipped
    against = start(app, None, seats=(FOX.with_(kind="computer", level="easy"), BEAR), view="turn")
    assert against.view.flipped  # one person, playing Dark: always from their side


def test_point_27_the_dpad_walks_up_a_diagonal_and_runs_along_rows(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, None)
    from game.core.input import Action

    cell = D.square_of("d1")
    path = []
    for _ in range(7):
        cell = scene.view.neighbour(cell, str(Action.UP), "pad1")
        path.append(D.NAMES[cell])
    assert [p[1] for p in path] == list("2345678")
    # Up a straight diagonal (no zigzag), turning onto the other diagonal only at the board's edge.
    assert path[:4] == ["e2", "f3", "g4", "h5"] and path[4] == "g6"
    assert D.NAMES[scene.view.neighbour(D.square_of("b1"), str(Action.RIGHT), "pad1")] == "d1"


def test_autosave_and_resume_from_a_position(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, {"light": ["H1", "a8", "c2"], "dark": ["g8", "h3", "g4"], "to_move": 0})
    move = scene.state.legal_moves()[0]
    scene.play(move)
    record = app.ctx.saves.load("dama")
    assert record is not None and list(record.record.moves) == [str(move)]
    app.ctx.scenes.pop_to_root()
    assert resume_game(app.ctx, record)
    frames(app)
    top = app.ctx.scenes.top
    assert isinstance(top, DamaScene) and top.state == scene.state


def test_a_bad_position_is_said_and_the_usual_start_is_used(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    start_game(app.ctx, Match("dama", (FOX, BEAR), {"position": "{not json"}))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, DamaScene) and scene.state == D.new_game()
    assert any(t.text == app.ctx.t("dama.bad_position") for t in app.ctx.toasts)


def test_point21_the_lines_skin_never_shows_through_a_pieces_shiny_spot(tmp_path: Path) -> None:
    """Issue 23, point 21: a piece drawn on the lines skin looks the same over any background inside its body, so
    the board's lines cannot show through its highlight."""
    import pygame

    from game.screens.dama import art

    for seat in (0, 1):
        for king in (False, True):
            img = art.piece(seat, king, 80)
            looks = []
            for back in ((255, 0, 0), (0, 0, 255)):
                canvas = pygame.Surface((80, 80))
                canvas.fill(back)
                canvas.blit(img, (0, 0))
                looks.append(canvas)
            r = 80 / 2 - 80 * 0.07 - 3  # inside the rim's smoothed edge
            spot = (round(40 - r * 0.32), round(40 - r * 0.32))
            assert img.get_at(spot).a == 255, "the shiny spot is opaque"
            for x in range(80):
                for y in range(80):
                    if (x + 0.5 - 40) ** 2 + (y + 0.5 - 40) ** 2 < r * r:
                        assert looks[0].get_at((x, y)) == looks[1].get_at((x, y)), (seat, king, x, y)
