"""What the coach shows (issue 24): the pictures of the device's buttons inside its lines (drawn for the device used
last, laid out for the widest, fitting the card in English and Japanese), and the hand following a step's `point`."""

from __future__ import annotations

import dataclasses
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.board.coach import start_lesson
from game.board.coach_view import CARD, FACE, PAD
from game.core.match import Seat
from game.rules import GAMES
from game.screens import lesson_offer
from game.table.lessons import lesson_of
from game.ui import button_art, picture_text, theme
from tests.apphelp import frames, hand_cell, menu_app, post
from tools.virtual_pad import key_tap, mouse_click

LESSONS = tuple(name for name in GAMES if lesson_of(name) is not None)
SHARED = ("lesson.done", "lesson.lost")  # the coach's own big lines


def test_a_line_is_cut_into_words_and_button_pictures() -> None:
    assert picture_text.pieces("Press {press} to go on") == [(False, "Press "), (True, "press"), (False, " to go on")]
    assert picture_text.pieces("{hint}{undo}") == [(True, "hint"), (True, "undo")]
    assert picture_text.pieces("no {such} token") == [(False, "no {such} token")]


def test_each_device_has_its_own_picture_of_each_button(tmp_path: Path) -> None:
    ctx = menu_app(tmp_path).ctx
    for token in button_art.TOKENS:
        pictures = [button_art.button(ctx, token, kind, 32) for kind in button_art.KINDS]
        raw = {(p.get_size(), pygame.image.tobytes(p, "RGBA")) for p in pictures}
        assert len(raw) == len(button_art.KINDS), token
        assert button_art.widest(ctx, token, 32) == max(p.get_width() for p in pictures)
    assert button_art.button(ctx, "press", "keyboard", 32).get_width() > 32  # "Enter" widens its key


def test_the_coach_draws_the_button_of_the_device_used_last(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = menu_app(tmp_path)
    drawn: list[tuple[str, str]] = []
    real = button_art.button

    def spy(ctx: Any, token: str, kind: str, size: int) -> pygame.Surface:
        drawn.append((token, kind))
        return real(ctx, token, kind, size)

    monkeypatch.setattr(button_art, "button", spy)
    monkeypatch.setattr(button_art, "widest", lambda ctx, token, size: 40)  # the layout asks every device
    assert start_lesson(app.ctx, "dama", Seat("fox", 0)) is not None  # step 1 asks for a press of a piece
    post(key_tap(pygame.K_RIGHT))
    frames(app, 2)
    assert drawn and {kind for _, kind in drawn} == {"keyboard"} and ("press", "keyboard") in drawn
    drawn.clear()
    post([pygame.event.Event(pygame.MOUSEMOTION, pos=(5, 700), rel=(1, 1), buttons=(0, 0, 0))])
    frames(app, 2)
    assert drawn and {kind for _, kind in drawn} == {"mouse"}


@pytest.mark.parametrize("language", ["en", "ja"])
def test_every_coach_line_fits_its_card_with_its_widest_pictures(tmp_path: Path, language: str) -> None:
    """The narrowest card (the board may leave no more room): the big line under the face, the small one at the
    bottom, each with the widest picture of each button it names, in both languages."""
    app = menu_app(tmp_path)
    ctx = app.ctx
    ctx.apply_settings(language=language)
    width = CARD.w - 2 * PAD
    body = max(ctx.assets.font(theme.FONT_BODY, True).get_linesize(), picture_text.picture_size(theme.FONT_BODY))
    small = max(ctx.assets.font(theme.FONT_SMALL).get_linesize(), picture_text.picture_size(theme.FONT_SMALL))
    room = CARD.h - 3 * PAD - FACE - PAD - 2 * small  # under the face, above the small line's two rows
    small_lines = picture_text.wrap_pictures(ctx, ctx.t("lesson.go_on"), width, theme.FONT_SMALL)
    assert len(small_lines) <= 2 and "{press}" in ctx.t("lesson.go_on")
    for game in LESSONS:
        lesson = lesson_of(game)
        assert lesson is not None
        keys = [*SHARED, *(k for s in lesson.steps for k in (s.say, s.why) if k is not None)]
        for key in keys:
            lines = picture_text.wrap_pictures(ctx, ctx.t(key), width, theme.FONT_BODY, bold=True)
            for line in lines:
                assert picture_text.line_width(ctx, line, theme.FONT_BODY, True) <= width, (key, line)
            assert len(lines) * (body + 2) <= room, (key, lines)


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_first_time_offer_fits_its_card(tmp_path: Path, language: str) -> None:
    ctx = menu_app(tmp_path).ctx
    ctx.apply_settings(language=language)
    width = lesson_offer.WIDTH - lesson_offer.FACE - 3 * lesson_offer.PAD
    for game in LESSONS:
        line = ctx.t("lesson.offer", game=ctx.t(f"game.{game}"), press="{press}")
        lines = picture_text.wrap_pictures(ctx, line, width, theme.FONT_BODY, bold=True)
        assert len(lines) <= 3 and "{press}" in line, lines
        assert all(picture_text.line_width(ctx, s, theme.FONT_BODY, True) <= width for s in lines), lines


def test_a_press_is_pictured_in_the_first_steps_of_dama_and_jaleo(tmp_path: Path) -> None:
    ctx = menu_app(tmp_path).ctx
    for language in ("en", "ja"):
        ctx.apply_settings(language=language)
        assert "{press}" in ctx.t("dama.lesson.move") and "{press}" in ctx.t("jaleo.lesson.add")


def test_the_hand_follows_the_steps_point_then_the_move(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    coach = start_lesson(app.ctx, "dama", Seat("fox", 0))
    assert coach is not None
    first = coach.lesson.steps[0]
    assert first.expect[0] == "d3-e4" and first.point == ()
    scene = coach.open_step()
    frames(app, 2)
    post(mouse_click(scene.view.cell_rect(scene.view.cell_of_pick("d3")).center))
    frames(app)
    assert hand_cell(coach, scene) == scene.view.cell_of_pick("e4")  # by default: the first expected move
    pointed = dataclasses.replace(first, point=("d3", "c4"))
    coach.lesson = dataclasses.replace(coach.lesson, steps=(pointed, *coach.lesson.steps[1:]))
    scene = coach.open_step()
    frames(app, 2)
    assert hand_cell(coach, scene) == scene.view.cell_of_pick("d3")
    post(mouse_click(scene.view.cell_rect(scene.view.cell_of_pick("d3")).center))
    frames(app)
    assert hand_cell(coach, scene) == scene.view.cell_of_pick("c4")  # the step's point, pick by pick
