"""Hot-seat turns: whose move it is, which device may make it, the history behind undo, and the ends the players
agree on outside the rules' moves (a draw offer accepted, a resignation)."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Generic, TypeVar

from game.core.match import Match, Seat
from game.core.saves import Ending, GameRecord
from game.rules import Outcome
from game.rules.contract import AnyState, RulesModule
from game.rules.contract import Outcome as OutcomeLike

S = TypeVar("S", bound=AnyState)  # the states of the game played (a game's own State, or any game's)
ENDINGS = ("draw", "resign")  # "draw": the players agreed a draw; "resign": `seat` gave up


class ReplayError(ValueError):
    """A record the rules refuse when it is replayed: options new_game rejects, a move that is not legal where it
    stands, an agreed end that cannot be. What a saved file can get wrong, unlike a bug in our code (a TypeError,
    say), which is never turned into this."""


class TurnManager(Generic[S]):
    """Plays moves on an immutable rules state and keeps every earlier state for undo."""

    def __init__(
        self,
        rules: RulesModule[S],
        match: Match,
        moves: Sequence[str] = (),
        options: Mapping[str, object] | None = None,
        ending: Ending | None = None,
    ) -> None:
        """`options` go to the rules' new_game (default: the match's options); `ending` a saved agreed end."""
        self.rules = rules
        self.match = match
        self.options: dict[str, object] = dict(match.options if options is None else options)  # what new_game got
        # Replaying the record validates a resumed save: what the rules refuse (their errors are ValueErrors, e.g.
        # IllegalMove) becomes a ReplayError, so the launcher sets the file aside for that and nothing else.
        try:
            first = rules.new_game(**self.options)
        except ValueError as exc:
            raise ReplayError(f"the rules refuse the options: {exc}") from exc
        self.states: list[S] = [first]
        self.moves: list[str] = []
        self.ending: Ending | None = None
        self._undone: list[tuple[S, str]] = []  # what undo took back, newest last: redo plays it again
        for number, m in enumerate(moves, 1):
            try:
                self.play(m)
            except ValueError as exc:
                raise ReplayError(f"move {number} ({m!r}): {exc}") from exc
        if ending is not None:
            try:
                self.end(ending.kind, ending.seat)
            except ValueError as exc:
                raise ReplayError(f"the agreed end: {exc}") from exc

    @property
    def state(self) -> S:
        return self.states[-1]

    @property
    def seat_index(self) -> int | None:
        return None if self.ending else self.state.to_move

    @property
    def seat(self) -> Seat | None:
        i = self.seat_index
        return None if i is None else self.match.seats[i]

    @property
    def outcome(self) -> OutcomeLike | None:
        """How the game ended: an agreed end first, else the rules' own outcome; None while it goes on. An agreed
        end keeps the position's scores (the contract's `scores`, one per seat)."""
        if self.ending is None:
            return self.state.outcome
        n = len(self.match.seats)
        scores = tuple(self.state.scores)
        if self.ending.kind == "draw":
            return Outcome((), scores, "draw agreed")
        seat = self.ending.seat
        assert seat is not None, "a resignation names its seat (end() checks it)"
        return Outcome(tuple(i for i in range(n) if i != seat), scores, f"seat {seat} resigned")

    @property
    def is_over(self) -> bool:
        return self.outcome is not None

    def end(self, kind: str, seat: int | None = None) -> None:
        """End the game by agreement: "draw" (the players agreed) or "resign" (`seat` gives up). A game that is
        over cannot end again; undo takes the agreement back first."""
        if kind not in ENDINGS or self.is_over:
            raise ValueError(f"cannot end the game by {kind!r} now")
        if kind == "resign":
            if not isinstance(seat, int) or not 0 <= seat < len(self.match.seats):
                raise ValueError(f"no seat {seat!r} to resign")
            self.ending = Ending("resign", seat)
        else:
            self.ending = Ending("draw")

    @property
    def computer_to_move(self) -> bool:
        s = self.seat
        return s is not None and s.is_computer

    def accepts(self, device: str) -> bool:
        """May input from `device` act for the seat to move? A device bound to another seat may not."""
        seat = self.seat
        if seat is None or seat.is_computer:
            return False
        if seat.device is None or seat.device == device:
            return True
        return not any(s.device == device for s in self.match.seats)

    def seat_of_device(self, device: str) -> int | None:
        for i, s in enumerate(self.match.seats):
            if s.device == device:
                return i
        return None

    def play(self, move: object) -> S:
        """Play a move (the rules' own, or its notation: read here, at the edge, by the rules' parse_move); raises
        the rules' IllegalMove unchanged."""
        if self.ending is not None:
            raise ValueError("the game has ended by agreement")
        new = self.state.play(self.rules.parse_move(move) if isinstance(move, str) else move)
        self.states.append(new)
        self.moves.append(str(move))
        self._undone.clear()  # a new move starts a new future
        return new

    def can_undo(self) -> bool:
        return self.undo_target() is not None

    def undo_target(self) -> int | None:
        """The seat that would be to move after undo() (the last human to move), or None when nothing to undo."""
        if self.ending is not None:
            return self.state.to_move  # undo first takes back the agreed end
        for state in reversed(self.states[:-1]):
            seat = state.to_move
            if seat is not None and not self.match.seats[seat].is_computer:
                return seat
        return None

    def undo(self) -> int:
        """Take back moves to the last human turn (with a computer opponent, its reply goes too); returns how many."""
        if not self.can_undo():
            return 0
        if self.ending is not None:
            self.ending = None
            return 1
        taken = 0
        while len(self.states) > 1:
            self._undone.append((self.states.pop(), self.moves.pop()))
            taken += 1
            seat = self.seat
            if seat is not None and not seat.is_computer:
                break
        return taken

    def can_redo(self) -> bool:
        return bool(self._undone)

    def redo(self) -> int:
        """Play again what undo took back, up to the next human turn (a computer's reply comes back with the
        move it answered); returns how many moves."""
        given = 0
        while self._undone:
            state, move = self._undone.pop()
            self.states.append(state)
            self.moves.append(move)
            given += 1
            seat = self.seat
            if seat is None or not seat.is_computer:
                break
        return given

    def record(self) -> GameRecord:
        """What autosave stores besides the match: the moves (resume replays them) and an agreed end."""
        return GameRecord(tuple(self.moves), self.ending)
