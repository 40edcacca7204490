"""The input layer: the one place that turns pygame events into device-tagged intents.

Mouse, keyboard and any number of game controllers become `Intent`s (point/select, directions,
confirm, back, menu, undo, redo, hint, analog axes, pad hot-plug, quit). Held directions auto-repeat; a held undo
or redo repeats at a slower, readable pace.
Only the SDL GameController events (CONTROLLER*) are read for pads; the raw JOY* events that
pygame sends for the same hardware are ignored so a button never counts twice.
"""

from __future__ import annotations

import logging
import math
from collections.abc import Iterable
from dataclasses import dataclass, field
from enum import StrEnum
from types import ModuleType
from typing import TYPE_CHECKING

import pygame

if TYPE_CHECKING:
    from pygame._sdl2.controller import Controller

log = logging.getLogger(__name__)


class Action(StrEnum):
    """What the player asked for, independent of the device."""

    POINT = "point"
    SELECT = "select"
    RELEASE = "release"  # the left mouse button came up (ends a drag)
    UP = "up"
    DOWN = "down"
    LEFT = "left"
    RIGHT = "right"
    CONFIRM = "confirm"
    BACK = "back"
    MENU = "menu"
    UNDO = "undo"
    REDO = "redo"
    HINT = "hint"
    TURN_LEFT = "turn_left"  # turn the piece being placed a quarter turn anticlockwise (a pad's left shoulder, Q)
    TURN_RIGHT = "turn_right"  # ...clockwise (E; a pad's right shoulder is REDO, which a piece-turning scene reads so)
    AXIS = "axis"
    PAD_ADDED = "pad_added"
    PAD_REMOVED = "pad_removed"
    QUIT = "quit"


DIRECTIONS = (Action.UP, Action.DOWN, Action.LEFT, Action.RIGHT)


@dataclass(frozen=True)
class Intent:
    """One thing a device asked for during a frame."""

    action: Action
    device: str  # "mouse", "keyboard", "pad1", "pad2", ...
    pos: tuple[float, float] | None = None  # logical coordinates; POINT/SELECT only
    axis: str | None = None  # AXIS only
    value: float = 0.0  # AXIS only: after deadzone, [-1, 1] (triggers [0, 1])


# --- tuning -------------------------------------------------------------------------------------
REPEAT_DELAY_MS = 350
REPEAT_INTERVAL_MS = 110
# A held undo (or redo) steps through the game at a pace the eye can follow, one move at a time.
STEP_REPEAT_DELAY_MS = 650
STEP_REPEAT_INTERVAL_MS = 450
STEP_ACTIONS = ("undo", "redo")
STICK_DEADZONE = 0.2
TRIGGER_DEADZONE = 0.05
STICK_PRESS = 0.6  # the left stick "presses" a direction past this (after deadzone)...
STICK_RELEASE = 0.4  # ...and lets go only below this, so a wobbling thumb does not stutter
AXIS_EPSILON = 0.01
_AXIS_MAX = 32767

# --- SDL GameController numbering (SDL_GameControllerButton / SDL_GameControllerAxis) -------------
PAD_BUTTONS: dict[str, int] = {
    "a": 0,
    "b": 1,
    "x": 2,
    "y": 3,
    "back": 4,
    "guide": 5,
    "start": 6,
    "left_stick": 7,
    "right_stick": 8,
    "left_shoulder": 9,
    "right_shoulder": 10,
    "dpad_up": 11,
    "dpad_down": 12,
    "dpad_left": 13,
    "dpad_right": 14,
}
PAD_AXES: dict[str, int] = {
    "left_x": 0,
    "left_y": 1,
    "right_x": 2,
    "right_y": 3,
    "trigger_left": 4,
    "trigger_right": 5,
}
_BUTTON_NAMES = {number: name for name, number in PAD_BUTTONS.items()}
_AXIS_NAMES = {number: name for name, number in PAD_AXES.items()}
_STICKS = {"left": ("left_x", "left_y"), "right": ("right_x", "right_y")}
_TRIGGERS = ("trigger_left", "trigger_right")

