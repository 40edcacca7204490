"""Game setup: how many players, each seat human or computer (easy/medium/hard), colours, devices, options."""

from __future__ import annotations

import dataclasses
import logging
import math
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any, NamedTuple

import pygame

from game.core.input import Action, Intent
from game.core.match import LEVELS, Match, Seat
from game.core.scenes import Scene
from game.screens.lesson_offer import LessonOffer
from game.screens.setup_memory import (  # noqa: F401 - MEMORY* are read from here too
    ANIMALS,
    MEMORY,
    MEMORY_KIND,
    MEMORY_NAME,
    last_mode,
    recall,
    remember,
)
from game.table.catalog import GameInfo
from game.table.lessons import lesson_coach
from game.ui import draw, theme
from game.ui.layers import Layer
from game.ui.seats import device_name, seat_name
from game.ui.widgets import Button, Choice, FocusGroup, each_width, fitted

if TYPE_CHECKING:
    from game.core.context import Context

log = logging.getLogger(__name__)
KINDS = ("human", *(f"computer:{lv}" for lv in LEVELS))
TITLE_Y = 20  # the title's top; messages shown on a setup go over the title (SetupScene.toast_area)
TOAST_MARGIN_X, TOAST_TOP = 20, 8  # the messages' area over the title: in from the sides, down from the top
ROW_H, ROW_GAP = 58, 12
LEFT, CONTENT_W = 80, 1120  # the rows' left edge and full width (the right edge: LEFT + CONTENT_W)
FIRST_ROW_Y = 104  # the number of players, below the title
COUNT_W = 520  # the number of players' choice
HEADINGS_H = 30  # the column headings above the seat rows
HEADING_INDENT = 12  # a heading's text in from its column's edge
OPTIONS_GAP = 8  # between the last seat and the options


class Column(NamedTuple):
    """A column of the seat rows: its left edge and width."""

    x: int
    w: int

    @property
    def next_x(self) -> int:
        """Where the column to its right starts."""
        return self.x + self.w + COLUMN_GAP


COLUMN_GAP = 10
NAME_COLUMN = Column(LEFT, 240)
COLOUR_COLUMN = Column(NAME_COLUMN.next_x, 230)
KIND_COLUMN = Column(COLOUR_COLUMN.next_x, 350)  # human or computer, in a game with computer players
DEVICE_X = KIND_COLUMN.next_x  # the device column after the player kind; with no kind column it starts at KIND_COLUMN.x
FIXED_COLOUR_RADIUS, FIXED_COLOUR_PAD = 14, 20  # a colour the game gives: its panel's corners, its text's margins
MARKER_SIZE, MARKER_X = 44, 48  # the colour-and-shape marker before each seat row, centred at MARKER_X

BUTTONS_Y, BUTTON_H = theme.H - 90, 66  # the row of buttons at the bottom
BUTTON_GAP, BUTTON_MAX_W = 30, 300
START_COLOUR = (60, 110, 70)  # the Start button's green

PREVIEW_GAP = 14  # between the last row and the preview
PREVIEW_BOTTOM = theme.H - 110  # a gap above the buttons
PIECES_LINE_H = 34  # "Fox plays black, Bear plays white" above the picture
PREVIEW_MIN_H = 80  # a preview with less room is not drawn


# A seat's row: (rect, field, the choices as (value, label), the value now) for each of its choices.
Choices = list[tuple[object, Callable[[], str]]]  # a choice's values and their labels
SeatRow = list[tuple[tuple[int, int, int, int], str, Choices, object]]


def seat_row(ctx: Context, seat: Seat, y: int, pads: list[str], computer: bool, fixed: list[int] | None) -> SeatRow:
    """The choices of one seat at height `y`: its animal, its colour (unless the game gives the colours, `fixed`),
    human or computer (in a game with computer players), and its device (wider with no player kind)."""
    t = ctx.t
    animals: Choices = [(a, partial(t, f"animal.{a}")) for a in ANIMALS]
    row: SeatRow = [((NAME_COLUMN.x, y, NAME_COLUMN.w, ROW_H), "name", animals, seat.name)]
    if not fixed:
        colours: Choices = [
            (c, partial(t, f"colour.{theme.SEAT_COLOURS[c][0]}")) for c in range(len(theme.SEAT_COLOURS))
        ]
        row.append(((COLOUR_COLUMN.x, y, COLOUR_COLUMN.w, ROW_H), "colour", colours, seat.colour))
    if computer:
        kind = seat.kind if seat.kind == "human" else f"computer:{seat.level}"
        kinds: Choices = [(k, partial(t, f"seat.{k}")) for k in KINDS]
        row.append(((KIND_COLUMN.x, y, KIND_COLUMN.w, ROW_H), "kind", kinds, kind))
    device_x = DEVICE_X if computer else KIND_COLUMN.x
    devices: Choices = [(d, partial(device_name, ctx, d)) for d in pads]
    row.append(((device_x, y, LEFT + CONTENT_W - device_x, ROW_H), "device", devices, seat.device or "any"))
    return row


