"""The frog's coach on screen: the board coach's card (game/board/coach_view.py) where it hides neither the frog nor
the windows (coach_place.py: across the top, or at the wall's foot beside the throne), with the buttons of the
device the learner uses (control_art) under its line; the coach's hand bobbing over what to work next (a string's
handle, the mark, the window, the door); the mark as a star on the wall."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, NamedTuple, Protocol

import pygame

from game.board.coach import Phase
from game.board.coach_view import SAID, draw_hand
from game.board.words import device_kind
from game.screens.kletterfrosch import coach_place, control_art
from game.screens.kletterfrosch.view import VIEW
from game.ui import animals, button_art, draw, theme
from game.ui.picture_text import draw_line, picture_size, wrap_pictures

if TYPE_CHECKING:
    from game.core.context import Context
    from game.dexterity.kletterfrosch import KletterfroschGame
    from game.physics.kletterfrosch import World
    from game.screens.kletterfrosch.frog_table import CoachSight
    from game.screens.kletterfrosch.lesson_file import FrogStep
    from game.screens.kletterfrosch.view import DoorView

FACE = 64
PAD = 14
TEXT_X = 2 * PAD + FACE  # the lines' left edge, from the card's: right of the face
GAP = 6
STAR = 44
STARS = 3  # a lesson's most stars (game.board.coach.stars_for), each drawn, the unearned dim
BESIDE = 160  # the small line goes beside the device's picture when that leaves it this much room
CARD_CORNER, CARD_EDGE = 18, 3
HAND_BOB, HAND_BOB_SPEED = 8, 5  # the pointing hand bobs this far (px), this fast (radians a second)
POINT_OUT, POINT_RING = 14, 4  # the ring round what the hand points at: px outside it, its width
PICTURE_H = 52  # the device's buttons under the line: a stick's L or R read from the sofa
MARK_SIZE = 46
SIDE = {"left": 0, "right": 1}  # a one-string step shows that string's buttons only


class CardCoach(Protocol):
    """The lesson's coach as its card reads it (coach.py's FrogCoach)."""

    @property
    def step(self) -> FrogStep: ...
    @property
    def phase(self) -> Phase: ...
    @property
    def kind(self) -> str: ...  # the learner's kind of device: "pad", "keyboard" or "mouse"
    @property
    def device(self) -> str: ...  # the learner's device, or "any" before one is used
    @property
    def stars(self) -> int: ...
    @property
    def said(self) -> str | None: ...
    @property
    def animal(self) -> str: ...  # the lesson's coach, whose face the card shows
    @property
    def card_place(self) -> str: ...
    def stars_lines(self) -> tuple[str, ...]: ...


class Placing(NamedTuple):
    """What the card's place is chosen against: the frog (its world) and the windows (their view)."""

    world: World
    view: DoorView


def pointed(step: FrogStep, view: DoorView, sight: CoachSight) -> list[pygame.Rect]:
    """What the coach's hand points at now: the handles of the strings to pull, the mark, the window, the door."""
    handles = sight.handles
    if step.expect in ("left", "right"):
        return [handles[SIDE[step.expect]]]
    if step.expect == "both":
        return [handles[0]] if step.mode == "coop" else list(handles)
    if step.expect == "mark" and step.mark is not None:
        return [mark_rect(step.mark)]
    if step.expect == "door":
        frame = door_of(sight.state)
        return [view.cell_rect(frame)] if frame is not None and sight.ui == "choose" else []
    target = sight.target
    return [view.cell_rect(target)] if target is not None and sight.ui == "carry" else []


def door_of(state: KletterfroschGame) -> int | None:
    """The frame of the door hiding the portrait's resident (the memory step's answer)."""
    return state.frames.index(state.portrait) if state.portrait in state.frames else None


def mark_rect(mark: tuple[float, float]) -> pygame.Rect:
    x, y = VIEW.pt(mark)
    return pygame.Rect(0, 0, MARK_SIZE, MARK_SIZE).move_to(center=(round(x), round(y)))


def controls_picture(ctx: Context, coach: CardCoach) -> pygame.Surface | None:
    """How to do this step with the learner's device: its keys, sticks or handle for the step's strings (that
    string only, in a one-string step), or the press that opens the door (issue 34, points 17 and 32); none after
    the action."""
    step = coach.step
    if coach.phase is not Phase.ASK:
        return None
    if step.expect == "door":
        return button_art.button(ctx, "press", coach.kind, PICTURE_H)
    side = 0 if step.mode == "coop" else SIDE.get(step.expect)
    return control_art.controls(ctx, coach.kind, PICTURE_H, side)


