"""tools/arena.py: plays levels against each other with seats swapped and prints the table."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

from game import ROOT

ARENA = ROOT / "tools" / "arena.py"


def test_arena_prints_wins_draws_and_times_per_agent() -> None:
    env_path = str(Path(__file__).resolve().parent)
    result = subprocess.run(
        [sys.executable, str(ARENA), "toygames:TICTACTOE", "easy", "medium", "--games", "4", "--opening", "0"],
        capture_output=True,
        text=True,
        cwd=ROOT,
        timeout=120,
        env={"PYTHONPATH": env_path, "PATH": "/usr/bin:/bin"},
    )
    assert result.returncode == 0, result.stderr
    lines = result.stdout.splitlines()
    assert "4 games" in lines[0]
    assert lines[2].startswith("A easy") and lines[3].startswith("B medium")
    assert lines[4].startswith("draws")
    a_wins, b_wins, draws = int(lines[2].split()[2]), int(lines[3].split()[2]), int(lines[4].split()[1])
    assert a_wins + b_wins + draws == 4


def test_arena_rejects_an_unknown_game() -> None:
    result = subprocess.run(
        [sys.executable, str(ARENA), "no-such-game", "easy", "hard"], capture_output=True, text=True, cwd=ROOT
    )
    assert result.returncode != 0 and "no-such-game" in result.stderr


def test_cpu_time_budget_counts_the_search_process_cpu_not_the_wall_clock() -> None:
    """--cpu-time: a time-bound level on a busy machine searches as long as on a quiet one (CPU seconds)."""
    import time

    from game.ai import budget

    try:
        budget.use_cpu_time()
        clock = budget.Clock(budget.Budget(seconds=0.05))
        time.sleep(0.1)  # wall time passes, no CPU is spent: the budget is not used up
        assert not clock.spent()
        while not clock.spent():
            pass  # CPU time runs out the budget
        assert clock.elapsed() >= 0.05
    finally:
        budget.now = time.perf_counter
