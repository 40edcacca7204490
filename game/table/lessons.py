"""Lessons as data: `levels/<game>/lesson.toml` (issue 24). One file per game: the coach animal and the steps, each
a staged position in the rules' own `new_game(position=...)` form, the coach's line (an i18n key), the accepted
moves in the game's notation, the line shown after, an optional scripted reply, and a last `challenge` step played
against the easy computer. A step may name what the coach's hand points at (`point`: picks in the game's notation
for a pick); by default it points at the next pick of the first expected move. A msgspec schema checks the file,
and the rules check every step: a move that is not legal in its position, a reply that is not legal after it, a
point that is no pick of the position, is refused with the file and the step named.
Pure: no pygame (the coach part in game/board/coach.py draws it)."""

from __future__ import annotations

import tomllib
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Any, TypeVar, cast

import msgspec

from game.rules import GAMES, RuleError
from game.rules.contract import AnyState, RulesModule
from game.rules.level_data import level_path
from game.table.catalog import CATALOG, OwnLesson
from game.table.move_builder import move_picks

AnyLessonFile = TypeVar("AnyLessonFile", bound=msgspec.Struct)
AnyLesson = TypeVar("AnyLesson")
LESSON_FILE = "lesson.toml"
COACHES = ("fox", "bear", "cat", "owl", "rabbit", "panda", "tanuki", "duck")  # game/ui/animals.py
Key = Annotated[str, msgspec.Meta(min_length=1, max_length=80, pattern=r"^[a-z0-9_.]+$")]
Notation = Annotated[str, msgspec.Meta(min_length=1, max_length=80)]


class StepFile(msgspec.Struct, forbid_unknown_fields=True):
    """One step as written: `say` and `why` are i18n keys; `expect` the moves that advance (the first is the one
    pointed at and shown as the hint); a `challenge` step expects nothing: the learner plays it out and must win."""

    say: Key
    position: dict[str, Any]
    expect: Annotated[list[Notation], msgspec.Meta(max_length=8)] = []
    why: Key | None = None
    reply: Notation | None = None
    challenge: bool = False
    point: Annotated[list[Notation], msgspec.Meta(max_length=8)] = []


class LessonFile(msgspec.Struct, forbid_unknown_fields=True):
    coach: str
    step: Annotated[list[StepFile], msgspec.Meta(min_length=1, max_length=12)]


class LessonError(ValueError):
    """A lesson file the table refuses; the message names the file and, when it is one step's fault, the step."""


@dataclass(frozen=True)
class Step:
    say: str
    position: dict[str, Any]
    expect: tuple[str, ...]
    why: str | None
    reply: str | None
    challenge: bool
    point: tuple[str, ...] = ()  # the picks the hand points at (empty: the next pick of the first expected move)


@dataclass(frozen=True)
class Lesson:
    game: str
    coach: str
    steps: tuple[Step, ...]


def read_lesson_file(text: str, source: str, schema: type[AnyLessonFile]) -> AnyLessonFile:
    """A lesson file's TOML read into its `schema` (any lesson file: the board games' or a game's own), with a
    coach who is one of the table's animals; LessonError naming the file and, where msgspec says, the step."""
    try:
        raw = msgspec.convert(tomllib.loads(text), schema)
    except (tomllib.TOMLDecodeError, msgspec.ValidationError) as exc:
        raise LessonError(f"{source}: {step_of(str(exc))}{exc}") from None
    coach = str(msgspec.to_builtins(raw).get("coach"))
    if coach not in COACHES:
        raise LessonError(f"{source}: coach {coach!r} is not one of the table's animals")
    return raw


def parse_lesson(game: str, text: str, source: str) -> Lesson:
    """The lesson of `text` (read from `source`, named in errors); LessonError naming the file and the step."""
    raw = read_lesson_file(text, source, LessonFile)
    steps = tuple(_checked(game, s, f"{source}: step {i + 1}", i == len(raw.step) - 1) for i, s in enumerate(raw.step))
    return Lesson(game, raw.coach, steps)


def step_of(message: str) -> str:
    """msgspec says `$.step[2].expect`: name the step the way a person counts (step 3)."""
    marker = "$.step["
    if marker not in message:
        return ""
    number = message.split(marker, 1)[1].split("]", 1)[0]
    return f"step {int(number) + 1}: " if number.isdigit() else ""


