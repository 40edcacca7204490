"""Counted strings (issue 23, point 13): a string whose text depends on a number is an object of CLDR plural forms in
the locale files, chosen by the value named `count` (Babel's rules); every one renders grammatically with 0, 1 and 2
in both languages, and every caller gives it its count. The counted strings are found in the locale files and the
callers in the code, so a new one is covered with no edit here."""

from __future__ import annotations

import ast
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

import game
from game.core.i18n import (
    COUNT,
    LANGUAGES,
    I18n,
    is_plural,
    plural_rule,
    strings,
    texts_of,
)

FIELD = re.compile(r"{(\w+)}")
GAME_DIR = Path(game.__file__).resolve().parent
COUNTED = sorted(key for key, value in strings("en").items() if is_plural(value))
NUMBER_WORD = re.compile(r"(?<![\w.])(\d+) (?:more )?([A-Za-z]+)")  # "1 more trough", "2 pts"
# Placeholders that hold a word, not a number ("Take away some {kind} pieces first"): no count decides their noun.
WORD_VALUES = {"kind", "colour", "player", "players", "winners", "game", "name", "file", "resident"}


def render(language: str, key: str, count: int) -> str:
    """The string with `count` and a stand-in for every other value."""
    names = {name for text in texts_of(strings(language)[key]) for name in FIELD.findall(text)} - {COUNT}
    return I18n(language).t(key, count=count, **{name: "Fox" for name in names})


def test_there_are_counted_strings_and_each_is_counted_in_both_languages() -> None:
    assert len(COUNTED) >= 15
    for language in LANGUAGES:
        categories = set(plural_rule(language).tags) | {"other"}
        plural = {key for key, value in strings(language).items() if is_plural(value)}
        assert plural == set(COUNTED), language  # counted in one language, counted in the other
        for key in COUNTED:
            forms = strings(language)[key]
            assert isinstance(forms, dict) and "other" in forms and set(forms) <= categories, (language, key)
            assert all("{count}" in text for text in forms.values()), (language, key)
    assert all(set(strings("en")[key]) == {"one", "other"} for key in COUNTED)  # English: 1 and the rest
    assert all(set(strings("ja")[key]) == {"other"} for key in COUNTED)  # Japanese has one form


@pytest.mark.parametrize("key", COUNTED)
def test_every_counted_string_reads_right_with_0_1_and_2(key: str) -> None:
    for language in LANGUAGES:
        for n in (0, 1, 2):
            text = render(language, key, n)
            assert str(n) in text and "{" not in text, (language, key, n, text)
    one, zero, two = (render("en", key, n) for n in (1, 0, 2))
    assert one != two.replace("2", "1"), f"{key}: the same noun for 1 and 2: {one!r}"
    assert zero.replace("0", "2") == two, f"{key}: 0 takes the plural in English: {zero!r}"
    nouns = {n: dict(NUMBER_WORD.findall(text)).get(str(n)) for n, text in ((1, one), (2, two))}
    assert nouns[1] and nouns[2] and nouns[1] != nouns[2], (key, one, two)  # "1 trough" / "2 troughs"
    assert not nouns[1].endswith("s") or nouns[1].endswith("ss"), f"{key}: {one!r}"


def test_the_old_mistakes_are_gone() -> None:
    en = I18n("en")
    assert en.t("farmini.prompt.animals", count=1) == "Pick 1 more trough."
    assert en.t("farmini.prompt.animals", count=2) == "Pick 2 more troughs."
    assert en.t("farmini.status", count=1) == "1 point"
    assert en.t("farmini.status", count=0) == "0 points"
    assert I18n("ja").t("farmini.status", count=1) == "1てん"


def test_a_counted_string_without_a_number_still_shows_its_other_form() -> None:
    assert I18n("en").t("farmini.status", count="many") == "many points"  # logged, never a crash


