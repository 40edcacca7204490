"""The Jaleo game screen (rules/jaleo.md): a hex board that grows as tiles are placed, fitted to its area with a
smooth zoom; stacks drawn as two discs; each player's supply and the tile pool at the left; what to do now at the
right (the mandatory stack of J8 lights only its choices, with the reason in words); the winning line(s) at the end.

Moves are built through the shared move builder from the rules' picks (`jaleo.Move.picks()`): an add is the empty
tile for the disc, then a free spot for the new tile (J10); a stack or a move is the disc, then where it goes (J8,
J11); a setup tile (J4) is its spot. A pass (J12) is shown, then played for the player.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING

import pygame

from game.board.feedback import Effect
from game.board.scene import BoardGameScene
from game.board.session import StagedSession
from game.board.words import now_for
from game.rules import IllegalMove, RuleError, jaleo
from game.screens.jaleo import art
from game.screens.jaleo.panels import draw_panels, draw_pass_banner, panel_lines
from game.screens.jaleo.view import AREA, Hex, JaleoView, Looking, play_cell
from game.ui import draw, theme
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.board.flow import Played
    from game.board.view import BoardView
    from game.core.saves import SaveExtra

SLIDE_TIME = 0.28  # a disc moving onto its neighbour
GROW_TIME = 0.35  # a new tile growing into place, a new disc dropping on its tile
TILE_GROW_FROM = 0.3  # a new tile grows from this part of its size
DROP_FROM = 0.8  # a new disc drops onto its tile from this high, in hex sizes
DISC_SCALE = 1.15  # a disc on its own (the ghost, a sliding one), in hex sizes
MIN_DISC = 8  # px, however far the board shrinks
GHOST_ALPHA = 150  # the disc to be added, shown where it goes
NEXT_PICK_TINT = (190, 236, 190)  # a tile that may be picked next
RING = 3  # px: the width of a ring and of a hint's line
SMALL_RING = 0.7  # a ring inside its hex (the last move's cells, a hint's second pick), in hex sizes
FIRST_PICK_RING = 0.82  # what may start a move, ringed in its hex
HINT_RING = 4  # px: the hint's first pick, pulsing up to HINT_PULSE more
HINT_PULSE = 3
HINT_SCALE = 0.9
WIN_LINE = 0.22  # a winning line's width, in hex sizes
WIN_LINE_MIN = 6  # px
WIN_LINE_SHADOW = (20, 20, 20)
WIN_LINE_SHADOW_EXTRA = 4  # px: the shadow wider than its line
SOUNDS = {jaleo.ADD: "place", jaleo.STACK: "stack", jaleo.MOVE: "plop", jaleo.TILE: "place", "pass": "tick"}
# Why a press makes no move, said by the screen from the position (explained from jaleo.explain.<code>).
SCREEN_CODES: frozenset[str] = frozenset({"spot_first", "single_stays", "not_yours"})


@dataclass
class Motion(Effect):
    """A move on screen: a disc sliding (stack, move), or a disc dropping and a tile growing (add, setup)."""

    move: jaleo.Move = field(default=None)  # type: ignore[assignment]
    seat: int = 0

    @property
    def sliding(self) -> bool:
        return self.move.kind in (jaleo.STACK, jaleo.MOVE)


class JaleoSession(StagedSession[jaleo.State, jaleo.Move]):
    """The J4 variant from the setup; a match may also start from a staged `position`."""

    def rules_options(self, extra: SaveExtra) -> dict[str, object]:
        return {"variable_setup": bool(self.start.options.get("variable_setup", False)), **self.staged()}


class JaleoScene(BoardGameScene[jaleo.State, jaleo.Move, Hex, Hex]):
    """One game of Jaleo: hexes, picked as they are."""

    session_type = JaleoSession
    view: JaleoView

    def make_view(self) -> BoardView[jaleo.Move, Hex, Hex]:
        return JaleoView(lambda: self.flow.state, lambda: self.flow.is_over, lambda: play_cell(self.looking()))

    def looking(self) -> Looking:
        """What says where the players look, read off the feedback and the board's input (none before the
        board exists: the view comes first)."""
        last = self.feedback.last
        moved = None if last is None else last.move.b if last.move.b is not None else last.move.a
        if not hasattr(self, "board"):
            return Looking(moved)
        device = self.board.last_device
        cursors = self.board.cursors
        cursor = cursors[device] if device is not None and device != "mouse" and device in cursors else None
        return Looking(moved, self.feedback.busy, tuple(self.board.picked_cells()), cursor)

    def on_move(self, played: Played[jaleo.State, jaleo.Move]) -> None:
        m = played.move
        if m.kind != "pass":
            duration = SLIDE_TIME if m.kind in (jaleo.STACK, jaleo.MOVE) else GROW_TIME
            self.feedback.add(Motion(duration, move=m, seat=played.seat))
        self.ctx.audio.play(SOUNDS.get(m.kind, "place"))
        if played.after.outcome is not None and played.after.outcome.winners:
            self.ctx.audio.play("win")

    def refusal(self, cell: Hex) -> RuleError | None:
        """Why a press on `cell` makes no move, in the rules' words where the rules have them."""
        state, picked = self.state, self.board.builder.picked
        here = state.discs(cell)
        name = jaleo.cell_name(cell)
        if not picked:
            if state.in_setup:
                return self._rules_refusal(f"t {name}")
            if state.mandatory_stacks():  # a stack is due: that comes first, wherever the press was (J8)
                return IllegalMove("J8", "must_stack", "")
            if here is None:
                return IllegalMove("J10", "spot_first", "first pick an empty tile for your disc")
            if not here:
                return self._rules_refusal(
                    f"+{name}@{jaleo.cell_name(state.free_spots()[0])}" if state.pool else f"+{name}"
                )
            if len(here) == 1:
                if here[0] == state.to_move:
                    return IllegalMove("J11", "single_stays", "a single disc does not move")
                return IllegalMove("J11", "not_yours", "that disc is not yours")
            return self._rules_refusal(f"m {name}>{name}")
        first = picked[0]
        a = jaleo.cell_name(first)
        if state.discs(first) == ():
            return self._rules_refusal(f"+{a}@{name}" if state.pool else f"+{a}")
        kind = "s" if state.mandatory_stacks() else "m"
        return self._rules_refusal(f"{kind} {a}>{name}")

    def _rules_refusal(self, text: str) -> RuleError | None:
        try:
            self.state.play(jaleo.parse_move(text))
        except RuleError as exc:
            return exc
        return None

    # ---- words -------------------------------------------------------------------------------------------
    def result_lines(self) -> list[str]:
        """Who won, and why: a line of four (J13), a double line losing the mover (J14), passes or repetition."""
        lines = super().result_lines()
        out, state = self.flow.outcome, self.state
        if out is None or self.turns.ending is not None:
            return lines
        names = [seat_name(self.ctx, s) for s in self.match.seats]
        if out.winners:
            if state.has_line(0) and state.has_line(1):
                mover = 1 - out.winners[0]  # J14: a double line loses the player who made it
                return [*lines, self.ctx.t("jaleo.end.double", player=names[mover])]
            return [*lines, self.ctx.t("jaleo.end.line", player=names[out.winners[0]])]
        return [*lines, self.ctx.t("jaleo.end.passes" if state.passes >= 2 else "jaleo.end.repetition")]

    def status_of(self, seat: int) -> str:
        return self.ctx.t("jaleo.status", count=self.state.supply(seat))

    def seat_icon(self, seat: int, size: int) -> pygame.Surface | None:
        return art.disc(seat, size)

    # ---- drawing -----------------------------------------------------------------------------------------
    def draw_board(self, surface: pygame.Surface) -> None:
        view, state = self.view, self.state
        view.follow(self.clock, self.feedback.motion, self.board.pointer)
        size = view.hex_size
        motion = self.feedback.active(Motion)
        acting = self.flow.people_act()
        picks = set(self.board.next_pick_cells()) if acting and self.board.builder.picked else set()
        growing = None
        if motion is not None and motion.move.kind in (jaleo.ADD, jaleo.TILE):
            growing = motion.move.b if motion.move.kind == jaleo.ADD else motion.move.a
        grow = motion.progress if motion is not None else 1.0
        clip = surface.get_clip()
        surface.set_clip(AREA.clip(clip))  # a board larger than its area shows in part: never over the panels
        if view.spots_shown():
            for cell in state.free_spots():
                art.draw_spot(surface, view.centre(cell), size, cell in picks or (state.in_setup and acting))
        for cell in state.tiles:
            s = size * (TILE_GROW_FROM + (1 - TILE_GROW_FROM) * grow) if cell == growing else size
            art.draw_tile(surface, view.centre(cell), s, NEXT_PICK_TINT if cell in picks else None)
        self._draw_discs(surface, motion)
        last = self.feedback.last
        if motion is None and last is not None and last.move.kind != "pass":  # the last move stays marked
            colour = theme.seat_colour(self.match.seats[last.seat].colour)
            for marked in (last.move.a, last.move.b):
                if marked is not None:
                    view.hex_ring(surface, marked, colour, RING, SMALL_RING)
        self._draw_first_picks(surface)
        if acting and self.board.builder.picked and state.discs(self.board.builder.picked[0]) == ():
            img = art.disc(
                state.to_move, max(MIN_DISC, round(size * DISC_SCALE))
            ).copy()  # the disc to be added, as a ghost
            img.set_alpha(GHOST_ALPHA)
            draw.blit_center(surface, img, view.centre(self.board.builder.picked[0]))
        self._draw_lines(surface)
        surface.set_clip(clip)
        passing = self.forced_pass() is not None
        now = now_for(self.ctx, self.flow, self.board.last_device, self.result_lines)
        draw_panels(self.ctx, surface, self.flow, panel_lines(self.ctx, self.flow, self.board.builder, passing, now))
        if passing and state.to_move is not None:
            draw_pass_banner(self.ctx, surface, seat_name(self.ctx, self.match.seats[state.to_move]))

    def _draw_discs(self, surface: pygame.Surface, motion: Motion | None) -> None:
        view, size = self.view, self.view.hex_size
        sliding = motion is not None and motion.sliding
        for cell, discs in self.state.tiles.items():
            if not discs:
                continue
            c = view.centre(cell)
            if motion is not None and cell == motion.move.a and motion.move.kind == jaleo.ADD:
                c = (c[0], c[1] - size * DROP_FROM * (1 - motion.progress) ** 2)  # the new disc drops onto its tile
            if sliding and motion is not None and cell == motion.move.b:
                art.draw_discs(surface, c, size, discs[:-1])
                continue
            art.draw_discs(surface, c, size, discs)
        if sliding and motion is not None:
            m, k = motion.move, motion.progress
            a, b = view.centre(m.a), view.centre(m.b)  # type: ignore[arg-type]
            lift = size * 0.5 * (1 - (2 * k - 1) ** 2)
            pos = (a[0] + (b[0] - a[0]) * k, a[1] + (b[1] - a[1]) * k - lift)
            img = art.disc(motion.seat, max(MIN_DISC, round(size * DISC_SCALE)))
            surface.blit(img, img.get_rect(center=(round(pos[0]), round(pos[1]))))

    def _draw_first_picks(self, surface: pygame.Surface) -> None:
        """Before anything is picked, what may start a move glows; a due stack (J8) lights only its discs, red."""
        builder = self.board.builder
        if (
            not self.flow.people_act()
            or builder.picked
            or not self.ctx.settings.settings.show_legal_moves
            or self.state.in_setup
        ):  # in the setup the spots are lit already
            return
        colour = theme.BAD if self.state.mandatory_stacks() else theme.GOOD
        for pick in builder.first_picks():
            self.view.hex_ring(surface, pick, colour, round(RING + 2 * self.pulse), FIRST_PICK_RING)

    def _draw_lines(self, surface: pygame.Surface) -> None:
        """At the end: every line of four (J13), the winner's in gold, a losing mover's in red (J14)."""
        out = self.flow.outcome
        if out is None or not out.winners or self.turns.ending is not None:
            return
        width = max(WIN_LINE_MIN, round(self.view.hex_size * WIN_LINE))
        for seat, cells in self.state.lines():
            colour = theme.ACCENT if seat in out.winners else theme.BAD
            for cell in cells:
                self.view.hex_ring(surface, cell, colour, max(RING, width // 2))
            pts = [self.view.centre(c) for c in cells]
            pygame.draw.line(surface, WIN_LINE_SHADOW, pts[0], pts[-1], width + WIN_LINE_SHADOW_EXTRA)
            pygame.draw.line(surface, colour, pts[0], pts[-1], width)

    def draw_hint(self, surface: pygame.Surface, move: jaleo.Move) -> None:
        """The suggested move: its first pick pulses, and its second is ringed."""
        view = self.view
        if move.a is None:  # a pass: nothing to point at
            return
        view.hex_ring(surface, move.a, theme.ACCENT, round(HINT_RING + HINT_PULSE * self.pulse), HINT_SCALE)
        if move.b is not None:
            view.hex_ring(surface, move.b, theme.ACCENT, RING, SMALL_RING)
            pygame.draw.line(surface, theme.ACCENT, view.centre(move.a), view.centre(move.b), RING)
