"""Burg Kletterfrosch's own files for tools/fuzz_files.py: the records file (read and written as a game ends) and
a castle file (loaded, then its world built and stepped)."""

from __future__ import annotations

from pathlib import Path

from tools.fuzz_files import FileKind, Table
from tools.toolkit import ROOT

CASTLES = ROOT / "levels" / "kletterfrosch"


def _records_path(table: Table) -> Path:
    from game.screens.kletterfrosch.records import RECORDS_KIND, RECORDS_NAME

    return table.ctx.saves.user_dir(RECORDS_KIND) / f"{RECORDS_NAME}.json"


def _good_records(table: Table) -> bytes:
    from game.screens.kletterfrosch.records import RECORDS_KIND, RECORDS_NAME

    entry = {"score": 7, "date": "2026-11-24", "castle": "castle_1.toml", "players": ["fox", "owl"]}
    table.ctx.saves.write_doc(RECORDS_KIND, RECORDS_NAME, {"solo@castle_1": [entry], "coop@castle_2": [entry]})
    return _records_path(table).read_bytes()


def _read_records(table: Table, path: Path) -> str:
    """What a game's end does: read the tables, show the lines, add a result and write them back."""
    from game.physics.castle import load_castle
    from game.screens.kletterfrosch.files import RECORDS
    from game.screens.kletterfrosch.records import RECORDS_KIND, RECORDS_NAME, read_records

    ctx = table.ctx
    castle = load_castle(CASTLES / "castle_1.toml")
    doc = ctx.saves.read_doc(RECORDS_KIND, RECORDS_NAME, RECORDS)
    aside = bool(ctx.saves.take_problems())
    for mode in ("solo", "coop", "memory"):
        kept = read_records(doc, mode, castle)
        lines = [
            ctx.t("kletterfrosch.record_line", rank=i, score=r.get("score"), date=r.get("date", ""))
            for i, r in enumerate(kept, 1)
        ]
        ctx.assets.text(" ".join(lines)[:200] or "-", 20, (255, 255, 255))
        kept.append({"score": 1, "date": "2026-01-01", "players": ["fox"]})
        kept.sort(key=lambda r: -r["score"])
        doc[f"{mode}@castle_1"] = kept[:10]
    ctx.saves.write_doc(RECORDS_KIND, RECORDS_NAME, doc)
    return "set aside" if aside else "accepted"


def _good_records_read(table: Table, path: Path) -> bool:
    from game.screens.kletterfrosch.files import RECORDS
    from game.screens.kletterfrosch.records import RECORDS_KIND, RECORDS_NAME

    return bool(table.ctx.saves.read_doc(RECORDS_KIND, RECORDS_NAME, RECORDS))


def _read_castle(table: Table, path: Path) -> str:
    from game.physics.castle import load_castle
    from game.physics.kletterfrosch import World

    try:
        castle = load_castle(path)
    except ValueError:
        return "set aside"
    world = World(castle, seed=1)
    world.reset_to_throne(5.0)
    for _ in range(20):
        world.tick(1.0, -1.0)
    return "accepted"


def kinds(table: Table) -> list[FileKind]:
    return [
        FileKind(
            "records", _records_path, _good_records, _read_records, good_read=_good_records_read, keeps_unknown=True
        ),
        FileKind(
            "castle",
            lambda t: t.home / "castles" / "castle_9.toml",
            lambda t: (CASTLES / "castle_2.toml").read_bytes(),
            _read_castle,
            flavour="toml",
        ),
    ]
