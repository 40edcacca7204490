"""36: a modular board of 2x2 tiles, cones that leave discs behind (rules/thirtysix.md, T1-T21).

Pure and immutable. A board is a grid of cells in three colours (`r`, `y`, `b`) with holes (`.`) and gates joining
diagonal neighbours (T2, T20); cells are numbered ``i = y * width + x`` (T18: x to the right, y upward). A State
holds the discs on the board, each seat's cone and supply (disc counts per colour), whose turn it is and what the
ending rules need (the consecutive passes, the positions since the last disc was placed).

Options for ``new_game`` (T19): ``players`` (2 or 3), ``colours`` (one distinct letter per seat, seat order),
``board`` (a T20 board text; without it the 3x3 layout of T4 is dealt from the tile file with ``seed``), ``seed``;
``position`` stages another start (a board text, cones, discs, supplies, the seat to move: see ``staged``).
The tile set (T3, T21) and the bonus-puzzle solver (T17) live here as well, so tests, tools and screens share them.
"""

from __future__ import annotations

import random
import re
import tomllib
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.rules import IllegalMove, LevelError, Outcome
from game.rules.base import ResolvedMoves, cached
from game.rules.level_data import read_level

COLOURS = "ryb"
DISCS_EACH = 12  # T1: each player's supply at the start
JSON_VERSION = 1
TILES_FILE = "tiles.toml"  # levels/thirtysix/tiles.toml, read through game.rules.level_data
GATE_NAMES = ("tl-br", "tr-bl")
MAX_BOARD_SIDE = 60  # a board text larger than this is refused (files are checked before they are trusted)

# Every stable code play() may raise (screens explain each from thirtysix.explain.<code>).
REFUSAL_CODES: frozenset[str] = frozenset(
    {
        "notation",
        "game_over",
        "must_place",
        "no_cone",
        "not_a_cell",
        "not_your_colour",
        "not_empty",
        "not_your_cone",
        "not_reachable",
        "gift_count",
        "gift_colour",
        "must_pass",
        "cannot_pass",
        "cone_placed",
    }
)

Cell = tuple[int, int]
Pick = Cell | str  # what a player points at: a cell (a cone, a destination) or a gift colour, "gift:<colour>"


# ---------------------------------------------------------------------------------------------- tiles (T3, T21)


@dataclass(frozen=True)
class Tile:
    """One 2x2 tile: `cells` clockwise from the top-left (tl, tr, br, bl) and its gates ("tl-br", "tr-bl")."""

    name: str
    cells: tuple[str, str, str, str]
    gates: frozenset[str]

    def rotated(self, turns: int) -> Tile:
        """The tile turned `turns` quarter turns clockwise (T21): the top-left cell moves to the top-right."""
        cells, gates = self.cells, self.gates
        for _ in range(turns % 4):
            tl, tr, br, bl = cells
            cells = (bl, tl, tr, br)
            gates = frozenset("tr-bl" if g == "tl-br" else "tl-br" for g in gates)
        return Tile(self.name, cells, gates)

    def grid(self) -> tuple[str, str]:
        """(top row, bottom row) as two-letter strings."""
        tl, tr, br, bl = self.cells
        return tl + tr, bl + br

    def shape(self) -> tuple[tuple[str, ...], tuple[str, ...]]:
        """What the tile looks like, for comparing tiles whatever their names."""
        return self.cells, tuple(sorted(self.gates))

    def same_as(self, other: Tile) -> bool:
        """True when `other` is this tile turned some quarter turns (T3: no two tiles alike)."""
        return any(self.rotated(k).shape() == other.shape() for k in range(4))


