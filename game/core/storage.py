"""Files that survive crashes and files that cannot crash the table.

Writing: atomic (temp file, fsync, rename, fsync of the folder), so a crash or a power cut never leaves half a file.
Reading: a file is checked before it is opened (a regular file, not too big), opened without blocking, decoded
(a UTF-8 byte-order mark is allowed) and validated against one msgspec schema per file kind; whatever fails is set
aside (renamed, never deleted) and named in one friendly line, and the caller goes on with its defaults.
"""

from __future__ import annotations

import gc
import json
import logging
import os
import re
import secrets
import stat
import sys
import tempfile
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from types import UnionType
from typing import Annotated, Any, Union, get_args, get_origin

import msgspec

from game.core.sanitize import clean_text

log = logging.getLogger(__name__)

DOC_LIMIT = 256 * 1024  # bytes: saves, settings, records and the like are a few KB; more is not ours
BOM = b"\xef\xbb\xbf"
TEMP_SUFFIX = ".tmp"
TEMP_AGE = 60.0  # seconds: a temp file older than this was left by a write that never finished
NESTING_LIMIT = 32  # levels of [ ] and { }: our files use a handful; deeper is damage, refused before parsing
# Reading a file: O_NONBLOCK (POSIX) so that a file swapped for a FIFO after the check never waits for a writer;
# O_BINARY (Windows) so that no newline is translated.
if sys.platform == "win32":
    _READ_FLAGS = os.O_RDONLY | os.O_BINARY
else:
    _READ_FLAGS = os.O_RDONLY | os.O_NONBLOCK


# ---- writing ------------------------------------------------------------------------------------------
def _fsync_folder(folder: Path) -> None:
    """Make a rename in `folder` durable (a power cut right after it keeps the new file); not every system can."""
    try:
        fd = os.open(folder, os.O_RDONLY)
    except OSError:
        return
    try:
        os.fsync(fd)
    except OSError:
        pass
    finally:
        os.close(fd)


def atomic_write_text(path: Path, text: str) -> None:
    """Write `text` to `path` via a temp file in the same folder and a rename, so a crash never leaves half a file.
    A lone surrogate (which UTF-8 cannot hold) is written as U+FFFD instead of failing every later save."""
    data = text.encode("utf-8", errors="replace")
    path.parent.mkdir(parents=True, exist_ok=True)
    # The writer's process id is in the name: a temp file whose writer is gone (killed mid-write) is cleaned at
    # the next start at once, not only when it is stale (clean_temp_files).
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.{os.getpid()}.", suffix=TEMP_SUFFIX, dir=path.parent)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise
    _fsync_folder(path.parent)


def atomic_write_json(path: Path, data: Any) -> None:
    """Atomically write `data` as pretty JSON."""
    atomic_write_text(path, json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True))


def encode_doc(data: dict[str, Any], kept: dict[str, bytes] | None = None, indent: int | None = 1) -> str:
    """`data` as pretty JSON (keys sorted; `indent` None: on one line, for a big document), with `kept` entries
    (JSON text this version cannot read, from a newer table or a hand) written back verbatim beside it: a round trip
    never loses nor reinterprets them."""
    kept = {k: v for k, v in (kept or {}).items() if k not in data}
    marks = {k: f"\x00kept:{secrets.token_hex(8)}" for k in kept}
    text = json.dumps({**data, **marks}, ensure_ascii=False, indent=indent, sort_keys=True)
    for key, mark in marks.items():
        text = text.replace(json.dumps(mark, ensure_ascii=False), kept[key].decode("utf-8", errors="replace"), 1)
    return text


def atomic_write_doc(path: Path, data: dict[str, Any], kept: dict[str, bytes] | None = None) -> None:
    """Atomically write a document (see encode_doc)."""
    atomic_write_text(path, encode_doc(data, kept))


_TEMP_WRITER = re.compile(r"\.(\d+)\.[A-Za-z0-9_]+" + re.escape(TEMP_SUFFIX) + "$")


def _writer_gone(name: str) -> bool:
    """Is the process that wrote the temp file `name` gone? Never guessed: unknown means still there."""
    m = _TEMP_WRITER.search(name)
    if m is None or os.name != "posix":  # on Windows os.kill would end the process, not probe it
        return False
    pid = int(m.group(1))
    if pid == os.getpid() or pid <= 0:
        return False
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return True
    except OSError:  # another user's process: alive
        return False
    return False


