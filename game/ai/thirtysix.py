"""36's computer players: max^n MCTS for 2 and 3 players (game.ai.mcts), with the level plans and the value of a
playout cut short (game.rules.thirtysix stays free of AI code).

Random playouts of 36 end on their own (a supply empties, everybody passes, or a position comes a third time), so
the search needs no evaluation to finish them; `cutoff` only scores the rare playout longer than the MCTS cap, by
the discs each seat still holds (fewer is better, T13/T14).
"""

from __future__ import annotations

import random
from typing import Any

from game.ai.levels import GameAI, LevelPlan
from game.rules import thirtysix

# Easy thinks a moment (a few dozen playouts: it sees an immediate win, little more); medium a few hundred;
# hard searches until 0.85 s are spent (the table's budget of 1 s per move, with headroom).
PLANS: dict[str, LevelPlan] = {
    "easy": LevelPlan("mcts", seconds=0.1, nodes=40, exploration=1.0),
    "medium": LevelPlan("mcts", seconds=0.3, nodes=400, exploration=0.8),
    # Hard's playouts are guided (`playout_move`): mostly the move that empties the mover's supply fastest, so a
    # playout looks like a game between players who try to win rather than a random walk.
    "hard": LevelPlan("mcts", seconds=0.85, nodes=30_000, exploration=0.6, guided=True),
}
GREEDY = 0.75  # the share of guided playout moves chosen by `_gain`; the rest stay uniformly random


def _gain(state: Any, move: Any, seat: int) -> int:
    """Discs `move` takes out of the mover's supply: its gifts (T10) and the disc it places (T11)."""
    if move.kind != "move":
        return 0
    supply = list(state.supplies[seat])
    for colour in move.gifts:
        supply[thirtysix.COLOURS.index(colour)] -= 1
    placed = sum(supply) > 0 and supply[thirtysix.COLOURS.index(state.board.colour_at(move.dst))] > 0
    return len(move.gifts) + (1 if placed else 0)


def playout_move(state: Any, rng: random.Random) -> Any:
    """A playout move: usually one that empties the mover's supply fastest (ties at random), else any."""
    moves = state.legal_moves()
    if len(moves) == 1 or rng.random() >= GREEDY:
        return rng.choice(moves)
    seat = state.to_move
    gains = [_gain(state, m, seat) for m in moves]
    top = max(gains)
    return rng.choice([m for m, g in zip(moves, gains) if g == top])


def cutoff(state: Any) -> list[float]:
    """Per-seat rewards of a position whose playout was stopped: a share of 1 by how few discs each seat holds."""
    left = [state.supply_total(seat) for seat in range(state.players)]
    n = len(left)
    worst = max(left) or 1
    raw = [1.0 + (worst - v) / worst for v in left]
    total = sum(raw)
    return [r / total for r in raw] if n else []


# What the table reads (game.ai.levels.hooks_for): this game's plans and the hooks it gives.
HOOKS = GameAI(plans=PLANS, cutoff=cutoff, playout_move=playout_move, lower_scores_win=True)  # T13: discs left


# The hard level's search of one position for the Past games strip, in nodes (iterations, samples): what it reaches in
# JUDGE_SECONDS of one core (the median over positions of a random game, measured on a CPU clock).
# A count, not a clock, so that a game is judged alike each time it is replayed.
JUDGE_NODES = 360
