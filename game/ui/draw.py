"""Cached anti-aliased shapes: drawing them once and blitting keeps menu frames cheap (supersampled with
game.ui.paint's canvas and shrink, like the asset pictures)."""

from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.ui.paint import SS, Colour, canvas, shrink


def _rounded(
    size: tuple[int, int], colour: Colour, radius: int, width: int, border: int, border_colour: Colour
) -> pygame.Surface:
    """A rounded rectangle drawn supersampled at exactly `size` (`width` > 0: an outline only)."""
    big = canvas(size)
    r = radius * SS
    if border:
        pygame.draw.rect(big, border_colour, big.get_rect(), border_radius=r)
        inner = big.get_rect().inflate(-2 * border * SS, -2 * border * SS)
        pygame.draw.rect(big, colour, inner, border_radius=max(0, r - border * SS))
    else:
        pygame.draw.rect(big, colour, big.get_rect(), width=width * SS, border_radius=r)
    return shrink(big, size)


def _nine_slice(size: tuple[int, int], corner: int, small: pygame.Surface) -> pygame.Surface:
    """`small` (a square 2*corner+1 wide) grown to `size`: its corners kept, its middle row and column stretched.
    A large panel costs what a small one does: its straight edges look the same along their whole length."""
    w, h = size
    k = corner
    out = pygame.Surface(size, pygame.SRCALPHA)
    for sx, dx in ((0, 0), (k + 1, w - k)):
        for sy, dy in ((0, 0), (k + 1, h - k)):
            out.blit(small, (dx, dy), (sx, sy, k, k))
    mid_w, mid_h = w - 2 * k, h - 2 * k
    for area, dest, to in (
        ((k, 0, 1, k), (k, 0), (mid_w, k)),
        ((k, k + 1, 1, k), (k, h - k), (mid_w, k)),
        ((0, k, k, 1), (0, k), (k, mid_h)),
        ((k + 1, k, k, 1), (w - k, k), (k, mid_h)),
        ((k, k, 1, 1), (k, k), (mid_w, mid_h)),
    ):
        out.blit(pygame.transform.scale(small.subsurface(area), to), dest)
    return out


def _shape(
    size: tuple[int, int], colour: Colour, radius: int, width: int, border: int, border_colour: Colour
) -> pygame.Surface:
    corner = max(radius, width, border) + 2
    if size[0] <= 2 * corner + 8 or size[1] <= 2 * corner + 8:
        return _rounded(size, colour, radius, width, border, border_colour)
    small = _rounded((2 * corner + 1, 2 * corner + 1), colour, radius, width, border, border_colour)
    return _nine_slice(size, corner, small)


@lru_cache(maxsize=512)
def panel(
    size: tuple[int, int], colour: Colour, radius: int = 18, border: int = 0, border_colour: Colour = (0, 0, 0)
) -> pygame.Surface:
    """A rounded rectangle with smooth corners (optionally with a border)."""
    return _shape(size, colour, radius, 0, border, border_colour)


@lru_cache(maxsize=512)
def ring(size: tuple[int, int], colour: Colour, width: int = 5, radius: int = 20) -> pygame.Surface:
    """A rounded outline: focus rings and cursors."""
    return _shape(size, colour, radius, width, 0, (0, 0, 0))


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


@lru_cache(maxsize=64)
def shade(size: tuple[int, int], alpha: int = 150) -> pygame.Surface:
    """A translucent dark veil for overlays."""
    s = pygame.Surface(size, pygame.SRCALPHA)
    s.fill((0, 0, 0, alpha))
    return s


def blit_center(surface: pygame.Surface, image: pygame.Surface, center: tuple[float, float]) -> pygame.Rect:
    return surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))


@lru_cache(maxsize=32)
def icon(name: str, size: int, colour: Colour = (240, 236, 228)) -> pygame.Surface:
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
