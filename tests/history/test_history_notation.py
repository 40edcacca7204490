"""Issue 35, point 5: a kept game written in its game's standard notation and read back replays the same states,
move by move, in all five games; files written by hand (Othello transcripts with passes, PDN with comments and
variations) replay too; a bad file gets one line naming the move that cannot be played, and nothing is touched."""

from __future__ import annotations

import random
from pathlib import Path
from typing import Any

import pytest

from game.core.i18n import I18n
from game.core.match import Match, Seat
from game.core.saves import Ending, SaveExtra, SaveStore
from game.core.turns import TurnManager
from game.history.kept import kept_from
from game.history.notation import export, read_file, read_text, write_text
from game.history.notation.mapello import tokens
from game.history.replay import Replay, ReplayProblem, replay
from game.rules import GAMES, mapello
from tests.history.fields import BoardKept

ROOT = Path(__file__).resolve().parents[2]
SEATS = [Seat("fox", 0), Seat("owl", 1, "computer", "hard"), Seat("cat", 2), Seat("bear", 3, "computer", "easy")]


def played(game: str, seed: int, options: dict[str, Any], players: int = 2, end: str = "") -> Replay:
    """A random legal game of `game` (ended by the rules, or by `end`: "resign" or "draw" after 20 moves)."""
    turns = TurnManager(GAMES[game], Match(game, tuple(SEATS[:players]), {"mode": "single"}), options=options)
    rng = random.Random(seed)
    while not turns.is_over and len(turns.moves) < (20 if end else 400):
        turns.play(rng.choice(turns.state.legal_moves()))
    if not turns.is_over:
        turns.end(end or "resign", 1 if end != "draw" else None)
    return replay(kept_from(turns, BoardKept(ai_seed=seed, board="kept"), now=1_800_000_000.0))


WALLED = (ROOT / "levels" / "mapello" / "03_walled_corners.map").read_text(encoding="utf-8")
CASES = [
    ("mapello", {}, 2, ""),  # the Classic board: an Othello transcript
    ("mapello", {"board": WALLED}, 2, ""),  # another map: the table's own format
    ("dama", {}, 2, ""),
    ("dama", {}, 2, "resign"),
    ("jaleo", {}, 2, ""),
    ("jaleo", {"variable_setup": True}, 2, "draw"),
    ("thirtysix", {"players": 2, "seed": 4}, 2, ""),
    ("thirtysix", {"players": 3}, 3, ""),
    ("farmini", {"players": 2, "seed": 11}, 2, ""),
    ("farmini", {"players": 4, "seed": 3, "published_scoring": True}, 4, "resign"),
]


@pytest.mark.parametrize(("game", "options", "players", "end"), CASES, ids=[f"{c[0]}-{i}" for i, c in enumerate(CASES)])
def test_point_5_a_random_game_written_and_read_back_replays_the_same_states(
    game: str, options: dict[str, Any], players: int, end: str
) -> None:
    for seed in (1, 2):
        kept = played(game, seed, options, players, end)
        text, suffix = write_text(kept)
        back = read_text(text)
        assert back.game == game
        assert [s.key for s in back.states] == [s.key for s in kept.states]  # the same states, move by move
        assert back.notation == kept.notation and back.final.to_json() == kept.final.to_json()
        assert back.result == kept.result
        if suffix == ".txt" and game == "mapello" and not options:
            assert text.strip() == "".join(m for m in kept.notation if m != "pass")  # f5d6c3...: passes implied
        else:
            assert [s.name for s in back.match.seats] == [s.name for s in kept.match.seats]
            assert [s.kind for s in back.match.seats] == [s.kind for s in kept.match.seats]
            assert back.rules == kept.rules and back.ending == kept.ending
            assert back.extra == {"board": "kept"} and back.match.options == {"mode": "single"}
        assert read_text(text.upper() if game == "mapello" and not options else text).states[-1].key == kept.final.key


def test_point_5_dama_is_written_as_pdn_with_its_tags_and_numbered_moves() -> None:
    kept = played("dama", 3, {})
    text, suffix = write_text(kept)
    assert suffix == ".pdn"
    head = text.split("\n\n")[0].splitlines()
    assert [line.split()[0] for line in head[:6]] == ["[Event", "[Date", "[White", "[Black", "[Result", "[GameType"]
    assert '[GameType "Kotatsu-dama,W,8,8,A0,0"]' in head and '[Date "2027.01.15"]' in head
    assert '[White "fox"]' in head and '[Black "owl (computer, hard)"]' in head
    body = text.split("\n\n")[1]
    assert body.startswith(f"1. {kept.notation[0]} {kept.notation[1]} 2. {kept.notation[2]}")
    assert all(len(line) <= 78 for line in body.splitlines())
    assert body.split()[-1] in ("1-0", "0-1", "1/2-1/2")


