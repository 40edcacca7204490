"""Running a search off the UI loop.

`SearchWorker` keeps one "spawn" child process for a whole game (the UI process has pygame initialised, so it
must not fork) and talks to it over a pipe. Tickets order the requests: a newer request supersedes an older
one, and the child stops searching as soon as the shared "cancelled up to" ticket covers its request.
`InlineWorker` has the same API but searches synchronously (tests, headless tools).
"""

from __future__ import annotations

import multiprocessing
import threading
import traceback
from collections.abc import Callable
from multiprocessing.connection import Connection
from typing import TYPE_CHECKING, Any

from game.ai import judge_draw, make_agent, resolve_game
from game.ai.levels import HINT_LEVEL
from game.rules.contract import AnyState

# "judge": answer a draw offer, "accept" or "decline"; "assess": who is ahead and the move the hard level would play
# (game.history.judgement: the Past games strip), a line of JSON
PURPOSES = ("move", "hint", "judge", "assess")
JOIN_SECONDS = 0.5


def search_move(
    game_name: str,
    level: str,
    state_json: dict[str, Any],
    seed: int,
    purpose: str = "move",
    seconds: float | None = None,
    deterministic: bool = False,
    should_stop: Callable[[], bool] | None = None,
) -> object:
    """Rebuild the state from JSON, search it, and return the chosen move itself, the rules' typed move (it crosses
    the pipe as it is, so the table plays it with no notation read back); for "judge" whether the seat that did not
    offer, the one after the seat to move, accepts a draw ("accept", "decline"); for "assess" a line of JSON."""
    if purpose not in PURPOSES:
        raise ValueError(f"unknown purpose {purpose!r}: expected one of {', '.join(PURPOSES)}")
    if purpose == "assess":
        from game.history.judgement import assess

        return assess(game_name, state_json, seconds, seed, should_stop)
    rules = resolve_game(game_name)
    state = rules.from_json(state_json)
    if purpose == "judge":
        mover = state.to_move
        if mover is None:
            raise ValueError("the game is over: there is no draw to judge")
        answer = judge_draw(game_name, level, state, (mover + 1) % _seats(state), seed, should_stop)
        return "accept" if answer else "decline"
    agent = make_agent(
        game_name, HINT_LEVEL if purpose == "hint" else level, seed, deterministic=deterministic, seconds=seconds
    )
    return agent.choose(state, should_stop)


def _seats(state: AnyState) -> int:
    """How many seats play `state`: its scores have one entry per seat (two at least)."""
    return max(2, len(state.scores))


def _serve(conn: Connection, cancelled: Any) -> None:
    """The child's loop: one request at a time; None (or a closed pipe) ends it."""
    while True:
        try:
            message = conn.recv()
        except (EOFError, OSError):
            return
        if message is None:
            return
        ticket, args = message
        if cancelled.value >= ticket:
            continue

        def stop(ticket: int = ticket) -> bool:
            return bool(cancelled.value >= ticket)

        try:
            game_name, level, state_json, seed, purpose, seconds, deterministic = args
            answer: object = search_move(
                game_name, level, state_json, seed, purpose, seconds, deterministic, should_stop=stop
            )
            error = None
        except Exception as exc:  # noqa: BLE001 - the worker must outlive a bad request and say why
            answer, error = None, f"{type(exc).__name__}: {exc}\n{traceback.format_exc(limit=3)}"
        if cancelled.value >= ticket:
            continue  # a cancelled request never answers
        try:
            conn.send((ticket, answer, error))
        except (BrokenPipeError, OSError):
            return


def _reap(process: multiprocessing.process.BaseProcess | None, conn: Connection | None) -> None:
    """Wait a moment for a stopped child, end it if it is still searching, and free what it held."""
    if process is not None:
        process.join(JOIN_SECONDS)
        if process.is_alive():
            process.terminate()
            process.join(JOIN_SECONDS)
        if process.is_alive():  # deaf to SIGTERM while deep in C code: nothing may keep it
            process.kill()
            process.join(JOIN_SECONDS)
        try:
            process.close()
        except ValueError:  # still going as the interpreter exits: multiprocessing ends its daemon children then
            pass
    if conn is not None:
        conn.close()


