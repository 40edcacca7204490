"""Laying 36's tiles by hand: the bonus puzzle (T17) and the free layout of the advanced rules (T16).

Both are a table of tile squares and a tray. One press picks a tile up (it lifts and glows), a press on another
square puts it there (swapping with a tile already there), and a press on the held tile turns it a quarter turn
clockwise; the Turn button does the same. Mouse alone or gamepad alone: the D-pad walks between the squares, the
tray and the buttons (game.ui.grids.Navigator), A presses, B lets go of the held tile.
"""
from __future__ import annotations

import random
from collections.abc import Callable
from functools import lru_cache
from typing import TYPE_CHECKING, Annotated, Any

import msgspec
import pygame

from game.core.input import DIRECTIONS, Action, Intent
from game.core.match import Match
from game.core.scenes import Scene
from game.rules import thirtysix as rules
from game.screens.overlays import confirm
from game.screens.thirtysix import art
from game.ui import draw, theme
from game.ui.grids import Navigator
from game.ui.paint import Painter
from game.ui.text import wrap

if TYPE_CHECKING:
    from game.core.context import Context

Spot = tuple[str, int, int]  # ("grid", col, row), ("tray", k, 0) or ("button", k, 0)
Placed = tuple[int, int]  # (tile index, quarter turns)
RECORDS_KIND, RECORDS_NAME = "records", "thirtysix_puzzle"
BEST_KEPT = 5


class PuzzleRecords(msgspec.Struct):
    """The bonus puzzle's best times (seconds), fastest first."""

    best: Annotated[list[Annotated[float, msgspec.Meta(gt=0, le=360_000)]], msgspec.Meta(max_length=100)] = \
        msgspec.field(default_factory=list)  # seconds: a time over a hundred hours is not one of ours


@lru_cache(maxsize=128)
def tile_image(tile: rules.Tile, size: int) -> pygame.Surface:
    """A tile as it lies (cells, patterns, gates), `size` pixels square."""
    p = Painter((size, size))
    half = size / 2
    p.rect((0, 0, size, size), (92, 70, 58), radius=size * 0.08)
    upper, lower = tile.grid()
    a, b, c, d = upper[0], upper[1], lower[0], lower[1]
    for (x, y), colour in (((0, 0), a), ((1, 0), b), ((0, 1), c), ((1, 1), d)):
        art.paint_cell(p, x * half + 2, y * half + 2, half - 4, colour)
    centre = {"tl": (half * 0.5, half * 0.5), "tr": (half * 1.5, half * 0.5), "br": (half * 1.5, half * 1.5),
              "bl": (half * 0.5, half * 1.5)}
    for gate in sorted(tile.gates):
        one, two = gate.split("-")
        art.paint_gate(p, centre[one], centre[two], half)
    return p.result()


