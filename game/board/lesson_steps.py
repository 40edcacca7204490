"""A lesson's steps to start at (issue 34, point 25): "How do I…?" in a game's pause menu opens this over the
paused game. Each step is named by what its coach asks; any can be started, and "Back to the game" (or Back) goes
back to the game exactly as it was. Opened from the setup, a lesson starts at its first step (no list)."""

from __future__ import annotations

import re
from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Protocol

from game.board.table_scene import TableScene
from game.ui.dialogs import ChoiceOverlay, Item
from game.ui.picture_text import TOKEN

if TYPE_CHECKING:
    from game.core.context import Context

WIDTH = 1040  # wide: a step is named by its coach's whole sentence


def plain(line: str) -> str:
    """A coach's line without its button pictures ("Press {press} on your piece" -> "Press on your piece"): a
    button's label is words only."""
    text = re.sub(r"\s+", " ", TOKEN.sub("", line)).strip()
    return re.sub(r"\s+([.,!?。、])", r"\1", text)


class LessonSteps(ChoiceOverlay):
    """The list of a lesson's steps, then "Back to the game"."""

    def __init__(self, ctx: Context, names: Sequence[str], start: Callable[[int], object]) -> None:
        """`names`: what each step's coach asks (its line); `start(i)` opens the lesson at step i."""
        self.start = start
        t = ctx.t
        items: list[Item] = [(f"{i + 1}. {plain(name)}", partial(self._start, i)) for i, name in enumerate(names)]
        items.append((lambda: t("lesson.back_to_game"), ctx.scenes.pop))
        super().__init__(ctx, lambda: t("lesson.steps_title"), items, on_back=ctx.scenes.pop, width=WIDTH)

    def _start(self, index: int) -> None:
        self.ctx.scenes.pop()  # this list closes; the lesson opens over the paused game
        self.start(index)


class Walk(Protocol):
    """A coach's walk through its lesson (game.board.coach.LessonWalk), as the list starts it."""

    index: int

    def open_step(self, push: bool = False) -> object: ...


def offer_steps(ctx: Context, walk: Walk, names: Sequence[str]) -> LessonSteps:
    """`walk` (a coach's LessonWalk, not yet opened) offered from any of its steps, over what is on screen."""

    def start(index: int) -> None:
        walk.index = index
        walk.open_step(push=True)

    steps = LessonSteps(ctx, names, start)
    ctx.scenes.push(steps)
    return steps


def over_a_game(ctx: Context) -> bool:
    """Is a game in progress on screen (the pause menu's "How do I…?" opens a lesson over it)?"""
    return isinstance(ctx.scenes.top, TableScene)
