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


def is_held(room: pygame.Rect | None) -> bool:
    """No room for a message now: it waits."""
    return room is not None and room.h < MIN_ROOM


def count_down(toasts: list[Toast], room: pygame.Rect | None, dt: float) -> None:
    """The message showing runs out (the next one then shows); a held one keeps its time."""
    if not toasts or is_held(room):
        return
    toasts[0].seconds -= dt
    if toasts[0].seconds <= 1e-6:  # (a float left over from summing frames is no time to show)
        toasts.pop(0)


def draw_toast(ctx: Context, surface: pygame.Surface, room: pygame.Rect | None) -> None:
    """The message showing, in the largest size whose lines (three at most) fit the room; nothing while held."""
    if not ctx.toasts or is_held(room):
        return
    toast = ctx.toasts[0]
    width = room.w - 40 if room is not None else theme.W - 120
    for size in SIZES:
        font = ctx.assets.font(size)
        lines = wrap(toast.text, width, lambda s: font.size(s)[0])[:3]  # noqa: B023 (wrap() calls it now)
        images = [ctx.assets.text(line, size, theme.TEXT) for line in lines]
        h = sum(i.get_height() for i in images) + 16
        if room is None or h <= room.h:
            break
    w = max(i.get_width() for i in images) + 40
    box = pygame.Rect(0, 0, w, h)
    if room is not None:
        box.center = room.center
    else:
        box.midbottom = (theme.W // 2, theme.H - 18)
    colour = (120, 45, 40) if toast.kind == "error" else (40, 60, 90)
    surface.blit(draw.panel(box.size, colour, 16, 3, theme.TEXT_DIM), box)
    y = box.y + 8
    for img in images:
        surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
        y += img.get_height()
