"""Saves and settings: atomic writes, resume across a restart, corrupt files set aside with one friendly line."""

from __future__ import annotations

import json
import os
from pathlib import Path

import pytest

from game.core.i18n import I18n
from game.core.match import Match, Seat
from game.core.saves import GameRecord, SaveStore, safe_name
from game.core.settings import Settings, SettingsStore
from game.core.storage import JsonFileProblem, atomic_write_json, read_json

SEATS = (Seat("fox", 0), Seat("owl", 1))


def test_atomic_write_replaces_whole_file_and_leaves_no_temp(tmp_path: Path) -> None:
    p = tmp_path / "a" / "x.json"
    atomic_write_json(p, {"n": 1})
    atomic_write_json(p, {"n": 2})
    assert json.loads(p.read_text()) == {"n": 2}
    assert [f.name for f in p.parent.iterdir()] == ["x.json"]


def test_a_crash_during_write_keeps_the_old_file(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    p = tmp_path / "x.json"
    atomic_write_json(p, {"n": 1})

    def boom(*a, **k):
        raise OSError("disk full")

    monkeypatch.setattr(os, "replace", boom)
    with pytest.raises(OSError):
        atomic_write_json(p, {"n": 2})
    assert json.loads(p.read_text()) == {"n": 1}
    assert [f.name for f in tmp_path.iterdir()] == ["x.json"]


def test_autosave_then_resume_after_restart(tmp_path: Path) -> None:
    SaveStore(tmp_path).autosave(Match("mapello", SEATS), GameRecord(("d3",)))
    again = SaveStore(tmp_path)  # a new process
    saved = again.load("mapello")
    assert saved is not None and saved.record.moves == ("d3",) and saved.match == Match("mapello", SEATS)
    assert json.loads((tmp_path / "resume" / "mapello.json").read_text())["format"] == 1
    assert again.resumable() == ["mapello"]
    again.clear("mapello")
    assert again.load("mapello") is None and again.resumable() == []


@pytest.mark.parametrize("content", ["{not json", "[1, 2]", '{"format": 99, "game": "mapello"}', "\xff\xfe"])
def test_corrupt_save_is_set_aside_and_reported_once(tmp_path: Path, content: str) -> None:
    store = SaveStore(tmp_path)
    slot = tmp_path / "resume" / "mapello.json"
    slot.parent.mkdir(parents=True)
    slot.write_bytes(content.encode("latin-1"))
    assert store.load("mapello") is None
    problems = store.take_problems()
    assert len(problems) == 1 and problems[0].key == "file.set_aside"
    line = problems[0].text(I18n("en").t)
    assert "mapello.json" in line and "mapello.json.corrupt-" in line and "\n" not in line
    assert "mapello.json" in problems[0].text(I18n("ja").t)
    assert not slot.exists()
    assert any(p.name.startswith("mapello.json.corrupt-") for p in slot.parent.iterdir())
    assert store.load("mapello") is None and store.take_problems() == []


def test_save_for_another_game_is_ignored(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.autosave(Match("dama", SEATS), GameRecord())
    (tmp_path / "resume" / "dama.json").rename(tmp_path / "resume" / "jaleo.json")
    assert store.load("jaleo") is None and store.take_problems()


def test_set_aside_keeps_the_file(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    store.autosave(Match("dama", SEATS), GameRecord())
    store.set_aside("dama")
    assert store.resumable() == [] and len(list((tmp_path / "resume").iterdir())) == 1


def test_player_files_and_docs(tmp_path: Path) -> None:
    store = SaveStore(tmp_path)
    path = store.write_text("boards", "My board: 1/2", "abc", ".map")
    assert path.name == "My_board_1_2.map" and store.list_files("boards", ".map") == [path]
    store.write_doc("records", "solo", {"best": [3]})
    assert store.read_doc("records", "solo")["best"] == [3]
    (tmp_path / "records" / "solo.json").write_text("{oops")
    assert store.read_doc("records", "solo") == {} and store.take_problems()
    assert safe_name("  ") == "untitled" and safe_name("かえる") == "かえる"


def test_settings_persist_and_bad_values_fall_back(tmp_path: Path) -> None:
    store = SettingsStore(tmp_path)
    assert store.settings == Settings()
    store.update(language="ja", volume=0.3, fullscreen=True)
    assert SettingsStore(tmp_path).settings == Settings(language="ja", volume=0.3, fullscreen=True)
    (tmp_path / "settings.json").write_text(
        json.dumps({"format": 1, "language": "xx", "volume": 7, "reduce_motion": "yes", "fullscreen": True})
    )
    store = SettingsStore(tmp_path)
    assert store.settings == Settings(fullscreen=True)  # the good value kept, the odd ones back to defaults
    assert store.take_problem() is not None and store.take_problem() is None  # said once
    assert not (tmp_path / "settings.json").exists()  # set aside, kept for inspection


def test_corrupt_settings_never_crash(tmp_path: Path) -> None:
    (tmp_path / "settings.json").write_text("{{{")
    store = SettingsStore(tmp_path)
    assert store.settings == Settings() and store.problem and "settings.json" in store.problem.text(I18n("en").t)
    with pytest.raises(JsonFileProblem):
        (tmp_path / "x.json").write_text("[")
        read_json(tmp_path / "x.json")
