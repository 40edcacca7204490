"""Autosaves (one resume slot per game) and the player's own files (boards, records), all atomic JSON/text."""

from __future__ import annotations

import logging
import os
import re
import time
from collections.abc import Callable, Collection
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, Literal, TypeVar

import msgspec
import msgspec.structs

from game.core.match import Match, MatchFile
from game.core.sanitize import path_tail
from game.core.storage import (
    DOC_LIMIT,
    FileProblem,
    Problem,
    atomic_write_text,
    clean_temp_files,
    copy_aside,
    decode_doc,
    decode_json,
    encode_doc,
    put_aside,
    read_limited,
    set_aside,
    unusable,
)

log = logging.getLogger(__name__)
FORMAT = 1
SAVE_LIMIT = 512 * 1024  # bytes: a long game's moves are a few KB
MOVE = Annotated[str, msgspec.Meta(max_length=200)]
SEED = Annotated[int, msgspec.Meta(ge=0, lt=1 << 62)]
FOLDER_SHOWN = 80  # characters of a folder's path said in a message: its end


class Ending(msgspec.Struct, omit_defaults=True):
    """An end the players agreed: a draw, or `seat` resigned."""

    kind: Literal["draw", "resign"]
    seat: Annotated[int, msgspec.Meta(ge=0, le=7)] | None = None


class SaveFile(msgspec.Struct):
    """A resume slot: what every game saves. `extra` is the game's own, checked by the game's schema
    (GameInfo.save_extra); the shared part knows only `ai_seed` in it."""

    format: Literal[1]
    game: Annotated[str, msgspec.Meta(max_length=64)]
    match: MatchFile
    moves: Annotated[list[MOVE], msgspec.Meta(max_length=20000)] = []
    saved_at: Annotated[float, msgspec.Meta(ge=0, le=1e12)] = 0.0
    ending: Ending | None = None
    extra: msgspec.Raw = msgspec.Raw(b"{}")


class SaveExtra(msgspec.Struct, omit_defaults=True):
    """The shared part of a save's `extra`; a game's schema subclasses it with its own fields (fields it may leave
    out default to msgspec.UNSET, so a resumed `extra` holds exactly what was saved)."""

    ai_seed: SEED | msgspec.UnsetType = msgspec.UNSET


E = TypeVar("E", bound=SaveExtra)


def own_extra(extra: SaveExtra, schema: type[E]) -> E:
    """`extra` as its game's own schema: the board makes every game's `extra` with the game's schema (a blank one
    for a new game), so a game reads its own fields typed; anything else is a bug in our code."""
    if not isinstance(extra, schema):
        raise TypeError(f"the game's own fields are a {type(extra).__name__}, not a {schema.__name__}")
    return extra


@dataclass(frozen=True)
class GameRecord:
    """A game as the board starts it: the moves played so far (resume replays them), an agreed end, and the game's
    own fields (`extra`, a struct of its schema; None: a blank one, a new game's)."""

    moves: tuple[str, ...] = ()
    ending: Ending | None = None
    extra: SaveExtra | None = None


@dataclass(frozen=True)
class SavedGame:
    """A resume slot as read: its match, when it was saved, and the game to rebuild."""

    match: Match
    saved_at: float
    record: GameRecord

    @property
    def game(self) -> str:
        return self.match.game

    @property
    def key(self) -> tuple[str, float, int]:
        """Which save this is (a later save of the same game has another)."""
        return self.game, self.saved_at, len(self.record.moves)


_SAFE = re.compile(r"[^0-9A-Za-z_\-\u3040-\u30ff\u4e00-\u9fff]+")


def safe_name(name: str) -> str:
    """A file-system-safe version of a player-given name (kana and kanji kept)."""
    cleaned = _SAFE.sub("_", name.strip()).strip("_")
    return cleaned[:60] or "untitled"


def _entries(folder: Path) -> list[os.DirEntry[str]]:
    """The entries of `folder`; none when it is missing, unreadable or not a folder."""
    try:
        with os.scandir(folder) as it:
            return list(it)
    except OSError:
        return []


