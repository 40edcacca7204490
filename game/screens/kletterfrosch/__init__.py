"""Burg Kletterfrosch (Castle Frog): a frog on two strings carries a ball up a castle wall (rules/kletterfrosch.md).
`GAME` is what the table knows of it; importing this package imports neither pygame nor pymunk (each part below
imports its module when the table asks for it)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from game.core.saves import SaveExtra
from game.table.catalog import (
    AttractClass,
    GameInfo,
    GameSceneClass,
    LessonStarter,
    Option,
    OwnLesson,
    Preview,
    Shots,
)


# The choices read the castles folder and translate; the options module loads when the setup asks.
def mode_choices(ctx: Any) -> tuple[tuple[Any, str], ...]:
    from game.screens.kletterfrosch.options import mode_choices

    return mode_choices(ctx)


def castle_choices(ctx: Any) -> tuple[tuple[Any, str], ...]:
    from game.screens.kletterfrosch.options import castle_choices

    return castle_choices(ctx)


def scene_class() -> GameSceneClass:
    """The game scene."""
    from game.screens.kletterfrosch.scene import KletterfroschScene

    return KletterfroschScene


def attract_class() -> AttractClass:
    """The menu tile's live demo: the autopilot climbing a castle."""
    from game.screens.kletterfrosch.demo import FroschDemo

    return FroschDemo


def preview_painter() -> Preview:
    """The setup preview: the chosen castle."""
    from game.screens.kletterfrosch.art import setup_preview

    return setup_preview


def check_level(path: Path) -> str:
    """The name of a castle; ValueError naming the file and field when it is not a good one."""
    from game.physics.castle import load_castle

    return load_castle(path).name


def screenshot_table() -> Shots:
    """The game's own screenshots (tools/screenshots.py)."""
    from game.screens.kletterfrosch.demo import STAGED
    from game.screens.kletterfrosch.lesson_shots import lesson_shots

    return {**STAGED, **lesson_shots()}


def save_extra_schema() -> type[SaveExtra]:
    """The schema of the frog's own save fields."""
    from game.screens.kletterfrosch.files import FroschExtra

    return FroschExtra


def lesson_coach() -> str | None:
    """Who teaches the frog's lesson; None when its file is missing or broken (a broken one is logged, and the game
    plays without it)."""
    from game.screens.kletterfrosch.lesson_file import frog_lesson

    lesson = frog_lesson()
    return lesson.coach if lesson is not None else None


def lesson_starter() -> LessonStarter:
    """What opens the frog's lesson: its own coach, not the board coach (the frog is no board game)."""
    from game.screens.kletterfrosch.coach import start_frog_lesson

    return start_frog_lesson


def check_lesson(path: Path) -> str:
    """tools/check_levels.py: the lesson file's checker."""
    from game.screens.kletterfrosch.lesson_file import check_frog_lesson

    return check_frog_lesson(path)


GAME = GameInfo(
    "kletterfrosch",
    1,
    4,
    2,
    scene=scene_class,
    computer=False,
    score_label="kletterfrosch.score",  # what the results' numbers count
    attract=attract_class,
    options=(
        # K7-K11: the mode decides how many play; labels come in the player's language.
        Option(
            "mode",
            "kletterfrosch.mode",
            mode_choices,
            "memory",
            players={"memory": (2, 4), "coop": (2, 2), "solo": (1, 1)},
            translate=False,
        ),
        Option("castle", "kletterfrosch.castle", castle_choices, "castle_1", translate=False),
    ),
    preview=preview_painter,
    levels="castle_*.toml",  # the castles (lesson.toml beside them is the lesson's)
    check_level=check_level,
    screenshots=screenshot_table,
    readme_shots=("game_kletterfrosch",),
    save_extra=save_extra_schema,
    lesson=OwnLesson(lesson_coach, lesson_starter, check_lesson),
)
