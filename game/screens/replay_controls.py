"""The replay's buttons: a player's transport controls drawn in code (the table's font has no media symbols), and the
words under the board that say what the position shows (the move just played, where the game turned and why)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.history.why import GENERIC, Reason, reason
from game.screens.replay_art import icon
from game.table.catalog import CATALOG
from game.ui import draw, theme
from game.ui.seats import seat_name
from game.ui.widgets import Button, Label, fitted

if TYPE_CHECKING:
    from game.core.context import Context
    from game.history.judgement import Turn
    from game.history.replay import Replay

SPEEDS = (("slow", 2.4), ("normal", 1.2), ("fast", 0.5))  # seconds between two moves played by themselves
ICONS = ("play", "pause", "start", "end", "back_one", "on_one")
BUTTON_RADIUS = 16
ICON_SIZE, ICON_GAP = 30, 12  # the symbol before a button's words, and the gap between them
WORDS_ROOM = 80  # the button's width its words leave free: the symbol and the margins


class IconButton(Button):
    """A button with a drawn symbol before its words (`symbol()`: which, as it may change: play or pause)."""

    def __init__(self, rect: Any, label: Label, on_press: Callable[[], object], symbol: Callable[[], str]) -> None:
        super().__init__(rect, label, on_press, size=theme.FONT_BODY)
        self.symbol = symbol

    def draw(self, surface: pygame.Surface, ctx: Context, focused: bool) -> None:
        colour = theme.PANEL_HI if focused and self.enabled else (self.colour if self.enabled else theme.BG_DARK)
        surface.blit(draw.panel(self.rect.size, colour, BUTTON_RADIUS), self.rect)
        fg = theme.TEXT if self.enabled else theme.TEXT_DIM
        mark = icon(self.symbol(), ICON_SIZE, theme.ACCENT if self.enabled else theme.TEXT_DIM)
        label = self.label() if callable(self.label) else self.label
        words = fitted(ctx, label, self.rect.w - WORDS_ROOM, self.size, fg, True)
        width = mark.get_width() + ICON_GAP + words.get_width()
        x = self.rect.centerx - width // 2
        surface.blit(mark, mark.get_rect(midleft=(x, self.rect.centery)))
        surface.blit(words, words.get_rect(midleft=(x + mark.get_width() + ICON_GAP, self.rect.centery)))


def caption(ctx: Context, replay: Replay, n: int, turn: Turn | None, result: str, passed: bool = False) -> list[str]:
    """What the position after move `n` shows, in a line or two: the start, the move just played (`passed`: a move
    with nothing to point at, said as a pass), or at the end who won (`result`). Where the game turned: just before
    that move, the move played next and the one the computer would have played (drawn faint on the board), with one
    line of why; after it, the move and the same why."""
    seats = replay.match.seats
    named = "" if CATALOG[replay.game].named_squares else "_unnamed"  # a move's notation is said where it reads
    if turn is not None and n in (turn.move - 1, turn.move):
        player = seat_name(ctx, seats[turn.seat])
        why = _why(ctx, replay, turn)
        if n == turn.move - 1 and turn.instead is not None:
            return [ctx.t(f"replay.turn_next{named}", player=player, move=turn.played, better=turn.instead), *why]
        if n == turn.move:
            return [ctx.t(f"replay.turned{named}", number=n, player=player, move=turn.played), *why]
    if n == 0:
        return [ctx.t("replay.at_start")]
    mover = replay.mover(n)
    player = seat_name(ctx, seats[mover]) if mover is not None else "?"
    if passed:
        line = ctx.t("replay.passed", number=n, player=player)
    else:
        line = ctx.t(f"replay.played{named}", number=n, player=player, move=str(replay.moves[n - 1]))
    return [line, result] if n == len(replay.moves) and result else [line]


def _why(ctx: Context, replay: Replay, turn: Turn) -> list[str]:
    """The line of why the computer's move was better (none when it would have played the same)."""
    if turn.instead is None:
        return []
    n = turn.move
    better = _typed(replay, n, turn.instead)
    why = Reason(GENERIC) if better is None else reason(replay.game, replay.states[n - 1], replay.moves[n - 1], better)
    values: dict[str, Any] = dict(why.values)
    if why.seat is not None:
        values["player"] = seat_name(ctx, replay.match.seats[why.seat])
    return [ctx.t(why.key, **values)]


def _typed(replay: Replay, n: int, notation: str) -> Any:
    """The rules' move `notation` names in the position before move `n` (None: none does)."""
    before = replay.states[n - 1]
    return next((m for m in before.legal_moves() if str(m) == notation), None)
