"""The headline of a finished game, in words: who won, a shared win, a draw, a resignation or an agreed draw."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.board.flow import MatchFlow
    from game.core.context import Context
    from game.rules.contract import AnyState

S = TypeVar("S", bound="AnyState")  # the game's states
M = TypeVar("M")  # its moves


def headline(ctx: Context, flow: MatchFlow[S, M]) -> str:
    """Who won (the results' first line); the scores show on the seats' cards."""
    out, ending, t = flow.outcome, flow.turns.ending, ctx.t
    assert out is not None
    names = [seat_name(ctx, s) for s in flow.match.seats]
    if ending is not None and ending.seat is not None:  # a resignation (an agreed draw names no seat)
        return t("result.resigned", player=names[ending.seat], winners=" & ".join(names[w] for w in out.winners))
    if ending is not None:
        return t("result.draw_agreed")
    if not out.winners:
        return t("result.draw")
    if len(out.winners) == 1:
        return t("result.wins", player=names[out.winners[0]])
    return t("result.shared", players=" & ".join(names[w] for w in out.winners))
