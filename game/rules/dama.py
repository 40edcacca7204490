"""Dama: Filipino checkers (rules/dama.md, D1-D19). Men, flying kings, compulsory majority capture.

Pure and immutable. The position is three 64-bit Python-int bitboards (Light's pieces, Dark's pieces, kings) over
squares ``sq = 8 * rank + file`` (a1 = 0, h1 = 7, h8 = 63, D2). Men's quiet moves and the quick "can anybody
capture?" test are whole-board shifts; captures and kings walk precomputed diagonal rays.

Options for ``new_game``: none (``position`` sets up another start, for tests, tools and the help pictures: a dict
with the keys ``light``, ``dark`` (lists of squares, an upper-case name is a king, e.g. ``"C3"``) and ``to_move``).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING, Any

from game.rules import IllegalMove, Outcome
from game.rules.base import ResolvedMoves, bits, cached

FILES = "abcdefgh"
COLOURS: tuple[str, str] = ("light", "dark")
JSON_VERSION = 1
DRAW_KING_MOVES = 12  # D15: the lone king's moves before the draw

# Every stable code play() may raise (screens explain each from dama.explain.<code>).
REFUSAL_CODES: frozenset[str] = frozenset(
    {
        "notation",
        "game_over",
        "not_a_square",
        "not_yours",
        "must_capture",
        "majority",
        "must_continue",
        "jumped_twice",
        "backwards",
        "one_step",
        "occupied",
        "not_diagonal",
        "blocked",
        "bad_capture",
    }
)
# Refusals a screen gives from the position alone (also explained from dama.explain.<code>).
SCREEN_CODES: frozenset[str] = frozenset({"stuck"})


def square_name(sq: int) -> str:
    """`c3` for square 18 (D2)."""
    return FILES[sq & 7] + str((sq >> 3) + 1)


def square_of(name: str) -> int:
    """The square of a name like `c3`; ValueError for anything else."""
    name = name.strip().lower()
    if len(name) != 2 or name[0] not in FILES or name[1] not in "12345678":
        raise ValueError(f"{name!r} is not a square")
    return (int(name[1]) - 1) * 8 + FILES.index(name[0])


def is_playable(sq: int) -> bool:
    """D2: the light squares, where (file + rank) is odd."""
    return ((sq & 7) + (sq >> 3)) % 2 == 1


NAMES: tuple[str, ...] = tuple(square_name(s) for s in range(64))
PLAYABLE = sum(1 << s for s in range(64) if is_playable(s))
RANK = [sum(1 << (8 * r + f) for f in range(8)) for r in range(8)]
FILE_A = sum(1 << (8 * r) for r in range(8))
FILE_H = FILE_A << 7
FULL = (1 << 64) - 1
START_LIGHT = PLAYABLE & (RANK[0] | RANK[1] | RANK[2])
START_DARK = PLAYABLE & (RANK[5] | RANK[6] | RANK[7])
FAR_RANK = (RANK[7], RANK[0])  # D13: where each side's men are crowned
BACK_RANK = (RANK[0], RANK[7])
EDGE = FILE_A | FILE_H | RANK[0] | RANK[7]  # D12: never jumped

# Diagonal directions: (shift, the squares that may step that way). NE, NW, SE, SW.
_DIRS: tuple[tuple[int, int], ...] = (
    (9, FULL & ~FILE_H & ~RANK[7]),
    (7, FULL & ~FILE_A & ~RANK[7]),
    (-7, FULL & ~FILE_H & ~RANK[0]),
    (-9, FULL & ~FILE_A & ~RANK[0]),
)
_FORWARD = ((0, 1), (2, 3))  # indices into _DIRS of the men's forward steps for Light, Dark (D4)


def _ray(sq: int, d: int) -> tuple[int, ...]:
    out = []
    shift, allowed = _DIRS[d]
    while (allowed >> sq) & 1:
        sq += shift
        out.append(sq)
    return tuple(out)


RAYS: tuple[tuple[tuple[int, ...], ...], ...] = tuple(tuple(_ray(s, d) for d in range(4)) for s in range(64))
# For men: (over, landing) of a one-square jump in each direction, where the board allows one.
_JUMPS: tuple[tuple[tuple[int, int], ...], ...] = tuple(
    tuple((r[0], r[1]) for r in RAYS[s] if len(r) >= 2) for s in range(64)
)


_set = object.__setattr__


# ---------------------------------------------------------------------------------------------- moves


class Move:
    """A move (D17-D18): the path of squares (start, then every landing) and the captured squares (a bitboard).
    Two moves are equal when they share start, end and captured set; `str()` is the D17 notation."""

    __slots__ = ("path", "captured", "_jumps", "key", "_hash")
    path: tuple[int, ...]
    captured: int
    _jumps: bool
    key: tuple[int, int, int]  # (start, end, captured): what makes two moves the same (D18)
    _hash: int

    def __init__(self, path: tuple[int, ...], captured: int = 0, jumps: bool = False) -> None:
        """`jumps`: a capture whose captured pieces are not known yet (a move parsed from its notation alone: the
        position decides what a flying king takes, so `State.play` resolves it)."""
        if len(path) < 2 or not all(type(s) is int and 0 <= s < 64 for s in path):
            raise IllegalMove("D17", "notation", "{text!r} is not a Dama move", text=str(path))
        key = (path[0], path[-1], captured)
        _set(self, "path", path)
        _set(self, "captured", captured)
        _set(self, "_jumps", bool(captured) or jumps)
        _set(self, "key", key)
        _set(self, "_hash", hash(key))

    @property
    def start(self) -> int:
        return self.path[0]

    @property
    def end(self) -> int:
        return self.path[-1]

    @property
    def is_capture(self) -> bool:
        return self._jumps

    @property
    def captures(self) -> int:
        """How many pieces the move takes."""
        return self.captured.bit_count()

    def captured_squares(self) -> list[int]:
        return list(bits(self.captured))

    def jumps(self) -> tuple[int | None, ...]:
        """The piece each hop of the path jumps (None for a step that takes nothing): the captured square on the
        diagonal between its two ends."""
        out: list[int | None] = []
        for a, b in zip(self.path, self.path[1:]):
            hop = _hop(a, b)
            between = RAYS[a][hop[0]][: hop[1] - 1] if hop is not None else ()
            out.append(next((sq for sq in between if self.captured >> sq & 1), None))
        return tuple(out)

    def picks(self) -> tuple[str, ...]:
        """What a player points at: the piece, then each landing (square names)."""
        return tuple(NAMES[s] for s in self.path)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, Move) and self.key == other.key

    def __hash__(self) -> int:
        return self._hash

    def __str__(self) -> str:
        sep = "x" if self._jumps else "-"
        return sep.join(NAMES[s] for s in self.path)

    def __repr__(self) -> str:
        return f"Move({str(self)!r})"

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError("a Move is immutable")

    def __reduce__(self) -> tuple[type[Move], tuple[tuple[int, ...], int, bool]]:
        """Built again from its fields (it refuses setattr): the search worker sends the move it chose as it is."""
        return (Move, (self.path, self.captured, self._jumps))


# One interned Move per diagonal step of any length keeps quiet move generation cheap.
_QUIET_BY: tuple[dict[int, Move], ...] = tuple({s: Move((a, s)) for ray in RAYS[a] for s in ray} for a in range(64))


_NOTATION = re.compile(r"^[a-h][1-8](?:(?:-[a-h][1-8])|(?:x[a-h][1-8])+)$")


def _parse_path(text: str) -> tuple[tuple[int, ...], bool]:
    """(squares, is_capture) of a D17 text; IllegalMove (code notation) when it is not one."""
    t = text.strip().lower()
    if not _NOTATION.match(t):
        raise IllegalMove("D17", "notation", "{text!r} is not a Dama move (write c3-d4 or c3xe5xc7)", text=text)
    capture = "x" in t
    return tuple(square_of(p) for p in re.split("[-x]", t)), capture


def parse_move(text: str) -> Move:
    """The move a D17 text names: its `path` (start, then every landing) and whether it captures. Which pieces a
    capture takes depends on the position (`captured` stays 0 until `State.play` resolves it); IllegalMove (code
    notation) when the text is not a move."""
    path, capture = _parse_path(text)
    return Move(path, 0, jumps=capture)


# ---------------------------------------------------------------------------------------------- generation


def hops(sq: int, king: bool, occ: int, opp: int, taken: int) -> list[tuple[int, int]]:
    """Every capturing hop from `sq`: (where the piece lands, the piece it jumps). A man jumps a piece right next
    to it onto the empty square behind (D5); a king flies to the first piece on a diagonal and lands on any empty
    square after it (D6, D7). `occ`: the squares taken (the mover's own start left empty), `opp`: the opponent's,
    `taken`: the pieces jumped so far, which stay on the board, block, and are never jumped twice (D11). The one
    walk of a capture: the moves, the paths a notation may name and the refusals all take their hops from here."""
    if not king:
        return [
            (land, over)
            for over, land in _JUMPS[sq]
            if (opp >> over) & 1 and not (taken >> over) & 1 and not (occ >> land) & 1
        ]
    out: list[tuple[int, int]] = []
    for ray in RAYS[sq]:
        i, n = 0, len(ray)
        while i < n and not (occ >> ray[i]) & 1:
            i += 1
        if i >= n - 1:
            continue
        victim = ray[i]
        if not (opp >> victim) & 1 or (taken >> victim) & 1:
            continue  # own piece, or D11: a jumped piece blocks and is never jumped twice
        j = i + 1
        while j < n and not (occ >> ray[j]) & 1:
            out.append((ray[j], victim))
            j += 1
    return out


def _captures(own: int, opp: int, kings: int, starts: int) -> list[Move]:
    """Every capture sequence of the pieces `starts` (of the side owning `own`) taking the most pieces (D5-D11),
    deduplicated (D18)."""
    occupied = own | opp
    best = 1
    found: list[tuple[tuple[int, ...], int]] = []
    while starts:
        low = starts & -starts
        starts ^= low
        start = low.bit_length() - 1
        occ = occupied & ~low  # the mover's start square is empty while it captures
        king = bool(kings & low)
        stack: list[tuple[int, tuple[int, ...], int]] = [(start, (start,), 0)]
        while stack:
            sq, path, taken = stack.pop()
            extended = False
            for land, victim in hops(sq, king, occ, opp, taken):
                extended = True
                stack.append((land, path + (land,), taken | (1 << victim)))
            if not extended and taken:
                count = taken.bit_count()
                if count > best:
                    best = count
                    found = [(path, taken)]
                elif count == best:
                    found.append((path, taken))
    return _distinct(found)


def _distinct(found: list[tuple[tuple[int, ...], int]]) -> list[Move]:
    """The capture sequences `found` as moves, one per start, end and captured set (D18)."""
    moves: list[Move] = []
    seen: set[tuple[int, int, int]] = set()
    for path, taken in found:
        key = (path[0], path[-1], taken)
        if key not in seen:
            seen.add(key)
            moves.append(Move(path, taken))
    return moves


def capturers(own: int, opp: int, kings: int) -> int:
    """The pieces of the side owning `own` that can capture now (D9): shifts for men, rays for kings."""
    empty = PLAYABLE & ~(own | opp)
    men = own & ~kings
    found = 0
    for shift, allowed in _DIRS:
        if shift > 0:
            found |= men & allowed & ((opp & allowed & (empty >> shift)) >> shift)
        else:
            found |= men & allowed & (((opp & allowed & ((empty << -shift) & FULL)) << -shift) & FULL)
    k_all = own & kings
    occupied = own | opp
    while k_all:
        low = k_all & -k_all
        k_all ^= low
        k = low.bit_length() - 1
        occ = occupied & ~low
        for ray in RAYS[k]:
            n = len(ray)
            for i in range(n - 1):
                s = ray[i]
                if (occ >> s) & 1:
                    if (opp >> s) & 1 and not (occ >> ray[i + 1]) & 1:
                        found |= low
                    break
    return found


def _quiet_moves(own: int, opp: int, kings: int, side: int) -> list[Move]:
    """D4, D6: men one step forward (by direction, then target square), then kings any distance (by square)."""
    empty = PLAYABLE & ~(own | opp)
    moves: list[Move] = []
    quiet = _QUIET_BY
    men = own & ~kings
    for d in _FORWARD[side]:
        shift, allowed = _DIRS[d]
        targets = ((men & allowed) << shift if shift > 0 else (men & allowed) >> -shift) & empty
        while targets:
            low = targets & -targets
            targets ^= low
            t = low.bit_length() - 1
            moves.append(quiet[t - shift][t])
    movers = own & kings
    while movers:
        low = movers & -movers
        movers ^= low
        a = low.bit_length() - 1
        for ray in RAYS[a]:
            for s in ray:
                if not (empty >> s) & 1:
                    break
                moves.append(quiet[a][s])
    return moves


def can_step(own: int, opp: int, kings: int, side: int) -> bool:
    """True when a piece of the side owning `own` has a quiet move (D4, D6: a man one step forward, a king one step
    any way, onto an empty square); with no capture due, False means the side cannot move (D14)."""
    empty = PLAYABLE & ~(own | opp)
    men, own_kings = own & ~kings, own & kings
    for d, (shift, allowed) in enumerate(_DIRS):
        movers = (men | own_kings) if d in _FORWARD[side] else own_kings
        moved = (movers & allowed) << shift if shift > 0 else (movers & allowed) >> -shift
        if moved & empty:
            return True
    return False


def generate(own: int, opp: int, kings: int, side: int, starts: int | None = None) -> list[Move]:
    """The legal moves of a position, ignoring the ends of the game (D4-D11, D18), in a fixed order. `starts`:
    the pieces that can capture, when the caller has asked `capturers` already."""
    if starts is None:
        starts = capturers(own, opp, kings)
    if starts:
        moves = _captures(own, opp, kings, starts)
        moves.sort(key=lambda m: (m.path[0], m.path[-1], m.path))
        return moves
    return _quiet_moves(own, opp, kings, side)


# ---------------------------------------------------------------------------------------------- state


class State(ResolvedMoves):
    """A Dama position: Light's and Dark's pieces, the kings, the side to move, and what the draw rules need:
    `d15` (moves the lone king has made since 3 kings against 1 arose, or -1) and `history` (the positions since
    the last move that cannot be undone, for threefold repetition). Immutable."""

    __slots__ = ("light", "dark", "kings", "_seat", "d15", "history")
    light: int
    dark: int
    kings: int
    _seat: int  # the side whose turn it is, also once the game is over (to_move is then None)
    d15: int
    history: tuple[tuple[int, int, int, int], ...]

    def __init__(
        self,
        light: int,
        dark: int,
        kings: int,
        seat: int = 0,
        d15: int = -1,
        history: tuple[tuple[int, int, int, int], ...] = (),
    ) -> None:
        # The caches (legal moves, outcome, capture aliases) are computed on first use (base.cached).
        _set(self, "light", light)
        _set(self, "dark", dark)
        _set(self, "kings", kings)
        _set(self, "_seat", seat)
        _set(self, "d15", d15)
        _set(self, "history", history)

    # -- reading the board -----------------------------------------------------------------------
    @property
    def key(self) -> tuple[int, int, int, int]:
        """The position with the side to move (D16 repetition compares these)."""
        return (self.light, self.dark, self.kings, self._seat)

    def pieces(self, seat: int) -> int:
        return self.light if seat == 0 else self.dark

    def piece_at(self, sq: int) -> tuple[int, bool] | None:
        """(seat, is_king) of the piece on `sq`, or None."""
        bit = 1 << sq
        if self.light & bit:
            return 0, bool(self.kings & bit)
        if self.dark & bit:
            return 1, bool(self.kings & bit)
        return None

    def __eq__(self, other: object) -> bool:
        return (
            isinstance(other, State)
            and self.key == other.key
            and self.d15 == other.d15
            and self.history == other.history
        )

    def __hash__(self) -> int:
        return hash((self.key, self.d15, self.history))

    # -- move generation -------------------------------------------------------------------------
    @cached
    def _moves(self) -> list[Move]:
        if self._ended() is not None:
            return []
        if self._seat == 0:
            return generate(self.light, self.dark, self.kings, 0)
        return generate(self.dark, self.light, self.kings, 1)

    def legal_moves(self) -> list[Move]:
        """Every legal move in a fixed order; captures only when one exists, each taking the most (D9, D10)."""
        return list(self._moves())

    @property
    def to_move(self) -> int | None:
        return self._seat if self._moves() else None

    @property
    def is_over(self) -> bool:
        return not self._moves()

    def must_capture(self) -> int:
        """How many pieces the player to move must take (D9, D10); 0 when no capture is possible."""
        moves = self._moves()
        return moves[0].captures if moves else 0

    def best_capture_from(self, sq: int) -> int:
        """The most pieces the piece of the player to move on `sq` could take now, whatever the other pieces
        could take (0: none, or no such piece). Screens use it to explain D10."""
        own, opp = (self.light, self.dark) if self._seat == 0 else (self.dark, self.light)
        if not (own >> sq) & 1 or self._ended() is not None:
            return 0
        found = _captures(own, opp, self.kings, 1 << sq) if capturers(own, opp, self.kings) >> sq & 1 else []
        return found[0].captures if found else 0

    # -- playing ---------------------------------------------------------------------------------
    def play(self, move: Move) -> State:
        """The state after `move` (a legal move, or one `parse_move` read from its notation); IllegalMove naming
        the rule otherwise."""
        m = self._resolve(move)
        side = self._seat
        own, opp = (self.light, self.dark) if side == 0 else (self.dark, self.light)
        a, b = m.path[0], m.path[-1]
        bit_a, bit_b = 1 << a, 1 << b
        kings = self.kings
        was_king = kings & bit_a
        own = (own & ~bit_a) | bit_b
        opp &= ~m.captured
        kings &= ~m.captured
        if was_king:
            kings = (kings & ~bit_a) | bit_b
        elif bit_b & FAR_RANK[side]:
            kings |= bit_b  # D13: crowned at the end of the move (no legal move differs from crowning next turn)
        light, dark = (own, opp) if side == 0 else (opp, own)
        # D16: only a king's quiet move can repeat a position; anything else starts the history afresh.
        if was_king and not m.captured:
            history = self.history + (self.key,)
        else:
            history = ()
        d15 = _d15_next(self, light, dark, kings)
        return State(light, dark, kings, 1 - side, d15, history)

    def _resolve(self, move: Move) -> Move:
        """The legal move `move` means; IllegalMove with the reason otherwise."""
        if not isinstance(move, Move):  # a notation is read at the edge (parse_move), never here
            raise IllegalMove("D17", "notation", "{text!r} is not a Dama move", text=repr(move))
        moves = self._moves()
        for m in moves:
            if m is move:
                return m
        for m in moves:
            if m == move:
                return m
        if not moves:
            raise self._game_over()
        if move.captured:
            raise self._why_illegal(move.path, True)
        # A parsed move (what its pieces take is the position's to say): its path names the legal move, if any.
        path, capture = move.path, move.is_capture
        text = str(move)
        for m in moves:
            if str(m) == text:
                return m
        aliases = self._alias_table()
        if text in aliases:
            return aliases[text]
        if capture and len(path) == 2:  # start and end only: fine when exactly one capture matches
            same = [m for m in moves if m.path[0] == path[0] and m.path[-1] == path[-1]]
            if len(same) == 1:
                return same[0]
        raise self._why_illegal(path, capture)

    @cached
    def _alias_table(self) -> dict[str, Move]:
        """Every capture path (D18 keeps one of several with the same start, end and captured set) -> its move."""
        table: dict[str, Move] = {}
        moves = self._moves()
        if moves and moves[0].captured:
            own, opp = (self.light, self.dark) if self._seat == 0 else (self.dark, self.light)
            kept = {m: m for m in moves}
            for path, taken in _all_sequences(own, opp, self.kings, moves[0].captures):
                m = kept.get(Move(path, taken))
                if m is not None:
                    table["x".join(NAMES[s] for s in path)] = m
        return table

    def _game_over(self) -> IllegalMove:
        return IllegalMove("D14", "game_over", "the game is over")

    def _why_illegal(self, path: tuple[int, ...], capture: bool) -> IllegalMove:
        """The rule a path breaks, for a refusal people can understand."""
        start, end = path[0], path[-1]
        for s in path:
            if not is_playable(s):
                return IllegalMove(
                    "D1", "not_a_square", "{cell} is a dark square; Dama is played on the light squares", cell=NAMES[s]
                )
        own, opp = (self.light, self.dark) if self._seat == 0 else (self.dark, self.light)
        if not (own >> start) & 1:
            return IllegalMove("D3", "not_yours", "there is no piece of yours on {cell}", cell=NAMES[start])
        must = self.must_capture()
        king = bool((self.kings >> start) & 1)
        # Walk the player's own path hop by hop with the captured pieces staying on the board (D11). This is the
        # explanation's walk, not a second capture walk: `hops` finds only the legal hops, and a refusal must name
        # the first hop of a wrong path and the rule it breaks.
        occ = (own | opp) & ~(1 << start)
        taken = 0
        sq = start
        for land in path[1:]:
            hop = _hop(sq, land)
            if hop is None:
                return IllegalMove(
                    "D4" if not king else "D6",
                    "not_diagonal",
                    "{cell} to {to} is not along a diagonal",
                    cell=NAMES[sq],
                    to=NAMES[land],
                )
            d, dist = hop
            if (occ >> land) & 1:
                return IllegalMove("D4", "occupied", "{to} is not empty", to=NAMES[land])
            pieces = [s for s in RAYS[sq][d][: dist - 1] if (occ >> s) & 1]
            if not pieces or (not capture and len(path) == 2):  # no jump, or a plain move (c3-d4) with one
                jumping = capture or len(path) > 2
                return self._why_no_step(path, sq, land, hop, king, must, jumping, blocked=bool(pieces))
            refusal = _why_no_jump(pieces, taken, opp, king, dist)
            if refusal is not None:
                return refusal
            taken |= 1 << pieces[0]
            sq = land
        n = taken.bit_count()
        if n and n < must:
            if _can_continue(end, king, occ, opp, taken):
                return IllegalMove("D8", "must_continue", "the capture must go on from {to}", to=NAMES[end])
            return IllegalMove(
                "D10", "majority", "you must capture the most pieces possible: {count}, not {got}", count=must, got=n
            )
        if n and _can_continue(end, king, occ, opp, taken):
            return IllegalMove("D8", "must_continue", "the capture must go on from {to}", to=NAMES[end])
        return IllegalMove("D8", "bad_capture", "{text} is not a legal capture", text="x".join(NAMES[s] for s in path))

    def _why_no_step(
        self,
        path: tuple[int, ...],
        sq: int,
        land: int,
        hop: tuple[int, int],
        king: bool,
        must: int,
        jumping: bool,
        blocked: bool,
    ) -> IllegalMove:
        """Why the hop from `sq` to `land` is no move: nothing is jumped in a capture (`jumping`), or it is no plain
        move (a capture is due, a man's step backwards or too far, a king's way `blocked` by a piece)."""
        cell, to = NAMES[path[0]], NAMES[land]
        if jumping:
            return IllegalMove("D5", "bad_capture", "nothing is jumped between {cell} and {to}", cell=NAMES[sq], to=to)
        if must:
            return IllegalMove(
                "D9", "must_capture", "a capture is possible, so you must capture (pieces to take: {count})", count=must
            )
        if not king:
            d, dist = hop
            if not blocked and d not in _FORWARD[self._seat]:
                return IllegalMove("D4", "backwards", "a man moves forward only")
            if blocked or dist > 1:
                return IllegalMove("D4", "one_step", "a man moves one square only (only kings fly)")
        return IllegalMove("D6", "blocked", "the way from {cell} to {to} is blocked", cell=cell, to=to)

    # -- the end ---------------------------------------------------------------------------------
    def _ended(self) -> Outcome | None:
        """A draw by D15 or D16 (a loss by D14 shows as no legal moves)."""
        if self.d15 >= DRAW_KING_MOVES:
            return Outcome((), self.scores, "D15: 3 kings against 1 for the lone king's 12 moves: draw")
        if self.history and self.history.count(self.key) >= 2:
            return Outcome((), self.scores, "D16: the same position for the third time: draw")
        return None

    @property
    def scores(self) -> tuple[int, int]:
        """The pieces each side has on the board (Light, Dark)."""
        return (self.light.bit_count(), self.dark.bit_count())

    @property
    def outcome(self) -> Outcome | None:
        """None while playing; a draw (D15, D16) or the win of the player whose opponent cannot move (D14)."""
        return self._outcome()

    @cached
    def _outcome(self) -> Outcome | None:
        out = self._ended()
        if out is None and not self._moves():
            winner = 1 - self._seat
            why = "has no pieces left" if not self.pieces(self._seat) else "cannot move"
            out = Outcome((winner,), self.scores, f"D14: {COLOURS[self._seat]} {why}")
        return out

    def draw_count(self) -> int | None:
        """D15: the lone king's moves so far while 3 kings stand against 1, else None."""
        return self.d15 if self.d15 >= 0 else None

    def repetitions(self) -> int:
        """How many times this position (same player to move) has stood on the board, this time included."""
        return 1 + self.history.count(self.key)

    # -- saving ----------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        return {
            "game": "dama",
            "version": JSON_VERSION,
            "light": _names(self.light, self.kings),
            "dark": _names(self.dark, self.kings),
            "to_move": self._seat,
            "d15": self.d15,
            "history": [[_names(l_, k), _names(d, k), s] for l_, d, k, s in self.history],
        }

    def __str__(self) -> str:
        rows = []
        for r in range(7, -1, -1):
            row = ""
            for f in range(8):
                p = self.piece_at(8 * r + f)
                row += ("." if is_playable(8 * r + f) else " ") if p is None else "wbWB"[p[0] + 2 * p[1]]
            rows.append(row)
        return "\n".join(rows)

    def __repr__(self) -> str:
        return f"dama.State({self.to_json()!r})"


