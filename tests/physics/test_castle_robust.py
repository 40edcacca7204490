"""A castle file that is odd in any way is refused with a message naming the file, never a crash or a hang."""

from __future__ import annotations

import gc
import os
import tomllib
from pathlib import Path

import pytest

from game.physics import castle as castle_module
from game.physics.castle import CASTLE_DIR, CASTLE_LIMIT, load_castle

GOOD = CASTLE_DIR / "castle_1.toml"


def _write(tmp_path: Path, text: str) -> Path:
    path = tmp_path / "castle_9.toml"
    path.write_text(text, encoding="utf-8")
    return path


@pytest.mark.parametrize(
    "old,new",
    [
        ("reel_speed = 210", "reel_speed = 1" + "0" * 4298),  # a huge integer
        ("reel_speed = 210", "reel_speed = 1" + "0" * 5000),  # beyond Python's integer text limit
        ("reel_speed = 210", "reel_speed = " + "[" * 20000 + "]" * 20000),  # nested deeply
        ("size = [1280, 720]", "size = [1e400, 720]"),  # infinity
        ("size = [1280, 720]", "size = [true, 720]"),
        ('name = "Garden Keep"', 'name = "' + "x" * 5000 + '"'),
        ("[[windows]]\nid = 0", "[[windows]]\nid = 1" + "0" * 30),
    ],
)
def test_odd_values_are_refused_with_the_file_named(tmp_path: Path, old: str, new: str) -> None:
    text = GOOD.read_text(encoding="utf-8")
    assert old in text
    with pytest.raises(ValueError, match=r"^castle_9\.toml"):
        load_castle(_write(tmp_path, text.replace(old, new, 1)))


def test_a_huge_file_is_refused_unread(tmp_path: Path) -> None:
    path = _write(tmp_path, GOOD.read_text(encoding="utf-8") + "#" * CASTLE_LIMIT)
    with pytest.raises(ValueError, match=r"castle_9\.toml.*bytes"):
        load_castle(path)


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs here")
def test_a_fifo_or_a_loop_is_refused_without_waiting(tmp_path: Path) -> None:
    fifo = tmp_path / "castle_8.toml"
    os.mkfifo(fifo)
    with pytest.raises(ValueError, match=r"castle_8\.toml"):
        load_castle(fifo)
    loop = tmp_path / "castle_7.toml"
    loop.symlink_to(loop)
    with pytest.raises(ValueError, match=r"castle_7\.toml"):
        load_castle(loop)


def test_control_characters_in_names_are_cleaned(tmp_path: Path) -> None:
    text = GOOD.read_text(encoding="utf-8").replace('name = "Garden Keep"', 'name = "Garden\\u0000\\nKeep"', 1)
    assert load_castle(_write(tmp_path, text)).name == "Garden Keep"


def test_a_castle_is_parsed_with_the_collector_paused_and_deep_nesting_never_reaches_the_parser(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen: list[bool] = []
    loads = tomllib.loads
    monkeypatch.setattr(castle_module.tomllib, "loads", lambda text: seen.append(gc.isenabled()) or loads(text))
    text = GOOD.read_text(encoding="utf-8")
    with pytest.raises(ValueError, match=r"castle_9\.toml.*nested more than"):
        load_castle(_write(tmp_path, text.replace("reel_speed = 210", "reel_speed = " + "[" * 40 + "]" * 40, 1)))
    assert seen == []
    load_castle(_write(tmp_path, text))
    assert seen == [False] and gc.isenabled()
