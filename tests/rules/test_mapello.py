"""Mapello rules (rules/mapello.md): one test per numbered rule, perft, levels and property tests."""

from __future__ import annotations

import ast
import dataclasses
import random
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game import LEVELS_DIR, ROOT
from game.rules import GAMES, IllegalMove, LevelError, Outcome
from game.rules import mapello as M

EMPTY_ROW = "-........-"
EDGE = "----------"
CENTRE_ROWS = ("-...WB...-", "-...BW...-")  # M4 discs, to keep a test position alive


def grid(*rows: str, top: str = EDGE, bottom: str = EDGE) -> str:
    """A map from the 8 inner rows (padded with empty rows) between the two border rows."""
    inner = list(rows) + [EMPTY_ROW] * (8 - len(rows))
    return "\n".join([top, *inner, bottom])


def position(text: str, side: int = 0) -> M.State:
    return dataclasses.replace(M.new_game(text), _seat=side)


def play_random_game(state: M.State, rng: random.Random) -> list[tuple[M.State, M.Move]]:
    """Every (state, move) of one random game from `state`."""
    steps = []
    while state.to_move is not None:
        move = rng.choice(state.legal_moves())
        steps.append((state, move))
        state = state.play(move)
    steps.append((state, M.PASS))
    return steps


def naive_placements(state: M.State) -> list[str]:
    """Legal placements found by walking the board cell by cell (independent of the bitboards)."""
    me, them = M.COLOURS[state.to_move], M.COLOURS[1 - state.to_move]
    found = []
    for r in range(1, 9):
        for c in range(1, 9):
            if state.cell(r, c) not in ("empty", "bonus"):
                continue
            for dr in (-1, 0, 1):
                for dc in (-1, 0, 1):
                    if (dr, dc) == (0, 0):
                        continue
                    rr, cc, run = r + dr, c + dc, 0
                    while state.cell(rr, cc) == them:
                        rr, cc, run = rr + dr, cc + dc, run + 1
                    if run and state.cell(rr, cc) in (me, "joker"):
                        found.append(str(M.Move(r, c)))
                        break
                else:
                    continue
                break
    return found


def naive_flips(state: M.State, move: str) -> set[tuple[int, int]]:
    """The discs a placement flips, found by walking out from it cell by cell (independent of the bitboards)."""
    me, them = M.COLOURS[state.to_move], M.COLOURS[1 - state.to_move]
    r, c = M.parse_move(move).row, M.parse_move(move).col
    found: set[tuple[int, int]] = set()
    for dr in (-1, 0, 1):
        for dc in (-1, 0, 1):
            if (dr, dc) == (0, 0):
                continue
            rr, cc, run = r + dr, c + dc, []
            while state.cell(rr, cc) == them:
                run.append((rr, cc))
                rr, cc = rr + dr, cc + dc
            if state.cell(rr, cc) in (me, "joker"):
                found.update(run)
    return found


# ------------------------------------------------------------------------------------------- rules


def test_M1_board_is_10x10_with_a_36_cell_border_and_8_of_each_piece() -> None:
    state = M.new_game()
    kinds = [state.cell(r, c) for r in range(10) for c in range(10)]
    assert kinds.count("border") == 36
    assert len(kinds) - 36 == 64
    with pytest.raises(ValueError, match="M1"):
        state.cell(10, 0)
    board = M.Board()
    for c in range(1, 9):
        board = M.place_piece(board, "wall", 1, c)
    assert str(M.can_place_piece(board, "wall", 2, 1)) == "M1: there are only 8 walls"


def test_M2_wall_is_like_the_edge_bonus_is_playable_joker_is_the_movers_colour() -> None:
    walled = position(grid("-B#WW....-", EMPTY_ROW, EMPTY_ROW, *CENTRE_ROWS))
    with pytest.raises(IllegalMove, match=r"^M8: e1 flips nothing"):
        walled.play(M.parse_move("e1"))
    with pytest.raises(IllegalMove, match=r"^M2: b1 is a wall"):
        walled.play(M.parse_move("b1"))
    bonus = M.new_game(grid(EMPTY_ROW, EMPTY_ROW, "-...+....-"))
    assert "d3" in map(str, bonus.legal_moves())
    for side, disc, other in ((0, "W", "B"), (1, "B", "W")):
        state = position(grid(f"J{disc * 3}.....-", f"-.......{other}-"), side=side)
        after = state.play(M.parse_move("d1"))
        assert [after.cell(1, c) for c in range(5)] == ["joker"] + [M.COLOURS[side]] * 4