def _why_no_jump(pieces: list[int], taken: int, opp: int, king: bool, dist: int) -> IllegalMove | None:
    """Why jumping `pieces` (the pieces between a hop's ends, `dist` squares apart) captures nothing; None: it
    captures the first of them."""
    victim = pieces[0]
    if len(pieces) > 1:
        if (taken >> victim) & 1:
            return IllegalMove("D11", "jumped_twice", "{victim} was jumped already", victim=NAMES[victim])
        return IllegalMove("D7", "bad_capture", "only one piece may be jumped at a time")
    if (taken >> victim) & 1:
        return IllegalMove(
            "D11",
            "jumped_twice",
            "{victim} was jumped already; it stays until the capture ends and cannot be jumped again",
            victim=NAMES[victim],
        )
    if not (opp >> victim) & 1:
        return IllegalMove("D5", "bad_capture", "you cannot jump your own piece")
    if not king and dist != 2:
        return IllegalMove("D5", "bad_capture", "a man jumps a piece right next to it")
    return None


def _hop(a: int, b: int) -> tuple[int, int] | None:
    """(direction index, distance) from a to b along a diagonal, or None."""
    for d in range(4):
        ray = RAYS[a][d]
        if b in ray:
            return d, ray.index(b) + 1
    return None


def _can_continue(sq: int, king: bool, occ: int, opp: int, taken: int) -> bool:
    """Can the piece on `sq` jump again (D8)?"""
    return bool(hops(sq, king, occ, opp, taken))