def parse_tiles(text: str, where: str = "tiles.toml") -> tuple[Tile, ...]:
    """The tiles of a T21 tile file; LevelError naming the file, the tile and the field for anything wrong."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise LevelError(f"{where}: not TOML: {exc}") from exc
    tiles = data.get("tile")
    if not isinstance(tiles, list) or not tiles:
        raise LevelError(f"{where}: no [[tile]] tables")
    out = []
    for k, t in enumerate(tiles, 1):
        if not isinstance(t, dict):
            raise LevelError(f"{where}: tile {k} is not a table")
        name, cells, gates = t.get("name"), t.get("cells"), t.get("gates", [])
        if not isinstance(name, str) or not 0 < len(name) <= 24:
            raise LevelError(f"{where}: tile {k}: name must be a short string")
        if not isinstance(cells, str) or not re.fullmatch(r"[ryb]{2}/[ryb]{2}", cells):
            raise LevelError(f'{where}: tile {k} ({name}): cells must look like "ry/br", not {cells!r}')
        if not isinstance(gates, list) or any(g not in GATE_NAMES for g in gates) or len(set(gates)) != len(gates):
            raise LevelError(f'{where}: tile {k} ({name}): gates must list "tl-br" and/or "tr-bl"')
        unknown = set(t) - {"name", "cells", "gates"}
        if unknown:
            raise LevelError(f"{where}: tile {k} ({name}): unknown field {sorted(unknown)[0]!r}")
        out.append(Tile(name, (cells[0], cells[1], cells[4], cells[3]), frozenset(gates)))
    return tuple(out)


def check_tile_set(tiles: Sequence[Tile], where: str = "tiles.toml") -> None:
    """T1, T3: 9 tiles, 12 cells of each colour, at least 6 gates, no tile a turned copy of another, and the bonus
    puzzle (T17) has a solution. LevelError saying which property fails."""
    if len(tiles) != 9:
        raise LevelError(f"{where}: {len(tiles)} tiles, T1 needs 9")
    for c in COLOURS:
        n = sum(t.cells.count(c) for t in tiles)
        if n != 12:
            raise LevelError(f"{where}: {n} cells of colour {c}, T3 needs 12")
    gates = sum(len(t.gates) for t in tiles)
    if gates < 6:
        raise LevelError(f"{where}: {gates} gates, T3 needs at least 6")
    for i, a in enumerate(tiles):
        for b in tiles[i + 1 :]:
            if a.same_as(b):
                raise LevelError(f"{where}: tiles {a.name} and {b.name} are the same tile turned")
    if solve_puzzle(tiles) is None:
        raise LevelError(f"{where}: the bonus puzzle (T17) has no solution")


_TILE_CACHE: dict[str, tuple[Tile, ...]] = {}


def load_tiles(path: Path | None = None) -> tuple[Tile, ...]:
    """The tile set of the tile file (checked once, then cached)."""
    key = "" if path is None else str(path)  # "": the project's own tile set
    if key not in _TILE_CACHE:
        where = TILES_FILE if path is None else path.name
        text = read_level("thirtysix", TILES_FILE) if path is None else path.read_text(encoding="utf-8")
        tiles = parse_tiles(text, where)
        check_tile_set(tiles, where)
        _TILE_CACHE[key] = tiles
    return _TILE_CACHE[key]


# ---------------------------------------------------------------------------------------------- bonus puzzle (T17)

Placement = tuple[int, int]  # (tile index, quarter turns)


def edges_match(left: Tile | None, right: Tile | None, top: Tile | None, bottom: Tile | None) -> bool:
    """T17 for one pair: `left`/`right` side by side, or `top` above `bottom` (pass None for the other pair)."""
    if left is not None and right is not None:
        return left.cells[1] == right.cells[0] and left.cells[2] == right.cells[3]
    if top is not None and bottom is not None:
        return top.cells[3] == bottom.cells[0] and top.cells[2] == bottom.cells[1]
    return True


def solve_puzzle(
    tiles: Sequence[Tile], fixed: dict[int, Placement] | None = None, side: int = 3
) -> list[Placement] | None:
    """A solution of the bonus puzzle (T17): for each slot of the side x side square (row by row, top row first)
    the tile index and its quarter turns, keeping the `fixed` slots as given; None when there is none."""
    search = _PuzzleSearch(tiles, fixed or {}, side)
    if len(tiles) < side * side or not search.place(0):
        return None
    return [c for c in search.chosen if c is not None]


class _PuzzleSearch:
    """The depth-first search of `solve_puzzle`: slot by slot, every unused tile in each of its four turns."""

    def __init__(self, tiles: Sequence[Tile], fixed: dict[int, Placement], side: int) -> None:
        self.fixed, self.side, self.n = fixed, side, side * side
        self.turned = [[t.rotated(k) for k in range(4)] for t in tiles]
        self.chosen: list[Placement | None] = [None] * self.n
        self.used = [False] * len(tiles)
        for ti, _rot in fixed.values():
            self.used[ti] = True

    def fits(self, slot: int, tile: Tile) -> bool:
        """Does `tile` match the tiles already left of and above `slot`?"""
        row, col = divmod(slot, self.side)
        left = self.chosen[slot - 1] if col > 0 else None
        if left is not None and not edges_match(self.turned[left[0]][left[1]], tile, None, None):
            return False
        up = self.chosen[slot - self.side] if row > 0 else None
        return up is None or edges_match(None, None, self.turned[up[0]][up[1]], tile)

    def place(self, slot: int) -> bool:
        """Fill `slot` and every slot after it; False (the slots left as they were) when they cannot be."""
        if slot == self.n:
            return True
        if slot in self.fixed:
            ti, rot = self.fixed[slot]
            if not self.fits(slot, self.turned[ti][rot]):
                return False
            self.chosen[slot] = (ti, rot)
            return self.place(slot + 1)
        for ti, turns in enumerate(self.turned):
            if self.used[ti]:
                continue
            for rot in range(4):
                if self.fits(slot, turns[rot]):
                    self.used[ti], self.chosen[slot] = True, (ti, rot)
                    if self.place(slot + 1):
                        return True
                    self.used[ti], self.chosen[slot] = False, None
        return False


# ---------------------------------------------------------------------------------------------- boards (T20)


class Board:
    """A board: `width` x `height` grid positions, each a cell colour or a hole ("."), and the gates (T2, T20).
    Positions are numbered ``i = y * width + x`` with y upward (T18). Immutable; shared by every state of a game."""

    __slots__ = ("width", "height", "colour", "gates", "partner", "rays", "text", "cells", "_moves")
    width: int
    height: int
    colour: str
    gates: tuple[tuple[Cell, Cell], ...]
    partner: tuple[tuple[int, ...], ...]
    rays: tuple[tuple[tuple[int, ...], ...], ...]
    text: str
    cells: tuple[int, ...]
    _moves: dict[tuple[int, int, str], Move]

    def __init__(self, rows: Sequence[str], gates: Sequence[tuple[Cell, Cell]] = ()) -> None:
        h, w = len(rows), len(rows[0])
        # rows are top first; colour[] is indexed from the bottom row (y upward)
        colour = "".join(rows[h - 1 - y] for y in range(h))
        partner: list[tuple[int, ...]] = [() for _ in range(w * h)]
        pairs = []
        for (ax, ay), (bx, by) in gates:
            a, b = ay * w + ax, by * w + bx
            if b not in partner[a]:
                partner[a] += (b,)
                partner[b] += (a,)
                pairs.append(((ax, ay), (bx, by)))
        rays = []
        for i in range(w * h):
            x, y = i % w, i // w
            rays.append(
                (
                    tuple(y * w + xx for xx in range(x + 1, w)),  # right
                    tuple(y * w + xx for xx in range(x - 1, -1, -1)),  # left
                    tuple(yy * w + x for yy in range(y + 1, h)),  # up
                    tuple(yy * w + x for yy in range(y - 1, -1, -1)),
                )
            )  # down
        s = object.__setattr__
        s(self, "width", w)
        s(self, "height", h)
        s(self, "colour", colour)
        s(self, "gates", tuple(pairs))
        s(self, "partner", tuple(tuple(sorted(p)) for p in partner))
        s(self, "rays", tuple(rays))
        s(self, "cells", tuple(i for i in range(w * h) if colour[i] != "."))
        lines = list(rows) + [f"gate {a[0]},{a[1]} {b[0]},{b[1]}" for a, b in pairs]
        s(self, "text", "\n".join(lines))
        s(self, "_moves", {})  # interned Move objects: generating moves makes no new ones after the first time

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Board is immutable")

    def __copy__(self) -> Board:
        return self  # immutable: its own copy

    def __deepcopy__(self, _memo: dict[int, Any]) -> Board:
        return self

    def __reduce__(self) -> tuple[Any, ...]:
        return (parse_board, (self.text,))  # a board is its T20 text

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Board) and self.text == other.text

    def __hash__(self) -> int:
        return hash(self.text)

    def xy(self, i: int) -> Cell:
        return i % self.width, i // self.width

    def index(self, cell: Cell) -> int:
        """The position number of a cell (x, y); ValueError off the grid."""
        x, y = cell
        if not (0 <= x < self.width and 0 <= y < self.height):
            raise ValueError(f"{x},{y} is off the board")
        return y * self.width + x

    def move(self, src: int, dst: int, gifts: str = "") -> Move:
        """The Move from position `src` to `dst` giving `gifts` (one shared object per distinct move)."""
        key = (src, dst, gifts)
        m = self._moves.get(key)
        if m is None:
            m = self._moves[key] = Move("move", self.xy(src), self.xy(dst), gifts)
        return m

    def is_cell(self, cell: Cell) -> bool:
        """A cell of the board (on the grid, not a hole)."""
        x, y = cell
        return 0 <= x < self.width and 0 <= y < self.height and self.colour[y * self.width + x] != "."

    def colour_at(self, cell: Cell) -> str:
        return self.colour[self.index(cell)]

    def cell_list(self) -> list[Cell]:
        return [self.xy(i) for i in self.cells]

    def __str__(self) -> str:
        return self.text


def parse_board(text: str) -> Board:
    """A Board from a T20 board text; ValueError naming the line for anything that breaks the grammar."""
    if not isinstance(text, str):
        raise ValueError("a board text must be a string")
    lines = [ln.strip() for ln in text.strip().splitlines()]
    rows: list[str] = []
    gates: list[tuple[Cell, Cell]] = []
    for n, line in enumerate(lines, 1):
        if not line:
            continue
        if line.startswith("gate"):
            m = re.fullmatch(r"gate\s+(\d+),(\d+)\s+(\d+),(\d+)", line)
            if not m:
                raise ValueError(f"board line {n}: a gate line is `gate x,y x,y`, not {line!r}")
            ax, ay, bx, by = (int(v) for v in m.groups())
            gates.append(((ax, ay), (bx, by)))
            continue
        if gates:
            raise ValueError(f"board line {n}: grid rows come before the gate lines")
        if not re.fullmatch(r"[ryb.]+", line):
            raise ValueError(f"board line {n}: a row holds only r, y, b and '.', not {line!r}")
        if rows and len(line) != len(rows[0]):
            raise ValueError(f"board line {n}: rows must be equally long ({len(rows[0])} cells)")
        rows.append(line)
    if not rows:
        raise ValueError("a board text needs at least one row")
    if len(rows) > MAX_BOARD_SIDE or len(rows[0]) > MAX_BOARD_SIDE:
        raise ValueError(f"a board is at most {MAX_BOARD_SIDE} cells across")
    h, w = len(rows), len(rows[0])
    for (ax, ay), (bx, by) in gates:
        for x, y in ((ax, ay), (bx, by)):
            if not (0 <= x < w and 0 <= y < h) or rows[h - 1 - y][x] == ".":
                raise ValueError(f"gate {ax},{ay} {bx},{by}: {x},{y} is not a cell of the board")
        if abs(ax - bx) != 1 or abs(ay - by) != 1:
            raise ValueError(f"gate {ax},{ay} {bx},{by}: a gate joins two diagonal neighbours")
    return Board(rows, gates)


TilePlace = tuple[int, int, int, int]  # (tile index, quarter turns, column, row), row 0 at the top


def layout_text(tiles: Sequence[Tile], places: Sequence[TilePlace]) -> str:
    """The board text (T20) of tiles laid on a grid of tile squares (T4, T16): each tile 2x2 cells, holes where
    no tile lies. The grid is trimmed to the tiles."""
    if not places:
        raise ValueError("no tiles laid")
    c0 = min(p[2] for p in places)
    r0 = min(p[3] for p in places)
    cols = max(p[2] for p in places) - c0 + 1
    rows_n = max(p[3] for p in places) - r0 + 1
    grid = [["."] * (2 * cols) for _ in range(2 * rows_n)]
    gates = []
    h = 2 * rows_n
    for ti, rot, col, row in places:
        t = tiles[ti].rotated(rot)
        x, top = 2 * (col - c0), 2 * (row - r0)
        upper, lower = t.grid()
        a, b, c, d = upper[0], upper[1], lower[0], lower[1]
        grid[top][x], grid[top][x + 1], grid[top + 1][x], grid[top + 1][x + 1] = a, b, c, d
        y_top = h - 1 - top  # T18 y of the tile's top row
        if "tl-br" in t.gates:
            gates.append(f"gate {x},{y_top} {x + 1},{y_top - 1}")
        if "tr-bl" in t.gates:
            gates.append(f"gate {x + 1},{y_top} {x},{y_top - 1}")
    return "\n".join(["".join(r) for r in grid] + gates)


def deal_places(seed: int | None, count: int = 9) -> list[TilePlace]:
    """T4: the tiles in random slots of the 3x3 square, each turned at random (seeded, so a game replays)."""
    rng = random.Random(seed)
    order = list(range(count))
    rng.shuffle(order)
    return [(ti, rng.randrange(4), slot % 3, slot // 3) for slot, ti in enumerate(order)]


def dealt_board_text(seed: int | None) -> str:
    """The board text of the T4 deal for `seed`."""
    return layout_text(load_tiles(), deal_places(seed))


def is_connected(places: Sequence[TilePlace]) -> bool:
    """T16: every tile touches another along an edge, so the whole layout is one group (no square used twice)."""
    spots = {(p[2], p[3]) for p in places}
    if len(spots) != len(places):
        return False
    if not spots:
        return False
    start = next(iter(spots))
    seen, todo = {start}, [start]
    while todo:
        c, r = todo.pop()
        for n in ((c + 1, r), (c - 1, r), (c, r + 1), (c, r - 1)):
            if n in spots and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(spots)


# ---------------------------------------------------------------------------------------------- moves (T6-T12, T18)


def cell_name(cell: Cell) -> str:
    return f"{cell[0]},{cell[1]}"


@dataclass(frozen=True)
class Move:
    """A turn: `kind` is "place" (T6, opening cone placement), "move" (T8/T9, with the T10 gift colours in
    `gifts`, one letter per disc given) or "pass" (T12). `str()` is the T18 notation."""

    kind: str
    src: Cell | None = None
    dst: Cell | None = None
    gifts: str = ""

    def __str__(self) -> str:
        if self.kind == "pass":
            return "pass"
        if self.kind == "place":
            return "c " + cell_name(self.dst)  # type: ignore[arg-type]
        text = cell_name(self.src) + ">" + cell_name(self.dst)  # type: ignore[arg-type]
        return text + ("/" + self.gifts if self.gifts else "")

    @property
    def is_pass(self) -> bool:
        return self.kind == "pass"

    def picks(self) -> tuple[Pick, ...]:
        """What a player points at: the cell for the cone (opening), else the cone, its destination and then
        one gift colour ("gift:r") per disc given; nothing for a pass (it is played for the player)."""
        if self.kind == "pass":
            return ()
        assert self.dst is not None, "a placement and a move name their cell"
        if self.kind == "place":
            return (self.dst,)
        assert self.src is not None, "a move names the cone's cell"
        return (self.src, self.dst, *("gift:" + c for c in self.gifts))


PASS = Move("pass")
_MOVE_RE = re.compile(r"^(\d+),(\d+)>(\d+),(\d+)(?:/([a-z]+))?$")
_PLACE_RE = re.compile(r"^c (\d+),(\d+)$")


def parse_move(text: str) -> Move:
    """The Move a T18 text names (not yet checked against a position); IllegalMove (notation) otherwise."""
    t = text.strip() if isinstance(text, str) else ""
    if t == "pass":
        return PASS
    m = _PLACE_RE.match(t)
    if m:
        return Move("place", None, (int(m[1]), int(m[2])))
    m = _MOVE_RE.match(t)
    if m:
        return Move("move", (int(m[1]), int(m[2])), (int(m[3]), int(m[4])), m[5] or "")
    raise IllegalMove("T18", "notation", "{text!r} is not a 36 move", text=str(text))


@lru_cache(maxsize=4096)
def _gift_sequences(supply: tuple[int, int, int], k: int) -> tuple[str, ...]:
    """T10: every order of colour letters for `k` gifts out of `supply` (r, y, b counts), in colour order."""
    if k == 0:
        return ("",)
    out: list[str] = []
    for ci, c in enumerate(COLOURS):
        if supply[ci]:
            rest = list(supply)
            rest[ci] -= 1
            out.extend(c + tail for tail in _gift_sequences((rest[0], rest[1], rest[2]), k - 1))
    return tuple(out)


# ---------------------------------------------------------------------------------------------- state

Supply = tuple[int, int, int]
Key = tuple[str, tuple[int, ...], tuple[Supply, ...], int]


def _key_text(key: Key) -> str:
    """A position key as saved: `discs|cones|supplies|turn` (e.g. `--r-|3,-1|11.0.0,0.12.0|1`)."""
    discs, cones, supplies, turn = key
    return "|".join((discs, ",".join(map(str, cones)), ",".join(".".join(map(str, s)) for s in supplies), str(turn)))


def _key_of(text: str) -> Key:
    """The key a `_key_text` names; ValueError for anything else."""
    discs, cones, supplies, turn = text.split("|")
    return (
        discs,
        tuple(int(c) for c in cones.split(",")),
        tuple((int(a), int(b), int(c)) for a, b, c in (s.split(".") for s in supplies.split(","))),
        int(turn),
    )


class State(ResolvedMoves):
    """A 36 position. `discs` is a string over the board's positions (a colour letter, or "-" for none), `cones`
    each seat's cone position (-1: not on the board), `supplies` each seat's (r, y, b) disc counts, `_seat` the
    seat whose turn it is (`to_move` is None once the game is over), `opening` how many seats have had their
    cone-placing turn (T6), `passes` the passes in a row (T14) and `history` the positions since the last disc was
    placed (T14's repetition). Immutable."""

    __slots__ = ("board", "colours", "discs", "cones", "supplies", "_seat", "opening", "passes", "history", "_ended")
    board: Board
    colours: str
    discs: str
    cones: tuple[int, ...]
    supplies: tuple[Supply, ...]
    _seat: int
    opening: int
    passes: int
    history: tuple[Key, ...]
    _ended: Outcome | None

    def __init__(
        self,
        board: Board,
        colours: str,
        discs: str,
        cones: tuple[int, ...],
        supplies: tuple[Supply, ...],
        seat: int,
        opening: int,
        passes: int,
        history: tuple[Key, ...],
        ended: Outcome | None = None,
    ) -> None:
        self._init(
            board=board,
            colours=colours,
            discs=discs,
            cones=cones,
            supplies=supplies,
            _seat=seat,
            opening=opening,
            passes=passes,
            history=history,
            _ended=ended,
        )

    # -- reading -----------------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.colours)

    @property
    def key(self) -> Key:
        """T14's position: discs, cones, every supply and the player to move."""
        return (self.discs, self.cones, self.supplies, self._seat)

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, State)
            and self.board == other.board
            and self.colours == other.colours
            and self.key == other.key
            and self.opening == other.opening
            and self.passes == other.passes
            and self.history == other.history
            and self._ended == other._ended
        )

    def __hash__(self) -> int:
        return hash((self.key, self.opening, self.passes))

    @property
    def to_move(self) -> int | None:
        return None if self._ended is not None else self._seat

    @property
    def is_over(self) -> bool:
        return self._ended is not None

    @property
    def outcome(self) -> Outcome | None:
        return self._ended

    @property
    def scores(self) -> tuple[int, ...]:
        """The discs each seat still holds (T13, T15: the fewest wins)."""
        return tuple(self.supply_total(s) for s in range(self.players))

    @property
    def in_opening(self) -> bool:
        """T6: the seat to act places its cone this turn."""
        return self.opening < self.players

    def supply_total(self, seat: int) -> int:
        return sum(self.supplies[seat])

    def cone_cell(self, seat: int) -> Cell | None:
        i = self.cones[seat]
        return None if i < 0 else self.board.xy(i)

    def disc_at(self, cell: Cell) -> str | None:
        d = self.discs[self.board.index(cell)]
        return None if d == "-" else d

    def is_empty(self, cell: Cell) -> bool:
        """T7: a cell with no disc and no cone (a hole or a spot off the board is never empty)."""
        if not self.board.is_cell(cell):
            return False
        i = self.board.index(cell)
        return self.discs[i] == "-" and i not in self.cones

    def passed_cones(self, src: Cell, dst: Cell) -> list[int]:
        """T6/T10: the seats whose cones stand strictly between `src` and `dst` (a straight line), in order."""
        b = self.board
        i, j = b.index(src), b.index(dst)
        for ray in b.rays[i]:
            if j in ray:
                between = ray[: ray.index(j)]
                return [self.cones.index(k) for k in between if k in self.cones]
        return []

    # -- moves -------------------------------------------------------------------------------------
    def _empty(self, i: int) -> bool:
        return self.discs[i] == "-" and i not in self.cones and self.board.colour[i] != "."

    @cached
    def _moves(self) -> list[Move]:
        if self._ended is not None:
            return []
        b, seat = self.board, self._seat
        if self.in_opening:
            own = self.colours[seat]
            placing = [Move("place", None, b.xy(i)) for i in b.cells if b.colour[i] == own and self._empty(i)]
            return placing or [PASS]
        src = self.cones[seat]
        if src < 0:
            return [PASS]  # T6: a cone not on the board can only pass
        supply = self.supplies[seat]
        total = sum(supply)
        discs, cones, colour = self.discs, self.cones, b.colour
        others = [c for s, c in enumerate(cones) if s != seat and c >= 0]
        found: list[tuple[int, str]] = []  # (destination, gift letters)
        for ray in b.rays[src]:
            passed = 0
            for j in ray:
                if j in others:
                    passed += 1
                elif discs[j] == "-" and colour[j] != ".":
                    k = passed if passed < total else total
                    if k:
                        found.extend((j, g) for g in _gift_sequences(supply, k))
                    else:
                        found.append((j, ""))
        for j in b.partner[src]:
            if discs[j] == "-" and j not in cones:
                found.append((j, ""))
        if not found:
            return [PASS]
        found.sort()  # by destination (bottom row first, then left to right), then gift letters
        return [b.move(src, j, g) for j, g in found]

    def legal_moves(self) -> list[Move]:
        """Every legal move, in a fixed order (by destination, bottom row first, then gift letters)."""
        return list(self._moves())

    def reachable(self) -> list[Cell]:
        """The cells the player to move may send their cone to now (T6, T8, T9), each once."""
        return list(dict.fromkeys(m.dst for m in self._moves() if m.dst is not None))

    # -- playing -----------------------------------------------------------------------------------
    def play(self, move: Move) -> State:
        """The state after `move` (a Move; `parse_move` reads its T18 notation); IllegalMove naming the rule
        otherwise."""
        m = self._resolve(move)
        n, seat, b = self.players, self._seat, self.board
        opening = self.opening + 1 if self.in_opening else self.opening
        if m.kind == "pass":
            passes = self.passes + 1
            if passes >= n:
                return self._next(
                    self.discs,
                    self.cones,
                    self.supplies,
                    opening,
                    passes,
                    self.history,
                    "T14: every player passed in a row",
                )
            return self._next(self.discs, self.cones, self.supplies, opening, passes, self.history)
        cones = list(self.cones)
        assert m.dst is not None  # only a pass has no destination
        dst = b.index(m.dst)
        if m.kind == "place":
            cones[seat] = dst
            return self._next(self.discs, tuple(cones), self.supplies, opening, 0, self.history)
        supplies = [list(s) for s in self.supplies]
        for receiver, colour in zip(self.passed_cones(m.src, m.dst) if m.gifts else (), m.gifts):  # type: ignore
            ci = COLOURS.index(colour)
            supplies[seat][ci] -= 1
            supplies[receiver][ci] += 1
        discs = self.discs
        placed = False
        cc = COLOURS.index(b.colour[dst])
        if sum(supplies[seat]) and supplies[seat][cc]:  # T11 (after T10's gifts)
            supplies[seat][cc] -= 1
            discs = discs[:dst] + b.colour[dst] + discs[dst + 1 :]
            placed = True
        cones[seat] = dst
        sup = tuple((s[0], s[1], s[2]) for s in supplies)
        if not sum(sup[seat]):
            return self._next(discs, tuple(cones), sup, opening, 0, self.history, "T13: a supply is empty", (seat,))
        # a placed disc can never leave, so no earlier position can come back: the history starts afresh
        return self._next(discs, tuple(cones), sup, opening, 0, () if placed else self.history)

    def _next(
        self,
        discs: str,
        cones: tuple[int, ...],
        supplies: tuple[Supply, ...],
        opening: int,
        passes: int,
        history: tuple[Key, ...],
        reason: str | None = None,
        winners: tuple[int, ...] | None = None,
    ) -> State:
        """The state after a move, the next seat to act: the new position joins `history` (T14) and ends the game
        on its third time there, or when `reason` says why it ends (T13, T14's passes)."""
        n = self.players
        nxt = (self._seat + 1) % n
        if reason is None:  # an ending by T13 or by passes is not a position to repeat
            key: Key = (discs, cones, supplies, nxt)
            history = history + (key,)
            if history.count(key) >= 3:
                reason = "T14: the same position for the third time"
        ended = None
        if reason is not None:
            scores = tuple(sum(s) for s in supplies)
            if winners is None:
                low = min(scores)
                winners = tuple(s for s in range(n) if scores[s] == low)
                if len(winners) == n:
                    winners = ()  # every player ties: a draw
            ended = Outcome(winners, scores, reason)
        return State(self.board, self.colours, discs, cones, supplies, nxt, opening, passes, history, ended)

    def _resolve(self, move: Move) -> Move:
        """The legal move `move` means; IllegalMove with the reason otherwise."""
        if not isinstance(move, Move):  # a notation is read at the edge (parse_move), never here
            raise IllegalMove("T18", "notation", "{text!r} is not a 36 move", text=repr(move))
        m = move
        moves = self._moves()
        for x in moves:  # the moves' own objects first (cheap), then any equal move
            if x is m:
                return m
        for x in moves:
            if x == m:
                return x
        raise self._why_illegal(m)

    def _why_illegal(self, m: Move) -> IllegalMove:
        if self._ended is not None:
            return IllegalMove("T13", "game_over", "the game is over")
        moves = self._moves()
        b, seat = self.board, self._seat
        if m.kind == "pass":
            return IllegalMove("T12", "cannot_pass", "you can only pass when you cannot move")
        if moves == [PASS]:
            if not self.in_opening and self.cones[seat] < 0:
                return IllegalMove("T6", "no_cone", "your cone is not on the board: you can only pass")
            return IllegalMove("T12", "must_pass", "you have no legal move: you pass")
        dst = m.dst
        assert dst is not None  # every move but a pass has a destination
        if m.kind == "place" or self.in_opening:
            if not self.in_opening:
                return IllegalMove("T6", "cone_placed", "cones are placed only at the start: move yours")
            if m.kind != "place":
                return IllegalMove("T6", "must_place", "first put your cone on an empty cell of your colour")
            if not b.is_cell(dst):
                return IllegalMove("T20", "not_a_cell", "{cell} is not a cell", cell=cell_name(dst))
            if b.colour_at(dst) != self.colours[seat]:
                return IllegalMove("T6", "not_your_colour", "{cell} is not of your colour", cell=cell_name(dst))
            return IllegalMove("T7", "not_empty", "{cell} is not empty", cell=cell_name(dst))
        src = m.src
        assert src is not None  # a cone's move starts somewhere
        if self.cones[seat] < 0 or not b.is_cell(src) or b.index(src) != self.cones[seat]:
            return IllegalMove("T8", "not_your_cone", "{cell} does not hold your cone", cell=cell_name(src))
        if not b.is_cell(dst):
            return IllegalMove("T20", "not_a_cell", "{cell} is not a cell", cell=cell_name(dst))
        if not self.is_empty(dst):
            return IllegalMove("T8", "not_empty", "{cell} is not empty", cell=cell_name(dst))
        same = [x for x in moves if x.src == src and x.dst == dst]
        if not same:
            return IllegalMove(
                "T8", "not_reachable", "{cell} is not in line and not through a gate", cell=cell_name(dst)
            )
        if len(m.gifts) != len(same[0].gifts):
            return IllegalMove("T10", "gift_count", "this move gives {n} discs", n=len(same[0].gifts))
        return IllegalMove("T10", "gift_colour", "you have no {colour} disc left to give", colour=m.gifts)

    # -- saving ------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "game": "thirtysix",
            "version": JSON_VERSION,
            "board": self.board.text,
            "colours": self.colours,
            "discs": self.discs,
            "cones": list(self.cones),
            "supplies": [list(s) for s in self.supplies],
            "turn": self._seat,
            "opening": self.opening,
            "passes": self.passes,
            "history": [_key_text(k) for k in self.history],
            "outcome": self._ended.to_json() if self._ended is not None else None,
        }

    def __str__(self) -> str:
        """The board as a T20 board text (what tools print for a position's board)."""
        return self.board.text

    def picture(self) -> str:
        """The grid with discs (upper-case letters) and cones (digits, by seat) drawn over the cells."""
        b = self.board
        rows = []
        for y in range(b.height - 1, -1, -1):
            row = ""
            for x in range(b.width):
                i = y * b.width + x
                row += (
                    str(self.cones.index(i))
                    if i in self.cones
                    else (self.discs[i].upper() if self.discs[i] != "-" else b.colour[i])
                )
            rows.append(row)
        return "\n".join(rows)

    def __repr__(self) -> str:
        return f"thirtysix.State({self.to_json()!r})"


