"""The coach's pointing hand (issue 34, point 10): a fist with its index finger out, drawn in code, pointing down at
what to press. "Follow the hand" means this picture, in every lesson."""

from __future__ import annotations

import pygame

from game.ui import theme

SKIN = (255, 222, 186)
OUTLINE = (70, 46, 34)
KNUCKLE = (196, 150, 118)
SUPER = 4  # drawn this many times larger, then smoothed down: soft edges at any size

# The hand pointing up in a 60 x 80 box (finger tip at the top): each part a rounded rect (x, y, w, h, radius).
FINGER = (23, 2, 15, 50, 7)
FIST = (10, 36, 42, 36, 12)
THUMB = (3, 42, 22, 15, 7)
FOLDED = ((36, 38, 19, 12, 6), (36, 49, 19, 12, 6), (35, 60, 18, 11, 5))  # the other fingers, curled in
CUFF = (12, 68, 38, 12, 4)
BOX = (60, 80)
NAIL = (9, 8, 3)  # the fingernail's width and height, and how far below the finger's tip it begins
NAIL_COLOUR = (255, 240, 226)

_cache: dict[tuple[int, bool], pygame.Surface] = {}


def pointing_hand(height: int, down: bool = True) -> pygame.Surface:
    """The hand `height` px tall, its finger pointing down (or up), its tip at the middle of the bottom edge."""
    key = (height, down)
    if key not in _cache:
        scale = height * SUPER / BOX[1]
        big = pygame.Surface((round(BOX[0] * scale), round(BOX[1] * scale)), pygame.SRCALPHA)

        def rect(part: tuple[int, int, int, int, int], grow: float = 0.0) -> tuple[pygame.Rect, int]:
            x, y, w, h, r = part
            box = pygame.Rect(round(x * scale), round(y * scale), round(w * scale), round(h * scale))
            g = round(grow * scale)
            return box.inflate(2 * g, 2 * g), round((r + grow) * scale)

        parts = (FINGER, THUMB, FIST, *FOLDED)
        for part in (*parts, CUFF):  # the outline first, all parts, so where they meet no line is left inside
            box, radius = rect(part, 2.0)
            pygame.draw.rect(big, OUTLINE, box, border_radius=radius)
        for part in parts:
            box, radius = rect(part)
            pygame.draw.rect(big, SKIN, box, border_radius=radius)
        for part in FOLDED:  # the creases between the curled fingers
            box, radius = rect(part)
            pygame.draw.rect(big, KNUCKLE, box, max(1, round(scale)), border_radius=radius)
        box, radius = rect(CUFF)
        pygame.draw.rect(big, theme.ACCENT, box, border_radius=radius)
        nail_w, nail_h, nail_y = NAIL
        nail = pygame.Rect(0, 0, round(nail_w * scale), round(nail_h * scale))
        nail.midtop = (round((FINGER[0] + FINGER[2] / 2) * scale), round((FINGER[1] + nail_y) * scale))
        pygame.draw.ellipse(big, NAIL_COLOUR, nail)
        small = pygame.transform.smoothscale(big, (max(1, round(BOX[0] * height / BOX[1])), height))
        _cache[key] = pygame.transform.flip(small, False, True) if down else small
    return _cache[key]


def tip_offset(height: int) -> tuple[int, int]:
    """Where the finger's tip is in the hand's picture pointing down (x, y from its top left)."""
    width = round(BOX[0] * height / BOX[1])
    return round((FINGER[0] + FINGER[2] / 2) * width / BOX[0]), height - 1
