"""The prompt under the tray: what the player to move does now, in a few words."""

from __future__ import annotations

from typing import TYPE_CHECKING

from game.screens.farmini.hand import Hand
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.core.context import Context
    from game.core.match import Match


def prompt(ctx: Context, match: Match, hand: Hand, *, over: bool, acting: bool, watched: bool = False) -> str:
    """Take a card, place it, turn it, choose troughs; wait for another player (`acting`: a person builds a
    move now); whose turn it is in a replay (`watched`); or the game is `over`."""
    t = ctx.t
    if over:
        return t("farmini.prompt.over")
    player = seat_name(ctx, match.seats[hand.mover])
    if watched:
        return t("turn.banner", player=player)
    if not acting:
        return t("farmini.prompt.wait", player=player)
    picked = hand.picked
    if not picked:
        return t("farmini.prompt.take", player=player)
    if hand.animal_mode:
        if hand.need() == 0:
            return t("farmini.prompt.no_room")
        return t("farmini.prompt.animals", count=hand.need() - len(hand.chosen))
    if hand.placing and not hand.places():
        return t("farmini.prompt.discard")
    if len(picked) == 2:  # the round arrow is named only where it is drawn: beside a card that turns there
        return t("farmini.prompt.turn" if len(hand.legal_rots()) > 1 else "farmini.prompt.lay")
    return t("farmini.prompt.place")
