"""The Mapello game screen: the 10x10 board, flips, bonus stars, passes, series and free play (rules/mapello.md).

Seat 0 always plays black and seat 1 white (M12). Players keep their identity across a series or free play
through `extra["a_seat"]`: the seat that "player A" (the first seat chosen on the setup screen) sits in for this
game. The map text of the board lives in `extra["board"]`, so a resumed save replays on the very same board.
"""
from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core.match import Match, Seat
from game.core.storage import FileProblem
from game.rules import IllegalMove, mapello
from game.screens.board_game import TOP_BAR, BoardGameScene
from game.screens.mapello import board as pics
from game.screens.mapello.board import BoardGeometry, board_text, small_width, tr
from game.ui import draw, theme
from game.ui.layers import Layer
from game.ui.panels import seat_box, side_panels
from game.ui.seats import seat_marker, seat_name
from game.ui.text import wrap

if TYPE_CHECKING:
    from game.core.context import Context

Cell = tuple[int, int]
GEO = BoardGeometry(x=(theme.W - 600) // 2, y=TOP_BAR + 20, cell=60)
SERIES_LENGTH = {"series3": 3, "series5": 5}
FLIP_TIME = 0.3  # seconds one disc takes to turn over
FLIP_STAGGER = 0.06  # later discs of a run start a little after nearer ones
PASS_DELAY = 1.1  # the "Pass!" banner stays this long before the pass is played
PICKUP_TIME = 0.9
BADGE_SIZE = 30  # the star on a disc that took a bonus: big enough to see from the couch
COLOURS = mapello.COLOURS  # seat 0 black, seat 1 white


@dataclass
class Flip:
    cell: Cell
    start: float  # seconds after the move
    old: str
    new: str


@dataclass
class Pickup:
    cell: Cell
    seat: int
    t: float = 0.0


def disc_colour_name(ctx: Context, seat: int) -> str:
    return tr(ctx, f"mapello.{COLOURS[seat]}")


def seats_for(a: Seat, b: Seat, a_seat: int) -> tuple[Seat, Seat]:
    """The seats in rules order (black first) when player A sits at `a_seat`."""
    return (a, b) if a_seat == 0 else (b, a)


class MapelloScene(BoardGameScene):
    """One game of Mapello (and, through `extra`, its place in a series or free-play session)."""

    def __init__(self, ctx: Context, match: Match, record: dict[str, Any] | None = None) -> None:
        super().__init__(ctx, match, record)
        self.flips: list[Flip] = []
        self.anim_t = 0.0
        self.placed: Cell | None = None
        self.pickups: list[Pickup] = []
        self.pass_t: float | None = None
        self._board_layer = Layer(GEO.rect)
        self._panel_layers = (Layer(pygame.Rect(16, GEO.y, GEO.x - 36, 600)),
                              Layer(pygame.Rect(GEO.rect.right + 20, GEO.y, theme.W - GEO.rect.right - 36, 600)))

    # ---- match data ---------------------------------------------------------------------------------
    @property
    def mode(self) -> str:
        return str(self.match.options.get("mode", "single"))

    @property
    def series_length(self) -> int | None:
        return SERIES_LENGTH.get(self.mode)

    @property
    def a_seat(self) -> int:
        return int(self.extra.get("a_seat", 0))

    def player_seats(self) -> tuple[Seat, Seat]:
        """(player A, player B): the players, whatever colours they have this game."""
        a = self.a_seat
        return self.match.seats[a], self.match.seats[1 - a]

    def rules_options(self) -> dict[str, Any]:
        """new_game(board=map text). The first time, the board chosen on the setup screen is read into `extra`."""
        if "board" not in self.extra:
            self.extra.update(self._fresh_extra())
        return {"board": self.extra["board"]}

    def _fresh_extra(self) -> dict[str, Any]:
        value = str(self.match.options.get("board", "level:01_classic"))
        needs_editor = self.mode == "free" or value == "build"
        board = mapello.Board()  # "build": an empty board to start from
        if value == "random":
            board = mapello.random_board(self.ctx.rng.randrange(1 << 30))
        elif value != "build":
            try:
                return {**self._session(needs_editor), "board": board_text(self.ctx, value)}
            except ValueError as exc:
                why = self.ctx.t(exc.reason) if isinstance(exc, FileProblem) else str(exc)
                self.ctx.toast(tr(self.ctx, "mapello.bad_board", why=why), "error", 5.0)
        return {**self._session(needs_editor), "board": mapello.format_map(board)}

    @staticmethod
    def _session(needs_editor: bool) -> dict[str, Any]:
        return {"index": 0, "games": [], "a_seat": 0, "ready": not needs_editor}

    def games_so_far(self) -> list[list[int]]:
        """(A, B) scores of every finished game of the session, this one included once it is over."""
        games = [list(g) for g in self.extra.get("games", [])]
        out = self.state.outcome
        if out is not None:
            games.append([out.scores[self.a_seat], out.scores[1 - self.a_seat]])
        return games

    @property
    def series_done(self) -> bool:
        n = self.series_length
        return n is not None and len(self.games_so_far()) >= n

    def session_continues(self) -> bool:
        """A series goes on until its last game; free play always goes on (the save stays between games)."""
        if self.mode == "free":
            return True
        return self.series_length is not None and not self.series_done

    def rematch_extra(self) -> dict[str, Any]:
        """The next game of a series (colours swapped, M5) or of free play (the other player builds, M6)."""
        index = int(self.extra.get("index", 0)) + 1
        games = self.games_so_far()
        base = {"board": self.extra["board"], "index": index, "games": games}
        if self.mode == "free":
            return {**base, "a_seat": self.a_seat, "ready": False}
        if self.series_length is not None:
            if self.series_done:  # a new series on the same board, player A black again
                return {**base, "index": 0, "games": [], "a_seat": mapello.series_colours(0)[0], "ready": True}
            return {**base, "a_seat": mapello.series_colours(index)[0], "ready": True}
        return {**base, "a_seat": self.a_seat, "ready": True}

    def rematch_match(self) -> Match:
        a, b = self.player_seats()
        new_a = int(self.rematch_extra()["a_seat"])
        return Match(self.match.game, seats_for(a, b, new_a), self.match.options)

    def restart(self) -> None:
        """Play this very game again from its first move: same board, same place in the series."""
        from game.screens.game_launch import start_game

        start_game(self.ctx, self.match, dict(self.extra))

    # ---- lifecycle ------------------------------------------------------------------------------------
    def enter(self) -> None:
        if not self.extra.get("ready", True):
            from game.screens.mapello.editor import MapelloEditorScene

            # The board is built (and in free play the colours chosen) before the game is played. A session
            # with games behind it is saved as it is, so quitting while the next board is built loses no score.
            if self.extra.get("games"):
                self._autosave()
            self.ctx.scenes.replace(MapelloEditorScene(self.ctx, self.match, dict(self.extra)))
            return
        super().enter()

    # ---- board hooks ----------------------------------------------------------------------------------
    def cells(self) -> list[Cell]:
        return [(r, c) for r in range(1, 9) for c in range(1, 9)]

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        return GEO.cell_rect(*cell)

    def cursor(self, device: str) -> Cell:
        if device not in self.cursors:
            legal = [m for m in self.state.legal_moves() if not m.is_pass]
            self.cursors[device] = (legal[0].row, legal[0].col) if legal else (4, 4)
        return self.cursors[device]

    def move_for(self, cell: Cell) -> Any:
        legal = self.state.legal_moves()
        if legal == [mapello.PASS]:
            return mapello.PASS  # any press during the "Pass!" banner passes at once
        return mapello.Move(*cell)

    def cell_of_move(self, move: Any) -> Cell | None:
        try:
            m = mapello.parse_move(str(move))
        except IllegalMove:
            return None
        return None if m.is_pass else (m.row, m.col)

    def status_of(self, seat: int) -> str:
        s = self.state.score_breakdown()[seat]
        return tr(self.ctx, "mapello.score_line", total=s.total, discs=s.discs, bonuses=s.bonuses)

    # ---- moves and animations -----------------------------------------------------------------------
    @property
    def motion(self) -> bool:
        return not self.ctx.settings.settings.reduce_motion

    def on_played(self, before: Any, move: Any, after: Any) -> None:
        self.pass_t = None
        self.flips, self.pickups, self.anim_t, self.placed = [], [], 0.0, None
        m = mapello.parse_move(move)
        if m.is_pass:
            return
        mover = before.to_move
        self.placed = (m.row, m.col)
        flipped = before.flips(m)
        self.ctx.audio.play("place")
        if flipped:
            self.ctx.audio.play("flip")
        if self.motion:
            for i, cell in enumerate(flipped):
                self.flips.append(Flip(cell, 0.08 + i * FLIP_STAGGER, COLOURS[1 - mover], COLOURS[mover]))
        if before.cell(m.row, m.col) == "bonus":  # M10: the placed disc takes the star
            self.ctx.audio.play("capture")
            self.pickups.append(Pickup((m.row, m.col), mover))

    def on_undone(self) -> None:
        self.flips, self.pickups, self.placed, self.pass_t = [], [], None, None

    @property
    def must_pass(self) -> bool:
        return not self.turns.is_over and self.state.legal_moves() == [mapello.PASS]

    def update(self, dt: float) -> None:
        self.anim_t += dt
        for p in self.pickups:
            p.t += dt
        self.pickups = [p for p in self.pickups if p.t < PICKUP_TIME + 0.4]
        if self.flips and self.anim_t > max(f.start for f in self.flips) + FLIP_TIME:
            self.flips = []
        if not self.paused and self.must_pass and self.handover_to is None:
            # M11: a player with no placement passes; everyone sees it, then it plays itself.
            if self.pass_t is None:
                self.pass_t = 0.0
                self.ctx.audio.play("tick")
            self.pass_t += dt
            self.thinking_t += dt
            if self.pass_t >= PASS_DELAY:
                self.play(mapello.PASS)
            return
        super().update(dt)

    # ---- results -------------------------------------------------------------------------------------
    def result_lines(self) -> list[str]:
        out = self.state.outcome
        ctx = self.ctx
        names = [seat_name(ctx, s) for s in self.match.seats]
        if not out.winners:
            lines = [ctx.t("result.draw")]
        else:
            w = out.winners[0]
            lines = [tr(ctx, "mapello.wins_with", player=names[w], colour=disc_colour_name(ctx, w))]
        for seat, s in enumerate(self.state.score_breakdown()):
            lines.append(tr(ctx, "mapello.breakdown", player=names[seat], discs=s.discs, bonuses=s.bonuses,
                            total=s.total))
        if self.series_length is not None or self.mode == "free":
            board = self.scoreboard_lines()
            lines += ["", board[0] + "    " + board[1], *board[2:]]  # both players' wins on one line here
        return lines

    def scoreboard_lines(self) -> list[str]:
        """The session's scoreboard (M13), by player, not by colour: A's wins, B's wins, the score difference,
        and the series winner once it is over. The side panel and the results both show these lines."""
        ctx = self.ctx
        games = self.games_so_far()
        res = mapello.series_result([(a, b) for a, b in games])
        a, b = (seat_name(ctx, s) for s in self.player_seats())
        lines = [tr(ctx, "mapello.wins", player=a, wins=res.wins[0]), tr(ctx, "mapello.wins", player=b,
                                                                          wins=res.wins[1])]
        if res.score_difference:
            lead = a if res.score_difference > 0 else b
            lines.append(tr(ctx, "mapello.difference", player=lead, diff=abs(res.score_difference)))
        else:
            lines.append(tr(ctx, "mapello.difference_even"))
        if self.series_done:
            if res.winner is None:
                lines.append(tr(ctx, "mapello.series_draw"))
            else:
                lines.append(tr(ctx, "mapello.series_winner", player=(a, b)[res.winner]))
        return lines

    def _next_label(self) -> str:
        ctx = self.ctx
        n = self.series_length
        if n is not None:
            if self.series_done:
                return tr(ctx, "mapello.new_series")
            return tr(ctx, "mapello.next_game", game=len(self.games_so_far()) + 1, length=n)
        if self.mode == "free":
            setter, _ = mapello.free_play_roles(int(self.extra.get("index", 0)) + 1)
            return tr(ctx, "mapello.next_free", player=seat_name(ctx, self.player_seats()[setter]))
        return ctx.t("result.rematch")

    def result_actions(self) -> list[tuple[Callable[[], str], Callable[[], object]]]:
        """The next game of the series (or of free play) comes first."""
        return [(self._next_label, self.rematch), *super().result_actions()[1:]]

    # ---- drawing ----------------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        # The board and the side panels are painted once per change; only discs still turning over (or the new
        # disc popping in) are drawn every frame, on top of a layer painted without them.
        moving = self._animating_cells()
        legal = (self.ctx.settings.settings.show_legal_moves and not self.turns.is_over
                 and not self.turns.computer_to_move)
        self._board_layer.draw(surface, (self.state, self.placed, legal, moving),
                               lambda s: self._paint_board(s, moving))
        flipping = {f.cell: f for f in self.flips}
        for cell in moving:
            self._draw_disc(surface, cell, self.state.cell(*cell), GEO.cell_rect(*cell), flipping.get(cell))
        panel_key = (self.state, self.ctx.i18n.language, repr(self.extra), self.match)
        for layer in self._panel_layers:
            layer.draw(surface, panel_key, self._draw_side_panels)
        self._draw_pickups(surface)
        if self.pass_t is not None and self.must_pass:
            self._draw_pass(surface)

    def _animating_cells(self) -> frozenset[Cell]:
        cells = {f.cell for f in self.flips if self.anim_t < f.start + FLIP_TIME}
        if self.placed is not None and self.motion and self.anim_t < 0.15:
            cells.add(self.placed)
        return frozenset(cells)

    def _paint_board(self, surface: pygame.Surface, skip: frozenset[Cell] = frozenset()) -> None:
        state = self.state
        surface.blit(pics.frame(GEO.cell), GEO.rect)
        pics.draw_labels(surface, self.ctx, GEO, lambda r, c: state.cell(r, c) == "joker")
        size = GEO.cell - 8
        for r in range(pics.SIZE):
            for c in range(pics.SIZE):
                kind = state.cell(r, c)
                rect = GEO.cell_rect(r, c)
                if kind in ("black", "white"):
                    if (r, c) not in skip:
                        self._draw_disc(surface, (r, c), kind, rect, None)
                    if state.bonus_taker(r, c) is not None:
                        badge = pics.taken_badge(BADGE_SIZE)
                        surface.blit(badge, badge.get_rect(topright=(rect.right + 3, rect.y - 3)))
                elif kind in ("wall", "bonus", "joker"):
                    pic = pics.piece(kind, size if kind != "bonus" else size - 8)
                    if pic is not None:
                        draw.blit_center(surface, pic, rect.center)
        self._draw_legal(surface)

    def _draw_disc(self, surface: pygame.Surface, cell: Cell, kind: str, rect: pygame.Rect,
                   flip: Flip | None) -> None:
        size = GEO.cell - 8
        if flip is not None:
            p = min(1.0, max(0.0, (self.anim_t - flip.start) / FLIP_TIME))
            colour = flip.old if p < 0.5 else flip.new
            width = max(2, int(size * abs(math.cos(math.pi * p))))
            img = pygame.transform.smoothscale(pics.disc(colour, size), (width, size))
        elif cell == self.placed and self.motion and self.anim_t < 0.15:
            grow = int(size * (0.6 + 0.4 * self.anim_t / 0.15))
            img = pygame.transform.smoothscale(pics.disc(kind, size), (grow, grow))
        else:
            img = pics.disc(kind, size)
        draw.blit_center(surface, img, rect.center)
        if cell == self.placed:
            ring = rect.inflate(-2, -2)
            surface.blit(draw.ring(ring.size, theme.ACCENT, 3, 10), ring)

    def _draw_legal(self, surface: pygame.Surface) -> None:
        if not self.ctx.settings.settings.show_legal_moves or self.turns.is_over or self.turns.computer_to_move:
            return
        side = self.state.to_move
        tint = pics.DISC_BLACK if side == 0 else pics.DISC_WHITE
        img = pics.dot(GEO.cell, tint, 150)
        for m in self.state.legal_moves():
            if not m.is_pass:
                surface.blit(img, GEO.cell_rect(m.row, m.col))

    def draw_hint(self, surface: pygame.Surface, cell: Cell) -> None:
        """A pulsing ring: the base's star would look like a bonus here."""
        grow = int(-10 + 12 * self.pulse)
        r = GEO.cell_rect(*cell).inflate(grow, grow)
        surface.blit(draw.ring(r.size, theme.ACCENT, 5, r.w // 2), r)

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        super().draw_top_bar(surface)
        for seat in range(len(self.match.seats)):
            box = self.seat_box(seat)
            d = pics.disc(COLOURS[seat], 44)
            surface.blit(d, d.get_rect(midright=(box.right - 12, box.centery)))

    def _draw_side_panels(self, surface: pygame.Surface) -> None:
        ctx, state = self.ctx, self.state
        left, right = (layer.rect for layer in self._panel_layers)
        side_panels(surface, left, right)
        # Left: each seat's disc, name and big score, then the series scoreboard.
        y = left.y + 16
        scores = state.score_breakdown()
        for seat, s in enumerate(self.match.seats):
            active = state.to_move == seat
            box = pygame.Rect(left.x + 10, y, left.w - 20, 128)
            seat_box(surface, box, active)
            d = pics.disc(COLOURS[seat], 48)
            surface.blit(d, (box.x + 10, box.y + 10))
            m = seat_marker(seat, s, 26)
            surface.blit(m, m.get_rect(center=(box.x + 34, box.y + 92)))
            name = ctx.assets.text(seat_name(ctx, s), theme.FONT_SMALL, theme.TEXT, bold=True)
            surface.blit(name, (box.x + 68, box.y + 8))
            colour = ctx.assets.text(disc_colour_name(ctx, seat), theme.FONT_SMALL, theme.TEXT_DIM)
            surface.blit(colour, (box.x + 68, box.y + 36))
            big = ctx.assets.text(str(scores[seat].total), theme.FONT_TITLE, theme.ACCENT, bold=True)
            surface.blit(big, big.get_rect(bottomright=(box.right - 12, box.bottom - 2)))
            detail = ctx.assets.text(f"{scores[seat].discs} + {scores[seat].bonuses}★", theme.FONT_SMALL,
                                     theme.TEXT_DIM)
            surface.blit(detail, detail.get_rect(midleft=(box.x + 68, box.y + 92)))
            y += 140
        y += 6
        n = self.series_length
        if n is not None or self.mode == "free":
            index = int(self.extra.get("index", 0)) + 1
            head = (tr(ctx, "mapello.series", game=index, length=n) if n is not None
                    else tr(ctx, "mapello.free_game", game=index))
            img = ctx.assets.text(head, theme.FONT_BODY, theme.ACCENT, bold=True)
            surface.blit(img, (left.x + 16, y))
            y += 42
            # The same lines as the results box (games_so_far() counts this game once it is over).
            for i, line in enumerate(self.scoreboard_lines()):
                for part in wrap(line, left.w - 32, small_width(ctx)):
                    img = ctx.assets.text(part, theme.FONT_SMALL, theme.TEXT if i < 2 else theme.TEXT_DIM,
                                          bold=i > 2)
                    surface.blit(img, (left.x + 16, y))
                    y += 30
        # Right: what each piece does, and the controls.
        y = right.y + 16
        title = ctx.assets.text(tr(ctx, "mapello.legend"), theme.FONT_BODY, theme.ACCENT, bold=True)
        surface.blit(title, (right.x + 16, y))
        y += 48
        for kind in ("wall", "bonus", "joker"):
            pic = pics.piece(kind, 46)
            if pic is not None:
                surface.blit(pic, (right.x + 12, y))
            legend = tr(ctx, f"mapello.legend.{kind}")
            title_text, _, what = legend.partition(": ")
            img = ctx.assets.text(title_text, theme.FONT_SMALL, theme.TEXT, bold=True)
            surface.blit(img, (right.x + 68, y))
            for k, part in enumerate(wrap(what, right.w - 84, small_width(ctx))):
                img = ctx.assets.text(part, theme.FONT_SMALL, theme.TEXT_DIM)
                surface.blit(img, (right.x + 68, y + 28 + 26 * k))
            y += 120
        # The controls read "A: place   X: undo   Y: hint": the panel is narrow, so one control per line.
        controls = wrap(tr(ctx, "mapello.controls").replace("   ", "\n"), right.w - 32, small_width(ctx))
        for k, part in enumerate(controls):
            img = ctx.assets.text(part, theme.FONT_SMALL, theme.TEXT_DIM)
            surface.blit(img, (right.x + 16, right.bottom - 110 + 30 * k))

    def _draw_pickups(self, surface: pygame.Surface) -> None:
        for p in self.pickups:
            start = pygame.Vector2(GEO.cell_rect(*p.cell).center)
            plus = self.ctx.assets.text("+3", theme.FONT_LABEL, pics.GOLD, bold=True)
            rise = 40 * min(1.0, p.t / PICKUP_TIME) if self.motion else 0
            draw.blit_center(surface, plus, (start.x, start.y - 30 - rise))
            if self.motion and p.t < PICKUP_TIME:
                end = pygame.Vector2(self.seat_box(p.seat).midright) - (70, 0)
                k = p.t / PICKUP_TIME
                pos = start.lerp(end, k * k * (3 - 2 * k))  # ease in and out
                pos.y -= math.sin(math.pi * k) * 80  # a little arc
                draw.blit_center(surface, pics.bonus(int(40 + 16 * math.sin(math.pi * k))), (pos.x, pos.y))

    def _draw_pass(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        seat = self.match.seats[self.state.to_move]
        box = pygame.Rect(0, 0, 600, 200)
        box.center = GEO.rect.center
        surface.blit(draw.panel(box.size, (*theme.BG_DARK, 235), 28, 5, theme.ACCENT), box)
        big = ctx.assets.text(tr(ctx, "mapello.pass"), theme.FONT_HUGE, theme.ACCENT, bold=True)
        draw.blit_center(surface, big, (box.centerx, box.y + 70))
        d = pics.disc(COLOURS[self.state.to_move], 36)
        line = ctx.assets.text(tr(ctx, "mapello.pass_who", player=seat_name(ctx, seat)), theme.FONT_BODY,
                               theme.TEXT)
        total = d.get_width() + 12 + line.get_width()
        x = box.centerx - total // 2
        surface.blit(d, d.get_rect(midleft=(x, box.y + 150)))
        surface.blit(line, line.get_rect(midleft=(x + d.get_width() + 12, box.y + 150)))
