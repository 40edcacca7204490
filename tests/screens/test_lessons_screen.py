"""Lessons played on the board parts (issue 24): each game's lesson from the first step to the celebration by the
mouse alone and by a gamepad alone; a wrong move never advances and never changes the position; the answer is
shown after two wrong tries; the stars are kept per player name; a game with no lesson has none."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any, ClassVar

import pygame
import pytest

from game.app import App
from game.board.coach import Coach, Phase, lesson_stars, start_lesson
from game.board.flow import typed_move
from game.board.lesson_steps import LessonSteps
from game.board.results import ResultsOverlay
from game.board.scene import BoardGameScene
from game.core.match import Seat
from tests.apphelp import frames, menu_app, post, route
from tools.virtual_pad import VirtualPad, key_tap, mouse_click, mouse_wheel, sdl_available

LEARNER = Seat("fox", 0)
LESSONS = ("dama", "jaleo", "thirtysix", "farmini", "mapello")


def winning_move(state: Any, me: int, plies: int) -> Any:
    """A move that wins for `me` within `plies` whatever the other side does (the challenges are small); a move
    that wins at once first, as a perfect learner plays."""
    for move in state.legal_moves():
        after = state.play(move)
        if after.is_over and tuple(after.outcome.winners) == (me,):
            return move
    for move in state.legal_moves():
        after = state.play(move)
        if after.is_over:
            continue
        if plies >= 3 and all(
            winning_move(after.play(r), me, plies - 2) is not None
            or (after.play(r).is_over and tuple(after.play(r).outcome.winners) == (me,))
            for r in after.legal_moves()
        ):
            return move
    return None


def scene_of(app: App) -> BoardGameScene:
    scene = app.ctx.scenes.top
    assert isinstance(scene, BoardGameScene) and scene.coach is not None
    return scene


def settle(app: App, scene: BoardGameScene) -> None:
    """Let the animations run out (and the computer answer in the challenge)."""
    for _ in range(200):
        if not scene.feedback.busy and (scene.flow.people_act() or scene.flow.is_over):
            return
        frames(app, 1, dt=0.05)


class Mouse:
    device = "mouse"

    def press(self, app: App, scene: BoardGameScene, cell: Any) -> None:
        post(mouse_click(scene.view.cell_rect(cell).center))
        frames(app)

    def go_on(self, app: App) -> None:
        post(mouse_click((640, 400)))
        frames(app)


class Pad:
    def __init__(self, pad: VirtualPad | None) -> None:
        self.pad, self.device = pad, "pad1"

    def tap(self, button: str) -> None:
        assert self.pad is not None
        self.pad.tap(button)

    def press(self, app: App, scene: BoardGameScene, cell: Any) -> None:
        """Walk the cursor to `cell` by the D-pad (the nearest cell that way on screen; where that finds no way,
        a shortest way as the cells lie: a farm's places lie around it, not in rows), then press A."""
        stuck = False  # the way up or down found no cell: go along the row first
        for _ in range(60):
            here = scene.board.cursor(self.device)
            if here == cell:
                break
            rect, (tx, ty) = scene.view.cell_rect(here), scene.view.cell_rect(cell).center
            (x, y) = rect.center
            vertical = abs(ty - y) > rect.h * 0.4 and (not stuck or abs(tx - x) < rect.w * 0.4)
            self.tap(("dpad_up" if ty < y else "dpad_down") if vertical else ("dpad_left" if tx < x else "dpad_right"))
            frames(app)
            stuck = vertical and scene.board.cursor(self.device) == here
        for _ in range(20):
            here = scene.board.cursor(self.device)
            if here == cell:
                break
            self.tap(f"dpad_{route(scene, here, cell)[0]}")
            frames(app)
        assert scene.board.cursor(self.device) == cell
        self.tap("a")
        frames(app)

    def go_on(self, app: App) -> None:
        self.tap("a")
        frames(app)


class Keys(Pad):
    """The keyboard alone: the arrows walk the keyboard's cursor, Enter presses (through the input layer)."""

    KEYS: ClassVar[dict[str, int]] = {
        "dpad_up": pygame.K_UP,
        "dpad_down": pygame.K_DOWN,
        "dpad_left": pygame.K_LEFT,
        "dpad_right": pygame.K_RIGHT,
        "a": pygame.K_RETURN,
    }

    def __init__(self) -> None:
        super().__init__(None)
        self.device = "keyboard"

    def tap(self, button: str) -> None:
        post(key_tap(self.KEYS[button]))


def make(app: App, scene: BoardGameScene, move: Any, hand: Any) -> int:
    """Press the picks of `move` one by one until it is played (the picks forced after a press make themselves);
    the presses it took. A move with nothing to press (Mapello's pass, M11) is played by the table itself after its
    banner: wait for it."""
    n, presses = len(scene.turns.moves), 0
    picks = scene.view.picks_of(typed_move(scene.state, move)) or ()
    for pick in picks:
        if len(scene.turns.moves) > n:
            break
        hand.press(app, scene, scene.view.cell_of_pick(pick))
        presses += 1
    for _ in range(0 if picks else 200):
        if len(scene.turns.moves) > n:
            break
        frames(app, 1, dt=0.05)
    return presses


def play_through(app: App, game: str, hand: Any) -> tuple[Coach, int]:
    """The whole lesson, a perfect learner: the presses it took (board presses and presses to go on)."""
    coach = start_lesson(app.ctx, game, LEARNER)
    assert coach is not None
    frames(app, 2)
    presses = 0
    for i, step in enumerate(coach.lesson.steps):
        scene = scene_of(app)
        assert coach.index == i and scene.state.is_over is False
        if step.challenge:
            break
        before = presses
        n = len(scene.turns.moves)
        presses += make(app, scene, step.expect[0], hand)
        assert scene.turns.moves[n] == step.expect[0] and coach.phase is Phase.AFTER
        settle(app, scene)
        frames(app, 12, dt=0.05)  # the reply, if any, and its animation
        settle(app, scene)
        until_asked_to_go_on(app, coach, scene)
        hand.go_on(app)
        presses += 1
        assert presses > before
    scene = scene_of(app)
    while not scene.flow.is_over:
        settle(app, scene)
        if scene.flow.is_over:
            break
        move = next((m for plies in (1, 3, 5) if (m := winning_move(scene.state, coach.seat, plies)) is not None), None)
        assert move is not None  # the challenges are won by a plan of two or three moves, whatever the reply
        presses += make(app, scene, str(move), hand)
        settle(app, scene)
    frames(app, 30, dt=0.05)
    assert coach.phase is Phase.DONE
    until_asked_to_go_on(app, coach, scene)
    hand.go_on(app)
    presses += 1
    return coach, presses


def until_asked_to_go_on(app: App, coach: Coach, scene: BoardGameScene) -> None:
    """Frames until the card says "Press … to go on" (the move's consequence and the reply have played)."""
    for _ in range(100):
        if coach.phase_lines(coach.ready(scene)) is not None and coach.ready(scene):
            break
        frames(app, 1, dt=0.05)
    assert coach.ready(scene) and coach.phase_lines(True) == coach.phase_lines(coach.ready(scene))


@pytest.mark.parametrize("game", LESSONS)
def test_a_lesson_by_the_mouse_alone_to_the_celebration(tmp_path: Path, game: str) -> None:
    app = menu_app(tmp_path)
    coach, presses = play_through(app, game, Mouse())
    assert coach.stars == 3 and app.ctx.scenes.top is not coach.scene
    assert lesson_stars(app.ctx, game) == {"fox": 3}
    assert app.ctx.saves.resumable() == []  # a lesson is never saved as a game to resume
    print(f"{game}: {len(coach.lesson.steps)} steps, {presses} presses")


@pytest.mark.skipif(not sdl_available(), reason="no virtual joystick support in this SDL")
@pytest.mark.parametrize("game", LESSONS)
def test_a_lesson_by_a_gamepad_alone_to_the_celebration(tmp_path: Path, game: str) -> None:
    app = menu_app(tmp_path)
    with VirtualPad() as pad:
        frames(app, 2)
        coach, _ = play_through(app, game, Pad(pad))
    assert coach.phase is Phase.DONE and lesson_stars(app.ctx, game) == {"fox": 3}


@pytest.mark.parametrize("game", LESSONS)
def test_a_lesson_by_the_keyboard_alone_to_the_celebration(tmp_path: Path, game: str) -> None:
    app = menu_app(tmp_path)
    coach, _ = play_through(app, game, Keys())
    assert coach.phase is Phase.DONE and lesson_stars(app.ctx, game) == {"fox": 3}


@pytest.mark.parametrize("game", LESSONS)
def test_a_wrong_move_never_advances_nor_changes_the_position(tmp_path: Path, game: str) -> None:
    app = menu_app(tmp_path)
    coach = start_lesson(app.ctx, game, LEARNER)
    assert coach is not None
    frames(app, 2)
    for i, step in enumerate(coach.lesson.steps[:-1]):
        coach.index = i
        scene = coach.open_step()
        frames(app)
        # legal moves the step does not ask for, and other steps' moves (mostly not even legal here)
        wrong: list[Any] = [m for m in scene.state.legal_moves() if str(m) not in step.expect][:2]
        wrong += [s.expect[0] for s in coach.lesson.steps[:-1] if s.expect[0] not in step.expect][:2]
        key = scene.state.key
        for move in wrong:
            assert scene.play(move) is None
            assert scene.state.key == key and scene.turns.moves == [] and coach.phase is Phase.ASK
            assert coach.index == i
        if len(wrong) >= 2:
            assert scene.hint is not None and str(scene.hint) == step.expect[0]  # the answer, after two tries
    assert coach.stars < 3


def without_a_lesson_file(monkeypatch: pytest.MonkeyPatch, game: str) -> None:
    """`game`'s lesson file taken away (every game has one by now): the table must do without it."""
    from game.table import lessons

    found = lessons.level_path

    def level_path(name: str, file: str) -> Path:
        if name == game:
            raise FileNotFoundError(f"levels/{name}/{file}")
        return found(name, file)

    monkeypatch.setattr(lessons, "level_path", level_path)


def test_a_game_without_a_lesson_file_has_none(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    app = menu_app(tmp_path)
    without_a_lesson_file(monkeypatch, "mapello")
    assert start_lesson(app.ctx, "mapello", LEARNER) is None


# ---- the ways in ---------------------------------------------------------------------------------------------
def test_setup_offers_learn_to_play_only_for_a_game_with_a_lesson(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from game.screens.setup import SetupScene
    from game.table.catalog import CATALOG

    app = menu_app(tmp_path)
    without_a_lesson_file(monkeypatch, "mapello")
    keys = {name: {w.key for w in SetupScene(app.ctx, CATALOG[name]).focus.widgets} for name in ("dama", "mapello")}
    assert "lesson" in keys["dama"] and "lesson" not in keys["mapello"]
    setup = SetupScene(app.ctx, CATALOG["jaleo"])
    app.push(setup)
    button = next(w for w in setup.focus.widgets if w.key == "lesson")
    button.activate(app.ctx)
    frames(app)
    scene = scene_of(app)
    assert scene.match.game == "jaleo" and scene.coach is not None and scene.coach.index == 0
    scene.coach.keep_stars()
    scene.coach.finish()
    assert app.ctx.scenes.top is setup  # the lesson goes back where it was opened, its stars marked
    button = next(w for w in setup.focus.widgets if w.key == "lesson")
    assert callable(button.note) and button.note() == app.ctx.t("lesson.stars", stars=3)


def test_the_pause_menu_opens_the_lesson_over_the_game(tmp_path: Path) -> None:
    from game.board.pause import PauseOverlay
    from game.core.match import Match
    from game.table.launcher import start_game

    app = menu_app(tmp_path)
    start_game(app.ctx, Match("dama", (Seat("bear", 0), Seat("cat", 1))))
    game = app.ctx.scenes.top
    assert isinstance(game, BoardGameScene)
    game.play(game.state.legal_moves()[0])
    game.exits.open_pause()
    pause = app.ctx.scenes.top
    assert isinstance(pause, PauseOverlay)
    how = app.ctx.t("lesson.how")
    assert pause.box.bottom <= 720  # one more item still fits the screen
    entry = next(b for b in pause.buttons if callable(b.label) and b.label() == how)
    entry.on_press()
    frames(app)
    steps = app.ctx.scenes.top  # over a game, the lesson's steps are offered first (issue 34, point 25)
    assert isinstance(steps, LessonSteps)
    steps.buttons[0].on_press()
    frames(app)
    lesson = scene_of(app)
    assert lesson is not game and lesson.match.seats[0].name == "cat"  # the player to move learns
    assert lesson.coach is not None
    lesson.coach.finish()
    assert app.ctx.scenes.top is game and len(game.turns.moves) == 1
    assert app.ctx.saves.resumable() == ["dama"]  # the game is kept, the lesson is not saved over it


def test_a_lost_challenge_is_tried_again_and_keeps_no_stars(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    coach = start_lesson(app.ctx, "dama", LEARNER)
    assert coach is not None
    coach.index = len(coach.lesson.steps) - 1
    scene = coach.open_step()
    frames(app, 2)
    scene.flow.end("resign", coach.seat)  # the learner gives up (the game is lost all the same)
    frames(app, 10, dt=0.1)
    assert coach.phase is Phase.LOST and not any(isinstance(s, ResultsOverlay) for s in app.ctx.scenes.scenes)
    post(mouse_click((640, 400)))
    frames(app)
    again = scene_of(app)
    assert again is not scene and coach.phase is Phase.ASK and coach.index == len(coach.lesson.steps) - 1
    assert not again.flow.is_over and lesson_stars(app.ctx, "dama") == {}


def test_a_finished_lesson_is_marked_on_the_setup_for_its_player(tmp_path: Path) -> None:
    from game.screens.setup import SetupScene
    from game.table.catalog import CATALOG
    from game.ui import theme

    app = menu_app(tmp_path)
    coach = start_lesson(app.ctx, "dama", LEARNER)
    assert coach is not None
    coach.mistakes = 3
    coach.keep_stars()
    setup = SetupScene(app.ctx, CATALOG["dama"])
    button = next(w for w in setup.focus.widgets if w.key == "lesson")
    note = button.note() if callable(button.note) else button.note
    assert note == app.ctx.t("lesson.stars", stars=2)
    for lang in ("en", "ja"):  # the note fits its button in both languages
        words = json.loads(
            (Path(__file__).resolve().parents[2] / "game" / "locales" / f"{lang}.json").read_text(encoding="utf-8")
        )
        text = words["lesson.stars"].format(stars=2)
        assert app.ctx.assets.font(theme.FONT_SMALL).size(text)[0] <= button.rect.w - 24, (lang, text)


# ---- Farmini: a move is several picks, and a card's turn is one of them ----------------------------------------
def follow_the_hand(app: App, scene: BoardGameScene, coach: Coach, hand: Any) -> int:
    """Press only where the coach's hand points until the step's move is played; the presses it took."""

    n, presses = len(scene.turns.moves), 0
    while len(scene.turns.moves) == n:
        cell = scene.view.coach_cell(typed_move(scene.state, coach.step.expect[0]), scene.board.builder.picked)
        assert cell in scene.view.cells(), (coach.step.say, cell)  # the hand points at something to press
        coach.draw(scene, pygame.Surface((1280, 720)))  # and is drawn there
        hand.press(app, scene, cell)
        presses += 1
        assert presses <= 8, coach.step.say
    return presses


@pytest.mark.parametrize("hand", ["mouse", "keyboard"])
def test_farmini_the_hand_points_at_each_pick_card_place_turn_button_and_troughs(tmp_path: Path, hand: str) -> None:
    from game.screens.farmini.view import TURN

    app = menu_app(tmp_path)
    coach = start_lesson(app.ctx, "farmini", LEARNER)
    assert coach is not None
    frames(app, 2)
    device: Any = Mouse() if hand == "mouse" else Keys()
    presses = []
    for i, step in enumerate(coach.lesson.steps[:-1]):
        scene = scene_of(app)
        if i == 1:  # the turning step: laid out the first way it fits, the hand goes to the turn button
            device.press(app, scene, ("slot", 3))
            device.press(app, scene, ("cell", 1, 0))
            assert scene.view.coach_cell(typed_move(scene.state, step.expect[0]), scene.board.builder.picked) == TURN
            scene.board.builder.clear()
        presses.append(follow_the_hand(app, scene, coach, device))
        assert scene.turns.moves[-1] == step.expect[0] and coach.phase is Phase.AFTER and coach.mistakes == 0
        settle(app, scene)
        frames(app, 12, dt=0.05)
        device.go_on(app)
        assert coach.index == i + 1
    # the card, its place, then laid (the turning step: turned once by the round button between)
    assert presses == [3, 4, 3, 3, 2, 3]
    print(f"farmini, following the hand: {presses} presses a step, {sum(presses) + len(presses)} with going on")


def _farmini_turning_step(tmp_path: Path) -> tuple[App, Coach, Any]:
    """Farmini's lesson opened at its turning step: turn the corner card so its corn is on top."""
    app = menu_app(tmp_path)
    coach = start_lesson(app.ctx, "farmini", LEARNER)
    assert coach is not None
    coach.index = 1
    scene = coach.open_step()
    frames(app)
    return app, coach, scene


def test_farmini_a_card_laid_the_wrong_way_round_does_not_advance(tmp_path: Path) -> None:
    app, coach, scene = _farmini_turning_step(tmp_path)
    key = scene.state.key
    for press in (("slot", 3), ("cell", 1, 0), ("cell", 1, 0)):  # laid the first way it fits: corn below
        Mouse().press(app, scene, press)
    assert scene.state.key == key and scene.turns.moves == [] and coach.phase is Phase.ASK and coach.wrong == 1
    for press in (("slot", 3), ("cell", 1, 0), ("turn", 1), ("cell", 1, 0)):  # turned once: corn on top
        Mouse().press(app, scene, press)
    assert scene.turns.moves == ["take 3 @1,0 r2"] and coach.phase is Phase.AFTER


def test_farmini_a_farm_alone_is_learnt_alone_and_the_challenge_is_against_the_easy_computer(tmp_path: Path) -> None:
    from game.screens.farmini.scene import FarminiScene

    app = menu_app(tmp_path)
    coach = start_lesson(app.ctx, "farmini", LEARNER)
    assert coach is not None
    for i, step in enumerate(coach.lesson.steps):
        coach.index = i
        scene = coach.open_step()
        frames(app)
        assert isinstance(scene, FarminiScene) and scene.state.players == len(scene.match.seats)
        seats = [(s.name, s.kind, s.level) for s in scene.match.seats]
        assert seats == (
            [("fox", "human", "medium")]
            if not step.challenge
            else [
                ("fox", "human", "medium"),
                ("bear", "computer", "easy"),
            ]
        )
        if not step.challenge:  # a staged farm's score is no solo best (F13's records are for real games)
            scene.play(step.expect[0])
            assert scene.session.is_staged and not scene.session.record_saved
    assert scene.session.records.table() == []


@pytest.mark.skipif(not sdl_available(), reason="no virtual joystick support in this SDL")
def test_farmini_the_shoulders_q_e_and_the_wheel_turn_the_card_and_the_hand_goes_back_to_its_place(
    tmp_path: Path,
) -> None:
    from game.screens.farmini.view import TURN

    app, coach, scene = _farmini_turning_step(tmp_path)
    move = typed_move(scene.state, coach.step.expect[0])
    for press in (("slot", 3), ("cell", 1, 0)):
        Mouse().press(app, scene, press)

    def pointed() -> Any:
        return scene.view.coach_cell(move, scene.board.builder.picked)

    assert pointed() == TURN
    with VirtualPad() as pad:
        frames(app)
        for turn, back in (
            (lambda: pad.tap("right_shoulder"), lambda: pad.tap("left_shoulder")),
            (lambda: post(key_tap(pygame.K_e)), lambda: post(key_tap(pygame.K_q))),
            (lambda: post(mouse_wheel(-1)), lambda: post(mouse_wheel(1))),
        ):
            turn()
            frames(app)
            assert pointed() == ("cell", 1, 0)  # turned as the step asks: the hand goes back to lay it
            back()
            frames(app)
            assert pointed() == TURN
    assert scene.turns.moves == [] and coach.mistakes == 0  # turning never plays nor counts as a try


def test_mapello_pass_step_the_table_passes_for_the_learner_under_its_banner(tmp_path: Path) -> None:
    """M11 as a player sees it: with no placement the pass is not a press, the table plays it after the "Pass!"
    banner (held longer in a lesson, to read the coach's line); a press on the board meanwhile changes nothing."""
    from game.board.coach import PASS_HOLD

    app = menu_app(tmp_path)
    coach = start_lesson(app.ctx, "mapello", LEARNER)
    assert coach is not None
    coach.index = next(i for i, s in enumerate(coach.lesson.steps) if s.expect == ("pass",))
    scene = coach.open_step()
    frames(app, 20, dt=0.05)  # a second: the banner is up, the coach still asks
    assert scene.passing > 0 and coach.phase is Phase.ASK and scene.turns.moves == []
    Mouse().press(app, scene, (4, 3))  # c4, the cell White will play: nothing for Black there
    assert scene.turns.moves == [] and coach.phase is Phase.ASK and coach.mistakes == 0
    frames(app, int(PASS_HOLD / 0.05), dt=0.05)
    assert scene.turns.moves[0] == "pass" and coach.phase is Phase.AFTER
    settle(app, scene)
    frames(app, 12, dt=0.05)
    assert scene.turns.moves == ["pass", "c4"]  # White plays again (the step's reply)
