"""Mapello: Othello on a 10x10 board with walls, bonuses and jokers (rules/mapello.md, M1-M16).

Pure and immutable. The board is held as Python-int bitboards over the full 10x10 grid, square
``sq = 10 * row + col`` (row and col 0..9, the border ring included). Inner cells are rows/cols 1..8,
so notation ``a1`` is (row 1, col 1) and ``h8`` is (row 8, col 8) (M15).

Because the border ring is part of the grid, a joker is just one more bit in the mover's "own" set, and a
shift by 1, 9, 10 or 11 that leaves the inner 8x8 always lands on a border cell, which is never an
opponent disc nor an empty inner cell: runs cannot wrap from one row into the next.

Options for ``new_game``: ``board`` = an M14 map text (or a ``Board``); None plays Classic (plain Othello).
``position`` sets up another start for tests, tools and lessons: a dict ``{"map": <M14 map text>, "to_move": 0}``
(``to_move`` 0 black, 1 white; default 0). No bonus is taken yet in a staged position.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from game.rules import IllegalMove, LevelError, Outcome, RuleError
from game.rules.base import FrozenState, bits, cached

SIZE = 10
COLOURS: tuple[str, str] = ("black", "white")
KINDS: tuple[str, ...] = ("wall", "bonus", "joker")
MAX_PIECES = 8  # M1: 8 walls, 8 bonuses, 8 jokers in the box
BONUS_POINTS = 3  # M2/M12
FILES = "abcdefgh"
JSON_VERSION = 1

# Every stable code play() and parse_move() may raise (screens explain each from mapello.explain.<code>, or the
# shared explain.<code>).
REFUSAL_CODES: frozenset[str] = frozenset(
    {
        "notation",
        "not_a_cell",
        "game_over",
        "no_pass",
        "wall",
        "taken",
        "not_next",
        "no_flip",
    }
)


def _sq(row: int, col: int) -> int:
    return row * SIZE + col


def _is_inner(row: int, col: int) -> bool:
    return 1 <= row <= 8 and 1 <= col <= 8


def _mask(cells: list[tuple[int, int]]) -> int:
    m = 0
    for r, c in cells:
        m |= 1 << _sq(r, c)
    return m


INNER = _mask([(r, c) for r in range(1, 9) for c in range(1, 9)])
BORDER = _mask([(r, c) for r in range(SIZE) for c in range(SIZE) if not _is_inner(r, c)])
CENTRE = _mask([(4, 4), (4, 5), (5, 4), (5, 5)])
# M4: white on d4 and e5, black on e4 and d5 (col d = 4, e = 5; row number = grid row).
START_WHITE = _mask([(4, 4), (5, 5)])
START_BLACK = _mask([(4, 5), (5, 4)])
_DIRECTIONS = (1, -1, SIZE, -SIZE, SIZE - 1, -(SIZE - 1), SIZE + 1, -(SIZE + 1))
_NEIGHBOURS = [0] * (SIZE * SIZE)
for _s in range(SIZE * SIZE):
    for _d in _DIRECTIONS:
        if 0 <= _s + _d < SIZE * SIZE:
            _NEIGHBOURS[_s] |= 1 << (_s + _d)


# ---------------------------------------------------------------------------------------------- moves


@dataclass(frozen=True, order=True)
class Move:
    """A placement on an inner cell (row, col in 1..8), or the pass move (row = col = 0)."""

    row: int
    col: int

    def __post_init__(self) -> None:
        # M15: only a1..h8 and pass have a name; a border or off-board Move would print a wrong cell name
        # and index past the board, so it cannot be made at all.
        if not (
            self.row == self.col == 0
            or (type(self.row) is int and type(self.col) is int and _is_inner(self.row, self.col))
        ):
            raise IllegalMove(
                "M15",
                "not_a_cell",
                "({row}, {col}) is not a move (moves are a1..h8 or pass)",
                row=self.row,
                col=self.col,
            )

    @property
    def is_pass(self) -> bool:
        return self.row == 0

    @property
    def square(self) -> int:
        return _sq(self.row, self.col)

    def __str__(self) -> str:
        return "pass" if self.is_pass else f"{FILES[self.col - 1]}{self.row}"


PASS = Move(0, 0)
# One interned Move per square keeps move generation cheap.
_MOVES: dict[int, Move] = {_sq(r, c): Move(r, c) for r in range(1, 9) for c in range(1, 9)}
_NOTATION = re.compile(r"^([a-h])([1-8])$")


def parse_move(text: str) -> Move:
    """Read M15 notation ("d3", "pass")."""
    t = text.strip().lower()
    if t == "pass":
        return PASS
    m = _NOTATION.match(t)
    if not m:
        raise IllegalMove("M15", "notation", "{text!r} is not a move (write a1..h8 or pass)", text=text)
    return _MOVES[_sq(int(m.group(2)), FILES.index(m.group(1)) + 1)]


def _cell_name(sq: int) -> str:
    return str(_MOVES[sq])


# ---------------------------------------------------------------------------------------------- boards


@dataclass(frozen=True)
class Board:
    """A configuration (M14): bitboards of the special pieces and the discs, plus level metadata."""

    walls: int = 0
    bonuses: int = 0
    jokers: int = 0
    black: int = START_BLACK
    white: int = START_WHITE
    name: str = ""
    name_ja: str = ""
    note: str = ""
    note_ja: str = ""

    def cell(self, row: int, col: int) -> str:
        """One of "empty", "black", "white", "wall", "bonus", "joker", "border"."""
        return _cell_kind(row, col, self.walls, self.bonuses, self.jokers, self.black, self.white)

    def count(self, kind: str) -> int:
        """How many walls / bonuses / jokers / black / white stand on the board."""
        return self._mask_of(kind).bit_count()

    def cells(self, kind: str) -> list[tuple[int, int]]:
        """(row, col) of every piece of that kind, row-major."""
        return [divmod(s, SIZE) for s in bits(self._mask_of(kind))]

    def _mask_of(self, kind: str) -> int:
        masks = {
            "wall": self.walls,
            "bonus": self.bonuses,
            "joker": self.jokers,
            "black": self.black,
            "white": self.white,
        }
        if kind not in masks:
            raise ValueError(f"unknown piece kind {kind!r}")
        return masks[kind]


CLASSIC = Board(name="Classic", name_ja="クラシック", note="Plain Othello: no special pieces.")


def _cell_kind(row: int, col: int, walls: int, bonuses: int, jokers: int, black: int, white: int) -> str:
    if not (0 <= row < SIZE and 0 <= col < SIZE):
        raise ValueError(f"M1: ({row}, {col}) is off the 10x10 board")
    bit = 1 << _sq(row, col)
    if not _is_inner(row, col):
        return "joker" if jokers & bit else "border"
    for kind, mask in (("wall", walls), ("black", black), ("white", white), ("bonus", bonuses)):
        if mask & bit:
            return kind
    return "empty"


_CHAR_KIND = {"-": "border", "J": "joker", ".": "empty", "#": "wall", "+": "bonus", "B": "black", "W": "white"}
_KIND_CHAR = {"border": "-", "joker": "J", "empty": ".", "wall": "#", "bonus": "+", "black": "B", "white": "W"}
_PLURAL = {"wall": "walls", "bonus": "bonuses", "joker": "jokers"}


def _placement_problem(kind: str, row: int, col: int) -> RuleError | None:
    """Where a piece of `kind` may stand (M3, M14); None when the cell is right for it."""
    inner = _is_inner(row, col)
    centre = bool(CENTRE & (1 << _sq(row, col)))
    if kind == "joker" and inner:
        return RuleError("M14", "joker_border", "a joker may only stand on the border")
    if kind in ("wall", "bonus"):
        if not inner:
            return RuleError(
                "M3", "inner_only", "a {kind} may only stand on an inner cell, not on the border", kind=kind
            )
        if centre:
            return RuleError("M3", "centre", "a {kind} may not stand on the four centre cells", kind=kind)
    if kind in ("black", "white") and not inner:
        return RuleError("M14", "discs_inner", "discs stand on inner cells only")
    if kind == "empty" and not inner:
        return RuleError("M14", "dot_border", "'.' marks an inner cell; an empty border cell is '-'")
    if kind == "border" and inner:
        return RuleError("M14", "dash_inner", "'-' marks a border cell; an empty inner cell is '.'")
    return None


_METADATA = re.compile(r"^#([A-Za-z_]\w*):(.*)$")


def _comment(line: str) -> tuple[str, str] | None:
    """(key, value) of a `#key: value` or `# key: value` line, ("", "") for any other `# ` comment, None for
    a line that is not a comment. A grid row never starts with '#' (column 1 is border), so a line like
    `#.......#-` is a broken row, and it gets a row error rather than being skipped silently."""
    if line == "#":
        return "", ""
    m = _METADATA.match(line)
    if m is None and line.startswith("# "):
        m = _METADATA.match("#" + line[2:].lstrip())
        if m is None:
            return "", ""
    if m is None:
        return None
    return m.group(1).lower(), m.group(2).strip()


def parse_map(text: str) -> Board:
    """Read an M14 map; `#key: value` / `# key: value` lines give metadata (name, name_ja, note, note_ja), other
    `# text` lines are comments. Raises LevelError naming the row, the column and the rule."""
    meta: dict[str, str] = {}
    rows: list[tuple[int, str]] = []
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.rstrip()
        comment = _comment(line) if line.startswith("#") else None
        if comment is not None:
            if comment[0]:
                meta[comment[0]] = comment[1]
            continue
        rows.append((number, line))
    while rows and not rows[-1][1]:
        rows.pop()
    while rows and not rows[0][1]:
        rows.pop(0)
    masks = {"wall": 0, "bonus": 0, "joker": 0, "black": 0, "white": 0}
    for r, (number, line) in enumerate(rows[:SIZE]):
        if len(line) != SIZE:
            col = min(len(line), SIZE) + 1
            raise LevelError(f"M14 each row has 10 cells (found {len(line)})", r + 1, col, number)
        for c, ch in enumerate(line):
            kind = _CHAR_KIND.get(ch)
            if kind is None:
                raise LevelError(f"M14 unknown character {ch!r} (use - J . # + B W)", r + 1, c + 1, number)
            problem = _placement_problem(kind, r, c)
            if problem:
                raise LevelError(f"{problem.rule} {problem.sentence}", r + 1, c + 1, number)
            if kind in masks:
                masks[kind] |= 1 << _sq(r, c)
                if kind in _PLURAL and masks[kind].bit_count() > MAX_PIECES:
                    raise LevelError(f"M1 there are only {MAX_PIECES} {_PLURAL[kind]}", r + 1, c + 1, number)
    if len(rows) != SIZE:
        # Point at the first missing row, or at the first row too many; column 1 is where it starts.
        row = min(len(rows), SIZE) + 1
        extra = rows[SIZE][0] if len(rows) > SIZE else None
        raise LevelError(f"M14 a map has 10 rows (found {len(rows)})", row, 1, extra)
    if not masks["black"] and not masks["white"]:
        masks["black"], masks["white"] = START_BLACK, START_WHITE  # M4
    return Board(
        walls=masks["wall"],
        bonuses=masks["bonus"],
        jokers=masks["joker"],
        black=masks["black"],
        white=masks["white"],
        name=meta.get("name", ""),
        name_ja=meta.get("name_ja", ""),
        note=meta.get("note", ""),
        note_ja=meta.get("note_ja", ""),
    )


def _grid_rows(walls: int, bonuses: int, jokers: int, black: int, white: int) -> list[str]:
    return [
        "".join(_KIND_CHAR[_cell_kind(r, c, walls, bonuses, jokers, black, white)] for c in range(SIZE))
        for r in range(SIZE)
    ]


def format_map(board: Board) -> str:
    """Write an M14 map (metadata first); the M4 start discs are left implicit."""
    lines = [
        f"# {key}: {value}"
        for key, value in (
            ("name", board.name),
            ("name_ja", board.name_ja),
            ("note", board.note),
            ("note_ja", board.note_ja),
        )
        if value
    ]
    black, white = board.black, board.white
    if (black, white) == (START_BLACK, START_WHITE):
        black = white = 0
    lines += _grid_rows(board.walls, board.bonuses, board.jokers, black, white)
    return "\n".join(lines) + "\n"


def load_board_file(path: str | Path) -> Board:
    """Read a level file; errors name the file and line as well. The name defaults to the file stem."""
    p = Path(path)
    try:
        text = p.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ValueError(f"{p}: cannot read map ({exc})") from exc
    try:
        board = parse_map(text)
    except LevelError as exc:
        where = f"{p}: line {exc.line}: " if exc.line else f"{p}: "
        error = LevelError(where + str(exc))  # str(exc) already names the row and column: not twice
        error.row, error.column, error.line = exc.row, exc.column, exc.line
        raise error from exc
    if not board.name:
        board = replace(board, name=p.stem)
    return board


# ---------------------------------------------------------------------------------------------- setup (M3)


def can_place_piece(
    board: Board, kind: str, row: int, col: int, limits: dict[str, int] | None = None
) -> RuleError | None:
    """None if the setup player may put a `kind` piece on (row, col), else the reason (a RuleError)."""
    if kind not in KINDS:
        return RuleError("M2", "no_such_piece", "there is no special piece called {kind!r}", kind=kind)
    if not (0 <= row < SIZE and 0 <= col < SIZE):
        return RuleError("M1", "off_board", "that cell is off the 10x10 board")
    bit = 1 << _sq(row, col)
    if (board.walls | board.bonuses | board.jokers | board.black | board.white) & bit:
        return RuleError("M3", "one_piece", "one cell holds at most one piece")
    problem = _placement_problem(kind, row, col)
    if problem:
        return problem
    limit = min(MAX_PIECES, (limits or {}).get(kind, MAX_PIECES))
    if board.count(kind) >= limit:
        if limit == MAX_PIECES:
            return RuleError(
                "M1", "too_many", "there are only {limit} {pieces}", limit=limit, pieces=_PLURAL[kind], kind=kind
            )
        return RuleError(
            "M3", "limit", "the agreed limit is {limit} {pieces}", limit=limit, pieces=_PLURAL[kind], kind=kind
        )
    return None


def place_piece(board: Board, kind: str, row: int, col: int, limits: dict[str, int] | None = None) -> Board:
    """The board with one more special piece; RuleError (a ValueError) if M1-M3 forbid it."""
    problem = can_place_piece(board, kind, row, col, limits)
    if problem:
        raise problem
    bit = 1 << _sq(row, col)
    if kind == "wall":
        return replace(board, walls=board.walls | bit)
    if kind == "bonus":
        return replace(board, bonuses=board.bonuses | bit)
    return replace(board, jokers=board.jokers | bit)


def remove_piece(board: Board, row: int, col: int) -> Board:
    """The board without the special piece on (row, col); unchanged if there is none (discs stay)."""
    keep = ~(1 << _sq(row, col))
    return replace(board, walls=board.walls & keep, bonuses=board.bonuses & keep, jokers=board.jokers & keep)


def start_problem(board: Board) -> RuleError | None:
    """None when black can place a first disc on `board`; else why no game should start on it (M7, M8, M11)."""
    if new_game(board)._placement_mask():
        return None
    return RuleError(
        "M8",
        "no_first_move",
        "black has no first placement on this board (M7: black moves first; M11: it would only pass)",
    )


def random_board(seed: int, limits: dict[str, int] | None = None) -> Board:
    """A seeded random legal setup: up to `limits[kind]` (default 8) of each piece; black can move."""
    lim = {kind: MAX_PIECES for kind in KINDS}
    for kind, n in (limits or {}).items():
        if kind not in KINDS or not 0 <= n <= MAX_PIECES:
            raise ValueError(f"M3 limits are 0..{MAX_PIECES} walls, bonuses and jokers (got {kind}={n})")
        lim[kind] = n
    rng = random.Random(seed)
    inner = [divmod(s, SIZE) for s in bits(INNER & ~CENTRE)]
    border = [divmod(s, SIZE) for s in bits(BORDER)]
    board = CLASSIC
    for _attempt in range(100):
        board = Board(name=f"Random {seed}", name_ja=f"ランダム {seed}")
        for kind in KINDS:
            pool = border if kind == "joker" else [rc for rc in inner if board.cell(*rc) == "empty"]
            for r, c in rng.sample(pool, rng.randint(0, lim[kind])):
                board = place_piece(board, kind, r, c)
        if start_problem(board) is None:
            break
    return board


# ---------------------------------------------------------------------------------------------- play


class Score(NamedTuple):
    """One seat's M12 score."""

    discs: int
    bonuses: int
    total: int


