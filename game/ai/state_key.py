"""Transposition keys for any rules state (DESIGN.md contract: every state has the property `key`)."""

from __future__ import annotations

from collections.abc import Hashable

from game.rules.contract import AnyState


def state_key(state: AnyState) -> Hashable:
    """A hashable key equal for equal positions: the state's own `key` (cheap: never its JSON)."""
    return state.key
