"""Damaged files of every kind the table reads never crash or hang it, and good ones are never touched
(a short seeded run of tools/fuzz_files.py; long runs are that tool's job)."""

from __future__ import annotations

import logging
import sys

import pytest

from tools import fuzz_files

COUNT = 100  # mutations per kind of file: a few seconds in all


@pytest.mark.skipif(sys.platform == "win32", reason="FIFOs, symlinks and SIGALRM")
def test_damaged_files_of_every_kind_never_crash_or_hang_and_good_ones_stay(caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.ERROR)
    crashes: list[str] = []
    counts = fuzz_files.run(None, COUNT, seed=2026, timeout=20.0, report=crashes.append)
    assert crashes == []
    assert {"settings", "setup", "save_mapello", "board", "castle", "records", "history", "lessons"} <= counts.keys()
    for kind, c in counts.items():
        assert c["crash"] == c["hang"] == c["good touched"] == c["unknown lost"] == c["aside inexact"] == 0, kind
        assert c["set aside"] + c["accepted"] == COUNT, kind
        assert c["set aside"] > COUNT // 4, kind  # the mutations do reach the checks
