"""The feedback queue: every move's animation goes through it, in order, and the last move stays known so the
board can mark it until the next one (DESIGN.md, "Every move can be followed")."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from typing import Generic, TypeVar

E = TypeVar("E", bound="Effect")
L = TypeVar("L")  # what the last move is kept as (a flow.Played)


@dataclass
class Effect:
    """One animation: it runs `duration` seconds; subclasses carry what their drawing needs."""

    duration: float
    t: float = field(default=0.0, kw_only=True)
    lingers = False  # plays on beside the next move's effects (a wolf's run, a pass announced), never cut short

    @property
    def progress(self) -> float:
        """0..1 through the effect."""
        return 1.0 if self.duration <= 0 else min(1.0, self.t / self.duration)

    @property
    def done(self) -> bool:
        return self.t >= self.duration


class Feedback(Generic[L]):
    """Groups of effects played one group after another; the effects of a group run together; `last`: the last
    move played, marked on the board until the next."""

    def __init__(self, reduce_motion: Callable[[], bool] = lambda: False) -> None:
        self._reduce_motion = reduce_motion
        self._groups: list[list[Effect]] = []
        self.last: L | None = None

    @property
    def motion(self) -> bool:
        """Animations are shown (the player did not ask for reduced motion)."""
        return not self._reduce_motion()

    def add(self, *effects: Effect, together: bool = False) -> None:
        """Queue `effects` as one group (or, `together`, join the last group queued). With reduced motion,
        nothing is queued: the board shows the result at once."""
        if not effects or not self.motion:
            return
        if together and self._groups:
            self._groups[-1].extend(effects)
        else:
            self._groups.append(list(effects))

    def clear(self) -> None:
        """Drop every effect (undo, redo: the board jumps to the new position)."""
        self._groups.clear()

    def cut_short(self) -> None:
        """A new move is played while earlier ones still show: the board already shows their result, so their
        effects stop (never a backlog behind the board), but for those that linger (they play on beside it)."""
        kept = [e for group in self._groups for e in group if e.lingers and not e.done]
        self._groups = [kept] if kept else []

    def update(self, dt: float) -> None:
        if not self._groups:
            return
        for effect in self._groups[0]:
            effect.t += dt
        if all(e.done for e in self._groups[0]):
            self._groups.pop(0)

    @property
    def busy(self) -> bool:
        return bool(self._groups)

    def running(self) -> Iterator[Effect]:
        """The effects playing now."""
        yield from (self._groups[0] if self._groups else ())

    def active(self, kind: type[E]) -> E | None:
        """The first effect of `kind` playing now, if any."""
        return next((e for e in self.running() if isinstance(e, kind)), None)

    def all_of(self, kind: type[E]) -> list[E]:
        """Every effect of `kind` playing now."""
        return [e for e in self.running() if isinstance(e, kind)]

    def queued(self, kind: type[E]) -> list[E]:
        """Every effect of `kind` playing or waiting (what the board must not show yet)."""
        return [e for group in self._groups for e in group if isinstance(e, kind)]
