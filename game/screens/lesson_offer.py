"""The lesson offered the first time a game is opened (issue 24): the game's coach, over the setup's buttons, says
"New to Dama? Press A and I'll show you!", and "Learn to play" has the focus. One press skips it: Back, or moving
on (Play is the next button to the right), or a click on Play. Offered once per game on this machine (the setup's
memory keeps that the game was opened)."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.board.words import device_kind
from game.core.input import Action, Intent
from game.screens.setup_memory import first_opening, mark_opened
from game.ui import animals, draw, theme
from game.ui.picture_text import draw_line, wrap_pictures
from game.ui.widgets import FocusGroup

if TYPE_CHECKING:
    from game.core.context import Context
    from game.table.catalog import GameInfo

FACE = 72
PAD = 12
WIDTH = 470


class LessonOffer:
    """Whether the coach offers the lesson on this setup now, and its card."""

    def __init__(self, ctx: Context, info: GameInfo, coach: str | None) -> None:
        """`coach`: the animal who teaches the game's lesson; None when the game has no (good) lesson."""
        self.ctx, self.info, self.coach = ctx, info, coach
        self.showing = coach is not None and first_opening(ctx, info.name)
        if self.showing:
            mark_opened(ctx, info.name)  # offered once: the next opening goes straight to Play

    @property
    def focus_key(self) -> str:
        """The button the setup's focus starts on: "Learn to play" while offered, else Play."""
        return "lesson" if self.showing else "start"

    def handle(self, intent: Intent, focus: FocusGroup) -> bool:
        """Back while the lesson is offered only puts the offer away (and Play gets the focus); True: used."""
        if not self.showing or intent.action is not Action.BACK:
            return False
        self.showing = False
        for widget in focus.widgets:
            if widget.key == "start":
                focus.focus_on(widget)
        return True

    def follow(self, focus: FocusGroup) -> None:
        """Moving on from "Learn to play" puts the offer away."""
        focused = focus.focused
        if self.showing and (focused is None or focused.key != "lesson"):
            self.showing = False

    def draw(self, surface: pygame.Surface, focus: FocusGroup) -> None:
        """The coach's card above the "Learn to play" button, its tail pointing down at it."""
        button = next((w.rect for w in focus.widgets if w.key == "lesson"), None)
        if not self.showing or button is None or self.coach is None:
            return
        ctx, t = self.ctx, self.ctx.t
        line = t("lesson.offer", game=t(self.info.title_key), press="{press}")  # {press}: drawn as a picture
        kind = device_kind(ctx, ctx.input.last_device)
        lines = wrap_pictures(ctx, line, WIDTH - FACE - 3 * PAD, theme.FONT_BODY, bold=True)
        height = max(FACE + 2 * PAD, len(lines) * ctx.assets.font(theme.FONT_BODY, True).get_linesize() + 2 * PAD)
        card = pygame.Rect(0, 0, WIDTH, height)
        card.midbottom = (button.centerx, button.top - 18)
        card.clamp_ip(pygame.Rect(16, 0, theme.W - 32, theme.H))
        # A layer over the setup (as an overlay's clear shade starts one): the card covers part of the preview.
        surface.blit(draw.shade((theme.W, theme.H), 0), (0, 0))
        tail = [(button.centerx - 14, card.bottom - 2), (button.centerx + 14, card.bottom - 2), button.midtop]
        pygame.draw.polygon(surface, theme.ACCENT, tail)
        surface.blit(draw.panel(card.size, theme.PANEL, 18, 3, theme.ACCENT), card.topleft)
        draw.blit_center(surface, animals.face(self.coach, FACE), (card.x + PAD + FACE // 2, card.centery))
        y = card.centery - (height - 2 * PAD) // 2
        for text in lines:
            y += draw_line(ctx, surface, text, (card.x + FACE + 2 * PAD, y), theme.FONT_BODY, theme.TEXT, kind, True)
