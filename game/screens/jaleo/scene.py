"""The Jaleo game screen (rules/jaleo.md): a hex board that grows as tiles are placed, fitted to its area with a
smooth zoom; stacks drawn as two discs; each player's supply and the tile pool at the left; what to do now at the
right (the mandatory stack of J8 lights only its choices, with the reason in words); the winning line(s) at the end.

Moves are built through the shared move builder from the rules' picks (`jaleo.Move.picks()`): an add is the empty
tile for the disc, then a free spot for the new tile (J10); a stack or a move is the disc, then where it goes (J8,
J11); a setup tile (J4) is its spot. A pass (J12) is shown, then played for the player.
"""
from __future__ import annotations

import json
import logging
from collections.abc import Hashable
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

import pygame

from game.core.match import Match
from game.rules import IllegalMove, RuleError, jaleo
from game.screens.board_game import TOP_BAR, BoardGameScene
from game.screens.jaleo import art
from game.ui import draw, theme
from game.ui.grids import FitView, HexGrid, bounds
from game.ui.panels import note_lines, seat_box, side_panels
from game.ui.seats import seat_marker, seat_name
from game.ui.widgets import fitted

if TYPE_CHECKING:
    from game.core.context import Context

log = logging.getLogger(__name__)
Cell = tuple[int, int]
PANEL_W = 250
AREA = pygame.Rect(PANEL_W + 28, TOP_BAR + 8, theme.W - 2 * (PANEL_W + 28), theme.H - TOP_BAR - 16)
WORLD = 40.0  # a hex's size in world units (the view scales it to the screen)
MAX_SCALE = 1.7  # a small board grows to hexes of 68 px, no bigger
SLIDE_TIME = 0.28  # a disc moving onto its neighbour
GROW_TIME = 0.35  # a new tile growing into place, a new disc dropping on its tile
PASS_DELAY = 1.4  # the "pass" banner stays this long before the pass is played
SOUNDS = {jaleo.ADD: "place", jaleo.STACK: "stack", jaleo.MOVE: "plop", jaleo.TILE: "place", "pass": "tick"}
# Why a press makes no move, said by the screen from the position (explained from jaleo.explain.<code>).
SCREEN_CODES: frozenset[str] = frozenset({"spot_first", "single_stays", "not_yours"})


@dataclass
class Motion:
    """The last move on screen: a disc sliding (stack, move), or a disc dropping and a tile growing (add)."""

    move: jaleo.Move
    seat: int
    t: float = 0.0

    @property
    def done(self) -> bool:
        return self.t >= (SLIDE_TIME if self.move.kind in (jaleo.STACK, jaleo.MOVE) else GROW_TIME)


