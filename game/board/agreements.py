"""Ends agreed at the table, not moves of the rules: a draw offer (the other seat answers, a computer by its own
judgement) and resignation, offered in the pause menu where the game has them."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from game.board.computer import ComputerSeat, Purpose
from game.screens.overlays import ChoiceOverlay, confirm
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.board.flow import MatchFlow
    from game.core.context import Context
    from game.core.scenes import Scene

PauseItem = tuple[Callable[[], str], Callable[[], None]]


class Agreements:
    """Draw offers and resignation for the seat to move; `on_end` runs after the game ended by agreement."""

    def __init__(
        self, ctx: Context, flow: MatchFlow, computer: ComputerSeat, scene: Scene, on_end: Callable[[], None]
    ) -> None:
        self.ctx = ctx
        self.flow = flow
        self.computer = computer
        self.scene = scene
        self.on_end = on_end

    def pause_items(self) -> list[PauseItem]:
        """What the pause menu adds for the seat to move (nothing for a computer, nothing after the end)."""
        t = self.ctx.t
        seat = self.flow.turns.seat
        if self.flow.is_over or seat is None or seat.is_computer:
            return []
        items: list[PauseItem] = []
        if self.flow.info.draw_offers:
            items.append((lambda: t("pause.offer_draw"), self.offer_draw))
        if self.flow.info.resignation:
            items.append((lambda: t("pause.resign"), self.ask_resign))
        return items

    def offer_draw(self) -> None:
        """The seat to move offers a draw; the other seat answers (a computer by its own judgement)."""
        ctx, match = self.ctx, self.flow.match
        ctx.scenes.pop_to(self.scene)
        offering = self.flow.turns.seat_index
        others = [i for i in range(len(match.seats)) if i != offering]
        names = " & ".join(seat_name(ctx, match.seats[i]) for i in others)
        if all(match.seats[i].is_computer for i in others):
            ctx.toast(ctx.t("draw.thinking", players=names), seconds=1.5)
            self.computer.ask(Purpose.JUDGE, match.seats[others[0]].level)
            return
        assert offering is not None
        who = seat_name(ctx, match.seats[offering])
        ctx.scenes.push(
            ChoiceOverlay(
                ctx,
                lambda: ctx.t("draw.question", player=who, players=names),
                [
                    (lambda: ctx.t("draw.decline"), lambda: self.answer(False)),  # first: a stray press keeps playing
                    (lambda: ctx.t("draw.accept"), lambda: self.answer(True)),
                ],
                on_back=lambda: self.answer(False),
                width=760,
            )
        )

    def answer(self, accepted: bool) -> None:
        """The other seat's answer to a draw offer."""
        self.ctx.scenes.pop_to(self.scene)
        if not accepted:
            self.ctx.toast(self.ctx.t("draw.declined"), seconds=2.0)
            return
        self.end("draw")

    def ask_resign(self) -> None:
        seat_i = self.flow.turns.seat_index
        assert seat_i is not None
        who = seat_name(self.ctx, self.flow.match.seats[seat_i])
        self.ctx.scenes.pop_to(self.scene)
        confirm(
            self.ctx,
            lambda: self.ctx.t("resign.question", player=who),
            lambda: self.ctx.t("resign.yes"),
            lambda: self.end("resign", seat_i),
        )

    def end(self, kind: str, seat: int | None = None) -> None:
        self.computer.cancel()
        self.flow.end(kind, seat)
        self.on_end()
