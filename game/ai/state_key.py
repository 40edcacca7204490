"""Transposition keys for any rules state (DESIGN.md contract, plus the optional `key()`)."""
from __future__ import annotations

import json
from collections.abc import Hashable
from typing import Any


def state_key(state: Any) -> Hashable:
    """A hashable key equal for equal positions: `state.key()`, else the state itself, else its JSON."""
    key = getattr(state, "key", None)
    if callable(key):
        return key()
    # object.__hash__ is identity: equal positions would never meet in the table.
    if type(state).__hash__ not in (None, object.__hash__):
        try:
            hash(state)
            return state
        except TypeError:
            pass
    return json.dumps(state.to_json(), sort_keys=True, separators=(",", ":"))