def placements(own: int, opp: int, empty: int) -> int:
    """Mask of the empty cells where `own` (discs + jokers) flips at least one `opp` disc (M8, M9): in each
    direction, the runs of `opp` that start next to `own` are filled by doubling steps (a run holds at most 7
    opponent discs: joker on the border, 7 discs, the new disc on the far edge)."""
    moves = 0
    for d in (1, 9, 10, 11):
        d2 = d + d
        d4 = d2 + d2
        g = own | opp & (own << d)
        p = opp & (opp << d)
        g |= p & (g << d2)
        p &= p << d2
        g |= p & (g << d4)
        moves |= ((g & opp) << d) & empty
        g = own | opp & (own >> d)
        p = opp & (opp >> d)
        g |= p & (g >> d2)
        p &= p >> d2
        g |= p & (g >> d4)
        moves |= ((g & opp) >> d) & empty
    return moves


def _rays() -> tuple[tuple[tuple[int, ...], ...], ...]:
    """For each inner cell, the cells along each direction up to and including the first cell off the inner
    board (bits)."""
    out: list[tuple[tuple[int, ...], ...]] = []
    for sq in range(SIZE * SIZE):
        rays = []
        if (INNER >> sq) & 1:
            for d in _DIRECTIONS:
                ray = []
                s = sq + d
                while True:
                    ray.append(1 << s)
                    if not (INNER >> s) & 1:
                        break
                    s += d
                rays.append(tuple(ray))
        out.append(tuple(rays))
    return tuple(out)