def test_M3_setup_places_walls_and_bonuses_inside_off_centre_and_jokers_on_the_border() -> None:
    board = M.Board()
    assert M.can_place_piece(board, "wall", 2, 2) is None
    assert M.can_place_piece(board, "wall", 4, 5).rule == "M3"  # a centre cell
    assert (M.can_place_piece(board, "bonus", 0, 5).rule, M.can_place_piece(board, "bonus", 0, 5).code) == (
        "M3",
        "inner_only",
    )  # the border
    assert M.can_place_piece(board, "joker", 3, 3).rule == "M14"  # jokers only on the border
    assert M.can_place_piece(board, "joker", 0, 0) is None
    board = M.place_piece(board, "bonus", 2, 2)
    assert str(M.can_place_piece(board, "wall", 2, 2)) == "M3: one cell holds at most one piece"
    limited_by_agreement = M.can_place_piece(board, "bonus", 3, 3, {"bonus": 1})
    assert str(limited_by_agreement) == "M3: the agreed limit is 1 bonuses"
    assert (limited_by_agreement.code, limited_by_agreement.values["limit"]) == ("limit", 1)
    with pytest.raises(ValueError, match="M3"):
        M.place_piece(board, "wall", 2, 2)
    assert M.remove_piece(board, 2, 2) == M.Board()
    limited = M.random_board(7, {"wall": 2, "bonus": 0, "joker": 3})
    assert limited.count("wall") <= 2 and limited.count("bonus") == 0 and limited.count("joker") <= 3
    assert M.random_board(7, {"wall": 2, "bonus": 0, "joker": 3}) == limited
    with pytest.raises(ValueError, match="M3"):
        M.random_board(1, {"wall": 9})


def test_M4_start_pattern_white_d4_e5_black_e4_d5() -> None:
    for state in (M.new_game(), M.new_game(grid("-.+......-"))):
        assert state.cell(4, 4) == state.cell(5, 5) == "white"  # d4, e5
        assert state.cell(4, 5) == state.cell(5, 4) == "black"  # e4, d5
        assert state.score_breakdown() == (M.Score(2, 0, 2), M.Score(2, 0, 2))


def test_M5_fixed_setup_replays_the_same_board_with_colours_swapped() -> None:
    board = M.load_board_file(LEVELS_DIR / "mapello" / "07_pinwheel.map")
    assert M.new_game(board) == M.new_game(board)
    assert [M.series_colours(i) for i in range(4)] == [(0, 1), (1, 0), (0, 1), (1, 0)]


def test_M6_free_play_the_player_who_did_not_set_up_chooses_colour() -> None:
    assert [M.free_play_roles(i) for i in range(3)] == [(0, 1), (1, 0), (0, 1)]


def test_M7_black_moves_first_and_turns_alternate() -> None:
    state = M.new_game()
    seats = []
    for move in ("d3", "c3", "c4", "e3"):
        seats.append(state.to_move)
        state = state.play(M.parse_move(move))
    assert seats == [0, 1, 0, 1]


def test_M8_a_placement_must_be_empty_adjacent_and_flip() -> None:
    state = M.new_game()
    assert [str(m) for m in state.legal_moves()] == ["d3", "c4", "f5", "e6"]
    for move, reason in (
        ("d4", "M8: d4 is not empty"),
        ("a1", "M8: a1 is not next to an opponent disc"),
        ("e3", "M8: e3 flips nothing"),
    ):
        with pytest.raises(IllegalMove, match=f"^{reason}"):
            state.play(M.parse_move(move))