def draw_frog_coach(ctx: Context, surface: pygame.Surface, coach: CardCoach, place: Placing, sight: CoachSight) -> str:
    """The coach's card where it hides nothing `place` shows, and its hand over what `sight` says to work next;
    returns where the card now is (coach_place.PLACES)."""
    step = coach.step
    targets = pointed(step, place.view, sight)
    if step.mark is not None:
        draw.blit_center(surface, draw.marker("star", theme.ACCENT, MARK_SIZE), mark_rect(step.mark).center)
    if coach.phase is Phase.ASK and not step.challenge:
        bob = 0.0 if sight.clock is None else HAND_BOB * math.sin(sight.clock * HAND_BOB_SPEED)
        for rect in targets:
            ring = rect.inflate(POINT_OUT, POINT_OUT)
            surface.blit(draw.ring(ring.size, theme.ACCENT, POINT_RING, min(ring.size) // 2), ring)
            draw_hand(surface, rect, bob)
    stars = coach.stars if coach.phase is Phase.DONE else 0
    # `{press}` in a line is drawn as the button of the device in use (the one pulling the strings, once known)
    kind = device_kind(ctx, ctx.input.last_device if coach.device == "any" else coach.device)
    card = Card(ctx, coach.animal, sight.lines, controls_picture(ctx, coach), stars, kind)
    card.said = coach.said if coach.phase is Phase.ASK else None
    card.earned = coach.stars_lines() if stars else ()
    heights = {place: card.height(width) for place, width in coach_place.widths().items()}
    card_place, rect = coach_place.choose(place.world, place.view, coach.card_place, heights, targets)
    card.draw(surface, rect)
    return card_place


class Card:
    """The coach's card laid out at a width: its face on the left; the big line, the device's buttons, the small
    line (and the stars of a celebration) on the right, as tall as they need (the buttons beside the small line
    where the card is wide enough)."""

    def __init__(
        self,
        ctx: Context,
        animal: str,
        lines: tuple[str, str],
        picture: pygame.Surface | None,
        stars: int,
        kind: str,
    ) -> None:
        self.ctx, self.animal, self.lines, self.picture = ctx, animal, lines, picture
        self.stars, self.kind = stars, kind
        self.said: str | None = None  # the coach's answer to a wrong try
        self.earned: tuple[str, ...] = ()  # at the celebration: how its stars were earned
        self.big_h = max(ctx.assets.font(theme.FONT_BODY, True).get_linesize(), picture_size(theme.FONT_BODY))
        self.small_h = max(ctx.assets.font(theme.FONT_SMALL).get_linesize(), picture_size(theme.FONT_SMALL))

    def _lay(self, width: int) -> Layout:
        """The card's lines wrapped for a card `width` px wide, and whether the picture sits beside the small
        line."""
        room = width - TEXT_X - PAD
        big = wrap_pictures(self.ctx, self.lines[0], room, theme.FONT_BODY, bold=True)
        pic = self.picture.get_width() + 2 * GAP if self.picture is not None else 0
        beside = self.picture is not None and room - pic >= BESIDE
        small = wrap_pictures(self.ctx, self.lines[1], room - pic if beside else room, theme.FONT_SMALL)
        said = wrap_pictures(self.ctx, self.said, room, theme.FONT_SMALL, bold=True) if self.said else []
        earned = [line for words in self.earned for line in wrap_pictures(self.ctx, words, room, theme.FONT_SMALL)]
        return Layout(big, small, beside, said, earned)

    def height(self, width: int) -> int:
        lay = self._lay(width)
        pic = self.picture.get_height() if self.picture is not None else 0
        small_h = len(lay.small) * self.small_h
        rows = len(lay.big) * self.big_h + (max(pic, small_h) if lay.beside else small_h + (pic + GAP if pic else 0))
        rows += (len(lay.said) + len(lay.earned)) * self.small_h
        extra = STAR + GAP if self.stars else 0
        return max(FACE, rows + extra + GAP) + 2 * PAD

    def draw(self, surface: pygame.Surface, card: pygame.Rect) -> None:
        lay = self._lay(card.w)
        surface.blit(draw.panel(card.size, theme.PANEL, CARD_CORNER, CARD_EDGE, theme.ACCENT), card.topleft)
        draw.blit_center(surface, animals.face(self.animal, FACE), (card.x + PAD + FACE // 2, card.y + PAD + FACE // 2))
        x, y = card.x + TEXT_X, card.y + PAD
        if self.stars:
            for i in range(STARS):
                colour = theme.ACCENT if i < self.stars else theme.PANEL_HI
                surface.blit(draw.marker("star", colour, STAR), (x + i * (STAR + GAP), y))
            y += STAR + GAP
        for line in lay.big:
            draw_line(self.ctx, surface, line, (x, y), theme.FONT_BODY, theme.TEXT, self.kind, bold=True)
            y += self.big_h
        for line in lay.earned:  # under the celebration's line: how its stars were earned
            draw_line(self.ctx, surface, line, (x, y), theme.FONT_SMALL, theme.TEXT, self.kind)
            y += self.small_h
        small_x, below_picture = x, y
        if self.picture is not None:
            surface.blit(self.picture, (x, y + GAP // 2))
            below_picture = y + self.picture.get_height() + GAP
            if lay.beside:
                small_x = x + self.picture.get_width() + 2 * GAP
                y += max(0, (self.picture.get_height() - len(lay.small) * self.small_h) // 2)
            else:
                y = below_picture
        y += GAP
        for line in lay.small:
            draw_line(self.ctx, surface, line, (small_x, y), theme.FONT_SMALL, theme.ACCENT, self.kind)
            y += self.small_h
        y = max(y, below_picture)
        for line in lay.said:  # the coach's answer to a wrong try
            draw_line(self.ctx, surface, line, (x, y), theme.FONT_SMALL, SAID, self.kind, bold=True)
            y += self.small_h


class Layout(NamedTuple):
    """A card's lines wrapped for its width."""

    big: list[str]
    small: list[str]
    beside: bool  # the device's picture beside the small line (else above it)
    said: list[str]
    earned: list[str]
