"""The bonus puzzle (T17): lay the 9 tiles in the 3x3 so that touching cells match. Edges that match glow, a hint
lays one tile from a solver's solution, the time runs until it is solved, and the best times are kept.

It is a game of its own on the table: its button on the setup, the ☰ button and the pause menu (its rules page,
a new puzzle, the menu), every change saved with the time so far (the menu's Continue brings it back, so leaving
loses nothing and asks nothing), and a celebration with the time and the best times, and a new puzzle."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated

import msgspec
import pygame
from msgspec import UNSET

from game.board.pause import PauseOverlay
from game.core.match import Match
from game.core.saves import GameRecord
from game.rules import thirtysix as rules
from game.screens.thirtysix import tile_art
from game.screens.thirtysix.files import PuzzleProgress, ThirtysixExtra
from game.screens.thirtysix.puzzle_end import BEST_SHOWN, Solved, celebrate, time_text
from game.screens.thirtysix.tile_art import Spot, TableShown
from game.screens.thirtysix.tiles import Placed, TileTable
from game.ui import draw, theme

if TYPE_CHECKING:
    from game.core.context import Context

RECORDS_KIND, RECORDS_NAME = "records", "thirtysix_puzzle"
BEST_KEPT = 5
PAUSE: Spot = ("pause", 0, 0)  # the ☰ button, top left as on every game screen
CELEBRATE_AFTER = 0.8  # seconds the solved square shows (its edges all green) before the celebration
PAUSE_BUTTON = pygame.Rect(12, 10, 56, 56)  # the ☰ button at the top left
PAUSE_CORNER, PAUSE_ICON = 14, 40
Edge = tuple[tuple[int, int], tuple[int, int], bool]


class PuzzleRecords(msgspec.Struct):
    """The bonus puzzle's best times (seconds), fastest first."""

    best: Annotated[list[Annotated[float, msgspec.Meta(gt=0, le=360_000)]], msgspec.Meta(max_length=100)] = (
        msgspec.field(default_factory=list)
    )  # seconds: a time over a hundred hours is not one of ours


