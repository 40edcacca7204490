"""Farmini: a card-drafting farm game for 1-4 players (rules/farmini.md, F1-F17).

Pure and immutable. The cards come from the deck file `levels/farmini/deck.toml` (F17), read once with the
stdlib's tomllib. A farm is a mapping of grid cells `(x, y)` (the farm card at 0,0, y downward) to a placed card
`(name, rotation)`; the animal tokens are a mapping of `(x, y, quarter)` to their kind. Pens are found by joining
quarters across unfenced sides (F9) with a small union-find.

Options for ``new_game`` (F16): ``players`` 1-4, ``seed`` (the shuffle), ``order`` (the whole deck, top card
first, instead of a shuffle) and ``published_scoring`` (F14).
"""

from __future__ import annotations

import random
import re
import tomllib
from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from dataclasses import field as dataclass_field
from functools import cache, lru_cache
from itertools import combinations
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.rules import IllegalMove, LevelError, Outcome
from game.rules.base import FrozenMap, ResolvedMoves, cached
from game.rules.level_data import read_level

DECK_FILE = "deck.toml"  # levels/farmini/deck.toml, read through game.rules.level_data
JSON_VERSION = 1
ANIMALS: tuple[str, ...] = ("pig", "goat", "chicken")
TOKENS_PER_KIND = 5  # F1
QUARTER_KINDS: tuple[str, ...] = ("meadow", "corn", "trough")
CARD_KINDS: tuple[str, ...] = ("farm", "pen", "animal", "wolf")
COUNTS = {"farm": 4, "pen": 32, "animal": 12, "wolf": 6}  # F1
SLOTS = 4

# F17's fence names: the eight border half-edges (quarter and side), then the four inner half-lines.
BORDER: tuple[str, ...] = ("0N", "1N", "1E", "3E", "3S", "2S", "2W", "0W")
INNER: tuple[str, ...] = ("01", "23", "02", "13")
FENCE_NAMES: tuple[str, ...] = BORDER + INNER
_BIT = {name: 1 << i for i, name in enumerate(FENCE_NAMES)}
# A quarter turn clockwise: quarter 0 (top-left) goes to 1 (top-right), 1 to 3, 3 to 2, 2 to 0; N to E and so on.
_ROT_Q = {0: 1, 1: 3, 3: 2, 2: 0}
_ROT_S = {"N": "E", "E": "S", "S": "W", "W": "N"}
# Each side's two half-edges in order along it (left to right, top to bottom), and the quarter each belongs to.
SIDES: dict[str, tuple[str, str]] = {"N": ("0N", "1N"), "E": ("1E", "3E"), "S": ("2S", "3S"), "W": ("0W", "2W")}
STEP: dict[str, tuple[int, int]] = {"N": (0, -1), "E": (1, 0), "S": (0, 1), "W": (-1, 0)}
OPPOSITE = {"N": "S", "S": "N", "E": "W", "W": "E"}
_INNER_PAIRS = {"01": (0, 1), "23": (2, 3), "02": (0, 2), "13": (1, 3)}

REFUSAL_CODES: frozenset[str] = frozenset(
    {
        "notation",
        "game_over",
        "empty_slot",
        "wrong_kind",
        "occupied",
        "not_touching",
        "fences",
        "must_place",
        "not_free",
        "token_count",
    }
)


def _rotate_fence(name: str) -> str:
    if name in _INNER_PAIRS:
        a, b = sorted(_ROT_Q[q] for q in _INNER_PAIRS[name])
        return f"{a}{b}"
    return f"{_ROT_Q[int(name[0])]}{_ROT_S[name[1]]}"


# ---------------------------------------------------------------------------------------------- the deck


@dataclass(frozen=True)
class Card:
    """One card of the deck file (F17). `faces[r]` is (quarters, fence bit mask) at rotation r."""

    name: str
    kind: str
    quarters: tuple[str, ...] = ()
    fences: frozenset[str] = frozenset()
    start: int = 0
    animal: str = ""
    count: int = 0

    def __post_init__(self) -> None:
        faces = _faces(self.quarters, self.fences)
        object.__setattr__(self, "faces", faces)
        # Each rotation's four sides (N, E, S, W) as 2-bit fence patterns, in order along the side (F6 compares
        # a side with the facing side of the neighbour, half-edge by half-edge).
        object.__setattr__(
            self,
            "sides",
            tuple(
                tuple(sum(1 << i for i, half in enumerate(SIDES[d]) if mask & _BIT[half]) for d in "NESW")
                for _q, mask in faces
            ),
        )
        object.__setattr__(self, "codes", tuple(_code(sides) for sides in self.sides))

    faces: tuple[tuple[tuple[str, ...], int], ...] = dataclass_field(init=False, repr=False, compare=False)
    sides: tuple[tuple[int, int, int, int], ...] = dataclass_field(init=False, repr=False, compare=False)
    codes: tuple[int, ...] = dataclass_field(init=False, repr=False, compare=False)

    def fenced(self, rot: int, name: str) -> bool:
        """Is the half-line `name` fenced when the card lies at rotation `rot`?"""
        return bool(self.faces[rot][1] & _BIT[name])


