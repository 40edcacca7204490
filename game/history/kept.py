"""The kept games (issue 35, point 1): `history/games.json` in the player's data folder, one entry per finished game
of the five turn-based games, newest first when listed, at most KEPT of them (the oldest unstarred go first; a
starred game is never dropped).

The file is a document of top-level entries, read and written as the records are (`SaveStore.read_doc` and
`write_doc`): each entry is checked against `KeptGame` on its own. An entry of ours that fails (our `format`, a game
this table has, values that make no sense) is set aside with one line: the file as the player left it is put aside
byte for byte, and the entry is dropped from the file, the others staying. Anything else this version cannot read
(an entry from a newer version, a game this table does not have, a note by hand) is kept and written back as it was.
"""

from __future__ import annotations

import logging
import threading
import time
from collections import deque
from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any, Literal, TypeVar

import msgspec
from msgspec import Meta

from game.core.match import Key, Match, MatchFile
from game.core.saves import MOVE, Ending, SaveExtra, SaveStore
from game.core.storage import collector_paused, encode_doc
from game.rules import GAMES

if TYPE_CHECKING:
    from game.core.turns import TurnManager
    from game.rules.contract import AnyState

S = TypeVar("S", bound="AnyState")  # a game's states

log = logging.getLogger(__name__)

FORMAT = 1  # an entry's own version: an entry with a higher one is a newer table's, kept as it is
KIND, NAME = "history", "games"  # history/games.json in the player's data folder
KEPT = 500  # games kept (starred ones beyond this are kept too)
HISTORY_LIMIT = 8 * 1024 * 1024  # bytes: 500 games of a few KB each; the file is never written bigger
MOVES_LIMIT = 5000  # moves of one kept game (a long Dama game is a few hundred)
HOWS = ("win", "draw", "resigned", "agreed_draw")

SeatIndex = Annotated[int, Meta(ge=0, le=7)]
Score = Annotated[int, Meta(ge=-(1 << 40), le=1 << 40)]
Text = Annotated[str, Meta(max_length=200)]


class Result(msgspec.Struct, kw_only=True):
    """How a kept game ended: the winning seats (none: a draw), one score per seat, how (a win by the rules, a draw
    by the rules, a resignation, a draw the players agreed) and the rules' own words for it."""

    winners: Annotated[list[SeatIndex], Meta(max_length=8)] = []
    scores: Annotated[list[Score], Meta(max_length=8)] = []
    how: Literal["win", "draw", "resigned", "agreed_draw"] = "win"
    reason: Text = ""


class KeptGame(msgspec.Struct, kw_only=True):
    """One kept game: what the setup chose (`match`: the seats with their names, animals, human or computer and
    level, and the options), the rules' new_game options (`rules`: the board's map, the deal's seed...), the game's
    own save fields (`extra`, as a save keeps them: what a game played on from here needs), every move in the rules'
    notation, an agreed end, the result, when it ended (seconds since 1970) and whether someone starred it. `id` is
    the entry's key in the file (not written inside the entry)."""

    format: Literal[1] = 1
    game: Key
    match: MatchFile
    rules: Annotated[dict[Key, Any], Meta(max_length=16)] = {}
    extra: Annotated[dict[Key, Any], Meta(max_length=64)] = {}
    moves: Annotated[list[MOVE], Meta(max_length=MOVES_LIMIT)] = []
    ending: Ending | None = None
    result: Result
    played_at: Annotated[float, Meta(ge=0, le=1e12)] = 0.0
    starred: bool = False
    id: Key = ""

    def __post_init__(self) -> None:
        seats = len(self.match.seats)
        if self.game not in GAMES:  # a newer table's game: its entry is kept as it is, unread
            raise ValueError(f"no game called {self.game!r} at this table")
        if self.match.game != self.game:
            raise ValueError(f"a match of {self.match.game!r} in a game of {self.game!r}")
        if any(w >= seats for w in self.result.winners) or len(set(self.result.winners)) != len(self.result.winners):
            raise ValueError("the winners must be seats of the game, each once")
        if self.result.scores and len(self.result.scores) != seats:
            raise ValueError("one score per seat")
        if self.ending is not None and self.ending.seat is not None and self.ending.seat >= seats:
            raise ValueError("the seat that resigned is not at the table")

    def seated(self) -> Match:
        """The match as the table uses it (names cleaned for the screen)."""
        return Match.from_json(msgspec.to_builtins(self.match))

    @property
    def winners(self) -> tuple[int, ...]:
        return tuple(self.result.winners)


# The document: entry id -> a kept game, beside the "format" number (read entry by entry: see SaveStore.read_doc).
HISTORY = Annotated[dict[Key, KeptGame], Meta(max_length=100_000)]


