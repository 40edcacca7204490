"""Play computer levels against each other and print who wins and how long moves take.

    python tools/arena.py GAME A B --games N [--seed S] [--options JSON] [--opening K] [--jobs J]

A and B are levels (easy, medium, hard) or `uct:N`, the plain textbook UCT opponent with N simulations a move
(game/ai/uct_reference.py), the yardstick the levels are measured against, or `gtp:<command>`, an outside Othello
engine spoken to over GTP (Mapello's Classic map only; tools/gtp_opponent.py). Seats rotate every game, so each
side plays every seat equally.
The first K plies of every game are random (seeded) so that the games differ; --jobs runs games in parallel
processes (each still one search at a time). --cpu-time makes the levels' time budgets count CPU seconds of the
searching process, so a loaded machine (several arenas at once, 2 cores) does not weaken them; move times are then
CPU seconds too.
"""

from __future__ import annotations

import argparse
import inspect
import json
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import LEVELS, Agent, budget, make_agent, resolve_game
from game.ai.uct_reference import UCTAgent, parse_uct
from game.rules.contract import AnyState, RulesModule
from tools.gtp_opponent import GTPAgent, parse_gtp


@dataclass
class GameRecord:
    """What one arena game produced: the winning side(s) ("A"/"B"), and move times per side."""

    winners: set[str]
    times: dict[str, list[float]] = field(default_factory=lambda: {"A": [], "B": []})
    plies: int = 0
    capped: bool = False  # stopped at --max-plies and scored as a draw
    final: str = ""  # the position a stopped game was left in (what circled), for --verbose
    moves: list[str] = field(default_factory=list)  # every move in notation, for --verbose (to replay a loss)


def _new_game(rules: RulesModule[AnyState], options: dict[str, Any], seed: int) -> AnyState:
    new_game = rules.new_game
    try:
        takes_seed = "seed" in inspect.signature(new_game).parameters
    except (TypeError, ValueError):
        takes_seed = False
    if takes_seed and "seed" not in options:
        return new_game(seed=seed, **options)
    return new_game(**options)


def _seat_count(state: AnyState) -> int:
    """Seats at the table: the contract's scores hold one entry per seat (two at least)."""
    return max(2, len(state.scores))


def side_agent(game: str, name: str, seed: int) -> Agent:
    """The agent for one arena side: a table level, "uct:N" (the reference UCT with N simulations) or
    "gtp:<command>" (an outside engine)."""
    command = parse_gtp(name)
    if command is not None:
        return GTPAgent(game, command)
    simulations = parse_uct(name)
    if simulations is not None:
        return UCTAgent(simulations, seed=seed)
    return make_agent(game, name, seed=seed)


def _side(name: str) -> str:
    """argparse type of A and B: a level or uct:N."""
    if name in LEVELS:
        return name
    if parse_gtp(name) is not None:
        return name
    try:
        if parse_uct(name) is not None:
            return name
    except ValueError as exc:
        raise argparse.ArgumentTypeError(str(exc)) from None
    raise argparse.ArgumentTypeError(f"{name!r}: expected one of {', '.join(LEVELS)} or uct:N")


def play_one(
    game: str,
    a: str,
    b: str,
    index: int,
    seed: int,
    options: dict[str, Any],
    opening: int,
    max_plies: int = 0,
    cpu_time: bool = False,
) -> GameRecord:
    """Game `index`: side A sits in seat index % seats, side B in all other seats. A game still going after
    `max_plies` (0: no limit) is stopped and scored as a draw: some games (kings circling in draughts) have no
    rule that ends them."""
    if cpu_time:
        budget.use_cpu_time()
    rules = resolve_game(game)
    game_seed = seed * 100_003 + index
    state = _new_game(rules, options, game_seed)
    seats = _seat_count(state)
    seat_a = index % seats
    agents = {
        "A": side_agent(game, a, game_seed),
        "B": side_agent(game, b, game_seed + 1),
    }
    rng = random.Random(game_seed)
    record = GameRecord(set())
    while state.to_move is not None:
        side = "A" if state.to_move == seat_a else "B"
        if record.plies < opening:
            move = rng.choice(state.legal_moves())
        else:
            started = budget.now()
            move = agents[side].choose(state)
            record.times[side].append(budget.now() - started)
        state = state.play(move)
        record.moves.append(str(move))
        record.plies += 1
        if max_plies and record.plies >= max_plies and state.to_move is not None:
            record.capped = True
            record.final = str(state)
            return record
    for agent in agents.values():
        if isinstance(agent, GTPAgent):
            agent.close()
    outcome = state.outcome
    assert outcome is not None, "the game is over"
    record.winners = {"A" if seat == seat_a else "B" for seat in outcome.winners}
    if len(record.winners) == 2 or not outcome.winners:
        record.winners = set()  # shared wins between the sides count as draws
    return record