def _check_colours(players: int, colours: str | None) -> str:
    if players not in (2, 3) or isinstance(players, bool):
        raise ValueError(f"36 is for 2 or 3 players, not {players!r}")
    colours = colours if colours is not None else COLOURS[:players]
    if (
        not isinstance(colours, str)
        or len(colours) != players
        or len(set(colours)) != players
        or any(c not in COLOURS for c in colours)
    ):
        raise ValueError(f"colours must be {players} distinct letters of r, y, b, not {colours!r}")
    return colours


def _start_supply(colour: str) -> Supply:
    """T1: twelve discs of the seat's own colour."""
    r, y, b = (DISCS_EACH if c == colour else 0 for c in COLOURS)
    return (r, y, b)


def new_game(
    players: int = 2,
    colours: str | None = None,
    board: str | None = None,
    seed: int | None = None,
    position: dict[str, Any] | None = None,
) -> State:
    """A new game (T19): `players` 2 or 3, `colours` one letter per seat ("ry" / "ryb" by default), `board` a
    board text (T20) or None for the T4 deal from the tile file with `seed`. `position` stages another start
    instead (tests, tools, lessons: see `staged`); the other options are then not used."""
    if position is not None:
        return staged(position)
    colours = _check_colours(players, colours)
    the_board = parse_board(board if board is not None else dealt_board_text(0 if seed is None else seed))
    n = the_board.width * the_board.height
    supplies = tuple(_start_supply(c) for c in colours)
    cones = (-1,) * players
    start: Key = ("-" * n, cones, supplies, 0)  # T14: the first position counts as its first time
    return State(the_board, colours, "-" * n, cones, supplies, 0, 0, 0, (start,))


