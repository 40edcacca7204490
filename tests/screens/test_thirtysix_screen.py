"""The 36 screen, headless: a whole 3-player game with three virtual gamepads each bound to its own seat, a whole
game by mouse alone (gifts picked in the picker, passes played by themselves), reachable cells and passed cones
shown, refusals explained, free layouts, the tournament (T15), autosave and resume."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.app import App
from game.core.match import Match, Seat
from game.rules import thirtysix as T
from game.screens.thirtysix.files import ThirtysixExtra
from game.screens.thirtysix.scene import ThirtysixScene
from game.screens.thirtysix.view import GIFT
from game.table.catalog import CATALOG
from game.table.launcher import resume_game, start_game
from tests.apphelp import explained, frames, menu_app, post, results
from tools.virtual_pad import VirtualPad, mouse_click, mouse_move, sdl_available

FOX, BEAR, OWL = Seat("fox", 0), Seat("bear", 1), Seat("owl", 2)
# A small board (12 cells, one gate) so that whole games are short: the cells fill up and everybody passes.
SMALL = "rybr\nybry\nbryb\ngate 0,0 1,1"


def start(
    app: App, seats: tuple[Seat, ...] = (FOX, BEAR), layout: str | None = SMALL, **options: str
) -> ThirtysixScene:
    """A game on the board text `layout` (None: the board the options choose)."""
    opts: dict[str, Any] = {"mode": "single", "board": "deal", **options}
    start_game(app.ctx, Match("thirtysix", seats, opts), ThirtysixExtra(board=layout) if layout is not None else None)
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, ThirtysixScene)
    return scene


def choose(state: T.State) -> T.Move:
    """A move for the scripted players: a gift with a choice of colours when there is one, else the first."""
    moves = state.legal_moves()
    gifts = [m for m in moves if m.gifts and len({x.gifts for x in moves if x.dst == m.dst}) > 1]
    return gifts[-1] if gifts else moves[0]


def wait_for_pass(app: App, scene: ThirtysixScene) -> None:
    """A player with no move: the banner shows, then the pass plays by itself."""
    n = len(scene.turns.moves)
    for _ in range(40):
        frames(app, 1, dt=0.1)
        if len(scene.turns.moves) > n:
            break
    assert scene.turns.moves[n] == "pass"


# ---- whole games by one kind of input ------------------------------------------------------------------------
def test_whole_game_with_the_mouse_alone(tmp_path: Path) -> None:
    assert CATALOG["thirtysix"].built
    app = menu_app(tmp_path)
    scene = start(app)
    gifts_picked = 0
    while not scene.turns.is_over:
        if scene.state.legal_moves() == [T.PASS]:
            wait_for_pass(app, scene)
            continue
        move = choose(scene.state)
        n = len(scene.turns.moves)
        picks = move.picks()
        if move.kind == "move":
            picks = picks[1:]  # a press on the destination picks the cone by itself
        for pick in picks:
            if len(scene.turns.moves) > n:
                break
            if isinstance(pick, str):
                assert scene.board.gift_choices(), "the picker is open while a gift colour is chosen"
                gifts_picked += 1
            post(mouse_click(scene.view.cell_rect(pick).center))
            frames(app)
        assert scene.turns.moves[n] == str(move)
        frames(app, 4, dt=0.1)
    overlay = results(app)
    assert gifts_picked >= 1
    assert scene.state.outcome is not None and overlay.lines


def pad_to(app: App, scene: ThirtysixScene, pad: VirtualPad, device: str, target: Any) -> None:
    """Walk the device's cursor to `target` with the D-pad, by where the cells lie on screen."""
    for _ in range(40):
        here = scene.board.cursor(device)
        if here == target:
            return
        (x, y), (tx, ty) = scene.view.cell_rect(here).center, scene.view.cell_rect(target).center
        if abs(ty - y) > abs(tx - x):
            pad.tap("dpad_up" if ty < y else "dpad_down")
        else:
            pad.tap("dpad_left" if tx < x else "dpad_right")
        frames(app)
    raise AssertionError(f"the cursor never reached {target}")


