"""English and Japanese: every key in both, every Japanese string drawable with the bundled font."""

from __future__ import annotations

import re

import pytest

from game.core.assets import Assets
from game.core.i18n import I18n, game_folders, game_strings, help_pages, strings, texts_of

FIELD = re.compile(r"{(\w+)}")


def test_every_key_exists_in_both_languages() -> None:
    assert set(strings("en")) == set(strings("ja"))


def test_placeholders_match_between_languages() -> None:
    def fields(key: str, language: str) -> set[str]:
        return {name for text in texts_of(strings(language)[key]) for name in FIELD.findall(text)}

    for key in strings("en"):
        assert fields(key, "en") == fields(key, "ja"), key


def test_help_pages_match_page_for_page() -> None:
    for game in (folder.name for folder in game_folders()):
        en, ja = help_pages(game, "en"), help_pages(game, "ja")
        assert len(en) == len(ja), game
        for a, b in zip(en, ja):
            assert a.get("picture") == b.get("picture") and a["title"] and b["body"]


def test_a_game_folder_holds_only_its_own_keys() -> None:
    for folder in game_folders():
        for language in ("en", "ja"):
            assert all(key.startswith(folder.name + ".") for key in game_strings(folder.name, language)), folder


def test_missing_key_falls_back_to_english_then_key() -> None:
    i = I18n("ja")
    assert i.t("no.such.key") == "no.such.key"
    assert I18n("xx").language == "en"
    assert i.t("result.wins", player="A") == "Aのかち！"


@pytest.fixture(scope="module")
def assets() -> Assets:
    import pygame

    pygame.font.init()
    return Assets()


@pytest.mark.parametrize("bold", [False, True])
def test_every_japanese_string_renders_with_no_missing_glyph(assets: Assets, bold: bool) -> None:
    texts = [text for value in strings("ja").values() for text in texts_of(value)]
    for folder in game_folders():
        pages = help_pages(folder.name, "ja")
        texts += [p["title"] for p in pages] + [p["body"] for p in pages]
    missing = {ch for text in texts for ch in assets.missing_glyphs(text.replace("\n", ""), bold=bold)}
    assert not missing, f"characters missing from the bundled font: {''.join(sorted(missing))}"


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("bold", [False, True])
def test_point_14_every_character_of_every_string_is_in_the_font(assets: Assets, language: str, bold: bool) -> None:
    from game.core.assets import shown_text

    texts = [text for value in strings(language).values() for text in texts_of(value)]
    for folder in game_folders():
        pages = help_pages(folder.name, language)
        texts += [p["title"] for p in pages] + [p["body"] for p in pages]
    missing = {ch for text in texts for ch in assets.missing_glyphs(shown_text(text.replace("\n", "")), bold=bold)}
    assert not missing, f"characters missing from the bundled font: {''.join(sorted(missing))}"


def _ink_rows(img: object, x0: int, x1: int) -> list[int]:
    import pygame

    assert isinstance(img, pygame.Surface)
    return [y for y in range(img.get_height()) if any(img.get_at((x, y)).a > 128 for x in range(x0, x1))]


def test_point_14_an_ellipsis_in_english_sits_on_the_line_as_three_dots(assets: Assets) -> None:
    for key in ("lesson.how", "draw.thinking"):
        text = I18n("en").t(key, players="Bear")
        assert "…" in text
    word = assets.text("x", 40, (255, 255, 255))
    line = assets.text("x…", 40, (255, 255, 255))
    x_rows = _ink_rows(word, 0, word.get_width())
    dot_rows = _ink_rows(line, word.get_width() + 2, line.get_width())
    assert dot_rows and abs(max(dot_rows) - max(x_rows)) <= 2  # the dots sit on the baseline, not mid-height
    # Among kana the Japanese ellipsis stays as it is (centred dots are right in Japanese).
    kana = assets.text("かんがえ…", 40, (255, 255, 255))
    dots = assets.text("…", 40, (255, 255, 255))
    assert kana.get_width() >= dots.get_width()
