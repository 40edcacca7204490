"""Every rule number the project cites is defined in its game's rules file, docs/rules/<game>.md (issue 37).

Code, tests, level files and the documents cite rules by number: `IllegalMove("D10", ...)`, a comment `(J8)`, a
range `T1-T21`, a test named `test_M14_...`. Each game's numbers share one letter, and its rules file defines each
number once, as a heading `### D10 — <title>`. A number cited but not defined fails here with the file and line that
cite it, so a rule cannot be dropped or renumbered while something still leans on it.

The letters and the games are read from the rules files themselves (a new game brings its file; no table here)."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from pathlib import Path

import pytest

import game
from game.rules import GAME_NAMES

ROOT = game.ROOT
RULES_DIR = ROOT / "docs" / "rules"
# Where citations are looked for: the code, the tests, the tools, the level files (their comments cite rules) and
# the documents. Text files only: pictures and sounds cite nothing.
SCANNED_DIRS = ("game", "tests", "tools", "levels", "docs")
SCANNED_FILES = ("DESIGN.md", "README.md")
SUFFIXES = frozenset({".py", ".md", ".toml", ".txt", ".json", ".map"})

# A definition: a level-3 heading, the number, a dash and a title. One form for every file, so this is the test.
DEFINITION = re.compile(r"^### ([A-Z])([0-9]+) — \S")
WORD = re.compile(r"[A-Za-z0-9_]+")
# A linter's codes after `noqa:` look like rule numbers; they are no citation.
NOQA = re.compile(r"noqa:\s*[A-Z]+[0-9]+(?:\s*,\s*[A-Z]+[0-9]+)*")


# ---------------------------------------------------------------------------------------------- reading the files


def rules_file(name: str) -> Path:
    return RULES_DIR / f"{name}.md"


def definitions(path: Path) -> list[tuple[str, int]]:
    """(rule number, line) of every definition in a rules file, in file order."""
    out = []
    for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
        m = DEFINITION.match(line)
        if m:
            out.append((m.group(1) + m.group(2), n))
    return out


def letters() -> dict[str, str]:
    """Each game's letter (the letter of its first definition) -> the game's name."""
    out = {}
    for name in GAME_NAMES:
        path = rules_file(name)
        found = definitions(path) if path.is_file() else []
        if found:
            out[found[0][0][0]] = name
    return out


def cited(line: str, letters: str) -> set[str]:
    """The rule numbers (of the games whose letters are given) that one line cites: whole words (`D10`, `(J8)`,
    `"M14"`), the words of a test's name (`test_T6_T8_T9_...`, `..._rule_J2_...`) and every number of a range
    (`K7-K11`, `F5–F7`). Not citations: a number inside a longer word (`K_F1`, pygame's key; `F3xD5`, a capture
    written in capitals; `NIM3`), a hex colour (`#F12`) and a linter's code (`noqa: F401`)."""
    number = re.compile(f"[{letters}][0-9]+")
    span = re.compile(rf"(?<![\w#])([{letters}])([0-9]+)\s*[-–]\s*\1([0-9]+)(?!\w)")
    line = NOQA.sub("", line)
    out: set[str] = set()
    for m in WORD.finditer(line):
        word = m.group()
        if m.start() > 0 and line[m.start() - 1] == "#":
            continue
        if number.fullmatch(word):
            out.add(word)
        elif word.startswith("test_"):
            out.update(part for part in word.split("_") if number.fullmatch(part))
    for m in span.finditer(line):
        first, last = int(m.group(2)), int(m.group(3))
        out.update(f"{m.group(1)}{n}" for n in range(first, last + 1))
    return out


def scanned_files(root: Path = ROOT) -> Iterator[Path]:
    for folder in SCANNED_DIRS:
        for path in sorted((root / folder).rglob("*")):
            if path.suffix in SUFFIXES and path.is_file() and "__pycache__" not in path.parts:
                yield path
    for name in SCANNED_FILES:
        if (root / name).is_file():
            yield root / name


def citations(paths: Iterable[Path], letters: str) -> Iterator[tuple[Path, int, str]]:
    """(file, line, rule number) of every citation in `paths`."""
    for path in paths:
        text = path.read_text(encoding="utf-8", errors="replace")
        for n, line in enumerate(text.splitlines(), 1):
            for rule in sorted(cited(line, letters)):
                yield path, n, rule


