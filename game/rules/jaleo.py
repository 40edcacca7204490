"""Jaleo: the ever-growing hex board of stacks and lines (rules/jaleo.md, J1-J16).

Pure and immutable. The position is the board (hex cell -> the discs on its tile, bottom first), the seat to move,
the passes in a row (J12) and the positions since the last add (J15 repetition: only a stack or a move can bring a
position back). Each player's supply is 16 less the discs of that colour on the board and the pool is 28 less the
tiles on the board (J1): neither is stored twice.

Seat 0 plays black and moves first; seat 1 plays the white "ice" discs. Discs are written as seats (0 black,
1 white). Cells are axial `(q, r)` pairs (J2).

Options for ``new_game``: ``variable_setup`` (J4). ``position`` sets up another start for tests, tools and the help
pictures: ``{"tiles": {"q,r": "" | "b" | "w" | "bw" ...}, "to_move": 0}`` (discs bottom first).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any

from game.rules import IllegalMove, Outcome
from game.rules.base import ResolvedMoves, cached

Cell = tuple[int, int]
COLOURS: tuple[str, str] = ("black", "white")
LETTERS = "bw"  # a disc's letter in saves and positions
TILES = 28  # J1
DISCS = 16  # J1, per player
START: tuple[Cell, ...] = ((0, 0), (1, 0), (1, -1), (0, 1))  # J3
AXES: tuple[Cell, ...] = ((1, 0), (0, 1), (1, -1))  # J2
DIRS: tuple[Cell, ...] = ((1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1))  # J2
LINE = 4  # J13
JSON_VERSION = 1

# Every stable code play() may raise (screens explain each from jaleo.explain.<code>).
REFUSAL_CODES: frozenset[str] = frozenset(
    {
        "notation",
        "game_over",
        "setup_tiles",
        "not_setup",
        "first_tile",
        "no_tile",
        "tile_taken",
        "spot_apart",
        "must_stack",
        "not_your_single",
        "not_touching",
        "not_needed",
        "tile_not_empty",
        "no_supply",
        "must_place_tile",
        "pool_empty",
        "not_your_stack",
        "onto_stack",
        "onto_empty",
        "cannot_pass",
    }
)


def cell_name(cell: Cell) -> str:
    """`-1,2` (J16)."""
    return f"{cell[0]},{cell[1]}"


def neighbours(cell: Cell) -> list[Cell]:
    q, r = cell
    return [(q + dq, r + dr) for dq, dr in DIRS]


def is_adjacent(a: Cell, b: Cell) -> bool:
    return (b[0] - a[0], b[1] - a[1]) in DIRS


def _key(cell: Cell) -> tuple[int, int]:
    """Reading order on screen (rows top to bottom, then left to right): the order of cells in move lists."""
    return cell[1], cell[0]


# ---------------------------------------------------------------------------------------------- moves

ADD, STACK, MOVE, TILE, PASS_ = "add", "stack", "move", "tile", "pass"


@dataclass(frozen=True, slots=True)
class Move:
    """One turn (J8-J12, J4). `a` is the disc's cell (add), the origin (stack, move) or the tile's cell (setup);
    `b` the new tile's cell (add; None with an empty pool) or the destination (stack, move)."""

    kind: str
    a: Cell | None = None
    b: Cell | None = None

    def picks(self) -> tuple[Cell, ...]:
        """What a player points at: the empty tile then the free spot (add), the disc then where it goes (stack,
        move), the spot (setup tile); nothing for a pass (it is played for the player)."""
        return tuple(c for c in (self.a, self.b) if c is not None)

    @property
    def is_pass(self) -> bool:
        return self.kind == PASS_

    def __str__(self) -> str:
        a = cell_name(self.a) if self.a is not None else ""
        b = cell_name(self.b) if self.b is not None else ""
        if self.kind == ADD:
            return f"+{a}@{b}" if b else f"+{a}"
        if self.kind == STACK:
            return f"s {a}>{b}"
        if self.kind == MOVE:
            return f"m {a}>{b}"
        if self.kind == TILE:
            return f"t {a}"
        return "pass"


