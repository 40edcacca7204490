"""The Burg Kletterfrosch screen, headless: every control scheme with real input events (K6, K10), the memory
game's doors (K7-K9), deliveries and drops, solo records (K11), autosave and resume, pause, and the menu demo."""
from __future__ import annotations

from pathlib import Path
from typing import Any, Iterator

import pygame
import pytest

from game.app import App
from game.core.match import Match, Seat
from game.core.virtual_pad import VirtualPad, key_down, key_up, mouse_click, mouse_move, sdl_available
from game.screens import kletterfrosch as frosch
from game.screens.game_launch import resume_game, start_game
from game.screens.kletterfrosch_demo import FroschDemo, PlannedAutopilot
from game.screens.menu import MenuScene
from game.screens.overlays import ChoiceOverlay, PauseOverlay
from tests.apphelp import frames, make_app, post

needs_pads = pytest.mark.skipif(not sdl_available(), reason="SDL virtual joysticks unavailable")
FOX, BEAR, CAT = Seat("fox", 0), Seat("bear", 1), Seat("cat", 2)


@pytest.fixture
def app(tmp_path: Path) -> Iterator[App]:
    a = make_app(tmp_path)
    a.push(MenuScene(a.ctx))
    frames(a)
    yield a
    a.close()


def start(app: App, mode: str, seats: tuple[Seat, ...], castle: str = "castle_1") -> frosch.KletterfroschScene:
    start_game(app.ctx, Match("kletterfrosch", seats, {"mode": mode, "castle": castle}))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, frosch.KletterfroschScene)
    return scene


def ropes(scene: frosch.KletterfroschScene) -> tuple[float, float]:
    return (scene.world.rope_length[0], scene.world.rope_length[1])


def run_until(app: App, scene: frosch.KletterfroschScene, ui: str, limit: int = 3000) -> None:
    for _ in range(limit):
        if scene.ui == ui:
            return
        frames(app)
    raise AssertionError(f"scene never reached {ui!r} (at {scene.ui!r})")


def settle(app: App, scene: frosch.KletterfroschScene) -> tuple[float, float]:
    """Let a reel spin down (reels ramp over 0.15 s) and return the rope lengths then."""
    frames(app, 15)
    return ropes(scene)


def click_frame(app: App, scene: frosch.KletterfroschScene, frame: int) -> None:
    post(mouse_click(scene.cell_rect(frame).center))
    frames(app)


# ---- K6: controls ---------------------------------------------------------------------------------------
@needs_pads
def test_K6_pad_sticks_triggers_and_shoulders_reel_the_strings(app: App) -> None:
    scene = start(app, "solo", (FOX,))
    with VirtualPad() as pad:
        frames(app, 3)
        l0, r0 = ropes(scene)
        pad.set_axis("left_y", -1.0)  # stick up: reel the left string in
        frames(app, 20)
        l1, r1 = ropes(scene)
        assert l1 < l0 - 20 and abs(r1 - r0) < 3
        pad.set_axis("left_y", 0.0)
        l1, r1 = settle(app, scene)
        pad.set_axis("trigger_right", 1.0)  # right trigger: reel the right string in
        frames(app, 20)
        l2, r2 = ropes(scene)
        assert r2 < r1 - 20 and abs(l2 - l1) < 3
        pad.set_axis("trigger_right", 0.0)
        l2, r2 = settle(app, scene)
        pad.press("left_shoulder")  # left shoulder: let the left string out
        frames(app, 20)
        assert ropes(scene)[0] > l2 + 20
        pad.release("left_shoulder")
        l3, r2 = settle(app, scene)
        pad.press("right_shoulder")
        frames(app, 20)
        assert ropes(scene)[1] > r2 + 20


@needs_pads
def test_K10_two_pads_each_drive_only_their_own_string(app: App) -> None:
    scene = start(app, "coop", (FOX, BEAR))
    with VirtualPad() as pad1, VirtualPad() as pad2:
        frames(app, 3)
        assert app.ctx.input.connected_pads()[:2] == ["pad1", "pad2"]
        l0, r0 = ropes(scene)
        pad2.set_axis("left_y", -1.0)  # the second player's stick: whichever stick, their (right) string
        frames(app, 20)
        l1, r1 = ropes(scene)
        assert r1 < r0 - 20 and abs(l1 - l0) < 3
        pad2.set_axis("left_y", 0.0)
        l1, r1 = settle(app, scene)
        pad1.set_axis("right_y", -1.0)  # the first player's right stick still works the left string only
        frames(app, 20)
        l2, r2 = ropes(scene)
        assert l2 < l1 - 20 and abs(r2 - r1) < 3


