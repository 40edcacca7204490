"""Files, round 2 (issue 26): what a newer table (or a hand) added to a file is kept and written back, never costing
the tables this version can read; a folder that cannot be used is said in one line, once per session; a hidden
board is listed; a killed writer's temp file goes at the next start."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

from game.core import storage
from game.core.i18n import I18n
from game.core.match import Match, Seat
from game.core.saves import SaveStore
from game.core.settings import Settings, SettingsStore
from tests.apphelp import frames

UNKNOWN = {"note": "added by hand", "big": 1e300, "deep": [[{"x": "名前"}]]}


def _records_kinds() -> list[tuple[str, Any, dict[str, Any]]]:
    from game.screens.farmini.records import RECORDS as FARMINI
    from game.screens.kletterfrosch.files import RECORDS as FROSCH
    from game.screens.setup import MEMORY
    from game.screens.thirtysix.puzzle import PuzzleRecords

    memory = {"by_mode": {"": Match("dama", (Seat("fox", 0), Seat("owl", 1))).to_json()}, "last": ""}
    return [
        ("farmini", FARMINI, {"solo@seed": [{"score": 23, "date": "2026-11-24"}, {"score": 11, "date": ""}]}),
        ("kletterfrosch", FROSCH, {"solo@castle_1": [{"score": 7, "date": "2026-11-24", "players": ["fox"]}]}),
        ("thirtysix_puzzle", PuzzleRecords, {"best": [61.5, 95.0]}),
        ("last_setups", MEMORY, {"dama": memory}),
    ]


@pytest.mark.parametrize("kind", range(4), ids=["farmini", "kletterfrosch", "thirtysix", "setup"])
def test_an_unknown_top_level_entry_keeps_every_valid_table_and_is_written_back(tmp_path: Path, kind: int) -> None:
    name, schema, good = _records_kinds()[kind]
    folder = tmp_path / "records"
    folder.mkdir()
    original = {"format": 1, **good, "zz_unknown": UNKNOWN, "zz_number": "@"}
    (folder / f"{name}.json").write_text(
        json.dumps(original, ensure_ascii=False).replace('"@"', "1e400"), encoding="utf-8"
    )  # a number no float holds: kept as its text
    store = SaveStore(tmp_path)
    doc = store.read_doc("records", name, schema)
    # every valid table (the setup's memory takes any object for a game this version does not have)
    assert {k: doc[k] for k in good} == good and set(doc) - set(good) <= {"zz_unknown"}
    assert store.take_problems() == [] and os.listdir(folder) == [f"{name}.json"]  # nothing set aside, said
    store.write_doc("records", name, {**doc, "added": doc[next(iter(doc))]})  # the table writes its change back
    text = (folder / f"{name}.json").read_text(encoding="utf-8")
    back = json.loads(text)
    assert back["zz_unknown"] == UNKNOWN and '"zz_number": 1e400' in text  # kept as it was
    assert {k: back[k] for k in good} == good and store.take_problems() == []
    again = SaveStore(tmp_path).read_doc("records", name, schema)
    assert {k: again[k] for k in good} == good


def test_farmini_solo_results_keep_the_best_scores_beside_a_newer_table(app) -> None:
    from game.screens.farmini.records import RECORDS_KIND, RECORDS_NAME
    from tests.screens.test_farmini_screen import start

    folder = app.ctx.saves.user_dir(RECORDS_KIND)
    folder.mkdir(parents=True)
    table = [{"score": 23, "date": "2026-11-20"}, {"score": 11, "date": "2026-11-21"}]
    (folder / f"{RECORDS_NAME}.json").write_text(
        json.dumps({"format": 1, "solo@seed": table, "zz_unknown": {"note": "added by hand"}}), encoding="utf-8"
    )
    scene = start(app, 1, seed=3)
    while not scene.turns.is_over:
        scene.play(scene.state.legal_moves()[0])
    frames(app, 40, dt=0.1)
    doc = json.loads((folder / f"{RECORDS_NAME}.json").read_text(encoding="utf-8"))
    assert sorted(r["score"] for r in doc["solo@seed"])[-2:] == sorted([23, 11, scene.state.score(0)])[-2:]
    assert len(doc["solo@seed"]) == 3 and doc["zz_unknown"] == {"note": "added by hand"}
    assert app.ctx.t("farmini.best", score=max(23, scene.state.score(0))) in scene.result_lines()
    assert os.listdir(folder) == [f"{RECORDS_NAME}.json"]


def test_an_unreadable_table_is_kept_until_replaced_then_a_copy_is_put_aside_and_said(tmp_path: Path) -> None:
    from game.screens.farmini.records import RECORDS

    folder = tmp_path / "records"
    folder.mkdir()
    original = json.dumps({"format": 1, "solo@seed": [{"score": "many"}], "solo@published": [{"score": 4}]})
    (folder / "farmini.json").write_text(original, encoding="utf-8")
    store = SaveStore(tmp_path)
    assert store.read_doc("records", "farmini", RECORDS) == {"solo@published": [{"score": 4}]}
    store.write_doc("records", "farmini", {"solo@published": [{"score": 5}]})  # the odd table is not touched
    assert json.loads((folder / "farmini.json").read_text())["solo@seed"] == [{"score": "many"}]
    assert store.take_problems() == []
    store.read_doc("records", "farmini", RECORDS)
    store.write_doc("records", "farmini", {"solo@seed": [{"score": 9}]})  # now it is replaced: a copy first
    (copy,) = [p for p in folder.iterdir() if ".corrupt-" in p.name]
    assert json.loads(copy.read_text())["solo@seed"] == [{"score": "many"}]
    (problem,) = store.take_problems()
    assert problem.key == "file.part_set_aside" and copy.name in problem.text(I18n("ja").t)
    assert json.loads((folder / "farmini.json").read_text())["solo@seed"] == [{"score": 9}]


def test_settings_keep_an_unknown_field(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text(
        json.dumps({"format": 1, "language": "ja", "zz_theme": {"night": True}, "zz_n": 3, "zz_big": "@"}).replace(
            '"@"', "1e400"
        ),
        encoding="utf-8",
    )  # a number no float holds: kept as its text
    store = SettingsStore(tmp_path)
    assert store.settings == Settings(language="ja") and store.take_problem() is None
    store.update(volume=0.25)
    back = json.loads((tmp_path / "settings.json").read_text(encoding="utf-8"))
    assert back["zz_theme"] == {"night": True} and back["zz_n"] == 3 and back["volume"] == 0.25
    assert '"zz_big": 1e400' in (tmp_path / "settings.json").read_text(encoding="utf-8")
    assert os.listdir(tmp_path) == ["settings.json"]


def test_the_setup_memory_keeps_what_it_does_not_know(app) -> None:
    from game.screens.setup import SetupScene
    from game.screens.setup_memory import MEMORY_KIND, MEMORY_NAME
    from game.table.catalog import CATALOG

    folder = app.ctx.saves.user_dir(MEMORY_KIND)
    folder.mkdir(parents=True)
    seats = (Seat("bear", 1), Seat("cat", 2))
    memory = {
        "format": 1,
        "zz_game": {"by_mode": 5},
        "dama": {"by_mode": {"": {**Match("dama", seats).to_json(), "zz_seat_note": 1}}, "last": "", "zz_fav": True},
    }
    (folder / f"{MEMORY_NAME}.json").write_text(json.dumps(memory), encoding="utf-8")
    setup = SetupScene(app.ctx, CATALOG["dama"])
    assert [s.name for s in setup.seats[:2]] == ["bear", "cat"]  # recalled
    setup._remember()
    back = json.loads((folder / f"{MEMORY_NAME}.json").read_text(encoding="utf-8"))
    assert back["zz_game"] == {"by_mode": 5} and back["dama"]["zz_fav"] is True
    assert app.ctx.saves.take_problems() == []


# ---- folders that cannot be used: said in one line, once ----------------------------------------------------------
def _unlistable(monkeypatch: pytest.MonkeyPatch, folder: Path) -> None:
    """`folder` cannot be listed (mode 000 does not stop root, who may run the tests)."""
    real = os.scandir

    def scandir(path: Any = ".") -> Any:
        if Path(path) == folder:
            raise PermissionError(13, "Permission denied", str(path))
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)


@pytest.mark.parametrize("how", ["mode000", "a_file"])
def test_an_unusable_boards_folder_is_said_once(app, monkeypatch: pytest.MonkeyPatch, how: str) -> None:
    from game.screens.mapello.board import USER_KIND, board_choices

    folder = app.ctx.saves.user_dir(USER_KIND)
    if how == "a_file":
        folder.parent.mkdir(parents=True, exist_ok=True)
        folder.write_text("not a folder")
    else:
        folder.mkdir(parents=True)
        (folder / "good.map").write_text("x")
        folder.chmod(0)
        _unlistable(monkeypatch, folder)
    try:
        for _ in range(3):  # three setups opened
            assert not any(v.startswith("user:") for v, _ in board_choices(app.ctx))
            frames(app)
        lines = [t.text for t in app.ctx.toasts]
        (line,) = [t for t in lines if "mapello_boards" in t]
        why = "it is not a folder" if how == "a_file" else "it cannot be opened"
        assert line.startswith("The folder ") and why in line and line.endswith("The table goes on without it.")
        (problem,) = [p for p in app.ctx.saves._said if p.key == "file.folder_unusable"]
        assert "mapello_boards" in problem.text(I18n("ja").t) and "\n" not in problem.text(I18n("ja").t)
    finally:
        if how == "mode000":
            folder.chmod(0o755)


def test_an_unreadable_records_folder_is_said_once_per_session(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real = os.lstat

    def lstat(path: Any, *a: Any, **k: Any) -> os.stat_result:
        if "records" in str(path):
            raise PermissionError(13, "Permission denied", str(path))
        return real(path, *a, **k)

    monkeypatch.setattr(storage.os, "lstat", lstat)
    store = SaveStore(tmp_path)
    said = []
    for _ in range(3):
        assert store.read_doc("records", "farmini") == {}
        said += store.take_problems()
    assert [p.key for p in said] == ["file.kept_aside"]


def test_opening_three_setups_in_a_read_only_folder_says_the_line_once(app, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.screens.setup import SetupScene
    from game.screens.setup_memory import MEMORY_KIND
    from game.table.catalog import CATALOG

    folder = app.ctx.saves.user_dir(MEMORY_KIND)
    folder.mkdir(parents=True)
    (folder / "last_setups.json").write_text("{damaged", encoding="utf-8")
    monkeypatch.setattr(storage.os, "replace", lambda *a: (_ for _ in ()).throw(PermissionError("read-only")))
    for name in ("dama", "jaleo", "mapello"):
        app.ctx.scenes.push(SetupScene(app.ctx, CATALOG[name]))
        frames(app)
        app.ctx.scenes.pop()
    lines = [t.text for t in app.ctx.toasts if "last_setups.json" in t.text]
    assert len(lines) == 1 and "The table goes on without it." in lines[0]


# ---- a hidden board ---------------------------------------------------------------------------------------------
def test_a_hidden_board_is_listed(app) -> None:
    import game
    from game.rules import mapello
    from game.screens.mapello.board import USER_KIND, board_choices, board_text

    folder = app.ctx.saves.user_dir(USER_KIND)
    folder.mkdir(parents=True)
    board = mapello.load_board_file(game.LEVELS_DIR / "mapello" / "09_bait.map")
    (folder / ".hidden.map").write_text(mapello.format_map(board), encoding="utf-8")
    (folder / ".hidden.map.123.abc.tmp").write_text("half")  # a temp file is no board
    labels = dict(board_choices(app.ctx))
    assert labels["user:.hidden"] == board.name
    assert board_text(app.ctx, "user:.hidden") == mapello.format_map(board)
    assert [k for k in labels if k.startswith("user:")] == ["user:.hidden"]


# ---- a killed writer ---------------------------------------------------------------------------------------------
def test_a_killed_writers_temp_file_goes_at_the_next_start_and_a_live_ones_stays(tmp_path: Path) -> None:
    gone = subprocess.run(
        [sys.executable, "-c", "import os; print(os.getpid())"], capture_output=True, text=True, check=True
    )
    dead_pid = int(gone.stdout)
    folder = tmp_path / "resume"
    folder.mkdir()
    dead = folder / f".dama.json.{dead_pid}.abc123_x.tmp"
    live = folder / f".dama.json.{os.getppid()}.abc123_y.tmp"
    dead.write_text("{")
    live.write_text("{")
    SaveStore(tmp_path)
    assert not dead.exists() and live.exists()  # fresh, but its writer is gone / still there
    old = time.time() - 3600
    os.utime(live, (old, old))
    SaveStore(tmp_path)
    assert not live.exists()  # stale: whoever wrote it never finished
    storage.atomic_write_json(folder / "dama.json", {"a": 1})
    assert os.listdir(folder) == ["dama.json"]


def test_tables_past_the_schemas_limit_are_kept_unread_and_written_back(tmp_path: Path) -> None:
    from game.screens.farmini.records import RECORDS  # at most 20 tables

    tables = {f"solo@t{i:02}": [{"score": i, "date": ""}] for i in range(25)}
    data = json.dumps({"format": 1, **tables}).encode()
    good, kept = storage.decode_doc(data, "farmini.json", RECORDS, version=1)
    assert len(good) == 20 and len(kept) == 5 and {**good, **{k: json.loads(v) for k, v in kept.items()}} == tables
    back = json.loads(storage.encode_doc({"format": 1, **good}, kept))
    assert back == {"format": 1, **tables}
    with pytest.raises(storage.FileProblem):  # not an object of entries: the file as a whole cannot be read
        storage.decode_doc(b"[1, 2]", "farmini.json", RECORDS, version=1)


@pytest.mark.parametrize("odd", ["gone", "folder"])
def test_replacing_an_unread_entry_of_a_file_that_changed_since_never_crashes(tmp_path: Path, odd: str) -> None:
    from game.screens.farmini.records import RECORDS

    folder = tmp_path / "records"
    folder.mkdir()
    path = folder / "farmini.json"
    path.write_text(json.dumps({"format": 1, "solo@seed": "odd"}), encoding="utf-8")
    store = SaveStore(tmp_path)
    assert store.read_doc("records", "farmini", RECORDS) == {}
    path.unlink()
    if odd == "folder":
        path.mkdir()  # no ordinary file to copy: the write is skipped, nothing is lost
    store.write_doc("records", "farmini", {"solo@seed": [{"score": 1}]})
    if odd == "gone":
        assert json.loads(path.read_text())["solo@seed"] == [{"score": 1}]
    else:
        assert path.is_dir()