PASS = Move(PASS_)
_INT = r"(0|-?[1-9][0-9]*)"
_CELL = _INT + "," + _INT
_PATTERNS: tuple[tuple[str, re.Pattern[str]], ...] = (
    (ADD, re.compile(rf"^\+{_CELL}(?:@{_CELL})?$")),
    (STACK, re.compile(rf"^s {_CELL}>{_CELL}$")),
    (MOVE, re.compile(rf"^m {_CELL}>{_CELL}$")),
    (TILE, re.compile(rf"^t {_CELL}$")),
)


def parse_move(text: str) -> Move:
    """The move a J16 text names (whatever the position); IllegalMove (code notation) for anything else."""
    if not isinstance(text, str):
        raise IllegalMove("J16", "notation", "{text!r} is not a Jaleo move", text=repr(text))
    t = text.strip()
    if t == "pass":
        return PASS
    for kind, pattern in _PATTERNS:
        m = pattern.match(t)
        if m:
            nums = [int(g) for g in m.groups() if g is not None]
            a = (nums[0], nums[1])
            b = (nums[2], nums[3]) if len(nums) == 4 else None
            return Move(kind, a, b)
    raise IllegalMove(
        "J16",
        "notation",
        "{text!r} is not a Jaleo move (write +0,0@2,0, s 0,0>1,0, m 0,0>1,0, t 1,0 or pass)",
        text=text,
    )


# ---------------------------------------------------------------------------------------------- state

Board = tuple[tuple[Cell, tuple[int, ...]], ...]  # (cell, discs bottom first), in reading order


def _freeze(tiles: dict[Cell, tuple[int, ...]]) -> Board:
    return tuple(sorted(tiles.items(), key=lambda kv: _key(kv[0])))


_set = object.__setattr__


