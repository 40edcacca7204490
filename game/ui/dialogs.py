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


def room_beside(box: pygame.Rect) -> tuple[int, int, int, int]:
    """Where a message may go while a dialog is up (Scene.toast_area): the taller of the strips above and below its
    box, never over it (too small a strip and the message waits for the dialog to close)."""
    above = (20, 8, theme.W - 40, box.top - 16)
    below = (20, box.bottom + 8, theme.W - 40, theme.H - box.bottom - 16)
    return max(above, below, key=lambda r: r[3])


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
        width: int = 560,
    ) -> None:
        super().__init__(ctx)
        self.title = title
        self.lines = lines
        self.on_back = on_back
        self.width = width
        n_lines = len(lines() if callable(lines) else lines)
        gap = 16 if n_lines else 0
        extra = (len(self._title_lines()) - 1) * TITLE_LINE  # a long question wraps (in either language)
        # Buttons 78 px apart, closer when that would not fit the screen (a pause menu with every game action).
        pitch = min(78, max(60, (theme.H - 40 - 110 - extra - n_lines * 40 - gap) // max(1, len(items))))
        h = 110 + extra + n_lines * 40 + gap + len(items) * pitch
        self.box = pygame.Rect(0, 0, width, h)
        self.box.center = (theme.W // 2, theme.H // 2)
        self.body_y = 90 + extra
        y = self.box.y + self.body_y + n_lines * 40 + gap
        self.focus = FocusGroup()
        self.buttons = []
        for label, action in items:
            b = Button((self.box.x + 40, y, width - 80, pitch - 14), label, action)
            self.focus.add(b)
            self.buttons.append(b)
            y += pitch

    def _title_lines(self) -> list[str]:
        title = self.title() if callable(self.title) else self.title
        font = self.ctx.assets.font(theme.FONT_LABEL, True)
        return wrap(title, self.width - 60, lambda t: font.size(t)[0])

    def leave(self) -> bool:
        """Back answers as `on_back` says; without one the box stays, and Back goes to its buttons."""
        if self.on_back is None:
            return False
        self.on_back()
        return True

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.shade((theme.W, theme.H), 150), (0, 0))
        surface.blit(draw.panel(self.box.size, theme.BG_DARK, 24, 4, theme.ACCENT), self.box)
        for k, part in enumerate(self._title_lines()):
            img = self.ctx.assets.text(part, theme.FONT_LABEL, theme.ACCENT, bold=True)
            surface.blit(img, img.get_rect(midtop=(self.box.centerx, self.box.y + 28 + k * TITLE_LINE)))
        y = self.box.y + self.body_y
        for line in self.lines() if callable(self.lines) else self.lines:
            t = self.ctx.assets.text(line, theme.FONT_BODY, theme.TEXT)
            surface.blit(t, t.get_rect(midtop=(self.box.centerx, y)))
            y += 40
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
        width=720,
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
        self.box = pygame.Rect(0, 0, 760, 300)
        self.box.center = (theme.W // 2, theme.H // 2)
        self.focus.add(
            Button((self.box.x + 80, self.box.bottom - 100, 600, 64), lambda: ctx.t("pad.use_any"), self._use_any)
        )

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
        surface.blit(draw.shade((theme.W, theme.H), 170), (0, 0))
        surface.blit(draw.panel(self.box.size, theme.BG_DARK, 24, 4, theme.BAD), self.box)
        title = self.ctx.assets.text(
            self.ctx.t("pad.unplugged", player=self.player), theme.FONT_LABEL, theme.ACCENT, bold=True
        )
        surface.blit(title, title.get_rect(midtop=(self.box.centerx, self.box.y + 34)))
        line = self.ctx.assets.text(
            self.ctx.t("pad.plug_back", device=device_name(self.ctx, self.device)), theme.FONT_BODY, theme.TEXT
        )
        surface.blit(line, line.get_rect(midtop=(self.box.centerx, self.box.y + 100)))
        self.focus.draw(surface, self.ctx)
