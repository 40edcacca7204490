"""`python -m game --frame-stats FILE`: one line per frame, how anyone measures the table on their own screen.

Columns (tab-separated, after a header line): the frame's number, the scene on top, update ms, draw ms (or
"skipped": nothing changed, nothing drawn), present ms (or "skipped"), and ms since the previous frame began."""

from __future__ import annotations

from pathlib import Path
from typing import TextIO

HEADER = "frame\tscene\tupdate_ms\tdraw_ms\tpresent_ms\tsince_previous_ms"
SKIPPED = "skipped"


class FrameStats:
    """Appends a line per frame to a file, written line by line (a tool may read it while the table runs)."""

    def __init__(self, path: Path) -> None:
        self._file: TextIO | None = path.open("w", encoding="utf-8", buffering=1)  # by line: readable as it goes
        self._file.write(HEADER + "\n")
        self.frames = 0

    def frame(
        self, scene: str, update_ms: float, draw_ms: float | None, present_ms: float | None, since_ms: float
    ) -> None:
        if self._file is None:
            return
        self.frames += 1
        drawn = SKIPPED if draw_ms is None else f"{draw_ms:.3f}"
        shown = SKIPPED if present_ms is None else f"{present_ms:.3f}"
        self._file.write(f"{self.frames}\t{scene}\t{update_ms:.3f}\t{drawn}\t{shown}\t{since_ms:.3f}\n")

    def close(self) -> None:
        if self._file is not None:
            self._file.close()
            self._file = None


def read(path: Path) -> list[dict[str, str]]:
    """The lines of a frame-stats file as dicts by column name (for tools/bench.py and the tests)."""
    lines = path.read_text(encoding="utf-8").splitlines()
    names = lines[0].split("\t")
    return [dict(zip(names, line.split("\t"))) for line in lines[1:] if line]