def _median(values: list[float]) -> float:
    ordered = sorted(values)
    if not ordered:
        return 0.0
    mid = len(ordered) // 2
    return ordered[mid] if len(ordered) % 2 else (ordered[mid - 1] + ordered[mid]) / 2


def format_table(game: str, a: str, b: str, records: list[GameRecord]) -> str:
    """The arena summary as aligned text."""
    wins = {"A": sum(r.winners == {"A"} for r in records), "B": sum(r.winners == {"B"} for r in records)}
    draws = len(records) - wins["A"] - wins["B"]
    lines = [
        f"{game}: {a} (A) vs {b} (B), {len(records)} games, seats swapped each game",
        f"{'':12}{'wins':>6}{'win %':>8}{'moves':>7}{'avg s':>8}{'median s':>10}{'max s':>8}",
    ]
    for side, level in (("A", a), ("B", b)):
        times = [t for r in records for t in r.times[side]]
        avg = sum(times) / len(times) if times else 0.0
        lines.append(
            f"{side + ' ' + level:12}{wins[side]:>6}{100 * wins[side] / max(1, len(records)):>7.1f}%"
            f"{len(times):>7}{avg:>8.3f}{_median(times):>10.3f}{max(times, default=0.0):>8.3f}"
        )
    capped = sum(r.capped for r in records)
    lines.append(f"{'draws':12}{draws:>6}" + (f"   ({capped} stopped at the ply limit)" if capped else ""))
    return "\n".join(lines)


def _describe(index: int, record: GameRecord) -> str:
    """--verbose's lines for one game: who won in how many plies, its moves, and where a stopped game stood."""
    line = f"game {index}: winner {'/'.join(sorted(record.winners)) or 'draw'}, {record.plies} plies"
    line += "\n  moves: " + " ; ".join(record.moves)
    return line + (f"\n  (stopped in this position)\n{record.final}" if record.capped else "")


class _InProcess:
    """`map` in this process, one game after another (--jobs 1), shaped like the process pool."""

    def __enter__(self) -> _InProcess:
        return self

    def __exit__(self, *exc: object) -> None:
        return None

    def map(self, fn: Any, *iterables: Any) -> Any:
        return map(fn, *iterables)


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description="Play AI levels against each other.")
    parser.add_argument("game")
    parser.add_argument("a", type=_side, help="a level (easy, medium, hard) or uct:N")
    parser.add_argument("b", type=_side, help="a level (easy, medium, hard) or uct:N")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--options", default="{}", help="JSON keyword arguments for new_game")
    parser.add_argument("--opening", type=int, default=4, help="random plies at the start of each game")
    parser.add_argument("--jobs", type=int, default=1, help="games played in parallel processes")
    parser.add_argument(
        "--max-plies",
        type=int,
        default=0,
        help="stop a game after this many plies and score it a draw (0: play to the end)",
    )
    parser.add_argument(
        "--cpu-time", action="store_true", help="time budgets and move times in CPU seconds (for a busy machine)"
    )
    parser.add_argument("--verbose", action="store_true", help="print each game's result and moves as it ends")
    args = parser.parse_args(argv)
    try:
        resolve_game(args.game)
        options = json.loads(args.options)
    except (ValueError, json.JSONDecodeError) as exc:
        parser.error(str(exc))
    jobs = [
        (args.game, args.a, args.b, i, args.seed, options, args.opening, args.max_plies, args.cpu_time)
        for i in range(args.games)
    ]
    records = []
    with ProcessPoolExecutor(args.jobs) if args.jobs > 1 else _InProcess() as pool:
        for index, record in enumerate(pool.map(play_one, *zip(*jobs))):
            records.append(record)
            if args.verbose:  # a game as it ends (in order), so a long run shows its progress
                print(_describe(index, record), flush=True)
    print(format_table(args.game, args.a, args.b, records))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
