"""Hot-seat turns: whose move it is, which device may make it, the history behind undo."""
from __future__ import annotations

from types import ModuleType
from typing import Any

from game.core.match import Match, Seat


class TurnManager:
    """Plays moves on an immutable rules state and keeps every earlier state for undo."""

    def __init__(self, rules: ModuleType, match: Match, moves: list[str] | tuple[str, ...] = (),
                 options: dict[str, Any] | None = None) -> None:
        """`options` go to the rules' new_game (default: the match's options)."""
        self.rules = rules
        self.match = match
        self.states: list[Any] = [rules.new_game(**(match.options if options is None else options))]
        self.moves: list[str] = []
        for m in moves:  # replaying notation also validates a resumed save
            self.play(m)

    @property
    def state(self) -> Any:
        return self.states[-1]

    @property
    def seat_index(self) -> int | None:
        return self.state.to_move

    @property
    def seat(self) -> Seat | None:
        i = self.state.to_move
        return None if i is None else self.match.seats[i]

    @property
    def is_over(self) -> bool:
        return self.state.outcome is not None

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

    def play(self, move: Any) -> Any:
        """Play a move (object or notation); raises the rules' IllegalMove unchanged."""
        new = self.state.play(move)
        self.states.append(new)
        self.moves.append(str(move))
        return new

    def can_undo(self) -> bool:
        return self.undo_target() is not None

    def undo_target(self) -> int | None:
        """The seat that would be to move after undo() (the last human to move), or None when nothing to undo."""
        for state in reversed(self.states[:-1]):
            seat = state.to_move
            if seat is not None and not self.match.seats[seat].is_computer:
                return seat
        return None

    def undo(self) -> int:
        """Take back moves to the last human turn (with a computer opponent, its reply goes too); returns how many."""
        if not self.can_undo():
            return 0
        taken = 0
        while len(self.states) > 1:
            self.states.pop()
            self.moves.pop()
            taken += 1
            seat = self.seat
            if seat is not None and not seat.is_computer:
                break
        return taken

    def record(self) -> dict[str, Any]:
        """What autosave stores: the match and the moves (resume replays them)."""
        return {"match": self.match.to_json(), "moves": list(self.moves)}
