"""The Burg Kletterfrosch castle level format (TOML), its loader and validator.

World units are wall pixels of a 1280x720-ish wall; the origin is the wall's top-left corner and **y grows
downward** (like the screen), so gravity points to +y.  A castle file looks like::

    name = "Garden Keep"
    name_ja = "にわのおしろ"
    timer_seconds = 60          # K5 default
    [wall]    size = [1280, 720], floor_y = 700
    [clips]   left = [80, 30], right = [1200, 30]
    [rope]    min_length = 40, max_length = 1150, reel_speed = 260
    [throne]  position = [640, 640]         # the frog's centre at the start
    [pond]    rect = [x, y, w, h]
    [[windows]] id = 0, rect = [x, y, w, h]   # exactly 10 frames, ids 0..9
    [[holes]]   id = "h1", rect = [...] or circle = [cx, cy, r]
    [[patches]] hole = "h1"                   # covers that hole (K2)
    [[ledges]]  a = [x, y], b = [x, y]

How forgiving a castle is (all optional; a field left out takes the value shown, the physics every castle had
before these fields existed)::

    grace_seconds = 0           # 0..5: at the start of a carry the cup holds the ball fast and a ball that
                                # still falls into a hole, another window or onto the floor does not count
                                # (it is brought back to the cup); a delivery counts at once
    carry_past_windows = false  # true: a ball sitting in the cup may be carried in front of another window
                                # (its door is shut); it is lost to a window only once it has left the cup
    [rope]    reel_ramp = 0.15  # 0.05..1 s from a stopped reel to full speed: longer = a softer start of a swing
    [frog]    swing_damping = 0.7   # 0.05..1: the fraction of its speed the frog and ball keep each second
                                    # (lower = the swing settles sooner)
              spin_damping = 3      # 0..20 per second: how fast the frog's rocking dies down
              cup_depth = 22        # 10..40: how high the cup's walls stand above the frog's head
              cup_grip = 0          # 0..3: the cup holds a ball sitting in it against this many g of jolt
"""

from __future__ import annotations

import math
import re
import reprlib
import tomllib
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any

import msgspec
from msgspec import UNSET, Meta, Struct, UnsetType

from game import LEVELS_DIR
from game.core.sanitize import clean_text
from game.core.storage import NESTING_LIMIT, collector_paused, read_text_limited, too_deep
from game.rules import LevelError

CASTLE_DIR = LEVELS_DIR / "kletterfrosch"
WINDOW_COUNT = 10  # K1/K2: 9 doors + 1 empty frame in the memory game
CASTLE_LIMIT = 64 * 1024  # bytes: a castle is about 3 KB; a bigger file is refused unread

# How forgiving a castle is: the values a file that does not set them gets (the hard castles' physics), and the
# ranges a file may set (also the schema's, so a bad value is refused with the field named).
GRACE_SECONDS = 0.0
REEL_RAMP = 0.15  # seconds a reel takes from stop to full speed (hands and spools have inertia)
SWING_DAMPING = 0.7  # fraction of velocity kept per second: air and string friction, so swings settle
SPIN_DAMPING = 3.0  # 1/s: the strings rub on the clips, so the frog's rocking dies down
CUP_DEPTH = 22.0  # height of the cup walls above the frog's head
CUP_GRIP = 0.0  # g of jolt a ball sitting in the cup is held against
RANGES = {
    "grace_seconds": (0.0, 5.0),
    "reel_ramp": (0.05, 1.0),
    "swing_damping": (0.05, 1.0),
    "spin_damping": (0.0, 20.0),
    "cup_depth": (10.0, 40.0),
    "cup_grip": (0.0, 3.0),
}

Point = tuple[float, float]
Rect = tuple[float, float, float, float]  # x, y, w, h


@dataclass(frozen=True)
class Window:
    """A window frame on the wall; `id` is the frame index 0..9."""

    id: int
    rect: Rect

    @property
    def center(self) -> Point:
        x, y, w, h = self.rect
        return (x + w / 2, y + h / 2)