PAD_BUTTON_ACTIONS: dict[str, Action] = {
    "a": Action.CONFIRM,
    "b": Action.BACK,
    "start": Action.MENU,
    "back": Action.MENU,
    "x": Action.UNDO,
    "y": Action.HINT,
    "left_shoulder": Action.TURN_LEFT,
    "right_shoulder": Action.REDO,
}
PAD_DPAD_DIRECTIONS: dict[str, Action] = {
    "dpad_up": Action.UP,
    "dpad_down": Action.DOWN,
    "dpad_left": Action.LEFT,
    "dpad_right": Action.RIGHT,
}

KEY_DIRECTIONS: dict[int, Action] = {
    pygame.K_UP: Action.UP,
    pygame.K_DOWN: Action.DOWN,
    pygame.K_LEFT: Action.LEFT,
    pygame.K_RIGHT: Action.RIGHT,
    pygame.K_w: Action.UP,
    pygame.K_s: Action.DOWN,
    pygame.K_a: Action.LEFT,
    pygame.K_d: Action.RIGHT,
}
# Z covers Ctrl+Z too: the modifier does not change the key.
KEY_ACTIONS: dict[int, Action] = {
    pygame.K_RETURN: Action.CONFIRM,
    pygame.K_KP_ENTER: Action.CONFIRM,
    pygame.K_SPACE: Action.CONFIRM,
    pygame.K_ESCAPE: Action.BACK,
    pygame.K_BACKSPACE: Action.BACK,
    pygame.K_p: Action.MENU,
    pygame.K_F1: Action.MENU,
    pygame.K_z: Action.UNDO,
    pygame.K_u: Action.UNDO,
    pygame.K_y: Action.REDO,
    pygame.K_r: Action.REDO,
    pygame.K_h: Action.HINT,
    pygame.K_q: Action.TURN_LEFT,
    pygame.K_e: Action.TURN_RIGHT,
}

_MOUSE_LEFT = 1
_MOUSE_RIGHT = 3
MOUSE_EVENTS = frozenset((pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL))
PAD_EVENTS = frozenset(
    (
        pygame.CONTROLLERDEVICEADDED,
        pygame.CONTROLLERDEVICEREMOVED,
        pygame.CONTROLLERBUTTONDOWN,
        pygame.CONTROLLERBUTTONUP,
        pygame.CONTROLLERAXISMOTION,
    )
)


def stick_deadzone(x: float, y: float, deadzone: float = STICK_DEADZONE) -> tuple[float, float]:
    """Apply a radial deadzone to a stick and rescale so values start at 0 just outside it."""
    magnitude = math.hypot(x, y)
    if magnitude < deadzone:
        return 0.0, 0.0
    scaled = min(1.0, (magnitude - deadzone) / (1.0 - deadzone))
    factor = scaled / magnitude
    return max(-1.0, min(1.0, x * factor)), max(-1.0, min(1.0, y * factor))


def trigger_deadzone(value: float, deadzone: float = TRIGGER_DEADZONE) -> float:
    """Apply a deadzone to a trigger in [0, 1], rescaled to start at 0 just outside it."""
    if value < deadzone:
        return 0.0
    return min(1.0, (value - deadzone) / (1.0 - deadzone))


def _normalise(raw: int) -> float:
    return max(-1.0, min(1.0, raw / _AXIS_MAX))


def stick_direction(x: float, y: float, current: Action | None) -> Action | None:
    """The direction a (deadzoned) stick holds, with hysteresis around `current`."""
    if current is not None and _component(x, y, current) >= STICK_RELEASE:
        return current
    if abs(x) >= abs(y):
        if abs(x) >= STICK_PRESS:
            return Action.RIGHT if x > 0 else Action.LEFT
    elif abs(y) >= STICK_PRESS:
        # SDL's y axis points down.
        return Action.DOWN if y > 0 else Action.UP
    return None


