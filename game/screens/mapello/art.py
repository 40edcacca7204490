"""Mapello's pictures: the empty board (a wooden border ring around the green 8x8), the pieces (discs round, walls
square brick blocks, bonuses gold stars, jokers black-and-white jester diamonds: every piece differs by shape as
well as colour, DESIGN.md "Kids first"), the marks of a legal cell and a small picture of a whole board."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.rules import mapello
from game.ui import draw
from game.ui.paint import supersampled

SIZE = mapello.SIZE
FELT = (46, 128, 84)
FELT_DARK = (36, 104, 68)
WOOD = (138, 92, 52)
WOOD_DARK = (104, 66, 36)
DISC_BLACK = (28, 28, 32)
DISC_WHITE = (244, 242, 234)
GOLD = (255, 200, 60)
WALL = (150, 146, 140)
WALL_DARK = (96, 92, 88)
JOKER = (168, 80, 190)
PIECE_MARGIN = 8  # px: a piece is its cell less this; a bonus star, a little smaller, less twice this


def is_inner(row: int, col: int) -> bool:
    """A cell of the green 8x8, not of the border ring."""
    return 1 <= row <= 8 and 1 <= col <= 8


# Pictures are cached, and drawn supersampled for smooth edges.
@lru_cache(maxsize=64)
def disc(colour: str, size: int) -> pygame.Surface:
    """A black or white disc with a contrasting rim and a soft shine."""
    body = DISC_BLACK if colour == "black" else DISC_WHITE
    rim = (110, 110, 118) if colour == "black" else (60, 60, 66)

    def paint(s: pygame.Surface) -> None:
        n = s.get_width()
        c, r = n / 2, n / 2 - n * 0.06
        pygame.draw.circle(s, (0, 0, 0, 70), (c + n * 0.03, c + n * 0.05), r)  # shadow
        pygame.draw.circle(s, rim, (c, c), r)
        pygame.draw.circle(s, body, (c, c), r - n * 0.05)
        shine = (255, 255, 255, 50 if colour == "black" else 120)
        pygame.draw.circle(s, shine, (c - r * 0.3, c - r * 0.3), r * 0.3)

    return supersampled((size, size), paint)


@lru_cache(maxsize=16)
def wall(size: int) -> pygame.Surface:
    """A square stone block with brick lines: square where discs are round."""

    def paint(s: pygame.Surface) -> None:
        n = s.get_width()
        m = n * 0.06
        box = pygame.Rect(m, m, n - 2 * m, n - 2 * m)
        pygame.draw.rect(s, WALL_DARK, box, border_radius=int(n * 0.08))
        inner = box.inflate(-n * 0.08, -n * 0.08)
        pygame.draw.rect(s, WALL, inner, border_radius=int(n * 0.06))
        line = max(2, int(n * 0.04))
        for i in (1, 2):
            y = inner.y + inner.h * i / 3
            pygame.draw.line(s, WALL_DARK, (inner.x, y), (inner.right, y), line)
        for row, xs in ((0, (0.5,)), (1, (0.25, 0.75)), (2, (0.5,))):
            for fx in xs:
                x = inner.x + inner.w * fx
                y0 = inner.y + inner.h * row / 3
                pygame.draw.line(s, WALL_DARK, (x, y0), (x, y0 + inner.h / 3), line)

    return supersampled((size, size), paint)


@lru_cache(maxsize=16)
def bonus(size: int) -> pygame.Surface:
    """A gold star (the cell stays playable underneath)."""
    return draw.marker("star", GOLD, size, (120, 80, 0))


@lru_cache(maxsize=8)
def taken_badge(size: int) -> pygame.Surface:
    """The star on a disc that took a bonus (M10): gold with a thick dark outline on a light ring, so it shows
    on black discs and on white ones alike."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(s, (255, 248, 225), (c, c), c)
    pygame.draw.circle(s, (90, 60, 0), (c, c), c, max(2, size // 14))
    star = draw.marker("star", GOLD, size, (70, 45, 0))
    s.blit(star, star.get_rect(center=(c, c)))
    return s


@lru_cache(maxsize=16)
def joker(size: int) -> pygame.Surface:
    """A jester diamond, half black half white ("counts as your colour"), with a purple frame and bells."""

    def paint(s: pygame.Surface) -> None:
        n = s.get_width()
        c = n / 2
        r = n * 0.42
        outer = [(c, c - r), (c + r, c), (c, c + r), (c - r, c)]
        pygame.draw.polygon(s, JOKER, outer)
        k = r * 0.72
        pygame.draw.polygon(s, DISC_BLACK, [(c, c - k), (c, c + k), (c - k, c)])
        pygame.draw.polygon(s, DISC_WHITE, [(c, c - k), (c + k, c), (c, c + k)])
        for x, y in outer:  # jester bells on the four tips
            pygame.draw.circle(s, GOLD, (x, y), n * 0.07)

    return supersampled((size, size), paint)


def piece(kind: str, size: int) -> pygame.Surface | None:
    """The picture of a board piece kind ("black", "white", "wall", "bonus", "joker"), None for empty cells."""
    if kind in ("black", "white"):
        return disc(kind, size)
    return {"wall": wall, "bonus": bonus, "joker": joker}.get(kind, lambda _s: None)(size)


def piece_size(kind: str, cell: int) -> int:
    """The size of a piece of `kind` drawn in a cell of `cell` px."""
    return cell - PIECE_MARGIN * (2 if kind == "bonus" else 1)


def piece_image(kind: str, size: int) -> pygame.Surface:
    """The picture of a piece kind that has one (a disc, a wall, a bonus star, a joker)."""
    img = piece(kind, size)
    if img is None:
        raise ValueError(f"no picture for {kind!r}")
    return img


@lru_cache(maxsize=8)
def frame(cell: int) -> pygame.Surface:
    """The empty board: a wooden border ring (joker places) around the green 8x8 playing area."""
    n = cell * SIZE
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    s.blit(draw.panel((n, n), WOOD, cell // 3, 3, WOOD_DARK), (0, 0))
    inner = pygame.Rect(cell, cell, cell * 8, cell * 8)
    pygame.draw.rect(s, FELT, inner)
    for i in range(8):
        for j in range(8):
            if (i + j) % 2:
                pygame.draw.rect(s, FELT_DARK, (cell * (j + 1), cell * (i + 1), cell, cell))
    for k in range(9):
        pygame.draw.line(s, (20, 70, 45), (cell, cell * (k + 1)), (cell * 9, cell * (k + 1)), 2)
        pygame.draw.line(s, (20, 70, 45), (cell * (k + 1), cell), (cell * (k + 1), cell * 9), 2)
    # the border cells, faintly, so players see where jokers may go
    for r in range(SIZE):
        for c in range(SIZE):
            if not is_inner(r, c):
                pygame.draw.rect(
                    s, WOOD_DARK, (c * cell + 4, r * cell + 4, cell - 8, cell - 8), 2, border_radius=cell // 6
                )
    return s


@lru_cache(maxsize=32)
def glow(size: int, colour: tuple[int, int, int], alpha: int) -> pygame.Surface:
    """A soft rounded square that marks a legal cell."""
    return draw.panel((size, size), (*colour, alpha), size // 5)


@lru_cache(maxsize=32)
def dot(size: int, colour: tuple[int, int, int], alpha: int) -> pygame.Surface:
    """A small translucent disc: where the player to move may place."""

    def paint(s: pygame.Surface) -> None:
        n = s.get_width()
        pygame.draw.circle(s, (*colour, alpha), (n / 2, n / 2), n * 0.22)
        pygame.draw.circle(s, (255, 220, 90, 220), (n / 2, n / 2), n * 0.22, max(1, int(n * 0.04)))

    return supersampled((size, size), paint)


@lru_cache(maxsize=16)
def miniature(text: str, cell: int) -> pygame.Surface:
    """A small picture of a board map."""
    board = mapello.parse_map(text)
    img = frame(cell).copy()
    for r in range(SIZE):
        for c in range(SIZE):
            pic = piece(board.cell(r, c), cell - 4)
            if pic is not None:
                img.blit(pic, pic.get_rect(center=(c * cell + cell // 2, r * cell + cell // 2)))
    return img
