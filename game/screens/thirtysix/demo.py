"""36's live menu tile: three cones play a random game on a fresh deal, one move at a time (the menu runs it while
the tile has focus, unless motion is reduced)."""

from __future__ import annotations

import random
from typing import TYPE_CHECKING

import pygame

from game.core.seeds import new_seed
from game.rules import thirtysix as rules
from game.screens.thirtysix import art

if TYPE_CHECKING:
    from game.core.context import Context

STEP = 0.7  # seconds between moves
BACKGROUND = (238, 226, 250)
SEED = 36  # the demo's first deal (then its own random numbers deal the next)
PLAYERS = 3
DEALT_SIDE = 6  # cells across a dealt board (its nine 2x2 tiles)
FILL = 0.92  # the board's share of the tile's shorter side
LEAST_CELL = 8  # px
LONGEST_STEP = 0.1  # s: a frame's time is taken as at most this (after a stall no moves are skipped)
LONGEST_GAME = 40  # moves: a game this long is dealt afresh


class ThirtysixDemo:
    """Built as ThirtysixDemo(ctx, size); the menu calls update(dt) and draw(surface, rect)."""

    def __init__(self, ctx: Context, size: tuple[int, int], seed: int = SEED) -> None:
        self.ctx, self.size = ctx, size
        self.rng = random.Random(seed)
        self.cell = max(LEAST_CELL, int(min(size[0] / DEALT_SIDE, size[1] / DEALT_SIDE) * FILL))
        self.wait = 0.0
        self._new_game()

    def _new_game(self) -> None:
        self.state = rules.new_game(players=PLAYERS, seed=new_seed(self.rng))
        self.board = art.board_image(self.state.board.text, self.cell)

    def update(self, dt: float) -> None:
        self.wait += min(dt, LONGEST_STEP)
        if self.wait < STEP:
            return
        self.wait = 0.0
        if self.state.to_move is None or len(self.state.history) > LONGEST_GAME:
            self._new_game()
            return
        self.state = self.state.play(self.rng.choice(self.state.legal_moves()))

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        surface.fill(BACKGROUND, rect)
        s, b = self.cell, self.state.board
        x0 = rect.x + (rect.w - b.width * s) // 2
        y0 = rect.y + (rect.h - b.height * s) // 2
        surface.blit(self.board, (x0, y0))
        for (x, y), _colour, disc, cone in rules.iter_cells(self.state):
            cx, cy = x0 + (x + 0.5) * s, y0 + (b.height - 1 - y + 0.5) * s
            if disc is not None:
                img = art.disc_image(disc, int(s * art.DISC_ON_CELL))
                surface.blit(img, img.get_rect(center=(round(cx), round(cy))))
            if cone is not None:
                img = art.cone_image(self.state.colours[cone], int(s * art.CONE_ON_CELL))
                surface.blit(img, img.get_rect(midbottom=(round(cx), round(cy + s * art.CONE_FOOT))))
