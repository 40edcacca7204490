"""The Burg Kletterfrosch screen: the castle wall, the frog on two strings, and the three games (K6-K11).

The memory game's door picking is a board game (cells = the ten window frames), so this scene builds on
BoardGameScene for turns, cursors, autosave, pause and results; the carrying phase steps the physics world with
the strings' reel values read from every device each frame (K6). Rules moves: `open F` when a door is picked,
`<result> <seconds>` when an attempt ends; both autosave, so a resumed game goes on from the next portrait.
"""
from __future__ import annotations

import datetime
import math
from dataclasses import dataclass
from pathlib import Path
from typing import TYPE_CHECKING, Any, Callable

import pygame

from game.core.input import DIRECTIONS, Action, Intent
from game.core.match import Match
from game.physics.castle import CASTLE_DIR, Castle, castle_paths, load_castle
from game.physics.kletterfrosch import ANCHOR_LEFT, ANCHOR_RIGHT, BALL_RADIUS, World, frog_anchor_world
from game.rules import IllegalMove
from game.rules import kletterfrosch as rules
from game.screens.kletterfrosch import art
from game.screens.kletterfrosch.files import RECORDS
from game.screens.board_game import BoardGameScene
from game.ui import draw, theme
from game.ui.layers import Layer
from game.ui.seats import seat_marker, seat_name
from game.ui.text import wrap
from game.ui.widgets import MIN_TEXT

if TYPE_CHECKING:
    from game.core.context import Context

