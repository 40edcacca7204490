"""The coach of a lesson (issue 24): a part a board scene consults. It lets only the step's expected move through
(any other complete move gets a kind line and changes nothing), shows the answer after two wrong tries, plays the
step's scripted reply, says why, and waits for the press its card asks for before it opens the next step's staged
position in a fresh scene of the same game (so the board looks and plays the same; no timer moves a step on); the
last step, the challenge, is played out against the easy computer. Every refusal is said in the coach's card, never
in a toast. Stars for few wrong tries and hints (`stars_for`, the same rule in every game) are kept per player
name. A board scene consults its coach through `game.board.scene.SceneCoach` (the scene knows no coach); what the
card says is decided here (`card_of`) and drawn by game/board/coach_view.py; the steps are data
(game/table/lessons.py)."""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from enum import Enum
from typing import TYPE_CHECKING, Annotated, Generic, Protocol, TypeVar

import pygame
from msgspec import Meta

from game.board.coach_view import BOARD_GAP, CARD, MOST_STARS, CoachCard, card_width, draw_card, draw_hand
from game.board.lesson_steps import offer_steps, over_a_game
from game.board.scene import BoardGameScene
from game.board.table_scene import TableScene
from game.board.view import BoardView
from game.core.input import Action, Intent
from game.core.match import Match, Seat
from game.rules.contract import AnyState
from game.table.catalog import CATALOG
from game.table.lessons import Lesson, Step, lesson_of, pick_named
from game.ui import theme

if TYPE_CHECKING:
    from game.core.context import Context
    from game.core.scenes import Scene

S = TypeVar("S", bound=AnyState)  # the lesson's game: its states,
M = TypeVar("M")  # its moves,
C = TypeVar("C", bound=Hashable)  # its board's cells
P = TypeVar("P", bound=Hashable)  # and its picks (each call binds them: one coach serves any game)

HINT_AFTER = 2  # wrong tries before the answer is shown
SETTLE = 0.4  # seconds after a move before a press may skip its "why" (a press meant for the board must not)
TWO_STARS = 3  # at most this many wrong tries and hints together still earn two stars
PASS_HOLD = 3.0  # seconds a pass played for the learner is shown first: time to read the coach's line and the banner
# The pointing hand: it bobs POINTER_BOB pixels up and down, POINTER_PACE radians a second, over a ring on the cell
# POINTER_RING wide, as far inside the cell as POINTER_INSET and half the bob.
POINTER_BOB, POINTER_PACE = 8, 5
POINTER_RING, POINTER_INSET = 4, 6
RECORDS_KIND, RECORDS_NAME = "records", "lessons"
# records/lessons.json: game -> player name -> best stars (the document's schema, read entry by entry)
RECORDS = Annotated[
    dict[
        str,
        Annotated[dict[Annotated[str, Meta(max_length=64)], Annotated[int, Meta(ge=1, le=3)]], Meta(max_length=1000)],
    ],
    Meta(max_length=64),
]


@dataclass(frozen=True)
class StepPosition(Generic[M, P]):
    """What the pointing hand reads of a step's position: the picks made so far, the legal move the step's own
    `point` names for the next pick with that pick's place in it (None: the step names none, or no more), and the
    step's first expected move (None: it expects none, a challenge)."""

    picked: Sequence[P]
    pointed: tuple[M, int] | None
    expected: M | None


class Phase(Enum):
    ASK = "ask"  # the coach asks for the step's move
    AFTER = "after"  # the move is played: its animation, the why line, the reply
    DONE = "done"  # the challenge is won: the celebration
    LOST = "lost"  # the challenge is lost or drawn: a press tries it again


class WalkedStep(Protocol):
    """A step as every coach says it: its line, and the line after it (None: its line again)."""

    @property
    def say(self) -> str: ...

    @property
    def why(self) -> str | None: ...


class Walked(Protocol):
    """A lesson as every coach walks it (the board games' Lesson, the frog's FrogLesson): its animal, its steps."""

    @property
    def coach(self) -> str: ...

    @property
    def steps(self) -> Sequence[WalkedStep]: ...


