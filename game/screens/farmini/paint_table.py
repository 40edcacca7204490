"""Painting the left column: the deck and how many cards are left, the supply of animals, the display of four
cards (the chosen one lifted), the tray of the ways the chosen card may be turned, and the prompt."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.rules import farmini
from game.screens.farmini import art
from game.screens.farmini.hand import Hand
from game.screens.farmini.layout import LEFT, SLOT, TRAY, prompt_rect, slot_rect, tray_rect
from game.ui import draw, theme
from game.ui.text import wrap

if TYPE_CHECKING:
    from game.core.context import Context

COLUMN_RADIUS = 18  # the left column's panel
# The stock at the column's top: the deck's back and its count, then each animal of the supply with its count.
DECK = pygame.Rect(LEFT.x + 18, LEFT.y + 12, 56, 56)  # the deck's back (its size is its width)
DECK_COUNT = (LEFT.x + 82, LEFT.y + 40)  # the count's left middle
SUPPLY_X, SUPPLY_STEP = LEFT.x + 18, 94  # the first animal's left edge, and the step to the next
SUPPLY_Y = LEFT.y + 74  # the animals' top
SUPPLY_ANIMAL = 44
SUPPLY_COUNT = (46, LEFT.y + 96)  # each count's left middle: x from its animal's left edge, y on screen
EMPTY_SLOT_RING, EMPTY_SLOT_CORNER = 3, 14  # a display slot with no card: a ring
LIFT = 6  # the chosen display card stands this much higher
TRAY_RING, TRAY_CORNER, TRAY_RING_OUT = 3, 10, 8  # the ring round the tray's turn shown: width, corner, px outside
PROMPT_RADIUS = 14
PROMPT_LINES = 3  # the prompt is wrapped to at most this many lines
PROMPT_PAD = 12  # the text's room inside the box, each side
PROMPT_LINE = 28  # px from one line to the next
HINT_GROW, HINT_GROW_PULSE = 4, 8  # px the hint's ring stands out round a card, and how much the pulse adds
HINT_RING, HINT_CORNER = 5, 14
BULB_INSET = 4  # the bulb sits on a hinted card's top right corner, this far in
BULB_DISC, BULB_ICON = 38, 30


def paint_left(ctx: Context, surface: pygame.Surface, state: Any, hand: Hand, prompt: str) -> None:
    """The whole left column; `prompt`: what the player to move does now."""
    surface.blit(draw.panel(LEFT.size, theme.BG_DARK, COLUMN_RADIUS), LEFT)
    paint_stock(ctx, surface, state)
    paint_display(surface, state, hand)
    paint_prompt(ctx, surface, prompt)


def paint_stock(ctx: Context, surface: pygame.Surface, state: Any) -> None:
    """The deck (its back and how many cards are left) and the supply: each kind with its tokens left (F1)."""
    surface.blit(art.card_back(DECK.w), DECK)
    num = ctx.assets.text(f"×{len(state.deck)}", theme.FONT_BODY, theme.TEXT, bold=True)
    surface.blit(num, num.get_rect(midleft=DECK_COUNT))
    for k, kind in enumerate(farmini.ANIMALS):
        x = SUPPLY_X + k * SUPPLY_STEP
        surface.blit(art.animal(kind, SUPPLY_ANIMAL), (x, SUPPLY_Y))
        n = ctx.assets.text(str(state.supply(kind)), theme.FONT_BODY, theme.TEXT, bold=True)
        surface.blit(n, n.get_rect(midleft=(x + SUPPLY_COUNT[0], SUPPLY_COUNT[1])))


def paint_display(surface: pygame.Surface, state: Any, hand: Hand) -> None:
    """The four cards on offer (an empty slot as a ring), and the tray with the chosen card's turns."""
    picked = hand.picked
    for slot, name in enumerate(state.display, 1):
        r = slot_rect(slot)
        if name is None:
            surface.blit(draw.ring(r.size, theme.PANEL, EMPTY_SLOT_RING, EMPTY_SLOT_CORNER), r)
            continue
        lift = -LIFT if picked and picked[0] == slot else 0
        surface.blit(art.face_card(name, SLOT), r.move(0, lift))
    rots = hand.legal_rots()
    name = hand.card_name()
    if not rots or name is None:
        return
    shown = hand.preview()
    for rot in rots:
        rr = tray_rect(rot)
        surface.blit(art.face_card(name, TRAY, rot), rr)
        if rot == shown:
            ring = rr.inflate(TRAY_RING_OUT, TRAY_RING_OUT)
            surface.blit(draw.ring(ring.size, theme.ACCENT, TRAY_RING, TRAY_CORNER), ring)


def paint_prompt(ctx: Context, surface: pygame.Surface, text: str) -> None:
    """The prompt in its box, wrapped to at most three lines."""
    box = prompt_rect()
    surface.blit(draw.panel(box.size, theme.PANEL, PROMPT_RADIUS), box)
    font = ctx.assets.font(theme.FONT_SMALL, True)
    lines = wrap(text, box.w - 2 * PROMPT_PAD, lambda s: font.size(s)[0])[:PROMPT_LINES]
    y = box.y + (box.h - PROMPT_LINE * len(lines)) // 2
    for line in lines:
        img = ctx.assets.text(line, theme.FONT_SMALL, theme.TEXT, bold=True)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += PROMPT_LINE


HINT = (186, 150, 255)  # the hint's own colour: not the orange of a choice, the green of a place, a seat's colour


def paint_hint(surface: pygame.Surface, slot: int, pulse: float) -> None:
    """A suggested move's card: a pulsing ring in the hint's colour round the card to take, with a bulb on it."""
    r = slot_rect(slot)
    grow = int(HINT_GROW + HINT_GROW_PULSE * pulse)
    surface.blit(draw.ring(r.inflate(grow, grow).size, HINT, HINT_RING, HINT_CORNER), r.inflate(grow, grow))
    bulb(surface, (r.right - BULB_INSET, r.y + BULB_INSET))


def bulb(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """The hint's badge: a bulb on a disc of the hint's colour (a shape as well as a colour)."""
    draw.blit_center(surface, draw.marker("circle", HINT, BULB_DISC), centre)
    draw.blit_center(surface, draw.icon("hint", BULB_ICON, art.INK), centre)
