"""Jaleo rules (rules/jaleo.md): one test per numbered rule with hand-built positions, perft, property tests."""

from __future__ import annotations

import json
import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.rules import GAMES, IllegalMove, Outcome
from game.rules import jaleo as J


def names(moves: list[J.Move]) -> list[str]:
    return sorted(str(m) for m in moves)


def refusal(state: J.State, move: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        state.play(J.parse_move(move))  # a notation is read at the edge
    return info.value


def pos(tiles: dict[str, str], to_move: int = 0) -> J.State:
    return J.setup(tiles, to_move)


def row(q0: int, n: int, r: int = 0, discs: str = "") -> dict[str, str]:
    """n tiles along the (1,0) axis from (q0, r), each holding `discs`."""
    return {f"{q0 + k},{r}": discs for k in range(n)}


# ----------------------------------------------------------------- an independent generator (plain loops)


def naive_moves(state: J.State) -> set[str]:
    """Every legal move's notation, straight from the rules' words, for comparison with the module."""
    tiles = state.tiles
    me = state.to_move
    if state.outcome is not None:
        return set()
    around = {(q + dq, r + dr) for (q, r) in tiles for dq, dr in J.DIRS} - set(tiles) if tiles else {(0, 0)}
    if len(tiles) < 4:
        return {f"t {q},{r}" for q, r in around}
    single = {c for c, d in tiles.items() if d == (me,)}
    stacks = {f"s {a[0]},{a[1]}>{b[0]},{b[1]}" for a in single for b in single if (b[0] - a[0], b[1] - a[1]) in J.DIRS}
    if stacks:
        return stacks
    out: set[str] = set()
    mine_left = 16 - sum(d.count(me) for d in tiles.values())
    if mine_left:
        for e, d in tiles.items():
            if d:
                continue
            if len(tiles) == 28:
                out.add(f"+{e[0]},{e[1]}")
            else:
                out |= {f"+{e[0]},{e[1]}@{s[0]},{s[1]}" for s in around}
    for a, d in tiles.items():
        if len(d) == 2 and d[1] == me:
            for b, e in tiles.items():
                if len(e) == 1 and (b[0] - a[0], b[1] - a[1]) in J.DIRS:
                    out.add(f"m {a[0]},{a[1]}>{b[0]},{b[1]}")
    return out or {"pass"}


def random_game(seed: int, plies: int = 400, variable: bool = False) -> list[J.State]:
    rng = random.Random(seed)
    state = J.new_game(variable_setup=variable)
    states = [state]
    for _ in range(plies):
        if state.to_move is None:
            break
        state = state.play(rng.choice(state.legal_moves()))
        states.append(state)
    return states


# ----------------------------------------------------------------- J1-J3: components, board, start


def test_J1_components_28_tiles_16_discs_each() -> None:
    s = J.new_game()
    assert s.pool + len(s.tiles) == 28 == J.TILES
    assert s.supply(0) == s.supply(1) == 16
    with pytest.raises(ValueError):
        pos({**row(0, 17, 0, "b"), **row(0, 1, 1)})  # 17 black discs
    with pytest.raises(ValueError):
        pos({**row(0, 15), **row(0, 14, 1)})  # 29 tiles


def test_J2_axial_neighbours_and_axes() -> None:
    assert sorted(J.neighbours((0, 0))) == sorted([(1, 0), (-1, 0), (0, 1), (0, -1), (1, -1), (-1, 1)])
    assert J.is_adjacent((0, 0), (1, -1)) and not J.is_adjacent((0, 0), (1, 1))
    assert J.AXES == ((1, 0), (0, 1), (1, -1))


def test_J3_standard_setup_is_the_diamond() -> None:
    s = J.new_game()
    assert set(s.tiles) == {(0, 0), (1, 0), (1, -1), (0, 1)} and all(d == () for d in s.tiles.values())
    assert s.pool == 24 and s.to_move == 0
    assert len(s.legal_moves()) == 4 * 10  # 4 empty tiles x 10 free spots around the diamond


def test_J4_variable_setup_places_four_tiles_in_turn() -> None:
    s = J.new_game(variable_setup=True)
    assert s.tiles == {} and s.pool == 28 and s.in_setup
    assert names(s.legal_moves()) == ["t 0,0"]
    assert refusal(s, "t 1,0").code == "first_tile"
    assert refusal(s, "+0,0@1,0").code == "setup_tiles"
    s = s.play(J.parse_move("t 0,0"))
    assert s.to_move == 1 and len(s.legal_moves()) == 6
    assert refusal(s, "t 0,0").code == "tile_taken"
    assert refusal(s, "t 2,0").code == "spot_apart"
    s = s.play(J.parse_move("t 1,0")).play(J.parse_move("t 2,0"))
    assert s.to_move == 1 and refusal(s, "t 5,0").rule == "J4"
    s = s.play(J.parse_move("t 3,0"))
    assert not s.in_setup and s.pool == 24 and s.to_move == 0  # play starts with the first player
    assert all(m.kind == J.ADD for m in s.legal_moves())
    assert refusal(s, "t 4,0").code == "not_setup"


# ----------------------------------------------------------------- J5-J7: stacks


def test_J5_never_a_pile_of_three() -> None:
    s = pos({"0,0": "wb", "1,0": "bw", "2,0": "b", "-1,0": ""}, 0)
    e = refusal(s, "m 0,0>1,0")
    assert (e.rule, e.code) == ("J11", "onto_stack")
    with pytest.raises(ValueError):
        pos({"0,0": "bwb"})


def test_J6_stack_controlled_by_top_disc_single_is_not_a_stack() -> None:
    s = pos({"0,0": "wb", "1,0": "bw", "2,0": "w", "-1,0": "b", "-1,1": "", "0,1": ""}, 0)
    assert s.stacks(0) == [(0, 0)] and s.stacks(1) == [(1, 0)]
    assert refusal(s, "m 1,0>2,0").code == "not_your_stack"
    assert refusal(s, "m -1,0>-1,1").code == "not_your_stack"  # a single disc never moves


def test_J7_a_tile_shows_its_top_disc() -> None:
    s = pos({"0,0": "wb", "1,0": "b", "2,0": "", "3,0": "bw"})
    assert [s.shows((q, 0)) for q in range(4)] == [0, 0, None, 1] and s.shows((9, 9)) is None


# ----------------------------------------------------------------- J8: the mandatory stack


def test_J8_mandatory_stack_with_several_groups_only_stacks_are_legal() -> None:
    # two groups of black singles: {0,0 1,0} and {3,0 3,1}; a white single touches 1,0
    s = pos({"0,0": "b", "1,0": "b", "2,0": "w", "3,0": "b", "3,1": "b", "0,1": "", "1,1": "wb"}, 0)
    assert names(s.legal_moves()) == ["s 0,0>1,0", "s 1,0>0,0", "s 3,0>3,1", "s 3,1>3,0"]
    assert refusal(s, "+0,1@4,0").code == "must_stack"
    assert refusal(s, "m 1,1>2,0").code == "must_stack"
    assert refusal(s, "s 0,0>3,0").code == "not_touching"
    assert refusal(s, "s 1,0>2,0").code == "not_your_single"
    after = s.play(J.parse_move("s 3,1>3,0"))
    assert after.discs((3, 1)) == () and after.discs((3, 0)) == (0, 0)
    assert after.to_move == 1  # only one stack per turn, the other group waits
    assert after.play(J.parse_move("+0,1@4,0")).mandatory_stacks()  # ... and is due next turn


def test_J8_stack_only_from_singles_of_your_own() -> None:
    s = pos({"0,0": "wb", "1,0": "b", "2,0": "", "-1,0": "w", "-2,0": "w"}, 0)
    assert not s.mandatory_stacks()  # a stack next to a single does not count
    assert refusal(s, "s 1,0>0,0").code == "not_needed"
    assert s.play(J.parse_move("+2,0@3,0")).mandatory_stacks()  # white to move: its singles do touch
    white = pos({"0,0": "wb", "1,0": "b", "2,0": "", "-1,0": "w", "-2,0": "w"}, 1)
    assert names(white.legal_moves()) == ["s -1,0>-2,0", "s -2,0>-1,0"]


# ----------------------------------------------------------------- J9-J11: add or move


def test_J9_add_or_move_never_both() -> None:
    s = pos({"0,0": "bw", "1,0": "w", "2,0": "", "-1,0": "b"}, 1)
    kinds = {m.kind for m in s.legal_moves()}
    assert kinds == {J.ADD, J.MOVE}
    after = s.play(J.parse_move("m 0,0>1,0"))
    assert after.supply(1) == s.supply(1) and len(after.tiles) == len(s.tiles)  # a move adds nothing


def test_J10_add_puts_a_disc_on_an_empty_tile_then_places_a_tile_anywhere_on_the_edge() -> None:
    s = J.new_game()
    after = s.play(J.parse_move("+0,0@2,-1"))
    assert after.discs((0, 0)) == (0,) and after.discs((2, -1)) == () and after.pool == 23
    assert after.supply(0) == 15 and after.to_move == 1
    far = s.play(J.parse_move("+0,0@0,2"))  # anywhere on the edge, not only next to the new disc
    assert far.discs((0, 2)) == ()
    assert refusal(after, "+0,0@3,0").code == "tile_not_empty"
    assert refusal(after, "+1,0@0,0").code == "tile_taken"
    assert refusal(after, "+1,0@5,5").code == "spot_apart"
    assert refusal(after, "+1,0").code == "must_place_tile"
    assert refusal(after, "+7,7@2,0").code == "no_tile"


def test_J10_adding_with_an_empty_pool_skips_the_placement() -> None:
    board = {**row(0, 14, 0), **row(0, 13, 1), "-1,1": ""}
    board["0,0"], board["2,0"] = "b", "w"
    s = pos(board, 0)
    assert s.pool == 0
    moves = s.legal_moves()
    assert moves and all(m.kind == J.ADD and m.b is None for m in moves)
    assert len(moves) == 26
    assert refusal(s, "+1,0@14,0").code == "pool_empty"
    after = s.play(J.parse_move("+4,0"))
    assert after.discs((4, 0)) == (0,) and len(after.tiles) == 28


def test_J10_no_add_without_discs_in_supply() -> None:
    # black has all 16 discs on the board (8 stacks between white ones), an empty tile waits
    board = {f"{q},0": "bb" if q % 2 == 0 else "ww" for q in range(16)}
    board["0,1"] = ""
    s = pos(board, 0)
    assert s.supply(0) == 0 and s.supply(1) == 0
    assert refusal(s, "+0,1@0,2").code == "no_supply"
    assert names(s.legal_moves()) == ["pass"]  # nothing to add, no single to move onto (J12)


def test_J11_move_top_of_your_stack_onto_an_adjacent_single_of_either_colour() -> None:
    s = pos({"0,0": "wb", "1,0": "w", "-1,0": "b", "0,1": "", "1,-1": "bw", "-1,1": "ww"}, 0)
    moves = names(m for m in s.legal_moves() if m.kind == J.MOVE)
    assert moves == ["m 0,0>-1,0", "m 0,0>1,0"]
    after = s.play(J.parse_move("m 0,0>1,0"))
    assert after.discs((0, 0)) == (1,)  # the old bottom disc is now a single, whatever its colour
    assert after.discs((1, 0)) == (1, 0) and after.stacks(0) == [(1, 0)]


def test_J11_no_move_onto_an_empty_tile_or_a_stack_or_far_away() -> None:
    s = pos({"0,0": "wb", "1,0": "w", "-1,0": "b", "0,1": "", "1,-1": "bw", "3,0": "w", "2,0": ""}, 0)
    assert refusal(s, "m 0,0>0,1").code == "onto_empty"
    assert refusal(s, "m 0,0>1,-1").code == "onto_stack"
    assert refusal(s, "m 0,0>3,0").code == "not_touching"
    assert refusal(s, "m 0,0>0,-1").code == "onto_empty"  # no tile there at all
    assert refusal(s, "m 1,0>0,0").code == "not_your_stack"


# ----------------------------------------------------------------- J12: passes


def test_J12_a_player_who_cannot_act_passes_two_passes_draw() -> None:
    # every tile full: black has a stack but no single next to it, white likewise; no empty tile anywhere
    s = pos({"0,0": "bb", "1,0": "ww", "2,0": "bw", "3,0": "wb"}, 0)
    assert not s.has_line(0) and not s.has_line(1)
    assert names(s.legal_moves()) == ["pass"]
    once = s.play(J.parse_move("pass"))
    assert once.outcome is None and once.to_move == 1 and once.passes == 1
    assert names(once.legal_moves()) == ["pass"]
    twice = once.play(J.parse_move("pass"))
    assert twice.outcome is not None and twice.outcome.winners == () and "J12" in twice.outcome.reason
    assert twice.legal_moves() == [] and twice.to_move is None


def test_J12_no_pass_while_a_move_exists() -> None:
    assert refusal(J.new_game(), "pass").code == "cannot_pass"


# ----------------------------------------------------------------- J13-J14: lines


def test_J13_a_line_is_four_in_a_row_along_an_axis_seen_from_above() -> None:
    for axis in J.AXES:
        cells = {f"{axis[0] * k},{axis[1] * k}": "b" if k % 2 else "wb" for k in range(4)}
        s = pos(cells, 1)
        assert s.has_line(0), axis
        assert s.lines(0)[0][1] == tuple((axis[0] * k, axis[1] * k) for k in range(4))
    three = pos({"0,0": "b", "1,0": "b", "2,0": "b", "3,0": "w"}, 1)
    assert not three.has_line(0)
    bent = pos({"0,0": "b", "1,0": "b", "2,0": "b", "2,1": "b"}, 1)  # not along one axis
    assert not bent.has_line(0)
    gap = pos({"0,0": "b", "1,0": "b", "2,0": "", "3,0": "b", "4,0": "b"}, 1)  # an empty tile breaks it
    assert not gap.has_line(0)
    long = pos(row(0, 5, 0, "w"), 0)
    assert long.lines(1) == [(1, tuple((q, 0) for q in range(5)))]


def test_J14_four_in_a_line_wins_at_the_end_of_the_turn() -> None:
    s = pos({"0,0": "b", "1,0": "wb", "2,0": "b", "3,0": ""}, 0)
    assert s.outcome is None
    after = s.play(J.parse_move("+3,0@4,0"))
    assert after.outcome is not None and after.outcome.winners == (0,) and after.to_move is None
    assert "J14" in after.outcome.reason


def test_J14_a_move_that_uncovers_the_opponents_line_hands_them_the_win() -> None:
    # white's stack on 3,0 covers a black disc: black has 0,0 1,0 2,0; moving white's top away shows black's fourth
    s = pos({"0,0": "b", "1,0": "wb", "2,0": "b", "3,0": "bw", "4,-1": "w", "0,1": ""}, 1)
    assert not s.mandatory_stacks() and s.outcome is None
    after = s.play(J.parse_move("m 3,0>4,-1"))
    assert after.discs((3, 0)) == (0,)
    assert after.outcome is not None and after.outcome.winners == (0,)  # white moved, black wins


def test_J14_a_turn_giving_both_players_a_line_loses_for_the_mover() -> None:
    # black's line 0,0..3,0 waits under white's stack on 3,0; white moves that top onto 4,-1, completing its own
    # line 4,-4..4,-1 and uncovering black's at the same time
    tiles = {"0,0": "b", "1,0": "wb", "2,0": "b", "3,0": "bw", "4,-1": "b", "4,-2": "bw", "4,-3": "bw", "4,-4": "bw"}
    s = pos(tiles, 1)
    after = s.play(J.parse_move("m 3,0>4,-1"))
    assert after.has_line(0) and after.has_line(1)
    assert after.outcome is not None and after.outcome.winners == (0,) and "loses" in after.outcome.reason


def test_J14_the_check_is_for_both_players_whoever_moved() -> None:
    # black's move uncovers white's disc: white wins on black's turn
    tiles = {"0,0": "w", "1,0": "w", "2,0": "w", "3,0": "wb", "4,0": "w", "3,1": "", "0,1": "b"}
    s = pos({**tiles, "4,-1": "b"}, 0)
    after = s.play(J.parse_move("m 3,0>4,-1"))
    assert after.outcome.winners == (1,)  # black moved, white wins


# ----------------------------------------------------------------- J15: repetition


def test_J15_threefold_repetition_is_a_draw() -> None:
    # both players shuttle a disc back and forth between two singles next to their stacks
    s = pos({"0,0": "wb", "1,0": "w", "2,0": "", "3,0": "", "4,0": "", "5,0": "bw", "6,0": "b"}, 0)
    cycle = ["m 0,0>1,0", "m 5,0>6,0", "m 1,0>0,0", "m 6,0>5,0"]
    states = [s]
    for k in range(8):
        states.append(states[-1].play(J.parse_move(cycle[k % 4])))
        if k < 7:
            assert states[-1].outcome is None, k
    assert states[4].key == s.key and states[4].repetitions() == 2
    assert states[8].repetitions() == 3 and states[8].outcome.winners == () and "J15" in states[8].outcome.reason


def test_J15_an_add_starts_the_history_afresh() -> None:
    s = pos({"0,0": "wb", "1,0": "w", "2,0": "", "-1,0": ""}, 0)
    after = s.play(J.parse_move("m 0,0>1,0"))
    assert after.history
    assert after.play(J.parse_move("+2,0@3,0")).history == ()


# ----------------------------------------------------------------- J16: notation


def test_J16_notation_round_trip_and_strict_parser() -> None:
    assert str(J.Move(J.ADD, (0, 0), (-1, 2))) == "+0,0@-1,2"
    assert str(J.Move(J.ADD, (3, -1))) == "+3,-1"
    assert str(J.Move(J.STACK, (0, 0), (1, 0))) == "s 0,0>1,0"
    assert str(J.Move(J.MOVE, (0, 0), (1, -1))) == "m 0,0>1,-1"
    assert str(J.Move(J.TILE, (-2, 1))) == "t -2,1" and str(J.PASS) == "pass"
    for text in ("+0,0@-1,2", "+3,-1", "s 0,0>1,0", "m -10,0>1,-1", "t 0,0", "pass"):
        assert str(J.parse_move(text)) == text
        assert str(J.parse_move(f"  {text}\n")) == text
    for bad in (
        "+0, 0@1,0",
        "s  0,0>1,0",
        "m 0,0 > 1,0",
        "S 0,0>1,0",
        "+-0,0@1,0",
        "+01,0",
        "t 0,0,0",
        "PASS",
        "",
        "+0,0@",
        "x 0,0",
    ):
        with pytest.raises(IllegalMove) as info:
            J.parse_move(bad)
        assert info.value.code == "notation" and info.value.rule == "J16"
    s = J.new_game()
    assert s.play(J.parse_move("+0,0@2,-1")) == s.play(J.Move(J.ADD, (0, 0), (2, -1)))


def test_picks_are_the_cells_pointed_at_and_unique() -> None:
    for state in random_game(3, 80):
        moves = state.legal_moves()
        picks = [m.picks() for m in moves if not m.is_pass]
        assert len(set(picks)) == len(picks)
    assert J.PASS.picks() == ()


def test_game_over_refuses_moves() -> None:
    won = pos({"0,0": "b", "1,0": "wb", "2,0": "b", "3,0": ""}, 0).play(J.parse_move("+3,0@4,0"))
    assert won.outcome is not None and won.legal_moves() == []
    assert refusal(won, "+4,0@5,0").code == "game_over"


# ----------------------------------------------------------------- perft and saves

PERFT = {
    (False, 1): 40,
    (False, 2): 1856,
    (False, 3): 97536,
    (True, 1): 1,
    (True, 2): 6,
    (True, 3): 48,
    (True, 4): 468,
    (True, 5): 21312,
}


def perft(state: J.State, depth: int) -> int:
    if depth == 0:
        return 1
    moves = state.legal_moves()
    return len(moves) if depth == 1 else sum(perft(state.play(m), depth - 1) for m in moves)


@pytest.mark.parametrize("variable,depth", sorted(PERFT))
def test_perft_reference_counts(variable: bool, depth: int) -> None:
    assert perft(J.new_game(variable_setup=variable), depth) == PERFT[(variable, depth)]


def test_perft_by_the_independent_generator_for_two_plies() -> None:
    s = J.new_game()
    total = 0
    for m in s.legal_moves():
        after = s.play(m)
        assert set(map(str, after.legal_moves())) == naive_moves(after)
        total += len(naive_moves(after))
    assert total == PERFT[(False, 2)]


def test_save_round_trip_and_bad_saves() -> None:
    states = random_game(11, 120)
    for s in states:
        back = J.from_json(json.loads(json.dumps(s.to_json())))
        assert back == s and back.legal_moves() == s.legal_moves()
    data = J.new_game().to_json()
    for broken in (
        {**data, "game": "dama"},
        {**data, "tiles": {"0,0": "bbb"}},
        {**data, "to_move": 2},
        {**data, "tiles": {"0,0": "", "5,5": ""}},
        {k: v for k, v in data.items() if k != "history"},
    ):
        with pytest.raises(ValueError):
            J.from_json(broken)


def test_registered_in_games() -> None:
    assert GAMES["jaleo"] is J


# ----------------------------------------------------------------- property tests over random games


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**9), st.booleans())
def test_property_discs_conserved_piles_small_tiles_grow(seed: int, variable: bool) -> None:
    states = random_game(seed, 300, variable)
    prev = None
    for s in states:
        tiles = s.tiles
        assert len(tiles) <= 28 and s.pool == 28 - len(tiles)
        for seat in (0, 1):
            on_board = sum(d.count(seat) for d in tiles.values())
            assert on_board + s.supply(seat) == 16 and s.supply(seat) >= 0  # 32 discs conserved
        assert all(len(d) <= 2 for d in tiles.values())  # never a pile of three
        if prev is not None:
            assert set(prev.tiles) <= set(tiles)  # tiles are only ever added
            assert len(tiles) - len(prev.tiles) in (0, 1)
        if s.outcome is not None:
            assert isinstance(s.outcome, Outcome) and s.legal_moves() == []
        prev = s


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**9))
def test_property_moves_match_the_independent_generator(seed: int) -> None:
    for s in random_game(seed, 200)[::3]:
        assert set(map(str, s.legal_moves())) == naive_moves(s)


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**9), st.integers(0, 60))
def test_property_refusals_agree_with_legal_moves(seed: int, ply: int) -> None:
    """Any well-formed move is either legal (and in legal_moves) or refused with a code from REFUSAL_CODES."""
    states = random_game(seed, ply)
    s = states[-1]
    rng = random.Random(seed)
    legal = set(map(str, s.legal_moves()))
    cells = list(s.tiles) + s.free_spots() + [(9, 9)]
    for _ in range(30):
        a, b = rng.choice(cells), rng.choice(cells)
        text = rng.choice(
            [
                f"+{a[0]},{a[1]}@{b[0]},{b[1]}",
                f"+{a[0]},{a[1]}",
                f"s {a[0]},{a[1]}>{b[0]},{b[1]}",
                f"m {a[0]},{a[1]}>{b[0]},{b[1]}",
                f"t {a[0]},{a[1]}",
                "pass",
            ]
        )
        try:
            s.play(J.parse_move(text))
        except IllegalMove as exc:
            assert text not in legal and exc.code in J.REFUSAL_CODES, (text, exc)
        else:
            assert text in legal, text


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**9))
def test_property_play_is_deterministic_and_leaves_the_old_state(seed: int) -> None:
    states = random_game(seed, 60)
    for s in states[:-1]:
        before = json.dumps(s.to_json(), sort_keys=True)
        m = s.legal_moves()[0]
        assert s.play(m) == s.play(J.parse_move(str(m)))
        assert json.dumps(s.to_json(), sort_keys=True) == before
