"""Farmini's computer players (game.rules.farmini stays free of AI code).

The computer never sees the order of the face-down cards: every search runs on determinized decks (the rules'
`determinize` reshuffles the unseen cards), easy's MCTS on a fresh one per playout, medium's and hard's alpha-beta
on one per move (the framework does it for any state with `determinize`). Medium and hard look one move ahead and
judge each resulting table by `evaluate`, which reads only what everyone can see: it first puts back what the
refill after the move revealed (the card turned up and the animals its wolves took, from the state's public log
`revealed` / `taken`), so a move's value is its expectation over every order of the unseen cards rather than one
sample's luck; the deck counts only as the multiset of unseen cards (how many wolves of each kind are still to
come, how many turns are left).

A second ply, still public: the next player is valued after its best pick among the cards the mover left face up
and the card the refill turns up, in expectation over the cards still unseen (`best_reply`). So taking the card
the next player needs (the cap that closes its pen) counts, which one ply alone never sees. A full second ply of
the alpha-beta (every reply, on one sampled deck) costs over 1 s a move with this evaluation; with the old one it
ended 10 measured games with the same scores as one ply did. Hard goes further where it counts: the moves this
ply likes best are played on by sampled rounds (game/ai/farmini_search.py, with `greedy_move` as every seat's
quick pick), which sees the mover's own next turn.

Terms, in points, for a seat: the points of closed pens (safe from wolves, F8); animals in open pens, each worth
less the more wolves of its kind are still unseen (every unseen wolf comes before the end, F10); what an open pen
could still be worth once closed (its corn, and double points for animals of one kind), the more the fewer open
sides it has and the more turns are left; free troughs in closed pens that animals could still fill. A seat's
value is its own less the best other seat's. The constants are fitted to self-play (tools/fit_farmini.py).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from itertools import combinations
from typing import Any

from game.ai.budget import Budget
from game.ai.farmini_search import FarminiSearch
from game.ai.levels import GameAI, LevelPlan
from game.rules import farmini
from game.rules.base import FrozenMap

PLANS: dict[str, LevelPlan] = {
    "easy": LevelPlan("mcts", seconds=0.15, nodes=30),
    "medium": LevelPlan("alphabeta", seconds=0.5, nodes=4_000, max_depth=1, noise=1.5),
    # Hard is the same public ply, its favourite moves then played on by sampled rounds (game/ai/farmini_search):
    # 40 of 40 games against uct:1000 (the one ply alone: 13 of 17), and 28 of 40 against the one ply alone (an
    # earlier build with half the samples). A node is a pick of a sampled round: the clock allows about 300 a move
    # on a 2-core laptop (two players, 25 samples); the cap is for tests and fast machines.
    "hard": LevelPlan("alphabeta", seconds=0.9, nodes=400, max_depth=1, native=True),
}

# Fitted to 43 self-play games (hard and medium seats) the way tools/fit_farmini.py does: the squared error of the
# final score fell from 8.5 to 6.9, and the fitted constants beat the hand-set ones in duels (see the README).
WOLF_RISK = 1.0  # the share of an unfenced animal's point lost to each wolf of its kind still unseen (all come, F10)
CLOSE_HOPE = 0.3  # the share of a pen's closed value hoped for, shared among its open sides
TROUGH_HOPE = 0.6  # a free trough in a closed pen that animals may still fill
EDGE_POWER = 1.5  # how fast the hope of closing a pen falls with its open half-edges
HOPE_TURNS = 16.0  # hopes are whole while a seat has this many turns left, and fade after


def public_tokens(state: Any) -> list[dict[farmini.Spot, str]]:
    """Every seat's tokens as they stood before the last refill's wolves (what the mover chose on)."""
    tokens = [dict(t) for t in state.tokens]
    for seat, x, y, q, kind in state.taken:
        tokens[seat][(x, y, q)] = kind
    return tokens


def unseen(state: Any) -> Counter[str]:
    """The cards nobody has seen before the last refill: the deck and what the refill turned up."""
    return Counter(state.deck) + Counter(state.revealed)


def _open_sides(farm: farmini.Farm) -> dict[farmini.Spot, int]:
    """How many open half-edges of the farm's border each quarter touches (F9)."""
    out: dict[farmini.Spot, int] = {}
    for (x, y), (name, rot) in farm.items():
        mask = farmini.card(name).faces[rot][1]
        for d, (dx, dy) in farmini.STEP.items():
            if (x + dx, y + dy) in farm:
                continue
            for half in farmini.SIDES[d]:
                if not mask & farmini._BIT[half]:
                    spot = (x, y, int(half[0]))
                    out[spot] = out.get(spot, 0) + 1
    return out


