"""A game replayed move by move (issue 35, points 3 and 4): every position of a kept game or of a notation file, and a
new game played on from any of them.

`Replay` is what the replay screen draws: the seats, the rules' state before the first move and after each move, the
moves as typed move objects and in notation, and the result. `replay(kept)` builds one from a kept game; the
notation readers build theirs with `Replayer`, which names the move a file gets wrong (`ReplayProblem`).
"""

from __future__ import annotations

import logging
import re
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from typing import Any, TypeVar

import msgspec

from game.core.match import Match, Seat
from game.core.sanitize import clean_text
from game.core.saves import Ending, GameRecord, SavedGame, SaveExtra
from game.core.storage import FileProblem, decode_json
from game.history.kept import KeptGame, Result
from game.rules import GAMES, Outcome, RuleError
from game.rules.contract import AnyState, HiddenInformation

E = TypeVar("E", bound=SaveExtra)  # a game's own save fields

log = logging.getLogger(__name__)


class ReplayProblem(ValueError):
    """A game that cannot be replayed, in one line: the move that cannot be played (`number` as the file numbers it,
    `move` its text) and why (the rules' refusal `code` and its `values`, and their English `detail`), or, with no
    move, what else is wrong (a header, the options). `str()` is the English line; `text(t)` the player's."""

    def __init__(
        self,
        detail: str,
        *,
        game: str = "",
        number: str = "",
        move: str = "",
        code: str = "",
        values: dict[str, object] | None = None,
    ) -> None:
        # One line, safe to draw: what a file holds may be anything (a NUL, a line break, a right-to-left mark).
        self.detail, self.game = clean_text(detail, 240), game
        self.number, self.move = clean_text(number, 12), clean_text(move, 40)
        self.code, self.values = code, {k: clean_text(str(v), 40) for k, v in (values or {}).items()}
        line = f"move {number} ({self.move}) cannot be played: {detail}" if number else detail
        super().__init__(line)

    def text(self, t: Callable[..., str]) -> str:
        """The line in the player's language (`t`: the table's translator)."""
        why = self.detail
        if self.game and self.code:
            try:
                explained = t(f"{self.game}.explain.{self.code}", **self.values)
            except (KeyError, IndexError, ValueError):  # a sentence wanting a value the refusal did not give
                explained = ""
            if explained and not explained.startswith(f"{self.game}.explain."):
                why = _first_sentence(explained)
        if self.number:
            return t("history.bad_move", number=self.number, move=self.move, why=why)
        return t("history.bad_file", why=why)


def _first_sentence(text: str) -> str:
    """The rule a game's explanation says first: what follows points at the board in play ("Pick a piece that
    glows red"), and a file has no board to look at."""
    found = re.match(r"(.+?[.!?](?=\s)|.+?[。！？])\s*\S", text)
    return found.group(1) if found else text


def _refusal(exc: ValueError) -> tuple[str, str, dict[str, object]]:
    """(the English detail, the rules' code, its values) of a refusal."""
    if isinstance(exc, RuleError):
        return str(exc), exc.code, dict(exc.values)
    return str(exc), "", {}


