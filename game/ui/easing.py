"""How a movement eases: slow at its start and end, as a piece that is lifted and set down."""

from __future__ import annotations


def ease_in_out(k: float) -> float:
    """The share of the way covered at `k` of the time (both from 0 to 1): smoothstep, 3k² - 2k³."""
    return k * k * (3 - 2 * k)
