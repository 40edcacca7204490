"""The board of a replay (issue 35, point 3): the game's own screen, built from the replay as a saved game is resumed
(see save_pictures.py), shown at any move. Each move forward is played through the game's scene, so it is animated
and marked as it was in play (the game's `on_move` through its feedback queue); a step back or a jump shows the
position at once with the move that led to it marked, as undo does. Nothing is saved or kept: the scene's flow does
not save (a replay is no game of its own), no computer is asked for a move, and no pass is played for anyone."""

from __future__ import annotations

import itertools
import logging
import math
from typing import TYPE_CHECKING, Any, TypeVar

import pygame

from game.board.computer import Answer, ComputerSeat
from game.board.flow import typed_move
from game.board.topbar import TopBar
from game.core.match import Match
from game.core.saves import GameRecord
from game.history.replay import ReplayProblem, own_fields
from game.table.catalog import CATALOG
from game.ui import draw, theme

if TYPE_CHECKING:
    from game.core.context import Context
    from game.history.replay import Replay
    from game.rules.contract import AnyState

log = logging.getLogger(__name__)

S = TypeVar("S", bound="AnyState")  # the game's states
M = TypeVar("M")  # its moves
GHOST = (120, 230, 140)  # the computer's better move: a soft green, drawn with a dotted path and rings
GHOST_RING = 4  # each ring's line, and how much narrower and lower than its cell it is
GHOST_PIECE, GHOST_PIECE_MIN = 0.8, 12  # the piece it would have played: its share of the cell, its least size
GHOST_ALPHA = 150  # that piece, faint: a move not played
DOT_GAP, DOT_RADIUS = 14, 4  # the dotted path from cell to cell


class StillComputer(ComputerSeat[S, M]):
    """A computer seat that never plays: in a replay the moves come from the game that was played."""

    def tick(self, dt: float, ready: bool = True) -> Answer[M] | None:
        return None


class SeatsOnly(TopBar[S, M]):
    """The game's top bar with its seats and scores but no buttons (a replay's buttons are its own)."""

    def tool_rects(self) -> dict[str, pygame.Rect]:
        return {}


