"""The shared body of every turn-based game screen: turns, devices, computer seats, hints, undo, autosave,
pause (with draw offers and resignation where the game has them), results, the unplugged-pad prompt, and moves
built over several presses (the move builder). A game screen adds only its board: cells, drawing, picks."""
from __future__ import annotations

import logging
import math
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.core.input import DIRECTIONS, Action, Intent
from game.core.match import Match
from game.core.scenes import Scene
from game.core.turns import TurnManager
from game.rules import GAMES, RuleError
from game.screens.overlays import ChoiceOverlay, PauseOverlay, UnpluggedPrompt, confirm
from game.table.catalog import CATALOG
from game.table.move_builder import MoveBuilder, Pick, move_picks
from game.ui import draw, theme
from game.ui.explain import explain
from game.ui.grids import Navigator
from game.ui.seats import seat_marker, seat_name
from game.ui.widgets import fitted

if TYPE_CHECKING:
    from game.core.context import Context

log = logging.getLogger(__name__)
Cell = Any  # each game scene has its own cells (squares, (row, col), hexes); the base only passes them on
TOP_BAR = 76
TOOLS_MARGIN = 220  # room at both ends of the top bar for the pause / undo / redo / hint buttons
COMPUTER_DELAY = 0.45  # seconds a computer move waits, so people can follow it


def default_worker() -> Any:
    from game.ai.worker import SearchWorker

    return SearchWorker()


