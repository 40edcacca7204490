"""The Farmini game screen (rules/farmini.md): the display of four cards and the deck on the left, every player's
farm at once on the right (each a grid of cards fitted to its zone, zooming out smoothly as it grows), the
supply of animals, and a live score per player.

A move is built through the shared move builder from the rules' picks: the slot, then the cell and the rotation
(a pen card), or the troughs (an animal card, chosen in any order here and played once enough are chosen). Every
cell where a chosen card fits glows; the ways it may be turned wait in a tray below the display (the mouse wheel
turns the card over a chosen cell too). Animals hop onto their troughs; a revealed wolf runs across the farms and
carries off the animals of its kind that stand outside closed pens; closed pens glow, with their points on them.
"""
from __future__ import annotations

import datetime
import math
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Annotated, Any, Hashable, Union

import msgspec
import pygame

from game.core.input import Action, Intent
from game.core.match import Match
from game.rules import RuleError, farmini
from game.screens.board_game import TOP_BAR, BoardGameScene
from game.screens.farmini import art
from game.screens.move_builder import Pick
from game.ui import draw, theme
from game.ui.grids import FitView
from game.ui.seats import seat_marker, seat_name
from game.ui.text import wrap
from game.ui.widgets import fitted

if TYPE_CHECKING:
    from game.core.context import Context

Cell = Hashable
LEFT = pygame.Rect(16, TOP_BAR + 10, 304, theme.H - TOP_BAR - 26)
FARMS = pygame.Rect(LEFT.right + 12, TOP_BAR + 10, theme.W - LEFT.right - 28, theme.H - TOP_BAR - 26)
SLOT = 136  # display cards, px
SLOT_GAP = 12
TRAY = 64  # the rotation tray's little cards
HEADER = 40  # a farm zone's name and score row
HOP_TIME = 0.5
HOP_STAGGER = 0.18
WOLF_TIME = 2.2
DROP_TIME = 0.3
RECORDS_KIND, RECORDS_NAME, RECORDS_KEPT = "records", "farmini", 10


class RecordEntry(msgspec.Struct):
    """One kept solo result (F13)."""

    score: Annotated[int, msgspec.Meta(ge=-1000, le=1000)]
    date: Annotated[str, msgspec.Meta(pattern=r"^(\d{4}-\d{2}-\d{2})?$")] = ""


# The records document: "solo@<scoring>" -> its table, best first, beside the shared "format" number.
RECORDS = Annotated[dict[Annotated[str, msgspec.Meta(max_length=40)],
                         Union[int, Annotated[list[RecordEntry], msgspec.Meta(max_length=100)]]],
                    msgspec.Meta(max_length=20)]


@dataclass
class Hop:
    """An animal token hopping from the display onto its trough."""

    seat: int
    spot: farmini.Spot
    kind: str
    start: tuple[float, float]
    delay: float
    t: float = 0.0


@dataclass
class Wolf:
    """A revealed wolf crossing the farms; `taken` are the tokens it carries off (seat, spot, kind)."""

    kind: str
    taken: list[tuple[int, farmini.Spot, str]] = field(default_factory=list)
    delay: float = 0.0
    t: float = 0.0


def slot_rect(slot: int) -> pygame.Rect:
    """Display slot 1-4 as a 2x2 block of big cards."""
    col, row = (slot - 1) % 2, (slot - 1) // 2
    x0 = LEFT.x + (LEFT.w - 2 * SLOT - SLOT_GAP) // 2
    return pygame.Rect(x0 + col * (SLOT + SLOT_GAP), LEFT.y + 132 + row * (SLOT + SLOT_GAP), SLOT, SLOT)


def tray_rect(r: int) -> pygame.Rect:
    """The rotation tray: the four turns of the chosen card, below the display."""
    x0 = LEFT.x + (LEFT.w - 4 * TRAY - 3 * 8) // 2
    return pygame.Rect(x0 + r * (TRAY + 8), slot_rect(3).bottom + 14, TRAY, TRAY)


