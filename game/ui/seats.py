"""How a seat looks on screen: its translated name and its colour-plus-shape marker."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.core.sanitize import clean_text
from game.ui import draw, theme

if TYPE_CHECKING:
    from game.core.context import Context
    from game.core.match import Seat


def seat_name(ctx: Context, seat: Seat) -> str:
    key = f"animal.{seat.name}"
    name = ctx.t(key) if ctx.i18n.has(key) else clean_text(seat.name)  # a name from a file: one short line
    if seat.is_computer:
        # Japanese brackets are full width and carry their own space.
        gap = "" if ctx.i18n.language == "ja" else " "
        name += gap + ctx.t("seat.computer_badge", level=ctx.t(f"level.{seat.level}"))
    return name


def seat_marker(index: int, seat: Seat, size: int) -> pygame.Surface:
    return draw.marker(theme.SEAT_SHAPES[index % len(theme.SEAT_SHAPES)], theme.seat_colour(seat.colour), size)


def device_name(ctx: Context, device: str) -> str:
    """A device as players say it: "Gamepad 1", "Mouse", "Keys", "Any device"."""
    number = device.removeprefix("pad")
    if number != device and number.isdigit():
        return ctx.t("device.pad", n=number)
    return ctx.t(f"device.{device}")