def test_M8_a_board_where_black_has_no_first_placement_is_refused() -> None:
    assert M.start_problem(M.CLASSIC) is None
    blocked = M.parse_map(grid(EMPTY_ROW, EMPTY_ROW, "-...#....-", "-..#.....-", "-.....#..-", "-....#...-"))
    assert M.new_game(blocked).legal_moves() == [M.PASS]  # walls on d3, c4, f5, e6: black could only pass
    assert str(M.start_problem(blocked)).startswith("M8: black has no first placement")
    assert M.start_problem(blocked).code == "no_first_move"


def test_M9_run_ending_at_joker_flips() -> None:
    state = position(grid("J" + "WWW.....-", "-.......B-"))
    assert state.flips(M.parse_move("d1")) == [(1, 3), (1, 2), (1, 1)]
    after = state.play(M.parse_move("d1"))
    assert after.cell(1, 0) == "joker"  # jokers never flip
    assert [after.cell(1, c) for c in range(1, 5)] == ["black"] * 4
    # Runs ended by an empty border cell, a bonus cell or an empty cell do not flip.
    for row in ("-WWW.....-", "-+WW.....-", "-.WW.....-"):
        with pytest.raises(IllegalMove, match=r"^M8: d1 flips nothing"):
            position(grid(row, EMPTY_ROW, EMPTY_ROW, *CENTRE_ROWS)).play(M.parse_move("d1"))
    # A diagonal run may end at a corner joker; an ordinary run ends at an own disc.
    diag = position(grid("-W......B-", "-.W....W.-", "-.......W-", "-.......B-", top="J---------"))
    assert diag.flips(M.parse_move("c3")) == [(2, 2), (1, 1)]
    assert diag.flips(M.parse_move("h2")) == [(3, 8)]


def test_M10_placing_on_a_bonus_takes_it_flips_do_not() -> None:
    state = M.new_game(grid(EMPTY_ROW, EMPTY_ROW, "-...+....-")).play(M.parse_move("d3"))
    assert state.bonus_taker(3, 4) == 0 and state.cell(3, 4) == "black"
    assert state.score_breakdown()[0] == M.Score(4, 1, 7)
    save = position(grid("-BWW.....-", "-.......B-")).to_json()
    save["bonuses_taken"] = [[], ["b1"]]
    after = M.from_json(save).play(M.parse_move("d1"))
    assert after.cell(1, 2) == "black" and after.bonus_taker(1, 2) == 1


def test_M11_pass_only_without_placement_and_game_ends_when_neither_can_place() -> None:
    with pytest.raises(IllegalMove, match=r"^M11"):
        M.new_game().play(M.parse_move("pass"))
    stuck = position(grid("-WB......-"))
    assert stuck.legal_moves() == [M.PASS] and stuck.to_move == 0
    after = stuck.play(M.parse_move("pass"))
    assert after.to_move == 1 and [str(m) for m in after.legal_moves()] == ["c1"]
    over = after.play(M.parse_move("c1"))
    assert over.to_move is None and over.legal_moves() == [] and over.is_over
    with pytest.raises(IllegalMove, match=r"^M11"):
        over.play(M.parse_move("pass"))


def test_M12_score_is_discs_plus_three_per_bonus_higher_wins() -> None:
    over = position(grid("-WB......-")).play(M.parse_move("pass")).play(M.parse_move("c1"))
    assert over.outcome == Outcome((1,), (0, 3), "M11: neither player can place; M12: white wins 3 to 0")
    drawn = position(grid("-B......W-"))
    assert drawn.outcome is not None and drawn.outcome.is_draw and drawn.outcome.scores == (1, 1)
    save = drawn.to_json()
    save["bonuses_taken"] = [["a1"], []]
    assert M.from_json(save).outcome == Outcome((0,), (4, 1), "M11: neither player can place; M12: black wins 4 to 1")
    assert M.new_game().outcome is None


def test_M13_series_more_wins_then_score_difference() -> None:
    assert M.series_result([(40, 24), (30, 34), (33, 31)]) == M.SeriesResult((2, 1), 0, 14, 0)
    assert M.series_result([(20, 44), (35, 29)]).winner == 1  # 1 win each, B ahead by 18
    assert M.series_result([(32, 32), (40, 24), (24, 40)]) == M.SeriesResult((1, 1), 1, 0, None)
    assert M.series_result([]).winner is None


