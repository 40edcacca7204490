"""Dama's pictures: the board in two skins (squares, or the seed's diagonal lines and crossings), the men and the
crowned kings, and the setup preview. Cached: each picture is painted once per size."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING

import pygame

from game.rules import dama
from game.ui import draw, theme
from game.ui.paint import supersampled

if TYPE_CHECKING:
    from game.core.context import Context

LIGHT_SQUARE = (240, 216, 170)  # D1: the squares in use
DARK_SQUARE = (150, 96, 62)
WOOD = (112, 70, 44)
LINES_BACK = (236, 214, 168)
LINE = (96, 62, 40)
PIECE = ((250, 246, 236), (48, 40, 44))  # seat 0 Light (white), seat 1 Dark (black): D3
RIM = ((150, 140, 128), (120, 112, 116))
GOLD = (244, 190, 44)
COLOUR_KEYS = ("dama.light", "dama.dark")


@dataclass(frozen=True)
class BoardGeometry:
    """Where the 8x8 board lies on screen; `flipped` shows it from Dark's side (h8 at the bottom left)."""

    x: int
    y: int
    cell: int
    flipped: bool = False

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.x, self.y, 8 * self.cell, 8 * self.cell)

    def col_row(self, sq: int) -> tuple[int, int]:
        f, r = sq & 7, sq >> 3
        return (7 - f, r) if self.flipped else (f, 7 - r)

    def square_rect(self, sq: int) -> pygame.Rect:
        col, row = self.col_row(sq)
        return pygame.Rect(self.x + col * self.cell, self.y + row * self.cell, self.cell, self.cell)

    def centre(self, sq: int) -> tuple[float, float]:
        col, row = self.col_row(sq)
        return self.x + (col + 0.5) * self.cell, self.y + (row + 0.5) * self.cell


PLAYABLE: tuple[int, ...] = tuple(s for s in range(64) if dama.is_playable(s))


@lru_cache(maxsize=8)
def board(skin: str, cell: int, flipped: bool) -> pygame.Surface:
    """The board without pieces or labels, with a wooden frame of `cell // 4` around it."""
    rim = cell // 4
    n = 8 * cell + 2 * rim
    geo = BoardGeometry(rim, rim, cell, flipped)

    if skin != "lines":
        # Squares lie on whole pixels: only the frame's round corners need smoothing (a cached panel).
        out = draw.panel((n, n), WOOD, rim).copy()
        for sq in range(64):
            colour = LIGHT_SQUARE if dama.is_playable(sq) else DARK_SQUARE
            pygame.draw.rect(out, colour, geo.square_rect(sq))
        return out

    def paint(s: pygame.Surface) -> None:
        k = s.get_width() / n  # the supersampling factor
        pygame.draw.rect(s, WOOD, s.get_rect(), border_radius=round(rim * k))
        inner = pygame.Rect(round(rim * k), round(rim * k), round(8 * cell * k), round(8 * cell * k))
        if skin == "lines":
            # The seed's drawing: the light squares' centres are crossings of diagonal lines.
            pygame.draw.rect(s, LINES_BACK, inner)
            width = max(2, round(cell * k * 0.05))
            for sq in PLAYABLE:
                a = geo.centre(sq)
                for ray in dama.RAYS[sq][:2]:  # up the board both ways: each line drawn once
                    if ray:
                        b = geo.centre(ray[0])
                        pygame.draw.line(s, LINE, (a[0] * k, a[1] * k), (b[0] * k, b[1] * k), width)
            for sq in PLAYABLE:
                c = geo.centre(sq)
                pygame.draw.circle(s, LINE, (c[0] * k, c[1] * k), cell * k * 0.09)
            return
        for sq in range(64):
            r = geo.square_rect(sq)
            colour = LIGHT_SQUARE if dama.is_playable(sq) else DARK_SQUARE
            pygame.draw.rect(
                s, colour, pygame.Rect(round(r.x * k), round(r.y * k), round(r.w * k) + 1, round(r.h * k) + 1)
            )

    return supersampled((n, n), paint)


def crown_points(cx: float, cy: float, w: float) -> list[tuple[float, float]]:
    """A five-pointed crown of width `w` centred on (cx, cy)."""
    h = w * 0.62
    top, base = cy - h / 2, cy + h / 2
    xs = [cx - w / 2 + w * i / 4 for i in range(5)]
    pts = [(xs[0], base), (xs[0], top)]
    for i in range(4):
        pts += [((xs[i] + xs[i + 1]) / 2, cy + h * 0.05), (xs[i + 1], top)]
    return pts + [(xs[4], base)]


