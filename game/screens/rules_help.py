"""Rules help: a game's rules in the chosen language, page by page, with pictures."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.core.input import Action, Intent
from game.core.scenes import Scene
from game.ui import draw, theme
from game.ui.text import wrap
from game.ui.widgets import Button, FocusGroup

if TYPE_CHECKING:
    from game.core.context import Context

TEXT_W = 640
BUTTON_W, BUTTON_H, BUTTON_MARGIN = 260, 66, 80  # the page arrows: their size, their room from the screen's sides
PREV = pygame.Rect(BUTTON_MARGIN, theme.H - 92, BUTTON_W, BUTTON_H)
NEXT = pygame.Rect(theme.W - BUTTON_MARGIN - BUTTON_W, PREV.y, BUTTON_W, BUTTON_H)
CLOSE = pygame.Rect(NEXT.x, 8, BUTTON_W, 62)  # in the top corner, above the page arrows
HEAD_Y = 20
PAGE = pygame.Rect(60, 80, theme.W - 120, theme.H - 190)  # the page's panel between the heading and the arrows
PAGE_RADIUS = 20
PAGE_PAD_X, PAGE_TITLE_Y, PAGE_TEXT_Y = 30, 24, 84  # the page's words: from its left, the title's top, the text's
LINE_H = 40
PICTURE_MAX = (440, 420)  # a page's picture is shrunk to fit this, never grown
PICTURE_CENTRE_X = 250  # the picture's centre, left of the page's right edge
PAGE_NUMBER_AT = (20, 12)  # the page number's bottom right corner, in from the page's right and bottom edges


class RulesHelpScene(Scene):
    def __init__(self, ctx: Context, game: str) -> None:
        super().__init__(ctx)
        self.game = game
        self.page = 0
        t = ctx.t
        # The two ways "back" are named apart: a page back, or out of the rules (issue 13's couch test). Left and
        # Right turn the pages, so "Close the rules" sits above the page arrows, in the top corner: the D-pad's Up
        # reaches it from either arrow, and Down comes back (issue 23, point 19).
        self.prev = Button(PREV, lambda: "◀ " + t("help.prev"), lambda: self.turn(-1))
        self.next = Button(NEXT, lambda: t("help.next") + " ▶", lambda: self.turn(1))
        self.close = Button(CLOSE, lambda: t("help.close"), ctx.scenes.pop)
        self.focus = FocusGroup([self.prev, self.close, self.next])
        self.focus.focus_on(self.next)
        self._lines_cache: tuple[str, str, list[str]] | None = None  # (body, language, lines)

    @property
    def pages(self) -> list[dict[str, Any]]:
        return self.ctx.i18n.help(self.game)

    def turn(self, step: int) -> None:
        n = len(self.pages)
        new = max(0, min(n - 1, self.page + step))
        if new != self.page:
            self.page = new
            self.ctx.audio.play("flip")

    def handle(self, intent: Intent) -> None:
        a = intent.action
        if a in (Action.BACK, Action.MENU):
            self.ctx.scenes.pop()
        elif a in (Action.LEFT, Action.RIGHT):
            # The page turns whichever button has focus, and focus goes to the arrow pressed: what lit up is what
            # happened.
            arrow = self.prev if a is Action.LEFT else self.next
            self.focus.focus_on(arrow)
            self.turn(-1 if a is Action.LEFT else 1)
        else:
            self.focus.handle(self.ctx, intent)

    def _body_lines(self, body: str) -> list[str]:
        key = (body, self.ctx.i18n.language)
        if self._lines_cache is None or self._lines_cache[:2] != key:
            font = self.ctx.assets.font(theme.FONT_BODY)
            self._lines_cache = (*key, wrap(body, TEXT_W, lambda s: font.size(s)[0]))
        return self._lines_cache[2]

    def next_change(self) -> float:
        return math.inf  # still: only an input changes it

    def draw(self, surface: pygame.Surface) -> None:
        t = self.ctx.t
        pages = self.pages
        head = self.ctx.assets.text(
            t("help.title", game=t(f"{self.game}.title")), theme.FONT_LABEL, theme.ACCENT, bold=True
        )
        surface.blit(head, head.get_rect(midtop=(theme.W // 2, HEAD_Y)))
        if not pages:
            msg = self.ctx.assets.text(t("help.none"), theme.FONT_BODY, theme.TEXT)
            surface.blit(msg, msg.get_rect(center=(theme.W // 2, theme.H // 2)))
        else:
            page = pages[self.page]
            box = PAGE
            surface.blit(draw.panel(box.size, theme.PANEL, PAGE_RADIUS), box)
            title = self.ctx.assets.text(page["title"], theme.FONT_LABEL, theme.TEXT, bold=True)
            surface.blit(title, (box.x + PAGE_PAD_X, box.y + PAGE_TITLE_Y))
            y = box.y + PAGE_TEXT_Y
            for line in self._body_lines(page["body"]):
                img = self.ctx.assets.text(line, theme.FONT_BODY, theme.TEXT)
                surface.blit(img, (box.x + PAGE_PAD_X, y))
                y += LINE_H
            picture = page.get("picture")
            if picture:
                picture_img: pygame.Surface | None
                try:
                    picture_img = self.ctx.assets.image(picture)
                except FileNotFoundError:
                    picture_img = None
                if picture_img is not None:
                    max_w, max_h = PICTURE_MAX
                    scale = min(max_w / picture_img.get_width(), max_h / picture_img.get_height(), 1.0)
                    picture_img = _scaled(picture_img, scale)
                    centre = (box.right - PICTURE_CENTRE_X, box.centery)
                    surface.blit(picture_img, picture_img.get_rect(center=centre))
            num = self.ctx.assets.text(f"{self.page + 1} / {len(pages)}", theme.FONT_SMALL, theme.TEXT_DIM)
            right, bottom = PAGE_NUMBER_AT
            surface.blit(num, num.get_rect(bottomright=(box.right - right, box.bottom - bottom)))
        self.prev.enabled = self.page > 0
        self.next.enabled = self.page < len(pages) - 1
        self.focus.draw(surface, self.ctx)


_scaled_cache: dict[tuple[int, float], pygame.Surface] = {}


def _scaled(img: pygame.Surface, scale: float) -> pygame.Surface:
    key = (id(img), scale)
    if key not in _scaled_cache:
        size = (round(img.get_width() * scale), round(img.get_height() * scale))
        _scaled_cache[key] = pygame.transform.smoothscale(img, size)
    return _scaled_cache[key]
