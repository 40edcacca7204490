"""The rules modules: pure Python, stdlib only (DESIGN.md, "The rules-module contract")."""

from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from typing import Any

from game.rules.contract import AnyState, RulesModule


class RuleError(ValueError):
    """Something the rules forbid, with a stable code: `RuleError("M3", "centre", "{kind} keep off the centre",
    kind="wall")`. `rule` is the rule number, `code` a stable key (screens explain it from the locale key
    `<game>.explain.<code>` in the player's language), `values` what the sentence needs; str() is the English text
    with the rule first ("M3: wall keep off the centre"), for logs, tools and tests."""

    def __init__(self, rule: str, code: str, text: str = "", /, **values: object) -> None:
        self.rule, self.code, self.values = rule, code, values
        try:
            sentence = text.format(**values) if text else code.replace("_", " ")
        except (KeyError, IndexError, ValueError):
            sentence = text
        self.sentence = sentence
        super().__init__(f"{rule}: {sentence}")


class LevelError(ValueError):
    """A level file (a Mapello map, 36's tiles, Farmini's deck, a frog castle) that breaks its rules. The message
    names the file and the field or place; `row`, `column` (1-based) and `line` say where when they are known."""

    def __init__(
        self, message: str, row: int | None = None, column: int | None = None, line: int | None = None
    ) -> None:
        where = ""
        if row is not None:
            where = f"row {row}, column {column}: " if column is not None else f"row {row}: "
        super().__init__(where + message)
        self.row, self.column, self.line = row, column, line


class IllegalMove(RuleError):
    """A move that the rules forbid (see RuleError): `IllegalMove("M8", "no_flip", "{cell} flips nothing",
    cell="c4")`."""


@dataclass(frozen=True)
class Outcome:
    """The end of a game: `winners` is a tuple of seats (empty for a draw)."""

    winners: tuple[int, ...]
    scores: tuple[int, ...]
    reason: str

    @property
    def is_draw(self) -> bool:
        return not self.winners

    def to_json(self) -> dict[str, Any]:
        return {"winners": list(self.winners), "scores": list(self.scores), "reason": self.reason}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Outcome:
        return cls(tuple(d["winners"]), tuple(d["scores"]), str(d["reason"]))


# Every game name the table knows, in menu order. Everything else about a game is found by its name (DESIGN.md,
# "A game plugs in by its own files"): a rules module joins GAMES when its file exists and follows the contract.
GAME_NAMES: tuple[str, ...] = ("jaleo", "mapello", "thirtysix", "dama", "kletterfrosch", "farmini")


def _load() -> dict[str, RulesModule[AnyState]]:
    """The contract-following rules modules on disk (a module without new_game, like the frog's, is not one)."""
    found: dict[str, RulesModule[AnyState]] = {}
    for name in GAME_NAMES:
        if importlib.util.find_spec(f"{__name__}.{name}") is None:
            continue  # not built yet
        module = importlib.import_module(f"{__name__}.{name}")  # a broken module fails loudly here
        if isinstance(module, RulesModule):  # the frog's rules are physics settings, not a turn-based game
            found[name] = module
    return found


GAMES: dict[str, RulesModule[AnyState]] = _load()
