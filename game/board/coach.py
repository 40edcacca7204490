"""The coach of a lesson (issue 24): a part a board scene consults. It lets only the step's expected move through
(any other complete move gets a kind line and changes nothing), shows the answer after two wrong tries, plays the
step's scripted reply, then opens the next step's staged position in a fresh scene of the same game (so the board
looks and plays the same); the last step, the challenge, is played out against the easy computer. Stars for few
tries are kept per player name. Drawing is in game/board/coach_view.py; the steps are data (game/table/lessons.py)."""

from __future__ import annotations

import json
from enum import Enum
from typing import TYPE_CHECKING, Annotated, Any

from msgspec import Meta

from game.board.flow import typed_move
from game.core.input import Action, Intent
from game.core.match import Match, Seat
from game.table.catalog import CATALOG
from game.table.lessons import Lesson, Step, lesson_of

if TYPE_CHECKING:
    from game.board.scene import BoardGameScene
    from game.core.context import Context

HINT_AFTER = 2  # wrong tries before the answer is shown
NEXT_AFTER = 3.0  # seconds the "why" line is shown before the next step comes by itself
SETTLE = 0.4  # seconds after a move before a press may skip its "why" (a press meant for the board must not)
PASS_HOLD = 3.0  # seconds a pass played for the learner is shown first: time to read the coach's line and the banner
RECORDS_KIND, RECORDS_NAME = "records", "lessons"
# records/lessons.json: game -> player name -> best stars (the document's schema, read entry by entry)
RECORDS = Annotated[
    dict[
        str,
        Annotated[dict[Annotated[str, Meta(max_length=64)], Annotated[int, Meta(ge=1, le=3)]], Meta(max_length=1000)],
    ],
    Meta(max_length=64),
]


class Phase(Enum):
    ASK = "ask"  # the coach asks for the step's move
    AFTER = "after"  # the move is played: its animation, the why line, the reply
    DONE = "done"  # the challenge is won: the celebration
    LOST = "lost"  # the challenge is lost or drawn: a press tries it again


def stars_for(mistakes: int) -> int:
    """Three stars for at most one wrong try in the whole lesson, two for a few, one for finishing."""
    return 3 if mistakes <= 1 else 2 if mistakes <= 4 else 1


class LessonWalk:
    """What every coach does between steps, whatever its game: the step it is at, the tries counted for the hint
    and the stars, and the scenes of the steps (a fresh one a step; Restart opens the same step again). A coach
    gives `open_step` (game/screens/kletterfrosch/coach.py has the frog's)."""

    def __init__(self, ctx: Context, lesson: Any, learner: Seat) -> None:
        self.ctx, self.lesson, self.learner = ctx, lesson, learner
        self.index = 0
        self.mistakes = 0  # wrong tries in the whole lesson (the stars)
        self.wrong = 0  # wrong tries at this step (the hint)
        self.phase = Phase.ASK
        self.timer = 0.0  # seconds in this phase
        self.scene: Any = None

    @property
    def stars(self) -> int:
        return stars_for(self.mistakes)

    def open_step(self, push: bool = False) -> Any:
        raise NotImplementedError

    def show(self, scene: Any, push: bool) -> None:
        """`scene` is this step's: pushed over what is on screen (the first step) or in place of the last step's."""
        self.scene, self.phase, self.timer, self.wrong = scene, Phase.ASK, 0.0, 0
        if push:
            self.ctx.scenes.push(scene)
        else:
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

    # ---- what the card says --------------------------------------------------------------------------------
    def phase_lines(self) -> tuple[str, str] | None:
        """What every coach says after a step's action (its "why"), at the celebration and after a lost challenge:
        the big line and the small one under it; None while a step is asked (each coach says that its own way)."""
        t, step = self.ctx.t, self.lesson.steps[self.index]
        if self.phase is Phase.DONE:
            return t("lesson.done"), t("lesson.go_on")
        if self.phase is Phase.LOST:
            return t("lesson.lost"), t("lesson.go_on")
        if self.phase is Phase.AFTER:
            return t(step.why or step.say), t("lesson.go_on")
        return None

    def step_count(self) -> str:
        """The small line while a step is asked: which step of how many."""
        return self.ctx.t("lesson.step", n=self.index + 1, of=len(self.lesson.steps))


