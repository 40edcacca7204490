"""An outside Othello engine as an arena side: `gtp:<command>` runs `<command>` and talks GTP to it over stdin.

    python tools/arena.py mapello hard "gtp:/usr/games/gtp-rhino --level 3" --games 10 --cpu-time

Only plain Othello engines are known (GRhino, Debian package `grhino`), so this side plays Mapello's Classic map only
(the game's default board: no walls, bonuses or jokers, and M16 makes that exactly Othello). The engine never sees
our states: every turn the board is cleared and the game so far is replayed with `play`, then `genmove` asks for its
move. The moves played since the agent's last turn (the arena's random opening plies, the opponent's reply) are found
again by a short search from the last position it knew; any other board is not found and stops the game loudly.
Its thinking time is spent in the engine's own process, so the arena's move times for this side read about zero.
"""

from __future__ import annotations

import shlex
import subprocess
import weakref
from typing import Any

from game.ai import resolve_game

PREFIX = "gtp:"
COLOURS = ("black", "white")
PASS = "pass"
# The arena's random opening plies are at most this many: the first position is searched for this deep.
MAX_UNSEEN_PLIES = 8


def parse_gtp(name: str) -> list[str] | None:
    """The engine's command line of a `gtp:<command>` side, or None for any other side name."""
    if not name.startswith(PREFIX):
        return None
    command = shlex.split(name[len(PREFIX) :])
    if not command:
        raise ValueError("gtp: needs a command, for example gtp:/usr/games/gtp-rhino")
    return command


class GTPEngine:
    """One engine process and its GTP conversation; `ask` sends a command and returns the answer's text."""

    def __init__(self, command: list[str]) -> None:
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True
        )
        # The engine ends with the agent (or the arena), never outlives it.
        self._finalizer = weakref.finalize(self, _stop, self.process)

    def ask(self, command: str) -> str:
        process = self.process
        assert process.stdin is not None and process.stdout is not None
        process.stdin.write(command + "\n")
        process.stdin.flush()
        lines: list[str] = []
        while True:
            line = process.stdout.readline()
            if not line:
                raise RuntimeError(f"the GTP engine stopped while answering {command!r}")
            if line.strip() == "" and lines:
                break
            if line.strip():
                lines.append(line.rstrip("\n"))
        answer = "\n".join(lines)
        if answer.startswith("?"):
            raise RuntimeError(f"the GTP engine refused {command!r}: {answer}")
        return answer[1:].strip()

    def close(self) -> None:
        self._finalizer()


def _stop(process: subprocess.Popen[str]) -> None:
    if process.poll() is None:
        try:
            assert process.stdin is not None
            process.stdin.write("quit\n")
            process.stdin.flush()
            process.wait(timeout=2)
        except (OSError, subprocess.TimeoutExpired):
            process.kill()
            process.wait()


def _path(start: Any, goal: Any, limit: int = MAX_UNSEEN_PLIES) -> list[Any]:
    """The shortest list of moves that leads from `start` to `goal` (iterative deepening, compared by `key`)."""
    for depth in range(limit + 1):
        found = _path_within(start, goal.key, depth)
        if found is not None:
            return found
    raise LookupError(f"the position is not within {limit} plies of the last one known (a board the engine lacks?)")


def _path_within(state: Any, goal: Any, depth: int) -> list[Any] | None:
    if state.key == goal:
        return []
    if depth == 0 or state.to_move is None:
        return None
    for move in state.legal_moves():
        rest = _path_within(state.play(move), goal, depth - 1)
        if rest is not None:
            return [move, *rest]
    return None


class GTPAgent:
    """An arena side played by a GTP engine (`choose(state)` like the table's agents), on the game's default
    board only: the engine knows nothing else (for Othello engines, Mapello's Classic map)."""

    def __init__(self, game: str, command: list[str]) -> None:
        self.engine = GTPEngine(command)
        self.engine.ask("boardsize 8")
        self.start = resolve_game(game).new_game()
        self.known = self.start
        self.moves: list[Any] = []

    def choose(self, state: Any, should_stop: Any = None) -> Any:
        self.moves += _path(self.known, state)
        legal = state.legal_moves()
        if [str(m) for m in legal] == [PASS]:
            self.known = state
            return legal[0]
        self.engine.ask("clear_board")
        replay = self.start
        for move in self.moves:
            if str(move) != PASS and replay.to_move is not None:  # the engine finds passes itself
                self.engine.ask(f"play {COLOURS[replay.to_move]} {move}")
            replay = replay.play(move)
        answer = self.engine.ask(f"genmove {COLOURS[state.to_move]}").lower()
        by_name = {str(m).lower(): m for m in legal}
        if answer not in by_name:
            raise RuntimeError(f"the GTP engine answered {answer!r}, not a legal move here")
        # The next call starts from the position after this move.
        self.moves.append(by_name[answer])
        self.known = state.play(by_name[answer])
        return by_name[answer]

    def close(self) -> None:
        self.engine.close()
