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


def paint_left(ctx: Context, surface: pygame.Surface, state: Any, hand: Hand, prompt: str) -> None:
    """The whole left column; `prompt`: what the player to move does now."""
    surface.blit(draw.panel(LEFT.size, theme.BG_DARK, 18), LEFT)
    paint_stock(ctx, surface, state)
    paint_display(surface, state, hand)
    paint_prompt(ctx, surface, prompt)


def paint_stock(ctx: Context, surface: pygame.Surface, state: Any) -> None:
    """The deck (its back and how many cards are left) and the supply: each kind with its tokens left (F1)."""
    surface.blit(art.card_back(56), (LEFT.x + 18, LEFT.y + 12))
    num = ctx.assets.text(f"×{len(state.deck)}", theme.FONT_BODY, theme.TEXT, bold=True)
    surface.blit(num, num.get_rect(midleft=(LEFT.x + 82, LEFT.y + 40)))
    for k, kind in enumerate(farmini.ANIMALS):
        x = LEFT.x + 18 + k * 94
        surface.blit(art.animal(kind, 44), (x, LEFT.y + 74))
        n = ctx.assets.text(str(state.supply(kind)), theme.FONT_BODY, theme.TEXT, bold=True)
        surface.blit(n, n.get_rect(midleft=(x + 46, LEFT.y + 96)))


def paint_display(surface: pygame.Surface, state: Any, hand: Hand) -> None:
    """The four cards on offer (an empty slot as a ring), and the tray with the chosen card's turns."""
    picked = hand.picked
    for slot, name in enumerate(state.display, 1):
        r = slot_rect(slot)
        if name is None:
            surface.blit(draw.ring(r.size, theme.PANEL, 3, 14), r)
            continue
        lift = -6 if picked and picked[0] == slot else 0
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
            surface.blit(draw.ring(rr.inflate(8, 8).size, theme.ACCENT, 3, 10), rr.inflate(8, 8))


def paint_prompt(ctx: Context, surface: pygame.Surface, text: str) -> None:
    """The prompt in its box, wrapped to at most three lines."""
    box = prompt_rect()
    surface.blit(draw.panel(box.size, theme.PANEL, 14), box)
    font = ctx.assets.font(theme.FONT_SMALL, True)
    lines = wrap(text, box.w - 24, lambda s: font.size(s)[0])[:3]
    y = box.y + (box.h - 28 * len(lines)) // 2
    for line in lines:
        img = ctx.assets.text(line, theme.FONT_SMALL, theme.TEXT, bold=True)
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += 28


HINT = (186, 150, 255)  # the hint's own colour: not the orange of a choice, the green of a place, a seat's colour


def paint_hint(surface: pygame.Surface, slot: int, pulse: float) -> None:
    """A suggested move's card: a pulsing ring in the hint's colour round the card to take, with a bulb on it."""
    r = slot_rect(slot)
    grow = int(4 + 8 * pulse)
    surface.blit(draw.ring(r.inflate(grow, grow).size, HINT, 5, 14), r.inflate(grow, grow))
    bulb(surface, (r.right - 4, r.y + 4))


def bulb(surface: pygame.Surface, centre: tuple[int, int]) -> None:
    """The hint's badge: a bulb on a disc of the hint's colour (a shape as well as a colour)."""
    draw.blit_center(surface, draw.marker("circle", HINT, 38), centre)
    draw.blit_center(surface, draw.icon("hint", 30, art.INK), centre)