class Layout:
    """A farm's pens without the animals (F9): for each pen, whether it is closed, its corn, its troughs and its
    open half-edges; and which pen each quarter is in. Worked out once per farm (every move of one turn meets the
    same farms)."""

    __slots__ = ("farm", "closed", "corn", "troughs", "open_edges", "pen_of")

    def __init__(self, farm: farmini.Farm) -> None:
        self.farm = farm
        pens = farmini.pens(farm, {})
        sides = _open_sides(farm)
        self.closed = [p.closed for p in pens]
        self.corn = [p.corn for p in pens]
        self.troughs = [p.empty_troughs for p in pens]
        self.open_edges = [sum(sides.get(q, 0) for q in p.quarters) for p in pens]
        self.pen_of = {q: i for i, p in enumerate(pens) for q in p.quarters}


_LAYOUTS: dict[Any, Layout] = {}


def layout(farm: farmini.Farm) -> Layout:
    """The farm's Layout, cached by the farm's cards: searches meet the same farms again and again (every move of
    one turn faces the same farms, and every sampled round the same placements)."""
    # A table's farms are FrozenMaps, which keep their hash; a farm tried out here is a plain dict.
    key = farm if isinstance(farm, FrozenMap) else frozenset(farm.items())
    found = _LAYOUTS.get(key)
    if found is None:
        if len(_LAYOUTS) > 20_000:
            _LAYOUTS.clear()
        found = _LAYOUTS[key] = Layout(farm)
    return found


class Outlook:
    """What every seat faces from public information alone: how many wolves of each kind and animal cards are
    still unseen, how many turns each seat has left, and the scoring option."""

    __slots__ = ("wolves", "turns", "animals_left", "published", "key")

    def __init__(self, wolves: Counter[str], turns: float, animals_left: int, published: bool) -> None:
        self.wolves = wolves
        self.turns = turns
        self.animals_left = animals_left
        self.published = published
        self.key = (tuple(sorted(wolves.items())), round(turns, 3), animals_left, published)


def outlook(state: Any) -> Outlook:
    """The state's Outlook: the unseen cards counted before the last refill (what the mover chose on)."""
    hidden = unseen(state)
    wolves: Counter[str] = Counter()
    animals_left = 0
    for name, n in hidden.items():
        c = farmini.card(name)
        if c.kind == "wolf":
            wolves[c.animal] += n
        elif c.kind == "animal":
            animals_left += n
    shown = sum(1 for n in state.display if n is not None) - sum(
        1 for n in state.revealed if farmini.card(n).kind != "wolf"
    )
    cards = sum(n for name, n in hidden.items() if farmini.card(name).kind != "wolf") + shown
    return Outlook(wolves, cards / state.players, animals_left, state.published_scoring)


