"""The lesson offered the first time a game is opened (issue 24): the game's coach, over the setup's buttons, says
"New to Dama? Press A and I'll show you!", and "Learn to play" has the focus. One press skips it: Back, or moving
on (Play is the next button to the right), or a click on Play; the mouse only resting on a button never does.
Offered once per game on this machine (the setup's memory keeps that the game was opened), and no more once the
lesson was taken. The card never covers the setup's own text (issue 34, point 8)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.board.words import device_kind
from game.core.input import Action, Intent
from game.screens.setup_memory import first_opening, mark_opened
from game.ui import animals, draw, theme
from game.ui.picture_text import draw_line, line_width, picture_size, wrap_pictures
from game.ui.widgets import FocusGroup

if TYPE_CHECKING:
    from game.core.context import Context
    from game.table.catalog import GameInfo

FACE = 72
SMALL_FACE = 44  # the one-line card's face (where a setup leaves a low band only)
PAD = 12
SMALL_PAD = 6
WIDTH = 470
MARGIN = 8  # px of the setup's background kept clear around the card and its tail
TAIL = 14  # half the tail's width where it leaves the card
NARROW = 300  # the card's width in three lines or so, beside a setup's preview that leaves it room
RESERVE = NARROW + 2 * MARGIN + 8  # what the setup's preview leaves free at its right when the card finds no room
REACH = 170  # px above "Learn to play" the card may sit
ACROSS = 3  # pads across a card: before its face, between the face and the words, after them
ONE_LINE_ROOM = 2000  # px: the one-line card's words never wrap
CARD_RADIUS, CARD_BORDER = 18, 3
BARE = (3, 3, 3, 255)  # how far a pixel's colour may be from the background's and still count as bare
RING_OUT = 6  # the focus ring round the button, drawn this far out from it
LIFT_STEP, OFFSET_STEP = 4, 8  # the search's steps: up from the button, along a row
FALLBACK_LIFT = 18  # the card's bottom above the button when no bare place is found
SCREEN_EDGE = 16  # that card keeps this far from the screen's sides
TIP_IN = 16  # the tail's tip keeps this far inside the button's ends
PLACES_KEPT = 64  # the card's places remembered, before they are forgotten
# The card's place (a bubble's index and its rect) by what the setup drew around it: a search takes 10-25 ms, and the
# setup drawn ahead of its first opening (game/screens/warmup.py) finds it for that opening's frame.
_PLACES: dict[tuple[object, ...], tuple[int, pygame.Rect] | None] = {}


class Bubble:
    """One way to lay the offer's card out: its face's size, its lines, its size."""

    def __init__(self, ctx: Context, line: str, face: int, width: int | None, pad: int = PAD) -> None:
        """`width`: the card's width (its lines wrapped to fit); None: one line, as wide as it needs."""
        self.face, self.pad = face, pad
        room = (width or ONE_LINE_ROOM) - face - ACROSS * pad
        self.lines = wrap_pictures(ctx, line, room, theme.FONT_BODY, bold=True)
        tall = max(ctx.assets.font(theme.FONT_BODY, True).get_linesize(), picture_size(theme.FONT_BODY))
        self.line_h = tall
        text_w = max((line_width(ctx, text, theme.FONT_BODY, True) for text in self.lines), default=0)
        snug = text_w + face + ACROSS * pad  # no wider than its lines need
        self.size = (min(width or snug, snug), max(face + 2 * pad, len(self.lines) * tall + 2 * pad))


