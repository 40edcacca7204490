"""Messages at the edge of the picture never cover a dialog (issue 34, point 20): beside a dialog's box where there
is room, else they wait, their time not running, until it closes."""

from __future__ import annotations

from pathlib import Path

import pygame

from game.core.input import Action
from game.core.match import Match, Seat
from game.table.launcher import start_game
from game.ui import theme
from game.ui.dialogs import ChoiceOverlay
from tests.apphelp import feed, frames, intent, menu_app

ERROR = (120, 45, 40)  # an error message's panel (game/ui/toasts.py)


def error_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    """How many pixels (every fourth) in `rect` are the error message's panel colour."""
    return sum(
        1
        for x in range(rect.left, rect.right, 4)
        for y in range(rect.top, rect.bottom, 4)
        if tuple(surface.get_at((x, y)))[:3] == ERROR
    )


def test_point_20_a_message_with_the_pause_menu_up_is_drawn_beside_it_never_over_it(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    start_game(app.ctx, Match("dama", (Seat("fox", 0), Seat("bear", 1))))
    frames(app, 10, dt=0.1)
    feed(app, intent(Action.MENU, "keyboard"))
    pause = app.ctx.scenes.top
    assert isinstance(pause, ChoiceOverlay)
    app.ctx.toast("A message that came while the game was paused", "error", 3.0)
    frames(app, 2)
    inside = error_pixels(app.canvas, pause.box)
    outside = error_pixels(app.canvas, pygame.Rect(0, 0, theme.W, theme.H)) - inside
    if pause.toast_area() and pygame.Rect(pause.toast_area()).h >= 38:  # room above or below: shown there
        assert outside > 0
    assert inside == 0


def test_point_20_a_message_waits_while_a_dialog_leaves_it_no_room_and_shows_after(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    items = [(lambda i=i: f"Choice {i}", lambda: None) for i in range(8)]  # a box nearly as tall as the screen
    app.push(ChoiceOverlay(app.ctx, "A tall question", items, on_back=app.ctx.scenes.pop))
    app.ctx.toast("Wait for me", "error", 1.0)
    frames(app, 120, dt=0.1)  # 12 s with the dialog up: the message is neither shown nor used up
    assert error_pixels(app.canvas, pygame.Rect(0, 0, theme.W, theme.H)) == 0
    assert app.ctx.toasts and app.ctx.toasts[0].text == "Wait for me"
    feed(app, intent(Action.BACK, "keyboard"))  # the dialog closes
    frames(app, 2)
    assert error_pixels(app.canvas, pygame.Rect(0, 0, theme.W, theme.H)) > 0
