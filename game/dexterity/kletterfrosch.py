"""Burg Kletterfrosch's game logic (K1, K7-K11): pure, immutable, stdlib only.

Not a rules-module contract game (it is not in GAMES: the carrying is a physics minigame), but it keeps the same
shape so screens and saves treat it alike: `to_move`, `legal_moves()`, `play(move)` -> new state, `outcome`,
`to_json()` / `from_json()`.

Three games:
- `new_memory_game(players=2..4, seed=S)` (K7-K9): doors that wander to the empty frame.
- `new_coop_game(players=2, seed=S)` (K10): all residents visible, 12 portraits, one team score.
- `new_solo_game(seed=S)` (K11): as co-op, one player against one long timer (180 s), counting deliveries.

Moves: `Open(frame)` ("open 3") picks a window in the memory game; `Carry(result, seconds)` ("delivered 12.50",
"hole 3.10") reports how the carrying phase ended, with a result from the physics world's statuses.
"""

from __future__ import annotations

import random
from collections.abc import Hashable
from dataclasses import dataclass, field, replace
from typing import Any

from game.rules import IllegalMove, Outcome

FRAMES = 10
PORTRAITS_PER_RESIDENT = 2
COOP_PILE = 12  # K10
SOLO_SECONDS = 180.0  # K11 decision
# Every code play() and parse_move() may raise (the frog's screen explains each, or plays round it).
REFUSAL_CODES: frozenset[str] = frozenset(
    {
        "no_frame",
        "negative_time",
        "carrying",
        "empty_frame",
        "not_carrying",
        "notation",
        "shown",
        "game_over",
        "no_doors",
        "unknown_result",
    }
)
RESULTS = ("delivered", "wrong_window", "hole", "floor", "timeout")
SAVE_VERSION = 1


@dataclass(frozen=True)
class Resident:
    """One of the 10 castle residents (K1) with the colour of their ball (RGB) and its name."""

    key: str
    name: str
    name_ja: str
    ball: tuple[int, int, int]
    ball_colour: str


# Ball colours are the Okabe-Ito colour-blind safe palette plus a few distinct extras; screens add a pattern too.
RESIDENTS: tuple[Resident, ...] = (
    Resident("king", "King Konrad", "コンラートおう", (230, 159, 0), "orange"),
    Resident("queen", "Queen Quirina", "クィリーナじょおう", (204, 121, 167), "pink"),
    Resident("princess", "Princess Pia", "ピアひめ", (240, 228, 66), "yellow"),
    Resident("knight", "Sir Kuno", "きしの クーノ", (0, 114, 178), "blue"),
    Resident("wizard", "Wizard Wendelin", "まほうつかい ヴェンデリン", (86, 180, 233), "sky blue"),
    Resident("cook", "Cook Kunigunde", "りょうりにん クニグンデ", (213, 94, 0), "vermilion"),
    Resident("jester", "Jester Jolly", "どうけし ジョリー", (0, 158, 115), "green"),
    Resident("ghost", "Ghost Gustav", "おばけの グスタフ", (235, 235, 235), "white"),
    Resident("dragon", "Dragon Dora", "ドラゴンの ドーラ", (150, 40, 40), "dark red"),
    Resident("owl", "Owl Olga", "ふくろうの オルガ", (110, 80, 50), "brown"),
)


@dataclass(frozen=True)
class Open:
    """Open the door in this window frame (K8)."""

    frame: int

    def __str__(self) -> str:
        return f"open {self.frame}"

    def to_json(self) -> dict[str, Any]:
        return {"open": self.frame}


@dataclass(frozen=True)
class Carry:
    """How a carrying attempt ended (K5): one of RESULTS, and the seconds it took (for the solo timer)."""

    result: str
    seconds: float = 0.0

    def __str__(self) -> str:
        return f"{self.result} {self.seconds:.2f}"

    def to_json(self) -> dict[str, Any]:
        return {"carry": self.result, "seconds": self.seconds}


Move = Open | Carry


def parse_move(text: str) -> Move:
    """Read a move from its notation ("open 3", "delivered 12.50", "hole")."""
    parts = text.split()
    try:
        if len(parts) == 2 and parts[0] == "open":
            return Open(int(parts[1]))
        if 1 <= len(parts) <= 2 and parts[0] in RESULTS:
            return Carry(parts[0], float(parts[1]) if len(parts) == 2 else 0.0)
    except ValueError:
        pass
    raise IllegalMove("K8", "notation", "cannot read the move {text!r}", text=text)


def move_from_json(d: dict[str, Any]) -> Move:
    """Rebuild a move saved with `to_json()`."""
    if "open" in d:
        return Open(int(d["open"]))
    return Carry(str(d["carry"]), float(d.get("seconds", 0.0)))


def _shuffled_pile(rng: random.Random, residents: list[int]) -> tuple[int, ...]:
    pile = [r for r in residents for _ in range(PORTRAITS_PER_RESIDENT)]
    rng.shuffle(pile)
    return tuple(pile)