@dataclass(frozen=True)
class Hole:
    """A hole the ball can fall into: a rect or a circle (cx, cy, r)."""

    id: str
    rect: Rect | None = None
    circle: tuple[float, float, float] | None = None

    def contains(self, p: Point, margin: float = 0.0) -> bool:
        """True when point `p` lies inside the hole grown by `margin`."""
        if self.circle is not None:
            cx, cy, r = self.circle
            return math.hypot(p[0] - cx, p[1] - cy) <= r + margin
        assert self.rect is not None
        x, y, w, h = self.rect
        return x - margin <= p[0] <= x + w + margin and y - margin <= p[1] <= y + h + margin


@dataclass(frozen=True)
class Ledge:
    """A solid segment sticking out of the wall."""

    a: Point
    b: Point


@dataclass(frozen=True)
class Castle:
    """One castle layout, validated and immutable."""

    name: str
    name_ja: str
    size: tuple[float, float]
    floor_y: float
    clip_left: Point
    clip_right: Point
    rope_min: float
    rope_max: float
    reel_speed: float
    throne: Point
    pond: Rect
    timer_seconds: float
    windows: tuple[Window, ...]
    holes: tuple[Hole, ...]
    patched: frozenset[str]
    ledges: tuple[Ledge, ...]
    difficulty: int = 1
    source: str = ""
    grace_seconds: float = GRACE_SECONDS
    reel_ramp: float = REEL_RAMP
    swing_damping: float = SWING_DAMPING
    spin_damping: float = SPIN_DAMPING
    cup_depth: float = CUP_DEPTH
    cup_grip: float = CUP_GRIP
    carry_past_windows: bool = False

    @property
    def open_holes(self) -> tuple[Hole, ...]:
        """The holes not covered by a patch: the ones the ball can fall into."""
        return tuple(h for h in self.holes if h.id not in self.patched)

    def window(self, window_id: int) -> Window:
        """The window frame with this id."""
        for w in self.windows:
            if w.id == window_id:
                return w
        raise KeyError(window_id)


# ---- the schema: types, magnitudes and lengths (the geometry's relations are checked by parse_castle) ----------
Num = Annotated[float, Meta(ge=-1e6, le=1e6)]
Pair = tuple[Num, Num]
Box = tuple[Num, Num, Num, Num]
Label = Annotated[str, Meta(max_length=200)]


class _Wall(Struct):
    size: Pair
    floor_y: Num


class _Clips(Struct):
    left: Pair
    right: Pair


def _ranged(field: str) -> Any:
    lo, hi = RANGES[field]
    return Annotated[float, Meta(ge=lo, le=hi)] | UnsetType


class _Rope(Struct):
    min_length: Num
    max_length: Num
    reel_speed: Num
    reel_ramp: _ranged("reel_ramp") = UNSET  # type: ignore[valid-type]


class _Frog(Struct, forbid_unknown_fields=True):
    """The optional [frog] table: a new table, so a misspelt field is refused rather than quietly ignored."""

    swing_damping: _ranged("swing_damping") = UNSET  # type: ignore[valid-type]
    spin_damping: _ranged("spin_damping") = UNSET  # type: ignore[valid-type]
    cup_depth: _ranged("cup_depth") = UNSET  # type: ignore[valid-type]
    cup_grip: _ranged("cup_grip") = UNSET  # type: ignore[valid-type]


class _Throne(Struct):
    position: Pair


class _Pond(Struct):
    rect: Box


class _Window(Struct):
    id: Annotated[int, Meta(ge=-1000, le=1000)]
    rect: Box


class _Hole(Struct):
    id: Label
    rect: Box | UnsetType = UNSET
    circle: tuple[Num, Num, Num] | UnsetType = UNSET


class _Patch(Struct):
    hole: Label


class _Ledge(Struct):
    a: Pair
    b: Pair


class CastleFile(Struct):
    """A castle file's tables and fields as the format above gives them (fields it does not name are left to
    parse_castle, so the format can grow)."""

    name: Label
    name_ja: Label
    wall: _Wall
    clips: _Clips
    rope: _Rope
    throne: _Throne
    pond: _Pond
    timer_seconds: Num | UnsetType = UNSET
    difficulty: Num | UnsetType = UNSET
    grace_seconds: _ranged("grace_seconds") = UNSET  # type: ignore[valid-type]
    carry_past_windows: bool | UnsetType = UNSET
    frog: _Frog | UnsetType = UNSET
    windows: Annotated[list[_Window], Meta(max_length=64)] = []
    holes: Annotated[list[_Hole], Meta(max_length=256)] = []
    patches: Annotated[list[_Patch], Meta(max_length=256)] = []
    ledges: Annotated[list[_Ledge], Meta(max_length=1024)] = []


