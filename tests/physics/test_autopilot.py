"""K5: the autopilot carries the ball into every window of every castle within the timer."""

from __future__ import annotations

import pytest

from game.physics.autopilot import Autopilot
from game.physics.castle import castle_paths, load_castle
from game.physics.kletterfrosch import World

FRAME = 1 / 60


@pytest.mark.parametrize("path", castle_paths(), ids=lambda p: p.stem)
def test_K5_autopilot_reaches_every_window_of_every_castle(path) -> None:
    castle = load_castle(path)
    world = World(castle, seed=1)
    pilot = Autopilot(world)
    for window in castle.windows:
        world.set_target(window.id)
        world.reset_to_throne()
        while not world.is_over:
            world.step(FRAME, *pilot.control())
        assert (world.status, world.status_window) == ("delivered", window.id), (castle.name, window.id)
        assert world.time_left > castle.timer_seconds / 2  # with time to spare, so players can do it too


def test_autopilot_controls_stay_in_range_and_stop_when_over() -> None:
    castle = load_castle(castle_paths()[0])
    world = World(castle)
    pilot = Autopilot(world)
    assert pilot.control() == (0.0, 0.0)  # no target yet: the frog sits still
    world.set_target(3)
    world.reset_to_throne()
    for _ in range(30):
        left, right = pilot.control()
        assert -1.0 <= left <= 1.0 and -1.0 <= right <= 1.0
        world.step(FRAME, left, right)
    assert pilot.path[0] == (castle.throne[0], castle.throne[1] - 29.0)
    assert pilot.path[-1] == castle.window(3).center