_RAYS = _rays()


def flips(sq: int, own: int, opp: int) -> int:
    """Opponent discs flipped by a disc placed on `sq` (M9): runs ending at `own` (discs plus jokers); all else
    stops a run, and runs always stop at the border ring."""
    flipped = 0
    for ray in _RAYS[sq]:
        if not opp & ray[0]:
            continue
        run = 0
        for cell in ray:
            if opp & cell:
                run |= cell
            else:
                if own & cell:
                    flipped |= run
                break
    return flipped


@dataclass(frozen=True)  # FrozenState gives the cache; frozen=True refuses every assignment
class State(FrozenState):
    """A Mapello position. `_seat` is the colour whose turn it is (0 black, 1 white), also once the game is over;
    `to_move` is the contract's seat to act (None when over)."""

    black: int
    white: int
    walls: int
    jokers: int
    bonuses: int  # bonus cells not yet taken (still empty)
    taken: tuple[int, int]  # bonus cells taken by black, by white (M10)
    _seat: int = 0
    name: str = ""
    name_ja: str = ""

    # -- move generation -------------------------------------------------------------------------
    def _own_opp(self, side: int) -> tuple[int, int]:
        if side == 0:
            return self.black | self.jokers, self.white
        return self.white | self.jokers, self.black

    def _empty(self) -> int:
        return INNER & ~(self.black | self.white | self.walls)

    @cached
    def _placement_mask(self) -> int:
        own, opp = self._own_opp(self._seat)
        return placements(own, opp, self._empty())

    @cached
    def _legal_moves(self) -> tuple[Move, ...]:
        mask = self._placement_mask()
        if mask:
            return tuple(_MOVES[s] for s in bits(mask))
        own, opp = self._own_opp(1 - self._seat)
        return (PASS,) if placements(own, opp, self._empty()) else ()

    def legal_moves(self) -> list[Move]:
        """Placements in row-major order; [pass] when only the opponent can place (M11); [] when over."""
        return list(self._legal_moves())

    def is_legal(self, move: Move) -> bool:
        """True if `move` may be played now."""
        return move in self._legal_moves()

    @property
    def to_move(self) -> int | None:
        """Seat to act (0 black, 1 white), None when neither player can place (M11)."""
        return self._seat if self._legal_moves() else None

    @property
    def is_over(self) -> bool:
        return not self._legal_moves()

    # -- playing ---------------------------------------------------------------------------------
    def play(self, move: Move) -> State:
        """The state after `move`; raises IllegalMove naming the rule."""
        if not isinstance(move, Move):  # a notation is read at the edge (parse_move), never here
            raise IllegalMove("M15", "notation", "{text!r} is not a Mapello move", text=move)
        elif move != PASS and _MOVES.get(move.square) != move:
            # A Move forged past its check (object.__new__, pickling tricks) must still never index off the board.
            raise IllegalMove(
                "M15",
                "not_a_cell",
                "({row}, {col}) is not a move (moves are a1..h8 or pass)",
                row=move.row,
                col=move.col,
            )
        legal = self._legal_moves()
        if not legal:
            raise IllegalMove("M11", "game_over", "the game is over: neither player can place")
        if move.is_pass:
            if legal != (PASS,):
                raise IllegalMove("M11", "no_pass", "pass is legal only when you cannot place a disc")
            return State(
                self.black,
                self.white,
                self.walls,
                self.jokers,
                self.bonuses,
                self.taken,
                1 - self._seat,
                self.name,
                self.name_ja,
            )
        sq = move.square
        bit = 1 << sq
        if not self._placement_mask() & bit:
            raise self._why_illegal(move)
        own, opp = self._own_opp(self._seat)
        flipped = flips(sq, own, opp)
        taken = self.taken
        bonuses = self.bonuses
        if bonuses & bit:  # M10: only the placed disc takes a bonus
            bonuses &= ~bit
            taken = (taken[0] | bit, taken[1]) if self._seat == 0 else (taken[0], taken[1] | bit)
        if self._seat == 0:
            black, white = self.black | flipped | bit, self.white & ~flipped
        else:
            black, white = self.black & ~flipped, self.white | flipped | bit
        return State(black, white, self.walls, self.jokers, bonuses, taken, 1 - self._seat, self.name, self.name_ja)

    def _why_illegal(self, move: Move) -> IllegalMove:
        bit = 1 << move.square
        cell = str(move)
        if self.walls & bit:
            return IllegalMove("M2", "wall", "{cell} is a wall; nothing is ever placed on a wall", cell=cell)
        if (self.black | self.white) & bit:
            return IllegalMove("M8", "taken", "{cell} is not empty", cell=cell)
        _own, opp = self._own_opp(self._seat)
        if not _NEIGHBOURS[move.square] & opp:
            return IllegalMove("M8", "not_next", "{cell} is not next to an opponent disc", cell=cell)
        return IllegalMove("M8", "no_flip", "{cell} flips nothing", cell=cell)

    def flips(self, move: Move) -> list[tuple[int, int]]:
        """(row, col) of the discs `move` would flip, nearest first (for the flip animation)."""
        m = move
        if m.is_pass or not self._empty() & (1 << m.square):
            return []
        own, opp = self._own_opp(self._seat)
        cells = [divmod(s, SIZE) for s in bits(flips(m.square, own, opp))]
        return sorted(cells, key=lambda rc: (max(abs(rc[0] - m.row), abs(rc[1] - m.col)), rc))

    # -- reading the board -----------------------------------------------------------------------
    def cell(self, row: int, col: int) -> str:
        """One of "empty", "black", "white", "wall", "bonus", "joker", "border" (grid row/col 0..9)."""
        return _cell_kind(row, col, self.walls, self.bonuses, self.jokers, self.black, self.white)

    def bonus_taker(self, row: int, col: int) -> int | None:
        """Seat that took the bonus on (row, col), or None."""
        bit = 1 << _sq(row, col)
        for seat in (0, 1):
            if self.taken[seat] & bit:
                return seat
        return None

    @property
    def board(self) -> Board:
        """The current position as a Board (discs included)."""
        return Board(self.walls, self.bonuses, self.jokers, self.black, self.white, self.name, self.name_ja)

    def score_breakdown(self) -> tuple[Score, Score]:
        """(black, white) scores per M12: discs + 3 x bonuses taken."""
        out = []
        for discs, taken in ((self.black, self.taken[0]), (self.white, self.taken[1])):
            d, b = discs.bit_count(), taken.bit_count()
            out.append(Score(d, b, d + BONUS_POINTS * b))
        return out[0], out[1]

    @property
    def scores(self) -> tuple[int, int]:
        """(black, white) totals per M12: discs + 3 x bonuses taken."""
        b, w = self.score_breakdown()
        return (b.total, w.total)

    @property
    def key(self) -> tuple[int, int, int, int, int, tuple[int, int], int]:
        """The position for the AI's tables: the board, the bonuses each player took, the colour to move."""
        return (self.black, self.white, self.walls, self.jokers, self.bonuses, self.taken, self._seat)

    @property
    def outcome(self) -> Outcome | None:
        """None while playing; else winners, (black, white) scores and the reason (M11, M12)."""
        if self._legal_moves():
            return None
        b, w = self.scores
        if b == w:
            return Outcome((), (b, w), f"M11: neither player can place; M12: draw {b} to {w}")
        winner = 0 if b > w else 1
        return Outcome(
            (winner,), (b, w), f"M11: neither player can place; M12: {COLOURS[winner]} wins {max(b, w)} to {min(b, w)}"
        )

    # -- saving ----------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """JSON-able dict: the position as M14 rows, the side to move and who took which bonus."""
        return {
            "game": "mapello",
            "version": JSON_VERSION,
            "name": self.name,
            "name_ja": self.name_ja,
            "rows": _grid_rows(self.walls, self.bonuses, self.jokers, self.black, self.white),
            "side": self._seat,
            "bonuses_taken": [[_cell_name(s) for s in bits(t)] for t in self.taken],
        }

    def __str__(self) -> str:
        return "\n".join(_grid_rows(self.walls, self.bonuses, self.jokers, self.black, self.white))