class State(ResolvedMoves):
    """A Jaleo position: the board, the seat to move, the passes in a row (J12) and the earlier positions since the
    last add (J15). Immutable: play() returns a new State."""

    __slots__ = ("board", "_seat", "passes", "history", "_tiles", "_touched")
    board: Board
    _seat: int  # the seat whose turn it is, also once the game is over (to_move is then None)
    passes: int
    history: tuple[Any, ...]
    _tiles: dict[Cell, tuple[int, ...]]
    _touched: tuple[Cell, ...] | None

    def __init__(
        self,
        board: Board,
        seat: int = 0,
        passes: int = 0,
        history: tuple[Any, ...] = (),
        touched: tuple[Cell, ...] | None = None,
    ) -> None:
        # `touched`: the cells whose top disc the last move changed (a new line must run through one of them, as
        # the position before had none); None when unknown (a set-up position: every line is looked for).
        _set(self, "_touched", touched)
        _set(self, "board", board)
        _set(self, "_seat", seat)
        _set(self, "passes", passes)
        _set(self, "history", history)
        _set(self, "_tiles", dict(board))

    # -- reading the board -----------------------------------------------------------------------
    @property
    def key(self) -> tuple[Board, int]:
        """J15: the position as repetition compares it (tiles and their discs, the seat to move; the supplies and
        the pool follow from the board)."""
        return (self.board, self._seat)

    @property
    def tiles(self) -> dict[Cell, tuple[int, ...]]:
        """A copy of the board: cell -> discs, bottom first."""
        return dict(self._tiles)

    def discs(self, cell: Cell) -> tuple[int, ...] | None:
        """The discs on the tile at `cell` (bottom first), or None where there is no tile."""
        return self._tiles.get(cell)

    def shows(self, cell: Cell) -> int | None:
        """J7: the seat whose colour the tile shows from above, or None (no tile, or an empty one)."""
        d = self._tiles.get(cell)
        return d[-1] if d else None

    @property
    def pool(self) -> int:
        """Tiles not yet on the board (J3: 24 at the start)."""
        return TILES - len(self._tiles)

    def supply(self, seat: int) -> int:
        """Discs seat `seat` still holds (J1: 16 less its discs on the board)."""
        return DISCS - sum(d.count(seat) for d in self._tiles.values())

    @property
    def in_setup(self) -> bool:
        """J4: the starting tiles are still being placed (only in the variable setup)."""
        return len(self._tiles) < len(START)

    def free_spots(self) -> list[Cell]:
        """Empty grid cells next to at least one tile (where a tile may go, J4, J10), in reading order."""
        tiles = self._tiles
        if not tiles:
            return [(0, 0)]
        found = {n for c in tiles for n in neighbours(c) if n not in tiles}
        return sorted(found, key=_key)

    def empty_tiles(self) -> list[Cell]:
        return [c for c, d in self.board if not d]

    def singles(self, seat: int) -> list[Cell]:
        """The tiles holding one disc of `seat` (J6: a single is not a stack)."""
        return [c for c, d in self.board if len(d) == 1 and d[0] == seat]

    def stacks(self, seat: int) -> list[Cell]:
        """J6: the stacks `seat` controls."""
        return [c for c, d in self.board if len(d) == 2 and d[1] == seat]

    def mandatory_stacks(self) -> list[Move]:
        """J8: the stacks the player to move must choose from (empty when none is due)."""
        seat = self._seat
        tiles = self._tiles
        out = []
        for c in self.singles(seat):
            for n in sorted(neighbours(c), key=_key):
                d = tiles.get(n)
                if d is not None and len(d) == 1 and d[0] == seat:
                    out.append(Move(STACK, c, n))
        return out

    def lines(self, seat: int | None = None) -> list[tuple[int, tuple[Cell, ...]]]:
        """J13: every maximal line of four or more tiles showing one colour, as (seat, cells in order)."""
        out = []
        for cell, d in self.board:
            if not d or (seat is not None and d[-1] != seat):
                continue
            who = d[-1]
            for dq, dr in AXES:
                if self.shows((cell[0] - dq, cell[1] - dr)) == who:
                    continue  # not the start of the run
                run = [cell]
                nxt = (cell[0] + dq, cell[1] + dr)
                while self.shows(nxt) == who:
                    run.append(nxt)
                    nxt = (nxt[0] + dq, nxt[1] + dr)
                if len(run) >= LINE:
                    out.append((who, tuple(run)))
        return out

    def has_line(self, seat: int) -> bool:
        return bool(self.lines(seat))

    def _line_through(self, seat: int, cells: tuple[Cell, ...]) -> bool:
        """Does a line of `seat` run through one of `cells` (J13)?"""
        shows = self.shows
        for cell in cells:
            if shows(cell) != seat:
                continue
            for dq, dr in AXES:
                n = 1
                q, r = cell[0] + dq, cell[1] + dr
                while shows((q, r)) == seat:
                    n += 1
                    q, r = q + dq, r + dr
                q, r = cell[0] - dq, cell[1] - dr
                while shows((q, r)) == seat:
                    n += 1
                    q, r = q - dq, r - dr
                if n >= LINE:
                    return True
        return False

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, State)
            and self.key == other.key
            and self.passes == other.passes
            and self.history == other.history
        )

    def __hash__(self) -> int:
        return hash((self.key, self.passes, self.history))

    # -- move generation -------------------------------------------------------------------------
    @cached
    def _moves(self) -> list[Move]:
        return [] if self._ended() is not None else self._generate()

    @cached
    def _legal_set(self) -> frozenset[Move]:
        return frozenset(self._moves())

    def _generate(self) -> list[Move]:
        if self.in_setup:  # J4
            return [Move(TILE, c) for c in self.free_spots()]
        stacks = self.mandatory_stacks()
        if stacks:  # J8 first
            return stacks
        seat = self._seat
        moves: list[Move] = []
        empties = self.empty_tiles()
        if empties and self.supply(seat) > 0:  # J10
            if self.pool > 0:
                spots = self.free_spots()
                moves.extend(Move(ADD, e, s) for e in empties for s in spots)
            else:
                moves.extend(Move(ADD, e) for e in empties)
        tiles = self._tiles
        for c in self.stacks(seat):  # J11
            for n in sorted(neighbours(c), key=_key):
                d = tiles.get(n)
                if d is not None and len(d) == 1:
                    moves.append(Move(MOVE, c, n))
        return moves or [PASS]  # J12

    def legal_moves(self) -> list[Move]:
        """Every legal move in a fixed order: setup tiles; else the due stacks only (J8); else adds (by disc cell,
        then tile cell) and moves; else a pass (J12). Empty once the game is over."""
        return list(self._moves())

    @property
    def to_move(self) -> int | None:
        # A game that has not ended always has a move (a pass at worst, J12): no need to list them.
        return self._seat if self._ended() is None else None

    @property
    def is_over(self) -> bool:
        return self._ended() is not None

    # -- playing ---------------------------------------------------------------------------------
    def play(self, move: Move) -> State:
        """The state after `move` (a Move; `parse_move` reads its J16 notation); IllegalMove naming the rule
        otherwise."""
        m = self._resolve(move)
        tiles = dict(self._tiles)
        seat = self._seat
        if m.kind == TILE:
            tiles[m.a] = ()  # type: ignore[index]
            return State(_freeze(tiles), 1 - seat, 0, (), ())
        if m.kind == PASS_:
            return State(self.board, 1 - seat, self.passes + 1, self.history + (self.key,), ())
        if m.kind == ADD:
            tiles[m.a] = (seat,)  # type: ignore[index]
            if m.b is not None:
                tiles[m.b] = ()
            # J15: the supply never grows again, so no earlier position can come back.
            return State(_freeze(tiles), 1 - seat, 0, (), (m.a,))  # type: ignore[arg-type]
        # A stack (J8) or a move (J11): the top disc of `a` onto the single on `b`.
        src = tiles[m.a]  # type: ignore[index]
        tiles[m.a] = src[:-1]  # type: ignore[index]
        tiles[m.b] = tiles[m.b] + (src[-1],)  # type: ignore[index]
        return State(_freeze(tiles), 1 - seat, 0, self.history + (self.key,), (m.a, m.b))  # type: ignore[arg-type]

    def _resolve(self, move: Move) -> Move:
        """The legal move `move` means; IllegalMove with the reason otherwise."""
        m = move
        if not isinstance(m, Move):  # a notation is read at the edge (parse_move), never here
            raise IllegalMove("J16", "notation", "{text!r} is not a Jaleo move", text=repr(move))
        moves = self._moves()
        if not moves:
            raise IllegalMove("J14", "game_over", "the game is over")
        if m in self._legal_set():
            return m
        raise self._why_illegal(m)

    def _why_illegal(self, m: Move) -> IllegalMove:
        """The rule a move breaks, for a refusal people can understand."""
        tiles = self._tiles
        if self.in_setup:
            return self._why_not_setup(m)
        if m.kind == TILE:
            return IllegalMove("J4", "not_setup", "tiles are placed by adding a disc (J10), not on their own")
        if m.kind == PASS_:
            return IllegalMove("J12", "cannot_pass", "you can play, so you cannot pass")
        stacks = self.mandatory_stacks()
        if m.kind == STACK and not stacks:
            return IllegalMove("J8", "not_needed", "no two of your single discs touch, so there is no stack to make")
        if stacks and m.kind != STACK:
            return IllegalMove("J8", "must_stack", "two of your single discs touch: you must stack one on the other")
        a = m.a
        if a not in tiles:
            return IllegalMove("J10", "no_tile", "there is no tile on {cell}", cell=cell_name(a))  # type: ignore
        if m.kind == STACK:
            return self._why_not_stack(a, m.b)
        if m.kind == ADD:
            return self._why_not_add(a, m.b)
        return self._why_not_move(a, m.b)

    def _why_not_setup(self, m: Move) -> IllegalMove:
        """J4: why `m` places no starting tile."""
        if m.kind != TILE:
            return IllegalMove("J4", "setup_tiles", "the starting tiles are placed first")
        if not self._tiles and m.a != (0, 0):
            return IllegalMove("J4", "first_tile", "the first tile goes at 0,0")
        assert m.a is not None  # a setup tile names its cell
        if m.a in self._tiles:
            return IllegalMove("J4", "tile_taken", "there is a tile on {cell} already", cell=cell_name(m.a))
        return IllegalMove("J4", "spot_apart", "{cell} does not touch the board", cell=cell_name(m.a))

    def _why_not_stack(self, a: Cell, b: Cell | None) -> IllegalMove:
        """J8: why stacking `a` onto `b` is no stack."""
        tiles, seat = self._tiles, self._seat
        if tiles[a] != (seat,):
            return IllegalMove("J8", "not_your_single", "{cell} is not a single disc of yours", cell=cell_name(a))
        if b not in tiles or tiles[b] != (seat,):
            return IllegalMove("J8", "not_your_single", "{cell} is not a single disc of yours", cell=cell_name(b))  # type: ignore[arg-type]
        return IllegalMove("J8", "not_touching", "{cell} and {to} do not touch", cell=cell_name(a), to=cell_name(b))

    def _why_not_add(self, a: Cell, b: Cell | None) -> IllegalMove:
        """J10: why adding a disc on `a` (and a tile on `b`) is no add."""
        tiles = self._tiles
        if tiles[a]:
            return IllegalMove("J10", "tile_not_empty", "the tile on {cell} is not empty", cell=cell_name(a))
        if self.supply(self._seat) == 0:
            return IllegalMove("J10", "no_supply", "you have no discs left to add")
        if b is None:
            return IllegalMove("J10", "must_place_tile", "after adding, place a tile from the pool")
        if self.pool == 0:
            return IllegalMove("J10", "pool_empty", "the pool is empty: add without placing a tile")
        if b in tiles:
            return IllegalMove("J10", "tile_taken", "there is a tile on {cell} already", cell=cell_name(b))
        return IllegalMove("J10", "spot_apart", "{cell} does not touch the board", cell=cell_name(b))

    def _why_not_move(self, a: Cell, b: Cell | None) -> IllegalMove:
        """J11: why moving the top disc of `a` onto `b` is no move."""
        tiles = self._tiles
        src = tiles[a]
        if len(src) != 2 or src[1] != self._seat:
            return IllegalMove(
                "J11", "not_your_stack", "{cell} is not a stack with your disc on top", cell=cell_name(a)
            )
        if b not in tiles:
            return IllegalMove("J11", "onto_empty", "there is no tile on {cell}", cell=cell_name(b))  # type: ignore
        if len(tiles[b]) == 2:
            return IllegalMove(
                "J11", "onto_stack", "{cell} is a stack already: a pile never holds three", cell=cell_name(b)
            )
        if not tiles[b]:
            return IllegalMove("J11", "onto_empty", "a disc moves onto a single disc, never onto an empty tile")
        return IllegalMove("J11", "not_touching", "{cell} and {to} do not touch", cell=cell_name(a), to=cell_name(b))

    # -- the end ---------------------------------------------------------------------------------
    @cached
    def _ended(self) -> Outcome | None:
        return self._judge()

    def _judge(self) -> Outcome | None:
        mover = 1 - self._seat
        touched = self._touched
        if touched is None:
            mine, theirs = self.has_line(mover), self.has_line(self._seat)
        else:
            mine, theirs = self._line_through(mover, touched), self._line_through(self._seat, touched)
        scores = self.scores
        if mine and theirs:  # J14
            return Outcome((self._seat,), scores, f"J14: both lines at once: {COLOURS[mover]} moved and loses")
        if mine or theirs:
            winner = mover if mine else self._seat
            return Outcome((winner,), scores, f"J14: {COLOURS[winner]} has four in a line")
        if self.passes >= 2:
            return Outcome((), scores, "J12: both players passed: draw")
        if self.history.count(self.key) >= 2:
            return Outcome((), scores, "J15: the same position for the third time: draw")
        return None

    @property
    def scores(self) -> tuple[int, int]:
        """The tiles showing each colour."""
        return (sum(1 for _c, d in self.board if d and d[-1] == 0), sum(1 for _c, d in self.board if d and d[-1] == 1))

    @property
    def outcome(self) -> Outcome | None:
        """None while playing; a win or loss by lines (J14), a draw by passes (J12) or repetition (J15)."""
        return self._ended()

    def repetitions(self) -> int:
        """How many times this position has stood on the board, this time included (J15)."""
        return 1 + self.history.count(self.key)

    # -- saving ----------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "game": "jaleo",
            "version": JSON_VERSION,
            "tiles": _board_json(self.board),
            "to_move": self._seat,
            "passes": self.passes,
            "supply": [self.supply(0), self.supply(1)],
            "pool": self.pool,
            "history": [[_board_json(b), s] for b, s in self.history],
        }

    def __str__(self) -> str:
        return " ".join(f"{cell_name(c)}:{''.join(LETTERS[x] for x in d) or '.'}" for c, d in self.board)

    def __repr__(self) -> str:
        return f"jaleo.State({self.to_json()!r})"