_NUMBERS = {"size": 2, "left": 2, "right": 2, "position": 2, "a": 2, "b": 2, "rect": 4, "circle": 3}


def _check_schema(r: _Reader, data: dict[str, Any]) -> None:
    """Check `data` against CastleFile; a failure names the table and field as the hand-written checks do."""
    try:
        msgspec.convert(data, CastleFile)
    except msgspec.ValidationError as exc:
        message, _, at = str(exc).partition(" - at `")
        steps: list[str | int] = [name or int(number) for name, number in re.findall(r"\.(\w+)|\[(\d+)\]", at)]
        unknown = re.match(r"Object contains unknown field `(\w+)`", message)
        if unknown and steps and isinstance(steps[0], str):
            number = steps[1] if len(steps) > 1 and isinstance(steps[1], int) else None
            raise r.fail(steps[0], number, unknown.group(1), "unknown field (misspelt?)") from None
        table, index, field = "", None, None
        if steps and isinstance(steps[0], str) and len(steps) > 1:
            table, steps = steps[0], steps[1:]
            if steps and isinstance(steps[0], int):
                index, steps = steps[0], steps[1:]
        field = steps[0] if steps and isinstance(steps[0], str) else None
        missing = re.match(r"Object missing required field `(\w+)`", message)
        if missing:
            raise r.fail(table, index, None, f"missing field '{missing.group(1)}'") from None
        if field in _NUMBERS:
            value: Any = data.get(table, data) if table else data
            if isinstance(value, list) and index is not None and index < len(value):
                value = value[index]
            value = value.get(field) if isinstance(value, dict) else value
            got = reprlib.repr(value)
            raise r.fail(table, index, field, f"expected {_NUMBERS[field]} numbers, got {got}") from None
        raise r.fail(table, index, field, message[:1].lower() + message[1:]) from None


class _Reader:
    """Field access that raises ValueError naming file, line (when found), table and field."""

    def __init__(self, path: Path, text: str) -> None:
        self.path = path
        self.lines = text.splitlines()

    def _line_of(self, table: str, index: int | None, field: str | None) -> int | None:
        # tomllib keeps no positions, so find the field by scanning the headers ourselves.
        current, count = "", -1
        header_line: int | None = None
        for n, raw in enumerate(self.lines, start=1):
            line = raw.split("#", 1)[0].strip()
            m = re.fullmatch(r"\[\[\s*([\w.]+)\s*\]\]|\[\s*([\w.]+)\s*\]", line)
            if m:
                current = m.group(1) or m.group(2)
                if current == table:
                    count += 1
                    if index is None or count == index:
                        header_line = n
                continue
            in_place = current == table and (index is None or count == index)
            if table == "" and current == "":
                in_place = True
            if in_place and field and re.match(rf"{re.escape(field)}\s*=", line):
                return n
        return header_line

    def fail(self, table: str, index: int | None, field: str | None, why: str) -> LevelError:
        line = self._line_of(table, index, field)
        where = f"{self.path.name}" + (f" line {line}" if line else "")
        what = ""
        if table:
            what = f"[[{table}]] #{index + 1}" if index is not None else f"[{table}]"
        if field:
            what = (what + " " if what else "") + f"field '{field}'"
        return LevelError(f"{where}: {what}: {why}" if what else f"{where}: {why}", line=line or None)

    def get(self, d: dict[str, Any], table: str, index: int | None, field: str) -> Any:
        if field not in d:
            raise self.fail(table, index, None, f"missing field '{field}'")
        return d[field]

    def number(self, d: dict[str, Any], table: str, index: int | None, field: str, positive: bool = False) -> float:
        v = self.get(d, table, index, field)
        if isinstance(v, bool) or not isinstance(v, (int, float)) or not math.isfinite(v):
            raise self.fail(table, index, field, f"expected a number, got {v!r}")
        if positive and v <= 0:
            raise self.fail(table, index, field, f"must be > 0, got {v!r}")
        return float(v)

    def numbers(self, d: dict[str, Any], table: str, index: int | None, field: str, n: int) -> tuple[float, ...]:
        v = self.get(d, table, index, field)
        if (
            not isinstance(v, list)
            or len(v) != n
            or any(isinstance(x, bool) or not isinstance(x, (int, float)) or not math.isfinite(x) for x in v)
        ):
            raise self.fail(table, index, field, f"expected {n} numbers, got {v!r}")
        return tuple(float(x) for x in v)

    def text(self, d: dict[str, Any], table: str, index: int | None, field: str) -> str:
        v = self.get(d, table, index, field)
        if not isinstance(v, str) or not v.strip():
            raise self.fail(table, index, field, f"expected a non-empty string, got {v!r}")
        return v

    def table(self, d: dict[str, Any], name: str) -> dict[str, Any]:
        v = d.get(name)
        if not isinstance(v, dict):
            raise self.fail("", None, None, f"missing table [{name}]")
        return v

    def tables(self, d: dict[str, Any], name: str) -> list[dict[str, Any]]:
        v = d.get(name, [])
        if not isinstance(v, list) or any(not isinstance(x, dict) for x in v):
            raise self.fail("", None, None, f"'{name}' must be an array of tables [[{name}]]")
        return v