def test_M14_map_round_trip_and_metadata() -> None:
    text = "# name: Test\n# name_ja: テスト\n# note: a note\n" + grid("-#+......-", top="J---------") + "\n\n"
    board = M.parse_map(text)
    assert (board.name, board.name_ja, board.note) == ("Test", "テスト", "a note")
    assert board.cells("wall") == [(1, 1)] and board.cells("bonus") == [(1, 2)] and board.cells("joker") == [(0, 0)]
    assert M.parse_map(M.format_map(board)) == board
    assert M.format_map(board) == text.rstrip("\n") + "\n"


BAD_MAPS = [
    (grid("-J.......-"), "row 2, column 2: M14 a joker may only stand on the border"),
    (grid(EMPTY_ROW, "-........#"), "row 3, column 10: M3 a wall may only stand on an inner cell"),
    (
        grid(EMPTY_ROW, EMPTY_ROW, EMPTY_ROW, "-...+....-"),
        "row 5, column 5: M3 a bonus may not stand on the four centre",
    ),
    (grid("-########-", "-#.......-"), "row 3, column 2: M1 there are only 8 walls"),
    (grid("-...x....-"), "row 2, column 5: M14 unknown character 'x'"),
    (grid("-........"), "row 2, column 10: M14 each row has 10 cells"),
    (grid(EMPTY_ROW, top="B---------"), "row 1, column 1: M14 discs stand on inner cells only"),
    ("\n".join(grid().splitlines()[:9]), "row 10, column 1: M14 a map has 10 rows (found 9)"),
    (grid() + "\n" + EDGE, "row 11, column 1: M14 a map has 10 rows (found 11)"),
    # A row starting with '#' is a wall on the border, not a comment (comments are "# text" or "#key: value").
    (grid("#........-"), "row 2, column 1: M3 a wall may only stand on an inner cell"),
    (grid("#.......-"), "row 2, column 10: M14 each row has 10 cells"),
    (grid(EMPTY_ROW, "##.......-"), "row 3, column 1: M3 a wall may only stand on an inner cell"),
]


@pytest.mark.parametrize(("text", "message"), BAD_MAPS)
def test_M14_bad_map_names_row_column_and_rule(text: str, message: str) -> None:
    with pytest.raises(LevelError, match="^" + message.replace("(", r"\(").replace(")", r"\)")):
        M.parse_map(text)


def test_M14_bad_level_file_names_the_file_and_line(tmp_path: Path) -> None:
    bad = tmp_path / "bad.map"
    bad.write_text("# name: Bad\n" + grid("-...J....-"), encoding="utf-8")
    with pytest.raises(ValueError, match=r"bad\.map: line 3: row 2, column 5: M14") as caught:
        M.load_board_file(bad)
    assert str(caught.value).startswith(str(bad)) and (caught.value.row, caught.value.column) == (2, 5)
    hashed = tmp_path / "hashed.map"
    hashed.write_text("# name: Hashed\n#author: me\n#\n" + grid(EMPTY_ROW, "#.......-"), encoding="utf-8")
    with pytest.raises(ValueError, match=r"hashed\.map: line 6: row 3, column 10: M14 each row has 10 cells"):
        M.load_board_file(hashed)


def test_M14_comments_are_hash_space_text_and_metadata_is_hash_key_colon() -> None:
    text = "#name: Tight\n# name_ja: きつい\n# just a remark: with a colon\n#\n" + grid()
    board = M.parse_map(text)
    assert (board.name, board.name_ja) == ("Tight", "きつい")
    assert board == dataclasses.replace(M.parse_map(grid()), name="Tight", name_ja="きつい")


def test_M14_a_staged_position_is_a_map_and_the_colour_to_move() -> None:
    text = grid("-.BW.W#B.-", top="----J-----")
    white = M.new_game(position={"map": text, "to_move": 1})
    assert white.to_move == 1 and white.board == M.parse_map(text) and white.taken == (0, 0)
    black = M.new_game(position={"map": text})  # black moves first unless told (M7)
    assert black.to_move == 0 and [str(m) for m in black.legal_moves()] == ["d1", "b2", "f2"]
    assert M.new_game(position={"map": M.format_map(M.CLASSIC)}).key == M.new_game().key  # no discs: the M4 start


