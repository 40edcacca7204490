"""The frog's lesson staged for tools/screenshots.py: every step as asked (with its hint and a kind line, so the
text-fits test reads every line the coach says), every step's "why", a lost challenge and the celebration."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from game.board.coach import HINT_AFTER, Phase
from game.core.match import Seat
from game.screens.kletterfrosch.coach import LINE, FrogCoach
from game.screens.kletterfrosch.lesson_file import frog_lesson

if TYPE_CHECKING:
    from game.core.scenes import Stage
    from game.screens.kletterfrosch.scene import KletterfroschScene

WRONG = {"left": "wrong.other", "right": "wrong.other", "both": "wrong.one"}  # the kind line a step shows
SHOT_DT = 1 / 20  # a staged frame, s
SETTLE = 20  # frames a staged step runs before its picture


def staged_frog_lesson(app: Stage, step: int, phase: Phase = Phase.ASK, frames: int = SETTLE) -> KletterfroschScene:
    """The lesson open at `step` (0-based) in `phase`; asked, with the hint a learner sees after two wrong tries."""
    lesson = frog_lesson()
    assert lesson is not None, "the frog's lesson file is broken"
    coach = FrogCoach(app.ctx, lesson, Seat("fox", 0))
    coach.index = step
    scene = coach.open_step(push=True)
    coach.phase = phase
    if phase is Phase.ASK and not coach.step.challenge:
        coach.wrong = HINT_AFTER
        line = WRONG.get(coach.step.expect, "wrong.dropped")
        coach.refused(app.ctx.t("lesson.wrong" if coach.step.expect == "door" else LINE + line), counts=False)
    for _ in range(frames):  # the kind line is in the card; the "why" waits for a press (the card asks for it)
        app.frame(SHOT_DT, events=[])
    return scene


def lesson_shots() -> dict[str, Callable[[Stage], object]]:
    """`frosch_lesson_<n>` (asked), `frosch_lesson_<n>_why`, `frosch_lesson_lost` and `frosch_lesson_done`."""
    lesson = frog_lesson()
    if lesson is None:
        return {}
    last = len(lesson.steps) - 1
    shots: dict[str, Callable[[Stage], object]] = {}
    for i, step in enumerate(lesson.steps):
        shots[f"frosch_lesson_{i + 1}"] = partial(staged_frog_lesson, step=i)
        if not step.challenge:
            shots[f"frosch_lesson_{i + 1}_why"] = partial(staged_frog_lesson, step=i, phase=Phase.AFTER)
    shots["frosch_lesson_lost"] = partial(staged_frog_lesson, step=last, phase=Phase.LOST)
    shots["frosch_lesson_done"] = partial(staged_frog_lesson, step=last, phase=Phase.DONE)
    return shots