def _rect_inside(r: Rect, size: tuple[float, float]) -> bool:
    x, y, w, h = r
    return w > 0 and h > 0 and x >= 0 and y >= 0 and x + w <= size[0] and y + h <= size[1]


def _rects_overlap(a: Rect, b: Rect) -> bool:
    return a[0] < b[0] + b[2] and b[0] < a[0] + a[2] and a[1] < b[1] + b[3] and b[1] < a[1] + a[3]


def load_castle(path: str | Path) -> Castle:
    """Read and validate a castle file; a bad file raises LevelError (a ValueError) naming file, line, table and
    field."""
    path = Path(path)
    text = read_text_limited(path, CASTLE_LIMIT)  # no FIFO, device or loop is opened; a huge file stays unread
    if text is None:
        raise LevelError(f"{path.name}: cannot read: no such file")
    if too_deep(text):
        raise LevelError(f"{path.name}: not valid TOML: nested more than {NESTING_LIMIT} deep")
    try:
        with collector_paused():
            data = tomllib.loads(text)
    except (tomllib.TOMLDecodeError, ValueError) as exc:  # (a huge integer is a plain ValueError)
        raise LevelError(f"{path.name}: not valid TOML: {exc}") from exc
    except RecursionError as exc:
        raise LevelError(f"{path.name}: not valid TOML: nested too deeply") from exc
    return parse_castle(data, path, text)


def parse_castle(data: dict[str, Any], path: Path, text: str = "") -> Castle:
    """Validate an already-parsed castle table (`path` is only used in messages)."""
    r = _Reader(path, text)
    _check_schema(r, data)
    name = clean_text(r.text(data, "", None, "name"), 60)
    name_ja = clean_text(r.text(data, "", None, "name_ja"), 60)
    timer = r.number(data, "", None, "timer_seconds", positive=True) if "timer_seconds" in data else 60.0
    difficulty = int(r.number(data, "", None, "difficulty")) if "difficulty" in data else 1
    size, floor_y = _read_wall(r, data)
    cl, cr = _read_clips(r, data, size[0], floor_y)
    rmin, rmax, speed, ramp = _read_rope(r, data)
    grace = r.number(data, "", None, "grace_seconds") if "grace_seconds" in data else GRACE_SECONDS
    carry_past = bool(data.get("carry_past_windows", False))  # (the schema has checked it is a boolean)
    feel = _read_frog(r, data)
    throne = _read_throne(r, data, size, floor_y, (cl, cr), (rmin, rmax))
    pond = r.numbers(r.table(data, "pond"), "pond", None, "rect", 4)
    if not _rect_inside(pond, size):  # type: ignore[arg-type]
        raise r.fail("pond", None, "rect", "must be a rect inside the wall")
    windows = _read_windows(r, data, size)
    holes = _read_holes(r, data, size)
    patched = _read_patches(r, data, holes)
    ledges = _read_ledges(r, data, size)
    return Castle(
        name=name,
        name_ja=name_ja,
        size=size,
        floor_y=floor_y,
        clip_left=cl,  # type: ignore[arg-type]
        clip_right=cr,  # type: ignore[arg-type]
        rope_min=rmin,
        rope_max=rmax,
        reel_speed=speed,
        throne=throne,  # type: ignore[arg-type]
        pond=pond,  # type: ignore[arg-type]
        timer_seconds=timer,
        windows=tuple(sorted(windows, key=lambda x: x.id)),
        holes=tuple(holes),
        patched=patched,
        ledges=tuple(ledges),
        difficulty=difficulty,
        source=path.name,
        grace_seconds=grace,
        reel_ramp=ramp,
        carry_past_windows=carry_past,
        **feel,
    )


