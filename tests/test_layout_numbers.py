"""A screen's layout is named once (issue 37, point 7): margins, panel widths, sizes, colours and times are constants
of their screen's module, its package's `layout.py` or the theme, so a change of layout is one edit. The numbers
the drawing code still writes inside its functions (tools/layout_numbers.py) are few, in every module."""

from __future__ import annotations

from pathlib import Path

from tools.layout_numbers import counts, is_picture, unnamed

# What is left reads better as it is: a name picker's seed range, an arc's 4k(1-k), a pick of 2 or 3 parts, 36's
# player counts. Never a layout.
MOST_IN_A_MODULE = 2
MOST_IN_ALL = 10


def test_every_drawing_module_names_its_layout() -> None:
    over = {name: n for name, n in counts().items() if n > MOST_IN_A_MODULE}
    assert over == {}, "name these modules' numbers (python3 tools/layout_numbers.py --list PATH)"


def test_the_drawing_code_writes_few_numbers_in_all() -> None:
    assert sum(counts().values()) <= MOST_IN_ALL


def test_a_number_in_a_function_is_unnamed_and_a_constant_is_named() -> None:
    source = (
        "MARGIN = 24\n"
        "class Panel:\n    WIDTH = 300\n"
        "def place(x, gap=12):\n    return x + MARGIN + 0.5 * gap + 1 + 40\n"
        "shift = lambda x: x - 7\n"
    )
    assert unnamed(source) == [(4, 12), (5, 40), (6, 7)]


def test_pictures_keep_their_proportions() -> None:
    assert is_picture(Path("game/screens/dama/art.py"))
    assert is_picture(Path("game/ui/animals.py"))
    assert not is_picture(Path("game/screens/dama/panels.py"))
