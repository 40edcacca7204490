"""Mapello's own files for tools/fuzz_files.py: a player's board in the boards folder, read where boards are
chosen (the setup screen's list and preview); its good save is a series game on a board with jokers."""

from __future__ import annotations

from pathlib import Path

from tools.fuzz_files import FileKind, Table
from tools.toolkit import ROOT

SAVE_OPTIONS = {"mode": "series3", "board": "level:05_twin_jokers"}
SAVE_EXTRA = {"index": 1, "games": [[40, 20]]}


def _path(table: Table) -> Path:
    from game.screens.mapello.board import USER_KIND

    return table.ctx.saves.user_dir(USER_KIND) / "my_board.map"


def _good(table: Table) -> bytes:
    from game.rules import mapello

    return mapello.format_map(mapello.load_board_file(ROOT / "levels" / "mapello" / "09_bait.map")).encode()


def _read(table: Table, path: Path) -> str:
    import pygame

    from game.screens.mapello.board import board_choices, setup_preview, user_boards

    ctx = table.ctx
    entries = user_boards(ctx)
    surface = pygame.Surface((600, 300))
    for value, label in board_choices(ctx):
        ctx.assets.text(label or "-", 20, (255, 255, 255))
        if value.startswith("user:"):
            setup_preview(ctx, {"board": value}, surface, surface.get_rect())
    return "set aside" if not entries or any(e.problem for e in entries) else "accepted"


def kinds(table: Table) -> list[FileKind]:
    return [FileKind("board", _path, _good, _read, flavour="text")]