@cache
def _faces(quarters: tuple[str, ...], fences: frozenset[str]) -> tuple[tuple[tuple[str, ...], int], ...]:
    out = []
    qs, fs = quarters, set(fences)
    for _r in range(4):
        out.append((tuple(qs), sum(_BIT[f] for f in fs)))
        turned = [""] * 4
        for q in range(4):
            turned[_ROT_Q[q]] = qs[q] if qs else ""
        qs = tuple(turned) if quarters else ()
        fs = {_rotate_fence(f) for f in fs}
    return tuple(out)


def parse_deck(text: str, source: str = "deck.toml") -> dict[str, Card]:
    """The cards of a deck file's text, by name, in file order; LevelError for anything F17 does not allow."""
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as exc:
        raise LevelError(f"{source}: {exc}") from None
    rows = data.get("card")
    if not isinstance(rows, list) or set(data) != {"card"}:
        raise LevelError(f"{source}: the file must hold only [[card]] tables")
    cards: dict[str, Card] = {}
    starts: set[int] = set()
    for i, row in enumerate(rows, 1):
        card = _read_card(row, f"{source}: card {i}", source, cards, starts)
        cards[card.name] = card
    _check_deck(cards, starts, source)
    return cards


_CARD_FIELDS = {
    "farm": {"quarters", "fences"},
    "pen": {"quarters", "fences", "start"},
    "animal": {"animal", "count"},
    "wolf": {"animal"},
}


def _read_card(row: object, where: str, source: str, cards: dict[str, Card], starts: set[int]) -> Card:
    """One [[card]] table of a deck file (`where` names it until its name is read; `starts`: the start slots taken
    so far, this card's added)."""
    if not isinstance(row, dict):
        raise LevelError(f"{where}: not a table")
    name, kind = row.get("name"), row.get("kind")
    if not isinstance(name, str) or not re.fullmatch(r"[a-z0-9][a-z0-9_-]{0,31}", name):
        raise LevelError(f"{where}: field name must be a short lower-case word")
    where = f"{source}: card {name!r}"
    if name in cards:
        raise LevelError(f"{where}: field name is used twice")
    if kind not in CARD_KINDS:
        raise LevelError(f"{where}: field kind must be one of {', '.join(CARD_KINDS)}")
    extra = set(row) - _CARD_FIELDS[kind] - {"name", "kind"}
    if extra:
        raise LevelError(f"{where}: field {sorted(extra)[0]} does not belong on a {kind} card")
    if kind in ("farm", "pen"):
        return _read_land(row, name, kind, where, starts)
    animal = row.get("animal")
    if animal not in ANIMALS:
        raise LevelError(f"{where}: field animal must be one of {', '.join(ANIMALS)}")
    count = row.get("count", 0)
    if kind == "animal" and (type(count) is not int or count not in (1, 2)):
        raise LevelError(f"{where}: field count must be 1 or 2")
    return Card(name, kind, animal=animal, count=count if kind == "animal" else 0)


def _read_land(row: dict[str, Any], name: str, kind: str, where: str, starts: set[int]) -> Card:
    """A farm or pen card: its four quarters, its fences, a pen's start slot."""
    quarters, fences = row.get("quarters"), row.get("fences", [])
    if not isinstance(quarters, list) or len(quarters) != 4 or any(q not in QUARTER_KINDS for q in quarters):
        raise LevelError(f"{where}: field quarters must be four of meadow, corn, trough")
    if not isinstance(fences, list) or any(f not in FENCE_NAMES for f in fences) or len(set(fences)) != len(fences):
        raise LevelError(f"{where}: field fences must list distinct names of {', '.join(FENCE_NAMES)}")
    start = row.get("start", 0)
    if kind == "pen" and "start" in row:
        if type(start) is not int or not 1 <= start <= SLOTS or start in starts:
            raise LevelError(f"{where}: field start must be a free slot 1-4")
        starts.add(start)
    return Card(name, kind, tuple(quarters), frozenset(fences), start=start)


def _check_deck(cards: dict[str, Card], starts: set[int], source: str) -> None:
    """The deck as a whole (F1, F3, F17): the counts of each kind, the start slots, the wolves, the farm cards, and
    every pen card fitting beside a farm card."""
    found = {k: sum(1 for c in cards.values() if c.kind == k) for k in CARD_KINDS}
    if found != COUNTS:
        raise LevelError(f"{source}: the deck must hold {COUNTS}, not {found}")
    if starts != set(range(1, SLOTS + 1)):
        raise LevelError(f"{source}: four pen cards must carry start = 1 ... 4")
    for k, animal in ((k, a) for k in ("wolf",) for a in ANIMALS):
        if sum(1 for c in cards.values() if c.kind == k and c.animal == animal) != 2:
            raise LevelError(f"{source}: there must be two wolves of each kind (F1)")
    farms = [c for c in cards.values() if c.kind == "farm"]
    for farm in farms:
        if not set(INNER) <= farm.fences or farm.quarters.count("corn") != 1 or farm.quarters.count("trough") != 3:
            raise LevelError(f"{source}: card {farm.name!r}: a farm card has the fence cross, 1 corn, 3 troughs (F3)")
    for card in cards.values():
        if card.kind == "pen" and not any(_fits_beside(card, farm) for farm in farms):
            raise LevelError(f"{source}: card {card.name!r}: fits beside no farm card in any rotation")