def test_K6_keyboard_W_S_and_Up_Down(app: App) -> None:
    scene = start(app, "coop", (FOX, BEAR))  # one keyboard shared: W/S for seat 1, arrows for seat 2
    l0, r0 = ropes(scene)
    post(key_down(pygame.K_w))
    frames(app, 20)
    post(key_up(pygame.K_w))
    l1, r1 = ropes(scene)
    assert l1 < l0 - 20 and abs(r1 - r0) < 3
    l1, r1 = settle(app, scene)
    post(key_down(pygame.K_DOWN))
    frames(app, 20)
    post(key_up(pygame.K_DOWN))
    l2, r2 = ropes(scene)
    assert r2 > r1 + 20 and abs(l2 - l1) < 3


def test_K6_mouse_drags_a_handle(app: App) -> None:
    scene = start(app, "solo", (FOX,))
    l0, r0 = ropes(scene)
    handle = scene.handle_rects()[0]
    down, up = mouse_click(handle.center)
    post([down])
    post(mouse_move((handle.centerx, handle.centery + 150)))  # pull the handle down: the string comes in
    frames(app, 30)
    l1, r1 = ropes(scene)
    assert scene.drag and l1 < l0 - 40 and abs(r1 - r0) < 3
    post([pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(handle.centerx, handle.centery + 150), button=1,
                             touch=False)])  # the button comes up: the handle is let go
    frames(app)
    assert not scene.drag


# ---- K7-K9: the memory game ------------------------------------------------------------------------------
def test_K8_wrong_door_moves_to_the_empty_frame(app: App) -> None:
    scene = start(app, "memory", (FOX, BEAR, CAT))
    s = scene.state
    empty = s.empty_frame
    wrong = next(i for i, r in enumerate(s.frames) if r is not None and r != s.portrait)
    resident = s.frames[wrong]
    click_frame(app, scene, wrong)
    assert scene.ui == "slide"
    assert scene.state.frames[empty] == resident and scene.state.frames[wrong] is None
    assert scene.state.seat == 1 and scene.state.portrait == s.portrait  # next player, same portrait
    run_until(app, scene, "choose")


def test_K8_right_door_starts_carrying(app: App) -> None:
    scene = start(app, "memory", (FOX, BEAR))
    s = scene.state
    right = s.frames.index(s.portrait)
    click_frame(app, scene, right)
    assert scene.state.phase == "carry" and scene.state.shown[right]
    run_until(app, scene, "carry")
    assert scene.world.target == right and scene.world.time_left > 55


def test_K9_a_delivery_wins_the_portrait(app: App) -> None:
    scene = start(app, "memory", (FOX, BEAR))
    s = scene.state
    portrait = s.portrait
    click_frame(app, scene, s.frames.index(portrait))
    run_until(app, scene, "carry")
    pilot = PlannedAutopilot(scene.world)
    scene.driver = lambda w: pilot.control()  # the autopilot's reel values, fed through the scene's hook
    run_until(app, scene, "celebrate")
    assert scene.state.history[-1].startswith("delivered")
    assert scene.state.won[0] == (portrait,) and scene.state.seat == 1
    run_until(app, scene, "choose")


def test_K9_a_drop_to_the_floor_sets_the_portrait_aside_after_a_replay(app: App) -> None:
    scene = start(app, "coop", (FOX, BEAR))
    portrait = scene.state.portrait
    frames(app, 10)
    w = scene.world
    w.ball.position = (640.0, w.castle.floor_y - 40.0)  # knock the ball off the frog's head
    w.ball.velocity = (0.0, 300.0)
    run_until(app, scene, "replay", 120)
    assert scene.state.history[-1].startswith("floor")
    assert scene.state.set_aside == (portrait,) and scene.state.scores == (0,)
    assert len(scene.replay) > 30
    run_until(app, scene, "carry")  # co-op goes on with the next portrait
    assert scene.world.target == scene.state.target_frame


