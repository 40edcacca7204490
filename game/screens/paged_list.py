"""A long list shown a page at a time (Past games, the game files): rows of widgets under a title, more widgets above
and below it (a filter, Back). The D-pad and arrows walk the widgets as everywhere (game.ui.widgets.FocusGroup);
going up from the first row shown or down from the last scrolls the page a row, the focus staying in its column;
the wheel scrolls; a mouse press or Enter on a row does what the row does."""

from __future__ import annotations

import math
from collections.abc import Sequence

import pygame

from game.core.input import Action, Intent
from game.core.scenes import Context, Scene
from game.screens.layout import PAGE_MARGIN
from game.ui import theme
from game.ui.widgets import FocusGroup, Widget, fitted

ROW_H, ROW_GAP = 80, 10
TITLE_Y = 16
EMPTY_MARGIN, EMPTY_GAP = 80, 40  # the line saying the list is empty: its room at the sides, under the list's top
# The scroll bar at the right: its left edge from the screen's right edge, its width, its thumb's least height.
SCROLL_RIGHT, SCROLL_W, SCROLL_MIN = 26, 10, 20


class PagedList(Scene):
    """Subclasses give `count()`, `row(index, y)` (the widgets of one row, left to right), `fixed_above()` and
    `fixed_below()` (widgets that never scroll), `title()` and `empty_line()`; `rebuild()` after the list changed."""

    covers_screen = True
    rows_shown = 5
    list_top = 170

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.top_row = 0
        self.focus = FocusGroup()
        self.rows: list[list[Widget]] = []

    # ---- what a list gives ---------------------------------------------------------------------------------------
    def count(self) -> int:
        raise NotImplementedError

    def row(self, index: int, y: int) -> Sequence[Widget]:
        raise NotImplementedError

    def fixed_above(self) -> Sequence[Widget]:
        return ()

    def fixed_below(self) -> Sequence[Widget]:
        return ()

    def title(self) -> str:
        raise NotImplementedError

    def empty_line(self) -> str:
        return ""

    # ---- the page ------------------------------------------------------------------------------------------------
    def rebuild(self, focus_row: int | None = None, column: int = 0) -> None:
        """Lay out the rows shown (the page holding `focus_row`, focused in `column`, if given), keeping the focus
        on the same fixed widget otherwise."""
        was = self.focus.focused
        self.top_row = max(0, min(self.top_row, self.count() - self.rows_shown))
        if focus_row is not None:
            self.top_row = max(0, min(self.top_row, focus_row))
            self.top_row = max(self.top_row, focus_row - self.rows_shown + 1)
        self.focus = FocusGroup()
        for widget in self.fixed_above():
            self.focus.add(widget)
        self.rows = []
        for k, index in enumerate(range(self.top_row, min(self.count(), self.top_row + self.rows_shown))):
            widgets = list(self.row(index, self.list_top + k * (ROW_H + ROW_GAP)))
            self.rows.append(widgets)
            for widget in widgets:
                self.focus.add(widget)
        for widget in self.fixed_below():
            self.focus.add(widget)
        if focus_row is not None and self.rows:
            shown = self.rows[max(0, min(focus_row - self.top_row, len(self.rows) - 1))]
            self.focus.focus_on(shown[min(column, len(shown) - 1)])
        elif was is not None and was in self.focus.widgets:
            self.focus.focus_on(was)

    def _place(self) -> tuple[int, int] | None:
        """(row index in the list, column) of the focused widget, when it is in a row."""
        focused = self.focus.focused
        for k, widgets in enumerate(self.rows):
            if focused in widgets:
                return self.top_row + k, widgets.index(focused)
        return None

    def scroll(self, by: int) -> None:
        """Move the page `by` rows (the wheel), the focus staying on the row it was on when that still shows."""
        place = self._place()
        before = self.top_row
        self.top_row = max(0, min(self.top_row + by, self.count() - self.rows_shown))
        if self.top_row == before:
            return
        if place is None:
            self.rebuild()
            return
        index = max(self.top_row, min(place[0], self.top_row + self.rows_shown - 1))
        self.rebuild(index, place[1])

    def handle(self, intent: Intent) -> None:
        a = intent.action
        if a in (Action.BACK, Action.MENU):
            self.ctx.scenes.pop()
            return
        if a in (Action.UP, Action.DOWN) and intent.device == "mouse":
            self.scroll(-1 if a is Action.UP else 1)
            return
        place = self._place()
        if place is not None and a in (Action.UP, Action.DOWN):
            index, column = place
            edge = index == self.top_row if a is Action.UP else index == self.top_row + len(self.rows) - 1
            step = -1 if a is Action.UP else 1
            if edge and 0 <= index + step < self.count():
                self.rebuild(index + step, column)
                self.ctx.audio.play("select")
                return
        self.focus.handle(self.ctx, intent)

    def next_change(self) -> float:
        return math.inf  # still: only an input changes it

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        title = fitted(self.ctx, self.title(), theme.W - 2 * PAGE_MARGIN, theme.FONT_TITLE, theme.ACCENT, True)
        surface.blit(title, title.get_rect(midtop=(theme.W // 2, TITLE_Y)))
        if not self.count() and self.empty_line():
            line = fitted(self.ctx, self.empty_line(), theme.W - 2 * EMPTY_MARGIN, theme.FONT_BODY, theme.TEXT_DIM)
            surface.blit(line, line.get_rect(midtop=(theme.W // 2, self.list_top + EMPTY_GAP)))
        elif self.count() > self.rows_shown:
            self._draw_scrollbar(surface)
        self.focus.draw(surface, self.ctx)

    def _draw_scrollbar(self, surface: pygame.Surface) -> None:
        """Where the page is in the list: a thumb on a track at the right."""
        height = self.rows_shown * (ROW_H + ROW_GAP) - ROW_GAP
        track = pygame.Rect(theme.W - SCROLL_RIGHT, self.list_top, SCROLL_W, height)
        pygame.draw.rect(surface, theme.BG_DARK, track, border_radius=SCROLL_W // 2)
        n = self.count()
        thumb_h = max(SCROLL_MIN, track.h * self.rows_shown // n)
        thumb = pygame.Rect(track.x, track.y + track.h * self.top_row // n, track.w, thumb_h)
        pygame.draw.rect(surface, theme.TEXT_DIM, thumb, border_radius=SCROLL_W // 2)
