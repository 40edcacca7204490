"""The Burg Kletterfrosch screen, headless: every control scheme with real input events (K6, K10), the memory
game's doors swinging open (K7-K9), deliveries and drops, solo records per castle that survive odd files and a
solo attempt's time that survives a quit (K11), reduced motion, the ball's visibility, the top bar's pause button,
autosave and resume, the staged screenshots and the menu demo."""

from __future__ import annotations

import dataclasses
import math
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import msgspec.structs
import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st
from msgspec import UNSET

from game.app import App
from game.board.pause import PauseOverlay
from game.board.results import ResultsOverlay
from game.core.match import Match, Seat
from game.physics.kletterfrosch import BALL_RADIUS
from game.screens.kletterfrosch import art, effects, records, view
from game.screens.kletterfrosch import scene as frosch
from game.screens.kletterfrosch.demo import FroschDemo, PlannedAutopilot
from game.screens.menu import MenuScene
from game.table.launcher import resume_game, start_game
from game.ui import theme
from tests.apphelp import frames, make_app, post
from tools.virtual_pad import (
    VirtualPad,
    key_down,
    key_up,
    mouse_click,
    mouse_move,
    sdl_available,
)

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
    post(mouse_click(scene.view.cell_rect(frame).center))
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
        _l3, r2 = settle(app, scene)
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
    handle = scene.strings.handle_rects()[0]
    down, _up = mouse_click(handle.center)
    post([down])
    post(mouse_move((handle.centerx, handle.centery + 150)))  # pull the handle down: the string comes in
    frames(app, 30)
    l1, r1 = ropes(scene)
    assert scene.strings.drag and l1 < l0 - 40 and abs(r1 - r0) < 3
    post(
        [pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(handle.centerx, handle.centery + 150), button=1, touch=False)]
    )  # the button comes up: the handle is let go
    frames(app)
    assert not scene.strings.drag


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
    w.grace_left = 0.0  # past the first castles' grace period (K8)
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
    app.ctx.saves.write_doc("records", "kletterfrosch", {"solo@castle_1": [{"score": 3, "date": "2024-01-02"}]})
    scene = start(app, "solo", (FOX,))
    pilot = PlannedAutopilot(scene.world)
    scene.driver = lambda w: pilot.control()
    run_until(app, scene, "celebrate")
    run_until(app, scene, "carry")
    scene.world.time_left = 0.02  # the long sand timer runs out
    for _ in range(200):  # the empty sand timer is shown a moment first
        frames(app)
        if isinstance(app.ctx.scenes.top, ResultsOverlay):
            break
    overlay = app.ctx.scenes.top
    assert isinstance(overlay, ResultsOverlay)
    table = app.ctx.saves.read_doc("records", "kletterfrosch")["solo@castle_1"]
    assert [r["score"] for r in table] == [3, 1] and table[1]["date"]
    lines = list(overlay.lines)
    assert app.ctx.t("kletterfrosch.end.sand") in lines[0]  # issue 23, point 11: what ended it
    assert scene.castle.name in lines[1]  # the table says which castle it belongs to
    assert lines[2].startswith("1. 3") and lines[3].startswith("2. 1")
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
    assert record is not None and list(record.record.moves) == [f"open {wrong}", f"open {right}"]
    other = make_app(tmp_path)
    try:
        other.push(MenuScene(other.ctx))
        assert resume_game(other.ctx, record)
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
def test_the_demo_moves_the_tile_s_frog_for_hundreds_of_frames(app: App) -> None:
    """The focused tile's demo is its own picture with the frog going down its strings and back, swinging (issue
    34, point 22: the tile keeps its picture; tests/screens/test_couch3_saved.py reads its pixels)."""
    demo = FroschDemo(app.ctx, (344, 172))
    canvas = pygame.Surface((400, 240))
    poses = []
    for _ in range(600):
        demo.update(1 / 60)
        demo.draw(canvas, pygame.Rect(20, 20, 344, 172))
        poses.append(demo.pose()[0])
    ys, xs = [p[1] for p in poses], [p[0] for p in poses]
    assert max(ys) - min(ys) > 30 and max(xs) - min(xs) > 15  # it really climbs and swings
    assert min(ys) < poses[0][1] + 2 < max(ys)  # and comes back up, again and again


@needs_pads
def test_K10_unplugging_either_team_players_pad_pauses_with_their_name(app: App) -> None:
    from game.ui.dialogs import UnpluggedPrompt

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


# ---- records: tolerant of odd files, one table per mode and castle (K10, K11) ------------------------------
def end_solo_now(app: App, scene: frosch.KletterfroschScene) -> ResultsOverlay:
    """Run the solo game's long sand timer out and return the results overlay."""
    run_until(app, scene, "carry")
    scene.world.time_left = 0.02
    for _ in range(200):
        frames(app)
        if isinstance(app.ctx.scenes.top, ResultsOverlay):
            return app.ctx.scenes.top
    raise AssertionError("the solo game never showed its results")


