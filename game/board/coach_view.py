"""The coach's card on screen: its animal over the left side panel (one width for the whole lesson), the sentence it
says, its answer to a wrong try, the "why" after the move, and the celebration with its stars and how they were
earned; and the pointing hand (game/ui/hand.py) above the cell to press next. What the card says is the coach's
(game/board/coach.py: `card_of`); this module only draws it. A line's `{press}` (`{back}`, `{undo}`, `{hint}`) is
drawn as that button of the device used last."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.board.topbar import TOP_BAR
from game.board.words import device_kind
from game.ui import animals, draw, hand, theme
from game.ui.picture_text import draw_line, picture_size, wrap_pictures

if TYPE_CHECKING:
    from game.core.context import Context

CARD = pygame.Rect(14, TOP_BAR + 14, 236, theme.H - TOP_BAR - 120)  # clear of the toasts at the bottom
WIDEST = 322  # the card covers the game's left panel up to the board, no further
FACE = 96
SMALL_FACE = 64
PAD = 14
SAID = (255, 168, 148)  # the coach's answer to a wrong try: its own colour, in its card
CARD_RADIUS, CARD_BORDER = 18, 3
LINE_GAP = 2  # px between the big line's lines
STAR, STAR_GAP, MOST_STARS = 54, 8, 3  # the celebration's row of stars, earned ones lit
BOARD_GAP = 40  # the card keeps this far left of the board
# The pointing hand: as tall as the cell, within HAND_H; its tip a 1/TIP_IN of the cell down into it, so that it
# hides less of the piece in the cell above.
HAND_H = (44, 80)
TIP_IN = 5


@dataclass(frozen=True)
class CoachCard:
    """What the card shows now: the coach's animal, the big line, the small line under it (the hint after wrong
    tries, the step, the press to go on), its answer to the last wrong try (None: none now), and at the
    celebration the stars with the two lines that say how they were earned."""

    animal: str
    big: str
    small: str
    said: str | None = None
    stars: int | None = None  # the celebration: 0-3 stars (None before it)
    stars_lines: tuple[str, ...] = ()


def draw_card(ctx: Context, surface: pygame.Surface, card: pygame.Rect, shown: CoachCard) -> None:
    """The coach's card in `card`, over a clear sheet: what the game's left panel wrote beneath is not read as text
    the card meets (an overlay's shade starts such a layer too)."""
    surface.blit(draw.shade((theme.W, theme.H), 0), (0, 0))
    surface.blit(draw.panel(card.size, theme.PANEL, CARD_RADIUS, CARD_BORDER, theme.ACCENT), card.topleft)
    face = SMALL_FACE if shown.stars is not None else FACE  # the celebration has its stars to say too
    draw.blit_center(surface, animals.face(shown.animal, face), (card.centerx, card.y + PAD + face // 2))
    y = card.y + 2 * PAD + face
    kind = device_kind(ctx, ctx.input.last_device)  # `{press}` is drawn as the button of the device in use
    width = card.w - 2 * PAD
    if shown.stars is not None:
        y = _draw_stars(surface, card, shown.stars, y)
    size = _big_size(ctx, shown, width, card.bottom - PAD - y)
    for line in wrap_pictures(ctx, shown.big, width, size, bold=True):
        y += draw_line(ctx, surface, line, (card.x + PAD, y), size, theme.TEXT, kind, bold=True) + LINE_GAP
    for words in shown.stars_lines:  # how these stars were earned, and the rule of every lesson
        y += PAD // 2
        for line in wrap_pictures(ctx, words, width, theme.FONT_SMALL):
            y += draw_line(ctx, surface, line, (card.x + PAD, y), theme.FONT_SMALL, theme.TEXT, kind)
    if shown.said is not None:
        y += PAD // 2
        for line in wrap_pictures(ctx, shown.said, width, theme.FONT_SMALL, bold=True):
            y += draw_line(ctx, surface, line, (card.x + PAD, y), theme.FONT_SMALL, SAID, kind, bold=True)
    small_lines = wrap_pictures(ctx, shown.small, width, theme.FONT_SMALL)
    tall = _line_height(ctx, theme.FONT_SMALL)
    y = max(y + PAD, card.bottom - PAD - max(2, len(small_lines)) * tall)
    for line in small_lines:
        y += draw_line(ctx, surface, line, (card.x + PAD, y), theme.FONT_SMALL, theme.ACCENT, kind)


def _line_height(ctx: Context, size: int, bold: bool = False) -> int:
    """How far down one drawn line goes (draw_line: the font's line, or a button's picture where taller)."""
    return max(ctx.assets.font(size, bold).get_linesize(), picture_size(size))


def _big_size(ctx: Context, shown: CoachCard, width: int, room: int) -> int:
    """The big line's type size: the body's, or the small one where the card would not hold all it says below the
    face (a long step with the answer to a wrong try and the hint under it: Farmini's step 2, Jaleo's step 1)."""
    small = _line_height(ctx, theme.FONT_SMALL)
    below = PAD + len(wrap_pictures(ctx, shown.small, width, theme.FONT_SMALL)) * small
    for words in shown.stars_lines:
        below += PAD // 2 + len(wrap_pictures(ctx, words, width, theme.FONT_SMALL)) * small
    if shown.said is not None:
        lines = wrap_pictures(ctx, shown.said, width, theme.FONT_SMALL, bold=True)
        below += PAD // 2 + len(lines) * _line_height(ctx, theme.FONT_SMALL, True)
    body = len(wrap_pictures(ctx, shown.big, width, theme.FONT_BODY, bold=True)) * (
        _line_height(ctx, theme.FONT_BODY, True) + LINE_GAP
    )
    return theme.FONT_BODY if body + below <= room else theme.FONT_SMALL


def _draw_stars(surface: pygame.Surface, card: pygame.Rect, stars: int, y: int) -> int:
    size = STAR
    for i in range(MOST_STARS):
        colour = theme.ACCENT if i < stars else theme.PANEL_HI
        centre = (card.centerx + (i - 1) * (size + STAR_GAP), y + size // 2)
        draw.blit_center(surface, draw.marker("star", colour, size), centre)
    return y + size + PAD


def card_width(board_left: int) -> int:
    """How wide the card may be left of a board whose leftmost cell starts at `board_left` (never narrower than
    CARD, never wider than WIDEST)."""
    return max(CARD.w, min(WIDEST, board_left - BOARD_GAP - CARD.x))


def draw_hand(surface: pygame.Surface, rect: pygame.Rect, bob: float) -> pygame.Rect:
    """The coach's pointing hand just above `rect`, its finger pointing down at it, `bob` px lower for its bobbing;
    where it was drawn."""
    height = max(HAND_H[0], min(HAND_H[1], rect.h))
    picture = hand.pointing_hand(height)
    tip_x, tip_y = hand.tip_offset(height)
    at = (rect.centerx - tip_x, round(rect.top + rect.h // TIP_IN + bob) - tip_y)
    return surface.blit(picture, at)
