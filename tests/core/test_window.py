"""Windows smaller than the layout (issue 13): the table fits a 1366x768 laptop with its title bar, scaled."""
from __future__ import annotations

import pygame

from game.app import MIN_WINDOW, fit_window
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


def test_the_window_may_shrink_below_the_layout(app) -> None:  # noqa: ANN001
    import warnings

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        window = pygame.Window.from_display_module()
    assert tuple(window.minimum_size) == MIN_WINDOW
    window.size = (960, 540)
    assert tuple(window.size) == (960, 540)
    assert app.canvas.get_size() == (theme.W, theme.H)  # scenes still draw the 1280x720 layout