def _board_json(board: Board) -> dict[str, str]:
    return {cell_name(c): "".join(LETTERS[x] for x in d) for c, d in board}


_CELL_RE = re.compile(rf"^{_CELL}$")


def _board_of(tiles: dict[str, str]) -> Board:
    """A board from `{"q,r": "bw"}`, checked against J1 and J5; ValueError otherwise."""
    if not isinstance(tiles, dict):
        raise ValueError("tiles must be a mapping of cells to discs")
    out: dict[Cell, tuple[int, ...]] = {}
    for name, discs in tiles.items():
        m = _CELL_RE.match(name.strip()) if isinstance(name, str) else None
        if m is None:
            raise ValueError(f"{name!r} is not a cell")
        if not isinstance(discs, str) or len(discs) > 2 or any(ch not in LETTERS for ch in discs):
            raise ValueError(f"J5: {name}: {discs!r} is not up to two discs")
        cell = (int(m.group(1)), int(m.group(2)))
        if cell in out:
            raise ValueError(f"{name}: twice")
        out[cell] = tuple(LETTERS.index(ch) for ch in discs)
    if len(out) > TILES:
        raise ValueError(f"J1: {len(out)} tiles, at most {TILES}")
    for seat in (0, 1):
        if sum(d.count(seat) for d in out.values()) > DISCS:
            raise ValueError(f"J1: more than {DISCS} {COLOURS[seat]} discs")
    if out and not _connected(set(out)):
        raise ValueError("the tiles do not touch each other")
    return _freeze(out)


