"""The computer at the table: asks the search worker for a move, a hint or a judged draw offer, one request at a
time, and turns its answer into a typed move for the screen."""

from __future__ import annotations

import enum
import logging
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar, cast

from game.rules.contract import AnyState
from game.rules.contract import SearchWorker as Worker

if TYPE_CHECKING:
    from game.board.flow import MatchFlow

log = logging.getLogger(__name__)
COMPUTER_DELAY = 0.45  # seconds a computer move waits, so people can follow it
S = TypeVar("S", bound=AnyState)  # the game's states
M = TypeVar("M")  # its moves


class Purpose(enum.Enum):
    """What a request to the worker is for (the worker's own words as values)."""

    MOVE = "move"
    HINT = "hint"
    JUDGE = "judge"  # answer a draw offer: "accept" or "decline"


@dataclass(frozen=True)
class Answer(Generic[M]):
    """What came back: a typed move (MOVE, HINT; None when the search failed) or a verdict (JUDGE)."""

    purpose: Purpose
    move: M | None = None
    accepted: bool = False


def default_worker() -> Worker:
    from game.ai.worker import SearchWorker

    return SearchWorker()


class ComputerSeat(Generic[S, M]):
    """Requests to the worker and their answers; the worker process starts on the first request."""

    def __init__(self, flow: MatchFlow[S, M], make_worker: Callable[[], Worker] | None) -> None:
        self.flow = flow
        self._make_worker = make_worker or default_worker
        self.worker: Worker | None = None
        self._ticket: int | None = None
        self.purpose: Purpose | None = None
        self._wait = 0.0

    @property
    def thinking(self) -> bool:
        """The computer is choosing its own move (the seat's dots count up)."""
        return self._ticket is not None and self.purpose is Purpose.MOVE

    @property
    def busy(self) -> bool:
        return self._ticket is not None

    def ask(self, purpose: Purpose, level: str) -> None:
        """Send the current position with `purpose` (an earlier request is dropped)."""
        if self.worker is None:
            self.worker = self._make_worker()
        self.purpose = purpose
        self._ticket = self.worker.request(
            self.flow.match.game, level, self.flow.state, seed=self.flow.ai_seed, purpose=purpose.value
        )

    def cancel(self) -> None:
        """Forget the request under way (undo, a move that made a hint worthless, an end)."""
        if self.worker is not None and self._ticket is not None:
            self.worker.cancel()
        self._ticket = None
        self._wait = 0.0

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None
        self._ticket = None

    def tick(self, dt: float, ready: bool = True) -> Answer[M] | None:
        """One frame: start the computer's move after a short pause (counted once the board is `ready`: the last
        move's animation has played), and collect any answer."""
        turns = self.flow.turns
        if self._ticket is None and turns.computer_to_move and not self.flow.is_over and ready:
            self._wait += dt
            if self._wait < COMPUTER_DELAY:
                return None
            self._wait = 0.0
            seat = turns.seat
            assert seat is not None
            self.ask(Purpose.MOVE, seat.level)
        return self._poll() if self._ticket is not None else None

    def _poll(self) -> Answer[M] | None:
        assert self.worker is not None and self.purpose is not None
        answer = self.worker.poll()
        if answer is None or answer[0] != self._ticket:
            return None
        self._ticket = None
        found = answer[1]
        purpose = self.purpose
        if purpose is Purpose.JUDGE:
            return Answer(purpose, accepted=found == "accept")
        if found is None:
            log.warning("search failed: %s", self.worker.error)
            return Answer(purpose)
        # The worker sends the move it chose, the rules' own (its request named this game and this position):
        # it goes to the rules as it is, and their play is its one check.
        return Answer(purpose, cast("M", found))