def _component(x: float, y: float, direction: Action) -> float:
    return {Action.RIGHT: x, Action.LEFT: -x, Action.DOWN: y, Action.UP: -y}[direction]


@dataclass
class _Repeater:
    """Held sources (direction keys, or undo/redo) of one device; only the newest one repeats."""

    held: dict[object, Action] = field(default_factory=dict)
    due_ms: int | None = None
    delay_ms: int = REPEAT_DELAY_MS
    interval_ms: int = REPEAT_INTERVAL_MS

    def press(self, source: object, action: Action, now_ms: int) -> None:
        self.held.pop(source, None)
        self.held[source] = action
        self.due_ms = now_ms + self.delay_ms

    def release(self, source: object, now_ms: int) -> None:
        if source not in self.held:
            return
        was_newest = next(reversed(self.held)) == source
        del self.held[source]
        if not self.held:
            self.due_ms = None
        elif was_newest:
            # The older key still held takes over, after a fresh delay rather than at once.
            self.due_ms = now_ms + self.delay_ms

    def poll(self, now_ms: int) -> Action | None:
        if not self.held or self.due_ms is None or now_ms < self.due_ms:
            return None
        # At most one repeat per frame: a stalled frame must not fire a burst of moves.
        self.due_ms += self.interval_ms
        if self.due_ms <= now_ms:
            self.due_ms = now_ms + self.interval_ms
        return next(reversed(self.held.values()))


@dataclass
class _Pad:
    slot: str
    instance_id: int
    controller: Controller
    buttons: set[str] = field(default_factory=set)
    raw: dict[str, float] = field(default_factory=dict)  # normalised, before deadzone
    values: dict[str, float] = field(default_factory=dict)  # after deadzone
    emitted: dict[str, float] = field(default_factory=dict)  # last value sent as an AXIS intent
    stick_dir: Action | None = None