class BoardGameScene(Scene):
    """Subclasses implement cells(), cell_rect(cell) and draw_board(); the moves come from the rules (their
    picks, see game.table.move_builder) mapped onto cells by picks_of(move) / pick_of_cell(cell) when the
    picks are not the cells themselves. neighbour(cell, action) steps the D-pad cursor between the cells as they
    lie on screen unless overridden; move_for(cell) lets a one-press game name the refused move to explain."""

    tools: tuple[str, ...] = ("undo", "redo", "hint")  # on-screen buttons besides pause

    def __init__(self, ctx: Context, match: Match, record: dict[str, Any] | None = None) -> None:
        super().__init__(ctx)
        self.match = match
        self.info = CATALOG[match.game]
        self.rules = self.rules_module()
        self.extra: dict[str, Any] = dict((record or {}).get("extra", {}))
        # Each game gets its own computer seed (kept in the save), so a rematch is not the same game again.
        self.extra.setdefault("ai_seed", ctx.rng.randrange(1 << 30))
        self.turns = TurnManager(self.rules, match, (record or {}).get("moves", ()), self.rules_options(),
                                 (record or {}).get("ending"))
        self.cursors: dict[str, Cell] = {}  # device -> cell under its cursor
        self.nav = Navigator()
        self._builder: MoveBuilder | None = None
        self._builder_state: Any = None
        self.hover: Cell | None = None  # the mouse's cell
        self.hover_tool: str | None = None  # the on-screen button under the mouse
        self.hint: Any = None
        self.worker: Any = None
        self._ticket: int | None = None
        self._purpose = "move"
        self._wait = 0.0
        self.paused = False
        self.finished_shown = False
        self.handover_to: int | None = None  # seat waiting behind the hand-over banner
        self.thinking_t = 0.0

    # ---- subclass hooks ---------------------------------------------------------------------------
    def cells(self) -> list[Cell]:
        raise NotImplementedError

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        raise NotImplementedError

    def move_for(self, cell: Cell) -> Any:
        """The move a press on `cell` would mean in a one-press game (played to explain why it is refused)."""
        raise NotImplementedError

    def picks_of(self, move: Any) -> tuple[Pick, ...] | None:
        """What a player points at, in order, to make `move`: the rules' `move.picks()`, else its one cell
        (cell_of_move); None for a move played for the player (a pass)."""
        picks = move_picks(move)
        if picks is not None:
            return picks
        cell = self.cell_of_move(move)
        return None if cell is None else (cell,)

    def input_blocked(self) -> RuleError | None:
        """Why presses on the board wait right now (an animation that must finish), or None."""
        return None

    def pick_of_cell(self, cell: Cell) -> Pick:
        """The pick a press on `cell` makes (by default the cell is the pick)."""
        return cell

    def cell_of_pick(self, pick: Pick) -> Cell | None:
        """Where a pick is shown (by default the pick is a cell)."""
        return pick

    def refusal(self, cell: Cell) -> RuleError | None:
        """Why a press on `cell` makes no move: by default the rules' refusal of move_for(cell) when nothing is
        picked yet (a one-press game); a game with longer moves explains its own picks."""
        if self.builder.picked:
            return None
        try:
            move = self.move_for(cell)
        except NotImplementedError:
            return None
        except RuleError as exc:
            return exc
        try:
            self.state.play(move)
        except RuleError as exc:
            return exc
        return None

    def draw_board(self, surface: pygame.Surface) -> None:
        raise NotImplementedError

    def cell_of_move(self, move: Any) -> Cell | None:
        """Where to show a hint for `move` (None when the move has no cell, e.g. a pass)."""
        return None

    def on_played(self, before: Any, move: Any, after: Any) -> None:
        """Start animations and sounds for a move that was just played."""
        self.ctx.audio.play("place")

    def on_undone(self) -> None: ...

    def rules_module(self) -> Any:
        """The contract-following rules for this scene (a game outside GAMES, like the frog's, overrides it)."""
        return GAMES[self.match.game]

    def rules_options(self) -> dict[str, Any]:
        """The keyword options for the rules' new_game (by default the match's options; `self.extra` is ready)."""
        return dict(self.match.options)

    def rematch_match(self) -> Match:
        return self.match

    def rematch_extra(self) -> dict[str, Any]:
        """What the next game inherits (a series' scoreboard, say)."""
        return {}

    def extra_record(self) -> dict[str, Any]:
        return self.extra

    # ---- lifecycle ----------------------------------------------------------------------------------
    def enter(self) -> None:
        self._autosave()
        self._maybe_handover()  # a resumed hidden-information game hides the board until the player is there

    def exit(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None

    def pause(self) -> None:
        self.paused = True

    def resume(self) -> None:
        self.paused = False

    # ---- turns ----------------------------------------------------------------------------------
    @property
    def state(self) -> Any:
        return self.turns.state

    @property
    def builder(self) -> MoveBuilder:
        """The move being built by the seat to act (renewed whenever the position changes or the game ends)."""
        if self._builder is None or self._builder_state is not self.state or (self.turns.is_over
                                                                              and self._builder.moves):
            acting = not self.turns.is_over and not self.turns.computer_to_move
            self._builder = MoveBuilder(self.state.legal_moves() if acting else [], self.picks_of)
            self._builder_state = self.state
        return self._builder

    def picked_cells(self) -> list[Cell]:
        """The cells of the picks made so far (a chosen piece, the landings so far)."""
        return [c for c in (self.cell_of_pick(p) for p in self.builder.picked) if c is not None]

    def next_pick_cells(self) -> list[Cell]:
        """The cells that may be picked next (every one keeps a legal move possible)."""
        return [c for c in (self.cell_of_pick(p) for p in self.builder.next_picks()) if c is not None]

    def play(self, move: Any, device: str | None = None) -> bool:
        """Play a move for the seat to act; a refusal is explained in one friendly line."""
        if device is not None and not self.turns.accepts(device):
            self._not_your_turn(device)
            return False
        before = self.state
        try:
            self.turns.play(move)
        except RuleError as exc:
            self.ctx.toast(explain(self.ctx, self.match.game, exc), "error")
            return False
        self.hint = None
        if self._purpose == "hint":
            self._cancel_search()  # a hint for the old position is worthless, and must not delay the computer
        self.on_played(before, str(move), self.state)
        self._after_move()
        return True

    def _after_move(self) -> None:
        self._autosave()
        if not self.turns.is_over:
            self._maybe_handover()

    def _not_your_turn(self, device: str) -> None:
        seat = self.turns.seat
        if seat is None:
            return
        if seat.is_computer:
            self.ctx.toast(self.ctx.t("turn.computer_thinking"), "error", 1.5)
        else:
            self.ctx.toast(self.ctx.t("turn.not_yours", player=seat_name(self.ctx, seat)), "error", 1.8)

    def _autosave(self) -> None:
        """Save after every move. A finished game is forgotten, unless it is part of a session (a series) that
        goes on: then it stays, so a quit between games loses nothing and resume shows the results again."""
        if self.turns.is_over and not self.session_continues():
            self.ctx.saves.clear(self.match.game)
        else:
            self.ctx.saves.autosave(self.match.game, {**self.turns.record(), "extra": self.extra_record()})

    def session_continues(self) -> bool:
        """After this game ends, is there a next game of the same session (a series, free play)?"""
        return False

    def undo(self) -> None:
        self._cancel_search()
        if self.turns.undo():
            self.hint = None
            self.finished_shown = False
            self.ctx.audio.play("flip")
            self.on_undone()
            self._autosave()
            self._maybe_handover()
        else:
            self.ctx.toast(self.ctx.t("turn.nothing_to_undo"), "error", 1.5)

    def redo(self) -> None:
        """Play again what undo took back (nothing to redo once a new move was made)."""
        self._cancel_search()
        if self.turns.redo():
            self.hint = None
            self.ctx.audio.play("place")
            self.on_undone()
            self._autosave()
            self._maybe_handover()
        else:
            self.ctx.toast(self.ctx.t("turn.nothing_to_redo"), "error", 1.5)

    def may_undo(self, device: str) -> bool:
        """Undo belongs to the player to move or to the one whose move it takes back (a shared device: anyone)."""
        bound = self.turns.seat_of_device(device)
        return bound is None or bound in (self.turns.seat_index, self.turns.undo_target())

    # ---- ends agreed at the table (not moves of the rules) ------------------------------------------
    def pause_items(self) -> list[tuple[Callable[[], str], Callable[[], object]]]:
        """Game actions the pause menu adds: a draw offer and resignation, where the game has them."""
        t = self.ctx.t
        items: list[tuple[Callable[[], str], Callable[[], object]]] = []
        seat = self.turns.seat
        if self.turns.is_over or seat is None or seat.is_computer:
            return items
        if self.info.draw_offers:
            items.append((lambda: t("pause.offer_draw"), self.offer_draw))
        if self.info.resignation:
            items.append((lambda: t("pause.resign"), self.ask_resign))
        return items

    def offer_draw(self) -> None:
        """The seat to move offers a draw; the other seat answers (a computer by its own judgement)."""
        self.ctx.scenes.pop_to(self)
        offering = self.turns.seat_index
        assert offering is not None, "a draw is offered by the seat to move"
        others = [i for i in range(len(self.match.seats)) if i != offering]
        t = self.ctx.t
        names = " & ".join(seat_name(self.ctx, self.match.seats[i]) for i in others)
        if all(self.match.seats[i].is_computer for i in others):
            self.ctx.toast(t("draw.thinking", players=names), seconds=1.5)
            self._purpose = "judge"
            seat = self.match.seats[others[0]]
            self._ticket = self._ensure_worker().request(self.match.game, seat.level, self.state,
                                                         seed=self.ai_seed, purpose="judge")
            return
        who = seat_name(self.ctx, self.match.seats[offering])
        self.ctx.scenes.push(ChoiceOverlay(self.ctx, lambda: t("draw.question", player=who, players=names), [
            (lambda: t("draw.decline"), lambda: self._answer_draw(False)),  # first: a stray press keeps playing
            (lambda: t("draw.accept"), lambda: self._answer_draw(True)),
        ], on_back=lambda: self._answer_draw(False), width=760))

    def _answer_draw(self, accepted: bool) -> None:
        self.ctx.scenes.pop_to(self)
        if not accepted:
            self.ctx.toast(self.ctx.t("draw.declined"), seconds=2.0)
            return
        self._end("draw")

    def ask_resign(self) -> None:
        seat_i = self.turns.seat_index
        assert seat_i is not None, "only the seat to move resigns"
        who = seat_name(self.ctx, self.match.seats[seat_i])
        self.ctx.scenes.pop_to(self)
        confirm(self.ctx, lambda: self.ctx.t("resign.question", player=who), lambda: self.ctx.t("resign.yes"),
                lambda: self._end("resign", seat_i))

    def _end(self, kind: str, seat: int | None = None) -> None:
        self._cancel_search()
        self.turns.end(kind, seat)
        self.hint = None
        self._autosave()

    def _maybe_handover(self) -> None:
        seat_i = self.turns.seat_index
        if (self.info.hand_over and seat_i is not None and not self.match.seats[seat_i].is_computer
                and len(self.match.humans()) > 1):
            self.handover_to = seat_i

    # ---- computer and hints ---------------------------------------------------------------------
    def _ensure_worker(self) -> Any:
        if self.worker is None:
            factory = self.ctx.make_worker or default_worker
            self.worker = factory()
        return self.worker

    def _cancel_search(self) -> None:
        if self.worker is not None and self._ticket is not None:
            self.worker.cancel()
        self._ticket = None

    def request_hint(self) -> None:
        if self.turns.is_over or self.turns.computer_to_move:
            return
        self._purpose = "hint"
        seat = self.turns.seat
        assert seat is not None, "a hint is for the seat to move"
        self._ticket = self._ensure_worker().request(self.match.game, "hard", self.state,
                                                     seed=self.ai_seed, purpose="hint")
        self.ctx.toast(self.ctx.t("turn.hint_thinking", player=seat_name(self.ctx, seat)), seconds=1.2)

    def _drive_computer(self, dt: float) -> None:
        if self.turns.is_over or self.handover_to is not None:
            return
        if self._ticket is None and self.turns.computer_to_move:
            self._wait += dt
            if self._wait < COMPUTER_DELAY:
                return
            self._wait = 0.0
            seat = self.turns.seat
            assert seat is not None  # computer_to_move: a computer's seat is to move
            self._purpose = "move"
            self._ticket = self._ensure_worker().request(
                self.match.game, seat.level, self.state, seed=self.ai_seed, purpose="move")
        if self._ticket is not None:
            self._poll()

    def _poll(self) -> None:
        answer = self.worker.poll()
        if answer is None:
            return
        ticket, notation = answer
        if ticket != self._ticket:
            return
        self._ticket = None
        if self._purpose == "judge":
            self._purpose = "move"
            self._answer_draw(notation == "accept")
            return
        if notation is None:
            log.warning("search failed: %s", getattr(self.worker, "error", "?"))
            if self._purpose == "hint":
                return  # no hint rather than a random one
            notation = str(self.ctx.rng.choice(self.state.legal_moves()))  # keep the game going
        if self._purpose == "hint":
            self.hint = notation
            self.ctx.audio.play("select")
        elif self.turns.computer_to_move:
            self.play(notation)

    @property
    def ai_seed(self) -> int:
        return int(self.extra["ai_seed"]) + len(self.turns.moves)

    @property
    def thinking(self) -> bool:
        return self._ticket is not None and self._purpose == "move"

    # ---- input ----------------------------------------------------------------------------------
    def cell_at(self, pos: tuple[float, float]) -> Cell | None:
        for cell in self.cells():
            if self.cell_rect(cell).collidepoint(pos):
                return cell
        return None

    def cursor(self, device: str) -> Cell:
        if device not in self.cursors:
            cells = self.cells()
            self.cursors[device] = cells[len(cells) // 2]
        return self.cursors[device]

    def neighbour(self, cell: Cell, action: Action, device: str = "") -> Cell:
        """The cell a D-pad press moves to: the nearest one that way on screen (any board shape, any zones)."""
        centres = {c: self.cell_rect(c).center for c in self.cells()}
        if cell not in centres:
            return next(iter(centres), cell)
        return self.nav.step(device, cell, str(action), centres)

    def press_cell(self, cell: Cell, device: str) -> None:
        """A press on `cell`: the next pick of the move being built, the move itself once it is the only one
        left (or a second press on its last target), or a short reason why not."""
        if self.turns.is_over:
            return
        if not self.turns.accepts(device):
            self._not_your_turn(device)
            return
        busy = self.input_blocked()
        if busy is not None:
            self.ctx.toast(explain(self.ctx, self.match.game, busy), "error")
            return
        builder = self.builder
        pick = self.pick_of_cell(cell)
        confirmed = builder.confirming(pick)
        if confirmed is not None:
            self.play(confirmed, device)
            return
        if builder.picked and pick == builder.picked[-1]:
            builder.back()  # pressing the chosen piece again puts it down
            self.ctx.audio.play("flip")
            return
        if builder.pick(pick):
            decided = builder.decided()
            if decided is not None:
                self.play(decided, device)
            else:
                self.ctx.audio.play("select")
            return
        refusal = self.refusal(cell)
        if refusal is not None:
            self.ctx.toast(explain(self.ctx, self.match.game, refusal), "error")
        else:
            self.ctx.toast(self.ctx.t("explain.not_a_pick"), "error")

    def turn_pick(self, step: int) -> bool:
        """Turn the piece being placed a quarter turn (+1 clockwise, -1 anticlockwise); False when there is
        nothing to turn. Games whose pieces turn override it."""
        return False

    def take_back_pick(self) -> bool:
        """BACK first takes back one pick of the move being built (only then does it pause)."""
        if self.turns.is_over or not self.builder.picked:
            return False
        self.builder.back()
        self.ctx.audio.play("flip")
        return True

    def open_pause(self) -> None:
        self.ctx.scenes.push(PauseOverlay(self.ctx, self.match.game, self.restart, self.to_menu, self.pause_items()))

    def restart(self) -> None:
        from game.table.launcher import start_game

        start_game(self.ctx, self.match)

    def rematch(self) -> None:
        from game.table.launcher import start_game

        start_game(self.ctx, self.rematch_match(), self.rematch_extra())

    def to_menu(self) -> None:
        self.ctx.scenes.pop_to_root()

    def handle(self, intent: Intent) -> None:
        a, dev = intent.action, intent.device
        if intent.pos is not None and a in (Action.POINT, Action.SELECT):
            tool = next((n for n, r in self.tool_rects().items() if r.collidepoint(intent.pos)), None)
            self.hover_tool = tool
            if tool is not None and a is Action.SELECT:
                # The on-screen buttons act like the pad's Start, X and Y.
                a = {"pause": Action.MENU, "undo": Action.UNDO, "redo": Action.REDO, "hint": Action.HINT,
                     "results": Action.BACK}[tool]
        if a is Action.BACK and self.take_back_pick():
            return
        if a in (Action.MENU, Action.BACK):
            if self.turns.is_over and self.finished_shown:
                self._show_results()  # after "look at the board", back is the way on (rematch, next game)
            else:
                self.open_pause()
            return
        if a is Action.PAD_REMOVED:
            self.cursors.pop(dev, None)
            return
        if self.handover_to is not None:
            if a in (Action.CONFIRM, Action.SELECT) and self.turns.accepts(dev):
                self.handover_to = None
                self.ctx.audio.play("select")
            return
        if a in (Action.TURN_LEFT, Action.TURN_RIGHT) or (a is Action.REDO and dev.startswith("pad")):
            # The shoulders (and Q/E) turn a piece being placed; with nothing to turn the right one is redo.
            if self.turns.accepts(dev) and self.turn_pick(-1 if a is Action.TURN_LEFT else 1):
                return
            if a is not Action.REDO:
                return
        if a is Action.REDO:
            if self.turns.accepts(dev) or self.turns.seat_of_device(dev) is None:
                self.redo()
            else:
                self._not_your_turn(dev)
        elif a is Action.UNDO:
            if self.may_undo(dev):
                self.undo()
            else:
                self._not_your_turn(dev)
        elif a is Action.HINT:
            if self.turns.accepts(dev):
                self.request_hint()
            else:
                self._not_your_turn(dev)
        elif a is Action.POINT and intent.pos is not None:
            self.hover = self.cell_at(intent.pos)
        elif a is Action.SELECT and intent.pos is not None:
            cell = self.cell_at(intent.pos)
            if cell is not None:
                self.press_cell(cell, dev)
            else:
                self.on_click_outside(intent.pos, dev)
        elif a in DIRECTIONS:
            self.cursors[dev] = self.neighbour(self.cursor(dev), a, dev)
            self.hover = None
        elif a is Action.CONFIRM:
            self.press_cell(self.cursor(dev), dev)

    def on_click_outside(self, pos: tuple[float, float], device: str) -> None:
        """A click off the board (subclasses add buttons)."""

    def active_seats(self) -> list[int]:
        """Seats acting right now (their unplugged pad pauses the game): the seat to move, or more in co-op."""
        i = self.turns.seat_index
        return [] if i is None else [i]

    def _check_devices(self) -> None:
        """Pause with a prompt while a gamepad bound to an acting seat is missing (unplugged now or earlier,
        under an overlay, or before a resume): checked every frame, so no unplug event can slip past."""
        connected = set(self.ctx.input.connected_pads())
        for seat_i in self.active_seats():
            seat = self.match.seats[seat_i]
            if seat.device and seat.device.startswith("pad") and seat.device not in connected:
                self.ctx.scenes.push(UnpluggedPrompt(self.ctx, seat.device, seat_name(self.ctx, seat),
                                                     partial(self._free_seat, seat_i)))
                return

    def _free_seat(self, seat_i: int) -> None:
        """Let any device play seat `seat_i` (its gamepad is gone)."""
        seats = list(self.match.seats)
        seats[seat_i] = seats[seat_i].with_(device=None)
        self.match = Match(self.match.game, tuple(seats), self.match.options)
        self.turns.match = self.match
        self._autosave()

    # ---- frame ----------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """What every game screen does each frame; a game's own timing goes in advance()."""
        self.thinking_t += dt
        for pad in self.ctx.input.connected_pads():  # every gamepad shows its cursor from the start
            self.cursor(pad)
        if self.paused:
            return
        self._check_devices()
        if self.paused:  # the unplugged prompt just covered the game
            return
        self.advance(dt)

    def advance(self, dt: float) -> None:
        """One frame of play while the game is on screen and not paused: computer moves, then the results."""
        self._drive_computer(dt)
        if self.turns.is_over and not self.finished_shown:
            self.finished_shown = True
            self._show_results()

    def result_lines(self) -> list[str]:
        """Who won (the headline), then any lines of the game's own; the scores show on the seats' cards."""
        out = self.turns.outcome
        assert out is not None, "results are shown once the game is over"
        t = self.ctx.t
        names = [seat_name(self.ctx, s) for s in self.match.seats]
        ending = self.turns.ending
        if ending is not None and ending["kind"] == "resign":
            head = t("result.resigned", player=names[ending["seat"]],
                     winners=" & ".join(names[w] for w in out.winners))
        elif ending is not None:
            head = t("result.draw_agreed")
        elif not out.winners:
            head = t("result.draw")
        elif len(out.winners) == 1:
            head = t("result.wins", player=names[out.winners[0]])
        else:
            head = t("result.shared", players=" & ".join(names[w] for w in out.winners))
        return [head]

    def result_actions(self) -> list[tuple[Callable[[], str], Callable[[], object]]]:
        """The results' buttons, the next game first (a game in a series names it its own way)."""
        t = self.ctx.t
        return [(lambda: t("result.rematch"), self.rematch), (lambda: t("result.look"), self.look_at_board),
                (lambda: t("pause.menu"), self.to_menu)]

    def look_at_board(self) -> None:
        """Close the results to look at the finished board; a Results button (and BACK) brings them again."""
        self.ctx.scenes.pop_to(self)

    def _show_results(self) -> None:
        from game.screens.results import ResultsOverlay

        out = self.turns.outcome
        assert out is not None, "results are shown once the game is over"
        self.ctx.scenes.push(ResultsOverlay(self.ctx, self.match.seats, out, self.result_lines(),
                                            self.result_actions(), on_back=self.look_at_board))

    def cursor_colour(self, device: str) -> tuple[int, int, int]:
        seat_i = self.turns.seat_of_device(device)
        if seat_i is None:
            seat_i = self.turns.seat_index
        return theme.seat_colour(self.match.seats[seat_i].colour) if seat_i is not None else theme.TEXT

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_board(surface)
        self.draw_picks(surface)
        self.draw_cursors(surface)
        self.draw_top_bar(surface)
        if self.handover_to is not None:
            self.draw_handover(surface)

    def draw_cursors(self, surface: pygame.Surface) -> None:
        # One cursor per gamepad (and keyboard) in its player's colour; the mouse shows a soft hover instead.
        for device, cell in self.cursors.items():
            if device == "mouse":
                continue
            r = self.cell_rect(cell).inflate(6, 6)
            surface.blit(draw.ring(r.size, self.cursor_colour(device), 5, 10), r)
        if self.hover is not None:
            r = self.cell_rect(self.hover).inflate(2, 2)
            surface.blit(draw.ring(r.size, (255, 255, 255), 3, 8), r)
        if self.hint is not None:
            cell = self.cell_of_move(self.hint)
            if cell is not None:
                self.draw_hint(surface, cell)

    def draw_picks(self, surface: pygame.Surface) -> None:
        """The move being built: its picks so far held in the accent colour, every legal next pick glowing."""
        if self.turns.is_over or not self.builder.picked:
            return
        for cell in self.picked_cells():
            r = self.cell_rect(cell).inflate(-4, -4)
            surface.blit(draw.ring(r.size, theme.ACCENT, 5, 10), r)
        grow = int(-8 + 6 * self.pulse)
        for cell in self.next_pick_cells():
            r = self.cell_rect(cell).inflate(grow, grow)
            surface.blit(draw.ring(r.size, theme.GOOD, 4, min(r.w, r.h) // 2), r)

    @property
    def pulse(self) -> float:
        """0..1, a gentle beat for highlights (held at 1 when the player asked for reduced motion)."""
        if self.ctx.settings.settings.reduce_motion:
            return 1.0
        return 0.5 + 0.5 * math.sin(self.thinking_t * 6)

    def draw_hint(self, surface: pygame.Surface, cell: Cell) -> None:
        """Show the suggested move's cell (a game may draw its own mark)."""
        r = self.cell_rect(cell)
        size = int(r.w * (0.7 + 0.2 * self.pulse))
        draw.blit_center(surface, draw.marker("star", theme.ACCENT, max(8, size)), r.center)

    def seat_box(self, seat: int) -> pygame.Rect:
        """Where seat `seat` is shown in the top bar (between the tool buttons)."""
        n = len(self.match.seats)
        w = min(420, (theme.W - 2 * TOOLS_MARGIN) // n)
        x0 = (theme.W - n * w) // 2
        return pygame.Rect(x0 + seat * w + 6, 8, w - 12, TOP_BAR - 16)

    def tool_rects(self) -> dict[str, pygame.Rect]:
        """On-screen buttons so a mouse alone can pause, undo, redo and ask for a hint."""
        out = {"pause": pygame.Rect(12, 10, 56, 56)}
        right = [name for name in ("undo", "redo", "hint") if name in self.tools]
        if self.turns.is_over and self.finished_shown:
            right = [name for name in right if name == "undo"]  # the rest makes room for the way back
            out["results"] = pygame.Rect(theme.W - 148, 10, 136, 56)
        for k, name in enumerate(right):
            out[name] = pygame.Rect(theme.W - 68 * (len(right) - k) - (148 if "results" in out else 0), 10, 56, 56)
        return out

    def draw_tools(self, surface: pygame.Surface) -> None:
        for name, rect in self.tool_rects().items():
            hot = self.hover_tool == name
            usable = name != "redo" or self.turns.can_redo()
            surface.blit(draw.panel(rect.size, theme.PANEL_HI if hot and usable else theme.PANEL, 14), rect)
            if name == "results":  # a labelled button: the way back to the results, for the mouse as well
                label = self.ctx.assets.text(self.ctx.t("result.show"), theme.FONT_SMALL, theme.ACCENT, bold=True)
                draw.blit_center(surface, label, rect.center)
                continue
            if name == "redo":  # the undo arrow turned round
                icon = pygame.transform.flip(draw.icon("undo", 40, theme.TEXT if usable else theme.TEXT_DIM),
                                             True, False)
            else:
                icon = draw.icon(name, 40)
            draw.blit_center(surface, icon, rect.center)

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        """Whose turn it is, shown big: every seat, the one to move lifted and outlined."""
        self.draw_tools(surface)
        to_move = self.turns.seat_index
        for i, seat in enumerate(self.match.seats):
            box = self.seat_box(i)
            active = i == to_move
            surface.blit(draw.panel(box.size, theme.PANEL_HI if active else theme.BG_DARK, 16,
                                    4 if active else 0, theme.seat_colour(seat.colour)), box)
            m = seat_marker(i, seat, 40)
            surface.blit(m, m.get_rect(midleft=(box.x + 12, box.centery)))
            label = seat_name(self.ctx, seat)
            if i < len(self.info.pieces):  # "Fox plays black": the seat's colour is not its pieces' colour
                label = self.ctx.t("seat.plays", player=label, colour=self.ctx.t(self.info.pieces[i]))
            if active and self.thinking:
                # The computer is thinking: dots that count up (still ones when motion is reduced).
                dots = 3 if self.ctx.settings.settings.reduce_motion else 1 + int(self.thinking_t * 3) % 3
                label += " " + "●" * dots
            status = self.status_of(i)
            room = box.w - 62 - (64 if self.info.pieces else 12)  # a game with pieces shows one at the right
            img = fitted(self.ctx, label, room, theme.FONT_BODY if not status else theme.FONT_BODY - 2,
                         theme.TEXT if active else theme.TEXT_DIM, bold=active)
            surface.blit(img, img.get_rect(midleft=(box.x + 62, box.centery - (12 if status else 0))))
            if status:
                s = self.ctx.assets.text(status, theme.FONT_SMALL - 2, theme.TEXT_DIM)
                surface.blit(s, s.get_rect(midleft=(box.x + 62, box.centery + 13)))

    def status_of(self, seat: int) -> str:
        """A short line under a seat's name (e.g. its score)."""
        return ""

    def draw_handover(self, surface: pygame.Surface) -> None:
        assert self.handover_to is not None, "drawn only while a hand-over waits"
        seat = self.match.seats[self.handover_to]
        surface.fill(theme.BG_DARK)  # fully opaque: nothing of the board shows before the right player looks
        text = self.ctx.assets.text(self.ctx.t("turn.handover", player=seat_name(self.ctx, seat)), theme.FONT_TITLE,
                                    theme.seat_colour(seat.colour), bold=True)
        draw.blit_center(surface, text, (theme.W / 2, theme.H / 2 - 30))
        sub = self.ctx.assets.text(self.ctx.t("turn.handover_press", player=seat_name(self.ctx, seat)),
                                   theme.FONT_BODY, theme.TEXT)
        draw.blit_center(surface, sub, (theme.W / 2, theme.H / 2 + 40))