HAND_PDN = """[Event "Club night"]
[White "Maria"]
[Black "Jose"]
[Result "1-0"]

{A game written by hand, with comments.}
1. h3-g4 g6-h5 ; Jose answers on the edge
2. g4-f5 (2. b3-c4 f6-e5 (2... h5xf3)) e6xg4 {forced: D9}
3. G2-H3 $1 d7-e6 4. h3xf5xd7xb5!! a6xc4 5. d3xb5 e8-d7
6. h1-g2?! ( 6. b5-a6 ) h5-g4 1-0
"""


def test_point_5_a_hand_written_pdn_replays_comments_variations_and_marks_skipped() -> None:
    game = read_text(HAND_PDN)
    assert game.game == "dama" and [s.name for s in game.match.seats] == ["Maria", "Jose"]
    assert " ".join(game.notation) == ("h3-g4 g6-h5 g4-f5 e6xg4 g2-h3 d7-e6 h3xf5xd7xb5 a6xc4 d3xb5 e8-d7 h1-g2 h5-g4")
    # "1-0" where the rules have not ended the game: Black (Jose) resigned, as draughts programs write it
    assert game.ending == Ending("resign", 1) and game.result is not None and game.result.winners == [0]


def test_point_5_a_pdn_capture_may_name_its_start_and_end_only() -> None:
    short = read_text("1. h3-g4 g6-h5 2. g4-f5 e6xg4 3. g2-h3 d7-e6 4. h3xb5 *")
    assert short.notation[-1] == "h3xf5xd7xb5" and short.result is None


@pytest.mark.parametrize(
    ("text", "number", "move"),
    [
        ("1. h3-g4 g6-h5 2. a4-b5 *", "2", "a4-b5"),  # no piece of Light's on a4
        ("1. h3-g4 g6-h5 2. g4-f5 e6-d5 *", "2...", "e6-d5"),  # a capture is due (D9)
        ("1. h3-g4 g6-h5 2. g4-f5 e6xg4 3. g2-h3 d7-e6 4. h3xf5xd7 *", "4", "h3xf5xd7"),  # take the most (D10)
        ("1. h3-g4 g6-h5\n2. c1-c2 *", "2", "c1-c2"),
        ("1. 11-15 23-19 *", "1", "11-15"),  # PDN's numbered squares: not how the rules name them
        ("1. h3-g4 zz *", "1...", "zz"),
    ],
)
def test_point_5_a_bad_pdn_gets_one_line_naming_the_move_number_and_text(text: str, number: str, move: str) -> None:
    with pytest.raises(ReplayProblem) as err:
        read_text(text)
    assert err.value.number == number and err.value.move == move
    line = str(err.value)
    assert "\n" not in line and line.startswith(f"move {number} ({move}) cannot be played: ")
    i18n = I18n("ja")
    said = err.value.text(i18n.t)
    assert move in said and number in said and "\n" not in said


def test_point_5_a_bad_files_line_says_the_rule_and_not_where_to_look_on_a_board() -> None:
    """The game's explanation of a refusal points at the board in play ("Pick a piece that glows red"): a file's
    line keeps its first sentence, the rule."""
    with pytest.raises(ReplayProblem) as err:
        read_text("1. h3-g4 g6-h5 2. g4-f5 e6-d5 *")
    assert err.value.text(I18n("en").t) == "Move 2... (e6-d5) cannot be played: You must capture!"
    said = err.value.text(I18n("ja").t)
    assert "ひかる" not in said and said.endswith("とらなきゃ だめ！")


def test_point_5_pdn_of_another_draughts_is_refused_with_a_line() -> None:
    with pytest.raises(ReplayProblem, match="another draughts"):
        read_text('[GameType "20"]\n1. 32-28 19-23 *\n')