def _ours(raw: bytes) -> bool:
    """Is this unreadable entry one of ours that went bad (our format, a game this table has), rather than a newer
    table's entry or a hand's note, which are kept as they are?"""
    try:
        with collector_paused():
            value = msgspec.json.decode(raw)
    except (msgspec.DecodeError, RecursionError, UnicodeDecodeError):
        return False
    if not isinstance(value, dict):
        return False
    version = value.get("format")
    if not isinstance(version, int) or isinstance(version, bool) or version > FORMAT:
        return False
    return value.get("game") in GAMES


def _as_kept(key: str, entry: Any) -> KeptGame:
    return msgspec.structs.replace(msgspec.convert(entry, KeptGame), id=key)


def _entry(kept: KeptGame) -> dict[str, Any]:
    """A kept game as its entry in the file (its id is the entry's key)."""
    out: dict[str, Any] = msgspec.to_builtins(kept)
    out.pop("id", None)
    return out


def _played_at(entry: Any) -> float:
    value = entry.get("played_at", 0.0) if isinstance(entry, dict) else 0.0
    return float(value) if isinstance(value, (int, float)) and not isinstance(value, bool) else 0.0


class HistoryStore:
    """The kept games of the player's folder: listed, kept, starred and forgotten. Every call reads the file afresh
    (the table may have written it since); problems go to the SaveStore's lines, said once, in the player's
    language."""

    def __init__(self, saves: SaveStore) -> None:
        self.saves = saves

    def _read(self) -> dict[str, Any]:
        """The readable entries (plain dicts, as written: what this version does not know inside one is kept);
        our own entries that went bad are set aside with one line here and now."""
        doc = self.saves.read_doc(KIND, NAME, HISTORY, limit=HISTORY_LIMIT)
        bad = sorted(k for k, raw in self.saves.kept_entries(KIND, NAME).items() if _ours(raw))
        if bad:
            log.warning("history: entries set aside: %s", ", ".join(bad)[:200])
            self.saves.write_doc(KIND, NAME, doc, drop=bad, indent=None)
        return doc

    def games(self, game: str | None = None) -> list[KeptGame]:
        """The kept games (of `game` only, when given), newest first."""
        wait_for_kept()
        doc = self._read()
        out = [_as_kept(k, v) for k, v in doc.items() if game is None or v.get("game") == game]
        out.sort(key=lambda g: (-g.played_at, g.id))
        return out

    def get(self, game_id: str) -> KeptGame | None:
        """One kept game, or None when it is not (or no longer) there."""
        wait_for_kept()
        entry = self._read().get(game_id)
        return None if entry is None else _as_kept(game_id, entry)

    def keep(self, kept: KeptGame) -> str:
        """Keep `kept` under its id (a game kept again under the same id, say after an undo at the end, replaces
        the earlier one and keeps its star); drop the oldest unstarred past KEPT, or past the size limit. Returns
        the id. A disk that refuses is said once by the SaveStore, never raised."""
        wait_for_kept()
        doc = self._read()
        game_id = kept.id or new_id(kept.game)
        entry = _entry(kept)
        earlier = doc.get(game_id)
        if isinstance(earlier, dict) and earlier.get("starred") is True:
            entry["starred"] = True
        doc[game_id] = entry
        self._trim(doc, game_id)
        if game_id in doc:
            self.saves.write_doc(KIND, NAME, doc, indent=None)
        else:
            log.warning("history: %s not kept: the starred games fill the file", game_id)
        return game_id

    def _trim(self, doc: dict[str, Any], newest: str) -> None:
        """Drop the oldest unstarred entries past KEPT, then while the file would be too big (`newest`, the game
        just kept, goes last of all: when only starred games are left it is the one not kept)."""
        by_age = sorted(doc, key=lambda k: (_played_at(doc[k]), k))
        unstarred = [k for k in by_age if doc[k].get("starred") is not True and k != newest]
        while len(doc) > KEPT and unstarred:
            del doc[unstarred.pop(0)]
        kept = self.saves.kept_entries(KIND, NAME)
        unread = sum(len(v) for v in kept.values())
        if len(msgspec.json.encode(doc)) + unread < HISTORY_LIMIT * 3 // 4:
            return  # far from the limit (msgspec's compact JSON is about the size the file is written at)
        while len(encode_doc({**doc, "format": FORMAT}, kept, None).encode("utf-8", errors="replace")) > HISTORY_LIMIT:
            if unstarred:
                del doc[unstarred.pop(0)]
            else:
                doc.pop(newest, None)
                return

    def star(self, game_id: str, starred: bool = True) -> bool:
        """Star (or unstar) a kept game; False when it is not there."""
        wait_for_kept()
        doc = self._read()
        entry = doc.get(game_id)
        if not isinstance(entry, dict):
            return False
        doc[game_id] = {**entry, "starred": bool(starred)}
        self.saves.write_doc(KIND, NAME, doc, indent=None)
        return True

    def forget(self, game_id: str) -> bool:
        """Drop a kept game (the player asked, and confirmed); False when it is not there."""
        wait_for_kept()
        doc = self._read()
        if game_id not in doc:
            return False
        del doc[game_id]
        self.saves.write_doc(KIND, NAME, doc, indent=None)
        return True


