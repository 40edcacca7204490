"""The animations of one Mapello move, played through the scene's feedback queue: the new disc pops in, the
discs it turns over flip one after another (M9), and a taken bonus star flies to its taker's seat (M10)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.board.feedback import Effect

if TYPE_CHECKING:
    from game.board.flow import Played
    from game.rules import mapello

Cell = tuple[int, int]
FLIP_TIME = 0.3  # seconds one disc takes to turn over
FLIP_START = 0.08  # the first disc turns a moment after the new one lands
FLIP_STAGGER = 0.06  # later discs of a run start a little after nearer ones
POP_TIME = 0.15  # the new disc grows to its size
PICKUP_TIME = 0.9  # the star's flight to the seat
PICKUP_LINGER = 0.4  # the "+3" stays a little after the star arrived
PASS_DELAY = 1.1  # the "Pass!" banner stays this long (before a person's pass, after the computer's)


@dataclass
class Pop(Effect):
    """The placed disc (of `colour`) growing in."""

    cell: Cell
    colour: str


@dataclass
class Flip(Effect):
    """One disc turning over from `old` to `new`, starting `delay` seconds into its move."""

    cell: Cell
    delay: float
    old: str
    new: str

    @property
    def turn(self) -> float:
        """0..1 through the disc's own turn (0 until it starts)."""
        return min(1.0, max(0.0, (self.t - self.delay) / FLIP_TIME))


@dataclass
class Pickup(Effect):
    """A bonus star taken by `seat` flying from `cell` to the seat's box, with a rising "+3"."""

    cell: Cell
    seat: int

    @property
    def flight(self) -> float:
        """0..1 through the flight (1 once the star has arrived)."""
        return min(1.0, self.t / PICKUP_TIME)


@dataclass
class PassBanner(Effect):
    """ "Pass!" for a computer seat that had no placement (M11: everyone sees it)."""

    seat: int


def move_effects(played: Played[mapello.State, mapello.Move], colours: tuple[str, str]) -> list[Effect]:
    """The effects of a placement (none for a pass), to run together."""
    move = played.move
    if move.is_pass:
        return []
    before = played.before
    mover = played.seat
    cell = (move.row, move.col)
    effects: list[Effect] = [Pop(POP_TIME, cell, colours[mover])]
    for i, turned in enumerate(before.flips(move)):
        delay = FLIP_START + i * FLIP_STAGGER
        effects.append(Flip(delay + FLIP_TIME, turned, delay, colours[1 - mover], colours[mover]))
    if before.cell(*cell) == "bonus":  # M10: the placed disc takes the star
        effects.append(Pickup(PICKUP_TIME + PICKUP_LINGER, cell, mover))
    return effects
