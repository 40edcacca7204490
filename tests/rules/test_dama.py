"""Dama rules (rules/dama.md): one test per numbered rule with hand-built positions, perft, property tests."""

from __future__ import annotations

import ast
import json
import random
import re
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import ROOT
from game.rules import GAMES, IllegalMove, Outcome
from game.rules import dama as D


def names(moves: list[D.Move]) -> list[str]:
    return sorted(str(m) for m in moves)


def refusal(state: D.State, move: str) -> IllegalMove:
    with pytest.raises(IllegalMove) as info:
        state.play(D.parse_move(move))  # a notation is read at the edge
    return info.value


# ----------------------------------------------------------------- an independent generator (list of squares)

STEPS = ((1, 1), (-1, 1), (1, -1), (-1, -1))  # (file, rank)


Board = dict[int, tuple[int, bool]]  # square -> (seat, king)


def on(f: int, r: int) -> bool:
    return 0 <= f < 8 and 0 <= r < 8


def naive_moves(state: D.State) -> set[tuple[int, int, frozenset[int]]]:
    """(start, end, captured squares) of every legal move, walking the board square by square."""
    board: Board = {s: p for s in range(64) if (p := state.piece_at(s)) is not None}
    me = state.to_move
    sequences: list[tuple[int, int, frozenset[int]]] = []
    for sq, (seat, king) in board.items():
        if seat == me:
            naive_captures(board, me, sq, sq, king, frozenset(), sequences)
    if sequences:
        most = max(len(t) for _s, _e, t in sequences)
        return {m for m in sequences if len(m[2]) == most}
    return naive_steps(board, me)


def naive_captures(
    board: Board,
    me: int | None,
    start: int,
    sq: int,
    king: bool,
    taken: frozenset[int],
    out: list[tuple[int, int, frozenset[int]]],
) -> None:
    """Every capture sequence from `sq` (begun on `start`, `taken` so far) into `out`, at its end."""
    f0, r0 = sq % 8, sq // 8
    grew = False
    for df, dr in STEPS:
        f, r = f0 + df, r0 + dr
        if king:
            while on(f, r) and (8 * r + f == start or 8 * r + f not in board):
                f, r = f + df, r + dr
        if not on(f, r):
            continue
        victim = 8 * r + f
        piece = board.get(victim) if victim != start else None
        if piece is None or piece[0] == me or victim in taken:
            continue
        f, r = f + df, r + dr
        while on(f, r) and (8 * r + f == start or 8 * r + f not in board):
            grew = True
            naive_captures(board, me, start, 8 * r + f, king, taken | {victim}, out)
            if not king:
                break
            f, r = f + df, r + dr
    if not grew and taken:
        out.append((start, sq, taken))


def naive_steps(board: Board, me: int | None) -> set[tuple[int, int, frozenset[int]]]:
    """Every move that captures nothing: a man one step forward, a king any distance."""
    quiet = set()
    forward = 1 if me == 0 else -1
    for sq, (seat, king) in board.items():
        if seat != me:
            continue
        for df, dr in STEPS:
            if not king and dr != forward:
                continue
            f, r = sq % 8 + df, sq // 8 + dr
            while on(f, r) and 8 * r + f not in board:
                quiet.add((sq, 8 * r + f, frozenset()))
                if not king:
                    break
                f, r = f + df, r + dr
    return quiet


def keys(state: D.State) -> set[tuple[int, int, frozenset[int]]]:
    return {(m.start, m.end, frozenset(m.captured_squares())) for m in state.legal_moves()}


# ------------------------------------------------------------------------------------------- rules


def test_D1_only_the_light_squares_are_used_and_light_sits_with_one_at_the_near_right() -> None:
    assert D.is_playable(D.square_of("h1")) and not D.is_playable(D.square_of("a1"))
    assert D.PLAYABLE.bit_count() == 32
    state = D.new_game()
    assert (state.light | state.dark) & ~D.PLAYABLE == 0
    assert refusal(state, "a1-b2").code == "not_a_square"


