"""The rules modules: pure Python, stdlib only (DESIGN.md, "The rules-module contract")."""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType


class IllegalMove(ValueError):
    """A move that the rules forbid; the message names the rule (e.g. "M8: ...")."""


@dataclass(frozen=True)
class Outcome:
    """The end of a game: `winners` is a tuple of seats (empty for a draw)."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    reason: str

    @property
    def is_draw(self) -> bool:
        return not self.winners

    def to_json(self) -> dict:
        return {"winners": list(self.winners), "scores": list(self.scores), "reason": self.reason}

    @classmethod
    def from_json(cls, d: dict) -> Outcome:
        return cls(tuple(d["winners"]), tuple(d["scores"]), str(d["reason"]))


# Every game name the table knows, in menu order; a rules module joins GAMES when its file exists.
GAME_NAMES: tuple[str, ...] = ("jaleo", "mapello", "thirtysix", "dama", "kletterfrosch", "farmini")
TURN_BASED: tuple[str, ...] = ("jaleo", "mapello", "thirtysix", "dama", "farmini")


def _load() -> dict[str, ModuleType]:
    found: dict[str, ModuleType] = {}
    for name in TURN_BASED:
        try:
            found[name] = importlib.import_module(f"{__name__}.{name}")
        except ModuleNotFoundError as exc:
            if exc.name != f"{__name__}.{name}":
                raise
    return found


GAMES: dict[str, ModuleType] = _load()
