"""What the setup screen decides: the seats and the game's options (JSON-able, saved with the game)."""
from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import Any

LEVELS = ("easy", "medium", "hard")


@dataclass(frozen=True)
class Seat:
    """One player's place at the table."""

    name: str
    colour: int  # index into theme.SEAT_COLOURS
    kind: str = "human"  # "human" | "computer"
    level: str = "medium"  # computer strength
    device: str | None = None  # bound device ("pad1", "keyboard", "mouse") or None for any device

    @property
    def is_computer(self) -> bool:
        return self.kind == "computer"

    def with_(self, **changes: Any) -> Seat:
        return replace(self, **changes)


@dataclass(frozen=True)
class Match:
    game: str
    seats: tuple[Seat, ...]
    options: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "seats": [asdict(s) for s in self.seats], "options": dict(self.options)}

    @classmethod
    def from_json(cls, d: dict[str, Any]) -> Match:
        seats = tuple(Seat(**{k: s[k] for k in ("name", "colour", "kind", "level", "device") if k in s})
                      for s in d["seats"])
        return cls(str(d["game"]), seats, dict(d.get("options", {})))

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_computer]
