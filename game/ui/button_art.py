"""Pictures of a device's buttons, for lines that say what to press (issue 24): a gamepad's face buttons (A, B, X, Y
in their usual colours), a mouse with the button to click lit, the keyboard's keys as caps, and the table's own tool
buttons (undo, hint) that the mouse clicks. A child who cannot read "Enter" yet still sees which key it is."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import draw, theme

if TYPE_CHECKING:
    from game.core.context import Context

TOKENS = ("press", "back", "undo", "hint")  # what a line may ask for: `{press}` in a sentence
KINDS = ("pad", "mouse", "keyboard")  # game.board.words.device_kind
PAD_BUTTONS = {"press": "A", "back": "B", "undo": "X", "hint": "Y"}  # README: Controls
PAD_COLOURS = {"A": (78, 170, 92), "B": (206, 78, 70), "X": (72, 124, 210), "Y": (226, 184, 58)}
KEYS = {"press": "Enter", "back": "Esc", "undo": "Z", "hint": "H"}
CAP = (250, 246, 236)
CAP_EDGE = (120, 112, 104)
INK = (40, 34, 38)

_cache: dict[tuple[str, str, int, str], pygame.Surface] = {}


def button(ctx: Context, token: str, kind: str, size: int) -> pygame.Surface:
    """The picture of the button that does `token` ("press", "back", "undo", "hint") on a device of `kind` ("pad",
    "mouse", "keyboard"), `size` px tall."""
    key = (token, kind, size, ctx.i18n.language)
    if key not in _cache:
        if kind == "pad":
            _cache[key] = pad_button(ctx, PAD_BUTTONS[token], size)
        elif kind == "keyboard":
            _cache[key] = keycap(ctx, KEYS[token], size)
        elif token in ("undo", "hint"):
            _cache[key] = tool_button(token, size)
        else:
            _cache[key] = mouse(size, right=token == "back")
    return _cache[key]


def widest(ctx: Context, token: str, size: int) -> int:
    """The width of `token`'s widest picture over every device: a line laid out for it fits whatever is used."""
    return max(button(ctx, token, kind, size).get_width() for kind in KINDS)


def pad_button(ctx: Context, letter: str, size: int) -> pygame.Surface:
    """A gamepad's face button: a coloured disc with its letter."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    r = size / 2
    pygame.draw.circle(s, (30, 32, 38), (r, r), r)
    pygame.draw.circle(s, PAD_COLOURS[letter], (r, r), r - 2)
    text = ctx.assets.text(letter, max(12, round(size * 0.6)), (255, 255, 255), bold=True)
    s.blit(text, text.get_rect(center=(r, r)))
    return s


def keycap(ctx: Context, label: str, size: int) -> pygame.Surface:
    """A key of the keyboard with its letter, arrow or name (a name widens the key)."""
    text = ctx.assets.text(label, max(12, round(size * (0.62 if len(label) == 1 else 0.5))), INK, bold=True)
    width = size if len(label) == 1 else max(size, text.get_width() + size // 2)
    s = pygame.Surface((width, size), pygame.SRCALPHA)
    pygame.draw.rect(s, CAP_EDGE, s.get_rect(), border_radius=max(3, size // 5))
    pygame.draw.rect(s, CAP, (2, 1, width - 4, size - 5), border_radius=max(3, size // 5))
    s.blit(text, text.get_rect(center=(width / 2, size / 2 - 2)))
    return s


def mouse(size: int, right: bool = False) -> pygame.Surface:
    """A mouse seen from above, its left button (a click) or right one (back) lit."""
    w = round(size * 0.7)
    s = pygame.Surface((w, size), pygame.SRCALPHA)
    body = pygame.Rect(1, 1, w - 2, size - 2)
    radius = w // 2
    pygame.draw.rect(s, CAP, body, border_radius=radius)
    half = (body.w // 2 - 2, round(body.h * 0.42))
    lit = pygame.Rect((body.centerx + 1 if right else body.x + 2, body.y + 2), half)
    corner = {"border_top_right_radius" if right else "border_top_left_radius": radius}
    pygame.draw.rect(s, theme.ACCENT, lit, **corner)
    pygame.draw.line(s, CAP_EDGE, (body.centerx, body.y + 2), (body.centerx, body.y + half[1] + 2), 2)
    pygame.draw.rect(s, CAP_EDGE, body, 2, border_radius=radius)
    return s


def tool_button(name: str, size: int) -> pygame.Surface:
    """The table's tool button the mouse clicks (the undo arrow, the hint bulb), as the top bar shows it."""
    s = draw.panel((size, size), theme.PANEL_HI, max(4, size // 4)).copy()
    draw.blit_center(s, draw.icon(name, round(size * 0.8)), (size / 2, size / 2))
    return s
