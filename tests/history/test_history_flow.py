"""Issue 35, point 1, as the table does it: the match flow keeps every game that ends (of each of the five games, by
the rules or by agreement), never a lesson's, and keeping it never stalls the frame the game ends in (the file is
written on the history's own thread, atomically as ever)."""

from __future__ import annotations

import random
import threading
from typing import Any

import pytest

from game.core.match import Match, Seat
from game.history import kept as K
from game.history.kept import HistoryStore, wait_for_kept
from game.rules import GAMES
from game.table.catalog import CATALOG
from game.table.launcher import start_game
from tests.apphelp import frames

FOX, BEAR = Seat("fox", 0), Seat("bear", 1)


def started(app: Any, game: str) -> Any:
    options = {o.key: o.default for o in CATALOG[game].options}
    start_game(app.ctx, Match(game, (FOX, BEAR), options))
    frames(app)
    return app.ctx.scenes.top


@pytest.mark.parametrize("game", sorted(GAMES))
def test_point_1_a_game_resigned_in_the_table_is_kept_as_it_ends(app: Any, game: str) -> None:
    scene = started(app, game)
    for _ in range(3):
        scene.play(scene.state.legal_moves()[0])
    scene.flow.end("resign", 1)  # what the pause menu's Resign does once confirmed
    [kept] = HistoryStore(app.ctx.saves).games()
    assert kept.game == game and kept.result.how == "resigned" and kept.result.winners == [0]
    assert kept.moves == scene.flow.turns.moves and [s.name for s in kept.match.seats] == ["fox", "bear"]


def test_point_1_a_game_played_to_its_end_by_the_rules_is_kept_once(app: Any) -> None:
    scene = started(app, "mapello")
    rng = random.Random(4)
    while not scene.flow.is_over:
        scene.play(rng.choice(scene.state.legal_moves()))
    frames(app, 3)
    app.ctx.scenes.pop_to_root()  # leaving saves once more: the same game replaces itself
    [kept] = HistoryStore(app.ctx.saves).games("mapello")
    outcome = scene.flow.outcome
    assert kept.result.how in ("win", "draw") and kept.result.scores == list(outcome.scores)
    assert len(kept.moves) == len(scene.flow.turns.moves)


def test_point_1_a_lessons_game_is_never_kept(app: Any) -> None:
    from game.board.coach import start_lesson

    coach = start_lesson(app.ctx, "dama", FOX)
    assert coach is not None
    scene = app.ctx.scenes.top
    scene.flow.turns.end("resign", 1)
    scene.flow.autosave()  # the lesson's flow, over: still nothing kept
    assert not scene.flow.saving
    assert HistoryStore(app.ctx.saves).games() == []
    assert not (app.ctx.saves.folder / "history").exists()


def test_point_1_keeping_a_game_never_holds_up_the_frame_it_ends_in(
    app: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """The flow hands the finished game to the history's writer and goes on: the move is shown while the file is
    still being written (here held back on purpose), and the list waits for it."""
    release, writing = threading.Event(), threading.Event()
    seen: list[str] = []
    real_keep = K.HistoryStore.keep

    def slow_keep(self: HistoryStore, kept: K.KeptGame) -> str:
        seen.append(threading.current_thread().name)
        writing.set()
        release.wait(10)
        return real_keep(self, kept)

    monkeypatch.setattr(K.HistoryStore, "keep", slow_keep)
    scene = started(app, "dama")
    scene.play(scene.state.legal_moves()[0])
    scene.flow.end("resign", 1)  # the frame the game ends in: returns at once
    assert writing.wait(5) and not wait_for_kept(timeout=0.05)  # still being written...
    frames(app, 3)  # ...while the table goes on drawing
    release.set()
    assert wait_for_kept(timeout=5)
    assert seen == ["kotatsu-history"]
    assert [g.game for g in HistoryStore(app.ctx.saves).games()] == ["dama"]
