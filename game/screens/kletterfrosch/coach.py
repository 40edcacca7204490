"""The frog's coach (issue 24): the board coach's ways (game/board/coach.py) on a dexterity game. Each step of the
lesson (lesson_file.py) opens a fresh frog scene with this coach in it; the coach watches the strings, the frog and
the doors, lets only the asked action count (another gets a kind line, and the frog goes back to its start),
shows a hint after two wrong tries, says why after the action, then opens the next step at the learner's press.
The last step is a ball to deliver; the celebration keeps the stars per player name in the table's lesson records.
Drawing is in coach_card.py."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.board.coach import HINT_AFTER, LessonWalk, Phase, keep_stars
from game.board.words import device_kind
from game.core.input import Action, Intent
from game.core.match import Match, Seat
from game.core.saves import GameRecord
from game.dexterity import kletterfrosch as rules
from game.screens.kletterfrosch.coach_card import Placing, door_of, draw_frog_coach
from game.screens.kletterfrosch.files import FroschExtra
from game.screens.kletterfrosch.frog_table import FrogTable, sight_of
from game.screens.kletterfrosch.lesson_file import MARK_REACH, FrogLesson, FrogStep, frog_lesson
from game.screens.kletterfrosch.strings import keyboard_reels, pad_reels

if TYPE_CHECKING:
    from game.core.context import Context
    from game.screens.kletterfrosch.scene import KletterfroschScene

GAME = "kletterfrosch"
PULL = 80.0  # wall units a string must come in to count as pulled (about half a second of a full pull)
# "Both": one string in by twice PULL while the other has come in less than this is one string pulled (a mouse,
# one handle at a time, pulls both by turns in shorter pulls).
ONE_ONLY = PULL / 4
LINE = "kletterfrosch.lesson."


class FrogCoach(LessonWalk):
    """One learner's way through the frog's lesson, step by step, across the scenes of its steps."""

    lesson: FrogLesson
    scene: KletterfroschScene | None

    def __init__(self, ctx: Context, lesson: FrogLesson, learner: Seat) -> None:
        super().__init__(ctx, lesson, learner)
        self.armed = True  # False after a wrong pull, until the strings are let go
        self.base = (0.0, 0.0)  # the strings' lengths when the step began watching
        self.pulled = [0.0, 0.0]  # the most each string has come in since then (a mouse pulls both in turn)
        # The device the learner uses, its buttons shown (control_art): at first the one used last, on the setup
        # (issue 34, point 32: a pad player sees the pad's sticks from the first step).
        self.device = ctx.input.last_device or "any"
        self.card_place = "top"  # where the card is (coach_place.py): it moves only when it would hide the play

    @property
    def step(self) -> FrogStep:
        return self.lesson.steps[self.index]

    @property
    def animal(self) -> str:
        """The lesson's coach: the animal whose face its card shows."""
        return self.lesson.coach

    @property
    def kind(self) -> str:
        """The kind of device the learner uses: "pad", "keyboard" or "mouse" (a plugged pad, else the mouse, before
        any is used)."""
        return device_kind(self.ctx, None if self.device == "any" else self.device)

    @property
    def hinting(self) -> bool:
        return self.wrong >= HINT_AFTER and self.phase is Phase.ASK and not self.step.challenge

    # ---- the steps' scenes ---------------------------------------------------------------------------------
    def open_step(self, push: bool = False) -> KletterfroschScene:
        """A fresh frog scene for this step, with this coach in it; pushed over what is on screen (the first
        step) or in place of the last step's scene."""
        from game.screens.kletterfrosch.scene import KletterfroschScene

        step = self.step
        # The second seat, in the memory and team steps, is the coach's: in the team step it holds the right string.
        other = Seat(self.lesson.coach, 0 if self.learner.colour == 1 else 1)
        seats = (self.learner, other)[: step.players]
        match = Match(GAME, seats, {"mode": step.mode, "castle": step.castle})
        scene = KletterfroschScene(self.ctx, match, GameRecord(extra=FroschExtra(seed=step.seed)))
        scene.flow.saving = False  # a lesson never takes the place of the game the player saved
        exits = scene.exits  # the pause menu's Restart tries the step again (as the board coach's does)
        exits.restart = self.restart_step
        exits.pause_items = self.pause_items  # the way back to the game the lesson was opened over
        exits.in_lesson = lambda: True
        scene.driver = self._reels
        scene.coach = self
        self.card_place = "top"  # the frog starts on its throne: the card across the top hides nothing
        self._arm(scene)
        self.show(scene, push)
        return scene

    def _reels(self, world: Any) -> tuple[float, float]:
        """The strings as the learner works them, through the coach: still after a wrong try until every string
        is let go (the frog stays where the step put it back); in the team step the learner's string is the left
        one and the coach pulls the right one along with it."""
        assert self.scene is not None
        left, right = self.scene.strings.read()
        self._note_device(self.scene)
        if not self.armed:
            if (left, right) == (0.0, 0.0):
                self._arm(self.scene)
            return (0.0, 0.0)
        return (left, left) if self.step.mode == "coop" else (left, right)

    def _note_device(self, scene: FrogTable) -> None:
        """The device pulling the strings now: the card shows its buttons (a pulled key or stick sends no press)."""
        ctx = self.ctx
        if scene.strings.drag:
            self.device = "mouse"
        elif keyboard_reels(ctx) != (0.0, 0.0):
            self.device = "keyboard"
        else:
            self.device = next((p for p in ctx.input.connected_pads() if pad_reels(ctx, p) != (0.0, 0.0)), self.device)

    # ---- what the scene asks -------------------------------------------------------------------------------
    def draw_card(self, scene: FrogTable, surface: pygame.Surface) -> None:
        """The coach's card and pointing hand over the scene (it may lie across the picture bar)."""
        sight = sight_of(scene, self.lines(scene))
        self.card_place = draw_frog_coach(self.ctx, surface, self, Placing(scene.world, scene.view), sight)

    def allows(self, scene: FrogTable, move: Any) -> bool:
        """May the scene play `move` (a door opened, a try settled)? Only the asked door, and a delivered ball;
        a ball lost is never played: the frog starts the step's try again (the lesson's position stays)."""
        step = self.step
        if isinstance(move, rules.Open):
            if self.phase is Phase.ASK and move.frame == door_of(scene.state):
                self._advance(Phase.AFTER)
                return True
            if self.phase is Phase.ASK:
                self._wrong(scene, "lesson.wrong", restart=False)
            return False
        if move.result == "delivered" and self.phase is Phase.ASK and step.expect == "deliver":
            self._advance(Phase.DONE if step.challenge else Phase.AFTER)
            if step.challenge:
                keep_stars(self.ctx, GAME, self.learner.name, self.stars)
            return True
        if self.phase is Phase.ASK and step.challenge:
            self._advance(Phase.LOST)
            self.ctx.audio.play("flip")
            scene.attempt.start()  # the frog waits on its throne until the learner tries again
            scene.strings.let_go()
            return False
        if self.phase is Phase.ASK:
            self._wrong(scene, f"{LINE}wrong.dropped", restart=True)
            return False
        if move.result != "delivered" or self.phase is Phase.LOST:
            scene.attempt.start()  # between steps a ball is only put back
            return False
        return True

    def handle(self, scene: FrogTable, intent: Intent) -> bool:
        """The coach's own presses: going on after a step, the celebration, a lost challenge. True: used."""
        if intent.device and intent.action is not Action.POINT:
            self.device = intent.device
            self.pressed = True  # what the table says to this press is said in the card
        going_on = intent.action in (Action.CONFIRM, Action.SELECT)
        if not going_on or not self.ready(scene):
            return False
        if self.phase is Phase.AFTER:
            self.next_step()
        elif self.phase is Phase.DONE:
            self.finish()
        elif self.phase is Phase.LOST:
            self.restart_step()
        else:
            return False
        return True

    def update(self, scene: FrogTable, dt: float) -> None:
        """Watch the asked action each frame (after it, the next step waits for the learner's press); the table's
        refusals are said in the card."""
        self.timer += dt
        self.hear(counts=False)  # a wrong door counts in `allows`; "no undo here" is no wrong try
        if self.phase is Phase.ASK and scene.ui == "carry":
            self._watch(scene)

    def _watch(self, scene: FrogTable) -> None:
        step = self.step
        if not self.armed:
            return
        left_in, right_in = (b - now for b, now in zip(self.base, scene.world.rope_length))
        if step.expect == "mark":
            assert step.mark is not None
            if math.dist(scene.world.frog_position, step.mark) <= MARK_REACH:
                self._advance(Phase.AFTER)
        elif step.expect == "both":
            self.pulled = [max(p, now) for p, now in zip(self.pulled, (left_in, right_in))]
            if self.kind == "mouse":  # one pointer, one handle at a time: both pulled in turn count (point 6)
                if min(self.pulled) >= PULL:
                    self._advance(Phase.AFTER)
            elif min(left_in, right_in) >= PULL:
                self._advance(Phase.AFTER)
            elif max(left_in, right_in) >= 2 * PULL and min(left_in, right_in) < ONE_ONLY:
                self._wrong(scene, f"{LINE}wrong.one", restart=True)
        elif step.expect in ("left", "right"):
            mine, other = (left_in, right_in) if step.expect == "left" else (right_in, left_in)
            if mine >= PULL:
                self._advance(Phase.AFTER)
            elif other >= PULL:
                self._wrong(scene, f"{LINE}wrong.other", restart=True)

    def _arm(self, scene: FrogTable) -> None:
        left, right = scene.world.rope_length
        self.base, self.armed, self.pulled = (left, right), True, [0.0, 0.0]

    def _advance(self, phase: Phase) -> None:
        self.phase, self.timer = phase, 0.0
        self.ctx.audio.play("win" if phase is Phase.DONE else "select")

    def _wrong(self, scene: FrogTable, line: str, restart: bool) -> None:
        """A wrong try: a kind line, one more try counted, the frog back at its start, and the hint after two."""
        self.ctx.audio.play("flip")
        self.refused(self.ctx.t(line), counts=True)  # said in the card, not in a toast
        if restart:
            scene.attempt.start()
            scene.strings.let_go()
            self.armed = False  # a string still held must be let go before the step watches again

    # ---- what the card says --------------------------------------------------------------------------------
    def lines(self, scene: FrogTable) -> tuple[str, str]:
        """What the coach says now (the big line) and under it (the small one)."""
        found = self.phase_lines(self.ready(scene))
        if found is not None:
            return found
        t, step = self.ctx.t, self.step
        said = t(self.for_device(step.say), resident=resident_name(self.ctx, scene.state.portrait))
        if self.hinting and step.hint:
            return said, t(self.for_device(step.hint))
        return said, self.step_count()

    def for_device(self, key: str) -> str:
        """A line's own wording for the device in use where it needs one (`<key>.mouse`: a mouse pulls both
        strings in turn), else the line (issue 34, point 6: each step asks what the device can do)."""
        own = f"{key}.{self.kind}"
        return own if self.ctx.i18n.has(own) else key


def resident_name(ctx: Context, resident: int | None) -> str:
    if resident is None:
        return ""
    r = rules.RESIDENTS[resident]
    return r.name_ja if ctx.i18n.language == "ja" else r.name


def start_frog_lesson(ctx: Context, learner: Seat) -> None:
    """The frog's lesson over what is on screen, for `learner` (the catalog's lesson starter): from its first
    step, or over a game in progress from the step picked in the list of its steps (as the board lessons)."""
    from game.board.lesson_steps import offer_steps, over_a_game

    lesson = frog_lesson()
    if lesson is None:
        return
    coach = FrogCoach(ctx, lesson, learner.with_(device=None, kind="human"))
    if over_a_game(ctx):
        offer_steps(ctx, coach, [ctx.t(step.say, resident="…") for step in lesson.steps])
    else:
        coach.open_step(push=True)
