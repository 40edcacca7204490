"""The layout the table's own screens share (the modules directly in game/screens): a page's margins, and the row
of buttons under a paged list (Past games, the game files)."""

from __future__ import annotations

from game.ui import theme

PAGE_MARGIN = 60  # a page's title and its rows keep this far from the screen's sides
LIST_BUTTONS_Y = theme.H - 78  # the buttons under a paged list
LIST_BUTTON_W, LIST_BUTTON_H = 320, 62