def _checked(game: str, raw: StepFile, where: str, last: bool) -> Step:
    """One step, checked by the rules: the position stands, every expected move is legal, the reply follows."""
    if raw.challenge != last:
        raise LessonError(f"{where}: the challenge is the last step, and only the last")
    if not raw.challenge and not raw.expect:
        raise LessonError(f"{where}: a step expects at least one move")
    try:
        state = GAMES[game].new_game(position=raw.position)
    except (ValueError, TypeError, KeyError, RuleError) as exc:
        raise LessonError(f"{where}: the position is refused: {exc}") from None
    if state.is_over:
        raise LessonError(f"{where}: the position is already over")
    rules = GAMES[game]
    for move in raw.expect:
        if not _legal(rules, state, move):
            raise LessonError(f"{where}: {move!r} is not legal in its position")
    if raw.reply is not None:
        after = state.play(rules.parse_move(raw.expect[0])) if raw.expect else state
        if after.is_over or not _legal(rules, after, raw.reply):
            raise LessonError(f"{where}: the reply {raw.reply!r} is not legal after {raw.expect[0]!r}")
    for name in raw.point:
        if pick_named(state, name) is None:
            raise LessonError(f"{where}: the point {name!r} is no pick of its position")
    return Step(raw.say, dict(raw.position), tuple(raw.expect), raw.why, raw.reply, raw.challenge, tuple(raw.point))


def pick_name(pick: Any) -> str:
    """A pick in the game's notation for it: a square's name as it is ("d3"), a cell's coordinates joined by commas
    as the rules write them ("1,0", J16)."""
    if isinstance(pick, tuple):
        return ",".join(str(part) for part in pick)
    return str(pick)


def pick_named(state: Any, name: str) -> tuple[Any, int] | None:
    """A legal move of `state` with a pick named `name`, and the pick's place in the move (a move whose rules give
    no picks is its own one pick, named by its notation); None when no legal move has such a pick."""
    for move in state.legal_moves():
        picks = move_picks(move)
        names = [pick_name(p) for p in picks] if picks is not None else [str(move)]
        if name in names:
            return move, names.index(name)
    return None


def _legal(rules: RulesModule[AnyState], state: Any, move: str) -> bool:
    """Would the rules play the move written `move` here (every game's state is a ResolvedMoves:
    game/rules/base.py)?"""
    try:
        typed = rules.parse_move(move)
    except RuleError:
        return False
    return bool(state.is_legal(typed))


def check_lesson(path: Path) -> str:
    """tools/check_levels.py's checker: the game is the folder's name; LessonError (a ValueError) if broken."""
    own = _own_lesson(path.parent.name)
    if own is not None:
        return own.check(path)
    parse_lesson(path.parent.name, path.read_text(encoding="utf-8"), f"{path.parent.name}/{path.name}")
    return f"lesson of {path.parent.name}"


def _own_lesson(game: str) -> OwnLesson | None:
    info = CATALOG.get(game)
    return info.lesson if info is not None else None


def has_lesson(game: str) -> bool:
    """Does `game` offer a lesson: its own (its plug-in says), or a good board lesson file?"""
    return lesson_coach(game) is not None


def lesson_coach(game: str) -> str | None:
    """The animal who teaches `game`'s lesson (the setup's first-time offer shows it), None without a good lesson
    (its own, as its plug-in says, or a board lesson file)."""
    own = _own_lesson(game)
    if own is not None:
        return own.coach()
    lesson = lesson_of(game)
    return lesson.coach if lesson is not None else None


_READ: dict[tuple[str, int, int], Any] = {}  # a lesson file as it is now (its path, change time, size) -> its lesson


def read_once(path: Path, parse: Callable[[str], AnyLesson]) -> AnyLesson:
    """`parse` of the file's text, kept while the file stays as it is: a setup asks whether its game has a lesson
    and who teaches it each time it opens, and checking a lesson against the rules (the frog's, its castles) costs
    more than a frame. A broken file raises every time, as it did the first."""
    stat = path.stat()
    key = (str(path), stat.st_mtime_ns, stat.st_size)
    if key not in _READ:
        _READ[key] = parse(path.read_text(encoding="utf-8"))
    return cast(AnyLesson, _READ[key])


def lesson_of(game: str) -> Lesson | None:
    """The game's board lesson, or None when it has none, has one of its own, or its file is broken (said by
    tools/check_levels.py and logged: the game still plays)."""
    import logging

    if _own_lesson(game) is not None:
        return None
    try:
        path = level_path(game, LESSON_FILE)
    except FileNotFoundError:
        return None
    try:
        return read_once(path, lambda text: parse_lesson(game, text, f"levels/{game}/{LESSON_FILE}"))
    except (LessonError, OSError, UnicodeDecodeError) as exc:
        logging.getLogger(__name__).warning("%s", exc)
        return None
