"""K3-K5: the pymunk world of Burg Kletterfrosch, stepped headless."""

from __future__ import annotations

import math
import random

from hypothesis import given, settings
from hypothesis import strategies as st

from game.physics.castle import CASTLE_DIR, load_castle
from game.physics.kletterfrosch import GRAVITY, SLIP, TICK, World

GENTLE = load_castle(CASTLE_DIR / "castle_1.toml")
HARD = load_castle(CASTLE_DIR / "castle_4.toml")
FRAME = 1 / 60


def _lift(world: World, seconds: float, reel: float = 0.4) -> None:
    for _ in range(round(seconds / FRAME)):
        world.step(FRAME, reel, reel)


def _drop_ball_at(world: World, x: float, y: float) -> None:
    world.grace_left = 0.0  # past the start-of-carry grace period, which would put the ball back in the cup
    world.ball.position = (x, y)
    world.ball.velocity = (0.0, 0.0)
    world.space.reindex_shapes_for_body(world.ball)


def test_K3_ropes_never_push() -> None:
    """Throw the hanging frog up toward the clips: the ropes go slack and only gravity slows it."""
    world = World(GENTLE)
    world.set_target(0)
    _lift(world, 1.0)
    for _ in range(150):
        world.step(FRAME, 0, 0)  # settle (the lift's momentum bounces a little), hanging on both ropes
    assert all(world.rope_taut) and min(world.rope_tension) > 0.2
    world.frog.velocity = (0.0, -300.0)
    world.ball.velocity = (0.0, -300.0)
    slack_ticks = 0
    for _ in range(30):
        vy = world.frog.velocity.y
        world.tick(0.0, 0.0)
        d = world.rope_distances()
        for i in range(2):
            if d[i] < world.rope_length[i] - 1.0:
                slack_ticks += 1
                assert world.rope_tension[i] == 0.0  # slack rope: no force at all
                assert not world.rope_taut[i]
        if all(x < length - 1.0 for x, length in zip(d, world.rope_length)):
            # both slack: the frog is in free flight, decelerated by gravity (and air damping) only
            dv = world.frog.velocity.y - vy
            air = abs(vy) * (1.0 - GENTLE.swing_damping**TICK)
            assert 0.0 < dv <= GRAVITY * TICK + air + 0.05
    assert slack_ticks > 20


@settings(max_examples=12, deadline=None)
@given(st.lists(st.tuples(st.floats(-1, 1), st.floats(-1, 1), st.integers(1, 30)), min_size=1, max_size=12))
def test_K3_ropes_pull_only_and_hold_their_length(inputs: list[tuple[float, float, int]]) -> None:
    """Whatever the player does: tension is never negative, a slack rope never pulls, no rope stretches."""
    world = World(GENTLE)
    for left, right, frames in inputs:
        for _ in range(frames):
            world.step(FRAME, left, right)
            d = world.rope_distances()
            for i in range(2):
                assert world.rope_tension[i] >= 0.0
                assert world.rope_length[i] <= GENTLE.rope_max + 1e-9
                assert world.rope_length[i] >= GENTLE.rope_min - 1e-9
                assert d[i] <= world.rope_length[i] + SLIP + 0.5
                if d[i] < world.rope_length[i] - 1.0:
                    assert world.rope_tension[i] == 0.0


def test_K3_each_string_reels_at_a_limited_speed_within_min_and_max() -> None:
    world = World(GENTLE)
    before = list(world.rope_length)
    world.step(0.5, 1.0, -1.0)
    assert before[0] - world.rope_length[0] <= GENTLE.reel_speed * 0.5 + 1e-6
    assert world.rope_length[1] - before[1] <= GENTLE.reel_speed * 0.5 + 1e-6
    for _ in range(600):
        world.step(FRAME, -1.0, -1.0)
    assert world.rope_length == [GENTLE.rope_max, GENTLE.rope_max]
    assert not any(world.rope_taut)  # the frog sits on the throne, strings slack


def test_K4_ball_at_rest_stays_in_the_cup() -> None:
    world = World(GENTLE)
    world.set_target(3)
    start = world.ball_position
    for _ in range(5 * 60):
        world.step(FRAME, 0.0, 0.0)
    assert world.status == "carrying" and world.ball_in_cup
    assert math.dist(start, world.ball_position) < 2.0


def test_K4_ball_rides_a_gentle_lift_and_hangs_still() -> None:
    world = World(GENTLE)
    world.set_target(5)
    _lift(world, 1.0, 0.3)
    for _ in range(120):
        world.step(FRAME, 0.0, 0.0)
    assert world.ball_in_cup and world.status == "carrying"
    assert world.frog_position[1] < GENTLE.throne[1] - 40
    assert abs(world.frog_angle) < 0.1


