"""What the parts of the frog's screen read of the scene that holds them (`FrogTable`: the picture bar, the prompt,
the wall's painter, the lesson's coach), what the scene asks of a lesson's coach (`LessonCoach`), and the few things
the coach's card reads at one frame (`CoachSight`). The parts name these, never the scene's class, so the scene
imports its parts and no part imports the scene back (tests/test_import_cycles.py)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple, Protocol

if TYPE_CHECKING:
    import pygame

    from game.board.feedback import Feedback
    from game.board.flow import MatchFlow, Played
    from game.board.picking import BoardInput
    from game.core.context import Context
    from game.core.input import Intent
    from game.core.match import Match
    from game.dexterity import kletterfrosch as rules
    from game.physics.castle import Castle
    from game.physics.kletterfrosch import World
    from game.screens.kletterfrosch.attempt import Attempt
    from game.screens.kletterfrosch.strings import Strings
    from game.screens.kletterfrosch.view import DoorView


class LessonCoach(Protocol):
    """A lesson's coach as the frog's scene and its picture bar consult it (coach.py's FrogCoach)."""

    @property
    def card_place(self) -> str: ...  # where its card is: "top" across the picture bar, else at the wall's foot

    def handle(self, table: FrogTable, intent: Intent) -> bool: ...
    def allows(self, table: FrogTable, move: Any) -> bool: ...
    def update(self, table: FrogTable, dt: float) -> None: ...
    def draw_card(self, table: FrogTable, surface: pygame.Surface) -> None: ...


class FrogTable(Protocol):
    """One frog scene as its parts read it: the match and its flow, the castle, the physics world, the doors' view,
    the strings, the phase it is in (`ui`) and the pictures playing; all read-only (what a part changes, it changes
    through the part it calls: the strings let go, an attempt started)."""

    @property
    def ctx(self) -> Context: ...
    @property
    def flow(self) -> MatchFlow[rules.KletterfroschGame, rules.Move]: ...
    @property
    def match(self) -> Match: ...
    @property
    def mode(self) -> str: ...
    @property
    def castle(self) -> Castle: ...
    @property
    def world(self) -> World: ...
    @property
    def view(self) -> DoorView: ...
    @property
    def board(self) -> BoardInput[rules.Move, int, int]: ...
    @property
    def feedback(self) -> Feedback[Played[rules.KletterfroschGame, rules.Move]]: ...
    @property
    def strings(self) -> Strings: ...
    @property
    def attempt(self) -> Attempt: ...
    @property
    def ui(self) -> str: ...
    @property
    def clock(self) -> float: ...
    @property
    def coach(self) -> LessonCoach | None: ...
    @property
    def mover(self) -> int | None: ...
    @property
    def last_result(self) -> str | None: ...
    @property
    def carrying_resident(self) -> int | None: ...
    @property
    def state(self) -> rules.KletterfroschGame: ...
    @property
    def calm(self) -> bool: ...
    @property
    def pulse(self) -> float: ...
    def acting_seat(self) -> int | None: ...


class CoachSight(NamedTuple):
    """What the coach's card and its pointing hand read at one frame: the frog's screen, and the coach's lines."""

    ui: str  # the scene's phase
    state: rules.KletterfroschGame
    handles: tuple[pygame.Rect, pygame.Rect]  # the strings' handles, left and right
    target: int | None  # the window the frog carries the ball to
    clock: float | None  # the scene's clock for the hand's bob; None with reduced motion (the hand holds still)
    lines: tuple[str, str]  # what the coach says now (the big line) and under it (the small one)


def sight_of(table: FrogTable, lines: tuple[str, str]) -> CoachSight:
    """What the coach's card reads of `table` now, saying `lines`."""
    clock = None if table.calm else table.clock
    return CoachSight(table.ui, table.state, table.strings.handle_rects(), table.world.target, clock, lines)
