"""The frog's lesson as data: `levels/kletterfrosch/lesson.toml` (issue 24). Not a board game, so not the board
lessons' schema (game/table/lessons.py): each step is a castle file and a seed (which portrait comes first), the
mode it is played in, the coach's line keys and the one action that advances: a string pulled (left, right, both),
a mark reached, the ball carried to its window, or the memory door opened. The last step, the challenge, is a ball
to deliver. A msgspec schema checks the file and the castle and the rules check each step; a broken file is refused
with the file and the step named, and the game still plays without its lesson. No pygame here."""

from __future__ import annotations

import logging
import math
from dataclasses import dataclass
from pathlib import Path
from typing import Annotated, Literal

import msgspec

from game.core.seeds import SEED_BITS
from game.physics.castle import CASTLE_DIR, Castle, load_castle
from game.screens.kletterfrosch.session import FROSCH_RULES
from game.table.lessons import LESSON_FILE, LessonError, read_lesson_file, read_once

Key = Annotated[str, msgspec.Meta(min_length=1, max_length=80, pattern=r"^[a-z0-9_.]+$")]
Expect = Literal["left", "right", "both", "mark", "deliver", "door"]
Mode = Literal["solo", "memory", "coop"]
MARK_REACH = 60.0  # wall units: the frog is at a mark when its centre is this close
PLAYERS = {"solo": 1, "memory": 2, "coop": 2}  # the learner, and in memory and co-op the coach's seat
# What each mode may ask: the memory game is there for its door; in co-op the coach holds the right string, so the
# learner's own string is the left one.
ASKS: dict[str, tuple[str, ...]] = {
    "solo": ("left", "right", "both", "mark", "deliver"),
    "memory": ("door",),
    "coop": ("both", "mark", "deliver"),
}


class StepFile(msgspec.Struct, forbid_unknown_fields=True):
    """One step as written: `say`, `why` and `hint` are i18n keys (`hint`: shown after two wrong tries)."""

    say: Key
    expect: Expect
    mode: Mode = "solo"
    castle: Annotated[str, msgspec.Meta(pattern=r"^castle_[0-9]{1,3}$")] = "castle_1"
    seed: Annotated[int, msgspec.Meta(ge=0, lt=1 << SEED_BITS)] = 0
    mark: tuple[float, float] | None = None
    why: Key | None = None
    hint: Key | None = None
    challenge: bool = False


class LessonFile(msgspec.Struct, forbid_unknown_fields=True):
    coach: str
    step: Annotated[list[StepFile], msgspec.Meta(min_length=1, max_length=12)]


@dataclass(frozen=True)
class FrogStep:
    say: str
    expect: str
    mode: str
    castle: str
    seed: int
    mark: tuple[float, float] | None
    why: str | None
    hint: str | None
    challenge: bool

    @property
    def players(self) -> int:
        return PLAYERS[self.mode]


@dataclass(frozen=True)
class FrogLesson:
    coach: str
    steps: tuple[FrogStep, ...]


def parse_frog_lesson(text: str, source: str, castles: Path = CASTLE_DIR) -> FrogLesson:
    """The lesson of `text` (read from `source`, named in errors); LessonError naming the file and the step."""
    raw = read_lesson_file(text, source, LessonFile)
    last = len(raw.step) - 1
    steps = tuple(_checked(s, f"{source}: step {i + 1}", i == last, castles) for i, s in enumerate(raw.step))
    return FrogLesson(raw.coach, steps)


def _checked(raw: StepFile, where: str, last: bool, castles: Path) -> FrogStep:
    """One step, checked: its castle loads, its mode can ask its action, its mark is a free place on the wall."""
    if raw.challenge != last:
        raise LessonError(f"{where}: the challenge is the last step, and only the last")
    if raw.challenge and (raw.expect != "deliver" or raw.mode == "coop"):
        raise LessonError(f"{where}: the challenge is a ball the learner delivers alone")
    if raw.expect not in ASKS[raw.mode]:
        raise LessonError(f"{where}: the {raw.mode} game cannot ask for {raw.expect!r}")
    if not raw.challenge and raw.why is None:
        raise LessonError(f"{where}: a step says why after its action")
    try:
        castle = load_castle(castles / f"{raw.castle}.toml")
    except (ValueError, OSError) as exc:
        raise LessonError(f"{where}: the castle {raw.castle!r} is refused: {exc}") from None
    if (raw.expect == "mark") != (raw.mark is not None):
        raise LessonError(f"{where}: a mark is given exactly when the step asks to reach one")
    if raw.mark is not None:
        _check_mark(castle, raw.mark, where)
    state = FROSCH_RULES.new_game(raw.mode, PLAYERS[raw.mode], raw.seed)
    if (state.phase == "choose") != (raw.expect == "door"):
        raise LessonError(f"{where}: the seed does not start the game where the step asks")
    return FrogStep(raw.say, raw.expect, raw.mode, raw.castle, raw.seed, raw.mark, raw.why, raw.hint, raw.challenge)


def _check_mark(castle: Castle, mark: tuple[float, float], where: str) -> None:
    x, y = mark
    w, _ = castle.size
    if not (0 < x < w and 0 < y < castle.floor_y) or not all(math.isfinite(v) for v in mark):
        raise LessonError(f"{where}: the mark {mark} is not on the wall")
    if any(h.contains(mark, MARK_REACH / 2) for h in castle.open_holes):
        raise LessonError(f"{where}: the mark {mark} is over a hole")


def check_frog_lesson(path: Path) -> str:
    """tools/check_levels.py's checker; LessonError (a ValueError) naming the file and the step if broken."""
    parse_frog_lesson(path.read_text(encoding="utf-8"), f"{path.parent.name}/{path.name}")
    return "lesson of kletterfrosch"


def frog_lesson(folder: Path = CASTLE_DIR) -> FrogLesson | None:
    """The frog's lesson, or None when it has none or its file is broken (logged: the game still plays)."""
    path = folder / LESSON_FILE
    if not path.is_file():
        return None
    try:
        return read_once(path, lambda text: parse_frog_lesson(text, f"levels/kletterfrosch/{LESSON_FILE}"))
    except (LessonError, OSError, UnicodeDecodeError) as exc:
        logging.getLogger(__name__).warning("%s", exc)
        return None
