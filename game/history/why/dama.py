"""Dama's reason (see the package): the move played let the other player capture (D9: a capture must be taken), or
capture more, than the better move would have."""

from __future__ import annotations

from game.history.why import Reason
from game.rules import dama


def capture_open(state: dama.State) -> int:
    """How many pieces the player to move can take now (0: no capture)."""
    return state.must_capture() if not state.is_over else 0


def reason(before: dama.State, played: dama.Move, instead: dama.Move) -> Reason | None:
    """A capture allowed: after `played` the other player takes more pieces than after `instead`; None otherwise."""
    after_played, after_instead = before.play(played), before.play(instead)
    given, kept = capture_open(after_played), capture_open(after_instead)
    if given > kept and after_played.to_move is not None and after_played.to_move != before.to_move:
        return Reason("dama.why.capture_given", {"move": str(played), "count": given}, after_played.to_move)
    return None
