"""When the main loop draws and how long it sleeps (DESIGN.md, "A table at rest does no work").

While something moves the loop runs at 60 Hz (vsync paces it where the renderer has it, else a sleep to the next
tick); when nothing on screen will change before some moment, the loop sleeps until an input event or that moment.
A frame is drawn when an input came, the window changed, a toast came or went, or a scene's next change is due."""

from __future__ import annotations

import gc
import math
import time
from collections.abc import Callable

from game.core.waiting import EventWait

FPS = 60
FRAME = 1.0 / FPS
REST_CAP = 0.5  # the longest sleep: a gamepad plugged in while the table rests is noticed within half a second
TIDY_EVERY = 5.0  # s between the garbage collector's passes while the table rests
VSYNC_PACED = 0.012  # s: a present that waited for the screen's refresh leaves frames at least this far apart


class Pacer:
    """The loop's clock: `wait()` before a frame, `due_in(seconds)` after it (when the screen changes next)."""

    def __init__(self) -> None:
        self.started = time.perf_counter()  # when the frame now running started
        self.due = self.started  # when the next frame must be drawn (now: the first one)
        self.rested = False  # the last wait was a rest, not a tick
        self.vsync = False  # presents wait for the refresh: the loop need not sleep to keep 60 Hz
        self._events = EventWait()
        self._tick_target = self.started
        self._tidied = self.started
        # Work done ahead while resting (game/screens/warmup.py): one piece a call, False when none is left.
        self.ahead: Callable[[], bool] | None = None

    def wait(self, wake_for_input: float = math.inf) -> float:
        """Sleep until the next frame: the next 60 Hz tick while something moves, else until an input event, the
        next change due, `wake_for_input` (a held key's repeat) or REST_CAP. Returns the seconds since the last
        frame started."""
        now = time.perf_counter()
        wake = min(self.due, now + wake_for_input)
        self.rested = wake - now > FRAME
        if self.rested:
            self._tidy(now)
            if self.ahead is not None and self.ahead():
                return self.begin()  # one piece done: a frame looks at what came meanwhile before the next
            self._events.until(min(wake - time.perf_counter(), REST_CAP))
        elif not self.vsync:
            # A grid of ticks, so that a late frame is followed by a short wait, never a drift below 60 Hz.
            self._tick_target = max(self._tick_target + FRAME, now - FRAME)
            delay = self._tick_target - now
            if delay > 0:
                time.sleep(delay)
        return self.begin()

    def _tidy(self, now: float) -> None:
        """A full pass of the garbage collector while nothing is due, now and then, so that one seldom falls in a
        frame that moves (each takes 20-40 ms)."""
        if now - self._tidied > TIDY_EVERY and gc.get_count()[0] + gc.get_count()[1] > 0:
            gc.collect()
            self._tidied = time.perf_counter()

    def begin(self, step: float | None = None) -> float:
        """A frame starts now; the seconds since the last one started. `step`: a frame stepped by a test or a tool
        (no `wait`), whose clock runs by the steps it is given, as the scenes' clocks do."""
        now = time.perf_counter() if step is None else self.started + step
        elapsed, self.started = now - self.started, now
        return elapsed

    def is_due(self) -> bool:
        """The screen changes in this frame even without input (an animation, a timer reached)."""
        return self.started >= self.due

    def due_in(self, seconds: float) -> None:
        """After a frame: the screen changes next `seconds` from now by itself (0: it is moving)."""
        self.due = self.started + max(0.0, seconds)

    def presented(self, interval: float) -> None:
        """After a drawn frame that followed another: a vsync that does not actually wait (some drivers say they
        have it and do not) would let the loop run as fast as it can, so the loop then paces itself."""
        if self.vsync and not self.rested and interval < VSYNC_PACED:
            self.vsync = False
