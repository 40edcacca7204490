"""A saved game's picture for the menu's Continue (issue 34, point 22): the position as it was left, not the game's
menu art. The game's own screen is built from the save (the screen before the game where the game asks for one:
a board editor, a layout table), drawn once off screen and made small. Nothing of it is kept, played or saved:
no worker is asked, no move made, the save file untouched, and a message it would show is taken back. A save
that cannot be drawn (a game's bug, a save the rules refuse) gets the game's menu art instead: a picture never
stands between a player and their game."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

import pygame

from game.table.catalog import CATALOG
from game.ui import theme

if TYPE_CHECKING:
    from game.core.context import Context
    from game.core.saves import SavedGame

log = logging.getLogger(__name__)


def position_picture(ctx: Context, saved: SavedGame, size: tuple[int, int]) -> pygame.Surface | None:
    """The screen of the saved game `saved` as it was left, `size` px; None when it cannot be drawn."""
    match, record = saved.match, saved.record
    info = CATALOG.get(match.game)
    if info is None or not info.built:
        return None
    toasts = [(toast, toast.seconds) for toast in ctx.toasts]
    try:
        screen: Any = None
        if info.pregame is not None:
            screen = info.pregame()(ctx, match, record.extra or info.extra_schema()())
        if screen is None:
            screen = info.scene_class()(ctx, match, record)
        flow = getattr(screen, "flow", None)
        if flow is not None:
            flow.saving = False  # (only drawn: never written back)
        canvas = pygame.Surface((theme.W, theme.H))
        canvas.fill(theme.BG)
        screen.draw(canvas)
    except Exception:  # a picture must never keep a player from their saved game
        log.exception("the saved %s cannot be drawn for Continue", match.game)
        return None
    finally:
        ctx.toasts[:] = [toast for toast, _ in toasts]  # what building the screen would say is not said here
        for toast, seconds in toasts:
            toast.seconds = seconds
    return pygame.transform.smoothscale(canvas, size)
