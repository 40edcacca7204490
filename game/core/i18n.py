"""English and Japanese strings. Shared strings are game/locales/<lang>.json; each game keeps its own strings and
rules-help pages in game/locales/<game>/ (<lang>.json with keys starting "<game>.", help.<lang>.json), found by
folder, so a new game adds files and edits none (DESIGN.md)."""
from __future__ import annotations

import json
import logging
from functools import cache
from pathlib import Path
from typing import Any

LOCALES = Path(__file__).resolve().parent.parent / "locales"
LANGUAGES = ("en", "ja")
log = logging.getLogger(__name__)


def _read(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def game_folders() -> list[Path]:
    """The per-game locale folders."""
    return sorted(p for p in LOCALES.iterdir() if p.is_dir() and not p.name.startswith(("_", ".")))


@cache
def game_strings(game: str, language: str) -> dict[str, str]:
    """One game's own flat key -> text table ({} when it has none in that language)."""
    path = LOCALES / game / f"{language}.json"
    return _read(path) if path.is_file() else {}


@cache
def strings(language: str) -> dict[str, str]:
    """The flat key -> text table for a language: the shared strings and every game's."""
    table = dict(_read(LOCALES / f"{language}.json"))
    for folder in game_folders():
        table.update(game_strings(folder.name, language))
    return table


@cache
def help_pages(game: str, language: str) -> list[dict[str, Any]]:
    """A game's rules help: its pages ({"title", "body", "picture"?}), [] when it has none."""
    path = LOCALES / game / f"help.{language}.json"
    return _read(path) if path.is_file() else []


class I18n:
    """`t(key, **values)` looks up the current language, falling back to English, then to the key itself."""

    def __init__(self, language: str = "en") -> None:
        self.language = language if language in LANGUAGES else "en"

    def t(self, key: str, **values: object) -> str:
        text = strings(self.language).get(key)
        if text is None:
            text = strings("en").get(key)
            if text is None:
                log.warning("missing string %s", key)
                return key
        return text.format(**values) if values else text

    def has(self, key: str) -> bool:
        return key in strings("en")

    def help(self, game: str) -> list[dict[str, Any]]:
        return help_pages(game, self.language) or help_pages(game, "en")