@dataclass(frozen=True)
class KletterfroschGame:
    """One game of any mode; `mode` is "memory", "coop" or "solo".

    frames[i] is the resident index in window frame i, or None for the empty frame; shown[i] is True when that
    tile shows its resident side.  pile[0] is the revealed portrait.  phase is "choose" (memory: pick a window),
    "carry" (the frog is out), or "over".
    """

    mode: str
    players: int
    frames: tuple[int | None, ...]
    shown: tuple[bool, ...]
    pile: tuple[int, ...]
    phase: str
    seat: int = 0
    won: tuple[tuple[int, ...], ...] = ()
    set_aside: tuple[int, ...] = ()
    removed: int | None = None
    time_left: float | None = None  # solo only: K11's long timer
    history: tuple[str, ...] = field(default=(), compare=False)

    # ---- queries ----------------------------------------------------------------------------------------------
    @property
    def to_move(self) -> int | None:
        """The seat to act (in co-op the team acts as seat 0), None when over."""
        return None if self.phase == "over" else self.seat

    @property
    def is_over(self) -> bool:
        return self.phase == "over"

    @property
    def key(self) -> Hashable:
        """Equal for equal positions: the state itself (frozen; its history is not compared)."""
        return self

    @property
    def portrait(self) -> int | None:
        """The resident on the revealed portrait."""
        return self.pile[0] if self.pile and self.phase != "over" else None

    @property
    def target_frame(self) -> int | None:
        """During carrying: the frame the ball must go to (the portrait's resident's window)."""
        if self.phase != "carry" or self.portrait is None:
            return None
        return self.frames.index(self.portrait)

    @property
    def empty_frame(self) -> int | None:
        """The frame without a tile (memory game), else None."""
        return self.frames.index(None) if None in self.frames else None

    @property
    def scores(self) -> tuple[int, ...]:
        """Portraits won per seat (K9); in co-op and solo one team/player score."""
        return tuple(len(w) for w in self.won)

    def legal_moves(self) -> list[Move]:
        """Every legal move, in a fixed order; empty when the game is over."""
        if self.phase == "choose":
            return [Open(i) for i in range(FRAMES) if self._open_problem(i) is None]
        if self.phase == "carry":
            return [Carry(r) for r in RESULTS]
        return []

    @property
    def outcome(self) -> Outcome | None:
        """None while playing; else the winners (K9: most portraits, ties share) and scores."""
        if self.phase != "over":
            return None
        scores = self.scores
        if self.mode == "memory":
            best = max(scores)
            winners = tuple(i for i, s in enumerate(scores) if s == best) if best > 0 else ()
            return Outcome(winners, scores, "K9: the pile is empty")
        team = tuple(range(self.players))
        rule = "K10" if self.mode == "coop" else "K11"
        reason = f"{rule}: the sand ran out" if self.pile else f"{rule}: the pile is empty"
        return Outcome(team if scores[0] > 0 else (), (scores[0],) * self.players, reason)

    # ---- playing ----------------------------------------------------------------------------------------------
    def _open_problem(self, frame: int) -> IllegalMove | None:
        if not 0 <= frame < FRAMES:
            return IllegalMove("K2", "no_frame", "there is no window frame {frame}", frame=frame)
        if self.frames[frame] is None:
            return IllegalMove("K8", "empty_frame", "that frame is empty; open a window with a door")
        if self.shown[frame] and self.frames[frame] != self.portrait:
            return IllegalMove("K8", "shown", "that window already shows someone else; pick a closed door")
        return None

    def play(self, move: Move) -> KletterfroschGame:
        """Return the state after `move` (`parse_move` reads a notation); an illegal move raises IllegalMove naming
        the rule."""
        if self.phase == "over":
            raise IllegalMove("K9", "game_over", "the game is over")
        if isinstance(move, Open):
            return self._open(move)
        if isinstance(move, Carry):
            return self._carry(move)
        raise IllegalMove("K8", "notation", "not a move: {text!r}", text=move)

    def _open(self, move: Open) -> KletterfroschGame:
        if self.mode != "memory":
            raise IllegalMove(
                "K10" if self.mode == "coop" else "K11", "no_doors", "every resident is showing; no doors to open"
            )
        if self.phase != "choose":
            raise IllegalMove("K8", "carrying", "the frog is carrying; finish the attempt first")
        problem = self._open_problem(move.frame)
        if problem:
            raise problem
        history = self.history + (str(move),)
        if self.frames[move.frame] == self.portrait:
            shown = list(self.shown)
            shown[move.frame] = True
            return replace(self, shown=tuple(shown), phase="carry", history=history)
        # Wrong resident: the closed tile moves to the empty frame, the next player goes with the same portrait.
        frames = list(self.frames)
        empty = frames.index(None)
        frames[empty], frames[move.frame] = frames[move.frame], None
        shown = list(self.shown)
        shown[empty], shown[move.frame] = False, False
        return replace(
            self, frames=tuple(frames), shown=tuple(shown), seat=(self.seat + 1) % self.players, history=history
        )

    def _carry(self, move: Carry) -> KletterfroschGame:
        if self.phase != "carry":
            raise IllegalMove("K8", "not_carrying", "open the right window before the frog carries a ball")
        if move.result not in RESULTS:
            raise IllegalMove(
                "K5",
                "unknown_result",
                "unknown result {result!r}; expected one of {known}",
                result=move.result,
                known=", ".join(RESULTS),
            )
        if move.seconds < 0:
            raise IllegalMove("K5", "negative_time", "an attempt cannot take negative time")
        portrait = self.pile[0]
        won, aside = list(self.won), self.set_aside
        if move.result == "delivered":
            won[self.seat] = won[self.seat] + (portrait,)
        else:
            aside = aside + (portrait,)  # K9 decision: a failed attempt sets the portrait aside
        pile = self.pile[1:]
        time_left = self.time_left
        if time_left is not None:
            time_left = max(0.0, time_left - move.seconds)
        over = not pile or (time_left is not None and (time_left <= 0.0 or move.result == "timeout"))
        seat = (self.seat + 1) % self.players if self.mode == "memory" else self.seat
        phase = "over" if over else ("choose" if self.mode == "memory" else "carry")
        return replace(
            self,
            won=tuple(won),
            set_aside=aside,
            pile=pile,
            phase=phase,
            seat=seat,
            time_left=time_left,
            history=self.history + (str(move),),
        )

    # ---- saves ------------------------------------------------------------------------------------------------
    def to_json(self) -> dict[str, Any]:
        """A JSON-able dict; `from_json` rebuilds an equal state."""
        return {
            "version": SAVE_VERSION,
            "mode": self.mode,
            "players": self.players,
            "frames": list(self.frames),
            "shown": list(self.shown),
            "pile": list(self.pile),
            "phase": self.phase,
            "seat": self.seat,
            "won": [list(w) for w in self.won],
            "set_aside": list(self.set_aside),
            "removed": self.removed,
            "time_left": self.time_left,
            "history": list(self.history),
        }


