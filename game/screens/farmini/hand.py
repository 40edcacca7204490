"""The card in the hand of the player to move, beyond what the shared move builder keeps: the way a chosen pen
card is shown turned (the tray's choice), and the troughs chosen for an animal card (in any order, which the
builder's fixed order of picks cannot express)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.rules import farmini

if TYPE_CHECKING:
    from game.table.move_builder import MoveBuilder

Spot = tuple[int, int, int]


class Hand:
    """What the player to move holds: read from the builder's picks, plus the turn shown and the troughs chosen."""

    def __init__(
        self, state: Callable[[], farmini.State], builder: Callable[[], MoveBuilder[farmini.Move, farmini.Pick]]
    ) -> None:
        """`builder()` is the move being built (the board's, bound late: the board is made after the view)."""
        self._state = state
        self._builder = builder
        self.preview_rot = 0  # the turn the chosen pen card is shown in
        self._chosen: list[Spot] = []  # troughs chosen for an animal card, in the order pressed
        # (state, picks) they were chosen in: they go when either changes
        self._chosen_for: tuple[farmini.State, tuple[farmini.Pick, ...]] | None = None

    @property
    def picked(self) -> tuple[farmini.Pick, ...]:
        return self._builder().picked

    @property
    def mover(self) -> int:
        """The seat to move (seat 0 once the game is over, so the board still has a farm to point at)."""
        seat = self._state().to_move
        return 0 if seat is None else seat

    def slot_kind(self, slot: farmini.Pick) -> str:
        """The kind of the card in display slot `slot` ("pen", "animal"; "" for no card)."""
        name = self._state().display[slot - 1] if isinstance(slot, int) and 1 <= slot <= farmini.SLOTS else None
        return farmini.card(name).kind if name else ""

    @property
    def slot(self) -> int | None:
        """The display slot of the chosen card (a move's first pick), None while no card is chosen."""
        picked = self.picked
        return picked[0] if picked and isinstance(picked[0], int) else None

    @property
    def place(self) -> farmini.Cell | None:
        """The farm cell the chosen pen card is laid out on (a move's second pick), None before it is."""
        return place_of(self.picked[1]) if len(self.picked) == 2 else None

    def card_name(self) -> str | None:
        """The chosen card's name, if a card is chosen."""
        slot = self.slot
        return None if slot is None else self._state().display[slot - 1]

    @property
    def placing(self) -> bool:
        """A pen card is chosen: its places and turns are being picked."""
        picked = self.picked
        return bool(picked) and self.slot_kind(picked[0]) == "pen"

    @property
    def animal_mode(self) -> bool:
        """An animal card is chosen: its troughs are being chosen."""
        picked = self.picked
        return len(picked) == 1 and self.slot_kind(picked[0]) == "animal"

    # ---- a pen card: where and turned how ------------------------------------------------------------------
    def places(self) -> list[tuple[int, int]]:
        """Every cell of the mover's farm where the chosen pen card fits."""
        builder, picked = self._builder(), self.picked
        return list(dict.fromkeys(m.cell for m in builder.moves if m.slot == picked[0] and m.cell is not None))

    def legal_rots(self) -> list[int]:
        """The turns the chosen card may lie in on the chosen cell (none before a cell is chosen)."""
        if len(self.picked) != 2:
            return []
        return [p[1] for p in self._builder().next_picks() if isinstance(p, tuple) and p and p[0] == "r"]

    def rots_at(self, cell: tuple[int, int]) -> list[int]:
        """The turns the chosen card may lie in on `cell` (the ghost card shows the first)."""
        slot = self.picked[0]
        return [m.rot for m in self._builder().moves if m.slot == slot and m.cell == cell]

    def preview(self) -> int:
        """The turn the card is shown in: the tray's choice while it is legal, else the first legal one."""
        rots = self.legal_rots()
        if not rots:
            return 0
        if self.preview_rot not in rots:
            self.preview_rot = rots[0]
        return self.preview_rot

    def turn(self, step: int) -> bool:
        """Show the card in the next legal turn (+1 clockwise); False when there is nothing to turn."""
        rots = self.legal_rots()
        if not rots:
            return False
        self.preview_rot = rots[(rots.index(self.preview()) + step) % len(rots)]
        return True

    def show(self, rot: int) -> None:
        """Show the card in turn `rot` (a tray card pointed at), if it may lie so."""
        if rot in self.legal_rots():
            self.preview_rot = rot

    # ---- an animal card: which troughs -----------------------------------------------------------------------
    @property
    def chosen(self) -> list[Spot]:
        """The troughs chosen so far (forgotten when the position or the picks change)."""
        if self._chosen_for != (self._state(), self.picked):
            self._chosen, self._chosen_for = [], (self._state(), self.picked)
        return self._chosen

    def forget(self) -> None:
        """No trough is chosen (the card was taken up afresh, put down, or another taken)."""
        self._chosen, self._chosen_for = [], (self._state(), self.picked)

    def free(self) -> list[Spot]:
        """The mover's free troughs."""
        state, seat = self._state(), self.mover
        return farmini.free_troughs(state.farms[seat], state.tokens[seat])

    def need(self) -> int:
        """How many troughs the chosen animal card fills (F7)."""
        c = farmini.card(self.card_name() or "")
        return min(c.count, self._state().supply(c.animal), len(self.free()))

    def animal_move(self) -> farmini.Move | None:
        """The move of the chosen animal card onto the chosen troughs, once there are enough of them; else None."""
        chosen = self.chosen
        if len(chosen) < self.need():
            return None
        slot, spots = self.slot, set(chosen)
        assert slot is not None, "troughs are chosen for a chosen card"
        return next(
            (m for m in self._builder().moves if m.slot == slot and set(m.spots) == spots),
            farmini.Move(slot, spots=tuple(sorted(chosen, key=lambda s: (s[1], s[0], s[2])))),
        )


def place_of(pick: farmini.Pick) -> farmini.Cell | None:
    """The farm cell a pick names, None for a slot, a turn or a trough."""
    if isinstance(pick, tuple) and len(pick) == 2 and isinstance(pick[0], int):
        return pick[0], pick[1]
    return None