def test_D2_coordinates_files_a_to_h_ranks_1_to_8() -> None:
    assert D.square_name(0) == "a1" and D.square_name(7) == "h1" and D.square_name(63) == "h8"
    assert D.square_of("c3") == 18
    with pytest.raises(ValueError):
        D.square_of("i9")


def test_D3_twelve_each_light_on_ranks_1_to_3_and_moves_first() -> None:
    state = D.new_game()
    assert state.light.bit_count() == state.dark.bit_count() == 12
    assert all(state.piece_at(s) == (0, False) for s in range(24) if D.is_playable(s))
    assert all(state.piece_at(s) == (1, False) for s in range(40, 64) if D.is_playable(s))
    assert state.to_move == 0
    assert names(state.legal_moves()) == ["b3-a4", "b3-c4", "d3-c4", "d3-e4", "f3-e4", "f3-g4", "h3-g4"]
    assert refusal(state, "a6-b5").code == "not_yours"


def test_D4_a_man_steps_one_square_diagonally_forward() -> None:
    state = D.setup(["e4"], ["h7"])
    assert names(state.legal_moves()) == ["e4-d5", "e4-f5"]
    assert refusal(state, "e4-d3").code == "backwards"
    assert refusal(state, "e4-g6").code == "one_step"
    dark = D.setup(["h1"], ["e4"], to_move=1)
    assert names(dark.legal_moves()) == ["e4-d3", "e4-f3"]  # Dark's forward is down the board
    blocked = D.setup(["e4", "f5"], ["a8"])
    assert refusal(blocked, "e4-f5").code == "occupied"


def test_D5_a_man_captures_forward_and_backward() -> None:
    state = D.setup(["e4"], ["f3", "h7"])
    assert names(state.legal_moves()) == ["e4xg2"]  # backwards
    after = state.play(D.parse_move("e4xg2"))
    assert after.piece_at(D.square_of("f3")) is None and after.piece_at(D.square_of("g2")) == (0, False)
    assert refusal(state, "e4xc6").code == "bad_capture"


def test_D6_a_king_flies_any_distance_over_empty_squares() -> None:
    state = D.setup(["E4"], ["a8"])
    moves = names(state.legal_moves())
    assert {"e4-h7", "e4-b1", "e4-h1", "e4-b7", "e4-d3", "e4-f5"} <= set(moves)
    assert "e4-a8" not in moves and len(moves) == 12  # a8 is on the edge: no capture, no landing
    wall = D.setup(["E4", "c6"], ["h7"])
    assert refusal(wall, "e4-b7").code == "blocked"


def test_D7_a_king_captures_at_a_distance_and_lands_on_any_empty_square_beyond() -> None:
    state = D.setup(["G2"], ["d5", "h7"])
    assert names(state.legal_moves()) == ["g2xa8", "g2xb7", "g2xc6"]
    # only the first piece on the line: two in a row cannot be jumped
    two = D.setup(["G2"], ["d5", "c6", "h7"])
    assert not any(m.is_capture for m in two.legal_moves())


def test_D8_the_capture_goes_on_and_a_king_must_land_where_it_continues() -> None:
    state = D.setup(["f1"], ["e2", "e4", "h7"])
    assert names(state.legal_moves()) == ["f1xd3xf5"]
    assert refusal(state, "f1xd3").code == "must_continue"
    # A king jumping f3 from h1 may land on e4, d5, c6 or b7, but only d5 lets it go on (over c4 to b3 or a2).
    king = D.setup(["H1"], ["f3", "c4", "a8"])
    assert names(king.legal_moves()) == ["h1xd5xa2", "h1xd5xb3"]
    assert refusal(king, "h1xd5").code == "must_continue"
    assert refusal(king, "h1xc6").code == "majority"  # from c6 nothing more can be taken: one is not the most


