"""Which colours 36's seats wear: each the colour of its cone (no pygame: the package's GAME reads it)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

# The seat colour (theme.SEAT_COLOURS) that shows a cone's colour: on the setup, the top bar and the results.
SEAT_COLOUR_OF_CONE = {"r": "vermilion", "y": "yellow", "b": "blue"}


def cone_colours(options: Mapping[str, Any], players: int) -> str:
    """The cones' colours in seat order: the two that two players chose (T5), or all three for three players."""
    colours = str(options.get("colours", "ry"))
    if players == 2 and colours in ("ry", "rb", "yb"):
        return colours
    return "ryb"[: max(2, players)]


def seat_colours(options: Mapping[str, Any], players: int) -> tuple[str, ...]:
    """Each seat wears its cone's colour: a child told "you are red" looks for the red cone (none for the puzzle)."""
    if players < 2:
        return ()
    return tuple(SEAT_COLOUR_OF_CONE[c] for c in cone_colours(options, players))
