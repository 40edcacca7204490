"""The board-game scene: the table's frame (TableScene) with a board to point at, the move builder, computer
seats and hints, undo and redo, forced passes played for the player, and every move's animation through the
feedback queue. A game's scene gives its BoardView and its drawing, plus a few hooks."""

from __future__ import annotations

import math
from collections.abc import Hashable
from functools import partial
from typing import TYPE_CHECKING, Generic, Protocol, TypeVar

import pygame

from game.ai.levels import HINT_LEVEL
from game.board.agreements import Agreements
from game.board.banner import TurnBanner, draw_turn_banner, next_turn_banner
from game.board.computer import ComputerSeat, Purpose
from game.board.feedback import Feedback
from game.board.picking import BoardInput, Press
from game.board.table_scene import TableScene
from game.board.view import BoardView
from game.core.input import DIRECTIONS, Action, Intent
from game.rules import RuleError
from game.rules.contract import AnyState
from game.ui import draw, theme
from game.ui.explain import explain
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.board.flow import MatchFlow, Played
    from game.core.context import Context
    from game.core.match import Match
    from game.core.saves import GameRecord

S = TypeVar("S", bound=AnyState)  # the game's states
M = TypeVar("M")  # its moves
C = TypeVar("C", bound=Hashable)  # its board's cells
P = TypeVar("P", bound=Hashable)  # what pressing a cell picks

PASS_DELAY = 1.4  # seconds a pass played for a player is shown before it is played
# Seconds a new board takes no press on its cells, counted again from each press it ignored: presses mashed through
# the results (or whatever came before) never make a move in the new game; a deliberate press after a pause does.
START_CALM = 0.7
UNDO_REFUSED_SECONDS = 1.5  # "nothing to undo": said briefly, the board is unchanged
HINT_THINKING_SECONDS = 1.2  # "thinking of a hint for…": the hint itself follows
THINKING_DOTS, DOTS_PACE = 3, 3  # a thinking computer's dots, at most, and how many count up a second
# The marks on the board's cells, as (ring width, grow: + outside the cell, - inside it): a pick held, every legal
# next pick (growing with the pulse from NEXT_GROW by NEXT_PULSE), a player's cursor, the mouse's soft hover.
PICKED_RING = (5, -4)
NEXT_RING, NEXT_GROW, NEXT_PULSE = 4, -8, 6
CURSOR_RING = (5, 6)
HOVER_RING, HOVER = (3, 2), (255, 255, 255)
HINT_STAR, HINT_PULSE, HINT_STAR_MIN = 0.7, 0.2, 8  # the hint's star: a share of its cell, growing with the pulse


class SceneCoach(Protocol):
    """A lesson's coach as a board scene consults it (game/board/coach.py's Coach; the scene knows no more of it):
    it lets only the step's move through, takes its presses first, runs with each frame, and draws its card."""

    @property
    def seat(self) -> int:
        """The learner's seat."""
        ...

    def allows(self, scene: BoardGameScene[S, M, C, P], move: M | str) -> bool: ...

    def handle(self, scene: BoardGameScene[S, M, C, P], intent: Intent) -> bool: ...

    def update(self, scene: BoardGameScene[S, M, C, P], dt: float) -> None: ...

    def moving(self, scene: BoardGameScene[S, M, C, P]) -> bool: ...

    def draw(self, scene: BoardGameScene[S, M, C, P], surface: pygame.Surface) -> None: ...


def is_turn_press(intent: Intent) -> bool:
    """A press that turns a piece being placed: a shoulder or Q/E (a pad's right shoulder is also redo)."""
    a = intent.action
    return a in (Action.TURN_LEFT, Action.TURN_RIGHT) or (a is Action.REDO and intent.device.startswith("pad"))


