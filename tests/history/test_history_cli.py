"""Issue 35, point 6: `python3 -m game replay FILE --print` replays a file without a window and prints the final
position as the rules' JSON (the form the saves use), then one line with the result; exit status 2 and one line on
stderr for a file it cannot replay."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from game.history.notation import read_text
from game.replay_cli import main

ROOT = Path(__file__).resolve().parents[2]
TRANSCRIPT = "f5d6c3d3c4f4f6f3e6e7\n"
PDN = '[White "Maria"]\n[Black "Jose"]\n[Result "0-1"]\n\n1. h3-g4 g6-h5 2. g4-f5 e6xg4 0-1\n'


def run(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "game", "replay", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_point_6_a_file_is_replayed_and_its_final_position_printed_as_the_rules_json(tmp_path: Path) -> None:
    path = tmp_path / "game.txt"
    path.write_text(TRANSCRIPT, encoding="utf-8")
    done = run(str(path), "--print")
    assert done.returncode == 0 and done.stderr == ""
    *position, result = done.stdout.strip().split("\n")
    assert json.loads("\n".join(position)) == read_text(TRANSCRIPT).final.to_json()
    assert result == "unfinished"


def test_point_6_a_file_that_cannot_be_replayed_is_one_line_on_stderr_and_status_2(tmp_path: Path) -> None:
    path = tmp_path / "bad.pdn"
    path.write_text(PDN.replace("e6xg4", "e6-d5"), encoding="utf-8")
    done = run(str(path), "--print")
    assert done.returncode == 2 and done.stdout == ""
    assert done.stderr.count("\n") == 1 and "move 2... (e6-d5) cannot be played" in done.stderr


@pytest.mark.parametrize("content", [None, b"\xff\xfe\x00", b"hello there"])
def test_point_6_a_missing_or_unreadable_file_is_status_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], content: bytes | None
) -> None:
    path = tmp_path / "x.pdn"
    if content is not None:
        path.write_bytes(content)
    assert main([str(path), "--print"]) == 2
    out = capsys.readouterr()
    assert out.out == "" and out.err.count("\n") == 1


def test_point_6_the_result_line_names_who_won(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "game.pdn"
    path.write_text(PDN, encoding="utf-8")
    assert main([str(path), "--print"]) == 0
    assert capsys.readouterr().out.strip().split("\n")[-1] == "Maria resigned (11-12)"
