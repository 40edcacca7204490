"""The input layer: keyboard, mouse and real SDL gamepad events (virtual pads) become intents."""

from __future__ import annotations

import math
from collections.abc import Iterator

import pygame
import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.core.input import (
    DIRECTIONS,
    REPEAT_DELAY_MS,
    REPEAT_INTERVAL_MS,
    STEP_REPEAT_DELAY_MS,
    STEP_REPEAT_INTERVAL_MS,
    Action,
    InputLayer,
    Intent,
    stick_deadzone,
    trigger_deadzone,
)
from tools.virtual_pad import (
    VirtualPad,
    key_down,
    key_tap,
    key_up,
    mouse_click,
    mouse_move,
    mouse_wheel,
    sdl_available,
)

needs_sdl = pytest.mark.skipif(not sdl_available(), reason="pygame's SDL has no virtual joysticks")


@pytest.fixture(scope="module", autouse=True)
def _pygame() -> Iterator[None]:
    pygame.init()
    yield


@pytest.fixture
def layer() -> Iterator[InputLayer]:
    pygame.event.get()  # stale events of earlier tests must not leak in
    layer = InputLayer()
    yield layer
    layer.close()


@pytest.fixture
def pads() -> Iterator[list[VirtualPad]]:
    """A list to put plugged virtual pads in; all are unplugged after the test."""
    plugged: list[VirtualPad] = []
    yield plugged
    for pad in plugged:
        pad.unplug()
    pygame.event.get()


def actions(intents: list[Intent]) -> list[tuple[Action, str]]:
    return [(intent.action, intent.device) for intent in intents]


def frame(layer: InputLayer, now_ms: int = 0) -> list[Intent]:
    """One frame through the REAL SDL event queue."""
    return layer.process(pygame.event.get(), now_ms)


def plug(layer: InputLayer, pads: list[VirtualPad], now_ms: int = 0) -> tuple[VirtualPad, str]:
    pad = VirtualPad().plug()
    pads.append(pad)
    added = [i for i in frame(layer, now_ms) if i.action is Action.PAD_ADDED]
    assert len(added) == 1
    return pad, added[0].device


# --- keyboard ------------------------------------------------------------------------------------
@pytest.mark.parametrize(
    ("key", "action"),
    [
        (pygame.K_UP, Action.UP),
        (pygame.K_DOWN, Action.DOWN),
        (pygame.K_LEFT, Action.LEFT),
        (pygame.K_RIGHT, Action.RIGHT),
        (pygame.K_w, Action.UP),
        (pygame.K_s, Action.DOWN),
        (pygame.K_a, Action.LEFT),
        (pygame.K_d, Action.RIGHT),
        (pygame.K_RETURN, Action.CONFIRM),
        (pygame.K_KP_ENTER, Action.CONFIRM),
        (pygame.K_SPACE, Action.CONFIRM),
        (pygame.K_ESCAPE, Action.BACK),
        (pygame.K_BACKSPACE, Action.BACK),
        (pygame.K_p, Action.MENU),
        (pygame.K_F1, Action.MENU),
        (pygame.K_z, Action.UNDO),
        (pygame.K_u, Action.UNDO),
        (pygame.K_h, Action.HINT),
    ],
)
def test_keyboard_mapping(layer: InputLayer, key: int, action: Action) -> None:
    assert actions(layer.process(key_tap(key), 0)) == [(action, "keyboard")]


def test_keyboard_ctrl_z_is_one_undo(layer: InputLayer) -> None:
    events = key_down(pygame.K_LCTRL) + key_tap(pygame.K_z, pygame.KMOD_LCTRL) + key_up(pygame.K_LCTRL)
    assert actions(layer.process(events, 0)) == [(Action.UNDO, "keyboard")]


def test_keyboard_unmapped_keys_and_os_repeat_are_ignored(layer: InputLayer) -> None:
    assert layer.process(key_tap(pygame.K_x), 0) == []
    # pygame's own key repeat sends KEYDOWN again while held; the layer repeats by itself.
    assert len(layer.process(key_down(pygame.K_RETURN) * 3, 0)) == 1


