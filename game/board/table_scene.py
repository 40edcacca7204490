"""The frame every game screen shares, board or not: the match flow, the top bar's seats and pause button, the
pause menu, the results, the hand-over banner, and the pause while an acting player's gamepad is missing."""

from __future__ import annotations

import math
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Generic, TypeVar, cast

import pygame

from game.board.ending import headline
from game.board.flow import MatchFlow, Played
from game.board.leaving import Exits
from game.board.session import Session
from game.board.topbar import TopBar, draw_handover
from game.core.context import AMBIENT_REST
from game.core.input import Action, Intent
from game.core.scenes import Scene
from game.rules import GAMES, RuleError
from game.rules.contract import AnyState
from game.table.catalog import CATALOG
from game.ui.dialogs import UnpluggedPrompt
from game.ui.explain import explain
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.core.context import Context
    from game.core.match import Match
    from game.core.saves import GameRecord
    from game.core.turns import TurnManager
    from game.rules.contract import RulesModule

S = TypeVar("S", bound=AnyState)  # the game's states (its rules' State)
M = TypeVar("M")  # its moves (its rules' Move)
PULSE_PACE = 6  # radians a second of the highlights' gentle beat (`pulse`)


class TableScene(Scene, Generic[S, M]):
    """A game on screen, playing states S with moves M (a game's scene names both: `TableScene[frog.State,
    frog.Move]`). Hooks: `draw_game`, `advance` (a frame of play), `result_lines`, `rules_module`, `active_seats`;
    a series or tournament comes in as `session_type`."""

    tools: tuple[str, ...] = ()  # on-screen buttons besides pause
    session_type: Callable[[Context, Match], Session[S, M]] = Session  # a class: a series, a staged start

    def __init__(self, ctx: Context, match: Match, record: GameRecord | None = None) -> None:
        super().__init__(ctx)
        self.session = self.session_type(ctx, match)
        self.flow: MatchFlow[S, M] = MatchFlow(
            ctx, CATALOG[match.game], self.rules_module(), match, record, self.session.rules_options
        )
        self.session.bind(self.flow)
        self.flow.session_continues = self.session.continues
        self.top = TopBar(ctx, self.flow, self.tools)
        self.exits = Exits(ctx, self, self.flow, self.session, self.result_lines)
        self.paused = False
        self.finished_shown = False
        self.clock = 0.0  # seconds on screen: the beat of highlights and the computer's dots
        self.beat_read = False  # the last picture read the beat (it moves by itself: draw the next one too)
        self.still = False  # nothing moves only to catch the eye (a replay's board: nobody is to play on it)
        self.woke = 0.0  # `clock` of the last press or move: the beat holds still AMBIENT_REST seconds after it

    # ---- what the parts hold --------------------------------------------------------------------------------
    @property
    def match(self) -> Match:
        return self.flow.match

    @property
    def turns(self) -> TurnManager[S]:
        return self.flow.turns

    @property
    def state(self) -> S:
        return self.flow.state

    # ---- hooks -------------------------------------------------------------------------------------------
    def rules_module(self) -> RulesModule[S]:
        """The rules this scene plays (a game outside game.rules.GAMES, like the frog's, gives its own)."""
        # Found by the game's name: the rules of the game whose scene this is make its states, S.
        return cast("RulesModule[S]", GAMES[self.session.start.game])

    def active_seats(self) -> list[int]:
        """Seats acting right now (their unplugged pad pauses the game): the seat to move, or more in co-op."""
        i = self.turns.seat_index
        return [] if i is None else [i]

    def advance(self, dt: float) -> None:
        """One frame of play while the game is on screen and not paused (after the results check)."""

    def result_lines(self) -> list[str]:
        """Who won (the headline), then the game's own lines and the session's."""
        return [headline(self.ctx, self.flow), *self.session.result_lines()]

    def draw_game(self, surface: pygame.Surface) -> None:
        """Everything below the top bar."""
        raise NotImplementedError

    # ---- lifecycle ---------------------------------------------------------------------------------------
    def enter(self) -> None:
        self.flow.autosave()
        self.flow.maybe_handover()  # a resumed hidden-information game hides the board until the player is there

    def exit(self) -> None:
        """Leaving (the menu, a restart, the window closed): save once more, so what the game keeps between moves
        in `flow.extra` (a running attempt's time) is not lost."""
        self.flow.autosave()

    def toast_area(self) -> tuple[int, int, int, int] | None:
        """Messages go where the top bar leaves room for them."""
        return self.top.toast_area()

    def pause(self) -> None:
        self.paused = True

    def resume(self) -> None:
        self.paused = False

    def play(self, move: M | str, device: str | None = None) -> Played[S, M] | None:
        """Play a move for the seat to act; a refusal is explained in one friendly line (None: not played)."""
        if device is not None and not self.turns.accepts(device):
            self.flow.not_your_turn(device)
            return None
        try:
            return self.flow.play(move)
        except RuleError as exc:
            self.ctx.toast(explain(self.ctx, self.match.game, exc), "error")
            return None

    # ---- frame -------------------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        """The table's own presses: the tool buttons, pause and back, an unplugged pad, the hand-over."""
        self.woke = self.clock
        a = intent.action
        if intent.pos is not None and a in (Action.POINT, Action.SELECT):
            tool = self.top.hover_tool = self.top.tool_at(intent.pos)
            if tool is not None and a is Action.SELECT:
                # The on-screen buttons act like the pad's Start, X and Y.
                a = {
                    "pause": Action.MENU,
                    "undo": Action.UNDO,
                    "redo": Action.REDO,
                    "hint": Action.HINT,
                    "results": Action.BACK,
                }[tool]
                intent = Intent(a, intent.device)
        if a in (Action.MENU, Action.BACK) and not self.handle_back(intent):
            if self.flow.is_over and self.finished_shown:
                self.exits.show_results()  # after "look at the board", back is the way on (rematch, next game)
            else:
                self.exits.open_pause()
        elif self.flow.handover_to is not None:
            if a in (Action.CONFIRM, Action.SELECT) and self.flow.take_over(intent.device):
                self.ctx.audio.play("select")
        elif a not in (Action.MENU, Action.BACK):
            self.handle_play(intent)

    def handle_back(self, intent: Intent) -> bool:
        """BACK or MENU used by the game itself first (taking back a pick); False: they pause."""
        return False

    def handle_play(self, intent: Intent) -> None:
        """Every other press, for the game."""

    def update(self, dt: float) -> None:
        """What every game screen does each frame; a game's own timing goes in advance()."""
        self.clock += dt
        self.top.results_button = self.flow.is_over and self.finished_shown
        if self.paused:
            return
        self._check_devices()
        if self.paused:  # the unplugged prompt just covered the game
            return
        self.advance(dt)
        if self.flow.is_over and not self.finished_shown and self.ready_for_results():
            self.finished_shown = True
            self.exits.show_results(settle=True)

    def ready_for_results(self) -> bool:
        """The results wait for what the board still shows (the last move's animation)."""
        return True

    def _check_devices(self) -> None:
        """Pause with a prompt while a gamepad bound to an acting seat is missing (unplugged now or earlier,
        under an overlay, or before a resume): checked every frame, so no unplug event can slip past."""
        connected = set(self.ctx.input.connected_pads())
        for seat_i in self.active_seats():
            seat = self.match.seats[seat_i]
            if seat.device and seat.device.startswith("pad") and seat.device not in connected:
                self.ctx.scenes.push(
                    UnpluggedPrompt(
                        self.ctx, seat.device, seat_name(self.ctx, seat), partial(self.flow.free_seat, seat_i)
                    )
                )
                return

    def beat(self) -> float | None:
        """The clock for drawing what moves only to catch the eye (a glow, a bob), or None while it holds still
        (`still`, reduced motion, or AMBIENT_REST seconds without a press or a move: the table rests). Drawing that
        reads it is drawn again next frame."""
        if self.still or self.ctx.settings.settings.reduce_motion or self.clock - self.woke > AMBIENT_REST:
            return None
        self.beat_read = True
        return self.clock

    @property
    def pulse(self) -> float:
        """0..1, a gentle beat for highlights (held at 1 when the table holds still, see `beat`)."""
        clock = self.beat()
        return 1.0 if clock is None else 0.5 + 0.5 * math.sin(clock * PULSE_PACE)

    def draw(self, surface: pygame.Surface) -> None:
        self.beat_read = False
        self.draw_game(surface)
        self.draw_top_bar(surface)
        if self.flow.handover_to is not None:
            draw_handover(self.ctx, surface, self.flow)

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        self.top.draw(surface, _no_status, _no_icon, 0)


def _no_status(seat: int) -> str:
    return ""


def _no_icon(seat: int, size: int) -> pygame.Surface | None:
    return None
