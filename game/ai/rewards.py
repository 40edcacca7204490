"""Per-seat rewards from an Outcome, for max^n backup (MCTS) and arena tallies."""

from __future__ import annotations

from typing import Any

# Winning is what counts; scores only break ties between equally winning/losing lines.
SCORE_WEIGHT = 0.1


def seat_count(outcome: Any, hint: int = 0) -> int:
    """How many seats an outcome speaks about (scores length, else the largest seat seen)."""
    n = len(outcome.scores) if outcome.scores else 0
    if outcome.winners:
        n = max(n, max(outcome.winners) + 1)
    return max(n, hint, 1)


def rewards(outcome: Any, n_seats: int, lower_scores_win: bool = False) -> list[float]:
    """Reward in [0, 1] per seat: a sole winner 1, tied winners share, a draw is shared by all, losers 0.

    Scores refine it a little (SCORE_WEIGHT), so a bigger margin is preferred among equal results; where the scores
    count what is left to get rid of (36's discs), `lower_scores_win` makes fewer the better.
    """
    n = max(n_seats, seat_count(outcome))
    winners = outcome.winners or tuple(range(n))
    base = [0.0] * n
    for seat in winners:
        base[seat] = 1.0 / len(winners)
    scores = [-s if lower_scores_win else s for s in outcome.scores or ()]
    if len(scores) != n or max(scores) == min(scores):
        return base
    low, high = min(scores), max(scores)
    return [(1.0 - SCORE_WEIGHT) * b + SCORE_WEIGHT * (s - low) / (high - low) for b, s in zip(base, scores)]
