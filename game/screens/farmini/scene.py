"""The Farmini game screen (rules/farmini.md): the display of four cards and the deck on the left, every player's
farm at once on the right (the farm being played large, its free places always shown and its cards never smaller
than a child's tap: a farm grown larger than its zone slides to what is looked at; the others small beside it),
the supply of animals, and a live score per player.

A move is built through the shared move builder from the rules' picks: the slot, then the cell and the rotation
(a pen card), or the troughs (an animal card, chosen in any order here and played once enough are chosen). No
press that takes up a card plays it. Every cell where a chosen card fits glows; a first press on one lays the card
out there as it would lie (the card follows the pointer over the others), a round turn button beside it, the tray
below the display, the mouse wheel, the shoulders and Q/E turn it, and a second press on it lays it. A hint shows
its card, place and turn in a colour of its own;
the last move stays marked in its mover's colour until the next. Animals hop onto their troughs; a revealed wolf
runs across the farms and carries off the animals of its kind that stand outside closed pens; closed pens glow,
with their points on them.

The parts: layout (where things lie), camera (each farm's view) and following (what it slides to), hand and
picking (the card being placed, the troughs chosen; coaching: which troughs a lesson asks for), view (cells and
picks), effects (the move animations, through the feedback queue), paint_table and paint_farms (drawing), prompt,
scores, records and session (the rules' options, the results' lines).
"""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.board.scene import BoardGameScene
from game.board.view import BoardView
from game.rules import IllegalMove, RuleError, farmini
from game.screens.farmini.camera import FarmCameras
from game.screens.farmini.coaching import asked_troughs, refuse_stray
from game.screens.farmini.effects import WolfRun, queue_move, wolves_turned_up
from game.screens.farmini.following import Follower
from game.screens.farmini.hand import Hand
from game.screens.farmini.paint_farms import FIELD, FarmPainter
from game.screens.farmini.paint_table import paint_hint, paint_left
from game.screens.farmini.picking import FarminiInput
from game.screens.farmini.prompt import prompt
from game.screens.farmini.session import FarminiSession
from game.screens.farmini.view import Cell, FarminiView, parts

if TYPE_CHECKING:
    from game.board.flow import Played
    from game.core.context import Context
    from game.core.match import Match
    from game.core.saves import GameRecord


class FarminiScene(BoardGameScene[farmini.State, farmini.Move, Cell, farmini.Pick]):
    """One game of Farmini for 1-4 players."""

    session_type = FarminiSession
    session: FarminiSession
    view: FarminiView
    board: FarminiInput

    def __init__(self, ctx: Context, match: Match, record: GameRecord | None = None) -> None:
        super().__init__(ctx, match, record)
        # Farmini's presses (troughs in any order, the tray, cursors that follow) replace the plain board input.
        self.board = FarminiInput(
            self.view,
            lambda: self.flow.state,
            self.flow.people_act,
            self.turn_pick,
            lambda: asked_troughs(self.coach, self.flow.state, self.hand.slot),
            lambda spot: refuse_stray(
                None if self.coach is None else partial(self.coach.allows, self),
                self.board.builder,
                self.hand.slot,
                spot,
            ),
        )
        self.scores = self.session.scores
        self.painter = FarmPainter(ctx, self.cameras, self.scores, self.feedback)
        self.follower = Follower(self.cameras, self.board)
        self.cameras.fit(self.state, instant=True)

    # ---- hooks -------------------------------------------------------------------------------------------
    def make_view(self) -> BoardView[farmini.Move, Cell, farmini.Pick]:
        # The base asks for the view first thing: the farms' cameras and the card in hand are made with it.
        self.cameras = FarmCameras(len(self.match.seats))
        self.hand = Hand(lambda: self.flow.state, lambda: self.board.builder)
        return FarminiView(self.cameras, self.hand, lambda: self.flow.state)

    def on_move(self, played: Played[farmini.State, farmini.Move]) -> None:
        """The card drops or the animals hop, then any wolf runs; a solo game's last move keeps its score."""
        move, before, after = played.move, played.before, played.after
        seat = played.seat
        if move.cell is not None:
            closed = sum(p.closed for p in after.pens(seat)) > sum(p.closed for p in before.pens(seat))
            sound = "pen_closed" if closed else "place"
        else:
            sound = "hop" if move.spots else "flip"
        queue_move(self.feedback, played)
        self.ctx.audio.play(sound)
        if wolves_turned_up(after):
            self.ctx.audio.play("howl")  # a wolf arrives
        if after.is_over:
            self.session.keep_score()

    def refusal(self, cell: Cell) -> RuleError | None:
        """Why a press makes no move: an empty farm cell where the chosen card does not fit, a taken trough."""
        slot = self.hand.slot
        tag, at = parts(cell)
        if tag == "cell" and slot is not None:
            try:
                self.state.play(farmini.Move(slot, (at[0], at[1]), 0))
            except RuleError as exc:
                return exc
        if tag == "spot" and self.hand.animal_mode:
            return IllegalMove("F7", "not_free", "{x},{y}:{q} is no free trough", x=at[0], y=at[1], q=at[2])
        return None

    def status_of(self, seat: int) -> str:
        return self.ctx.t("farmini.status", count=self.scores.score(seat))

    def turn_pick(self, step: int) -> bool:
        """Turn the chosen card over its cell to the next way it fits (the shoulders, Q/E, the mouse wheel)."""
        if not self.hand.turn(step):
            return False
        self.board.turned()
        self.ctx.audio.play("tick")
        return True

    def advance(self, dt: float) -> None:
        """The farms' cameras follow the table (the farm being played is large, its cards a tap's size, sliding to
        what is looked at); a wolf that starts its run is heard."""
        self.board.settle()
        if self.coach is not None:
            self.cameras.leave_room_for_coach()
        # The farm a move is played on stays large while its animation plays; then the next player's grows.
        last = self.feedback.last
        shown = last.seat if last is not None and self.feedback.busy else self.state.to_move
        self.cameras.fit(self.state, shown=shown)  # picking a card moves nothing (issue 34, point 18)
        self.follower.update(shown, self.hint, last, dt)
        self.cameras.update(dt, instant=not self.feedback.motion)
        wolf = self.feedback.active(WolfRun)
        if wolf is not None and wolf.running and not wolf.heard:
            wolf.heard = True
            self.ctx.audio.play("capture")
        super().advance(dt)

    def draw_board(self, surface: pygame.Surface) -> None:
        surface.fill(FIELD)
        acting = self.flow.people_act()
        paint_left(
            self.ctx,
            surface,
            self.state,
            self.hand,
            prompt(self.ctx, self.match, self.hand, over=self.flow.is_over, acting=acting, watched=self.flow.watched),
        )
        self.painter.paint(surface, self.match, self.state, over=self.flow.is_over, pulse=self.pulse)
        if acting:
            self.painter.ghost(surface, self.hand, self.board.pointed(self.turns.accepts), self.view.turn_rect())
        self.painter.hops(surface)
        self.painter.wolf(surface)

    def draw_hint(self, surface: pygame.Surface, move: farmini.Move) -> None:
        """The hint in a colour of its own: the card to take, and its place and turn (or its troughs)."""
        paint_hint(surface, move.slot, self.pulse)
        self.painter.hint(surface, self.state, move, self.pulse)