@pytest.mark.skipif(not sdl_available(), reason="no virtual joystick support in this SDL")
def test_whole_three_player_game_with_three_gamepads_each_bound_to_its_seat(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    with VirtualPad() as p1, VirtualPad() as p2, VirtualPad() as p3:
        frames(app, 2)
        pads = {"pad1": p1, "pad2": p2, "pad3": p3}
        scene = start(app, (FOX.with_(device="pad1"), BEAR.with_(device="pad2"), OWL.with_(device="pad3")))
        # a pad of another seat is refused and changes nothing
        p2.tap("a")
        frames(app)
        assert scene.turns.moves == [] and app.ctx.toasts
        gifts = 0
        while not scene.turns.is_over:
            if scene.state.legal_moves() == [T.PASS]:
                wait_for_pass(app, scene)
                continue
            device = f"pad{scene.state.to_move + 1}"
            move = choose(scene.state)
            n = len(scene.turns.moves)
            for pick in move.picks():
                if len(scene.turns.moves) > n:
                    break
                gifts += isinstance(pick, str)
                pad_to(app, scene, pads[device], device, pick)
                pads[device].tap("a")
                frames(app)
            assert scene.turns.moves[n] == str(move)
            frames(app, 4, dt=0.1)
        assert gifts >= 1
        results(app)
        assert len(scene.state.outcome.scores) == 3


# ---- the rules on screen ----------------------------------------------------------------------------------
def test_T6_T8_T9_reachable_cells_light_up_and_a_bad_press_is_explained(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app)
    assert sorted(scene.board.builder.first_picks()) == sorted(
        c for c in T.parse_board(SMALL).cell_list() if scene.state.board.colour_at(c) == "r"
    )
    post(mouse_click(scene.view.cell_rect((0, 0)).center))  # a blue cell: not red's colour (T6)
    frames(app)
    assert scene.turns.moves == [] and explained(app, "thirtysix", "not_your_colour")
    post(mouse_click(scene.view.cell_rect((1, 0)).center))  # red's cone on the red cell 1,0
    frames(app)
    assert scene.play("c 2,0")  # yellow's cone on the yellow cell 2,0
    frames(app)
    post(mouse_click(scene.view.cell_rect((1, 0)).center))  # red picks its cone: every reachable cell lights up
    frames(app)
    reach = set(scene.board.next_pick_cells())
    assert reach == {m.dst for m in scene.state.legal_moves()} == {(0, 0), (3, 0), (1, 1), (1, 2)}
    post(mouse_click(scene.view.cell_rect((2, 1)).center))  # not in line, no gate
    frames(app)
    assert explained(app, "thirtysix", "not_reachable") and len(scene.turns.moves) == 2
    post(mouse_click(scene.view.cell_rect((3, 0)).center))  # over yellow's cone: one red disc, no colour to pick
    frames(app)
    assert scene.turns.moves[-1] == "1,0>3,0/r"


def test_T10_passed_cones_are_marked_and_the_gift_colour_is_picked(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, (FOX, BEAR, OWL), layout="yyyyyy\nrybrrr")
    for text in ("c 0,0", "c 1,0", "c 2,0", "0,0>3,0/rr", "1,0>1,1", "2,0>2,1"):
        scene.play(text)
    # red again (9 red discs); yellow on 1,1 and blue on 2,1. Red gives one, picks no colour (only red)
    post(mouse_move(scene.view.cell_rect((0, 0)).center))
    frames(app)
    m = scene.board.preview_move()
    assert m is not None and m.dst == (0, 0) and not scene.state.passed_cones(m.src, m.dst)
    scene.play("3,0>0,0")  # back over nobody
    scene.play("1,1>1,0")  # yellow (1 red, 12 yellow) next to red
    scene.play("2,1>3,1")
    # red at 0,0 moves right past yellow at 1,0: only red discs, one letter: played at once
    post(mouse_click(scene.view.cell_rect((2, 0)).center))
    frames(app)
    assert scene.turns.moves[-1] == "0,0>2,0/r"
    # yellow (2 red discs, some yellow) moves from 1,0 to 4,0 past red's cone at 2,0: the picker opens
    post(mouse_click(scene.view.cell_rect((4, 0)).center))
    frames(app)
    assert scene.board.gift_choices() == ["r", "y"]
    assert scene.board.preview_move() is not None and scene.state.passed_cones((1, 0), (4, 0)) == [0]
    post(mouse_click(scene.view.cell_rect(GIFT + "y").center))
    frames(app)
    assert scene.turns.moves[-1] == "1,0>4,0/y"


def test_T12_a_player_who_cannot_move_passes_with_a_big_banner(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, layout="ry")
    scene.play("c 0,0")
    scene.play("c 1,0")
    assert scene.forced_pass() is not None
    frames(app, 5, dt=0.05)
    assert scene.passing > 0 and scene.turns.moves[-1] == "c 1,0"
    frames(app, 60, dt=0.05)
    assert scene.turns.moves[-2:] == ["pass", "pass"]
    overlay = results(app)
    assert app.ctx.t("thirtysix.end.passes") in overlay.lines


def test_T16_a_free_layout_from_the_menu_has_holes(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, layout=None, board="ring")
    assert "." in scene.state.board.colour and scene.flow.extra.board == scene.state.board.text
    for cell in scene.state.board.cell_list():
        r = scene.view.cell_rect(cell)
        assert r.left >= 0 and r.right <= 1280 and r.bottom <= 720


def test_T15_a_tournament_rotates_the_start_player_and_sums_the_discs_left(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, layout="ry", mode="tournament")
    starters = []
    for game in range(2):
        starters.append(scene.match.seats[0].name)
        scene.play("c 0,0")
        scene.play("c 1,0")
        frames(app, 60, dt=0.05)
        overlay = results(app)
        assert scene.state.outcome is not None
        assert any(app.ctx.t("thirtysix.tournament_game", game=game + 1, games=2) == ln for ln in overlay.lines)
        if game == 0:
            assert scene.session.continues()
            scene.exits.rematch()
            frames(app)
            scene = app.ctx.scenes.top
            assert isinstance(scene, ThirtysixScene) and scene.session.game_index == 1
            assert scene.session.totals() == [12, 12]
    assert starters == ["fox", "bear"]
    assert scene.session.totals() == [24, 24] and not scene.session.continues()
    assert any("fox & bear" in ln.lower() or "&" in ln for ln in overlay.lines)


def test_T5_two_players_choose_their_colours(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, layout="ryb\nbyr", colours="yb")
    assert scene.state.colours == "yb" and [str(m) for m in scene.state.legal_moves()] == ["c 1,0", "c 1,1"]
    three = start(menu_app(tmp_path / "3"), (FOX, BEAR, OWL), layout="ryb", colours="yb")
    assert three.state.colours == "ryb"


def test_autosave_and_resume(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app)
    scene.play("c 1,0")
    record = app.ctx.saves.load("thirtysix")
    assert (
        record is not None
        and list(record.record.moves) == ["c 1,0"]
        and record.record.extra.board == scene.state.board.text
    )
    app.ctx.scenes.pop_to_root()
    assert resume_game(app.ctx, record)
    frames(app)
    top = app.ctx.scenes.top
    assert isinstance(top, ThirtysixScene) and top.state == scene.state


def test_the_computer_plays_three_seats(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    bots = tuple(s.with_(kind="computer", level="easy") for s in (FOX, BEAR, OWL))
    scene = start(app, bots, layout="rybyr")
    for _ in range(400):
        frames(app, 1, dt=0.1)
        if scene.turns.is_over:
            break
    assert scene.turns.is_over and len(scene.turns.moves) >= 3


# ---- the tile tables: the bonus puzzle (T17) and the free layout (T16) -------------------------------------------
def table(app: App, mode: str, board: str = "deal") -> Any:
    seats = (FOX,) if mode == "puzzle" else (FOX, BEAR)  # the puzzle is solo
    start_game(app.ctx, Match("thirtysix", seats, {"mode": mode, "board": board}))
    frames(app)
    return app.ctx.scenes.top


def click(app: App, scene: Any, spot: Any) -> None:
    post(mouse_click(scene.rect(spot).center))
    frames(app)


def test_T17_the_puzzle_solved_by_mouse_keeps_a_best_time(tmp_path: Path) -> None:
    from game.screens.thirtysix.puzzle import PuzzleScene

    app = menu_app(tmp_path)
    scene = table(app, "puzzle")
    assert isinstance(scene, PuzzleScene) and not scene.grid
    click(app, scene, ("grid", 0, 0))  # nothing held: a word, nothing moves
    assert app.ctx.toasts[-1].text == app.ctx.t("thirtysix.tiles.pick_first")
    solution = T.solve_puzzle(scene.tiles)
    assert solution is not None
    for slot, (ti, rot) in enumerate(solution):
        spot = next(s for s in scene.spots() if s[0] == "tray" and (scene.tile_at(s) or (-1,))[0] == ti)
        click(app, scene, spot)  # pick it up
        while scene.tile_at(spot)[1] != rot:  # press the held tile again: a quarter turn
            click(app, scene, spot)
        click(app, scene, ("grid", slot % 3, slot // 3))
        frames(app, 10, dt=0.5)
    assert scene.is_solved() and scene.solved_at is not None and scene.hints == 0
    assert all(ok for _a, _b, ok in scene.edge_states())
    assert len(scene.records) == 1 and scene.records[0] == round(scene.solved_at, 1)
    again = table(menu_app(tmp_path), "puzzle")
    assert again.records == scene.records  # kept in the player's records


def test_T17_hints_lay_the_solver_s_tiles_even_over_a_wrong_one(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = table(app, "puzzle")
    click(app, scene, ("tray", 0, 0))
    click(app, scene, ("grid", 1, 1))  # some tile, likely wrong there
    for _ in range(12):
        if scene.is_solved():
            break
        post(mouse_click(scene.rect(("button", 1, 0)).center))  # the Hint button
        frames(app)
    assert scene.is_solved() and scene.hints >= 1 and scene.records == []  # a hinted solve sets no best time
    assert app.ctx.t("thirtysix.puzzle.hints", n=scene.hints) in scene.info_lines()


@pytest.mark.skipif(not sdl_available(), reason="no virtual joystick support in this SDL")
def test_T16_a_free_layout_laid_with_a_gamepad_is_played(tmp_path: Path) -> None:
    from game.screens.thirtysix.layout import LayoutScene

    app = menu_app(tmp_path)
    with VirtualPad() as pad:
        frames(app, 2)
        scene = table(app, "single", "free")
        assert isinstance(scene, LayoutScene)

        def walk(target: Any) -> None:
            for _ in range(40):
                if scene.cursor == target:
                    return
                (x, y), (tx, ty) = scene.rect(scene.cursor).center, scene.rect(target).center
                if abs(ty - y) > abs(tx - x):
                    pad.tap("dpad_up" if ty < y else "dpad_down")
                else:
                    pad.tap("dpad_left" if tx < x else "dpad_right")
                frames(app)
            raise AssertionError(f"never reached {target}")

        # eight tiles in a ring round a hole, the ninth apart at first
        spots = [(1, 1), (2, 1), (3, 1), (1, 2), (3, 2), (1, 3), (2, 3), (3, 3), (6, 0)]
        first = scene.tray[0]
        for k, (c, r) in enumerate(spots):
            walk(("tray", k, 0))
            pad.tap("a")
            frames(app)
            if k == 0:
                pad.tap("a")  # a second press turns the held tile
                frames(app)
            walk(("grid", c, r))
            pad.tap("a")
            frames(app)
        assert len(scene.grid) == 9 and scene.grid[(1, 1)] == (first[0], (first[1] + 1) % 4)
        walk(("button", 1, 0))
        pad.tap("a")  # Play!: one tile stands apart (T16)
        frames(app)
        assert app.ctx.scenes.top is scene and app.ctx.toasts[-1].text == app.ctx.t("thirtysix.layout.apart")
        walk(("grid", 6, 0))
        pad.tap("a")
        frames(app)
        walk(("grid", 4, 2))
        pad.tap("a")
        frames(app)
        walk(("button", 1, 0))
        pad.tap("a")
        frames(app)
        game = app.ctx.scenes.top
        assert isinstance(game, ThirtysixScene) and "." in game.state.board.colour
        assert game.state.board.width == 8 and game.state.board.height == 6 and game.state.legal_moves()


def test_the_staged_screenshots_and_the_menu_demo_draw(tmp_path: Path) -> None:
    import pygame

    from game.screens.thirtysix.demo import ThirtysixDemo
    from game.screens.thirtysix.shots import SCREENSHOTS

    for name, stage in SCREENSHOTS.items():
        app = menu_app(tmp_path / name)
        scene = stage(app)
        app.frame(1 / 60, events=[])
        assert scene is app.ctx.scenes.top, name
    demo = ThirtysixDemo(app.ctx, (496, 260))
    for _ in range(30):
        demo.update(0.5)
    surface = pygame.Surface((512, 300))
    demo.draw(surface, pygame.Rect(8, 8, 496, 260))
    assert len(demo.state.history) >= 1


def test_T17_a_tile_can_be_dragged_with_the_mouse(tmp_path: Path) -> None:
    import pygame

    app = menu_app(tmp_path)
    scene = table(app, "puzzle")
    tile = scene.tray[0]
    a, b = scene.rect(("tray", 0, 0)).center, scene.rect(("grid", 2, 2)).center
    post([pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1, touch=False)])
    frames(app)
    assert scene.held == ("tray", 0, 0)
    post(mouse_move(((a[0] + b[0]) // 2, (a[1] + b[1]) // 2), (5, 5)))
    frames(app)
    assert scene.drag is not None
    post(mouse_move(b, (5, 5)))
    post([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1, touch=False)])
    frames(app)
    assert scene.grid[(2, 2)] == tile and scene.tray[0] is None and scene.held is None and scene.drag is None


@pytest.mark.skipif(not sdl_available(), reason="no virtual joystick support in this SDL")
def test_T17_the_shoulder_buttons_and_q_e_turn_the_held_tile(tmp_path: Path) -> None:
    import pygame

    from tools.virtual_pad import key_tap

    app = menu_app(tmp_path)
    scene = table(app, "puzzle")
    click(app, scene, ("tray", 0, 0))
    start = scene.tile_at(("tray", 0, 0))[1]  # the tray's tiles come turned at random
    turns = lambda: (scene.tile_at(("tray", 0, 0))[1] - start) % 4  # noqa: E731
    with VirtualPad() as pad:
        frames(app)
        pad.tap("right_shoulder")
        frames(app)
        assert turns() == 1
        pad.tap("left_shoulder")
        pad.tap("left_shoulder")
        frames(app)
        assert turns() == 3
    post(key_tap(pygame.K_e))
    frames(app)
    assert turns() == 0
    post(key_tap(pygame.K_q))
    frames(app)
    assert turns() == 3 and scene.held == ("tray", 0, 0)  # still held: turning never lays it


# ---- the scene on the board parts ---------------------------------------------------------------------------------
def test_a_computer_move_slides_its_cone_through_the_feedback_queue(tmp_path: Path) -> None:
    from game.screens.thirtysix.effects import Slide

    app = menu_app(tmp_path)
    scene = start(app, (FOX, BEAR.with_(kind="computer", level="easy")))
    for _ in range(600):
        played = scene.feedback.last
        if played is not None and played.before.to_move == 1 and played.move.kind == "move":
            break
        if scene.state.to_move == 0 and scene.forced_pass() is None:
            scene.play(choose(scene.state))
        frames(app, 1, dt=0.05)
    else:
        raise AssertionError("the computer never moved its cone")
    move = played.move
    assert isinstance(move, T.Move)  # typed, never a string to parse
    slides = scene.feedback.queued(Slide)
    assert [(s.colour, s.src, s.dst) for s in slides][-1:] == [(scene.state.colours[1], move.src, move.dst)]
    frames(app, 20, dt=0.05)
    assert not scene.feedback.queued(Slide)  # played out
    # with reduced motion the cone is simply there: nothing is queued
    app.ctx.apply_settings(reduce_motion=True)
    scene.feedback.add(Slide(0.35, "r", (0, 0), (1, 0)))
    assert not scene.feedback.busy


def test_the_scene_overrides_at_most_eight_hooks_and_every_class_is_small() -> None:
    import ast
    import inspect

    import game.screens.thirtysix as package
    from game.board.scene import BoardGameScene

    assert issubclass(ThirtysixScene, BoardGameScene)
    bases = ThirtysixScene.__mro__[1:]
    overridden = sorted(
        name
        for name, value in vars(ThirtysixScene).items()
        if name != "__init__"
        and (inspect.isfunction(value) or isinstance(value, property))
        and any(name in vars(base) for base in bases)
    )
    assert len(overridden) <= 8, overridden
    for path in sorted(Path(package.__file__).parent.glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.ClassDef):
                lines = node.end_lineno - node.lineno + 1  # type: ignore[operator]
                methods = [f for f in node.body if isinstance(f, (ast.FunctionDef, ast.AsyncFunctionDef))]
                assert lines <= 300 and len(methods) <= 25, (path.name, node.name, lines, len(methods))


def test_a_pass_by_the_computer_is_announced_through_the_feedback_queue(tmp_path: Path) -> None:
    from game.board.results import ResultsOverlay
    from game.screens.thirtysix.effects import PassBanner
    from game.ui.seats import seat_name

    app = menu_app(tmp_path)
    scene = start(app, (FOX, BEAR.with_(kind="computer", level="easy")), layout="ry")
    scene.play("c 0,0")
    for _ in range(100):
        frames(app, 1, dt=0.05)
        if scene.feedback.active(PassBanner) is not None:
            break
    banner = scene.feedback.active(PassBanner)
    assert banner is not None and banner.words == app.ctx.t(
        "thirtysix.passed", player=seat_name(app.ctx, scene.match.seats[1])
    )
    assert scene.turns.moves == ["c 0,0", "c 1,0", "pass", "pass"] and scene.turns.is_over
    assert not isinstance(app.ctx.scenes.top, ResultsOverlay)  # the results wait for the banner
    results(app)


def test_restart_plays_the_very_same_game_again_on_its_board(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, layout=None, board="deal", mode="tournament")  # a fresh random deal
    board = scene.state.board.text
    scene.play(choose(scene.state))
    scene.exits.open_pause()
    frames(app)
    scene.exits.restart()
    frames(app)
    again = app.ctx.scenes.top
    assert isinstance(again, ThirtysixScene) and again is not scene
    assert again.state.board.text == board and again.turns.moves == [] and again.session.game_index == 0


def test_a_pass_banner_stays_up_while_the_next_cone_slides(tmp_path: Path) -> None:
    from game.screens.thirtysix.effects import PassBanner, Slide

    app = menu_app(tmp_path)
    scene = start(app)
    scene.play("c 1,0")
    scene.play("c 2,0")
    scene.announce("Bear passed")  # as after a computer's pass
    frames(app, 11, dt=0.1)  # the hot-seat turn banner (0.9 s), then the pass banner shows
    assert scene.play("1,0>3,0/r")
    banner, slide = scene.feedback.active(PassBanner), scene.feedback.active(Slide)
    assert banner is not None and banner.t > 0 and slide is not None and (slide.src, slide.dst) == ((1, 0), (3, 0))
