"""The replay's transport symbols, drawn in code (the table's font has no media symbols): each a picture painted into
the size it is given, its numbers the picture's own proportions."""

from __future__ import annotations

import pygame


def icon(name: str, size: int, colour: tuple[int, int, int]) -> pygame.Surface:
    """A transport symbol: "play" (a triangle), "pause" (two bars), "start"/"end" (a bar and a triangle),
    "back_one"/"on_one" (a triangle pointing that way)."""
    img = pygame.Surface((size, size), pygame.SRCALPHA)
    s = size
    right = [(s * 0.25, s * 0.15), (s * 0.85, s * 0.5), (s * 0.25, s * 0.85)]
    left = [(s - x, y) for x, y in right]
    if name == "pause":
        for x in (0.22, 0.58):
            pygame.draw.rect(img, colour, (s * x, s * 0.15, s * 0.2, s * 0.7), border_radius=max(1, s // 12))
    elif name in ("play", "on_one"):
        pygame.draw.polygon(img, colour, right)
    elif name == "back_one":
        pygame.draw.polygon(img, colour, left)
    elif name == "start":
        pygame.draw.rect(img, colour, (s * 0.12, s * 0.15, s * 0.14, s * 0.7))
        pygame.draw.polygon(img, colour, [(x + s * 0.08, y) for x, y in left])
    elif name == "end":
        pygame.draw.rect(img, colour, (s * 0.74, s * 0.15, s * 0.14, s * 0.7))
        pygame.draw.polygon(img, colour, [(x - s * 0.08, y) for x, y in right])
    return img
