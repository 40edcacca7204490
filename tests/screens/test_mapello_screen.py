"""The Mapello screens, headless: whole games by gamepad and by mouse, the board editor (M3), series (M5, M13),
free play (M6), passes (M11), autosave and resume, undo against the computer."""
from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.core.input import Action
from game.core.match import Match, Seat
from game.core.virtual_pad import VirtualPad, mouse_click, sdl_available
from game.rules import mapello
from game.screens import mapello_board as pics
from game.screens.game_launch import resume_game, start_game
from game.screens.mapello import GEO, MapelloScene
from game.screens.mapello_editor import GEO as EDITOR_GEO
from game.screens.mapello_editor import MapelloEditorScene
from game.screens.menu import MenuScene
from game.screens.overlays import ChoiceOverlay, NamePicker
from tests.apphelp import feed, frames, intent, make_app, post

# Six empty cells left (one a bonus star): a whole game is six moves.
ENDGAME = """# name: Endgame
----------
-WWWWWWWB-
-WWWWWWBB-
-WWWWWBWB-
-WWWWBWWB-
-WWWWBWWB-
-WWWWWBWB-
-WWWWWWWB-
-B..+..W.-
----------
"""
# After black's e1, white has no placement and must pass (M11).
PASS_BOARD = """# name: Pass
----------
-WWWW.BBB-
-WWWWWWBW-
-WWWWWBBB-
-WWWWWBBB-
-WWWWWBBB-
-WWWWWWBB-
-WWWWWBBB-
-WW.WBBBB-
----------
"""
FOX, BEAR = Seat("fox", 0), Seat("bear", 1)


def app_with_boards(tmp_path: Path) -> App:
    app = make_app(tmp_path)
    app.ctx.saves.write_text(pics.USER_KIND, "Endgame", ENDGAME, ".map")
    app.ctx.saves.write_text(pics.USER_KIND, "Pass", PASS_BOARD, ".map")
    app.push(MenuScene(app.ctx))
    frames(app)
    return app


def start(app: App, seats: tuple[Seat, ...] = (FOX, BEAR), extra: dict[str, Any] | None = None,
          **options: str) -> Any:
    start_game(app.ctx, Match("mapello", seats, {"mode": "single", "board": "user:Endgame", **options}), extra)
    frames(app)
    return app.ctx.scenes.top


def finish_results(app: App) -> ChoiceOverlay:
    frames(app, 30, dt=0.1)
    top = app.ctx.scenes.top
    assert isinstance(top, ChoiceOverlay)
    return top


def play_out(app: App, scene: MapelloScene) -> None:
    """Play the first legal move until the game ends (passes play themselves after the banner)."""
    while not scene.turns.is_over:
        if scene.must_pass:
            frames(app, 15, dt=0.1)
        else:
            scene.play(scene.state.legal_moves()[0])
            frames(app, 2, dt=0.1)


