"""Who was ahead, move by move (issue 35, point 3, the part with no screen): the hard computer's judgement of every
position of a replay, each game's own scale turned into one number a strip can draw, and the move where it turned.

A position's judgement: the hard level's search on it (`make_agent(game, "hard", nodes=...)`), which gives the
move it would play there (`best`), and a value for each seat in [-1, 1] (its lead over the best other seat: 1 a
sure win, 0 even, -1 a sure loss); `ahead` is the first seat's. Where the value comes from, in this order:
- a finished game: its outcome (a sole winner 1, a shared or drawn game in between);
- the search's own value, where the game's searcher keeps one (`value`, for the seat to move), else the game's
  `evaluate(state, seat)` (the same units: Mapello's points, Dama's men...). A proven win or loss (the searches'
  win values, 10,000 and up, dwarf any evaluation) is 1 or -1; any other value v reads tanh(v / scale), where
  `scale` is the usual size of a lead in that game (`JUDGE_SCALE` in its AI module: the median |evaluate| over
  positions of seeded games played at random, see measure_scale). A lead as big as the usual one reads about three
  quarters of the way;
- three or more seats: the game's `cutoff(state)` shares; a game with neither: an MCTS estimate (36's hard is
  MCTS: its estimate of the first seat's chances).

`judge_replay` yields one Judgement per position (the start, then after each move) so a worker can report
progress and be stopped; `turning_point` finds the largest swing against the player who lost.
"""

from __future__ import annotations

import importlib
import importlib.util
import json
import math
import random
import statistics
from collections.abc import Callable, Iterator, Sequence
from dataclasses import dataclass, replace
from functools import cache
from typing import TYPE_CHECKING, Any

from game.ai import make_agent
from game.ai.budget import Budget
from game.ai.levels import hooks_for, plan_for
from game.ai.mcts import MCTSAgent
from game.ai.rewards import rewards
from game.rules import GAMES
from game.rules.contract import AnyState

if TYPE_CHECKING:
    from game.history.replay import Replay

JUDGE_SECONDS = 0.25  # a position's search: what hard's node cap allows in a quarter of its own think (~15 s a game)
LEVEL = "hard"
DECIDED = 5_000.0  # a search value this big is a proven win or loss
CALIBRATION_GAMES = 6  # seeded random games measured for a game's scale
CALIBRATION_PLIES = 120
FORCED_CHAIN = 8  # forced moves looked through before a position is judged
CALIBRATION_EVERY = 6  # plies between two positions measured
CALIBRATION_SAMPLES = 5  # positions measured per game


@dataclass(frozen=True)
class Judgement:
    """One position as the hard computer sees it: `values` per seat in [-1, 1] (the seat's lead over the best
    other: 1 surely won), `best` the move it would play there (None when the game is over), `decided` a proven
    result (or the end)."""

    values: tuple[float, ...]
    best: str | None = None
    decided: bool = False

    @property
    def ahead(self) -> float:
        """The first seat's value: above 0 the first seat is ahead, below 0 another is."""
        return self.values[0] if self.values else 0.0

    def to_text(self) -> str:
        """As the worker's answer (a line of JSON)."""
        return json.dumps({"values": list(self.values), "best": self.best, "decided": self.decided})

    @classmethod
    def from_text(cls, text: str) -> Judgement:
        d = json.loads(text)
        return cls(tuple(float(v) for v in d["values"]), d.get("best"), bool(d.get("decided", False)))


def _leads(shares: Sequence[float]) -> tuple[float, ...]:
    """Per-seat shares of a win (0..1) as leads in [-1, 1]: each seat's share minus the best other's."""
    if len(shares) < 2:
        return tuple(0.0 for _ in shares)
    out = []
    for i, s in enumerate(shares):
        other = max(v for j, v in enumerate(shares) if j != i)
        out.append(max(-1.0, min(1.0, s - other)))
    return tuple(out)


@cache
def _ai_module(game: str) -> object:
    """The game's AI module (game.ai.<game>), or None."""
    name = f"game.ai.{game}"
    return importlib.import_module(name) if game.isidentifier() and importlib.util.find_spec(name) else None


