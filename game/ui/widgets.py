"""Buttons, choices and sliders with focus navigation: every widget reachable with a D-pad, a mouse or keys."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

import pygame

from game.core.input import Action, Intent
from game.ui import draw, theme

if TYPE_CHECKING:
    from game.core.assets import Colour
    from game.core.context import Context

Label = str | Callable[[], str]
Box = pygame.Rect | tuple[int, int, int, int]  # where a widget lies
V = TypeVar("V")  # the kind of value a Choice picks
MIN_TEXT = 16  # the smallest size a label shrinks to before it would rather wrap (still readable from a sofa)
NOTE_GAP = 5  # px between a button's label and the note under it
NOTE_ROOM = 7  # px kept clear of the button's top and bottom edges by its label and note
BUTTON_RADIUS, LABEL_ROOM = 16, 24  # LABEL_ROOM: the button's width its label leaves free at the sides
# A choice: its name at the left, the value between two arrows at the right (◀ value ▶).
CHOICE_RADIUS = 14
CHOICE_NAME_X, CHOICE_NAME_ROOM = 18, 26  # the name's start in the box; the room it keeps before the left arrow
ARROWS_SHARE = 0.45  # the share of a named choice's width the arrows and the value take
ARROW_W, UNNAMED_ARROW_X = 44, 4  # an arrow's width; an unnamed choice's left arrow, in from its left
VALUE_ROOM = 8  # the value's width it leaves free between the arrows
# Moving the focus with the D-pad: the widget ahead that is nearest, a step sideways counting SIDE_COST times a
# step ahead (less when the two overlap across the move: they are in line).
SIDE_COST, INLINE_SIDE_COST = 2.5, 0.3
FOCUS_ROOM = theme.FOCUS_RING_MARGIN  # the focus ring's room around the focused widget


def in_turn(*actions: Callable[[], object]) -> Callable[[], None]:
    """One press that does several things in order (a dialog closes, then what was chosen opens)."""

    def run() -> None:
        for action in actions:
            action()

    return run


def each_width(room: int, count: int, gap: int, most: int | None = None) -> int:
    """The width of each of `count` things side by side in `room` px, `gap` px apart (at most `most` each)."""
    width = (room - gap * (count - 1)) // max(1, count)
    return width if most is None else min(most, width)


def _text(label: Label) -> str:
    return label() if callable(label) else label


def fitted_size(ctx: Context, text: str, width: int, size: int, bold: bool = False) -> int:
    """The largest size up to `size` (down to MIN_TEXT) at which `text` is at most `width` px wide."""
    while size > MIN_TEXT and ctx.assets.font(size, bold).size(text)[0] > width:
        size -= 1
    return size


def fitted(ctx: Context, text: str, width: int, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
    """`text` on one line, in a smaller size when it would not fit `width` (never cut off)."""
    return ctx.assets.text(text, fitted_size(ctx, text, width, size, bold), colour, bold=bold)


class Widget:
    focusable = True

    def __init__(self, rect: Box) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = True
        self.visible = True
        self.key: str | None = None  # a name a screen gives the widget, to find it again after a rebuild

    def activate(self, ctx: Context, pos: tuple[float, float] | None = None) -> None: ...

    def adjust(self, ctx: Context, step: int) -> bool:
        """Left/right on the widget; True when it used them (then focus does not move)."""
        return False

    def draw(self, surface: pygame.Surface, ctx: Context, focused: bool) -> None: ...


class Button(Widget):
    def __init__(
        self,
        rect: Box,
        label: Label,
        on_press: Callable[[], object],
        *,
        icon: str | None = None,
        size: int = theme.FONT_LABEL,
        colour: Colour = theme.PANEL,
        note: Label | None = None,
    ) -> None:
        super().__init__(rect)
        self.label, self.on_press, self.icon, self.size, self.colour, self.note = (
            label,
            on_press,
            icon,
            size,
            colour,
            note,
        )

    def activate(self, ctx: Context, pos: tuple[float, float] | None = None) -> None:
        if not self.enabled:
            ctx.audio.play("error")
            return
        ctx.audio.play("select")
        self.on_press()

    def draw(self, surface: pygame.Surface, ctx: Context, focused: bool) -> None:
        colour = theme.PANEL_HI if focused and self.enabled else (self.colour if self.enabled else theme.BG_DARK)
        surface.blit(draw.panel(self.rect.size, colour, BUTTON_RADIUS), self.rect)
        fg = theme.TEXT if self.enabled else theme.TEXT_DIM
        room = self.rect.w - LABEL_ROOM
        img = fitted(ctx, _text(self.label), room, self.size, fg, bold=True)
        if self.note is not None:
            self._draw_with_note(surface, ctx, fg, room)
        else:
            surface.blit(img, img.get_rect(center=self.rect.center))

    def _draw_with_note(self, surface: pygame.Surface, ctx: Context, fg: Colour, room: int) -> None:
        """The label and its note (a lesson's stars) one above the other, their ink centred in the button and
        clear of its edges: the label shrinks until both fit."""
        note = fitted(ctx, _text(self.note or ""), room, theme.FONT_SMALL, theme.TEXT_DIM)
        note_ink = note.get_bounding_rect()
        size = fitted_size(ctx, _text(self.label), room, self.size, bold=True)
        while True:
            img = ctx.assets.text(_text(self.label), size, fg, bold=True)
            ink = img.get_bounding_rect()
            if ink.h + NOTE_GAP + note_ink.h <= self.rect.h - 2 * NOTE_ROOM or size <= MIN_TEXT:
                break
            size -= 1
        top = self.rect.centery - (ink.h + NOTE_GAP + note_ink.h) // 2
        surface.blit(img, (self.rect.centerx - img.get_width() // 2, top - ink.y))
        surface.blit(note, (self.rect.centerx - note.get_width() // 2, top + ink.h + NOTE_GAP - note_ink.y))


class Choice(Widget, Generic[V]):
    """A labelled value picked with left/right (or by clicking its arrows, or confirm to step forward)."""

    def __init__(
        self,
        rect: Box,
        label: Label,
        options: Sequence[tuple[V, Label]],
        value: V,
        on_change: Callable[[V], object],
        size: int = theme.FONT_BODY,
        arrows_adjust: bool = True,
    ) -> None:
        super().__init__(rect)
        self.label, self.options, self.on_change, self.size = label, list(options), on_change, size
        # In a row of several choices, left/right must move between them; confirm then steps the value.
        self.arrows_adjust = arrows_adjust
        values = [v for v, _ in self.options]
        self.index = values.index(value) if value in values else 0

    @property
    def value(self) -> V:
        return self.options[self.index][0]

    def set_value(self, value: V) -> None:
        values = [v for v, _ in self.options]
        if value in values:
            self.index = values.index(value)

    def step(self, ctx: Context, step: int) -> None:
        if not self.enabled or len(self.options) < 2:
            ctx.audio.play("error")
            return
        self.index = (self.index + step) % len(self.options)
        ctx.audio.play("select")
        self.on_change(self.value)

    def adjust(self, ctx: Context, step: int) -> bool:
        if not self.arrows_adjust:
            return False
        self.step(ctx, step)
        return True

    def activate(self, ctx: Context, pos: tuple[float, float] | None = None) -> None:
        # A click on the left arrow steps back; anywhere else (or confirm) steps forward.
        back = pos is not None and self._arrow_left().collidepoint(pos)
        self.step(ctx, -1 if back else 1)

    def _arrow_left(self) -> pygame.Rect:
        # An unlabelled choice spends its whole width on the value.
        x = self.rect.right - self.rect.w * ARROWS_SHARE if _text(self.label) else self.rect.x + UNNAMED_ARROW_X
        return pygame.Rect(x, self.rect.y, ARROW_W, self.rect.h)

    def value_room(self) -> pygame.Rect:
        """Where the value is written: between the arrows."""
        left = self._arrow_left()
        return pygame.Rect(left.right, self.rect.y, self.rect.right - ARROW_W - left.right, self.rect.h)

    def draw(self, surface: pygame.Surface, ctx: Context, focused: bool) -> None:
        surface.blit(draw.panel(self.rect.size, theme.PANEL_HI if focused else theme.PANEL, CHOICE_RADIUS), self.rect)
        fg = theme.TEXT if self.enabled else theme.TEXT_DIM
        left = self._arrow_left()
        if _text(self.label):
            name = fitted(ctx, _text(self.label), left.x - self.rect.x - CHOICE_NAME_ROOM, self.size, fg)
            surface.blit(name, name.get_rect(midleft=(self.rect.x + CHOICE_NAME_X, self.rect.centery)))
        right = pygame.Rect(self.rect.right - ARROW_W, self.rect.y, ARROW_W, self.rect.h)
        for r, ch in ((left, "◀"), (right, "▶")):
            img = ctx.assets.text(ch, self.size, theme.ACCENT if focused else theme.TEXT_DIM)
            surface.blit(img, img.get_rect(center=r.center))
        # The value shrinks rather than running under the arrows (long Japanese values).
        room = self.value_room()
        val = fitted(ctx, _text(self.options[self.index][1]), room.w - VALUE_ROOM, self.size, fg, bold=True)
        surface.blit(val, val.get_rect(center=room.center))


class FocusGroup:
    """The focusable widgets of a screen and which one has focus; turns intents into focus moves and presses."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus = 0
        # Where a straight run of presses began ("v" or "h", the cross coordinate): going up through a wide row and
        # on into a row of narrow ones lands in the column the run started from, so every column can be reached.
        self._run: tuple[str, float] | None = None
        self._first_focus()

    def _first_focus(self) -> None:
        for i, w in enumerate(self.widgets):
            if w.focusable and w.visible:
                self.focus = i
                return

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        if len(self.widgets) == 1:
            self._first_focus()
        return widget

    @property
    def focused(self) -> Widget | None:
        if 0 <= self.focus < len(self.widgets):
            w = self.widgets[self.focus]
            return w if w.focusable and w.visible else None
        return None

    def focus_on(self, widget: Widget) -> None:
        if widget in self.widgets:
            self.focus = self.widgets.index(widget)
            self._run = None

    def widget_at(self, pos: tuple[float, float]) -> Widget | None:
        for w in self.widgets:
            if w.focusable and w.visible and w.rect.collidepoint(pos):
                return w
        return None

    def move(self, action: Action) -> bool:
        """Spatial navigation: the nearest widget in that direction, preferring ones in line."""
        cur = self.focused
        if cur is None:
            self._first_focus()
            return self.focused is not None
        cx, cy = cur.rect.center
        axis = "v" if action in (Action.UP, Action.DOWN) else "h"
        anchor = self._run[1] if self._run is not None and self._run[0] == axis else (cx if axis == "v" else cy)
        best, best_score = None, float("inf")
        for i, w in enumerate(self.widgets):
            if w is cur or not w.focusable or not w.visible:
                continue
            x, y = w.rect.center
            dx, dy = x - cx, y - cy
            across = x - anchor if axis == "v" else y - anchor  # measured from where the run began
            main, side = {
                Action.UP: (-dy, across),
                Action.DOWN: (dy, across),
                Action.LEFT: (-dx, across),
                Action.RIGHT: (dx, across),
            }[action]
            if main <= 0:
                continue
            # Overlapping spans in the cross direction count as "in line".
            if action in (Action.UP, Action.DOWN):
                inline = w.rect.left < cur.rect.right and cur.rect.left < w.rect.right
            else:
                inline = w.rect.top < cur.rect.bottom and cur.rect.top < w.rect.bottom
            score = main + abs(side) * (INLINE_SIDE_COST if inline else SIDE_COST)
            if score < best_score:
                best, best_score = i, score
        if best is None:
            return False
        self.focus = best
        self._run = (axis, anchor)
        return True

    def handle(self, ctx: Context, intent: Intent) -> bool:
        """Use the intent if it is about these widgets; True when used."""
        a = intent.action
        if a is Action.POINT and intent.pos is not None:
            w = self.widget_at(intent.pos)
            if w is not None:
                self.focus_on(w)
            return w is not None
        if a is Action.SELECT and intent.pos is not None:
            w = self.widget_at(intent.pos)
            if w is None:
                return False
            self.focus_on(w)
            w.activate(ctx, intent.pos)
            return True
        if a is Action.CONFIRM:
            w = self.focused
            if w is not None:
                w.activate(ctx, None)
                return True
            return False
        if a in (Action.LEFT, Action.RIGHT):
            w = self.focused
            if w is not None and w.adjust(ctx, -1 if a is Action.LEFT else 1):
                return True
        if a in (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT):
            if self.move(a):
                ctx.audio.play("select")
            return True
        return False

    def draw(self, surface: pygame.Surface, ctx: Context, show_focus: bool = True) -> None:
        f = self.focused
        for w in self.widgets:
            if w.visible:
                w.draw(surface, ctx, w is f and show_focus)
        if f is not None and show_focus:
            r = f.rect.inflate(FOCUS_ROOM, FOCUS_ROOM)
            surface.blit(draw.ring(r.size, theme.ACCENT, theme.RING_WIDTH, theme.RING_RADIUS), r)
