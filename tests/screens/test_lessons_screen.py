"""Lessons played on the board parts (issue 24): each game's lesson from the first step to the celebration by the
mouse alone and by a gamepad alone; a wrong move never advances and never changes the position; the answer is
shown after two wrong tries; the stars are kept per player name; a game with no lesson has none."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.board.coach import Coach, Phase, lesson_stars, start_lesson
from game.board.flow import typed_move
from game.board.scene import BoardGameScene
from game.core.match import Seat
from game.screens.results import ResultsOverlay
from tests.apphelp import frames, menu_app, post
from tools.virtual_pad import VirtualPad, key_tap, mouse_click, sdl_available

LEARNER = Seat("fox", 0)
LESSONS = ("dama", "jaleo", "mapello")


def winning_move(state: Any, me: int, plies: int) -> Any:
    """A move that wins for `me` within `plies` whatever the other side does (the challenges are small)."""
    for move in state.legal_moves():
        after = state.play(move)
        if after.is_over:
            if tuple(after.outcome.winners) == (me,):
                return move
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
        """Walk the cursor to `cell` by the D-pad (the nearest cell that way on screen), then press A."""
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
        assert scene.board.cursor(self.device) == cell
        self.tap("a")
        frames(app)

    def go_on(self, app: App) -> None:
        self.tap("a")
        frames(app)


class Keys(Pad):
    """The keyboard alone: the arrows walk the keyboard's cursor, Enter presses (through the input layer)."""

    KEYS = {
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


def make(app: App, scene: BoardGameScene, move: Any, hand: Any) -> None:
    """Press the picks of `move` one by one until it is played; a move with nothing to press (Mapello's pass, M11)
    is played by the table itself after its banner: wait for it."""
    n = len(scene.turns.moves)
    picks = scene.view.picks_of(typed_move(scene.state, move)) or ()
    for pick in picks:
        if len(scene.turns.moves) > n:
            break
        hand.press(app, scene, scene.view.cell_of_pick(pick))
    for _ in range(0 if picks else 200):
        if len(scene.turns.moves) > n:
            break
        frames(app, 1, dt=0.05)


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
        presses += len(scene.view.picks_of(typed_move(scene.state, step.expect[0])) or ())
        make(app, scene, step.expect[0], hand)
        assert scene.turns.moves[n] == step.expect[0] and coach.phase is Phase.AFTER
        settle(app, scene)
        frames(app, 12, dt=0.05)  # the reply, if any, and its animation
        settle(app, scene)
        hand.go_on(app)
        presses += 1
        assert presses > before
    scene = scene_of(app)
    while not scene.flow.is_over:
        settle(app, scene)
        if scene.flow.is_over:
            break
        move = winning_move(scene.state, coach.seat, 3)
        assert move is not None
        presses += len(scene.view.picks_of(move) or ())
        make(app, scene, str(move), hand)
        settle(app, scene)
    frames(app, 30, dt=0.05)
    assert coach.phase is Phase.DONE
    hand.go_on(app)
    frames(app, 12, dt=0.05)
    hand.go_on(app)
    presses += 1
    return coach, presses


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
    from game.core.match import Match
    from game.screens.overlays import PauseOverlay
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
