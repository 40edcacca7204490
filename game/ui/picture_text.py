"""Lines with pictures of buttons in them (issue 24): a sentence such as "Press {press} on your piece" is drawn with
the picture of the button that presses on the device in use (a gamepad's A, the mouse's left button, the Enter key)
where `{press}` stands. A paragraph is wrapped for the widest picture of each token, so it is laid out the same on
every device and fits whichever is used."""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.ui import button_art
from game.ui.text import wrap

if TYPE_CHECKING:
    from game.core.context import Context

Colour = tuple[int, int, int]
TOKEN = re.compile(r"\{(" + "|".join(button_art.TOKENS) + r")\}")
GAP = 4  # px between a picture and the words beside it
PICTURE_SCALE = 1.15  # a button's picture is this much taller than the font size of the words beside it


def pieces(line: str) -> list[tuple[bool, str]]:
    """The line cut into its words and its tokens, in order: (True, token) for a picture, (False, text) for words."""
    out: list[tuple[bool, str]] = []
    at = 0
    for found in TOKEN.finditer(line):
        if found.start() > at:
            out.append((False, line[at : found.start()]))
        out.append((True, found.group(1)))
        at = found.end()
    if at < len(line):
        out.append((False, line[at:]))
    return out


def picture_size(size: int) -> int:
    """How tall a button's picture is beside text of font size `size`."""
    return round(size * PICTURE_SCALE)


def line_width(ctx: Context, line: str, size: int, bold: bool = False) -> int:
    """The width of `line` drawn with the widest picture of each of its tokens."""
    font = ctx.assets.font(size, bold)
    total = 0
    for is_picture, part in pieces(line):
        if is_picture:
            total += button_art.widest(ctx, part, picture_size(size)) + 2 * GAP
        else:
            total += font.size(part)[0]
    return total


def wrap_pictures(ctx: Context, text: str, width: int, size: int, bold: bool = False) -> list[str]:
    """`text` cut into lines no wider than `width` px, counting each picture at its widest."""
    measure: Callable[[str], int] = lambda s: line_width(ctx, s, size, bold)  # noqa: E731
    return wrap(text, width, measure)


def draw_line(
    ctx: Context,
    surface: pygame.Surface,
    line: str,
    topleft: tuple[int, int],
    size: int,
    colour: Colour,
    kind: str,
    bold: bool = False,
) -> int:
    """Draw `line` at `topleft` with the pictures of device `kind` ("pad", "mouse", "keyboard"); its height."""
    x, y = topleft
    height = ctx.assets.font(size, bold).get_linesize()
    tall = picture_size(size)
    for is_picture, part in pieces(line):
        if is_picture:
            picture = button_art.button(ctx, part, kind, tall)
            surface.blit(picture, picture.get_rect(midleft=(x + GAP, y + height // 2)))
            x += picture.get_width() + 2 * GAP
        else:
            image = ctx.assets.text(part, size, colour, bold=bold)
            surface.blit(image, (x, y))
            x += image.get_width()
    return max(height, tall)
