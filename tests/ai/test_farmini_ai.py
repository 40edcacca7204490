"""Farmini's computer players: they never peek at the face-down deck, they value closed pens and fear wolves, and
every level plays legal moves for 1-4 players."""

from __future__ import annotations

import dataclasses
import random

import pytest

from game.ai import farmini as AI
from game.ai import farmini_search, make_agent
from game.ai.budget import Budget
from game.ai.farmini_search import FarminiSearch
from game.rules import farmini as F

FARM = ("farm-1", 0)


def _midgame(players: int, seed: int, plies: int = 10) -> F.State:
    rng = random.Random(seed)
    state = F.new_game(players=players, seed=seed)
    for _ in range(plies):
        state = state.play(rng.choice(state.legal_moves()))
    return state


@pytest.mark.parametrize("players", [2, 3])
def test_the_evaluation_of_a_move_never_depends_on_the_hidden_deck(players: int) -> None:
    for seed in range(4):
        state = _midgame(players, seed)
        other = state.determinize(random.Random(seed + 99), state.to_move)
        assert other.deck != state.deck
        for move in state.legal_moves()[:40]:
            a, b = state.play(move), other.play(move)
            assert AI.evaluate(a, a.to_move) == pytest.approx(AI.evaluate(b, b.to_move)), str(move)


@pytest.mark.parametrize("level", ["easy", "medium", "hard"])
def test_every_level_chooses_the_same_move_whatever_the_hidden_order(level: str) -> None:
    state = _midgame(2, 5)
    other = state.determinize(random.Random(1), state.to_move)
    first = make_agent("farmini", level, seed=7, deterministic=True).choose(state)
    again = make_agent("farmini", level, seed=7, deterministic=True).choose(other)
    assert first in state.legal_moves()
    if level != "easy":  # MCTS draws its own samples of the deck: the same seed gives the same search
        assert str(first) == str(again)


def test_a_closed_pen_is_worth_more_than_an_open_one() -> None:
    closed = F.State(
        2,
        (None,) * 4,
        ("wolf-pig-1", "pen-29"),
        ({(0, 0): FARM, (1, 0): ("pen-12", 0)}, {(0, 0): FARM}),
        ({(1, 0, 1): "pig", (1, 0, 3): "pig"}, {}),
        (),
        1,
    )
    unfenced = F.State(
        2,
        (None,) * 4,
        ("wolf-pig-1", "pen-29"),
        ({(0, 0): FARM, (1, 0): ("pen-12", 0)}, {(0, 0): FARM}),
        ({(0, 0, 1): "pig", (0, 0, 3): "pig"}, {}),
        (),
        1,
    )
    assert AI.values(closed)[0] > AI.values(unfenced)[0] + 1.5


def test_hard_closes_a_pen_round_its_animals_when_it_can() -> None:
    # The farm with caps on three sides holds a pig; the fourth cap closes one big pen round it.
    farm = {(0, 0): FARM, (1, 0): ("pen-01", 0), (-1, 0): ("pen-05", 2), (0, -1): ("pen-06", 3)}
    state = F.State(
        2,
        ("pen-07", "pen-32", None, None),
        ("wolf-pig-1", "pen-29", "pen-30"),
        (farm, {(0, 0): FARM}),
        ({(0, 0, 3): "pig"}, {}),
        (),
        0,
    )
    move = make_agent("farmini", "hard", seed=1, deterministic=True).choose(state)
    assert str(move) == "take 1 @0,1 r1"


@pytest.mark.parametrize("players", [2, 4])
def test_a_whole_game_of_hard_players(players: int) -> None:
    state = F.new_game(players=players, seed=3)
    # Hard's own searcher narrowed to two candidates and three sampled rounds a move, so the game stays quick.
    budget = Budget(None, 2 * farmini_search.MIN_SAMPLES * players)
    agents = [FarminiSearch(budget, AI.evaluate, AI.greedy_move, seed=i, candidates=2) for i in range(players)]
    while state.to_move is not None:
        state = state.play(agents[state.to_move].choose(state))
    assert state.outcome is not None