def test_K5_the_target_window_takes_the_delivery() -> None:
    world = World(GENTLE)
    world.set_target(4)
    _drop_ball_at(world, *GENTLE.window(4).center)
    world.step(FRAME, 0, 0)
    assert (world.status, world.status_window) == ("delivered", 4)


def test_K5_another_window_ends_the_attempt() -> None:
    world = World(GENTLE)
    world.set_target(4)
    x, y, w, _h = GENTLE.window(7).rect
    _drop_ball_at(world, x + w / 2, y - 15)  # falls into window 7 from just above it
    for _ in range(30):
        world.step(FRAME, 0, 0)
    assert (world.status, world.status_window) == ("wrong_window", 7)


def test_K5_a_hole_ends_the_attempt_but_a_patched_one_does_not() -> None:
    hole = HARD.open_holes[0]
    assert hole.circle is not None
    world = World(HARD)
    world.set_target(0)
    _drop_ball_at(world, hole.circle[0], hole.circle[1] - 30)
    for _ in range(30):
        world.step(FRAME, 0, 0)
    assert world.status == "hole"
    patched = next(h for h in GENTLE.holes if h.id in GENTLE.patched and h.circle is not None)
    world = World(GENTLE)
    world.set_target(0)
    assert patched.circle is not None
    _drop_ball_at(world, patched.circle[0], patched.circle[1])
    world.step(FRAME, 0, 0)
    assert world.status == "carrying"


def test_K5_the_floor_ends_the_attempt_and_the_status_stays() -> None:
    world = World(GENTLE)
    world.set_target(0)
    _drop_ball_at(world, 900.0, GENTLE.floor_y - 60)
    for _ in range(60):
        world.step(FRAME, 0, 0)
    assert world.status == "floor" and world.is_over
    left = world.time_left
    _drop_ball_at(world, *GENTLE.window(0).center)
    for _ in range(30):
        world.step(FRAME, 0, 0)
    assert world.status == "floor" and world.time_left == left  # over is over; the sand stops


def test_K5_time_runs_out() -> None:
    world = World(GENTLE)
    world.set_target(0)
    assert world.time_left == GENTLE.timer_seconds == 60
    world.reset_to_throne(time_limit=0.5)
    for _ in range(20):
        world.step(FRAME, 0, 0)
    assert world.status == "carrying" and 0 < world.time_left < 0.5
    for _ in range(20):
        world.step(FRAME, 0, 0)
    assert world.status == "timeout" and world.time_left == 0.0


def test_K5_reset_puts_the_frog_back_on_the_throne() -> None:
    world = World(GENTLE)
    world.set_target(0)
    _drop_ball_at(world, 900.0, GENTLE.floor_y - 60)
    for _ in range(60):
        world.step(FRAME, 1, 0)
    world.reset_to_throne()
    assert world.status == "carrying" and world.ball_in_cup
    assert world.frog_position == GENTLE.throne and world.time_left == GENTLE.timer_seconds
    assert world.replay() == []


def _run(seed: int, inputs: list[tuple[float, float, float]]) -> tuple[float, ...]:
    world = World(HARD, seed=seed)
    world.set_target(2)
    for dt, left, right in inputs:
        world.step(dt, left, right)
    return world.state_key()


def test_determinism_same_seed_and_inputs_same_positions() -> None:
    rng = random.Random(7)
    inputs = [(rng.choice([1 / 60, 1 / 30, 1 / 144]), rng.uniform(-1, 1), rng.uniform(-1, 1)) for _ in range(240)]
    assert _run(3, inputs) == _run(3, inputs)
    assert _run(3, inputs) != _run(4, inputs)


def test_replay_keeps_the_last_second() -> None:
    world = World(GENTLE)
    _lift(world, 2.0, 0.3)
    replay = world.replay()
    assert len(replay) == round(1.0 / TICK)
    assert replay[-1].time == world.time and replay[-1].ball == world.ball_position
    assert replay[0].time < replay[-1].time and abs(replay[-1].time - replay[0].time - (1.0 - TICK)) < 1e-6


def test_readouts_a_screen_needs() -> None:
    world = World(GENTLE)
    (cl, fl), (cr, fr) = world.rope_endpoints()
    assert cl == GENTLE.clip_left and cr == GENTLE.clip_right
    assert fl[0] < world.frog_position[0] < fr[0]
    assert isinstance(world.frog_angle, float) and len(world.rope_tension) == 2 and len(world.rope_taut) == 2
