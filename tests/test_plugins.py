"""Every registered game's plug-in (DESIGN.md, "A game plugs in by its own files"): its package loads without
pygame, its scene and named parts exist, its strings and help pages are there in both languages with pictures that
exist, its level files are valid, and its metadata agrees with its rules module."""

from __future__ import annotations

import importlib
import inspect
import json
import logging
import subprocess
import sys
from pathlib import Path

import pytest

import game
from game.core.i18n import I18n, game_strings, help_pages
from game.rules import GAME_NAMES, GAMES
from game.table.catalog import CATALOG, GameInfo, load_game
from game.table.lessons import LESSON_FILE

BUILT = [name for name in GAME_NAMES if not CATALOG[name].planned]
LANGUAGES = ("en", "ja")


def test_every_game_is_either_built_or_planned_never_broken() -> None:
    for name, info in CATALOG.items():
        assert not info.broken, f"{name}: {info.broken}"
        assert info.built or info.planned


def test_a_game_with_rules_has_its_screen() -> None:
    for name in GAMES:
        assert CATALOG[name].built, f"game/rules/{name}.py exists but game/screens/{name}/ does not"


@pytest.mark.parametrize("name", GAME_NAMES)
def test_every_game_has_a_title_and_a_menu_tile(name: str) -> None:
    for language in LANGUAGES:
        assert game_strings(name, language).get(f"{name}.title"), (name, language)
    assert (game.ASSETS_DIR / "images" / f"tile_{name}.png").is_file()


@pytest.mark.parametrize("name", BUILT)
def test_the_package_imports_no_pygame(name: str) -> None:
    code = (
        f"import sys; import game.screens.{name} as p; assert p.GAME.name == {name!r}; "
        "print(sorted(m for m in sys.modules if m.split('.')[0] in ('pygame', 'pymunk')))"
    )
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, cwd=game.ROOT, check=True)
    assert out.stdout.strip() == "[]"


@pytest.mark.parametrize("name", BUILT)
def test_every_named_part_loads(name: str) -> None:
    info = CATALOG[name]
    assert info.scene and callable(info.scene_class())
    for loader in (info.pregame, info.attract, info.preview, info.save_extra):
        if loader:
            assert callable(loader()), loader
    assert info.check_level is None or callable(info.check_level)
    shots = info.screenshots() if info.screenshots else {}
    assert all(callable(f) for f in shots.values())
    assert set(info.readme_shots) <= {f"setup_{name}", f"game_{name}", f"rules_{name}", f"rules_{name}_ja", *shots}
    assert 1 <= info.min_players <= info.default_players <= info.max_players


@pytest.mark.parametrize("name", BUILT)
def test_strings_and_help_pages_in_both_languages(name: str) -> None:
    en, ja = game_strings(name, "en"), game_strings(name, "ja")
    assert set(en) == set(ja)
    for option in CATALOG[name].options:
        assert option.label in en, option.label
        if option.translate and not callable(option.choices):
            assert all(label in en for _value, label in option.choices)
    pages = {language: help_pages(name, language) for language in LANGUAGES}
    assert pages["en"] and len(pages["en"]) == len(pages["ja"])
    for page in pages["en"] + pages["ja"]:
        assert page["title"] and page["body"]
        if page.get("picture"):
            assert (game.ASSETS_DIR / "images" / f"{page['picture']}.png").is_file(), page["picture"]


@pytest.mark.parametrize("name", sorted(GAMES))
def test_every_refusal_code_is_explained_in_both_languages(name: str) -> None:
    codes = GAMES[name].REFUSAL_CODES  # every rules module names its refusals (no default: Mapello once had none)
    assert codes
    for code in codes:
        for language in LANGUAGES:
            assert I18n(language).has(f"{name}.explain.{code}") or I18n(language).has(f"explain.{code}"), code


@pytest.mark.parametrize("name", BUILT)
def test_level_files_are_valid(name: str) -> None:
    info = CATALOG[name]
    # a lesson file is the table's, not one of the game's levels (tests/table/test_lessons.py checks it)
    found = (game.LEVELS_DIR / name).glob(info.levels) if info.levels else ()
    files = sorted(p for p in found if p.name != LESSON_FILE)
    assert bool(files) == bool(info.levels), "a level pattern with no files, or files with no pattern"
    for path in files:
        assert info.check_level is not None and info.check_level(path), path


@pytest.mark.parametrize("name", sorted(GAMES))
def test_metadata_agrees_with_the_rules(name: str) -> None:
    info, rules = CATALOG[name], GAMES[name]
    params = inspect.signature(rules.new_game).parameters
    if "players" in params:
        for n in range(info.min_players, info.max_players + 1):
            state = rules.new_game(players=n)
            assert state.to_move is not None and state.legal_moves()
    else:
        assert info.min_players == info.max_players == 2, "rules without `players` are for two"
    for option in info.options:
        if option.rules:
            assert option.key in params, option.key
            for value, _label in option.choices_for(None):
                assert rules.new_game(**{option.key: value}).legal_moves()


def test_a_broken_game_is_loud_not_coming_soon(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture
) -> None:
    package = tmp_path / "game" / "screens" / "brokengame"
    package.mkdir(parents=True)
    (package / "__init__.py").write_text("import no_such_module_anywhere\n", encoding="utf-8")
    import game.screens as screens

    monkeypatch.setattr(screens, "__path__", [*screens.__path__, str(tmp_path / "game" / "screens")])
    with caplog.at_level(logging.ERROR, logger="game.table.catalog"):
        info = load_game("brokengame")
    assert info.broken and not info.built and not info.planned
    assert "no_such_module_anywhere" in caplog.text
    assert load_game("no_such_game_yet").planned


def test_json_files_of_every_game_are_well_formed() -> None:
    for folder in (game.ROOT / "game" / "locales").iterdir():
        for path in folder.glob("*.json") if folder.is_dir() else ():
            json.loads(path.read_text(encoding="utf-8"))


def test_game_info_of_a_planned_game_is_inert() -> None:
    info = GameInfo("someday", 2, 2, 2)
    assert info.planned and not info.built and info.title_key == "someday.title"
    assert importlib.util.find_spec("game.screens.someday") is None
