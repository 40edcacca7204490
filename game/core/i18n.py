"""English and Japanese strings, from game/locales/<lang>.json (flat keys); help pages from help.<lang>.json."""
from __future__ import annotations

import json
import logging
from functools import cache
from pathlib import Path
from typing import Any

LOCALES = Path(__file__).resolve().parent.parent / "locales"
LANGUAGES = ("en", "ja")
log = logging.getLogger(__name__)


@cache
def strings(language: str) -> dict[str, str]:
    """The flat key -> text table for a language."""
    return json.loads((LOCALES / f"{language}.json").read_text(encoding="utf-8"))


@cache
def help_pages(language: str) -> dict[str, list[dict[str, Any]]]:
    """Rules help: game name -> pages ({"title", "body", "picture"?})."""
    return json.loads((LOCALES / f"help.{language}.json").read_text(encoding="utf-8"))


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
        return help_pages(self.language).get(game) or help_pages("en").get(game, [])
