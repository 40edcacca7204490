"""The side panels of the board games: the dark panels beside the board, a card per seat (the one to move lifted
and ringed), and the notes of what to do now, wrapped to the panel and never past its foot."""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

import pygame

from game.ui import draw, theme
from game.ui.text import wrap

if TYPE_CHECKING:
    from game.core.context import Context

Line = tuple[str, tuple[int, int, int], bool]  # text ("" = a gap), colour, bold
LINE_H = 28
SIDE_RADIUS = theme.RADIUS  # the side panels' corners
SEAT_RADIUS, ACTIVE_BORDER = 14, 3
# Notes down a panel: NOTE_SIDE in from its sides and top, stopping NOTE_FOOT above its foot; a blank line's height,
# and the gap after each note.
NOTE_SIDE, NOTE_FOOT = 16, 6
BLANK, NOTE_GAP = 14, 8


def side_panels(surface: pygame.Surface, *rects: pygame.Rect) -> None:
    """The dark panels the seats and notes sit on."""
    for rect in rects:
        surface.blit(draw.panel(rect.size, theme.BG_DARK, SIDE_RADIUS), rect)


def seat_box(surface: pygame.Surface, rect: pygame.Rect, active: bool) -> None:
    """One seat's card: lifted, with the accent ring, while that seat is to move."""
    surface.blit(
        draw.panel(
            rect.size,
            theme.PANEL_HI if active else theme.PANEL,
            SEAT_RADIUS,
            ACTIVE_BORDER if active else 0,
            theme.ACCENT,
        ),
        rect,
    )


def note_lines(
    ctx: Context,
    surface: pygame.Surface,
    rect: pygame.Rect,
    lines: Iterable[Line],
    blank: int = BLANK,
    gap: int = NOTE_GAP,
) -> int:
    """Draw `lines` down `rect` (NOTE_SIDE px in from its sides), each wrapped to fit, stopping at its foot; the y
    below the last one drawn."""
    y = rect.y + NOTE_SIDE
    for text, colour, bold in lines:
        if not text:
            y += blank
            continue
        font = ctx.assets.font(theme.FONT_SMALL, bold)
        for part in wrap(text, rect.w - 2 * NOTE_SIDE, lambda s: font.size(s)[0]):  # noqa: B023 (wrap() calls it now)
            if y + LINE_H > rect.bottom - NOTE_FOOT:
                return y
            surface.blit(ctx.assets.text(part, theme.FONT_SMALL, colour, bold=bold), (rect.x + NOTE_SIDE, y))
            y += LINE_H
        y += gap
    return y