class ReplayBoard:
    """The game's scene off screen, at move `n` of `replay` (0: the start); `picture()` draws it 1280x720."""

    def __init__(self, ctx: Context, replay: Replay) -> None:
        self.ctx, self.replay = ctx, replay
        seats = tuple(s.with_(device=None) for s in replay.match.seats)  # no pad is waited for
        match = Match(replay.game, seats, dict(replay.match.options))
        info = CATALOG[replay.game]
        try:
            extra = own_fields(replay, info.extra_schema())
        except ReplayProblem as exc:  # a file's fields that do not fit: the replay's own positions stand in (below)
            log.info("replay of %s without its own fields: %s", replay.game, exc)
            extra = None
        scene: Any = info.scene_class()(ctx, match, GameRecord(extra=extra))
        flow = scene.flow
        flow.saving = False  # never saved over the player's game, never kept again (a lesson's way)
        flow.watched = True  # the panels tell nobody how to play, and wait for nobody
        if flow.turns.states[0].key != replay.states[0].key:  # a file's start the game's setup cannot make
            flow.turns.options = dict(replay.rules)
            flow.turns.states[:] = [replay.states[0]]
        scene.computer = StillComputer(flow, ctx.make_worker)
        scene.top = SeatsOnly(ctx, flow, ())
        scene.pass_delay = math.inf  # a forced pass is a move of the replay like any other
        scene.finished_shown = True  # the end shows the board, never the results
        scene.still = True  # no glow or bob: between its moves a replay's picture is still (each one costs a frame)
        self.scene = scene
        self.n = 0
        self.canvas = pygame.Surface((theme.W, theme.H))

    @property
    def moves(self) -> int:
        return len(self.replay.moves)

    @property
    def moving(self) -> bool:
        """The board moves by itself: a move's animation, the view easing (no glow: the scene is `still`)."""
        scene = self.scene
        return bool(scene.feedback.busy or scene.view.moving)

    def forward(self) -> bool:
        """Play the next move, animated and marked; False at the end."""
        if self.n >= self.moves:
            return False
        scene = self.scene
        scene.flow.turns.ending = None
        scene.play(self.replay.moves[self.n])
        self.n += 1
        self._settle()
        return True

    def show(self, n: int) -> None:
        """Jump to the position after `n` moves at once, the move that led there marked (as after undo)."""
        n = max(0, min(n, self.moves))
        turns = self.scene.flow.turns
        turns.ending = None
        turns.states[:] = list(self.replay.states[: n + 1])
        turns.moves[:] = list(self.replay.notation[:n])
        self.n = n
        scene = self.scene
        scene.hint = None
        scene.feedback.clear()
        scene.feedback.last = scene.flow.last_played()
        self._settle()

    def _settle(self) -> None:
        """What the position shows besides the board: an agreed end at the end; no hand-over screen, no pass."""
        scene = self.scene
        if self.n == self.moves and self.replay.ending is not None:
            scene.flow.turns.ending = self.replay.ending
        scene.flow.handover_to = None
        scene.passing = 0.0

    def update(self, dt: float) -> None:
        """One frame of the game's own screen (its animations, its view), with nothing played by itself."""
        scene = self.scene
        scene.update(dt)
        scene.passing = 0.0
        scene.board.cursors.clear()  # nobody points at a replay's board
        scene.flow.handover_to = None

    def picture(self, ghost: tuple[Any, int] | None = None) -> pygame.Surface:
        """The game's screen now, 1280x720; `ghost`: (a move of this position in notation, its seat) drawn over the
        board as the move the computer liked better than the one played next."""
        store = self.ctx.settings
        settings = store.settings
        store.settings = settings.with_(show_legal_moves=False)  # nobody is to play: no move is offered
        try:
            self.canvas.fill(theme.BG)  # as the table clears the screen under a game
            self.scene.draw(self.canvas)
        finally:
            store.settings = settings
        if ghost is not None:
            self._draw_ghost(*ghost)
        return self.canvas

    def _draw_ghost(self, notation: str, seat: int) -> None:
        """The move as a faint piece where it ends, rings on every square it is pointed at and a dotted path
        between them (the game's own picks, so any board shows it)."""
        scene, surface = self.scene, self.canvas
        move = typed_move(self.replay.states[self.n], notation)
        if isinstance(move, str):
            return
        view = scene.view
        known = set(view.cells())
        rects = []
        for pick in view.picks_of(move) or ():
            cell = view.cell_of_pick(pick)
            if cell in known:
                rects.append(view.cell_rect(cell))
        if not rects:
            return
        for a, b in itertools.pairwise(rects):
            _dotted(surface, a.center, b.center)
        for r in rects:
            inside = r.inflate(-GHOST_RING, -GHOST_RING)
            surface.blit(draw.ring(inside.size, GHOST, GHOST_RING, min(r.w, r.h) // 2), inside)
        last = rects[-1]
        size = max(GHOST_PIECE_MIN, int(min(last.w, last.h) * GHOST_PIECE))
        piece = scene.seat_icon(seat, size)
        if piece is None:
            seat_info = scene.match.seats[seat]
            piece = draw.marker(
                theme.SEAT_SHAPES[seat % len(theme.SEAT_SHAPES)], theme.seat_colour(seat_info.colour), size
            )
        faint = piece.copy()
        faint.set_alpha(GHOST_ALPHA)
        draw.blit_center(surface, faint, last.center)


def _dotted(surface: pygame.Surface, a: tuple[int, int], b: tuple[int, int], gap: int = DOT_GAP) -> None:
    """Dots from a to b."""
    length = math.dist(a, b)
    steps = max(1, int(length // gap))
    for k in range(steps + 1):
        t = k / steps
        dot = (round(a[0] + (b[0] - a[0]) * t), round(a[1] + (b[1] - a[1]) * t))
        pygame.draw.circle(surface, GHOST, dot, DOT_RADIUS)
