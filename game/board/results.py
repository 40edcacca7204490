"""The results of a game, the same for every game: the winner celebrated (their animal bouncing in their colour,
confetti, a fanfare), every seat's score at a glance, the game's own lines below, and the next game focused."""

from __future__ import annotations

import math
import random
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.core.input import Action, Intent
from game.core.scenes import Scene
from game.table.catalog import CATALOG
from game.ui import animals, draw, theme
from game.ui.dialogs import room_beside
from game.ui.seats import seat_name
from game.ui.text import wrap
from game.ui.widgets import Button, FocusGroup, fitted

if TYPE_CHECKING:
    from game.core.context import Context
    from game.core.match import Seat
    from game.rules.contract import Outcome

Item = tuple[Callable[[], str], Callable[[], object]]
BOX = pygame.Rect(150, 40, 980, 640)
CARD_H, LABEL_H = 96, 22  # a seat's card, and the line under it naming what its number counts
CONFETTI = 70
DETAIL_LINES = 5
SETTLE = 1.0  # seconds the results ignore presses: a player mashing through the last moves never skips them


@dataclass
class _Bit:
    x: float
    y: float
    vx: float
    vy: float
    spin: float
    colour: tuple[int, int, int]


class ResultsOverlay(Scene):
    """`lines[0]` says who won (the headline); the rest are the game's own (what decided it, a breakdown, a series
    scoreboard); `actions` are the buttons, the first (the next game) focused; `game` names what the scores count
    (its GameInfo's `score_label`)."""

    transparent = True

    def __init__(
        self,
        ctx: Context,
        seats: Sequence[Seat],
        outcome: Outcome,
        lines: Sequence[str],
        actions: Sequence[Item],
        on_back: Callable[[], object],
        game: str = "",
        settle: bool = False,
    ) -> None:
        """`game`: whose results (its scores are labelled in its words); `settle`: the game has just ended, so
        presses do nothing for a moment (SETTLE seconds)."""
        super().__init__(ctx)
        self.seats, self.outcome = tuple(seats), outcome
        # What the cards' numbers count ("tiles on top", "discs left"): the game's counted string, so a bigger
        # number that lost is explained rather than puzzling (issue 23, point 11).
        info = CATALOG.get(game) if game else None
        self.score_label = info.score_label if info is not None else ""
        self.lines = list(lines)
        self.headline = self.lines[0] if self.lines else ""
        self.on_back = on_back
        self.t = 0.0 if settle else SETTLE
        self.focus = FocusGroup()
        self.buttons: list[Button] = []
        n = len(actions)
        w = min(300, (BOX.w - 80 - 20 * (n - 1)) // max(1, n))
        x0 = BOX.centerx - (n * w + 20 * (n - 1)) // 2
        for k, (label, action) in enumerate(actions):
            b = Button(
                (x0 + k * (w + 20), BOX.bottom - 92, w, 66),
                label,
                action,
                size=theme.FONT_BODY,
                colour=(60, 110, 70) if k == 0 else theme.PANEL,
            )
            self.focus.add(b)
            self.buttons.append(b)
        self.focus.focus_on(self.buttons[0]) if self.buttons else None
        rng = random.Random(7)  # the same shower every time: screenshots and tests see the same picture
        colours = [theme.seat_colour(seats[w].colour) for w in outcome.winners] or [theme.ACCENT]
        self.bits = (
            [
                _Bit(
                    rng.uniform(BOX.x, BOX.right),
                    rng.uniform(-300, BOX.y),
                    rng.uniform(-40, 40),
                    rng.uniform(60, 200),
                    rng.uniform(-6, 6),
                    colours[k % len(colours)] if k % 3 else theme.ACCENT,
                )
                for k in range(CONFETTI)
            ]
            if outcome.winners
            else []
        )

    @property
    def calm(self) -> bool:
        return self.ctx.settings.settings.reduce_motion

    def enter(self) -> None:
        self.ctx.audio.play("win" if self.outcome.winners else "place")

    @property
    def settling(self) -> bool:
        """The results have just appeared: presses meant for the game (still coming) do nothing yet."""
        return self.t < SETTLE

    def handle(self, intent: Intent) -> None:
        if self.settling and intent.action is not Action.POINT:
            return
        if intent.action in (Action.BACK, Action.MENU):
            self.on_back()
            return
        self.focus.handle(self.ctx, intent)

    def next_change(self) -> float:
        return math.inf if self._still else 0.0

    def toast_area(self) -> tuple[int, int, int, int] | None:
        return room_beside(BOX)

    @property
    def _still(self) -> bool:
        """Settled, and the confetti not falling (reduced motion, or nobody has pressed anything for a while)."""
        return not self.settling and (self.calm or self.ctx.at_rest)

    def update(self, dt: float) -> None:
        if self._still:
            return
        self.t += dt
        if self.calm:
            return
        for b in self.bits:
            b.x += b.vx * dt
            b.y += b.vy * dt
            b.vy = min(260.0, b.vy + 30 * dt)
            if b.y > BOX.bottom - 110:  # confetti falls behind the buttons, then starts again at the top
                b.y -= BOX.h

    # ---- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.shade((theme.W, theme.H), 160), (0, 0))
        winners = self.outcome.winners
        border = theme.seat_colour(self.seats[winners[0]].colour) if len(winners) == 1 else theme.ACCENT
        surface.blit(draw.panel(BOX.size, theme.BG_DARK, 28, 5, border), BOX)
        if not self.calm:
            for b in self.bits:
                if BOX.y < b.y < BOX.bottom - 110:
                    w = 6 + 4 * abs(math.sin(self.t * b.spin))
                    pygame.draw.rect(surface, b.colour, (b.x, b.y, w, 10))
        self._draw_winners(surface)
        head_colour = border if winners else theme.TEXT
        head = self._fit(self.headline, BOX.w - 60, theme.FONT_TITLE, bold=True, colour=head_colour)
        surface.blit(head, head.get_rect(midtop=(BOX.centerx, BOX.y + 176)))
        bottom = self._draw_scores(surface, BOX.y + 256)
        self._draw_lines(surface, bottom + 10)
        self.focus.draw(surface, self.ctx)
        if self.settling and self.buttons:  # the buttons fade in as they start to answer
            row = self.buttons[0].rect.unionall([b.rect for b in self.buttons]).inflate(16, 16)
            veil = draw.panel(row.size, theme.BG_DARK, 18).copy()
            veil.set_alpha(round(230 * (1 - self.t / SETTLE)))
            surface.blit(veil, row)

    def _fit(
        self, text: str, width: int, size: int, bold: bool = False, colour: tuple[int, int, int] = theme.TEXT
    ) -> pygame.Surface:
        """One line, in a smaller size when it would not fit (never cut off)."""
        return fitted(self.ctx, text, width, size, colour, bold)

    def _draw_winners(self, surface: pygame.Surface) -> None:
        """The winners' animals, big, hopping in turn (a draw: everyone, standing still)."""
        who = list(self.outcome.winners) or list(range(len(self.seats)))
        size = 140 if len(who) <= 2 else 104
        gap = size + 24
        x0 = BOX.centerx - (len(who) - 1) * gap / 2
        for k, seat_i in enumerate(who):
            seat = self.seats[seat_i]
            hop = 0.0
            if self.outcome.winners and not self.calm:
                hop = abs(math.sin(self.t * 4 + k * 0.9)) * 22
            face = animals.face(seat.name, size, theme.seat_colour(seat.colour))
            centre = (x0 + k * gap, BOX.y + 24 + size / 2 - hop)
            draw.blit_center(surface, face, centre)
            if self.outcome.winners:  # a crown on a winner
                draw.blit_center(
                    surface, draw.marker("star", theme.ACCENT, 44), (centre[0] + size * 0.38, centre[1] - size * 0.38)
                )

    def _draw_scores(self, surface: pygame.Surface, y: int) -> int:
        """A card per seat: its animal, name and score, and under them what the score counts; winners lifted.
        Returns the bottom."""
        n = len(self.seats)
        w = min(220, (BOX.w - 60 - 16 * (n - 1)) // n)
        x0 = BOX.centerx - (n * w + 16 * (n - 1)) // 2
        scores = list(self.outcome.scores) + [None] * (n - len(self.outcome.scores))
        height = CARD_H + (LABEL_H if self.score_label else 0)
        for i, seat in enumerate(self.seats):
            won = i in self.outcome.winners
            card = pygame.Rect(x0 + i * (w + 16), y, w, height)
            colour = theme.seat_colour(seat.colour)
            surface.blit(
                draw.panel(card.size, theme.PANEL_HI if won else theme.PANEL, 16, 4 if won else 0, colour), card
            )
            score = scores[i]
            labelled = bool(self.score_label) and score is not None
            badge = 56 if labelled else 64  # a little smaller when the words run under it
            face = animals.badge(seat.name, badge, colour, theme.SEAT_SHAPES[i % len(theme.SEAT_SHAPES)])
            surface.blit(face, face.get_rect(midleft=(card.x + 10, card.y + (48 if labelled else card.h // 2))))
            name = self._fit(seat_name(self.ctx, seat), card.w - 90, theme.FONT_SMALL, colour=theme.TEXT_DIM)
            surface.blit(name, (card.x + 82, card.y + (8 if labelled else 12)))
            if score is not None:
                big = self.ctx.assets.text(
                    str(score),
                    theme.FONT_TITLE - (12 if labelled else 8),
                    theme.ACCENT if won else theme.TEXT,
                    bold=True,
                )
                surface.blit(big, big.get_rect(bottomleft=(card.x + 82, card.y + (88 if labelled else CARD_H - 4))))
                if labelled:
                    words = self._fit(
                        score_words(self.ctx, self.score_label, score), card.w - 20, theme.FONT_SMALL, colour=theme.TEXT
                    )
                    surface.blit(words, words.get_rect(midbottom=(card.centerx, card.bottom - 6)))
        return y + height

    def _draw_lines(self, surface: pygame.Surface, y: int) -> None:
        font = self.ctx.assets.font(theme.FONT_SMALL)
        rows: list[str] = []
        for line in self.lines[1:]:
            rows += wrap(line, BOX.w - 80, lambda s: font.size(s)[0]) if line else [""]
        limit = (BOX.bottom - 104 - y) // 30
        for k, row in enumerate(rows[: max(0, min(DETAIL_LINES + 2, limit))]):
            img = self.ctx.assets.text(row, theme.FONT_SMALL, theme.TEXT)
            surface.blit(img, img.get_rect(midtop=(BOX.centerx, y + 30 * k)))


def score_words(ctx: Context, key: str, score: int) -> str:
    """What a score of `score` counts, in words ("discs on top", "のこりの コマ"): the counted string `key` in the
    form for that number, with the number itself left out (the card shows it big above)."""
    text = ctx.t(key, count=score)
    return " ".join(text.replace(str(score), " ", 1).split())