@cache
def scale(game: str) -> float:
    """The usual size of a lead in `game`'s evaluation units: the game's own `JUDGE_SCALE` (in its AI module,
    measured once with measure_scale), else measured now on a few positions."""
    given = getattr(_ai_module(game), "JUDGE_SCALE", None)
    if isinstance(given, (int, float)) and given > 0:
        return float(given)
    return measure_scale(game)


def measure_scale(game: str, games: int = CALIBRATION_GAMES, samples: int = CALIBRATION_SAMPLES) -> float:
    """The median |evaluate| (for the seat to move) over positions of `games` seeded random games from the rules'
    default start, `samples` positions each (1.0 for a game with no evaluation)."""
    evaluate = hooks_for(game).evaluate
    if evaluate is None:
        return 1.0
    rng = random.Random(f"scale:{game}")
    seen: list[float] = []
    for _ in range(games):
        state = GAMES[game].new_game()
        taken = 0
        for ply in range(CALIBRATION_PLIES):
            if state.is_over or taken == samples:
                break
            mover = state.to_move
            if mover is not None and ply % CALIBRATION_EVERY == CALIBRATION_EVERY - 1:  # (Farmini's evaluate is slow)
                seen.append(abs(float(evaluate(state, mover))))
                taken += 1
            state = state.play(rng.choice(state.legal_moves()))
    found = statistics.median(seen) if seen else 1.0
    return found if found > 1e-6 else 1.0


def _seats(state: AnyState) -> int:
    return max(1, len(state.scores))


def _over(game: str, state: AnyState) -> Judgement:
    outcome: Any = state.outcome
    share = rewards(outcome, _seats(state), hooks_for(game).lower_scores_win)
    winners = set(outcome.winners)
    n = len(share)
    # A win is a whole win on the strip, whatever the margin that rewards() adds to the shares.
    base = [1.0 / len(winners) if i in winners else 0.0 for i in range(n)] if winners else [1.0 / n] * n
    return Judgement(_leads(base) if n > 1 else (0.0,), None, True)


def _from_value(value: float, mover: int, game: str) -> tuple[tuple[float, float], bool]:
    """A two-seat value for the seat to move, as both seats' leads in [-1, 1]; whether it is proven."""
    first = value if mover == 0 else -value
    if abs(first) >= DECIDED:
        lead = math.copysign(1.0, first)
        return (lead, -lead), True
    lead = math.tanh(first / scale(game))
    return (lead, -lead), False


def _nodes(game: str, seconds: float) -> int:
    """The search's budget as nodes (iterations, samples): the game's `JUDGE_NODES` (in its AI module: what hard
    reaches in JUDGE_SECONDS of one core) for `seconds`, else hard's own node cap for that share of its think. A
    count, not a clock, so that a game is judged alike every time it is opened (with a clock a busy machine reached
    another depth, and the move where the game turned moved with it)."""
    given = getattr(_ai_module(game), "JUDGE_NODES", None)
    if isinstance(given, int) and given > 0:
        return max(1, round(given * seconds / JUDGE_SECONDS))
    plan = plan_for(game, LEVEL)
    return max(1, round(plan.nodes * seconds / plan.seconds))


