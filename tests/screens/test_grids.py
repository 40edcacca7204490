"""Boards of any shape: square and hex hit-testing, D-pad steps over any layout (a full grid, a sparse growing hex
board, several zones), and the view that fits a growing board with a smooth zoom."""

from __future__ import annotations

import itertools
import math

from hypothesis import given, settings
from hypothesis import strategies as st

from game.ui.grids import FitView, HexGrid, Navigator, SquareGrid, bounds, step_towards


def test_square_grid_hit_test_and_rects() -> None:
    g = SquareGrid(100, 50, 60, 8, 8)
    assert g.cell_at((100, 50)) == (0, 0) and g.cell_at((579, 529)) == (7, 7)
    assert g.cell_at((99, 60)) is None and g.cell_at((580, 60)) is None
    assert g.rect(2, 3) == (220, 230, 60, 60) and g.centre(0, 0) == (130, 80)


def test_dpad_on_a_square_grid_goes_straight_and_stops_at_the_edge() -> None:
    g = SquareGrid(0, 0, 10, 3, 3)
    centres = {c: g.centre(*c) for c in g.cells()}
    assert step_towards((1, 1), "right", centres) == (2, 1)
    assert step_towards((1, 1), "up", centres) == (1, 0)
    assert step_towards((2, 1), "right", centres) == (2, 1)  # the edge: stays


@given(st.integers(-6, 6), st.integers(-6, 6), st.floats(-0.45, 0.45), st.floats(-0.45, 0.45))
@settings(max_examples=150, deadline=None)
def test_hex_hit_test_finds_the_hex_under_the_point(q: int, r: int, fx: float, fy: float) -> None:
    for r_up in (False, True):
        g = HexGrid(30.0, (640.0, 360.0), r_up)
        cx, cy = g.centre(q, r)
        # any point well inside the hex (within the inscribed circle) belongs to it
        inner = 30.0 * math.sqrt(3) / 2
        assert g.cell_at((cx + fx * inner, cy + fy * inner)) == (q, r)


def test_hex_neighbours_are_the_six_of_rule_J2_and_touch() -> None:
    g = HexGrid(20.0)
    for n in g.neighbours(0, 0):
        assert math.dist(g.centre(*n), g.centre(0, 0)) == __import__("pytest").approx(20.0 * math.sqrt(3))


def test_dpad_on_hexes_runs_along_the_row_and_zigzags_up() -> None:
    g = HexGrid(20.0)
    cells = [(q, r) for q in range(-4, 5) for r in range(-4, 5) if abs(q + r) <= 4]
    centres = {c: g.centre(*c) for c in cells}
    assert step_towards((0, 0), "right", centres) == (1, 0)
    assert step_towards((0, 0), "left", centres) == (-1, 0)
    nav = Navigator()
    path = [(0, 2)]
    for _ in range(4):
        path.append(nav.step("pad1", path[-1], "up", centres))
    xs = [centres[c][0] for c in path]
    assert all(b[1] == a[1] - 1 for a, b in itertools.pairwise(path))  # one row up each press
    assert max(xs) - min(xs) <= 20.0 * math.sqrt(3) / 2 + 1e-6  # alternating: it keeps to one column


def test_dpad_on_a_sparse_growing_board_reaches_the_nearest_tile_that_way() -> None:
    g = HexGrid(20.0)
    tiles = [(0, 0), (1, 0), (1, -1), (0, 1), (3, 0), (-2, 2)]
    centres = {c: g.centre(*c) for c in tiles}
    assert step_towards((1, 0), "right", centres) == (3, 0)  # a gap: the next tile along the row
    assert step_towards((0, 1), "down", centres) == (0, 1)  # nothing below
    assert step_towards((0, 1), "left", centres) == (-2, 2)


def test_dpad_moves_between_zones_naturally() -> None:
    # a display of four cards above two farms side by side
    display = {("slot", i): (300.0 + 150 * i, 100.0) for i in range(4)}
    farm0 = {("farm0", x, y): (150.0 + 60 * x, 300.0 + 60 * y) for x in range(3) for y in range(3)}
    farm1 = {("farm1", x, y): (800.0 + 60 * x, 300.0 + 60 * y) for x in range(3) for y in range(3)}
    centres = {**display, **farm0, **farm1}
    assert step_towards(("slot", 0), "down", centres) == ("farm0", 2, 0)
    assert step_towards(("slot", 3), "down", centres) == ("farm1", 0, 0)
    assert step_towards(("farm0", 2, 1), "right", centres) == ("farm1", 0, 1)
    assert step_towards(("farm1", 0, 0), "up", centres) == ("slot", 3)


def test_fit_view_eases_towards_the_fit_and_maps_both_ways() -> None:
    view = FitView((100.0, 100.0, 800.0, 400.0), max_scale=2.0)
    view.fit((0.0, 0.0, 100.0, 100.0))
    assert view.scale == 2.0  # a tiny board is not blown up past max_scale
    view.fit((-400.0, -100.0, 400.0, 100.0))
    assert view.update(1 / 60) and 1.0 < view.scale < 2.0  # on its way: a smooth zoom, not a jump
    for _ in range(240):
        view.update(1 / 60)
    assert view.scale == 1.0 and view.focus == (0.0, 0.0)
    for p in ((-400.0, -100.0), (400.0, 100.0), (13.0, -7.0)):
        back = view.to_world(view.to_screen(p))
        assert math.isclose(back[0], p[0], abs_tol=1e-9) and math.isclose(back[1], p[1], abs_tol=1e-9)
    left, top = view.to_screen((-400.0, -100.0))
    assert (left, top) == (100.0, 200.0)  # centred: the wide board leaves room above and below
    assert bounds([(0, 0), (10, 5)], 2) == (-2, -2, 12, 7)
