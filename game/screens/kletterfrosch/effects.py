"""What the frog's moves show before the game goes on, as effects of the feedback queue: a door swinging open, a
wrong door's resident and its tile sliding away, the slow replay of a drop, a delivery's or a timeout's celebration.

The frog queues them whatever the motion setting: they are the game's pacing (a wrong door stays open long enough
to remember, even with reduced motion); reduced motion makes them short and still instead (`calm`)."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from game.board.feedback import Effect
from game.ui.easing import ease_in_out

# seconds: a wrong door stays open long enough to remember who lives there (a press skips it), then its tile slides
# to the empty frame
WRONG_SHOW, WRONG_SLIDE = 1.6, 0.7
OPEN_SHOW = 0.9  # the right door stays open this long before the frog sets off
DOOR_SWING = 0.35  # seconds a door takes to swing open on its hinges (K8)
CELEBRATE = 1.6
REPLAY_SPEED = 0.5  # the last second is shown at half speed
REPLAY_RATE = 120  # snapshots per second of the world's replay buffer
REPLAY_HOLD = 0.4  # seconds the replay holds on where the ball ended, after the drop
# With reduced motion the decorations are short and still; the physics itself is the game and stays.
CALM_CELEBRATE, CALM_REPLAY = 0.6, 0.6


@dataclass
class DoorOpening(Effect):
    """The right door swings open and stays open a moment before the frog sets off (K8)."""

    frame: int
    calm: bool = False

    def amount(self) -> float:
        """How far the door stands open: 0 shut .. 1 wide open."""
        return 1.0 if self.calm else min(1.0, self.t / DOOR_SWING)

    @classmethod
    def of(cls, frame: int, calm: bool) -> DoorOpening:
        return cls(OPEN_SHOW, frame, calm)


@dataclass
class WrongDoor(Effect):
    """A wrong door: shown open, then closed and its tile sliding to the empty frame (K8)."""

    resident: int
    src: int
    dst: int
    calm: bool = False

    @classmethod
    def of(cls, resident: int, src: int, dst: int, calm: bool) -> WrongDoor:
        return cls(WRONG_SHOW + (0.0 if calm else WRONG_SLIDE), resident, src, dst, calm)

    @property
    def showing(self) -> bool:
        """The door still stands open on its resident (the slide has not begun)."""
        return self.t < WRONG_SHOW

    def skip_showing(self) -> None:
        """Seen enough: on with the slide."""
        self.t = max(self.t, WRONG_SHOW)

    def amount(self) -> float:
        """How far the door stands open: it opens, shows the resident, and swings shut before the tile moves."""
        if self.calm:
            return 1.0 if self.showing else 0.0
        if not self.showing:
            return 0.0
        return min(1.0, self.t / DOOR_SWING, (WRONG_SHOW - self.t) / DOOR_SWING)

    def slide(self) -> float:
        """0..1 along the tile's (eased) way to the empty frame."""
        f = 1.0 if self.calm else min(1.0, (self.t - WRONG_SHOW) / WRONG_SLIDE)
        return ease_in_out(f)


@dataclass
class Replay(Effect):
    """The drop shown again: the last second at half speed, or a still moment where the ball ended up (calm)."""

    snaps: list[Any] = field(default_factory=list)
    calm: bool = False

    @classmethod
    def of(cls, snaps: list[Any], calm: bool) -> Replay:
        seconds = CALM_REPLAY if calm else len(snaps) * (1 / REPLAY_RATE) / REPLAY_SPEED + REPLAY_HOLD
        return cls(seconds, list(snaps), calm)

    def snap(self) -> Any:
        """The world's snapshot to show now (None without any)."""
        if not self.snaps:
            return None
        last = len(self.snaps) - 1
        return self.snaps[last if self.calm else min(last, int(self.t * REPLAY_SPEED * REPLAY_RATE))]


@dataclass
class Celebration(Effect):
    """A try that ended well or by the sand: a delivery's portrait flying home to the winner's chip, or the
    empty sand timer shaking. `window` is where the ball was delivered, `winner` the seat that won it."""

    result: str
    resident: int | None = None
    window: int = 0
    winner: int = 0
    calm: bool = False

    @classmethod
    def of(cls, result: str, resident: int | None, window: int, winner: int, calm: bool) -> Celebration:
        return cls(CALM_CELEBRATE if calm else CELEBRATE, result, resident, window, winner, calm)

    @property
    def flying(self) -> bool:
        """A won portrait is on its way to the winner's chip (with motion)."""
        return self.result == "delivered" and self.resident is not None and not self.calm