def test_with_nothing_left_to_come_the_value_is_the_score() -> None:
    for seed in range(6):
        state = F.new_game(players=2, seed=seed)
        rng = random.Random(seed)
        while state.to_move is not None:
            state = state.play(rng.choice(state.legal_moves()))
        assert AI.values(state) == [pytest.approx(s) for s in state.scores]


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_alpha_beta_searches_a_determinized_deck_never_the_true_one(
    level: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    state = _midgame(2, 8)
    true_decks = {tuple(state.play(m).deck) for m in state.legal_moves()}
    seen: list[tuple[str, ...]] = []
    real = AI.evaluate

    def spy(s: F.State, seat: int) -> float:
        seen.append(tuple(s.deck))
        return real(s, seat)

    monkeypatch.setattr(AI, "HOOKS", dataclasses.replace(AI.HOOKS, evaluate=spy))
    monkeypatch.setattr(AI, "evaluate", spy)  # hard's own searcher is handed the module's functions
    real_greedy = AI.greedy_move

    def greedy_spy(s: F.State) -> F.Move:
        seen.append(tuple(s.deck))
        return real_greedy(s)

    monkeypatch.setattr(AI, "greedy_move", greedy_spy)
    move = make_agent("farmini", level, seed=3, deterministic=True).choose(state)
    assert move in state.legal_moves()
    assert seen and not true_decks.intersection(seen)
    assert not {tuple(state.deck)}.intersection(seen)


def _rival_needs_a_cap(display: tuple[str | None, ...]) -> F.State:
    """Seat 1's farm has caps on three sides round a pig: a fourth cap at 0,1 closes one big pen (F9, F12)."""
    rival = {(0, 0): ("farm-2", 0), (1, 0): ("pen-01", 0), (-1, 0): ("pen-05", 2), (0, -1): ("pen-06", 3)}
    return F.State(
        2, display, ("wolf-pig-1", "pen-28", "pen-26"), ({(0, 0): FARM}, rival), ({}, {(0, 0, 3): "pig"}), (), 0
    )


def test_F5_F9_hard_takes_the_cap_the_next_player_needs_to_close_its_pen() -> None:
    state = _rival_needs_a_cap(("pen-07", "pen-32", None, None))
    move = make_agent("farmini", "hard", seed=1, deterministic=True).choose(state)
    assert move.slot == 1  # the cap, not the open card that suits seat 0 a little better on its own


def test_F5_the_next_player_is_valued_after_its_best_pick_of_the_cards_left_face_up() -> None:
    state = _rival_needs_a_cap(("pen-07", "pen-32", None, None))
    after = state.play(F.parse_move("take 2 @1,0 r0"))  # the cap stays face up for seat 1
    look, tokens = AI.outlook(after), AI.public_tokens(after)
    now = AI.farm_value(after.farms[1], tokens[1], look)
    assert AI.best_reply(after, 1, tokens, look) > now + 1.0


def test_F5_F8_the_card_the_refill_turned_up_is_no_pick_the_mover_could_see() -> None:
    state = _rival_needs_a_cap(("pen-07", "pen-32", None, None))
    after = state.play(F.parse_move("take 2 @1,0 r0"))  # the refill turns up the pig wolf, then pen-28
    assert after.display[1] == "pen-28"
    assert AI.known_cards(after) == ["pen-07"]


def test_F7_an_animal_card_for_the_next_player_puts_down_only_what_the_supply_holds() -> None:
    farm = {(0, 0): FARM}
    look = AI.outlook(F.new_game(players=2, seed=0))
    free = F.free_troughs(farm, {})
    one_pig = max(AI.farm_value(farm, {spot: "pig"}, look) for spot in free)
    assert AI.card_value(farm, {}, "pig-3", 1, look) == pytest.approx(one_pig)  # pig-3 shows two pigs
    assert AI.card_value(farm, {}, "pig-3", 0, look) == pytest.approx(AI.farm_value(farm, {}, look))


def test_F5_F8_the_next_player_may_draw_a_cap_from_the_cards_still_unseen() -> None:
    state = dataclasses.replace(
        _rival_needs_a_cap(("pen-32", None, None, None)), deck=("wolf-pig-1", "pen-28", "pen-07")
    )
    after = state.play(
        F.parse_move("take 1 @1,0 r0")
    )  # nothing known is left face up: the refill shows one of the unseen cards
    look, tokens = AI.outlook(after), AI.public_tokens(after)
    now = AI.farm_value(after.farms[1], tokens[1], look)
    cap = AI.card_value(after.farms[1], tokens[1], "pen-07", 0, look)
    assert AI.known_cards(after) == []
    assert now + 0.5 < AI.best_reply(after, 1, tokens, look) < cap  # the cap is one of the two cards to come


def _one_farm(deck: tuple[str, ...], tokens: dict[F.Spot, str]) -> F.State:
    return F.State(2, ("pen-07", None, None, None), deck, ({(0, 0): FARM}, {(0, 0): FARM}), (tokens, {}), (), 0)


def test_F8_F10_an_unfenced_animal_is_worth_little_while_a_wolf_of_its_kind_is_still_to_come() -> None:
    # Every unseen wolf comes before the end (F10), and takes the animals outside closed pens (F8).
    deck = ("pen-29", "wolf-pig-1", "pen-30")
    gain = AI.values(_one_farm(deck, {(0, 0, 3): "pig"}))[0] - AI.values(_one_farm(deck, {}))[0]
    assert gain < 0.3


def test_F8_F12_an_unfenced_animal_keeps_its_point_when_no_wolf_of_its_kind_is_left() -> None:
    deck = ("pen-29", "wolf-goat-1", "pen-30")
    gain = AI.values(_one_farm(deck, {(0, 0, 3): "pig"}))[0] - AI.values(_one_farm(deck, {}))[0]
    assert gain >= 1.0


def test_hard_plays_its_favourite_moves_on_through_sampled_rounds_within_its_budget() -> None:
    state = _midgame(2, 6)
    agent = make_agent("farmini", "hard", seed=2, deterministic=True)
    assert isinstance(agent, FarminiSearch)
    move = agent.choose(state)
    assert move in state.legal_moves()
    assert agent.samples >= farmini_search.MIN_SAMPLES
    assert agent.nodes <= AI.PLANS["hard"].nodes + state.players  # the round under way ends


def _one_ply_best(state: F.State) -> str:
    seat = state.to_move
    assert seat is not None

    def value(move: F.Move) -> float:
        child = state.play(move)
        return -AI.evaluate(child, child.to_move) if child.to_move is not None else 0.0

    return str(max(state.legal_moves(), key=value))


def test_with_too_few_sampled_rounds_the_public_ply_decides() -> None:
    state = _midgame(2, 6)
    starved = FarminiSearch(Budget(None, 2), AI.evaluate, AI.greedy_move, seed=2)
    assert str(starved.choose(state)) == _one_ply_best(state)
    assert starved.samples < farmini_search.MIN_SAMPLES


def test_greedy_move_makes_the_movers_own_farm_worth_most() -> None:
    state = _midgame(3, 4)
    seat = state.to_move
    assert seat is not None
    pick = AI.greedy_move(state)
    mine = AI.values(state.play(pick))[seat]
    assert all(AI.values(state.play(m))[seat] <= mine + 1e-9 for m in state.legal_moves())