def _connected(cells: set[Cell]) -> bool:
    start = next(iter(cells))
    seen, todo = {start}, [start]
    while todo:
        c = todo.pop()
        for n in neighbours(c):
            if n in cells and n not in seen:
                seen.add(n)
                todo.append(n)
    return len(seen) == len(cells)


def setup(tiles: dict[str, str], to_move: int = 0) -> State:
    """A position from `{"q,r": discs}` (letters b / w, bottom first), for tests, tools and pictures."""
    if type(to_move) is not int or to_move not in (0, 1):
        raise ValueError(f"to_move must be 0 or 1, not {to_move!r}")
    return State(_board_of(tiles), to_move)


def new_game(variable_setup: bool = False, position: dict[str, Any] | None = None) -> State:
    """The J3 start (or the empty table of the J4 variant), black (seat 0) to move."""
    if position is not None:
        return setup(dict(position["tiles"]), int(position.get("to_move", 0)))
    if variable_setup:
        return State((), 0)
    return State(_freeze({c: () for c in START}), 0)


def from_json(d: dict[str, Any]) -> State:
    """Rebuild a State from `State.to_json()`; ValueError on a bad or foreign save."""
    try:
        if d.get("game") != "jaleo" or d.get("version") != JSON_VERSION:
            raise ValueError(f"not a Jaleo save of version {JSON_VERSION}")
        base = setup(dict(d["tiles"]), d["to_move"])
        passes = d["passes"]
        if type(passes) is not int or not 0 <= passes <= 2:
            raise ValueError(f"passes must be 0, 1 or 2, not {passes!r}")
        history = []
        for tiles, side in d["history"]:
            history.append(setup(dict(tiles), side).key)
        return State(base.board, base._seat, passes, tuple(history))
    except (KeyError, TypeError, IndexError, AttributeError) as exc:
        raise ValueError(f"not a valid Jaleo save: {exc!r}") from exc


if TYPE_CHECKING:  # mypy holds this game to the typed contract (game/rules/contract.py); nothing runs here
    import game.rules.jaleo as _this
    from game.rules import contract

    _module: contract.RulesModule[State] = _this
    _state: contract.State[Move] = new_game()
