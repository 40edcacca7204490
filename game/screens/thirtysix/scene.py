"""The 36 game screen (rules/thirtysix.md): the board of coloured cells with gates, the cones and the discs they
leave, each player's supply counted by colour, reachable cells lit when the cone is chosen, the cones a move passes
marked with a present, the gift colours picked in a small picker, passes announced big, and tournaments (T15).

A move is built through the shared move builder from the rules' picks (`thirtysix.Move.picks()`): the cone, its
destination, then one gift colour per cone passed. A press on a reachable cell picks the cone first by itself.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable

import pygame

import game
from game.core.match import Match
from game.rules import RuleError, thirtysix
from game.screens.board_game import TOP_BAR, BoardGameScene
from game.screens.thirtysix import art
from game.ui import draw, theme
from game.ui.panels import note_lines, seat_box, side_panels
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.core.context import Context

log = logging.getLogger(__name__)
Cell = Any  # a board cell (x, y), or a gift button "gift:r"
PANEL_W = 284
AREA = pygame.Rect(PANEL_W + 32, TOP_BAR + 12, theme.W - 2 * PANEL_W - 64, theme.H - TOP_BAR - 24)
SLIDE_TIME = 0.35  # seconds the cone takes to slide to its new cell
PASS_DELAY = 1.2  # the "Pass!" banner stays this long before a player's forced pass is played
BANNER_TIME = 1.4  # how long a pass by somebody else is announced
GIFT = "gift:"


@dataclass
class Slide:
    """The last move on screen: a cone sliding from its old cell to its new one."""

    colour: str
    src: tuple[int, int]
    dst: tuple[int, int]
    t: float = 0.0


class ThirtysixScene(BoardGameScene):
    """One game of 36 (and, through `extra`, its place in a tournament)."""

    def __init__(self, ctx: Context, match: Match, record: dict[str, Any] | None = None) -> None:
        super().__init__(ctx, match, record)
        self.slide: Slide | None = None
        self.pass_t: float | None = None
        self.banner: tuple[str, float] | None = None  # (words, seconds left) of a pass just played

    # ---- match data ---------------------------------------------------------------------------------
    @property
    def mode(self) -> str:
        return str(self.match.options.get("mode", "single"))

    def rules_options(self) -> dict[str, Any]:
        """new_game(players, board): the board is chosen once (a fresh deal or a layout file) and kept in extra."""
        if "board" not in self.extra:
            self.extra.update(self._fresh_extra())
        players = len(self.match.seats)
        if players < 2:  # the solo puzzle (T17) never plays: its table replaces this scene at once
            return {"players": 2, "board": self.extra["board"]}
        options: dict[str, Any] = {"players": players, "board": self.extra["board"]}
        colours = str(self.match.options.get("colours", "ry"))
        if players == 2 and colours in ("ry", "rb", "yb"):
            options["colours"] = colours  # T5: the colours two players chose
        return options

    def _fresh_extra(self) -> dict[str, Any]:
        n = len(self.match.seats)
        base: dict[str, Any] = {"index": 0, "totals": [0] * n, "order": list(range(n))}
        value = str(self.match.options.get("board", "deal"))
        if value == "free":  # T16: the players lay the tiles first (LayoutScene); a deal stands in until then
            return {**base, "board": thirtysix.dealt_board_text(0), "ready": False}
        if value != "deal":
            path = game.LEVELS_DIR / "thirtysix" / f"{value}.txt"
            try:
                return {**base, "board": thirtysix.parse_board(path.read_text(encoding="utf-8")).text}
            except (OSError, ValueError) as exc:
                log.warning("36 layout %s refused: %s", path, exc)
                self.ctx.toast(self.ctx.t("thirtysix.bad_board"), "error", 4.0)
        return {**base, "board": thirtysix.dealt_board_text(self.ctx.rng.randrange(1 << 30))}

    def enter(self) -> None:
        """The bonus puzzle (T17) and the free layout (T16) have their own tables before (or instead of) a game."""
        if self.mode == "puzzle":
            from game.screens.thirtysix.tiles import PuzzleScene

            self.ctx.scenes.replace(PuzzleScene(self.ctx, self.match, dict(self.extra)))
            return
        if self.extra.get("ready") is False:
            from game.screens.thirtysix.tiles import LayoutScene

            self.ctx.scenes.replace(LayoutScene(self.ctx, self.match, dict(self.extra)))
            return
        super().enter()

    # ---- tournament (T15) -----------------------------------------------------------------------------
    @property
    def order(self) -> list[int]:
        """The player (as seated at the tournament's first game) at each seat of this game."""
        return [int(p) for p in self.extra.get("order", range(len(self.match.seats)))]

    def totals(self) -> list[int]:
        """Each player's discs left, summed over the tournament's games so far (this one once it is over)."""
        totals = [int(v) for v in self.extra.get("totals", [0] * len(self.match.seats))]
        out = self.state.outcome
        if out is not None and self.mode == "tournament":
            for seat, player in enumerate(self.order):
                totals[player] += out.scores[seat]
        return totals

    @property
    def game_index(self) -> int:
        return int(self.extra.get("index", 0))

    @property
    def tournament_done(self) -> bool:
        return self.mode == "tournament" and self.state.outcome is not None and \
            self.game_index + 1 >= len(self.match.seats)

    def session_continues(self) -> bool:
        return self.mode == "tournament" and not self.tournament_done

    def rematch_extra(self) -> dict[str, Any]:
        """The next game of a tournament (the next player starts, same board), a new tournament on the same board, or
        another game (a fresh deal, or the same layout)."""
        n = len(self.match.seats)
        if self.mode != "tournament" and self.match.options.get("board", "deal") == "deal":
            return {}  # one game on a random deal: the next one gets a fresh deal
        if self.mode != "tournament" or self.tournament_done:
            return {"board": self.extra["board"], "index": 0, "totals": [0] * n, "order": list(range(n))}
        order = self.order[1:] + self.order[:1]
        return {"board": self.extra["board"], "index": self.game_index + 1, "totals": self.totals(), "order": order}

    def rematch_match(self) -> Match:
        """Seats turn one place in a tournament, so that each player starts one game (T15)."""
        if self.mode != "tournament":
            return self.match
        seats = self.match.seats
        if self.tournament_done:  # a new tournament: back to the first game's seating
            by_player = {p: s for p, s in zip(self.order, seats)}
            return Match(self.match.game, tuple(by_player[p] for p in range(len(seats))), self.match.options)
        return Match(self.match.game, seats[1:] + seats[:1], self.match.options)

    def restart(self) -> None:
        """Play this very game again from its first move: same board, same place in the tournament."""
        from game.screens.game_launch import start_game

        start_game(self.ctx, self.match, dict(self.extra))

    # ---- geometry -------------------------------------------------------------------------------------
    @property
    def board(self) -> thirtysix.Board:
        return self.state.board

    @property
    def cell_size(self) -> int:
        b = self.board
        return int(min(AREA.w / b.width, AREA.h / b.height, 96))

    @property
    def origin(self) -> tuple[int, int]:
        b, s = self.board, self.cell_size
        return AREA.centerx - b.width * s // 2, AREA.centery - b.height * s // 2

    def centre(self, cell: tuple[int, int]) -> tuple[float, float]:
        x0, y0 = self.origin
        s = self.cell_size
        return x0 + (cell[0] + 0.5) * s, y0 + (self.board.height - 1 - cell[1] + 0.5) * s

    # ---- board hooks ----------------------------------------------------------------------------------
    def gift_choices(self) -> list[str]:
        """The colours the gift picker offers now (empty when no gift is being chosen)."""
        return [str(p)[len(GIFT):] for p in self.builder.next_picks() if isinstance(p, str) and p.startswith(GIFT)]

    def cells(self) -> list[Cell]:
        out: list[Cell] = self.board.cell_list()
        out += [GIFT + c for c in self.gift_choices()]
        return out

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        if isinstance(cell, str):
            colours = self.gift_choices() or list(thirtysix.COLOURS)
            k = colours.index(cell[len(GIFT):]) if cell[len(GIFT):] in colours else 0
            panel = self.right_panel()
            w = 80
            x0 = panel.centerx - (len(colours) * w + (len(colours) - 1) * 12) // 2
            return pygame.Rect(x0 + k * (w + 12), panel.y + 250, w, w)
        s = self.cell_size
        x0, y0 = self.origin
        return pygame.Rect(x0 + cell[0] * s, y0 + (self.board.height - 1 - cell[1]) * s, s, s)

    def cell_of_move(self, move: Any) -> Cell | None:
        try:
            m = thirtysix.parse_move(str(move))
        except RuleError:
            return None
        return m.dst

    def cursor(self, device: str) -> Cell:
        if device not in self.cursors or self.cursors[device] not in self.cells():
            cone = self.state.cone_cell(self.state.turn) if self.state.to_move is not None else None
            starts = self.builder.first_picks()
            self.cursors[device] = cone if cone is not None else (starts[0] if starts else self.cells()[0])
        return self.cursors[device]

    def destinations(self) -> dict[tuple[int, int], list[thirtysix.Move]]:
        """The legal moves of the player to act by destination cell (only while it is a person's turn)."""
        out: dict[tuple[int, int], list[thirtysix.Move]] = {}
        for m in self.builder.moves:
            if m.dst is not None:
                out.setdefault(m.dst, []).append(m)
        return out

    def press_cell(self, cell: Cell, device: str) -> None:
        """A press on a reachable cell before the cone is chosen chooses the cone first (one press moves)."""
        b = self.builder
        if (not b.picked and isinstance(cell, tuple) and not self.turns.is_over and self.turns.accepts(device)
                and cell not in b.first_picks() and self.input_blocked() is None):
            cone = self.state.cone_cell(self.state.turn)
            if cone is not None and cell in self.destinations():
                b.pick(cone)
        super().press_cell(cell, device)

    def refusal(self, cell: Cell) -> RuleError | None:
        """Why a press on `cell` makes no move, in the rules' words."""
        state = self.state
        if isinstance(cell, str) or state.to_move is None:
            return None
        name = thirtysix.cell_name(cell)
        if state.in_opening:
            text = f"c {name}"
        else:
            cone = state.cone_cell(state.turn)
            text = f"{thirtysix.cell_name(cone)}>{name}" if cone is not None else f"{name}>{name}"
        try:
            state.play(text)
        except RuleError as exc:
            return exc
        return None

    def input_blocked(self) -> RuleError | None:
        return None

    # ---- moves, passes and animation ------------------------------------------------------------------
    @property
    def motion(self) -> bool:
        return not self.ctx.settings.settings.reduce_motion

    @property
    def must_pass(self) -> bool:
        return (not self.turns.is_over and not self.turns.computer_to_move
                and self.state.legal_moves() == [thirtysix.PASS])

    def on_played(self, before: Any, move: Any, after: Any) -> None:
        m = thirtysix.parse_move(str(move))
        seat = before.turn
        name = seat_name(self.ctx, self.match.seats[seat])
        if m.is_pass:
            if self.pass_t is None:  # a forced pass the banner did not already show
                self.banner = (self.ctx.t("thirtysix.passed", player=name), BANNER_TIME)
            self.pass_t = None
            self.ctx.audio.play("tick")
            return
        self.pass_t = None
        if m.kind == "move" and self.motion:
            self.slide = Slide(before.colours[seat], m.src, m.dst)
        receivers = before.passed_cones(m.src, m.dst) if m.kind == "move" else []
        for receiver, colour in zip(receivers, m.gifts):
            self.ctx.toast(self.ctx.t("thirtysix.gave", player=name, colour=self.ctx.t(art.COLOUR_KEYS[colour]),
                                      other=seat_name(self.ctx, self.match.seats[receiver])), seconds=2.5)
        placed = m.kind == "move" and after.discs != before.discs
        self.ctx.audio.play("plop" if m.gifts else "place")
        if placed:
            self.ctx.audio.play("stack")

    def on_undone(self) -> None:
        self.slide, self.pass_t, self.banner = None, None, None

    def update(self, dt: float) -> None:
        if self.slide is not None:
            self.slide.t += dt
            if self.slide.t >= SLIDE_TIME:
                self.slide = None
        if self.banner is not None:
            words, left = self.banner
            self.banner = (words, left - dt) if left > dt else None
        self._keep_cursors_on_picker()
        if not self.paused and self.must_pass and self.handover_to is None:
            # T12: a player with no legal move passes; everyone sees it, then it plays itself.
            if self.pass_t is None:
                self.pass_t = 0.0
            self.pass_t += dt
            self.thinking_t += dt
            if self.pass_t >= PASS_DELAY:
                self.play(thirtysix.PASS)
            return
        super().update(dt)

    def _keep_cursors_on_picker(self) -> None:
        """While a gift colour is chosen, the pads' cursors wait on the picker; after it, back on the board."""
        choices = self.gift_choices()
        for device, cell in list(self.cursors.items()):
            if choices and not (isinstance(cell, str) and cell[len(GIFT):] in choices):
                self.cursors[device] = GIFT + choices[0]
            elif not choices and isinstance(cell, str):
                picked = [p for p in self.builder.picked if isinstance(p, tuple)]
                self.cursors[device] = picked[-1] if picked else self.cursor_home()

    def cursor_home(self) -> tuple[int, int]:
        cone = self.state.cone_cell(self.state.turn) if self.state.to_move is not None else None
        return cone if cone is not None else self.board.cell_list()[0]

    # ---- results --------------------------------------------------------------------------------------
    def end_reason(self) -> str:
        out = self.turns.outcome
        if out is None or self.turns.ending is not None:
            return ""
        if out.reason.startswith("T13"):
            return self.ctx.t("thirtysix.end.empty", player=seat_name(self.ctx, self.match.seats[out.winners[0]]))
        if "third time" in out.reason:
            return self.ctx.t("thirtysix.end.repetition")
        return self.ctx.t("thirtysix.end.passes")

    def tournament_lines(self) -> list[str]:
        if self.mode != "tournament":
            return []
        n = len(self.match.seats)
        seat_of = {p: s for s, p in enumerate(self.order)}
        totals = self.totals()
        parts = [f"{seat_name(self.ctx, self.match.seats[seat_of[p]])} {totals[p]}" for p in range(n)]
        lines = [self.ctx.t("thirtysix.tournament_game", game=self.game_index + 1, games=n),
                 self.ctx.t("thirtysix.tournament_totals", totals=" · ".join(parts))]
        if self.tournament_done:
            low = min(totals)
            best = [seat_name(self.ctx, self.match.seats[seat_of[p]]) for p in range(n) if totals[p] == low]
            lines.append(self.ctx.t("thirtysix.tournament_won", players=" & ".join(best)))
        return lines

    def result_lines(self) -> list[str]:
        lines = super().result_lines()
        reason = self.end_reason()
        return lines + ([reason] if reason else []) + self.tournament_lines()

    def result_actions(self) -> list[tuple[Callable[[], str], Callable[[], None]]]:
        actions = super().result_actions()
        if self.session_continues():
            t = self.ctx.t
            actions[0] = (lambda: t("thirtysix.next_game"), self.rematch)
        return actions

    def status_of(self, seat: int) -> str:
        return self.ctx.t("thirtysix.status", count=self.state.supply_total(seat))

    # ---- drawing --------------------------------------------------------------------------------------
    def left_panel(self) -> pygame.Rect:
        return pygame.Rect(16, TOP_BAR + 12, PANEL_W, theme.H - TOP_BAR - 24)

    def right_panel(self) -> pygame.Rect:
        return pygame.Rect(theme.W - 16 - PANEL_W, TOP_BAR + 12, PANEL_W, theme.H - TOP_BAR - 24)

    def _acting(self) -> bool:
        return not self.turns.is_over and not self.turns.computer_to_move and self.handover_to is None

    def focus_cell(self) -> tuple[int, int] | None:
        """The cell the player is looking at: the mouse's, else the cursor of the acting seat's device."""
        if isinstance(self.hover, tuple):
            return self.hover
        seat = self.turns.seat
        for device, cell in self.cursors.items():
            if isinstance(cell, tuple) and (seat is None or seat.device in (None, device)):
                return cell
        return None

    def preview_move(self) -> thirtysix.Move | None:
        """The move the player is about to make: the destination picked, or the reachable cell in focus."""
        if not self._acting() or self.state.in_opening:
            return None
        dests = self.destinations()
        picked = [p for p in self.builder.picked if isinstance(p, tuple)]
        if len(picked) >= 2:
            found = dests.get(picked[1])
            return found[0] if found else None
        focus = self.focus_cell()
        if focus is not None and focus in dests:
            return dests[focus][0]
        return None

    def draw_board(self, surface: pygame.Surface) -> None:
        state, s = self.state, self.cell_size
        x0, y0 = self.origin
        frame = pygame.Rect(x0 - 10, y0 - 10, self.board.width * s + 20, self.board.height * s + 20)
        surface.blit(draw.panel(frame.size, (58, 46, 40), 18), frame)
        surface.blit(art.board_image(self.board.text, s), (x0, y0))
        disc_size = int(s * 0.74)
        for cell, _colour, disc, _cone in thirtysix.iter_cells(state):
            if disc is not None:
                draw.blit_center(surface, art.disc_image(disc, disc_size), self.centre(cell))
        self._draw_reachable(surface)
        self._draw_cones(surface)
        self._draw_gifts(surface)
        self._draw_panels(surface)
        if self.pass_t is not None and self.must_pass:
            self._draw_banner(surface, self.ctx.t("thirtysix.pass"),
                              self.ctx.t("thirtysix.pass_who", player=seat_name(self.ctx, self.turns.seat)))
        elif self.banner is not None:
            self._draw_banner(surface, self.ctx.t("thirtysix.pass"), self.banner[0])

    def _draw_reachable(self, surface: pygame.Surface) -> None:
        """Before the cone is chosen: the cone glows and every cell it can reach shows a soft dot (T8, T9)."""
        if not self._acting() or self.builder.picked or not self.ctx.settings.settings.show_legal_moves:
            return
        grow = int(-10 + 6 * self.pulse)
        for pick in self.builder.first_picks():
            r = self.cell_rect(pick).inflate(grow, grow)
            surface.blit(draw.ring(r.size, theme.GOOD, 4, r.w // 2), r)
        if not self.state.in_opening:
            dot = draw.marker("circle", (255, 255, 255), max(10, self.cell_size // 5), (40, 60, 40))
            for cell in self.destinations():
                draw.blit_center(surface, dot, self.centre(cell))

    def _draw_cones(self, surface: pygame.Surface) -> None:
        state, s = self.state, self.cell_size
        h = int(s * 0.95)
        for seat, i in enumerate(state.cones):
            if i < 0:
                continue
            cell = state.board.xy(i)
            pos = self.centre(cell)
            if self.slide is not None and self.slide.dst == cell:
                k = min(1.0, self.slide.t / SLIDE_TIME)
                k = k * k * (3 - 2 * k)
                a = self.centre(self.slide.src)
                pos = (a[0] + (pos[0] - a[0]) * k, a[1] + (pos[1] - a[1]) * k)
            img = art.cone_image(state.colours[seat], h)
            surface.blit(img, img.get_rect(midbottom=(round(pos[0]), round(pos[1] + s * 0.42))))

    def _draw_gifts(self, surface: pygame.Surface) -> None:
        """The cones the move in focus passes (T10): each marked with a present, numbered in the order passed."""
        m = self.preview_move()
        if m is None or m.kind != "move":
            return
        receivers = self.state.passed_cones(m.src, m.dst)
        size = int(self.cell_size * 0.5)
        given = len([p for p in self.builder.picked if isinstance(p, str)])
        pygame.draw.line(surface, theme.ACCENT, self.centre(m.src), self.centre(m.dst), 4)
        for k, seat in enumerate(receivers[:self.state.supply_total(self.state.turn)]):
            c = self.centre(self.state.cone_cell(seat))  # type: ignore[arg-type]
            pos = (c[0] + self.cell_size * 0.28, c[1] - self.cell_size * 0.3)
            if k == given and self.gift_choices():
                r = pygame.Rect(0, 0, size + 14, size + 14)
                r.center = (round(pos[0]), round(pos[1]))
                surface.blit(draw.ring(r.size, theme.ACCENT, 4, r.w // 2), r)
            draw.blit_center(surface, art.gift_image(size), pos)

    def _draw_banner(self, surface: pygame.Surface, big_text: str, line: str) -> None:
        box = pygame.Rect(0, 0, 640, 200)
        box.center = AREA.center
        surface.blit(draw.panel(box.size, (*theme.BG_DARK, 235), 28, 5, theme.ACCENT), box)
        big = self.ctx.assets.text(big_text, theme.FONT_HUGE, theme.ACCENT, bold=True)
        draw.blit_center(surface, big, (box.centerx, box.y + 70))
        words = self.ctx.assets.text(line, theme.FONT_BODY, theme.TEXT)
        draw.blit_center(surface, words, (box.centerx, box.y + 150))

    def _draw_panels(self, surface: pygame.Surface) -> None:
        ctx, state = self.ctx, self.state
        left, right = self.left_panel(), self.right_panel()
        side_panels(surface, left, right)
        # Left: each seat's cone, name and supply by colour (the total big), the one to move lifted.
        n = len(self.match.seats)
        box_h = min(190, (left.h - 20) // n - 10)
        y = left.y + 10
        for seat, s in enumerate(self.match.seats):
            active = state.to_move == seat
            box = pygame.Rect(left.x + 10, y, left.w - 20, box_h)
            seat_box(surface, box, active)
            cone = art.cone_image(state.colours[seat], 56)
            surface.blit(cone, (box.x + 6, box.y + 8))
            name = ctx.assets.text(seat_name(ctx, s), theme.FONT_SMALL, theme.TEXT, bold=True)
            surface.blit(name, (box.x + 68, box.y + 10))
            total = ctx.assets.text(str(state.supply_total(seat)), theme.FONT_TITLE, theme.ACCENT, bold=True)
            surface.blit(total, total.get_rect(topright=(box.right - 12, box.y + 34)))
            x = box.x + 8
            step = (box.w - 16) // 3
            for k, colour in enumerate(thirtysix.COLOURS):
                count = state.supplies[seat][k]
                if not count:
                    continue
                surface.blit(art.disc_image(colour, 28), (x, box.bottom - 42))
                num = ctx.assets.text(f"×{count}", theme.FONT_SMALL - 2, theme.TEXT, bold=True)
                surface.blit(num, num.get_rect(midleft=(x + 29, box.bottom - 28)))
                x += step
            y += box_h + 10
        # Right: what to do now, the gift picker, the controls.
        note_lines(ctx, surface, right, self._panel_lines(), blank=10, gap=6)
        for colour in self.gift_choices():
            r = self.cell_rect(GIFT + colour)
            surface.blit(draw.panel(r.size, theme.PANEL_HI, 14), r)
            draw.blit_center(surface, art.disc_image(colour, 66), r.center)

    def _panel_lines(self) -> list[tuple[str, tuple[int, int, int], bool]]:
        t, state = self.ctx.t, self.state
        out: list[tuple[str, tuple[int, int, int], bool]] = []
        if self.mode == "tournament":
            out.append((t("thirtysix.tournament_game", game=self.game_index + 1, games=len(self.match.seats)),
                        theme.ACCENT, True))
            if self.game_index > 0 or self.turns.is_over:
                out.extend((line, theme.ACCENT, False) for line in self.tournament_lines()[1:2])
        if not self.turns.is_over:
            seat = self.turns.seat
            who = seat_name(self.ctx, seat)
            colour = t(art.COLOUR_KEYS[state.colours[state.turn]])
            out.append((t("thirtysix.to_move", player=who, colour=colour), theme.TEXT, True))
            if self.gift_choices():
                out.append((t("thirtysix.pick_gift"), theme.ACCENT, True))
            elif state.in_opening:
                out.append((t("thirtysix.place_cone", colour=colour), theme.TEXT_DIM, False))
            else:
                out.append((t("thirtysix.move_cone"), theme.TEXT_DIM, False))
                m = self.preview_move()
                if m is not None and m.gifts:
                    out.append((t("thirtysix.gifts_ahead", count=len(m.gifts)), theme.ACCENT, False))
        if not self.gift_choices():
            out.append(("", theme.TEXT_DIM, False))
            out.append((t("thirtysix.controls"), theme.TEXT_DIM, False))
        return out

    def draw_hint(self, surface: pygame.Surface, cell: Cell) -> None:
        grow = int(-10 + 12 * self.pulse)
        r = self.cell_rect(cell).inflate(grow, grow)
        surface.blit(draw.ring(r.size, theme.ACCENT, 5, r.w // 2), r)
        try:
            m = thirtysix.parse_move(str(self.hint))
        except RuleError:
            return
        if m.src is not None:
            pygame.draw.line(surface, theme.ACCENT, self.centre(m.src), self.centre(m.dst), 3)