def _all_sequences(own: int, opp: int, kings: int, count: int) -> list[tuple[tuple[int, ...], int]]:
    """Every capture path taking `count` pieces, before D18 keeps one per start, end and captured set."""
    out: list[tuple[tuple[int, ...], int]] = []
    occupied = own | opp
    for start in bits(own):
        occ = occupied & ~(1 << start)
        king = bool((kings >> start) & 1)
        stack: list[tuple[int, tuple[int, ...], int]] = [(start, (start,), 0)]
        while stack:
            sq, path, taken = stack.pop()
            if taken.bit_count() == count:
                out.append((path, taken))
                continue
            for land, victim in hops(sq, king, occ, opp, taken):
                stack.append((land, path + (land,), taken | (1 << victim)))
    return out


def _d15_next(before: State, light: int, dark: int, kings: int) -> int:
    """D15: the lone king's move count after a move into (light, dark, kings); -1 when not 3 kings against 1."""
    if (light | dark) & ~kings:
        return -1
    nl, nd = light.bit_count(), dark.bit_count()
    if sorted((nl, nd)) != [1, 3]:
        return -1
    lone = 0 if nl == 1 else 1
    count = before.d15 if before.d15 >= 0 else 0
    return count + 1 if before._seat == lone and before.d15 >= 0 else count


