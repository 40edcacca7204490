"""Farmini's board for the cursors and the move builder: the display's slots, then (a pen card chosen) the farm
cells where it fits, the turn button beside the card laid out on one of them, and the tray's turns, or (an animal
card chosen) the free troughs. A cell is a tagged tuple: ("slot", n), ("cell", x, y), ("turn", 1), ("rot", r),
("spot", x, y, quarter); the rules' picks are the slot number, (x, y), ("r", r) and (x, y, quarter) (the turn
button is no pick: pressing it turns the card shown)."""

from __future__ import annotations

from collections.abc import Callable, Sequence

import pygame

from game.board.view import BoardView
from game.rules import farmini
from game.screens.farmini import art
from game.screens.farmini.camera import FarmCameras
from game.screens.farmini.hand import Hand
from game.screens.farmini.layout import COACH, FARMS, slot_rect, tray_rect

# A cell of the screen, tagged: ("slot", n), ("cell", x, y), ("turn", 1), ("rot", r), ("spot", x, y, quarter).
Cell = tuple[str, int] | tuple[str, int, int] | tuple[str, int, int, int]
Pick = farmini.Pick
# The turn button beside the card laid out: half the card wide, within a child's finger and not too big.
TURN_LEAST, TURN_MOST = 52, 72
TURN_GAP = 8  # from the card's side
FARMS_EDGE = 4  # it goes to the card's left where it would come closer than this to the farms' right edge


class FarminiView(BoardView[farmini.Move, Cell, Pick]):
    """The cells of the left column and of the mover's farm, and what pressing each picks."""

    def __init__(self, cameras: FarmCameras, hand: Hand, state: Callable[[], farmini.State]) -> None:
        super().__init__()
        self.cameras = cameras
        self.hand = hand
        self._state = state

    @property
    def moving(self) -> bool:
        return self.cameras.moving

    def cells(self) -> list[Cell]:
        state, hand = self._state(), self.hand
        out: list[Cell] = [("slot", s) for s, name in enumerate(state.display, 1) if name is not None]
        if state.is_over or not hand.picked:
            return out
        if hand.placing:
            if len(hand.legal_rots()) > 1:
                out.append(TURN)  # listed before the places: over a neighbouring place, the button is hit
            out += [("cell", x, y) for x, y in hand.places()]
            out += [("rot", r) for r in hand.legal_rots()]
        elif hand.animal_mode:
            out += [("spot", *s) for s in hand.free()]
        return out

    def cell_rect(self, cell: Cell) -> pygame.Rect:
        tag, at = parts(cell)
        if tag == "slot":
            return slot_rect(at[0])
        if tag == "rot":
            return tray_rect(at[0])
        if tag == "turn":
            return self.turn_rect()
        card = self.cameras.card_rect(self.hand.mover, (at[0], at[1]))
        return card if tag == "cell" else art.quarter_rect(card, at[2])

    def cell_at(self, pos: tuple[float, float]) -> Cell | None:
        """The cell under the mouse: a place or a trough only where the farm is in view (a farm larger than its
        zone lies partly outside it, under other zones)."""
        for cell in self.cells():
            rect = self.cell_rect(cell)
            if rect.collidepoint(pos) and (parts(cell)[0] not in ("cell", "spot") or self.in_view(cell)):
                return cell
        return None

    def in_view(self, cell: Cell) -> bool:
        """Is this place or trough of the mover's farm in view (its middle inside the farm's area)?"""
        return self.cameras.visible(self.hand.mover, self.cell_rect(cell))

    def turn_rect(self) -> pygame.Rect:
        """The turn button: a round button beside the card laid out on its chosen cell (right of it, or left where
        the farms end), big enough for a child's finger even when the farm is zoomed out."""
        card = self.cameras.card_rect(self.hand.mover, self.hand.place or (0, 0))
        size = max(TURN_LEAST, min(TURN_MOST, card.w // 2))
        r = pygame.Rect(0, 0, size, size)
        r.midleft = (card.right + TURN_GAP, card.centery)
        if r.right > FARMS.right - FARMS_EDGE:
            r.midright = (card.x - TURN_GAP, card.centery)
        return r

    def pick_of_cell(self, cell: Cell) -> Pick:
        tag, at = parts(cell)
        if tag == "slot":
            return at[0]
        if tag == "rot":
            return ("r", at[0])
        if tag == "cell":
            picked = self.hand.picked
            if len(picked) == 2 and picked[1] == at:
                return ("r", self.hand.preview())  # a second press on the chosen cell lays the card as shown
            return (at[0], at[1])
        return (at[0], at[1], at[2])  # a trough (the turn button is pressed, never picked)

    def cell_of_pick(self, pick: Pick) -> Cell | None:
        if isinstance(pick, int):
            return ("slot", pick)
        if isinstance(pick, tuple) and pick and pick[0] == "r":
            return ("rot", pick[1])
        if isinstance(pick, tuple) and len(pick) in (2, 3):
            return ("cell" if len(pick) == 2 else "spot", *pick)
        return None

    def coach_cell(self, move: farmini.Move, picked: Sequence[Pick]) -> Cell | None:
        """Where a lesson's hand points to make `move`: its card; then its place; then the turn button until the
        card is shown turned as the move lays it, and the place again (the press that lays it); an animal card's
        troughs one by one (a trough chosen that the move does not use: pressed again, it is put back)."""
        if not isinstance(move, farmini.Move):
            return super().coach_cell(move, picked)
        if not picked or picked[0] != move.slot:
            return ("slot", move.slot)
        if move.cell is not None:
            laid_out = len(picked) == 2 and picked[1] == move.cell
            return TURN if laid_out and self.hand.preview() != move.rot else ("cell", *move.cell)
        chosen = self.hand.chosen
        stray = [s for s in chosen if s not in move.spots]
        rest = [s for s in move.spots if s not in chosen]
        if stray or rest:
            return ("spot", *(stray or rest)[0])
        return ("slot", move.slot)  # a card that places nothing (or a discard): pressed again, it is played

    def coach_rect(self) -> pygame.Rect:
        """A lesson's coach speaks at the right of the farms: the left column holds the cards to take."""
        return COACH.copy()

    def home(self, first_picks: Sequence[Pick]) -> Cell:
        """A new cursor starts on the first card of the display."""
        cells = self.cells()
        return cells[0] if cells else ("slot", 1)

    def nearest_place(self, cells: list[Cell]) -> Cell | None:
        """Of farm cells, the one nearest the farmhouse (where a pad's cursor goes once a card is chosen)."""
        return min(cells, key=lambda c: abs(parts(c)[1][0]) + abs(parts(c)[1][1])) if cells else None


TURN: Cell = ("turn", 1)  # the turn button's cell (a quarter turn clockwise)


def parts(cell: Cell) -> tuple[str, tuple[int, ...]]:
    """A cell's tag and numbers: ("cell", 2, 0) -> ("cell", (2, 0))."""
    return cell[0], cell[1:]