def _fits_beside(card: Card, farm: Card) -> bool:
    """Can `card` (some rotation) lie beside a lone `farm` card (rotation 0) on some side (F6)?"""
    farm_cells = {(0, 0): (farm, 0)}
    return any(_fits(farm_cells, STEP[d], card, r) for d in STEP for r in range(4))


def check_deck(path: Path) -> str:
    """GAME.check_level: the deck file's name when it is valid; ValueError naming the file and field otherwise."""
    parse_deck(Path(path).read_text(encoding="utf-8"), Path(path).name)
    return Path(path).stem


@lru_cache(maxsize=1)
def deck_cards() -> dict[str, Card]:
    """The cards of the project's deck file, by name (read once)."""
    return parse_deck(read_level("farmini", DECK_FILE), DECK_FILE)


def card(name: str) -> Card:
    return deck_cards()[name]


def farm_names() -> list[str]:
    return [c.name for c in deck_cards().values() if c.kind == "farm"]


def start_names() -> list[str]:
    """The four fixed display cards in slot order (F4)."""
    return [c.name for c in sorted((c for c in deck_cards().values() if c.start), key=lambda c: c.start)]


def deck_names() -> list[str]:
    """Every card that goes into the shuffled deck (all but the farm and start cards), in file order."""
    return [c.name for c in deck_cards().values() if c.kind != "farm" and not c.start]


# ---------------------------------------------------------------------------------------------- geometry

Cell = tuple[int, int]
Spot = tuple[int, int, int]  # (x, y, quarter)
Turn = tuple[str, int]  # ("r", rot): the turn a pen card is laid in
Pick = int | Cell | Turn | Spot  # what a player points at: a display slot, a cell, a turn, a trough
Farm = Mapping[Cell, tuple[str, int]]


_DIRS = "NESW"
_OPP_INDEX = (2, 3, 0, 1)  # the facing side's index in N, E, S, W


def _side_of(entry: tuple[Any, int], d: int) -> int:
    c, rot = entry
    placed: Card = card(c) if isinstance(c, str) else c
    return placed.sides[rot][d]


Need = tuple[int, int]  # (mask, value) over the 8 bits of a rotation's side code (2 bits per side, N E S W)


def _code(sides: tuple[int, int, int, int]) -> int:
    return sides[0] | sides[1] << 2 | sides[2] << 4 | sides[3] << 6


def requirement(farm: Mapping[Cell, tuple[Any, int]], cell: Cell) -> Need | None:
    """What the sides of a card on the empty `cell` must look like: the facing neighbours' fence patterns, as a
    (mask, value) over the side code; None when the cell is taken or touches no card."""
    if cell in farm:
        return None
    mask = value = 0
    for i, d in enumerate(_DIRS):
        dx, dy = STEP[d]
        other = farm.get((cell[0] + dx, cell[1] + dy))
        if other is not None:
            mask |= 3 << (2 * i)
            value |= _side_of(other, _OPP_INDEX[i]) << (2 * i)
    return (mask, value) if mask else None


def _fits(farm: Mapping[Cell, tuple[Any, int]], cell: Cell, c: Card, rot: int) -> bool:
    """F6: `c` at `rot` on the empty `cell` touches the farm and every touching side matches, half by half."""
    need = requirement(farm, cell)
    return need is not None and c.codes[rot] & need[0] == need[1]


def frontier(farm: Farm) -> list[Cell]:
    """The empty cells beside a farm, in (y, x) order."""
    out = {(x + dx, y + dy) for (x, y) in farm for dx, dy in STEP.values()} - set(farm)
    return sorted(out, key=lambda c: (c[1], c[0]))


def requirements(farm: Farm) -> list[tuple[Cell, Need]]:
    """Every frontier cell with what a card there must match, in (y, x) order."""
    return [(cell, requirement(farm, cell)) for cell in frontier(farm)]  # type: ignore[misc]


def placements(farm: Farm, c: Card, needs: list[tuple[Cell, Need]] | None = None) -> list[tuple[Cell, int]]:
    """Every (cell, rotation) where pen card `c` may go (F6), rotations with the same faces listed once."""
    faces = c.faces
    rots = [r for r in range(4) if faces[r] not in faces[:r]]
    if needs is None:
        needs = requirements(farm)
    codes = c.codes
    return [(cell, r) for cell, (mask, value) in needs for r in rots if codes[r] & mask == value]


def canonical_rotation(c: Card, rot: int) -> int:
    """The lowest rotation giving the same faces as `rot` (F15)."""
    return c.faces.index(c.faces[rot])


@dataclass(frozen=True)
class Pen:
    """A pen of a farm (F9): its quarters, whether it is closed, and what it scores (F11, F12, F14)."""

    quarters: tuple[Spot, ...]
    closed: bool
    corn: int
    animals: tuple[tuple[str, int], ...]  # (kind, how many), in ANIMALS order
    empty_troughs: int
    corn_points: int
    animal_points: int
    trough_points: int

    @property
    def points(self) -> int:
        return self.corn_points + self.animal_points + self.trough_points