def farm_value(farm: farmini.Farm, tokens: Mapping[farmini.Spot, str], look: Outlook) -> float:
    """What a farm with these tokens is worth, points now plus hopes, from public information only."""
    lay = layout(farm)
    held: dict[int, Counter[str]] = {}
    for spot, kind in tokens.items():
        held.setdefault(lay.pen_of[spot], Counter())[kind] += 1
    hope = min(1.0, look.turns / HOPE_TURNS)
    wolves, animals_left = look.wolves, look.animals_left
    value = 0.0
    for i, closed in enumerate(lay.closed):
        animals = held.get(i)
        n = sum(animals.values()) if animals else 0
        one_kind = animals is not None and len(animals) == 1
        empty = lay.troughs[i] - n
        if closed:  # F11, F12, F14: exact, and safe from wolves
            value += (0 if n else lay.corn[i]) + n * (2 if one_kind else 1)
            if look.published:
                value -= empty
            if (n == 0 or one_kind) and animals_left:
                value += TROUGH_HOPE * hope * empty
            continue
        if animals:
            for kind, k in animals.items():
                value += k * (1.0 - WOLF_RISK) ** wolves[kind]
        edges = lay.open_edges[i]
        if hope and edges:
            closed_value: float = (0 if n else lay.corn[i]) + (n if one_kind else 0)
            closed_value += TROUGH_HOPE * empty * (1 if animals_left else 0)
            value += CLOSE_HOPE * hope * closed_value / (1.0 + edges) ** EDGE_POWER
    return value


def values(state: Any) -> list[float]:
    """Every seat's value (see farm_value)."""
    tokens = public_tokens(state)
    look = outlook(state)
    out = []
    for s in range(state.players):
        if any(t[0] == s for t in state.taken):
            out.append(farm_value(state.farms[s], tokens[s], look))
            continue
        # A move changes one farm: the others' values come from the cache (the same farm and token objects).
        farm, mine = state.farms[s], state.tokens[s]
        hit = _CACHE.get((id(farm), id(mine), look.key))
        if hit is None or hit[0] is not farm or hit[1] is not mine:
            if len(_CACHE) > 4096:
                _CACHE.clear()
            hit = (farm, mine, farm_value(farm, mine, look))
            _CACHE[(id(farm), id(mine), look.key)] = hit
        out.append(hit[2])
    return out


_CACHE: dict[tuple[Any, ...], tuple[Any, Any, float]] = {}


def known_cards(state: Any) -> list[str]:
    """The face-up cards the last mover saw and left (F5): the display less the card its refill turned up."""
    fresh = state.revealed[-1] if state.revealed else None
    return [name for name in state.display if name is not None and name != fresh]


def card_value(farm: farmini.Farm, tokens: Mapping[farmini.Spot, str], name: str, supply: int, look: Outlook) -> float:
    """The farm's value after its best use of card `name`: the best place for a pen card (F6; discarded when it
    fits nowhere), the best troughs for an animal card's tokens (F7, `supply` of its kind left)."""
    c = farmini.card(name)
    best = farm_value(farm, tokens, look)
    if c.kind == "pen":
        spots = farmini.placements(farm, c)
        if spots:
            best = max(farm_value({**farm, cell: (name, rot)}, tokens, look) for cell, rot in spots)
    elif c.kind == "animal":
        free = farmini.free_troughs(farm, tokens)
        k = min(c.count, supply, len(free))
        if k:
            best = max(
                farm_value(farm, {**tokens, **dict.fromkeys(chosen, c.animal)}, look)
                for chosen in combinations(free, k)
            )
    return best


_REPLIES: dict[tuple[Any, ...], float] = {}


