"""Why the computer liked another move better, in one line, where a game can say it honestly from the positions
(issue 35, point 3): at the move where a game turned, the replay shows the move the hard computer would have played
instead, and a game with a module here named after it (`<game>.py`: `reason(before, played, instead)`) says what the
played move gave away (Mapello: a corner; Dama: a capture). Any other game, or a move its module finds nothing to
say about, gets the generic line. No pygame: a reason is an i18n key of the game's own strings and its values."""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass, field
from typing import Any

GENERIC = "history.why.generic"  # "The computer liked another move better."


@dataclass(frozen=True)
class Reason:
    """One line of why: `key` an i18n key (a game's own `<game>.why.<what>`, or GENERIC) and its `values`; `seat`
    the seat the played move gave something to (its name fills `{player}`), or None."""

    key: str
    values: dict[str, Any] = field(default_factory=dict)
    seat: int | None = None


def reason(game: str, before: Any, played: Any, instead: Any) -> Reason:
    """Why `instead` was better than `played` in the position `before` (typed moves of the rules): the game's own
    reason where its module finds one, else the generic line."""
    name = f"{__name__}.{game}"
    if game.isidentifier() and importlib.util.find_spec(name) is not None:
        found = importlib.import_module(name).reason(before, played, instead)
        if isinstance(found, Reason):
            return found
    return Reason(GENERIC)