class _Busy(Protocol):
    @property
    def busy(self) -> bool: ...


class Settling(Protocol):
    """A step's scene as every coach waits on it: its feedback queue says when a move's animation has played."""

    @property
    def feedback(self) -> _Busy: ...


def stars_for(mistakes: int, hints: int = 0) -> int:
    """The one rule of every lesson (its card says it at the celebration): three stars with no wrong try and no
    hint asked for in the whole lesson, two with at most TWO_STARS of them together, one for finishing."""
    slips = mistakes + hints
    return MOST_STARS if slips == 0 else 2 if slips <= TWO_STARS else 1


def as_said(text: str) -> str:
    """A line as the coach says it: a sentence begins with a capital (the rules' refusals are written beginning
    small, "put your disc next to…")."""
    return text[:1].upper() + text[1:]


class LessonWalk:
    """What every coach does between steps, whatever its game: the step it is at, the tries counted for the hint
    and the stars, and the scenes of the steps (a fresh one a step; Restart opens the same step again). A coach
    gives `open_step` (game/screens/kletterfrosch/coach.py has the frog's)."""

    def __init__(self, ctx: Context, lesson: Walked, learner: Seat) -> None:
        self.ctx, self.lesson, self.learner = ctx, lesson, learner
        self.index = 0
        self.mistakes = 0  # wrong tries in the whole lesson (the stars)
        self.hints = 0  # hints asked for in the whole lesson (the stars)
        self.wrong = 0  # wrong tries at this step (the hint)
        self.phase = Phase.ASK
        self.timer = 0.0  # seconds in this phase
        self.scene: Scene | None = None  # this step's
        self.said: str | None = None  # the coach's answer to the last wrong try of this step, in its card
        self.pressed = False  # the learner pressed this frame: a refusal the table says now answers that press
        self.under = ctx.scenes.top  # what the lesson was opened over (a game in progress, the setup)

    @property
    def stars(self) -> int:
        return stars_for(self.mistakes, self.hints)

    def open_step(self, push: bool = False) -> Scene:
        raise NotImplementedError

    def show(self, scene: Scene, push: bool) -> None:
        """`scene` is this step's: pushed over what is on screen (the first step) or in place of the last step's."""
        self.scene, self.phase, self.timer, self.wrong, self.said = scene, Phase.ASK, 0.0, 0, None
        if push:
            self.ctx.scenes.push(scene)
        else:
            self.ctx.toasts.clear()  # what the last step's game said ("Fox gives a disc…") is not this step's
            self.ctx.scenes.replace(scene)

    def restart_step(self) -> None:
        """Restart (the pause menu, a lost challenge): the same step again, from its start."""
        if self.scene is not None:
            self.ctx.scenes.pop_to(self.scene)  # the pause menu closes first
        self.open_step()

    def next_step(self) -> None:
        if self.index + 1 < len(self.lesson.steps):
            self.index += 1
            self.open_step()

    def finish(self) -> None:
        """After the celebration: back to where the lesson was opened (the setup, or the paused game)."""
        self.ctx.scenes.pop()

    def leave(self) -> None:
        """The lesson's pause menu: back to where it was opened, the game in progress exactly as it was."""
        if self.under is not None and self.under in self.ctx.scenes.scenes:
            self.ctx.scenes.pop_to(self.under)

    def pause_items(self) -> list[tuple[Callable[[], str], Callable[[], None]]]:
        """What a lesson's pause menu adds: the way back to the game it was opened over (or to the setup)."""
        over_game = isinstance(self.under, TableScene)
        key = "lesson.back_to_game" if over_game else "lesson.leave"
        return [(lambda: self.ctx.t(key), self.leave)]

    def ready(self, scene: Settling) -> bool:
        """A press goes on now (the card says so only then): the move's consequence has played, a moment passed."""
        return self.timer >= SETTLE and not scene.feedback.busy

    def moving(self, scene: Settling) -> bool:
        """The lesson changes by itself now: after a move, the celebration or a lost challenge, until the card asks
        for the press (a step waiting for the learner's move or press is still)."""
        return self.phase is not Phase.ASK and not self.ready(scene)

    def refused(self, text: str, counts: bool) -> None:
        """A wrong try: the coach says `text` in its card (a toast would linger into the next step); `counts`:
        one more wrong try for the hint and the stars."""
        self.said = as_said(text)
        if counts:
            self.wrong += 1
            self.mistakes += 1

    def hear(self, counts: bool) -> None:
        """The table's answers to the learner's press of this frame, said as error toasts (a press off the glowing
        places, a rule's refusal, a turn not yet the learner's), are said in the card instead; `counts`: each is a
        wrong try. Other messages (a file that could not be written) stay toasts."""
        if self.pressed:
            for toast in [t for t in self.ctx.toasts if t.kind == "error"]:
                self.ctx.toasts.remove(toast)
                self.refused(toast.text, counts)
        self.pressed = False

    # ---- what the card says --------------------------------------------------------------------------------
    def phase_lines(self, ready: bool) -> tuple[str, str] | None:
        """What every coach says after a step's action (its "why"), at the celebration and after a lost challenge:
        the big line and the small one under it, which asks for the press to go on only once it is `ready` to take
        it; None while a step is asked (each coach says that its own way)."""
        t, step = self.ctx.t, self.lesson.steps[self.index]
        go_on = t("lesson.go_on") if ready else ""
        if self.phase is Phase.DONE:
            return t("lesson.done"), go_on
        if self.phase is Phase.LOST:
            return t("lesson.lost"), go_on
        if self.phase is Phase.AFTER:
            return t(step.why or step.say), go_on
        return None

    def stars_lines(self) -> tuple[str, str]:
        """What the celebration says of its stars: what this lesson counted, and the rule of every lesson."""
        t = self.ctx.t
        return t("lesson.stars_tally", tries=self.mistakes, hints=self.hints), t("lesson.stars_rule")

    def step_count(self) -> str:
        """The small line while a step is asked: which step of how many."""
        return self.ctx.t("lesson.step", n=self.index + 1, of=len(self.lesson.steps))