def test_D7_each_hop_of_a_capture_jumps_the_one_piece_on_its_diagonal() -> None:
    king = D.setup(["H1"], ["f3", "c4", "a8"])
    flying = next(m for m in king.legal_moves() if str(m) == "h1xd5xa2")
    assert flying.jumps() == (D.square_of("f3"), D.square_of("c4"))  # what the screen crosses out, hop by hop
    step = next(m for m in D.setup(["b3"], ["h7"]).legal_moves() if str(m) == "b3-c4")
    assert step.jumps() == (None,)


def test_D9_capturing_is_compulsory() -> None:
    state = D.setup(["f3", "b3"], ["e4", "h7"])
    assert names(state.legal_moves()) == ["f3xd5"]
    err = refusal(state, "b3-c4")
    assert (err.rule, err.code, err.values) == ("D9", "must_capture", {"count": 1})
    assert state.must_capture() == 1


def test_D10_majority_capture_between_a_man_and_a_king() -> None:
    # The king on e6 can take one (d5); the man on c6 can take two (d5, f5). The man must capture.
    state = D.setup(["E6", "c6"], ["f5", "h5", "d5"])
    assert state.must_capture() == 2
    assert names(state.legal_moves()) == ["c6xe4xg6"]
    err = refusal(state, "e6xc4")
    assert (err.rule, err.code, err.values) == ("D10", "majority", {"count": 2, "got": 1})
    # Equal sequences: the player chooses freely.
    free = D.setup(["e4"], ["f5", "d5", "h7"])
    assert names(free.legal_moves()) == ["e4xc6", "e4xg6"]


def test_D10_the_seeds_yellow_route_three_beats_the_blue_two() -> None:
    # From d3 the man may go on over e4 and g4 (three in all) or over c4 (two): only the three is offered.
    state = D.setup(["f1"], ["e2", "e4", "c4", "g4", "a8"])
    assert names(state.legal_moves()) == ["f1xd3xf5xh3"]
    assert refusal(state, "f1xd3xb5").code == "majority"


def test_D11_no_piece_is_jumped_twice_and_jumped_pieces_block_until_removed() -> None:
    # A king circling round: after jumping f5 from h7 ... it may not jump a piece twice; jumped pieces block.
    state = D.setup(["H3"], ["f5", "d5", "d3", "f3", "a8"])
    best = state.legal_moves()
    assert all(m.captures == 4 for m in best)
    for m in best:
        assert len(set(m.captured_squares())) == 4
    after = state.play(best[0])
    assert after.dark.bit_count() == 1  # all four removed together at the end
    # A jumped piece stays on the board and blocks: the king cannot pass over e2 again after taking it.
    block = D.setup(["H5"], ["f3", "e2", "c2", "a8"])
    for m in block.legal_moves():
        assert len(set(m.captured_squares())) == m.captures


def test_D11_a_man_cannot_jump_the_same_piece_back() -> None:
    state = D.setup(["f3"], ["e4", "h7"])
    err = refusal(state, "f3xd5xf3")
    assert err.code == "jumped_twice" and err.values == {"victim": "e4"}


def test_D12_a_piece_on_the_edge_is_never_jumped() -> None:
    state = D.setup(["g4"], ["h5", "a8"])
    assert names(state.legal_moves()) == ["g4-f5"]
    king = D.setup(["E4"], ["a8", "h1"])
    assert not any(m.is_capture for m in king.legal_moves())


def test_D13_a_man_ending_on_the_far_rank_is_crowned_one_passing_over_it_stays_a_man() -> None:
    state = D.setup(["g6"], ["a2"])
    after = state.play(D.parse_move("g6-h7")).play(D.parse_move("a2-b1"))
    assert after.piece_at(D.square_of("h7")) == (0, False)
    crowned = after.play(D.parse_move("h7-g8"))
    assert crowned.piece_at(D.square_of("g8")) == (0, True)
    # Over f7 to e8 (the far rank), then on over d7 to c6: it passed e8 as a man, jumping only next to it.
    cross = D.setup(["g6"], ["f7", "d7", "h1"])
    moves = cross.legal_moves()
    assert names(moves) == ["g6xe8xc6"]
    assert cross.play(moves[0]).piece_at(D.square_of("c6")) == (0, False)
    dark = D.setup(["a8"], ["c2"], to_move=1).play(D.parse_move("c2-b1"))
    assert dark.piece_at(D.square_of("b1")) == (1, True)


