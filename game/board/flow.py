"""The match as it is played: turns on the rules' immutable states, undo and redo, the ends the players agree on,
the hand-over between people who must not see each other's secrets, and the autosave after every change."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable, Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Generic, TypeVar

import msgspec.structs

from game.core.match import Match, Seat
from game.core.saves import GameRecord, SaveExtra, own_extra
from game.core.seeds import kept_seed
from game.core.turns import TurnManager
from game.history.kept import keep_game
from game.rules.contract import AnyState, State
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.core.context import Context
    from game.rules.contract import Outcome, RulesModule
    from game.table.catalog import GameInfo

S = TypeVar("S", bound=AnyState)  # the game's states
M = TypeVar("M")  # its moves
# Refusals of a press out of turn: briefly, a player's name takes a moment longer to read.
COMPUTER_THINKING_SECONDS, NOT_YOURS_SECONDS = 1.5, 1.8


@dataclass(frozen=True)
class Played(Generic[S, M]):
    """One move as the screen sees it: the position before, the typed move, the position after."""

    before: S
    move: M
    after: S

    @property
    def seat(self) -> int:
        """The seat that made the move (the one to move before it)."""
        seat = self.before.to_move
        assert seat is not None, "a finished game makes no move"
        return seat


def named_move(state: State[M], text: str) -> M | None:
    """The legal move of `state` written `text`, as the rules write it (`str(move)`); None: no legal move is."""
    return next((m for m in state.legal_moves() if str(m) == text), None)


def move_to(state: State[M], after: Hashable) -> M | None:
    """The legal move of `state` that leads to the position whose key is `after` (a move the rules read in another
    spelling: a capital letter, spaces); None: none does."""
    return next((m for m in state.legal_moves() if state.play(m).key == after), None)


def typed_move(state: State[M], move: M | str) -> M | str:
    """The rules' own move object for `move` (a notation is matched against the legal moves, so the screen only
    ever sees typed moves); a text that names no legal move is returned as it is, for the rules to refuse."""
    if not isinstance(move, str):
        return move
    found = named_move(state, move)
    return move if found is None else found


class MatchFlow(Generic[S, M]):
    """Turns, undo/redo, agreed ends, hand-over and autosave of one game; knows nothing of drawing."""

    def __init__(
        self,
        ctx: Context,
        info: GameInfo,
        rules: RulesModule[S],
        match: Match,
        record: GameRecord | None,
        options: Callable[[SaveExtra], dict[str, object]],
    ) -> None:
        """`options(extra)` gives the rules' new_game options once the game's own saved fields are known."""
        self.ctx = ctx
        self.info = info
        record = record or GameRecord()
        schema = info.extra_schema()
        # A copy of the game's own fields (the record may be shown again: a saved game's picture), of its schema.
        self.extra: SaveExtra = own_extra(
            schema() if record.extra is None else msgspec.structs.replace(record.extra), schema
        )
        # Each game gets its own computer seed (kept in the save), so a rematch is not the same game again.
        self.extra.ai_seed = kept_seed(ctx.rng, self.extra.ai_seed)
        self.turns = TurnManager(rules, match, record.moves, options(self.extra), record.ending)
        self.handover_to: int | None = None  # the seat waiting behind the hand-over banner
        self.session_continues: Callable[[], bool] = lambda: False
        self.saving = True  # False: a lesson's staged game, never saved over the player's own
        self.watched = False  # True: a replay, where nobody plays (no one is told how, nor waited for)

    # ---- what is on the table ---------------------------------------------------------------------------
    @property
    def match(self) -> Match:
        return self.turns.match

    @property
    def state(self) -> S:
        return self.turns.state

    def legal_state(self) -> State[M]:
        """The position now, as the state whose legal moves are this game's M (the board builds them)."""
        return self._moves_of(self.state)

    @property
    def is_over(self) -> bool:
        return self.turns.is_over

    @property
    def outcome(self) -> Outcome | None:
        return self.turns.outcome

    @property
    def ai_seed(self) -> int:
        return (self.extra.ai_seed or 0) + len(self.turns.moves)

    def people_act(self) -> bool:
        """A person is to move now (not the computer, not behind the hand-over banner, not after the end)."""
        return not self.is_over and not self.turns.computer_to_move and self.handover_to is None

    # ---- moves -------------------------------------------------------------------------------------------
    def play(self, move: M | str) -> Played[S, M]:
        """Play a move (typed or its notation) for the seat to act; the rules' RuleError passes unchanged."""
        before = self.state
        moves = self._moves_of(before)
        typed = named_move(moves, move) if isinstance(move, str) else move
        if typed is not None:
            self.turns.play(typed)
        else:  # a text in another spelling, or naming no legal move: the rules decide (their RuleError passes)
            typed = move_to(moves, self.turns.play(move).key)
            if typed is None:
                raise AssertionError(f"the rules played {move!r}, which is no legal move")
        self.autosave()
        if not self.is_over:
            self.maybe_handover()
        return Played(before, typed, self.state)

    def last_played(self) -> Played[S, M] | None:
        """The move that led to the position shown (None at the start): marked after undo, redo and resume."""
        if not self.turns.moves or len(self.turns.states) < 2:
            return None
        before = self.turns.states[-2]
        moves = self._moves_of(before)
        move = named_move(moves, self.turns.moves[-1])
        if move is None:  # written in another spelling (a file's): the move that led here
            move = move_to(moves, self.state.key)
        return None if move is None else Played(before, move, self.state)

    def move_named(self, text: str) -> M | None:
        """The legal move the notation `text` names in the position now (None: it names none)."""
        return named_move(self._moves_of(self.state), text)

    @staticmethod
    def _moves_of(state: S) -> State[M]:
        """`state` as the rules' state of this game's moves (S plays M: the scene declares both)."""
        return state

    def undo(self) -> bool:
        if not self.turns.undo():
            return False
        self._changed()
        return True

    def redo(self) -> bool:
        if not self.turns.redo():
            return False
        self._changed()
        return True

    def _changed(self) -> None:
        self.autosave()
        self.maybe_handover()

    def may_undo(self, device: str) -> bool:
        """Undo belongs to the player to move or to the one whose move it takes back (a shared device: anyone)."""
        bound = self.turns.seat_of_device(device)
        return bound is None or bound in (self.turns.seat_index, self.turns.undo_target())

    def end(self, kind: str, seat: int | None = None) -> None:
        """End by agreement: "draw" or "resign" (`seat` gives up)."""
        self.turns.end(kind, seat)
        self.autosave()

    # ---- seats and devices ----------------------------------------------------------------------------------
    def maybe_handover(self) -> None:
        """Hide the board before a person's turn when the game has secrets and several people play."""
        seat_i = self.turns.seat_index
        if (
            self.info.hand_over
            and seat_i is not None
            and not self.match.seats[seat_i].is_computer
            and len(self.match.humans()) > 1
        ):
            self.handover_to = seat_i

    def take_over(self, device: str) -> bool:
        """The player behind the hand-over banner is there (their device pressed); False when it is not theirs."""
        if self.handover_to is None or not self.turns.accepts(device):
            return False
        self.handover_to = None
        return True

    def not_your_turn(self, device: str) -> None:
        """Say, in one line, why `device` may not act now."""
        seat = self.turns.seat
        if seat is None:
            return
        if seat.is_computer:
            self.ctx.toast(self.ctx.t("turn.computer_thinking"), "error", COMPUTER_THINKING_SECONDS)
        else:
            self.ctx.toast(self.ctx.t("turn.not_yours", player=seat_name(self.ctx, seat)), "error", NOT_YOURS_SECONDS)

    def free_seat(self, seat_i: int) -> None:
        """Let any device play seat `seat_i` (its gamepad is gone)."""
        seats: list[Seat] = list(self.match.seats)
        seats[seat_i] = seats[seat_i].with_(device=None)
        self.turns.match = Match(self.match.game, tuple(seats), self.match.options)
        self.autosave()

    # ---- saving ------------------------------------------------------------------------------------------
    def autosave(self) -> None:
        """Save after every change. A finished game is forgotten, unless its session (a series) goes on: then it
        stays, so a quit between games loses nothing and resume shows the results again."""
        keep_game(self.ctx.saves, self.turns, self.extra, lesson=not self.saving)
        if not self.saving:
            return
        if self.is_over and not self.session_continues():
            self.ctx.saves.clear(self.match.game)
        else:
            self.ctx.saves.autosave(self.match, dataclasses.replace(self.turns.record(), extra=self.extra))