def undefined(paths: Iterable[Path], games: dict[str, str], defined: dict[str, set[str]], root: Path) -> list[str]:
    """One line per citation of a number its game's rules file does not define: where it is cited, and where the
    definition was looked for."""
    out = []
    for path, n, rule in citations(paths, "".join(games)):
        name = games[rule[0]]
        if rule not in defined[name]:
            where = path.relative_to(root).as_posix()
            out.append(f"{where}:{n} cites {rule}, which docs/rules/{name}.md does not define")
    return out


# ---------------------------------------------------------------------------------------------- the checks


@pytest.mark.parametrize("name", GAME_NAMES)
def test_every_game_has_a_rules_file_of_numbered_rules(name: str) -> None:
    path = rules_file(name)
    assert path.is_file(), f"docs/rules/{name}.md is missing: every game's numbered rules live there"
    found = definitions(path)
    assert found, f"docs/rules/{name}.md defines no rule (a definition is a heading `### X1 — title`)"
    assert len({rule[0] for rule, _line in found}) == 1, f"docs/rules/{name}.md: one letter per game, {found}"


@pytest.mark.parametrize("name", GAME_NAMES)
def test_a_rules_file_defines_each_number_once_in_order(name: str) -> None:
    found = definitions(rules_file(name))
    seen: dict[str, int] = {}
    twice = []
    for rule, line in found:
        if rule in seen:
            twice.append(f"docs/rules/{name}.md:{line} defines {rule} again (first at line {seen[rule]})")
        seen.setdefault(rule, line)
    assert not twice, "\n".join(twice)
    # Numbers run 1, 2, 3... in file order: a gap would read as a rule dropped, which breaks what cites it.
    letter = found[0][0][0]
    assert [rule for rule, _line in found] == [f"{letter}{n}" for n in range(1, len(found) + 1)]


def test_each_game_has_its_own_letter() -> None:
    assert sorted(letters().values()) == sorted(GAME_NAMES), letters()


def test_every_cited_rule_number_is_defined_in_its_games_rules_file() -> None:
    games = letters()
    defined = {name: {rule for rule, _line in definitions(rules_file(name))} for name in games.values()}
    missing = undefined(scanned_files(), games, defined, ROOT)
    assert not missing, "rule numbers cited but not defined:\n" + "\n".join(missing)


def test_the_scan_covers_code_tests_tools_levels_and_the_documents() -> None:
    # The citations this test exists for are found at all (a scan that finds nothing would pass everything).
    where = {path.relative_to(ROOT).parts[0] for path, _n, _rule in citations(scanned_files(), "".join(letters()))}
    assert {"game", "tests", "tools", "levels", "docs", "DESIGN.md"} <= where


# ---------------------------------------------------------------------------------------------- the scan itself


@pytest.mark.parametrize(
    ("line", "numbers"),
    [
        ('raise IllegalMove("D10", "majority", "...")', {"D10"}),
        ("def test_T6_T8_T9_reachable_cells_light_up() -> None:", {"T6", "T8", "T9"}),
        ("def test_hex_neighbours_are_the_six_of_rule_J2_and_touch() -> None:", {"J2"}),
        ('"""Burg Kletterfrosch\'s game logic (K1, K7-K11): pure."""', {"K1", "K7", "K8", "K9", "K10", "K11"}),
        ("among the cards (F5–F7), then", {"F5", "F6", "F7"}),
        ("`board` = an M14 map text", {"M14"}),
        ("pygame.K_F1: Action.MENU,", set()),
        ('assert cap.play("F3xD5xF7") == cap.play(m)', set()),
        ("from x import (  # noqa: F401, E501 - read from here too", set()),
        ('COLOUR = "#F12"', set()),
        ("NIM3 = 3; SQRT3 = 1.7; the T2x word; T2T3", set()),
        ("_test_D9 is not a test's name; D9x neither", set()),
    ],
)
def test_the_scan_reads_citations_and_skips_look_alikes(line: str, numbers: set[str]) -> None:
    assert cited(line, "DJMTFK") == numbers


def test_a_missing_number_is_reported_with_the_file_and_line_that_cite_it(tmp_path: Path) -> None:
    # Letter X is no game's, so these lines are no citation for the real scan above.
    (tmp_path / "game").mkdir()
    (tmp_path / "game" / "x.py").write_text("# fine: X1\n\n# broken: X3, and X1-X4\n", encoding="utf-8")
    found = undefined(scanned_files(tmp_path), {"X": "xgame"}, {"xgame": {"X1", "X2"}}, tmp_path)
    assert found == [
        "game/x.py:3 cites X3, which docs/rules/xgame.md does not define",
        "game/x.py:3 cites X4, which docs/rules/xgame.md does not define",
    ]
