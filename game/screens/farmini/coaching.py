"""What Farmini's lesson asks of the troughs (issue 34, point 5). Troughs are chosen one by one in any order, so a
lesson that let any free trough be chosen would take a wrong one silently (the hand then pointing at it, to put it
back) and refuse the right one that completes the move. A trough the step does not ask for is refused the coach's
way at once (its kind line, one more try counted, the hint after two) and is not taken: the card stays in hand,
and the hand keeps pointing at a trough of the asked pen."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.board.coach import Coach, Phase
from game.board.flow import named_move
from game.rules import farmini
from game.screens.farmini.hand import Spot

if TYPE_CHECKING:
    from game.table.move_builder import MoveBuilder


def asked_troughs(coach: object, state: farmini.State, slot: int | None) -> set[Spot] | None:
    """The troughs the lesson's step asks for with the card in hand (`slot`) in `state`; None: any (no lesson's
    `coach`, the challenge, a step that asks for no animals, a phase that asks for nothing)."""
    if not isinstance(coach, Coach) or coach.step.challenge or coach.phase is not Phase.ASK or slot is None:
        return None
    moves = [named_move(state, m) for m in coach.step.expect]
    asked = {s for m in moves if m is not None and m.slot == slot for s in m.spots}
    return asked or None


def refuse_stray(
    refuse: Callable[[farmini.Move], object] | None,
    builder: MoveBuilder[farmini.Move, farmini.Pick],
    slot: int | None,
    spot: Spot,
) -> None:
    """The lesson does not ask for `spot`: the coach's `refuse` (its `allows`, which says so and counts the try;
    None out of a lesson) is given the trough as a move; the card stays picked and the troughs chosen stay chosen."""
    if refuse is None:
        return
    picked = builder.picked
    assert slot is not None, "a trough is chosen for a card in hand"
    refuse(farmini.Move(slot, spots=(spot,)))  # never expected: the coach's refusal
    builder.clear()
    for pick in picked:  # the refusal put the card down: it is still in hand, as the child left it
        builder.pick(pick)
