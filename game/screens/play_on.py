"""Play on from here (issue 35, point 4): a new game from the position a replay shows, with the same seats or new
ones (each seat a person or the computer at a level), started as a saved game is resumed (game.history.replay's
`play_on`, the launcher's `resume_game`). A game with cards face down (Farmini) says honestly that they come in the
played game's order. Starting over an unfinished game of the same game asks first, the safe answer focused; a
record this table cannot start from that position is said in one line and nothing is touched."""

from __future__ import annotations

import logging
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.core.match import Seat
from game.core.turns import ReplayError
from game.history.replay import PlayOn, ReplayProblem, play_on
from game.screens.overlays import confirm
from game.table.catalog import CATALOG
from game.ui import animals, draw, theme
from game.ui.dialogs import DialogBox
from game.ui.seats import seat_name
from game.ui.text import wrap
from game.ui.widgets import Button, Choice, FocusGroup, fitted

if TYPE_CHECKING:
    from game.core.context import Context
    from game.history.replay import Replay

log = logging.getLogger(__name__)
KINDS = ("human", "computer:easy", "computer:medium", "computer:hard")  # the setup's words: seat.<kind>
WIDTH, ROW, NOTE_LINE = 820, 64, 30
ROWS_Y = 112  # the first seat's row, under the title and the question
ROW_GAP = 10  # between two seats' choices
CHOICE_X, CHOICE_RIGHT = 120, 40  # a seat's choice: after its face, and the room it leaves at the box's right
FACE, FACE_X = 48, 70  # a seat's face, centred this far into the box
NOTES_GAP = 6  # the note on the cards under the seats
NOTES_PAD = 40  # the note's words keep this far from the box's sides
BUTTON_H, BUTTON_MARGIN, BUTTONS_GAP = 64, 40, 20  # Start and Back: their height, room at the box's sides, between
BOTTOM_PAD = 24  # under the buttons
BUTTONS_ROOM = 128  # the box under the seats and the note: a gap, Start and Back, BOTTOM_PAD
TITLE_Y, QUESTION_Y, TEXT_MARGIN = 22, 70, 30  # the title and the question: their tops; their room at the sides


def kind_of(seat: Seat) -> str:
    return f"computer:{seat.level}" if seat.is_computer else "human"


def seated(seat: Seat, kind: str) -> Seat:
    """`seat` as a person or a computer at a level, played with any device."""
    if kind == "human":
        return seat.with_(kind="human", device=None)
    return seat.with_(kind="computer", level=kind.split(":", 1)[1], device=None)


def starts_here(ctx: Context, on: PlayOn) -> bool:
    """Would the game's screen, resuming `on.saved`, stand at `on.state`? (Built off screen and dropped: nothing
    saved, nothing said.) A file from elsewhere may start where the game's setup cannot (a staged PDN)."""
    saved = on.saved
    info = CATALOG[saved.game]
    toasts = list(ctx.toasts)
    try:
        scene: Any = info.scene_class()(ctx, saved.match, saved.record)
        return bool(scene.flow.state.key == on.state.key)
    except (ReplayError, ValueError) as exc:
        log.info("cannot play on: %s", exc)
        return False
    finally:
        ctx.toasts[:] = toasts


