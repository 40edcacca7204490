"""Player settings, kept as versioned JSON in the user config folder."""

from __future__ import annotations

import logging
from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path
from typing import Annotated, Any, Literal

import msgspec
import msgspec.structs

from game.core.storage import (
    DOC_LIMIT,
    FileProblem,
    Problem,
    atomic_write_doc,
    clean_temp_files,
    decode_json,
    read_limited,
    unusable,
)

log = logging.getLogger(__name__)

FORMAT = 1
LANGUAGES = ("en", "ja")


@dataclass(frozen=True)
class Settings:
    language: str = "en"
    fullscreen: bool = False
    volume: float = 0.7
    reduce_motion: bool = False
    show_legal_moves: bool = True

    def with_(self, **changes: Any) -> Settings:
        return replace(self, **changes)

    def to_json(self) -> dict[str, Any]:
        return {"format": FORMAT, **asdict(self)}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Settings:
        """Take what is valid, default the rest: an odd value never stops the program."""
        kept = {}
        for name in _FIELDS & d.keys():
            try:
                checked = msgspec.convert({"format": FORMAT, name: d[name]}, SettingsFile)
                kept[name] = msgspec.structs.asdict(checked)[name]
            except (msgspec.ValidationError, RecursionError):
                continue  # this one keeps its default
        return cls(**kept)


class SettingsFile(msgspec.Struct, omit_defaults=True):
    """The schema of settings.json: every field optional, each checked on its own (see SettingsStore)."""

    format: Literal[1]
    language: Literal[LANGUAGES] = "en"  # type: ignore[valid-type]
    fullscreen: bool = False
    volume: Annotated[float, msgspec.Meta(ge=0.0, le=1.0)] = 0.7
    reduce_motion: bool = False
    show_legal_moves: bool = True


_FIELDS = {f.name for f in fields(Settings)}


class SettingsStore:
    """Loads once, saves on every change; a corrupt file is set aside and reported in `problem`."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / "settings.json"
        self.problem: Problem | None = None  # shown once by whoever takes it (take_problem)
        self.save_failed = False
        clean_temp_files(folder)
        self.settings = Settings()
        # Fields this version does not know (a newer table's, a hand's), written back as they were.
        self.kept: dict[str, bytes] = {}
        try:
            data = read_limited(self.path, DOC_LIMIT)
            if data is None:
                return
            # Field by field: what this version does not know is kept as its text (even a number no float
            # holds), and one odd value costs only itself.
            raw = decode_json(data, self.path.name, dict[str, msgspec.Raw], version=FORMAT, plain=False)
            self.kept = {k: bytes(v) for k, v in raw.items() if k not in _FIELDS and k != "format"}
            loose: dict[str, Any] = {}
            for name in _FIELDS & raw.keys():
                try:
                    loose[name] = decode_json(bytes(raw[name]), self.path.name)
                except FileProblem:
                    continue  # the check below sets the file aside, the other values kept
            self.settings = Settings.from_json(loose)
            decode_json(data, self.path.name, SettingsFile)  # one odd value: the good ones are kept, the file set aside
        except FileProblem as exc:
            self.problem = unusable(self.path, exc)

    def take_problem(self) -> Problem | None:
        """The line to show about the settings file, once."""
        problem, self.problem = self.problem, None
        return problem

    def update(self, **changes: object) -> Settings:
        """Change settings and save them; a failing disk is said once, and the change is kept for this session."""
        self.settings = self.settings.with_(**changes)
        try:
            atomic_write_doc(self.path, self.settings.to_json(), self.kept)
        except (OSError, ValueError) as exc:
            if not self.save_failed:
                self.save_failed = True
                self.problem = Problem.of("file.no_saving_settings", folder=self.path.parent)
            log.warning("cannot save settings: %s", exc)
        else:
            self.save_failed = False
        return self.settings
