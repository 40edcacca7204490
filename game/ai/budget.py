"""Search budgets: wall-clock time, a node/iteration count, and an external stop request."""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass

# The clock every search reads. tools/arena.py --cpu-time swaps in the process's CPU time, so that a time-bound level
# searches as much on a loaded machine (other games in parallel) as on a quiet one; the table itself keeps wall time.
now: Callable[[], float] = time.perf_counter


def use_cpu_time() -> None:
    """Budgets count this process's CPU seconds from now on (arena measurements on a busy machine)."""
    global now
    now = time.process_time


@dataclass(frozen=True)
class Budget:
    """How much one `choose()` may spend. `seconds=None` means no clock (deterministic, node-limited)."""

    seconds: float | None
    nodes: int | None = None

    def __post_init__(self) -> None:
        if self.seconds is None and self.nodes is None:
            raise ValueError("a budget needs seconds, nodes or both")


class Clock:
    """Tracks one search against its budget; `spent()` is cheap enough to call every node."""

    # Reading the clock on every node costs more than the node; sample it.
    CHECK_EVERY = 64

    def __init__(
        self, budget: Budget, should_stop: Callable[[], bool] | None = None, check_every: int = CHECK_EVERY
    ) -> None:
        self.budget = budget
        self.check_every = check_every
        self.should_stop = should_stop
        self.nodes = 0
        self.started = now()
        self.deadline = None if budget.seconds is None else self.started + budget.seconds
        self._stopped = False

    def tick(self) -> bool:
        """Count one node; True when the search must stop now."""
        self.nodes += 1
        if self._stopped:
            return True
        if self.budget.nodes is not None and self.nodes >= self.budget.nodes:
            self._stopped = True
        elif self.nodes % self.check_every == 0:
            self._stopped = self._external_stop()
        return self._stopped

    def _external_stop(self) -> bool:
        if self.deadline is not None and now() >= self.deadline:
            return True
        return self.should_stop is not None and self.should_stop()

    def spent(self) -> bool:
        """True when the budget is used up or a stop was requested (checks the clock now)."""
        if not self._stopped:
            self._stopped = self._external_stop() or (self.budget.nodes is not None and self.nodes >= self.budget.nodes)
        return self._stopped

    def elapsed(self) -> float:
        return now() - self.started
