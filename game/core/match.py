"""What the setup screen decides: the seats and the game's options (JSON-able, saved with the game)."""

from __future__ import annotations

from dataclasses import asdict, dataclass, field, replace
from typing import Annotated, Any, Literal, Union

import msgspec

from game.core.sanitize import clean_text

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


Option = None | bool | int | float | str  # a setup option's value, as a match file holds it (OptionValue below)


@dataclass(frozen=True)
class Match:
    game: str
    seats: tuple[Seat, ...]
    options: dict[str, Option] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"game": self.game, "seats": [asdict(s) for s in self.seats], "options": dict(self.options)}

    @classmethod
    def from_json(cls, d: Any) -> Match:
        """Rebuild a saved match; anything malformed raises ValueError saying what (a save may be hand-edited).
        Names come back cleaned for the screen (game.core.sanitize)."""
        try:
            f = msgspec.convert(d, MatchFile)
        except msgspec.ValidationError as exc:
            raise ValueError(f"the match is not a good one: {exc}") from exc
        seats = tuple(Seat(clean_text(s.name) or "?", s.colour, s.kind, s.level, s.device) for s in f.seats)
        return cls(f.game, seats, dict(f.options))

    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if not s.is_computer]


# ---- the schema of a match in a file (saves, the setup's memory) ----------------------------------------------
Name = Annotated[str, msgspec.Meta(max_length=1000)]  # cleaned to NAME_LENGTH when read
Key = Annotated[str, msgspec.Meta(max_length=64)]
# A runtime alias msgspec reads: Union takes its Annotated members as they are.
OptionValue = Union[  # noqa: UP007
    None,
    bool,
    Annotated[int, msgspec.Meta(ge=-(1 << 53), le=1 << 53)],
    Annotated[float, msgspec.Meta(ge=-1e15, le=1e15)],
    Annotated[str, msgspec.Meta(max_length=256)],
]


class SeatFile(msgspec.Struct):
    name: Name
    colour: Annotated[int, msgspec.Meta(ge=0, le=63)]
    kind: Literal["human", "computer"] = "human"
    level: Literal["easy", "medium", "hard"] = "medium"
    # One of the input layer's device names (a damaged or hand-edited file's "a\u0000b" is refused, never drawn).
    device: Annotated[str, msgspec.Meta(pattern=r"^(mouse|keyboard|pad[0-9]{1,2})$")] | None = None


class MatchFile(msgspec.Struct):
    game: Key
    seats: Annotated[list[SeatFile], msgspec.Meta(min_length=1, max_length=8)]
    options: Annotated[dict[Key, OptionValue], msgspec.Meta(max_length=32)] = {}