class Coach(LessonWalk):
    """One learner's way through one game's lesson, step by step, across the scenes of its steps; what a board
    scene asks of its lesson (`game.board.scene.SceneCoach`), for a scene of any game."""

    lesson: Lesson

    def __init__(self, ctx: Context, lesson: Lesson, learner: Seat) -> None:
        super().__init__(ctx, lesson, learner)
        self.replied = False
        self.replying = False  # the coach is playing the step's reply: let it through

    @property
    def step(self) -> Step:
        return self.lesson.steps[self.index]

    @property
    def seat(self) -> int:
        """The learner's seat: the side to move in the step's position."""
        return int(self.step.position.get("to_move", 0))

    # ---- the steps' scenes ---------------------------------------------------------------------------------
    def open_step(self, push: bool = False) -> Scene:
        """A fresh scene of the game at this step's position, with this coach in it; pushed over what is on
        screen (the first step) or in place of the last step's scene."""
        scene = self.staged(self.index)
        assert isinstance(scene, BoardGameScene)  # staged() checked it
        scene.exits.restart = self.restart_step
        # No draw offers nor resignation in a lesson (Restart tries the step again): the way back instead.
        scene.exits.pause_items = self.pause_items
        scene.coach = self
        scene.pass_delay = max(scene.pass_delay, PASS_HOLD)
        self.replied, self.pressed = False, False
        self.show(scene, push)
        return scene

    def staged(self, index: int) -> Scene:
        """A scene of the game at step `index`'s position (not shown, not saved): the learner and the coach seated
        as the step has them, the coach the easy computer in the challenge."""
        step, game = self.lesson.steps[index], self.lesson.game
        learner_seat = int(step.position.get("to_move", 0))
        other = Seat(
            self.lesson.coach,
            0 if self.learner.colour == 1 else 1,
            kind="computer" if step.challenge else "human",
            level="easy",
        )
        seats: tuple[Seat, ...] = (self.learner, other) if learner_seat == 0 else (other, self.learner)
        if step.position.get("players") == 1:
            seats = (self.learner,)  # a position for one player (a Farmini farm alone): the learner plays it alone
        scene_class = CATALOG[game].scene
        assert scene_class is not None, "only a built game has a lesson"
        match = Match(game, seats, {"position": json.dumps(step.position)})
        scene = scene_class()(self.ctx, match, None)
        if not isinstance(scene, BoardGameScene):
            raise TypeError(f"{game}'s lesson is played on the board parts, not on a {type(scene).__name__}")
        scene.flow.saving = False  # a lesson never takes the place of the game the player saved
        return scene

    # ---- what the scene asks (game.board.scene.SceneCoach) -------------------------------------------------
    def allows(self, scene: BoardGameScene[S, M, C, P], move: M | str) -> bool:
        """May `move` be played? Only the step's expected move (and the coach's own reply, and anything in the
        challenge); another gets a kind line, counts as a try, and changes nothing."""
        if self.replying or (self.step.challenge and self.phase is Phase.ASK):
            return True
        if self.phase is not Phase.ASK:
            return False
        if str(move) in self.step.expect:  # the step's moves as the lesson file writes them
            self.phase, self.timer, self.said = Phase.AFTER, 0.0, None
            return True
        self._keep_right_picks(scene)
        self.ctx.audio.play("flip")
        self.refused(self.ctx.t("lesson.wrong"), counts=True)
        self._hint_after_wrong(scene)
        return False

    def _keep_right_picks(self, scene: BoardGameScene[S, M, C, P]) -> None:
        """A wrong move was built: only its wrong picks are taken back. The picks it shares with the asked move
        stay (a right first tap is not thrown away with a wrong second one)."""
        builder = scene.board.builder
        asked = [scene.view.picks_of(m) or () for m in self.expected_moves(scene)]
        keep = 0
        for picks in asked:
            same = 0
            while same < min(len(picks), len(builder.picked)) and picks[same] == builder.picked[same]:
                same += 1
            keep = max(keep, same)
        builder.picked = builder.picked[: min(keep, max(0, len(builder.picked) - 1))]

    def expected_moves(self, scene: BoardGameScene[S, M, C, P]) -> list[M]:
        """The step's expected moves as the scene's own moves (the lesson file was checked: each is legal)."""
        named = (scene.flow.move_named(m) for m in self.step.expect)
        return [m for m in named if m is not None]

    def _show_answer(self, scene: BoardGameScene[S, M, C, P]) -> None:
        """The hint: the first expected move, shown as the table shows a hint."""
        expected = self.expected_moves(scene)
        scene.hint = expected[0] if expected else None

    def _hint_after_wrong(self, scene: BoardGameScene[S, M, C, P]) -> None:
        if self.wrong >= HINT_AFTER and not self.step.challenge and self.phase is Phase.ASK:
            self._show_answer(scene)

    def handle(self, scene: BoardGameScene[S, M, C, P], intent: Intent) -> bool:
        """The coach's own presses: going on after a step, the celebration; undo, redo and the hint of the table
        are the coach's while a step is asked. True: the press is used."""
        a = intent.action
        going_on = a in (Action.CONFIRM, Action.SELECT)
        ready = going_on and self.ready(scene)
        if self.phase is Phase.AFTER and ready:
            self.next_step()
        elif self.phase is Phase.DONE and ready:
            self.finish()
        elif self.phase is Phase.LOST and ready:
            self.restart_step()
        elif a in (Action.UNDO, Action.REDO, Action.HINT) and not self.step.challenge:
            if a is Action.HINT and self.phase is Phase.ASK:
                if scene.hint is None:
                    self.hints += 1  # a hint asked for counts against the stars, once a step
                self._show_answer(scene)
            elif self.phase is Phase.ASK:
                scene.turn_press(intent)  # a pad's right shoulder still turns the piece being placed (Farmini's card)
        else:
            if going_on and self.phase is Phase.ASK:
                self.pressed = True  # a refusal said for this press is a wrong try
            return self.phase is not Phase.ASK and going_on  # a press between steps does nothing on the board
        return True

    def ready(self, scene: Settling) -> bool:
        """After a step's move, a press goes on once its consequence and the reply have played (and only then
        does the card say "Press … to go on")."""
        if self.phase is Phase.AFTER and self.step.reply and not self.replied:
            return False
        return super().ready(scene)

    def update(self, scene: BoardGameScene[S, M, C, P], dt: float) -> None:
        """The reply once the move's animation is over, the challenge's end; refusals into the card, and no
        turn banner over a lesson's board. The next step waits for the learner's press (`handle`)."""
        # The why line's while starts once the consequence has played (a wolf's run takes longer than its reading).
        self.timer = 0.0 if self.phase is Phase.AFTER and scene.feedback.busy else self.timer + dt
        # A refused press is a wrong try, but in the challenge (played freely) and while the table passes for the
        # learner (nothing to press: no try to get wrong).
        self.hear(counts=not self.step.challenge and scene.forced_pass() is None)
        self._hint_after_wrong(scene)
        if self.phase is Phase.AFTER:
            self._settled(scene)  # plays the reply once the move's animation is over
        if self.phase is Phase.ASK and self.step.challenge and scene.flow.is_over and not scene.feedback.busy:
            outcome = scene.flow.outcome
            won = outcome is not None and tuple(outcome.winners) == (self.seat,)
            self.phase, self.timer = (Phase.DONE, 0.0) if won else (Phase.LOST, 0.0)
            self.ctx.audio.play("win" if won else "flip")
            if won:
                self.keep_stars()

    def _settled(self, scene: BoardGameScene[S, M, C, P]) -> bool:
        """The move's animation is over and the reply, if any, is played (its own animation over too)."""
        if scene.feedback.busy:
            return False
        if self.step.reply and not self.replied:
            self.replied, self.replying = True, True
            try:
                scene.play(self.step.reply)
            finally:
                self.replying = False
            self.timer = 0.0
            return False
        return True

    def draw(self, scene: BoardGameScene[S, M, C, P], surface: pygame.Surface) -> None:
        """The pointing hand (while a step is asked) and the coach's card."""
        if self.phase is Phase.ASK and not self.step.challenge:
            cell = pointed_cell(scene.view, self.step_position(scene))
            if cell is not None:
                _draw_pointer(surface, scene.view, cell, scene.beat())
        draw_card(self.ctx, surface, card_rect(scene.view, self), self.card(scene))

    # ---- what the card says --------------------------------------------------------------------------------
    def card(self, scene: Settling) -> CoachCard:
        """What the card shows now (coach_view draws it)."""
        big, small = coach_lines(self.ctx, self, self.ready(scene))
        done = self.phase is Phase.DONE
        return CoachCard(
            self.lesson.coach,
            big,
            small,
            said=self.said if self.phase is Phase.ASK else None,
            stars=self.stars if done else None,
            stars_lines=self.stars_lines() if done else (),
        )

    def step_position(self, scene: BoardGameScene[S, M, C, P]) -> StepPosition[M, P]:
        """What the pointing hand reads of the step's position in `scene` (`pointed_cell`)."""
        picked = tuple(scene.board.builder.picked)
        pointed = None
        if len(picked) < len(self.step.point):
            pointed = pick_named(scene.flow.legal_state(), self.step.point[len(picked)])
        expected = self.expected_moves(scene)
        return StepPosition(picked, pointed, expected[0] if expected else None)

    # ---- stars ---------------------------------------------------------------------------------------------
    def keep_stars(self) -> None:
        """The lesson is done: keep the best stars of this player name (records/lessons.json)."""
        keep_stars(self.ctx, self.lesson.game, self.learner.name, self.stars)


