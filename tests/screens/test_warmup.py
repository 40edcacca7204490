"""Screens drawn ahead while the table rests (issue 33, point 4: no frame after start-up over 16.7 ms): right after
start-up each game's setup, a new game's board and its rules are drawn aside once, one piece per pause of the loop,
and nothing of them is kept: no file written, no lesson offer used up; the menu's demo waits until they are done."""

from __future__ import annotations

import logging
import math
import time
from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from game.core.pacing import Pacer
from game.screens.menu import GameTile, MenuScene
from game.screens.setup import SetupScene
from game.screens.warmup import Warmup
from game.table.catalog import CATALOG
from tests.apphelp import frames, make_app

if TYPE_CHECKING:
    from game.app import App


def per_language(app: App) -> int:
    """The pieces drawn ahead for each game: its setup, a new game, its rules, and a new game with each other
    value of each of its options (each look its setup offers)."""
    built = [info for info in CATALOG.values() if info.built]
    others = sum(len(o.choices_for(app.ctx)) - 1 for info in built for o in info.options)
    return 3 * len(built) + others


def run_out(ahead: Warmup) -> int:
    """Every piece of work ahead done, as the loop's rests would; how many there were."""
    pieces = 0
    while ahead.step():
        pieces += 1
    return pieces


def files_under(folder: Path) -> dict[str, bytes]:
    return {str(p.relative_to(folder)): p.read_bytes() for p in sorted(folder.rglob("*")) if p.is_file()}


def test_drawing_ahead_draws_every_screen_without_a_failure(tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    app = make_app(tmp_path)
    ahead = Warmup(app.ctx)
    pieces = 0
    with caplog.at_level(logging.ERROR):
        while ahead.step():
            pieces += 1
    assert pieces == 2 + per_language(app)  # the code opened later, the saves (none here), then every game
    assert not ahead.busy
    assert not [r for r in caplog.records if "ahead" in r.getMessage()]


def test_drawing_ahead_writes_no_file_and_keeps_every_lesson_offer(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.push(MenuScene(app.ctx))
    frames(app, 2)
    before = files_under(tmp_path)
    ahead = Warmup(app.ctx)
    run_out(ahead)
    assert files_under(tmp_path) == before
    assert app.ctx.saves.resumable() == []
    # The first real opening of a game with a lesson still offers it.
    assert SetupScene(app.ctx, CATALOG["mapello"]).offer.showing


def test_the_menu_demo_waits_while_screens_are_drawn_ahead(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    menu = MenuScene(app.ctx)
    app.push(menu)
    frog = menu.tiles["kletterfrosch"]
    menu.focus.focus_on(frog)
    app.ctx.drawing_ahead = True
    frames(app, 3)
    assert frog.demo is None
    assert menu.next_change() == math.inf  # still: the loop rests, and the work ahead runs in its pauses
    app.ctx.drawing_ahead = False
    assert menu.next_change() == 0.0
    frames(app, 3)
    assert frog.demo is not None


def test_a_resting_loop_does_one_piece_ahead_then_looks_at_input_again() -> None:
    pacer = Pacer()
    done: list[int] = []

    def piece() -> bool:
        done.append(1)
        return len(done) <= 2

    pacer.ahead = piece
    pacer.begin()
    pacer.due_in(10.0)  # nothing on screen changes for 10 s: a rest
    started = time.perf_counter()
    pacer.wait()
    pacer.wait()
    assert len(done) == 2  # one piece a wait, each wait returning at once for a frame
    assert time.perf_counter() - started < 0.2
    pacer.due_in(0.05)
    pacer.wait()  # nothing left ahead: the rest is a wait again
    assert len(done) == 3
    assert time.perf_counter() - started >= 0.05


def test_a_tile_demo_plays_in_the_size_of_a_tile_picture() -> None:
    from game.screens.menu import demo_size, tile_rects

    tile = GameTile(tile_rects(len(CATALOG))[0], CATALOG["kletterfrosch"], lambda: None)
    assert tile.picture_rect.size == demo_size()


def test_a_first_opening_finds_the_offer_placed_ahead(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game.screens.lesson_offer import LessonOffer

    app = make_app(tmp_path)
    app.push(MenuScene(app.ctx))
    frames(app, 2)
    ahead = Warmup(app.ctx)
    run_out(ahead)

    def no_search(*_args: object) -> None:
        raise AssertionError("the card's place was searched again")

    monkeypatch.setattr(LessonOffer, "_search", no_search)
    setup = SetupScene(app.ctx, CATALOG["dama"])
    app.push(setup)
    frames(app, 2)
    assert setup.offer.showing


def test_a_saved_game_s_picture_is_drawn_ahead(tmp_path: Path) -> None:
    from game.core.match import Match, Seat
    from game.screens.saved_games import SaveCard, saved_games
    from game.table.launcher import start_game

    app = make_app(tmp_path)
    app.push(MenuScene(app.ctx))
    seats = (Seat("Fox", 0, "human"), Seat("Owl", 1, "human"))
    start_game(app.ctx, Match("dama", seats, {}))
    frames(app, 2)
    app.ctx.scenes.top.exit()  # saved as a player leaves it
    app.ctx.scenes.pop_to_root()
    ahead = Warmup(app.ctx)
    run_out(ahead)
    (saved,) = saved_games(app.ctx)
    assert not SaveCard((0, 0, 1, 1), saved, print).draw_position(app.ctx)  # already drawn: the list shows it at once


def test_after_a_change_of_language_the_screens_are_drawn_ahead_again(tmp_path: Path) -> None:
    app = make_app(tmp_path)
    app.push(MenuScene(app.ctx))
    ahead = Warmup(app.ctx)
    run_out(ahead)
    assert not ahead.step()  # nothing new: a rest costs a look, no work
    app.ctx.apply_settings(language="ja")
    again = run_out(ahead)
    assert again == 1 + per_language(app)  # the saves, then every game's screens in Japanese


def test_a_game_saved_after_start_up_has_its_picture_drawn_when_the_menu_is_back(tmp_path: Path) -> None:
    from game.core.match import Match, Seat
    from game.screens.saved_games import SaveCard, saved_games
    from game.table.launcher import start_game

    app = make_app(tmp_path)
    app.push(MenuScene(app.ctx))
    ahead = Warmup(app.ctx)
    run_out(ahead)
    seats = (Seat("Fox", 0, "human"), Seat("Owl", 1, "human"))
    start_game(app.ctx, Match("dama", seats, {}))
    frames(app, 2)
    assert not ahead.step()  # in a game nothing is drawn ahead
    app.ctx.scenes.top.exit()
    app.ctx.scenes.pop_to_root()
    while ahead.step():
        pass
    (saved,) = saved_games(app.ctx)
    assert not SaveCard((0, 0, 1, 1), saved, print).draw_position(app.ctx)
