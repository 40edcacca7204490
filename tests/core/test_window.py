"""The whole table in any window (issues 13 and 23): the layout is scaled into the window with its aspect kept, bars
around it, and the mouse mapped back through the same rectangle. Real windows: tests/core/test_real_window.py."""

from __future__ import annotations

import warnings

import pygame
import pytest

from game.core.input import Action
from game.core.window import MIN_WINDOW, fit_window, letterbox
from game.ui import theme


def test_a_big_desktop_gets_the_layout_at_its_own_size() -> None:
    assert fit_window((1920, 1080)) == (theme.W, theme.H)
    assert fit_window(None) == (theme.W, theme.H)


def test_a_small_laptop_gets_a_smaller_window_of_the_same_shape() -> None:
    w, h = fit_window((1366, 768))
    assert w <= 1366 - 40 and h <= 768 - 110
    assert abs(w / h - theme.W / theme.H) < 0.01


def test_never_smaller_than_the_least_that_reads() -> None:
    assert fit_window((700, 400)) == MIN_WINDOW


@pytest.mark.parametrize(
    ("window", "expected"),
    [
        ((1280, 720), (0, 0, 1280, 720)),
        ((1227, 690), (0, 0, 1227, 690)),  # the 1280x800 laptop's first window: scaled down, nothing cut
        ((1024, 576), (0, 0, 1024, 576)),
        ((1280, 800), (0, 40, 1280, 720)),  # fullscreen on 16:10: bars above and below
        ((1366, 768), (0, 0, 1365, 768)),  # 1366 is not quite 16:9
        ((1000, 720), (0, 79, 1000, 562)),  # a tall window: bars above and below
        ((1920, 720), (320, 0, 1280, 720)),  # a wide one: bars left and right
    ],
)
def test_the_layout_fits_any_window_with_its_shape_kept(window: tuple[int, int], expected: tuple[int, ...]) -> None:
    rect = letterbox(window, (theme.W, theme.H))
    assert tuple(rect) == expected
    assert pygame.Rect((0, 0), window).contains(rect)


def _near(colour: pygame.Color, expected: tuple[int, int, int]) -> bool:
    return all(abs(a - b) < 16 for a, b in zip(colour[:3], expected))  # smooth scaling blends a little


def _window() -> pygame.Window:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        return pygame.Window.from_display_module()


def test_a_smaller_window_shows_the_whole_layout_scaled_and_the_mouse_hits_what_is_drawn(app) -> None:
    window = _window()
    assert tuple(window.minimum_size) == MIN_WINDOW
    window.size = (960, 600)  # 16:10, smaller than the layout
    app.frame(1 / 60, events=[])
    assert app.canvas.get_size() == (theme.W, theme.H)  # scenes still draw the 1280x720 layout
    screen = pygame.display.get_surface()
    assert screen is not None and screen.get_size() == (960, 600)
    assert tuple(app.window.viewport) == (0, 30, 960, 540)
    # The layout's corners are on screen (scaled), the bars are black.
    app.canvas.fill((200, 0, 0), (0, 0, 8, 8))
    app.canvas.fill((0, 200, 0), (theme.W - 8, theme.H - 8, 8, 8))
    app.window.present()
    assert _near(screen.get_at((2, 32)), (200, 0, 0)) and _near(screen.get_at((957, 567)), (0, 200, 0))
    assert screen.get_at((480, 10))[:3] == (0, 0, 0) and screen.get_at((480, 590))[:3] == (0, 0, 0)
    # A click where the layout's (640, 360) is drawn reaches the scenes at (640, 360).
    intents = app.ctx.input.process([pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=(480, 300))], 0)
    assert intents[0].action is Action.SELECT and intents[0].pos == (640, 360)


def test_fullscreen_that_cannot_be_had_stays_off_and_says_so(app, monkeypatch) -> None:
    from game.screens.settings import SettingsScene

    def refuse(on: bool) -> bool:
        return False

    monkeypatch.setattr(app.window, "set_fullscreen", refuse)
    page = SettingsScene(app.ctx)
    app.push(page)
    app.frame(1 / 60, events=[])
    page.fullscreen.step(app.ctx, 1)  # Off -> On, as a click on its arrow does
    assert not app.ctx.settings.settings.fullscreen and page.fullscreen.value is False
    assert app.ctx.toasts[-1].text == app.ctx.t("settings.no_fullscreen")
    assert "{" not in app.ctx.toasts[-1].text  # said in words, not with an error message from SDL
