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


class RulesHelpScene(Scene):
    def __init__(self, ctx: Context, game: str) -> None:
        super().__init__(ctx)
        self.game = game
        self.page = 0
        t = ctx.t
        y = theme.H - 92
        # The two ways "back" are named apart: a page back, or out of the rules (issue 13's couch test). Left and
        # Right turn the pages, so "Close the rules" sits above the page arrows, in the top corner: the D-pad's Up
        # reaches it from either arrow, and Down comes back (issue 23, point 19).
        self.prev = Button((80, y, 260, 66), lambda: "◀ " + t("help.prev"), lambda: self.turn(-1))
        self.next = Button((theme.W - 340, y, 260, 66), lambda: t("help.next") + " ▶", lambda: self.turn(1))
        self.close = Button((theme.W - 340, 8, 260, 62), lambda: t("help.close"), ctx.scenes.pop)
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
        surface.blit(head, head.get_rect(midtop=(theme.W // 2, 20)))
        if not pages:
            msg = self.ctx.assets.text(t("help.none"), theme.FONT_BODY, theme.TEXT)
            surface.blit(msg, msg.get_rect(center=(theme.W // 2, theme.H // 2)))
        else:
            page = pages[self.page]
            box = pygame.Rect(60, 80, theme.W - 120, theme.H - 190)
            surface.blit(draw.panel(box.size, theme.PANEL, 20), box)
            title = self.ctx.assets.text(page["title"], theme.FONT_LABEL, theme.TEXT, bold=True)
            surface.blit(title, (box.x + 30, box.y + 24))
            y = box.y + 84
            for line in self._body_lines(page["body"]):
                img = self.ctx.assets.text(line, theme.FONT_BODY, theme.TEXT)
                surface.blit(img, (box.x + 30, y))
                y += 40
            picture = page.get("picture")
            if picture:
                picture_img: pygame.Surface | None
                try:
                    picture_img = self.ctx.assets.image(picture)
                except FileNotFoundError:
                    picture_img = None
                if picture_img is not None:
                    scale = min(440 / picture_img.get_width(), 420 / picture_img.get_height(), 1.0)
                    picture_img = _scaled(picture_img, scale)
                    surface.blit(picture_img, picture_img.get_rect(center=(box.right - 250, box.centery)))
            num = self.ctx.assets.text(f"{self.page + 1} / {len(pages)}", theme.FONT_SMALL, theme.TEXT_DIM)
            surface.blit(num, num.get_rect(bottomright=(box.right - 20, box.bottom - 12)))
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