def staged(position: dict[str, Any]) -> State:
    """A staged position (a JSON-able dict; ValueError naming what is wrong):
    - `board`: its board text (T20), the only field that must be given;
    - `colours`: one colour letter per seat, in seat order ("ry" by default: two players);
    - `cones`: each seat's cone cell ("x,y", T18), or "" for a cone not on the board yet (by default none is);
    - `discs`: the cells that hold a disc, each the colour of its cell (T11) (none by default);
    - `supplies`: each seat's supply as one colour letter per disc ("rry"; T1's twelve discs by default);
    - `to_move`: the seat to act (0 by default). When its cone is not on the board yet the opening is still on
      (T6): it places its cone now, the seats after it have placed none yet."""
    colours = str(position.get("colours", "ry"))
    colours = _check_colours(len(colours), colours)
    n = len(colours)
    the_board = parse_board(position["board"])
    to_move = position.get("to_move", 0)
    if not isinstance(to_move, int) or isinstance(to_move, bool) or not 0 <= to_move < n:
        raise ValueError(f"to_move must be a seat from 0 to {n - 1}, not {to_move!r}")
    cones = tuple(-1 if not c else the_board.index(_staged_cell(the_board, c)) for c in position.get("cones", [""] * n))
    if len(cones) != n or len({c for c in cones if c >= 0}) != len([c for c in cones if c >= 0]):
        raise ValueError(f'cones must name {n} different cells (or "" for a cone not placed yet)')
    opening = to_move if cones[to_move] < 0 else n
    if opening < n and any(c >= 0 for c in cones[to_move:]):
        raise ValueError("in the opening (T6) the seats after the one to move have no cone yet")
    discs = ["-"] * (the_board.width * the_board.height)
    for text in position.get("discs", []):
        i = the_board.index(_staged_cell(the_board, text))
        discs[i] = the_board.colour[i]
    supplies = tuple(
        _staged_supply(s) for s in position.get("supplies", [_supply_text(_start_supply(c)) for c in colours])
    )
    if len(supplies) != n or not all(sum(s) for s in supplies):
        raise ValueError(f"supplies must give {n} supplies of at least one disc each (T13: an empty one has won)")
    disc_text = "".join(discs)
    start: Key = (disc_text, cones, supplies, to_move)
    return State(the_board, colours, disc_text, cones, supplies, to_move, opening, 0, (start,))


