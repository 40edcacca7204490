"""Burg Kletterfrosch's lesson (issue 24) played on the frog's own scene: from the first step to the celebration by
a virtual gamepad alone, by the keyboard alone and by the mouse alone (the strings pulled through the input layer,
steered by a small controller or the physics' autopilot); only the asked action counts, a wrong one gets a kind
line, leaves the step where it was and puts the frog back; the hint after two wrong tries; stars kept per player;
the lesson reached from the setup and from the pause menu; a broken lesson file refused with its step named."""

from __future__ import annotations

import math
from pathlib import Path
from typing import ClassVar

import pygame
import pytest

from game.app import App
from game.board.coach import Phase, lesson_stars, start_lesson
from game.board.lesson_steps import LessonSteps
from game.board.pause import PauseOverlay
from game.core.match import Match, Seat
from game.physics.autopilot import Autopilot
from game.physics.castle import CASTLE_DIR
from game.physics.kletterfrosch import rope_lengths_for
from game.screens.kletterfrosch.coach import FrogCoach, door_of
from game.screens.kletterfrosch.coach_card import pointed
from game.screens.kletterfrosch.frog_table import sight_of
from game.screens.kletterfrosch.lesson_file import frog_lesson, parse_frog_lesson
from game.screens.kletterfrosch.scene import KletterfroschScene
from game.table.catalog import CATALOG
from game.table.launcher import start_game
from game.table.lessons import LESSON_FILE, LessonError, check_lesson, has_lesson
from tests.apphelp import frames, menu_app, post
from tools.virtual_pad import VirtualPad, key_down, key_tap, key_up, mouse_click, mouse_move, sdl_available

GAME = "kletterfrosch"
LEARNER = Seat("fox", 0)
LESSON_TEXT = (CASTLE_DIR / LESSON_FILE).read_text(encoding="utf-8")
needs_pads = pytest.mark.skipif(not sdl_available(), reason="no SDL library with virtual joysticks")


# ---- what a learner's hands do ---------------------------------------------------------------------------
def wanted_reels(scene: KletterfroschScene, coach: FrogCoach, pilot: Autopilot | None) -> tuple[float, float]:
    """How hard a good learner pulls each string now for the step asked (1: in at full speed, -1: out)."""
    step, world = coach.step, scene.world
    if step.expect in ("left", "right", "both"):
        if step.mode == "coop":
            return (1.0, 0.0)  # the learner's own string; the coach pulls the right one along
        return (float(step.expect != "right"), float(step.expect != "left"))
    if step.expect == "mark":
        assert step.mark is not None
        goal = rope_lengths_for(world.castle, step.mark)
        pulls = [max(-1.0, min(1.0, (now - want) / 40.0)) for now, want in zip(world.rope_length, goal)]
        return (pulls[0], pulls[1])
    assert pilot is not None
    return pilot.control()


class Keys:
    """The keyboard alone: W/S and Up/Down held the share of the time a reel asks for; arrows and Enter pick."""

    device = "keyboard"
    STRINGS = ((pygame.K_w, pygame.K_s), (pygame.K_UP, pygame.K_DOWN))
    PICK: ClassVar[dict[str, int]] = {
        "up": pygame.K_UP,
        "down": pygame.K_DOWN,
        "left": pygame.K_LEFT,
        "right": pygame.K_RIGHT,
    }

    def __init__(self) -> None:
        self.held: set[int] = set()
        self.owed = [0.0, 0.0]  # what the held keys still owe the asked reels (a key is all or nothing)
        self.presses = 0

    def pull(self, reels: tuple[float, float]) -> None:
        want: set[int] = set()
        for i, reel in enumerate(reels):
            self.owed[i] += reel
            held = max(-1, min(1, round(self.owed[i])))
            self.owed[i] -= held
            if held:
                want.add(self.STRINGS[i][0 if held > 0 else 1])
        for key in want - self.held:
            post(key_down(key))
            self.presses += 1
        for key in self.held - want:
            post(key_up(key))
        self.held = want

    def tap(self, name: str) -> None:
        self.presses += 1
        post(key_tap(self.PICK.get(name, pygame.K_RETURN)))


class Pad(Keys):
    """A gamepad alone: the sticks pushed as far as the reels ask; the D-pad and A pick."""

    def __init__(self, pad: VirtualPad) -> None:
        super().__init__()
        self.pad, self.device, self.pushed = pad, "pad1", [0.0, 0.0]

    def pull(self, reels: tuple[float, float]) -> None:
        for i, (axis, reel) in enumerate(zip(("left_y", "right_y"), reels)):
            if reel != self.pushed[i]:
                self.presses += int(self.pushed[i] == 0.0)
                self.pad.set_axis(axis, -reel)
                self.pushed[i] = reel

    def tap(self, name: str) -> None:
        self.presses += 1
        self.pad.tap("a" if name == "confirm" else f"dpad_{name}")


