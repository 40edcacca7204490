"""An outside Othello engine as an arena side: `gtp:<command>` runs `<command>` and talks GTP to it over stdin.

    python tools/arena.py mapello hard "gtp:/usr/games/gtp-rhino --level 3" --games 10 --cpu-time

Only plain Othello engines are known (GRhino, Debian package `grhino`), so this side plays Mapello's Classic map only
(no walls, bonuses or jokers: M16 makes that exactly Othello). The engine never sees our states: every turn the
board is cleared and the game so far is replayed with `play`, then `genmove` asks for its move. The arena's random
opening plies are found again by a short search from the last position the agent knew (the discs tell the path).
Its thinking time is spent in the engine's own process, so the arena's move times for this side read about zero.
"""

from __future__ import annotations

import shlex
import subprocess
import weakref
from typing import Any

from game.rules import mapello

PREFIX = "gtp:"
COLOURS = ("black", "white")


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


def _path(start: mapello.State, goal: mapello.State, limit: int = 12) -> list[mapello.Move]:
    """The moves that lead from `start` to `goal` (depth-first; discs only grow, so the search is short)."""
    if start.key == goal.key:
        return []
    grown = (goal.black | goal.white).bit_count() - (start.black | start.white).bit_count()
    if limit <= 0 or grown < 0 or start.is_over:
        raise LookupError("no path")
    for move in start.legal_moves():
        after = start.play(move)
        if not move.is_pass and (after.black | after.white) & ~(goal.black | goal.white):
            continue  # a disc the goal does not have
        try:
            return [move, *_path(after, goal, limit - 1)]
        except LookupError:
            continue
    raise LookupError("no path")


class GTPAgent:
    """An arena side played by a GTP Othello engine (`choose(state)` like the table's agents)."""

    def __init__(self, command: list[str]) -> None:
        self.engine = GTPEngine(command)
        self.engine.ask("boardsize 8")
        self.known = mapello.new_game()
        self.moves: list[mapello.Move] = []

    def choose(self, state: Any, should_stop: Any = None) -> mapello.Move:
        if state.walls or state.jokers or state.bonuses or state.taken != (0, 0):
            raise ValueError("a GTP Othello engine plays the Classic map only (no special pieces)")
        self.moves += _path(self.known, state)
        self.known = state
        legal = state.legal_moves()
        if legal == [mapello.PASS]:
            return mapello.PASS
        self.engine.ask("clear_board")
        replay = mapello.new_game()
        for move in self.moves:
            if not move.is_pass:  # the engine finds passes itself: its board says whose turn it is
                self.engine.ask(f"play {COLOURS[replay.to_move]} {move}")
            replay = replay.play(move)
        answer = self.engine.ask(f"genmove {COLOURS[state.to_move]}").lower()
        move = mapello.parse_move(answer)
        if move not in legal:
            raise RuntimeError(f"the GTP engine answered {answer!r}, not a legal move here")
        return move

    def close(self) -> None:
        self.engine.close()
