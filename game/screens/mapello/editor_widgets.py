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
from game.ui.widgets import Button, Choice, FocusGroup, Widget, each_width

if TYPE_CHECKING:
    from game.core.context import Context

GEO = BoardGeometry(x=36, y=104, cell=56)
PANEL_X, PANEL_W = 636, 604
INFO_TOP = 574
KINDS = mapello.KINDS
LABEL_FONT = 26  # a kind's name, a limit's words: between the theme's small and body sizes
BUTTON_GAP = 10  # px between the buttons of a row
# A piece-kind picker (offsets from its top left): the piece's picture, its name and how many stand on the board.
KIND_ROW_Y = GEO.y  # level with the board's top
KIND_BUTTON_H = 84
KIND_RADIUS = 16
CHOSEN_BORDER = 4  # the kind chosen is framed
KIND_PIECE = 42
KIND_PIECE_X = 8
KIND_TEXT_X = 56
KIND_NAME_Y = 10
KIND_COUNT_Y = 46
# The agreed limits, one row a kind, under the pickers.
LIMIT_TOP = 206
LIMIT_STEP = 62
LIMIT_H = 54
# The buttons: random, clear, load, save in a row, then back and a wide "Play!".
TOOL_ROW_Y = 408
TOOL_BUTTON_H = 64
EXIT_ROW_Y = 486
EXIT_BUTTON_H = 72
BACK_W = 200
PLAY_X = BACK_W + 14  # from the panel's left
PLAY_COLOUR = (60, 120, 70)


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
        surface.blit(
            draw.panel(self.rect.size, colour, KIND_RADIUS, CHOSEN_BORDER if chosen else 0, theme.ACCENT), self.rect
        )
        pic = art.piece_image(self.kind, KIND_PIECE)
        surface.blit(pic, pic.get_rect(midleft=(self.rect.x + KIND_PIECE_X, self.rect.centery)))
        name = ctx.assets.text(
            tr(ctx, f"mapello.kind.{self.kind}"), LABEL_FONT, theme.ACCENT if chosen else theme.TEXT, bold=True
        )
        surface.blit(name, name.get_rect(topleft=(self.rect.x + KIND_TEXT_X, self.rect.y + KIND_NAME_Y)))
        count = f"{self.editor.board.count(self.kind)} / {self.editor.limits[self.kind]}"
        img = ctx.assets.text(count, theme.FONT_SMALL, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(topleft=(self.rect.x + KIND_TEXT_X, self.rect.y + KIND_COUNT_Y)))


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
    w = each_width(PANEL_W, len(KINDS), BUTTON_GAP)
    for i, kind in enumerate(KINDS):
        panel.focus.add(KindButton((PANEL_X + i * (w + BUTTON_GAP), KIND_ROW_Y, w, KIND_BUTTON_H), kind, editor))
    for i, kind in enumerate(KINDS):
        c = Choice(
            (PANEL_X, LIMIT_TOP + i * LIMIT_STEP, PANEL_W, LIMIT_H),
            partial(tr, ctx, f"mapello.limit.{kind}"),
            [(n, str(n)) for n in range(mapello.MAX_PIECES + 1)],
            editor.limits[kind],
            partial(editor.set_limit, kind),
            size=LABEL_FONT,
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

    tools = ("random", "clear", "load", "save")
    w = each_width(PANEL_W, len(tools), BUTTON_GAP)
    for i, name in enumerate(tools):
        button(
            name,
            (PANEL_X + i * (w + BUTTON_GAP), TOOL_ROW_Y, w, TOOL_BUTTON_H),
            f"mapello.editor.{name}",
            theme.FONT_BODY,
        )
    button("back", (PANEL_X, EXIT_ROW_Y, BACK_W, EXIT_BUTTON_H), "common.back")
    play = (PANEL_X + PLAY_X, EXIT_ROW_Y, PANEL_W - PLAY_X, EXIT_BUTTON_H)
    button("play", play, "mapello.editor.play", theme.FONT_LABEL, PLAY_COLOUR)
    panel.focus.focus_on(panel.buttons["play"])
    return panel
