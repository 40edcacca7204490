"""Burg Kletterfrosch explains itself (issue 13): a prompt per phase for the player who acts, in both languages; a
wrong door's resident shown long enough to remember (and skippable) with a "not this one" sign; why a try ended in
pictures and words; the next player's turn starting only after the replay."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.core.match import Match, Seat
from game.screens.kletterfrosch import effects
from game.screens.kletterfrosch import scene as frosch
from game.screens.menu import MenuScene
from game.table.launcher import start_game
from tests.apphelp import frames, make_app, post
from tools.virtual_pad import key_tap, mouse_click

FOX, BEAR = Seat("fox", 0, device="keyboard"), Seat("bear", 1)


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    a.push(MenuScene(a.ctx))
    frames(a)
    yield a
    a.close()


def start(app: App, mode: str, seats: tuple[Seat, ...]) -> frosch.KletterfroschScene:
    start_game(app.ctx, Match("kletterfrosch", seats, {"mode": mode, "castle": "castle_1"}))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, frosch.KletterfroschScene)
    return scene


def run_until(app: App, scene: frosch.KletterfroschScene, ui: str, limit: int = 3000) -> int:
    for n in range(limit):
        if scene.ui == ui:
            return n
        frames(app)
    raise AssertionError(f"scene never reached {ui!r} (at {scene.ui!r})")


@pytest.mark.parametrize("language", ["en", "ja"])
def test_the_player_who_picks_a_door_is_told_whose_door_to_find(app: App, language: str) -> None:
    app.ctx.i18n.language = language
    scene = start(app, "memory", (FOX, BEAR))
    text = scene.prompt.text()
    assert "Fox" in text or "キツネ" in text
    assert scene.prompt.resident_name(scene.state.portrait) in text
    assert scene.prompt.icon(48) is not None  # the player's animal beside the portrait to find


def test_the_carrier_is_told_to_pull_the_strings_with_their_own_device(app: App) -> None:
    scene = start(app, "memory", (FOX, BEAR))
    s = scene.state
    post(mouse_click(scene.view.cell_rect(s.frames.index(s.portrait)).center))
    run_until(app, scene, "carry")
    # Fox plays on the keyboard: W/S, Up/Down, shown as key caps beside the words (issue 23, point 20)
    assert scene.prompt.controls_kind(scene.strings.carry_seat) == "keyboard"
    assert "Fox" in scene.prompt.text()


def test_the_coop_team_is_told_who_holds_which_string(app: App) -> None:
    scene = start(app, "coop", (FOX, BEAR))
    run_until(app, scene, "carry")
    text = scene.prompt.text()
    assert text.index("Fox") < text.index("Bear")  # left string first


def test_a_wrong_door_shows_its_resident_long_enough_to_remember_with_a_not_this_one_sign(app: App) -> None:
    scene = start(app, "memory", (FOX, BEAR))
    s = scene.state
    wrong = next(i for i, r in enumerate(s.frames) if r is not None and r != s.portrait)
    resident = s.frames[wrong]
    post(mouse_click(scene.view.cell_rect(wrong).center))
    frames(app)
    assert scene.ui == "slide"
    assert scene.prompt.resident_name(resident) in scene.prompt.text()
    assert scene.acting_seat() == 0  # still Fox's door being shown, not yet Bear's turn
    shown = run_until(app, scene, "choose")
    assert shown / 60 >= 1.5 + effects.WRONG_SLIDE - 0.1  # about 1.5 s open, then the slide


def test_a_press_skips_the_wrong_door_but_never_the_next_players_turn(app: App) -> None:
    scene = start(app, "memory", (FOX, BEAR))
    s = scene.state
    wrong = next(i for i, r in enumerate(s.frames) if r is not None and r != s.portrait)
    post(mouse_click(scene.view.cell_rect(wrong).center))
    frames(app, 5)
    post(key_tap(pygame.K_SPACE))
    frames(app)
    assert scene.ui == "slide" and scene.ui_t >= effects.WRONG_SHOW  # on with the slide
    before = scene.state
    run_until(app, scene, "choose")
    assert scene.state == before  # the press was not taken as Bear's pick


@pytest.mark.parametrize("ending", ["floor", "hole", "wrong_window", "timeout"])
def test_why_a_try_ended_is_said_in_words_and_a_picture(app: App, ending: str) -> None:
    scene = start(app, "memory", (FOX, BEAR))
    scene.last_result, scene.ui = ending, "replay"
    assert scene.prompt.text() == app.ctx.t(f"kletterfrosch.ended.{ending}")
    assert scene.prompt.icon(48) is not None


def test_the_next_turn_starts_only_after_the_replay(app: App) -> None:
    scene = start(app, "memory", (FOX, BEAR))
    s = scene.state
    post(mouse_click(scene.view.cell_rect(s.frames.index(s.portrait)).center))
    run_until(app, scene, "carry")
    w = scene.world
    w.grace_left = 0.0  # past the first castles' grace period (K8)
    w.ball.position = (640.0, w.castle.floor_y - 40.0)  # knock the ball off the frog's head
    w.ball.velocity = (0.0, 300.0)
    run_until(app, scene, "replay", 120)
    assert scene.acting_seat() == 0  # the seat bar still shows Fox, whose try it was
    assert scene.prompt.text() == app.ctx.t("kletterfrosch.ended.floor")
    portrait_before = scene.state.portrait
    post(mouse_click(scene.view.cell_rect(next(i for i, r in enumerate(scene.state.frames) if r is not None)).center))
    frames(app)
    assert scene.ui == "replay" and scene.state.portrait == portrait_before  # nobody picks during the replay
    run_until(app, scene, "choose")
    assert scene.acting_seat() == 1  # now Bear


@pytest.mark.parametrize(
    ("device", "kind", "keys"),
    [
        ("keyboard", "keyboard", {"W", "S", "↑", "↓"}),
        ("pad1", "pad", set()),
        ("mouse", "mouse", set()),
        (None, "any", {"W", "S", "↑", "↓"}),
    ],
)
def test_point20_the_controls_are_shown_as_pictures_for_the_device_that_acts(
    app: App, monkeypatch: pytest.MonkeyPatch, device: str | None, kind: str, keys: set[str]
) -> None:
    """Issue 23, point 20: while the ball is carried, the prompt shows the acting player's device as pictures (key
    caps W/S and ↑/↓, a gamepad's sticks, the mouse dragging a handle; all of them for "any device"), and the bar
    labels the pile's counter and the sand timer."""
    from contextlib import ExitStack

    from tools.virtual_pad import VirtualPad, sdl_available

    stack = ExitStack()
    if device == "pad1":  # the seat's own gamepad is plugged in
        if not sdl_available():
            pytest.skip("the wheel's SDL lacks virtual joysticks")
        stack.enter_context(VirtualPad())
        frames(app, 2)
    with stack:
        scene = start(app, "memory", (Seat("fox", 0, device=device), BEAR))
        s = scene.state
        post(mouse_click(scene.view.cell_rect(s.frames.index(s.portrait)).center))
        run_until(app, scene, "carry")
        check_pictures(app, scene, monkeypatch, kind, keys)