def from_json(d: dict[str, Any]) -> KletterfroschGame:
    """Rebuild a game saved with `to_json()`; a malformed dict raises ValueError."""
    try:
        if d.get("version") != SAVE_VERSION:
            raise ValueError(f"unknown save version {d.get('version')!r}")
        game = KletterfroschGame(
            mode=str(d["mode"]),
            players=int(d["players"]),
            frames=tuple(None if f is None else int(f) for f in d["frames"]),
            shown=tuple(bool(s) for s in d["shown"]),
            pile=tuple(int(p) for p in d["pile"]),
            phase=str(d["phase"]),
            seat=int(d["seat"]),
            won=tuple(tuple(int(p) for p in w) for w in d["won"]),
            set_aside=tuple(int(p) for p in d["set_aside"]),
            removed=None if d["removed"] is None else int(d["removed"]),
            time_left=None if d["time_left"] is None else float(d["time_left"]),
            history=tuple(str(h) for h in d.get("history", ())),
        )
    except (KeyError, TypeError) as exc:
        raise ValueError(f"kletterfrosch save: bad field: {exc}") from exc
    if game.mode not in ("memory", "coop", "solo") or len(game.frames) != FRAMES or len(game.shown) != FRAMES:
        raise ValueError("kletterfrosch save: bad mode or frames")
    return game


def new_memory_game(players: int = 2, seed: int = 0) -> KletterfroschGame:
    """K7: remove one resident at random, 9 doors in 10 frames (one empty), 18 portraits shuffled."""
    if not 2 <= players <= 4:
        raise ValueError("K7: the memory game is for 2 to 4 players")
    rng = random.Random(seed)
    removed = rng.randrange(len(RESIDENTS))
    residents = [r for r in range(len(RESIDENTS)) if r != removed]
    frames: list[int | None] = list(residents) + [None]
    rng.shuffle(frames)
    return KletterfroschGame(
        mode="memory",
        players=players,
        frames=tuple(frames),
        shown=(False,) * FRAMES,
        pile=_shuffled_pile(rng, residents),
        phase="choose",
        won=((),) * players,
        removed=removed,
    )


def new_coop_game(players: int = 2, seed: int = 0) -> KletterfroschGame:
    """K10: every tile resident side out in the 10 frames; 12 portraits; one team score."""
    if players != 2:
        raise ValueError("K10: the cooperative game is for a team of 2 (one string each)")
    rng = random.Random(seed)
    frames = list(range(len(RESIDENTS)))
    rng.shuffle(frames)
    pile = _shuffled_pile(rng, frames)[:COOP_PILE]
    return KletterfroschGame(
        mode="coop", players=players, frames=tuple(frames), shown=(True,) * FRAMES, pile=pile, phase="carry", won=((),)
    )


def new_solo_game(seed: int = 0, seconds: float = SOLO_SECONDS) -> KletterfroschGame:
    """K11: as co-op for one player, all 20 portraits, against one long timer; count the deliveries."""
    rng = random.Random(seed)
    frames = list(range(len(RESIDENTS)))
    rng.shuffle(frames)
    return KletterfroschGame(
        mode="solo",
        players=1,
        frames=tuple(frames),
        shown=(True,) * FRAMES,
        pile=_shuffled_pile(rng, frames),
        phase="carry",
        won=((),),
        time_left=seconds,
    )