def coach_lines(ctx: Context, coach: Coach, ready: bool) -> tuple[str, str]:
    """What the coach says now (the big line) and under it (the small one: the hint after wrong tries, the step);
    `ready`: a press goes on now (`Coach.ready`)."""
    found = coach.phase_lines(ready)
    if found is not None:
        return found
    hinting = coach.wrong >= HINT_AFTER and not coach.step.challenge
    return ctx.t(coach.step.say), ctx.t("lesson.hint") if hinting else coach.step_count()


_WIDTHS: dict[tuple[str, int], int] = {}  # a lesson (its game, the steps as read) -> its card's width


def card_rect(view: BoardView[M, C, P], coach: Coach | None = None) -> pygame.Rect:
    """The coach's card: where the board's `view` puts it, else over the left side panel, as wide as the room left
    of the board allows at every step of `coach`'s lesson (one width: a board that grows, Jaleo's, never makes it
    jump)."""
    own = view.coach_rect()
    if own is not None:
        return own
    if coach is None:
        width = card_width(board_left(view))
    else:
        key = (coach.lesson.game, id(coach.lesson.steps))
        if key not in _WIDTHS:
            _WIDTHS[key] = min(card_width(_staged_left(coach, i)) for i in range(len(coach.lesson.steps)))
        width = _WIDTHS[key]
    return pygame.Rect(CARD.x, CARD.y, width, CARD.h)


