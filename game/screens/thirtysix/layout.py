"""The free layout of the advanced setup (T16): the players lay the 9 tiles freely on a grid, every tile touching
another along an edge, then play on that board (holes between the tiles)."""

from __future__ import annotations

from collections.abc import Callable

import pygame
from msgspec.structs import replace

from game.rules import thirtysix as rules
from game.screens.thirtysix import tile_art
from game.screens.thirtysix.tile_art import TableShown
from game.screens.thirtysix.tiles import TileTable

PROBLEM_TOAST = 3.0  # seconds: why the tiles laid make no board to play on yet


class LayoutScene(TileTable):
    """A wide table to lay the tiles on; Play! starts the game on the board they make."""

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
            self.ctx.toast(why, "error", PROBLEM_TOAST)
            return
        from game.table.launcher import start_game

        text = rules.layout_text(self.tiles, self.places())
        start_game(self.ctx, self.match, replace(self.extra, board=text, ready=True))

    def draw_under_tiles(self, surface: pygame.Surface, shown: TableShown) -> None:
        tile_art.draw_open_squares(surface, shown)
