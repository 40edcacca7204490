"""36's own file for tools/fuzz_files.py: the bonus puzzle's best times, read when the puzzle opens (and shown),
written back when it is solved."""

from __future__ import annotations

from pathlib import Path

from tools.fuzz_files import FileKind, Table, set_aside_beside


def _path(table: Table) -> Path:
    from game.screens.thirtysix.puzzle import RECORDS_KIND, RECORDS_NAME

    return table.ctx.saves.user_dir(RECORDS_KIND) / f"{RECORDS_NAME}.json"


def _good(table: Table) -> bytes:
    from game.screens.thirtysix.puzzle import RECORDS_KIND, RECORDS_NAME

    table.ctx.saves.write_doc(RECORDS_KIND, RECORDS_NAME, {"best": [61.5, 95.0, 140.2]})
    return _path(table).read_bytes()


def _open_puzzle(table: Table) -> object:
    from game.core.match import Match, Seat
    from game.table.launcher import start_game

    start_game(table.ctx, Match("thirtysix", (Seat("fox", 0),), {"mode": "puzzle"}))
    table.app.frame(1 / 60, events=[])
    return table.ctx.scenes.top


def _read(table: Table, path: Path) -> str:
    """What the puzzle does: read the best times as it opens, draw them, and write them back with a new one."""
    import pygame

    from game.screens.thirtysix.puzzle import RECORDS_KIND, RECORDS_NAME, PuzzleScene

    scene = _open_puzzle(table)
    aside = set_aside_beside(path)
    assert isinstance(scene, PuzzleScene)
    scene.draw(pygame.Surface((1280, 720)))
    table.ctx.saves.write_doc(RECORDS_KIND, RECORDS_NAME, {"best": sorted(scene.records + [30.0])[:5]})
    table.ctx.scenes.pop_to_root()
    table.ctx.saves.clear("thirtysix")  # the game just opened leaves no resume slot beside other kinds' files
    return "set aside" if aside else "accepted"


def _good_read(table: Table, path: Path) -> bool:
    from game.screens.thirtysix.puzzle import PuzzleScene

    scene = _open_puzzle(table)
    ok = isinstance(scene, PuzzleScene) and bool(scene.records)
    table.ctx.scenes.pop_to_root()
    table.ctx.saves.clear("thirtysix")  # the game just opened leaves no resume slot beside other kinds' files
    return ok


def kinds(table: Table) -> list[FileKind]:
    return [FileKind("records_thirtysix", _path, _good, _read, good_read=_good_read, keeps_unknown=True)]