def _read_wall(r: _Reader, data: dict[str, Any]) -> tuple[tuple[float, float], float]:
    """The wall's size and the floor's height on it."""
    wall = r.table(data, "wall")
    w, h = r.numbers(wall, "wall", None, "size", 2)
    if w <= 0 or h <= 0:
        raise r.fail("wall", None, "size", "width and height must be > 0")
    floor_y = r.number(wall, "wall", None, "floor_y")
    if not 0 < floor_y <= h:
        raise r.fail("wall", None, "floor_y", f"must lie within the wall height {h:g}")
    return (w, h), floor_y


def _read_clips(
    r: _Reader, data: dict[str, Any], w: float, floor_y: float
) -> tuple[tuple[float, ...], tuple[float, ...]]:
    """The two clips the ropes hang from, left and right, on the wall above the floor."""
    clips = r.table(data, "clips")
    cl = r.numbers(clips, "clips", None, "left", 2)
    cr = r.numbers(clips, "clips", None, "right", 2)
    for field, c in (("left", cl), ("right", cr)):
        if not (0 <= c[0] <= w and 0 <= c[1] < floor_y):
            raise r.fail("clips", None, field, f"clip {c} lies outside the wall")
    if cl[0] >= cr[0]:
        raise r.fail("clips", None, "right", "the right clip must lie right of the left clip")
    return cl, cr


def _read_rope(r: _Reader, data: dict[str, Any]) -> tuple[float, float, float, float]:
    """The ropes' shortest and longest lengths, the reel's speed and its ramp."""
    rope = r.table(data, "rope")
    rmin = r.number(rope, "rope", None, "min_length", positive=True)
    rmax = r.number(rope, "rope", None, "max_length", positive=True)
    if rmax <= rmin:
        raise r.fail("rope", None, "max_length", f"must exceed min_length {rmin:g}")
    speed = r.number(rope, "rope", None, "reel_speed", positive=True)
    ramp = r.number(rope, "rope", None, "reel_ramp") if "reel_ramp" in rope else REEL_RAMP
    return rmin, rmax, speed, ramp


def _read_frog(r: _Reader, data: dict[str, Any]) -> dict[str, float]:
    """How the frog swings and holds the ball: the file's values, else the defaults."""
    frog = r.table(data, "frog") if "frog" in data else {}
    return {
        field: r.number(frog, "frog", None, field) if field in frog else default
        for field, default in (
            ("swing_damping", SWING_DAMPING),
            ("spin_damping", SPIN_DAMPING),
            ("cup_depth", CUP_DEPTH),
            ("cup_grip", CUP_GRIP),
        )
    }


def _read_throne(
    r: _Reader,
    data: dict[str, Any],
    size: tuple[float, float],
    floor_y: float,
    clips: tuple[tuple[float, ...], tuple[float, ...]],
    rope: tuple[float, float],
) -> tuple[float, ...]:
    """Where the frog starts: on the wall, below the clips, above the floor, within both ropes' reach."""
    cl, cr = clips
    throne = r.numbers(r.table(data, "throne"), "throne", None, "position", 2)
    if not (0 < throne[0] < size[0] and cl[1] < throne[1] < floor_y):
        raise r.fail("throne", None, "position", "must lie on the wall, below the clips, above the floor")
    for field, c in (("left", cl), ("right", cr)):
        if not rope[0] <= math.dist(c, throne) <= rope[1]:
            raise r.fail("rope", None, "max_length", f"the {field} rope cannot reach the throne")
    return throne