@pytest.mark.parametrize(
    ("doc", "kept"),
    [
        ({"solo": 5}, []),
        ({"solo": [{"score": "abc"}]}, []),
        ({"solo": [{"score": None}], "solo@castle_1": "many"}, []),
        (
            {
                "solo@castle_1": [
                    {"score": None},
                    7,
                    "x",
                    {"score": True},
                    {"score": -1},
                    {"score": 1.5},
                    {"score": "2"},
                    {"score": 2, "date": 7, "players": "Fox"},
                    {"date": "2024-01-01"},
                    {"score": 1e999},
                ]
            },
            [],
        ),
        ({"solo@castle_1": {"score": 3}}, []),
    ],
)
def test_K11_records_file_with_wrong_contents_never_crashes(app: App, doc: dict[str, Any], kept: list[int]) -> None:
    app.ctx.saves.write_doc("records", "kletterfrosch", doc)
    scene = start(app, "solo", (FOX,))
    overlay = end_solo_now(app, scene)  # the game ends normally, with its results
    table = app.ctx.saves.read_doc("records", "kletterfrosch")["solo@castle_1"]
    # A file that fails its schema is set aside (said once) and a fresh table holds this game; a good one is kept.
    assert [r["score"] for r in table] == kept + [0]
    assert all(isinstance(r["date"], str) and isinstance(r["players"], list) for r in table)
    assert overlay.lines[2].startswith("1. ")


def test_K11_records_are_kept_per_mode_and_castle(app: App) -> None:
    app.ctx.saves.write_doc(
        "records",
        "kletterfrosch",
        {
            "solo@castle_4": [{"score": 1, "date": "2024-05-05"}],
            "coop@castle_1": [{"score": 9, "date": "2024-05-06"}],
            # an older file kept one table per mode: its entries go to the castle they name
            "solo": [
                {"score": 7, "date": "2024-01-01", "castle": "castle_1.toml"},
                {"score": 8, "date": "2024-01-02", "castle": "castle_4.toml"},
            ],
        },
    )
    scene = start(app, "solo", (FOX,))
    overlay = end_solo_now(app, scene)
    doc = app.ctx.saves.read_doc("records", "kletterfrosch")
    assert [r["score"] for r in doc["solo@castle_1"]] == [7, 0]
    assert [r["score"] for r in doc["solo@castle_4"]] == [1]  # the hardest castle's table is untouched
    assert [r["score"] for r in doc["coop@castle_1"]] == [9]
    lines = list(overlay.lines)
    assert scene.castle.name in lines[1]
    assert [line.split()[1] for line in lines[2:]] == ["7", "0"]


def test_K11_records_cleaning_keeps_exactly_the_good_entries() -> None:
    raw = [{"score": 2, "date": "2024-02-02"}, {"score": "abc"}, {"score": None}, None, {"score": 5.0}]
    assert [r["score"] for r in records.clean_records(raw)] == [5, 2]
    assert records.clean_records({"score": 1}) == [] and records.clean_records(None) == []


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-5, 10**6) | st.floats(allow_nan=True) | st.text(max_size=5),
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.sampled_from(["score", "date", "players", "castle", "x"]), inner)
    ),
    max_leaves=12,
)


@settings(max_examples=100, deadline=None)
@given(json_values)
def test_K11_records_cleaning_never_fails_on_any_json(raw: Any) -> None:
    table = records.clean_records(raw)
    assert all(type(r["score"]) is int and r["score"] >= 0 for r in table)
    assert [r["score"] for r in table] == sorted((r["score"] for r in table), reverse=True)


# ---- K11: the sand of a running solo attempt survives a quit ----------------------------------------------
def test_K11_quitting_mid_attempt_does_not_give_the_time_back(app: App, tmp_path: Path) -> None:
    scene = start(app, "solo", (FOX,))
    run_until(app, scene, "carry")
    frames(app, 150)  # 2.5 s of a running attempt
    autosaved = app.ctx.saves.load("kletterfrosch")
    assert autosaved is not None and autosaved.record.extra.carry_elapsed >= 1.9  # saved about once a second
    app.close()  # the window closes mid-attempt
    record = app.ctx.saves.load("kletterfrosch")
    assert record is not None and record.record.extra.carry_elapsed == pytest.approx(2.5, abs=0.05)
    other = make_app(tmp_path)
    try:
        other.push(MenuScene(other.ctx))
        assert resume_game(other.ctx, record)
        again = other.ctx.scenes.top
        assert isinstance(again, frosch.KletterfroschScene) and again.ui == "carry"
        assert again.world.time_left == pytest.approx(frosch.rules.SOLO_SECONDS - 2.5, abs=0.05)
        frames(other, 60)
        w = again.world
        w.grace_left = 0.0  # past the first castles' grace period (K8)
        w.ball.position = (640.0, w.castle.floor_y - 40.0)  # the attempt ends: the ball drops
        w.ball.velocity = (0.0, 300.0)
        run_until(other, again, "replay", 120)
        spent = frosch.rules.SOLO_SECONDS - again.state.time_left
        assert 3.4 < spent < 4.0  # both sessions' share of the attempt is taken from the sand
        saved = other.ctx.saves.load("kletterfrosch")
        assert saved is not None and saved.record.extra.carry_elapsed is UNSET  # cleared when the attempt ends
    finally:
        other.close()