Reels = tuple[float, float]
TOP = 100  # the picture bar above the wall
VIEW = art.WallView(x=102, y=TOP + 8, scale=0.84, size=(1280.0, 720.0))
TRACK_TOP, TRACK_BOTTOM = VIEW.y + 30, VIEW.y + 560  # the handles' travel, screen y
DRAG_GAIN = 40.0  # wall units of length error that reel at full speed while a handle is dragged
REPLAY_SPEED = 0.5  # the last second is shown at half speed
# seconds: a wrong door stays open long enough to remember who lives there (a press skips it), then its tile slides
# to the empty frame
WRONG_SHOW, WRONG_SLIDE = 1.6, 0.7
OPEN_SHOW = 0.9  # the right door stays open this long before the frog sets off
DOOR_SWING = 0.35  # seconds a door takes to swing open on its hinges (K8)
CELEBRATE = 1.6
# With reduced motion the decorations are short and still; the physics itself is the game and stays.
CALM_CELEBRATE, CALM_REPLAY = 0.6, 0.6
TICK_FROM = 5  # the sand ticks in its last seconds
CARRY_SAVE_EVERY = 1.0  # seconds: how often a solo attempt's running time is autosaved (K11)
PAUSE_BUTTON = pygame.Rect(12, (TOP - 56) // 2, 56, 56)  # the mouse's way to the pause menu
CHIPS_LEFT = PAUSE_BUTTON.right + 12  # the seat chips start right of the pause button
PORTRAIT_X = 930  # the centre of the portrait to find, in the picture bar
PROMPT = (round(VIEW.x) + 8, theme.H - 74, 540, 60)  # what to do now: on the wall's lower left, clear of the throne
RECORDS_KIND, RECORDS_NAME, RECORDS_KEPT = "records", "kletterfrosch", 10


class _Rules:
    """The frog's rules as the turn manager wants them: one `new_game(**options)` for the three modes."""

    @staticmethod
    def new_game(mode: str = "memory", players: int = 2, seed: int = 0) -> rules.KletterfroschGame:
        if mode == "coop":
            return rules.new_coop_game(players, seed)
        if mode == "solo":
            return rules.new_solo_game(seed)
        return rules.new_memory_game(players, seed)


FROSCH_RULES = _Rules()


def pad_reels(ctx: Context, device: str) -> Reels:
    """K6 on a gamepad: stick up, trigger = reel in; shoulder = let out. Left controls for the left string."""
    i = ctx.input
    out = []
    for side in ("left", "right"):
        v = -i.pad_axis(device, f"{side}_y") + i.pad_axis(device, f"trigger_{side}")
        if i.pad_button(device, f"{side}_shoulder"):
            v -= 1.0
        out.append(max(-1.0, min(1.0, v)))
    return out[0], out[1]


def keyboard_reels(ctx: Context) -> Reels:
    """K6 on the keyboard: W/S the left string, Up/Down the right one."""
    k = ctx.input.key_held
    return (float(k(pygame.K_w)) - float(k(pygame.K_s)), float(k(pygame.K_UP)) - float(k(pygame.K_DOWN)))


def handle_y(castle: Castle, length: float) -> float:
    """Where a string's handle hangs: a short rope (frog high) pulls the handle low, like a real pulley."""
    f = (castle.rope_max - length) / (castle.rope_max - castle.rope_min)
    return TRACK_TOP + max(0.0, min(1.0, f)) * (TRACK_BOTTOM - TRACK_TOP)


def length_at(castle: Castle, y: float) -> float:
    """The rope length a handle dragged to screen height `y` asks for."""
    f = max(0.0, min(1.0, (y - TRACK_TOP) / (TRACK_BOTTOM - TRACK_TOP)))
    return castle.rope_max - f * (castle.rope_max - castle.rope_min)


def load_chosen_castle(key: str | None) -> tuple[Castle, bool]:
    """The castle `key` names (a file stem), else the first good one; True when the chosen one loaded."""
    if key:
        try:
            return load_castle(CASTLE_DIR / f"{key}.toml"), True
        except (ValueError, OSError):
            pass
    for path in castle_paths():
        try:
            return load_castle(path), False
        except ValueError:
            continue
    raise ValueError("no Burg Kletterfrosch castle could be loaded")


def _seconds(value: object) -> float:
    """A saved number of seconds, or 0 when the save holds something else."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return 0.0
    return max(0.0, float(value))


# ---- records (K10, K11) ---------------------------------------------------------------------------------
def records_key(mode: str, castle: Castle) -> str:
    """Where a mode's table for one castle is kept: a gentle castle's scores never mix with the hardest one's."""
    return f"{mode}@{Path(castle.source).stem or castle.name}"


def clean_records(raw: object) -> list[dict[str, Any]]:
    """The usable entries of a stored table, best first: whatever else a hand-edited or old file holds is
    dropped, never fatal (a records file is a nicety, the game must end normally)."""
    if not isinstance(raw, list):
        return []
    out: list[dict[str, Any]] = []
    for r in raw:
        if not isinstance(r, dict):
            continue
        score = r.get("score")
        if isinstance(score, bool) or not isinstance(score, (int, float)):
            continue
        if not math.isfinite(score) or score < 0 or score != int(score):
            continue
        date = r.get("date")
        players = r.get("players")
        entry: dict[str, Any] = {
            "score": int(score), "date": date[:10] if isinstance(date, str) else "",
            "players": [n for n in players if isinstance(n, str)] if isinstance(players, list) else []}
        if isinstance(r.get("castle"), str):
            entry["castle"] = r["castle"]
        out.append(entry)
    out.sort(key=lambda e: -e["score"])  # stable: an earlier equal score keeps its place
    return out


def read_records(doc: object, mode: str, castle: Castle) -> list[dict[str, Any]]:
    """One castle's table of `mode` from the records document (an older file's per-mode table is sorted out
    by the castle each entry names)."""
    if not isinstance(doc, dict):
        return []
    key = records_key(mode, castle)
    if key in doc:
        return clean_records(doc[key])
    return [r for r in clean_records(doc.get(mode)) if r.get("castle") == castle.source]


@dataclass
class Slide:
    """A wrong door: shown open, then closed and sliding to the empty frame (K8)."""

    resident: int
    src: int
    dst: int
    t: float = 0.0


def prompt_lines(ctx: Any, text: str, width: int, height: int) -> tuple[int, list[str]]:
    """The prompt wrapped into a `width` x `height` box: the small size when it fits so, else smaller."""
    size = theme.FONT_SMALL
    while True:
        font = ctx.assets.font(size, True)
        lines = wrap(text, width, lambda t: font.size(t)[0])
        fits = len(lines) * font.get_linesize() <= height and all(font.size(line)[0] <= width for line in lines)
        if fits or size <= MIN_TEXT:
            return size, lines[:max(1, height // font.get_linesize())]
        size -= 1


class KletterfroschScene(BoardGameScene):
    """Memory (2-4), co-op (2) and solo (1) games of Burg Kletterfrosch."""

    covers_screen = True  # the wall layer and the picture bar paint every pixel
    tools = ()  # no undo or hints in a dexterity game; the pause button sits in the picture bar

    def __init__(self, ctx: Context, match: Match, record: dict[str, Any] | None = None) -> None:
        self.mode = str(match.options.get("mode", "memory"))
        super().__init__(ctx, match, record)
        self.castle, ok = load_chosen_castle(match.options.get("castle"))
        if not ok and match.options.get("castle"):
            ctx.toast(ctx.t("kletterfrosch.no_castle", name=self.castle.name), "error")
        self.world = World(self.castle, seed=int(self.extra.get("seed", 0)))
        self.wall = art.render_wall(self.castle, VIEW)
        # The wall and its door tiles change only when a door opens or moves: painted once per change.
        self._wall_layer = Layer(pygame.Rect(0, TOP, theme.W, theme.H - TOP))
        self.ui = "choose"  # choose | opening | slide | carry | replay | celebrate | done
        self.ui_t = 0.0
        self.slide: Slide | None = None
        self.mover: int | None = None  # the seat whose door or try is being shown (the next turn waits for it)
        self.replay: list[Any] = []
        self.door_frame: int | None = None  # the window whose door is swinging open
        self.last_result: str | None = None
        self.carrying_resident: int | None = None
        self.drag: dict[int, float] = {}  # string (0 left, 1 right) -> rope length the dragged handle asks for
        self.reels: Reels = (0.0, 0.0)
        self.driver: Callable[[World], Reels] | None = None  # tests and the bench steer through this hook
        self._creak = 0.0
        self._last_tick = 99
        self._carried = 0.0  # solo: seconds this attempt had already run before the game was resumed (K11)
        self._save_t = 0.0
        self.new_record = False
        self.records_shown: list[str] = []
        if self.state.phase == "carry":
            self._start_attempt()
        elif self.state.phase == "over":
            self.ui = "done"

    # ---- BoardGameScene hooks ---------------------------------------------------------------------------
    def rules_module(self) -> Any:
        return FROSCH_RULES

    def rules_options(self) -> dict[str, Any]:
        # The seed is kept with the save, so a resumed game shuffles the same pile and replays the same moves.
        self.extra.setdefault("seed", self.ctx.rng.randrange(1 << 30))
        return {"mode": str(self.match.options.get("mode", "memory")), "players": len(self.match.seats),
                "seed": int(self.extra["seed"])}

    def cells(self) -> list[int]:
        return list(range(rules.FRAMES))

    def cell_rect(self, cell: int) -> pygame.Rect:
        return VIEW.rect(self.castle.window(cell).rect)

    def move_for(self, cell: int) -> Any:
        return rules.Open(cell)

    def input_blocked(self) -> IllegalMove | None:
        return None if self.ui == "choose" else IllegalMove("K8", "wait", "wait for the frog")

    def cell_of_move(self, move: Any) -> int | None:
        """A door is opened by pressing its window (the carrying is not a press)."""
        return move.frame if isinstance(move, rules.Open) else None

    def undo(self) -> None:
        """No taking back in a dexterity game: the sand has run."""
        self.ctx.toast(self.ctx.t("kletterfrosch.no_undo"), "error", 1.8)

    def request_hint(self) -> None:
        """No hints: finding the door is the memory game."""
        self.ctx.toast(self.ctx.t("kletterfrosch.no_hint"), "error", 1.8)

    def on_played(self, before: Any, move: Any, after: Any) -> None:
        self.mover = before.seat if before.to_move is not None else None  # shown as acting until the picture ends
        m = rules.parse_move(move)
        if isinstance(m, rules.Open):
            self.door_frame = m.frame
            if after.phase == "carry":
                self.ctx.audio.play("select")
                self.ui, self.ui_t = "opening", 0.0
            else:
                self.ctx.audio.play("flip")
                self.slide = Slide(before.frames[m.frame], m.frame, before.empty_frame)
                self.ui, self.ui_t = "slide", 0.0
            return
        self.last_result = m.result
        if m.result == "delivered":
            self.ctx.audio.play("cheer")
            self.ui, self.ui_t = "celebrate", 0.0
        elif m.result == "timeout":
            self.ctx.audio.play("error")
            self.ui, self.ui_t = "celebrate", 0.0
        else:
            self.ctx.audio.play("splash" if m.result == "floor" else "plop")
            self.replay = self.world.replay()
            self.ui, self.ui_t = "replay", 0.0
        if after.phase == "over" and self.mode in ("coop", "solo"):
            self._save_record(after.scores[0])

    # ---- the attempt --------------------------------------------------------------------------------------
    @property
    def carry_seat(self) -> int:
        return self.state.seat if self.state.to_move is not None else 0

    def _start_attempt(self) -> None:
        s = self.state
        limit = None
        self._carried = 0.0
        if self.mode == "solo":
            # K11: time an attempt had run before a quit is not given back when the game resumes.
            self._carried = min(s.time_left, _seconds(self.extra.get("carry_elapsed")))
            limit = s.time_left - self._carried
        self.world.reset_to_throne(limit)
        self.world.set_target(s.target_frame)
        self.carrying_resident = s.portrait
        self.drag.clear()
        self._last_tick = 99
        self._save_t = 0.0
        self.ui, self.ui_t = "carry", 0.0

    def attempt_elapsed(self) -> float:
        """Seconds the running attempt has taken, a resumed game's earlier share included."""
        w = self.world
        return self._carried + max(0.0, w.time_limit - w.time_left)

    def _finish_attempt(self) -> None:
        seconds = round(self.attempt_elapsed(), 2)
        self.extra.pop("carry_elapsed", None)  # the attempt is settled by the move itself
        self._carried = 0.0
        self.play(rules.Carry(self.world.status, max(0.0, seconds)))

    def _keep_carry_time(self) -> None:
        """Solo: write the running attempt's time into the save, so a quit or a crash cannot give it back."""
        if self.mode == "solo" and self.ui == "carry" and not self.turns.is_over:
            self.extra["carry_elapsed"] = round(self.attempt_elapsed(), 2)
            self._autosave()

    def exit(self) -> None:
        self._keep_carry_time()  # quitting or closing the window mid-attempt
        super().exit()

    def _after_animation(self) -> None:
        """Where the game goes once a door, a delivery or a replay has been shown."""
        s = self.state
        self.slide, self.replay = None, []
        if s.phase == "over":
            self.ui = "done"
            if not self.finished_shown:
                self.finished_shown = True
                self._show_results()
        elif s.phase == "carry":
            self._start_attempt()
        else:
            self.world.reset_to_throne()
            self.world.set_target(None)
            self.carrying_resident = None
            self.ui, self.ui_t = "choose", 0.0

    # ---- devices ----------------------------------------------------------------------------------------
    def string_owners(self) -> tuple[int, int]:
        """The seat holding each string: in co-op seat 0 the left one and seat 1 the right one (K10)."""
        if self.mode == "coop":
            return (0, 1)
        return (self.carry_seat, self.carry_seat)

    def active_seats(self) -> list[int]:
        # While the frog is carried, whoever holds a string is acting (both players in co-op).
        if self.ui == "carry":
            return sorted(set(self.string_owners()))
        return super().active_seats()

    def _auto_pads(self) -> dict[str, int]:
        # In co-op, seats with "any device" share out the free gamepads in order, one each.
        seats = self.match.seats
        bound = {s.device for s in seats if s.device}
        free = [p for p in self.ctx.input.connected_pads() if p not in bound]
        unbound = [i for i, s in enumerate(seats) if s.device is None]
        return dict(zip(free, unbound))

    def allowed(self, device: str, seat_i: int) -> bool:
        """May `device` work the strings of seat `seat_i`?"""
        seats = self.match.seats
        seat = seats[seat_i]
        if seat.device is not None:
            return seat.device == device
        if any(s.device == device for s in seats):
            return False
        if self.mode == "coop" and device.startswith("pad"):
            auto = self._auto_pads()
            return device not in auto or auto[device] == seat_i
        return True

    def read_reels(self) -> Reels:
        """Both strings' reel values from every device allowed to work them this frame (K6)."""
        owners = self.string_owners()
        total = [0.0, 0.0]
        sources: list[tuple[str, Reels]] = [("keyboard", keyboard_reels(self.ctx))]
        sources += [(p, pad_reels(self.ctx, p)) for p in self.ctx.input.connected_pads()]
        for device, (dl, dr) in sources:
            if dl == 0.0 and dr == 0.0:
                continue
            a0, a1 = self.allowed(device, owners[0]), self.allowed(device, owners[1])
            if a0 and a1:
                total[0] += dl
                total[1] += dr
            elif a0:
                total[0] += dl + dr  # a player holding one string may use either stick or either key pair
            elif a1:
                total[1] += dl + dr
        for i, want in self.drag.items():
            total[i] += (self.world.rope_length[i] - want) / DRAG_GAIN
        return (max(-1.0, min(1.0, total[0])), max(-1.0, min(1.0, total[1])))

    def handle_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the two string handles hang on screen (left margin, right margin)."""
        out = []
        for i, x in enumerate((VIEW.x / 2, theme.W - VIEW.x / 2)):
            r = art.handle(False).get_rect()
            r.center = (round(x), round(handle_y(self.castle, self.world.rope_length[i])))
            out.append(r)
        return out[0], out[1]

    # ---- input --------------------------------------------------------------------------------------------
    def tool_rects(self) -> dict[str, pygame.Rect]:
        return {"pause": PAUSE_BUTTON.copy()}

    def handle(self, intent: Intent) -> None:
        a = intent.action
        if intent.pos is not None and a in (Action.POINT, Action.SELECT) and not self.drag:
            over = PAUSE_BUTTON.collidepoint(intent.pos)
            self.hover_tool = "pause" if over else None
            if over and a is Action.SELECT:
                intent = Intent(Action.MENU, intent.device, None)
                a = Action.MENU
        if a in (Action.MENU, Action.BACK, Action.PAD_REMOVED):
            self.drag.clear()
            super().handle(intent)
            return
        if a is Action.UNDO:
            self.undo()
            return
        if a is Action.HINT:
            self.request_hint()
            return
        if a is Action.RELEASE:
            self.drag.clear()  # the mouse button came up: the handle is let go
            return
        if self.ui == "carry":
            if a is Action.SELECT and intent.pos is not None:
                self._grab(intent.pos)
            elif a is Action.POINT and intent.pos is not None and self.drag:
                for i in self.drag:
                    self.drag[i] = length_at(self.castle, intent.pos[1])
            return
        if self.ui == "slide" and a in (Action.CONFIRM, Action.SELECT) and self.ui_t < WRONG_SHOW:
            self.ui_t = WRONG_SHOW  # seen enough: on with the slide (a press never skips a player's turn)
            return
        if self.ui != "choose":
            return
        if a in DIRECTIONS or a in (Action.CONFIRM, Action.SELECT, Action.POINT):
            super().handle(intent)

    def _grab(self, pos: tuple[float, float]) -> None:
        owners = self.string_owners()
        for i, r in enumerate(self.handle_rects()):
            if r.inflate(40, 40).collidepoint(pos) and self.allowed("mouse", owners[i]):
                self.drag[i] = length_at(self.castle, pos[1])
                self.ctx.audio.play("select")

    # ---- frame --------------------------------------------------------------------------------------------
    def advance(self, dt: float) -> None:
        # No computer seats here: the frame is the frog's phases (the base update checked pads and pause).
        self.ui_t += dt
        if self.ui == "carry":
            self._update_carry(dt)
        elif self.ui == "opening" and self.ui_t >= OPEN_SHOW:
            self._after_animation()
        elif self.ui == "slide":
            assert self.slide is not None
            self.slide.t = self.ui_t
            if self.ui_t >= WRONG_SHOW + (0.0 if self.calm else WRONG_SLIDE):
                self._after_animation()
        elif self.ui == "replay" and self.ui_t >= self.replay_seconds():
            self._after_animation()
        elif self.ui == "celebrate" and self.ui_t >= (CALM_CELEBRATE if self.calm else CELEBRATE):
            self._after_animation()
        elif self.ui == "done" and not self.finished_shown:
            self.finished_shown = True
            self._show_results()

    def _update_carry(self, dt: float) -> None:
        reels = self.driver(self.world) if self.driver is not None else self.read_reels()
        self.reels = reels
        self.world.step(dt, *reels)
        if max(abs(reels[0]), abs(reels[1])) > 0.3:
            self._creak -= dt
            if self._creak <= 0:
                self.ctx.audio.play("creak")
                self._creak = 0.45
        left = math.ceil(self.world.time_left)
        if left < self._last_tick and left <= TICK_FROM and not self.world.is_over:
            self.ctx.audio.play("tick")
        self._last_tick = left
        if self.world.is_over:
            self.drag.clear()
            self._finish_attempt()
            return
        self._save_t += dt
        if self._save_t >= CARRY_SAVE_EVERY:
            self._save_t = 0.0
            self._keep_carry_time()

    # ---- motion -------------------------------------------------------------------------------------------
    @property
    def calm(self) -> bool:
        """The player asked for reduced motion: decorations short and still (the frog's physics stays)."""
        return bool(self.ctx.settings.settings.reduce_motion)

    def replay_seconds(self) -> float:
        """How long the drop is shown: the last second at half speed, or a still moment when calm."""
        if self.calm:
            return CALM_REPLAY
        return len(self.replay) * (1 / 120) / REPLAY_SPEED + 0.4

    def door_amount(self) -> float:
        """How far the door of `door_frame` stands open right now: 0 shut .. 1 wide open (K8)."""
        if self.calm:
            return 1.0 if self.ui in ("opening", "slide") else 0.0
        if self.ui == "opening":
            return min(1.0, self.ui_t / DOOR_SWING)
        if self.ui == "slide" and self.ui_t < WRONG_SHOW:
            # open, show the wrong resident, then swing shut again before the tile moves to the empty frame
            return min(1.0, self.ui_t / DOOR_SWING, (WRONG_SHOW - self.ui_t) / DOOR_SWING)
        return 0.0

    # ---- records (K10, K11) ---------------------------------------------------------------------------
    def _save_record(self, score: int) -> None:
        doc = self.ctx.saves.read_doc(RECORDS_KIND, RECORDS_NAME, RECORDS)
        if not isinstance(doc, dict):
            doc = {}
        table = read_records(doc, self.mode, self.castle)
        entry = {"score": int(score), "date": datetime.date.today().isoformat(), "castle": self.castle.source,
                 "players": [s.name for s in self.match.seats]}
        self.new_record = score > max((r["score"] for r in table), default=-1)
        table.append(entry)
        table.sort(key=lambda r: -r["score"])  # stable: an earlier equal score keeps its place
        doc[records_key(self.mode, self.castle)] = table[:RECORDS_KEPT]
        doc.pop("format", None)
        self.ctx.saves.write_doc(RECORDS_KIND, RECORDS_NAME, doc)

    def records(self) -> list[dict[str, Any]]:
        """The kept results of this mode on this castle, best first."""
        return read_records(self.ctx.saves.read_doc(RECORDS_KIND, RECORDS_NAME, RECORDS), self.mode, self.castle)

    def castle_name(self) -> str:
        """The castle's name in the player's language."""
        c = self.castle
        return c.name_ja if self.ctx.i18n.language == "ja" and c.name_ja else c.name

    def result_lines(self) -> list[str]:
        out = self.state.outcome
        if self.mode == "memory":
            names = [seat_name(self.ctx, s) for s in self.match.seats]
            lines = super().result_lines()[:1]
            lines.append("   ".join(self.ctx.t("kletterfrosch.results", player=n, score=sc)
                                    for n, sc in zip(names, out.scores)))
            return lines
        score = out.scores[0]
        head = (self.ctx.t("kletterfrosch.team", count=score) if self.mode == "coop"
                else self.ctx.t("kletterfrosch.solo_score", score=score))
        lines = [head + ("   " + self.ctx.t("kletterfrosch.new_record") if self.new_record else ""),
                 self.ctx.t("kletterfrosch.records_for", castle=self.castle_name(), stars="★" * self.castle.difficulty)]
        for rank, r in enumerate(self.records()[:5], 1):
            lines.append(self.ctx.t("kletterfrosch.record_line", rank=rank, score=r.get("score"), date=r.get("date", "")))
        self.records_shown = lines[2:]
        return lines

    # ---- drawing ------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        hidden = self.slide.dst if self.slide is not None else None
        self._wall_layer.draw(surface, (self.state, hidden), self._paint_wall)
        self._draw_slide(surface)
        if self.door_frame is not None and self.ui == "opening":  # (a wrong door swings in _draw_slide)
            art.draw_door(surface, self.cell_rect(self.door_frame), self.door_amount())
        if self.ui == "carry" and self.world.target is not None:
            r = self.cell_rect(self.world.target).inflate(14, 14)
            surface.blit(draw.ring(r.size, theme.ACCENT, 4 + round(3 * self.pulse), 14), r)
        self._draw_strings_and_frog(surface)
        if self.ui == "choose":
            self.draw_cursors(surface)
        self.draw_top_bar(surface)
        self._draw_banner(surface)
        self._draw_prompt(surface)

    def _paint_wall(self, surface: pygame.Surface) -> None:
        surface.blit(self.wall, (VIEW.x, VIEW.y))
        s = self.state
        hidden = self.slide.dst if self.slide is not None else None
        for i, resident in enumerate(s.frames):
            if resident is None or i == hidden:
                continue
            r = self.cell_rect(i)
            surface.blit(art.tile(resident, r.size, s.shown[i]), r)

    def _draw_slide(self, surface: pygame.Surface) -> None:
        sl = self.slide
        if sl is not None:
            a, b = self.cell_rect(sl.src), self.cell_rect(sl.dst)
            if sl.t < WRONG_SHOW:
                surface.blit(art.tile(sl.resident, a.size, True), a)
                art.draw_door(surface, a, self.door_amount())
                if self.door_amount() > 0.6:  # a big red cross once the resident shows: not this one
                    cx, cy, r = a.right - 6, a.top + 6, 22
                    pygame.draw.circle(surface, (255, 255, 255), (cx, cy), r + 4)
                    pygame.draw.circle(surface, theme.BAD, (cx, cy), r)
                    pygame.draw.line(surface, (255, 255, 255), (cx - 10, cy - 10), (cx + 10, cy + 10), 6)
                    pygame.draw.line(surface, (255, 255, 255), (cx - 10, cy + 10), (cx + 10, cy - 10), 6)
                    label = self.ctx.assets.text(self.ctx.t("kletterfrosch.not_this_one"), theme.FONT_SMALL,
                                                 theme.TEXT, bold=True)
                    plate = label.get_rect(midtop=(a.centerx, a.bottom + 6)).inflate(16, 6)
                    surface.blit(draw.panel(plate.size, theme.BAD, 10), plate)
                    draw.blit_center(surface, label, plate.center)
            else:
                f = 1.0 if self.calm else min(1.0, (sl.t - WRONG_SHOW) / WRONG_SLIDE)
                f = f * f * (3 - 2 * f)
                x = a.x + (b.x - a.x) * f
                y = a.y + (b.y - a.y) * f - math.sin(math.pi * f) * 60
                surface.blit(art.tile(sl.resident, a.size, False), (x, y))

    def _frog_pose(self) -> tuple[tuple[float, float], float, tuple[float, float], tuple[float, float]]:
        """Frog centre, angle, ball centre and rope lengths: live, or from the replay buffer."""
        w = self.world
        if self.ui == "replay" and self.replay:
            # calm: no slow motion, just where the ball ended up
            last = len(self.replay) - 1
            k = last if self.calm else min(last, int(self.ui_t * REPLAY_SPEED * 120))
            snap = self.replay[k]
            return snap.frog, snap.frog_angle, snap.ball, snap.ropes
        return w.frog_position, w.frog_angle, w.ball_position, (w.rope_length[0], w.rope_length[1])

    def _draw_strings_and_frog(self, surface: pygame.Surface) -> None:
        c, k = self.castle, VIEW.scale
        frog_pos, angle, ball_pos, ropes = self._frog_pose()
        anchors = (frog_anchor_world(frog_pos, angle, ANCHOR_LEFT), frog_anchor_world(frog_pos, angle, ANCHOR_RIGHT))
        handles = self.handle_rects()
        for i, clip in enumerate((c.clip_left, c.clip_right)):
            cp = VIEW.pt(clip)
            d = math.dist(clip, anchors[i])
            art.string(surface, cp, VIEW.pt(anchors[i]), ropes[i] * k, d >= ropes[i] - 0.75, k)
            # the string's other end runs over the pulley and down the side to its handle
            h = handles[i]
            pygame.draw.lines(surface, art.STRING_TAUT, False, [cp, (h.centerx, cp[1]), h.midtop], 3)
            pygame.draw.line(surface, (60, 66, 78), (h.centerx, TRACK_TOP), (h.centerx, TRACK_BOTTOM + 30), 1)
            surface.blit(art.handle(i in self.drag), h)
            if self.ui == "carry":
                reel = self.reels[i]
                if abs(reel) > 0.2:  # an arrow shows which way the frog's string is going
                    ar = art.arrow(reel > 0, 34, theme.GOOD if reel > 0 else theme.ACCENT)
                    draw.blit_center(surface, ar, (h.centerx, h.bottom + 24))
        img = art.frog(k, angle, self.world.castle.cup_depth)
        draw.blit_center(surface, img, VIEW.pt(frog_pos))
        resident = self.carrying_resident
        dropped = self.ui == "celebrate" and self.last_result not in ("delivered", None)
        if resident is not None and (self.ui in ("carry", "replay") or dropped):
            radius = round(BALL_RADIUS * k * art.BALL_DRAW_SCALE)
            if self.ui == "carry" and self.world.grace_left > 0.0:
                # the first castles' grace period: the halo shows the cup holding the ball fast, fading as it ends
                glow = art.grace_glow(radius, self.world.grace_left / max(self.world.castle.grace_seconds, 0.01))
                draw.blit_center(surface, glow, VIEW.pt(ball_pos))
            b = art.carried_ball(resident, radius)
            draw.blit_center(surface, b, VIEW.pt(ball_pos))

    def acting_seat(self) -> int | None:
        """The seat shown as acting: while a door, a delivery or a replay is shown, still the one it belongs to
        (the next player's turn starts when the picture ends)."""
        if self.ui in ("slide", "replay", "celebrate") and self.mover is not None:
            return self.mover
        return self.carry_seat if self.state.phase != "over" else None

    # ---- what to do now, in pictures and words -------------------------------------------------------------
    def resident_name(self, resident: int) -> str:
        r = rules.RESIDENTS[resident]
        return r.name_ja if self.ctx.i18n.language == "ja" else r.name

    def controls_text(self, seat_i: int) -> str:
        """How this seat's device pulls the strings (K6), in words."""
        device = self.match.seats[seat_i].device or "any"
        kind = "pad" if device.startswith("pad") else device
        return self.ctx.t(f"kletterfrosch.controls.{kind if kind in ('pad', 'keyboard', 'mouse') else 'any'}")

    def prompt(self) -> str:
        """One line for the player who acts now (or why a try ended): what to do, in words."""
        t, s = self.ctx.t, self.state
        name = lambda i: seat_name(self.ctx, self.match.seats[i])  # noqa: E731
        if self.ui == "choose" and s.portrait is not None:
            return t("kletterfrosch.prompt.choose", player=name(self.carry_seat),
                     resident=self.resident_name(s.portrait))
        if self.ui in ("carry", "opening") and s.phase == "carry":
            if self.mode == "coop":
                return t("kletterfrosch.prompt.coop", left=name(0), right=name(1))
            return t("kletterfrosch.prompt.carry", player=name(self.carry_seat),
                     controls=self.controls_text(self.carry_seat))
        if self.ui == "slide" and self.slide is not None:
            who = self.resident_name(self.slide.resident)
            if s.to_move is None or self.carry_seat == self.mover:
                return t("kletterfrosch.prompt.wrong_door_solo", resident=who)
            return t("kletterfrosch.prompt.wrong_door", resident=who, player=name(self.carry_seat))
        if self.ui in ("replay", "celebrate") and self.last_result not in (None, "delivered"):
            return t(f"kletterfrosch.ended.{self.last_result}")
        if self.ui == "celebrate" and self.last_result == "delivered":
            return t("kletterfrosch.delivered")
        return ""

    def _draw_prompt(self, surface: pygame.Surface) -> None:
        text = self.prompt()
        if not text:
            return
        box = pygame.Rect(PROMPT)
        ended = self.ui in ("replay", "celebrate") and self.last_result not in (None, "delivered")
        surface.blit(draw.panel(box.size, (20, 24, 30, 225), 16, 3, theme.BAD if ended else theme.ACCENT), box)
        x = box.x + 10
        icon = self._prompt_icon(box.h - 12)
        if icon is not None:
            surface.blit(icon, icon.get_rect(midleft=(x, box.centery)))
            x += icon.get_width() + 10
        width = box.right - x - 12
        size, lines = prompt_lines(self.ctx, text, width, box.h - 6)
        font = self.ctx.assets.font(size, True)
        step = font.get_linesize()
        top = box.centery - step * len(lines) / 2
        for k, line in enumerate(lines):
            img = self.ctx.assets.text(line, size, theme.TEXT, bold=True)
            surface.blit(img, (x, round(top + k * step)))

    def _prompt_icon(self, size: int) -> pygame.Surface | None:
        """The picture beside the words: the acting player's animal, the portrait to find, or what ended the try."""
        s = self.state
        if self.ui in ("replay", "celebrate") and self.last_result not in (None, "delivered"):
            return art.ending_icon(str(self.last_result), size)
        if self.ui == "slide" and self.slide is not None:
            return art.portrait_card(self.slide.resident, size)
        seat_i = self.acting_seat()
        if seat_i is None:
            return None
        with_portrait = s.portrait is not None and self.ui == "choose"
        icon = pygame.Surface((size * 2 + 4 if with_portrait else size, size), pygame.SRCALPHA)
        icon.blit(seat_marker(seat_i, self.match.seats[seat_i], size - 10), (5, 5))
        if with_portrait:
            icon.blit(art.portrait_card(s.portrait, size), (size + 4, 0))
        return icon

    def toast_area(self) -> tuple[int, int, int, int]:
        """Messages go in the picture bar between the seats and the portrait to find when there is room (one or
        two seats); with more seats, onto the wall's top left corner, clear of the frog below and the bar above."""
        left = self.chip_rect(len(self.match.seats) - 1).right + 10
        right = PORTRAIT_X - 52
        if right - left >= 300:
            return (left, 6, right - left, TOP - 12)
        return (round(VIEW.x) + 8, TOP + 8, 520, 96)

    def chip_rect(self, i: int) -> pygame.Rect:
        """Seat `i`'s place in the picture bar."""
        w = 220 if len(self.match.seats) <= 2 else 190
        return pygame.Rect(CHIPS_LEFT + i * (w + 10), 10, w, TOP - 20)

    def draw_top_bar(self, surface: pygame.Surface) -> None:
        """Pictures only: seats with their portraits, the portrait to find, the pile, the sand timer."""
        pygame.draw.rect(surface, theme.BG_DARK, (0, 0, theme.W, TOP))
        self.draw_tools(surface)
        s = self.state
        active = self.acting_seat()
        for i, seat in enumerate(self.match.seats):
            box = self.chip_rect(i)
            on = active == i or (self.mode == "coop" and s.phase != "over")
            surface.blit(draw.panel(box.size, theme.PANEL_HI if on else theme.PANEL, 16, 4 if on else 0,
                                    theme.seat_colour(seat.colour)), box)
            m = seat_marker(i, seat, 36)
            surface.blit(m, m.get_rect(midleft=(box.x + 8, box.y + 24)))
            name = self.ctx.assets.text(seat_name(self.ctx, seat), theme.FONT_SMALL, theme.TEXT, bold=on)
            surface.blit(name, name.get_rect(midleft=(box.x + 50, box.y + 24)))
            won = s.won[i] if i < len(s.won) else ()
            if self.mode == "coop" and i == 1:
                won = ()
            if self._card_flying() and i == self._winner_seat():
                won = won[:-1]  # the won portrait is still on its way to the chip
            for j, res in enumerate(won[:8]):
                surface.blit(art.portrait_card(res, 30), (box.x + 8 + j * 22, box.bottom - 36))
            if len(won) > 8 or (won and len(won) > 4):
                cnt = self.ctx.assets.text(f"×{len(won)}", theme.FONT_SMALL, theme.ACCENT, bold=True)
                surface.blit(cnt, cnt.get_rect(bottomright=(box.right - 8, box.bottom - 4)))
            if self.mode == "coop":  # which string this player holds
                ar = art.arrow(True, 26, theme.seat_colour(seat.colour))
                surface.blit(ar, ar.get_rect(midright=(box.right - 8, box.y + 24)))
                side = "◀" if i == 0 else "▶"
                t = self.ctx.assets.text(side, theme.FONT_BODY, theme.TEXT, bold=True)
                surface.blit(t, t.get_rect(midright=(box.right - 36, box.y + 24)))
        # the portrait to find and deliver
        px = PORTRAIT_X
        if s.portrait is not None:
            card = art.portrait_card(s.portrait, 84)
            bob = 3 * math.sin(self.thinking_t * 3) if self.ui in ("choose", "carry") and not self.calm else 0
            surface.blit(card, card.get_rect(center=(px, TOP // 2 + bob)))
            b = art.ball(s.portrait, 14)
            surface.blit(b, b.get_rect(center=(px + 44, TOP // 2 + 28)))
        # the pile: a stack of card backs and how many are left
        left = max(0, len(s.pile) - (1 if s.portrait is not None else 0))
        for j in range(min(left, 5)):
            cb = art.card_back(56)
            surface.blit(cb, cb.get_rect(center=(1040 + j * 3, TOP // 2 - j * 3)))
        cnt = self.ctx.assets.text(str(left), theme.FONT_LABEL, theme.TEXT, bold=True)
        surface.blit(cnt, cnt.get_rect(midleft=(1082, TOP // 2)))
        # the sand timer (solo: the one long timer; else this attempt's)
        self._draw_timer(surface, pygame.Rect(1170, 4, 64, TOP - 8))

    def _draw_timer(self, surface: pygame.Surface, box: pygame.Rect) -> None:
        w = self.world
        if self.ui in ("carry", "replay", "celebrate"):
            frac = w.time_left / w.time_limit if w.time_limit > 0 else 0.0
            if self.mode == "solo":
                frac = w.time_left / rules.SOLO_SECONDS
        elif self.mode == "solo" and self.state.time_left is not None:
            frac = self.state.time_left / rules.SOLO_SECONDS
        else:
            frac = 1.0
        level = max(0, min(40, math.ceil(frac * 40)))
        urgent = self.ui == "carry" and w.time_left <= TICK_FROM
        img = art.hourglass(level, box.size, 40, urgent)
        wobble = math.sin(self.thinking_t * 20) * 3 if urgent and not self.calm else 0
        surface.blit(img, box.move(wobble, 0))

    def _card_flying(self) -> bool:
        return (self.ui == "celebrate" and self.last_result == "delivered" and not self.calm
                and self.carrying_resident is not None)

    def _winner_seat(self) -> int:
        """The seat that just delivered (in the memory game the turn has already passed on)."""
        return self.state.seat if self.mode != "memory" else (self.state.seat - 1) % len(self.match.seats)

    def _draw_banner(self, surface: pygame.Surface) -> None:
        """A big picture for what just happened: the portrait flying home, or a splash and a replay mark."""
        if self.ui == "celebrate" and self.last_result == "delivered" and self.carrying_resident is not None:
            start = VIEW.pt(self.castle.window(self.world.status_window or 0).center)
            if self.calm:  # the won portrait, still, over the window it was delivered to
                draw.blit_center(surface, art.portrait_card(self.carrying_resident, 120), start)
                return
            f = min(1.0, self.ui_t / CELEBRATE)
            end = self.chip_rect(self._winner_seat()).midbottom
            x = start[0] + (end[0] - start[0]) * f * f
            y = start[1] + (end[1] - start[1]) * f * f - math.sin(math.pi * f) * 120
            card = art.portrait_card(self.carrying_resident, round(140 - 80 * f))
            draw.blit_center(surface, card, (x, y))
            for j in range(8):  # a ring of sparkles
                a = j * math.pi / 4 + self.ui_t * 3
                rr = 60 + 80 * f
                m = draw.marker("star", theme.ACCENT, 26)
                draw.blit_center(surface, m, (start[0] + rr * math.cos(a), start[1] + rr * math.sin(a)))
        elif self.ui == "replay":
            # a "slow replay" badge: a rewind mark and a snail pace (two small triangles)
            box = pygame.Rect(0, 0, 120, 56)
            box.midtop = (VIEW.x + VIEW.screen_rect.w // 2, VIEW.y + 8)
            surface.blit(draw.panel(box.size, (20, 20, 20, 190), 14), box)
            for j in range(2):
                m = draw.marker("triangle", theme.BAD, 34)
                m = pygame.transform.rotate(m, 90)
                draw.blit_center(surface, m, (box.x + 42 + j * 26, box.centery))
            if self.calm or int(self.ui_t * 3) % 2 == 0:
                pygame.draw.circle(surface, theme.BAD, (box.right - 20, box.centery), 8)
        elif self.ui == "celebrate" and self.last_result == "timeout":
            img = art.hourglass(0, (120, 180), 40, True)
            shake = 0.0 if self.calm else 10 * math.sin(self.ui_t * 12)
            draw.blit_center(surface, img, (theme.W / 2, VIEW.y + 250 + shake))