def _names(mask: int, kings: int) -> list[str]:
    return [NAMES[s].upper() if (kings >> s) & 1 else NAMES[s] for s in bits(mask)]


def _mask_of(names: list[str], what: str) -> tuple[int, int]:
    mask = kings = 0
    for name in names:
        if not isinstance(name, str):
            raise ValueError(f"{what}: {name!r} is not a square")
        sq = square_of(name)
        if not is_playable(sq):
            raise ValueError(f"D1: {what}: {name} is a dark square")
        if (mask >> sq) & 1:
            raise ValueError(f"{what}: {name} twice")
        mask |= 1 << sq
        if name.strip()[0].isupper():
            kings |= 1 << sq
    return mask, kings


def setup(light: list[str], dark: list[str], to_move: int = 0, d15: int | None = None) -> State:
    """A position from square names (upper case = king), for tests, tools and pictures. A man on its own far
    rank is crowned (D13). `d15` defaults to 0 when 3 kings stand against 1."""
    lm, lk = _mask_of(light, "light")
    dm, dk = _mask_of(dark, "dark")
    if lm & dm:
        raise ValueError("a square holds two pieces")
    if type(to_move) is not int or to_move not in (0, 1):
        raise ValueError(f"to_move must be 0 or 1, not {to_move!r}")
    kings = lk | dk | (lm & FAR_RANK[0]) | (dm & FAR_RANK[1])
    if d15 is None:
        men = (lm | dm) & ~kings
        d15 = 0 if not men and sorted((lm.bit_count(), dm.bit_count())) == [1, 3] else -1
    return State(lm, dm, kings, to_move, d15)


