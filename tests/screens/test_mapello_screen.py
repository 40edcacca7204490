"""The Mapello screens, headless: whole games by gamepad and by mouse, the board editor (M3), series (M5, M13),
free play (M6), passes (M11), autosave and resume, undo against the computer."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.board.results import ResultsOverlay
from game.core.input import Action
from game.core.match import Match, Seat
from game.rules import mapello
from game.screens.mapello import art
from game.screens.mapello import board as pics
from game.screens.mapello.editor import GEO as EDITOR_GEO
from game.screens.mapello.editor import MapelloEditorScene
from game.screens.mapello.effects import Flip, Pickup, Pop
from game.screens.mapello.files import MapelloExtra
from game.screens.mapello.scene import GEO, MapelloScene
from game.screens.mapello.shots import PASS_DEMO
from game.screens.menu import MenuScene
from game.screens.overlays import NamePicker
from game.screens.setup import SetupScene
from game.table.launcher import resume_game, start_game
from game.ui.dialogs import ChoiceOverlay
from game.ui.seats import seat_name
from tests.apphelp import explained, feed, frames, intent, make_app, post, results
from tools.virtual_pad import VirtualPad, key_tap, mouse_click, sdl_available

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
PASS_BOARD = PASS_DEMO  # after black's e1, white has no placement and must pass (M11)
FOX, BEAR = Seat("fox", 0), Seat("bear", 1)


def app_with_boards(tmp_path: Path) -> App:
    app = make_app(tmp_path)
    app.ctx.saves.write_text(pics.USER_KIND, "Endgame", ENDGAME, ".map")
    app.ctx.saves.write_text(pics.USER_KIND, "Pass", PASS_BOARD, ".map")
    app.push(MenuScene(app.ctx))
    frames(app)
    return app


def start(app: App, seats: tuple[Seat, ...] = (FOX, BEAR), extra: MapelloExtra | None = None, **options: str) -> Any:
    start_game(app.ctx, Match("mapello", seats, {"mode": "single", "board": "user:Endgame", **options}), extra)
    frames(app)
    return app.ctx.scenes.top


def play_out(app: App, scene: MapelloScene) -> None:
    """Play the first legal move until the game ends (passes play themselves after the banner)."""
    while not scene.turns.is_over:
        if scene.forced_pass() is not None:
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
            device = f"pad{scene.state.to_move + 1}"
            target = scene.state.legal_moves()[0]
            row, col = scene.board.cursor(device)
            for button, steps in (
                ("dpad_down", target.row - row),
                ("dpad_up", row - target.row),
                ("dpad_right", target.col - col),
                ("dpad_left", col - target.col),
            ):
                for _ in range(max(0, steps)):
                    pads[device].tap(button)
            pads[device].tap("a")
            frames(app, 3, dt=0.1)
            moves += 1
            assert len(scene.turns.moves) == moves
        overlay = results(app)
        assert scene.state.outcome.scores == (22, 45)
        assert any("1★" in line or "★1" in line for line in overlay.lines), overlay.lines


def test_whole_game_with_the_mouse_alone(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    scene = start(app)
    wrong = GEO.cell_rect(1, 1).center  # a disc already: refused with a toast naming M8
    post(mouse_click(wrong))
    frames(app)
    assert scene.turns.moves == [] and explained(app, "mapello", "taken", "not_next", "no_flip")
    while not scene.turns.is_over:
        m = scene.state.legal_moves()[0]
        post(mouse_click(GEO.cell_rect(m.row, m.col).center))
        frames(app, 3, dt=0.1)
    assert len(scene.turns.moves) == 6
    overlay = results(app)
    assert overlay.lines[0]  # who won, then the breakdown per player
    assert sum("= " in line for line in overlay.lines) == 2


JOKER_RING = 10  # presses right from Classic in the setup's Board choice: 11_joker_ring (walls, stars, jokers)


def test_whole_game_from_the_menu_with_one_gamepad_against_the_computer(tmp_path: Path) -> None:
    if not sdl_available():
        pytest.skip("no virtual joystick support in this SDL")
    app = make_app(tmp_path)
    app.push(MenuScene(app.ctx))
    with VirtualPad() as pad:

        def tap(*buttons: str) -> None:
            for button in buttons:
                pad.tap(button)
                frames(app)

        frames(app, 2)
        tap("dpad_right", "a")  # the menu's games run in catalogue order: Jaleo first, Mapello beside it
        setup = app.ctx.scenes.top
        assert isinstance(setup, SetupScene) and setup.info.name == "mapello"
        assert setup.seats[1].is_computer and setup.seats[1].level == "easy"  # a child alone plays the computer
        tap("dpad_up")  # from Start up to the Board choice
        tap(*["dpad_right"] * JOKER_RING)
        assert setup.options["board"] == "level:11_joker_ring"
        tap("dpad_down", "dpad_right", "a")  # down lands on Rules, in the middle; Start is to its right
        scene = app.ctx.scenes.top
        assert isinstance(scene, MapelloScene)
        board = mapello.parse_map(scene.flow.extra.board)
        assert all(board.count(kind) for kind in ("wall", "bonus", "joker"))
        while not scene.turns.is_over:
            if scene.turns.computer_to_move or scene.forced_pass() is not None:
                frames(app, 3, dt=0.2)
                continue
            target = scene.state.legal_moves()[-1]
            row, col = scene.board.cursor("pad1")
            presses = (
                ["dpad_down"] * (target.row - row)
                + ["dpad_up"] * (row - target.row)
                + ["dpad_right"] * (target.col - col)
                + ["dpad_left"] * (col - target.col)
            )
            for button in presses:
                pad.tap(button)
            tap("a")
            assert scene.turns.moves[-1] == str(target)
        overlay = results(app, 40)  # the results wait for the last move's animation (a star: 1.3 s), then settle
        assert isinstance(overlay, ResultsOverlay) and overlay.focus.focused is overlay.buttons[0]  # next game
        assert "wins with" in overlay.lines[0] or "draw" in overlay.lines[0]
        tap("dpad_right", "dpad_right", "a")  # Main menu
        assert isinstance(app.ctx.scenes.top, MenuScene)
    assert scene.state.outcome is not None and len(scene.turns.moves) > 20


def test_whole_game_from_the_menu_with_the_mouse_alone(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    menu = MenuScene(app.ctx)
    app.push(menu)
    frames(app, 2)

    def click(pos: tuple[int, int]) -> None:
        post(mouse_click((int(pos[0]), int(pos[1]))))
        frames(app)

    click(menu.tiles["mapello"].rect.center)
    setup = app.ctx.scenes.top
    assert isinstance(setup, SetupScene)
    board_choice = next(w for w in setup.focus.widgets if getattr(w, "key", "") == "opt.board")
    for _ in range(JOKER_RING):
        click((board_choice.rect.right - 20, board_choice.rect.centery))  # the right arrow
    assert setup.options["board"] == "level:11_joker_ring"
    click(next(w for w in setup.focus.widgets if getattr(w, "key", "") == "start").rect.center)
    scene = app.ctx.scenes.top
    assert isinstance(scene, MapelloScene) and scene.state.walls and scene.state.jokers and scene.state.bonuses
    click(GEO.cell_rect(1, 1).center)  # a1 flips nothing yet: refused with a friendly line naming M8
    assert scene.turns.moves == [] and explained(app, "mapello", "taken", "not_next", "no_flip")
    while not scene.turns.is_over:
        if scene.turns.computer_to_move or scene.forced_pass() is not None:
            frames(app, 3, dt=0.2)
            continue
        move = scene.state.legal_moves()[0]
        click(GEO.cell_rect(move.row, move.col).center)
        assert scene.turns.moves[-1] == str(move)
    frames(app, 8, dt=0.2)  # the results wait for the last move's animation (a star: 1.3 s)
    overlay = app.ctx.scenes.top
    assert isinstance(overlay, ResultsOverlay)
    click(overlay.buttons[1].rect.center)  # look at the board ...
    assert app.ctx.scenes.top is scene
    post(mouse_click((5, 700), button=3))  # ... and a right click brings the results back
    frames(app)
    overlay = app.ctx.scenes.top
    assert isinstance(overlay, ResultsOverlay)
    click(overlay.buttons[1].rect.center)  # look again: the Results button brings them back too
    click(scene.top.tool_rects()["results"].center)
    overlay = app.ctx.scenes.top
    assert isinstance(overlay, ResultsOverlay)
    click(overlay.buttons[2].rect.center)  # main menu
    assert app.ctx.scenes.top is menu
    assert app.ctx.saves.load("mapello") is None  # one game, over: nothing to resume


# ---- the game screen ---------------------------------------------------------------------------------------
def test_M12_running_score_counts_discs_and_bonuses(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    scene = start(app)
    for move in ("b8", "c8", "d8"):  # d8 is the star: black takes it
        scene.play(move)
    frames(app, 2)
    black, _white = scene.state.score_breakdown()
    assert black.bonuses == 1 and scene.status_of(0).startswith(f"{black.discs + 3} ")
    pickups = scene.feedback.all_of(Pickup)
    assert pickups and pickups[0].seat == 0  # the star flies to black's seat
    frames(app, 20, dt=0.1)
    assert not scene.feedback.queued(Pickup)


def test_M9_flips_are_animated_unless_motion_is_reduced(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    scene = start(app, board="level:01_classic")
    scene.play("d3")
    assert [f.cell for f in scene.feedback.all_of(Flip)] == [(4, 4)]
    frames(app, 30)
    assert not scene.feedback.queued(Flip)
    app.ctx.settings.update(reduce_motion=True)
    scene.play("c3")
    assert scene.feedback.queued(Flip) == []


def test_M11_a_pass_is_announced_and_played(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    scene = start(app, board="user:Pass")
    scene.play("e1")
    frames(app, 3, dt=0.1)
    assert scene.forced_pass() is not None and scene.passing > 0  # the "Pass!" banner is up
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
    board = scene.flow.extra.board
    for _ in range(3):
        scene.play(scene.state.legal_moves()[0])
    record = app.ctx.saves.load("mapello")
    assert record is not None and record.record.extra.board == board
    app.ctx.scenes.pop_to_root()
    assert resume_game(app.ctx, record)
    resumed = app.ctx.scenes.top
    assert isinstance(resumed, MapelloScene)
    assert resumed.state == scene.state and len(resumed.turns.moves) == 3


def test_M12_seat_0_is_black_and_the_hint_is_not_a_star(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    scene = start(app, board="level:09_bait")
    assert scene.state.to_move == 0 and scene.match.seats[0].name == "fox"
    scene.hint = mapello.parse_move("d3")  # the base hands hints over typed
    frames(app)  # draws the pulsing ring; the base's star marker stays off
    assert scene.hint == mapello.parse_move("d3")


# ---- series and free play --------------------------------------------------------------------------------
def test_M5_M13_series_of_three_swaps_colours_and_keeps_score(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    scene = start(app, mode="series3")
    names = []
    for game in range(3):
        assert isinstance(scene, MapelloScene)
        names.append(scene.match.seats[0].name)
        assert scene.flow.extra.index == game
        play_out(app, scene)
        overlay = results(app)
        if game < 2:
            assert "2" in overlay.buttons[0].label() or "3" in overlay.buttons[0].label()
            overlay.buttons[0].on_press()  # next game
            frames(app)
            scene = app.ctx.scenes.top
    assert names == ["fox", "bear", "fox"]  # M5: colours swap each game
    # White wins the endgame 45-22 every time: bear won games 1 and 3, fox game 2 (M13).
    assert scene.session.games_so_far() == [(22, 45), (45, 22), (22, 45)]
    lines = scene.session.scoreboard_lines()
    assert lines[:2] == ["Fox: 1 win", "Bear: 2 wins"]
    assert lines[-1] == "Bear wins the series!"
    assert "Fox: 1 win    Bear: 2 wins" in overlay.lines and "Bear wins the series!" in overlay.lines
    assert app.ctx.saves.load("mapello") is None  # the series is over: nothing left to resume


def drawn_texts(app: App) -> list[str]:
    """Record every text the screens draw from now on."""
    texts: list[str] = []
    real = app.ctx.assets.text

    def spy(text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        texts.append(text)
        return real(text, *args, **kwargs)

    app.ctx.assets.text = spy  # type: ignore[method-assign]
    return texts


def test_M13_after_the_last_game_the_side_panel_shows_the_final_wins(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    scene = start(app, mode="series5")
    for game in range(5):
        if game == 4:
            texts = drawn_texts(app)  # the side panel during and after the last game
        play_out(app, scene)
        overlay = results(app)
        if game < 4:
            overlay.buttons[0].on_press()
            frames(app)
            scene = app.ctx.scenes.top
    # White wins every game; fox is white in games 2 and 4, bear in 1, 3 and 5 (M5).
    assert scene.session.scoreboard_lines()[:2] == ["Fox: 2 wins", "Bear: 3 wins"]
    assert "Fox: 2 wins" in texts and "Bear: 3 wins" in texts  # the panel's own lines, not the old 2-2
    assert "Fox: 2 wins    Bear: 3 wins" in overlay.lines


def test_M5_a_series_keeps_its_save_between_games_and_resume_shows_the_results(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    scene = start(app, mode="series3")
    play_out(app, scene)
    results(app)
    record = app.ctx.saves.load("mapello")
    assert record is not None and len(record.record.moves) == 6  # quitting now loses nothing
    app.ctx.scenes.pop_to_root()
    assert resume_game(app.ctx, record)
    overlay = results(app)  # the finished game shows its results again ...
    assert overlay.buttons[0].label() == "Next game (2 of 3)"  # ... with the way on
    assert "Bear: 1 win" in overlay.lines[-2]
    overlay.buttons[0].on_press()
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, MapelloScene) and scene.flow.extra.index == 1 and scene.turns.moves == []
    assert scene.flow.extra.games == [(22, 45)] and scene.match.seats[0].name == "bear"


def test_M6_free_play_keeps_its_save_between_games(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    editor = start(app, mode="free", board="user:Endgame")
    editor.play()
    frames(app)
    app.ctx.scenes.top.buttons[0].on_press()  # bear chooses black
    frames(app)
    scene = app.ctx.scenes.top
    play_out(app, scene)
    overlay = results(app)
    assert app.ctx.saves.load("mapello") is not None  # free play always goes on
    overlay.buttons[0].on_press()  # next game: the other player builds
    frames(app)
    assert isinstance(app.ctx.scenes.top, MapelloEditorScene)
    record = app.ctx.saves.load("mapello")
    assert record is not None and len(record.record.extra.games) == 1  # even while the next board is built


def test_M12_the_results_say_who_won_with_which_colour(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    scene = start(app, (FOX, BEAR.with_(kind="computer", level="easy")))
    play_out(app, scene)
    overlay = results(app)
    assert overlay.lines[0] == "Bear (easy) wins with White!"
    assert app.ctx.t("mapello.end.blocked") in overlay.lines  # issue 23, point 11: what decided it
    app.ctx.i18n.language = "ja"
    assert scene.result_lines()[0] == f"しろの {seat_name(app.ctx, scene.match.seats[1])}の かち！"


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
    scene.exits.rematch()  # free play goes on: now bear builds and fox chooses
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
    assert editor.board.count("wall") == 1 and explained(app, "mapello", "one_piece", "inner_only", "centre", "limit")
    editor.select_kind("joker")
    editor.press((3, 6))  # a joker inside
    assert editor.board.count("joker") == 0 and explained(app, "mapello", "joker_border")
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
    assert editor.board.count("wall") == 2 and explained(app, "mapello", "one_piece", "inner_only", "centre", "limit")


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
    app = app_with_boards(tmp_path)
    open_editor(app)
    feed(app, intent(Action.BACK))  # an empty board: nothing to lose, no question
    top = app.ctx.scenes.top
    assert isinstance(top, SetupScene) and top.options["board"] == "build"
    assert [s.name for s in top.seats[:2]] == ["fox", "bear"] and top.count == 2


def test_editor_back_with_pieces_on_the_board_asks_first(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    editor = open_editor(app)
    editor.press((2, 2))
    feed(app, intent(Action.BACK, "pad1"))
    question = app.ctx.scenes.top
    assert isinstance(question, ChoiceOverlay) and question.title() == "Throw this board away?"
    feed(app, intent(Action.CONFIRM, "pad1"))  # the first answer keeps the board
    assert app.ctx.scenes.top is editor and editor.board.count("wall") == 1
    post(mouse_click(editor.buttons["back"].rect.center))
    frames(app)
    question = app.ctx.scenes.top
    assert isinstance(question, ChoiceOverlay)
    question.buttons[1].on_press()  # yes, throw it away
    frames(app)
    setup = app.ctx.scenes.top
    assert isinstance(setup, SetupScene) and setup.options["board"] == "build"


@pytest.mark.parametrize("button", ["clear", "random", "load"])
def test_editor_clear_random_and_load_ask_before_throwing_away_pieces_laid_by_hand(tmp_path: Path, button: str) -> None:
    app = app_with_boards(tmp_path)
    editor = open_editor(app)
    editor.press((2, 2))
    laid = editor.board
    for _ in range(2):  # mashing the button: the question comes up with "keep" focused, and keep is chosen
        post(mouse_click(editor.buttons[button].rect.center))
        frames(app)
        post(key_tap(pygame.K_RETURN))
        frames(app)
    assert app.ctx.scenes.top is editor and editor.board == laid
    post(mouse_click(editor.buttons[button].rect.center))
    frames(app)
    question = app.ctx.scenes.top
    assert isinstance(question, ChoiceOverlay) and question.title() == "Throw this board away?"
    question.buttons[1].on_press()  # yes, throw it away
    frames(app)
    assert app.ctx.scenes.top is editor and editor.board != laid and not editor.edited
    post(mouse_click(editor.buttons[button].rect.center))  # nothing laid by hand now: no question
    frames(app)
    assert app.ctx.scenes.top is editor


def test_M8_editor_refuses_to_play_a_board_where_black_cannot_start(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    editor = open_editor(app)
    for cell in ((3, 4), (4, 3), (5, 6), (6, 5)):  # walls on d3, c4, f5 and e6
        editor.press(cell)
    editor.play()
    frames(app)
    assert app.ctx.scenes.top is editor
    assert explained(app, "mapello", "no_first_move")
    editor.press((3, 4))  # take the d3 wall away: now black can start
    editor.play()
    frames(app)
    assert isinstance(app.ctx.scenes.top, MapelloScene)


def test_M3_joker_places_glow_stronger_than_the_label_cells(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    editor = open_editor(app)
    spot = EDITOR_GEO.cell_rect(0, 3).move(8, 8).topleft  # a border cell's corner, off its "c" label
    frames(app)
    plain = app.canvas.get_at(spot)
    editor.select_kind("joker")
    frames(app)
    lit = app.canvas.get_at(spot)
    inner = app.canvas.get_at(EDITOR_GEO.cell_rect(2, 2).move(8, 8).topleft)  # an inner cell's (weaker) glow
    assert sum(lit[:3]) - sum(plain[:3]) > 150 and lit.r > 210 and lit.g > 160
    assert sum(lit[:3]) > sum(inner[:3]) + 150


def test_M14_editor_names_the_boards_folder_and_loads_a_shared_board(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    editor = open_editor(app)
    folder = app.ctx.saves.user_dir(pics.USER_KIND)
    lines = [text for text, _colour in editor.info_lines()]
    hint = lines.index("Put shared .map files in this folder, then press Load:")
    assert "".join(lines[hint + 1 :]) == str(folder) and folder.is_dir()  # the folder, however it wraps
    labyrinth = pics.BOARD_DIR / "12_labyrinth.map"
    shared = labyrinth.read_text(encoding="utf-8").replace("Labyrinth", "A gift")
    (folder / "A_gift.map").write_text(shared, encoding="utf-8")  # a board someone shared
    while editor.board.name != "A gift":  # Load cycles through the player's boards first
        editor.load_next()
    assert editor.board.walls == mapello.load_board_file(labyrinth).walls
    editor.save_as("Sunny Garden", "はれた にわ")
    assert any(line.startswith("Saved “Sunny Garden” as Sunny_Garden.map") for line, _ in editor.info_lines())


def test_editor_help_wraps_japanese_between_characters(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    app.ctx.i18n.language = "ja"
    editor = open_editor(app)
    lines = [text for text, _colour in editor.info_lines()]
    font = app.ctx.assets.font(22)
    assert all(font.size(line)[0] <= 604 - 28 for line in lines[:-1])
    assert lines[0].startswith("ひかっている") and len(lines) >= 3


def test_M10_a_taken_bonus_shows_a_big_outlined_star_on_the_disc(tmp_path: Path) -> None:
    from game.screens.mapello.scene import BADGE_SIZE

    badge = art.taken_badge(BADGE_SIZE)
    assert min(badge.get_size()) >= 28
    edge = badge.get_at((BADGE_SIZE // 2, 1))
    assert edge.a > 200 and sum(edge[:3]) < 300  # a dark outline round the badge
    app = app_with_boards(tmp_path)
    scene = start(app)
    for move in ("b8", "c8", "d8"):  # black takes the d8 star
        scene.play(move)
    frames(app, 20, dt=0.1)
    rect = GEO.cell_rect(8, 4)
    centre = app.canvas.get_at((rect.right + 3 - BADGE_SIZE // 2, rect.y - 3 + BADGE_SIZE // 2))
    assert centre.r > 200 and centre.g > 150 and centre.b < 120  # gold, over the disc's corner


LESSON_SHOTS = (*(f"mapello_lesson_{n}" for n in range(1, 8)), "mapello_lesson_done")  # levels/mapello/lesson.toml


def test_screenshots_of_the_mapello_screens(tmp_path: Path) -> None:
    from game.screens.mapello.shots import SCREENSHOTS

    assert set(SCREENSHOTS) == {
        "mapello_editor",
        "mapello_name_picker",
        "mapello_free_colour_choice",
        "mapello_series_scoreboard",
        "mapello_pass",
        *LESSON_SHOTS,
    }
    expected = {
        "mapello_editor": MapelloEditorScene,
        "mapello_name_picker": NamePicker,
        "mapello_free_colour_choice": ChoiceOverlay,
        "mapello_series_scoreboard": MapelloScene,
        "mapello_pass": MapelloScene,
        **{name: MapelloScene for name in LESSON_SHOTS},  # the lesson's steps are played on the game's own scene
    }
    for name, make in SCREENSHOTS.items():
        app = make_app(tmp_path / name)
        app.push(MenuScene(app.ctx))
        make(app)
        frames(app, 5)
        top = app.ctx.scenes.top
        assert isinstance(top, expected[name]), name
        if name == "mapello_pass":
            assert top.forced_pass() is not None and top.passing > 0  # the "Pass!" banner is up
        if name == "mapello_series_scoreboard":
            assert top.session.scoreboard_lines()[:2] == ["Fox: 1 win", "Bear: 1 win"]
        app.close()


def test_japanese_texts_are_there(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    app.ctx.i18n.language = "ja"
    scene = start(app, mode="series3")
    frames(app)
    assert "てん" in scene.status_of(0)
    assert pics.board_choices(app.ctx)[0][1] == "クラシック"
    pygame.event.clear()


# ---- the scene on the board parts -----------------------------------------------------------------------------
HOOK_LIMIT = 8  # the bar: a game's scene is its drawing plus a few hooks
CLASS_LINES, CLASS_DEFS = 300, 25


def test_the_scene_overrides_at_most_8_hooks_and_every_class_is_small() -> None:
    import ast
    import inspect

    from game.board.scene import BoardGameScene

    base_names = {name for klass in inspect.getmro(BoardGameScene) for name in vars(klass)}
    overridden = sorted(
        name
        for name, value in vars(MapelloScene).items()  # methods, properties included
        if name in base_names
        and name != "__init__"
        and not name.startswith("__")
        and (inspect.isfunction(value) or isinstance(value, property))
    )
    assert len(overridden) <= HOOK_LIMIT, overridden
    assert not any(name.startswith("_") for name in overridden), overridden  # hooks, not the base's insides
    package = Path(pics.__file__).parent
    sizes = {}
    for path in sorted(package.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                defs = sum(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) for n in ast.walk(node))
                sizes[f"{path.name}:{node.name}"] = (node.end_lineno - node.lineno + 1, defs)
    assert "editor.py:MapelloEditorScene" in sizes and "scene.py:MapelloScene" in sizes
    too_big = {name: size for name, size in sizes.items() if size[0] > CLASS_LINES or size[1] > CLASS_DEFS}
    assert not too_big, too_big


def test_a_computer_move_is_animated_through_the_feedback_queue(tmp_path: Path) -> None:
    app = app_with_boards(tmp_path)
    scene = start(app, (FOX, BEAR.with_(kind="computer", level="easy")), board="level:01_classic")
    scene.play("d3")
    for _ in range(120):  # the computer answers after its short pause
        frames(app, 1, dt=1 / 60)
        if len(scene.turns.moves) == 2:
            break
    assert len(scene.turns.moves) == 2
    played = scene.feedback.last
    assert isinstance(played.move, mapello.Move) and str(played.move) == scene.turns.moves[-1]  # a typed move
    cell = (played.move.row, played.move.col)
    assert scene.last_cell == cell  # framed until the next move
    flips = scene.feedback.all_of(Flip)
    assert [f.cell for f in flips] == played.before.flips(played.move) and flips
    assert all(f.new == "white" and f.old == "black" for f in flips)
    assert [p.cell for p in scene.feedback.all_of(Pop)] == [cell]
    frames(app, 60, dt=1 / 60)  # a second later the board is still again, the move still framed
    assert not scene.feedback.busy and scene.last_cell == cell
    feed(app, intent(Action.UNDO))  # undo forgets the mark
    assert scene.feedback.last is None and scene.last_cell is None


def test_M11_the_computers_pass_is_announced_too(tmp_path: Path) -> None:
    from game.screens.mapello.effects import PassBanner

    app = app_with_boards(tmp_path)
    scene = start(app, (FOX, BEAR.with_(kind="computer", level="easy")), board="user:Pass")
    scene.play("e1")
    for _ in range(60):
        frames(app, 1, dt=0.05)
        if len(scene.turns.moves) == 2:
            break
    assert scene.turns.moves == ["e1", "pass"]
    banner = scene.feedback.active(PassBanner)
    assert banner is not None and banner.seat == 1  # "Pass!" for white, played by the computer
    assert scene.last_cell is None  # a pass frames no cell
    frames(app, 30, dt=0.05)
    assert scene.feedback.active(PassBanner) is None


def test_M14_a_staged_position_starts_the_game_from_its_map_and_colour(tmp_path: Path) -> None:
    """A lesson's step (or a tool) starts Mapello through the session's staged `position`, as Dama and Jaleo do."""
    import json

    app = make_app(tmp_path)
    position = {"map": PASS_BOARD, "to_move": 1}
    start_game(app.ctx, Match("mapello", (FOX, BEAR), {"position": json.dumps(position)}))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, MapelloScene) and scene.state == mapello.new_game(position=position)
    assert scene.turns.seat_index == 1 and scene.flow.extra.board == PASS_BOARD  # a restart keeps the board


def test_a_bad_position_is_said_and_the_usual_board_is_used(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    start_game(app.ctx, Match("mapello", (FOX, BEAR), {"position": '{"map": "not a map"}'}))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, MapelloScene) and scene.state.key == mapello.new_game().key  # Classic, black first
    assert any(t.text == app.ctx.t("mapello.bad_position") for t in app.ctx.toasts)