def test_keyboard_key_held_for_the_frog(layer: InputLayer) -> None:
    layer.process(key_down(pygame.K_w) + key_down(pygame.K_s), 0)
    assert layer.key_held(pygame.K_w) and layer.key_held(pygame.K_s)
    layer.process(key_up(pygame.K_w), 10)
    assert not layer.key_held(pygame.K_w) and layer.key_held(pygame.K_s)
    layer.process([pygame.event.Event(pygame.WINDOWFOCUSLOST)], 20)
    assert not layer.key_held(pygame.K_s)


def test_quit_and_window_close_give_one_quit(layer: InputLayer) -> None:
    events = [pygame.event.Event(pygame.WINDOWCLOSE), pygame.event.Event(pygame.QUIT)]
    assert actions(layer.process(events, 0)) == [(Action.QUIT, "keyboard")]


# --- mouse ---------------------------------------------------------------------------------------
def test_mouse_point_select_back_wheel(layer: InputLayer) -> None:
    intents = layer.process(mouse_move((100, 200)) + mouse_click((300, 400)) + mouse_click((5, 5), button=3), 0)
    assert intents == [
        Intent(Action.POINT, "mouse", pos=(100.0, 200.0)),
        Intent(Action.SELECT, "mouse", pos=(300.0, 400.0)),
        Intent(Action.RELEASE, "mouse", pos=(300.0, 400.0)),  # the left button coming up ends a drag
        Intent(Action.BACK, "mouse"),
    ]
    assert actions(layer.process(mouse_wheel(1) + mouse_wheel(-2), 0)) == [
        (Action.UP, "mouse"),
        (Action.DOWN, "mouse"),
    ]
    # Legacy wheel buttons 4/5 would count twice.
    assert layer.process(mouse_click((0, 0), button=4), 0) == []