def board_left(view: BoardView[M, C, P]) -> int:
    """Where the board `view` shows begins on the left (the card stays left of it)."""
    return min((view.cell_rect(c).left for c in view.cells()), default=CARD.right + BOARD_GAP)


def _staged_left(coach: Coach, index: int) -> int:
    scene = coach.staged(index)
    assert isinstance(scene, BoardGameScene)  # staged() checked it
    return board_left(scene.view)


def _draw_pointer(surface: pygame.Surface, view: BoardView[M, C, P], cell: C, clock: float | None) -> None:
    """The hand above `cell`, the one to press next, and a ring on it; `clock`: the table's beat (None: it rests,
    and the hand with it)."""
    bob = 0.0 if clock is None else POINTER_BOB * math.sin(clock * POINTER_PACE)
    view.draw_ring(surface, cell, theme.ACCENT, POINTER_RING, int(POINTER_INSET + bob / 2), round_=True)
    draw_hand(surface, view.cell_rect(cell), bob)


def pointed_cell(view: BoardView[M, C, P], position: StepPosition[M, P]) -> C | None:
    """The cell the hand points at: the step's own `point` picks one by one as picks are made, then where the view
    says the step's first expected move goes on (its next pick; None: nothing on the board to point at)."""
    if position.pointed is not None:
        move, index = position.pointed
        picks = view.picks_of(move)
        return view.cell_of_pick(picks[index]) if picks else None
    return view.coach_cell(position.expected, position.picked) if position.expected is not None else None


