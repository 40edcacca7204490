"""Cached layers: paint a part of the screen once per change of its key, then blit it each frame."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import pygame

from game.ui import theme


class Layer:
    """A region of the screen repainted only when `key` changes (text and anti-aliased shapes are costly)."""

    def __init__(self, rect: pygame.Rect, background: tuple[int, int, int] = theme.BG) -> None:
        self.rect = pygame.Rect(rect)
        self.background = background
        self._key: Any = object()
        self._surface: pygame.Surface | None = None

    def draw(self, target: pygame.Surface, key: Any, paint: Callable[[pygame.Surface], None]) -> None:
        """Blit the layer; `paint` draws it in screen coordinates whenever `key` differs from last time."""
        if self._surface is None or self._surface.get_size() != target.get_size():
            self._surface = pygame.Surface(target.get_size()).convert()
            self._key = object()
        if key != self._key:
            self._surface.set_clip(self.rect)
            self._surface.fill(self.background)
            paint(self._surface)
            self._surface.set_clip(None)
            self._key = key
        target.blit(self._surface, self.rect, area=self.rect)
