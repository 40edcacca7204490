"""The table's dialogs: a centred box of choices, the question asked before anything that cannot be taken back,
and the prompt while an acting player's gamepad is unplugged. Any screen opens them (the game screens' parts too)."""

from __future__ import annotations

import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

import pygame

from game.core.input import Action, Intent
from game.core.scenes import Scene
from game.ui import draw, theme
from game.ui.seats import device_name
from game.ui.text import wrap
from game.ui.widgets import Button, FocusGroup

if TYPE_CHECKING:
    from game.core.context import Context

Item = tuple[str | Callable[[], str], Callable[[], object]]
TITLE_LINE = 44  # px between the lines of a question that wraps
BOX_RADIUS, BOX_BORDER = theme.DIALOG_RADIUS, theme.DIALOG_BORDER
# The strips beside a dialog where a message may go: this far in from the screen's sides, this far from the box
# and from the screen's edge.
BESIDE_SIDE, BESIDE_GAP = 20, 8
# A box of choices: its title, its lines, its column of buttons, all centred on the screen.
CHOICE_W, CONFIRM_W = 560, 720  # the box's width, and a question's (its answers say what they do: longer)
HEAD_H = 110  # the box's height but for its title's extra lines, its lines and its buttons: title and margins
BODY_Y = 90  # the lines below the box's top (a title that wraps pushes them down)
TITLE_Y, TITLE_ROOM = 28, 60  # the title's top in the box; the box's width it leaves free
LINE_H, LINES_GAP = 40, 16  # a line's height; the gap between the lines and the buttons
PITCH, PITCH_MIN = 78, 60  # buttons this far apart, closer when that would not fit the screen (at least PITCH_MIN)
SCREEN_ROOM = 40  # the box's height leaves this much of the screen's free
BUTTON_SIDE, BUTTON_GAP = 40, 14  # the buttons' room at the box's sides; the gap under each
# The prompt while an acting player's gamepad is unplugged: darker than a menu, a red border.
UNPLUGGED = (760, 300)
UNPLUGGED_VEIL = 170
UNPLUGGED_TITLE_Y, UNPLUGGED_LINE_Y = 34, 100
UNPLUGGED_BUTTON = pygame.Rect(80, -100, 600, 64)  # from the box's left and bottom


def room_beside(box: pygame.Rect) -> tuple[int, int, int, int]:
    """Where a message may go while a dialog is up (Scene.toast_area): the taller of the strips above and below its
    box, never over it (too small a strip and the message waits for the dialog to close)."""
    width = theme.W - 2 * BESIDE_SIDE
    above = (BESIDE_SIDE, BESIDE_GAP, width, box.top - 2 * BESIDE_GAP)
    below = (BESIDE_SIDE, box.bottom + BESIDE_GAP, width, theme.H - box.bottom - 2 * BESIDE_GAP)
    return max(above, below, key=lambda r: pygame.Rect(r).h)


class ButtonsScene(Scene):
    """A still screen of buttons (`self.focus`): Back or Menu leaves it (`leave()`; False: it stays, and the buttons
    hear the press), every other press goes to the buttons, and only an input changes what it shows."""

    focus: FocusGroup

    def leave(self) -> bool:
        self.ctx.scenes.pop()
        return True

    def handle(self, intent: Intent) -> None:
        if intent.action in (Action.BACK, Action.MENU) and self.leave():
            return
        self.focus.handle(self.ctx, intent)

    def next_change(self) -> float:
        return math.inf  # still: only an input changes it


class DialogBox(ButtonsScene):
    """A box of buttons over the screen (`self.box`): messages go beside it, never over it."""

    transparent = True
    box: pygame.Rect

    def toast_area(self) -> tuple[int, int, int, int] | None:
        return room_beside(self.box)


