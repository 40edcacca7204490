"""Japanese lines (issue 23, point 14): broken between phrases (the text's own spaces and punctuation, BudouX where a
run is written without spaces) with the kinsoku rules: no line ends with an opening bracket, none starts with a
closing bracket, "、", "。" or a small kana; a phrase longer than the line still breaks, by characters. The frog's
prompt no longer leaves "（" at the end of its first line. An English line never ends or starts with a lone "·"
separator (issue 34's screenshot check)."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.core.i18n import game_folders, help_pages, strings, texts_of
from game.core.match import Match, Seat
from game.screens.kletterfrosch import prompt as prompt_module
from game.screens.kletterfrosch import scene as frosch
from game.table.launcher import start_game
from game.ui import theme
from game.ui.text import NO_LINE_END, NO_LINE_START, characters, phrases, wrap
from tests.apphelp import frames, menu_app, post
from tools.virtual_pad import mouse_click

WIDTHS = (90, 140, 220, 330, 460, 700)
FIELD = re.compile(r"{(\w+)}")


@pytest.fixture(scope="module")
def measure() -> Callable[[str], int]:
    pygame.font.init()
    from game.core.assets import Assets

    font = Assets().font(theme.FONT_SMALL, True)
    return lambda text: font.size(text)[0]


def japanese_texts() -> Iterator[str]:
    """Every Japanese string and rules page, its values filled with Japanese stand-ins (as drawn)."""
    for value in strings("ja").values():
        for text in texts_of(value):
            yield FIELD.sub("キツネ", text)
    for folder in game_folders():
        for page in help_pages(folder.name, "ja"):
            yield page["title"]
            yield page["body"]


def broken_rules(lines: list[str]) -> list[str]:
    """The kinsoku rules a wrapped text breaks."""
    out = [f"starts with {line[0]!r}: {line!r}" for line in lines[1:] if line and line[0] in NO_LINE_START]
    out += [f"ends with {line[-1]!r}: {line!r}" for line in lines if line and line[-1] in NO_LINE_END]
    return out


def test_no_japanese_line_ends_with_an_opening_bracket_or_starts_with_a_closing_mark(measure: Callable) -> None:
    problems = []
    for text in japanese_texts():
        for width in WIDTHS:
            lines = wrap(text, width, measure)
            problems += [f"{width}px: {p}" for p in broken_rules(lines)]
            # nothing lost: the lines hold the text, less the spaces where it broke
            assert "".join(lines).replace(" ", "") == text.replace("\n", "").replace(" ", ""), text
            for line in lines:  # the width rule: only a piece that cannot break is wider than the line
                assert measure(line) <= width or len(characters(line)) == 1, (width, line)
    assert not problems, "\n".join(problems[:20])


def test_a_phrase_that_fits_the_line_is_never_split(measure: Callable) -> None:
    for text in japanese_texts():
        for para in text.split("\n"):
            for width in WIDTHS:
                lines = wrap(para, width, measure)
                for phrase in phrases(para):
                    if measure(phrase.strip()) <= width:
                        assert any(phrase.strip() in line for line in lines), (width, phrase, lines)


def test_a_run_written_without_spaces_breaks_between_budoux_phrases(measure: Callable) -> None:
    subtitle = strings("ja")["app.subtitle"]  # 家族みんなで遊べる６つのボードゲーム, written without spaces
    assert "ボードゲーム" in phrases(subtitle) and "みんなで" in phrases(subtitle)
    for width in range(measure("ボードゲーム"), measure(subtitle), 7):
        lines = wrap(subtitle, width, measure)
        assert any("ボードゲーム" in line for line in lines) and any("みんなで" in line for line in lines), lines


def test_the_spaces_the_text_is_written_with_mark_its_phrases() -> None:
    assert phrases("ボールを まどまで はこんでね") == ("ボールを ", "まどまで ", "はこんでね")
    assert phrases("「キツネ」を よみこんだよ")[0] == "「キツネ」を "  # the particle stays with its bracket


def test_a_phrase_longer_than_the_line_breaks_by_characters_with_the_rules(measure: Callable) -> None:
    text = "（ちょっと、ながーい　ことば）。"
    lines = wrap(text, measure("ちょっ"), measure)
    assert len(lines) > 2 and not broken_rules(lines)
    assert "".join(lines).replace("　", "") == text.replace("　", "")


def test_english_still_breaks_at_spaces(measure: Callable) -> None:
    text = "Pick a piece, then where it lands"
    lines = wrap(text, measure("Pick a piece,"), measure)
    assert lines[0] == "Pick a piece," and " ".join(lines) == text and len(lines) == 3


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = menu_app(tmp_path)
    a.ctx.apply_settings(language="ja")
    yield a
    a.close()


def test_the_frogs_prompt_never_ends_a_line_with_an_opening_bracket(app: App, monkeypatch: pytest.MonkeyPatch) -> None:
    """The prompt that showed the bug, drawn by the scene (its own box and width), with every way of playing named."""
    seats = (Seat("fox", 0, device="keyboard"), Seat("bear", 1))
    start_game(app.ctx, Match("kletterfrosch", seats, {"mode": "memory", "castle": "castle_1"}))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, frosch.KletterfroschScene)
    post(mouse_click(scene.view.cell_rect(scene.state.frames.index(scene.state.portrait)).center))  # the right door
    for _ in range(3000):
        if scene.ui == "carry":
            break
        frames(app)
    assert scene.ui == "carry"
    drawn: list[tuple[str, int, int, list[str]]] = []
    real = prompt_module.prompt_lines

    def spy(ctx: object, text: str, width: int, height: int) -> tuple[int, list[str]]:
        size, lines = real(ctx, text, width, height)
        drawn.append((text, width, height, lines))
        return size, lines

    monkeypatch.setattr(prompt_module, "prompt_lines", spy)
    frames(app)
    _text, width, height, lines = drawn[-1]
    # was: 「…はこんでね（」 / 「W/S で …）」; the controls are pictures now (issue 23, point 20), so every bracketed
    # string of the frog is wrapped in the prompt's own width instead, after each player's name.
    assert not broken_rules(lines), lines
    bracketed = [
        key
        for key, value in strings("ja").items()
        if key.startswith("kletterfrosch.") and any("（" in t for t in texts_of(value))
    ]
    assert bracketed
    t = app.ctx.t
    for key in bracketed:
        for animal in ("fox", "bear", "cat", "owl", "rabbit", "panda", "tanuki"):
            prompt = t("kletterfrosch.prompt.carry", player=t(f"animal.{animal}")) + t(
                key, rank=1, score=2, date="2026-11-26"
            )
            _size, lines = real(app.ctx, prompt, width, height)
            assert not broken_rules(lines), lines
            assert not any(line.endswith("（") for line in lines)


def test_a_line_never_ends_or_starts_with_a_lone_separator(measure: Callable[[str], int]) -> None:
    """Issue 34's screenshot check: the celebration in Jaleo's and Farmini's narrow coach cards read "Wrong tries: 0 ·"
    over "Hints: 0". A "·" standing between two parts of a line is dropped where the line breaks there."""
    text = "Wrong tries: 0 · Hints: 0"
    for width in range(measure("Hints: 0"), measure(text) + 2):
        lines = wrap(text, width, measure)
        assert all(line.strip() and not line.endswith("·") and not line.startswith("·") for line in lines), lines
        assert " ".join(lines).replace(" · ", " ") == text.replace(" · ", " ")
    assert wrap(text, measure(text), measure) == [text]  # on one line the separator stays