def clean_temp_files(folder: Path, now: float | None = None) -> int:
    """Remove the temp files an interrupted write left in `folder` (only ours: stale ones, and those whose writer
    is gone); how many."""
    now = time.time() if now is None else now
    removed = 0
    try:
        entries = list(os.scandir(folder))
    except OSError:
        return 0
    for entry in entries:
        if not (entry.name.startswith(".") and entry.name.endswith(TEMP_SUFFIX)):
            continue
        try:
            st = entry.stat(follow_symlinks=False)
            if stat.S_ISREG(st.st_mode) and (now - st.st_mtime > TEMP_AGE or _writer_gone(entry.name)):
                os.unlink(entry.path)
                removed += 1
        except OSError:
            continue
    return removed


def _aside_name(path: Path) -> Path:
    """A free name beside `path` for a file put out of the way: `<name>.corrupt-<time>[-n]`."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while os.path.lexists(target):
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    return target


def set_aside(path: Path) -> Path:
    """Rename a bad file out of the way (kept for inspection, never deleted); returns its new path."""
    target = _aside_name(path)
    os.replace(path, target)
    return target


def copy_aside(path: Path, limit: int = DOC_LIMIT * 4) -> Path:
    """Put a copy of `path` out of the way under a set-aside name (the file itself stays); returns the copy's path.
    Used before a write would drop part of a file this version could not read."""
    data = read_limited(path, limit)
    if data is None:
        raise FileNotFoundError(str(path))
    return put_aside(path, data)


def put_aside(path: Path, data: bytes) -> Path:
    """Write `data` (the bytes `path` held when it was read) beside `path` under a set-aside name; returns its path.
    What the player left is what is put aside, even when the table has rewritten the file since."""
    target = _aside_name(path)
    try:
        fd = os.open(target, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o644)
    except OSError as exc:
        raise OSError(f"{target.name}: {exc}") from exc
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
    except BaseException:
        target.unlink(missing_ok=True)  # half a copy is no copy
        raise
    _fsync_folder(path.parent)
    return target


# ---- the friendly line ------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Problem:
    """One friendly line for the player, as an i18n key and its values (shown in the player's language).
    `reason` is the i18n key of a short reason, given to the line as its `why`."""

    key: str
    values: tuple[tuple[str, str], ...] = ()
    reason: str = ""

    @classmethod
    def of(cls, key: str, reason: str = "", **values: object) -> Problem:
        return cls(key, tuple((k, clean_text(str(v), 80)) for k, v in values.items()), reason)

    def text(self, t: Callable[..., str]) -> str:
        values = dict(self.values)
        if self.reason:
            values["why"] = t(self.reason)
        return t(self.key, **values)


class FileProblem(ValueError):
    """A file that cannot be used; `reason` is the i18n key of why, in a few words for people."""

    def __init__(self, message: str, reason: str) -> None:
        super().__init__(message)
        self.reason = reason


class JsonFileProblem(Exception):
    """A file that could not be used; `problem` is the friendly line for the player."""

    def __init__(self, message: str, problem: Problem) -> None:
        super().__init__(message)
        self.problem = problem


# ---- reading --------------------------------------------------------------------------------------------
def read_limited(path: Path, limit: int) -> bytes | None:
    """The bytes of `path`, or None when nothing is there. Raises FileProblem for a file that is not a regular
    file (a FIFO, a device, a symlink loop or one to nothing: none is ever opened for reading), is bigger than
    `limit` bytes (refused unread), or cannot be read."""
    try:
        os.lstat(path)
    except FileNotFoundError:
        return None
    except OSError as exc:  # the folder is unreadable, or a part of the path is a file
        if isinstance(exc, NotADirectoryError):
            return None
        raise FileProblem(f"{path.name}: {exc}", "file.why.unreadable") from exc
    try:
        st = os.stat(path)
    except OSError as exc:  # a symlink to nothing or into a loop
        raise FileProblem(f"{path.name}: {exc}", "file.why.not_a_file") from exc
    if not stat.S_ISREG(st.st_mode):
        raise FileProblem(f"{path.name}: not a regular file", "file.why.not_a_file")
    if st.st_size > limit:
        raise FileProblem(f"{path.name}: {st.st_size} bytes, more than {limit}", "file.why.too_big")
    try:
        fd = os.open(path, _READ_FLAGS)
    except OSError as exc:
        raise FileProblem(f"{path.name}: {exc}", "file.why.unreadable") from exc
    try:
        if not stat.S_ISREG(os.fstat(fd).st_mode):
            raise FileProblem(f"{path.name}: not a regular file", "file.why.not_a_file")
        chunks: list[bytes] = []
        size = 0
        while size <= limit:  # the file may have grown since the check
            chunk = os.read(fd, min(65536, limit + 1 - size))
            if not chunk:
                break
            chunks.append(chunk)
            size += len(chunk)
    except OSError as exc:
        raise FileProblem(f"{path.name}: {exc}", "file.why.unreadable") from exc
    finally:
        os.close(fd)
    if size > limit:
        raise FileProblem(f"{path.name}: more than {limit} bytes", "file.why.too_big")
    return b"".join(chunks)


def decode_text(data: bytes, name: str) -> str:
    """UTF-8 text (a byte-order mark allowed); FileProblem for anything else."""
    try:
        return data.removeprefix(BOM).decode("utf-8")
    except UnicodeDecodeError as exc:
        raise FileProblem(f"{name}: not UTF-8 text ({exc.reason})", "file.why.damaged") from exc


def read_text_limited(path: Path, limit: int) -> str | None:
    """The text of `path` (see read_limited and decode_text); None when nothing is there."""
    data = read_limited(path, limit)
    return None if data is None else decode_text(data, path.name)


# ---- parsing without deep recursion -----------------------------------------------------------------------
_JSON_STRINGS = re.compile(rb'"(?:[^"\\]|\\.)*"', re.S)
_TOML_STRINGS = re.compile(  # multi-line strings may end in up to two extra quotes; then one-line strings, comments
    r'"""(?:[^\\]|\\[\s\S])*?"""(?!")|\'\'\'[\s\S]*?\'\'\'(?!\')|"(?:[^"\\\n]|\\.)*"|\'[^\'\n]*\'|#[^\n]*'
)
_BRACKETS = re.compile(r"[\[\]{}]")


def too_deep(text: str | bytes, limit: int = NESTING_LIMIT) -> bool:
    """Do brackets and braces outside strings (and TOML comments, for text) nest deeper than `limit`?
    Bytes are read as JSON, text as TOML. A doubtful string only makes the count higher, never lower."""
    if isinstance(text, bytes):
        bare = _JSON_STRINGS.sub(b'""', text).decode("latin-1")
    else:
        bare = _TOML_STRINGS.sub('""', text)
    depth = 0
    for m in _BRACKETS.finditer(bare):
        if m.group() in "[{":
            depth += 1
            if depth > limit:
                return True
        else:
            depth = max(0, depth - 1)
    return False


@contextmanager
def collector_paused() -> Iterator[None]:
    """No garbage collection while a file is parsed. A parser deep in recursion that meets a collection runs
    pymunk's finalizers (Python called back from C) with no stack left, and the interpreter dies on the spot (a
    segfault, not an exception); `too_deep` keeps parsers shallow, this keeps a collection away. Files are
    capped in size, so the pause is short."""
    was = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was:
            gc.enable()


def decode_json(
    data: bytes,
    name: str,
    schema: Any = Any,
    *,
    version_key: str = "format",
    version: int | None = None,
    plain: bool = True,
    depth_checked: bool = False,
) -> Any:
    """Decode JSON bytes against `schema` (a msgspec type) and return plain Python values (dicts, lists), or
    the schema's own objects when not `plain`. `depth_checked`: the bytes are part of a document whose nesting
    was checked already (its entries, one by one), so they are not scanned again.
    Raises FileProblem naming the reason: damaged, another version, values that make no sense."""
    data = data.removeprefix(BOM)
    try:
        data.decode("utf-8")  # msgspec lets a bad byte inside a string through as UnicodeDecodeError
    except UnicodeDecodeError as exc:
        raise FileProblem(f"{name}: not UTF-8 text ({exc.reason})", "file.why.damaged") from exc
    if not depth_checked and too_deep(data):
        raise FileProblem(f"{name}: nested more than {NESTING_LIMIT} deep", "file.why.damaged")
    try:
        with collector_paused():
            if version is not None:
                found = msgspec.json.decode(data, type=dict[str, msgspec.Raw]).get(version_key)
                found_value = msgspec.json.decode(found) if found is not None else None
                if found_value != version or isinstance(found_value, bool):
                    raise FileProblem(f"{name}: format {found_value!r}, expected {version}", "file.why.old_format")
            value = msgspec.json.decode(data, type=schema)
    except msgspec.ValidationError as exc:
        raise FileProblem(f"{name}: {exc}", "file.why.bad_values") from exc
    except msgspec.DecodeError as exc:
        raise FileProblem(f"{name}: {exc}", "file.why.damaged") from exc
    except RecursionError as exc:
        raise FileProblem(f"{name}: nested too deeply", "file.why.damaged") from exc
    return msgspec.to_builtins(value) if plain else value


def _struct_names(schema: Any) -> set[str] | None:
    """The JSON names of a Struct schema's fields; None for any other schema (a dict of tables)."""
    if isinstance(schema, type) and issubclass(schema, msgspec.Struct):
        return {f.encode_name for f in msgspec.structs.fields(schema)}
    return None


