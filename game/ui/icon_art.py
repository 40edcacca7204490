"""The small pictures every screen draws by name (through game.ui.draw): the seats' markers (a circle, square,
triangle, diamond or star of the seat's colour, so colour never goes alone) and the icons that need no font glyph.
A picture module: its numbers are the pictures' own proportions."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.paint import SS, Colour, canvas, shrink


def _polygon(shape: str, c: float, r: float) -> list[tuple[float, float]]:
    if shape == "triangle":
        return [(c + r * math.cos(a), c + r * math.sin(a)) for a in (-math.pi / 2, math.pi / 6, 5 * math.pi / 6)]
    if shape == "diamond":
        return [(c, c - r), (c + r, c), (c, c + r), (c - r, c)]
    if shape == "star":
        pts = []
        for i in range(10):
            rr = r if i % 2 == 0 else r * 0.45
            a = -math.pi / 2 + i * math.pi / 5
            pts.append((c + rr * math.cos(a), c + rr * math.sin(a)))
        return pts
    return []


@lru_cache(maxsize=512)
def marker(shape: str, colour: Colour, size: int, outline: Colour | None = (20, 20, 20)) -> pygame.Surface:
    """A filled shape (circle, square, triangle, diamond, star) of `size` px, with a thin outline."""
    s = size * SS
    big = canvas((size, size))
    c, r = s / 2, s / 2 - 2 * SS
    edge = max(1, size // 14) * SS
    if shape == "circle":
        if outline:
            pygame.draw.circle(big, outline, (c, c), r)
        pygame.draw.circle(big, colour, (c, c), r - (edge if outline else 0))
    elif shape == "square":
        rect = pygame.Rect(0, 0, 2 * r * 0.86, 2 * r * 0.86)
        rect.center = (int(c), int(c))
        if outline:
            pygame.draw.rect(big, outline, rect, border_radius=s // 10)
        pygame.draw.rect(big, colour, rect.inflate(-2 * edge, -2 * edge) if outline else rect, border_radius=s // 12)
    else:
        pts = _polygon(shape, c, r)
        if outline:
            pygame.draw.polygon(big, outline, pts)
            inner = _polygon(shape, c, r - 1.8 * edge)
            pygame.draw.polygon(big, colour, inner)
        else:
            pygame.draw.polygon(big, colour, pts)
    return shrink(big, (size, size))


@lru_cache(maxsize=32)
def icon(name: str, size: int, colour: Colour = theme.TEXT) -> pygame.Surface:
    """Drawn icons that need no font glyph: "pause" (three bars), "undo" (a hooked arrow), "hint" (a bulb)."""
    s = size * SS
    big = canvas((size, size))
    u = s / 10
    if name == "pause":
        for k in range(3):
            pygame.draw.rect(big, colour, (2 * u, (2.4 + 2.2 * k) * u, 6 * u, 1.2 * u), border_radius=int(u / 2))
    elif name == "undo":
        rect = pygame.Rect(2.5 * u, 2.5 * u, 5.5 * u, 5.5 * u)
        pygame.draw.arc(big, colour, rect, -math.pi / 2, math.pi, int(1.2 * u))
        tip = (2.5 * u + 0.6 * u, 5.25 * u)
        pygame.draw.polygon(
            big,
            colour,
            [
                (tip[0] - 2 * u, tip[1] - 0.6 * u),
                (tip[0] + 1.7 * u, tip[1] - 0.6 * u),
                (tip[0] - 0.1 * u, tip[1] + 2 * u),
            ],
        )
    elif name == "hint":
        pygame.draw.circle(big, colour, (5 * u, 4.2 * u), 2.8 * u)
        pygame.draw.rect(big, colour, (3.8 * u, 6.4 * u, 2.4 * u, 1.6 * u), border_radius=int(u / 2))
        pygame.draw.rect(big, colour, (4.2 * u, 8.3 * u, 1.6 * u, 0.8 * u), border_radius=int(u / 3))
    return shrink(big, (size, size))
