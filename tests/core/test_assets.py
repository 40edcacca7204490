"""The asset loader, the audio player and the asset generator's determinism."""

from __future__ import annotations

import importlib.util
import logging
import wave
from collections.abc import Iterator
from pathlib import Path
from types import ModuleType

import pygame
import pytest

import game
from game.core.assets import AssetMissing, Assets
from game.core.audio import Audio
from game.core.i18n import help_pages
from game.rules import GAME_NAMES
from game.ui.paint import HELP_SIZE, TILE_SIZE, Painter

KANA = "".join(chr(c) for c in range(0x3041, 0x3097)) + "".join(chr(c) for c in range(0x30A1, 0x30FD))


def load_make_assets() -> ModuleType:
    """tools/ is not a package: load the generator straight from its file."""
    path = game.ROOT / "tools" / "make_assets.py"
    spec = importlib.util.spec_from_file_location("make_assets_under_test", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


# What to check comes from the recipes (the shared ones and each game's tools/assets/<name>.py), not from a list here.
MAKE_ASSETS = load_make_assets()
HELP_PICTURES = [name for name in MAKE_ASSETS.images() if name.startswith("help_")]
SOUNDS = list(MAKE_ASSETS.sounds())


@pytest.fixture(scope="module")
def make_assets() -> ModuleType:
    return MAKE_ASSETS


@pytest.fixture()
def assets() -> Iterator[Assets]:
    pygame.font.init()
    yield Assets()


@pytest.fixture()
def mixer() -> Iterator[None]:
    try:
        pygame.mixer.init()
    except pygame.error as exc:  # pragma: no cover - depends on the SDL build
        pytest.skip(f"no dummy audio driver: {exc}")
    yield
    pygame.mixer.quit()


@pytest.mark.parametrize("game_name", GAME_NAMES)
def test_serves_each_menu_tile(assets: Assets, game_name: str) -> None:
    image = assets.image(f"tile_{game_name}")
    assert image.get_size() == TILE_SIZE


@pytest.mark.parametrize("game_name", GAME_NAMES)
def test_each_game_has_a_recipe_file_making_its_menu_tile(make_assets: ModuleType, game_name: str) -> None:
    recipe = make_assets.load_recipes()[game_name]
    assert recipe.__file__ == str(game.ROOT / "tools" / "assets" / f"{game_name}.py")
    assert recipe.IMAGES[f"tile_{game_name}"][1] == TILE_SIZE
    for name, (_draw, size) in recipe.IMAGES.items():
        assert name == f"tile_{game_name}" or (name.startswith("help_") and size == HELP_SIZE), name


@pytest.mark.parametrize("game_name", GAME_NAMES)
def test_a_games_help_pages_show_pictures_its_own_recipe_makes(make_assets: ModuleType, game_name: str) -> None:
    made = make_assets.load_recipes()[game_name].IMAGES
    for language in ("en", "ja"):
        for page in help_pages(game_name, language):
            picture = page.get("picture")
            assert not picture or picture in made, (language, picture)


def test_a_name_made_twice_is_refused(make_assets: ModuleType, monkeypatch: pytest.MonkeyPatch) -> None:
    first = next(iter(make_assets.load_recipes()))
    monkeypatch.setattr(make_assets, "SHARED_IMAGES", {f"tile_{first}": make_assets.SHARED_IMAGES["icon"]})
    with pytest.raises(SystemExit, match=f"tile_{first}"):
        make_assets.images()


@pytest.mark.parametrize("name", HELP_PICTURES)
def test_serves_each_help_picture(assets: Assets, name: str) -> None:
    assert assets.image(name).get_size() == HELP_SIZE


def test_help_pictures_are_cards_with_see_through_corners(assets: Assets) -> None:
    # the page's dark panel shows at the rounded corners; the middle is a soft opaque card
    for name in HELP_PICTURES:
        image = assets.image(name)
        w, h = image.get_size()
        assert image.get_at((0, 0)).a == 0 and image.get_at((w - 1, h - 1)).a == 0, name
        assert image.get_at((w // 2, 6)).a == 255, name


def test_committed_help_pictures_match_the_generator(make_assets: ModuleType) -> None:
    for name in HELP_PICTURES:
        draw, size = make_assets.images()[name]
        assert size == HELP_SIZE
        painter = Painter(size)
        draw(painter)
        drawn = pygame.image.tobytes(painter.result(), "RGBA")
        committed = pygame.image.tobytes(pygame.image.load(str(game.ASSETS_DIR / "images" / f"{name}.png")), "RGBA")
        assert drawn == committed, f"re-run tools/make_assets.py --images-only --image {name}"


def test_serves_icon(assets: Assets) -> None:
    assert assets.image("icon").get_size() == (64, 64)


def test_image_converted_when_display_exists(assets: Assets) -> None:
    pygame.display.init()
    try:
        pygame.display.set_mode((32, 32))
        image = Assets().image("icon")
        assert image.get_flags() & pygame.SRCALPHA
        assert image.get_bitsize() == pygame.display.get_surface().get_bitsize()
    finally:
        pygame.display.quit()


@pytest.mark.parametrize("name", SOUNDS)
def test_serves_each_sound(assets: Assets, mixer: None, name: str) -> None:
    sound = assets.sound(name)
    assert sound is not None
    assert 0.05 <= sound.get_length() <= 1.5


def test_sound_is_none_without_mixer(assets: Assets) -> None:
    pygame.mixer.quit()
    assert assets.sound("select") is None


@pytest.mark.parametrize("name", SOUNDS)
def test_sound_files_are_44k_16bit_mono_and_short(name: str) -> None:
    with wave.open(str(game.ASSETS_DIR / "sounds" / f"{name}.wav")) as w:
        assert (w.getframerate(), w.getsampwidth(), w.getnchannels()) == (44100, 2, 1)
        assert 0.05 <= w.getnframes() / 44100 <= 1.5


def test_serves_fonts_regular_and_bold(assets: Assets) -> None:
    regular, bold = assets.font(24), assets.font(24, bold=True)
    assert regular is not bold
    assert regular.get_height() > 20 and bold.get_height() > 20


def test_same_object_twice(assets: Assets, mixer: None) -> None:
    assert assets.image("icon") is assets.image("icon")
    assert assets.sound("place") is assets.sound("place")
    assert assets.font(30) is assets.font(30)
    assert assets.font(30) is not assets.font(31)


@pytest.mark.parametrize(
    ("kind", "name", "relative"),
    [
        ("image", "tile_chess", Path("images/tile_chess.png")),
        ("sound", "kazoo", Path("sounds/kazoo.wav")),
    ],
)
def test_missing_asset_names_itself_and_path(tmp_path: Path, kind: str, name: str, relative: Path) -> None:
    loader = Assets(tmp_path)
    with pytest.raises(AssetMissing) as info:
        getattr(loader, kind)(name)
    assert isinstance(info.value, FileNotFoundError)
    message = str(info.value)
    assert repr(name) in message
    assert str(tmp_path / relative) in message


def test_missing_font_names_its_path(tmp_path: Path) -> None:
    pygame.font.init()
    with pytest.raises(AssetMissing, match=r"KotatsuSansJP-Bold\.otf"):
        Assets(tmp_path).font(20, bold=True)


def test_text_cache_returns_same_surface(assets: Assets) -> None:
    first = assets.text("Hello こんにちは", 28, (20, 30, 40))
    assert assets.text("Hello こんにちは", 28, (20, 30, 40)) is first
    assert assets.text("Hello こんにちは", 28, (200, 30, 40)) is not first
    assert assets.text("Hello こんにちは", 28, (20, 30, 40), bold=True) is not first
    assert first.get_width() > 100 and first.get_height() >= 28


def test_text_cache_is_lru_bounded() -> None:
    pygame.font.init()
    loader = Assets(text_cache_size=3)
    kept = loader.text("a", 20, (0, 0, 0))
    loader.text("b", 20, (0, 0, 0))
    loader.text("c", 20, (0, 0, 0))
    assert loader.text("a", 20, (0, 0, 0)) is kept  # touching "a" makes "b" the oldest
    loader.text("d", 20, (0, 0, 0))
    assert loader.text_cache_len() == 3
    assert loader.text("a", 20, (0, 0, 0)) is kept
    assert loader.text_cache_len() == 3


@pytest.mark.parametrize("bold", [False, True])
def test_japanese_kana_has_every_glyph(assets: Assets, bold: bool) -> None:
    assert assets.missing_glyphs(KANA + "ー・「」、。！？ＡＢＣ★☆♪←→", bold=bold) == []
    assert assets.text("ひらがな カタカナ", 32, (0, 0, 0), bold=bold).get_width() > 150


def test_missing_glyphs_reports_each_unknown_character_once(assets: Assets) -> None:
    assert assets.missing_glyphs("ok 😀 😀\n") == ["😀"]


def test_audio_play_never_raises_without_mixer(assets: Assets, caplog: pytest.LogCaptureFixture) -> None:
    pygame.mixer.quit()
    audio = Audio(assets, volume=0.8)
    with caplog.at_level(logging.WARNING, logger="game.core.audio"):
        for _ in range(3):
            audio.play("select")
            audio.play("no_such_sound")
    assert len(caplog.records) == 1  # logged once, not once per call


def test_audio_play_missing_sound_is_silent(assets: Assets, mixer: None, caplog: pytest.LogCaptureFixture) -> None:
    audio = Audio(assets, volume=0.5)
    with caplog.at_level(logging.WARNING, logger="game.core.audio"):
        audio.play("select")
        audio.play("no_such_sound")
        audio.play("no_such_sound")
    assert len(caplog.records) == 1 and "no_such_sound" in caplog.records[0].getMessage()


def test_audio_volume_is_clamped_and_can_be_disabled(assets: Assets, mixer: None) -> None:
    audio = Audio(assets, volume=3.0)
    assert audio.volume == 1.0
    audio.set_volume(-1)
    assert audio.volume == 0.0
    audio.set_volume(0.25)
    assert audio.volume == 0.25
    audio.enabled = False
    audio.play("win")  # disabled: nothing, and no error
    assert audio.enabled is False


def test_sound_synthesis_is_deterministic(make_assets: ModuleType) -> None:
    # splash uses the most noise, so it is the one a stray unseeded random would change
    assert make_assets.synth("splash") == make_assets.synth("splash")


def test_committed_sounds_match_the_generator(make_assets: ModuleType) -> None:
    for name in SOUNDS:
        with wave.open(str(game.ASSETS_DIR / "sounds" / f"{name}.wav")) as w:
            committed = w.readframes(w.getnframes())
        assert make_assets.synth(name).tobytes() == committed, f"re-run tools/make_assets.py --sounds-only ({name})"


def test_font_glyph_set_takes_text_from_scanned_folders(make_assets: ModuleType, tmp_path: Path) -> None:
    (tmp_path / "deep").mkdir()
    (tmp_path / "deep" / "ja.json").write_text('{"title": "蛙の城"}', encoding="utf-8")
    points = make_assets.font_codepoints([tmp_path])
    assert {ord("蛙"), ord("城"), ord("の"), ord("ー"), ord("Ａ"), ord("★")} <= points
