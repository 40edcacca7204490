"""Issue 34, point 8, in a real window (Xvfb and openbox): a setup opened for the first time, with the mouse pointer
resting over its Play button (as the pointer of a freshly opened window often does), still shows the coach's offer
with "Learn to play" focused, and Enter takes the lesson. Skipped only where no X server can run."""

from __future__ import annotations

import shutil
import time
from collections.abc import Callable
from pathlib import Path

import pygame
import pytest

from game.board.coach_view import CARD
from game.screens.setup import SetupScene
from game.table.catalog import CATALOG
from game.ui import theme
from tests.apphelp import frames, make_app
from tests.core.test_real_window import Desktop, desktop, near

pytestmark = pytest.mark.skipif(shutil.which("Xvfb") is None, reason="no X server can run here (Xvfb missing)")
__all__ = ["desktop"]  # the real window's fixture, shared with tests/core/test_real_window.py


def offer_layout(tmp_path: Path) -> tuple[pygame.Rect, pygame.Rect, pygame.Rect]:
    """Where Dama's first setup puts the offer's card, "Learn to play" and Play (the layout is the same in any
    window: it is drawn at 1280x720 and scaled)."""
    app = make_app(tmp_path / "layout")
    setup = SetupScene(app.ctx, CATALOG["dama"])
    app.push(setup)
    frames(app, 3)
    placed = setup.offer._placed[1]
    assert placed is not None
    rects = {w.key: w.rect for w in setup.focus.widgets}
    app.close()
    return placed[1], rects["lesson"], rects["start"]


@pytest.mark.parametrize("size", [(1280, 800), (1366, 768)], ids=["1280x800", "1366x768"])
def test_point_8_a_pointer_resting_on_play_leaves_the_offer_and_enter_takes_the_lesson(
    desktop: Callable[..., Desktop], tmp_path: Path, size: tuple[int, int]
) -> None:
    card, learn, play = offer_layout(tmp_path)
    d = desktop(size, True)
    d.start("dama")  # a fresh home: the first opening of Dama's setup
    d.until("the setup", lambda shot: d.window() is not None)
    time.sleep(0.5)
    x, y = d.screen_pos(play.center)
    d.x("xdotool", "mousemove", str(x), str(y))  # the pointer comes to rest on Play
    time.sleep(0.3)
    d.x("xdotool", "mousemove", str(x + 3), str(y + 2))
    time.sleep(0.5)

    def offered(shot: pygame.Surface) -> bool:
        # The card's top edge, and the focus ring still around "Learn to play" (not around Play).
        return near(d.colour(shot, (card.centerx, card.top + 1)), theme.ACCENT, 40) and near(
            d.colour(shot, (learn.centerx, learn.bottom + 4)), theme.ACCENT, 40
        )

    d.until("the offer, Learn to play focused, under a resting pointer", offered, timeout=10)
    d.x("xdotool", "key", "Return")

    def lesson(shot: pygame.Surface) -> bool:
        # The coach's card over the left panel: its gold edge at the left, half way down.
        return near(d.colour(shot, (CARD.x + 1, CARD.bottom - 40)), theme.ACCENT, 40)

    d.until("the lesson (Enter takes what is offered)", lesson, timeout=20)