def best_reply(state: Any, seat: int, tokens: list[dict[farmini.Spot, str]], look: Outlook) -> float:
    """What `seat` can make its farm worth on its turn (two plies, from public information only): its best pick
    among the cards the last mover left face up and the card the refill turned up (F5-F7), in expectation over
    the cards still unseen (that card is any of them but a wolf, F8); at least its value now."""
    farm, mine = state.farms[seat], tokens[seat]
    placed = Counter(kind for t in tokens for kind in t.values())
    mine_key = tuple(sorted(mine.items()))

    def worth(name: str) -> float:
        c = farmini.card(name)
        supply = farmini.TOKENS_PER_KIND - placed[c.animal] if c.kind == "animal" else 0
        key = (farm, mine_key, name, supply, look.key)  # the same farm comes back in every sampled round
        hit = _REPLIES.get(key)
        if hit is None:
            if len(_REPLIES) > 20_000:
                _REPLIES.clear()
            hit = _REPLIES[key] = card_value(farm, mine, name, supply, look)
        return hit

    best = max([farm_value(farm, mine, look)] + [worth(name) for name in known_cards(state)])
    fresh = [(name, n) for name, n in unseen(state).items() if farmini.card(name).kind != "wolf"]
    count = sum(n for _, n in fresh)
    if not count:
        return best
    return sum(n * max(best, worth(name)) for name, n in fresh) / count


def _advantage(vals: list[float], seat: int) -> float:
    others = [v for i, v in enumerate(vals) if i != seat]
    return vals[seat] - (max(others) if others else 0.0)


def evaluate(state: Any, seat: int) -> float:
    """Alpha-beta's value of `state` for `seat`, the seat to move in it (negamax): its rival's advantage
    negated, where the rival is the seat that has just moved (for two players the same as the seat's own
    advantage; solo, the seat's own value). The seat to move is valued after its best pick among the cards the
    rival left face up: taking the card the next player wants is worth something (F5)."""
    vals = values(state)
    if state.players == 1:
        return vals[seat]
    if not state.is_over:
        vals[seat] = max(vals[seat], best_reply(state, seat, public_tokens(state), outlook(state)))
    return -_advantage(vals, (seat - 1) % state.players)


def cutoff(state: Any) -> list[float]:
    """Per-seat rewards for an MCTS playout cut short: a share by value."""
    vals = values(state)
    low, high = min(vals), max(vals)
    if high - low < 1e-9:
        return [1.0 / len(vals)] * len(vals)
    return [(v - low) / (high - low) for v in vals]


def greedy_move(state: farmini.State) -> farmini.Move:
    """The move that makes the mover's own farm worth most (`farm_value`, public information only): a quick pick
    for the sampled rounds of the hard search, which ignores what the move leaves the others."""
    seat = state.to_move
    assert seat is not None, "a finished game has no move"
    moves = state.legal_moves()
    look = outlook(state.play(moves[0]))  # every move of a turn leaves the same unseen cards and turns
    farm, mine = state.farms[seat], state.tokens[seat]
    best, best_value = moves[0], -float("inf")
    for m in moves:
        name = state.display[m.slot - 1]
        assert name is not None
        if m.cell is not None:
            value = farm_value(farm.set(m.cell, (name, m.rot)), mine, look)
        elif m.spots:
            kind = farmini.card(name).animal
            value = farm_value(farm, {**mine, **dict.fromkeys(m.spots, kind)}, look)
        else:
            value = farm_value(farm, mine, look)
        if value > best_value:
            best, best_value = m, value
    return best


def native_search(budget: Budget, plan: LevelPlan, seed: int = 0) -> FarminiSearch:
    """The hard level's searcher: one ply's favourite moves refined by sampled rounds (game/ai/farmini_search)."""
    return FarminiSearch(budget, evaluate, greedy_move, seed=seed)


# The usual size of a lead in `evaluate` (points): the median |evaluate| over positions of random games
# (game.history.judgement.measure_scale). The Past games strip draws a lead v as tanh(v / JUDGE_SCALE).
JUDGE_SCALE = 1.5
# The hard level's search of one position for the Past games strip, in nodes (iterations, samples): what it reaches in
# JUDGE_SECONDS of one core (the median over positions of a random game, measured on a CPU clock).
# A count, not a clock, so that a game is judged alike each time it is replayed.
JUDGE_NODES = 32

# What the table reads (game.ai.levels.hooks_for): this game's plans and the hooks it gives.
HOOKS = GameAI(plans=PLANS, evaluate=evaluate, cutoff=cutoff, native=native_search)