class SearchWorker:
    """A persistent search process: `request()` -> ticket, `poll()` -> (ticket, answer) | None.

    When a request fails (the child died or the search raised), `poll()` returns `(ticket, None)` once and
    `error` says why; the next request restarts the child if needed.

    The child is started behind the frames, on a helper thread: spawning a process waits for it to begin (10-30 ms),
    which would be a dropped frame at the computer's first move and at every replay's opening. A request made while
    it starts waits in `_queued` and is sent as soon as the child is there; `poll()` answers None meanwhile.
    """

    def __init__(self) -> None:
        self._context = multiprocessing.get_context("spawn")
        self._process: Any = None
        self._conn: Connection | None = None
        self._cancelled: Any = None
        self._ticket = 0
        self._pending: int | None = None
        self.error: str | None = None
        self._lock = threading.Lock()  # the helper thread that starts the child hands it over under this
        self._starting: threading.Thread | None = None
        self._queued: tuple[int, tuple[Any, ...]] | None = None  # a request waiting for the child to be there

    @property
    def busy(self) -> bool:
        """True while a request is waiting for its answer."""
        return self._pending is not None

    @property
    def alive(self) -> bool:
        return self._process is not None and self._process.is_alive()

    def start(self) -> None:
        """Start the child now, waiting for it (it is otherwise started behind the frames by the first request)."""
        self._wait_for_start()
        if not self.alive:
            self._stop_process()
            self._install(*self._spawn())

    def _spawn(self) -> tuple[Any, Connection, Any]:
        parent, child = self._context.Pipe()
        cancelled = self._context.Value("q", self._ticket, lock=False)
        process = self._context.Process(target=_serve, args=(child, cancelled), name="kotatsu-ai", daemon=True)
        process.start()
        child.close()
        return process, parent, cancelled

    def _install(self, process: Any, conn: Connection, cancelled: Any) -> None:
        self._process, self._conn, self._cancelled = process, conn, cancelled

    def _start_behind(self) -> None:
        """The helper thread: start the child, hand it over, send the request that waited for it."""
        try:
            parts = self._spawn()
        except Exception as exc:  # noqa: BLE001 - no process could be made: the request fails as a dead child's would
            with self._lock:
                self._starting = None
                self._queued = None
                self.error = f"the search process could not start: {exc}"
            return
        with self._lock:
            self._install(*parts)
            self._starting = None
            queued, self._queued = self._queued, None
            if queued is not None:
                self._send(*queued)

    def _wait_for_start(self) -> None:
        starting = self._starting
        if starting is not None:
            starting.join()

    def _send(self, ticket: int, args: tuple[Any, ...]) -> None:
        assert self._conn is not None
        self._cancelled.value = ticket - 1
        try:
            self._conn.send((ticket, args))
        except (BrokenPipeError, OSError):  # the child is gone: `poll()` says so and the next request restarts it
            self._stop_process()

    def request(
        self,
        game_name: str,
        level: str,
        state: Any,
        seed: int = 0,
        purpose: str = "move",
        *,
        seconds: float | None = None,
        deterministic: bool = False,
    ) -> int:
        """Ask for a move (or a hint) for `state`; supersedes any earlier request. Returns its ticket at once."""
        self._ticket += 1
        ticket = self._ticket
        args = (game_name, level, state.to_json(), seed, purpose, seconds, deterministic)
        self.error = None
        self._pending = ticket
        with self._lock:
            if self._starting is None and not self.alive:
                self._stop_process()
                self._starting = threading.Thread(target=self._start_behind, name="kotatsu-ai-start", daemon=True)
                self._starting.start()
            if self._starting is not None:
                self._queued = (ticket, args)
            else:
                self._send(ticket, args)
        return ticket

    def poll(self) -> tuple[int, object] | None:
        """The answer to the newest request if it has arrived (never blocks); stale answers are dropped."""
        with self._lock:
            if self._starting is not None:
                return None
        while self._conn is not None:
            try:
                if not self._conn.poll():
                    break
                ticket, answer, error = self._conn.recv()
            except (EOFError, OSError):
                break
            if ticket == self._pending:
                self._pending = None
                self.error = error
                return ticket, answer
        if self._pending is not None and not self.alive:
            ticket, self._pending = self._pending, None
            code = self._process.exitcode if self._process is not None else None
            self.error = self.error or f"the search process stopped (exit code {code})"
            self._stop_process()
            return ticket, None
        return None

    def cancel(self) -> None:
        """Drop the current request: the child stops searching and its answer is never returned."""
        with self._lock:
            self._queued = None
            if self._pending is not None and self._cancelled is not None:
                self._cancelled.value = self._pending
        self._pending = None

    def close(self) -> None:
        """Stop the child (asked politely, then terminated after a short join). Safe to call twice."""
        self.cancel()
        self._wait_for_start()
        self._stop_process()

    def _stop_process(self) -> None:
        """Ask the child to stop and let it go: waiting for it (it may be mid-search) happens on a helper thread,
        so leaving a game never stalls a frame."""
        process, conn = self._process, self._conn
        self._process, self._conn = None, None
        if conn is not None:
            try:
                conn.send(None)
            except (BrokenPipeError, OSError):
                pass
        if process is not None or conn is not None:
            threading.Thread(target=_reap, args=(process, conn), name="kotatsu-ai-reaper", daemon=True).start()

    def __enter__(self) -> SearchWorker:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    def __del__(self) -> None:
        try:
            self.close()
        except Exception:  # noqa: BLE001 - a worker collected at exit closes what it can, silently
            pass


class InlineWorker:
    """The same API as SearchWorker, searching synchronously inside `request()`."""

    def __init__(self) -> None:
        self._ticket = 0
        self._result: tuple[int, object] | None = None
        self.error: str | None = None

    @property
    def busy(self) -> bool:
        return False

    def request(
        self,
        game_name: str,
        level: str,
        state: Any,
        seed: int = 0,
        purpose: str = "move",
        *,
        seconds: float | None = None,
        deterministic: bool = False,
    ) -> int:
        """Search now; the answer waits for the next `poll()`."""
        self._ticket += 1
        self.error = None
        try:
            answer = search_move(game_name, level, state.to_json(), seed, purpose, seconds, deterministic)
        except Exception as exc:  # noqa: BLE001 - a failed search is an answer (the table plays on)
            answer, self.error = None, f"{type(exc).__name__}: {exc}"
        self._result = (self._ticket, answer)
        return self._ticket

    def poll(self) -> tuple[int, object] | None:
        result, self._result = self._result, None
        return result

    def cancel(self) -> None:
        self._result = None

    def close(self) -> None:
        self._result = None


if TYPE_CHECKING:  # both workers follow the contract's SearchWorker (mypy checks; nothing runs here)
    from game.rules import contract

    _process: contract.SearchWorker = SearchWorker()
    _inline: contract.SearchWorker = InlineWorker()