def new_game(board: str | Board | None = None, position: dict[str, Any] | None = None) -> State:
    """Start a game (M4, M7: black first). `board` is an M14 map text or a Board; None = Classic. `position`
    ({"map": M14 text, "to_move": 0 or 1}) stages another start instead, with that colour to move."""
    seat = 0
    if position is not None:
        if board is not None:
            raise ValueError("give a board or a position, not both")
        board, seat = _staged(position)
    if board is None:
        board = CLASSIC
    elif isinstance(board, str):
        board = parse_map(board)
    return State(
        board.black, board.white, board.walls, board.jokers, board.bonuses, (0, 0), seat, board.name, board.name_ja
    )


def _staged(position: dict[str, Any]) -> tuple[Board, int]:
    """The board and the colour to move of a staged `position`; ValueError (LevelError for the map) if wrong."""
    unknown = set(position) - {"map", "to_move"}
    if unknown:
        raise ValueError(f"a position has a map and to_move, not {sorted(unknown)}")
    text, seat = position["map"], position.get("to_move", 0)
    if not isinstance(text, str):
        raise ValueError("a position's map is M14 map text")
    if type(seat) is not int or seat not in (0, 1):  # True == 1, but a bool is not a side
        raise ValueError(f"to_move must be 0 (black) or 1 (white), not {seat!r}")
    return parse_map(text), seat


