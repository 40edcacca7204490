"""Ends agreed at the table, not moves of the rules: a draw offer (the other seat answers, a computer by its own
judgement) and resignation, offered in the pause menu where the game has them. Both are asked again first, with the
safe answer focused (one stray press never ends a game); a computer's answer is shown until it comes, then said."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, TypeVar

from game.board.computer import ComputerSeat, Purpose
from game.ui.dialogs import CONFIRM_W, ChoiceOverlay, confirm
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.board.flow import MatchFlow
    from game.core.context import Context
    from game.core.input import Intent
    from game.core.scenes import Scene
    from game.rules.contract import AnyState

PauseItem = tuple[Callable[[], str], Callable[[], None]]
S = TypeVar("S", bound="AnyState")  # the game's states
M = TypeVar("M")  # its moves
OFFER_W = 760  # the draw offer's box: its question names every other player
DECLINED_SECONDS = 2.0  # "the draw is declined": said briefly, the game goes on


class Agreements(Generic[S, M]):
    """Draw offers and resignation for the seat to move; `on_end` runs after the game ended by agreement."""

    def __init__(
        self,
        ctx: Context,
        flow: MatchFlow[S, M],
        computer: ComputerSeat[S, M],
        scene: Scene,
        on_end: Callable[[], None],
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

    def _others(self) -> tuple[list[int], str]:
        """The seats that answer an offer of the seat to move, and their names."""
        match = self.flow.match
        others = [i for i in range(len(match.seats)) if i != self.flow.turns.seat_index]
        return others, " & ".join(seat_name(self.ctx, match.seats[i]) for i in others)

    def offer_draw(self) -> None:
        """The pause menu's "Offer a draw": asked again first ("No, go back" focused), then offered."""
        ctx = self.ctx
        ctx.scenes.pop_to(self.scene)
        _others, names = self._others()
        confirm(ctx, lambda: ctx.t("draw.offer_question", players=names), lambda: ctx.t("draw.offer_yes"), self.propose)

    def propose(self) -> None:
        """The seat to move offers a draw; the other seat answers (a computer by its own judgement, shown waiting
        until it has answered)."""
        ctx, match = self.ctx, self.flow.match
        ctx.scenes.pop_to(self.scene)
        offering = self.flow.turns.seat_index
        others, names = self._others()
        if all(match.seats[i].is_computer for i in others):
            self.computer.ask(Purpose.JUDGE, match.seats[others[0]].level)
            ctx.scenes.push(ThinkingOverlay(ctx, lambda: ctx.t("draw.thinking", players=names), self))
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
                width=OFFER_W,
            )
        )

    def answer(self, accepted: bool, by_computer: bool = False) -> None:
        """The other seat's answer to a draw offer: a draw ends the game (the results say so); a refusal goes back
        to the game (a computer's refusal said in a box of its own, so it is seen)."""
        ctx = self.ctx
        ctx.scenes.pop_to(self.scene)
        if accepted:
            self.end("draw")
        elif by_computer:
            _others, names = self._others()
            ctx.scenes.push(
                ChoiceOverlay(
                    ctx,
                    lambda: ctx.t("draw.computer_declined", players=names),
                    [(lambda: ctx.t("draw.play_on"), lambda: ctx.scenes.pop_to(self.scene))],
                    on_back=lambda: ctx.scenes.pop_to(self.scene),
                    width=CONFIRM_W,
                )
            )
        else:
            ctx.toast(ctx.t("draw.declined"), seconds=DECLINED_SECONDS)

    def poll(self, dt: float) -> None:
        """A frame while the computer thinks about a draw offer (the game below is paused): its answer, once come."""
        answer = self.computer.tick(dt)
        if answer is not None and answer.purpose is Purpose.JUDGE:
            self.answer(answer.accepted, by_computer=True)
        elif not self.computer.busy:
            self.answer(False, by_computer=True)  # the request went away (a failed search): no draw

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


class ThinkingOverlay(ChoiceOverlay):
    """ "Bear is thinking about the draw…" over the paused game, until the computer's answer comes (it closes then:
    nothing of it stays over the results or the game)."""

    def __init__(self, ctx: Context, title: Callable[[], str], agreements: Agreements[S, M]) -> None:
        super().__init__(ctx, title, [], width=CONFIRM_W)
        self.agreements = agreements

    def handle(self, intent: Intent) -> None:
        """Presses wait for the answer (it comes within a moment)."""

    def next_change(self) -> float:
        return 0.0  # the answer is awaited frame by frame (the table does not rest while it comes)

    def update(self, dt: float) -> None:
        if self.ctx.scenes.top is self:
            self.agreements.poll(dt)
