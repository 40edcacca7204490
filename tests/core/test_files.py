"""Every file the table reads is checked: odd files are refused (unopened when they are no regular file, unread
when too big), set aside and named in one line; good files are never touched; a failing disk is said once."""

from __future__ import annotations

import gc
import json
import os
import time
from pathlib import Path

import msgspec
import pytest

from game.core import storage
from game.core.i18n import I18n
from game.core.match import Match, Seat
from game.core.sanitize import clean_text
from game.core.saves import GameRecord, SaveStore
from game.core.settings import Settings, SettingsStore
from game.core.storage import FileProblem, atomic_write_json, read_limited
from game.screens.menu import MenuScene
from tests.apphelp import frames, write_resume_slot

needs_fifo = pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs or symlinks here")
MATCH = Match("mapello", (Seat("fox", 0), Seat("owl", 1))).to_json()


def _slot(tmp_path: Path, game: str = "mapello") -> Path:
    path = tmp_path / "resume" / f"{game}.json"
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


@needs_fifo
@pytest.mark.parametrize("odd", ["fifo", "loop", "dangling", "devzero", "folder"])
def test_a_file_that_is_no_regular_file_is_refused_without_being_opened(
    tmp_path: Path, odd: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = _slot(tmp_path)
    {
        "fifo": lambda: os.mkfifo(path),
        "loop": lambda: path.symlink_to(path),
        "dangling": lambda: path.symlink_to(tmp_path / "gone"),
        "devzero": lambda: path.symlink_to("/dev/zero"),
        "folder": lambda: path.mkdir(),
    }[odd]()
    opened: list[str] = []
    real_open = os.open
    monkeypatch.setattr(storage.os, "open", lambda p, *a, **k: opened.append(str(p)) or real_open(p, *a, **k))
    store = SaveStore(tmp_path)
    assert store.load("mapello") is None
    assert str(path) not in opened
    (problem,) = store.take_problems()
    assert problem.key == "file.set_aside" and problem.reason == "file.why.not_a_file"
    assert "mapello.json" in problem.text(I18n("ja").t) and "\n" not in problem.text(I18n("en").t)


def test_a_huge_file_is_refused_unread(tmp_path: Path) -> None:
    path = _slot(tmp_path)
    with open(path, "wb") as f:
        f.truncate(50 * 1024 * 1024)
    with pytest.raises(FileProblem) as err:
        read_limited(path, 1024)
    assert err.value.reason == "file.why.too_big"


@pytest.mark.parametrize(
    "content",
    [
        b'{"format": 1, "game": "mapello", "match": {"game": "mapello", "seats": "fox"}}',
        b'{"format": 1, "game": "mapello", "match": ' + b"[" * 5000 + b"]" * 5000 + b"}",
        b'{"format": 1, "game": "mapello", "saved_at": 1' + b"0" * 4298 + b"}",
        b'{"format": 1, "game": "mapello", "moves": [1, 2]}',
        b'{"format": 1, "game": "mapello", "match": {"game": "mapello", "seats": [{"name": "a", "colour": [0]}]}}',
    ],
)
def test_odd_saves_are_set_aside(tmp_path: Path, content: bytes) -> None:
    _slot(tmp_path).write_bytes(content)
    store = SaveStore(tmp_path)
    assert store.load("mapello") is None and len(store.take_problems()) == 1
    assert store.resumable() == []


def test_a_good_file_with_a_byte_order_mark_is_read_and_left_as_it_is(tmp_path: Path) -> None:
    path = _slot(tmp_path)
    good = b"\xef\xbb\xbf" + json.dumps({"format": 1, "game": "mapello", "match": MATCH, "moves": ["d3"]}).encode()
    path.write_bytes(good)
    store = SaveStore(tmp_path)
    assert store.load("mapello").record.moves == ("d3",)
    assert path.read_bytes() == good and store.take_problems() == []


def test_names_from_a_save_come_back_cleaned_and_a_lone_surrogate_never_stops_saving(tmp_path: Path) -> None:
    path = _slot(tmp_path)
    match = {**MATCH, "seats": [{"name": "Fo\u0000x\n" + "y" * 500, "colour": 0}, {"name": "owl", "colour": 1}]}
    path.write_text(json.dumps({"format": 1, "game": "mapello", "match": match}), encoding="utf-8")
    store = SaveStore(tmp_path)
    name = store.load("mapello").match.seats[0].name
    assert name.startswith("Fo x y") and len(name) <= 40 and "\u0000" not in name
    atomic_write_json(tmp_path / "x.json", {"name": "a\ud800b"})  # never UnicodeEncodeError
    assert json.loads((tmp_path / "x.json").read_text(encoding="utf-8"))["name"].startswith("a")
    assert clean_text("a\ud800\u202eb\x07") == "a\ufffd b"


def test_a_failing_disk_is_said_once_and_play_goes_on(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    store = SaveStore(tmp_path)

    def refuse(*_a: object, **_k: object) -> None:
        raise PermissionError("read-only")

    monkeypatch.setattr("game.core.saves.atomic_write_text", refuse)
    for _ in range(3):
        store.autosave(Match.from_json(MATCH), GameRecord())
        store.write_doc("records", "x", {})
    assert [p.key for p in store.take_problems()] == ["file.no_saving"]


def test_the_resume_folder_being_a_file_or_unreadable_never_crashes(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (tmp_path / "resume").write_text("not a folder")
    store = SaveStore(tmp_path)
    assert store.resumable() == [] and store.load("mapello") is None
    store.autosave(Match.from_json(MATCH), GameRecord())
    store.clear("mapello")
    assert [p.key for p in store.take_problems()] == ["file.no_saving"]

    real = os.lstat

    def unreadable(path: object, *a: object, **k: object) -> os.stat_result:
        if "config" in str(path):
            raise PermissionError("no entry")
        return real(path, *a, **k)  # type: ignore[arg-type]

    monkeypatch.setattr(storage.os, "lstat", unreadable)
    settings = SettingsStore(tmp_path / "config")
    assert settings.settings == Settings() and settings.take_problem() is not None


def test_the_settings_line_is_said_once(app) -> None:
    (app_home := Path(app.ctx.settings.path.parent)).mkdir(parents=True, exist_ok=True)
    (app_home / "settings.json").write_text('{"format": 1, "volume": "loud", "language": "ja"}', encoding="utf-8")
    store = SettingsStore(app_home)
    assert store.settings.language == "ja"  # the good value kept
    assert store.take_problem() is not None
    store.update(volume=0.5)
    assert store.take_problem() is None  # the first change does not bring the line back
    assert json.loads((app_home / "settings.json").read_text())["volume"] == 0.5


def test_stale_temp_files_are_cleaned_and_the_folder_is_synced(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    stale, fresh = tmp_path / ".settings.json.abc.tmp", tmp_path / ".settings.json.def.tmp"
    stale.write_text("{")
    fresh.write_text("{")
    old = time.time() - 3600
    os.utime(stale, (old, old))
    SettingsStore(tmp_path)
    assert not stale.exists() and fresh.exists()  # a fresh one may be another write under way
    (tmp_path / "records").mkdir()
    left = tmp_path / "records" / ".kletterfrosch.json.xyz.tmp"
    left.write_text("{")
    os.utime(left, (old, old))
    SaveStore(tmp_path)
    assert not left.exists()
    synced: list[Path] = []
    monkeypatch.setattr(storage, "_fsync_folder", synced.append)
    atomic_write_json(tmp_path / "a" / "b.json", {})
    assert synced == [tmp_path / "a"]


@pytest.mark.parametrize(
    "extra",
    [{"a_seat": 5}, {"index": "two"}, {"ai_seed": "x"}, {"games": [7]}, {"index": 1e999}, {"board": "nonsense"}],
)
def test_a_save_with_bad_values_is_set_aside_before_its_scene_is_built(app, extra) -> None:
    record = {
        "match": Match("mapello", (Seat("fox", 0), Seat("owl", 1)), {"mode": "series3"}).to_json(),
        "moves": [],
        "extra": extra,
    }
    write_resume_slot(app, "mapello", record)
    menu = MenuScene(app.ctx)
    app.push(menu)
    frames(app, 1)
    assert menu.continue_button.enabled
    for _ in range(2):  # and Continue again: nothing left to crash on
        menu.continue_last()
        frames(app, 2)
        assert app.ctx.scenes.top is menu
    assert not menu.continue_button.enabled
    assert app.ctx.toasts[-1].text.startswith("mapello.json could not be used (it ")


def test_a_players_board_that_cannot_be_read_is_listed_with_its_reason(app) -> None:
    from game.screens.mapello.board import board_choices

    folder = app.ctx.saves.user_dir("mapello_boards")
    folder.mkdir(parents=True)
    (folder / "big.map").write_text("# name: " + "x" * 1_000_000 + "\n")
    (folder / "bad.map").write_text("nonsense\n")
    labels = dict(board_choices(app.ctx))
    assert labels["user:big"] == "big (cannot be read: it is far too big)"
    assert labels["user:bad"] == "bad (cannot be read: it is damaged)"


@pytest.mark.parametrize(
    ("text", "deep"),
    [
        (b'{"a": [[1, 2], {"b": [3]}]}', False),
        (b'{"a": ' + b"[" * 33 + b"]" * 33 + b"}", True),
        (b'{"name": "' + b"[" * 40 + b'"}', False),  # brackets in a string are text
        (b'{"name": "\\"]]]]]]]]", "a": ' + b"[" * 40 + b"]" * 40 + b"}", True),  # nor do they hide real ones
        ("[[tile]]\ncells = [[1, 2], [3]]  # [[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[[\n", False),
        ("a = '" + "[" * 40 + '\'\nb = """\n' + "{" * 40 + '\n"""\n', False),
        ("a = [ '''x'''' , " + "[" * 40 + "]" * 40 + " , 'y' ]\n", True),  # a multi-line string's extra quotes
    ],
)
def test_nesting_past_the_limit_is_found_before_any_parser_recurses(text: str | bytes, deep: bool) -> None:
    assert storage.too_deep(text) is deep


def test_a_deeply_nested_file_is_refused_unparsed_and_parsers_never_meet_a_collection(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    # A collection deep in a parser's recursion runs pymunk's finalizers with no stack left and kills the
    # interpreter (the long fuzz run met it once in a few thousand files): parsers run shallow, collector paused.
    seen: list[bool] = []
    decode = msgspec.json.decode

    def spy(*args: object, **kwargs: object) -> object:
        seen.append(gc.isenabled())
        return decode(*args, **kwargs)

    monkeypatch.setattr(storage.msgspec.json, "decode", spy)
    with pytest.raises(FileProblem, match="nested more than"):
        storage.decode_json(b'{"format": 1, "a": ' + b"[" * 5000 + b"]" * 5000 + b"}", "deep.json")
    assert seen == []  # refused before msgspec saw it
    assert storage.decode_json(b'{"format": 1, "a": [[1]]}', "fine.json") == {"format": 1, "a": [[1]]}
    assert seen and not any(seen) and gc.isenabled()
