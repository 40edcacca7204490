"""The menu's "Continue": every saved game shown as a card (its position as it was left, its players, when it was
saved), one press on a card resumes that game (issue 23, point 12; issue 34, point 22: the position, not the menu
art)."""

from __future__ import annotations

import math
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.core.saves import SavedGame
from game.screens.layout import PAGE_MARGIN
from game.screens.save_pictures import position_picture
from game.screens.when_played import AGO_UNITS, MINUTE
from game.table.catalog import CATALOG
from game.ui import animals, draw, theme
from game.ui.dialogs import ButtonsScene
from game.ui.seats import seat_name
from game.ui.widgets import Button, FocusGroup, Widget, fitted

if TYPE_CHECKING:
    from game.core.context import Context

CARD_W, CARD_H, GAP = 380, 224, 24
PICTURE = (176, 110)  # the menu tile's picture, small (the tiles' shape)
COLS = 3
TOP = 116  # under the title
CARD_RADIUS = 20
CARD_PAD = 12  # the picture, the faces and the names in from the card's edges
TEXT_GAP = 14  # the title and when it was saved, after the picture
TITLE_Y, WHEN_Y = 16, 58  # down from the card's top
FACES_GAP = 22  # the faces under the picture
FACE, SMALL_FACE, FACE_GAP = 44, 36, 8  # a face; smaller ones past FACES_FIT players
FACES_FIT = 4
NAMES_BOTTOM = 10  # the players' names above the card's bottom
PICTURE_RADIUS = 10  # the plain panel standing in for a picture not found
POSITION_RADIUS, POSITION_INSET = 6, 2  # the position's frame: its corners, the px round the position drawn in it
PAGE_TITLE_Y = 24  # the page's title
BACK = pygame.Rect((theme.W - 300) // 2, theme.H - 92, 300, 66)


def saved_games(ctx: Context) -> list[SavedGame]:
    """The saves that can be resumed, newest first (a save the store refuses is set aside there and left out)."""
    out = []
    for name in ctx.saves.resumable():
        info = CATALOG.get(name)
        if info is None or not info.built:
            continue
        saved = ctx.saves.load(name)
        if saved is not None:
            out.append(saved)
    return out


def when_saved(ctx: Context, saved_at: float, now: float | None = None) -> str:
    """When a game was saved, in words a child can read: just now, minutes, hours or days ago."""
    if saved_at <= 0:
        return ""
    age = max(0.0, (time.time() if now is None else now) - saved_at)
    if age < MINUTE:
        return ctx.t("menu.saved_now")
    for unit, seconds in AGO_UNITS:
        if age >= seconds:
            return ctx.t(f"menu.saved_ago.{unit}", count=int(age // seconds))
    return ""


class SaveCard(Widget):
    """A saved game: its picture, title, when it was saved, and its players' faces and names. Pressing it resumes."""

    def __init__(self, rect: Any, saved: SavedGame, on_open: Callable[[SavedGame], object]) -> None:
        super().__init__(rect)
        self.saved, self.on_open = saved, on_open
        self.key = saved.game

    def activate(self, ctx: Context, pos: tuple[float, float] | None = None) -> None:
        ctx.audio.play("select")
        self.on_open(self.saved)

    def draw(self, surface: pygame.Surface, ctx: Context, focused: bool) -> None:
        r = self.rect
        surface.blit(draw.panel(r.size, theme.PANEL_HI if focused else theme.PANEL, CARD_RADIUS), r)
        surface.blit(self._picture(ctx), (r.x + CARD_PAD, r.y + CARD_PAD))
        x = r.x + CARD_PAD + PICTURE[0] + TEXT_GAP
        w = r.right - x - CARD_PAD
        title = fitted(ctx, ctx.t(CATALOG[self.saved.game].title_key), w, theme.FONT_BODY, theme.TEXT, True)
        surface.blit(title, (x, r.y + TITLE_Y))
        when = when_saved(ctx, self.saved.saved_at)
        if when:
            img = fitted(ctx, when, w, theme.FONT_SMALL, theme.TEXT_DIM)
            surface.blit(img, (x, r.y + WHEN_Y))
        seats = self.saved.match.seats
        size = FACE if len(seats) <= FACES_FIT else SMALL_FACE
        for i, seat in enumerate(seats):  # the players' faces, each with its seat's colour and shape
            face = animals.badge(
                seat.name, size, theme.seat_colour(seat.colour), theme.SEAT_SHAPES[i % len(theme.SEAT_SHAPES)]
            )
            surface.blit(face, (r.x + CARD_PAD + i * (size + FACE_GAP), r.y + PICTURE[1] + FACES_GAP))
        names = " · ".join(seat_name(ctx, s) for s in seats)
        img = fitted(ctx, names, r.w - 2 * CARD_PAD, theme.FONT_SMALL, theme.TEXT)
        surface.blit(img, img.get_rect(bottomleft=(r.x + CARD_PAD, r.bottom - NAMES_BOTTOM)))

    def _picture(self, ctx: Context) -> pygame.Surface:
        """The position as it was left once it is drawn (the list draws one a frame), till then the menu art."""
        drawn = _positions.get(self.saved.key)
        if drawn is not None:
            return drawn
        try:
            return _scaled(ctx.assets.image(f"tile_{self.saved.game}"))
        except FileNotFoundError:
            return draw.panel(PICTURE, theme.BG_DARK, PICTURE_RADIUS)

    def draw_position(self, ctx: Context) -> bool:
        """Draw this save's position for its card, if not yet done; True when it was drawn now."""
        saved = self.saved
        if saved.key in _positions:
            return False
        inner = (PICTURE[0] - 2 * POSITION_INSET, PICTURE[1] - 2 * POSITION_INSET)
        shown = position_picture(ctx, saved, inner)
        framed = draw.panel(PICTURE, theme.BG_DARK, POSITION_RADIUS).copy()
        if shown is None:  # it cannot be drawn: the game's menu art stands for it
            framed = self._picture(ctx)
        else:
            framed.blit(shown, shown.get_rect(center=(PICTURE[0] // 2, PICTURE[1] // 2)))
        for older in [key for key in _positions if key[0] == saved.key[0]]:  # the same game, saved before
            del _positions[older]
        _positions[saved.key] = framed
        return True


_positions: dict[tuple[str, float, int], pygame.Surface] = {}  # each save's position, drawn once a session
_pictures: dict[int, pygame.Surface] = {}


def _scaled(img: pygame.Surface) -> pygame.Surface:
    if id(img) not in _pictures:
        _pictures[id(img)] = pygame.transform.smoothscale(img, PICTURE)
    return _pictures[id(img)]


class SavedGamesScene(ButtonsScene):
    """Which saved game to go on with: a card for each (newest first, focused), and Back. BACK leaves."""

    covers_screen = True

    def __init__(self, ctx: Context, saves: list[SavedGame], on_open: Callable[[SavedGame], object]) -> None:
        super().__init__(ctx)
        self.on_open = on_open
        self.focus = FocusGroup()
        self.cards: list[SaveCard] = []
        rows = [saves[k : k + COLS] for k in range(0, len(saves), COLS)]
        for row_i, row in enumerate(rows):
            left = (theme.W - len(row) * CARD_W - (len(row) - 1) * GAP) // 2
            for col, saved in enumerate(row):
                card = SaveCard(
                    (left + col * (CARD_W + GAP), TOP + row_i * (CARD_H + GAP), CARD_W, CARD_H), saved, self._open
                )
                self.cards.append(card)
                self.focus.add(card)
        t = ctx.t
        self.back = Button(BACK, lambda: t("common.back"), ctx.scenes.pop)
        self.back.key = "back"
        self.focus.add(self.back)
        self.focus.focus_on(self.cards[0] if self.cards else self.back)

    def update(self, dt: float) -> None:
        """Draw one card's position a frame, the focused card's first (the list shows at once, the menu art
        standing in until then)."""
        focused = self.focus.focused
        for card in sorted(self.cards, key=lambda c: c is not focused):
            if card.draw_position(self.ctx):
                return

    def _open(self, saved: SavedGame) -> None:
        self.on_open(saved)

    def next_change(self) -> float:
        """Drawn again while a card's position is still to come (one a frame), then still: only an input changes
        it."""
        return 0.0 if any(card.saved.key not in _positions for card in self.cards) else math.inf

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        title_w = theme.W - 2 * PAGE_MARGIN
        title = fitted(self.ctx, self.ctx.t("menu.continue_title"), title_w, theme.FONT_TITLE, theme.ACCENT, True)
        surface.blit(title, title.get_rect(midtop=(theme.W // 2, PAGE_TITLE_Y)))
        self.focus.draw(surface, self.ctx)