# Per side: (dx, dy, whether this side is the one that joins across, and each half-edge as (fence bit, own
# quarter, the facing quarter of the neighbour)). Each shared side is joined once, from its west or north card.
_HALVES: tuple[tuple[int, int, bool, tuple[tuple[int, int, int], ...]], ...] = tuple(
    (
        STEP[d][0],
        STEP[d][1],
        d in ("E", "S"),
        tuple((_BIT[h], int(h[0]), int(o[0])) for h, o in zip(SIDES[d], SIDES[OPPOSITE[d]])),
    )
    for d in "NESW"
)
_INNER_BITS: tuple[tuple[int, int, int], ...] = tuple((_BIT[line], a, b) for line, (a, b) in _INNER_PAIRS.items())


def pens(farm: Farm, tokens: Mapping[Spot, str], published: bool = False) -> list[Pen]:
    """Every pen of a farm (F9) with its score, in the order of its first quarter (y, x, quarter)."""
    cells = sorted(farm, key=lambda c: (c[1], c[0]))
    index = {cell: i for i, cell in enumerate(cells)}
    parent = list(range(4 * len(cells)))

    def find(a: int) -> int:
        while parent[a] != a:
            parent[a] = parent[parent[a]]
            a = parent[a]
        return a

    kinds: list[str] = []
    is_open = [False] * len(parent)
    for i, (x, y) in enumerate(cells):
        name, rot = farm[(x, y)]
        quarters, mask = card(name).faces[rot]
        kinds.extend(quarters)
        base = 4 * i
        for bit, a, b in _INNER_BITS:
            if not mask & bit:
                ra, rb = find(base + a), find(base + b)
                if ra != rb:
                    parent[max(ra, rb)] = min(ra, rb)
        for dx, dy, joins, halves in _HALVES:
            j = index.get((x + dx, y + dy))
            for bit, q, other in halves:
                if mask & bit:
                    continue
                if j is None:
                    is_open[base + q] = True  # F9: an open side of the farm
                elif joins:  # F6 made both halves agree
                    ra, rb = find(base + q), find(4 * j + other)
                    if ra != rb:
                        parent[max(ra, rb)] = min(ra, rb)
    groups: dict[int, list[int]] = {}
    for k in range(len(parent)):
        groups.setdefault(find(k), []).append(k)
    out = []
    for members in groups.values():
        spots = [(*cells[k >> 2], k & 3) for k in members]
        spots.sort(key=lambda s: (s[1], s[0], s[2]))
        closed = not any(is_open[k] for k in members)
        corn = sum(1 for k in members if kinds[k] == "corn")
        troughs = sum(1 for k in members if kinds[k] == "trough")
        held = [tokens[s] for s in spots if s in tokens]
        animals = tuple((a, held.count(a)) for a in ANIMALS if a in held)
        corn_points = corn if closed and not held else 0  # F11
        one_kind = closed and len(animals) == 1
        animal_points = len(held) * (2 if one_kind else 1)  # F12
        trough_points = -(troughs - len(held)) if published and closed else 0  # F14
        out.append(
            Pen(tuple(spots), closed, corn, animals, troughs - len(held), corn_points, animal_points, trough_points)
        )
    out.sort(key=lambda p: (p.quarters[0][1], p.quarters[0][0], p.quarters[0][2]))
    return out


def score(farm: Farm, tokens: Mapping[Spot, str], published: bool = False) -> int:
    """A farm's points (F11, F12, F14)."""
    return sum(p.points for p in pens(farm, tokens, published))


def free_troughs(farm: Farm, tokens: Mapping[Spot, str]) -> list[Spot]:
    """The animal spaces of a farm with no token, in (y, x, quarter) order."""
    out = []
    for (x, y), (name, rot) in farm.items():
        qs = card(name).faces[rot][0]
        out += [(x, y, q) for q in range(4) if qs[q] == "trough" and (x, y, q) not in tokens]
    return sorted(out, key=lambda s: (s[1], s[0], s[2]))


# ---------------------------------------------------------------------------------------------- moves


class Move:
    """Take the card in `slot` (1-4); place it at `cell` turned `rot` (a pen card), put tokens on `spots` (an animal
    card), or `discard` it (a pen card that fits nowhere). `str()` is the F15 notation; moves are equal when their
    notation is. Immutable."""

    __slots__ = ("slot", "cell", "rot", "spots", "discard", "_text", "_hash")
    slot: int
    cell: Cell | None
    rot: int
    spots: tuple[Spot, ...]
    discard: bool
    _text: str
    _hash: int

    def __init__(
        self, slot: int, cell: Cell | None = None, rot: int = 0, spots: tuple[Spot, ...] = (), discard: bool = False
    ) -> None:
        if discard:
            text = f"take {slot} discard"
        elif cell is not None:
            text = f"take {slot} @{cell[0]},{cell[1]} r{rot}"
        else:
            text = " ".join([f"take {slot}", *(f"{x},{y}:{q}" for x, y, q in spots)])
        for name, value in (
            ("slot", slot),
            ("cell", cell),
            ("rot", rot),
            ("spots", tuple(spots)),
            ("discard", discard),
            ("_text", text),
            ("_hash", hash(text)),
        ):
            object.__setattr__(self, name, value)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Farmini Move is immutable")

    def __reduce__(self) -> tuple[type[Move], tuple[int, Cell | None, int, tuple[Spot, ...], bool]]:
        """Built again from its fields (it refuses setattr, and its hash is of this process): the search worker
        sends the move it chose as it is."""
        return (Move, (self.slot, self.cell, self.rot, self.spots, self.discard))

    def __str__(self) -> str:
        return self._text

    def __repr__(self) -> str:
        return f"Move({self._text!r})"

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Move) and other._text == self._text

    def __hash__(self) -> int:
        return self._hash

    def picks(self) -> tuple[Pick, ...]:
        """What a player points at: the slot, then the cell and the rotation ("r", r), or each trough (x, y, q)."""
        if self.cell is not None:
            return (self.slot, self.cell, ("r", self.rot))
        return (self.slot, *self.spots)


