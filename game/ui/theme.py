"""Colours, seat palettes and sizes shared by every screen (colour-blind safe: colour always comes with a shape)."""

from __future__ import annotations

from game.core import scenes

W, H = 1280, 720

BG = (34, 40, 49)
BG_DARK = (22, 26, 33)
PANEL = (52, 60, 72)
PANEL_HI = (70, 80, 96)
TEXT = (240, 236, 228)
TEXT_DIM = (170, 176, 186)
ACCENT = (255, 196, 72)
GOOD = (110, 200, 120)
BAD = (235, 100, 90)

# Okabe-Ito colours, each with its own marker shape so seats never rely on colour alone.
SEAT_COLOURS: tuple[tuple[str, tuple[int, int, int]], ...] = (
    ("orange", (230, 159, 0)),
    ("sky", (86, 180, 233)),
    ("green", (0, 158, 115)),
    ("pink", (204, 121, 167)),
    ("yellow", (240, 228, 66)),
    ("blue", (0, 114, 178)),
    ("vermilion", (213, 94, 0)),
)
SEAT_SHAPES = ("circle", "square", "triangle", "diamond")

# Shapes every screen draws (game.ui.draw): a panel's corners, a focus ring's width and corners, an overlay's veil.
RADIUS = 18
RING_WIDTH, RING_RADIUS = 5, 20
VEIL = 150  # the alpha of the dark veil under an overlay
OPAQUE = 255  # an alpha at full: what fades in and out fades from and to it

FONT_SMALL = 22
FONT_BODY = 28
FONT_LABEL = 34
FONT_TITLE = 56
FONT_HUGE = 80


def seat_colour(index: int) -> tuple[int, int, int]:
    return SEAT_COLOURS[index % len(SEAT_COLOURS)][1]


# ---- Castle Frog, Farmini and 36's screens (issue 37, point 7: their layout numbers named) ------------------------
WHITE = (255, 255, 255)
TOAST_BRIEF = 1.8  # seconds: a toast answering a press with "not here" (no undo, no hint, pick a tile first)
TOAST_LONG = 4.0  # seconds: a toast about a saved position or board that could not be used, read in full

# ---- named for the table's own screens (game/screens/*.py) ----------------------------------------------------------
FOCUS_RING_MARGIN = 12  # px between a focused widget and its focus ring
FOCUS_RING_WIDTH, FOCUS_RING_RADIUS = RING_WIDTH, RING_RADIUS
SHADE = (20, 20, 20)  # near black: dark text on a bright badge, a dark plate under light text
PROBLEM_SECONDS = scenes.PROBLEM_SECONDS  # a message about a save or a file (named where toasts live, in core)
REFUSAL_SECONDS = 5.0  # a message saying why an action could not be done
DIALOG_SHADE = VEIL  # the shade a dialog lays over the screen behind it
DIALOG_RADIUS, DIALOG_BORDER = 24, 4  # a dialog's box: its corners, its accent border