def test_D14_a_player_who_cannot_move_loses() -> None:
    blocked = D.setup(["h1"], ["g2", "f3"], to_move=0)
    assert blocked.legal_moves() == [] and blocked.to_move is None
    assert blocked.outcome.winners == (1,) and "D14" in blocked.outcome.reason
    wiped = D.setup(["f3"], ["e4"]).play(D.parse_move("f3xd5"))
    assert wiped.outcome == Outcome((0,), (1, 0), "D14: dark has no pieces left")
    assert refusal(wiped, "e5-f6").code == "game_over"


@given(seed=st.integers(0, 10_000))
@settings(max_examples=30, deadline=None)
def test_D14_can_step_says_whether_a_side_with_no_capture_has_a_move(seed: int) -> None:
    # The search's cheap test at its horizon (no move list): a quiet move exists exactly when can_step says so.
    rng, state = random.Random(seed), D.new_game()
    while state.to_move is not None:
        side = state.to_move
        own, opp = (state.light, state.dark) if side == 0 else (state.dark, state.light)
        if not D.capturers(own, opp, state.kings):
            assert D.can_step(own, opp, state.kings, side) == bool(state.legal_moves())
        state = state.play(rng.choice(state.legal_moves()))
    blocked = D.setup(["h1"], ["g2", "f3"], to_move=0)
    assert not D.capturers(blocked.light, blocked.dark, blocked.kings)
    assert not D.can_step(blocked.light, blocked.dark, blocked.kings, 0)


def _walk(state: D.State, plies: int, seen: set) -> list[D.State] | None:
    """`plies` quiet moves into new positions where nobody can capture (the kings just walk), depth first."""
    if plies == 0:
        return [state]
    for m in state.legal_moves():
        after = state.play(m)
        if after.key in seen or m.is_capture or after.must_capture() or (plies > 1 and after.outcome):
            continue
        rest = _walk(after, plies - 1, seen | {after.key})
        if rest is not None:
            return [state] + rest
    return None


def test_D15_three_kings_against_one_is_a_draw_after_the_lone_kings_12th_move() -> None:
    assert D.setup(["H1", "F1", "D1"], ["A8"]).draw_count() == 0
    start = D.setup(["B1", "D1", "F1"], ["A8"], to_move=1)
    line = _walk(start, 23, {start.key})  # the lone king moves 12 times, the three kings 11
    assert line is not None
    for ply, state in enumerate(line):
        assert state.draw_count() == (ply + 1) // 2  # only the lone king's moves count
        assert (state.outcome is None) == (ply < 23)
    out = line[-1].outcome
    assert out is not None and out.winners == () and out.reason.startswith("D15")


def test_D15_the_count_starts_when_the_material_arises() -> None:
    # Light's king takes a fourth dark king... here: dark with 4 kings loses one to light's lone king -> 3 v 1.
    state = D.setup(["H1"], ["F3", "A8", "A6", "C8"], to_move=0)
    assert state.draw_count() is None
    after = state.play(D.parse_move("h1xe4"))
    assert after.draw_count() == 0
    assert D.setup(["H1", "f1"], ["F3", "A8", "A6"]).draw_count() is None  # a man: not the D15 material


