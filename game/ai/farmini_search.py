"""Farmini's hard searcher: the one-ply public evaluation (game.ai.farmini), refined by sampled look-ahead.

One ply judges every move by what everyone can see, in exact expectation over the unseen cards, and the next
player's best pick (`farmini.evaluate`). That leaves out the mover's own next turn: the cap it can take next to
close the pen it opens now, the animals a pen is being built for. So the moves one ply likes best are played on
sampled decks (`determinize`: never the real order of the cards) a whole round further, every other seat and then
the mover taking a quick pick (the game's `greedy`: what makes its own farm worth most), and the table then reached
is judged by the same public evaluation. The budget's nodes count those picks. The samples are shared by every
candidate (common random numbers), so the comparison between two moves does not ride on which sample each one drew.
A move's value is the mean over the samples it got; while too few samples have been played (a busy clock), the one-
ply value decides.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable
from typing import Any

from game.ai.budget import Budget, Clock
from game.ai.choice import moves_to_search

# The moves one ply likes best that get the look-ahead: more finds the odd move a ply misjudges, fewer gets each
# more samples.
CANDIDATES = 6
MIN_SAMPLES = 3  # below this many samples per candidate the one-ply value decides
WIN = 5.0  # a finished game's win (or loss) on top of its lead, in points: ending ahead is what counts


class FarminiSearch:
    """`choose(state)`: the best of one ply's favourite moves after sampled rounds of greedy play (see above)."""

    def __init__(
        self,
        budget: Budget,
        evaluate: Callable[[Any, int], float],
        greedy: Callable[[Any], Any],
        seed: int = 0,
        candidates: int = CANDIDATES,
    ) -> None:
        self.budget = budget
        self.evaluate = evaluate
        self.greedy = greedy
        self.rng = random.Random(seed)
        self.candidates = candidates
        self.samples = 0
        self.nodes = 0

    def choose(self, state: Any, should_stop: Callable[[], bool] | None = None) -> Any:
        """A legal move of `state` (which must not be over)."""
        legal, only = moves_to_search(state)
        if only is not None:
            return only
        seat = state.to_move
        by_name = {str(m): m for m in legal}
        # Even the public ply is played on a sample: the search never touches the real order of the deck. The
        # samples are drawn from the deck in a fixed order, so not even their luck depends on the real one.
        state = dataclasses.replace(state, deck=tuple(sorted(state.deck))).determinize(self.rng, seat)
        legal = state.legal_moves()
        clock = Clock(self.budget, should_stop, check_every=1)
        first: dict[str, float] = {}
        for i, move in enumerate(legal):
            first[str(move)] = self._after(state.play(move), seat)
            if i % 16 == 15 and clock.spent():
                break  # out of time (or cancelled) in the public ply itself: the best move seen so far
        ranked = sorted((m for m in legal if str(m) in first), key=lambda m: -first[str(m)])
        best = ranked[0]
        chosen = ranked[: self.candidates]
        if len(chosen) < 2:
            return by_name[str(best)]
        totals = dict.fromkeys(map(str, chosen), 0.0)
        self.samples = 0
        while not clock.spent():
            sample = state.determinize(self.rng, seat)
            got = []
            for move in chosen:
                got.append(self._round(sample.play(move), seat, clock))
                if clock.spent():
                    break
            if len(got) < len(chosen):
                break  # a sample cut short would favour the moves it reached
            for move, value in zip(chosen, got, strict=True):
                totals[str(move)] += value
            self.samples += 1
            if not state.deck:
                break  # nothing hidden: every sample is the same
        self.nodes = clock.nodes
        if self.samples < (MIN_SAMPLES if state.deck else 1):
            return by_name[str(best)]
        return by_name[str(max(chosen, key=lambda m: totals[str(m)]))]

    def _after(self, child: Any, seat: int) -> float:
        """One ply's value for `seat` of the table it just moved into."""
        outcome = child.outcome
        if outcome is not None:
            return _final(outcome.scores, seat)
        nxt = child.to_move
        return self.evaluate(child, seat) if nxt == seat else -self.evaluate(child, nxt)

    def _round(self, state: Any, seat: int, clock: Clock) -> float:
        """Play a round on from `state` (every other seat, then `seat`), each seat taking its quick pick (`greedy`),
        and value the table reached for `seat`."""
        for _ in range(state.players):
            if state.outcome is not None:
                return _final(state.outcome.scores, seat)
            mover = state.to_move
            clock.nodes += 1
            state = state.play(self.greedy(state))
            if mover == seat:
                break
        return self._after(state, seat)


def _final(scores: tuple[int, ...], seat: int) -> float:
    """A finished game's value for `seat`: its lead over the best other seat, plus a win's worth."""
    others = [s for i, s in enumerate(scores) if i != seat]
    if not others:
        return float(scores[seat])  # solo: the score itself
    lead = scores[seat] - max(others)
    return lead + (WIN if lead > 0 else -WIN if lead < 0 else 0.0)
