"""English and Japanese: every key in both, every Japanese string drawable with the bundled font."""
from __future__ import annotations

import re

import pytest

from game.core.assets import Assets
from game.core.i18n import I18n, help_pages, strings

FIELD = re.compile(r"{(\w+)}")


def test_every_key_exists_in_both_languages() -> None:
    assert set(strings("en")) == set(strings("ja"))


def test_placeholders_match_between_languages() -> None:
    for key, text in strings("en").items():
        assert set(FIELD.findall(text)) == set(FIELD.findall(strings("ja")[key])), key


def test_help_pages_match_page_for_page() -> None:
    en, ja = help_pages("en"), help_pages("ja")
    assert set(en) == set(ja)
    for game in en:
        assert len(en[game]) == len(ja[game]), game
        for a, b in zip(en[game], ja[game]):
            assert a.get("picture") == b.get("picture") and a["title"] and b["body"]


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
    texts = list(strings("ja").values())
    for pages in help_pages("ja").values():
        texts += [p["title"] for p in pages] + [p["body"] for p in pages]
    missing = {ch for text in texts for ch in assets.missing_glyphs(text.replace("\n", ""), bold=bold)}
    assert not missing, f"characters missing from the bundled font: {''.join(sorted(missing))}"