class Mouse(Keys):
    """The mouse alone: each string's handle dragged as far as the reels ask; a click picks."""

    device = "mouse"

    def __init__(self) -> None:
        super().__init__()
        self.grabbed: int | None = None  # one mouse, one handle at a time
        self.beat = 0

    def drag(self, scene: KletterfroschScene, reels: tuple[float, float]) -> None:
        self.beat += 1
        if min(abs(reels[0]), abs(reels[1])) >= 0.3:  # both strings wanted: a handle, then the other, in turns
            side = (self.beat // 15) % 2
        else:
            side = 0 if abs(reels[0]) >= abs(reels[1]) else 1
        reel = reels[side]
        handle = scene.strings.handle_rects()[side]
        if abs(reel) < 0.05:
            self.let_go(handle.center)
            return
        if self.grabbed != side:
            self.let_go(handle.center)
            post([mouse_click(handle.center)[0]])
            self.grabbed, self.presses = side, self.presses + 1
        post(mouse_move((handle.centerx, round(handle.centery + 40 * reel))))

    def let_go(self, at: tuple[int, int]) -> None:
        if self.grabbed is not None:
            post([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=at, button=1, touch=False)])
            self.grabbed = None

    def click(self, at: tuple[int, int]) -> None:
        self.presses += 1
        post(mouse_click(at))


def the_coach(app: App) -> tuple[KletterfroschScene, FrogCoach]:
    scene = app.ctx.scenes.top
    assert isinstance(scene, KletterfroschScene) and scene.coach is not None
    return scene, scene.coach


def work_strings(app: App, hands: Keys, limit: int = 2400) -> None:
    """Pull the strings as the step asks until the coach says it is done."""
    scene, coach = the_coach(app)
    pilot = Autopilot(scene.world) if coach.step.expect == "deliver" else None
    for _ in range(limit):
        if coach.phase is not Phase.ASK or scene.ui not in ("carry", "choose"):
            break
        reels = wanted_reels(scene, coach, pilot) if scene.ui == "carry" else (0.0, 0.0)
        if isinstance(hands, Mouse):
            hands.drag(scene, reels)
        else:
            hands.pull(reels)
        frames(app)
    if isinstance(hands, Mouse):
        hands.let_go((640, 400))
    else:
        hands.pull((0.0, 0.0))
    frames(app)
    assert coach.phase is not Phase.ASK, f"step {coach.index + 1} ({coach.step.expect}) was never done"


def open_door(app: App, hands: Keys) -> None:
    """The memory step: walk the cursor to the door the coach points at and press it (the mouse clicks it)."""
    scene, _coach = the_coach(app)
    frame = door_of(scene.state)
    assert frame is not None
    if isinstance(hands, Mouse):
        hands.click(scene.view.cell_rect(frame).center)
        frames(app)
        return
    stuck = False
    for _ in range(40):
        here = scene.board.cursor(hands.device)
        if here == frame:
            break
        rect, (tx, ty) = scene.view.cell_rect(here), scene.view.cell_rect(frame).center
        vertical = abs(ty - rect.centery) > rect.h * 0.4 and (not stuck or abs(tx - rect.centerx) < rect.w * 0.4)
        hands.tap(("up" if ty < rect.centery else "down") if vertical else ("left" if tx < rect.centerx else "right"))
        frames(app)
        stuck = vertical and scene.board.cursor(hands.device) == here
    assert scene.board.cursor(hands.device) == frame
    hands.tap("confirm")
    frames(app)


def go_on(app: App, hands: Keys) -> None:
    """After a step: wait for its picture and the settle time, then one press."""
    scene, coach = the_coach(app)
    for _ in range(600):
        if not scene.feedback.busy and coach.timer >= 0.5:
            break
        frames(app)
    if isinstance(hands, Mouse):
        hands.click((640, 300))
    else:
        hands.tap("confirm")
    frames(app)


def play_through(app: App, hands: Keys, opened: bool = False) -> tuple[FrogCoach, int]:
    """The whole lesson to the celebration's last press (`opened`: already open); the coach and the presses."""
    if not opened:
        start_lesson(app.ctx, GAME, LEARNER)
        frames(app)
    _, coach = the_coach(app)
    for index in range(len(coach.lesson.steps)):
        _scene, coach = the_coach(app)
        assert coach.index == index
        if coach.step.expect == "door":
            open_door(app, hands)
        else:
            work_strings(app, hands)
        go_on(app, hands)
    return coach, hands.presses


