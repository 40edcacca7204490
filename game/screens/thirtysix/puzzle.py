"""The bonus puzzle (T17): lay the 9 tiles in the 3x3 so that touching cells match. Edges that match glow, a hint
lays one tile from a solver's solution, the time runs until it is solved, and the best times are kept."""
from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any

import msgspec
import pygame

from game.core.match import Match
from game.rules import thirtysix as rules
from game.screens.thirtysix import tile_art
from game.screens.thirtysix.tiles import Placed, TileTable

if TYPE_CHECKING:
    from game.core.context import Context

RECORDS_KIND, RECORDS_NAME = "records", "thirtysix_puzzle"
BEST_KEPT = 5
Edge = tuple[tuple[int, int], tuple[int, int], bool]


class PuzzleRecords(msgspec.Struct):
    """The bonus puzzle's best times (seconds), fastest first."""

    best: Annotated[list[Annotated[float, msgspec.Meta(gt=0, le=360_000)]], msgspec.Meta(max_length=100)] = \
        msgspec.field(default_factory=list)  # seconds: a time over a hundred hours is not one of ours


def _time_text(seconds: float) -> str:
    m, s = divmod(int(seconds), 60)
    return f"{m}:{s:02d}"


class PuzzleScene(TileTable):
    """The puzzle's table: the time, the hints used, the best times, the edges checked as the tiles are laid."""

    title_key = "thirtysix.puzzle.title"

    def __init__(self, ctx: Context, match: Match, extra: dict[str, Any]) -> None:
        super().__init__(ctx, match, extra)
        self.solved_at: float | None = None
        self.hints = 0
        self.records = self._read_records()

    def buttons(self) -> list[tuple[str, Callable[[], object]]]:
        return [("thirtysix.tiles.turn", self.turn_held), ("thirtysix.puzzle.hint", self.hint)]

    def _read_records(self) -> list[float]:
        doc = self.ctx.saves.read_doc(RECORDS_KIND, RECORDS_NAME, PuzzleRecords)
        best = doc.get("best", []) if isinstance(doc, dict) else []
        return sorted(float(v) for v in best if isinstance(v, (int, float)) and v > 0)[:BEST_KEPT]

    @property
    def elapsed(self) -> float:
        return self.solved_at if self.solved_at is not None else self.t

    def update(self, dt: float) -> None:
        if self.solved_at is None:
            self.t += dt

    def placements(self) -> dict[int, Placed]:
        """The grid as the solver's slots (row by row from the top)."""
        return {r * 3 + c: p for (c, r), p in self.grid.items()}

    def edge_states(self) -> list[Edge]:
        """Every pair of neighbouring tiles on the grid: (square, square, whether the touching cells match)."""
        out = []
        for (c, r), (ti, rot) in self.grid.items():
            tile = self.tiles[ti].rotated(rot)
            right, below = self.grid.get((c + 1, r)), self.grid.get((c, r + 1))
            if right is not None:
                other = self.tiles[right[0]].rotated(right[1])
                out.append(((c, r), (c + 1, r), rules.edges_match(tile, other, None, None)))
            if below is not None:
                other = self.tiles[below[0]].rotated(below[1])
                out.append(((c, r), (c, r + 1), rules.edges_match(None, None, tile, other)))
        return out

    def is_solved(self) -> bool:
        edges = self.edge_states()
        return len(self.grid) == 9 and len(edges) == 12 and all(ok for _a, _b, ok in edges)

    def after_change(self) -> None:
        if self.solved_at is None and self.is_solved():
            self.solved_at = self.t
            self.ctx.audio.play("win")
            if self.hints == 0:
                self.records = sorted(self.records + [round(self.t, 1)])[:BEST_KEPT]
                self.ctx.saves.write_doc(RECORDS_KIND, RECORDS_NAME, {"best": self.records})

    def solution_near(self) -> list[Placed] | None:
        """A solution keeping as many of the tiles laid so far as possible (greedily, square by square)."""
        keep: dict[int, Placed] = {}
        for slot, placed in sorted(self.placements().items()):
            if rules.solve_puzzle(self.tiles, {**keep, slot: placed}) is not None:
                keep[slot] = placed
        return rules.solve_puzzle(self.tiles, keep)

    def hint(self) -> None:
        """Lay one tile where a solution has it (taking it from wherever it lies, swapping out a wrong one)."""
        if self.solved_at is not None:
            return
        solution = self.solution_near()
        if solution is None:
            return
        for slot, want in enumerate(solution):
            c, r = slot % 3, slot // 3
            if self.grid.get((c, r)) == want:
                continue
            source = next(s for s in self.spots() if (self.tile_at(s) or (-1, 0))[0] == want[0])
            self.held = None
            there = self.grid.get((c, r))
            self._set(source, there)
            self.grid[(c, r)] = want
            self.cursor = ("grid", c, r)
            self.hints += 1
            self.ctx.audio.play("place")
            self.after_change()
            return

    def on_hint(self) -> None:
        self.hint()

    def info_lines(self) -> list[str]:
        t = self.ctx.t
        lines = [t("thirtysix.puzzle.time", time=_time_text(self.elapsed))]
        if self.solved_at is not None:
            lines.append(t("thirtysix.puzzle.solved", time=_time_text(self.solved_at)))
        else:
            lines.append(t("thirtysix.puzzle.goal"))
        if self.hints:
            lines.append(t("thirtysix.puzzle.hints", n=self.hints))
        if self.records:
            lines.append(t("thirtysix.puzzle.best", times=", ".join(_time_text(v) for v in self.records[:3])))
        return lines

    def draw_over_tiles(self, surface: pygame.Surface) -> None:
        tile_art.draw_edges(self, surface, self.edge_states(), self.solved_at is not None)
