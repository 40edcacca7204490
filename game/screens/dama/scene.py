"""The Dama game screen (rules/dama.md): the light squares in use, moves built landing by landing, captures marked
as they are built and removed together at the end (D11), the crown put on at the end of the crowning move (D13: the
rules crown there, and a king is drawn as a king in every position the board shows), the D15 count and the
repetition warning (D16) beside the board.

Seat 0 plays Light (white, moving up from ranks 1-3, first) and seat 1 Dark (D3). A move is built through the
shared move builder from its picks: the piece, then each landing square (`dama.Move.picks()`).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.board.feedback import Effect
from game.board.scene import BoardGameScene
from game.board.session import StagedSession
from game.board.words import now_for
from game.rules import IllegalMove, RuleError, dama
from game.screens.dama import art
from game.screens.dama.panels import draw_panels
from game.screens.dama.view import CELL, SIDE, DamaView
from game.ui import draw, theme
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.board.flow import Played
    from game.board.view import BoardView

HOP_TIME = 0.18  # seconds per landing of the piece being moved
FADE_TIME = 0.3  # the jumped pieces leave together, after the last landing (D11)
CROWN_TIME = 0.6  # the crown drops onto the piece once its move has played (D13)
OPAQUE = 255
HOP_LIFT = 10  # px: a capturing piece is lifted this high over each piece it jumps
CROWN_RING = 4  # px: the ring that grows in as a man is crowned
# The coordinates around the board (a-h under it, 1-8 at its left).
LABEL_FONT = theme.FONT_SMALL - 4
FILE_LABEL_BELOW = CELL // 4 + 12  # the letters' middle under the board
RANK_LABEL_LEFT = CELL // 4 + 14  # the numbers' middle left of the board
# Marks on the board (ring and line widths in px).
LAST_MOVE_LINE = 3
LAST_MOVE_INSET = 6  # the last move's squares ringed inside their edges
LAST_MOVE_RADIUS = 8
MOVABLE_RING = 3
MOVABLE_GROW = (-10, 6)  # a movable piece's ring: this much around its square, pulsing by this much more
BUILDING_LINE = 5  # the capture being built, its path so far
TAKEN_MARK_INSET = 16  # the cross on a piece jumped, smaller than its square by this
HINT_GROW = (-10, 12)
HINT_RING = 5
HINT_LINE = 3


@dataclass
class Slide(Effect):
    """A move on screen: the piece walking its path, then the pieces it jumped fading out."""

    path: tuple[int, ...] = ()
    taken: tuple[tuple[int, int, bool], ...] = ()  # (square, seat, was a king) of every jumped piece
    seat: int = 0
    king: bool = False

    @property
    def walk(self) -> float:
        return HOP_TIME * (len(self.path) - 1)


@dataclass
class CrownPop(Effect):
    """The crown put on a man that ended its move on the far rank (D13), once the move has played."""

    square: int = 0


def crowned_by(before: dama.State, after: dama.State) -> frozenset[int]:
    """The squares of the men crowned by the move from `before` to `after` (kings only appear by promotion)."""
    new = after.kings & ~before.kings
    return frozenset(sq for sq in art.PLAYABLE if new >> sq & 1)


class DamaScene(BoardGameScene[dama.State, dama.Move, int, str]):
    """One game of Dama: squares by number, picked by name."""

    session_type = StagedSession  # a match may start from a `position` (D3 otherwise)
    view: DamaView

    def make_view(self) -> BoardView[dama.Move, int, str]:
        return DamaView(
            lambda: self.match,
            lambda: self.turns.seat_index,
            lambda: not self.feedback.queued(Slide),
            lambda: self.coach.seat if self.coach is not None else None,
            lambda: (self.board.picked_cells(), self.board.next_pick_cells()),
        )

    # ---- moves -------------------------------------------------------------------------------------------
    def on_move(self, played: Played[dama.State, dama.Move]) -> None:
        before, move, after = played.before, played.move, played.after
        seat, king = before.piece_at(move.path[0]) or (played.seat, False)
        taken = tuple((s, *(before.piece_at(s) or (1 - seat, False))) for s in move.captured_squares())
        walk = HOP_TIME * (len(move.path) - 1)  # hop by hop; the jumped pieces leave after the last landing (D11)
        self.feedback.add(
            Slide(walk + (FADE_TIME if taken else 0.0), path=tuple(move.path), taken=taken, seat=seat, king=king)
        )
        # D13: a man ending on the far rank is crowned at the end of the move; the crown drops on after the walk,
        # and the piece is a king on the board from then on (whoever's turn it is, after undo, redo or resume).
        for sq in crowned_by(before, after):
            self.feedback.add(CrownPop(CROWN_TIME, square=sq))
        self.ctx.audio.play("capture" if taken else "place")

    def refusal(self, cell: int) -> RuleError | None:
        """Why a press on `cell` makes no move, in the rules' words: the path picked so far with this square
        added, as the rules would refuse it; or why this piece cannot move now."""
        state, builder = self.state, self.board.builder
        sq = cell
        name = dama.NAMES[sq]
        if not builder.picked:
            found = state.piece_at(sq)
            if found is None or found[0] != state.to_move:
                return _refused(state, (sq, sq), capture=False)
            must = state.must_capture()
            if must:
                got = state.best_capture_from(sq)
                return IllegalMove(
                    "D10" if got else "D9", "majority" if got else "must_capture", "", count=must, got=got
                )
            return IllegalMove("D4", "stuck", "this piece cannot move now", cell=name)
        picked = self.board.picked_cells()
        refused = _refused(state, (*picked, sq), capture=bool(builder.moves) and builder.moves[0].is_capture)
        must = state.must_capture()
        picked_can = state.best_capture_from(picked[0])
        if isinstance(refused, IllegalMove) and refused.code == "majority" and picked_can >= must:
            # The piece picked can take the most: the way chosen is too short, not the piece (D10).
            return IllegalMove("D10", "longer_way", "", count=must)
        return refused

    # ---- words -------------------------------------------------------------------------------------------
    def result_lines(self) -> list[str]:
        """Who won, and why: no pieces left, no move left (and what the last capture took), the D15 count or a
        repetition (D16)."""
        lines = super().result_lines()
        out, state = self.flow.outcome, self.state
        if out is None or self.turns.ending is not None:
            return lines
        if out.winners:
            loser = 1 - out.winners[0]
            key = "dama.end.no_pieces" if not state.pieces(loser) else "dama.end.blocked"
            lines = [*lines, self.ctx.t(key, player=seat_name(self.ctx, self.match.seats[loser]))]
            before = self.turns.states[-2] if len(self.turns.states) > 1 else state
            taken = before.pieces(loser).bit_count() - state.pieces(loser).bit_count()
            if taken:  # the capture that decided it (read from the positions: a resumed game knows it too)
                winner = seat_name(self.ctx, self.match.seats[out.winners[0]])
                lines.append(self.ctx.t("dama.end.last_capture", player=winner, count=taken))
            return lines
        return [*lines, self.ctx.t("dama.end.d15" if state.d15 >= dama.DRAW_KING_MOVES else "dama.end.repetition")]

    def status_of(self, seat: int) -> str:
        mine = self.state.pieces(seat)
        kings = (mine & self.state.kings).bit_count()
        return self.ctx.t(
            "dama.status",
            men=self.ctx.t("dama.men", count=mine.bit_count() - kings),
            kings=self.ctx.t("dama.kings", count=kings),
        )

    def seat_icon(self, seat: int, size: int) -> pygame.Surface | None:
        return art.piece(seat, False, size)

    # ---- drawing -----------------------------------------------------------------------------------------
    @property
    def skin(self) -> str:
        return str(self.match.options.get("skin", "squares"))

    def draw_board(self, surface: pygame.Surface) -> None:
        geo = self.view.geo
        slide = self.feedback.active(Slide)
        skip = frozenset(s.path[-1] for s in self.feedback.queued(Slide))
        art.draw_position(surface, self.state, geo, self.skin, skip)
        self._draw_labels(surface)
        size = art.piece_size(self.skin, CELL)
        if slide is not None:
            for sq, seat, king in slide.taken:  # still on the board until the walk ends, then fading (D11)
                fade = 1.0 - max(0.0, min(1.0, (slide.t - slide.walk) / FADE_TIME))
                img = art.piece(seat, king, size).copy()
                img.set_alpha(round(OPAQUE * fade))
                draw.blit_center(surface, img, geo.centre(sq))
            k = min(slide.t / HOP_TIME, len(slide.path) - 1.0)
            i = min(int(k), len(slide.path) - 2)
            a, b = geo.centre(slide.path[i]), geo.centre(slide.path[i + 1])
            f = k - i
            lift = HOP_LIFT * (1 - (2 * f - 1) ** 2) if slide.taken else 0
            pos = (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f - lift)
            draw.blit_center(surface, art.piece(slide.seat, slide.king, size), pos)
        for pop in self.feedback.all_of(CrownPop):
            grow = 1.0 + 0.5 * (1 - pop.progress)
            r = geo.square_rect(pop.square).inflate(round(CELL * (grow - 1)), round(CELL * (grow - 1)))
            surface.blit(draw.ring(r.size, art.GOLD, CROWN_RING, r.w // 2), r)
        if slide is None:
            self._draw_last_move(surface)
        self._draw_movable(surface)
        self._draw_building(surface)
        now = now_for(self.ctx, self.flow, self.board.last_device, self.result_lines)
        draw_panels(self.ctx, surface, self.flow, self.board.builder, now)

    def _draw_labels(self, surface: pygame.Surface) -> None:
        geo, flipped = self.view.geo, self.view.flipped
        for i in range(SIDE):
            f = SIDE - 1 - i if flipped else i
            img = self.ctx.assets.text(dama.FILES[f], LABEL_FONT, theme.TEXT_DIM)
            draw.blit_center(surface, img, (geo.x + (i + 0.5) * CELL, geo.rect.bottom + FILE_LABEL_BELOW))
            r = i if flipped else SIDE - 1 - i
            img = self.ctx.assets.text(str(r + 1), LABEL_FONT, theme.TEXT_DIM)
            draw.blit_center(surface, img, (geo.x - RANK_LABEL_LEFT, geo.y + (i + 0.5) * CELL))

    def _draw_last_move(self, surface: pygame.Surface) -> None:
        """The last move stays marked until the next: where it started and ended, and its path (captures hop by
        hop), in the colour of the seat that made it."""
        last = self.feedback.last
        if last is None:
            return
        geo, path = self.view.geo, last.move.path
        colour = theme.seat_colour(self.match.seats[last.seat].colour)
        pygame.draw.lines(surface, colour, False, [geo.centre(s) for s in path], LAST_MOVE_LINE)
        for sq in (path[0], path[-1]):
            r = geo.square_rect(sq).inflate(-LAST_MOVE_INSET, -LAST_MOVE_INSET)
            surface.blit(draw.ring(r.size, colour, LAST_MOVE_LINE, LAST_MOVE_RADIUS), r)

    def _draw_movable(self, surface: pygame.Surface) -> None:
        """Before a piece is picked, the pieces that may move glow (a capture must take the most: only those)."""
        builder = self.board.builder
        if not self.flow.people_act() or builder.picked or not self.ctx.settings.settings.show_legal_moves:
            return
        grow = int(MOVABLE_GROW[0] + MOVABLE_GROW[1] * self.pulse)
        colour = theme.BAD if self.state.must_capture() else theme.GOOD
        for pick in builder.first_picks():
            r = self.view.geo.square_rect(dama.square_of(str(pick))).inflate(grow, grow)
            surface.blit(draw.ring(r.size, colour, MOVABLE_RING, r.w // 2), r)

    def _draw_building(self, surface: pygame.Surface) -> None:
        """The capture being built: its path so far, and a cross on each piece jumped (they leave at the end)."""
        picked = [dama.square_of(str(p)) for p in self.board.builder.picked]
        if len(picked) < 2:
            return
        geo = self.view.geo
        pygame.draw.lines(surface, theme.ACCENT, False, [geo.centre(s) for s in picked], BUILDING_LINE)
        mark = art.taken_mark(CELL - TAKEN_MARK_INSET)
        # Every move still possible walks the path picked so far: any of them says what its hops jump.
        building = self.board.builder.candidates()[0][0]
        for victim in building.jumps()[: len(picked) - 1]:
            if victim is not None:
                draw.blit_center(surface, mark, geo.centre(victim))

    def draw_hint(self, surface: pygame.Surface, move: dama.Move) -> None:
        """The suggested piece pulses, and its path is drawn."""
        geo = self.view.geo
        grow = int(HINT_GROW[0] + HINT_GROW[1] * self.pulse)
        r = geo.square_rect(move.path[0]).inflate(grow, grow)
        surface.blit(draw.ring(r.size, theme.ACCENT, HINT_RING, r.w // 2), r)
        pygame.draw.lines(surface, theme.ACCENT, False, [geo.centre(s) for s in move.path], HINT_LINE)


def _refused(state: dama.State, path: tuple[int, ...], capture: bool) -> RuleError | None:
    """The rules' refusal of the move along `path` (a capture's, or a plain move's), or None when it is legal."""
    try:
        state.play(dama.Move(path, jumps=capture))
    except RuleError as exc:
        return exc
    return None