class ChoiceOverlay(DialogBox):
    """A centred box with a title, optional lines of text and a column of buttons."""

    def __init__(
        self,
        ctx: Context,
        title: str | Callable[[], str],
        items: Sequence[Item],
        lines: Sequence[str] | Callable[[], Sequence[str]] = (),
        on_back: Callable[[], object] | None = None,
        width: int = CHOICE_W,
    ) -> None:
        super().__init__(ctx)
        self.title = title
        self.lines = lines
        self.on_back = on_back
        self.width = width
        n_lines = len(lines() if callable(lines) else lines)
        gap = LINES_GAP if n_lines else 0
        extra = (len(self._title_lines()) - 1) * TITLE_LINE  # a long question wraps (in either language)
        # Buttons PITCH apart, closer when that would not fit the screen (a pause menu with every game action).
        room = theme.H - SCREEN_ROOM - HEAD_H - extra - n_lines * LINE_H - gap
        pitch = min(PITCH, max(PITCH_MIN, room // max(1, len(items))))
        h = HEAD_H + extra + n_lines * LINE_H + gap + len(items) * pitch
        self.box = pygame.Rect(0, 0, width, h)
        self.box.center = (theme.W // 2, theme.H // 2)
        self.body_y = BODY_Y + extra
        y = self.box.y + self.body_y + n_lines * LINE_H + gap
        self.focus = FocusGroup()
        self.buttons = []
        for label, action in items:
            b = Button((self.box.x + BUTTON_SIDE, y, width - 2 * BUTTON_SIDE, pitch - BUTTON_GAP), label, action)
            self.focus.add(b)
            self.buttons.append(b)
            y += pitch

    def _title_lines(self) -> list[str]:
        title = self.title() if callable(self.title) else self.title
        font = self.ctx.assets.font(theme.FONT_LABEL, True)
        return wrap(title, self.width - TITLE_ROOM, lambda t: font.size(t)[0])

    def leave(self) -> bool:
        """Back answers as `on_back` says; without one the box stays, and Back goes to its buttons."""
        if self.on_back is None:
            return False
        self.on_back()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.shade((theme.W, theme.H), theme.VEIL), (0, 0))
        surface.blit(draw.panel(self.box.size, theme.BG_DARK, BOX_RADIUS, BOX_BORDER, theme.ACCENT), self.box)
        for k, part in enumerate(self._title_lines()):
            img = self.ctx.assets.text(part, theme.FONT_LABEL, theme.ACCENT, bold=True)
            surface.blit(img, img.get_rect(midtop=(self.box.centerx, self.box.y + TITLE_Y + k * TITLE_LINE)))
        y = self.box.y + self.body_y
        for line in self.lines() if callable(self.lines) else self.lines:
            t = self.ctx.assets.text(line, theme.FONT_BODY, theme.TEXT)
            surface.blit(t, t.get_rect(midtop=(self.box.centerx, y)))
            y += LINE_H
        self.focus.draw(surface, self.ctx)


def confirm(
    ctx: Context,
    question: Callable[[], str],
    yes: Callable[[], str],
    on_yes: Callable[[], object],
    lines: Sequence[str] = (),
) -> ChoiceOverlay:
    """Ask before anything that cannot be taken back: the safe answer ("No, go back") is first and focused, so a
    stray press or two of the same key never destroys anything; Back says no too."""
    t = ctx.t

    def yes_then() -> None:
        ctx.scenes.pop()
        on_yes()

    overlay = ChoiceOverlay(
        ctx,
        question,
        [(lambda: t("confirm.no"), ctx.scenes.pop), (yes, yes_then)],
        lines=lines,
        on_back=ctx.scenes.pop,
        width=CONFIRM_W,
    )
    ctx.scenes.push(overlay)
    return overlay


class UnpluggedPrompt(DialogBox):
    """Shown when the gamepad of the player to move is unplugged; closes itself when that pad comes back (Back does
    not close it: the game waits for its player)."""

    def __init__(self, ctx: Context, device: str, player: str, any_device: Callable[[], object]) -> None:
        super().__init__(ctx)
        self.device, self.player, self.any_device = device, player, any_device
        self.focus = FocusGroup()
        self.box = pygame.Rect((0, 0), UNPLUGGED)
        self.box.center = (theme.W // 2, theme.H // 2)
        at = UNPLUGGED_BUTTON.move(self.box.x, self.box.bottom)
        self.focus.add(Button(at, lambda: ctx.t("pad.use_any"), self._use_any))

    def _use_any(self) -> None:
        self.any_device()
        self.ctx.scenes.pop()

    def leave(self) -> bool:
        return False

    def update(self, dt: float) -> None:
        # Whichever scene saw the pad come back, the prompt closes once it is there.
        if self.device in self.ctx.input.connected_pads() and self.ctx.scenes.top is self:
            self.ctx.audio.play("select")
            self.ctx.scenes.pop()

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.shade((theme.W, theme.H), UNPLUGGED_VEIL), (0, 0))
        surface.blit(draw.panel(self.box.size, theme.BG_DARK, BOX_RADIUS, BOX_BORDER, theme.BAD), self.box)
        title = self.ctx.assets.text(
            self.ctx.t("pad.unplugged", player=self.player), theme.FONT_LABEL, theme.ACCENT, bold=True
        )
        surface.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.y + UNPLUGGED_TITLE_Y)))
        line = self.ctx.assets.text(
            self.ctx.t("pad.plug_back", device=device_name(self.ctx, self.device)), theme.FONT_BODY, theme.TEXT
        )
        surface.blit(line, line.get_rect(midtop=(self.box.centerx, self.box.y + UNPLUGGED_LINE_Y)))
        self.focus.draw(surface, self.ctx)