def new_game(position: dict[str, Any] | None = None) -> State:
    """The D3 start, Light to move; `position` (light, dark, to_move) sets up another one."""
    if position is not None:
        return setup(list(position["light"]), list(position["dark"]), int(position.get("to_move", 0)))
    return State(START_LIGHT, START_DARK, 0, 0, -1, ())


def from_json(d: dict[str, Any]) -> State:
    """Rebuild a State from `State.to_json()`; ValueError on a bad or foreign save."""
    try:
        if d.get("game") != "dama" or d.get("version") != JSON_VERSION:
            raise ValueError(f"not a Dama save of version {JSON_VERSION}")
        side = d["to_move"]
        if type(side) is not int or side not in (0, 1):
            raise ValueError(f"to_move must be 0 or 1, not {side!r}")
        base = setup(list(d["light"]), list(d["dark"]), side, int(d["d15"]))
        history = []
        for light, dark, s in d["history"]:
            h = setup(list(light), list(dark), int(s))
            history.append(h.key)
        return State(base.light, base.dark, base.kings, side, base.d15, tuple(history))
    except (KeyError, TypeError, IndexError, AttributeError) as exc:
        raise ValueError(f"not a valid Dama save: {exc!r}") from exc


if TYPE_CHECKING:  # mypy holds this game to the typed contract (game/rules/contract.py); nothing runs here
    import game.rules.dama as _this
    from game.rules import contract

    _module: contract.RulesModule[State] = _this
    _state: contract.State[Move] = new_game()
