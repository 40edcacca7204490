"""A table at rest does no work (issue 33, point 2; DESIGN.md): a frame where nothing changed is neither drawn nor
presented, and whatever changes the picture (an input, a hover, a toast coming and going, an animation, a resize, a
language or device change) draws it again. A scene that says nothing is drawn every frame."""

from __future__ import annotations

import math
from pathlib import Path

import pygame
import pytest

from game.app import App
from game.core.match import Match, Seat
from game.core.scenes import Scene
from game.screens.menu import MenuScene
from game.table.launcher import start_game
from tests.apphelp import frames, make_app
from tools.virtual_pad import VirtualPad, mouse_move, sdl_available


def resting(tmp_path: Path) -> App:
    """An app on the menu (its first tile, a game without a demo, focused), resting as the program does, every
    frame not drawn checked against the picture shown."""
    app = make_app(tmp_path)
    app.rest = app.verify_rest = True
    app.push(MenuScene(app.ctx))
    frames(app, 3)
    return app


def drawn_in(app: App, n: int, dt: float = 1 / 60, events: list[pygame.event.Event] | None = None) -> int:
    """Frames drawn among the next `n` (the first with `events`; the others read SDL's queue, where virtual pads
    are heard and nothing else comes)."""
    before = app.drawn
    for i in range(n):
        app.frame(dt, events=events if i == 0 and events else None)
    return app.drawn - before


def test_a_still_menu_is_neither_drawn_nor_presented_again(tmp_path: Path) -> None:
    app = resting(tmp_path)
    assert drawn_in(app, 60) == 0
    assert app.ctx.scenes.next_change() == math.inf
    assert not app.stale


def test_a_hover_and_a_press_draw_the_next_frame(tmp_path: Path) -> None:
    app = resting(tmp_path)
    assert drawn_in(app, 10, events=mouse_move((640, 300))) == 1
    # The focus moves on: the next tile's demo (if it has one) then plays on.
    assert drawn_in(app, 10, events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RIGHT, mod=0)]) >= 1
    assert not app.stale


def test_a_toast_is_drawn_when_it_comes_and_when_it_goes(tmp_path: Path) -> None:
    app = resting(tmp_path)
    app.ctx.toast("Hello", seconds=0.5)
    assert drawn_in(app, 10) == 1  # it came
    assert drawn_in(app, 30) == 1  # 0.5 s later it went
    assert not app.ctx.toasts and drawn_in(app, 20) == 0
    assert not app.stale


def test_a_message_on_a_still_screen_goes_in_its_own_time(tmp_path: Path) -> None:
    """The loop sleeps until the message is due to go, and the time asleep counts (it once counted a frame's
    sixtieth a wake, so on a still screen a message stayed for minutes and the next one waited behind it)."""
    app = resting(tmp_path)
    app.ctx.toast("Hello", seconds=0.3)
    woke = 0
    while app.ctx.toasts and woke < 20:
        app.frame()  # the program's own waits
        woke += 1
    assert not app.ctx.toasts and woke <= 4


def test_a_resize_draws_again(tmp_path: Path) -> None:
    app = resting(tmp_path)
    resize = [pygame.event.Event(pygame.VIDEORESIZE, size=(960, 540), w=960, h=540)]
    assert drawn_in(app, 5, events=resize) == 1


def test_a_language_change_draws_again_even_without_a_press(tmp_path: Path) -> None:
    app = resting(tmp_path)
    app.ctx.apply_settings(language="ja")
    assert drawn_in(app, 5) == 1
    assert not app.stale


@pytest.mark.skipif(not sdl_available(), reason="the wheel's SDL lacks virtual joysticks")
def test_a_gamepad_plugged_in_draws_again(tmp_path: Path) -> None:
    app = resting(tmp_path)
    with VirtualPad():
        assert drawn_in(app, 5) >= 1  # it says so (a toast), and the picture shows it
    frames(app, 2)


def test_an_animation_is_drawn_every_frame_until_it_ends(tmp_path: Path) -> None:
    """A Mapello move (a disc placed, discs turning): every frame drawn while it plays, then the board rests."""
    app = resting(tmp_path)
    start_game(app.ctx, Match("mapello", (Seat("fox", 0), Seat("bear", 1))))
    frames(app, 30, dt=0.1)
    scene = app.ctx.scenes.top
    assert drawn_in(app, 20) == 0  # waiting for the first move, nobody pressing
    scene.play(scene.state.legal_moves()[0])  # type: ignore[union-attr]
    assert scene.feedback.busy  # type: ignore[union-attr]
    n = 0
    while scene.feedback.busy and n < 200:  # type: ignore[union-attr]
        assert drawn_in(app, 1) == 1
        n += 1
    assert n > 5
    drawn_in(app, 3)  # the last frame of the animation, the turn banner going
    frames(app, 40, dt=0.1)
    assert drawn_in(app, 30) == 0
    assert not app.stale


def test_a_scene_that_says_nothing_is_drawn_every_frame(tmp_path: Path) -> None:
    app = resting(tmp_path)
    app.push(Scene(app.ctx))
    assert drawn_in(app, 10) == 10


class Liar(Scene):
    """A scene that changes on its own and says it never does."""

    def __init__(self, app: App) -> None:
        super().__init__(app.ctx)
        self.t = 0.0

    def update(self, dt: float) -> None:
        self.t += dt

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill((int(self.t * 100) % 255, 0, 0))

    def next_change(self) -> float:
        return math.inf


def test_the_check_catches_a_scene_that_changed_without_saying_so(tmp_path: Path) -> None:
    app = resting(tmp_path)
    app.push(Liar(app))
    drawn_in(app, 10, dt=0.1)
    assert app.stale and app.stale[-1][1] == "Liar"


def test_a_pulsing_highlight_settles_when_nobody_presses_for_a_while(tmp_path: Path) -> None:
    """A Dama piece picked up glows and its landings pulse; after the table's rest without a press, they hold still
    and the frames stop."""
    app = resting(tmp_path)
    start_game(app.ctx, Match("dama", (Seat("fox", 0), Seat("bear", 1))))
    frames(app, 30, dt=0.1)
    scene = app.ctx.scenes.top
    move = scene.state.legal_moves()[0]  # type: ignore[union-attr]
    first = scene.view.picks_of(move)[0]  # type: ignore[union-attr]
    scene.press_cell(scene.view.cell_of_pick(first), "keyboard")  # type: ignore[union-attr]
    app.ctx.last_input = app.ctx.time
    assert drawn_in(app, 30) == 30  # the landings pulse
    frames(app, 260, dt=0.1)  # 26 s with nobody pressing
    assert drawn_in(app, 30) == 0
    assert not app.stale


def test_a_lesson_step_waiting_for_the_learner_rests_and_its_consequence_moves(tmp_path: Path) -> None:
    """A lesson's hand bobs a while and then holds still with the table; the move played and the coach's reply
    are drawn every frame until the card asks for the press."""
    from game.board.coach import start_lesson
    from game.board.flow import typed_move

    app = resting(tmp_path)
    coach = start_lesson(app.ctx, "dama", Seat("fox", 0))
    assert coach is not None
    frames(app, 120, dt=0.1)  # 12 s: the hand has bobbed, the table rests
    assert drawn_in(app, 30) == 0
    scene = app.ctx.scenes.top
    scene.play(typed_move(scene.state, coach.step.expect[0]))  # type: ignore[union-attr]
    assert drawn_in(app, 5) == 5  # the move plays out
    frames(app, 200, dt=0.1)
    assert drawn_in(app, 30) == 0  # the card asks for the press, and waits
    assert not app.stale
