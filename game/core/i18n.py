"""English and Japanese strings. Shared strings are game/locales/<lang>.json; each game keeps its own strings and
rules-help pages in game/locales/<game>/ (<lang>.json with keys starting "<game>.", help.<lang>.json), found by
folder, so a new game adds files and edits none (DESIGN.md).

A counted string is written in a locale file as an object of CLDR plural categories instead of one text, e.g.
`{"one": "Pick {count} more trough.", "other": "Pick {count} more troughs."}` (Japanese needs only "other"), and is
asked for with its number as the value named `count`: `t(key, count=n)`. Babel's CLDR rules
choose the form, so a language's grammar lives in data, never in an `if n == 1` at a caller."""

from __future__ import annotations

import json
import logging
from functools import cache
from pathlib import Path
from typing import Any

from babel import Locale
from babel.plural import PluralRule

LOCALES = Path(__file__).resolve().parent.parent / "locales"
LANGUAGES = ("en", "ja")
COUNT = "count"  # the value that chooses a counted string's form
log = logging.getLogger(__name__)

Plural = dict[str, str]  # CLDR category ("zero", "one", "two", "few", "many", "other") -> text
Text = str | Plural  # a locale file's value: one text, or a counted string's forms


def _read(path: Path) -> Any:
    return json.loads(path.read_text(encoding="utf-8"))


def game_folders() -> list[Path]:
    """The per-game locale folders."""
    return sorted(p for p in LOCALES.iterdir() if p.is_dir() and not p.name.startswith(("_", ".")))


@cache
def game_strings(game: str, language: str) -> dict[str, Text]:
    """One game's own flat key -> text table ({} when it has none in that language)."""
    path = LOCALES / game / f"{language}.json"
    table: dict[str, Text] = _read(path) if path.is_file() else {}
    return table


@cache
def strings(language: str) -> dict[str, Text]:
    """The flat key -> text table for a language: the shared strings and every game's."""
    table: dict[str, Text] = dict(_read(LOCALES / f"{language}.json"))
    for folder in game_folders():
        table.update(game_strings(folder.name, language))
    return table


def is_plural(text: Text) -> bool:
    """Whether a locale value is a counted string (an object of plural forms)."""
    return isinstance(text, dict)


def texts_of(text: Text) -> list[str]:
    """Every text a locale value can show (each plural form of a counted string)."""
    return list(text.values()) if isinstance(text, dict) else [text]


@cache
def plural_rule(language: str) -> PluralRule:
    """The CLDR plural rule of a language (Babel's data; read once, ~50 ms, so the app reads it at start-up)."""
    return Locale.parse(language).plural_form


def plural_form(language: str, count: float) -> str:
    """The CLDR category of `count` in `language`: "one" for 1 in English, "other" for every number in Japanese."""
    return plural_rule(language)(count)


@cache
def help_pages(game: str, language: str) -> list[dict[str, Any]]:
    """A game's rules help: its pages ({"title", "body", "picture"?}), [] when it has none."""
    path = LOCALES / game / f"help.{language}.json"
    pages: list[dict[str, Any]] = _read(path) if path.is_file() else []
    return pages


class I18n:
    """`t(key, **values)` looks up the current language, falling back to English, then to the key itself."""

    def __init__(self, language: str = "en") -> None:
        self.language = language if language in LANGUAGES else "en"

    def preload(self) -> None:
        """Read every language's plural rule now, so the first counted string drawn never stalls a frame."""
        for language in LANGUAGES:
            plural_rule(language)

    def t(self, key: str, **values: object) -> str:
        """The text of `key` with `values` filled in; a counted string takes the form for `values["count"]`."""
        language = self.language
        text = strings(language).get(key)
        if text is None:
            language = "en"
            text = strings(language).get(key)
            if text is None:
                log.warning("missing string %s", key)
                return key
        if isinstance(text, dict):
            text = self._form(key, language, text, values.get(COUNT))
        return text.format(**values) if values else text

    @staticmethod
    def _form(key: str, language: str, forms: Plural, count: object) -> str:
        """The plural form of a counted string for `count` ("other" when the caller gave no number)."""
        if isinstance(count, bool) or not isinstance(count, (int, float)):
            log.warning("counted string %s asked for without a number count (%r)", key, count)
            return forms["other"]
        return forms.get(plural_form(language, count), forms["other"])

    def has(self, key: str) -> bool:
        return key in strings("en")

    def help(self, game: str) -> list[dict[str, Any]]:
        return help_pages(game, self.language) or help_pages(game, "en")
