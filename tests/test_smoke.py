"""`kotatsu --smoke` and `kotatsu --version` (issue 36, point 3): the smoke run passes from a checkout started from
another folder, says what failed in words and exits 1 when something is wrong, and needs nothing but the game
package. The same run from the download is tests/test_bundle.py's; from a wheel, tools/check_wheel.py's."""

from __future__ import annotations

import ast
import io
import os
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest

from game import smoke
from game.__main__ import main
from game.rules import GAME_NAMES
from game.smoke import Check, SmokeFailure, SmokeRun, run_checks

ROOT = Path(__file__).resolve().parent.parent
VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]["version"]


def test_version_prints_the_projects_version(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["--version"]) == 0
    assert capsys.readouterr().out == f"kotatsu {VERSION}\n"


def test_a_failed_check_says_what_in_words_and_the_next_still_runs() -> None:
    def missing() -> str:
        raise SmokeFailure("no rules help pages in 'ja'")

    def broken() -> str:
        return {}["tile"]  # a bug: its error and where it came from

    out = io.StringIO()
    ran, failed = run_checks([Check("one", missing), Check("two", broken), Check("three", lambda: "fine")], out)
    lines = out.getvalue().splitlines()
    assert (ran, failed) == (3, 2)
    assert lines[0] == "  FAILED  one: no rules help pages in 'ja'"
    assert lines[1].startswith("  FAILED  two: KeyError: 'tile' (at test_smoke.py:")
    assert lines[2].startswith("  ok      three: fine (")


def test_the_smoke_run_exits_1_naming_the_failure(monkeypatch: pytest.MonkeyPatch) -> None:
    def checks(self: SmokeRun) -> list[Check]:
        return [Check("the menu", lambda: "drawn"), Check("a game", partial_failure)]

    def partial_failure() -> str:
        raise SmokeFailure("2 of 4 moves in 60 s: the search process stopped (exit code 1)")

    monkeypatch.setattr(SmokeRun, "checks", checks)
    monkeypatch.delenv("KOTATSU_HOME", raising=False)
    out = io.StringIO()
    assert smoke.run(out) == 1
    text = out.getvalue()
    assert "  FAILED  a game: 2 of 4 moves in 60 s: the search process stopped (exit code 1)" in text
    assert text.splitlines()[-1].startswith("smoke: 1 of 2 checks FAILED")


def test_a_game_without_its_help_pages_fails_its_setup_check(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.core import i18n
    from game.table.catalog import CATALOG

    first = next(iter(CATALOG.values()))
    real = i18n.help_pages
    monkeypatch.setattr(i18n, "help_pages", lambda game, language: [] if game == first.name else real(game, language))
    run = SmokeRun(tmp_path)
    try:
        run.start()
        with pytest.raises(SmokeFailure, match="no rules help pages in 'en'"):
            run.setup(first)
        assert run.setup(CATALOG[GAME_NAMES[-1]])  # another game's setup still passes
    finally:
        run.close()


def test_the_smoke_run_imports_only_the_game_package_and_the_standard_library() -> None:
    """The wheel and the download carry `game` alone: a smoke run that imported tests or tools would break there."""
    tree = ast.parse((ROOT / "game" / "smoke.py").read_text(encoding="utf-8"))
    imported = {
        (node.module or "") if isinstance(node, ast.ImportFrom) else alias.name
        for node in ast.walk(tree)
        if isinstance(node, ast.Import | ast.ImportFrom)
        for alias in node.names
    }
    outside = {name for name in imported if name.split(".")[0] not in sys.stdlib_module_names | {"game", "pygame"}}
    assert outside == set()


@pytest.mark.slow
def test_the_smoke_run_passes_from_a_checkout_started_elsewhere(tmp_path: Path) -> None:
    home = tmp_path / "home"
    env = {**os.environ, "PYTHONPATH": str(ROOT), "KOTATSU_HOME": str(home)}
    done = subprocess.run(
        [sys.executable, "-m", "game", "--smoke"], cwd=tmp_path, env=env, capture_output=True, text=True, timeout=300
    )
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[0].startswith(f"kotatsu {VERSION} smoke run") and lines[-1].startswith("smoke: all ")
    for name in GAME_NAMES:
        assert any(line.startswith(f"  ok      {name}: menu tile, setup") for line in lines), name
        played = [line for line in lines if line.startswith(f"  ok      {name}: ") and "setup" not in line]
        assert played and ("moves by the computer" in played[0] or "s of play" in played[0]), name
    assert "in its search process" in done.stdout  # the computer's moves came from the worker process
    assert (home / "smoke.txt").read_text(encoding="utf-8") == done.stdout  # for a program with nowhere to print
