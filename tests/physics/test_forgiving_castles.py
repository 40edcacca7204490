"""Issue 13: the first castles forgive a child's first clumsy pulls (grace period, softer swing, a cup that holds
the ball, shut doors a carried ball may pass); the hard castles stay hard; the novice-player model measures it."""

from __future__ import annotations

import importlib.util
import sys
from dataclasses import replace
from pathlib import Path
from types import ModuleType

import pytest

from game.physics.castle import (
    CASTLE_DIR,
    CUP_DEPTH,
    CUP_GRIP,
    GRACE_SECONDS,
    REEL_RAMP,
    SPIN_DAMPING,
    SWING_DAMPING,
    Castle,
    load_castle,
)
from game.physics.kletterfrosch import BALL_OFFSET, FROG_HALF, World

GENTLE = load_castle(CASTLE_DIR / "castle_1.toml")
MIDDLE = load_castle(CASTLE_DIR / "castle_3.toml")
HARD = load_castle(CASTLE_DIR / "castle_4.toml")
FRAME = 1 / 60
TOOL = Path(__file__).resolve().parents[2] / "tools" / "novice_kletterfrosch.py"


def _novice_tool() -> ModuleType:
    """tools/ is not a package: load the model straight from its file."""
    if "novice_kletterfrosch" not in sys.modules:
        spec = importlib.util.spec_from_file_location("novice_kletterfrosch", TOOL)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules["novice_kletterfrosch"] = module
        spec.loader.exec_module(module)
    return sys.modules["novice_kletterfrosch"]


def _write(tmp_path: Path, old: str, new: str) -> Path:
    text = (CASTLE_DIR / "castle_1.toml").read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / "castle_9.toml"
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def _knock_ball_off(world: World) -> None:
    world.ball.position = (640.0, world.castle.floor_y - 40.0)
    world.ball.velocity = (0.0, 300.0)
    world.space.reindex_shapes_for_body(world.ball)


# ---- the castle fields ---------------------------------------------------------------------------------------
def test_the_first_castles_are_set_forgiving_and_the_last_hard() -> None:
    assert GENTLE.grace_seconds > 0 and GENTLE.carry_past_windows
    assert GENTLE.reel_ramp > REEL_RAMP and GENTLE.swing_damping < SWING_DAMPING and GENTLE.cup_depth > CUP_DEPTH
    assert GENTLE.cup_grip > 0 and GENTLE.reel_speed < HARD.reel_speed
    assert HARD.grace_seconds == 0 and not HARD.carry_past_windows and HARD.cup_grip == 0
    assert HARD.cup_depth < CUP_DEPTH and HARD.reel_ramp < REEL_RAMP


def test_a_castle_that_sets_none_of_them_keeps_the_old_physics() -> None:
    assert (
        MIDDLE.grace_seconds,
        MIDDLE.reel_ramp,
        MIDDLE.swing_damping,
        MIDDLE.spin_damping,
        MIDDLE.cup_depth,
        MIDDLE.cup_grip,
        MIDDLE.carry_past_windows,
    ) == (GRACE_SECONDS, REEL_RAMP, SWING_DAMPING, SPIN_DAMPING, CUP_DEPTH, CUP_GRIP, False)
    world = World(MIDDLE)
    assert world.space.damping == 0.7 and world.grace_left == 0.0 and world.hold.max_force == 0.0


@pytest.mark.parametrize(
    "old,new,expected",
    [
        ("grace_seconds = 1.0", "grace_seconds = 9", "field 'grace_seconds': expected `float` <= 5.0"),
        ("grace_seconds = 1.0", "grace_seconds = -0.5", "field 'grace_seconds': expected `float` >= 0.0"),
        ("grace_seconds = 1.0", 'grace_seconds = "long"', "field 'grace_seconds': expected `float`, got `str`"),
        ("carry_past_windows = true", "carry_past_windows = 1", "field 'carry_past_windows': expected `bool`"),
        ("reel_ramp = 0.3", "reel_ramp = 0", "[rope] field 'reel_ramp': expected `float` >= 0.05"),
        ("swing_damping = 0.4", "swing_damping = 0", "[frog] field 'swing_damping': expected `float` >= 0.05"),
        ("spin_damping = 6", "spin_damping = 99", "[frog] field 'spin_damping': expected `float` <= 20.0"),
        ("cup_depth = 30", "cup_depth = 80", "[frog] field 'cup_depth': expected `float` <= 40.0"),
        ("cup_grip = 1.0", "cup_grip = true", "[frog] field 'cup_grip': expected `float`, got `bool`"),
        ("cup_grip = 1.0", "cup_gripp = 1.0", "[frog] field 'cup_gripp': unknown field"),
        ("[frog]\n", "[frog]\ncup_grip = 1.0\ncup_grip = 2.0\n", "not valid TOML"),
    ],
)
def test_bad_forgiveness_values_are_refused_naming_file_line_and_field(
    tmp_path: Path, old: str, new: str, expected: str
) -> None:
    path = _write(tmp_path, old, new)
    with pytest.raises(ValueError, match=r"^castle_9\.toml") as err:
        load_castle(path)
    assert expected in str(err.value)
    if "line" in str(err.value).split(":")[0]:
        line = int(str(err.value).split(":")[0].rsplit(" ", 1)[1])
        assert new.splitlines()[0].split("=")[0].strip() in path.read_text(encoding="utf-8").splitlines()[line - 1]