@pytest.mark.parametrize("odd", ["abc", -5, None, [1]])
def test_K11_an_odd_saved_attempt_time_is_ignored_on_resume(app: App, tmp_path: Path, odd: Any) -> None:
    scene = start(app, "solo", (FOX,))
    saved = app.ctx.saves.load("kletterfrosch")
    odd_extra = msgspec.structs.replace(scene.flow.extra, carry_elapsed=odd)  # unchecked: as a hand might leave it
    record = dataclasses.replace(saved, record=dataclasses.replace(saved.record, extra=odd_extra))
    other = make_app(tmp_path)
    try:
        other.push(MenuScene(other.ctx))
        assert resume_game(other.ctx, record)
        again = other.ctx.scenes.top
        assert isinstance(again, frosch.KletterfroschScene)
        assert again.world.time_left == pytest.approx(frosch.rules.SOLO_SECONDS)
    finally:
        other.close()


# ---- K8: doors swing open on their hinges ---------------------------------------------------------------
def wood_share(app: App, rect: Any) -> float:
    """How much of `rect` on screen is door wood."""
    app.draw()
    canvas = app.canvas
    pts = [
        (rect.x + 4 + i * (rect.w - 8) // 9, rect.y + 4 + j * (rect.h - 8) // 9) for i in range(10) for j in range(10)
    ]
    wood = 0
    for p in pts:
        r, g, b, *_ = canvas.get_at(p)
        wood += r > g + 25 > b + 25  # brown: red over green over blue
    return wood / len(pts)


def test_K8_doors_swing_open_to_show_the_resident(app: App) -> None:
    scene = start(app, "memory", (FOX, BEAR))
    s = scene.state
    right = s.frames.index(s.portrait)
    rect = scene.view.cell_rect(right)
    click_frame(app, scene, right)
    assert scene.ui == "opening" and scene.door_amount() < 0.2
    closed = wood_share(app, rect)
    frames(app, 10)  # part way: the leaf has turned on its hinges
    assert 0.2 < scene.door_amount() < 0.9
    half = wood_share(app, rect)
    frames(app, 12)  # after about 0.35 s it stands wide open
    assert scene.door_amount() == 1.0
    assert closed > half > wood_share(app, rect)


def test_K8_doors_open_at_once_with_reduced_motion(app: App) -> None:
    app.ctx.apply_settings(reduce_motion=True)
    scene = start(app, "memory", (FOX, BEAR))
    s = scene.state
    right = s.frames.index(s.portrait)
    click_frame(app, scene, right)
    assert scene.door_amount() == 1.0


# ---- reduced motion: decorations short, physics unchanged -------------------------------------------------
def test_reduce_motion_makes_slides_replays_and_celebrations_short(app: App) -> None:
    app.ctx.apply_settings(reduce_motion=True)
    scene = start(app, "memory", (FOX, BEAR))
    s = scene.state
    wrong = next(i for i, r in enumerate(s.frames) if r is not None and r != s.portrait)
    click_frame(app, scene, wrong)
    frames(app, round(effects.WRONG_SHOW * 60) + 2)
    assert scene.ui == "choose"  # the tile moved to the empty frame at once, no flight
    coop = start(app, "coop", (FOX, BEAR))
    run_until(app, coop, "carry")
    frames(app, 10)
    w = coop.world
    w.grace_left = 0.0  # past the first castles' grace period (K8)
    w.ball.position = (640.0, w.castle.floor_y - 40.0)
    w.ball.velocity = (0.0, 300.0)
    run_until(app, coop, "replay", 120)
    frames(app, round(effects.CALM_REPLAY * 60) + 2)
    assert coop.ui == "carry"  # no slow-motion replay
    pilot = PlannedAutopilot(coop.world)
    coop.driver = lambda w: pilot.control()
    run_until(app, coop, "celebrate")
    frames(app, round(effects.CALM_CELEBRATE * 60) + 2)
    assert coop.ui == "carry"


# ---- a ball you can see from the couch ------------------------------------------------------------------
def test_the_ball_is_drawn_large_with_a_dark_rim_even_the_white_one(app: App) -> None:
    ghost = next(i for i, r in enumerate(frosch.rules.RESIDENTS) if r.key == "ghost")
    scene = start(app, "solo", (FOX,))
    run_until(app, scene, "carry")
    scene.carrying_resident = ghost
    app.draw()
    cx, cy = view.VIEW.pt(scene.world.ball_position)
    physics_r = BALL_RADIUS * view.VIEW.scale
    drawn_r = round(physics_r * art.BALL_DRAW_SCALE)
    assert drawn_r >= 1.35 * physics_r
    for deg in range(200, 341, 20):  # the upper rim, over the pale wall
        a = math.radians(deg)
        x, y = round(cx + (drawn_r - 1.5) * math.cos(a)), round(cy + (drawn_r - 1.5) * math.sin(a))
        assert sum(app.canvas.get_at((x, y))[:3]) < 200, (deg, app.canvas.get_at((x, y)))
    inside = app.canvas.get_at((round(cx + physics_r * 0.3), round(cy + physics_r * 0.5)))
    assert min(inside[:3]) > 180  # and the ball itself is white


# ---- messages at the top, a pause button for the mouse ----------------------------------------------------
def _toast_box(app: App, scene: object) -> pygame.Rect:
    """Where a message ("no take-backs") was drawn: the bounding box of what it changed on screen."""
    app.draw()
    before = app.canvas.copy()
    scene.rewind(True)  # type: ignore[attr-defined]
    app.draw()
    changed = [
        (x, y)
        for x in range(0, theme.W, 4)
        for y in range(0, theme.H, 4)
        if before.get_at((x, y)) != app.canvas.get_at((x, y))
    ]
    assert changed
    xs, ys = [p[0] for p in changed], [p[1] for p in changed]
    return pygame.Rect(min(xs), min(ys), max(xs) - min(xs) + 1, max(ys) - min(ys) + 1)


@pytest.mark.parametrize("mode,seats", [("solo", 1), ("memory", 2), ("memory", 4)])
def test_toasts_hide_no_seat_no_portrait_and_no_frog(app: App, mode: str, seats: int) -> None:
    players = (FOX, BEAR, CAT, Seat("owl", 3))[:seats]
    scene = start(app, mode, players)
    frames(app, 2)  # a memory game: the wall, then the player picks
    box = _toast_box(app, scene)
    for i in range(seats):
        assert not box.colliderect(scene.top.chip_rect(i)), i
    assert not box.colliderect(pygame.Rect(view.PORTRAIT_X - 44, 0, 88, view.TOP))
    frog = pygame.Rect(0, 0, 90, 90)
    frog.center = view.VIEW.pt(tuple(scene.world.frog.position))
    assert not box.colliderect(frog)


@pytest.mark.parametrize("players", [1, 2, 3, 4])
def test_the_pause_button_sits_clear_of_the_seat_chips(app: App, players: int) -> None:
    seats = (FOX, BEAR, CAT, Seat("owl", 3))[:players]
    scene = start(app, {1: "solo", 2: "coop"}.get(players, "memory"), seats)
    assert scene.tools == () and set(scene.top.tool_rects()) == {"pause"}
    pause = scene.top.tool_rects()["pause"]
    assert pause.bottom <= view.TOP
    for i in range(players):
        assert not pause.colliderect(scene.top.chip_rect(i))
    assert scene.top.chip_rect(players - 1).right < 880  # the portrait to find is not covered either


def test_a_mouse_click_on_the_pause_button_pauses_mid_carry(app: App) -> None:
    scene = start(app, "solo", (FOX,))
    run_until(app, scene, "carry")
    post(mouse_click(scene.top.tool_rects()["pause"].center))
    frames(app)
    assert isinstance(app.ctx.scenes.top, PauseOverlay)


# ---- screenshots -------------------------------------------------------------------------------------------
def test_screenshots_stage_the_carrying_frog() -> None:
    from game.screens.kletterfrosch.demo import STAGED

    assert set(STAGED) == {"frosch_carry", "frosch_replay", "frosch_celebrate", "frosch_solo_records", "frosch_coop"}


def test_the_carry_screenshot_shows_the_frog_mid_air(tmp_path: Path) -> None:
    shot = make_app(tmp_path)
    try:
        from game.screens.kletterfrosch.demo import STAGED

        shot.push(MenuScene(shot.ctx))
        scene = STAGED["frosch_carry"](shot)
        assert isinstance(scene, frosch.KletterfroschScene) and scene.ui == "carry"
        assert scene.world.ball_position[1] < scene.castle.throne[1] - 60 and scene.world.ball_in_cup
    finally:
        shot.close()