class BoardGameScene(TableScene[S, M], Generic[S, M, C, P]):
    """A board game's scene: states S, moves M, its board's cells C and the picks P made on them (Dama's:
    `BoardGameScene[dama.State, dama.Move, int, str]`, squares by number, picked by name). Hooks: `make_view` and
    `draw_board` (required), `on_move`, `refusal`, `status_of`, `seat_icon`, `draw_hint`, `turn_pick`,
    `result_lines`."""

    tools: tuple[str, ...] = ("undo", "redo", "hint")
    pass_delay: float = PASS_DELAY  # a game may show its pass banner for its own time
    coach: SceneCoach | None = None  # a lesson's coach (game/board/coach.py): it decides which moves are played

    def __init__(self, ctx: Context, match: Match, record: GameRecord | None = None) -> None:
        super().__init__(ctx, match, record)
        self.feedback: Feedback[Played[S, M]] = Feedback(lambda: ctx.settings.settings.reduce_motion)
        self.computer = ComputerSeat(self.flow, ctx.make_worker)
        # An agreed end forgets the hint shown.
        self.agreements = Agreements(ctx, self.flow, self.computer, self, partial(setattr, self, "hint", None))
        self.exits.pause_items = self.agreements.pause_items
        self.exits.in_lesson = lambda: self.coach is not None
        self.view = self.make_view()
        self.board: BoardInput[M, C, P] = BoardInput(self.view, self.flow.legal_state, self.flow.people_act)
        self.hint: M | None = None  # the suggested move, shown until the position changes
        self.passing = 0.0  # seconds a forced pass has been shown (0: none)
        self.calm = START_CALM  # the new board ignores presses on its cells while this runs down
        self.feedback.last = self.flow.last_played()  # a resumed game shows the move that led to its position
        self.covered: pygame.Rect | None = None  # a panel the game drew over its board this frame (a "Pass!")
        self.view.turn_with_game()

    # ---- hooks -------------------------------------------------------------------------------------------
    def make_view(self) -> BoardView[M, C, P]:
        raise NotImplementedError

    def draw_board(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def on_move(self, played: Played[S, M]) -> None:
        """Queue the move's animation and play its sounds (the computer's moves too)."""
        self.ctx.audio.play("place")

    def refusal(self, cell: C) -> RuleError | None:
        """Why a press on `cell` makes no move, in the rules' words; None: the general "not a pick"."""
        return None

    def status_of(self, seat: int) -> str:
        """A short line under a seat's name in the top bar (its score, its pieces)."""
        return ""

    def seat_icon(self, seat: int, size: int) -> pygame.Surface | None:
        """The seat's piece, shown at the right of its box in the top bar."""
        return None

    def draw_hint(self, surface: pygame.Surface, move: M) -> None:
        """Show a suggested move: a star on its cell (a game may draw its own mark)."""
        cell = self.view.move_cell(move)
        if cell is None:
            return
        r = self.view.cell_rect(cell)
        size = int(r.w * (HINT_STAR + HINT_PULSE * self.pulse))
        draw.blit_center(surface, draw.marker("star", theme.ACCENT, max(HINT_STAR_MIN, size)), r.center)

    def turn_pick(self, step: int) -> bool:
        """Turn the piece being placed a quarter turn (+1 clockwise); False when there is nothing to turn."""
        return False

    def turn_press(self, intent: Intent) -> bool:
        """The shoulders (and Q/E) turn a piece being placed, for the player whose turn it is: True when `intent`
        turned one (the coach lets a lesson's learner turn with it too)."""
        if not is_turn_press(intent) or not self.turns.accepts(intent.device):
            return False
        return self.turn_pick(-1 if intent.action is Action.TURN_LEFT else 1)

    # ---- moves -------------------------------------------------------------------------------------------
    def play(self, move: M | str, device: str | None = None) -> Played[S, M] | None:
        if self.coach is not None and not self.coach.allows(self, move):
            return None  # the coach said why; the position is unchanged
        played = super().play(move, device)
        if played is not None:
            self.hint = None
            self.passing = 0.0
            if self.computer.purpose is Purpose.HINT:
                self.computer.cancel()  # a hint for the old position is worthless, and must not delay the computer
            self.feedback.cut_short()
            self.feedback.last = played
            self.on_move(played)
            banner = next_turn_banner(self.flow, played)
            if banner is not None:
                self.feedback.add(banner)
        return played

    def press_cell(self, cell: C, device: str) -> None:
        """A press on `cell` by `device`: a pick, the move, or a short reason why not."""
        if self.flow.is_over:
            return
        if not self.turns.accepts(device):
            self.flow.not_your_turn(device)
            return
        result = self.board.press(cell)
        if result.kind is Press.PLAY and result.move is not None:
            self.play(result.move)  # (the device was let act above: checked once)
        elif result.kind is not Press.REFUSED:
            self.ctx.audio.play("select" if result.kind is Press.PICKED else "flip")
        else:
            refusal = self.refusal(cell)
            self.ctx.toast(
                explain(self.ctx, self.match.game, refusal)
                if refusal is not None
                else self.ctx.t("explain.not_a_pick"),
                "error",
            )

    def rewind(self, back: bool, device: str | None = None) -> None:
        """Undo (`back`) or redo, up to the next person's turn; `device`: who asked (undo belongs to the player to
        move or to the one whose move it takes back)."""
        if device is not None and not (
            self.flow.may_undo(device)
            if back
            else self.turns.accepts(device) or self.turns.seat_of_device(device) is None
        ):
            self.flow.not_your_turn(device)
            return
        self.computer.cancel()
        if not (self.flow.undo() if back else self.flow.redo()):
            self.ctx.toast(
                self.ctx.t("turn.nothing_to_undo" if back else "turn.nothing_to_redo"), "error", UNDO_REFUSED_SECONDS
            )
            return
        self.hint, self.passing, self.finished_shown = None, 0.0, False
        self.feedback.clear()
        self.feedback.last = self.flow.last_played()  # the move that led to the position now shown
        self.ctx.audio.play("flip" if back else "place")

    def request_hint(self, device: str) -> None:
        if not self.turns.accepts(device):
            self.flow.not_your_turn(device)
        elif self.flow.people_act() and (seat := self.turns.seat) is not None:
            self.computer.ask(Purpose.HINT, HINT_LEVEL)
            self.ctx.toast(
                self.ctx.t("turn.hint_thinking", player=seat_name(self.ctx, seat)), seconds=HINT_THINKING_SECONDS
            )

    # ---- input -------------------------------------------------------------------------------------------
    def handle_back(self, intent: Intent) -> bool:
        """BACK first takes back one pick of the move being built (only then does it pause)."""
        if intent.action is not Action.BACK or self.flow.is_over or not self.board.take_back():
            return False
        self.ctx.audio.play("flip")
        return True

    def handle_play(self, intent: Intent) -> None:
        a, dev = intent.action, intent.device
        if self.coach is not None and self.coach.handle(self, intent):
            return
        if a is not Action.PAD_REMOVED:
            self.board.last_device = dev
        if a is Action.PAD_REMOVED:
            self.board.forget(dev)
        elif is_turn_press(intent):
            # With nothing to turn a pad's right shoulder is redo.
            if not self.turn_press(intent) and a is Action.REDO:
                self.rewind(False, dev)
        elif a in (Action.UNDO, Action.REDO):
            self.rewind(a is Action.UNDO, dev)
        elif a is Action.HINT:
            self.request_hint(dev)
        elif a is Action.POINT and intent.pos is not None:
            self.board.point(intent.pos)
        elif a in (Action.SELECT, Action.CONFIRM) and self.calm > 0 and START_CALM > 0:
            self.calm = START_CALM  # still mashing: the board waits for a press made after a look at it
            if intent.pos is not None:
                self.board.point(intent.pos)
        elif a is Action.SELECT and intent.pos is not None:
            cell = self.board.point(intent.pos)
            if cell is not None:
                self.press_cell(cell, dev)
        elif a in DIRECTIONS:
            self.board.step(dev, str(a))
        elif a is Action.CONFIRM:
            self.press_cell(self.board.cursor(dev), dev)

    # ---- frame -------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        if not self.paused:
            self.calm = max(0.0, self.calm - dt)
        for pad in self.ctx.input.connected_pads():  # every gamepad shows its cursor from the start
            self.board.cursor(pad)
        self.board.follow_pointer()
        self.feedback.update(dt)
        if self.coach is not None and not self.paused:
            self.coach.update(self, dt)
        super().update(dt)
        self.view.turn_with_game()

    def advance(self, dt: float) -> None:
        """Computer moves and answers, and a pass played for a person who has nothing else to do."""
        if self.flow.handover_to is not None or self.flow.is_over:
            return
        answer = self.computer.tick(dt, ready=not self.feedback.busy)
        if answer is not None:
            if answer.purpose is Purpose.JUDGE:
                self.agreements.answer(answer.accepted, by_computer=True)
            elif answer.purpose is Purpose.HINT:
                self.hint = answer.move
                if answer.move is not None:
                    self.ctx.audio.play("select")
            elif self.turns.computer_to_move:
                # A failed search still keeps the game going.
                self.play(
                    answer.move
                    if answer.move is not None
                    else self.ctx.rng.choice(self.flow.legal_state().legal_moves())
                )
        forced = self.forced_pass()
        if forced is not None:
            if self.passing == 0.0:
                self.ctx.audio.play("tick")
            self.passing += dt
            if self.passing >= self.pass_delay:
                self.play(forced)

    def next_change(self) -> float:
        """Drawn every frame while anything moves: a move's animation, the computer's turn or answer coming, a pass
        being shown, the view easing, a lesson's coach, the beat read by the last picture; else only on input."""
        playing = (
            self.feedback.busy
            or self.computer.busy
            or (self.turns.computer_to_move and not self.flow.is_over)
            or self.passing > 0.0
            or self.forced_pass() is not None
            or (self.flow.is_over and not self.finished_shown)
            or self.view.moving
            or (self.coach is not None and self.coach.moving(self))
        )
        if playing:
            self.woke = self.clock  # a move on its way: the glow that follows it starts afresh
        return 0.0 if playing or self.beat_read else math.inf

    def forced_pass(self) -> M | None:
        """The move played for a person with nothing to point at (a pass), or None."""
        if not self.flow.people_act():
            return None
        moves = self.flow.legal_state().legal_moves()
        return moves[0] if len(moves) == 1 and not self.view.picks_of(moves[0]) else None

    def ready_for_results(self) -> bool:
        return not self.feedback.busy and self.coach is None  # a lesson ends with the coach's celebration

    def draw_game(self, surface: pygame.Surface) -> None:
        self.covered = None
        self.draw_board(surface)
        self._draw_marks(surface)
        banner = self.feedback.active(TurnBanner)
        if banner is not None:
            draw_turn_banner(self.ctx, surface, banner, self.match.seats)
        if self.coach is not None:
            self.coach.draw(self, surface)

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        # The computer is thinking: dots that count up (still ones when motion is reduced).
        counting = 1 + int(self.clock * DOTS_PACE) % THINKING_DOTS
        dots = 0 if not self.computer.thinking else THINKING_DOTS if not self.feedback.motion else counting
        self.top.draw(surface, self.status_of, self.seat_icon, dots)

    def _draw_marks(self, surface: pygame.Surface) -> None:
        """The move being built (its picks held, every legal next pick glowing), cursors, the hover, a hint; none
        over a panel the game drew on its board (`covered`)."""
        view, board = self.view, self.board
        if self.covered is not None:
            return
        if not self.flow.is_over and board.builder.picked:
            for cell in board.picked_cells():
                view.draw_ring(surface, cell, theme.ACCENT, *PICKED_RING)
            grow = int(NEXT_GROW + NEXT_PULSE * self.pulse)
            for cell in board.next_pick_cells():
                view.draw_ring(surface, cell, theme.GOOD, NEXT_RING, grow, round_=True)
        # One cursor per gamepad (and keyboard) in its player's colour; the mouse shows a soft hover instead.
        for device, cell in board.cursors.items():
            if device != "mouse":
                view.draw_ring(surface, cell, cursor_colour(self.flow, device), *CURSOR_RING)
        if board.hover is not None:
            view.draw_ring(surface, board.hover, HOVER, *HOVER_RING)
        if self.hint is not None:
            self.draw_hint(surface, self.hint)

    def exit(self) -> None:
        self.computer.close()


def cursor_colour(flow: MatchFlow[S, M], device: str) -> tuple[int, int, int]:
    """A device's cursor in its player's colour (a shared device: the colour of the seat to move)."""
    seat_i = flow.turns.seat_of_device(device)
    if seat_i is None:
        seat_i = flow.turns.seat_index
    return theme.seat_colour(flow.match.seats[seat_i].colour) if seat_i is not None else theme.TEXT
