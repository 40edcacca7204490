"""Autosaves (one resume slot per game) and the player's own files (boards, records), all atomic JSON/text."""
from __future__ import annotations

import re
import time
from pathlib import Path
from typing import Any

from game.core.storage import JsonFileProblem, Problem, atomic_write_json, atomic_write_text, read_json, set_aside

FORMAT = 1
_SAFE = re.compile(r"[^0-9A-Za-z_\-\u3040-\u30ff\u4e00-\u9fff]+")


def safe_name(name: str) -> str:
    """A file-system-safe version of a player-given name (kana and kanji kept)."""
    cleaned = _SAFE.sub("_", name.strip()).strip("_")
    return cleaned[:60] or "untitled"


class SaveStore:
    """Everything the program writes under the user data folder.

    `problems` collects one friendly line per unusable file met, for the menu to show once (translated there).
    """

    def __init__(self, folder: Path) -> None:
        self.folder = folder
        self.problems: list[Problem] = []

    # ---- resume slots -------------------------------------------------------------------------
    def _slot(self, game: str) -> Path:
        return self.folder / "resume" / f"{game}.json"

    def autosave(self, game: str, record: dict[str, Any]) -> None:
        """Save an unfinished game (called after every move); never raises on a full or read-only disk."""
        data = {"format": FORMAT, "game": game, "saved_at": time.time(), **record}
        try:
            atomic_write_json(self._slot(game), data)
        except OSError as exc:
            self._report(Problem.of("file.save_failed", why=exc))

    def load(self, game: str) -> dict[str, Any] | None:
        """The unfinished game to resume, or None; a corrupt file is set aside and reported."""
        try:
            data = read_json(self._slot(game), version=FORMAT)
        except JsonFileProblem as exc:
            self._report(exc.problem)
            return None
        if data is not None and data.get("game") != game:
            self._report(Problem.of("file.other_game", file=f"{game}.json"))
            return None
        return data

    def clear(self, game: str) -> None:
        """Forget the resume slot (the game ended or the player started afresh)."""
        self._slot(game).unlink(missing_ok=True)

    def set_aside(self, game: str) -> None:
        """Move an unusable resume slot out of the way (kept for inspection, never deleted)."""
        path = self._slot(game)
        if path.exists():
            try:
                set_aside(path)
            except OSError:
                path.unlink(missing_ok=True)

    def resumable(self) -> list[str]:
        """Games with a resume slot, most recently saved first (unreadable files are skipped here)."""
        folder = self.folder / "resume"
        if not folder.is_dir():
            return []
        found = sorted(folder.glob("*.json"), key=lambda p: p.stat().st_mtime, reverse=True)
        return [p.stem for p in found]

    # ---- player files ---------------------------------------------------------------------------
    def user_dir(self, kind: str) -> Path:
        return self.folder / kind

    def write_text(self, kind: str, name: str, text: str, suffix: str) -> Path:
        path = self.user_dir(kind) / f"{safe_name(name)}{suffix}"
        atomic_write_text(path, text)
        return path

    def list_files(self, kind: str, suffix: str) -> list[Path]:
        folder = self.user_dir(kind)
        return sorted(folder.glob(f"*{suffix}")) if folder.is_dir() else []

    def read_doc(self, kind: str, name: str) -> dict[str, Any]:
        """A small JSON document (e.g. records); {} when absent or unusable (then reported)."""
        try:
            data = read_json(self.user_dir(kind) / f"{name}.json", version=FORMAT)
        except JsonFileProblem as exc:
            self._report(exc.problem)
            return {}
        return data or {}

    def write_doc(self, kind: str, name: str, data: dict[str, Any]) -> None:
        try:
            atomic_write_json(self.user_dir(kind) / f"{name}.json", {**data, "format": FORMAT})
        except OSError as exc:
            self._report(Problem.of("file.save_failed", why=exc))

    def _report(self, problem: Problem) -> None:
        if problem not in self.problems:
            self.problems.append(problem)

    def take_problems(self) -> list[Problem]:
        out, self.problems = self.problems, []
        return out
