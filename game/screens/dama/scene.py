"""The Dama game screen (rules/dama.md): the light squares in use, moves built landing by landing, captures marked
as they are built and removed together at the end (D11), the crown shown when its owner's turn begins (D13), the
D15 count and the repetition warning (D16) beside the board.

Seat 0 plays Light (white, moving up from ranks 1-3, first) and seat 1 Dark (D3). A move is built through the
shared move builder from its picks: the piece, then each landing square (`dama.Move.picks()`).
"""
from __future__ import annotations

import json
import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core.match import Match
from game.rules import IllegalMove, RuleError, dama
from game.screens.board_game import TOP_BAR, BoardGameScene
from game.screens.dama import art
from game.screens.dama.art import BoardGeometry
from game.screens.move_builder import Pick
from game.ui import draw, theme
from game.ui.panels import note_lines, seat_box, side_panels
from game.ui.seats import seat_marker, seat_name

if TYPE_CHECKING:
    from game.core.context import Context
    from game.core.input import Action

log = logging.getLogger(__name__)
CELL = 66
BOARD_X = (theme.W - 8 * CELL) // 2
BOARD_Y = TOP_BAR + 34
HOP_TIME = 0.18  # seconds per landing of the piece being moved
FADE_TIME = 0.3  # the jumped pieces leave together, after the last landing (D11)
CROWN_TIME = 0.6  # the crown drops onto the piece when its owner's turn begins (D13)
PANEL_W = BOARD_X - 56


@dataclass
class Slide:
    """The last move on screen: the piece walking its path, then the pieces it jumped fading out."""

    path: tuple[int, ...]
    taken: tuple[tuple[int, int, bool], ...]  # (square, seat, was a king) of every jumped piece
    seat: int
    king: bool
    t: float = 0.0

    @property
    def walk(self) -> float:
        return HOP_TIME * (len(self.path) - 1)

    @property
    def done(self) -> bool:
        return self.t >= self.walk + FADE_TIME


def jumped_between(state: dama.State, a: int, b: int) -> int | None:
    """The piece a hop from `a` to `b` jumps (the only piece on the diagonal between them), if any."""
    for ray in dama.RAYS[a]:
        if b in ray:
            between = [s for s in ray[:ray.index(b)] if state.piece_at(s) is not None and s != a]
            return between[0] if len(between) == 1 else None
    return None