def test_point_5_othello_transcripts_with_passes_replay() -> None:
    """Passes implied (a player who cannot place passes), written or not, in any case and spacing."""
    rng = random.Random(0)
    for _ in range(200):  # a random Classic game with a pass in it
        game = played("mapello", rng.randrange(10_000), {})
        if "pass" in game.notation:
            break
    else:
        pytest.fail("no random game with a pass")
    squares = [m for m in game.notation if m != "pass"]
    for text in (
        "".join(squares),
        " ".join(s.upper() for s in squares),
        "\n".join(" ".join(squares[i : i + 10]) for i in range(0, len(squares), 10)),
        " ".join(game.notation).replace("pass", "PS"),  # passes written where they fall
    ):
        back = read_text(text)
        assert back.notation == game.notation and back.final.key == game.final.key


def test_point_5_a_bad_transcript_names_the_written_move() -> None:
    with pytest.raises(ReplayProblem) as err:
        read_text("f5 d6 c3 d3 c4 f4 f6 f3 e6 e7 a1 b2")
    assert (err.value.number, err.value.move, err.value.code) == ("11", "a1", "not_adjacent") or (
        err.value.number == "11" and err.value.move == "a1"
    )
    assert tokens("f5 d6 hello") is None and tokens("") is None


def test_point_5_a_bad_file_of_the_table_names_its_move_and_nothing_is_touched(tmp_path: Path) -> None:
    good = played("jaleo", 4, {})
    text, _ = write_text(good)
    lines = text.splitlines()
    i = lines.index(f"3. {good.notation[2]}")
    lines[i] = "3. s 9,9>9,8"
    path = tmp_path / "bad.txt"
    path.write_text("\n".join(lines), encoding="utf-8")
    before = sorted(p.name for p in tmp_path.iterdir())
    with pytest.raises(ReplayProblem) as err:
        read_file(path)
    assert err.value.number == "3" and err.value.move == "s 9,9>9,8" and err.value.game == "jaleo"
    assert sorted(p.name for p in tmp_path.iterdir()) == before and path.read_text(encoding="utf-8") == "\n".join(lines)


@pytest.mark.parametrize(
    "text",
    [
        "",
        "hello",
        '[GameType "Kotatsu-chess"]\n1. e4\n',
        '[GameType "Kotatsu-jaleo"]\n[Rules "{not json"]\n',
        '[GameType "Kotatsu-jaleo"]\n[Rules "{\\"players\\": 9}"]\n',
        '[GameType "Kotatsu-farmini"]\n[Rules "{\\"players\\": 9}"]\n',
        '[GameType "Kotatsu-jaleo"]\n[Options "{\\"a\\": [1]}"]\n',
        '[GameType "Kotatsu-dama"]\n[Result "1-0-0"]\n\n1. c3-d4 1-0-0\n',
        '[GameType "Kotatsu-dama"]\n[FEN "W:Wz9:B"]\n',
    ],
)
def test_point_5_files_that_are_no_game_get_one_line(text: str) -> None:
    with pytest.raises(ReplayProblem) as err:
        read_text(text)
    assert "\n" not in str(err.value)


def test_point_5_a_game_from_a_staged_position_keeps_it_in_the_file() -> None:
    position = {"light": ["d3", "F5"], "dark": ["g6", "g8"], "to_move": 0}
    turns = TurnManager(GAMES["dama"], Match("dama", tuple(SEATS[:2])), options={"position": position})
    turns.play(turns.state.legal_moves()[0])
    turns.end("draw")
    game = replay(kept_from(turns, SaveExtra()))
    text, _ = write_text(game)
    assert '[SetUp "1"]' in text and '[FEN "W:Wd3,Kf5:Bg6,g8"]' in text
    back = read_text(text)
    assert back.states[0].key == game.states[0].key and back.ending == Ending("draw")
    fen_only = "\n".join(line for line in text.splitlines() if not line.startswith("[Rules"))
    assert read_text(fen_only).states[0].key == game.states[0].key  # the FEN alone is enough


def test_point_5_a_game_is_exported_into_the_players_folder(tmp_path: Path) -> None:
    game = played("thirtysix", 1, {"players": 2})
    path = export(SaveStore(tmp_path), game)
    assert path.parent == tmp_path / "games" and path.suffix == ".txt" and "thirtysix" in path.name
    assert read_file(path).final.key == game.final.key


def test_point_5_mapello_on_the_classic_board_only_is_a_transcript() -> None:
    assert write_text(played("mapello", 1, {}))[1] == ".txt"
    classic = played("mapello", 1, {"board": mapello.format_map(mapello.new_game().board)})
    assert "[" not in write_text(classic)[0]  # the Classic map given as text is still the Classic board
    assert write_text(played("mapello", 1, {"board": WALLED}))[0].startswith("[Event")
