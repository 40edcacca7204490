"""The Burg Kletterfrosch screen: the castle wall, the frog on two strings, and the three games (K6-K11).

Not a board game: the scene is the table's frame (TableScene) with the frog's own parts. The memory game's doors
are picked like a board's cells (DoorView, BoardInput); the carrying steps the physics world with the strings'
reel values read from every device each frame (Strings, Attempt); what a move shows plays through the feedback
queue (effects). Rules moves: `open F` when a door is picked, `<result> <seconds>` when an attempt ends; both
autosave, so a resumed game goes on from the next portrait.

The phase the screen is in, `ui`: choose | opening | slide | carry | replay | celebrate | done.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.board.feedback import Feedback
from game.board.flow import Played, named_move
from game.board.picking import BoardInput, Press
from game.board.table_scene import TableScene
from game.core.input import DIRECTIONS, Action, Intent
from game.core.saves import own_extra
from game.dexterity import kletterfrosch as rules
from game.physics.kletterfrosch import World
from game.rules import RuleError
from game.screens.kletterfrosch.attempt import Attempt
from game.screens.kletterfrosch.effects import (
    Celebration,
    DoorOpening,
    Replay,
    WrongDoor,
)
from game.screens.kletterfrosch.files import FroschExtra
from game.screens.kletterfrosch.picture_bar import PictureBar
from game.screens.kletterfrosch.prompt import Prompt
from game.screens.kletterfrosch.records import Records
from game.screens.kletterfrosch.session import (
    FROSCH_RULES,
    FroschSession,
    load_chosen_castle,
)
from game.screens.kletterfrosch.strings import Reels, Strings
from game.screens.kletterfrosch.view import DoorView
from game.screens.kletterfrosch.wall import WallPainter
from game.ui import theme
from game.ui.explain import explain
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.core.context import Context
    from game.core.match import Match
    from game.core.saves import GameRecord
    from game.rules.contract import RulesModule
    from game.screens.kletterfrosch.frog_table import LessonCoach

PICTURES = ("opening", "slide", "replay", "celebrate")  # the phases that show a move's picture (effects.py)
OPEN_PRESS_TOAST = 2.5  # seconds: "doors open with a press on their window", after a press beside them


class KletterfroschScene(TableScene[rules.KletterfroschGame, rules.Move]):
    """Memory (2-4), co-op (2) and solo (1) games of Burg Kletterfrosch."""

    covers_screen = True  # the wall layer and the picture bar paint every pixel
    tools = ()  # no undo or hints in a dexterity game; the pause button sits in the picture bar
    session_type = FroschSession
    coach: LessonCoach | None = None  # a lesson's coach (coach.py): it decides which doors and tries count
    ui: str  # the phase the screen is in (see the module's docstring)

    def __init__(self, ctx: Context, match: Match, record: GameRecord | None = None) -> None:
        super().__init__(ctx, match, record)
        self.mode = str(match.options.get("mode", "memory"))
        chosen = match.options.get("castle")
        self.castle, ok = load_chosen_castle(chosen if isinstance(chosen, str) else None)
        if not ok and chosen:
            ctx.toast(ctx.t("kletterfrosch.no_castle", name=self.castle.name), "error")
        self.world = World(self.castle, seed=own_extra(self.flow.extra, FroschExtra).seed or 0)
        self.view = DoorView(self.castle)
        # Doors are picked only while choosing (not while a door, a try or a replay is shown).
        self.board = BoardInput(
            self.view, lambda: self.flow.state, lambda: self.ui == "choose" and self.flow.people_act()
        )
        # Always queued, whatever the motion setting: the frog's pictures are its pacing (a wrong door stays open
        # long enough to remember); with reduced motion each effect is short and still instead (effects.py).
        self.feedback: Feedback[Played[rules.KletterfroschGame, rules.Move]] = Feedback()
        self.top = PictureBar(self)
        self.strings = Strings(ctx, self.flow, self.world, self.mode)
        self.attempt = Attempt(ctx, self.flow, self.world, self.mode)
        self.records = Records(ctx, self.mode, self.castle)
        self.prompt = Prompt(self)
        self.painter = WallPainter(self)
        self.ui = "choose"
        self.mover: int | None = None  # the seat whose door or try is being shown (the next turn waits for it)
        self.last_result: str | None = None
        self.carrying_resident: int | None = None
        self.driver: Callable[[World], Reels] | None = None  # tests and the bench steer through this hook
        self._shown = self.state  # the position the screen shows (its own moves come with their pictures)
        if self.state.phase == "carry":
            self._start_attempt()
        elif self.state.phase == "over":
            self.ui = "done"

    # ---- what the screen shows now ----------------------------------------------------------------------
    @property
    def calm(self) -> bool:
        """The player asked for reduced motion: decorations short and still (the frog's physics stays)."""
        return bool(self.ctx.settings.settings.reduce_motion)

    @property
    def ui_t(self) -> float:
        """Seconds the picture playing now has run (0 without one)."""
        return next((e.t for e in self.feedback.running()), 0.0)

    @property
    def replay(self) -> list[Any]:
        """The drop being replayed (the world's snapshots), empty when none is."""
        effect = self.feedback.active(Replay)
        return effect.snaps if effect is not None else []

    def door_amount(self) -> float:
        """How far the door being opened stands open right now: 0 shut .. 1 wide open (K8)."""
        effect = self.feedback.active(DoorOpening) or self.feedback.active(WrongDoor)
        return effect.amount() if effect is not None else 0.0

    def acting_seat(self) -> int | None:
        """The seat shown as acting: while a door, a delivery or a replay is shown, still the one it belongs to
        (the next player's turn starts when the picture ends)."""
        if self.ui in ("slide", "replay", "celebrate") and self.mover is not None:
            return self.mover
        return self.strings.carry_seat if self.state.phase != "over" else None

    # ---- hooks ----------------------------------------------------------------------------------------------
    def rules_module(self) -> RulesModule[rules.KletterfroschGame]:
        return FROSCH_RULES

    def active_seats(self) -> list[int]:
        # While the frog is carried, whoever holds a string is acting (both players in co-op).
        if self.ui == "carry":
            return sorted(set(self.strings.owners()))
        return super().active_seats()

    def result_lines(self) -> list[str]:
        out = self.flow.outcome
        assert out is not None
        # What decided it: the sand running out, or the pile emptied (K9-K11).
        why = self.ctx.t(
            "kletterfrosch.end.most"
            if self.mode == "memory"
            else "kletterfrosch.end.sand"
            if self.flow.state.pile
            else "kletterfrosch.end.pile"
        )
        if self.mode != "memory":
            head, *rest = self.records.result_lines(out.scores[0])
            return [f"{head}   {why}", *rest]  # one line: the records' table below keeps its rows
        names = [seat_name(self.ctx, s) for s in self.match.seats]
        return [
            super().result_lines()[0],
            why,
            "   ".join(self.ctx.t("kletterfrosch.results", player=n, score=sc) for n, sc in zip(names, out.scores)),
        ]

    def ready_for_results(self) -> bool:
        """The results wait for the last try's picture (a delivery, the empty sand timer, a replay)."""
        return not self.feedback.busy

    # ---- moves --------------------------------------------------------------------------------------------
    def _play(self, move: rules.Move, device: str | None = None) -> None:
        """Play a move of this screen's (a door opened, an attempt settled) and show it. (The frame's own `play`
        is left as it is: a move played through it from elsewhere is followed in advance().)"""
        played = self.play(move, device)
        if played is not None:
            self._show(played)
            self._shown = played.after

    def _follow(self) -> None:
        """Moves played from outside the screen (the demo, a tool): the last one is shown like the screen's own
        when it is a legal move; else the screen goes on from the new position without a picture."""
        self._shown = self.state
        states, moves = self.turns.states, self.turns.moves
        move = named_move(states[-2], moves[-1]) if moves and len(states) > 1 else None
        self.feedback.clear()  # what was still showing belongs to an older position
        if isinstance(move, (rules.Open, rules.Carry)):
            self._show(Played(states[-2], move, self.state))
        else:
            self._after_picture()

    def _show(self, played: Played[rules.KletterfroschGame, rules.Move]) -> None:
        """Sounds and the picture of a move just played; the next turn waits until the picture ends."""
        before, move, after = played.before, played.move, played.after
        self.mover = before.seat if before.to_move is not None else None  # shown as acting until the picture ends
        if isinstance(move, rules.Open):
            if after.phase == "carry":
                self.ctx.audio.play("select")
                self.ui = "opening"
                self.feedback.add(DoorOpening.of(move.frame, self.calm))
            else:
                self.ctx.audio.play("flip")
                self.ui = "slide"
                resident, empty = before.frames[move.frame], before.empty_frame
                assert resident is not None and empty is not None, "a wrong door opens a resident's window (K8)"
                self.feedback.add(WrongDoor.of(resident, move.frame, empty, self.calm))
            return
        self.last_result = move.result
        if move.result in ("delivered", "timeout"):
            self.ctx.audio.play("cheer" if move.result == "delivered" else "error")
            # the seat that delivered: in the memory game the turn has already passed on
            winner = after.seat if self.mode != "memory" else (after.seat - 1) % len(self.match.seats)
            self.ui = "celebrate"
            self.feedback.add(
                Celebration.of(move.result, self.carrying_resident, self.world.status_window or 0, winner, self.calm)
            )
        else:
            self.ctx.audio.play("splash" if move.result == "floor" else "plop")
            self.ui = "replay"
            self.feedback.add(Replay.of(self.world.replay(), self.calm))
        if after.phase == "over" and self.mode in ("coop", "solo"):
            self.records.save(after.scores[0], self.match)

    def _start_attempt(self) -> None:
        self.attempt.start()
        self.carrying_resident = self.state.portrait
        self.strings.let_go()
        self.ui = "carry"

    def _after_picture(self) -> None:
        """Where the game goes once a door, a delivery or a replay has been shown."""
        s = self.state
        if s.phase == "over":
            self.ui = "done"  # the results follow (ready_for_results)
        elif s.phase == "carry":
            self._start_attempt()
        else:
            self.world.reset_to_throne()
            self.world.set_target(None)
            self.carrying_resident = None
            self.ui = "choose"

    def rewind(self, back: bool, device: str | None = None) -> None:
        """No taking back in a dexterity game: the sand has run."""
        self.ctx.toast(self.ctx.t("kletterfrosch.no_undo"), "error", theme.TOAST_BRIEF)

    def request_hint(self, device: str | None = None) -> None:
        """No hints: finding the door is the memory game."""
        self.ctx.toast(self.ctx.t("kletterfrosch.no_hint"), "error", theme.TOAST_BRIEF)

    # ---- input --------------------------------------------------------------------------------------------
    def handle_back(self, intent: Intent) -> bool:
        self.strings.let_go()  # pausing lets go of the handles: the mouse button's release goes to the pause menu
        return False

    def handle_play(self, intent: Intent) -> None:
        a, dev, pos = intent.action, intent.device, intent.pos
        if self.coach is not None and self.coach.handle(self, intent):
            return
        if a in (Action.PAD_REMOVED, Action.RELEASE):
            self.strings.let_go()  # the mouse button came up, or a pad left: the handle is let go
            if a is Action.PAD_REMOVED:
                self.board.forget(dev)
        elif a is Action.UNDO:  # (redo and the shoulders' turns mean nothing here: the shoulders reel)
            self.rewind(True, dev)
        elif a is Action.HINT:
            self.request_hint(dev)
        elif self.ui == "carry":
            if a is Action.SELECT and pos is not None:
                self.strings.grab(pos)
            elif a is Action.POINT and pos is not None:
                self.strings.pull_to(pos[1])
        elif self.ui == "slide" and a in (Action.CONFIRM, Action.SELECT):
            wrong = self.feedback.active(WrongDoor)
            if wrong is not None:
                wrong.skip_showing()  # seen enough: on with the slide (a press never skips a player's turn)
        elif self.ui == "choose":
            self._pick(intent)

    def _pick(self, intent: Intent) -> None:
        """The memory game: a cursor per device steps between the windows; a press opens a door."""
        a, dev, pos = intent.action, intent.device, intent.pos
        if a is Action.POINT and pos is not None:
            self.board.point(pos)
        elif a in DIRECTIONS:
            self.board.step(dev, str(a))
        elif a in (Action.SELECT, Action.CONFIRM):
            cell = self.board.point(pos) if pos is not None else self.board.cursor(dev)
            if cell is None and pos is not None and not self.flow.is_over and self.prompt.on_wall(pos):
                # a drag at a handle or a press beside the windows: doors open with a press on their window
                self.ctx.toast(self.ctx.t("kletterfrosch.open_press"), "info", OPEN_PRESS_TOAST)
                return
            if cell is None or self.flow.is_over:
                return
            if not self.turns.accepts(dev):
                self.flow.not_your_turn(dev)
                return
            if self.coach is not None and not self.coach.allows(self, rules.Open(cell)):
                return
            pressed = self.board.press(cell)
            if pressed.kind is Press.PLAY and pressed.move is not None:
                self._play(pressed.move, dev)
                return
            assert isinstance(cell, int)
            try:  # not a door to open: the rules say why, in one line
                self.state.play(rules.Open(cell))
            except RuleError as exc:
                self.ctx.toast(explain(self.ctx, self.match.game, exc), "error")
            else:
                self.ctx.toast(self.ctx.t("explain.not_a_pick"), "error")

    # ---- frame --------------------------------------------------------------------------------------------
    def advance(self, dt: float) -> None:
        # No computer seats here: the frame is the frog's phases (the base update checked pads and pause).
        for pad in self.ctx.input.connected_pads():  # every gamepad shows its cursor from the start
            self.board.cursor(pad)
        if self.state is not self._shown:
            self._follow()
        if self.coach is not None:
            self.coach.update(self, dt)
        if self.ui == "carry":
            self.strings.reels = self.driver(self.world) if self.driver is not None else self.strings.read()
            move = self.attempt.step(dt, self.strings.reels)
            if move is not None:
                self.strings.let_go()
                if self.coach is None or self.coach.allows(self, move):
                    self._play(move)
            return
        self.feedback.update(dt)
        if self.ui in PICTURES and not self.feedback.busy:  # the picture has been shown: on with the game
            self._after_picture()

    def draw_game(self, surface: pygame.Surface) -> None:
        """The wall and all on it, then the prompt (the picture bar is the top bar, drawn over them; in a lesson
        the coach's card, which says what to do with the device's buttons, is drawn over the bar)."""
        self.painter.draw(surface)
        if self.coach is None:
            self.prompt.draw(surface)
