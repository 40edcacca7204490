"""36's move animations, played through the scene's feedback queue: a cone sliding to its new cell, the discs it
gives flying to the cones it passed, and the
banner announcing a pass somebody else made (a person's own forced pass shows before it is played)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from game.board.feedback import Effect, Feedback
from game.ui.easing import ease_in_out

if TYPE_CHECKING:
    from game.board.flow import Played
    from game.rules import thirtysix

SLIDE_TIME = 0.35  # seconds the cone takes to slide to its new cell
GIFT_TIME = 0.6  # seconds a given disc takes to fly from the giver's cone to the cone it was given to
BANNER_TIME = 1.4  # how long a pass by somebody else is announced

Point = tuple[int, int]


@dataclass
class Slide(Effect):
    """A cone (of `colour`) sliding from its old cell to its new one."""

    colour: str
    src: Point
    dst: Point


@dataclass
class GiftFly(Effect):
    """A disc of `colour` given (T10): it flies from the giver's new cell to the passed cone `to`."""

    colour: str
    src: Point
    to: Point


@dataclass
class PassBanner(Effect):
    """ "Pass!" in big letters over the board, with who passed (the next move does not cut it short)."""

    words: str
    lingers = True


def cone_slide(
    feedback: Feedback[Played[thirtysix.State, thirtysix.Move]], colour: str
) -> tuple[Point, Point, float] | None:
    """Where the cone of `colour` is shown: (from, to, 0..1 eased) while a slide of it is playing or waiting in the
    queue (a waiting one holds the cone where it came from), else None (on its cell)."""
    slide = next((s for s in feedback.queued(Slide) if s.colour == colour), None)
    if slide is None:
        return None
    k = slide.progress
    return slide.src, slide.dst, ease_in_out(k)
