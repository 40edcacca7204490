"""Issue 35, point 3 (the part with no screen): the hard computer's judgement of every position, one number a strip
draws, and "here it turned" with the move the computer would have played instead, on a known swing: a Mapello corner
given away."""

from __future__ import annotations

import math

import pytest

from game.ai.worker import InlineWorker
from game.core.match import Match, Seat
from game.core.saves import SaveExtra
from game.core.turns import TurnManager
from game.history.judgement import Judgement, judge_position, judge_replay, loser_of, scale, turning_point
from game.history.kept import kept_from
from game.history.replay import Replay, replay
from game.rules import GAMES

# Black to move with 12 empty cells (found by a search of random Classic games, solved exactly by the hard level):
# every move wins but e1 (a draw) and g1, after which White may take the h8 corner, and wins.
CORNER = "\n".join(
    [
        "----------",
        "-.W...W.B-",
        "-.WWWWWWW-",
        "-W.BWWBWW-",
        "-BBBWBWWW-",
        "-BBWBBBW.-",
        "-.BBBBWWW-",
        "-WBBBBBWB-",
        "-..WBBBB.-",
        "----------",
    ]
)
# g1 given, then the hard level on both sides to the end: White wins 39 to 25.
GIVEN = ["g1", "h5", "c1", "h8", "e1", "b8", "a1", "a2", "b3", "a8", "d1", "a6"]
SECONDS = 0.3


def corner_game() -> Replay:
    turns = TurnManager(
        GAMES["mapello"],
        Match("mapello", (Seat("fox", 0), Seat("owl", 1, "computer", "hard"))),
        options={"position": {"map": CORNER, "to_move": 0}},
    )
    for move in GIVEN:
        turns.play(move)
    assert turns.outcome is not None and turns.outcome.winners == (1,)
    return replay(kept_from(turns, SaveExtra()))


def test_point_3_the_strip_marks_the_corner_given_away_and_what_to_play_instead() -> None:
    game = corner_game()
    judged = list(judge_replay(game, seconds=SECONDS))
    assert len(judged) == len(game.states) == len(GIVEN) + 1
    assert all(-1.0 <= j.ahead <= 1.0 and len(j.values) == 2 for j in judged)
    assert judged[0].ahead > 0.3  # Black (the first seat) is ahead before g1...
    assert judged[1].ahead < -0.3  # ...and behind once h8 is White's to take
    assert judged[-1].ahead == -1.0 and judged[-1].decided and judged[-1].best is None
    assert loser_of(game) == 0
    turn = turning_point(game, judged)
    assert turn is not None and (turn.move, turn.seat, turn.played) == (1, 0, "g1")
    assert turn.swing > 0.6
    assert turn.instead is not None and turn.instead not in ("g1", "e1")  # a winning move instead


def test_point_3_a_judgement_is_one_seat_view_of_who_is_ahead() -> None:
    state = GAMES["mapello"].new_game(position={"map": CORNER, "to_move": 0})
    j = judge_position("mapello", state, seconds=SECONDS)
    assert j.values[0] == -j.values[1] and j.best is not None and j.best in {str(m) for m in state.legal_moves()}
    assert Judgement.from_text(j.to_text()) == j


def test_point_3_the_worker_judges_a_position_off_the_ui_loop_with_its_assess_purpose() -> None:
    state = GAMES["mapello"].new_game(position={"map": CORNER, "to_move": 0})
    worker = InlineWorker()
    ticket = worker.request("mapello", "hard", state, seed=1, purpose="assess", seconds=SECONDS)
    answer = worker.poll()
    assert answer is not None and answer[0] == ticket and answer[1] is not None, worker.error
    judged = Judgement.from_text(answer[1])
    assert judged.ahead > 0.3 and judged.best is not None


@pytest.mark.parametrize("game", ["dama", "jaleo", "thirtysix", "farmini"])
def test_point_3_every_game_is_judged_in_the_same_picture(game: str) -> None:
    seats = (
        (Seat("fox", 0), Seat("owl", 1), Seat("cat", 2)) if game == "thirtysix" else (Seat("fox", 0), Seat("owl", 1))
    )
    turns = TurnManager(GAMES[game], Match(game, seats), options={"players": 3} if game == "thirtysix" else {})
    for _ in range(4):
        turns.play(turns.state.legal_moves()[0])
    j = judge_position(game, turns.state, seconds=0.1)
    assert len(j.values) == len(seats) and all(-1.0 <= v <= 1.0 for v in j.values)
    assert j.best in {str(m) for m in turns.state.legal_moves()}
    assert scale(game) > 0 and math.isfinite(scale(game))


def test_point_3_a_draw_or_an_unfinished_game_has_no_turn() -> None:
    turns = TurnManager(GAMES["dama"], Match("dama", (Seat("fox", 0), Seat("owl", 1))))
    turns.play(turns.state.legal_moves()[0])
    turns.end("draw")
    game = replay(kept_from(turns, SaveExtra()))
    assert loser_of(game) is None and turning_point(game, [Judgement((0.0, 0.0))] * 2) is None


@pytest.mark.parametrize("game", ["jaleo", "dama"])
def test_point_3_a_game_is_judged_alike_each_time_it_is_replayed(game: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """The search is held to a count of nodes, not a clock: a busy machine (here a clock running ten times as fast)
    judges every position, and so marks the turn, as a quiet one does."""
    import random
    import time

    from game.ai import budget

    turns = TurnManager(GAMES[game], Match(game, (Seat("fox", 0), Seat("owl", 1))))
    rng = random.Random(7)
    for _ in range(12):
        turns.play(rng.choice(turns.state.legal_moves()))
    quiet = [judge_position(game, s, seconds=0.05, seed=i) for i, s in enumerate(turns.states)]
    monkeypatch.setattr(budget, "now", lambda: time.perf_counter() * 10)
    busy = [judge_position(game, s, seconds=0.05, seed=i) for i, s in enumerate(turns.states)]
    assert busy == quiet