def finished(app: App, coach: FrogCoach) -> None:
    assert coach.phase is Phase.DONE and not isinstance(app.ctx.scenes.top, KletterfroschScene)
    assert lesson_stars(app.ctx, GAME) == {"fox": coach.stars}


# ---- the lesson played through ---------------------------------------------------------------------------
@needs_pads
def test_the_frog_lesson_by_a_gamepad_alone_to_the_celebration(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    with VirtualPad() as pad:
        frames(app, 3)
        coach, presses = play_through(app, Pad(pad))
    finished(app, coach)
    assert coach.mistakes == 0 and coach.stars == 3
    # The count reported on issue 24: a stick pushed from rest or a button pressed is one press.
    steps = len(coach.lesson.steps)
    assert 5 <= steps <= 10 and presses <= 3 * steps
    print(f"gamepad: {steps} steps, {presses} presses")


def test_the_frog_lesson_by_the_keyboard_alone_to_the_celebration(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    coach, presses = play_through(app, Keys())
    finished(app, coach)
    assert coach.stars == 3
    print(f"keyboard: {len(coach.lesson.steps)} steps, {presses} presses")


def test_the_frog_lesson_by_the_mouse_alone_to_the_celebration(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    coach, presses = play_through(app, Mouse())
    finished(app, coach)
    print(f"mouse: {len(coach.lesson.steps)} steps, {presses} presses")


# ---- only the asked action counts ------------------------------------------------------------------------
def opened_at(app: App, step: int) -> tuple[KletterfroschScene, FrogCoach]:
    """The lesson open at `step` (0-based), its frog settled on the throne."""
    start_lesson(app.ctx, GAME, LEARNER)
    frames(app)
    _scene, coach = the_coach(app)
    coach.index = step
    coach.open_step()
    frames(app, 5)
    return the_coach(app)


def hold(app: App, keys: list[int], n: int = 60) -> None:
    post([e for k in keys for e in key_down(k)])
    frames(app, n)
    post([e for k in keys for e in key_up(k)])
    frames(app, 20)


def at_the_start(scene: KletterfroschScene) -> bool:
    """The frog sits on its throne with the ball in the cup, as the step began (K8)."""
    return math.dist(scene.world.frog_position, scene.world.castle.throne) < 2 and scene.world.ball_in_cup


def test_pulling_the_other_string_never_advances_and_puts_the_frog_back(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene, coach = opened_at(app, 0)  # "pull the left string"
    hold(app, [pygame.K_UP])  # the right one
    assert the_coach(app) == (scene, coach) and coach.phase is Phase.ASK and coach.mistakes == 1
    assert at_the_start(scene) and not coach.hinting
    assert coach.said == app.ctx.t("kletterfrosch.lesson.wrong.other")  # said in the coach's card (issue 34, 11)
    assert not [t for t in app.ctx.toasts if t.kind == "error"]
    hold(app, [pygame.K_UP])
    assert coach.phase is Phase.ASK and coach.wrong == 2 and coach.hinting
    assert coach.lines(scene)[1] == app.ctx.t("kletterfrosch.lesson.left_hint")  # the hint after two wrong tries
    hold(app, [pygame.K_w])
    assert coach.phase is Phase.AFTER and coach.lines(scene)[0] == app.ctx.t("kletterfrosch.lesson.left_why")


def test_one_string_is_not_both(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene, coach = opened_at(app, 2)  # "pull both strings at once"
    hold(app, [pygame.K_w], 120)
    assert coach.phase is Phase.ASK and coach.mistakes == 1 and at_the_start(scene)
    hold(app, [pygame.K_w, pygame.K_UP])
    assert coach.phase is Phase.AFTER


def test_a_wrong_door_never_opens_nor_moves_a_tile(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene, coach = opened_at(app, [s.expect for s in frog_lesson().steps].index("door"))  # type: ignore[union-attr]
    before, right = scene.state, door_of(scene.state)
    wrong = next(f for f in range(10) if f != right and before.frames[f] is not None)
    post(mouse_click(scene.view.cell_rect(wrong).center))
    frames(app, 30)
    assert scene.state is before and scene.ui == "choose" and coach.phase is Phase.ASK and coach.mistakes == 1
    post(mouse_click(scene.view.cell_rect(right).center))
    frames(app)
    assert coach.phase is Phase.AFTER and scene.state.phase == "carry"


def test_a_dropped_ball_is_put_back_and_not_played(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene, coach = opened_at(app, [s.expect for s in frog_lesson().steps].index("deliver"))  # type: ignore[union-attr]
    before = scene.state
    scene.world.time_left = 0.01  # the sand runs out: the try ends without the ball home
    frames(app, 3)
    assert scene.state is before and coach.phase is Phase.ASK and coach.mistakes == 1 and at_the_start(scene)
    assert scene.ui == "carry"  # the learner tries again at once


def test_the_coach_points_at_the_handle_the_mark_the_window_and_the_door(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    lesson = frog_lesson()
    assert lesson is not None
    for i, step in enumerate(lesson.steps[:-1]):
        scene, coach = opened_at(app, i)
        handles = scene.strings.handle_rects()
        shown = pointed(coach.step, scene.view, sight_of(scene, coach.lines(scene)))
        if step.expect in ("left", "right"):
            assert shown == [handles[0 if step.expect == "left" else 1]]
        elif step.expect == "both":
            assert shown == ([handles[0]] if step.mode == "coop" else list(handles))
        elif step.expect == "door":
            assert shown == [scene.view.cell_rect(door_of(scene.state))]
        elif step.expect == "deliver":
            assert shown == [scene.view.cell_rect(scene.world.target)]
        else:
            assert step.mark is not None and shown[0].collidepoint(scene_point(step.mark))
        app.ctx.scenes.pop()


def scene_point(p: tuple[float, float]) -> tuple[float, float]:
    from game.screens.kletterfrosch.view import VIEW

    return VIEW.pt(p)


def test_K10_in_the_team_step_the_learner_holds_the_left_string_and_the_coach_the_right(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    lesson = frog_lesson()
    assert lesson is not None
    scene, _coach = opened_at(app, [s.mode for s in lesson.steps].index("coop"))
    start = tuple(scene.world.rope_length)
    hold(app, [pygame.K_UP], 20)  # the right string is the coach's: the learner's keys for it do nothing
    assert tuple(scene.world.rope_length) == start
    hold(app, [pygame.K_w], 20)
    left, right = (b - now for b, now in zip(start, scene.world.rope_length))
    assert left > 20 and abs(left - right) < 5  # the coach pulled along


def test_restart_in_the_pause_menu_tries_the_same_step_again(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene, coach = opened_at(app, 1)
    hold(app, [pygame.K_w])  # a wrong try: the step is the same, the try counted
    scene.exits.open_pause()
    frames(app)
    scene.exits.restart()
    frames(app)
    again, same = the_coach(app)
    assert again is not scene and same is coach and coach.index == 1 and coach.phase is Phase.ASK
    assert coach.wrong == 0 and coach.mistakes == 1 and at_the_start(again)


def test_the_card_shows_the_buttons_of_the_device_in_use(tmp_path: Path) -> None:
    from game.screens.kletterfrosch import control_art
    from game.screens.kletterfrosch.coach_card import PICTURE_H, controls_picture

    app = menu_app(tmp_path)
    _scene, coach = opened_at(app, 0)  # the left string: its buttons only
    # nothing used yet and no pad plugged in: the mouse's (issue 34, point 32: never every device's at once)
    assert controls_picture(app.ctx, coach) is control_art.controls(app.ctx, "mouse", PICTURE_H, 0)
    hold(app, [pygame.K_s], 10)  # letting the string out is no wrong try, and tells the keyboard is used
    assert coach.device == "keyboard" and coach.mistakes == 0
    assert controls_picture(app.ctx, coach) is control_art.controls(app.ctx, "keyboard", PICTURE_H, 0)


# ---- the challenge and the stars -------------------------------------------------------------------------
def test_a_lost_challenge_is_tried_again_and_keeps_no_stars(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene, coach = opened_at(app, len(frog_lesson().steps) - 1)  # type: ignore[arg-type]
    scene.world.time_left = 0.01
    frames(app, 3)
    assert coach.phase is Phase.LOST and lesson_stars(app.ctx, GAME) == {}
    frames(app, 30)
    post(key_tap(pygame.K_RETURN))
    frames(app)
    again, coach = the_coach(app)
    assert again is not scene and coach.phase is Phase.ASK and coach.step.challenge


# ---- where the lesson is found ---------------------------------------------------------------------------
def test_the_setup_offers_the_frog_lesson_and_marks_its_stars_for_the_player(tmp_path: Path) -> None:
    from game.screens.setup import SetupScene

    app = menu_app(tmp_path)
    assert has_lesson(GAME)
    setup = SetupScene(app.ctx, CATALOG[GAME])
    app.push(setup)
    frames(app)
    next(w for w in setup.focus.widgets if w.key == "lesson").activate(app.ctx)
    frames(app)
    scene, coach = the_coach(app)
    assert coach.index == 0 and not scene.flow.saving
    coach, _ = play_through(app, Keys(), opened=True)
    assert app.ctx.scenes.top is setup  # back where the lesson was opened
    assert lesson_stars(app.ctx, GAME) == {setup.seats[0].name: coach.stars}
    button = next(w for w in setup.focus.widgets if w.key == "lesson")
    assert callable(button.note) and button.note() == app.ctx.t("lesson.stars", stars=coach.stars)


def test_the_pause_menu_opens_the_frog_lesson_over_the_game_but_not_inside_it(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    start_game(app.ctx, Match(GAME, (LEARNER, Seat("bear", 1)), {"mode": "coop", "castle": "castle_1"}))
    frames(app)
    game = app.ctx.scenes.top
    assert isinstance(game, KletterfroschScene)
    items = game.exits.lesson_items()
    assert [label() for label, _ in items] == [app.ctx.t("lesson.how")]
    items[0][1]()
    frames(app)
    steps = app.ctx.scenes.top  # over a game, the lesson's steps are offered first (issue 34, point 25)
    assert isinstance(steps, LessonSteps)
    steps.buttons[0].on_press()
    frames(app)
    scene, _coach = the_coach(app)
    assert scene is not game and scene.exits.lesson_items() == []
    scene.exits.open_pause()
    frames(app)
    assert isinstance(app.ctx.scenes.top, PauseOverlay)


# ---- the lesson file ---------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("old", "new", "step", "why"),
    [
        ('expect = "right"', 'expect = "sideways"', 2, "expect"),
        ("mark = [470, 405]", "mark = [470, 9000]", 4, "not on the wall"),
        ('mode = "memory"\nseed = 0', 'mode = "solo"\nseed = 0', 6, "cannot ask"),
        ('expect = "both"\nmode = "coop"', 'expect = "left"\nmode = "coop"', 7, "cannot ask"),
        ("challenge = true", "challenge = false", 8, "challenge"),
    ],
)
def test_a_broken_lesson_file_is_refused_with_its_step_named(old: str, new: str, step: int, why: str) -> None:
    assert old in LESSON_TEXT
    with pytest.raises(LessonError, match=rf"^levels/kletterfrosch/lesson.toml: step {step}: .*{why}"):
        parse_frog_lesson(LESSON_TEXT.replace(old, new, 1), "levels/kletterfrosch/lesson.toml")


def test_a_broken_lesson_file_leaves_the_game_without_a_lesson(tmp_path: Path) -> None:
    for path in CASTLE_DIR.glob("castle_*.toml"):
        (tmp_path / path.name).write_text(path.read_text(encoding="utf-8"), encoding="utf-8")
    (tmp_path / LESSON_FILE).write_text(LESSON_TEXT + "\n[[step]]\n")
    assert frog_lesson(tmp_path) is None
    (tmp_path / LESSON_FILE).write_text(LESSON_TEXT)
    assert frog_lesson(tmp_path) is not None


def test_the_lesson_file_is_checked_by_check_levels_and_is_no_castle() -> None:
    from game.physics.castle import castle_paths

    assert check_lesson(CASTLE_DIR / LESSON_FILE) == "lesson of kletterfrosch"
    assert CASTLE_DIR / LESSON_FILE not in castle_paths()


@pytest.mark.parametrize("phase", [Phase.AFTER, Phase.DONE, Phase.LOST])
def test_press_in_the_card_s_lines_is_a_button_picture_never_the_token_s_text(tmp_path: Path, phase: Phase) -> None:
    """ "Press {press} to go on": the frog's card draws the button of the device in use, as the board coach's does."""
    from game.screens.kletterfrosch.lesson_shots import staged_frog_lesson

    app = menu_app(tmp_path)
    lesson = frog_lesson()
    assert lesson is not None
    staged_frog_lesson(app, step=0 if phase is Phase.AFTER else len(lesson.steps) - 1, phase=phase)
    drawn: list[str] = []
    real_text = app.ctx.assets.text

    def spy(text: str, *args: object, **kwargs: object) -> pygame.Surface:
        drawn.append(text)
        return real_text(text, *args, **kwargs)  # type: ignore[arg-type]

    app.ctx.assets.text = spy  # type: ignore[method-assign]
    frames(app, 2)
    assert any("go on" in line for line in drawn)
    assert not any("{" in line for line in drawn), drawn
