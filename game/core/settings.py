"""Player settings, kept as versioned JSON in the user config folder."""
from __future__ import annotations

from dataclasses import asdict, dataclass, fields, replace
from pathlib import Path

from game.core.storage import JsonFileProblem, Problem, atomic_write_json, read_json

FORMAT = 1
LANGUAGES = ("en", "ja")


@dataclass(frozen=True)
class Settings:
    language: str = "en"
    fullscreen: bool = False
    volume: float = 0.7
    reduce_motion: bool = False
    show_legal_moves: bool = True

    def with_(self, **changes: object) -> Settings:
        return replace(self, **changes)

    def to_json(self) -> dict:
        return {"format": FORMAT, **asdict(self)}

    @classmethod
    def from_json(cls, d: dict) -> Settings:
        """Take what is valid, default the rest: an odd value never stops the program."""
        base = cls()
        kept: dict[str, object] = {}
        for f in fields(cls):
            if f.name not in d:
                continue
            value, default = d[f.name], getattr(base, f.name)
            if isinstance(default, bool):
                if isinstance(value, bool):
                    kept[f.name] = value
            elif isinstance(default, float):
                if isinstance(value, (int, float)) and not isinstance(value, bool):
                    kept[f.name] = min(1.0, max(0.0, float(value)))
            elif f.name == "language":
                if value in LANGUAGES:
                    kept[f.name] = value
        return replace(base, **kept)


class SettingsStore:
    """Loads once, saves on every change; a corrupt file is set aside and reported in `problem`."""

    def __init__(self, folder: Path) -> None:
        self.path = folder / "settings.json"
        self.problem: Problem | None = None
        try:
            data = read_json(self.path, version=FORMAT)
        except JsonFileProblem as exc:
            self.problem = exc.problem
            data = None
        self.settings = Settings.from_json(data) if data else Settings()

    def update(self, **changes: object) -> Settings:
        self.settings = self.settings.with_(**changes)
        try:
            atomic_write_json(self.path, self.settings.to_json())
        except OSError as exc:
            self.problem = Problem.of("file.save_failed", why=exc)
        return self.settings
