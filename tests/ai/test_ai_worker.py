"""The search worker: off the UI loop, persistent, cancellable, restartable; and its inline twin."""

from __future__ import annotations

import time

import pytest
from toygames import NIM3, TICTACTOE, Nim3, TicTacToe

from game.ai.worker import InlineWorker, SearchWorker
from game.rules import GAMES

TTT = "toygames:TICTACTOE"
X_WINS_AT_2 = TicTacToe("XX.OO....", 0)


def wait_for(worker: SearchWorker, seconds: float = 20.0) -> tuple[int, object] | None:
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        answer = worker.poll()
        if answer is not None:
            return answer
        time.sleep(0.01)
    return None


def test_inline_worker_answers_once_per_request() -> None:
    worker = InlineWorker()
    ticket = worker.request(TTT, "hard", X_WINS_AT_2, seed=1, deterministic=True)
    assert not worker.busy
    assert worker.poll() == (ticket, "2")
    assert worker.poll() is None
    worker.request(TTT, "easy", X_WINS_AT_2, purpose="hint", deterministic=True)
    worker.cancel()
    assert worker.poll() is None
    worker.close()


def test_inline_worker_reports_a_bad_request_without_raising() -> None:
    worker = InlineWorker()
    ticket = worker.request("no-such-game", "easy", X_WINS_AT_2)
    assert worker.poll() == (ticket, None)
    assert worker.error is not None and "no-such-game" in worker.error


@pytest.fixture(scope="module")
def worker() -> SearchWorker:
    searcher = SearchWorker()
    yield searcher
    searcher.close()


def test_worker_searches_in_a_child_process_and_is_reused(worker: SearchWorker) -> None:
    first = worker.request(TTT, "hard", X_WINS_AT_2, seed=1, deterministic=True)
    assert worker.busy
    assert wait_for(worker) == (first, "2")
    assert not worker.busy
    pid = worker._process.pid
    second = worker.request("toygames:NIM3", "medium", Nim3(2, 0), seed=1, purpose="hint")
    assert wait_for(worker) == (second, "take2")
    assert worker._process.pid == pid


def test_worker_cancel_stops_the_search_promptly_and_drops_its_answer(worker: SearchWorker) -> None:
    slow = worker.request(TTT, "hard", TICTACTOE.new_game(), seconds=60.0)
    time.sleep(0.3)
    worker.cancel()
    assert not worker.busy
    started = time.monotonic()
    quick = worker.request(TTT, "easy", X_WINS_AT_2, deterministic=True)
    answer = wait_for(worker, 10.0)
    assert answer == (quick, "2") and answer[0] != slow
    assert time.monotonic() - started < 5.0  # the 60 s search was abandoned


def test_worker_newer_request_supersedes_older(worker: SearchWorker) -> None:
    older = worker.request(TTT, "hard", TICTACTOE.new_game(), seconds=60.0)
    newer = worker.request("toygames:NIM3", "easy", Nim3(1, 2), deterministic=True)
    assert wait_for(worker, 10.0) == (newer, "take1")
    assert worker.poll() is None and newer > older


def test_worker_reports_a_dead_child_once_and_restarts(worker: SearchWorker) -> None:
    worker.start()
    ticket = worker.request(TTT, "hard", TICTACTOE.new_game(), seconds=60.0)
    worker._process.kill()
    assert wait_for(worker, 10.0) == (ticket, None)
    assert worker.error is not None and "stopped" in worker.error
    assert worker.poll() is None
    again = worker.request(TTT, "medium", X_WINS_AT_2, deterministic=True)
    assert wait_for(worker) == (again, "2")


@pytest.mark.parametrize("game", ["dama", "farmini"])
def test_worker_sends_the_rules_own_move_which_is_a_legal_move_here(worker: SearchWorker, game: str) -> None:
    # Dama's and Farmini's moves refuse setattr (and Farmini's hash is of its process): they cross the pipe whole.
    state = GAMES[game].new_game()
    ticket = worker.request(game, "easy", state, seed=1, deterministic=True)
    answer = wait_for(worker)
    assert answer is not None and answer[0] == ticket
    assert answer[1] in set(state.legal_moves())
    assert type(answer[1]) is type(state.legal_moves()[0])


def test_a_first_request_returns_at_once_and_is_answered_once_the_child_is_there() -> None:
    searcher = SearchWorker()
    started = time.perf_counter()
    ticket = searcher.request("toygames:NIM3", "easy", NIM3.new_game(pile=3), deterministic=True)
    asked_in = time.perf_counter() - started
    try:
        assert searcher.busy
        answer = wait_for(searcher)
        assert answer is not None and answer[0] == ticket and answer[1] is not None, searcher.error
        assert asked_in < 0.01  # the process starts behind the frames: no frame waits for it
    finally:
        searcher.close()


def test_a_request_cancelled_while_the_child_starts_is_never_answered() -> None:
    searcher = SearchWorker()
    searcher.request("toygames:NIM3", "easy", NIM3.new_game(pile=3), deterministic=True)
    searcher.cancel()
    try:
        searcher.start()  # waits for the child
        time.sleep(0.3)
        assert searcher.poll() is None and not searcher.busy
        again = searcher.request("toygames:NIM3", "easy", Nim3(1, 2), deterministic=True)
        assert wait_for(searcher) == (again, "take1")
    finally:
        searcher.close()


def test_a_child_that_cannot_be_started_fails_its_request_once_and_says_why(monkeypatch: pytest.MonkeyPatch) -> None:
    searcher = SearchWorker()

    def no_process(self: SearchWorker) -> None:
        raise RuntimeError("no new process now")

    monkeypatch.setattr(SearchWorker, "_spawn", no_process)
    ticket = searcher.request("toygames:NIM3", "easy", NIM3.new_game(pile=3), deterministic=True)
    assert wait_for(searcher, 5.0) == (ticket, None)
    assert searcher.error is not None and "no new process now" in searcher.error
    assert searcher.poll() is None and not searcher.busy
    searcher.close()


def test_worker_close_is_idempotent() -> None:
    searcher = SearchWorker()
    searcher.request("toygames:NIM3", "easy", NIM3.new_game(pile=3), deterministic=True)
    searcher.close()
    searcher.close()
    assert not searcher.alive and not searcher.busy
