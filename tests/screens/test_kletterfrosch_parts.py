"""Burg Kletterfrosch on the table's parts (issue 22, "The god class"): the scene is the table's frame with a few
hooks, every class of the package stays small, and what a move shows goes through the feedback queue (the frog
has no computer seats: the moves the screen plays itself, an attempt's end, are its counterpart)."""

from __future__ import annotations

import ast
import inspect
from collections.abc import Iterator
from pathlib import Path

import pytest

from game.app import App
from game.board.table_scene import TableScene
from game.core.match import Match, Seat
from game.screens.kletterfrosch import effects
from game.screens.kletterfrosch import scene as frosch
from game.screens.menu import MenuScene
from game.table.launcher import start_game
from tests.apphelp import frames, make_app, post
from tools.virtual_pad import mouse_click

PACKAGE = Path(frosch.__file__).parent
# The hooks of the board parts' scenes (game.board.table_scene / game.board.scene).
HOOKS = {
    "make_view",
    "draw_board",
    "on_move",
    "refusal",
    "status_of",
    "seat_icon",
    "draw_hint",
    "turn_pick",
    "result_lines",
    "rules_module",
    "active_seats",
    "advance",
    "draw_game",
    "handle_play",
    "handle_back",
    "ready_for_results",
}
FOX, BEAR = Seat("fox", 0), Seat("bear", 1)


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    a.push(MenuScene(a.ctx))
    frames(a)
    yield a
    a.close()


def start(app: App, mode: str, seats: tuple[Seat, ...]) -> frosch.KletterfroschScene:
    start_game(app.ctx, Match("kletterfrosch", seats, {"mode": mode, "castle": "castle_1"}))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, frosch.KletterfroschScene)
    return scene


def overridden(cls: type) -> set[str]:
    """The methods and properties `cls` defines that one of its base classes already has (__init__ aside)."""
    out = set()
    for name, value in vars(cls).items():
        if name == "__init__" or not (inspect.isfunction(value) or isinstance(value, property)):
            continue
        if any(name in vars(base) for base in cls.__mro__[1:]):
            out.add(name)
    return out


def test_the_scene_is_the_tables_frame_with_at_most_eight_hooks() -> None:
    assert issubclass(frosch.KletterfroschScene, TableScene)
    over = overridden(frosch.KletterfroschScene)
    assert over <= HOOKS, over - HOOKS  # nothing of the frame itself is replaced
    assert len(over) <= 8, sorted(over)


def classes() -> list[tuple[str, ast.ClassDef]]:
    out = []
    for path in sorted(PACKAGE.glob("*.py")):
        tree = ast.parse(path.read_text(encoding="utf-8"))
        out += [(f"{path.name}:{node.name}", node) for node in ast.walk(tree) if isinstance(node, ast.ClassDef)]
    return out


@pytest.mark.parametrize(("name", "node"), classes(), ids=[n for n, _ in classes()])
def test_every_class_of_the_package_is_small(name: str, node: ast.ClassDef) -> None:
    assert node.end_lineno is not None
    lines = node.end_lineno - node.lineno + 1
    defs = sum(isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef)) for n in ast.walk(node))
    assert lines <= 300 and defs <= 25, (name, lines, defs)


def test_the_screens_own_move_shows_through_the_feedback_queue(app: App) -> None:
    scene = start(app, "coop", (FOX, BEAR))
    assert scene.ui == "carry" and not scene.feedback.busy
    w = scene.world
    w.grace_left = 0.0  # past the first castles' grace period (K8)
    w.ball.position = (640.0, w.castle.floor_y - 40.0)  # the ball drops: the screen plays the attempt's end
    w.ball.velocity = (0.0, 300.0)
    for _ in range(120):
        frames(app)
        if scene.ui == "replay":
            break
    replay = scene.feedback.active(effects.Replay)
    assert replay is not None and replay.snaps == scene.replay and scene.feedback.busy
    frames(app)
    assert scene.ui_t == replay.t > 0.0  # the queue's clock, no timer of the scene's own
    scene.feedback.clear()  # the queue decides: once it is empty, the game goes on
    frames(app)
    assert scene.ui == "carry" and not scene.feedback.busy


def test_a_door_and_a_drop_go_through_the_queue_with_reduced_motion_too(app: App) -> None:
    app.ctx.apply_settings(reduce_motion=True)  # short and still, but still the frog's pacing
    scene = start(app, "memory", (FOX, BEAR))
    s = scene.state
    wrong = next(i for i, r in enumerate(s.frames) if r is not None and r != s.portrait)
    post(mouse_click(scene.view.cell_rect(wrong).center))
    frames(app)
    door = scene.feedback.active(effects.WrongDoor)
    assert door is not None and door.calm and door.src == wrong and door.duration == effects.WRONG_SHOW
    assert scene.ui == "slide" and scene.door_amount() == 1.0


def test_moves_played_from_outside_the_screen_are_followed(app: App) -> None:
    scene = start(app, "memory", (FOX, BEAR))
    s = scene.state
    scene.play(frosch.rules.Open(s.frames.index(s.portrait)))  # the demo plays the right door
    frames(app)
    assert scene.ui == "opening" and scene.feedback.active(effects.DoorOpening) is not None  # with its picture
    scene.play(scene.state.legal_moves()[0])  # a tool settles the attempt: a delivery
    frames(app)
    assert scene.ui == "celebrate" and scene.feedback.active(effects.Celebration) is not None
    for _ in range(3):  # several moves at once: only the last one's picture, nothing left of the others
        scene.play(scene.state.legal_moves()[0])
    frames(app)
    assert len(scene.feedback.queued(effects.Effect)) == 1 and scene.ui in ("opening", "slide", "celebrate", "replay")
