"""Farmini rules (rules/farmini.md): one test per numbered rule with hand-built farms, the deck file, and property
tests over random games for 1-4 players."""

from __future__ import annotations

import random
from collections import Counter
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import IllegalMove, LevelError
from game.rules import farmini as F
from game.rules.level_data import level_path, read_level

FARM = ("farm-1", 0)
# The plus: the farm card with a cap on each side, every cap's open side facing the farm (one big closed pen).
PLUS = {(0, 0): FARM, (1, 0): ("pen-01", 0), (-1, 0): ("pen-05", 2), (0, -1): ("pen-06", 3), (0, 1): ("pen-07", 1)}


def table(
    farms: list[dict],
    tokens: list[dict] | None = None,
    display: tuple = ("pen-01", "pen-02", "pen-03", "pen-04"),
    deck: tuple = (),
    turn: int = 0,
    published: bool = False,
) -> F.State:
    """A hand-built table (cards not on it are simply out of the game: the rules only read what is there)."""
    tokens = tokens or [{} for _ in farms]
    return F.State(len(farms), tuple(display), tuple(deck), tuple(farms), tuple(tokens), (), turn, published)


def refusal(state: F.State, move: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        state.play(F.parse_move(move))  # a notation is read at the edge
    return info.value


def texts(state: F.State) -> list[str]:
    return [str(m) for m in state.legal_moves()]


# ----------------------------------------------------------------------------------------------- components


def test_F1_the_deck_holds_the_published_counts() -> None:
    kinds = Counter(c.kind for c in F.deck_cards().values())
    assert kinds == {"farm": 4, "pen": 32, "animal": 12, "wolf": 6}
    wolves = Counter(c.animal for c in F.deck_cards().values() if c.kind == "wolf")
    assert wolves == {"pig": 2, "goat": 2, "chicken": 2}
    assert {c.count for c in F.deck_cards().values() if c.kind == "animal"} == {1, 2}
    state = F.new_game(players=3)
    assert all(state.supply(a) == 5 for a in F.ANIMALS)


def test_F2_a_quarter_turn_moves_quarters_and_fences_clockwise() -> None:
    cap = F.card("pen-13")  # quarters meadow corn / meadow trough, N E S fenced, split top to bottom
    quarters, _ = cap.faces[1]
    assert quarters == ("meadow", "meadow", "trough", "corn")
    assert cap.fenced(1, "1E") and cap.fenced(1, "2W") and not cap.fenced(1, "0N") and not cap.fenced(1, "1N")
    assert cap.fenced(1, "02") and cap.fenced(1, "13") and not cap.fenced(1, "01")
    for c in F.deck_cards().values():
        if c.kind == "pen":
            faces = c.faces
            assert F._faces(faces[3][0], frozenset(n for n in F.FENCE_NAMES if faces[3][1] & F._BIT[n]))[1] == faces[0]


def test_F3_a_farm_card_alone_is_four_open_pens() -> None:
    farm = F.card("farm-1")
    assert set(F.INNER) <= farm.fences and sorted(farm.quarters) == ["corn", "trough", "trough", "trough"]
    pens = F.pens({(0, 0): FARM}, {})
    assert len(pens) == 4 and not any(p.closed for p in pens)


# ----------------------------------------------------------------------------------------------- setup


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_F4_setup_farms_and_the_fixed_display(players: int) -> None:
    state = F.new_game(players=players, seed=7)
    assert state.display == ("pen-01", "pen-02", "pen-03", "pen-04")
    assert [dict(f) for f in state.farms] == [{(0, 0): (f"farm-{i + 1}", 0)} for i in range(players)]
    assert len(state.deck) == 28 + 12 + 6 and sorted(state.deck) == sorted(F.deck_names())
    assert state.to_move == 0
    assert F.new_game(players=players, seed=7).deck == state.deck
    assert F.new_game(players=players, seed=8).deck != state.deck


# ----------------------------------------------------------------------------------------------- a turn


def test_F5_the_new_card_goes_into_the_emptied_slot() -> None:
    order = F.deck_names()
    state = F.new_game(players=2, order=order).play(F.parse_move("take 2 @1,0 r0"))
    assert state.display == ("pen-01", order[0], "pen-03", "pen-04") and state.deck == tuple(order[1:])
    assert state.to_move == 1
    last = table([{(0, 0): FARM}], display=("pen-01", None, None, "pen-04")).play(F.parse_move("take 4 @1,0 r0"))
    assert last.display == ("pen-01", None, None, None)  # the deck is empty: the slot stays empty


def test_F6_fences_must_meet_half_edge_by_half_edge() -> None:
    state = table([{(0, 0): FARM}])
    moves = texts(state)
    # The cap (N, E, S fenced) fits beside the open farm only with its open side towards it.
    assert [m for m in moves if m.startswith("take 1")] == [
        "take 1 @0,-1 r3",
        "take 1 @-1,0 r2",
        "take 1 @1,0 r0",
        "take 1 @0,1 r1",
    ]
    assert refusal(state, "take 1 @1,0 r1").code == "fences"
    assert refusal(state, "take 1 @0,0 r0").code == "occupied"
    assert refusal(state, "take 1 @2,0 r0").code == "not_touching"
    assert refusal(state, "take 1 discard").code == "must_place"
    # Beside the cap's fenced east side only a fenced side fits (fence meets fence).
    two = table([{(0, 0): FARM, (1, 0): ("pen-01", 0)}], display=("pen-32", "pen-02", None, None))
    assert "take 1 @2,0 r0" not in texts(two)
    assert "take 2 @2,0 r0" not in texts(two) and "take 2 @2,0 r1" in texts(two)  # the lane turned upright


def test_F6_a_card_that_fits_nowhere_is_discarded() -> None:
    state = table([dict(PLUS)], display=("pen-32", None, None, None), deck=("pen-29",))
    assert texts(state) == ["take 1 discard"]
    after = state.play(F.parse_move("take 1 discard"))
    assert after.discards == ("pen-32",) and after.display == ("pen-29", None, None, None)
    assert after.farms[0] == PLUS


def test_F7_an_animal_card_places_as_many_tokens_as_it_can() -> None:
    state = table([{(0, 0): FARM}], display=("pig-3", "goat-1", None, None))  # 2 pigs, 1 goat; 3 troughs
    moves = texts(state)
    assert "take 1 1,0:1 0,0:2" not in moves and "take 1 0,0:1 0,0:2" in moves
    assert len([m for m in moves if m.startswith("take 1")]) == 3 and len(moves) == 6
    assert refusal(state, "take 1 0,0:1").code == "token_count"  # never fewer by choice
    assert refusal(state, "take 1 0,0:0 0,0:1").code == "not_free"  # the corn is no trough
    after = state.play(F.parse_move("take 1 0,0:1 0,0:3"))
    assert after.tokens[0] == {(0, 0, 1): "pig", (0, 0, 3): "pig"} and after.supply("pig") == 3
    assert after.discards == ("pig-3",)
    # One free trough left: a two-animal card places one.
    again = F.State(1, ("pig-4", None, None, None), (), after.farms, after.tokens, (), 0)
    assert texts(again) == ["take 1 0,0:2"]
    # An empty supply: the card places nothing.
    full = table([{(0, 0): FARM}], [{(0, 0, 1): "goat"}], display=("goat-2", None, None, None))
    others = {(9, 9, q): "goat" for q in range(4)}
    empty = F.State(2, full.display, (), (full.farms[0], {(0, 0): FARM}), (full.tokens[0], others), (), 0)
    assert empty.supply("goat") == 0 and texts(empty) == ["take 1"]


def test_F8_a_wolf_takes_unfenced_animals_of_its_kind_and_spares_fenced_ones() -> None:
    farm = {(0, 0): FARM, (1, 0): ("pen-12", 0)}  # pen-12's right half is a closed pen with two troughs
    pigs = {(0, 0, 1): "pig", (1, 0, 1): "pig", (1, 0, 3): "goat", (0, 0, 2): "goat"}
    state = table(
        [farm, {(0, 0): FARM}],
        [pigs, {(0, 0, 3): "pig"}],
        display=("pen-32", None, None, None),
        deck=("wolf-pig-1", "wolf-goat-1", "pen-29"),
    )
    after = state.play(F.parse_move("take 1 @0,1 r0"))
    # Both wolves came out one after the other; the next card filled the slot.
    assert after.display == ("pen-29", None, None, None) and after.deck == ()
    assert after.discards == ("wolf-pig-1", "wolf-goat-1")
    assert after.tokens[0] == {(1, 0, 1): "pig", (1, 0, 3): "goat"}  # the closed pen's animals are safe
    assert after.tokens[1] == {}  # every player's open animals go back
    assert after.supply("pig") == 4 and after.supply("goat") == 4


def test_F8_F16_the_card_is_placed_before_the_refill_reveals_a_wolf() -> None:
    # A pig in the farm's bottom-right trough; the plus shape closes round it with the last cap, then the wolf comes.
    plus = dict(PLUS)
    del plus[(0, 1)]
    state = table([plus], [{(0, 0, 3): "pig"}], display=("pen-07", None, None, None), deck=("wolf-pig-2",))
    after = state.play(F.parse_move("take 1 @0,1 r1"))
    assert after.tokens[0] == {(0, 0, 3): "pig"} and after.is_over


# ----------------------------------------------------------------------------------------------- pens and scores


def test_F9_pens_join_across_unfenced_sides_and_close_on_every_side() -> None:
    pens = F.pens(PLUS, {})
    big = max(pens, key=lambda p: len(p.quarters))
    assert len(pens) == 1 and big.closed and len(big.quarters) == 20
    open_farm = dict(PLUS)
    del open_farm[(0, 1)]
    pens = F.pens(open_farm, {})
    assert len(pens) == 1 and not pens[0].closed  # the farm's bottom quarters open to the south


def test_F10_the_game_ends_when_deck_and_display_are_empty() -> None:
    state = F.new_game(players=2, seed=3)
    rng = random.Random(3)
    while state.to_move is not None:
        assert state.deck or any(state.display)
        state = state.play(rng.choice(state.legal_moves()))
    assert not state.deck and not any(state.display) and state.legal_moves() == [] and state.outcome


def test_F11_corn_scores_only_in_a_closed_pen_without_animals() -> None:
    farm = {(0, 0): FARM, (1, 0): ("pen-13", 0)}  # pen-13's right half: corn and a trough, closed
    closed = [p for p in F.pens(farm, {}) if p.closed]
    assert len(closed) == 1 and closed[0].corn == 1 and closed[0].points == 1
    assert F.score(farm, {}) == 1  # the farm's own corn is in an open pen: 0
    with_pig = next(p for p in F.pens(farm, {(1, 0, 3): "pig"}) if p.closed)
    assert with_pig.corn_points == 0 and with_pig.animal_points == 2


def test_F12_animals_score_double_in_a_closed_pen_of_one_kind() -> None:
    farm = {(0, 0): FARM, (1, 0): ("pen-12", 0)}  # pen-12's right half: two troughs, closed
    assert F.score(farm, {(1, 0, 1): "pig", (1, 0, 3): "pig"}) == 4
    assert F.score(farm, {(1, 0, 1): "pig", (1, 0, 3): "goat"}) == 2  # two kinds: 1 each
    assert F.score(farm, {(0, 0, 1): "pig", (0, 0, 3): "pig"}) == 2  # an open pen: 1 each


def test_F13_highest_total_wins_ties_share_and_solo_wins() -> None:
    farm = {(0, 0): FARM, (1, 0): ("pen-13", 0)}
    none = (None,) * 4
    two = table([farm, {(0, 0): FARM}], display=none)
    assert two.outcome.winners == (0,) and two.outcome.scores == (1, 0)
    tied = table([farm, {(0, 0): FARM}, dict(farm)], display=none)
    assert tied.outcome.winners == (0, 2)
    draw = table([farm, dict(farm)], display=none)
    assert draw.outcome.winners == () and draw.outcome.is_draw
    solo = table([{(0, 0): FARM}], display=none)
    assert solo.outcome.winners == (0,)


def test_F14_published_scoring_costs_a_point_per_empty_trough_in_a_closed_pen() -> None:
    farm = {(0, 0): FARM, (1, 0): ("pen-12", 0)}
    assert F.score(farm, {(1, 0, 1): "pig"}, published=False) == 2
    assert F.score(farm, {(1, 0, 1): "pig"}, published=True) == 1
    assert F.score(farm, {}, published=True) == -2
    assert F.new_game(published_scoring=True).published_scoring


# ----------------------------------------------------------------------------------------------- notation


def test_F15_notation_and_its_parsing() -> None:
    state = table([{(0, 0): FARM}], display=("pen-02", "pig-3", "pig-1", None))
    moves = texts(state)
    assert "take 1 @1,0 r0" in moves and "take 1 @1,0 r2" not in moves  # the lane turned half round: the same
    assert state.play(F.parse_move("take 1 @1,0 r2")).to_json() == state.play(F.parse_move("take 1 @1,0 r0")).to_json()
    assert "take 2 0,0:1 0,0:2" in moves and "take 3 0,0:3" in moves and "take 1 @-1,0 r0" in moves
    assert state.play(F.parse_move("take 2 0,0:2 0,0:1")).tokens[0] == {(0, 0, 1): "pig", (0, 0, 2): "pig"}
    assert F.parse_move("take 3") == F.Move(3)
    assert str(F.Move(2, (-1, 3), 1)) == "take 2 @-1,3 r1" and str(F.Move(4, discard=True)) == "take 4 discard"
    for bad in ("take 5 @0,0 r0", "take 1 @0,0 r4", "put 1", "take 1 0,0:4", ""):
        assert refusal(state, bad).code == "notation"
    assert refusal(state, "take 4 @1,0 r0").code == "empty_slot"
    assert refusal(state, "take 2 @1,0 r0").code == "wrong_kind"
    assert refusal(state, "take 1 0,0:1").code == "wrong_kind"
    assert [m.picks() for m in state.legal_moves()[:1]] == [(1, (0, -1), ("r", 1))]


def test_F16_options_order_seats_and_json() -> None:
    order = list(reversed(F.deck_names()))
    state = F.new_game(players=4, order=order, published_scoring=True)
    assert state.deck == tuple(order) and state.farms[3] == {(0, 0): ("farm-4", 0)}
    with pytest.raises(ValueError):
        F.new_game(order=order[1:])
    with pytest.raises(ValueError):
        F.new_game(players=5)
    assert F.from_json(state.to_json()) == state


# A staged table (lessons, tests): the plus short of its bottom cap, two pigs in the ring, a wolf of pigs to come.
STAGED = {
    "players": 2,
    "to_move": 1,
    "display": ["pen-07", "pig-3", None, "pen-15"],
    "deck": ["wolf-pig-1", "pen-20", "goat-1"],
    "discards": ["pen-30"],
    "farms": [
        [[0, 0, "farm-1", 0], [1, 0, "pen-01", 0], [-1, 0, "pen-05", 2], [0, -1, "pen-06", 3]],
        [[0, 0, "farm-2", 0]],
    ],
    "tokens": [[[0, 0, 1, "pig"], [0, 0, 2, "pig"]], []],
}


def test_F16_a_staged_position_lays_out_farms_tokens_display_and_deck() -> None:
    state = F.new_game(position=STAGED)
    assert state.players == 2 and state.to_move == 1 and state.display == ("pen-07", "pig-3", None, "pen-15")
    assert state.deck == ("wolf-pig-1", "pen-20", "goat-1") and state.discards == ("pen-30",)
    assert state.farms[0][(0, -1)] == ("pen-06", 3) and state.farms[1] == {(0, 0): ("farm-2", 0)}
    assert state.tokens[0] == {(0, 0, 1): "pig", (0, 0, 2): "pig"} and state.supply("pig") == 3
    assert state.scores == (2, 0)  # F12: two pigs in an open pen
    after = state.play(F.parse_move("take 4 @1,0 r0"))  # the refill turns up the staged deck's top card: the wolf (F8)
    assert after.revealed == ("wolf-pig-1", "pen-20") and after.display[3] == "pen-20" and after.tokens[0] == {}
    closed = F.new_game(position={**STAGED, "to_move": 0}).play(
        F.parse_move("take 1 @0,1 r1")
    )  # the ring closed first (F9)
    assert closed.tokens[0] == {(0, 0, 1): "pig", (0, 0, 2): "pig"} and closed.scores == (4, 0)
    alone = F.new_game(position={"display": ["", "", "pen-02"]})  # one player, the farm card alone; "": empty
    assert alone.players == 1 and alone.farms == ({(0, 0): ("farm-1", 0)},) and alone.deck == ()
    assert alone.display == (None, None, "pen-02", None)
    assert F.new_game(position=STAGED, published_scoring=True).published_scoring


def test_F16_a_staged_position_that_could_not_come_about_is_refused() -> None:
    def broken(**changes: object) -> dict:
        return {**STAGED, **changes}

    for position, why in (
        (broken(display=["pen-99"]), "used once"),  # no such card
        (broken(display=["pen-20"]), "used once"),  # the same card twice (it is in the deck)
        (broken(display=["wolf-goat-1"]), "F8"),  # a wolf never lies face up
        (broken(display=["pen-07", "pen-08", "pen-09", "pen-10", "pen-11"]), "4 slots"),  # F5
        (broken(deck=["farm-3"]), "F4"),  # farm cards lie on the farms
        (broken(players=5), "1 to 4 players"),
        (broken(to_move=2), "one of them to move"),
        (broken(farms=[[[0, 0, "farm-1", 0]]]), "one farm"),  # a farm for each player
        (broken(farms=[[[0, 0, "pen-08", 0]], [[0, 0, "farm-2", 0]]]), "F4"),  # a farm starts from its farm card
        (broken(farms=[[[0, 0, "farm-1", 0], [2, 0, "pen-08", 0]], [[0, 0, "farm-2", 0]]]), "joins"),  # F6
        (broken(farms=[[[0, 0, "farm-1", 0], [1, 0, "pen-01", 2]], [[0, 0, "farm-2", 0]]]), "F6"),  # fence vs open
        (broken(farms=[[[0, 0, "farm-1", 0], [1, 0, "farm-3", 0]], [[0, 0, "farm-2", 0]]]), "cannot lie"),
        (broken(tokens=[[[0, 0, 0, "pig"]], []]), "F7"),  # the corn is no trough
        (broken(tokens=[[[0, 0, 1, "cow"]], []]), "F7"),  # pigs, goats and chickens only
        (broken(tokens=[[[0, 0, q, "pig"] for q in (1, 2, 3)], [[0, 0, q, "pig"] for q in (1, 2, 3)]]), "F1"),
    ):
        with pytest.raises(ValueError, match=why):
            F.new_game(position=position)


def test_F16_a_staged_position_hides_only_its_deck_and_keeps_the_json_round_trip() -> None:
    state = F.new_game(position=STAGED)
    seen = F.State(  # what anyone at the table sees
        state.players, state.display, (), state.farms, state.tokens, state.discards, 1, state.published_scoring
    )
    orders = set()
    for seed in range(20):
        guess = state.determinize(random.Random(seed), 1)
        assert sorted(guess.deck) == sorted(state.deck) and guess.to_move == 1
        assert (guess.display, guess.farms, guess.tokens, guess.discards) == (
            seen.display,
            seen.farms,
            seen.tokens,
            seen.discards,
        )
        orders.add(guess.deck)
    assert len(orders) > 1  # the face-down cards are reshuffled: nobody peeks at the wolf on top
    assert F.from_json(state.to_json()) == state


def test_F17_the_deck_file_is_checked() -> None:
    assert F.check_deck(level_path("farmini", F.DECK_FILE)) == "deck"
    text = read_level("farmini", F.DECK_FILE)
    for broken, word in (
        (text.replace('"trough"', '"pond"', 1), "quarters"),
        (text.replace('kind = "wolf"', 'kind = "bear"', 1), "kind"),
        (text.replace("start = 4", "start = 3"), "start"),
        (text + '\n[[card]]\nname = "pen-01"\nkind = "pen"\n', "twice"),
        ("card = 3", "card"),
        ("[[card", "deck"),
    ):
        with pytest.raises(LevelError) as info:
            F.parse_deck(broken, "deck.toml")
        assert "deck.toml" in str(info.value) and word in str(info.value)


def test_F17_every_pen_card_fits_beside_a_farm_card() -> None:
    farms = [c for c in F.deck_cards().values() if c.kind == "farm"]
    for c in F.deck_cards().values():
        if c.kind == "pen":
            assert any(F._fits_beside(c, farm) for farm in farms), c.name
    closed_at_once = [
        c.name
        for c in F.deck_cards().values()
        if c.kind == "pen" and any(p.closed for p in F.pens({(0, 0): FARM, (1, 0): (c.name, 0)}, {}))
    ]
    assert len(closed_at_once) >= 2  # tempting: some cards close a little pen the moment they are laid


# ----------------------------------------------------------------------------------------------- properties


def _all_cards(state: F.State) -> Counter:
    found = Counter(n for n in state.display if n is not None) + Counter(state.deck) + Counter(state.discards)
    return found + Counter(name for farm in state.farms for name, _r in farm.values())


@settings(max_examples=12, deadline=None)
@given(st.integers(0, 10**9), st.integers(1, 4))
def test_random_games_conserve_tokens_and_cards(seed: int, players: int) -> None:
    rng = random.Random(seed)
    state = F.new_game(players=players, seed=seed)
    expected = _all_cards(state)
    assert len(expected) == 50 + players
    while state.to_move is not None:
        assert sum(state.supply(a) for a in F.ANIMALS) + sum(len(t) for t in state.tokens) == 15
        assert _all_cards(state) == expected
        seen = state.determinize(random.Random(seed), state.to_move)
        assert (seen.display, seen.farms, seen.tokens, seen.discards, seen.to_move) == (
            state.display,
            state.farms,
            state.tokens,
            state.discards,
            state.to_move,
        )
        assert sorted(seen.deck) == sorted(state.deck)
        assert [str(m) for m in seen.legal_moves()] == texts(state)
        state = state.play(rng.choice(state.legal_moves()))
    assert _all_cards(state) == expected
    assert sum(state.supply(a) for a in F.ANIMALS) + sum(len(t) for t in state.tokens) == 15
    assert F.from_json(state.to_json()).outcome == state.outcome


def test_the_deck_file_is_where_the_levels_are() -> None:
    # The rules build no repository path: the loader finds the `levels` package (here the source tree's folder).
    repository = Path(__file__).resolve().parents[2]
    assert level_path("farmini", F.DECK_FILE) == repository / "levels" / "farmini" / "deck.toml"
    assert "parents[" not in Path(F.__file__).read_text(encoding="utf-8")


def test_a_missing_level_file_is_named() -> None:
    with pytest.raises(FileNotFoundError, match=r"levels/farmini/no_such\.toml"):
        read_level("farmini", "no_such.toml")
