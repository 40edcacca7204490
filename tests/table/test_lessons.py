"""Lesson files (issue 24): the schema and the rules check every step; a broken file is refused naming its step."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.rules import GAMES
from game.table.lessons import LessonError, check_lesson, lesson_of, parse_lesson, pick_name, pick_named

ROOT = Path(__file__).resolve().parents[2]
LESSONS = ("dama", "jaleo", "thirtysix", "farmini", "mapello")


@pytest.mark.parametrize("game", LESSONS)
def test_every_expected_move_is_legal_in_its_position(game: str) -> None:
    lesson = lesson_of(game)
    assert lesson is not None and lesson.steps[-1].challenge
    for step in lesson.steps:
        state = GAMES[game].new_game(position=step.position)
        assert not state.is_over
        rules = GAMES[game]
        for move in step.expect:
            assert state.is_legal(rules.parse_move(move)), (step.say, move)
        if step.reply:
            assert state.play(rules.parse_move(step.expect[0])).is_legal(rules.parse_move(step.reply))


@pytest.mark.parametrize("game", LESSONS)
def test_every_expected_move_is_written_as_the_rules_write_it(game: str) -> None:
    """The coach compares notations, and points at the move the rules list: a Farmini card's turn is the lowest of
    those that give the same faces (F15), never another way of writing the same move."""
    lesson = lesson_of(game)
    assert lesson is not None
    for step in lesson.steps:
        state = GAMES[game].new_game(position=step.position)
        written = {str(m) for m in state.legal_moves()}
        assert set(step.expect) <= written, (step.say, sorted(set(step.expect) - written))


@pytest.mark.parametrize("game", LESSONS)
def test_every_line_is_said_in_both_languages(game: str) -> None:
    lesson = lesson_of(game)
    assert lesson is not None
    for lang in ("en", "ja"):
        words = json.loads((ROOT / "game" / "locales" / game / f"{lang}.json").read_text(encoding="utf-8"))
        for step in lesson.steps:
            assert step.say in words and (step.why is None or step.why in words), (lang, step.say)


def _broken(game: str, old: str, new: str) -> str:
    text = (ROOT / "levels" / game / "lesson.toml").read_text(encoding="utf-8")
    assert old in text
    return text.replace(old, new, 1)


@pytest.mark.parametrize(
    ("game", "old", "new", "said"),
    [
        ("dama", '"d5xb3"', '"d5xf3"', "step 3: 'd5xf3' is not legal"),  # an illegal move
        ("dama", 'expect = ["f3xh5"]', 'expect = ["b3-a4"]', "step 2: 'b3-a4' is not legal"),  # D9 forbids it
        ("jaleo", 'reply = "+1,0@-1,1"', 'reply = "+0,0@-1,1"', "step 1: the reply"),  # the tile is taken
        ("jaleo", '"3,0" = "w"', '"3,0" = "q"', "step 5: the position is refused"),
        ("dama", 'why = "dama.lesson.king_why"', "why = 3", "step 5: "),  # the schema names the step too
        ("dama", "challenge = true", "challenge = false", "step 7: the challenge is the last"),
        ("mapello", 'expect = ["d4"]', 'expect = ["f4"]', "step 3: 'f4' is not legal"),  # M2: a wall
        ("mapello", 'reply = "c4"', 'reply = "b3"', "step 6: the reply"),  # M8: b3 flips nothing for White
        ("mapello", "-BWW+#...-", "-BWW+J...-", "step 7: the position is refused"),  # M14: a joker inside
    ],
)
def test_a_bad_step_is_refused_with_its_step_named(game: str, old: str, new: str, said: str) -> None:
    with pytest.raises(LessonError) as err:
        parse_lesson(game, _broken(game, old, new), f"{game}/lesson.toml")
    assert f"{game}/lesson.toml: {said}" in str(err.value)


def test_a_broken_file_leaves_the_game_without_a_lesson(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    folder = tmp_path / "dama"
    folder.mkdir()
    (folder / "lesson.toml").write_text("coach = 'owl'\n[[step]]\nsay = 'x'\n", encoding="utf-8")
    with pytest.raises(LessonError, match="step 1"):
        check_lesson(folder / "lesson.toml")
    monkeypatch.setattr("game.table.lessons.level_path", lambda game, name: folder / name)
    assert lesson_of("dama") is None  # logged; the game still plays without it


def test_a_game_without_a_file_has_no_lesson(monkeypatch: pytest.MonkeyPatch) -> None:
    def no_file(game: str, name: str) -> Path:
        raise FileNotFoundError(f"levels/{game}/{name}")

    monkeypatch.setattr("game.table.lessons.level_path", no_file)
    assert lesson_of("mapello") is None


# ---- what the hand points at ----------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("game", "old", "point"),
    [
        ("dama", 'expect = ["d3-e4", "d3-c4"]', ["d3"]),  # the piece to pick up, a square's name
        ("dama", 'expect = ["d3-e4", "d3-c4"]', ["d3", "c4"]),  # and then the other landing
        ("jaleo", 'expect = ["+0,0@2,-1"]', ["1,0"]),  # a tile, in J16's coordinates
    ],
)
def test_a_point_that_names_a_pick_of_its_position_is_kept(game: str, old: str, point: list[str]) -> None:
    lesson = parse_lesson(game, _broken(game, old, f"{old}\npoint = {json.dumps(point)}"), "lesson.toml")
    assert lesson.steps[0].point == tuple(point)
    assert lesson.steps[1].point == ()  # by default the hand follows the first expected move


@pytest.mark.parametrize(
    ("game", "old", "point", "said"),
    [
        ("dama", 'expect = ["d3-e4", "d3-c4"]', "g8", "step 1: the point 'g8' is no pick"),  # the other side's man
        ("dama", 'expect = ["f3xh5"]', "b3", "step 2: the point 'b3' is no pick"),  # D9: it may not move
        ("jaleo", 'expect = ["+0,0@2,-1"]', "9,9", "step 1: the point '9,9' is no pick"),
    ],
)
def test_a_point_that_is_no_pick_of_its_position_is_refused_with_its_step_named(
    game: str, old: str, point: str, said: str
) -> None:
    with pytest.raises(LessonError) as err:
        parse_lesson(game, _broken(game, old, f'{old}\npoint = ["{point}"]'), f"{game}/lesson.toml")
    assert f"{game}/lesson.toml: {said}" in str(err.value)


def test_a_pick_is_named_in_the_games_notation() -> None:
    lesson = lesson_of("jaleo")
    assert lesson is not None
    state = GAMES["jaleo"].new_game(position=lesson.steps[0].position)
    found = pick_named(state, "1,0")
    assert found is not None and pick_name(found[0].picks()[found[1]]) == "1,0"
    assert pick_name((-1, 2)) == "-1,2" and pick_name("d3") == "d3"


def test_mapello_challenge_is_won_by_taking_the_star_and_lost_without_it() -> None:
    """The challenge's decision (M10, M12): of Black's two first moves the star d2 wins whatever White does, b1
    loses against White's best answer (White takes the star)."""
    lesson = lesson_of("mapello")
    assert lesson is not None
    state = GAMES["mapello"].new_game(position=lesson.steps[-1].position)

    def best(s: Any) -> int:  # Black's score minus White's with best play on both sides (the corner is walled in)
        if s.is_over:
            return int(s.scores[0] - s.scores[1])
        values = [best(s.play(m)) for m in s.legal_moves()]
        return max(values) if s.to_move == 0 else min(values)

    assert {str(m): best(state.play(m)) > 0 for m in state.legal_moves()} == {"d2": True, "b1": False}


def test_a_lesson_file_is_read_once_while_it_stays_the_same_and_again_when_it_changes(tmp_path: Path) -> None:
    """A setup asks for its game's lesson each time it opens: the rules' checks run once per version of the file."""
    from game.table.lessons import read_once

    path = tmp_path / "lesson.toml"
    path.write_text('coach = "owl"\n', encoding="utf-8")
    reads: list[str] = []

    def parse(text: str) -> str:
        reads.append(text)
        if "broken" in text:
            raise LessonError("step 1: broken")
        return text

    assert read_once(path, parse) == read_once(path, parse) == 'coach = "owl"\n' and len(reads) == 1
    path.write_text('coach = "panda"\n', encoding="utf-8")
    assert read_once(path, parse) == 'coach = "panda"\n' and len(reads) == 2
    path.write_text("broken\n", encoding="utf-8")
    for _ in range(2):  # a broken file is refused every time, never kept
        with pytest.raises(LessonError):
            read_once(path, parse)
    assert len(reads) == 4