def _staged_cell(board: Board, text: object) -> Cell:
    """The cell a staged position names ("x,y"); ValueError for anything that is not a cell of `board`."""
    m = re.fullmatch(r"(\d+),(\d+)", text) if isinstance(text, str) else None
    if m is None or not board.is_cell((int(m[1]), int(m[2]))):
        raise ValueError(f"{text!r} is not a cell of the board (x,y)")
    return int(m[1]), int(m[2])


def _staged_supply(text: object) -> Supply:
    """A supply written one colour letter per disc ("rry")."""
    if not isinstance(text, str) or any(c not in COLOURS for c in text):
        raise ValueError(f"a supply is colour letters r, y, b, not {text!r}")
    r, y, b = (text.count(c) for c in COLOURS)
    return (r, y, b)


def _supply_text(supply: Supply) -> str:
    return "".join(c * k for c, k in zip(COLOURS, supply))


def from_json(d: dict[str, Any]) -> State:
    """Rebuild a State from `State.to_json()`; ValueError on a bad or foreign save."""
    try:
        if d.get("game") != "thirtysix" or d.get("version") != JSON_VERSION:
            raise ValueError(f"not a 36 save of version {JSON_VERSION}")
        colours = _check_colours(len(d["colours"]), d["colours"])
        board = parse_board(d["board"])
        n = board.width * board.height
        discs = d["discs"]
        if not isinstance(discs, str) or len(discs) != n or any(c not in "-ryb" for c in discs):
            raise ValueError("bad discs")
        cones = tuple(int(c) for c in d["cones"])
        supplies = tuple((int(s[0]), int(s[1]), int(s[2])) for s in d["supplies"])
        if len(cones) != len(colours) or len(supplies) != len(colours) or any(not -1 <= c < n for c in cones):
            raise ValueError("bad cones or supplies")
        if any(v < 0 for s in supplies for v in s):
            raise ValueError("bad supplies")
        turn, opening, passes = int(d["turn"]), int(d["opening"]), int(d["passes"])
        if not 0 <= turn < len(colours) or not 0 <= opening <= len(colours) or passes < 0:
            raise ValueError("bad turn")
        history = tuple(_key_of(str(h)) for h in d["history"])
        out = d.get("outcome")
        ended = Outcome.from_json(out) if out is not None else None
        return State(board, colours, discs, cones, supplies, turn, opening, passes, history, ended)
    except (KeyError, TypeError, IndexError, AttributeError) as exc:
        raise ValueError(f"not a valid 36 save: {exc!r}") from exc


def iter_cells(state: State) -> Iterator[tuple[Cell, str, str | None, int | None]]:
    """(cell, colour, disc, cone seat) for every cell of the board, for screens and tools."""
    b = state.board
    cone_of = {c: s for s, c in enumerate(state.cones) if c >= 0}
    for i in b.cells:
        yield b.xy(i), b.colour[i], (None if state.discs[i] == "-" else state.discs[i]), cone_of.get(i)


if TYPE_CHECKING:  # mypy holds this game to the typed contract (game/rules/contract.py); nothing runs here
    import game.rules.thirtysix as _this
    from game.rules import contract

    _module: contract.RulesModule[State] = _this
    _state: contract.State[Move] = new_game()