def test_D16_the_same_position_a_third_time_is_a_draw() -> None:
    state = D.setup(["H3", "f1"], ["A6", "c8"], to_move=0)
    for _round in range(2):
        for mv in ("h3-g4", "a6-b5", "g4-h3", "b5-a6"):
            assert state.outcome is None
            state = state.play(D.parse_move(mv))
    assert state.repetitions() == 3
    assert state.outcome is not None and state.outcome.winners == () and state.outcome.reason.startswith("D16")
    assert state.legal_moves() == []
    # A man's move makes the earlier positions unreachable: the count starts afresh.
    other = (
        D.setup(["H3", "f1"], ["A6", "c8"])
        .play(D.parse_move("h3-g4"))
        .play(D.parse_move("a6-b5"))
        .play(D.parse_move("f1-e2"))
    )
    assert other.history == ()


def test_D16_draw_offers_and_resignation_are_table_actions() -> None:
    from game.screens.dama import GAME

    assert GAME.draw_offers and GAME.resignation


def test_D17_notation_and_str() -> None:
    state = D.new_game()
    assert [str(m) for m in state.legal_moves()][:1] == [str(state.legal_moves()[0])]
    assert all(re.fullmatch(r"[a-h][1-8]-[a-h][1-8]", str(m)) for m in state.legal_moves())
    cap = D.setup(["f3"], ["e4", "e6", "a8"])
    (m,) = cap.legal_moves()
    assert str(m) == "f3xd5xf7"
    assert m.picks() == ("f3", "d5", "f7")
    assert cap.play(D.parse_move("f3xd5xf7")) == cap.play(m)
    assert cap.play(D.parse_move("F3xD5xF7")) == cap.play(m)
    assert cap.play(D.parse_move("f3xf7")) == cap.play(m)  # start and end alone, when only one capture fits
    for bad in ("f3-", "f3xd5-f7", "z9-h1", "", "f3--e4"):
        assert refusal(cap, bad).code == "notation"


def test_D18_same_start_end_and_captured_set_is_one_move() -> None:
    # A king on e2 circles a ring of four: round one way or the other, it takes the same four and ends on e2.
    state = D.setup(["E2"], ["f3", "d3", "f5", "d5", "h7"])
    moves = state.legal_moves()
    keys_ = [(m.start, m.end, m.captured) for m in moves]
    assert len(keys_) == len(set(keys_))
    routes = D._all_sequences(state.light, state.dark, state.kings, 4)
    assert len({(p[0], p[-1], t) for p, t in routes}) == len(moves) < len(routes)
    assert "e2xc4xe6xg4xe2" in names(moves) and "e2xg4xe6xc4xe2" not in names(moves)
    for path, taken in routes:  # every route is accepted and means its kept move
        text = "x".join(D.NAMES[s] for s in path)
        assert state.play(D.parse_move(text)) == state.play(D.Move(path, taken))


@pytest.mark.parametrize("depth,count", [(1, 7), (2, 49), (3, 302), (4, 1469), (5, 7473), (6, 37628)])
def test_D19_perft_matches_the_published_counts(depth: int, count: int) -> None:
    def perft(state: D.State, d: int) -> int:
        moves = state.legal_moves()
        return len(moves) if d == 1 else sum(perft(state.play(m), d - 1) for m in moves)

    assert perft(D.new_game(), depth) == count


def test_D19_perft_tool_prints_the_count_last() -> None:
    out = (
        subprocess.run(
            [sys.executable, str(ROOT / "tools" / "perft.py"), "dama", "4"], capture_output=True, text=True, check=True
        )
        .stdout.strip()
        .splitlines()
    )
    assert out[-1] == "1469"


# ------------------------------------------------------------------------------------------- contract


def test_dama_is_registered_and_imports_only_the_stdlib() -> None:
    assert GAMES["dama"] is D
    tree = ast.parse(Path(D.__file__).read_text(encoding="utf-8"))
    imported = {a.name.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.Import) for a in n.names}
    imported |= {n.module.split(".")[0] for n in ast.walk(tree) if isinstance(n, ast.ImportFrom) and n.module}
    assert imported <= {"__future__", "re", "collections", "typing", "game"}


