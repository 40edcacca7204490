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
        """Rebuild a saved match; anything malformed raises ValueError saying what (a save may be hand-edited)."""
        if not isinstance(d, dict) or not isinstance(d.get("seats"), list) or not isinstance(d.get("game"), str):
            raise ValueError("the match needs a game name and a list of seats")
        options = d.get("options", {})
        if not isinstance(options, dict):
            raise ValueError("the match options must be an object")
        return cls(d["game"], tuple(_seat_from_json(i, s) for i, s in enumerate(d["seats"])), dict(options))

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_computer]


def _seat_from_json(i: int, s: Any) -> Seat:
    if not isinstance(s, dict):
        raise ValueError(f"seat {i + 1} is not an object")
    seat = Seat(**{k: s[k] for k in ("name", "colour", "kind", "level", "device") if k in s})
    if not isinstance(seat.name, str) or not isinstance(seat.colour, int) or isinstance(seat.colour, bool):
        raise ValueError(f"seat {i + 1} needs a name and a colour number")
    if seat.colour < 0 or seat.kind not in ("human", "computer") or seat.level not in LEVELS:
        raise ValueError(f"seat {i + 1} has an unknown colour, kind or level")
    if seat.device is not None and not isinstance(seat.device, str):
        raise ValueError(f"seat {i + 1} has a device that is not a name")
    return seat