_INTERNED: dict[tuple[Any, ...], Move] = {}


def _move(
    slot: int, cell: Cell | None = None, rot: int = 0, spots: tuple[Spot, ...] = (), discard: bool = False
) -> Move:
    """The one shared Move object of these values (move generation makes the same moves again and again)."""
    key = (slot, cell, rot, spots, discard)
    m = _INTERNED.get(key)
    if m is None:
        if len(_INTERNED) > 200_000:
            _INTERNED.clear()
        m = _INTERNED[key] = Move(slot, cell, rot, spots, discard)
    return m


_INT = r"-?\d+"
_NOTATION = re.compile(rf"^take ([1-4])(?: (discard)| @({_INT}),({_INT}) r(\d)|((?: {_INT},{_INT}:[0-3])*))$")


def parse_move(text: str) -> Move:
    """The move an F15 text names (not yet checked against a position); IllegalMove (notation) otherwise."""
    m = _NOTATION.match(" ".join(str(text).split()))
    if not m:
        raise IllegalMove("F15", "notation", "{text!r} is not a Farmini move (write take 2 @1,0 r1)", text=text)
    slot = int(m.group(1))
    if m.group(2):
        return Move(slot, discard=True)
    if m.group(3) is not None:
        rot = int(m.group(5))
        if rot > 3:
            raise IllegalMove("F15", "notation", "{text!r} is not a Farmini move (rotations are r0 to r3)", text=text)
        return Move(slot, (int(m.group(3)), int(m.group(4))), rot)
    spots = []
    for part in (m.group(6) or "").split():
        xy, q = part.split(":")
        x, y = xy.split(",")
        spots.append((int(x), int(y), int(q)))
    return Move(slot, spots=tuple(sorted(spots, key=lambda s: (s[1], s[0], s[2]))))


# ---------------------------------------------------------------------------------------------- state