@pytest.mark.parametrize(
    ("position", "said"),
    [
        ({"map": grid("-J.......-")}, "M14 a joker may only stand on the border"),
        ({"map": grid(), "to_move": 2}, "to_move must be 0"),
        ({"map": grid(), "to_move": True}, "to_move must be 0"),
        ({"map": grid(), "side": 1}, "a map and to_move"),
        ({"map": 3}, "M14 map text"),
    ],
)
def test_M14_a_bad_staged_position_is_refused(position: dict[str, object], said: str) -> None:
    with pytest.raises(ValueError, match=said):
        M.new_game(position=position)
    with pytest.raises(KeyError):
        M.new_game(position={"to_move": 0})
    with pytest.raises(ValueError, match="not both"):
        M.new_game(grid(), position={"map": grid()})


def test_M15_notation_columns_a_to_h_rows_1_to_8_from_the_top() -> None:
    assert str(M.Move(1, 1)) == "a1" and str(M.Move(8, 8)) == "h8" and str(M.Move(3, 4)) == "d3"
    assert str(M.PASS) == "pass" and M.parse_move(" PASS ") is M.PASS
    for r in range(1, 9):
        for c in range(1, 9):
            assert M.parse_move(str(M.Move(r, c))) == M.Move(r, c)
    for bad in ("i1", "a9", "a0", "", "d", "d33"):
        with pytest.raises(IllegalMove, match=r"^M15"):
            M.parse_move(bad)
        with pytest.raises(IllegalMove, match=r"^M15"):
            M.new_game().play(bad)


def test_M15_a_move_off_a1_h8_cannot_be_made_or_played() -> None:
    for row, col in ((0, 5), (9, 9), (0, 0 + 9), (5, 0), (12, 3), (-1, 2), (3, 10)):
        with pytest.raises(IllegalMove, match=r"^M15"):
            M.Move(row, col)
    forged = object.__new__(M.Move)  # past the constructor's check: play() still refuses, never IndexError
    object.__setattr__(forged, "row", 12)
    object.__setattr__(forged, "col", 3)
    with pytest.raises(IllegalMove, match=r"^M15"):
        M.new_game().play(forged)
    assert str(M.Move(0, 0)) == "pass" and M.Move(0, 0) == M.PASS


def perft(state: M.State, depth: int) -> int:
    if depth == 1:
        return len(state.legal_moves())
    return sum(perft(state.play(m), depth - 1) for m in state.legal_moves())


@pytest.mark.parametrize(("depth", "count"), [(1, 4), (2, 12), (3, 56), (4, 244), (5, 1396), (6, 8200)])
def test_M16_classic_perft_matches_othello(depth: int, count: int) -> None:
    assert perft(M.new_game(), depth) == count


def test_M16_perft_tool_prints_the_count_last() -> None:
    out = subprocess.run(
        [sys.executable, str(ROOT / "tools" / "perft.py"), "mapello", "4"],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    ).stdout
    assert out.strip().splitlines()[-1] == "244"
    options = '{"board": "' + grid("-+......+-").replace("\n", "\\n") + '"}'
    out = subprocess.run(
        [sys.executable, "tools/perft.py", "mapello", "3", "--options", options],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
    ).stdout
    assert out.strip().splitlines()[-1] == "56"


# ------------------------------------------------------------------------------------------- levels and contract

LEVEL_FILES = sorted((LEVELS_DIR / "mapello").glob("*.map"))


def test_levels_are_twelve_or_more_numbered_from_classic() -> None:
    assert len(LEVEL_FILES) >= 12
    assert LEVEL_FILES[0].name == "01_classic.map"
    assert [p.name[:2] for p in LEVEL_FILES] == [f"{i:02d}" for i in range(1, len(LEVEL_FILES) + 1)]
    classic = M.load_board_file(LEVEL_FILES[0])
    assert classic.walls == classic.bonuses == classic.jokers == 0