def check_pictures(
    app: App, scene: frosch.KletterfroschScene, monkeypatch: pytest.MonkeyPatch, kind: str, keys: set[str]
) -> None:
    from game.core.assets import Assets
    from game.screens.kletterfrosch import control_art
    from game.ui import theme

    assert scene.prompt.carrying() and scene.prompt.controls_kind(0) == kind
    drawn: list[str] = []
    real = Assets.text
    monkeypatch.setattr(Assets, "text", lambda self, text, *a, **k: (drawn.append(text), real(self, text, *a, **k))[1])
    control_art._cache.clear()  # paint the pictures again, so their key caps are seen
    scene.draw(pygame.Surface((theme.W, theme.H)))
    assert keys <= set(drawn) and (keys or not {"W", "↑"} & set(drawn))
    assert "W/S" not in " ".join(drawn)  # the words no longer spell the keys out: the pictures show them
    pictures = {k: control_art.controls(app.ctx, k, 50).get_width() for k in ("pad", "keyboard", "mouse", "any")}
    assert len(set(pictures.values())) == 4 and pictures["any"] > max(pictures["pad"], pictures["mouse"])
    assert app.ctx.t("kletterfrosch.bar.pile") in drawn and app.ctx.t("kletterfrosch.bar.sand") in drawn
