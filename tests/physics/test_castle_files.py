"""K2: castle level files validate on load; a bad file gets an error naming file, line and field."""

from __future__ import annotations

from pathlib import Path

import pytest

from game.physics.castle import CASTLE_DIR, WINDOW_COUNT, castle_paths, load_castle, load_castles

GOOD = CASTLE_DIR / "castle_1.toml"


def test_K2_every_castle_file_validates() -> None:
    paths = castle_paths()
    assert len(paths) >= 4
    for path in paths:
        castle = load_castle(path)
        assert len(castle.windows) == WINDOW_COUNT
        assert [w.id for w in castle.windows] == list(range(WINDOW_COUNT))
        assert castle.name and castle.name_ja and castle.timer_seconds > 0
        assert castle.clip_left[0] < castle.throne[0] < castle.clip_right[0]


def test_K2_easier_castles_patch_more_holes() -> None:
    castles, errors = load_castles()
    assert errors == []
    open_holes = [len(c.open_holes) for c in castles]
    patched_share = [len(c.patched) / max(1, len(c.holes)) for c in castles]
    assert open_holes == sorted(open_holes) and open_holes[0] < open_holes[-1]
    assert patched_share[0] > 0.5 and patched_share[-1] == 0.0  # gentle: most holes patched; hard: none


def _broken(tmp_path: Path, old: str, new: str, name: str = "castle_9.toml") -> Path:
    text = GOOD.read_text(encoding="utf-8")
    assert old in text
    path = tmp_path / name
    path.write_text(text.replace(old, new, 1), encoding="utf-8")
    return path


def test_K2_bad_window_rect_names_file_line_table_and_field(tmp_path: Path) -> None:
    path = _broken(tmp_path, "rect = [740, 110, 110, 100]", "rect = [740, 110, 110]", "castle_2.toml")
    with pytest.raises(ValueError) as err:
        load_castle(path)
    msg = str(err.value)
    line = 1 + path.read_text(encoding="utf-8").splitlines().index("rect = [740, 110, 110]")
    assert msg.startswith(f"castle_2.toml line {line}: ")
    assert "[[windows]] #3 field 'rect': expected 4 numbers" in msg


@pytest.mark.parametrize(
    "old,new,expected",
    [
        ('name_ja = "おにわの おしろ"\n', "", "missing field 'name_ja'"),
        ("reel_speed = 210", "reel_speed = -1", "[rope] field 'reel_speed': must be > 0"),
        ("max_length = 1150", "max_length = 30", "[rope] field 'max_length'"),
        ('hole = "attic"', 'hole = "nowhere"', "[[patches]] #4 field 'hole': no hole with id 'nowhere'"),
        ("id = 9\n", "id = 8\n", "[[windows]] #10 field 'id': duplicate window id 8"),
        ("rect = [1030, 450, 110, 100]", "rect = [1030, 450, 400, 100]", "[[windows]] #10 field 'rect'"),
        ("rect = [1030, 450, 110, 100]", "rect = [500, 460, 110, 100]", "overlaps window 8"),
        (
            "circle = [640, 220, 24]",
            "circle = [640, 220, 24]\nrect = [1, 2, 3, 4]",
            "exactly one of 'rect' or 'circle'",
        ),
        ("size = [1280, 720]", "size = [1280, 720", "not valid TOML"),
        ("[throne]\nposition = [640, 630]", "[throne]\nposition = [640, 710]", "[throne] field 'position'"),
    ],
)
def test_K2_broken_castle_file_gives_a_clear_error(tmp_path: Path, old: str, new: str, expected: str) -> None:
    path = _broken(tmp_path, old, new)
    with pytest.raises(ValueError, match=r"^castle_9\.toml") as err:
        load_castle(path)
    assert expected in str(err.value)


def test_K2_a_bad_file_is_skipped_and_reported(tmp_path: Path) -> None:
    (tmp_path / "castle_1.toml").write_text(GOOD.read_text(encoding="utf-8"), encoding="utf-8")
    _broken(tmp_path, "floor_y = 700", "floor_y = 9000", "castle_2.toml")
    castles, errors = load_castles(tmp_path)
    assert [c.source for c in castles] == ["castle_1.toml"]
    assert len(errors) == 1 and errors[0].startswith("castle_2.toml line") and "'floor_y'" in errors[0]