@dataclass(frozen=True)  # FrozenState gives the cache; frozen=True refuses every assignment
class State(ResolvedMoves):
    """A Farmini table: the display (4 slots, None when empty), the face-down deck (top first), every farm and its
    tokens, the discards in the order they went, and `_seat`, the seat whose turn it is (`to_move` is None once
    the game is over). Immutable all the way down: the farms and tokens are FrozenMaps (any mapping given is
    frozen on the way in), so equal states are equal field by field and hash alike."""

    players: int
    display: tuple[str | None, ...]
    deck: tuple[str, ...]
    farms: tuple[FrozenMap[Cell, tuple[str, int]], ...]
    tokens: tuple[FrozenMap[Spot, str], ...]
    discards: tuple[str, ...]
    _seat: int
    published_scoring: bool = False
    # What the last turn's refill showed everyone (F5, F8): the cards turned up from the deck, in order, and the
    # tokens the wolves among them sent back, as (seat, x, y, quarter, kind). A log for screens and players.
    revealed: tuple[str, ...] = ()
    taken: tuple[tuple[int, int, int, int, str], ...] = ()

    def __post_init__(self) -> None:
        # Callers (tests, tools) may hand in plain dicts: freeze them, so that nothing can change a state's
        # value (and its hash) after it is made. This is construction, hence object.__setattr__.
        if not all(isinstance(f, FrozenMap) for f in self.farms):
            object.__setattr__(self, "farms", tuple(FrozenMap(f) for f in self.farms))
        if not all(isinstance(t, FrozenMap) for t in self.tokens):
            object.__setattr__(self, "tokens", tuple(FrozenMap(t) for t in self.tokens))

    # -- reading the table ------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        return None if self.is_over else self._seat

    @property
    def key(self) -> tuple[Any, ...]:
        """The table as the future sees it (the log of the last refill, `revealed` and `taken`, left out)."""
        return (
            self.players,
            self.display,
            self.deck,
            self.farms,
            self.tokens,
            self.discards,
            self._seat,
            self.published_scoring,
        )

    @property
    def is_over(self) -> bool:
        """F10: the deck and the display are both empty."""
        return not self.deck and all(s is None for s in self.display)

    def supply(self, animal: str) -> int:
        """Tokens of `animal` in the supply (F1: 5 of each kind, less those on the farms)."""
        return TOKENS_PER_KIND - sum(1 for t in self.tokens for k in t.values() if k == animal)

    def pens(self, seat: int) -> list[Pen]:
        return pens(self.farms[seat], self.tokens[seat], self.published_scoring)

    def score(self, seat: int) -> int:
        return score(self.farms[seat], self.tokens[seat], self.published_scoring)

    @property
    def scores(self) -> tuple[int, ...]:
        """Each seat's points now (F11-F14)."""
        return tuple(self.score(s) for s in range(self.players))

    def token_count(self, animal: str, seat: int) -> int:
        """How many tokens an animal card of this kind would place for `seat` now (F7)."""
        return min(self.supply(animal), len(free_troughs(self.farms[seat], self.tokens[seat])))

    # -- moves ------------------------------------------------------------------------------------
    def legal_moves(self) -> list[Move]:
        return list(self._moves())

    @cached
    def _moves(self) -> tuple[Move, ...]:
        return tuple(self._generate())

    def _generate(self) -> Iterable[Move]:
        if self.is_over:
            return
        farm, tokens = self.farms[self._seat], self.tokens[self._seat]
        needs = None
        for slot, name in enumerate(self.display, 1):
            if name is None:
                continue
            c = card(name)
            if c.kind == "pen":
                if needs is None:
                    needs = requirements(farm)
                spots = placements(farm, c, needs)
                if not spots:
                    yield _move(slot, discard=True)  # F6
                for cell, rot in spots:
                    yield _move(slot, cell, rot)
            elif c.kind == "animal":
                free = free_troughs(farm, tokens)
                k = min(c.count, self.supply(c.animal), len(free))  # F7
                for chosen in combinations(free, k):
                    yield _move(slot, spots=chosen)

    @cached
    def _table(self) -> dict[str, Move]:
        return {str(m): m for m in self._moves()}

    @cached
    def _ids(self) -> frozenset[int]:
        return frozenset(id(m) for m in self._moves())

    def _resolve(self, move: Move) -> Move:
        if self.is_over:
            raise IllegalMove("F10", "game_over", "the game is over")
        if isinstance(move, Move) and id(move) in self._ids():  # one of this state's own (interned) moves
            return move
        if not isinstance(move, Move):  # a notation is read at the edge (parse_move), never here
            raise IllegalMove("F15", "notation", "{text!r} is not a Farmini move", text=repr(move))
        m = move
        if m.cell is not None:
            name = self.display[m.slot - 1] if 1 <= m.slot <= SLOTS else None
            if name is not None and card(name).kind == "pen":
                m = Move(m.slot, m.cell, canonical_rotation(card(name), m.rot))  # F15: the same faces, one move
        found = self._table().get(str(m))
        if found is not None:
            return found
        raise self._why_illegal(m)

    def _why_illegal(self, m: Move) -> IllegalMove:
        name = self.display[m.slot - 1] if 1 <= m.slot <= SLOTS else None
        if name is None:
            return IllegalMove("F5", "empty_slot", "slot {slot} holds no card", slot=m.slot)
        c = card(name)
        farm, tokens = self.farms[self._seat], self.tokens[self._seat]
        if c.kind == "pen":
            if m.cell is None and not m.discard:
                return IllegalMove("F6", "wrong_kind", "a pen card is placed on the farm, not animals", slot=m.slot)
            if m.discard:
                return IllegalMove("F6", "must_place", "the card fits on the farm, so it cannot be thrown away")
            cell = m.cell
            assert cell is not None  # neither animals nor a discard: a place on the farm
            if cell in farm:
                return IllegalMove("F6", "occupied", "{x},{y} already holds a card", x=cell[0], y=cell[1])
            if cell not in frontier(farm):
                return IllegalMove("F6", "not_touching", "{x},{y} does not touch the farm", x=cell[0], y=cell[1])
            return IllegalMove("F6", "fences", "the fences do not meet at {x},{y}", x=cell[0], y=cell[1])
        if m.cell is not None or m.discard:
            return IllegalMove("F7", "wrong_kind", "an animal card puts animals on troughs", slot=m.slot)
        free = set(free_troughs(farm, tokens))
        for s in m.spots:
            if s not in free or len(set(m.spots)) != len(m.spots):
                return IllegalMove("F7", "not_free", "{x},{y}:{q} is no free trough", x=s[0], y=s[1], q=s[2])
        want = min(c.count, self.supply(c.animal), len(free))
        # the wanted number is `count`: the explanation is a counted string (game/core/i18n.py)
        return IllegalMove(
            "F7", "token_count", "this card puts down {count} animals, not {got}", count=want, got=len(m.spots)
        )

    def play(self, move: Move) -> State:
        """The state after `move` (F5-F8): the card placed or its tokens put down, then the display refilled."""
        m = self._resolve(move)
        seat = self._seat
        name = self.display[m.slot - 1]
        assert name is not None
        c = card(name)
        farms, tokens = list(self.farms), list(self.tokens)
        discards = list(self.discards)
        if m.discard:
            discards.append(name)
        elif m.cell is not None:
            farms[seat] = farms[seat].set(m.cell, (name, m.rot))
        else:
            mine = dict(tokens[seat])
            for s in m.spots:
                mine[s] = c.animal
            tokens[seat] = FrozenMap(mine)
            discards.append(name)  # F7: the animal card is discarded
        display = list(self.display)
        deck = list(self.deck)
        display[m.slot - 1] = None
        revealed: list[str] = []
        taken: list[tuple[int, int, int, int, str]] = []
        while deck:  # F5, F8: refill the emptied slot; a revealed wolf acts, goes, and the slot fills again
            top = deck.pop(0)
            revealed.append(top)
            tc = card(top)
            if tc.kind != "wolf":
                display[m.slot - 1] = top
                break
            discards.append(top)
            for i in range(self.players):
                kept = _wolf(farms[i], tokens[i], tc.animal)
                taken += [(i, *spot, kind) for spot, kind in sorted(tokens[i].items()) if spot not in kept]
                tokens[i] = kept
        return State(
            self.players,
            tuple(display),
            tuple(deck),
            tuple(farms),
            tuple(tokens),
            tuple(discards),
            (seat + 1) % self.players,
            self.published_scoring,
            tuple(revealed),
            tuple(taken),
        )

    # -- the end ----------------------------------------------------------------------------------
    @property
    def outcome(self) -> Outcome | None:
        """F13: highest total wins, ties share; everyone tied is a draw; solo, the player wins."""
        if not self.is_over:
            return None
        scores = self.scores
        best = max(scores)
        winners = tuple(i for i, s in enumerate(scores) if s == best)
        if self.players > 1 and len(winners) == self.players:
            winners = ()
        return Outcome(winners, scores, "score")

    # -- hidden cards -----------------------------------------------------------------------------
    def determinize(self, rng: random.Random, seat: int) -> State:
        """The same table with the face-down deck reshuffled (everything face up is kept): what `seat` may
        imagine without peeking."""
        deck = list(self.deck)
        rng.shuffle(deck)
        return State(
            self.players,
            self.display,
            tuple(deck),
            self.farms,
            self.tokens,
            self.discards,
            self._seat,
            self.published_scoring,
            self.revealed,
            self.taken,
        )

    # -- files ------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "version": JSON_VERSION,
            "players": self.players,
            "published_scoring": self.published_scoring,
            "display": list(self.display),
            "deck": list(self.deck),
            "discards": list(self.discards),
            "turn": self._seat,
            "farms": [
                [[x, y, name, rot] for (x, y), (name, rot) in sorted(f.items(), key=lambda i: (i[0][1], i[0][0]))]
                for f in self.farms
            ],
            "tokens": [
                [[x, y, q, kind] for (x, y, q), kind in sorted(t.items(), key=lambda i: (i[0][1], i[0][0], i[0][2]))]
                for t in self.tokens
            ],
            "revealed": list(self.revealed),
            "taken": [list(t) for t in self.taken],
        }

    def __str__(self) -> str:
        shown = " ".join(n or "-" for n in self.display)
        return f"Farmini {self.players}p, display [{shown}], deck {len(self.deck)}, seat {self.to_move} to move"


