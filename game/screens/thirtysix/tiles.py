"""The table 36's tiles are laid on by hand, shared by the bonus puzzle (T17, puzzle.py) and the free layout of
the advanced rules (T16, layout.py); its drawing is in tile_art.py.

A table of tile squares and a tray. One press picks a tile up (it lifts and glows), a press on another square puts
it there (swapping with a tile already there), and a press on the held tile turns it a quarter turn clockwise; the
Turn button does the same. Mouse alone or gamepad alone: the D-pad walks between the squares, the tray and the
buttons (game.ui.grids.Navigator), A presses, B lets go of the held tile.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame
from msgspec.structs import replace

from game.core.input import DIRECTIONS, Action, Intent
from game.core.match import Match
from game.core.scenes import Scene
from game.rules import thirtysix as rules
from game.screens.thirtysix import tile_art
from game.screens.thirtysix.files import ThirtysixExtra
from game.screens.thirtysix.tile_art import Spot, TableShown
from game.ui import theme
from game.ui.dialogs import confirm
from game.ui.grids import Navigator
from game.ui.widgets import each_width

if TYPE_CHECKING:
    from game.core.context import Context

Placed = tuple[int, int]  # (tile index, quarter turns)
TURNS = 4  # a tile's quarter turns
TRAY_COLS, TRAY_ROWS, TRAY_GAP = 3, 3, 8  # the tray of nine: its tiles a row, its rows, px between them
FRAME_OUT = 10  # the grid's and the tray's frames, px round them
BUTTON_TOP, BUTTON_GAP, BUTTON_H = 20, 10, 56  # the buttons under the tray: below it, between them, their height


class TileTable(Scene):
    """The shared table: `cols` x `rows` squares of `square` px at `origin`, a tray of 9, buttons beside."""

    title_key = ""
    cols, rows, square = 3, 3, 150
    origin = (80, 130)
    tray_origin = (760, 110)
    tray_square = 96

    def __init__(self, ctx: Context, match: Match, extra: ThirtysixExtra) -> None:
        super().__init__(ctx)
        self.match, self.extra = match, replace(extra)
        self.tiles = rules.load_tiles()
        self.grid: dict[tuple[int, int], Placed] = {}
        rng = random.Random(extra.ai_seed or 0)
        order = list(range(len(self.tiles)))
        rng.shuffle(order)
        self.tray: list[Placed | None] = [(ti, rng.randrange(TURNS)) for ti in order]
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
            col, row = a % TRAY_COLS, a // TRAY_COLS
            return pygame.Rect(x0 + col * (s + TRAY_GAP), y0 + row * (s + TRAY_GAP), s, s)
        x0, y0 = self.tray_origin
        w, h = self.tray_size()
        n = len(self.buttons())
        bw = each_width(w, n, BUTTON_GAP)
        return pygame.Rect(x0 + a * (bw + BUTTON_GAP), y0 + h + BUTTON_TOP, bw, BUTTON_H)

    def tray_size(self) -> tuple[int, int]:
        """The tray's width and height, px (its tiles and the gaps between them)."""
        s = self.tray_square
        return TRAY_COLS * s + (TRAY_COLS - 1) * TRAY_GAP, TRAY_ROWS * s + (TRAY_ROWS - 1) * TRAY_GAP

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
                self.ctx.toast(self.ctx.t("thirtysix.tiles.pick_first"), "error", theme.TOAST_BRIEF)
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
            self.ctx.toast(self.ctx.t("thirtysix.tiles.pick_first"), "error", theme.TOAST_BRIEF)
            return
        ti, rot = self.tile_at(self.held)  # type: ignore[misc]
        self._set(self.held, (ti, (rot + step) % TURNS))
        self.ctx.audio.play("flip")
        self.after_change()

    def leave(self) -> None:
        """Back to the menu, after asking (laid tiles would be lost)."""
        confirm(
            self.ctx,
            lambda: self.ctx.t("thirtysix.tiles.leave"),
            lambda: self.ctx.t("thirtysix.tiles.leave_yes"),
            lambda: self.ctx.scenes.pop_to_root(),
        )

    def handle(self, intent: Intent) -> None:
        a = intent.action
        if a in (Action.BACK, Action.MENU):
            if self.held is not None and a is Action.BACK:
                self.held = None
                self.ctx.audio.play("flip")
                return
            self.on_menu()
            return
        if a in (Action.POINT, Action.SELECT, Action.RELEASE) and intent.pos is not None:
            found = next((s for s in self.spots() if self.rect(s).collidepoint(intent.pos)), None)
            self.hover = found
            if a is Action.RELEASE:
                # a drag ends: dropped on another square it lands there; let go where it started, it stays held
                if (
                    self.drag is not None
                    and found is not None
                    and self.held is not None
                    and found != self.held
                    and found[0] != "button"
                ):
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

    def on_menu(self) -> None:
        """Esc, B with no tile held, the pad's menu button: the layout asks before leaving (the puzzle pauses)."""
        self.leave()

    def on_hint(self) -> None:
        """The pad's hint button (the puzzle gives one; the layout has none)."""

    def update(self, dt: float) -> None:
        self.t += dt

    # ---- drawing -----------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        """The whole table; the puzzle and the layout add their marks under and over the tiles."""
        shown = self.shown()
        tile_art.draw_ground(self.ctx, surface, shown)
        self.draw_under_tiles(surface, shown)
        tile_art.draw_tiles(surface, shown)
        self.draw_over_tiles(surface, shown)
        tile_art.draw_hands(self.ctx, surface, shown)

    def shown(self) -> TableShown:
        """What the table shows this frame, for its painters."""
        rects = {spot: self.rect(spot) for spot in self.spots()}
        for hand in (self.held, self.cursor, self.hover):  # (always one of the spots; a hand is never left undrawn)
            if hand is not None and hand not in rects:
                rects[hand] = self.rect(hand)
        placed = {spot: self.tiles[p[0]].rotated(p[1]) for spot in rects if (p := self.tile_at(spot)) is not None}
        grid = pygame.Rect(self.origin, (self.cols * self.square, self.rows * self.square))
        tray = pygame.Rect(self.tray_origin, self.tray_size())
        return TableShown(
            rects=rects,
            placed=placed,
            grid_frame=grid.inflate(2 * FRAME_OUT, 2 * FRAME_OUT),
            tray_frame=tray.inflate(2 * FRAME_OUT, 2 * FRAME_OUT),
            title_key=self.title_key,
            buttons=[label for label, _action in self.buttons()],
            notes=self.info_lines(),
            held=self.held,
            drag=self.drag,
            cursor=self.cursor,
            hover=self.hover,
        )

    def draw_under_tiles(self, surface: pygame.Surface, shown: TableShown) -> None: ...

    def draw_over_tiles(self, surface: pygame.Surface, shown: TableShown) -> None: ...