class JaleoScene(BoardGameScene):
    """One game of Jaleo."""

    def __init__(self, ctx: Context, match: Match, record: dict[str, Any] | None = None) -> None:
        super().__init__(ctx, match, record)
        self.grid = HexGrid(WORLD)
        self.view = FitView((AREA.x, AREA.y, AREA.w, AREA.h), max_scale=MAX_SCALE)
        self.motion: Motion | None = None
        self.pass_t = 0.0
        self._cells_state: Any = None
        self._cells: list[Cell] = []
        self._fitted: Any = None
        self._fit(instant=True)

    def rules_options(self) -> dict[str, Any]:
        """The J4 variant from the setup; a match may also start from a `position` (a JSON text of
        jaleo.new_game's position, for tests, tools and lessons)."""
        options: dict[str, Any] = {"variable_setup": bool(self.match.options.get("variable_setup", False))}
        text = self.match.options.get("position")
        if isinstance(text, str):
            try:
                position = json.loads(text)
                jaleo.new_game(position=position)
            except (ValueError, TypeError, KeyError) as exc:  # a bad start is said, and the usual one is used
                self.ctx.toast(self.ctx.t("jaleo.bad_position"), "error", 4.0)
                log.warning("jaleo position %r refused: %s", text, exc)
            else:
                options["position"] = position
        return options

    # ---- the view -----------------------------------------------------------------------------------
    def _spots_shown(self) -> bool:
        state = self.state
        return not self.turns.is_over and state.pool > 0

    def _fit(self, instant: bool = False) -> None:
        """Aim the view at the board and, while tiles may still come, the ring of free spots around it."""
        state = self.state
        cells = list(state.tiles) + (state.free_spots() if self._spots_shown() else [])
        if not cells:
            cells = [(0, 0)]
        pts = [self.grid.centre(*c) for c in cells]
        self.view.fit(bounds(pts, WORLD * 1.05), instant=instant)
        self._fitted = state

    @property
    def hex_size(self) -> float:
        return WORLD * self.view.scale

    def centre(self, cell: Cell) -> tuple[float, float]:
        return self.view.to_screen(self.grid.centre(*cell))

    # ---- board hooks ----------------------------------------------------------------------------------
    def cells(self) -> list[Cell]:
        """Every tile, and every free spot while the pool lasts (in reading order)."""
        if self._cells_state is not self.state or (self.turns.is_over and len(self._cells) > len(self.state.tiles)):
            state = self.state
            found = list(state.tiles)
            if self._spots_shown():
                found += state.free_spots()
            self._cells = sorted(found, key=lambda c: (c[1], c[0]))
            self._cells_state = state
        return self._cells

    def cell_rect(self, cell: Hashable) -> pygame.Rect:
        x, y = self.centre(cell)  # type: ignore[arg-type]
        side = max(12, round(self.hex_size * 1.55))
        r = pygame.Rect(0, 0, side, side)
        r.center = (round(x), round(y))
        return r

    def cell_at(self, pos: tuple[float, float]) -> Cell | None:
        """The hex under the mouse (the grid's own hit-test, not the square around it)."""
        if not AREA.collidepoint(pos):
            return None
        cell = self.grid.cell_at(self.view.to_world(pos))
        return cell if cell in set(self.cells()) else None

    def cell_of_move(self, move: Any) -> Cell | None:
        try:
            m = jaleo.parse_move(str(move))
        except IllegalMove:
            return None
        return m.a

    def cursor(self, device: str) -> Cell:
        cells = self.cells()
        if device not in self.cursors or self.cursors[device] not in cells:
            starts = [p for p in self.builder.first_picks() if p in cells]
            self.cursors[device] = starts[0] if starts else (cells[len(cells) // 2] if cells else (0, 0))
        return self.cursors[device]

    def neighbour(self, cell: Hashable, action: Any, device: str = "") -> Cell:
        if cell not in self.cells():
            return self.cursor(device)
        return super().neighbour(cell, action, device)

    def refusal(self, cell: Hashable) -> RuleError | None:
        """Why a press on `cell` makes no move, in the rules' words where the rules have them."""
        state, picked = self.state, self.builder.picked
        here = state.discs(cell)
        name = jaleo.cell_name(cell)  # type: ignore[arg-type]
        if not picked:
            if state.in_setup:
                return self._rules_refusal(f"t {name}")
            if here is None:
                return IllegalMove("J10", "spot_first", "first pick an empty tile for your disc")
            if state.mandatory_stacks():
                return IllegalMove("J8", "must_stack", "")
            if not here:
                return self._rules_refusal(f"+{name}@{jaleo.cell_name(state.free_spots()[0])}"
                                           if state.pool else f"+{name}")
            if len(here) == 1:
                if here[0] == state.to_move:
                    return IllegalMove("J11", "single_stays", "a single disc does not move")
                return IllegalMove("J11", "not_yours", "that disc is not yours")
            return self._rules_refusal(f"m {name}>{name}")
        first = picked[0]
        start = state.discs(first)
        a = jaleo.cell_name(first)
        if start == ():
            return self._rules_refusal(f"+{a}@{name}" if state.pool else f"+{a}")
        kind = "s" if state.mandatory_stacks() else "m"
        return self._rules_refusal(f"{kind} {a}>{name}")

    def _rules_refusal(self, text: str) -> RuleError | None:
        try:
            self.state.play(text)
        except RuleError as exc:
            return exc
        return None

    # ---- moves and animation -------------------------------------------------------------------------
    @property
    def smooth(self) -> bool:
        return not self.ctx.settings.settings.reduce_motion

    def on_played(self, before: Any, move: Any, after: Any) -> None:
        m = jaleo.parse_move(str(move))
        self.motion = Motion(m, before.to_move) if self.smooth and m.kind != "pass" else None
        self.pass_t = 0.0
        self.ctx.audio.play(SOUNDS.get(m.kind, "place"))
        if after.outcome is not None and after.outcome.winners:
            self.ctx.audio.play("win")
        self._fit()

    def on_undone(self) -> None:
        self.motion = None
        self.pass_t = 0.0
        self._fit()

    def update(self, dt: float) -> None:
        if self._fitted is not self.state:
            self._fit()
        self.view.update(dt, instant=not self.smooth)
        if self.motion is not None:
            self.motion.t += dt
            if self.motion.done:
                self.motion = None
        super().update(dt)

    def _must_pass(self) -> bool:
        moves = self.state.legal_moves()
        return len(moves) == 1 and moves[0].is_pass

    def advance(self, dt: float) -> None:
        """A player with nothing to do is shown the pass for a moment, then it is played for them (J12)."""
        if (not self.turns.is_over and not self.turns.computer_to_move and self.handover_to is None
                and self._must_pass()):
            self.pass_t += dt
            if self.pass_t >= PASS_DELAY:
                self.pass_t = 0.0
                self.play(jaleo.PASS)
                return
        super().advance(dt)

    # ---- results --------------------------------------------------------------------------------------
    def end_reason(self) -> str:
        out, state = self.turns.outcome, self.state
        if out is None or self.turns.ending is not None:
            return ""
        names = [seat_name(self.ctx, s) for s in self.match.seats]
        if out.winners:
            mover = 1 - out.winners[0]  # J14: both lines at once: the seat that did not move wins
            if state.has_line(0) and state.has_line(1):
                return self.ctx.t("jaleo.end.double", player=names[mover])
            return self.ctx.t("jaleo.end.line", player=names[out.winners[0]])
        if state.passes >= 2:
            return self.ctx.t("jaleo.end.passes")
        return self.ctx.t("jaleo.end.repetition")

    def result_lines(self) -> list[str]:
        lines = super().result_lines()
        reason = self.end_reason()
        return lines + [reason] if reason else lines

    def status_of(self, seat: int) -> str:
        return self.ctx.t("jaleo.status", discs=self.state.supply(seat))

    # ---- drawing --------------------------------------------------------------------------------------
    def _acting(self) -> bool:
        return not self.turns.is_over and not self.turns.computer_to_move and self.handover_to is None

    def draw_board(self, surface: pygame.Surface) -> None:
        state, size = self.state, self.hex_size
        motion = self.motion
        picks = set(self.next_pick_cells()) if self._acting() and self.builder.picked else set()
        growing = motion.move.b if motion is not None and motion.move.kind == jaleo.ADD else None
        if motion is not None and motion.move.kind == jaleo.TILE:
            growing = motion.move.a
        grow = min(1.0, motion.t / GROW_TIME) if motion is not None else 1.0
        if self._spots_shown():
            for cell in state.free_spots():
                draw_spot = cell in picks or (state.in_setup and self._acting())
                art.draw_spot(surface, self.centre(cell), size, draw_spot)
        for cell in state.tiles:
            s = size * (0.3 + 0.7 * grow) if cell == growing else size
            art.draw_tile(surface, self.centre(cell), s, (190, 236, 190) if cell in picks else None)
        self._draw_discs(surface)
        self._draw_first_picks(surface)
        self._draw_building(surface)
        self._draw_lines(surface)
        self._draw_panels(surface)
        if self._acting() and self._must_pass():
            self._draw_pass_banner(surface)

    def _draw_discs(self, surface: pygame.Surface) -> None:
        state, size, motion = self.state, self.hex_size, self.motion
        sliding = motion is not None and motion.move.kind in (jaleo.STACK, jaleo.MOVE)
        for cell, discs in state.tiles.items():
            if not discs:
                continue
            c = self.centre(cell)
            if motion is not None and cell == motion.move.a and motion.move.kind == jaleo.ADD:
                k = min(1.0, motion.t / GROW_TIME)
                c = (c[0], c[1] - size * 0.8 * (1 - k) ** 2)  # the new disc drops onto its tile
            if sliding and cell == motion.move.b:  # type: ignore[union-attr]
                art.draw_discs(surface, c, size, discs[:-1])
                continue
            art.draw_discs(surface, c, size, discs)
        if sliding:
            m = motion.move  # type: ignore[union-attr]
            k = min(1.0, motion.t / SLIDE_TIME)  # type: ignore[union-attr]
            a, b = self.centre(m.a), self.centre(m.b)  # type: ignore[arg-type]
            lift = size * 0.5 * (1 - (2 * k - 1) ** 2)
            pos = (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k - lift)
            img = art.disc(motion.seat, max(8, round(size * 1.15)))  # type: ignore[union-attr]
            surface.blit(img, img.get_rect(center=(round(pos[0]), round(pos[1]))))

    def _hex_ring(self, surface: pygame.Surface, cell: Cell, colour: tuple[int, int, int], width: int,
                  scale: float = 0.95) -> None:
        pts = art.hex_corners(self.centre(cell), self.hex_size * scale)
        pygame.draw.polygon(surface, colour, pts, max(2, width))

    def _draw_first_picks(self, surface: pygame.Surface) -> None:
        """Before anything is picked, what may start a move glows; a due stack (J8) lights only its discs, red."""
        if not self._acting() or self.builder.picked or not self.ctx.settings.settings.show_legal_moves:
            return
        state = self.state
        if state.in_setup:
            return  # the spots are lit already
        must = bool(state.mandatory_stacks())
        colour = theme.BAD if must else theme.GOOD
        width = round(3 + 2 * self.pulse)
        for pick in self.builder.first_picks():
            self._hex_ring(surface, pick, colour, width, 0.82)

    def _draw_building(self, surface: pygame.Surface) -> None:
        """The move being built: the chosen tile held, a ghost disc on an empty one, the targets glowing."""
        if not self._acting() or not self.builder.picked:
            return
        first = self.builder.picked[0]
        self._hex_ring(surface, first, theme.ACCENT, 5)
        if self.state.discs(first) == ():
            img = art.disc(self.state.to_move, max(8, round(self.hex_size * 1.15))).copy()
            img.set_alpha(150)
            draw.blit_center(surface, img, self.centre(first))
        for cell in self.next_pick_cells():
            self._hex_ring(surface, cell, theme.GOOD, round(3 + 2 * self.pulse), 0.85)

    def _draw_lines(self, surface: pygame.Surface) -> None:
        """At the end: every line of four (J13), the winner's in gold, a losing mover's in red (J14)."""
        out = self.turns.outcome
        if out is None or not out.winners or self.turns.ending is not None:
            return
        width = max(6, round(self.hex_size * 0.22))
        for seat, cells in self.state.lines():
            colour = theme.ACCENT if seat in out.winners else theme.BAD
            for cell in cells:
                self._hex_ring(surface, cell, colour, max(3, width // 2))
            pts = [self.centre(c) for c in cells]
            pygame.draw.line(surface, (20, 20, 20), pts[0], pts[-1], width + 4)
            pygame.draw.line(surface, colour, pts[0], pts[-1], width)

    def draw_picks(self, surface: pygame.Surface) -> None:
        """The base class's square rings do not suit hexes: the building is drawn in draw_board."""

    def draw_cursors(self, surface: pygame.Surface) -> None:
        for device, cell in self.cursors.items():
            if device == "mouse":
                continue
            self._hex_ring(surface, cell, self.cursor_colour(device), 6, 1.05)
        if self.hover is not None:
            self._hex_ring(surface, self.hover, (255, 255, 255), 3, 1.0)
        if self.hint is not None:
            cell = self.cell_of_move(self.hint)
            if cell is not None:
                self.draw_hint(surface, cell)

    def draw_hint(self, surface: pygame.Surface, cell: Hashable) -> None:
        """The suggested move: its first pick pulses, and its second is ringed."""
        self._hex_ring(surface, cell, theme.ACCENT, round(4 + 3 * self.pulse), 0.9)  # type: ignore[arg-type]
        try:
            m = jaleo.parse_move(str(self.hint))
        except IllegalMove:
            return
        if m.b is not None:
            self._hex_ring(surface, m.b, theme.ACCENT, 3, 0.7)
            pygame.draw.line(surface, theme.ACCENT, self.centre(m.a), self.centre(m.b), 3)  # type: ignore[arg-type]

    def _panel_lines(self) -> list[tuple[str, tuple[int, int, int], bool]]:
        """The right panel's words: what to do now, the reason of a due stack, repetition, the controls."""
        t, state = self.ctx.t, self.state
        out: list[tuple[str, tuple[int, int, int], bool]] = []
        if not self.turns.is_over:
            who = seat_name(self.ctx, self.match.seats[state.to_move])
            out.append((t("jaleo.to_move", player=who, colour=t(art.COLOUR_KEYS[state.to_move])), theme.TEXT, True))
            picked = self.builder.picked
            if state.in_setup:
                out.append((t("jaleo.do.setup"), theme.TEXT, False))
            elif state.mandatory_stacks():
                out.append((t("jaleo.do.must_stack"), theme.BAD, True))
            elif picked and state.discs(picked[0]) == ():
                out.append((t("jaleo.do.place_tile"), theme.ACCENT, True))
            elif picked:
                out.append((t("jaleo.do.move_onto"), theme.ACCENT, True))
            elif not self._must_pass():
                out.append((t("jaleo.do.add_or_move"), theme.TEXT, False))
            if state.repetitions() == 2:
                out.append((t("jaleo.repetition"), theme.ACCENT, False))
        else:
            out.extend((line, theme.ACCENT, True) for line in self.result_lines())
        out.append(("", theme.TEXT_DIM, False))
        out.append((t("jaleo.controls"), theme.TEXT_DIM, False))
        return out

    def _draw_panels(self, surface: pygame.Surface) -> None:
        ctx, state = self.ctx, self.state
        top = TOP_BAR + 8
        left = pygame.Rect(14, top, PANEL_W, theme.H - top - 12)
        right = pygame.Rect(theme.W - 14 - PANEL_W, top, PANEL_W, theme.H - top - 12)
        side_panels(surface, left, right)
        # Left: each seat's colour, name and discs in supply, the one to move lifted; then the tile pool.
        y = left.y + 12
        for seat, s in enumerate(self.match.seats):
            active = state.to_move == seat
            box = pygame.Rect(left.x + 10, y, left.w - 20, 150)
            seat_box(surface, box, active)
            surface.blit(art.disc(seat, 46), (box.x + 10, box.y + 10))
            m = seat_marker(seat, s, 24)
            surface.blit(m, m.get_rect(center=(box.x + 33, box.y + 80)))
            room = box.right - 10 - (box.x + 66)
            name = fitted(ctx, seat_name(ctx, s), room, theme.FONT_SMALL, theme.TEXT, bold=True)
            surface.blit(name, (box.x + 66, box.y + 10))
            plays = fitted(ctx, ctx.t("jaleo.plays", colour=ctx.t(art.COLOUR_KEYS[seat])), room, theme.FONT_SMALL - 2,
                           theme.TEXT_DIM)
            surface.blit(plays, (box.x + 66, box.y + 40))
            supply = state.supply(seat)
            self._draw_supply(surface, seat, supply, pygame.Rect(box.x + 60, box.y + 68, box.w - 70, 40))
            num = ctx.assets.text(f"×{supply}", theme.FONT_BODY, theme.TEXT, bold=True)
            surface.blit(num, num.get_rect(bottomright=(box.right - 12, box.bottom - 6)))
            y += 162
        box = pygame.Rect(left.x + 10, y, left.w - 20, 110)
        surface.blit(draw.panel(box.size, theme.PANEL, 14), box)
        label = ctx.assets.text(ctx.t("jaleo.pool"), theme.FONT_SMALL, theme.TEXT_DIM)
        surface.blit(label, (box.x + 12, box.y + 10))
        art.draw_tile(surface, (box.x + 46, box.y + 70), 24)
        num = ctx.assets.text(f"×{state.pool}", theme.FONT_BODY, theme.TEXT, bold=True)
        surface.blit(num, num.get_rect(midleft=(box.x + 84, box.y + 70)))
        # Right: what to do now, the reason of a due stack, repetition, the controls.
        note_lines(ctx, surface, right, self._panel_lines())

    def _draw_supply(self, surface: pygame.Surface, seat: int, n: int, area: pygame.Rect) -> None:
        """The discs in supply as a short overlapping row (the count beside says the number)."""
        img = art.disc(seat, 26)
        step = min(9.0, (area.w - 90) / max(1, n - 1)) if n > 1 else 0
        for k in range(n):
            surface.blit(img, (area.x + k * step, area.y + 8))

    def _draw_pass_banner(self, surface: pygame.Surface) -> None:
        who = seat_name(self.ctx, self.match.seats[self.state.to_move])
        text = self.ctx.t("jaleo.pass", player=who)
        img = self.ctx.assets.text(text, theme.FONT_BODY, theme.TEXT, bold=True)
        box = pygame.Rect(0, 0, min(AREA.w - 20, img.get_width() + 60), 74)
        box.center = (AREA.centerx, AREA.bottom - 60)
        surface.blit(draw.panel(box.size, theme.PANEL_HI, 16, 3, theme.ACCENT), box)
        if img.get_width() > box.w - 30:
            img = fitted(self.ctx, text, box.w - 30, theme.FONT_BODY, theme.TEXT, bold=True)
        draw.blit_center(surface, img, box.center)

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        super().draw_top_bar(surface)
        for seat in range(len(self.match.seats)):
            box = self.seat_box(seat)
            p = art.disc(seat, 44)
            surface.blit(p, p.get_rect(midright=(box.right - 12, box.centery)))