def _wolf(farm: Farm, tokens: FrozenMap[Spot, str], animal: str) -> FrozenMap[Spot, str]:
    """F8: the tokens of `animal` outside closed pens go back to the supply."""
    if animal not in tokens.values():
        return tokens
    safe: set[Spot] = set()
    for p in pens(farm, tokens):
        if p.closed:
            safe.update(p.quarters)
    return FrozenMap({s: k for s, k in tokens.items() if k != animal or s in safe})


def new_game(
    players: int = 2,
    seed: int | None = 0,
    order: list[str] | None = None,
    published_scoring: bool = False,
    position: Mapping[str, Any] | None = None,
) -> State:
    """F4, F16: each seat's farm card, the four start cards face up, the rest shuffled by `seed` (or in `order`);
    `position` stages another table instead (see `staged`: lessons, tests, tools)."""
    if position is not None:
        return staged(position, published_scoring)
    if type(players) is not int or not 1 <= players <= 4:
        raise ValueError("Farmini is for 1 to 4 players")
    names = deck_names()
    if order is not None:
        deck = [str(n) for n in order]
        if sorted(deck) != sorted(names):
            raise ValueError("order must name every card but the farm and start cards, each once")
    else:
        deck = list(names)
        random.Random(seed).shuffle(deck)
    farms = tuple(FrozenMap({(0, 0): (name, 0)}) for name in farm_names()[:players])
    tokens: tuple[FrozenMap[Spot, str], ...] = tuple(FrozenMap() for _ in range(players))
    return State(players, tuple(start_names()), tuple(deck), farms, tokens, (), 0, bool(published_scoring))