class Coach(LessonWalk):
    """One learner's way through one game's lesson, step by step, across the scenes of its steps."""

    lesson: Lesson
    scene: BoardGameScene | None

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
    def open_step(self, push: bool = False) -> BoardGameScene:
        """A fresh scene of the game at this step's position, with this coach in it; pushed over what is on
        screen (the first step) or in place of the last step's scene."""
        step, game = self.step, self.lesson.game
        other = Seat(
            self.lesson.coach,
            0 if self.learner.colour == 1 else 1,
            kind="computer" if step.challenge else "human",
            level="easy",
        )
        seats: tuple[Seat, ...] = (self.learner, other) if self.seat == 0 else (other, self.learner)
        if step.position.get("players") == 1:
            seats = (self.learner,)  # a position for one player (a Farmini farm alone): the learner plays it alone
        scene_class = CATALOG[game].scene
        assert scene_class is not None, "only a built game has a lesson"
        match = Match(game, seats, {"position": json.dumps(step.position)})
        scene: Any = scene_class()(self.ctx, match, {"moves": [], "extra": {}})
        scene.flow.saving = False  # a lesson never takes the place of the game the player saved
        scene.exits.restart = self.restart_step
        scene.exits.pause_items = list  # no draw offers nor resignation in a lesson: Restart tries the step again
        scene.coach = self
        scene.pass_delay = max(scene.pass_delay, PASS_HOLD)
        self.replied = False
        self.show(scene, push)
        return scene

    # ---- what the scene asks -------------------------------------------------------------------------------
    def allows(self, scene: BoardGameScene, move: Any) -> bool:
        """May `move` be played? Only the step's expected move (and the coach's own reply, and anything in the
        challenge); another gets a kind line, counts as a try, and changes nothing."""
        if self.replying or (self.step.challenge and self.phase is Phase.ASK):
            return True
        if self.phase is not Phase.ASK:
            return False
        state = scene.state
        if str(typed_move(state, move)) in {str(typed_move(state, m)) for m in self.step.expect}:
            self.phase, self.timer = Phase.AFTER, 0.0
            return True
        self.wrong += 1
        self.mistakes += 1
        scene.board.builder.clear()
        self.ctx.audio.play("flip")
        if self.wrong >= HINT_AFTER:
            scene.hint = typed_move(state, self.step.expect[0])
            self.ctx.toast(self.ctx.t("lesson.hint"), "info", 3.0)
        else:
            self.ctx.toast(self.ctx.t("lesson.wrong"), "error", 3.0)
        return False

    def handle(self, scene: BoardGameScene, intent: Intent) -> bool:
        """The coach's own presses: going on after a step, the celebration; undo, redo and the hint of the table
        are the coach's while a step is asked. True: the press is used."""
        a = intent.action
        going_on = a in (Action.CONFIRM, Action.SELECT)
        if self.phase is Phase.AFTER and going_on and self.timer >= SETTLE and self._settled(scene):
            self.next_step()
        elif self.phase is Phase.DONE and going_on and self.timer >= SETTLE:
            self.finish()
        elif self.phase is Phase.LOST and going_on and self.timer >= SETTLE:
            self.restart_step()
        elif a in (Action.UNDO, Action.REDO, Action.HINT) and not self.step.challenge:
            if a is Action.HINT and self.phase is Phase.ASK:
                scene.hint = typed_move(scene.state, self.step.expect[0])
            elif self.phase is Phase.ASK:
                scene.turn_press(intent)  # a pad's right shoulder still turns the piece being placed (Farmini's card)
        else:
            return self.phase is not Phase.ASK and going_on  # a press between steps does nothing on the board
        return True

    def update(self, scene: BoardGameScene, dt: float) -> None:
        """The reply once the move's animation is over, the next step after a while, the challenge's end."""
        # The why line's while starts once the consequence has played (a wolf's run takes longer than its reading).
        self.timer = 0.0 if self.phase is Phase.AFTER and scene.feedback.busy else self.timer + dt
        if self.phase is Phase.ASK and self.step.challenge and scene.flow.is_over and not scene.feedback.busy:
            outcome = scene.flow.outcome
            won = outcome is not None and tuple(outcome.winners) == (self.seat,)
            self.phase, self.timer = (Phase.DONE, 0.0) if won else (Phase.LOST, 0.0)
            self.ctx.audio.play("win" if won else "flip")
            if won:
                self.keep_stars()
        elif self.phase is Phase.AFTER and self._settled(scene) and self.timer >= NEXT_AFTER:
            self.next_step()

    def _settled(self, scene: BoardGameScene) -> bool:
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

    # ---- stars ---------------------------------------------------------------------------------------------
    def keep_stars(self) -> None:
        """The lesson is done: keep the best stars of this player name (records/lessons.json)."""
        keep_stars(self.ctx, self.lesson.game, self.learner.name, self.stars)


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
    """Open `game`'s lesson over what is on screen, for `learner`; None when the game has no (good) lesson, or has
    a lesson of its own (not on the board parts: its plug-in opens it)."""
    own = CATALOG[game].lesson
    if own is not None:
        own.starter()(ctx, learner)
        return None
    lesson = lesson_of(game)
    if lesson is None or not CATALOG[game].built:
        return None
    coach = Coach(ctx, lesson, learner)
    coach.open_step(push=True)
    return coach
