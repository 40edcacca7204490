"""The frog's controls as pictures, for children who cannot read yet (issue 23, point 20): key caps (W/S for the left
string, ↑/↓ for the right), a gamepad's two sticks pushed up and down, a mouse dragging a handle. The prompt shows the
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
        return _sticks(h, SIDES[side])
    return _mouse(h)


def _keys(ctx: Context, h: int, sides: tuple[int, ...]) -> pygame.Surface:
    """W over S, and ↑ over ↓: each pair a string's keys, side by side like the strings."""
    cap = (h - 2) // 2
    out = pygame.Surface((len(sides) * cap + (len(sides) - 1) * GAP, h), pygame.SRCALPHA)
    for k, side in enumerate(sides):
        up, down = KEYS[side]
        out.blit(keycap(ctx, up, cap), (k * (cap + GAP), 0))
        out.blit(keycap(ctx, down, cap), (k * (cap + GAP), h - cap))
    return out


def _sticks(h: int, sides: tuple[int, ...]) -> pygame.Surface:
    """A gamepad's sticks, each with an arrow up and one down: push them to pull the strings."""
    w = round(h * 0.78)
    out = pygame.Surface((len(sides) * w + (len(sides) - 1) * GAP, h), pygame.SRCALPHA)
    for k in range(len(sides)):
        cx, cy = k * (w + GAP) + w / 2, h / 2
        pygame.draw.circle(out, (60, 64, 74), (cx, cy), w * 0.42)
        pygame.draw.circle(out, (30, 32, 38), (cx, cy), w * 0.42, 2)
        pygame.draw.circle(out, (150, 156, 170), (cx, cy), w * 0.24)
        pygame.draw.circle(out, (210, 214, 224), (cx - w * 0.05, cy - w * 0.05), w * 0.12)
        for up in (True, False):
            tip = cy - h * 0.5 + 1 if up else cy + h * 0.5 - 1
            base = cy - h * 0.3 if up else cy + h * 0.3
            pygame.draw.polygon(out, theme.ACCENT, [(cx, tip), (cx - w * 0.16, base), (cx + w * 0.16, base)])
    return out


def _mouse(h: int) -> pygame.Surface:
    """A mouse, an arrow up and down, and the handle it drags."""
    handle = art.handle(False)
    hw = round(handle.get_width() * h / handle.get_height())
    body = mouse(round(h * 0.8))  # its left button lit: held down
    mw = body.get_width()
    out = pygame.Surface((mw + GAP + 14 + GAP + hw, h), pygame.SRCALPHA)
    out.blit(body, (0, round(h * 0.12)))
    x = mw + GAP + 7
    pygame.draw.line(out, theme.TEXT, (x, 8), (x, h - 8), 3)
    for tip, base in ((2, 12), (h - 2, h - 12)):
        pygame.draw.polygon(out, theme.TEXT, [(x, tip), (x - 6, base), (x + 6, base)])
    out.blit(pygame.transform.smoothscale(handle, (hw, h)), (mw + GAP + 14 + GAP, 0))
    return out