def default_seat(info: GameInfo, i: int) -> Seat:
    """Seat `i` as a setup first shows it: seat 2 is the computer (where the game has one) so that a lone child can
    press Start and play."""
    kind = "computer" if (i == 1 and info.computer) else "human"
    return Seat(name=ANIMALS[i], colour=i, kind=kind, level="easy" if kind == "computer" else "medium")


def fixed_colours(info: GameInfo, options: dict[str, Any], count: int) -> list[int]:
    """The seats' colours when the game gives them (its pieces' colours for these options), else []."""
    if info.seat_colours is None:
        return []
    names = [name for name, _rgb in theme.SEAT_COLOURS]
    given = info.seat_colours(options, count)
    return [names.index(n) for n in given] if len(given) >= count else []


class SetupScene(Scene):
    def __init__(self, ctx: Context, info: GameInfo, rehearsal: bool = False) -> None:
        """`rehearsal`: drawn aside ahead of time (game/screens/warmup.py), so the lesson's offer is not used up."""
        super().__init__(ctx)
        self.info = info
        self.options: dict[str, Any] = {o.key: o.default for o in info.options}
        self.count = info.default_players
        self.seats: list[Seat] = [default_seat(info, i) for i in range(info.max_players)]
        self.focus = FocusGroup()
        self.preview = SetupPreview(ctx, info)
        coach = lesson_coach(info.name)  # who teaches the game's lesson; None: it has no (good) lesson
        self.has_lesson = coach is not None
        self.offer = LessonOffer(ctx, info, coach, remember=not rehearsal)  # the first opening offers the lesson
        self.replace_agreed = False  # the menu's "New game" over the saved one: Start does not ask again
        self._recall(last_mode(ctx, info))
        self._build()

    # ---- layout -----------------------------------------------------------------------------------
    def _build(self) -> None:
        old = self.focus.focused
        old_key = old.key if old is not None else None
        self.focus = FocusGroup()
        y = self._add_seats(self._add_count(FIRST_ROW_Y))
        self._add_options(y + OPTIONS_GAP)
        self._add_buttons()
        for w in self.focus.widgets:
            if w.key == (old_key or self.offer.focus_key):
                self.focus.focus_on(w)

    def _add_count(self, y: int) -> int:
        """The options kept to the values still offered (an old memory falls back to the first), and the
        number of players where the game allows more than one; the height below."""
        for opt in self.info.options:
            values = [v for v, _ in opt.choices_for(self.ctx)]
            if values and self.options.get(opt.key) not in values:
                self.options[opt.key] = values[0]
        lo, hi = self._player_range()
        self.count = min(hi, max(lo, self.count))
        if lo == hi:
            return y
        c = Choice(
            (LEFT, y, COUNT_W, ROW_H),
            lambda: self.ctx.t("setup.players"),
            [(n, str(n)) for n in range(lo, hi + 1)],
            self.count,
            self._set_count,
        )
        c.key = "players"
        self.focus.add(c)
        return y + ROW_H + ROW_GAP

    def _add_seats(self, y: int) -> int:
        """The column headings, then a row of choices per seat; the height below."""
        pads = ["any", "mouse", "keyboard", *self.ctx.input.connected_pads()]
        # A seat keeps a pad that was unplugged meanwhile (it may come back), so the choice still shows it.
        pads += sorted({s.device for s in self.seats if s.device and s.device not in pads})
        # Column headings over the seat rows: (x, i18n key).
        self.headings: list[tuple[int, int, str]] = [
            (NAME_COLUMN.x, y, "setup.col_name"),
            (COLOUR_COLUMN.x, y, "setup.col_colour"),
        ]
        device_x = DEVICE_X if self.info.computer else KIND_COLUMN.x  # no player-kind column: the device choice widens
        if self.info.computer:
            self.headings.append((KIND_COLUMN.x, y, "setup.col_player"))
        self.headings.append((device_x, y, "setup.col_device"))
        y += HEADINGS_H
        fixed = fixed_colours(self.info, self.options, self.count)
        self.fixed_colours: list[tuple[pygame.Rect, str]] = []  # a colour the game gives, where a choice would be
        for i in range(self.count):
            if fixed:
                self.seats[i] = self.seats[i].with_(colour=fixed[i])
                colour_rect = pygame.Rect(COLOUR_COLUMN.x, y, COLOUR_COLUMN.w, ROW_H)
                self.fixed_colours.append((colour_rect, theme.SEAT_COLOURS[fixed[i]][0]))
            for rect, field_, options, value in seat_row(self.ctx, self.seats[i], y, pads, self.info.computer, fixed):
                seat_choice = Choice[object](
                    rect,
                    "",
                    options,
                    value,
                    partial(self._set_seat, i, field_),
                    size=theme.FONT_BODY,
                    arrows_adjust=False,
                )
                seat_choice.key = f"seat{i}.{field_}"
                self.focus.add(seat_choice)
            y += ROW_H + ROW_GAP
        return y

    def _add_options(self, y: int) -> None:
        """A choice per option that applies to these players (not two players' colours with three)."""
        t = self.ctx.t
        for opt in self.info.options:
            if not opt.applies(self.count, self.options):
                continue
            labels = [(v, partial(t, k) if opt.translate else k) for v, k in opt.choices_for(self.ctx)]
            option_choice = Choice[object](
                (LEFT, y, CONTENT_W, ROW_H),
                partial(t, opt.label),
                labels,
                self.options.get(opt.key),
                partial(self._set_option, opt.key),
            )
            option_choice.key = f"opt.{opt.key}"
            self.focus.add(option_choice)
            y += ROW_H + ROW_GAP

    def _add_buttons(self) -> None:
        """The row of buttons at the bottom: Back, the game's shortcuts, Rules, the lesson, Start."""
        buttons: list[tuple[str, str, Callable[[], object]]] = [("back", "common.back", self.ctx.scenes.pop)]
        for shortcut in self.info.shortcuts:  # e.g. Mapello's board editor: a game started with set options
            buttons.append((f"shortcut.{shortcut.key}", shortcut.label, partial(self.start, dict(shortcut.options))))
        buttons.append(("rules", "pause.rules", self._rules))
        if self.has_lesson:  # only a game with a (good) lesson file offers one, one move of the D-pad from Play
            buttons.append(("lesson", "lesson.learn", partial(self.offer.take, self._learn)))
        buttons.append(("start", "setup.start", self.start))
        lesson_note = lesson_note_of(self.ctx, self.info.name, self.seats[0]) if self.has_lesson else None
        width = each_width(CONTENT_W, len(buttons), BUTTON_GAP, BUTTON_MAX_W)
        step = (CONTENT_W - width) // max(1, len(buttons) - 1)
        for k, (key, label, action) in enumerate(buttons):
            b = Button(
                (LEFT + k * step, BUTTONS_Y, width, BUTTON_H),
                partial(self.ctx.t, label),
                action,
                colour=START_COLOUR if key == "start" else theme.PANEL,
                note=lesson_note if key == "lesson" else None,
            )
            b.key = key
            self.focus.add(b)

    # ---- remembering the last setup ----------------------------------------------------------------
    @property
    def _mode(self) -> str:
        return str(self.options.get("mode", ""))

    def _remember(self) -> None:
        remember(self.ctx, self.info, self._mode, self.match())

    def _recall(self, mode: Any) -> None:
        """Show the last setup played in `mode`; whatever no longer fits keeps its default."""
        found = recall(self.ctx, self.info, mode, len(self.seats))
        if found is None:
            return
        options, seats = found
        self.options.update(options)
        self.seats[: len(seats)] = seats
        self.count = len(seats)

    def prefill(self, options: dict[str, Any], seats: tuple[Seat, ...]) -> None:
        """Show these choices again (a game's own pre-game screen coming back to setup)."""
        self.options.update(options)
        for i, seat in enumerate(seats[: len(self.seats)]):
            self.seats[i] = seat
        self.count = max(1, len(seats))
        self._build()

    def _player_range(self, overrides: dict[str, Any] | None = None) -> tuple[int, int]:
        return self.info.player_range({**self.options, **(overrides or {})})

    # ---- changes --------------------------------------------------------------------------------
    def _set_count(self, n: int) -> None:
        self.count = n
        self._build()

    def _set_option(self, key: str, value: Any) -> None:
        self.options[key] = value
        if key == "mode":
            self._recall(value)  # each mode remembers its own players
            self.options[key] = value
            self._build()
        elif self.info.seat_colours is not None or any(
            (o.key == key and o.players) or any(k == key for k, _ in o.hidden_when) for o in self.info.options
        ):
            self._build()  # the player counts or the options shown depend on this one

    def _set_seat(self, i: int, field_: str, value: Any) -> None:
        seat = self.seats[i]
        if field_ == "kind":
            kind, _, level = str(value).partition(":")
            seat = seat.with_(kind=kind, level=level or seat.level)
        elif field_ == "device":
            seat = seat.with_(device=None if value == "any" else value)
        elif field_ == "colour":
            # Two seats never share a colour: the other seat takes this seat's old colour.
            for j in range(self.count):
                if j != i and self.seats[j].colour == value:
                    self.seats[j] = self.seats[j].with_(colour=seat.colour)
                    self.seats[i] = seat.with_(colour=value)
                    self._build()
                    return
            seat = seat.with_(colour=value)
        else:
            seat = seat.with_(name=value)
        self.seats[i] = seat

    def _learn(self) -> None:
        learn(self.ctx, self.info.name, self.seats[0])

    def _rules(self) -> None:
        from game.screens.rules_help import RulesHelpScene

        self.ctx.scenes.push(RulesHelpScene(self.ctx, self.info.name))

    def match(self, overrides: dict[str, Any] | None = None) -> Match:
        """The match chosen; a shortcut's options may narrow the seats (a solo puzzle takes the first seat)."""
        lo, hi = self._player_range(overrides)
        seats = tuple(self.seats[: min(hi, max(lo, self.count))])
        return Match(self.info.name, seats, {**self.options, **(overrides or {})})

    def start(self, overrides: dict[str, Any] | None = None) -> None:
        """Start the game (with some options set by a shortcut button); when an unfinished game of this kind is
        saved, ask first (starting loses it)."""
        from game.table.launcher import start_game
        from game.ui.dialogs import confirm

        self._remember()
        match = self.match(overrides)
        if self.info.name in self.ctx.saves.resumable() and not self.replace_agreed:
            t = self.ctx.t
            confirm(
                self.ctx,
                lambda: t("setup.replace_question", game=t(self.info.title_key)),
                lambda: t("setup.replace_yes"),
                lambda: start_game(self.ctx, match),
            )
            return
        start_game(self.ctx, match)

    # ---- scene ----------------------------------------------------------------------------------
    def resume(self) -> None:
        if self.has_lesson:
            self._build()  # back from a lesson: its button shows the stars just won
        self.offer.back(self.focus)  # from the lesson: offered no more, and Enter now plays

    def handle(self, intent: Intent) -> None:
        if self.offer.handle(intent, self.focus):
            return
        if intent.action is Action.BACK:
            self.ctx.scenes.pop()
            return
        if intent.action in (Action.PAD_ADDED, Action.PAD_REMOVED):
            self._build()  # the device choices follow what is plugged in
            return
        self.focus.handle(self.ctx, intent)
        self.offer.follow(self.focus)

    def next_change(self) -> float:
        return 0.0 if self.offer.placing else math.inf  # still: only an input changes it (or the offer's place)

    def toast_area(self) -> tuple[int, int, int, int]:
        """Messages go over the title, never over the buttons at the bottom or the lesson's offer."""
        title_h = self.ctx.assets.font(theme.FONT_TITLE, True).get_linesize()
        return (TOAST_MARGIN_X, TOAST_TOP, theme.W - 2 * TOAST_MARGIN_X, TITLE_Y + title_h - TOAST_TOP)

    def draw(self, surface: pygame.Surface) -> None:
        t = self.ctx.t
        title = self.ctx.assets.text(
            t("setup.title", game=t(self.info.title_key)), theme.FONT_TITLE, theme.ACCENT, bold=True
        )
        surface.blit(title, title.get_rect(midtop=(theme.W // 2, TITLE_Y)))
        for x, y, key in self.headings:
            img = self.ctx.assets.text(t(key), theme.FONT_SMALL, theme.TEXT_DIM)
            surface.blit(img, (x + HEADING_INDENT, y))
        for rect, name in self.fixed_colours:  # the colour the seat's pieces give it: shown, not chosen
            surface.blit(draw.panel(rect.size, theme.BG_DARK, FIXED_COLOUR_RADIUS), rect)
            img = fitted(self.ctx, t(f"colour.{name}"), rect.w - FIXED_COLOUR_PAD, theme.FONT_BODY, theme.TEXT, True)
            surface.blit(img, img.get_rect(center=rect.center))
        self.focus.draw(surface, self.ctx)
        if self.info.preview:  # while the lesson is offered, the preview leaves the offer's card room at its right
            self.preview.draw(surface, self.focus, self.seats, self.options, self.offer.reserve)
        # A colour-and-shape marker before each seat row, so seats are told apart without colour vision.
        for w in self.focus.widgets:
            key = w.key or ""
            if key.endswith(".name"):
                i = int(key[len("seat")])  # the keys are "seat{i}.name"
                shape = theme.SEAT_SHAPES[i % len(theme.SEAT_SHAPES)]
                m = draw.marker(shape, theme.seat_colour(self.seats[i].colour), MARKER_SIZE)
                surface.blit(m, m.get_rect(center=(MARKER_X, w.rect.centery)))
        self.offer.draw(surface, self.focus)


class SetupPreview:
    """The game's picture of the chosen options (a board, a castle) in the free space above the buttons, and whose
    pieces are whose; painted once per change of the options."""

    def __init__(self, ctx: Context, info: GameInfo) -> None:
        self.ctx = ctx
        self.info = info
        self._layer: Layer | None = None

    def draw(
        self, surface: pygame.Surface, focus: FocusGroup, seats: list[Seat], options: dict[str, Any], reserve: int = 0
    ) -> None:
        """`reserve`: px left free at the right (the first-time offer's card stands there)."""
        bottom = max(w.rect.bottom for w in focus.widgets if w.rect.y < BUTTONS_Y)  # above the buttons
        area = pygame.Rect(LEFT, bottom + PREVIEW_GAP, CONTENT_W - reserve, PREVIEW_BOTTOM - bottom - PREVIEW_GAP)
        if self.info.pieces and area.h >= PIECES_LINE_H:  # "Fox plays black, Bear plays white" above the picture
            t = self.ctx.t
            who = ", ".join(
                t("seat.plays", player=seat_name(self.ctx, seat), colour=t(key))
                for seat, key in zip(seats, self.info.pieces)
            )
            img = fitted(self.ctx, t("setup.pieces", list=who), area.w, theme.FONT_SMALL, theme.TEXT)
            surface.blit(img, (area.x, area.y))
            area = pygame.Rect(area.x, area.y + PIECES_LINE_H, area.w, area.h - PIECES_LINE_H)
        if area.h < PREVIEW_MIN_H or self.info.preview is None:
            return
        if self._layer is None or self._layer.rect != area:
            self._layer = Layer(area)
        # Painting a preview may read level files: once per change of the options, not every frame.
        key = (repr(sorted(options.items())), self.ctx.i18n.language)
        try:
            self._layer.draw(surface, key, lambda s: self.info.preview_function()(self.ctx, dict(options), s, area))
        except Exception:  # a preview is a nicety: never let it break setup
            log.exception("preview of %s failed", self.info.name)
            self.info = dataclasses.replace(self.info, preview=None)


def lesson_note_of(ctx: Context, game: str, player: Seat) -> Callable[[], str] | None:
    """A finished lesson is marked on its button: the player's best stars (None before). Read once per build: a
    button draws every frame."""
    from game.board.coach import lesson_stars

    stars = lesson_stars(ctx, game).get(player.name, 0)
    return partial(ctx.t, "lesson.stars", stars=stars) if stars else None


def learn(ctx: Context, game: str, player: Seat) -> None:
    """The game's lesson, for the first seat's player (any device may press for them)."""
    from game.board.coach import start_lesson

    start_lesson(ctx, game, player.with_(device=None, kind="human"))
