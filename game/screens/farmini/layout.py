"""Where Farmini's parts lie on screen: the left column (deck, supply, the display of four cards, the rotation
tray, the prompt) and one zone per farm on the right (with three or four players the farm being played is large and
the others small beside it). Plain rectangles: no state, no drawing."""

from __future__ import annotations

import pygame

from game.board.topbar import TOP_BAR
from game.rules.farmini import SLOTS
from game.ui import theme

LEFT = pygame.Rect(16, TOP_BAR + 10, 304, theme.H - TOP_BAR - 26)
FARMS = pygame.Rect(LEFT.right + 12, TOP_BAR + 10, theme.W - LEFT.right - 28, theme.H - TOP_BAR - 26)
SLOT = 136  # display cards, px
SLOT_GAP = 12
DISPLAY_TOP = 132  # the display's first row, below the column's top (the deck and the supply are above it)
TRAY = 64  # the rotation tray's little cards
TRAY_GAP = 8
TURNS = 4  # the tray's places: a card's four quarter turns
TRAY_TOP = 14  # the tray, below the display
PROMPT_MARGIN = 10  # the prompt's box inside the column, round it
ZONE_GAP = 12  # between the farms' zones
HEADER = 40  # a farm zone's name and score row
SIDE = 236  # with three or four players: the column of the farms not being played
# A lesson's coach speaks from a card at the right of the farms (the left column holds the cards to take).
COACH = pygame.Rect(FARMS.right - 236, TOP_BAR + 14, 236, theme.H - TOP_BAR - 120)
LESSON_FARMS = pygame.Rect(FARMS.x, FARMS.y, COACH.x - 12 - FARMS.x, FARMS.h)


def slot_rect(slot: int) -> pygame.Rect:
    """Display slot 1-4 as a 2x2 block of big cards."""
    col, row = (slot - 1) % 2, (slot - 1) // 2
    x0 = LEFT.x + (LEFT.w - 2 * SLOT - SLOT_GAP) // 2
    return pygame.Rect(x0 + col * (SLOT + SLOT_GAP), LEFT.y + DISPLAY_TOP + row * (SLOT + SLOT_GAP), SLOT, SLOT)


def tray_rect(r: int) -> pygame.Rect:
    """The rotation tray: the four turns of the chosen card, below the display."""
    x0 = LEFT.x + (LEFT.w - TURNS * TRAY - (TURNS - 1) * TRAY_GAP) // 2
    return pygame.Rect(x0 + r * (TRAY + TRAY_GAP), slot_rect(SLOTS).bottom + TRAY_TOP, TRAY, TRAY)


def prompt_rect() -> pygame.Rect:
    """The box under the tray that says what the player to move does now."""
    top = tray_rect(0).bottom
    m = PROMPT_MARGIN
    return pygame.Rect(LEFT.x + m, top + m, LEFT.w - 2 * m, LEFT.bottom - top - 2 * m)


def zone_rects(n: int, active: int | None = None, farms: pygame.Rect = FARMS) -> list[pygame.Rect]:
    """Each farm's part of the screen (of `farms`: all of it, or LESSON_FARMS beside a coach): one big; two to four:
    the `active` farm (the one being played) large and the others small in a column beside it, in seat order, so
    the farm a child taps on keeps big cards (issue 34, point 18); no farm active, the game over: two side by side,
    three or four in a 2x2 grid, to compare them."""
    f, gap = farms, ZONE_GAP
    if n == 1:
        return [f.copy()]
    w = (f.w - gap) // 2
    if n == 2 and active is None:
        return [pygame.Rect(f.x, f.y, w, f.h), pygame.Rect(f.x + w + gap, f.y, w, f.h)]
    if active is None:
        h = (f.h - gap) // 2
        return [pygame.Rect(f.x + (i % 2) * (w + gap), f.y + (i // 2) * (h + gap), w, h) for i in range(n)]
    big = pygame.Rect(f.x, f.y, f.w - SIDE - gap, f.h)
    small_h = (f.h - gap * (n - 2)) // (n - 1)
    out: list[pygame.Rect] = []
    k = 0
    for seat in range(n):
        if seat == active:
            out.append(big)
        else:
            out.append(pygame.Rect(big.right + gap, f.y + k * (small_h + gap), SIDE, small_h))
            k += 1
    return out