def shine(body: tuple[int, int, int], alpha: int) -> tuple[int, int, int]:
    """White laid over `body` with `alpha` (0-255), as one opaque colour."""
    return tuple(round(c + (255 - c) * alpha / 255) for c in body)  # type: ignore[return-value]


@lru_cache(maxsize=32)
def piece(seat: int, king: bool, size: int, ghost: bool = False) -> pygame.Surface:
    """A man (a disc with a groove) or a king (the disc with a gold crown); a ghost is a piece being taken."""
    body, rim = PIECE[seat], RIM[seat]

    def paint(s: pygame.Surface) -> None:
        n = s.get_width()
        c, r = n / 2, n / 2 - n * 0.07
        pygame.draw.circle(s, (0, 0, 0, 80), (c + n * 0.03, c + n * 0.05), r)
        pygame.draw.circle(s, rim, (c, c), r)
        pygame.draw.circle(s, body, (c, c), r - n * 0.05)
        groove = rim if seat == 0 else (90, 82, 86)
        pygame.draw.circle(s, groove, (c, c), r * 0.62, max(1, round(n * 0.025)))
        # The shiny spot is the body lightened, painted opaque: a translucent colour drawn onto the picture would
        # replace the body's pixels and let the board (the lines skin's lines) show through the piece.
        pygame.draw.circle(s, shine(body, 60 if seat else 120), (c - r * 0.32, c - r * 0.32), r * 0.26)
        if king:
            pts = crown_points(c, c + n * 0.02, n * 0.5)
            pygame.draw.polygon(s, GOLD, pts)
            pygame.draw.polygon(s, (150, 100, 20), pts, max(1, round(n * 0.02)))

    img = supersampled((size, size), paint)
    if ghost:
        img = img.copy()
        img.set_alpha(110)
    return img


@lru_cache(maxsize=4)
def taken_mark(size: int) -> pygame.Surface:
    """A red cross on a piece jumped during the capture being built (D11: it leaves at the end)."""

    def paint(s: pygame.Surface) -> None:
        n = s.get_width()
        w = max(2, round(n * 0.11))
        for a, b in (((0.25, 0.25), (0.75, 0.75)), ((0.75, 0.25), (0.25, 0.75))):
            pygame.draw.line(s, (255, 255, 255), (a[0] * n, a[1] * n), (b[0] * n, b[1] * n), w + round(n * 0.05))
            pygame.draw.line(s, theme.BAD, (a[0] * n, a[1] * n), (b[0] * n, b[1] * n), w)

    return supersampled((size, size), paint)


def piece_size(skin: str, cell: int) -> int:
    """A piece's size in a square of `cell` px: the lines skin's pieces sit on its crossings, a little smaller."""
    return cell - 8 if skin == "squares" else cell - 14


def draw_position(
    surface: pygame.Surface,
    state: dama.State,
    geo: BoardGeometry,
    skin: str,
    skip: frozenset[int] = frozenset(),
) -> None:
    """The board and every piece of `state` (but those on `skip`), every king with its crown."""
    rim = geo.cell // 4
    surface.blit(board(skin, geo.cell, geo.flipped), (geo.x - rim, geo.y - rim))
    size = piece_size(skin, geo.cell)
    for sq in PLAYABLE:
        found = state.piece_at(sq)
        if found is None or sq in skip:
            continue
        seat, king = found
        draw.blit_center(surface, piece(seat, king, size), geo.centre(sq))


def setup_preview(ctx: Context, options: Mapping[str, object], surface: pygame.Surface, area: pygame.Rect) -> None:
    """The starting position in the chosen skin, seen as the chosen view puts it, with a line saying so."""
    cell = max(8, min((area.h - 20) // 9, 34))
    skin = str(options.get("skin", "squares"))
    geo = BoardGeometry(area.x + cell // 4, area.y + (area.h - 8 * cell) // 2, cell)
    draw_position(surface, dama.new_game(), geo, skin)
    view = str(options.get("view", "turn"))
    x = geo.rect.right + cell // 4 + 24
    y = geo.y + 10
    font = ctx.assets.font(theme.FONT_SMALL)
    for key in (f"dama.view.{view}.note", f"dama.skin.{skin}.note"):
        for line in _wrap(ctx.t(key), area.right - x, font):
            img = ctx.assets.text(line, theme.FONT_SMALL, theme.TEXT_DIM)
            surface.blit(img, (x, y))
            y += 28
        y += 12


def _wrap(text: str, width: int, font: pygame.font.Font) -> list[str]:
    from game.ui.text import wrap

    return wrap(text, max(40, width), lambda t: font.size(t)[0])
