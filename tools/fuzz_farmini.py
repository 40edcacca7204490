"""Farmini's own file for tools/fuzz_files.py: the solo best scores (F13), read and shown as a solo game ends and
written back with its score."""

from __future__ import annotations

from pathlib import Path

from tools.fuzz_files import FileKind, Table, set_aside_beside


def _path(table: Table) -> Path:
    from game.screens.farmini.records import RECORDS_KIND, RECORDS_NAME

    return table.ctx.saves.user_dir(RECORDS_KIND) / f"{RECORDS_NAME}.json"


def _good(table: Table) -> bytes:
    from game.screens.farmini.records import RECORDS_KIND, RECORDS_NAME

    entry = {"score": 23, "date": "2026-11-24"}
    table.ctx.saves.write_doc(RECORDS_KIND, RECORDS_NAME, {"solo@seed": [entry], "solo@published": [entry]})
    return _path(table).read_bytes()


def _solo(table: Table) -> object:
    from game.core.match import Match, Seat
    from game.screens.farmini.files import FarminiExtra
    from game.table.launcher import start_game

    start_game(table.ctx, Match("farmini", (Seat("fox", 0),), {}), FarminiExtra(deck_seed=3))
    table.app.frame(1 / 60, events=[])
    return table.ctx.scenes.top


def _read(table: Table, path: Path) -> str:
    """What a solo game's end does: read the best scores, keep this one among them, and show the lines."""
    from game.screens.farmini.scene import FarminiScene

    scene = _solo(table)
    assert isinstance(scene, FarminiScene)
    scene.session.records.table()
    aside = set_aside_beside(path)
    scene.session.keep_score()
    for best in scene.session.records.table()[:3]:
        table.ctx.assets.text(table.ctx.t("farmini.best", score=best["score"]), 20, (255, 255, 255))
    table.ctx.scenes.pop_to_root()
    table.ctx.saves.clear("farmini")  # the game just opened leaves no resume slot beside other kinds' files
    return "set aside" if aside else "accepted"


def _good_read(table: Table, path: Path) -> bool:
    from game.screens.farmini.scene import FarminiScene

    scene = _solo(table)
    ok = isinstance(scene, FarminiScene) and bool(scene.session.records.table())
    table.ctx.scenes.pop_to_root()
    table.ctx.saves.clear("farmini")  # the game just opened leaves no resume slot beside other kinds' files
    return ok


def kinds(table: Table) -> list[FileKind]:
    return [FileKind("records_farmini", _path, _good, _read, good_read=_good_read, keeps_unknown=True)]
