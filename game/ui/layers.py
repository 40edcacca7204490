"""Cached layers: paint a part of the screen once per change of its key, then blit it each frame."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import theme

# Every layer paints on one shared surface per screen size, each in its own rectangle: a new scene's layers make no
# new full-screen surfaces (3.6 MB each, 2-3 ms apiece to make the first time, in the scene's first frame). For each
# rectangle painted, `_OWNERS` knows which layer's picture it holds; a layer whose rectangle another painted over
# (an earlier scene's, a replay's) paints again.
_BACKING: dict[tuple[int, int], pygame.Surface] = {}
_OWNERS: dict[tuple[int, int], dict[tuple[int, int, int, int], int]] = {}


def _backing(size: tuple[int, int]) -> pygame.Surface:
    if size not in _BACKING:
        surface = pygame.Surface(size)
        _BACKING[size] = surface.convert() if pygame.display.get_surface() is not None else surface
    return _BACKING[size]


class Layer:
    """A region of the screen repainted only when `key` changes (text and anti-aliased shapes are costly)."""

    def __init__(self, rect: pygame.Rect, background: tuple[int, int, int] = theme.BG) -> None:
        self.rect = pygame.Rect(rect)
        self.background = background
        self._key: Any = object()

    def draw(self, target: pygame.Surface, key: Any, paint: Callable[[pygame.Surface], None]) -> None:
        """Blit the layer; `paint` draws it in screen coordinates whenever `key` differs from last time."""
        size = target.get_size()
        surface = _backing(size)
        owners = _OWNERS.setdefault(size, {})
        area = (self.rect.x, self.rect.y, self.rect.w, self.rect.h)
        if key != self._key or owners.get(area) != id(self):
            surface.set_clip(self.rect)
            surface.fill(self.background)
            paint(surface)
            surface.set_clip(None)
            for other in [a for a in owners if self.rect.colliderect(a)]:  # their pictures are painted over
                del owners[other]
            owners[area] = id(self)
            self._key = key
        target.blit(surface, self.rect, area=self.rect)