def entries_schema(schema: Any) -> Any:
    """A document schema as its entries are checked: a dict schema whose values may be an `int` (there for the
    version number, which decode_doc reads apart) without that `int`, so that an entry is never a bare number. A
    table overwritten by a number (a records table become 10**19) is thus kept and set aside with one line when it
    is replaced, as every other bad entry is, instead of being taken as good and lost without a word."""
    meta: tuple[Any, ...] = ()
    base = schema
    if get_origin(schema) is Annotated:
        base, *rest = get_args(schema)
        meta = tuple(rest)
    if get_origin(base) is not dict:
        return schema
    key_type, value_type = get_args(base)
    if get_origin(value_type) not in (Union, UnionType) or int not in get_args(value_type):
        return schema
    members = tuple(m for m in get_args(value_type) if m is not int)
    value: Any = members[0] if len(members) == 1 else Union[members]  # noqa: UP007 (a tuple of members)
    entries: Any = dict[key_type, value]  # type: ignore[valid-type]
    return Annotated.__class_getitem__((entries, *meta)) if meta else entries  # type: ignore[attr-defined]


def decode_doc(
    data: bytes, name: str, schema: Any, *, version_key: str = "format", version: int | None = None
) -> tuple[dict[str, Any], dict[str, bytes]]:
    """A document of top-level entries (records tables, remembered setups) read entry by entry: the entries that
    fit `schema` (a dict of tables or a Struct of optional fields) as plain values, and the rest as their JSON
    text, to be written back as they are (see encode_doc). A table added by a newer version of the table, or by
    hand, thus costs nothing. Raises FileProblem only when the file as a whole cannot be read (not a JSON object,
    damaged, another format)."""
    top = decode_json(data, name, dict[str, msgspec.Raw], version_key=version_key, version=version, plain=False)
    schema = entries_schema(schema)
    names = _struct_names(schema)
    raws: dict[str, bytes] = {}
    good: dict[str, Any] = {}
    kept: dict[str, bytes] = {}
    for key, raw in top.items():
        if key == version_key:
            continue
        if names is not None and key not in names:
            kept[key] = bytes(raw)
            continue
        try:
            entry = msgspec.json.encode({key: raw})
            decode_json(entry, name, schema, depth_checked=True)  # this entry alone against the schema
            with collector_paused():
                good[key] = msgspec.json.decode(raw)  # as written: what this version does not know inside is kept
            raws[key] = bytes(raw)
        except (FileProblem, msgspec.EncodeError, UnicodeEncodeError):
            kept[key] = bytes(raw)
    while good:  # limits on the whole (how many tables): the entries past them are kept, unread
        try:
            decode_json(msgspec.json.encode({k: msgspec.Raw(raws[k]) for k in good}), name, schema, depth_checked=True)
            break
        except FileProblem:
            last = next(reversed(good))
            kept[last] = raws[last]
            del good[last]
    return good, kept


def read_json(
    path: Path, *, version_key: str = "format", version: int | None = None, schema: Any = Any, limit: int = DOC_LIMIT
) -> Any | None:
    """Read and validate JSON from `path`; None when absent. A file that cannot be used is set aside and
    JsonFileProblem raised with the friendly line."""
    try:
        data = read_limited(path, limit)
        if data is None:
            return None
        return decode_json(data, path.name, schema, version_key=version_key, version=version)
    except FileProblem as exc:
        raise JsonFileProblem(str(exc), unusable(path, exc)) from exc


def unusable(path: Path, exc: FileProblem) -> Problem:
    """Set `path` aside (when it can be moved) and say so in one line."""
    try:
        moved = set_aside(path).name
    except OSError:
        moved = ""
    log.warning("unusable file %s (%s), moved to %s", path, exc, moved or "nowhere")
    if moved:
        return Problem.of("file.set_aside", exc.reason, file=path.name, moved=moved)
    return Problem.of("file.kept_aside", exc.reason, file=path.name)