# ---- whole games by one kind of input --------------------------------------------------------------------
@pytest.mark.skipif(not sdl_available(), reason="no virtual joystick support in this SDL")
def test_whole_game_with_two_gamepads(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    with VirtualPad() as p1, VirtualPad() as p2:
        frames(app, 2)
        pads = {"pad1": p1, "pad2": p2}
        scene = start(app, (FOX.with_(device="pad1"), BEAR.with_(device="pad2")))
        assert isinstance(scene, MapelloScene)
        moves = 0
        while not scene.turns.is_over:
            device = f"pad{scene.state.side + 1}"
            target = scene.state.legal_moves()[0]
            row, col = scene.cursor(device)
            for button, steps in (("dpad_down", target.row - row), ("dpad_up", row - target.row),
                                  ("dpad_right", target.col - col), ("dpad_left", col - target.col)):
                for _ in range(max(0, steps)):
                    pads[device].tap(button)
            pads[device].tap("a")
            frames(app, 3, dt=0.1)
            moves += 1
            assert len(scene.turns.moves) == moves
        overlay = finish_results(app)
        assert scene.state.outcome.scores == (22, 45)
        assert any("1★" in line or "★1" in line for line in overlay.lines), overlay.lines


def test_whole_game_with_the_mouse_alone(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    scene = start(app)
    wrong = GEO.cell_rect(1, 1).center  # a disc already: refused with a toast naming M8
    post(mouse_click(wrong))
    frames(app)
    assert scene.turns.moves == [] and "M8" in app.ctx.toasts[-1].text
    while not scene.turns.is_over:
        m = scene.state.legal_moves()[0]
        post(mouse_click(GEO.cell_rect(m.row, m.col).center))
        frames(app, 3, dt=0.1)
    assert len(scene.turns.moves) == 6
    overlay = finish_results(app)
    assert overlay.lines[0]  # who won, then the breakdown per player
    assert sum("= " in line for line in overlay.lines) == 2


# ---- the game screen ---------------------------------------------------------------------------------------
def test_M12_running_score_counts_discs_and_bonuses(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    scene = start(app)
    for move in ("b8", "c8", "d8"):  # d8 is the star: black takes it
        scene.play(move)
    frames(app, 2)
    black, white = scene.state.score_breakdown()
    assert black.bonuses == 1 and scene.status_of(0).startswith(f"{black.discs + 3} ")
    assert scene.pickups and scene.pickups[0].seat == 0  # the star flies to black's seat
    frames(app, 20, dt=0.1)
    assert not scene.pickups


def test_M9_flips_are_animated_unless_motion_is_reduced(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    scene = start(app, board="level:01_classic")
    scene.play("d3")
    assert [f.cell for f in scene.flips] == [(4, 4)]
    frames(app, 30)
    assert not scene.flips
    app.ctx.settings.update(reduce_motion=True)
    scene.play("c3")
    assert scene.flips == []


def test_M11_a_pass_is_announced_and_played(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    scene = start(app, board="user:Pass")
    scene.play("e1")
    frames(app, 3, dt=0.1)
    assert scene.must_pass and scene.pass_t is not None  # the "Pass!" banner is up
    assert scene.turns.moves == ["e1"]
    frames(app, 10, dt=0.1)
    assert scene.turns.moves == ["e1", "pass"]


def test_M11_a_computer_passes_too(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    scene = start(app, (FOX, BEAR.with_(kind="computer", level="easy")), board="user:Pass")
    scene.play("e1")
    frames(app, 15, dt=0.1)
    assert scene.turns.moves[:2] == ["e1", "pass"]


def test_undo_against_the_computer_takes_back_two_moves(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    scene = start(app, (FOX, BEAR.with_(kind="computer", level="easy")), board="level:01_classic")
    scene.play("d3")
    frames(app, 12, dt=0.1)
    assert len(scene.turns.moves) == 2
    feed(app, intent(Action.UNDO))
    assert scene.turns.moves == [] and scene.state == mapello.new_game()


def test_autosave_and_resume_replay_on_the_same_random_board(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    scene = start(app, board="random")
    board = scene.extra["board"]
    for _ in range(3):
        scene.play(scene.state.legal_moves()[0])
    record = app.ctx.saves.load("mapello")
    assert record is not None and record["extra"]["board"] == board
    app.ctx.scenes.pop_to(MenuScene)
    assert resume_game(app.ctx, "mapello", record)
    resumed = app.ctx.scenes.top
    assert isinstance(resumed, MapelloScene)
    assert resumed.state == scene.state and len(resumed.turns.moves) == 3


def test_M12_seat_0_is_black_and_the_hint_is_not_a_star(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    scene = start(app, board="level:09_bait")
    assert scene.state.to_move == 0 and scene.match.seats[0].name == "fox"
    scene.hint = "d3"
    frames(app)  # draws the pulsing ring; the base's star marker stays off
    assert scene.hint == "d3"


# ---- series and free play --------------------------------------------------------------------------------
def test_M5_M13_series_of_three_swaps_colours_and_keeps_score(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    scene = start(app, mode="series3")
    names = []
    for game in range(3):
        assert isinstance(scene, MapelloScene)
        names.append(scene.match.seats[0].name)
        assert scene.extra["index"] == game
        play_out(app, scene)
        overlay = finish_results(app)
        if game < 2:
            assert "2" in overlay.buttons[0].label() or "3" in overlay.buttons[0].label()
            overlay.buttons[0].on_press()  # next game
            frames(app)
            scene = app.ctx.scenes.top
    assert names == ["fox", "bear", "fox"]  # M5: colours swap each game
    # White wins the endgame 45-22 every time: bear won games 1 and 3, fox game 2 (M13).
    assert scene.games_so_far() == [[22, 45], [45, 22], [22, 45]]
    lines = scene.scoreboard_lines()
    assert "Fox: 1 win " in lines[0] + " " and "Bear: 2 wins" in lines[0]
    assert lines[-1] == "Bear wins the series!"
    assert "Bear wins the series!" in overlay.lines


def test_M6_free_play_the_other_player_chooses_the_colour(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    editor = start(app, mode="free", board="level:01_classic")
    assert isinstance(editor, MapelloEditorScene)
    assert editor.players()[editor.roles()[0]].name == "fox"  # game 1: fox builds
    editor.press((2, 2))  # a wall on b2... (grid row 2, col 2)
    editor.play()
    frames(app)
    chooser = app.ctx.scenes.top
    assert isinstance(chooser, ChoiceOverlay) and "Bear" in chooser.title()
    chooser.buttons[1].on_press()  # bear takes white
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, MapelloScene)
    assert [s.name for s in scene.match.seats] == ["fox", "bear"]
    assert scene.state.cell(2, 2) == "wall"
    scene.rematch()  # free play goes on: now bear builds and fox chooses
    frames(app)
    editor = app.ctx.scenes.top
    assert isinstance(editor, MapelloEditorScene)
    assert editor.players()[editor.roles()[0]].name == "bear"
    editor.play()
    frames(app)
    app.ctx.scenes.top.buttons[1].on_press()  # fox takes white this time
    frames(app)
    assert [s.name for s in app.ctx.scenes.top.match.seats] == ["bear", "fox"]


# ---- the editor (M3) ---------------------------------------------------------------------------------------
def open_editor(app: App) -> MapelloEditorScene:
    editor = start(app, board="build")
    assert isinstance(editor, MapelloEditorScene)
    return editor


def test_M3_editor_places_legal_pieces_and_refuses_illegal_ones(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    editor = open_editor(app)
    post(mouse_click(EDITOR_GEO.cell_rect(2, 3).center))
    frames(app)
    assert editor.board.cell(2, 3) == "wall"
    post(mouse_click(EDITOR_GEO.cell_rect(4, 4).center))  # a centre cell
    frames(app)
    assert editor.board.count("wall") == 1 and "M3" in app.ctx.toasts[-1].text
    editor.select_kind("joker")
    editor.press((3, 6))  # a joker inside
    assert editor.board.count("joker") == 0 and "M14" in app.ctx.toasts[-1].text
    editor.press((0, 3))
    assert editor.board.cell(0, 3) == "joker"
    editor.press((0, 3))  # pressing a piece takes it away
    assert editor.board.cell(0, 3) == "border"


def test_M3_editor_by_dpad_alone(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    editor = open_editor(app)
    for _ in range(6):  # from "Play!" leftwards through the buttons onto the board
        if editor.focus.focused is editor.board_spot:
            break
        feed(app, intent(Action.LEFT, "pad1"))
    assert editor.focus.focused is editor.board_spot
    feed(app, intent(Action.CONFIRM, "pad1"))
    assert editor.board.cell(*editor.cursor) == "wall"
    feed(app, *[intent(Action.RIGHT, "pad1")] * 12)  # off the board's right edge: back to the buttons
    assert editor.focus.focused is not editor.board_spot


def test_M3_random_board_stays_within_the_limits(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    editor = open_editor(app)
    for kind, value in (("wall", 2), ("bonus", 1), ("joker", 0)):
        editor.limit_choices[kind].set_value(value)
        editor.set_limit(kind, value)
    for _ in range(5):
        editor.randomise()
        assert editor.board.count("wall") <= 2 and editor.board.count("bonus") <= 1
        assert editor.board.count("joker") == 0
    editor.clear()
    editor.press((2, 2))
    editor.press((2, 3))
    editor.press((2, 4))  # the third wall breaks the agreed limit of 2
    assert editor.board.count("wall") == 2 and "M3" in app.ctx.toasts[-1].text


def test_M14_editor_saves_a_shareable_file_and_loads_it_back(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    editor = open_editor(app)
    for cell in ((2, 2), (3, 6)):
        editor.press(cell)
    editor.select_kind("bonus")
    editor.press((7, 7))
    editor.save()  # asks for a name: two words picked with the D-pad, no typing
    picker = app.ctx.scenes.top
    assert isinstance(picker, NamePicker)
    feed(app, intent(Action.LEFT), intent(Action.DOWN), intent(Action.RIGHT))
    picker.words = [3, 3]  # "Tricky Maze" / "いじわるなめいろ"
    picker.buttons[0].on_press()
    assert app.ctx.scenes.top is editor
    path = Path(editor.saved_path or "")
    assert path.name == "Tricky_Maze.map" and path.exists()
    saved = mapello.parse_map(path.read_text(encoding="utf-8"))
    assert saved.name == "Tricky Maze" and saved.name_ja == "いじわるなめいろ"
    assert saved.walls == editor.board.walls and saved.count("bonus") == 1
    editor.save_as("Tricky Maze", "いじわるなめいろ")  # the same name again is numbered, never overwritten
    assert Path(editor.saved_path or "").name == "Tricky_Maze_2.map"
    editor.clear()
    names = []
    for _ in range(5):  # user boards first (Endgame, Pass, Tricky Maze, Tricky Maze 2), then the levels
        editor.load_next()
        names.append(editor.board.name)
    assert names == ["Endgame", "Pass", "Tricky Maze", "Tricky Maze 2", "Classic"]
    editor.load_index = 1
    editor.load_next()
    assert editor.board.name == "Tricky Maze" and editor.board.walls == saved.walls
    editor.play()
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, MapelloScene) and scene.state.walls == saved.walls
    # The board option lists it now, by its name.
    assert ("user:Tricky_Maze", "Tricky Maze") in pics.board_choices(app.ctx)


def test_editor_back_returns_to_the_setup_screen(tmp_path: Path) -> None:
    from game.screens.setup import SetupScene

    app = app_with_boards(tmp_path)
    open_editor(app)
    feed(app, intent(Action.BACK))
    top = app.ctx.scenes.top
    assert isinstance(top, SetupScene) and top.options["board"] == "build"


def test_japanese_texts_are_there(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    app.ctx.i18n.language = "ja"
    scene = start(app, mode="series3")
    frames(app)
    assert "てん" in scene.status_of(0)
    assert pics.board_choices(app.ctx)[0][1] == "クラシック"
    pygame.event.clear()