class PlayOnOverlay(DialogBox):
    """Who plays on from move `n` of `replay`: a row per seat (its face, then person or computer and level), the
    cards' note where there are hidden ones, then Start and Back."""

    def __init__(self, ctx: Context, replay: Replay, n: int) -> None:
        super().__init__(ctx)
        self.replay, self.n = replay, n
        seats = replay.match.seats
        self.kinds = [kind_of(s) for s in seats]
        self.hidden = play_on(replay, n).hidden
        t = ctx.t
        notes = self._notes()
        h = ROWS_Y + len(seats) * ROW + len(notes) * NOTE_LINE + BUTTONS_ROOM
        self.box = pygame.Rect(0, 0, WIDTH, h)
        self.box.center = (theme.W // 2, theme.H // 2)
        self.focus = FocusGroup()
        y = self.box.y + ROWS_Y
        options = [(k, partial(t, f"seat.{k}")) for k in KINDS]
        for i, seat in enumerate(seats):
            rect = (self.box.x + CHOICE_X, y + i * ROW, self.box.w - CHOICE_X - CHOICE_RIGHT, ROW - ROW_GAP)
            name = partial(seat_name, ctx, seat.with_(kind="human"))
            self.focus.add(Choice(rect, name, options, self.kinds[i], partial(self.kinds.__setitem__, i)))
        y = self.box.bottom - BOTTOM_PAD - BUTTON_H
        half = (self.box.w - 2 * BUTTON_MARGIN - BUTTONS_GAP) // 2
        self.start = Button((self.box.x + BUTTON_MARGIN, y, half, BUTTON_H), lambda: t("play_on.start"), self.begin)
        self.focus.add(self.start)
        back_at = (self.box.right - BUTTON_MARGIN - half, y, half, BUTTON_H)
        self.focus.add(Button(back_at, lambda: t("common.back"), ctx.scenes.pop))
        self.focus.focus_on(self.start)

    def _notes(self) -> list[str]:
        if not self.hidden:
            return []
        font = self.ctx.assets.font(theme.FONT_SMALL, False)
        return wrap(self.ctx.t("play_on.deck_known"), WIDTH - 2 * NOTES_PAD, lambda s: font.size(s)[0])

    # ---- starting ----------------------------------------------------------------------------------------------
    def begin(self) -> None:
        """Start the new game, asking first when it would replace an unfinished game of the same game."""
        game, t = self.replay.game, self.ctx.t
        seats = [seated(s, k) for s, k in zip(self.replay.match.seats, self.kinds)]
        try:
            on = play_on(self.replay, self.n, seats, CATALOG[game].extra_schema())
        except ReplayProblem as exc:
            self.ctx.toast(exc.text(t), "error", theme.REFUSAL_SECONDS)
            return
        if game in self.ctx.saves.resumable():
            title = t(CATALOG[game].title_key)
            confirm(
                self.ctx,
                lambda: t("play_on.replace_question", game=title),
                lambda: t("play_on.replace_yes"),
                partial(self._go, on),
            )
            return
        self._go(on)

    def _go(self, on: PlayOn) -> None:
        from game.table.launcher import resume_game

        if not starts_here(self.ctx, on):
            self.ctx.toast(self.ctx.t("play_on.cannot"), "error", theme.REFUSAL_SECONDS)
            return
        self.ctx.scenes.pop_to_root()
        resume_game(self.ctx, on.saved)

    # ---- scene -------------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        ctx, box = self.ctx, self.box
        surface.blit(draw.shade((theme.W, theme.H), theme.DIALOG_SHADE), (0, 0))
        surface.blit(draw.panel(box.size, theme.BG_DARK, theme.DIALOG_RADIUS, theme.DIALOG_BORDER, theme.ACCENT), box)
        text_w = box.w - 2 * TEXT_MARGIN
        title = fitted(ctx, ctx.t("play_on.title", n=self.n), text_w, theme.FONT_LABEL, theme.ACCENT, True)
        surface.blit(title, title.get_rect(midtop=(box.centerx, box.y + TITLE_Y)))
        line = fitted(ctx, ctx.t("play_on.who"), text_w, theme.FONT_BODY, theme.TEXT)
        surface.blit(line, line.get_rect(midtop=(box.centerx, box.y + QUESTION_Y)))
        for i, seat in enumerate(self.replay.match.seats):
            row = self.focus.widgets[i].rect
            shape = theme.SEAT_SHAPES[i % len(theme.SEAT_SHAPES)]
            face = animals.badge(seat.name, FACE, theme.seat_colour(seat.colour), shape)
            surface.blit(face, face.get_rect(center=(box.x + FACE_X, row.centery)))
        y = box.y + ROWS_Y + len(self.replay.match.seats) * ROW + NOTES_GAP
        for k, note in enumerate(self._notes()):
            img = ctx.assets.text(note, theme.FONT_SMALL, theme.ACCENT)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y + k * NOTE_LINE)))
        self.focus.draw(surface, ctx)