def new_id(game: str, seed: object = None) -> str:
    """An entry id: `<game>-<seed>` for a game with its computer seed (the same game kept again replaces itself),
    else `<game>-<time>`."""
    if isinstance(seed, int) and not isinstance(seed, bool):
        return f"{game}-{seed}"[:64]
    return f"{game}-t{time.time_ns():x}"[:64]


def result_of(turns: TurnManager[S]) -> Result:
    """The result of a finished game as the turns see it (an agreed end first, else the rules' outcome)."""
    outcome = turns.outcome
    if outcome is None:
        raise ValueError("the game is not over")
    how: Literal["win", "draw", "resigned", "agreed_draw"] = "win" if outcome.winners else "draw"
    if turns.ending is not None:
        how = "resigned" if turns.ending.kind == "resign" else "agreed_draw"
    return Result(
        winners=sorted(int(w) for w in outcome.winners),
        scores=[int(s) for s in outcome.scores],
        how=how,
        reason=str(outcome.reason)[:200],
    )


def kept_from(turns: TurnManager[S], extra: SaveExtra, now: float | None = None) -> KeptGame:
    """The kept game of a finished match (ValueError when it is not over, or holds what a file cannot)."""
    match = turns.match
    try:
        record = {
            "game": match.game,
            "match": match.to_json(),
            "rules": msgspec.to_builtins(turns.options),
            "extra": msgspec.to_builtins(extra),
            "moves": list(turns.moves),
            "ending": msgspec.to_builtins(turns.ending),
            "result": msgspec.to_builtins(result_of(turns)),
            "played_at": time.time() if now is None else now,
            "id": new_id(match.game, extra.ai_seed),
        }
        return msgspec.convert(record, KeptGame)
    except (TypeError, msgspec.ValidationError) as exc:  # an option no file holds (to_builtins says TypeError)
        raise ValueError(f"the game cannot be kept: {exc}") from exc


def keep_game(
    saves: SaveStore,
    turns: TurnManager[S],
    extra: SaveExtra,
    *,
    lesson: bool = False,
    now: float | None = None,
    wait: bool = False,
) -> KeptGame | None:
    """What the match flow calls when a game is over (it may call it again: the same game replaces itself): keep it
    in the player's history. A lesson's game, a game not over and a game that is not one of the turn-based games
    are not kept. Never raises for the file: a refusing disk is said by the SaveStore, and a game that cannot be
    kept is logged; the match goes on either way.

    The game is taken from `turns` now; the file is written by the history's writer thread (reading and rewriting
    500 kept games costs some 80 ms, which must not stall the frame in which the game ends), atomically as ever.
    Every reading of the history waits for it (`wait_for_kept`); `wait`: wait here too (tools)."""
    if lesson or not turns.is_over or turns.match.game not in GAMES:
        return None
    try:
        kept = kept_from(turns, extra, now)
    except (ValueError, msgspec.EncodeError) as exc:
        log.warning("the finished game of %s was not kept: %s", turns.match.game, exc)
        return None
    _WRITER.submit(lambda: HistoryStore(saves).keep(kept))
    if wait:
        wait_for_kept()
    return kept


class _Writer:
    """Writes kept games one after another on a thread of its own, in the order they came. The thread lives while
    there is work and is not a daemon, so the table waits for a game being written when it closes (and a kill
    mid-write leaves the file as it was: the write is atomic)."""

    def __init__(self) -> None:
        self._jobs: deque[Callable[[], object]] = deque()
        self._idle = threading.Condition()
        self._thread: threading.Thread | None = None

    def submit(self, job: Callable[[], object]) -> None:
        with self._idle:
            self._jobs.append(job)
            if self._thread is None:
                self._thread = threading.Thread(target=self._drain, name="kotatsu-history", daemon=False)
                self._thread.start()

    def _drain(self) -> None:
        while True:
            with self._idle:
                if not self._jobs:
                    self._thread = None
                    self._idle.notify_all()
                    return
                job = self._jobs[0]
            try:
                job()
            except Exception:
                log.exception("a finished game could not be kept")
            with self._idle:
                self._jobs.popleft()
                self._idle.notify_all()

    def wait(self, timeout: float | None = None) -> bool:
        """Wait until every game handed over is written (at once on the writer's own thread); False on timeout."""
        if threading.current_thread() is self._thread:
            return True
        with self._idle:
            return self._idle.wait_for(lambda: not self._jobs, timeout)


_WRITER = _Writer()


def wait_for_kept(timeout: float | None = None) -> bool:
    """Wait for the games being kept to be written (the history is read only after them); False on timeout."""
    return _WRITER.wait(timeout)
