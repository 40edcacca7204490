"""The Mapello game screen: the 10x10 board, flips, bonus stars, passes, series and free play (rules/mapello.md).

The parts do the table's work (game.board); here are Mapello's hooks: its board view, its painting (paint.py,
panels.py), each move's sounds and animations (effects.py, through the feedback queue), and its words. The series
and free-play session is session.MapelloSession; a board still to be built opens the editor first
(pregame.py, asked by the launcher).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.board.feedback import Effect
from game.board.scene import BoardGameScene
from game.board.words import now_for
from game.rules import RuleError, mapello
from game.screens.mapello import art, paint
from game.screens.mapello.board import tr
from game.screens.mapello.effects import PASS_DELAY, PassBanner, Pickup, move_effects
from game.screens.mapello.exits import MapelloExits
from game.screens.mapello.paint import BADGE_SIZE
from game.screens.mapello.panels import SidePanels, disc_colour_name
from game.screens.mapello.session import MapelloSession
from game.screens.mapello.view import GEO, Cell, MapelloView
from game.ui import theme
from game.ui.layers import Layer
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.board.flow import Played
    from game.core.context import Context
    from game.core.match import Match
    from game.core.saves import GameRecord

__all__ = ["BADGE_SIZE", "GEO", "MapelloScene"]
HINT_RING = 5  # px: the hint's ring
HINT_GROW = (-10, 12)  # the ring this much around its cell, pulsing by this much more


class MapelloScene(BoardGameScene[mapello.State, mapello.Move, Cell, Cell]):
    """One game of Mapello (and, through the session, its place in a series or free play)."""

    session_type = MapelloSession
    pass_delay = PASS_DELAY
    session: MapelloSession
    view: MapelloView

    def __init__(self, ctx: Context, match: Match, record: GameRecord | None = None) -> None:
        super().__init__(ctx, match, record)
        self.exits = MapelloExits(ctx, self, self.flow, self.session, self.result_lines)
        self.exits.pause_items = self.agreements.pause_items
        self.exits.in_lesson = lambda: self.coach is not None
        self.panels = SidePanels(ctx, self.session)
        self._board_layer = Layer(GEO.rect)

    @property
    def last_cell(self) -> Cell | None:
        """The cell of the last placement, framed until the next move (none after a pass or an undo)."""
        played = self.feedback.last
        return None if played is None else self.view.cell_of_move(played.move)

    # ---- hooks -------------------------------------------------------------------------------------------
    def make_view(self) -> MapelloView:
        return MapelloView()

    def on_move(self, played: Played[mapello.State, mapello.Move]) -> None:
        """The sounds of a placement (a flip, a star taken: M10) and its animations."""
        move = played.move
        if move.is_pass:
            # A person's pass was announced before it was played (the base's `passing`); the computer's after.
            seat = played.seat
            if self.match.seats[seat].is_computer:
                self.ctx.audio.play("tick")
                self.feedback.add(PassBanner(PASS_DELAY, seat))
            return
        self.ctx.audio.play("place")
        if played.before.flips(move):
            self.ctx.audio.play("flip")
        if played.before.cell(move.row, move.col) == "bonus":
            self.ctx.audio.play("capture")
        self.feedback.add(*move_effects(played, mapello.COLOURS))

    def refusal(self, cell: Cell) -> RuleError | None:
        """The rules' reason a placement on `cell` is refused (M8: taken, not next to a disc, flips nothing)."""
        row, col = cell
        try:
            self.state.play(mapello.Move(row, col))
        except RuleError as exc:
            return exc
        return None

    def status_of(self, seat: int) -> str:
        """The seat's points; with stars taken, the sum a child can check: discs + stars × 3 (M12)."""
        s = self.state.score_breakdown()[seat]
        if s.bonuses:
            return tr(self.ctx, "mapello.score_line_stars", count=s.total, discs=s.discs, bonuses=s.bonuses)
        return tr(self.ctx, "mapello.score_line", count=s.total)

    def seat_icon(self, seat: int, size: int) -> pygame.Surface | None:
        return art.disc(mapello.COLOURS[seat], size)

    def draw_hint(self, surface: pygame.Surface, move: mapello.Move) -> None:
        """A pulsing ring: the base's star would look like a bonus here."""
        cell = self.view.move_cell(move)
        if cell is not None:
            self.view.draw_ring(
                surface, cell, theme.ACCENT, HINT_RING, int(HINT_GROW[0] + HINT_GROW[1] * self.pulse), round_=True
            )

    def result_lines(self) -> list[str]:
        """Who won with which colour, each player's discs and stars, then the session's scoreboard."""
        ctx, state = self.ctx, self.state
        names = [seat_name(ctx, s) for s in self.match.seats]
        out = self.flow.outcome  # the rules' or an agreed end's (a file may end a game by its result line)
        if out is None or not out.winners:
            lines = [ctx.t("result.draw")]
        else:
            w = out.winners[0]
            lines = [tr(ctx, "mapello.wins_with", player=names[w], colour=disc_colour_name(ctx, w))]
        if self.turns.ending is None:  # M11: what decided it (an agreed end says so in its headline)
            lines.append(tr(ctx, "mapello.end.blocked"))
        for seat, s in enumerate(state.score_breakdown()):
            discs = tr(ctx, "mapello.disc_count", count=s.discs)
            lines.append(
                tr(ctx, "mapello.breakdown", player=names[seat], discs=discs, bonuses=s.bonuses, total=s.total)
            )
        return lines + self.session.result_lines()

    def draw_board(self, surface: pygame.Surface) -> None:
        # The board and the side panels are painted once per change; only discs still turning over (or the new
        # disc popping in) are drawn every frame, on top of a layer painted without them.
        state, last = self.state, self.last_cell
        moving = paint.moving_cells(self.feedback.queued(Effect))
        legal = (
            self.ctx.settings.settings.show_legal_moves and not self.turns.is_over and not self.turns.computer_to_move
        )
        skip = frozenset(moving)
        self._board_layer.draw(
            surface, (state, last, legal, skip), lambda s: paint.paint_board(s, self.ctx, state, last, legal, skip)
        )
        paint.draw_moving(surface, moving, list(self.feedback.running()), last)
        self.panels.draw(
            surface,
            state,
            now_for(self.ctx, self.flow, self.board.last_device, self.result_lines, steps=False),
        )
        paint.draw_pickups(surface, self.ctx, self.feedback.all_of(Pickup), self.top.seat_box)
        banner = self.feedback.active(PassBanner)
        passing = state.to_move if self.passing > 0 else banner.seat if banner is not None else None
        if passing is not None:
            self.covered = paint.draw_pass(surface, self.ctx, self.match.seats[passing], passing)