def test_mouse_viewport_scaling(layer: InputLayer) -> None:
    # A 1920x1200 window shows the 1280x720 layout at 1.5x, letterboxed 60 px top and bottom.
    layer.set_viewport(1.5, (0, 60))
    (select,) = layer.process(mouse_click((1920 // 2, 60 + 540)), 0)[:1]
    assert select.pos == pytest.approx((640.0, 360.0))
    (point,) = layer.process(mouse_move((0, 60)), 0)
    assert point.pos == pytest.approx((0.0, 0.0))
    with pytest.raises(ValueError):
        layer.set_viewport(0, (0, 0))


def test_last_device_ignores_axis(layer: InputLayer) -> None:
    assert layer.last_device is None
    layer.process(key_tap(pygame.K_RETURN), 0)
    assert layer.last_device == "keyboard"
    layer.process(mouse_move((1, 1)), 0)
    assert layer.last_device == "mouse"


# --- auto-repeat ---------------------------------------------------------------------------------
def test_repeat_timing_keyboard(layer: InputLayer) -> None:
    assert actions(layer.process(key_down(pygame.K_RIGHT), 1000)) == [(Action.RIGHT, "keyboard")]
    assert layer.process([], 1000 + REPEAT_DELAY_MS - 1) == []
    assert actions(layer.process([], 1000 + REPEAT_DELAY_MS)) == [(Action.RIGHT, "keyboard")]
    due = 1000 + REPEAT_DELAY_MS + REPEAT_INTERVAL_MS
    assert layer.process([], due - 1) == []
    assert actions(layer.process([], due)) == [(Action.RIGHT, "keyboard")]
    assert actions(layer.process([], due + REPEAT_INTERVAL_MS)) == [(Action.RIGHT, "keyboard")]
    layer.process(key_up(pygame.K_RIGHT), due + 150)
    assert layer.process([], due + 2000) == []


def test_repeat_stalled_frame_gives_one_repeat_not_a_burst(layer: InputLayer) -> None:
    layer.process(key_down(pygame.K_DOWN), 0)
    assert len(layer.process([], 5000)) == 1
    assert layer.process([], 5000 + REPEAT_INTERVAL_MS - 1) == []
    assert len(layer.process([], 5000 + REPEAT_INTERVAL_MS)) == 1


def test_repeat_newest_held_direction_wins(layer: InputLayer) -> None:
    layer.process(key_down(pygame.K_RIGHT), 0)
    assert actions(layer.process(key_down(pygame.K_UP), 200)) == [(Action.UP, "keyboard")]
    assert layer.process([], 200 + REPEAT_DELAY_MS - 1) == []
    assert actions(layer.process([], 200 + REPEAT_DELAY_MS)) == [(Action.UP, "keyboard")]
    # Letting go of UP hands the repeat back to RIGHT, after a fresh delay.
    assert layer.process(key_up(pygame.K_UP), 1000) == []
    assert layer.process([], 1000 + REPEAT_DELAY_MS - 1) == []
    assert actions(layer.process([], 1000 + REPEAT_DELAY_MS)) == [(Action.RIGHT, "keyboard")]


def test_a_held_undo_steps_back_at_a_readable_pace(layer: InputLayer) -> None:
    assert actions(layer.process(key_down(pygame.K_z), 0)) == [(Action.UNDO, "keyboard")]
    assert layer.process([], STEP_REPEAT_DELAY_MS - 1) == []
    assert actions(layer.process([], STEP_REPEAT_DELAY_MS)) == [(Action.UNDO, "keyboard")]
    assert layer.process([], STEP_REPEAT_DELAY_MS + STEP_REPEAT_INTERVAL_MS - 1) == []
    assert len(layer.process([], STEP_REPEAT_DELAY_MS + STEP_REPEAT_INTERVAL_MS)) == 1
    # two seconds held: a handful of steps, never "all at once"
    steps = sum(len(layer.process([], t)) for t in range(1000, 3000, 16))
    assert steps <= 2000 // STEP_REPEAT_INTERVAL_MS + 1
    layer.process(key_up(pygame.K_z), 3000)
    assert layer.process([], 5000) == []
    assert actions(layer.process(key_down(pygame.K_y), 6000)) == [(Action.REDO, "keyboard")]


def test_non_directions_do_not_repeat(layer: InputLayer) -> None:
    layer.process(key_down(pygame.K_RETURN), 0)
    assert layer.process([], 2000) == []


# --- deadzones -----------------------------------------------------------------------------------
def test_stick_deadzone_is_radial_and_rescaled() -> None:
    assert stick_deadzone(0.19, 0.0) == (0.0, 0.0)
    assert stick_deadzone(0.1, 0.1) == (0.0, 0.0)
    # Each axis is under 0.2 but the length (0.21) is not: radial, not per axis.
    x, y = stick_deadzone(0.15, 0.15)
    assert x == pytest.approx(y) and 0 < x < 0.02
    assert stick_deadzone(0.2 + 1e-9, 0.0)[0] == pytest.approx(0.0, abs=1e-6)
    assert stick_deadzone(0.6, 0.0)[0] == pytest.approx(0.5)
    assert stick_deadzone(-1.0, 0.0)[0] == pytest.approx(-1.0)


def test_trigger_deadzone() -> None:
    assert trigger_deadzone(0.049) == 0.0
    assert trigger_deadzone(0.05) == pytest.approx(0.0)
    assert trigger_deadzone(0.525) == pytest.approx(0.5)
    assert trigger_deadzone(1.0) == pytest.approx(1.0)


@settings(max_examples=200, deadline=None)
@given(st.floats(-1, 1), st.floats(-1, 1))
def test_stick_deadzone_properties(x: float, y: float) -> None:
    dx, dy = stick_deadzone(x, y)
    assert -1.0 <= dx <= 1.0 and -1.0 <= dy <= 1.0
    magnitude = math.hypot(x, y)
    if magnitude < 0.2:
        assert (dx, dy) == (0.0, 0.0)
    else:
        # Direction is kept and the length grows with the input.
        assert dx * x >= 0 and dy * y >= 0
        assert math.hypot(dx, dy) <= min(1.0, magnitude) + 1e-9


# --- gamepads through the real SDL event queue ---------------------------------------------------
@needs_sdl
def test_pad_buttons(layer: InputLayer, pads: list[VirtualPad]) -> None:
    pad, slot = plug(layer, pads)
    assert slot == "pad1" and layer.last_device == "pad1"
    for button in ("a", "b", "start", "x", "y", "back", "left_shoulder"):
        pad.tap(button)
    assert actions(frame(layer)) == [
        (Action.CONFIRM, slot),
        (Action.BACK, slot),
        (Action.MENU, slot),
        (Action.UNDO, slot),
        (Action.HINT, slot),
        (Action.MENU, slot),
        (Action.TURN_LEFT, slot),  # the shoulders turn a piece being placed (the right one is also redo)
    ]
    pad.press("right_shoulder")
    frame(layer)
    assert layer.pad_button(slot, "right_shoulder")
    assert not layer.pad_button(slot, "a")
    assert not layer.pad_button("pad9", "a")
    pad.release("right_shoulder")
    frame(layer)
    assert not layer.pad_button(slot, "right_shoulder")


@needs_sdl
def test_pad_dpad_with_repeat(layer: InputLayer, pads: list[VirtualPad]) -> None:
    pad, slot = plug(layer, pads)
    for button, action in zip(("dpad_up", "dpad_down", "dpad_left", "dpad_right"), DIRECTIONS):
        pad.tap(button)
        assert actions(frame(layer, 0)) == [(action, slot)]
    pad.press("dpad_left")
    assert actions(frame(layer, 100)) == [(Action.LEFT, slot)]
    assert frame(layer, 100 + REPEAT_DELAY_MS - 1) == []
    assert actions(frame(layer, 100 + REPEAT_DELAY_MS)) == [(Action.LEFT, slot)]
    pad.release("dpad_left")
    assert frame(layer, 2000) == []


@needs_sdl
def test_pad_left_stick_axis_and_direction(layer: InputLayer, pads: list[VirtualPad]) -> None:
    pad, slot = plug(layer, pads)
    pad.set_axis("left_x", 0.15)  # inside the deadzone: nothing
    assert frame(layer) == []
    assert layer.pad_axis(slot, "left_x") == 0.0
    pad.set_axis("left_x", 0.6)  # 0.5 after the deadzone: an axis, not yet a direction
    (axis,) = frame(layer)
    assert (axis.action, axis.device, axis.axis) == (Action.AXIS, slot, "left_x")
    assert axis.value == pytest.approx(0.5, abs=0.001)
    assert layer.pad_axis(slot, "left_x") == pytest.approx(0.5, abs=0.001)
    pad.set_axis("left_x", 0.6 + 1 / 32767)  # a change of < 0.01 is not reported
    assert frame(layer) == []
    pad.set_axis("left_x", 1.0)
    assert actions(frame(layer, 0)) == [(Action.AXIS, slot), (Action.RIGHT, slot)]
    assert actions(frame(layer, REPEAT_DELAY_MS)) == [(Action.RIGHT, slot)]
    # Hysteresis: 0.5 after deadzone keeps RIGHT held (no new press), 0.3 lets go.
    pad.set_axis("left_x", 0.6)
    assert actions(frame(layer, 400)) == [(Action.AXIS, slot)]
    pad.set_axis("left_x", 0.44)
    assert actions(frame(layer, 420)) == [(Action.AXIS, slot)]
    assert frame(layer, 2000) == []  # released: no repeat
    pad.set_axis("left_x", 0.0)
    intents = frame(layer, 2100)
    assert intents == [Intent(Action.AXIS, slot, axis="left_x", value=0.0)]
    pad.set_axis("left_y", -1.0)  # SDL y points down
    assert actions(frame(layer, 2200)) == [(Action.AXIS, slot), (Action.UP, slot)]
    assert layer.last_device == slot


@needs_sdl
def test_pad_radial_deadzone_moves_both_axes(layer: InputLayer, pads: list[VirtualPad]) -> None:
    pad, slot = plug(layer, pads)
    pad.set_axis("right_x", 0.15)
    pad.set_axis("right_y", 0.15)  # |v| = 0.21: just outside the radial deadzone
    frame(layer)
    assert 0 < layer.pad_axis(slot, "right_x") < 0.02
    pad.set_axis("right_x", 0.9)
    intents = frame(layer)
    assert {i.axis for i in intents} == {"right_x", "right_y"}
    assert not any(i.action in DIRECTIONS for i in intents)  # only the left stick steers


@needs_sdl
def test_pad_triggers(layer: InputLayer, pads: list[VirtualPad]) -> None:
    pad, slot = plug(layer, pads)
    pad.set_axis("trigger_left", 0.03)
    assert frame(layer) == []
    pad.set_axis("trigger_right", 1.0)
    (intent,) = frame(layer)
    assert (intent.axis, intent.value) == ("trigger_right", pytest.approx(1.0))
    pad.set_axis("trigger_right", 0.525)
    assert layer.pad_axis(slot, "trigger_right") == 1.0  # not processed yet
    frame(layer)
    assert layer.pad_axis(slot, "trigger_right") == pytest.approx(0.5, abs=0.002)


@needs_sdl
def test_pad_hot_plug_slots(layer: InputLayer, pads: list[VirtualPad]) -> None:
    first, slot1 = plug(layer, pads)
    second, slot2 = plug(layer, pads)
    assert (slot1, slot2) == ("pad1", "pad2")
    assert layer.connected_pads() == ["pad1", "pad2"]
    first.press("dpad_up")
    frame(layer, 0)
    first.unplug()
    assert actions(frame(layer, 10)) == [(Action.PAD_REMOVED, "pad1")]
    assert layer.connected_pads() == ["pad2"]
    assert frame(layer, 2000) == []  # its held direction is released
    assert not layer.pad_button("pad1", "dpad_up")
    third, slot3 = plug(layer, pads)
    assert slot3 == "pad1"
    assert layer.connected_pads() == ["pad1", "pad2"]
    third.tap("a")
    second.tap("a")
    assert actions(frame(layer)) == [(Action.CONFIRM, "pad1"), (Action.CONFIRM, "pad2")]


@needs_sdl
def test_pad_added_with_stale_device_index(layer: InputLayer, pads: list[VirtualPad]) -> None:
    first, _ = plug(layer, pads)
    second = VirtualPad().plug()
    pads.append(second)
    first.unplug()  # SDL drops (or renumbers) the ADDED event still queued for `second`
    assert actions(frame(layer)) == [(Action.PAD_REMOVED, "pad1"), (Action.PAD_ADDED, "pad1")]
    second.tap("b")
    assert actions(frame(layer)) == [(Action.BACK, "pad1")]


@needs_sdl
def test_pad_open_existing_at_start_up(pads: list[VirtualPad]) -> None:
    pygame.event.get()
    pads.append(VirtualPad().plug())
    layer = InputLayer()
    try:
        assert actions(layer.open_existing()) == [(Action.PAD_ADDED, "pad1")]
        # SDL's own ADDED event for the same pad does not make a second slot.
        assert [i for i in frame(layer) if i.action is Action.PAD_ADDED] == []
        assert layer.connected_pads() == ["pad1"]
    finally:
        layer.close()


@needs_sdl
def test_pad_joy_events_ignored(layer: InputLayer, pads: list[VirtualPad]) -> None:
    pad, slot = plug(layer, pads)
    pad.tap("a")
    events = pygame.event.get()
    assert any(e.type == pygame.JOYBUTTONDOWN for e in events)  # pygame sends both kinds...
    assert actions(layer.process(events, 0)) == [(Action.CONFIRM, slot)]  # ...only one counts


def test_unknown_instance_ids_ignored(layer: InputLayer) -> None:
    events = [
        pygame.event.Event(pygame.CONTROLLERBUTTONDOWN, instance_id=4242, button=0),
        pygame.event.Event(pygame.CONTROLLERAXISMOTION, instance_id=4242, axis=0, value=32767),
        pygame.event.Event(pygame.CONTROLLERBUTTONUP, instance_id=4242, button=0),
        pygame.event.Event(pygame.CONTROLLERDEVICEREMOVED, instance_id=4242),
        pygame.event.Event(pygame.CONTROLLERDEVICEADDED, device_index=57),  # fails to open: skipped
    ]
    assert layer.process(events, 0) == []
    assert layer.connected_pads() == []
    assert layer.pad_axis("pad1", "left_x") == 0.0


@needs_sdl
def test_virtual_pad_rejects_unknown_names(pads: list[VirtualPad]) -> None:
    pad = VirtualPad().plug()
    pads.append(pad)
    with pytest.raises(ValueError):
        pad.press("turbo")
    with pytest.raises(ValueError):
        pad.set_axis("wheel", 1.0)
    pad.unplug()
    pad.unplug()  # twice is fine
    with pytest.raises(RuntimeError):
        pad.tap("a")


@needs_sdl
def test_pad_that_fails_to_open_is_skipped(
    layer: InputLayer, pads: list[VirtualPad], monkeypatch: pytest.MonkeyPatch
) -> None:
    from pygame._sdl2 import controller

    def broken(index: int) -> None:
        raise pygame.error("cannot open")

    monkeypatch.setattr(controller, "Controller", broken)
    pads.append(VirtualPad().plug())
    assert frame(layer) == []
    assert layer.connected_pads() == []
