"""The board editor's layout: the board as one focus stop, the piece-kind pickers, the agreed limits and the
buttons (random, clear, load, save, back, play), in the order the D-pad walks them."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from functools import partial
from typing import TYPE_CHECKING, Any, Protocol

import pygame

from game.rules import mapello
from game.screens.mapello import art
from game.screens.mapello.board import BoardGeometry, tr
from game.ui import draw, theme
from game.ui.widgets import Button, Choice, FocusGroup, Widget

if TYPE_CHECKING:
    from game.core.context import Context

GEO = BoardGeometry(x=36, y=104, cell=56)
PANEL_X, PANEL_W = 636, 604
INFO_TOP = 574
KINDS = mapello.KINDS


class Editing(Protocol):
    """What the widgets read from and tell the editor."""

    ctx: Context
    kind: str
    board: mapello.Board
    limits: dict[str, int]

    def select_kind(self, kind: str) -> None: ...

    def set_limit(self, kind: str, value: int) -> None: ...


class BoardSpot(Widget):
    """The board as one focus stop: while it has focus the D-pad moves the cell cursor instead."""

    def __init__(self) -> None:
        super().__init__(GEO.rect)


class KindButton(Button):
    """A piece-kind picker: the piece's picture, its name and how many stand on the board."""

    def __init__(self, rect: Any, kind: str, editor: Editing) -> None:
        super().__init__(rect, lambda: tr(editor.ctx, f"mapello.kind.{kind}"), lambda: editor.select_kind(kind))
        self.kind, self.editor = kind, editor

    def draw(self, surface: pygame.Surface, ctx: Context, focused: bool) -> None:
        chosen = self.editor.kind == self.kind
        colour = theme.PANEL_HI if focused else theme.PANEL
        surface.blit(draw.panel(self.rect.size, colour, 16, 4 if chosen else 0, theme.ACCENT), self.rect)
        pic = art.piece_image(self.kind, 42)
        surface.blit(pic, pic.get_rect(midleft=(self.rect.x + 8, self.rect.centery)))
        name = ctx.assets.text(
            tr(ctx, f"mapello.kind.{self.kind}"), 26, theme.ACCENT if chosen else theme.TEXT, bold=True
        )
        surface.blit(name, name.get_rect(topleft=(self.rect.x + 56, self.rect.y + 10)))
        count = f"{self.editor.board.count(self.kind)} / {self.editor.limits[self.kind]}"
        img = ctx.assets.text(count, theme.FONT_SMALL, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(topleft=(self.rect.x + 56, self.rect.y + 46)))


@dataclass
class EditorPanel:
    """Every focus stop of the editor; `buttons` by name: random, clear, load, save, back, play."""

    focus: FocusGroup = field(default_factory=FocusGroup)
    board_spot: BoardSpot = field(default_factory=BoardSpot)
    limit_choices: dict[str, Choice[int]] = field(default_factory=dict)
    buttons: dict[str, Button] = field(default_factory=dict)


def build_panel(editor: Editing, actions: dict[str, Callable[[], None]]) -> EditorPanel:
    """The editor's widgets, "Play!" focused; `actions` by button name."""
    ctx = editor.ctx
    panel = EditorPanel()
    panel.focus.add(panel.board_spot)
    w = (PANEL_W - 20) // 3
    for i, kind in enumerate(KINDS):
        panel.focus.add(KindButton((PANEL_X + i * (w + 10), 104, w, 84), kind, editor))
    for i, kind in enumerate(KINDS):
        c = Choice(
            (PANEL_X, 206 + i * 62, PANEL_W, 54),
            partial(tr, ctx, f"mapello.limit.{kind}"),
            [(n, str(n)) for n in range(mapello.MAX_PIECES + 1)],
            editor.limits[kind],
            partial(editor.set_limit, kind),
            size=26,
        )
        panel.limit_choices[kind] = c
        panel.focus.add(c)

    def button(
        name: str,
        rect: tuple[int, int, int, int],
        key: str,
        size: int = theme.FONT_LABEL,
        colour: tuple[int, int, int] = theme.PANEL,
    ) -> None:
        b = Button(rect, lambda: tr(ctx, key), actions[name], size=size, colour=colour)
        panel.buttons[name] = b
        panel.focus.add(b)

    w = (PANEL_W - 30) // 4
    for i, name in enumerate(("random", "clear", "load", "save")):
        button(name, (PANEL_X + i * (w + 10), 408, w, 64), f"mapello.editor.{name}", theme.FONT_BODY)
    button("back", (PANEL_X, 486, 200, 72), "common.back")
    button("play", (PANEL_X + 214, 486, PANEL_W - 214, 72), "mapello.editor.play", theme.FONT_LABEL, (60, 120, 70))
    panel.focus.focus_on(panel.buttons["play"])
    return panel