# ---- K11: solo records -------------------------------------------------------------------------------
def test_K11_solo_records_are_written_and_shown(app: App) -> None:
    app.ctx.saves.write_doc("records", "kletterfrosch", {"solo": [{"score": 3, "date": "2024-01-02"}]})
    scene = start(app, "solo", (FOX,))
    pilot = PlannedAutopilot(scene.world)
    scene.driver = lambda w: pilot.control()
    run_until(app, scene, "celebrate")
    run_until(app, scene, "carry")
    scene.world.time_left = 0.02  # the long sand timer runs out
    for _ in range(200):  # the empty sand timer is shown a moment first
        frames(app)
        if isinstance(app.ctx.scenes.top, ChoiceOverlay):
            break
    overlay = app.ctx.scenes.top
    assert isinstance(overlay, ChoiceOverlay)
    table = app.ctx.saves.read_doc("records", "kletterfrosch")["solo"]
    assert [r["score"] for r in table] == [3, 1] and table[1]["date"]
    lines = list(overlay.lines)
    assert lines[1].startswith("1. 3") and lines[2].startswith("2. 1")
    assert app.ctx.saves.load("kletterfrosch") is None  # a finished game leaves no resume slot


# ---- autosave, resume, pause ----------------------------------------------------------------------------
def test_autosave_and_resume_continue_from_the_next_portrait(app: App, tmp_path: Path) -> None:
    scene = start(app, "memory", (FOX, BEAR))
    s = scene.state
    wrong = next(i for i, r in enumerate(s.frames) if r is not None and r != s.portrait)
    click_frame(app, scene, wrong)
    run_until(app, scene, "choose")
    right = scene.state.frames.index(scene.state.portrait)
    click_frame(app, scene, right)
    record = app.ctx.saves.load("kletterfrosch")
    assert record is not None and record["moves"] == [f"open {wrong}", f"open {right}"]
    other = make_app(tmp_path)
    try:
        other.push(MenuScene(other.ctx))
        assert resume_game(other.ctx, "kletterfrosch", record)
        again = other.ctx.scenes.top
        assert isinstance(again, frosch.KletterfroschScene)
        assert again.state.frames == scene.state.frames and again.state.pile == scene.state.pile
        assert again.ui == "carry" and again.world.target == right and again.state.seat == 1
    finally:
        other.close()


def test_pause_overlay_stops_the_frog(app: App) -> None:
    scene = start(app, "solo", (FOX,))
    frames(app, 5)
    post(key_down(pygame.K_ESCAPE) + key_up(pygame.K_ESCAPE))
    frames(app)
    assert isinstance(app.ctx.scenes.top, PauseOverlay)
    t = scene.world.time
    frames(app, 20)
    assert scene.world.time == t
    post(key_down(pygame.K_ESCAPE) + key_up(pygame.K_ESCAPE))
    frames(app, 5)
    assert app.ctx.scenes.top is scene and scene.world.time > t


# ---- the attract demo -----------------------------------------------------------------------------------
def test_the_demo_carries_balls_for_hundreds_of_frames(app: App) -> None:
    demo = FroschDemo(app.ctx, (344, 172))
    canvas = pygame.Surface((400, 240))
    targets: set[Any] = set()
    start_y = demo.world.ball_position[1]
    lowest = start_y
    for _ in range(600):
        demo.update(1 / 60)
        demo.draw(canvas, pygame.Rect(20, 20, 344, 172))
        targets.add(demo.world.target)
        lowest = min(lowest, demo.world.ball_position[1])
    assert lowest < start_y - 100  # the ball really climbed
    assert demo.world.attempt >= 2  # and at least one attempt ended and a new one began


@needs_pads
def test_K10_unplugging_either_team_players_pad_pauses_with_their_name(app: App) -> None:
    from game.screens.overlays import UnpluggedPrompt

    with VirtualPad() as pad1, VirtualPad() as pad2:
        frames(app, 3)
        scene = start(app, "coop", (FOX.with_(device="pad1"), BEAR.with_(device="pad2")))
        run_until(app, scene, "carry")
        pad2.unplug()
        frames(app, 3)
        prompt = app.ctx.scenes.top
        assert isinstance(prompt, UnpluggedPrompt) and prompt.player == "Bear"
        with VirtualPad():  # plugged back: it takes the free slot pad2 again and the game goes on
            frames(app, 3)
            assert app.ctx.scenes.top is scene
        assert pad1.plugged
