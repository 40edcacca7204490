"""JSON files that survive crashes: atomic writes, and corrupt files set aside instead of crashing."""
from __future__ import annotations

import json
import logging
import os
import tempfile
import time
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable

log = logging.getLogger(__name__)


def atomic_write_text(path: Path, text: str) -> None:
    """Write `text` to `path` via a temp file in the same folder and a rename, so a crash never leaves half a file."""
    path.parent.mkdir(parents=True, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=f".{path.name}.", suffix=".tmp", dir=path.parent)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as f:
            f.write(text)
            f.flush()
            os.fsync(f.fileno())
        os.replace(tmp, path)
    except BaseException:
        Path(tmp).unlink(missing_ok=True)
        raise


def atomic_write_json(path: Path, data: Any) -> None:
    """Atomically write `data` as pretty JSON."""
    atomic_write_text(path, json.dumps(data, ensure_ascii=False, indent=1, sort_keys=True))


def set_aside(path: Path) -> Path:
    """Rename a bad file out of the way (kept for inspection, never deleted); returns its new path."""
    stamp = time.strftime("%Y%m%d-%H%M%S")
    target = path.with_name(f"{path.name}.corrupt-{stamp}")
    n = 1
    while target.exists():
        n += 1
        target = path.with_name(f"{path.name}.corrupt-{stamp}-{n}")
    os.replace(path, target)
    return target


@dataclass(frozen=True)
class Problem:
    """One friendly line for the player, as an i18n key and its values (shown in the player's language)."""

    key: str
    values: tuple[tuple[str, str], ...] = ()

    @classmethod
    def of(cls, key: str, **values: object) -> Problem:
        return cls(key, tuple((k, str(v)) for k, v in values.items()))

    def text(self, t: Callable[..., str]) -> str:
        return t(self.key, **dict(self.values))


class JsonFileProblem(Exception):
    """A file that could not be used; `problem` is the friendly line for the player."""

    def __init__(self, message: str, problem: Problem) -> None:
        super().__init__(message)
        self.problem = problem


def read_json(path: Path, *, version_key: str = "format", version: int | None = None) -> Any | None:
    """Read JSON from `path`; None when absent. A corrupt file is set aside and JsonFileProblem raised."""
    if not path.exists():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        if version is not None:
            if not isinstance(data, dict):
                raise ValueError("not a JSON object")
            found = data.get(version_key)
            if found != version:
                raise ValueError(f"format {found!r}, expected {version}")
    except (OSError, UnicodeDecodeError, ValueError) as exc:
        try:
            moved = set_aside(path).name
        except OSError:
            moved = ""
        log.warning("unusable file %s (%s), moved to %s", path, exc, moved or "nowhere")
        problem = (Problem.of("file.corrupt", file=path.name, why=exc, moved=moved) if moved
                   else Problem.of("file.corrupt_kept", file=path.name, why=exc))
        raise JsonFileProblem(f"{path.name} could not be read ({exc})", problem) from exc
    return data