def from_json(d: dict[str, Any]) -> State:
    """Rebuild a State from `State.to_json()`; ValueError on a bad or foreign save."""
    try:
        return _from_json(d)
    except (KeyError, TypeError, IndexError, AttributeError) as exc:
        raise ValueError(f"not a valid Mapello save: {exc!r}") from exc


def _from_json(d: dict[str, Any]) -> State:
    if d.get("game", "mapello") != "mapello" or d.get("version") != JSON_VERSION:
        raise ValueError(f"not a Mapello save of version {JSON_VERSION}")
    board = parse_map("\n".join(d["rows"]))
    side = d["side"]
    if type(side) is not int or side not in (0, 1):  # True == 1, but a bool is not a side
        raise ValueError(f"side must be 0 or 1, not {side!r}")
    taken = [0, 0]
    for seat in (0, 1):
        for text in d["bonuses_taken"][seat]:
            m = parse_move(text)
            if m.is_pass or not (board.black | board.white) & (1 << m.square):
                raise ValueError(f"M10: a taken bonus lies under a disc, {text!r} is empty")
            taken[seat] |= 1 << m.square
    if taken[0] & taken[1]:
        raise ValueError("M10: a bonus is taken by one player only")
    return State(
        board.black,
        board.white,
        board.walls,
        board.jokers,
        board.bonuses,
        (taken[0], taken[1]),
        side,
        str(d.get("name", "")),
        str(d.get("name_ja", "")),
    )