class SaveStore:
    """Everything the program writes under the user data folder.

    `problems` collects one friendly line per unusable file met, for the menu to show once (translated there).
    """

    def __init__(self, folder: Path, extra_schema: Callable[[str], type[SaveExtra]] | None = None) -> None:
        """`extra_schema(game)`: the schema of a game's own save fields (the app finds it through the game's
        GameInfo); without it a save's `extra` may hold only the shared fields."""
        self.folder = folder
        self.extra_schema = extra_schema
        self.problems: list[Problem] = []
        self._said: set[Problem] = set()  # every line said this session: a lasting problem is said once
        # Per document (kind, name): the entries its last read could not use, written back as they are.
        self._kept: dict[tuple[str, str], dict[str, bytes]] = {}
        # Per document: the bytes as the player left them (read while it held such entries, before the table wrote
        # it), put aside as they were should one of those entries be replaced; and the bytes the table last wrote.
        self._left: dict[tuple[str, str], bytes] = {}
        self._wrote: dict[tuple[str, str], bytes] = {}
        self.save_failed = False  # said once: after that the table plays on, still trying, but quietly
        for entry in _entries(folder):  # what interrupted writes left behind, in every folder of ours
            if entry.is_dir(follow_symlinks=False):
                clean_temp_files(Path(entry.path))

    # ---- resume slots -------------------------------------------------------------------------
    def _slot(self, game: str) -> Path:
        return self.folder / "resume" / f"{game}.json"

    def autosave(self, match: Match, record: GameRecord) -> None:
        """Save an unfinished game (called after every move); never raises on a full or read-only disk."""
        data: dict[str, object] = {
            "format": FORMAT,
            "game": match.game,
            "saved_at": time.time(),
            "match": match.to_json(),
            "moves": list(record.moves),
            "extra": msgspec.to_builtins(record.extra or SaveExtra()),
        }
        if record.ending is not None:
            data["ending"] = msgspec.to_builtins(record.ending)
        self._write(self._slot(match.game), data)

    def _write(
        self, path: Path, data: dict[str, Any], kept: dict[str, bytes] | None = None, indent: int | None = 1
    ) -> bytes | None:
        """Write `data` (with `kept` entries as they were); the bytes written, or None when the disk refused."""
        try:
            text = encode_doc(data, kept, indent)
            atomic_write_text(path, text)
        except (OSError, ValueError) as exc:  # a full or read-only disk; a folder that is a file
            if not self.save_failed:
                self.save_failed = True
                self._report(Problem.of("file.no_saving", folder=self.folder))
            log.warning("cannot save %s: %s", path, exc)
            return None
        self.save_failed = False
        return text.encode("utf-8", errors="replace")  # as atomic_write_text wrote it

    def load(self, game: str, extra: type[SaveExtra] | None = None) -> SavedGame | None:
        """The unfinished game to resume, checked against the save schema and the game's `extra` schema, or None;
        a file that fails is set aside and reported."""
        path = self._slot(game)
        try:
            data = read_limited(path, SAVE_LIMIT)
            if data is None:
                return None
            save = decode_json(data, path.name, SaveFile, version=FORMAT, plain=False)
            if extra is None:
                extra = self.extra_schema(game) if self.extra_schema else SaveExtra
            own = decode_json(bytes(save.extra), path.name, extra, plain=False)
            match = Match.from_json(msgspec.to_builtins(save.match))  # names cleaned for the screen
            if save.game != game or match.game != game:
                raise FileProblem(f"{path.name}: a save of {save.game!r}", "file.why.other_game")
        except FileProblem as exc:
            self._report(unusable(path, exc))
            return None
        except ValueError as exc:
            self._report(unusable(path, FileProblem(str(exc), "file.why.bad_values")))
            return None
        return SavedGame(match, save.saved_at, GameRecord(tuple(save.moves), save.ending, own))

    def clear(self, game: str) -> None:
        """Forget the resume slot (the game ended or the player started afresh)."""
        try:
            self._slot(game).unlink(missing_ok=True)
        except OSError as exc:  # an unwritable folder: the next load sets a stale slot aside if it must
            log.warning("cannot clear the save of %s: %s", game, exc)

    def set_aside(self, game: str) -> None:
        """Move an unusable resume slot out of the way (kept for inspection, never deleted)."""
        path = self._slot(game)
        if os.path.lexists(path):
            try:
                set_aside(path)
            except OSError:
                try:
                    path.unlink(missing_ok=True)
                except OSError as exc:
                    log.warning("cannot set %s aside: %s", path, exc)

    def resumable(self) -> list[str]:
        """Games with a resume slot, most recently saved first (whether each is usable is found on loading)."""
        found: list[tuple[float, str]] = []
        for entry in _entries(self.folder / "resume"):
            if entry.name.endswith(".json") and not entry.name.startswith("."):
                try:
                    found.append((entry.stat(follow_symlinks=False).st_mtime, entry.name[:-5]))
                except OSError:
                    continue
        return [name for _, name in sorted(found, reverse=True)]

    # ---- player files ---------------------------------------------------------------------------
    def user_dir(self, kind: str) -> Path:
        return self.folder / kind

    def write_text(self, kind: str, name: str, text: str, suffix: str) -> Path:
        """Write a player's file (raises OSError: the caller says what could not be kept)."""
        path = self.user_dir(kind) / f"{safe_name(name)}{suffix}"
        atomic_write_text(path, text)
        return path

    def list_files(self, kind: str, suffix: str, limit: int = 1000) -> list[Path]:
        """The player's files of `kind` ending in `suffix`, by name (at most `limit`; whether each can be read is
        the reader's business: see storage.read_limited). Hidden files (".name") are the player's too and listed;
        our temp files end in ".tmp", never in `suffix`. A folder that is there but cannot be listed (unreadable,
        or a file where the folder should be) is said in one line."""
        folder = self.user_dir(kind)
        try:
            with os.scandir(folder) as it:
                entries = list(it)
        except FileNotFoundError:
            entries = []  # nothing saved yet
        except OSError as exc:
            reason = "file.why.not_a_folder" if isinstance(exc, NotADirectoryError) else "file.why.unreadable"
            log.warning("cannot list %s: %s", folder, exc)
            self._report(Problem.of("file.folder_unusable", reason, folder=path_tail(str(folder), FOLDER_SHOWN)))
            entries = []
        names = sorted(e.name for e in entries if e.name.endswith(suffix) and len(e.name) > len(suffix))
        return [folder / n for n in names[:limit]]

    def read_doc(self, kind: str, name: str, schema: Any = dict[str, Any], limit: int = DOC_LIMIT) -> dict[str, Any]:
        """A small JSON document of top-level entries (records tables, remembered setups), each checked against
        `schema` (the "format" key aside); {} when absent or unreadable as a whole (then set aside and reported).
        An entry that does not fit (a table from a newer version, a hand's note) is left out of the answer and
        kept for write_doc, which writes it back as it was (`kept_entries` shows them)."""
        doc = (kind, name)
        path = self.user_dir(kind) / f"{name}.json"
        self._kept.pop(doc, None)
        try:
            data = read_limited(path, limit)
            if data is None:
                self._left.pop(doc, None)
                return {}
            good, kept = decode_doc(data, path.name, schema, version=FORMAT)
        except FileProblem as exc:
            self._left.pop(doc, None)
            self._report(unusable(path, exc))
            return {}
        if kept:
            log.info("%s: kept as they are, unread: %s", path, ", ".join(sorted(kept))[:200])
            self._kept[doc] = kept
            if data != self._wrote.get(doc):  # the player's file, not the one the table wrote
                self._left[doc] = data
        else:
            self._left.pop(doc, None)
        return good

    def kept_entries(self, kind: str, name: str) -> dict[str, bytes]:
        """The entries the last read_doc of this document could not use, as their JSON text."""
        return dict(self._kept.get((kind, name), {}))

    def write_doc(
        self, kind: str, name: str, data: dict[str, Any], drop: Collection[str] = (), indent: int | None = 1
    ) -> None:
        """Write a document read by read_doc, with the entries that read could not use written back as they were.
        Should `data` replace one of those, or `drop` name one (an entry known to be bad), the file as the player
        left it is put aside first, byte for byte (and said): what this version cannot read is never lost.
        `indent` None writes it on one line (a big document: Python's JSON writer is many times faster so)."""
        doc = (kind, name)
        path = self.user_dir(kind) / f"{name}.json"
        kept = dict(self._kept.get(doc, {}))
        replaced = sorted(k for k in kept if k in data or k in drop)
        if replaced:
            try:
                left = self._left.get(doc)
                moved = (put_aside(path, left) if left is not None else copy_aside(path)).name
            except FileNotFoundError:
                moved = ""  # the file went since it was read: nothing left to keep
            except (OSError, FileProblem) as exc:  # no copy, no write: the unread part stays on disk
                log.warning("cannot copy %s aside before replacing %s: %s", path, replaced, exc)
                return
            if moved:
                self._report(Problem.of("file.part_set_aside", "file.why.bad_values", file=path.name, moved=moved))
            for k in replaced:
                del kept[k]
        wrote = self._write(path, {**data, "format": FORMAT}, kept, indent)
        if wrote is not None:
            self._kept[doc] = kept
            self._wrote[doc] = wrote
            if not kept:
                self._left.pop(doc, None)

    def _report(self, problem: Problem) -> None:
        """Queue a line for the player, once per session: a folder or file that stays as it is (unreadable,
        read-only) is met at every read, and said only the first time. A file set aside is a new event each time
        (another bad file took its place), so it is always said."""
        if problem in self.problems or (problem in self._said and problem.key != "file.set_aside"):
            return
        self._said.add(problem)
        self.problems.append(problem)

    def take_problems(self) -> list[Problem]:
        out, self.problems = self.problems, []
        return out
