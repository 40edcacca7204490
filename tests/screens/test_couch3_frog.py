"""Castle Frog's lesson as a child meets it, round 3 of the couch test (issue 34, points 6, 7, 17 and 32): both
strings pulled with a mouse, one handle after the other; each step's words and pictures for the device in use; the
coach's card never over the frog, the windows or what it points at; the door step's press picture, and a drag
there answered; the left and right strings' pictures told apart; the first step showing the device used last."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.board.coach import Phase, start_lesson
from game.core.match import Seat
from game.screens.kletterfrosch import coach_card, coach_place, control_art
from game.screens.kletterfrosch.coach import FrogCoach
from game.screens.kletterfrosch.frog_table import sight_of
from game.screens.kletterfrosch.lesson_file import frog_lesson
from game.screens.kletterfrosch.scene import KletterfroschScene
from game.ui import button_art
from tests.apphelp import frames, menu_app, post
from tools.virtual_pad import VirtualPad, mouse_click, mouse_move, sdl_available

GAME = "kletterfrosch"
LEARNER = Seat("fox", 0)
STEPS = frog_lesson().steps  # type: ignore[union-attr]
BOTH = [s.expect for s in STEPS].index("both")
DOOR = [s.expect for s in STEPS].index("door")


def opened_at(app: App, step: int) -> tuple[KletterfroschScene, FrogCoach]:
    start_lesson(app.ctx, GAME, LEARNER)
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, KletterfroschScene) and scene.coach is not None
    coach = scene.coach
    coach.index = step
    scene = coach.open_step()
    frames(app, 5)
    return scene, coach


def drag(app: App, scene: KletterfroschScene, side: int, down: int, steps: int = 40) -> None:
    """The mouse takes hold of a string's handle and drags it `down` px, then lets go."""
    handle = scene.strings.handle_rects()[side]
    x, y = handle.center
    post([mouse_click((x, y))[0]])  # the button goes down on the handle
    frames(app)
    for k in range(1, steps + 1):
        post(mouse_move((x, y + down * k // steps)))
        frames(app)
    frames(app, 20)
    post([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y + down), button=1, touch=False)])
    frames(app, 5)


# ---- point 6: "Pull both strings at once" with one mouse ---------------------------------------------------
def test_point_6_with_a_mouse_both_handles_pulled_in_turn_count(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene, coach = opened_at(app, BOTH)
    drag(app, scene, 0, 260)  # the whole way down, one handle: a mouse can hold no more
    assert coach.phase is Phase.ASK and coach.mistakes == 0  # not "Pull both strings, not one!"
    drag(app, scene, 1, 260)
    assert coach.phase is Phase.AFTER and coach.mistakes == 0


def test_point_6_the_both_step_says_how_with_each_device_and_pictures_it(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene, coach = opened_at(app, BOTH)
    t = app.ctx.t
    for device, kind, line in (
        ("mouse", "mouse", "kletterfrosch.lesson.both.mouse"),
        ("keyboard", "keyboard", "kletterfrosch.lesson.both"),
        ("pad1", "pad", "kletterfrosch.lesson.both"),
    ):
        coach.device = device
        assert coach.lines(scene)[0] == t(line)
        assert coach_card.controls_picture(app.ctx, coach) is control_art.controls(
            app.ctx, kind, coach_card.PICTURE_H, None
        )
    assert "handle" in t("kletterfrosch.lesson.both.mouse") and "then" in t("kletterfrosch.lesson.both.mouse")


def test_point_6_the_keyboard_still_pulls_both_at_once(tmp_path: Path) -> None:
    """A keyboard can hold two keys: for it one string alone is still not both."""
    from tests.screens.test_frog_lesson import hold

    app = menu_app(tmp_path)
    _scene, coach = opened_at(app, BOTH)
    hold(app, [pygame.K_w], 120)
    assert coach.phase is Phase.ASK and coach.mistakes == 1


# ---- point 7: the card hides neither the frog nor the windows -------------------------------------------------
def card_rects(monkeypatch: pytest.MonkeyPatch) -> list[pygame.Rect]:
    seen: list[pygame.Rect] = []
    real = coach_card.Card.draw

    def spy(self: Any, surface: pygame.Surface, rect: pygame.Rect) -> None:
        seen.append(rect.copy())
        real(self, surface, rect)

    monkeypatch.setattr(coach_card.Card, "draw", spy)
    return seen


def test_point_7_no_step_s_card_covers_a_window_the_frog_or_what_it_points_at(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = card_rects(monkeypatch)
    for language in ("en", "ja"):
        app = menu_app(tmp_path / language)
        app.ctx.apply_settings(language=language)
        for i in range(len(STEPS)):
            scene, coach = opened_at(app, i)
            for phase in (Phase.ASK, Phase.AFTER):
                coach.phase = phase
                seen.clear()
                frames(app)
                card = seen[-1]
                windows = [scene.view.cell_rect(w) for w in scene.view.cells()]
                covered = [w for w in windows if card.colliderect(w)]
                assert not covered, (language, i, phase, card, covered)
                assert not card.colliderect(coach_place.frog_rect(scene.world)), (language, i, phase)
                sight = sight_of(scene, coach.lines(scene))
                assert not any(card.colliderect(t) for t in coach_card.pointed(coach.step, scene.view, sight))
            app.ctx.scenes.pop()


def test_point_7_the_card_moves_out_of_the_frog_s_way_and_stays_put_otherwise(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    seen = card_rects(monkeypatch)
    app = menu_app(tmp_path)
    scene, coach = opened_at(app, BOTH)
    scene.driver = lambda world: (1.0, 1.0)  # both strings reeled in all the way: the frog climbs to the top
    places = []
    for _ in range(240):
        frames(app)
        places.append(coach.card_place)
        assert not seen[-1].colliderect(coach_place.frog_rect(scene.world))
        assert not any(seen[-1].colliderect(scene.view.cell_rect(w)) for w in scene.view.cells())  # nor a window
        if coach.phase is not Phase.ASK:
            coach.phase = Phase.ASK  # (keep asking: the card is watched, not the step)
    assert "top" in places and places[-1] != "top"  # it went down to the wall's foot as the frog came up
    assert sum(a != b for a, b in itertools.pairwise(places)) <= 2  # no flicker


# ---- point 17: the door step's picture, and a drag there -------------------------------------------------------
def test_point_17_the_door_step_pictures_its_press_and_a_drag_is_answered(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene, coach = opened_at(app, DOOR)
    for device, kind in (("mouse", "mouse"), ("pad1", "pad"), ("keyboard", "keyboard")):
        coach.device = device
        assert coach_card.controls_picture(app.ctx, coach) is button_art.button(
            app.ctx, "press", kind, coach_card.PICTURE_H
        )
    coach.device = "mouse"
    before = scene.state
    drag(app, scene, 0, 200)  # the strings' way, taught by the steps before: here it opens nothing
    assert app.ctx.toasts and app.ctx.toasts[-1].text == app.ctx.t("kletterfrosch.open_press")
    assert scene.state is before and coach.mistakes == 0 and scene.ui == "choose"


# ---- point 32: which stick, and the device used last ----------------------------------------------------------
def test_point_32_the_left_and_right_string_pictures_differ_on_every_device(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    for kind in ("pad", "keyboard", "mouse"):
        left, right = (control_art.controls(app.ctx, kind, 44, side) for side in (0, 1))
        assert pygame.image.tobytes(left, "RGBA") != pygame.image.tobytes(right, "RGBA") or left.size != right.size
    _scene, coach = opened_at(app, 0)
    coach.device = "pad1"
    left = coach_card.controls_picture(app.ctx, coach)
    coach.index = 1
    coach.open_step()
    frames(app, 3)
    right = coach_card.controls_picture(app.ctx, coach)
    assert left is not None and right is not None
    assert pygame.image.tobytes(left, "RGBA") != pygame.image.tobytes(right, "RGBA")


@pytest.mark.skipif(not sdl_available(), reason="no SDL library with virtual joysticks")
def test_point_32_the_first_step_shows_the_pad_a_pad_player_used_last(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    with VirtualPad() as pad:
        frames(app, 3)
        pad.tap("dpad_right")  # the pad is the device used last (on the menu, the setup)
        frames(app, 3)
        _scene, coach = opened_at(app, 0)
        assert coach.kind == "pad"
        picture = coach_card.controls_picture(app.ctx, coach)
        assert picture is control_art.controls(app.ctx, "pad", coach_card.PICTURE_H, 0)
        assert picture is not control_art.controls(app.ctx, "keyboard", coach_card.PICTURE_H, 0)
        coach.index = DOOR
        coach.open_step()
        frames(app, 3)
        assert coach_card.controls_picture(app.ctx, coach) is button_art.button(
            app.ctx, "press", "pad", coach_card.PICTURE_H
        )