# ---------------------------------------------------------------------------------------------- series


def series_colours(game_index: int) -> tuple[int, int]:
    """M5: seats of player A and player B in game `game_index` (0-based) of a fixed-setup series."""
    return (0, 1) if game_index % 2 == 0 else (1, 0)


def free_play_roles(game_index: int) -> tuple[int, int]:
    """M6: (player who sets up, player who then chooses black or white) in game `game_index`."""
    setter = game_index % 2
    return setter, 1 - setter


@dataclass(frozen=True)
class SeriesResult:
    """M13: wins of players A and B, draws, total score difference (A minus B) and the winner (or None)."""

    wins: tuple[int, int]
    draws: int
    score_difference: int
    winner: int | None


def series_result(games: list[tuple[int, int]]) -> SeriesResult:
    """M13: more wins takes the series; equal wins are settled by the total score difference."""
    wins = [0, 0]
    draws = diff = 0
    for a, b in games:
        diff += a - b
        if a > b:
            wins[0] += 1
        elif b > a:
            wins[1] += 1
        else:
            draws += 1
    if wins[0] != wins[1]:
        winner: int | None = 0 if wins[0] > wins[1] else 1
    elif diff:
        winner = 0 if diff > 0 else 1
    else:
        winner = None
    return SeriesResult((wins[0], wins[1]), draws, diff, winner)


if TYPE_CHECKING:  # mypy holds this game to the typed contract (game/rules/contract.py); nothing runs here
    import game.rules.mapello as _this
    from game.rules import contract

    _module: contract.RulesModule[State] = _this
    _state: contract.State[Move] = new_game()