def keep_stars(ctx: Context, game: str, name: str, stars: int) -> None:
    """`name` finished `game`'s lesson with `stars`: keep the best (records/lessons.json)."""
    doc = ctx.saves.read_doc(RECORDS_KIND, RECORDS_NAME, RECORDS)
    table = dict(doc.get(game, {}))
    table[name] = max(stars, int(table.get(name, 0)))
    doc[game] = table
    ctx.saves.write_doc(RECORDS_KIND, RECORDS_NAME, doc)


def lesson_stars(ctx: Context, game: str) -> dict[str, int]:
    """The players who finished `game`'s lesson, with their best stars."""
    return dict(ctx.saves.read_doc(RECORDS_KIND, RECORDS_NAME, RECORDS).get(game, {}))


def start_lesson(ctx: Context, game: str, learner: Seat) -> Coach | None:
    """Open `game`'s lesson over what is on screen, for `learner`: from its first step, or, over a game in
    progress (the pause menu's "How do I…?"), from the step the learner picks in the list of its steps. None when
    the game has no (good) lesson, or has a lesson of its own (not on the board parts: its plug-in opens it)."""
    own = CATALOG[game].lesson
    if own is not None:
        own.starter()(ctx, learner)
        return None
    lesson = lesson_of(game)
    if lesson is None or not CATALOG[game].built:
        return None
    coach = Coach(ctx, lesson, learner)
    if over_a_game(ctx):
        offer_steps(ctx, coach, [ctx.t(step.say) for step in lesson.steps])
    else:
        coach.open_step(push=True)
    return coach
