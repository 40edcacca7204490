"""The editor's shelf of boards: Load cycles through the player's saved boards, then the level boards; Save writes
an M14 file under a two-word name, numbered rather than overwriting one of the same name."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from game.core.saves import safe_name
from game.rules import mapello
from game.screens.mapello import board as pics
from game.screens.mapello.board import USER_KIND

if TYPE_CHECKING:
    from game.core.context import Context
    from game.screens.mapello.board import BoardEntry


def shelf(ctx: Context) -> list[BoardEntry]:
    """What Load cycles through: the player's boards (unreadable ones too, to say why), then the levels."""
    return pics.user_boards(ctx) + pics.level_boards()


def save_board(ctx: Context, board: mapello.Board, name: str, name_ja: str) -> tuple[mapello.Board, Path]:
    """Save `board` under `name` (ASCII, so boards travel; numbered when taken); the named board and its file.
    Raises OSError when it cannot be written."""
    taken = {p.stem for p in ctx.saves.list_files(USER_KIND, ".map")}
    base, base_ja, n = name, name_ja, 1
    while safe_name(name) in taken:
        n += 1
        name, name_ja = f"{base} {n}", f"{base_ja} {n}"
    named = mapello.Board(
        board.walls, board.bonuses, board.jokers, board.black, board.white, name, name_ja, board.note, board.note_ja
    )
    return named, ctx.saves.write_text(USER_KIND, name, mapello.format_map(named), ".map")