class LessonOffer:
    """Whether the coach offers the lesson on this setup now, and its card: it sits where the setup shows nothing
    (its own text is never covered: the setup's pixels under it are found to be its background), with a tail
    pointing at "Learn to play". Only a press puts it away, never the mouse resting on another button."""

    def __init__(self, ctx: Context, info: GameInfo, coach: str | None, remember: bool = True) -> None:
        """`coach`: the animal who teaches the game's lesson; None when the game has no (good) lesson. `remember`:
        this showing counts as the one offer (False for a setup only drawn ahead of time)."""
        self.ctx, self.info, self.coach = ctx, info, coach
        self.showing = coach is not None and first_opening(ctx, info.name)
        if self.showing and remember:
            mark_opened(ctx, info.name)  # offered once: the next opening goes straight to Play
        self._placed: tuple[Any, tuple[Bubble, pygame.Rect] | None] = (None, None)
        self._reserve = 0  # RESERVE once the setup as drawn left the card no room
        self.placing = False  # the card waits for the next frame (the preview making room): draw it at once
        self.taken = False  # the lesson was opened from this setup (coming back, Play has the focus)

    @property
    def focus_key(self) -> str:
        """The button the setup's focus starts on: "Learn to play" while offered, else Play."""
        return "lesson" if self.showing else "start"

    @property
    def reserve(self) -> int:
        """Px the setup's preview leaves free at its right (its text wraps short of the card) while offered: none,
        unless the setup as drawn had no room for the card anywhere near "Learn to play"."""
        return self._reserve if self.showing else 0

    def handle(self, intent: Intent, focus: FocusGroup) -> bool:
        """While the lesson is offered: Back only puts the offer away (and Play gets the focus); the mouse moving
        over another button does not take the focus off "Learn to play" (a pointer resting where a new window
        opens must not put the offer away unseen). True: used."""
        if not self.showing:
            return False
        if intent.action is Action.POINT:
            return True
        if intent.action is not Action.BACK:
            return False
        self.put_away(focus)
        return True

    def put_away(self, focus: FocusGroup, on: str = "start") -> None:
        """The offer is gone; the focus on `on` (Play, or where the setup was left)."""
        self.showing = False
        for widget in focus.widgets:
            if widget.key == on:
                focus.focus_on(widget)

    def take(self, start: Callable[[], object]) -> None:
        """ "Learn to play" is pressed: `start` the lesson (coming back, `back` puts the offer away)."""
        self.taken = True
        start()

    def back(self, focus: FocusGroup) -> None:
        """The setup is seen again: back from the lesson, the offer is put away and Play has the focus."""
        if self.taken:
            self.taken = False
            self.put_away(focus, on="start")

    def follow(self, focus: FocusGroup) -> None:
        """Moving on from "Learn to play" (a press: an arrow, a click elsewhere) puts the offer away."""
        focused = focus.focused
        if self.showing and (focused is None or focused.key != "lesson"):
            self.showing = False

    def draw(self, surface: pygame.Surface, focus: FocusGroup) -> None:
        """The coach's card where the setup is bare, nearest "Learn to play", its tail pointing at the button."""
        button = next((w.rect for w in focus.widgets if w.key == "lesson"), None)
        if not self.showing or button is None or self.coach is None:
            return
        ctx = self.ctx
        kind = device_kind(ctx, ctx.input.last_device)
        focused = focus.focused.key if focus.focused is not None else None  # its ring is part of the setup drawn
        key = (ctx.i18n.language, self._reserve, focused, tuple(tuple(w.rect) for w in focus.widgets))
        if self._placed[0] != key:
            self._placed = (key, self.place(surface, button))
            if self._placed[1] is None and not self._reserve:
                self._reserve = RESERVE  # the preview makes room at its right from the next frame on
                self.placing = True  # (that frame is drawn at once: the setup asks for it)
                return
        self.placing = False
        placed = self._placed[1]
        bubble, card = placed if placed is not None else self._fallback(button)
        # A layer over the setup (as an overlay's clear shade starts one): the card is read above the setup.
        surface.blit(draw.shade((theme.W, theme.H), 0), (0, 0))
        pygame.draw.polygon(surface, theme.ACCENT, tail(card, button))
        surface.blit(draw.panel(card.size, theme.PANEL, CARD_RADIUS, CARD_BORDER, theme.ACCENT), card.topleft)
        face = animals.face(self.coach, bubble.face)
        draw.blit_center(surface, face, (card.x + bubble.pad + bubble.face // 2, card.centery))
        y = card.centery - len(bubble.lines) * bubble.line_h // 2
        for text in bubble.lines:
            x = card.x + bubble.face + 2 * bubble.pad
            y += draw_line(ctx, surface, text, (x, y), theme.FONT_BODY, theme.TEXT, kind, True)

    def bubbles(self) -> list[Bubble]:
        """The card's layouts, the roomier first: two lines beside a big face, one line beside a small one (a low
        band), a narrow column (beside a preview that made room)."""
        t = self.ctx.t
        line = t("lesson.offer", game=t(self.info.title_key), press="{press}")  # {press}: drawn as a picture
        return [
            Bubble(self.ctx, line, FACE, WIDTH),
            Bubble(self.ctx, line, SMALL_FACE, None, SMALL_PAD),
            Bubble(self.ctx, line, SMALL_FACE, NARROW),
        ]

    def place(self, surface: pygame.Surface, button: pygame.Rect) -> tuple[Bubble, pygame.Rect] | None:
        """Where the card covers only the setup's background (as drawn on `surface`), its tail too: the nearest
        such place above `button`; None when the setup leaves no such place."""
        screen = surface.get_rect()
        bubbles = self.bubbles()
        # Only the band above the button where a card may sit is looked at.
        top = max(0, button.top - REACH - max(b.size[1] for b in bubbles) - 2 * MARGIN)
        band = pygame.Rect(0, top, screen.w, max(1, button.top - top))
        seen = (
            self.ctx.i18n.language,
            tuple(b.size for b in bubbles),
            tuple(button),
            hash(pygame.image.tobytes(surface.subsurface(band), "RGB")),
        )
        if seen not in _PLACES:  # (else the same setup was drawn before, ahead of time: game/screens/warmup.py)
            if len(_PLACES) > PLACES_KEPT:
                _PLACES.clear()
            _PLACES[seen] = self._search(bubbles, band, surface, button)
        found = _PLACES[seen]
        return None if found is None else (bubbles[found[0]], found[1].copy())

    def _search(
        self, bubbles: list[Bubble], band: pygame.Rect, surface: pygame.Surface, button: pygame.Rect
    ) -> tuple[int, pygame.Rect] | None:
        """The first bubble (its index) that has a bare place in `band`, and that place (see `place`)."""
        screen = surface.get_rect()
        drawn = pygame.mask.from_threshold(surface.subsurface(band), theme.BG, BARE)
        drawn.invert()  # the pixels something is drawn on
        bare = Bareness(drawn, band)
        for i, bubble in enumerate(bubbles):
            w, h = bubble.size
            if w > screen.w - 2 * MARGIN:
                continue
            for lift in range(MARGIN + RING_OUT, REACH, LIFT_STEP):  # the card's bottom this far above the button
                bottom = button.top - lift
                for dx in bare.free_offsets(button.centerx, bottom, bubble.size):
                    card = pygame.Rect(0, 0, w, h)
                    card.midbottom = (button.centerx + dx, bottom)
                    if bare(tail_box(card, button)):
                        return i, card
        return None

    def _fallback(self, button: pygame.Rect) -> tuple[Bubble, pygame.Rect]:
        bubble = self.bubbles()[0]
        card = pygame.Rect((0, 0), bubble.size)
        card.midbottom = (button.centerx, button.top - FALLBACK_LIFT)
        card.clamp_ip(pygame.Rect(SCREEN_EDGE, 0, theme.W - 2 * SCREEN_EDGE, theme.H))
        return bubble, card


def tail(card: pygame.Rect, button: pygame.Rect) -> list[tuple[int, int]]:
    """The tail from the card's bottom edge (over the button where it can be) to the top of "Learn to play"."""
    x = min(max(button.centerx, card.left + 2 * TAIL), card.right - 2 * TAIL)
    tip = (min(max(x, button.left + TIP_IN), button.right - TIP_IN), button.top + 2)
    return [(x - TAIL, card.bottom - 2), (x + TAIL, card.bottom - 2), tip]


def tail_box(card: pygame.Rect, button: pygame.Rect) -> pygame.Rect:
    """What the tail covers between the card and the button (kept bare too, a margin around it)."""
    points = tail(card, button)
    xs = [p[0] for p in points]
    # Down to the focus ring around the button (drawn RING_OUT px out from it), which the tail's tip reaches into.
    box = pygame.Rect(min(xs), card.bottom, max(xs) - min(xs), max(1, button.top - MARGIN - card.bottom))
    return box.inflate(2 * MARGIN, 0)


class Bareness:
    """What the setup leaves bare: `bareness(rect)`, every pixel of `rect` is the background and `rect` lies on the
    screen; `free_offsets(...)`, where along a row a card fits. The search asks thousands of places: the drawn
    pixels are taken as the boxes of their connected shapes once, and a row's free stretches are worked out from
    the boxes it crosses (a pixel-by-pixel search took 47 ms, the frame a first setup opened)."""

    def __init__(self, drawn: pygame.mask.Mask, screen: pygame.Rect) -> None:
        """`drawn`: the drawn pixels of the part `screen` of the screen (a place must lie inside it)."""
        self.drawn, self.screen = drawn, screen
        self.boxes = [box.move(screen.topleft) for box in drawn.get_bounding_rects()]
        self._filled: dict[tuple[int, int], pygame.mask.Mask] = {}

    def __call__(self, rect: pygame.Rect) -> bool:
        if not self.screen.contains(rect):
            return False
        filled = self._filled.get(rect.size)
        if filled is None:
            filled = self._filled[rect.size] = pygame.mask.Mask(rect.size, fill=True)
        return self.drawn.overlap(filled, (rect.x - self.screen.x, rect.y - self.screen.y)) is None

    def free_offsets(self, centre_x: int, bottom: int, size: tuple[int, int]) -> list[int]:
        """The offsets from `centre_x` (of -width..width in steps of OFFSET_STEP px), nearest first, where a card of
        `size` standing on `bottom` (with MARGIN around it) covers no drawn shape's box and lies on the screen."""
        w, h = size[0] + 2 * MARGIN, size[1] + 2 * MARGIN
        top = bottom - size[1] - MARGIN
        if top < self.screen.top or top + h > self.screen.bottom:
            return []
        row = pygame.Rect(self.screen.left, top, self.screen.w, h)
        at = centre_x - size[0] // 2 - MARGIN  # the box's left edge at offset 0
        # Offsets whose box would meet a drawn shape's box, as half-open stretches, merged.
        blocked: list[tuple[int, int]] = []
        for a, b in sorted((box.left - w + 1 - at, box.right - at) for box in self.boxes if box.colliderect(row)):
            if blocked and a <= blocked[-1][1]:
                blocked[-1] = (blocked[-1][0], max(blocked[-1][1], b))
            else:
                blocked.append((a, b))
        lo, hi = max(-size[0], self.screen.left - at), min(size[0], self.screen.right - w - at)  # on the screen
        found: list[int] = []
        start = lo
        for a, b in [*blocked, (hi + 1, hi + 1)]:
            first = (
                -size[0] + -(-(start + size[0]) // OFFSET_STEP) * OFFSET_STEP
            )  # the grid's first offset from `start`
            found += range(first, min(a, hi + 1), OFFSET_STEP)
            start = max(start, b)
        return sorted(found, key=abs)
