"""The message at the edge of the picture (`ctx.toast`): where it goes, its size, its time.

A scene says where messages may go (`Scene.toast_area`); a dialog leaves the strip above or below its box, and where
that strip is too small the message waits, its time not running, until the dialog closes: a message never covers a
dialog (issue 34, point 20)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import draw, theme
from game.ui.text import wrap

if TYPE_CHECKING:
    from game.core.context import Context, Toast

MIN_ROOM = 38  # px: the smallest message (one line of small type) needs this much height
SIZES = (theme.FONT_BODY, theme.FONT_SMALL, theme.FONT_SMALL - 4)
MAX_LINES = 3
NO_TIME = 1e-6  # seconds: a float left over from summing frames is no time to show
# The message's box: wrapped within its room less ROOM_SIDES (the screen less SCREEN_SIDES when it may go anywhere,
# then at the bottom, BOTTOM_GAP above the screen's edge), PAD_X and PAD_Y around its lines.
ROOM_SIDES, SCREEN_SIDES, BOTTOM_GAP = 40, 120, 18
PAD_X, PAD_Y = 20, 8
BOX_RADIUS, BOX_BORDER = 16, 3
ERROR, NOTE = (120, 45, 40), (40, 60, 90)  # the box's colour: a refusal's, any other message's


def is_held(room: pygame.Rect | None) -> bool:
    """No room for a message now: it waits."""
    return room is not None and room.h < MIN_ROOM


def count_down(toasts: list[Toast], room: pygame.Rect | None, dt: float) -> None:
    """The message showing runs out (the next one then shows); a held one keeps its time."""
    if not toasts or is_held(room):
        return
    toasts[0].seconds -= dt
    if toasts[0].seconds <= NO_TIME:
        toasts.pop(0)


def draw_toast(ctx: Context, surface: pygame.Surface, room: pygame.Rect | None) -> None:
    """The message showing, in the largest size whose lines (three at most) fit the room; nothing while held."""
    if not ctx.toasts or is_held(room):
        return
    toast = ctx.toasts[0]
    width = room.w - ROOM_SIDES if room is not None else theme.W - SCREEN_SIDES
    for size in SIZES:
        font = ctx.assets.font(size)
        lines = wrap(toast.text, width, lambda s: font.size(s)[0])[:MAX_LINES]  # noqa: B023 (wrap() calls it now)
        images = [ctx.assets.text(line, size, theme.TEXT) for line in lines]
        h = sum(i.get_height() for i in images) + 2 * PAD_Y
        if room is None or h <= room.h:
            break
    w = max(i.get_width() for i in images) + 2 * PAD_X
    box = pygame.Rect(0, 0, w, h)
    if room is not None:
        box.center = room.center
    else:
        box.midbottom = (theme.W // 2, theme.H - BOTTOM_GAP)
    colour = ERROR if toast.kind == "error" else NOTE
    surface.blit(draw.panel(box.size, colour, BOX_RADIUS, BOX_BORDER, theme.TEXT_DIM), box)
    y = box.y + PAD_Y
    for img in images:
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += img.get_height()
