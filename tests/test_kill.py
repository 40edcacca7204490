"""The table killed at random moments and started again (a short run of tools/kill_test.py; long runs, every
game, are that tool's job): every move shown as made is there on Continue, no file is left unreadable, no temp
file is left behind."""

from __future__ import annotations

import sys

import pytest

from tools import kill_test


@pytest.mark.skipif(sys.platform == "win32", reason="SIGKILL")
def test_a_killed_table_loses_no_move_and_leaves_no_bad_or_temp_file() -> None:
    # Two games (a board game, the physics game), three starts each: each later start Continues what the last
    # showed. Each child lives long enough to make moves (its start-up takes about 0.4 s of that, more on a loaded
    # machine), and is killed wherever it is.
    results = kill_test.run(("jaleo", "kletterfrosch"), cycles=3, seed=2026, min_life=0.7, max_life=1.2)
    for game, r in results.items():
        assert r.failures == [], game
        assert r.cycles == 3, game
    assert sum(r.moves_checked for r in results.values()) >= 1  # a Continue was checked against a killed game