def counted_nouns() -> set[str]:
    """The nouns English counts (from the counted strings themselves)."""
    return {noun for key in COUNTED for noun in dict(NUMBER_WORD.findall(render("en", key, 2))).values()}


def test_no_plain_string_counts_a_noun_itself() -> None:
    """A number placeholder before a counted noun ("{score} points") must be a counted string."""
    nouns = counted_nouns()
    found = []
    for key, text in strings("en").items():
        if isinstance(text, str):
            for name, noun in re.findall(r"{(\w+)} (?:more )?([A-Za-z]+)", text):
                if noun in nouns and name not in WORD_VALUES:
                    found.append(f"{key}: {text}")
    assert not found, found


def _key_patterns(node: ast.expr) -> Iterator[re.Pattern[str]]:
    """The locale keys an argument can be: a literal, an f-string (a name for each field), either of an if."""
    if isinstance(node, ast.Constant) and isinstance(node.value, str):
        yield re.compile(re.escape(node.value))
    elif isinstance(node, ast.JoinedStr):
        yield re.compile("".join(re.escape(v.value) if isinstance(v, ast.Constant) else r"\w+" for v in node.values))
    elif isinstance(node, ast.IfExp):
        yield from _key_patterns(node.body)
        yield from _key_patterns(node.orelse)


def _lookups(call: ast.Call, where: str) -> set[str]:
    """The counted strings a call asks for: t(key, ...) and tr(ctx, key, ...) when every key the argument can be is
    counted (an f-string names a family: "mapello.count.{kind}"), or a rules refusal IllegalMove(rule, code, ...)
    explained by a counted `<game>.explain.<code>`."""
    name = getattr(call.func, "id", getattr(call.func, "attr", ""))
    if name in ("IllegalMove", "RuleError") and len(call.args) >= 2 and isinstance(call.args[1], ast.Constant):
        return {f"{Path(where.split(':')[0]).stem}.explain.{call.args[1].value}"} & set(COUNTED)
    if name not in ("t", "tr"):
        return set()
    found: set[str] = set()
    for arg in call.args[:2]:
        for pattern in _key_patterns(arg):
            keys = {key for key in strings("en") if pattern.fullmatch(key)}
            if keys and keys <= set(COUNTED):
                found |= keys
    return found


def _calls(*folders: Path) -> Iterator[tuple[str, ast.Call]]:
    for folder in folders:
        for path in sorted(folder.rglob("*.py")):
            for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
                if isinstance(node, ast.Call):
                    yield f"{path.relative_to(GAME_DIR.parent)}:{node.lineno}", node


def test_every_caller_of_a_counted_string_gives_its_count() -> None:
    """Every lookup of a counted string passes `count=` (an explanation's count comes from the rules refusal), and
    every counted string is asked for somewhere."""
    used: set[str] = set()
    missing = []
    for where, call in _calls(GAME_DIR, GAME_DIR.parent / "tools"):
        # A game's GameInfo(score_label=...) names the counted string its results render with the score as count
        # (game.board.results.score_words).
        used |= {k.value.value for k in call.keywords if k.arg == "score_label" and isinstance(k.value, ast.Constant)}
        # A replay's line of why, Reason(key, {values}) (game.history.why): said with its values, the count among them.
        if getattr(call.func, "id", "") == "Reason" and call.args and isinstance(call.args[0], ast.Constant):
            key = call.args[0].value
            if key in COUNTED:
                used.add(key)
                values = call.args[1] if len(call.args) > 1 else None
                if not (isinstance(values, ast.Dict) and any(getattr(k, "value", None) == COUNT for k in values.keys)):
                    missing.append(f"{where}: [{key!r}]")
            continue
        keys = _lookups(call, where)
        if keys:
            used |= keys
            if not any(k.arg in (COUNT, None) for k in call.keywords):
                missing.append(f"{where}: {sorted(keys)}")
    assert not missing, f"counted strings asked for without count=: {missing}"
    assert used == set(COUNTED), f"counted strings no code asks for: {sorted(set(COUNTED) - used)}"