class DamaScene(BoardGameScene):
    """One game of Dama."""

    def __init__(self, ctx: Context, match: Match, record: dict[str, Any] | None = None) -> None:
        super().__init__(ctx, match, record)
        self.slide: Slide | None = None
        self.crowning: tuple[int, int] | None = None  # (square, seat) of a man crowned, shown at its next turn
        self.crown_pop: tuple[int, float] | None = None  # (square, seconds) of a crown just shown
        self.flipped = False
        self._runs: dict[str, int] = {}  # device -> the column where its run of up/down presses began
        self._run_cell: dict[str, int] = {}  # device -> where that run has got to
        self._update_view()

    def rules_options(self) -> dict[str, Any]:
        """The view and the skin are the screen's; a match may start from a `position` (a JSON text of
        dama.new_game's position, for tests, tools and lessons), else the rules start from D3."""
        text = self.match.options.get("position")
        if not isinstance(text, str):
            return {}
        try:
            position = json.loads(text)
            dama.new_game(position=position)
        except (ValueError, TypeError, KeyError) as exc:  # a bad start is said, and the game starts as usual
            self.ctx.toast(self.ctx.t("dama.bad_position"), "error", 4.0)
            log.warning("dama position %r refused: %s", text, exc)
            return {}
        return {"position": position}

    # ---- view ---------------------------------------------------------------------------------------
    @property
    def skin(self) -> str:
        return str(self.match.options.get("skin", "squares"))

    @property
    def geo(self) -> BoardGeometry:
        return BoardGeometry(BOARD_X, BOARD_Y, CELL, self.flipped)

    def _update_view(self) -> None:
        """Light at the bottom, unless the view follows the player: then the side of the human to move (with
        one person against the computer, always that person's side)."""
        if self.match.options.get("view", "turn") != "turn":
            self.flipped = False
            return
        humans = [i for i, s in enumerate(self.match.seats) if not s.is_computer]
        if len(humans) == 1:
            self.flipped = humans[0] == 1
        elif len(humans) == 2 and self.turns.seat_index is not None:
            self.flipped = self.turns.seat_index == 1

    # ---- board hooks ----------------------------------------------------------------------------------
    def cells(self) -> list[int]:
        return list(art.PLAYABLE)

    def cell_rect(self, cell: int) -> pygame.Rect:
        return self.geo.square_rect(cell)

    def pick_of_cell(self, cell: int) -> Pick:
        return dama.NAMES[cell]

    def cell_of_pick(self, pick: Pick) -> int | None:
        return dama.square_of(str(pick))

    def cell_of_move(self, move: Any) -> int | None:
        try:
            path = dama.parse_move(str(move)).path
        except IllegalMove:
            return None
        return path[0]

    def cursor(self, device: str) -> int:
        if device not in self.cursors:
            starts = self.builder.first_picks()
            self.cursors[device] = dama.square_of(str(starts[0])) if starts else art.PLAYABLE[13]
        return self.cursors[device]

    def neighbour(self, cell: int, action: Action, device: str = "") -> int:
        """Left/right along the row to the next square in use; up/down to a diagonal neighbour, keeping near the
        column where the run of presses began (so holding up zigzags straight up the board)."""
        direction = str(action)
        col, row = self.geo.col_row(cell)
        by_place = {self.geo.col_row(s): s for s in art.PLAYABLE}
        if direction in ("left", "right"):
            step = -1 if direction == "left" else 1
            for c in range(col + step, 8 if step > 0 else -1, step):
                if (c, row) in by_place:
                    return by_place[(c, row)]
            return cell
        run = self._runs.get(device)
        start_col = run if run is not None and self._run_cell.get(device) == cell else col
        r = row - 1 if direction == "up" else row + 1
        options = [c for c in (col - 1, col + 1) if (c, r) in by_place]
        if not options:
            return cell
        c = min(options, key=lambda c: (abs(c - start_col), c))
        self._runs[device] = start_col
        self._run_cell[device] = by_place[(c, r)]
        return by_place[(c, r)]

    def refusal(self, cell: int) -> RuleError | None:
        """Why a press on `cell` makes no move, in the rules' words: the path picked so far with this square
        added, as the rules would refuse it; or why this piece cannot move now."""
        state, picked = self.state, self.builder.picked
        name = dama.NAMES[cell]
        if not picked:
            found = state.piece_at(cell)
            if found is None or found[0] != state.to_move:
                try:
                    state.play(f"{name}-{name}")
                except RuleError as exc:
                    return exc
                return None
            must = state.must_capture()
            if must:
                code = "majority" if self._could_capture(cell) else "must_capture"
                return IllegalMove("D10" if code == "majority" else "D9", code, "", count=must,
                                   got=self._could_capture(cell))
            return IllegalMove("D4", "stuck", "this piece cannot move now", cell=name)
        sep = "x" if self.builder.moves and self.builder.moves[0].is_capture else "-"
        try:
            state.play(sep.join((*picked, name)))
        except RuleError as exc:
            return exc
        return None

    def _could_capture(self, cell: int) -> int:
        """How many pieces the piece on `cell` could take at most (0: none)."""
        return self.state.best_capture_from(cell)

    # ---- moves and animation -------------------------------------------------------------------------
    @property
    def motion(self) -> bool:
        return not self.ctx.settings.settings.reduce_motion

    def on_played(self, before: Any, move: Any, after: Any) -> None:
        path = dama.parse_move(move).path
        m = next((m for m in before.legal_moves() if str(m) == move), None)
        if m is not None:
            path = m.path
        seat, king = before.piece_at(path[0]) or (before.to_move, False)
        taken = tuple((s, *(before.piece_at(s) or (1 - seat, False))) for s in (m.captured_squares() if m else ()))
        self.slide = Slide(tuple(path), taken, seat, king) if self.motion else None
        # D13: the owner sees the crown when its next turn begins; the opponent's move now crowns any earlier man.
        if self.crowning is not None and self.crowning[1] != seat:
            sq = self.crowning[0]
            found = after.piece_at(sq)
            self.crowning = None
            if found is not None and found[1]:
                self.crown_pop = (sq, 0.0)
                self.ctx.audio.play("select")
        if not king and after.piece_at(path[-1]) == (seat, True):
            self.crowning = (path[-1], seat)
        self.ctx.audio.play("capture" if taken else "place")
        self._update_view()

    def on_undone(self) -> None:
        self.slide, self.crowning, self.crown_pop = None, None, None
        self._update_view()

    def update(self, dt: float) -> None:
        if self.slide is not None:
            self.slide.t += dt
            if self.slide.done:
                self.slide = None
        if self.crown_pop is not None:
            sq, t = self.crown_pop
            self.crown_pop = (sq, t + dt) if t + dt < CROWN_TIME else None
        super().update(dt)

    def uncrowned(self) -> frozenset[int]:
        """Kings still shown as men: crowned at the end of a move, they wear the crown from their next turn."""
        c = self.crowning
        if c is None:
            return frozenset()
        return frozenset({c[0]}) if self.state.to_move != c[1] else frozenset()

    # ---- results --------------------------------------------------------------------------------------
    def end_reason(self) -> str:
        out, state = self.turns.outcome, self.state
        if out is None or self.turns.ending is not None:
            return ""
        if out.winners:
            loser = 1 - out.winners[0]
            key = "dama.end.no_pieces" if not state.pieces(loser) else "dama.end.blocked"
            return self.ctx.t(key, player=seat_name(self.ctx, self.match.seats[loser]))
        return self.ctx.t("dama.end.d15" if state.d15 >= dama.DRAW_KING_MOVES else "dama.end.repetition")

    def result_lines(self) -> list[str]:
        lines = super().result_lines()
        reason = self.end_reason()
        return lines + [reason] if reason else lines

    def status_of(self, seat: int) -> str:
        mine = self.state.pieces(seat)
        kings = (mine & self.state.kings).bit_count()
        return self.ctx.t("dama.status", men=mine.bit_count() - kings, kings=kings)

    # ---- drawing --------------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        geo, state = self.geo, self.state
        slide = self.slide
        skip = frozenset({slide.path[-1]}) if slide is not None else frozenset()
        art.draw_position(surface, state, geo, self.skin, skip, self.uncrowned())
        self._draw_labels(surface)
        size = CELL - 8 if self.skin == "squares" else CELL - 14
        if slide is not None:
            for sq, seat, king in slide.taken:  # still on the board until the walk ends, then fading (D11)
                fade = 1.0 - max(0.0, min(1.0, (slide.t - slide.walk) / FADE_TIME))
                img = art.piece(seat, king, size).copy()
                img.set_alpha(round(255 * fade))
                draw.blit_center(surface, img, geo.centre(sq))
            k = min(slide.t / HOP_TIME, len(slide.path) - 1.0)
            i = min(int(k), len(slide.path) - 2)
            a, b = geo.centre(slide.path[i]), geo.centre(slide.path[i + 1])
            f = k - i
            lift = 10 * (1 - (2 * f - 1) ** 2) if slide.taken else 0
            pos = (a[0] + (b[0] - a[0]) * f, a[1] + (b[1] - a[1]) * f - lift)
            draw.blit_center(surface, art.piece(slide.seat, slide.king, size), pos)
        if self.crown_pop is not None:
            sq, t = self.crown_pop
            grow = 1.0 + 0.5 * (1 - t / CROWN_TIME)
            r = geo.square_rect(sq).inflate(round(CELL * (grow - 1)), round(CELL * (grow - 1)))
            surface.blit(draw.ring(r.size, art.GOLD, 4, r.w // 2), r)
        self._draw_movable(surface)
        self._draw_building(surface)
        self._draw_panels(surface)

    def _draw_labels(self, surface: pygame.Surface) -> None:
        geo = self.geo
        for i in range(8):
            f = 7 - i if self.flipped else i
            img = self.ctx.assets.text(dama.FILES[f], theme.FONT_SMALL - 4, theme.TEXT_DIM)
            draw.blit_center(surface, img, (geo.x + (i + 0.5) * CELL, geo.rect.bottom + CELL // 4 + 12))
            r = i if self.flipped else 7 - i
            img = self.ctx.assets.text(str(r + 1), theme.FONT_SMALL - 4, theme.TEXT_DIM)
            draw.blit_center(surface, img, (geo.x - CELL // 4 - 14, geo.y + (i + 0.5) * CELL))

    def _acting(self) -> bool:
        return not self.turns.is_over and not self.turns.computer_to_move and self.handover_to is None

    def _draw_movable(self, surface: pygame.Surface) -> None:
        """Before a piece is picked, the pieces that may move glow (a capture must take the most: only those)."""
        if not self._acting() or self.builder.picked or not self.ctx.settings.settings.show_legal_moves:
            return
        grow = int(-10 + 6 * self.pulse)
        colour = theme.BAD if self.state.must_capture() else theme.GOOD
        for pick in self.builder.first_picks():
            r = self.geo.square_rect(dama.square_of(str(pick))).inflate(grow, grow)
            surface.blit(draw.ring(r.size, colour, 3, r.w // 2), r)

    def _draw_building(self, surface: pygame.Surface) -> None:
        """The capture being built: its path so far, and a cross on each piece jumped (they leave at the end)."""
        picked = [dama.square_of(str(p)) for p in self.builder.picked]
        if len(picked) < 2:
            return
        pts = [self.geo.centre(s) for s in picked]
        pygame.draw.lines(surface, theme.ACCENT, False, pts, 5)
        mark = art.taken_mark(CELL - 16)
        for a, b in zip(picked, picked[1:]):
            victim = jumped_between(self.state, a, b)
            if victim is not None:
                draw.blit_center(surface, mark, self.geo.centre(victim))

    def _panel_lines(self) -> list[tuple[str, tuple[int, int, int], bool]]:
        """The right panel's words: what must be done now, the draw counts (D15, D16), the controls."""
        t, state = self.ctx.t, self.state
        out: list[tuple[str, tuple[int, int, int], bool]] = []
        if not self.turns.is_over:
            who = seat_name(self.ctx, self.match.seats[state.to_move])
            out.append((t("dama.to_move", player=who, colour=t(art.COLOUR_KEYS[state.to_move])), theme.TEXT, True))
            must = state.must_capture()
            if must:
                out.append((t("dama.must_take_most" if must > 1 else "dama.must_capture", count=must), theme.BAD,
                            True))
            if self.builder.picked and self.builder.moves and self.builder.moves[0].is_capture:
                out.append((t("dama.building"), theme.TEXT_DIM, False))
            count = state.draw_count()
            if count is not None:
                out.append((t("dama.d15_count", left=dama.DRAW_KING_MOVES - count), theme.ACCENT, True))
            if state.repetitions() == 2:
                out.append((t("dama.repetition"), theme.ACCENT, False))
        out.append(("", theme.TEXT_DIM, False))
        out.append((t("dama.controls"), theme.TEXT_DIM, False))
        return out

    def _draw_panels(self, surface: pygame.Surface) -> None:
        ctx, state = self.ctx, self.state
        left = pygame.Rect(16, BOARD_Y - 10, PANEL_W, 8 * CELL + 20)
        right = pygame.Rect(theme.W - 16 - PANEL_W, BOARD_Y - 10, PANEL_W, 8 * CELL + 20)
        side_panels(surface, left, right)
        # Left: each seat's colour, name and pieces, the one to move lifted.
        y = left.y + 14
        for seat, s in enumerate(self.match.seats):
            active = state.to_move == seat
            box = pygame.Rect(left.x + 10, y, left.w - 20, 132)
            seat_box(surface, box, active)
            surface.blit(art.piece(seat, False, 48), (box.x + 10, box.y + 10))
            m = seat_marker(seat, s, 26)
            surface.blit(m, m.get_rect(center=(box.x + 34, box.y + 96)))
            name = ctx.assets.text(seat_name(ctx, s), theme.FONT_SMALL, theme.TEXT, bold=True)
            surface.blit(name, (box.x + 68, box.y + 8))
            colour = ctx.assets.text(ctx.t("dama.plays", colour=ctx.t(art.COLOUR_KEYS[seat])), theme.FONT_SMALL,
                                     theme.TEXT_DIM)
            surface.blit(colour, (box.x + 68, box.y + 36))
            mine = state.pieces(seat)
            kings = (mine & state.kings).bit_count()
            x = box.x + 68
            for count, king in ((mine.bit_count() - kings, False), (kings, True)):
                surface.blit(art.piece(seat, king, 34), (x, box.y + 76))
                num = ctx.assets.text(f"×{count}", theme.FONT_BODY - 2, theme.TEXT, bold=True)
                surface.blit(num, num.get_rect(midleft=(x + 38, box.y + 93)))
                x += 112
            y += 144
        # Right: what must be done now, the draw counts, the controls.
        note_lines(ctx, surface, right, self._panel_lines())

    def draw_hint(self, surface: pygame.Surface, cell: int) -> None:
        """The suggested piece pulses, and its path is drawn."""
        grow = int(-10 + 12 * self.pulse)
        r = self.geo.square_rect(cell).inflate(grow, grow)
        surface.blit(draw.ring(r.size, theme.ACCENT, 5, r.w // 2), r)
        try:
            path = dama.parse_move(str(self.hint)).path
        except IllegalMove:
            return
        pygame.draw.lines(surface, theme.ACCENT, False, [self.geo.centre(s) for s in path], 3)

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        super().draw_top_bar(surface)
        for seat in range(len(self.match.seats)):
            box = self.seat_box(seat)
            p = art.piece(seat, False, 44)
            surface.blit(p, p.get_rect(midright=(box.right - 12, box.centery)))