class InputLayer:
    """Translates each frame's pygame events into intents and keeps the held state of devices."""

    def __init__(self, logical_size: tuple[int, int] = (1280, 720)) -> None:
        self.logical_size = logical_size
        self._scale = 1.0
        self._offset = (0, 0)
        self._keys: set[int] = set()
        self._pads: dict[int, _Pad] = {}  # by SDL instance id
        self._repeaters: dict[str, _Repeater] = {}
        self._last_device: str | None = None
        self._controller_module = _init_controllers()

    # --- configuration ---------------------------------------------------------------------------
    def set_viewport(self, scale: float, offset: tuple[int, int]) -> None:
        """Set how window pixels map to logical ones: logical = (p - offset) / scale."""
        if scale <= 0:
            raise ValueError(f"viewport scale must be positive, got {scale}")
        self._scale = float(scale)
        self._offset = (int(offset[0]), int(offset[1]))

    def to_logical(self, pos: tuple[float, float]) -> tuple[float, float]:
        """Convert a window pixel position to logical layout coordinates."""
        return (
            (pos[0] - self._offset[0]) / self._scale,
            (pos[1] - self._offset[1]) / self._scale,
        )

    # --- queries ---------------------------------------------------------------------------------
    @property
    def last_device(self) -> str | None:
        """Device of the last non-AXIS intent (None before any)."""
        return self._last_device

    def pad_axis(self, device: str, axis: str) -> float:
        """Current value of a pad axis after deadzone; 0 for an unknown device or axis."""
        pad = self._pad_by_slot(device)
        return pad.values.get(axis, 0.0) if pad else 0.0

    def pad_button(self, device: str, button: str) -> bool:
        """Whether a pad button (by name, see PAD_BUTTONS) is held; False for unknown."""
        pad = self._pad_by_slot(device)
        return pad is not None and button in pad.buttons

    def key_held(self, key: int) -> bool:
        """Whether a pygame key constant is held, as seen through the processed events."""
        return key in self._keys

    def next_repeat(self, now_ms: int) -> float:
        """Seconds until a held key's or pad's next auto-repeat (inf: nothing held), so a resting loop wakes for it."""
        due = [r.due_ms for r in self._repeaters.values() if r.held and r.due_ms is not None]
        return max(0.0, (min(due) - now_ms) / 1000.0) if due else math.inf

    def connected_pads(self) -> list[str]:
        """Slot names of connected pads, in slot order."""
        return sorted((pad.slot for pad in self._pads.values()), key=_slot_number)

    # --- pads ------------------------------------------------------------------------------------
    def open_existing(self) -> list[Intent]:
        """Open the controllers already attached at start-up; PAD_ADDED for each."""
        if self._controller_module is None:
            return []
        intents = self._sweep_pads()
        self._note_device(intents)
        return intents

    def close(self) -> None:
        """Close every open controller and forget held state."""
        for pad in list(self._pads.values()):
            _quit_controller(pad)
        self._pads.clear()
        self._repeaters.clear()
        self._keys.clear()

    # --- the frame -------------------------------------------------------------------------------
    def process(self, events: Iterable[pygame.event.Event], now_ms: int) -> list[Intent]:
        """Translate this frame's events into intents, then add due auto-repeats."""
        intents: list[Intent] = []
        for event in events:
            intents.extend(self._translate(event, now_ms))
        for key, repeater in self._repeaters.items():
            action = repeater.poll(now_ms)
            if action is not None:
                intents.append(Intent(action, key.partition("#")[0]))
        # SDL sends both WINDOWCLOSE and QUIT when the last window closes: one QUIT is enough.
        seen_quit = False
        result: list[Intent] = []
        for intent in intents:
            if intent.action is Action.QUIT:
                if seen_quit:
                    continue
                seen_quit = True
            result.append(intent)
        self._note_device(result)
        return result

    def _note_device(self, intents: list[Intent]) -> None:
        for intent in reversed(intents):
            if intent.action is not Action.AXIS:
                self._last_device = intent.device
                return

    def _translate(self, event: pygame.event.Event, now_ms: int) -> list[Intent]:
        kind = event.type
        if kind in (pygame.QUIT, pygame.WINDOWCLOSE):
            return [Intent(Action.QUIT, "keyboard")]
        if kind in MOUSE_EVENTS:
            return self._mouse_event(event)
        if kind in PAD_EVENTS:
            return self._pad_event(event, now_ms)
        return self._keyboard_event(event, now_ms)

    def _keyboard_event(self, event: pygame.event.Event, now_ms: int) -> list[Intent]:
        kind = event.type
        if kind == pygame.KEYDOWN:
            return self._key_down(event.key, now_ms)
        if kind == pygame.KEYUP:
            self._keys.discard(event.key)
            self._release("keyboard", event.key, now_ms)
        elif kind == pygame.WINDOWFOCUSLOST:
            # Key-ups that happen in another window never reach us.
            self._keys.clear()
            self._repeaters.pop("keyboard", None)
            self._repeaters.pop("keyboard#steps", None)
        return []

    def _mouse_event(self, event: pygame.event.Event) -> list[Intent]:
        kind = event.type
        if kind == pygame.MOUSEMOTION:
            return [Intent(Action.POINT, "mouse", pos=self.to_logical(event.pos))]
        if kind == pygame.MOUSEBUTTONDOWN:
            if event.button == _MOUSE_LEFT:
                return [Intent(Action.SELECT, "mouse", pos=self.to_logical(event.pos))]
            if event.button == _MOUSE_RIGHT:
                return [Intent(Action.BACK, "mouse")]
            return []  # buttons 4/5 are the legacy wheel; MOUSEWHEEL covers it
        if kind == pygame.MOUSEBUTTONUP:
            if event.button == _MOUSE_LEFT:
                return [Intent(Action.RELEASE, "mouse", pos=self.to_logical(event.pos))]
            return []
        if event.y > 0:  # the wheel
            return [Intent(Action.UP, "mouse")]
        if event.y < 0:
            return [Intent(Action.DOWN, "mouse")]
        return []

    def _pad_event(self, event: pygame.event.Event, now_ms: int) -> list[Intent]:
        kind = event.type
        if kind == pygame.CONTROLLERDEVICEADDED:
            return self._pad_added(int(event.dict.get("device_index", -1)))
        if kind == pygame.CONTROLLERDEVICEREMOVED:
            # SDL drops or renumbers queued ADDED events when a device leaves: sweep after it.
            return self._close_pad(int(event.dict.get("instance_id", -1))) + self._sweep_pads()
        pad = self._pads.get(int(event.dict.get("instance_id", -1)))
        if pad is None:
            return []
        if kind == pygame.CONTROLLERAXISMOTION:
            return self._pad_axis(pad, event.axis, event.value, now_ms)
        return self._pad_button(pad, event.button, kind == pygame.CONTROLLERBUTTONDOWN, now_ms)

    # --- keyboard --------------------------------------------------------------------------------
    def _key_down(self, key: int, now_ms: int) -> list[Intent]:
        if key in self._keys:
            return []  # OS key repeat: we make our own
        self._keys.add(key)
        direction = KEY_DIRECTIONS.get(key)
        if direction is not None:
            self._repeater("keyboard").press(key, direction, now_ms)
            return [Intent(direction, "keyboard")]
        action = KEY_ACTIONS.get(key)
        if action is not None and action.value in STEP_ACTIONS:
            self._repeater("keyboard", steps=True).press(key, action, now_ms)
        return [Intent(action, "keyboard")] if action is not None else []

    def _repeater(self, device: str, steps: bool = False) -> _Repeater:
        """The device's repeater for directions, or (`steps`) its slower one for a held undo or redo."""
        key = f"{device}#steps" if steps else device
        repeater = self._repeaters.get(key)
        if repeater is None:
            repeater = self._repeaters[key] = (
                _Repeater(delay_ms=STEP_REPEAT_DELAY_MS, interval_ms=STEP_REPEAT_INTERVAL_MS) if steps else _Repeater()
            )
        return repeater

    def _release(self, device: str, source: object, now_ms: int) -> None:
        for steps in (False, True):
            repeater = self._repeaters.get(f"{device}#steps" if steps else device)
            if repeater is not None:
                repeater.release(source, now_ms)

    # --- pad events ------------------------------------------------------------------------------
    def _pad_by_slot(self, slot: str) -> _Pad | None:
        for pad in self._pads.values():
            if pad.slot == slot:
                return pad
        return None

    def _free_slot(self) -> str:
        used = {pad.slot for pad in self._pads.values()}
        number = 1
        while f"pad{number}" in used:
            number += 1
        return f"pad{number}"

    def _pad_added(self, device_index: int) -> list[Intent]:
        # The index in a queued event goes stale when another device left meanwhile; the sweep
        # makes sure no attached pad is missed (already-open ones are skipped).
        return self._open_pad(device_index) + self._sweep_pads()

    def _sweep_pads(self) -> list[Intent]:
        try:
            count = self._controller_module.get_count() if self._controller_module else 0
        except pygame.error:
            return []
        intents: list[Intent] = []
        for index in range(count):
            intents.extend(self._open_pad(index))
        return intents

    def _open_pad(self, device_index: int) -> list[Intent]:
        module = self._controller_module
        if module is None:
            return []
        try:
            if not 0 <= device_index < module.get_count():
                return []  # a stale index from the queue; the sweep finds the pad anyway
            if not module.is_controller(device_index):
                return []
            controller = module.Controller(device_index)
            instance_id = controller.as_joystick().get_instance_id()
        except (pygame.error, ValueError, TypeError, IndexError) as err:
            # Usually a pad that left again before its "added" event was read: routine while hot-plugging.
            log.info("skipping game controller %s: %s", device_index, err)
            return []
        if instance_id in self._pads:
            return []  # already open (open_existing, then SDL's own start-up ADDED event)
        pad = _Pad(self._free_slot(), instance_id, controller)
        self._pads[instance_id] = pad
        log.info("game controller %r connected as %s", _controller_name(controller), pad.slot)
        return [Intent(Action.PAD_ADDED, pad.slot)]

    def _close_pad(self, instance_id: int) -> list[Intent]:
        pad = self._pads.pop(instance_id, None)
        if pad is None:
            return []
        _quit_controller(pad)
        self._repeaters.pop(pad.slot, None)
        self._repeaters.pop(f"{pad.slot}#steps", None)
        log.info("game controller %s disconnected", pad.slot)
        return [Intent(Action.PAD_REMOVED, pad.slot)]

    def _pad_button(self, pad: _Pad, button: int, down: bool, now_ms: int) -> list[Intent]:
        name = _BUTTON_NAMES.get(button)
        if name is None:
            return []
        if not down:
            pad.buttons.discard(name)
            self._release(pad.slot, name, now_ms)
            return []
        if name in pad.buttons:
            return []
        pad.buttons.add(name)
        direction = PAD_DPAD_DIRECTIONS.get(name)
        if direction is not None:
            self._repeater(pad.slot).press(name, direction, now_ms)
            return [Intent(direction, pad.slot)]
        action = PAD_BUTTON_ACTIONS.get(name)
        if action is not None and action.value in STEP_ACTIONS:
            self._repeater(pad.slot, steps=True).press(name, action, now_ms)
        return [Intent(action, pad.slot)] if action is not None else []

    def _pad_axis(self, pad: _Pad, axis: int, raw: int, now_ms: int) -> list[Intent]:
        name = _AXIS_NAMES.get(axis)
        if name is None:
            return []
        pad.raw[name] = _normalise(raw)
        if name in _TRIGGERS:
            changed: tuple[str, ...] = (name,)
            pad.values[name] = trigger_deadzone(max(0.0, pad.raw[name]))
        else:
            stick = name.split("_")[0]
            changed = _STICKS[stick]
            x_name, y_name = changed
            x, y = stick_deadzone(pad.raw.get(x_name, 0.0), pad.raw.get(y_name, 0.0))
            pad.values[x_name], pad.values[y_name] = x, y
        intents = [
            Intent(Action.AXIS, pad.slot, axis=axis_name, value=pad.values[axis_name])
            for axis_name in changed
            if self._axis_moved(pad, axis_name)
        ]
        if name in _STICKS["left"]:
            intents.extend(self._stick_as_dpad(pad, now_ms))
        return intents

    @staticmethod
    def _axis_moved(pad: _Pad, axis_name: str) -> bool:
        value = pad.values[axis_name]
        last = pad.emitted.get(axis_name, 0.0)
        if abs(value - last) > AXIS_EPSILON or (value == 0.0 and last != 0.0):
            pad.emitted[axis_name] = value
            return True
        return False

    def _stick_as_dpad(self, pad: _Pad, now_ms: int) -> list[Intent]:
        direction = stick_direction(pad.values.get("left_x", 0.0), pad.values.get("left_y", 0.0), pad.stick_dir)
        if direction == pad.stick_dir:
            return []
        repeater = self._repeater(pad.slot)
        repeater.release("stick", now_ms)
        pad.stick_dir = direction
        if direction is None:
            return []
        repeater.press("stick", direction, now_ms)
        return [Intent(direction, pad.slot)]


def _slot_number(slot: str) -> int:
    return int(slot.removeprefix("pad"))


def _controller_name(controller: Controller) -> str:
    try:
        return str(controller.name)
    except (AttributeError, pygame.error):  # a controller SDL already let go of has no name to give
        return "?"


def _quit_controller(pad: _Pad) -> None:
    try:
        pad.controller.quit()
    except pygame.error as err:
        log.debug("closing %s: %s", pad.slot, err)


def _init_controllers() -> ModuleType | None:
    """Start SDL's game controller subsystem; None when this pygame cannot (pads then unsupported)."""
    try:
        from pygame._sdl2 import controller
    except ImportError as err:
        log.warning("no game controller support: %s", err)
        return None
    try:
        if not controller.get_init():
            controller.init()
    except pygame.error as err:
        log.warning("game controllers unavailable: %s", err)
        return None
    return controller