class Replayer:
    """Plays a game's moves one by one through the rules, from new_game(**options); a move that cannot be played
    raises ReplayProblem naming it. Keeps every position."""

    def __init__(self, game: str, options: dict[str, Any]) -> None:
        if game not in GAMES:
            raise ReplayProblem(f"no game called {game!r} at this table")
        self.game = game
        self.rules = GAMES[game]
        self.options = dict(options)
        try:
            first = self.rules.new_game(**self.options)
        except (ValueError, TypeError) as exc:  # a file's options: unknown names are a TypeError of new_game
            raise ReplayProblem(f"the rules refuse the options: {exc}", game=game) from exc
        self.states: list[AnyState] = [first]
        self.moves: list[Any] = []

    @property
    def state(self) -> AnyState:
        return self.states[-1]

    def find(self, text: str) -> Any | None:
        """The legal move whose notation is `text`, or None."""
        return next((m for m in self.state.legal_moves() if str(m) == text), None)

    def play(self, number: str, text: str, move: Any | None = None) -> Any:
        """Play `move` (or the move `text` names) as move `number` of the file; returns the typed move."""
        before = self.state
        typed = move if move is not None else self.find(text)
        if typed is None and before.is_over:
            raise ReplayProblem("the game is already over", game=self.game, number=number, move=text, code="game_over")
        try:
            after = before.play(typed if typed is not None else self.rules.parse_move(text))  # or say why not
        except ValueError as exc:
            detail, code, values = _refusal(exc)
            raise ReplayProblem(detail, game=self.game, number=number, move=text, code=code, values=values) from exc
        if typed is None:  # written otherwise than the rules write it (upper case, a capture's landings left out)
            typed = next((m for m in before.legal_moves() if before.play(m).key == after.key), text)
        self.states.append(after)
        self.moves.append(typed)
        return typed


@dataclass(frozen=True)
class Replay:
    """A game to replay: its seats, the rules' options and the game's own save fields, the position before the first
    move and after each (`states[i]` after `moves[i - 1]`), the moves (typed, and `notation`), an agreed end, the
    result (None: the game was not finished) and when it ended (seconds since 1970; 0: not known)."""

    game: str
    match: Match
    rules: dict[str, Any]
    states: tuple[AnyState, ...]
    moves: tuple[Any, ...]
    ending: Ending | None = None
    result: Result | None = None
    played_at: float = 0.0
    extra: dict[str, Any] = field(default_factory=dict)
    kept_id: str = ""

    @property
    def notation(self) -> tuple[str, ...]:
        return tuple(str(m) for m in self.moves)

    @property
    def final(self) -> AnyState:
        return self.states[-1]

    def state_at(self, n: int) -> AnyState:
        """The position after the first `n` moves (0: the start), clamped to the game."""
        return self.states[max(0, min(n, len(self.moves)))]

    def mover(self, n: int) -> int | None:
        """The seat that played move `n` (1-based)."""
        return self.states[n - 1].to_move if 1 <= n <= len(self.moves) else None

    def result_line(self) -> str:
        """One line in English for tools and the command line: who won, the scores, how."""
        r = self.result
        if r is None:
            return "unfinished"
        names = [s.name for s in self.match.seats]
        scores = "-".join(str(s) for s in r.scores)
        if r.how == "resigned" and self.ending is not None:
            loser = self.ending.seat or 0
            who = names[loser] if loser < len(names) else f"seat {loser + 1}"
            return f"{who} resigned ({scores})"
        if not r.winners:
            return f"draw{' agreed' if r.how == 'agreed_draw' else ''} ({scores})"
        won = " and ".join(names[w] if w < len(names) else f"seat {w + 1}" for w in r.winners)
        return f"{won} won ({scores}){': ' + r.reason if r.reason else ''}"


def result_of(state: AnyState, ending: Ending | None, seats: int) -> Result | None:
    """The result of a replayed game: an agreed end first, else the rules' outcome; None while it goes on."""
    scores = [int(s) for s in state.scores]
    if ending is not None:
        if ending.kind == "draw":
            return Result(winners=[], scores=scores, how="agreed_draw", reason="draw agreed")
        seat = ending.seat or 0
        return Result(
            winners=[i for i in range(seats) if i != seat],
            scores=scores,
            how="resigned",
            reason=f"seat {seat} resigned",
        )
    outcome: Any = state.outcome
    if outcome is None:
        return None
    return Result(
        winners=sorted(int(w) for w in outcome.winners),
        scores=[int(s) for s in outcome.scores],
        how="win" if outcome.winners else "draw",
        reason=str(outcome.reason)[:200],
    )


