"""Fit the constants of Dama's evaluation (game/ai/dama.py) to self-play, Texel's way, and check a fit in duels.

    python tools/fit_dama.py [--games 150] [--seed 1] [--jobs 2] [--nodes 3000]
    python tools/fit_dama.py --duel KING=2.6,TEMPO=0.06 [--games 20] [--seed 1] [--jobs 2] [--seconds S | --nodes N]

Fit: plays seeded games (4-8 random opening plies, then hard's own search on both seats with a node budget,
--nodes, varying among near-best moves in the opening as hard does), keeps every quiet position after the opening
(no capture due, D9; not a drawn king ending, which evaluate scales down) with the game's result for Light (games
stopped at 300 plies are left out: they have none), and fits the weights of the evaluation's terms so that
sigmoid(k * value) foretells the result (least squares; k fitted first with the constants as they are, then held).
A man stays worth 1 (the unit). The ending terms (trading down, the hunt, the long diagonal) are rare in these
positions and keep their hand-set values. Prints the constants it ends with and the error before and after.

Duel: hard with the given constants against hard as it is, 4 random opening plies, each opening played twice with
the seats swapped (a lucky opening counts for neither side), CPU-second clocks (the table's 0.8 s a move, or
--seconds) or a node budget (--nodes: short, the same on any machine, for many games), stopped at 300 plies as a
draw. Copying constants into game/ai/dama.py is left to a person.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from concurrent.futures import ProcessPoolExecutor
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.ai import budget, make_agent
from game.ai import dama as AI
from game.rules import dama as D

FITTED = ("KING", "TEMPO", "NEAR_CROWN", "BACK_RANK", "CENTRE", "MOBILITY")
MAX_PLIES = 300


def features(state: Any) -> tuple[list[float], float]:
    """The evaluation's terms for Light (seat 0), one per name in ("MAN", *FITTED), and the rest of the value (the
    ending terms) with the constants as they are: `evaluate(state, 0)` is the weighted sum plus the rest."""
    kings = state.kings
    empty = D.PLAYABLE & ~(state.light | state.dark)
    terms = [0.0] * (1 + len(FITTED))
    for side, sign in ((0, 1.0), (1, -1.0)):
        own, other = state.pieces(side), state.pieces(1 - side)
        men = own & ~kings
        tempo = near = 0.0
        for rank in range(8):
            n = (men & D.RANK[rank]).bit_count()
            ahead = rank if side == 0 else 7 - rank
            tempo += n * ahead
            near += n if ahead in (5, 6) else 0
        back = (men & D.BACK_RANK[side]).bit_count() if other & ~kings else 0
        row = (men.bit_count(), (own & kings).bit_count(), tempo, near, back, (own & AI._CENTRE).bit_count())
        for i, value in enumerate(row):
            terms[i] += sign * value
        terms[6] += sign * AI._steps(men, empty, side)
    weights = [AI.MAN] + [getattr(AI, name) for name in FITTED]
    rest = AI.evaluate(state, 0) - sum(w * t for w, t in zip(weights, terms, strict=True))
    return terms, rest


def quiet(state: Any) -> bool:
    """A position the evaluation judges alone: no capture due, and not a king ending scaled down as drawn."""
    no_men = not ((state.light | state.dark) & ~state.kings)
    return not AI.forcing(state) and not (no_men and AI._drawish(state.light, state.dark))


def self_play_agent(nodes: int, seed: int) -> Any:
    """Hard's own search (captures searched out, variety in the opening) on `nodes` nodes a move: the same games
    on any machine."""
    return AI.native_search(budget.Budget(None, nodes), AI.PLANS["hard"], seed)


def play_game(args: tuple[int, int]) -> list[tuple[list[float], float, float]]:
    """(terms, rest, result for Light) for every quiet position of one seeded self-play game after its opening."""
    seed, nodes = args
    rng = random.Random(seed)
    state = D.new_game()
    agents = [self_play_agent(nodes, seed + i) for i in range(2)]
    opening = rng.randint(4, 8)
    seen = []
    for ply in range(MAX_PLIES):
        if state.to_move is None:
            break
        if ply >= opening and quiet(state):
            seen.append(state)
        move = rng.choice(state.legal_moves()) if ply < opening else agents[state.to_move].choose(state)
        state = state.play(move)
    outcome = state.outcome
    if outcome is None:
        # Stopped, not ended: a short search circles in king endings it cannot convert, and a won position scored
        # as a draw would teach that a king is worth nothing.
        return []
    result = 0.5 if not outcome.winners else (1.0 if 0 in outcome.winners else 0.0)
    return [(*features(s), result) for s in seen]


def loss(rows: list[tuple[list[float], float, float]], weights: list[float], k: float) -> float:
    """Mean squared error between each result and sigmoid(k * value)."""
    total = 0.0
    for terms, rest, result in rows:
        value = rest + sum(w * t for w, t in zip(weights, terms, strict=True))
        total += (result - 1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, k * value))))) ** 2
    return total / len(rows)


def fit(rows: list[tuple[list[float], float, float]]) -> tuple[list[float], float]:
    """k for the constants as they are, then each fitted weight walked up and down in shrinking steps (a share of
    its hand-set size) while the loss falls."""
    weights = [AI.MAN] + [getattr(AI, name) for name in FITTED]
    scale = [max(abs(w), 0.05) for w in weights]
    k = min((0.05 * i for i in range(1, 61)), key=lambda c: loss(rows, weights, c))
    best = loss(rows, weights, k)
    step = 0.5
    while step > 0.02:
        improved = False
        for i in range(1, len(weights)):
            for sign in (1.0, -1.0):
                trial = list(weights)
                trial[i] = weights[i] + sign * step * scale[i]
                found = loss(rows, trial, k)
                if found < best - 1e-7:
                    weights, best, improved = trial, found, True
        if not improved:
            step /= 2
    return weights, k


def duel_game(args: tuple[int, int, dict[str, float], float | None, int | None]) -> str:
    """One duel game from a seeded opening, the constants' side on `seat_a`: "A" (hard with the constants), "B"
    (hard as it is) or "draw"."""
    opening, seat_a, constants, seconds, nodes = args
    budget.use_cpu_time()
    plain = {name: getattr(AI, name) for name in constants}
    rng = random.Random(opening)
    state = D.new_game()
    seeds = (4 * opening + 2 * seat_a, 4 * opening + 2 * seat_a + 1)
    if nodes is not None:
        agents = [self_play_agent(nodes, seed) for seed in seeds]
    else:
        agents = [make_agent("dama", "hard", seed=seed, seconds=seconds) for seed in seeds]
    for ply in range(MAX_PLIES):
        seat = state.to_move
        if seat is None:
            break
        if ply < 4:
            state = state.play(rng.choice(state.legal_moves()))
            continue
        for name, value in (constants if seat == seat_a else plain).items():
            setattr(AI, name, value)  # evaluate reads the module's constants at each call
        state = state.play(agents[seat].choose(state))
    outcome = state.outcome
    if outcome is None or not outcome.winners:
        return "draw"
    return "A" if seat_a in outcome.winners else "B"


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=150)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--duel", default="", help="NAME=VALUE,... : hard with these constants vs hard as it is")
    parser.add_argument("--seconds", type=float, default=None, help="the duel's CPU seconds a move (the table's)")
    parser.add_argument("--nodes", type=int, default=None, help="nodes a move (self-play: 3000; duels: a clock)")
    args = parser.parse_args(argv)
    with ProcessPoolExecutor(args.jobs) as pool:
        if args.duel:
            constants = {k: float(v) for k, v in (pair.split("=") for pair in args.duel.split(","))}
            jobs = [
                (args.seed * 100_003 + i // 2, i % 2, constants, args.seconds, args.nodes) for i in range(args.games)
            ]
            results = list(pool.map(duel_game, jobs))
            print(
                f"{args.duel} vs as it is: {results.count('A')} wins, {results.count('B')} losses, "
                f"{results.count('draw')} draws of {len(results)}"
            )
            return 0
        nodes = args.nodes or 3000
        games = list(pool.map(play_game, [(args.seed * 100_003 + g, nodes) for g in range(args.games)]))
    rows = [row for game in games for row in game]
    before = [AI.MAN] + [getattr(AI, name) for name in FITTED]
    weights, k = fit(rows)
    print(f"{len(rows)} quiet positions from {args.games} games; k = {k:.2f}")
    print(f"error {loss(rows, before, k):.5f} -> {loss(rows, weights, k):.5f}")
    print(",".join(f"{name}={w:.3f}" for name, w in zip(FITTED, weights[1:], strict=True)))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
