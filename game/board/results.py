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
from game.ui.widgets import Button, FocusGroup, each_width, fitted

if TYPE_CHECKING:
    from game.core.context import Context
    from game.core.match import Seat
    from game.rules.contract import Outcome

Item = tuple[Callable[[], str], Callable[[], object]]
BOX = pygame.Rect(150, 40, 980, 640)
BOX_RADIUS, BOX_BORDER = 28, 5
VEIL = 160  # the alpha of the shade over the game: darker than a menu's, the box is the moment
SIDE_ROOM = 80  # the button row and the game's lines keep this much of the box's width free at its sides
SETTLE = 1.0  # seconds the results ignore presses: a player mashing through the last moves never skips them
# The buttons, in a row along the box's bottom: the first (the next game) green, they fade in while settling.
BUTTON_W, BUTTON_H, BUTTON_GAP = 300, 66, 20  # BUTTON_W: the widest a button grows
BUTTONS_Y = BOX.bottom - 92
NEXT_GAME = (60, 110, 70)
FADE_ROOM, FADE_ALPHA = 16, 230  # the veil over the settling buttons: its room around them, its alpha at first
# The winners' animals along the top, hopping in turn, a crown (a star) on each.
WINNERS_Y = BOX.y + 24
WINNER_FACE, CROWD_FACE, WINNER_GAP = 140, 104, 24  # CROWD_FACE: more than two winners (or a draw of many)
HOP_HEIGHT, HOP_PACE, HOP_LAG = 22, 4, 0.9  # pixels, radians a second, radians each winner hops after the last
CROWN, CROWN_AT = 44, 0.38  # the crown's size, and how far from the face's centre, right and up, per face size
# The headline under the winners, the seats' cards under it, the game's own lines under them.
HEADLINE_Y, HEADLINE_ROOM = BOX.y + 176, 60  # HEADLINE_ROOM: the box's width the headline leaves free
SCORES_Y = BOX.y + 256
LINES_GAP, LINE_H = 10, 30
LINES_END = BOX.bottom - 104  # the game's lines stop above the buttons
DETAIL_LINES = 5
# A seat's card: its animal's badge on the left, its name and its score right of it, what the score counts under.
CARD_H, LABEL_H = 96, 22  # a seat's card, and the line under it naming what its number counts
CARD_W, CARD_GAP, CARDS_ROOM = 220, 16, 60  # CARD_W: the widest a card grows; CARDS_ROOM: the box's width left free
CARD_RADIUS, WINNER_BORDER = 16, 4
BADGE, LABELLED_BADGE = 64, 56  # a little smaller when the words run under it
BADGE_X, LABELLED_BADGE_Y = 10, 48
TEXT_X, NAME_ROOM = 82, 90  # where the name and the score begin in the card; the card's width the name leaves
NAME_Y, LABELLED_NAME_Y = 12, 8
SCORE_SMALLER, LABELLED_SCORE_SMALLER = 8, 12  # the score's type, this much under the title's
SCORE_BOTTOM, LABELLED_SCORE_BOTTOM = CARD_H - 4, 88
LABEL_ROOM, LABEL_BOTTOM = 20, 6  # the words' room at the card's sides, their gap above its bottom
# The confetti over a win: the same shower every time (screenshots and tests see the same picture).
CONFETTI, CONFETTI_SEED = 70, 7
CONFETTI_ABOVE = 300  # pixels above the box a bit may start
DRIFT, FALL, SPIN = 40, (60, 200), 6  # a bit's sideways speed at most, its falling speed, its spin at most
FALL_MAX, GRAVITY = 260.0, 30  # pixels a second, pixels a second each second
CONFETTI_FLOOR = BOX.bottom - 110  # confetti falls behind the buttons, then starts again at the top
ACCENT_EVERY = 3  # one bit in so many is the accent colour, the others the winners'
BIT_W, BIT_FLUTTER, BIT_H = 6, 4, 10  # a bit's width, how much wider it turns, its height


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
        w = each_width(BOX.w - SIDE_ROOM, n, BUTTON_GAP, BUTTON_W)
        x0 = BOX.centerx - (n * w + BUTTON_GAP * (n - 1)) // 2
        for k, (label, action) in enumerate(actions):
            b = Button(
                (x0 + k * (w + BUTTON_GAP), BUTTONS_Y, w, BUTTON_H),
                label,
                action,
                size=theme.FONT_BODY,
                colour=NEXT_GAME if k == 0 else theme.PANEL,
            )
            self.focus.add(b)
            self.buttons.append(b)
        self.focus.focus_on(self.buttons[0]) if self.buttons else None
        rng = random.Random(CONFETTI_SEED)
        colours = [theme.seat_colour(seats[w].colour) for w in outcome.winners] or [theme.ACCENT]
        self.bits = (
            [
                _Bit(
                    rng.uniform(BOX.x, BOX.right),
                    rng.uniform(-CONFETTI_ABOVE, BOX.y),
                    rng.uniform(-DRIFT, DRIFT),
                    rng.uniform(*FALL),
                    rng.uniform(-SPIN, SPIN),
                    colours[k % len(colours)] if k % ACCENT_EVERY else theme.ACCENT,
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
            b.vy = min(FALL_MAX, b.vy + GRAVITY * dt)
            if b.y > CONFETTI_FLOOR:
                b.y -= BOX.h

    # ---- drawing ---------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(draw.shade((theme.W, theme.H), VEIL), (0, 0))
        winners = self.outcome.winners
        border = theme.seat_colour(self.seats[winners[0]].colour) if len(winners) == 1 else theme.ACCENT
        surface.blit(draw.panel(BOX.size, theme.BG_DARK, BOX_RADIUS, BOX_BORDER, border), BOX)
        if not self.calm:
            for b in self.bits:
                if BOX.y < b.y < CONFETTI_FLOOR:
                    w = BIT_W + BIT_FLUTTER * abs(math.sin(self.t * b.spin))
                    pygame.draw.rect(surface, b.colour, (b.x, b.y, w, BIT_H))
        self._draw_winners(surface)
        head_colour = border if winners else theme.TEXT
        head = self._fit(self.headline, BOX.w - HEADLINE_ROOM, theme.FONT_TITLE, bold=True, colour=head_colour)
        surface.blit(head, head.get_rect(midtop=(BOX.centerx, HEADLINE_Y)))
        bottom = self._draw_scores(surface, SCORES_Y)
        self._draw_lines(surface, bottom + LINES_GAP)
        self.focus.draw(surface, self.ctx)
        if self.settling and self.buttons:  # the buttons fade in as they start to answer
            row = self.buttons[0].rect.unionall([b.rect for b in self.buttons]).inflate(FADE_ROOM, FADE_ROOM)
            veil = draw.panel(row.size, theme.BG_DARK, theme.RADIUS).copy()
            veil.set_alpha(round(FADE_ALPHA * (1 - self.t / SETTLE)))
            surface.blit(veil, row)

    def _fit(
        self, text: str, width: int, size: int, bold: bool = False, colour: tuple[int, int, int] = theme.TEXT
    ) -> pygame.Surface:
        """One line, in a smaller size when it would not fit (never cut off)."""
        return fitted(self.ctx, text, width, size, colour, bold)

    def _draw_winners(self, surface: pygame.Surface) -> None:
        """The winners' animals, big, hopping in turn (a draw: everyone, standing still)."""
        who = list(self.outcome.winners) or list(range(len(self.seats)))
        size = WINNER_FACE if len(who) <= 2 else CROWD_FACE
        gap = size + WINNER_GAP
        x0 = BOX.centerx - (len(who) - 1) * gap / 2
        for k, seat_i in enumerate(who):
            seat = self.seats[seat_i]
            hop = 0.0
            if self.outcome.winners and not self.calm:
                hop = abs(math.sin(self.t * HOP_PACE + k * HOP_LAG)) * HOP_HEIGHT
            face = animals.face(seat.name, size, theme.seat_colour(seat.colour))
            centre = (x0 + k * gap, WINNERS_Y + size / 2 - hop)
            draw.blit_center(surface, face, centre)
            if self.outcome.winners:  # a crown on a winner
                crown = (centre[0] + size * CROWN_AT, centre[1] - size * CROWN_AT)
                draw.blit_center(surface, draw.marker("star", theme.ACCENT, CROWN), crown)

    def _draw_scores(self, surface: pygame.Surface, y: int) -> int:
        """A card per seat: its animal, name and score, and under them what the score counts; winners lifted.
        Returns the bottom."""
        n = len(self.seats)
        w = min(CARD_W, (BOX.w - CARDS_ROOM - CARD_GAP * (n - 1)) // n)
        x0 = BOX.centerx - (n * w + CARD_GAP * (n - 1)) // 2
        scores = list(self.outcome.scores) + [None] * (n - len(self.outcome.scores))
        height = CARD_H + (LABEL_H if self.score_label else 0)
        for i, seat in enumerate(self.seats):
            won = i in self.outcome.winners
            card = pygame.Rect(x0 + i * (w + CARD_GAP), y, w, height)
            colour = theme.seat_colour(seat.colour)
            surface.blit(
                draw.panel(
                    card.size, theme.PANEL_HI if won else theme.PANEL, CARD_RADIUS, WINNER_BORDER if won else 0, colour
                ),
                card,
            )
            score = scores[i]
            labelled = bool(self.score_label) and score is not None
            badge = LABELLED_BADGE if labelled else BADGE
            face = animals.badge(seat.name, badge, colour, theme.SEAT_SHAPES[i % len(theme.SEAT_SHAPES)])
            face_y = card.y + (LABELLED_BADGE_Y if labelled else card.h // 2)
            surface.blit(face, face.get_rect(midleft=(card.x + BADGE_X, face_y)))
            name = self._fit(seat_name(self.ctx, seat), card.w - NAME_ROOM, theme.FONT_SMALL, colour=theme.TEXT_DIM)
            surface.blit(name, (card.x + TEXT_X, card.y + (LABELLED_NAME_Y if labelled else NAME_Y)))
            if score is not None:
                big = self.ctx.assets.text(
                    str(score),
                    theme.FONT_TITLE - (LABELLED_SCORE_SMALLER if labelled else SCORE_SMALLER),
                    theme.ACCENT if won else theme.TEXT,
                    bold=True,
                )
                bottom = card.y + (LABELLED_SCORE_BOTTOM if labelled else SCORE_BOTTOM)
                surface.blit(big, big.get_rect(bottomleft=(card.x + TEXT_X, bottom)))
                if labelled:
                    words = self._fit(
                        score_words(self.ctx, self.score_label, score),
                        card.w - LABEL_ROOM,
                        theme.FONT_SMALL,
                        colour=theme.TEXT,
                    )
                    surface.blit(words, words.get_rect(midbottom=(card.centerx, card.bottom - LABEL_BOTTOM)))
        return y + height

    def _draw_lines(self, surface: pygame.Surface, y: int) -> None:
        font = self.ctx.assets.font(theme.FONT_SMALL)
        rows: list[str] = []
        for line in self.lines[1:]:
            rows += wrap(line, BOX.w - SIDE_ROOM, lambda s: font.size(s)[0]) if line else [""]
        limit = (LINES_END - y) // LINE_H
        for k, row in enumerate(rows[: max(0, min(DETAIL_LINES + 2, limit))]):
            img = self.ctx.assets.text(row, theme.FONT_SMALL, theme.TEXT)
            surface.blit(img, img.get_rect(midtop=(BOX.centerx, y + LINE_H * k)))


def score_words(ctx: Context, key: str, score: int) -> str:
    """What a score of `score` counts, in words ("discs on top", "のこりの コマ"): the counted string `key` in the
    form for that number, with the number itself left out (the card shows it big above)."""
    text = ctx.t(key, count=score)
    return " ".join(text.replace(str(score), " ", 1).split())