class PuzzleScene(TileTable):
    """The puzzle's table: the time, the hints used, the best times, the edges checked as the tiles are laid."""

    title_key = "thirtysix.puzzle.title"

    def __init__(self, ctx: Context, match: Match, extra: ThirtysixExtra) -> None:
        super().__init__(ctx, match, extra)
        self.solved_at: float | None = None
        self.hints = 0
        self.paused = False  # under the pause menu (or the rules): the time stands still
        self.records = self._read_records()
        if extra.puzzle is not UNSET:
            self._restore(extra.puzzle)

    def buttons(self) -> list[tuple[str, Callable[[], object]]]:
        return [("thirtysix.tiles.turn", self.turn_held), ("thirtysix.puzzle.hint", self.hint)]

    # ---- the ☰ button beside the tiles (reached by the D-pad like every other spot) ----------------------------
    def spots(self) -> list[Spot]:
        return [PAUSE, *super().spots()]

    def rect(self, spot: Spot) -> pygame.Rect:
        return PAUSE_BUTTON.copy() if spot == PAUSE else super().rect(spot)

    def press(self, spot: Spot) -> None:
        if spot == PAUSE:
            self.on_menu()
        elif self.solved_at is None:  # a solved square stays as it is (a mashed press never breaks it up)
            super().press(spot)

    # ---- the saved puzzle ----------------------------------------------------------------------------------------
    def _restore(self, saved: PuzzleProgress) -> None:
        """The tiles and the time of a saved puzzle; one whose tiles do not make the set once is not used."""
        grid = {(c, r): (ti, rot) for c, r, ti, rot in saved.grid}
        tray: list[Placed | None] = [None if p is None else (p[0], p[1]) for p in saved.tray]
        laid = sorted([ti for ti, _rot in grid.values()] + [p[0] for p in tray if p is not None])
        if laid != list(range(len(self.tiles))) or len(tray) != len(self.tray):
            return
        self.grid, self.tray = grid, tray
        self.t = saved.seconds
        self.hints = saved.hints

    def save(self) -> None:
        """Autosave the tiles laid and the time so far (the resume slot of 36; the menu's Continue)."""
        if self.solved_at is not None:
            return
        progress = PuzzleProgress(
            grid=[[c, r, ti, rot] for (c, r), (ti, rot) in sorted(self.grid.items())],
            tray=[None if p is None else list(p) for p in self.tray],
            seconds=round(self.t, 1),
            hints=self.hints,
        )
        extra = ThirtysixExtra(ai_seed=self.extra.ai_seed, puzzle=progress)
        self.ctx.saves.autosave(self.match, GameRecord(extra=extra))

    # ---- pause, leave, again -------------------------------------------------------------------------------------
    def on_menu(self) -> None:
        """The pause menu: resume, the puzzle's rules, a new puzzle (asked first), settings, the menu."""
        self.save()
        self.ctx.scenes.push(PauseOverlay(self.ctx, self.match.game, self.again, self.to_menu, rules=self.rules))

    def rules(self) -> None:
        """The rules help at the puzzle's own page (the last)."""
        from game.screens.rules_help import RulesHelpScene

        help_scene = RulesHelpScene(self.ctx, self.match.game)
        help_scene.page = len(help_scene.pages) - 1
        self.ctx.scenes.push(help_scene)

    def to_menu(self) -> None:
        """Back to the menu: the puzzle is saved (unless solved), so nothing is lost and nothing is asked."""
        self.save()
        self.ctx.scenes.pop_to_root()

    def again(self) -> None:
        """A new puzzle: a fresh shuffle, the time from zero."""
        from game.table.launcher import start_game

        start_game(self.ctx, self.match)

    def pause(self) -> None:
        self.paused = True

    def resume(self) -> None:
        self.paused = False

    def _read_records(self) -> list[float]:
        doc = self.ctx.saves.read_doc(RECORDS_KIND, RECORDS_NAME, PuzzleRecords)
        best = doc.get("best", []) if isinstance(doc, dict) else []
        return sorted(float(v) for v in best if isinstance(v, (int, float)) and v > 0)[:BEST_KEPT]

    @property
    def elapsed(self) -> float:
        return self.solved_at if self.solved_at is not None else self.t

    def update(self, dt: float) -> None:
        if self.paused:
            return
        before = self.t
        self.t += dt
        if self.solved_at is not None and before < self.solved_at + CELEBRATE_AFTER <= self.t:
            solved = Solved(self.solved_at, self.hints, self.records)
            celebrate(self.ctx, self.match.seats[0], solved, self.again, self.to_menu)

    def placements(self) -> dict[int, Placed]:
        """The grid as the solver's slots (row by row from the top)."""
        return {r * self.cols + c: p for (c, r), p in self.grid.items()}

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
        cols, rows = self.cols, self.rows
        inner_edges = rows * (cols - 1) + cols * (rows - 1)
        return len(self.grid) == cols * rows and len(edges) == inner_edges and all(ok for _a, _b, ok in edges)

    def after_change(self) -> None:
        if self.solved_at is not None:
            return
        if not self.is_solved():
            self.save()
            return
        self.solved_at = self.t
        self.ctx.saves.clear(self.match.game)  # solved: nothing left to resume
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
            c, r = slot % self.cols, slot // self.cols
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
        lines = [t("thirtysix.puzzle.time", time=time_text(self.elapsed))]
        if self.solved_at is not None:
            lines.append(t("thirtysix.puzzle.solved", time=time_text(self.solved_at)))
        else:
            lines.append(t("thirtysix.puzzle.goal"))
        if self.hints:
            lines.append(t("thirtysix.puzzle.hints", n=self.hints))
        if self.records:
            lines.append(t("thirtysix.puzzle.best", times=", ".join(time_text(v) for v in self.records[:BEST_SHOWN])))
        return lines

    def draw_over_tiles(self, surface: pygame.Surface, shown: TableShown) -> None:
        tile_art.draw_edges(surface, shown, self.edge_states(), self.solved_at is not None)
        r = self.rect(PAUSE)
        surface.blit(draw.panel(r.size, theme.PANEL_HI if self.hover == PAUSE else theme.PANEL, PAUSE_CORNER), r)
        draw.blit_center(surface, draw.icon("pause", PAUSE_ICON), r.center)
