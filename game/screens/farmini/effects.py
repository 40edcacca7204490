"""Farmini's move animations, each an Effect of the feedback queue: a laid card dropping into place, animals
hopping from the display onto their troughs, a revealed wolf running across the farms with what it carries off."""

from __future__ import annotations

from dataclasses import dataclass, field

from game.board.feedback import Effect, Feedback
from game.board.flow import Played
from game.rules import farmini
from game.screens.farmini.layout import slot_rect

HOP_TIME = 0.5
HOP_STAGGER = 0.18
WOLF_TIME = 2.2
DROP_TIME = 0.3
DROP_GROW = 0.25  # a card just laid lands from this much bigger than its place
WOLF_AFTER_CARD = 0.2  # a wolf turned up after a card was laid (not after hops) waits this long


@dataclass
class Drop(Effect):
    """A pen card just laid, landing from a little above the table."""

    seat: int
    cell: tuple[int, int]

    def grow(self) -> float:
        """How much bigger than its place the card is drawn (1.25 at first, 1 when it lies)."""
        return 1.0 + DROP_GROW * (1 - self.progress)


@dataclass
class Hop(Effect):
    """An animal token hopping from the display onto its trough, `delay` seconds after the move."""

    seat: int
    spot: tuple[int, int, int]
    kind: str
    start: tuple[float, float]
    delay: float = 0.0

    @property
    def along(self) -> float:
        """0..1 along the hop (0 while it waits its turn)."""
        return max(0.0, min(1.0, (self.t - self.delay) / HOP_TIME))


@dataclass
class WolfRun(Effect):
    """A revealed wolf crossing the farms after `delay` seconds; `taken`: the tokens it carries off."""

    lingers = True  # a wolf under way finishes its run beside the next move's animation

    kind: str
    taken: list[tuple[int, tuple[int, int, int], str]] = field(default_factory=list)
    delay: float = 0.0
    heard: bool = False  # its capture sound was played

    @property
    def running(self) -> bool:
        return self.t >= self.delay

    @property
    def along(self) -> float:
        """0..1 across the farms."""
        return max(0.0, min(1.0, (self.t - self.delay) / WOLF_TIME))


def queue_move(
    feedback: Feedback[Played[farmini.State, farmini.Move]], played: Played[farmini.State, farmini.Move]
) -> None:
    """Queue the animations of one move: the card dropping or the animals hopping, and with them the first wolf it
    turned up; every further wolf runs after the one before (F8: each in turn).

    What earlier moves still showed goes (the board already shows their result, and a whole game played at once
    must not leave minutes of animation behind), except a wolf under way: it finishes its run beside the new
    move's animation, and the new move's wolves come after it."""
    carried = [w for w in feedback.all_of(WolfRun) if w.t > 0 and not w.done]
    feedback.clear()
    move, before, after = played.move, played.before, played.after
    seat = played.seat
    own: list[Effect] = []
    if move.cell is not None:
        own.append(Drop(DROP_TIME, seat, move.cell))
    elif move.spots:
        start = slot_rect(move.slot).center
        name = before.display[move.slot - 1]
        assert name is not None, "an animal card is taken from its slot"
        kind = farmini.card(name).animal
        own += [
            Hop(i * HOP_STAGGER + HOP_TIME, seat, s, kind, start, i * HOP_STAGGER) for i, s in enumerate(move.spots)
        ]
    wait = HOP_TIME + HOP_STAGGER * len(move.spots) if move.spots else WOLF_AFTER_CARD
    wolves: list[Effect] = []
    shown: set[str] = set()
    for kind in wolves_turned_up(after):
        taken = [] if kind in shown else [(i, (x, y, q), a) for i, x, y, q, a in after.taken if a == kind]
        shown.add(kind)
        first = not wolves and not carried  # the first wolf runs once the move's own animation is done
        wolves.append(WolfRun((wait if first else 0.0) + WOLF_TIME, kind, taken, wait if first else 0.0))
    if not carried and wolves:
        own.append(wolves.pop(0))
    feedback.add(*own, *carried)
    for wolf in wolves:
        feedback.add(wolf)


def wolves_turned_up(after: farmini.State) -> list[str]:
    """The kinds of the wolves the refill turned up, in order."""
    return [farmini.card(n).animal for n in after.revealed if farmini.card(n).kind == "wolf"]
