"""A table at rest does no work, in Past games too (issue 35; DESIGN.md): the list and a replay at rest are not drawn
again; a replay playing by itself is drawn while a move plays out and rests until its next move is due; a strip
filling is drawn when an answer comes and rests while the worker searches. Every frame not drawn is checked against
the picture shown (`verify_rest`)."""

from __future__ import annotations

import math
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.ai.worker import InlineWorker
from game.app import App
from game.core.match import Match, Seat
from game.core.saves import SaveExtra
from game.core.turns import TurnManager
from game.history.kept import HistoryStore, keep_game
from game.history.replay import replay
from game.rules import GAMES
from game.screens.past_games import PastGamesScene
from game.screens.replay_controls import SPEEDS
from game.screens.replay_scene import ReplayScene
from game.screens.replay_strip import POLL
from tests.apphelp import frames
from tests.core.test_rest import drawn_in, resting
from tools.virtual_pad import key_tap

FOX, OWL = Seat("fox", 0), Seat("owl", 1, "computer", "hard")
QUICK = 0.01  # s a position: the inline worker judges in the frame that asks


def kept(app: App, game: str = "mapello", moves: int = 6) -> Any:
    """A game kept as the table keeps it: the first legal move `moves` times, then the owl resigned."""
    turns = TurnManager(GAMES[game], Match(game, (FOX, OWL)))
    for _ in range(moves):
        turns.play(turns.state.legal_moves()[0])
    turns.end("resign", 1)
    keep_game(app.ctx.saves, turns, SaveExtra(), wait=True)
    return HistoryStore(app.ctx.saves).games()[0]


def settled_replay(app: App, moves: int = 6, game: str = "mapello") -> ReplayScene:
    """A replay opened on a resting table, its strip full and the game's glow gone still."""
    scene = ReplayScene(app.ctx, replay(kept(app, game, moves=moves)), QUICK)
    app.push(scene)
    for _ in range(200):
        if not scene.judging.filling:
            break
        frames(app, 1, dt=0.1)
    frames(app, 120, dt=0.1)
    return scene


def test_the_past_games_list_rests_and_a_press_draws_it_again(tmp_path: Path) -> None:
    app = resting(tmp_path)
    kept(app)
    kept(app, "dama")
    app.push(PastGamesScene(app.ctx))
    frames(app, 3)
    assert app.ctx.scenes.next_change() == math.inf
    assert drawn_in(app, 60) == 0
    assert drawn_in(app, 10, events=key_tap(pygame.K_DOWN)) == 1
    assert drawn_in(app, 60) == 0
    assert not app.stale


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_replay_at_rest_is_not_drawn_and_a_step_is_drawn_until_it_has_played_out(tmp_path: Path, game: str) -> None:
    app = resting(tmp_path)
    scene = settled_replay(app, game=game)
    assert scene.next_change() == math.inf
    assert drawn_in(app, 60) == 0
    assert drawn_in(app, 1, events=key_tap(pygame.K_RIGHT)) == 1 and scene.n == 1
    for _ in range(300):  # the move plays out (where the game animates it), every frame
        if not scene.board.moving:
            break
        assert drawn_in(app, 1) == 1
    frames(app, 120, dt=0.1)
    assert scene.next_change() == math.inf and drawn_in(app, 60) == 0
    assert not app.stale


def test_a_replay_playing_by_itself_rests_between_its_moves(tmp_path: Path) -> None:
    """At the slow speed: each move is drawn while it plays out; between two moves the frames rest until the next
    is due, and the scene says when that is."""
    app = resting(tmp_path)
    scene = settled_replay(app, moves=4)
    assert SPEEDS[0][0] == "slow"
    scene.speed = 0
    scene.toggle_play()
    assert scene.next_change() == 0.0  # the first move comes at once
    for _ in range(300):  # until the first move has played out
        app.frame(1 / 60)
        if scene.n == 1 and not scene.board.moving and not scene._fresh:
            break
    wait = scene.next_change()
    assert 0.0 < wait <= SPEEDS[0][1]
    assert drawn_in(app, int(wait * 60) - 2) == 0  # nothing drawn until the next move
    assert drawn_in(app, 10) > 0 and scene.n == 2
    for _ in range(100):
        frames(app, 1, dt=0.1)
        if not scene.playing:
            break
    assert scene.n == 4 and not scene.playing
    frames(app, 120, dt=0.1)
    assert scene.next_change() == math.inf and drawn_in(app, 30) == 0
    assert not app.stale


class HeldWorker(InlineWorker):
    """The inline worker whose answers wait until let through one by one (`let`): a search that takes its time."""

    def __init__(self) -> None:
        super().__init__()
        self.held: list[tuple[int, object]] = []
        self.let = 0

    def request(self, *args: Any, **kwargs: Any) -> int:
        kwargs["seconds"] = QUICK
        return super().request(*args, **kwargs)

    def poll(self) -> tuple[int, object] | None:
        answer = super().poll()
        if answer is not None:
            self.held.append(answer)
        if self.let and self.held:
            self.let -= 1
            return self.held.pop(0)
        return None


def test_a_strip_filling_rests_while_the_computer_judges_and_is_drawn_when_an_answer_comes(tmp_path: Path) -> None:
    app = resting(tmp_path)
    app.ctx.make_worker = HeldWorker
    scene = ReplayScene(app.ctx, replay(kept(app)), 30.0)  # the search's time: the answer cannot come sooner
    app.push(scene)
    frames(app, 130, dt=0.1)  # the board's glow still
    assert scene.judging.filling and not scene.judging.judged
    assert POLL < scene.next_change() <= 30.0
    assert drawn_in(app, 60) == 0
    scene.judging.worker.let = 1
    assert drawn_in(app, 1) == 1  # the first column, drawn as it came
    assert len(scene.judging.judged) == 1
    assert drawn_in(app, 60) == 0  # the next position asked: resting again
    assert not app.stale
