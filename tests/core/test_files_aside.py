"""Issue 35, "Files, while you are there": a file rewritten while it holds entries this version cannot read puts aside
a byte-exact copy of the file as the player left it (not of the table's own rewrite); and a records entry whose
number is impossible (a table become 10**19) is set aside with one line, as every other bad entry is, never dropped
without a word."""

from __future__ import annotations

import json
from pathlib import Path

from game.core.match import Match, Seat
from game.core.saves import SaveStore
from game.screens.kletterfrosch.files import RECORDS as FROSCH
from game.screens.setup_memory import MEMORY

SEATS = (Seat("fox", 0), Seat("owl", 1))


def memory(game: str) -> dict[str, object]:
    return {"by_mode": {"": Match(game, SEATS).to_json()}, "last": ""}


def asides(folder: Path) -> list[Path]:
    return sorted(p for p in folder.iterdir() if ".corrupt-" in p.name)


def test_the_copy_put_aside_is_the_players_file_even_after_the_table_rewrote_it(tmp_path: Path) -> None:
    folder = tmp_path / "setup"
    folder.mkdir()
    bad = memory("mapello") | {"by_mode": {"": {"game": "mapello", "seats": [{"name": "fox", "colour": 99}]}}}
    player = json.dumps({"format": 1, "dama": memory("dama"), "mapello": bad}, indent=4).encode()
    (folder / "last_setups.json").write_bytes(player)
    saves = SaveStore(tmp_path)
    doc = saves.read_doc("setup", "last_setups", MEMORY)
    assert set(doc) == {"dama"}
    saves.write_doc("setup", "last_setups", {**doc, "jaleo": memory("jaleo")})  # a setup opened: the file rewritten
    assert (folder / "last_setups.json").read_bytes() != player and asides(folder) == []
    doc = saves.read_doc("setup", "last_setups", MEMORY)  # the next setup reads the rewritten file...
    saves.write_doc("setup", "last_setups", {**doc, "mapello": memory("mapello")})  # ...and replaces the bad entry
    [aside] = asides(folder)
    assert aside.read_bytes() == player  # byte for byte what the player left, not the table's rewrite
    assert [p.key for p in saves.take_problems()] == ["file.part_set_aside"]


def test_a_file_the_player_changed_again_is_the_one_put_aside(tmp_path: Path) -> None:
    folder = tmp_path / "setup"
    folder.mkdir()
    path = folder / "last_setups.json"
    path.write_text(json.dumps({"format": 1, "dama": memory("dama"), "mapello": 5}), encoding="utf-8")
    saves = SaveStore(tmp_path)
    saves.write_doc("setup", "last_setups", saves.read_doc("setup", "last_setups", MEMORY))
    edited = json.dumps({"format": 1, "mapello": "by hand", "jaleo": memory("jaleo")}).encode()
    path.write_bytes(edited)  # the player edits it again while the table runs
    doc = saves.read_doc("setup", "last_setups", MEMORY)
    saves.write_doc("setup", "last_setups", {**doc, "mapello": memory("mapello")})
    [aside] = asides(folder)
    assert aside.read_bytes() == edited


def test_a_records_table_become_an_impossible_number_is_said_in_one_line_not_dropped(tmp_path: Path) -> None:
    folder = tmp_path / "records"
    folder.mkdir()
    entry = {"score": 7, "date": "2026-11-24", "players": ["fox"]}
    player = f'{{"format": 1, "solo@castle_1": {10**19}, "coop@castle_1": [{json.dumps(entry)}]}}'.encode()
    (folder / "kletterfrosch.json").write_bytes(player)
    saves = SaveStore(tmp_path)
    doc = saves.read_doc("records", "kletterfrosch", FROSCH)
    assert doc == {"coop@castle_1": [entry]}  # the number is no table: kept aside, not taken as one
    saves.write_doc("records", "kletterfrosch", {**doc, "solo@castle_1": [entry]})  # a solo game ends
    [line] = saves.take_problems()
    assert line.key == "file.part_set_aside" and dict(line.values)["file"] == "kletterfrosch.json"
    [aside] = asides(folder)
    assert aside.read_bytes() == player


def test_a_setup_memory_entry_that_is_a_number_is_said_too(tmp_path: Path) -> None:
    folder = tmp_path / "setup"
    folder.mkdir()
    (folder / "last_setups.json").write_text('{"format": 1, "dama": 7}', encoding="utf-8")
    saves = SaveStore(tmp_path)
    assert saves.read_doc("setup", "last_setups", MEMORY) == {}
    saves.write_doc("setup", "last_setups", {"dama": memory("dama")})
    assert [p.key for p in saves.take_problems()] == ["file.part_set_aside"]