def judge_position(
    game: str,
    state: AnyState,
    *,
    seconds: float = JUDGE_SECONDS,
    seed: int = 0,
    should_stop: Callable[[], bool] | None = None,
    _forced: int = 0,
) -> Judgement:
    """The hard computer's judgement of `state` (see the module's docstring)."""
    if state.is_over:
        return _over(game, state)
    mover = state.to_move
    assert mover is not None
    legal = state.legal_moves()
    if len(legal) == 1 and _forced < FORCED_CHAIN:  # nothing to choose (a pass, a forced capture): judged after it
        after = judge_position(
            game, state.play(legal[0]), seconds=seconds, seed=seed, should_stop=should_stop, _forced=_forced + 1
        )
        return replace(after, best=str(legal[0]))
    hooks = hooks_for(game)
    n = _seats(state)
    # A game judged by an MCTS estimate shares the time between the move and the estimate.
    estimated = (n == 2 and hooks.evaluate is None) or (n > 2 and hooks.cutoff is None)
    spent = seconds / 2 if estimated else seconds
    agent: Any = make_agent(game, LEVEL, seed, nodes=_nodes(game, spent))
    best = str(agent.choose(state, should_stop))
    if n == 1:
        return Judgement((0.0,), best)
    if n == 2:
        value = getattr(agent, "value", None)
        if isinstance(value, (int, float)) and getattr(agent, "depth_reached", 0) > 0:  # the search's own value
            leads, decided = _from_value(float(value), mover, game)
            return Judgement(leads, best, decided)
        if hooks.evaluate is not None:
            leads, decided = _from_value(float(hooks.evaluate(state, mover)), mover, game)
            return Judgement(leads, best, decided)
    shares = hooks.cutoff(state) if hooks.cutoff is not None and n > 2 else None
    if shares is not None:
        return Judgement(_leads([float(v) for v in shares]), best)
    plan = plan_for(game, LEVEL)
    estimator = MCTSAgent(
        Budget(None, _nodes(game, seconds / 2 / (1 if n == 2 else n))),
        seed=seed,
        exploration=plan.exploration,
        cutoff=hooks.cutoff,
        playout=hooks.playout_move if plan.guided else None,
        lower_scores_win=hooks.lower_scores_win,
    )
    if n == 2:
        first = estimator.estimate(state, 0, should_stop)
        return Judgement(_leads([first, 1.0 - first]), best)
    return Judgement(_leads([estimator.estimate(state, s, should_stop) for s in range(n)]), best)


def judge_replay(
    game: Replay,
    *,
    seconds: float = JUDGE_SECONDS,
    seed: int = 0,
    should_stop: Callable[[], bool] | None = None,
) -> Iterator[Judgement]:
    """One Judgement per position of `game` (the start, then after each move), in order; stops early when
    `should_stop()` says so."""
    for i, state in enumerate(game.states):
        if should_stop is not None and should_stop():
            return
        yield judge_position(game.game, state, seconds=seconds, seed=seed + i, should_stop=should_stop)


def assess(game: str, state_json: dict[str, Any], seconds: float | None, seed: int, should_stop: Any = None) -> str:
    """The worker's "assess" purpose: one position's Judgement as text (Judgement.from_text reads it)."""
    state = GAMES[game].from_json(state_json)
    spent = JUDGE_SECONDS if seconds is None else seconds
    return judge_position(game, state, seconds=spent, seed=seed, should_stop=should_stop).to_text()


# ---- here it turned ---------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class Turn:
    """The move where the game turned against `seat`: move `move` (1-based) played by `seat` as `played`, the drop
    in its value (`swing`, 0..2), and `instead`, what the hard computer would have played there (None when it
    would have played the same)."""

    move: int
    seat: int
    swing: float
    played: str
    instead: str | None


def loser_of(game: Replay) -> int | None:
    """The seat that lost (two seats: the one that did not win; more: the lowest scorer among the non-winners);
    None for a draw or an unfinished game."""
    r = game.result
    if r is None or not r.winners:
        return None
    losers = [s for s in range(len(game.match.seats)) if s not in r.winners]
    if not losers:
        return None
    if len(losers) == 1 or not r.scores:
        return losers[0]
    return min(losers, key=lambda s: r.scores[s])


def turning_point(game: Replay, judged: Sequence[Judgement], seat: int | None = None) -> Turn | None:
    """The largest drop in `seat`'s value (default: the player who lost) over one of its own moves, with the move
    the computer would have played instead; None when there is no loser, no such move, or the judgement of those
    positions is not there yet."""
    seat = loser_of(game) if seat is None else seat
    if seat is None:
        return None
    best: Turn | None = None
    for n in range(1, min(len(judged), len(game.states))):
        if game.mover(n) != seat:
            continue
        before, after = judged[n - 1], judged[n]
        if seat >= len(before.values) or seat >= len(after.values):
            continue
        swing = before.values[seat] - after.values[seat]
        if swing > 0 and (best is None or swing > best.swing):
            played = str(game.moves[n - 1])
            instead = before.best if before.best is not None and before.best != played else None
            best = Turn(n, seat, swing, played, instead)
    return best
