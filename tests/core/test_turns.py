"""Hot-seat turns: devices bound to seats, undo back to the last human move, replay of saved moves."""

from __future__ import annotations

import pytest

from game.core.match import Match, Seat
from game.core.saves import Ending
from game.core.turns import ReplayError, TurnManager
from game.rules import IllegalMove, mapello


def match(*kinds: str, devices: tuple[str | None, ...] = (None, None)) -> Match:
    seats = tuple(Seat(f"p{i}", i, kind, "easy", devices[i]) for i, kind in enumerate(kinds))
    return Match("mapello", seats, {})


def test_devices_bound_to_another_seat_are_ignored() -> None:
    tm = TurnManager(mapello, match("human", "human", devices=("pad1", "pad2")))
    assert tm.seat_index == 0
    assert tm.accepts("pad1") and not tm.accepts("pad2")
    assert tm.accepts("mouse")  # an unbound device is the shared hot-seat mouse
    tm.play("d3")
    assert tm.accepts("pad2") and not tm.accepts("pad1")


def test_any_device_seat_accepts_everything_but_a_computer_seat_nothing() -> None:
    tm = TurnManager(mapello, match("human", "computer"))
    assert tm.accepts("pad3") and tm.accepts("keyboard")
    tm.play("d3")
    assert tm.computer_to_move and not tm.accepts("mouse")


def test_undo_between_humans_takes_back_one_move() -> None:
    tm = TurnManager(mapello, match("human", "human"))
    tm.play("d3")
    tm.play("c3")
    assert tm.undo() == 1 and tm.moves == ["d3"]


def test_undo_against_the_computer_takes_back_its_reply_too() -> None:
    tm = TurnManager(mapello, match("human", "computer"))
    tm.play("d3")
    tm.play("c3")  # the computer's reply
    assert tm.undo() == 2 and tm.moves == [] and tm.seat_index == 0


def test_nothing_to_undo_before_any_human_move() -> None:
    tm = TurnManager(mapello, match("computer", "human"))
    assert not tm.can_undo() and tm.undo() == 0
    tm.play("d3")  # computer
    assert not tm.can_undo()


def test_record_replays_to_the_same_state_and_bad_moves_are_refused() -> None:
    tm = TurnManager(mapello, match("human", "human"))
    for m in ("d3", "c3", "c4"):
        tm.play(m)
    again = TurnManager(mapello, tm.match, tm.record().moves)
    assert again.state.to_json() == tm.state.to_json()
    with pytest.raises(ReplayError, match="move 1") as caught:  # what a save can get wrong: set aside for it
        TurnManager(mapello, tm.match, ["a1"])
    assert isinstance(caught.value.__cause__, IllegalMove)


def test_match_json_round_trip() -> None:
    m = Match("mapello", (Seat("fox", 0), Seat("owl", 3, "computer", "hard", "pad2")), {"board": "x"})
    assert Match.from_json(m.to_json()) == m


def test_redo_plays_again_what_undo_took_back_and_a_new_move_forgets_it() -> None:
    tm = TurnManager(mapello, match("human", "computer"))
    tm.play("d3")
    tm.play("c3")  # the computer's reply
    tm.undo()
    assert tm.can_redo() and tm.redo() == 2 and tm.moves == ["d3", "c3"]  # the reply comes back with it
    assert not tm.can_redo() and tm.redo() == 0
    tm.undo()
    tm.play("c4")  # a different move: the old future is gone
    assert not tm.can_redo() and tm.moves == ["c4"]


def test_an_agreed_end_is_saved_replayed_and_taken_back_by_undo() -> None:
    tm = TurnManager(mapello, match("human", "human"))
    tm.play("d3")
    tm.end("resign", 1)
    assert tm.is_over and tm.outcome.winners == (0,) and tm.seat_index is None
    with pytest.raises(ValueError):
        tm.play("c3")
    again = TurnManager(mapello, match("human", "human"), tm.record().moves, ending=tm.record().ending)
    assert again.outcome == tm.outcome
    assert tm.undo() == 1 and not tm.is_over and tm.moves == ["d3"]
    tm.end("draw")
    assert tm.outcome.winners == () and tm.outcome.reason == "draw agreed"
    with pytest.raises(ValueError):
        TurnManager(mapello, match("human", "human")).end("surrender")


def test_only_what_the_rules_refuse_becomes_a_replay_error() -> None:
    # Options the rules reject and an impossible agreed end are the file's fault; anything else is ours.
    with pytest.raises(ReplayError, match="options"):
        TurnManager(mapello, match("human", "human"), options={"board": "not a map"})
    with pytest.raises(ReplayError, match="agreed end"):
        TurnManager(mapello, match("human", "human"), ending=Ending("resign", 7))
    with pytest.raises(TypeError):  # a bug (an option the rules do not have) is never taken for a bad file
        TurnManager(mapello, match("human", "human"), options={"no_such_option": 1})