def _read_windows(r: _Reader, data: dict[str, Any], size: tuple[float, float]) -> list[Window]:
    """The ten windows: ids 0..9 once each, inside the wall, none over another."""
    windows: list[Window] = []
    for i, t in enumerate(r.tables(data, "windows")):
        wid = r.get(t, "windows", i, "id")
        if isinstance(wid, bool) or not isinstance(wid, int) or not 0 <= wid < WINDOW_COUNT:
            raise r.fail("windows", i, "id", f"expected an integer 0..{WINDOW_COUNT - 1}, got {wid!r}")
        rect = r.numbers(t, "windows", i, "rect", 4)
        if not _rect_inside(rect, size):  # type: ignore[arg-type]
            raise r.fail("windows", i, "rect", f"{rect} must have a positive size and lie inside the wall")
        if any(x.id == wid for x in windows):
            raise r.fail("windows", i, "id", f"duplicate window id {wid}")
        for other in windows:
            if _rects_overlap(rect, other.rect):  # type: ignore[arg-type]
                raise r.fail("windows", i, "rect", f"overlaps window {other.id}")
        windows.append(Window(wid, rect))  # type: ignore[arg-type]
    if len(windows) != WINDOW_COUNT:
        raise r.fail("", None, None, f"expected {WINDOW_COUNT} [[windows]], found {len(windows)}")
    return windows


def _read_holes(r: _Reader, data: dict[str, Any], size: tuple[float, float]) -> list[Hole]:
    """The holes in the wall, each a rect or a circle inside it, ids once each."""
    w, h = size
    holes: list[Hole] = []
    for i, t in enumerate(r.tables(data, "holes")):
        hid = r.text(t, "holes", i, "id")
        if any(x.id == hid for x in holes):
            raise r.fail("holes", i, "id", f"duplicate hole id {hid!r}")
        if ("rect" in t) == ("circle" in t):
            raise r.fail("holes", i, None, "give exactly one of 'rect' or 'circle'")
        if "rect" in t:
            rect = r.numbers(t, "holes", i, "rect", 4)
            if not _rect_inside(rect, size):  # type: ignore[arg-type]
                raise r.fail("holes", i, "rect", "must have a positive size and lie inside the wall")
            holes.append(Hole(hid, rect=rect))  # type: ignore[arg-type]
        else:
            cx, cy, rad = r.numbers(t, "holes", i, "circle", 3)
            if rad <= 0 or not (rad <= cx <= w - rad and rad <= cy <= h - rad):
                raise r.fail("holes", i, "circle", "needs a radius > 0 and must lie inside the wall")
            holes.append(Hole(hid, circle=(cx, cy, rad)))
    return holes


def _read_patches(r: _Reader, data: dict[str, Any], holes: list[Hole]) -> frozenset[str]:
    """The holes patched over, each one of the holes."""
    patched: set[str] = set()
    for i, t in enumerate(r.tables(data, "patches")):
        hid = r.text(t, "patches", i, "hole")
        if not any(x.id == hid for x in holes):
            raise r.fail("patches", i, "hole", f"no hole with id {hid!r}")
        patched.add(hid)
    return frozenset(patched)


def _read_ledges(r: _Reader, data: dict[str, Any], size: tuple[float, float]) -> list[Ledge]:
    """The ledges: two different end points each, inside the wall."""
    w, h = size
    ledges: list[Ledge] = []
    for i, t in enumerate(r.tables(data, "ledges")):
        a = r.numbers(t, "ledges", i, "a", 2)
        b = r.numbers(t, "ledges", i, "b", 2)
        for field, p in (("a", a), ("b", b)):
            if not (0 <= p[0] <= w and 0 <= p[1] <= h):
                raise r.fail("ledges", i, field, f"point {p} lies outside the wall")
        if a == b:
            raise r.fail("ledges", i, "b", "a ledge needs two different end points")
        ledges.append(Ledge(a, b))  # type: ignore[arg-type]
    return ledges


def castle_paths(folder: Path = CASTLE_DIR) -> list[Path]:
    """The castle files in `folder`, easiest first (files are named castle_1.toml, castle_2.toml, ...)."""
    return sorted(folder.glob("castle_*.toml"))  # lesson.toml beside them is the lesson's, not a castle


def load_castles(folder: Path = CASTLE_DIR) -> tuple[list[Castle], list[str]]:
    """Load every castle; bad files are skipped and their errors returned, so the game goes on without them."""
    castles: list[Castle] = []
    errors: list[str] = []
    for p in castle_paths(folder):
        try:
            castles.append(load_castle(p))
        except ValueError as exc:
            errors.append(str(exc))
    castles.sort(key=lambda c: (c.difficulty, c.source))
    return castles, errors