class TileTable(Scene):
    """The shared table: `cols` x `rows` squares of `square` px at `origin`, a tray of 9, buttons beside."""

    title_key = ""
    cols, rows, square = 3, 3, 150
    origin = (80, 130)
    tray_origin = (760, 110)
    tray_square = 96

    def __init__(self, ctx: Context, match: Match, extra: dict[str, Any]) -> None:
        super().__init__(ctx)
        self.match, self.extra = match, dict(extra)
        self.tiles = rules.load_tiles()
        self.grid: dict[tuple[int, int], Placed] = {}
        rng = random.Random(int(extra.get("ai_seed", 0)))
        order = list(range(len(self.tiles)))
        rng.shuffle(order)
        self.tray: list[Placed | None] = [(ti, rng.randrange(4)) for ti in order]
        self.held: Spot | None = None
        self.cursor: Spot = ("tray", 0, 0)
        self.hover: Spot | None = None
        self.drag: tuple[float, float] | None = None  # where the mouse holds a tile it is dragging
        self.nav = Navigator()
        self.t = 0.0

    # ---- what a subclass adds ----------------------------------------------------------------------
    def buttons(self) -> list[tuple[str, Callable[[], object]]]:
        """(label key, action) of the buttons under the tray."""
        return [("thirtysix.tiles.turn", self.turn_held)]

    def info_lines(self) -> list[str]:
        return []

    def after_change(self) -> None:
        """Called after every move or turn of a tile."""

    # ---- places ------------------------------------------------------------------------------------
    def spots(self) -> list[Spot]:
        out: list[Spot] = [("grid", c, r) for r in range(self.rows) for c in range(self.cols)]
        out += [("tray", k, 0) for k in range(len(self.tray))]
        out += [("button", k, 0) for k in range(len(self.buttons()))]
        return out

    def rect(self, spot: Spot) -> pygame.Rect:
        kind, a, b = spot
        if kind == "grid":
            x0, y0 = self.origin
            return pygame.Rect(x0 + a * self.square, y0 + b * self.square, self.square, self.square)
        if kind == "tray":
            x0, y0 = self.tray_origin
            s = self.tray_square
            return pygame.Rect(x0 + (a % 3) * (s + 8), y0 + (a // 3) * (s + 8), s, s)
        x0, y0 = self.tray_origin
        s = self.tray_square
        w = 3 * s + 16
        n = len(self.buttons())
        bw = (w - (n - 1) * 10) // max(1, n)
        return pygame.Rect(x0 + a * (bw + 10), y0 + 3 * (s + 8) + 12, bw, 56)

    def tile_at(self, spot: Spot) -> Placed | None:
        kind, a, b = spot
        if kind == "grid":
            return self.grid.get((a, b))
        if kind == "tray":
            return self.tray[a]
        return None

    def _set(self, spot: Spot, value: Placed | None) -> None:
        kind, a, b = spot
        if kind == "grid":
            if value is None:
                self.grid.pop((a, b), None)
            else:
                self.grid[(a, b)] = value
        elif kind == "tray":
            self.tray[a] = value

    # ---- acting ------------------------------------------------------------------------------------
    def press(self, spot: Spot) -> None:
        """Pick up, put down (swapping), or turn the held tile; buttons do what they say."""
        if spot[0] == "button":
            buttons = self.buttons()
            if spot[1] < len(buttons):
                self.ctx.audio.play("select")
                buttons[spot[1]][1]()
            return
        if self.held is None:
            if self.tile_at(spot) is None:
                self.ctx.toast(self.ctx.t("thirtysix.tiles.pick_first"), "error", 1.8)
                return
            self.held = spot
            self.ctx.audio.play("select")
            return
        if spot == self.held:
            self.turn_held()
            return
        moving, there = self.tile_at(self.held), self.tile_at(spot)
        self._set(spot, moving)
        self._set(self.held, there)
        self.held = None
        self.ctx.audio.play("place")
        self.after_change()

    def turn_held(self, step: int = 1) -> None:
        """A quarter turn of the held tile, clockwise (step 1) or back (-1)."""
        if self.held is None or self.tile_at(self.held) is None:
            self.ctx.toast(self.ctx.t("thirtysix.tiles.pick_first"), "error", 1.8)
            return
        ti, rot = self.tile_at(self.held)  # type: ignore[misc]
        self._set(self.held, (ti, (rot + step) % 4))
        self.ctx.audio.play("flip")
        self.after_change()

    def leave(self) -> None:
        """Back to the menu, after asking (laid tiles would be lost)."""
        confirm(self.ctx, lambda: self.ctx.t("thirtysix.tiles.leave"), lambda: self.ctx.t("thirtysix.tiles.leave_yes"),
                lambda: self.ctx.scenes.pop_to_root())

    def handle(self, intent: Intent) -> None:
        a = intent.action
        if a in (Action.BACK, Action.MENU):
            if self.held is not None and a is Action.BACK:
                self.held = None
                self.ctx.audio.play("flip")
                return
            self.leave()
            return
        if a in (Action.POINT, Action.SELECT, Action.RELEASE) and intent.pos is not None:
            found = next((s for s in self.spots() if self.rect(s).collidepoint(intent.pos)), None)
            self.hover = found
            if a is Action.RELEASE:
                # a drag ends: dropped on another square it lands there; let go where it started, it stays held
                if self.drag is not None and found is not None and self.held is not None and found != self.held \
                        and found[0] != "button":
                    self.cursor = found
                    self.press(found)
                self.drag = None
            elif a is Action.POINT:
                if self.drag is not None:
                    self.drag = intent.pos
            elif found is not None:
                was_held = self.held
                self.cursor = found
                self.press(found)
                if was_held is None and self.held is not None and intent.device == "mouse":
                    self.drag = intent.pos  # picked up with the mouse: it may be dragged away
            return
        if a in DIRECTIONS:
            centres = {s: self.rect(s).center for s in self.spots()}
            self.cursor = self.nav.step(intent.device, self.cursor, str(a), centres)
            self.hover = None
        elif a is Action.CONFIRM:
            self.press(self.cursor)
        elif a in (Action.TURN_LEFT, Action.TURN_RIGHT) or (a is Action.REDO and intent.device.startswith("pad")):
            self.turn_held(-1 if a is Action.TURN_LEFT else 1)  # the shoulders and Q/E turn the held tile
        elif a is Action.HINT:
            self.on_hint()

    def on_hint(self) -> None:
        """The pad's hint button (the puzzle gives one; the layout has none)."""

    def update(self, dt: float) -> None:
        self.t += dt

    # ---- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        surface.fill(theme.BG)
        title = ctx.assets.text(ctx.t(self.title_key), theme.FONT_LABEL, theme.TEXT, bold=True)
        surface.blit(title, (self.origin[0], 36))
        x0, y0 = self.origin
        area = pygame.Rect(x0 - 10, y0 - 10, self.cols * self.square + 20, self.rows * self.square + 20)
        surface.blit(draw.panel(area.size, theme.BG_DARK, 18), area)
        for r in range(self.rows):
            for c in range(self.cols):
                rect = self.rect(("grid", c, r)).inflate(-6, -6)
                surface.blit(draw.panel(rect.size, theme.PANEL, 10), rect)
        self.draw_under_tiles(surface)
        tx, ty = self.tray_origin
        s = self.tray_square
        tray = pygame.Rect(tx - 10, ty - 10, 3 * s + 36, 3 * (s + 8) + 12)
        surface.blit(draw.panel(tray.size, theme.BG_DARK, 18), tray)
        for k in range(len(self.tray)):
            rect = self.rect(("tray", k, 0)).inflate(-8, -8)
            surface.blit(draw.panel(rect.size, theme.BG, 10), rect)
        for spot in self.spots():
            placed = self.tile_at(spot)
            if placed is None:
                continue
            rect = self.rect(spot)
            if spot == self.held and self.drag is not None and not rect.collidepoint(self.drag):
                continue  # drawn under the mouse instead
            lift = 6 if spot == self.held else 0
            img = tile_image(self.tiles[placed[0]].rotated(placed[1]), rect.w - 8)
            surface.blit(img, (rect.x + 4, rect.y + 4 - lift))
        self.draw_over_tiles(surface)
        if self.held is not None and self.drag is not None and not self.rect(self.held).collidepoint(self.drag):
            placed = self.tile_at(self.held)
            if placed is not None:
                img = tile_image(self.tiles[placed[0]].rotated(placed[1]), self.rect(self.held).w - 8)
                draw.blit_center(surface, img, self.drag)
        for k, (label, _action) in enumerate(self.buttons()):
            rect = self.rect(("button", k, 0))
            surface.blit(draw.panel(rect.size, theme.PANEL_HI if self.cursor == ("button", k, 0) else theme.PANEL,
                                    14), rect)
            img = ctx.assets.text(ctx.t(label), theme.FONT_SMALL, theme.TEXT, bold=True)
            draw.blit_center(surface, img, rect.center)
        if self.held is not None:
            ring = self.rect(self.held).inflate(4, 4)
            surface.blit(draw.ring(ring.size, theme.ACCENT, 5, 12), ring)
        ring = self.rect(self.cursor).inflate(10, 10)
        surface.blit(draw.ring(ring.size, (255, 255, 255), 4, 14), ring)
        if self.hover is not None and self.hover != self.cursor:
            ring = self.rect(self.hover).inflate(2, 2)
            surface.blit(draw.ring(ring.size, theme.TEXT_DIM, 3, 12), ring)
        y = self.rect(("button", 0, 0)).bottom + 16
        font = ctx.assets.font(theme.FONT_SMALL, False)
        for line in self.info_lines():
            for part in wrap(line, theme.W - tx - 30, lambda t: font.size(t)[0]):  # noqa: B023 (called now)
                img = ctx.assets.text(part, theme.FONT_SMALL, theme.TEXT)
                surface.blit(img, (tx, y))
                y += 28

    def draw_under_tiles(self, surface: pygame.Surface) -> None: ...

    def draw_over_tiles(self, surface: pygame.Surface) -> None: ...


def _time_text(seconds: float) -> str:
    m, s = divmod(int(seconds), 60)
    return f"{m}:{s:02d}"


class PuzzleScene(TileTable):
    """The bonus puzzle (T17): lay the 9 tiles in the 3x3 so that touching cells match. Edges that match glow,
    a hint lays one tile from a solver's solution, the time runs until it is solved, best times are kept."""

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

    def edge_states(self) -> list[tuple[tuple[int, int], tuple[int, int], bool]]:
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
        """Matching edges glow green; edges that do not match show a red bar."""
        for (c1, r1), (c2, _r2), ok in self.edge_states():
            a = self.rect(("grid", c1, r1))
            if c2 != c1:
                line = pygame.Rect(a.right - 4, a.y + 10, 8, a.h - 20)
            else:
                line = pygame.Rect(a.x + 10, a.bottom - 4, a.w - 20, 8)
            colour = theme.GOOD if ok else theme.BAD
            surface.blit(draw.panel(line.size, colour, 4), line)
        if self.solved_at is not None:
            x0, y0 = self.origin
            rect = pygame.Rect(x0 - 10, y0 - 10, 3 * self.square + 20, 3 * self.square + 20)
            surface.blit(draw.ring(rect.size, theme.GOOD, 6, 18), rect)


class LayoutScene(TileTable):
    """The advanced setup (T16): the players lay the 9 tiles freely on a grid, every tile touching another along
    an edge, then play on that board (holes between the tiles)."""

    title_key = "thirtysix.layout.title"
    cols, rows, square = 7, 5, 92
    origin = (40, 120)
    tray_origin = (740, 110)
    tray_square = 110

    def buttons(self) -> list[tuple[str, Callable[[], object]]]:
        return [("thirtysix.tiles.turn", self.turn_held), ("thirtysix.layout.play", self.play)]

    def info_lines(self) -> list[str]:
        t = self.ctx.t
        lines = [t("thirtysix.layout.goal")]
        if self.grid and not rules.is_connected(self.places()):
            lines.append(t("thirtysix.layout.apart"))
        return lines

    def places(self) -> list[rules.TilePlace]:
        return [(ti, rot, c, r) for (c, r), (ti, rot) in sorted(self.grid.items())]

    def problem(self) -> str | None:
        """Why the layout cannot be played yet (words for people), or None."""
        if len(self.grid) < len(self.tiles):
            return self.ctx.t("thirtysix.layout.all_tiles", n=len(self.tiles) - len(self.grid))
        if not rules.is_connected(self.places()):
            return self.ctx.t("thirtysix.layout.apart")
        return None

    def play(self) -> None:
        why = self.problem()
        if why is not None:
            self.ctx.toast(why, "error", 3.0)
            return
        from game.table.launcher import start_game

        text = rules.layout_text(self.tiles, self.places())
        start_game(self.ctx, self.match, {**self.extra, "board": text, "ready": True})

    def draw_under_tiles(self, surface: pygame.Surface) -> None:
        """Squares next to a laid tile are marked: a new tile there keeps the layout in one group."""
        if not self.grid:
            return
        for r in range(self.rows):
            for c in range(self.cols):
                if (c, r) in self.grid:
                    continue
                if any((c + dc, r + dr) in self.grid for dc, dr in ((1, 0), (-1, 0), (0, 1), (0, -1))):
                    rect = self.rect(("grid", c, r)).inflate(-20, -20)
                    surface.blit(draw.ring(rect.size, theme.GOOD, 3, 10), rect)