def zone_rects(n: int) -> list[pygame.Rect]:
    """Each farm's part of the screen: one big, two side by side, three or four in a 2x2 grid."""
    f, gap = FARMS, 12
    if n == 1:
        return [f.copy()]
    w = (f.w - gap) // 2
    if n == 2:
        return [pygame.Rect(f.x, f.y, w, f.h), pygame.Rect(f.x + w + gap, f.y, w, f.h)]
    h = (f.h - gap) // 2
    return [pygame.Rect(f.x + (i % 2) * (w + gap), f.y + (i // 2) * (h + gap), w, h) for i in range(n)]


class FarminiScene(BoardGameScene):
    """One game of Farmini for 1-4 players."""

    def __init__(self, ctx: Context, match: Match, record: dict[str, Any] | None = None) -> None:
        super().__init__(ctx, match, record)
        n = len(match.seats)
        self.zones = zone_rects(n)
        self.views = []
        for z in self.zones:
            area = z.inflate(-16, -16)
            area.y += HEADER - 8
            area.h -= HEADER - 8
            self.views.append(FitView((area.x, area.y, area.w, area.h), max_scale=150 if n == 1 else 120))
        self.chosen: list[farmini.Spot] = []  # troughs chosen for an animal card, in the order pressed
        self._chosen_for: Any = None
        self.preview_rot = 0
        self.hops: list[Hop] = []
        self.wolves: list[Wolf] = []
        self.drop: tuple[int, farmini.Cell, float] | None = None
        self.record_saved = False
        self.new_best = False
        self._pens_state: Any = None
        self._resting: dict[str, Any] = {}  # device -> the cell it was last seen on
        self._pens: dict[int, list[farmini.Pen]] = {}
        self._fit(instant=True)

    def rules_options(self) -> dict[str, Any]:
        """F16: the players, the deck's shuffle (kept in the save so a resumed game deals the same cards), F14."""
        if "deck_seed" not in self.extra:
            self.extra["deck_seed"] = self.ctx.rng.randrange(1 << 30)
        return {"players": len(self.match.seats), "seed": int(self.extra["deck_seed"]),
                "published_scoring": bool(self.match.options.get("published_scoring", False))}

    def pens(self, seat: int) -> list[farmini.Pen]:
        """The seat's pens in the current state (worked out once per position: every frame draws them)."""
        if self._pens_state is not self.state:
            self._pens_state, self._pens = self.state, {}
        if seat not in self._pens:
            self._pens[seat] = self.state.pens(seat)
        return self._pens[seat]

    def score(self, seat: int) -> int:
        return sum(p.points for p in self.pens(seat))

    # ---- geometry -----------------------------------------------------------------------------------
    def _fit(self, instant: bool = False) -> None:
        """Each farm fills its zone; the farm of a player placing a pen card makes room for the empty cells
        around it (a smooth zoom out), so every place where the card fits is on screen."""
        picked = self.builder.picked if self._acting() else ()
        placing = bool(picked) and self._slot_kind(picked[0]) == "pen"
        for seat, view in enumerate(self.views):
            farm = self.state.farms[seat]
            cells = list(farm)
            pad = 0.2
            if placing and seat == self.mover:
                cells += farmini.frontier(farm)
                pad = 0.05
            xs = [c[0] for c in cells]
            ys = [c[1] for c in cells]
            view.fit((min(xs) - pad, min(ys) - pad, max(xs) + 1 + pad, max(ys) + 1 + pad), instant)

    def card_rect(self, seat: int, cell: farmini.Cell) -> pygame.Rect:
        view = self.views[seat]
        x, y = view.to_screen((cell[0], cell[1]))
        x2, y2 = view.to_screen((cell[0] + 1, cell[1] + 1))
        return pygame.Rect(round(x), round(y), max(4, round(x2) - round(x)), max(4, round(y2) - round(y)))

    @property
    def mover(self) -> int:
        seat = self.state.to_move
        return 0 if seat is None else seat

    def cells(self) -> list[Cell]:
        out: list[Cell] = [("slot", s) for s, name in enumerate(self.state.display, 1) if name is not None]
        picked = self.builder.picked
        if not picked or self.turns.is_over:
            return out
        kind = self._slot_kind(picked[0])
        if kind == "pen":
            cells = dict.fromkeys(m.cell for m in self.builder.moves if m.slot == picked[0] and m.cell is not None)
            out += [("cell", x, y) for x, y in cells]
            out += [("rot", r) for r in self.legal_rots()]
        elif kind == "animal":
            out += [("spot", *s) for s in self._free()]
        return out

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        tag = cell[0]  # type: ignore[index]
        if tag == "slot":
            return slot_rect(cell[1])  # type: ignore[index]
        if tag == "rot":
            return tray_rect(cell[1])  # type: ignore[index]
        if tag == "cell":
            return self.card_rect(self.mover, (cell[1], cell[2]))  # type: ignore[index]
        x, y, q = cell[1], cell[2], cell[3]  # type: ignore[index]
        return art.quarter_rect(self.card_rect(self.mover, (x, y)), q)

    def cursor(self, device: str) -> Cell:
        cells = self.cells()
        if device not in self.cursors or self.cursors[device] not in cells:
            self.cursors[device] = cells[0] if cells else ("slot", 1)
        return self.cursors[device]

    # ---- picks --------------------------------------------------------------------------------------
    def _slot_kind(self, slot: Any) -> str:
        name = self.state.display[slot - 1] if isinstance(slot, int) and 1 <= slot <= 4 else None
        return farmini.card(name).kind if name else ""

    def _animal_mode(self) -> bool:
        picked = self.builder.picked
        return len(picked) == 1 and self._slot_kind(picked[0]) == "animal"

    def _free(self) -> list[farmini.Spot]:
        seat = self.mover
        return farmini.free_troughs(self.state.farms[seat], self.state.tokens[seat])

    def _need(self) -> int:
        """How many troughs the chosen animal card fills (F7)."""
        picked = self.builder.picked
        name = self.state.display[picked[0] - 1]
        c = farmini.card(name)
        return min(c.count, self.state.supply(c.animal), len(self._free()))

    def _chosen_now(self) -> list[farmini.Spot]:
        if self._chosen_for != (self.state, self.builder.picked):
            self.chosen = []
        return self.chosen

    def legal_rots(self) -> list[int]:
        picked = self.builder.picked
        if len(picked) != 2:
            return []
        return [p[1] for p in self.builder.next_picks() if isinstance(p, tuple) and p and p[0] == "r"]

    def pick_of_cell(self, cell: Cell) -> Pick:
        tag = cell[0]  # type: ignore[index]
        if tag == "slot":
            return cell[1]  # type: ignore[index]
        if tag == "rot":
            return ("r", cell[1])  # type: ignore[index]
        if tag == "cell":
            xy = (cell[1], cell[2])  # type: ignore[index]
            picked = self.builder.picked
            if len(picked) == 2 and picked[1] == xy:
                return ("r", self._preview())  # a second press on the chosen cell lays the card as shown
            return xy
        return tuple(cell[1:])  # type: ignore[index]

    def cell_of_pick(self, pick: Pick) -> Cell | None:
        if isinstance(pick, int):
            return ("slot", pick)
        if isinstance(pick, tuple) and pick and pick[0] == "r":
            return ("rot", pick[1])
        if isinstance(pick, tuple) and len(pick) == 2:
            return ("cell", *pick)
        if isinstance(pick, tuple) and len(pick) == 3:
            return ("spot", *pick)
        return None

    def next_pick_cells(self) -> list[Cell]:
        if self._animal_mode():
            chosen = self._chosen_now()
            return [("spot", *s) for s in self._free() if s not in chosen]
        return super().next_pick_cells()

    def picked_cells(self) -> list[Cell]:
        out = super().picked_cells()
        if self._animal_mode():
            out += [("spot", *s) for s in self._chosen_now()]
        return out

    def cell_of_move(self, move: Any) -> Cell | None:
        try:
            return ("slot", farmini.parse_move(str(move)).slot)
        except RuleError:
            return None

    def _preview(self) -> int:
        rots = self.legal_rots()
        if not rots:
            return 0
        if self.preview_rot not in rots:
            self.preview_rot = rots[0]
        return self.preview_rot

    def press_cell(self, cell: Cell, device: str) -> None:
        """The shared pick logic, plus: troughs for an animal card in any order, and a switch to another cell
        after a cell was chosen for a pen card."""
        if self.turns.is_over or not self.turns.accepts(device) or self.input_blocked() is not None:
            super().press_cell(cell, device)
            return
        builder = self.builder
        tag = cell[0]  # type: ignore[index]
        if tag == "spot" and self._animal_mode():
            self._press_spot(tuple(cell[1:]), device)  # type: ignore[arg-type]
            return
        if tag == "cell" and len(builder.picked) == 2 and builder.picked[1] != (cell[1], cell[2]):  # type: ignore
            builder.back()
        before = builder.picked
        n = len(self.turns.moves)
        super().press_cell(cell, device)
        if len(self.turns.moves) == n and self.builder.picked != before:
            self._follow(device)

    def _press_spot(self, spot: farmini.Spot, device: str) -> None:
        chosen = self._chosen_now()
        if spot in chosen:
            chosen.remove(spot)
            self.ctx.audio.play("flip")
        elif spot in self._free():
            chosen.append(spot)
            self._chosen_for = (self.state, self.builder.picked)
            self.ctx.audio.play("select")
        else:
            self.ctx.toast(self.ctx.t("farmini.explain.not_free"), "error")
            return
        if len(chosen) >= self._need():
            move = farmini.Move(self.builder.picked[0], spots=tuple(sorted(chosen, key=lambda s: (s[1], s[0], s[2]))))
            self.chosen = []
            self.play(move, device)

    def _follow(self, device: str) -> None:
        """After a pick, the device's cursor goes where the next pick is made (the farm, the tray)."""
        picked = self.builder.picked
        if device == "mouse":
            return  # the mouse goes where its hand goes
        if len(picked) == 2:
            self.cursors[device] = ("rot", self._preview())
        elif len(picked) == 1:
            nxt = self.next_pick_cells()
            if nxt:
                self.cursors[device] = min(nxt, key=lambda c: abs(c[1]) + abs(c[2]))  # type: ignore[index]

    def take_back_pick(self) -> bool:
        if not self.turns.is_over and self._animal_mode() and self._chosen_now():
            self.chosen.pop()
            self.ctx.audio.play("flip")
            return True
        return super().take_back_pick()

    def refusal(self, cell: Cell) -> RuleError | None:
        """Why a press makes no move: an empty farm cell where the chosen card does not fit, say."""
        picked = self.builder.picked
        if cell[0] == "cell" and picked:  # type: ignore[index]
            try:
                self.state.play(farmini.Move(picked[0], (cell[1], cell[2]), 0))  # type: ignore[index]
            except RuleError as exc:
                return exc
        return None

    def turn_pick(self, step: int) -> bool:
        """Turn the chosen card over its cell to the next way it fits (the shoulders, Q/E, the mouse wheel)."""
        rots = self.legal_rots()
        if not rots:
            return False
        i = rots.index(self._preview())
        self.preview_rot = rots[(i + step) % len(rots)]
        for device, cell in self.cursors.items():
            if isinstance(cell, tuple) and cell and cell[0] == "rot":
                self.cursors[device] = ("rot", self.preview_rot)  # the tray's cursor follows the card
        self.ctx.audio.play("tick")
        return True

    def handle(self, intent: Intent) -> None:
        # The mouse wheel turns the card over the chosen cell, as the shoulders and Q/E do.
        if intent.device == "mouse" and intent.action in (Action.UP, Action.DOWN) and self.legal_rots():
            self.turn_pick(1 if intent.action is Action.DOWN else -1)
            return
        super().handle(intent)

    # ---- moves and animation ------------------------------------------------------------------------
    @property
    def motion(self) -> bool:
        return not self.ctx.settings.settings.reduce_motion

    def on_played(self, before: Any, move: Any, after: Any) -> None:
        m = farmini.parse_move(str(move))
        seat = before.to_move
        sound = "place"
        if m.cell is not None:
            self.drop = (seat, m.cell, 0.0)
            if sum(p.closed for p in after.pens(seat)) > sum(p.closed for p in before.pens(seat)):
                sound = "pen_closed"
        elif m.spots:
            start = slot_rect(m.slot).center
            name = before.display[m.slot - 1]
            kind = farmini.card(name).animal
            self.hops = [Hop(seat, s, kind, start, i * HOP_STAGGER) for i, s in enumerate(m.spots)]
            sound = "hop"
        else:
            sound = "flip"
        new = [n for n in after.revealed if farmini.card(n).kind == "wolf"]
        delay = HOP_TIME + HOP_STAGGER * len(m.spots) if m.spots else 0.2
        shown: set[str] = set()
        for name in new:  # F8: each wolf in turn, carrying off what the rules' log says it took
            kind = farmini.card(name).animal
            taken = [] if kind in shown else [(i, (x, y, q), k) for i, x, y, q, k in after.taken if k == kind]
            shown.add(kind)
            self.wolves.append(Wolf(kind, taken, delay))
            delay += WOLF_TIME
        if not self.motion:
            self.hops, self.wolves, self.drop = [], [], None
        self.ctx.audio.play(sound)
        if new:
            self.ctx.audio.play("howl")  # a wolf arrives
        self._fit()

    def on_undone(self) -> None:
        self.hops, self.wolves, self.drop, self.chosen = [], [], None, []
        self._fit()

    def update(self, dt: float) -> None:
        self._fit()
        for view in self.views:
            view.update(dt, instant=not self.motion)
        for hop in self.hops:
            hop.t += dt
        self.hops = [h for h in self.hops if h.t < h.delay + HOP_TIME]
        if self.wolves:
            w = self.wolves[0]
            w.t += dt
            if w.t >= w.delay + WOLF_TIME:
                self.wolves.pop(0)
            elif w.t >= w.delay and w.t - dt < w.delay:
                self.ctx.audio.play("capture")
        if self.drop is not None:
            seat, cell, t = self.drop
            self.drop = (seat, cell, t + dt) if t + dt < DROP_TIME else None
        # The tray's turn follows the mouse or a pad's cursor as it comes onto one of the tray's cards.
        for device, cell in [("mouse", self.hover), *self.cursors.items()]:
            if self._resting.get(device) != cell:
                self._resting[device] = cell
                if isinstance(cell, tuple) and cell and cell[0] == "rot" and cell[1] in self.legal_rots():
                    self.preview_rot = cell[1]
        super().update(dt)

    def advance(self, dt: float) -> None:
        if self.turns.is_over and not self.finished_shown:
            self._save_record()
        super().advance(dt)

    # ---- solo records (F13) -------------------------------------------------------------------------
    def records_key(self) -> str:
        return "solo@" + ("published" if self.state.published_scoring else "seed")

    def records(self) -> list[dict[str, Any]]:
        doc = self.ctx.saves.read_doc(RECORDS_KIND, RECORDS_NAME, RECORDS)
        table = doc.get(self.records_key(), []) if isinstance(doc, dict) else []
        if not isinstance(table, list):
            return []
        out = []
        for r in table:
            r = msgspec.to_builtins(r) if not isinstance(r, dict) else r
            if isinstance(r.get("score"), int):
                out.append({"score": r["score"], "date": str(r.get("date", ""))})
        return sorted(out, key=lambda r: -r["score"])

    def _save_record(self) -> None:
        if self.record_saved or len(self.match.seats) != 1 or self.turns.ending is not None:
            return
        self.record_saved = True
        score = self.state.score(0)
        table = self.records()
        self.new_best = bool(table) and score > table[0]["score"]
        table.append({"score": score, "date": datetime.date.today().isoformat()})
        table.sort(key=lambda r: -r["score"])
        doc = self.ctx.saves.read_doc(RECORDS_KIND, RECORDS_NAME, RECORDS)
        # every other entry goes back as it was read (another mode's table, one from a newer version)
        doc = {k: msgspec.to_builtins(v) for k, v in doc.items()} if isinstance(doc, dict) else {}
        doc[self.records_key()] = table[:RECORDS_KEPT]
        try:
            self.ctx.saves.write_doc(RECORDS_KIND, RECORDS_NAME, doc)
        except OSError:
            pass  # a records file is a nicety: the game ends normally without it

    # ---- results ------------------------------------------------------------------------------------
    def breakdown(self, seat: int) -> list[int]:
        """The points of each pen that scores anything (F11, F12, F14), in pen order."""
        return [p.points for p in self.pens(seat) if p.points]

    def result_lines(self) -> list[str]:
        lines = super().result_lines()
        t = self.ctx.t
        for i, s in enumerate(self.match.seats):
            parts = self.breakdown(i)
            sums = " + ".join(str(p) for p in parts) if parts else "0"
            lines.append(t("farmini.breakdown", player=seat_name(self.ctx, s), pens=sums,
                           score=self.state.score(i)))
        if len(self.match.seats) == 1:
            best = self.records()
            if self.new_best:
                lines.append(t("farmini.new_best"))
            elif best:
                lines.append(t("farmini.best", score=best[0]["score"]))
        return lines

    def status_of(self, seat: int) -> str:
        return self.ctx.t("farmini.status", score=self.score(seat))

    # ---- drawing ------------------------------------------------------------------------------------
    def _acting(self) -> bool:
        return not self.turns.is_over and not self.turns.computer_to_move and self.handover_to is None

    def draw_board(self, surface: pygame.Surface) -> None:
        surface.fill((58, 92, 60))
        self._draw_left(surface)
        for seat in range(len(self.match.seats)):
            self._draw_farm(surface, seat)
        self._draw_ghost(surface)
        self._draw_hops(surface)
        self._draw_wolf(surface)

    def _draw_left(self, surface: pygame.Surface) -> None:
        ctx, state = self.ctx, self.state
        surface.blit(draw.panel(LEFT.size, theme.BG_DARK, 18), LEFT)
        # The deck: its back and how many cards are left.
        back = art.card_back(56)
        surface.blit(back, (LEFT.x + 18, LEFT.y + 12))
        num = ctx.assets.text(f"×{len(state.deck)}", theme.FONT_BODY, theme.TEXT, bold=True)
        surface.blit(num, num.get_rect(midleft=(LEFT.x + 82, LEFT.y + 40)))
        # The supply: each kind with how many tokens are left (F1).
        for k, kind in enumerate(farmini.ANIMALS):
            x = LEFT.x + 18 + k * 94
            surface.blit(art.animal(kind, 44), (x, LEFT.y + 74))
            n = ctx.assets.text(str(state.supply(kind)), theme.FONT_BODY, theme.TEXT, bold=True)
            surface.blit(n, n.get_rect(midleft=(x + 46, LEFT.y + 96)))
        picked = self.builder.picked
        for slot, name in enumerate(state.display, 1):
            r = slot_rect(slot)
            if name is None:
                surface.blit(draw.ring(r.size, theme.PANEL, 3, 14), r)
                continue
            lift = -6 if picked and picked[0] == slot else 0
            surface.blit(art.face_card(name, SLOT), r.move(0, lift))
        rots = self.legal_rots()
        if rots:
            name = state.display[picked[0] - 1]
            for r in rots:
                rr = tray_rect(r)
                surface.blit(art.face_card(name, TRAY, r), rr)
                if r == self._preview():
                    surface.blit(draw.ring(rr.inflate(8, 8).size, theme.ACCENT, 3, 10), rr.inflate(8, 8))
        self._draw_prompt(surface)

    def prompt(self) -> str:
        """What the player to move does now, in a few words."""
        t = self.ctx.t
        if self.turns.is_over:
            return t("farmini.prompt.over")
        if not self._acting():
            return t("farmini.prompt.wait", player=seat_name(self.ctx, self.match.seats[self.mover]))
        picked = self.builder.picked
        if not picked:
            return t("farmini.prompt.take", player=seat_name(self.ctx, self.match.seats[self.mover]))
        if self._animal_mode():
            return t("farmini.prompt.animals", count=self._need() - len(self._chosen_now()))
        if len(picked) == 2:
            return t("farmini.prompt.turn")
        return t("farmini.prompt.place")

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        box = pygame.Rect(LEFT.x + 10, tray_rect(0).bottom + 10, LEFT.w - 20, LEFT.bottom - tray_rect(0).bottom - 20)
        surface.blit(draw.panel(box.size, theme.PANEL, 14), box)
        font = self.ctx.assets.font(theme.FONT_SMALL, True)
        lines = wrap(self.prompt(), box.w - 24, lambda s: font.size(s)[0])[:3]
        y = box.y + (box.h - 28 * len(lines)) // 2
        for line in lines:
            img = self.ctx.assets.text(line, theme.FONT_SMALL, theme.TEXT, bold=True)
            surface.blit(img, img.get_rect(midtop=(box.centerx, y)))
            y += 28

    def _hidden_tokens(self) -> set[tuple[int, farmini.Spot]]:
        return {(h.seat, h.spot) for h in self.hops}

    def _draw_farm(self, surface: pygame.Surface, seat: int) -> None:
        ctx, state = self.ctx, self.state
        zone = self.zones[seat]
        s = self.match.seats[seat]
        active = state.to_move == seat
        surface.blit(draw.panel(zone.size, (70, 112, 70) if active else (48, 78, 52), 18,
                                4 if active else 0, theme.seat_colour(s.colour)), zone)
        # Header: who, and the live score.
        m = seat_marker(seat, s, 30)
        surface.blit(m, m.get_rect(midleft=(zone.x + 12, zone.y + HEADER // 2 + 4)))
        score = ctx.assets.text(str(self.score(seat)), theme.FONT_LABEL, theme.ACCENT, bold=True)
        star = draw.marker("star", theme.ACCENT, 30)
        surface.blit(score, score.get_rect(midright=(zone.right - 14, zone.y + HEADER // 2 + 4)))
        surface.blit(star, star.get_rect(midright=(zone.right - 20 - score.get_width(), zone.y + HEADER // 2 + 4)))
        room = zone.w - 60 - score.get_width() - 60
        name = fitted(ctx, seat_name(ctx, s), room, theme.FONT_BODY, theme.TEXT, bold=active)
        surface.blit(name, name.get_rect(midleft=(zone.x + 50, zone.y + HEADER // 2 + 4)))
        clip = surface.get_clip()
        area = pygame.Rect(*map(round, self.views[seat].area))
        surface.set_clip(area.inflate(12, 12))
        drop = self.drop if self.drop is not None and self.drop[0] == seat else None
        for cell, (name_, rot) in state.farms[seat].items():
            r = self.card_rect(seat, cell)
            if drop is not None and drop[1] == cell:
                k = 1.0 + 0.25 * (1 - drop[2] / DROP_TIME)
                r = r.inflate(round(r.w * (k - 1)), round(r.h * (k - 1)))
            surface.blit(art.pen_card(name_, rot, r.w), r)
        # Closed pens glow, with their points on them (every scoring pen at the end: the breakdown).
        pulse = self.pulse
        for pen in self.pens(seat):
            if not pen.closed and not (self.turns.is_over and pen.points):
                continue
            if pen.closed:
                glow = pygame.Surface((4, 4), pygame.SRCALPHA)
                glow.fill((*art.GLOW, round(50 + 40 * pulse)))
                for x, y, q in pen.quarters:
                    qr = art.quarter_rect(self.card_rect(seat, (x, y)), q)
                    surface.blit(pygame.transform.scale(glow, qr.size), qr)
        hidden = self._hidden_tokens()
        size = max(10, round(self.views[seat].scale * 0.42))
        for spot, kind in state.tokens[seat].items():
            if (seat, spot) in hidden:
                continue
            c = art.token_centre(self.card_rect(seat, spot[:2]), spot[2])
            draw.blit_center(surface, art.animal(kind, size), c)
        for pen in self.pens(seat):
            if pen.points and (pen.closed or self.turns.is_over):
                x, y, q = pen.quarters[0]
                qr = art.quarter_rect(self.card_rect(seat, (x, y)), q)
                if area.inflate(-24, -24).collidepoint(qr.x + 14, qr.y + 14):  # (a farm still zooming: not off it)
                    self._badge(surface, pen.points, (qr.x + 14, qr.y + 14))
        surface.set_clip(clip)

    def _badge(self, surface: pygame.Surface, points: int, centre: tuple[float, float]) -> None:
        disc = draw.marker("circle", theme.ACCENT, 28)
        draw.blit_center(surface, disc, centre)
        img = self.ctx.assets.text(str(points), theme.FONT_SMALL - 4, (40, 30, 20), bold=True)
        draw.blit_center(surface, img, centre)

    def _draw_ghost(self, surface: pygame.Surface) -> None:
        """The chosen pen card shown where it would go, turned as it would lie."""
        picked = self.builder.picked
        if not self._acting() or not picked or self._slot_kind(picked[0]) != "pen":
            return
        name = self.state.display[picked[0] - 1]
        if len(picked) == 2:
            cell, rot = picked[1], self._preview()
        else:
            target = self.hover if self.hover is not None else next(
                (c for d, c in self.cursors.items() if d != "mouse" and self.turns.accepts(d)), None)
            if not (isinstance(target, tuple) and target and target[0] == "cell"):
                return
            cell = (target[1], target[2])
            rots = [m.rot for m in self.builder.moves if m.slot == picked[0] and m.cell == cell]
            if not rots:
                return
            rot = rots[0]
        r = self.card_rect(self.mover, cell)
        img = art.pen_card(name, rot, r.w).copy()
        img.set_alpha(235 if len(picked) == 2 else 150)
        surface.blit(img, r)

    def _draw_hops(self, surface: pygame.Surface) -> None:
        for h in self.hops:
            k = max(0.0, min(1.0, (h.t - h.delay) / HOP_TIME))
            end = art.token_centre(self.card_rect(h.seat, h.spot[:2]), h.spot[2])
            x = h.start[0] + (end[0] - h.start[0]) * k
            y = h.start[1] + (end[1] - h.start[1]) * k - 120 * math.sin(math.pi * k)
            size = round(70 + (max(10, self.views[h.seat].scale * 0.42) - 70) * k)
            draw.blit_center(surface, art.animal(h.kind, size), (x, y))

    def _draw_wolf(self, surface: pygame.Surface) -> None:
        if not self.wolves:
            return
        w = self.wolves[0]
        if w.t < w.delay:
            return
        k = (w.t - w.delay) / WOLF_TIME
        x = FARMS.x - 120 + (FARMS.w + 240) * k
        y = FARMS.centery + 20 * math.sin(k * math.pi * 6)
        for seat, spot, kind in w.taken:  # the animals it carries off: shaking, then gone
            if k > 0.6:
                continue
            c = art.token_centre(self.card_rect(seat, spot[:2]), spot[2])
            shake = 4 * math.sin(w.t * 40)
            img = art.animal(kind, max(10, round(self.views[seat].scale * 0.42))).copy()
            img.set_alpha(round(255 * (1 - k / 0.6)))
            draw.blit_center(surface, img, (c[0] + shake, c[1]))
        draw.blit_center(surface, art.animal("wolf", 180), (x, y))
        draw.blit_center(surface, art.animal(w.kind, 70), (x + 70, y + 60))

    def draw_hint(self, surface: pygame.Surface, cell: Cell) -> None:
        r = self.cell_rect(cell)
        grow = int(-6 + 12 * self.pulse)
        surface.blit(draw.ring(r.inflate(grow, grow).size, theme.ACCENT, 5, 14), r.inflate(grow, grow))