def check_ending(replayer: Replayer, ending: Ending | None, seats: int) -> None:
    """An agreed end stands only on a game the rules have not ended, by a seat at the table (ReplayProblem)."""
    if ending is None:
        return
    kind, seat = ending.kind, ending.seat
    if replayer.state.is_over:
        raise ReplayProblem(f"the game cannot end by {kind!r} here", game=replayer.game)
    if kind == "resign" and not (seat is not None and 0 <= seat < seats):
        raise ReplayProblem(f"no seat {seat!r} to resign", game=replayer.game)


def replay(kept: KeptGame) -> Replay:
    """Every position of a kept game (ReplayProblem naming the first move the rules refuse)."""
    replayer = Replayer(kept.game, kept.rules)
    for number, text in enumerate(kept.moves, 1):
        replayer.play(str(number), text)
    ending = kept.ending
    seats = len(kept.match.seats)
    check_ending(replayer, ending, seats)
    return Replay(
        game=kept.game,
        match=kept.seated(),
        rules=dict(kept.rules),
        states=tuple(replayer.states),
        moves=tuple(replayer.moves),
        ending=ending,
        result=result_of(replayer.state, ending, seats),
        played_at=kept.played_at,
        extra=dict(kept.extra),
        kept_id=kept.id,
    )


# ---- play on from here (point 4) ------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlayOn:
    """A new game from move `n` of a replay: `saved` is a save as read (the match, the moves up to here, the game's
    own save fields) that the launcher's `resume_game` starts, exactly as a saved game is resumed: the rules replay
    the moves, so every count a position alone would lose (a bonus taken, a repetition, a deal) is the same.
    `hidden`: the rules' state keeps cards face down (Farmini's deck): they come in the kept game's order, see
    DESIGN.md. `state` is the position the new game starts from."""

    state: AnyState
    saved: SavedGame
    hidden: bool
    over: bool


def play_on(
    game: Replay, n: int, seats: Sequence[Seat] | None = None, extra_schema: type[SaveExtra] = SaveExtra
) -> PlayOn:
    """The new game that goes on from the position after move `n` of `game`, with its seats (or `seats`: new ones,
    as many). `over` says the position is the game's end (nothing to play on). `extra_schema` (the game's
    `GameInfo.extra_schema()`) checks the game's own fields as a save's are checked (ReplayProblem when they fail)."""
    n = max(0, min(n, len(game.moves)))
    state = game.states[n]
    chosen = tuple(seats) if seats is not None else game.match.seats
    if len(chosen) != len(game.match.seats):
        raise ValueError(f"{len(game.match.seats)} seats play this game, not {len(chosen)}")
    match = Match(game.game, chosen, dict(game.match.options))
    extra = own_fields(game, extra_schema, fresh_seed=True)
    saved = SavedGame(match, 0.0, GameRecord(tuple(game.notation[:n]), extra=extra))
    return PlayOn(state, saved, isinstance(state, HiddenInformation), state.is_over)


def own_fields(game: Replay, schema: type[E], *, fresh_seed: bool = False) -> E:
    """The game's own fields kept with `game`, read by its `schema` (the game's `GameInfo.extra_schema()`) as a
    save's are read; ReplayProblem when they do not fit. `fresh_seed`: without the computer's seed (a new game)."""
    fields = {k: v for k, v in game.extra.items() if not (fresh_seed and k == "ai_seed")}
    try:
        found: E = decode_json(msgspec.json.encode(fields), "extra", schema, plain=False)
    except (FileProblem, msgspec.EncodeError, TypeError) as exc:
        raise ReplayProblem(f"the game's own fields: {exc}", game=game.game) from exc
    return found


def starts_from_position(game: str) -> bool:
    """Whether the rules of `game` can also start from a staged position (`new_game(position=...)`)."""
    import inspect

    try:
        return "position" in inspect.signature(GAMES[game].new_game).parameters
    except (KeyError, TypeError, ValueError):
        return False


def outcome_of(result: Result | None) -> Outcome | None:
    """A kept result as the rules' Outcome (for the results screen)."""
    if result is None:
        return None
    return Outcome(tuple(result.winners), tuple(result.scores), result.reason)
