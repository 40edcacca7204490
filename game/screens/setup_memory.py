"""The setup's memory: the last setup played of each game (and of each of its modes), shown again next time."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Annotated, Any

import msgspec

from game.core.match import Key, Match, MatchFile, Seat
from game.ui import theme

if TYPE_CHECKING:
    from game.core.context import Context
    from game.table.catalog import GameInfo

MEMORY_KIND, MEMORY_NAME = "setup", "last_setups"  # the player's last setup of each game (and mode)
ANIMALS = ("fox", "bear", "cat", "owl", "rabbit", "panda", "tanuki", "duck")


class GameMemory(msgspec.Struct):
    """One game's remembered setups, by mode."""

    by_mode: Annotated[dict[Key, MatchFile], msgspec.Meta(max_length=64)] = {}
    last: Key = ""
    opened: bool = False  # its setup was shown (the first time, the lesson is offered)


# The memory file: game name -> its setups, beside the "format" number.
MEMORY = Annotated[dict[Key, int | GameMemory], msgspec.Meta(max_length=256)]


def read_memory(ctx: Context) -> dict[str, Any]:
    """The whole memory file ({} when there is none or it cannot be read)."""
    doc = ctx.saves.read_doc(MEMORY_KIND, MEMORY_NAME, MEMORY)
    return doc if isinstance(doc, dict) else {}


def last_mode(ctx: Context, info: GameInfo) -> Any:
    """The mode of the last setup played of this game (None when there is none)."""
    entry = read_memory(ctx).get(info.name, {})
    return entry.get("last") if isinstance(entry, dict) else None


def recall(ctx: Context, info: GameInfo, mode: Any, room: int) -> tuple[dict[str, Any], list[Seat]] | None:
    """The options and seats of the last setup played in `mode` ("" for a game without modes), at most `room`
    seats; None when there is none or it no longer fits (a board gone, an unknown animal)."""
    entry = read_memory(ctx).get(info.name, {})
    saved = entry.get("by_mode", {}).get(str(mode)) if isinstance(entry, dict) else None
    if not isinstance(saved, dict):
        return None
    try:
        match = Match.from_json({**saved, "game": info.name})
    except (ValueError, TypeError):
        return None
    known = {o.key for o in info.options}
    options = {k: v for k, v in match.options.items() if k in known}
    seats = [s for s in match.seats if s.name in ANIMALS and s.colour < len(theme.SEAT_COLOURS)]
    if len(seats) != len(match.seats) or not seats:
        return None
    # A game the table watched (no human seat) comes back with the first seat a person: a child pressing Start
    # next time plays instead of watching the computers again.
    watched = not any(s.kind == "human" for s in seats)
    out = []
    for i, seat in enumerate(seats[:room]):
        if seat.is_computer and (not info.computer or (watched and i == 0)):
            seat = seat.with_(kind="human")
        out.append(seat)
    return options, out


def remember(ctx: Context, info: GameInfo, mode: str, match: Match) -> None:
    """Keep `match` as the last setup played of this game in `mode` (every other entry kept as it was)."""

    def keep(entry: dict[str, Any]) -> None:
        entry["by_mode"][mode] = match.to_json()
        entry["last"] = mode

    _update(ctx, info.name, keep)


def first_opening(ctx: Context, game: str) -> bool:
    """Whether `game`'s setup was never shown on this machine (a game played before this was remembered counts as
    opened: its setups are remembered)."""
    entry = read_memory(ctx).get(game)
    return not isinstance(entry, dict) or not (entry.get("opened") or entry.get("by_mode"))


def mark_opened(ctx: Context, game: str) -> None:
    """Remember that `game`'s setup was shown (every other entry kept as it was)."""
    _update(ctx, game, lambda entry: entry.update(opened=True))


def _update(ctx: Context, game: str, change: Callable[[dict[str, Any]], None]) -> None:
    """Read the memory, let `change` edit `game`'s entry (a dict with a `by_mode` dict, made when missing or
    damaged) and write it back, every other entry as it was."""
    memory = read_memory(ctx)
    entry = memory.get(game)
    entry = dict(entry) if isinstance(entry, dict) else {}
    if not isinstance(entry.get("by_mode"), dict):
        entry["by_mode"] = {}
    change(entry)
    memory[game] = entry
    ctx.saves.write_doc(MEMORY_KIND, MEMORY_NAME, memory)