@pytest.mark.parametrize("path", LEVEL_FILES, ids=lambda p: p.stem)
def test_level_parses_and_is_playable(path: Path) -> None:
    board = M.load_board_file(path)
    assert board.name and board.name_ja and board.note
    state = M.new_game(path.read_text(encoding="utf-8"))
    assert state.to_move == 0 and M.PASS not in state.legal_moves()
    assert M.parse_map(M.format_map(board)) == board


def test_mapello_is_registered_and_imports_only_the_stdlib() -> None:
    assert GAMES["mapello"] is M
    tree = ast.parse(Path(M.__file__).read_text(encoding="utf-8"))
    imported = {
        alias.name.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.Import) for alias in node.names
    }
    imported |= {
        node.module.split(".")[0] for node in ast.walk(tree) if isinstance(node, ast.ImportFrom) and node.module
    }
    assert imported <= set(sys.stdlib_module_names) | {"game", "__future__"}


def test_from_json_rejects_a_corrupt_save() -> None:
    save = M.new_game().to_json()
    for broken in (
        {**save, "version": 99},
        {**save, "side": 2},
        {k: v for k, v in save.items() if k != "rows"},
        {**save, "bonuses_taken": [["a1"], []]},
        {**save, "side": True},
        {**save, "side": False},
        {**save, "side": 1.0},
        {**save, "side": "1"},
        {**save, "side": None},
    ):
        with pytest.raises(ValueError):
            M.from_json(broken)


# ------------------------------------------------------------------------------------------- properties


@settings(max_examples=50, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 10**6))
def test_property_random_games_on_random_boards(board_seed: int, game_seed: int) -> None:
    board = M.random_board(board_seed)
    start = M.new_game(board)
    rng = random.Random(game_seed)
    placements = 0
    for state, move in play_random_game(start, rng):
        assert state.walls == start.walls and state.jokers == start.jokers  # never change
        assert not (state.black | state.white) & (state.walls | state.jokers)
        discs = state.black.bit_count() + state.white.bit_count()
        assert discs == 4 + placements
        snapshot = state.to_json()
        assert M.from_json(snapshot) == state
        if state.to_move is None:
            assert state.outcome is not None and state.outcome.scores == tuple(s.total for s in state.score_breakdown())
            break
        assert M.parse_move(str(move)) == move
        if move.is_pass:
            assert naive_placements(state) == []
        else:
            placements += 1
        nxt = state.play(M.parse_move(str(move)))
        assert state.to_json() == snapshot  # play never mutates
        assert nxt == state.play(move)


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10**6), st.integers(0, 40))
def test_property_bitboard_moves_match_a_cell_walk(seed: int, plies: int) -> None:
    rng = random.Random(seed)
    state = M.new_game(M.random_board(seed))
    for _ in range(plies):
        if state.to_move is None:
            break
        state = state.play(rng.choice(state.legal_moves()))
    if state.to_move is None:
        return  # the game ended within the plies (hypothesis found such a board): nothing left to place
    placements = [str(m) for m in state.legal_moves() if not m.is_pass]
    assert placements == naive_placements(state)
    for move in placements:
        flipped = state.flips(M.parse_move(move))
        assert set(flipped) == naive_flips(state, move)
        after = state.play(M.parse_move(move))
        assert all(after.cell(r, c) == M.COLOURS[state.to_move] for r, c in flipped)
        assert (after.black | after.white).bit_count() == (state.black | state.white).bit_count() + 1
        mine = (after.black if state.to_move == 0 else after.white).bit_count()
        assert mine == (state.black if state.to_move == 0 else state.white).bit_count() + len(flipped) + 1


@settings(max_examples=30, deadline=None)
@given(st.integers(0, 10**6))
def test_property_random_board_is_legal_and_map_round_trips(seed: int) -> None:
    board = M.random_board(seed)
    for kind in M.KINDS:
        assert board.count(kind) <= 8
    assert M.parse_map(M.format_map(board)) == board
    assert M.new_game(board).legal_moves() != [M.PASS]