def staged(position: Mapping[str, Any], published_scoring: bool = False) -> State:
    """A staged table (lessons, tests, tools), in to_json's words, every field but `display` optional:
    `players` (1), `to_move` (0), `display` (up to 4 card names, None or "" for an empty slot as TOML has no
    null; the slots not given are empty), `deck` (names, top card first; []), `farms` (per seat, its laid cards as
    [x, y, name, rotation]; each seat's farm card alone at 0,0), `tokens` (per seat, [x, y, quarter, kind]; none)
    and `discards` ([]). The cards named are the whole game: a card
    named nowhere is out of it, so the deck (what `determinize` reshuffles) holds only the staged deck's cards.
    ValueError when the table could not come about: an unknown or twice-used card, a wolf face up (F8 sends it
    away at once), a farm card anywhere but a farm's 0,0, a farm whose cards are cut off or whose fences do not meet
    (F6), a token off a trough or beyond the supply (F1)."""
    players = position.get("players", 1)
    turn = position.get("to_move", 0)
    if type(players) is not int or not 1 <= players <= 4 or type(turn) is not int or not 0 <= turn < players:
        raise ValueError("a staged table has 1 to 4 players, and one of them to move")
    shown = [None if n in (None, "") else str(n) for n in position["display"]]
    if len(shown) > SLOTS:
        raise ValueError("the display has 4 slots")
    display = tuple(shown + [None] * (SLOTS - len(shown)))
    deck = tuple(str(n) for n in position.get("deck", ()))
    discards = tuple(str(n) for n in position.get("discards", ()))
    laid = position.get("farms") or [[[0, 0, name, 0]] for name in farm_names()[:players]]
    farms = tuple(FrozenMap({(int(x), int(y)): (str(n), int(r)) for x, y, n, r in f}) for f in laid)
    placed = position.get("tokens") or [[] for _ in range(players)]
    tokens = tuple(FrozenMap({(int(x), int(y), int(q)): str(k) for x, y, q, k in t}) for t in placed)
    if len(farms) != players or len(tokens) != players:
        raise ValueError("a staged table has one farm and one set of tokens per player")
    names = [n for n in display if n is not None] + list(deck) + list(discards)
    names += [n for f in farms for n, _r in f.values()]
    known = deck_cards()
    if any(n not in known for n in names) or len(set(names)) != len(names):
        raise ValueError("every card of a staged table is a card of the deck, used once")
    if any(known[n].kind in ("wolf", "farm") for n in display if n is not None):
        raise ValueError("the display holds no wolf (F8) nor farm card (F4)")
    if any(known[n].kind == "farm" for n in deck + discards):
        raise ValueError("farm cards lie on the farms (F4)")
    for farm, mine in zip(farms, tokens):
        _check_farm(farm, mine)
    state = State(players, display, deck, farms, tokens, discards, turn, bool(published_scoring))
    if any(state.supply(a) < 0 for a in ANIMALS):
        raise ValueError("there are 5 animals of each kind (F1)")
    return state


def _check_farm(farm: FrozenMap[Cell, tuple[str, int]], tokens: FrozenMap[Spot, str]) -> None:
    """A staged farm could have been laid by F6 (its farm card at 0,0, every card joined, fences meeting) and its
    tokens stand on its troughs, one each."""
    if farm.get((0, 0), ("", 0))[0] not in farm_names():
        raise ValueError("a farm starts from its farm card at 0,0 (F4)")
    joined, todo = {(0, 0)}, [(0, 0)]
    while todo:
        x, y = todo.pop()
        for dx, dy in STEP.values():
            if (x + dx, y + dy) in farm and (x + dx, y + dy) not in joined:
                joined.add((x + dx, y + dy))
                todo.append((x + dx, y + dy))
    if joined != set(farm):
        raise ValueError("every card of a farm joins the farm card (F6)")
    for cell, (name, rot) in farm.items():
        if not 0 <= rot <= 3 or (cell != (0, 0) and card(name).kind != "pen"):
            raise ValueError(f"{name} cannot lie on a farm at {cell[0]},{cell[1]} turned {rot}")
        rest = {c: v for c, v in farm.items() if c != cell}
        if rest and not _fits(rest, cell, card(name), rot):
            raise ValueError(f"the fences of {name} at {cell[0]},{cell[1]} do not meet its neighbours' (F6)")
    free = {(x, y, q) for x, y, q in free_troughs(farm, {})}
    if any(spot not in free or kind not in ANIMALS for spot, kind in tokens.items()):
        raise ValueError("animals stand on the farm's troughs (F7)")


def from_json(d: dict[str, Any]) -> State:
    """The state a to_json() dict describes (names checked against the deck)."""
    if d.get("version") != JSON_VERSION:
        raise ValueError("not a Farmini state of this version")
    known = deck_cards()
    players = int(d["players"])
    if not 1 <= players <= 4:
        raise ValueError("players must be 1 to 4")
    display = tuple(None if n is None else str(n) for n in d["display"])
    deck = tuple(str(n) for n in d["deck"])
    discards = tuple(str(n) for n in d["discards"])
    farms = tuple(FrozenMap({(int(x), int(y)): (str(n), int(r) % 4) for x, y, n, r in f}) for f in d["farms"])
    tokens = tuple(FrozenMap({(int(x), int(y), int(q)): str(k) for x, y, q, k in t}) for t in d["tokens"])
    names = [n for n in display if n is not None] + list(deck) + list(discards)
    names += [n for f in farms for n, _r in f.values()]
    if (
        len(display) != SLOTS
        or len(farms) != players
        or len(tokens) != players
        or any(n not in known for n in names)
        or len(set(names)) != len(names)
        or any(k not in ANIMALS for t in tokens for k in t.values())
    ):
        raise ValueError("not a Farmini state")
    revealed = tuple(str(n) for n in d.get("revealed", ()))
    taken = tuple((int(i) % players, int(x), int(y), int(q) % 4, str(k)) for i, x, y, q, k in d.get("taken", ()))
    if any(n not in known for n in revealed) or any(t[4] not in ANIMALS for t in taken):
        raise ValueError("not a Farmini state")
    return State(
        players,
        display,
        deck,
        farms,
        tokens,
        discards,
        int(d["turn"]) % players,
        bool(d.get("published_scoring", False)),
        revealed,
        taken,
    )


if TYPE_CHECKING:  # mypy holds this game to the typed contract (game/rules/contract.py); nothing runs here
    import game.rules.farmini as _this
    from game.rules import contract

    _module: contract.RulesModule[State] = _this
    _state: contract.State[Move] = new_game()
