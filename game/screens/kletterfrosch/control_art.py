"""The frog's controls as pictures, for children who cannot read yet (issue 23, point 20): key caps (W/S for the left
string, ↑/↓ for the right), a gamepad with the stick to push lit (L or R), a mouse dragging the handle on its side
(issue 34, point 32: a left-string and a right-string picture differ on every device). The prompt shows the
picture of the device of the player who acts; "any device" shows all three."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.screens.kletterfrosch import art
from game.ui import theme
from game.ui.button_art import keycap, mouse

if TYPE_CHECKING:
    from game.core.context import Context

KINDS = ("pad", "keyboard", "mouse")  # the order "any device" shows them in
SIDES = {None: (0, 1), 0: (0,), 1: (1,)}  # both strings, or only the left (0) or right (1) one
KEYS = (("W", "S"), ("↑", "↓"))  # K6: the left string's keys, the right string's
STICK_LETTERS = ("L", "R")  # the left stick and handle, the right ones
GAP = 6

_cache: dict[tuple[str, int | None, int, str], pygame.Surface] = {}


def device_kind(device: str | None) -> str:
    """ "pad", "keyboard", "mouse", or "any" for a seat open to every device."""
    if device is None or device == "any":
        return "any"
    return "pad" if device.startswith("pad") else device if device in KINDS else "any"


def controls(ctx: Context, kind: str, height: int, side: int | None = None) -> pygame.Surface:
    """The picture of how `kind` ("pad", "keyboard", "mouse" or "any") pulls the strings (`side`: only one string,
    in co-op), `height` px tall."""
    key = (kind, side, height, ctx.i18n.language)
    if key not in _cache:
        parts = [_one(ctx, k, height, side) for k in (KINDS if kind == "any" else (kind,))]
        if kind == "any" and side is not None:
            parts = parts[:2]  # one string in co-op: a stick or its two keys (the mouse needs a free handle)
        width = sum(p.get_width() for p in parts) + 3 * GAP * (len(parts) - 1)
        out = pygame.Surface((max(1, width), height), pygame.SRCALPHA)
        x = 0
        for k, part in enumerate(parts):
            if k:  # a thin divider between the ways
                pygame.draw.line(out, theme.TEXT_DIM, (x + GAP, 6), (x + GAP, height - 6), 2)
                x += 3 * GAP
            out.blit(part, (x, 0))
            x += part.get_width()
        _cache[key] = out
    return _cache[key]


def _one(ctx: Context, kind: str, h: int, side: int | None) -> pygame.Surface:
    if kind == "keyboard":
        return _keys(ctx, h, SIDES[side])
    if kind == "pad":
        return _sticks(ctx, h, SIDES[side])
    return _mouse(ctx, h, SIDES[side])


def _keys(ctx: Context, h: int, sides: tuple[int, ...]) -> pygame.Surface:
    """W over S, and ↑ over ↓: each pair a string's keys, side by side like the strings."""
    cap = (h - 2) // 2
    out = pygame.Surface((len(sides) * cap + (len(sides) - 1) * GAP, h), pygame.SRCALPHA)
    for k, side in enumerate(sides):
        up, down = KEYS[side]
        out.blit(keycap(ctx, up, cap), (k * (cap + GAP), 0))
        out.blit(keycap(ctx, down, cap), (k * (cap + GAP), h - cap))
    return out


def _sticks(ctx: Context, h: int, sides: tuple[int, ...]) -> pygame.Surface:
    """A gamepad seen from above with its two sticks; the stick(s) to push lit, each with its arrows up and down
    and its letter (L, R), the other dim: a one-string step shows which stick (issue 34, point 32)."""
    w = round(h * 0.78)  # one stick's width
    width = 2 * w + GAP + 8
    out = pygame.Surface((width, h), pygame.SRCALPHA)
    body = pygame.Rect(0, round(h * 0.18), width, round(h * 0.64))
    pygame.draw.rect(out, (44, 48, 58), body, border_radius=body.h // 2)
    pygame.draw.rect(out, (24, 26, 32), body, 2, border_radius=body.h // 2)
    for side in (0, 1):
        lit = side in sides
        cx, cy = 4 + side * (w + GAP) + w / 2, h / 2
        pygame.draw.circle(out, (60, 64, 74) if lit else (52, 55, 64), (cx, cy), w * 0.42)
        pygame.draw.circle(out, (30, 32, 38), (cx, cy), w * 0.42, 2)
        pygame.draw.circle(out, (150, 156, 170) if lit else (86, 90, 100), (cx, cy), w * 0.26)
        if not lit:
            continue
        for up in (True, False):
            tip = cy - h * 0.5 + 1 if up else cy + h * 0.5 - 1
            base = cy - h * 0.3 if up else cy + h * 0.3
            pygame.draw.polygon(out, theme.ACCENT, [(cx, tip), (cx - w * 0.16, base), (cx + w * 0.16, base)])
        letter = ctx.assets.text(STICK_LETTERS[side], max(10, round(w * 0.34)), (30, 32, 38), bold=True)
        out.blit(letter, letter.get_rect(center=(round(cx), round(cy))))
    return out


def _mouse(ctx: Context, h: int, sides: tuple[int, ...]) -> pygame.Surface:
    """A mouse, an arrow up and down, and the handle(s) it drags: the left string's handle left of the mouse, the
    right one's right of it, each with its letter (L, R), as they hang beside the wall."""
    handle = art.handle(False)
    hw = round(handle.get_width() * h / handle.get_height())
    body = mouse(round(h * 0.8))  # its left button lit: held down
    mw, arrows = body.get_width(), 14
    width = (hw + GAP if 0 in sides else 0) + mw + GAP + arrows + (GAP + hw if 1 in sides else 0)
    out = pygame.Surface((width, h), pygame.SRCALPHA)

    def lettered(side: int) -> pygame.Surface:
        img = pygame.transform.smoothscale(handle, (hw, h))
        centre = (hw // 2, round(h * 0.55))
        pygame.draw.circle(img, (250, 240, 220), centre, hw * 0.34)
        letter = ctx.assets.text(STICK_LETTERS[side], max(10, round(hw * 0.46)), (40, 24, 10), bold=True)
        img.blit(letter, letter.get_rect(center=centre))
        return img

    x = 0
    if 0 in sides:
        out.blit(lettered(0), (x, 0))
        x += hw + GAP
    out.blit(body, (x, round(h * 0.12)))
    ax = x + mw + GAP + arrows // 2
    pygame.draw.line(out, theme.TEXT, (ax, 8), (ax, h - 8), 3)
    for tip, base in ((2, 12), (h - 2, h - 12)):
        pygame.draw.polygon(out, theme.TEXT, [(ax, tip), (ax - 6, base), (ax + 6, base)])
    if 1 in sides:
        out.blit(lettered(1), (width - hw, 0))
    return out
