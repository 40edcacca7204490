"""The headless tools run: the monkey survives random input, screenshots render, levels check out."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def run_tool(*args: str, timeout: int = 240) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, *args], cwd=ROOT, capture_output=True, text=True, timeout=timeout)


def test_monkey_random_input_across_scenes_never_crashes() -> None:
    out = run_tool("tools/monkey.py", "--events", "600", "--seed", "5")
    assert out.returncode == 0, out.stdout + out.stderr
    assert "no crash" in out.stdout


def test_monkey_finds_no_frame_left_stale_by_the_resting_loop() -> None:
    """Issue 33: with the table resting as the program does, every frame not drawn looks like the one shown."""
    out = run_tool("tools/monkey.py", "--events", "300", "--seed", "7", "--verify-rest")
    assert out.returncode == 0, out.stdout + out.stderr
    assert "frames not drawn that had changed: 0" in out.stdout


def test_screenshots_render_pngs(tmp_path: Path) -> None:
    out = run_tool("tools/screenshots.py", "--out", str(tmp_path), "--only", "menu", "menu_ja", "settings")
    assert out.returncode == 0, out.stderr
    assert sorted(p.name for p in tmp_path.glob("*.png")) == ["menu.png", "menu_ja.png", "settings.png"]


def test_check_levels_passes_on_the_shipped_levels_and_names_a_broken_one(tmp_path: Path) -> None:
    assert run_tool("tools/check_levels.py").returncode == 0
    bad = tmp_path / "mapello" / "bad.map"
    bad.parent.mkdir()
    bad.write_text("-" * 10 + "\n")
    out = run_tool("tools/check_levels.py", str(bad))
    assert out.returncode == 1 and "bad.map" in out.stdout
