"""Cached anti-aliased shapes: drawing them once and blitting keeps menu frames cheap (supersampled with
game.ui.paint's canvas and shrink, like the asset pictures). The seats' markers and the drawn icons are pictures
(game/ui/icon_art.py), drawn by name from here too."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import theme
from game.ui.icon_art import icon as icon  # re-exported: every screen draws its icons and markers from here
from game.ui.icon_art import marker as marker
from game.ui.paint import SS, Colour, canvas, shrink

SHAPES_KEPT = 512  # panels and rings kept drawn: every one of a few screens
VEILS_KEPT = 64  # overlay veils kept drawn (a few sizes, a few darknesses)
NINE_SLICE_MIN = 8  # a shape at most this much more than its two corners across is drawn whole, not stretched


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
    if size[0] <= 2 * corner + NINE_SLICE_MIN or size[1] <= 2 * corner + NINE_SLICE_MIN:
        return _rounded(size, colour, radius, width, border, border_colour)
    small = _rounded((2 * corner + 1, 2 * corner + 1), colour, radius, width, border, border_colour)
    return _nine_slice(size, corner, small)


@lru_cache(maxsize=SHAPES_KEPT)
def panel(
    size: tuple[int, int],
    colour: Colour,
    radius: int = theme.RADIUS,
    border: int = 0,
    border_colour: Colour = (0, 0, 0),
) -> pygame.Surface:
    """A rounded rectangle with smooth corners (optionally with a border)."""
    return _shape(size, colour, radius, 0, border, border_colour)


@lru_cache(maxsize=SHAPES_KEPT)
def ring(
    size: tuple[int, int], colour: Colour, width: int = theme.RING_WIDTH, radius: int = theme.RING_RADIUS
) -> pygame.Surface:
    """A rounded outline: focus rings and cursors."""
    return _shape(size, colour, radius, width, 0, (0, 0, 0))


@lru_cache(maxsize=VEILS_KEPT)
def shade(size: tuple[int, int], alpha: int = theme.VEIL) -> pygame.Surface:
    """A translucent dark veil for overlays."""
    s = pygame.Surface(size, pygame.SRCALPHA)
    s.fill((0, 0, 0, alpha))
    return s


def blit_center(surface: pygame.Surface, image: pygame.Surface, center: tuple[float, float]) -> pygame.Rect:
    return surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))