# ---- the grace period ----------------------------------------------------------------------------------------
def test_a_ball_knocked_off_in_the_grace_period_is_caught() -> None:
    world = World(GENTLE, seed=2)
    world.set_target(0)
    for _ in range(6):
        world.step(FRAME, 0.0, 0.0)
    assert 0 < world.grace_left < GENTLE.grace_seconds
    _knock_ball_off(world)
    for _ in range(30):
        world.step(FRAME, 0.0, 0.0)
    assert world.status == "carrying" and world.ball_in_cup  # caught and put back: not lost
    while world.grace_left > 0:
        world.step(FRAME, 0.0, 0.0)
    _knock_ball_off(world)  # after the grace period a lost ball counts again
    for _ in range(60):
        world.step(FRAME, 0.0, 0.0)
    assert world.status == "floor"


def test_the_grace_period_forgives_a_wrong_window_but_a_delivery_counts_at_once() -> None:
    strict = replace(GENTLE, carry_past_windows=False)
    world = World(strict)
    world.set_target(4)
    world.ball.position = strict.window(7).center
    world.space.reindex_shapes_for_body(world.ball)
    world.step(FRAME, 0.0, 0.0)
    assert world.status == "carrying"
    world.reset_to_throne()
    world.ball.position = strict.window(4).center
    world.space.reindex_shapes_for_body(world.ball)
    world.step(FRAME, 0.0, 0.0)
    assert (world.status, world.status_window) == ("delivered", 4)


def test_the_hard_castle_has_no_grace() -> None:
    world = World(HARD)
    world.set_target(0)
    world.step(FRAME, 0.0, 0.0)
    _knock_ball_off(world)
    for _ in range(60):
        world.step(FRAME, 0.0, 0.0)
    assert world.status == "floor"


# ---- shut doors and the cup ----------------------------------------------------------------------------------
def _ball_seated_at(castle: Castle, point: tuple[float, float]) -> World:
    world = World(castle)
    world.set_target(0)
    world.grace_left = 0.0
    world.frog.position = (point[0] - BALL_OFFSET[0], point[1] - BALL_OFFSET[1])
    world.ball.position = point
    world.space.reindex_shapes_for_body(world.frog)
    world.space.reindex_shapes_for_body(world.ball)
    world.tick(0.0, 0.0)
    return world


def test_a_ball_carried_in_the_cup_passes_a_shut_door_but_one_that_drops_out_there_is_lost() -> None:
    door = GENTLE.window(7).center
    world = _ball_seated_at(GENTLE, door)
    assert world.status == "carrying"
    world.ball.position = (door[0] + 25.0, door[1] - 25.0)  # jolted out of the cup, still in front of the door
    world.space.reindex_shapes_for_body(world.ball)
    world.tick(0.0, 0.0)
    assert (world.status, world.status_window) == ("wrong_window", 7)
    strict = _ball_seated_at(MIDDLE, MIDDLE.window(7).center)
    assert (strict.status, strict.status_window) == ("wrong_window", 7)  # K5 as written on the other castles


def _after_a_jolt(castle: Castle, speed: float) -> bool:
    world = World(castle, seed=1)
    world.set_target(0)
    world.grace_left = 0.0
    for _ in range(10):
        world.step(FRAME, 0.0, 0.0)
    world.frog.velocity = (speed, 0.0)
    for _ in range(60):
        world.step(FRAME, 0.0, 0.0)
    return world.ball_in_cup


def test_a_deeper_cup_and_a_grip_hold_a_ball_that_a_plain_cup_loses() -> None:
    plain = replace(GENTLE, cup_depth=CUP_DEPTH, cup_grip=0.0)
    deep = replace(GENTLE, cup_grip=0.0)
    assert not _after_a_jolt(plain, 300.0) and _after_a_jolt(deep, 300.0)
    assert not _after_a_jolt(deep, 400.0) and _after_a_jolt(GENTLE, 400.0)
    assert World(GENTLE).cup_walls[0][1][1] == -FROG_HALF[1] - GENTLE.cup_depth


# ---- issue 13's report, and the novice model -------------------------------------------------------------------
@pytest.mark.parametrize("seed,hold", [(0, 1 / 3), (2, 0.3), (2, 0.37), (0, 0.4), (1, 0.45)])
def test_holding_w_a_third_of_a_second_no_longer_loses_the_ball_on_the_first_castle(seed: int, hold: float) -> None:
    """A hand's "third of a second" is 0.3-0.45 s: before issue 13 the longer ones lost the ball within 2.5 s
    (onto the floor, or into the low door 8 beside the throne)."""
    status, window, in_cup = _novice_tool().w_hold(GENTLE, seed, hold=hold, watch=2.5)
    assert (status, window, in_cup) == ("carrying", None, True)


def test_the_same_press_still_costs_the_ball_on_the_hard_castle() -> None:
    status, _window, _in_cup = _novice_tool().w_hold(HARD, 0, hold=1 / 3, watch=2.5)
    assert status in ("hole", "floor", "wrong_window")


def test_a_short_novice_run_delivers_on_the_first_castle_and_repeats_itself() -> None:
    tool = _novice_tool()
    endings = [tool.one_try(GENTLE, window, seed=0) for window in (0, 3, 5, 7, 9)]
    assert any(status == "delivered" for status, _seconds in endings)
    assert tool.one_try(GENTLE, 3, seed=0) == endings[1]  # seeded: the same try gives the same result