def test_states_and_moves_are_immutable() -> None:
    state = D.new_game()
    with pytest.raises(AttributeError):
        state.light = 0  # type: ignore[misc]
    with pytest.raises(AttributeError):
        state.legal_moves()[0].path = (1, 2)  # type: ignore[misc]


def test_refusals_carry_codes_from_the_list() -> None:
    cases = [
        (D.new_game(), "x"),
        (D.new_game(), "b3-a4-b5"),
        (D.new_game(), "a6-b5"),
        (D.new_game(), "a1-b2"),
        (D.new_game(), "b3-d5"),
        (D.new_game(), "c2-b3"),
        (D.new_game(), "d3-c2"),
    ]
    for state, text in cases:
        err = refusal(state, text)
        assert err.code in D.REFUSAL_CODES and str(err).startswith(err.rule + ":")


def test_from_json_rejects_a_corrupt_save() -> None:
    good = D.new_game().to_json()
    for bad in (
        {},
        {**good, "version": 9},
        {**good, "to_move": True},
        {**good, "light": ["a1"]},
        {**good, "dark": ["c3"]},
        {**good, "history": [[1]]},
    ):
        with pytest.raises(ValueError):
            D.from_json(bad)


def test_a_position_option_starts_elsewhere() -> None:
    state = D.new_game(position={"light": ["f3"], "dark": ["E4"], "to_move": 0})
    assert names(state.legal_moves()) == ["f3xd5"]


# ------------------------------------------------------------------------------------------- properties


def _random_game(seed: int, plies: int) -> list[tuple[D.State, D.Move]]:
    rng = random.Random(seed)
    state = D.new_game()
    steps = []
    for _ in range(plies):
        moves = state.legal_moves()
        if not moves:
            break
        move = rng.choice(moves)
        steps.append((state, move))
        state = state.play(move)
    steps.append((state, None))
    return steps


@settings(max_examples=25, deadline=None)
@given(st.integers(0, 10**9), st.integers(20, 140))
def test_property_random_games_keep_the_rules(seed: int, plies: int) -> None:
    for state, move in _random_game(seed, plies):
        assert keys(state) == (naive_moves(state) if state.outcome is None else set())
        if move is None:
            continue
        after = state.play(move)
        # material never grows; a capture takes exactly its captured pieces
        assert after.pieces(state.to_move).bit_count() == state.pieces(state.to_move).bit_count()
        them = 1 - state.to_move
        assert after.pieces(them).bit_count() == state.pieces(them).bit_count() - move.captures
        assert (after.kings & ~(state.kings | (1 << move.end))) == 0 or not move.captures
        # a capture is always taken when one exists
        if any(m.is_capture for m in naive_moves_list(state)):
            assert move.is_capture
        # notation round-trips
        assert state.play(D.parse_move(str(move))) == after
        assert D.from_json(json.loads(json.dumps(after.to_json()))) == after


def naive_moves_list(state: D.State) -> list[D.Move]:
    return [m for m in state.legal_moves()]


@settings(max_examples=20, deadline=None)
@given(st.integers(0, 10**9))
def test_property_random_endgames_with_kings_match_the_square_walk(seed: int) -> None:
    rng = random.Random(seed)
    squares = [s for s in range(64) if D.is_playable(s)]
    rng.shuffle(squares)
    nl, nd = rng.randint(1, 6), rng.randint(1, 6)
    light = [D.NAMES[s].upper() if rng.random() < 0.5 else D.NAMES[s] for s in squares[:nl]]
    dark = [D.NAMES[s].upper() if rng.random() < 0.5 else D.NAMES[s] for s in squares[nl : nl + nd]]
    state = D.setup(light, dark, rng.randint(0, 1))
    for _ in range(30):
        assert keys(state) == (naive_moves(state) if state._ended() is None else set())
        moves = state.legal_moves()
        if not moves:
            break
        move = rng.choice(moves)
        for alt in moves:
            assert state.play(D.parse_move(str(alt))) == state.play(alt)
        state = state.play(move)
