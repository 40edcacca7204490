"""The lesson offered the first time a game is opened (issue 24): the coach offers it with "Learn to play" focused;
one press takes it, one press skips it (Back, moving on to Play, a click on Play), by pad, mouse and keyboard alike;
offered once per game, never to someone who played the game before, and a damaged memory file costs nothing."""

from __future__ import annotations

import json
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.board.scene import BoardGameScene
from game.screens.setup import SetupScene
from game.screens.setup_memory import MEMORY_KIND, MEMORY_NAME, first_opening
from game.table.catalog import CATALOG
from tests.apphelp import frames, menu_app, post
from tools.virtual_pad import VirtualPad, key_tap, mouse_click, sdl_available

needs_pad = pytest.mark.skipif(not sdl_available(), reason="no virtual joystick support in this SDL")


def open_setup(app: App, game: str = "dama") -> SetupScene:
    setup = SetupScene(app.ctx, CATALOG[game])
    app.push(setup)
    frames(app, 2)
    return setup


def focused_key(setup: SetupScene) -> str | None:
    return setup.focus.focused.key if setup.focus.focused is not None else None


def the_game_started(app: App) -> bool:
    scene = app.ctx.scenes.top
    return isinstance(scene, BoardGameScene) and scene.coach is None


def the_lesson_started(app: App) -> bool:
    scene = app.ctx.scenes.top
    return isinstance(scene, BoardGameScene) and scene.coach is not None and scene.coach.index == 0


def test_the_first_opening_offers_the_lesson_with_learn_to_play_focused(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    setup = open_setup(app)
    assert setup.offer.showing and focused_key(setup) == "lesson"
    keys = [w.key for w in setup.focus.widgets if w.key in ("rules", "lesson", "start")]
    assert keys == ["rules", "lesson", "start"]  # Play is one move to the right


@needs_pad
def test_by_the_pad_A_takes_the_offered_lesson(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    with VirtualPad() as pad:
        frames(app, 2)
        open_setup(app)
        pad.tap("a")
        frames(app, 2)
        assert the_lesson_started(app)


@needs_pad
def test_by_the_pad_one_move_right_skips_the_offer_and_A_plays(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    with VirtualPad() as pad:
        frames(app, 2)
        setup = open_setup(app)
        pad.tap("dpad_right")
        frames(app)
        assert focused_key(setup) == "start" and not setup.offer.showing
        pad.tap("a")
        frames(app, 2)
        assert the_game_started(app)


def test_by_the_keyboard_Esc_puts_the_offer_away_and_Enter_plays(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    setup = open_setup(app)
    post(key_tap(pygame.K_ESCAPE))
    frames(app)
    assert app.ctx.scenes.top is setup and not setup.offer.showing and focused_key(setup) == "start"
    post(key_tap(pygame.K_RETURN))
    frames(app, 2)
    assert the_game_started(app)


def test_by_the_keyboard_Enter_takes_the_offered_lesson(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    open_setup(app, "jaleo")
    post(key_tap(pygame.K_RETURN))
    frames(app, 2)
    assert the_lesson_started(app)


def test_by_the_mouse_a_click_on_play_plays_and_one_on_learn_takes_the_lesson(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    setup = open_setup(app)
    start = next(w for w in setup.focus.widgets if w.key == "start")
    post(mouse_click(start.rect.center))
    frames(app, 2)
    assert the_game_started(app)
    other = menu_app(tmp_path / "other")
    setup = open_setup(other, "jaleo")
    learn = next(w for w in setup.focus.widgets if w.key == "lesson")
    post(mouse_click(learn.rect.center))
    frames(other, 2)
    assert the_lesson_started(other)


def test_the_lesson_is_offered_once_per_game(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    open_setup(app)
    app.ctx.scenes.pop()
    again = open_setup(app)
    assert not again.offer.showing and focused_key(again) == "start"
    assert open_setup(app, "jaleo").offer.showing  # another game is still new


def test_a_game_played_before_is_not_new_and_a_game_without_a_lesson_offers_none(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.table import lessons

    real_path = lessons.level_path

    def no_mapello_lesson(game: str, name: str) -> Path:
        if game == "mapello" and name == lessons.LESSON_FILE:
            raise FileNotFoundError(f"levels/{game}/{name}")
        return real_path(game, name)

    monkeypatch.setattr(lessons, "level_path", no_mapello_lesson)  # every game has a lesson now: take one away
    app = menu_app(tmp_path)
    setup = open_setup(app, "mapello")
    assert not setup.offer.showing and focused_key(setup) == "start"
    assert first_opening(app.ctx, "mapello")  # nothing offered, nothing marked: a lesson added later is offered
    app.ctx.scenes.pop()
    setup = open_setup(app)
    setup.start()  # remembered as the last setup played
    frames(app, 2)
    memory = app.ctx.saves.user_dir(MEMORY_KIND) / f"{MEMORY_NAME}.json"
    doc = json.loads(memory.read_text(encoding="utf-8"))
    assert doc["dama"]["opened"] and doc["dama"]["by_mode"]
    del doc["dama"]["opened"]  # as a version before this one wrote it: only the setups played
    memory.write_text(json.dumps(doc), encoding="utf-8")
    assert not first_opening(app.ctx, "dama")


def test_a_damaged_memory_file_offers_again_and_the_setup_still_opens(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    open_setup(app)
    app.ctx.scenes.pop()
    memory = app.ctx.saves.user_dir(MEMORY_KIND) / f"{MEMORY_NAME}.json"
    memory.write_bytes(b"\x00{not json")
    setup = open_setup(app)
    assert setup.offer.showing and focused_key(setup) == "lesson"
    assert not open_setup(app).offer.showing  # written anew


def test_the_frog_whose_lesson_is_its_own_is_offered_it_too_by_its_coach(tmp_path: Path) -> None:
    """Burg Kletterfrosch's lesson runs on its own coach (no board), yet its first opening offers it like any."""
    app = menu_app(tmp_path)
    setup = open_setup(app, "kletterfrosch")
    assert setup.offer.showing and setup.offer.coach == "duck" and focused_key(setup) == "lesson"
    frames(app, 2)  # the offer's card is drawn with the duck's face
