"""Virtual game controllers and synthetic mouse/keyboard events, for tests and the monkey tool.

`VirtualPad` plugs a controller into the very SDL library pygame-ce runs on (found inside the
wheel, loaded with ctypes), so the input layer sees real CONTROLLER* events with no hardware.
"""

from __future__ import annotations

import ctypes
import glob
import os
from types import TracebackType

import pygame

from game.core.input import PAD_AXES, PAD_BUTTONS

_SDL_JOYSTICK_TYPE_GAMECONTROLLER = 1
_AXIS_MIN = -32768
_AXIS_MAX = 32767

_sdl: ctypes.CDLL | None = None
_sdl_checked = False


def _library_candidates() -> list[str]:
    """Where the wheels of the three platforms keep their bundled SDL2."""
    here = os.path.dirname(pygame.__file__)
    patterns = (
        os.path.join(here, "..", "pygame_ce.libs", "libSDL2-*"),  # Linux (auditwheel)
        os.path.join(here, ".dylibs", "libSDL2*.dylib"),  # macOS (delocate)
        os.path.join(here, "SDL2.dll"),  # Windows
    )
    return [path for pattern in patterns for path in sorted(glob.glob(pattern))]


def _load_sdl() -> ctypes.CDLL | None:
    global _sdl, _sdl_checked
    if _sdl_checked:
        return _sdl
    _sdl_checked = True
    for path in _library_candidates():
        try:
            lib = ctypes.CDLL(path)
        except OSError:
            continue
        if hasattr(lib, "SDL_JoystickAttachVirtual"):
            _declare(lib)
            _sdl = lib
            break
    return _sdl


def _declare(lib: ctypes.CDLL) -> None:
    c_int, c_void_p = ctypes.c_int, ctypes.c_void_p
    lib.SDL_JoystickAttachVirtual.argtypes = [c_int, c_int, c_int, c_int]
    lib.SDL_JoystickAttachVirtual.restype = c_int
    lib.SDL_JoystickDetachVirtual.argtypes = [c_int]
    lib.SDL_JoystickDetachVirtual.restype = c_int
    lib.SDL_JoystickGetDeviceInstanceID.argtypes = [c_int]
    lib.SDL_JoystickGetDeviceInstanceID.restype = ctypes.c_int32
    lib.SDL_NumJoysticks.argtypes = []
    lib.SDL_NumJoysticks.restype = c_int
    lib.SDL_JoystickOpen.argtypes = [c_int]
    lib.SDL_JoystickOpen.restype = c_void_p
    lib.SDL_JoystickClose.argtypes = [c_void_p]
    lib.SDL_JoystickClose.restype = None
    lib.SDL_JoystickSetVirtualButton.argtypes = [c_void_p, c_int, ctypes.c_uint8]
    lib.SDL_JoystickSetVirtualButton.restype = c_int
    lib.SDL_JoystickSetVirtualAxis.argtypes = [c_void_p, c_int, ctypes.c_int16]
    lib.SDL_JoystickSetVirtualAxis.restype = c_int
    lib.SDL_JoystickUpdate.argtypes = []
    lib.SDL_JoystickUpdate.restype = None
    lib.SDL_GetError.argtypes = []
    lib.SDL_GetError.restype = ctypes.c_char_p


def sdl_available() -> bool:
    """Whether pygame's own SDL can be reached and supports virtual joysticks."""
    return _load_sdl() is not None


def _require_sdl() -> ctypes.CDLL:
    lib = _load_sdl()
    if lib is None:
        raise RuntimeError("the SDL library of pygame-ce was not found or has no virtual joysticks")
    return lib


def _sdl_error(lib: ctypes.CDLL) -> str:
    message = lib.SDL_GetError()
    return message.decode("utf-8", "replace") if message else "unknown SDL error"


_PLUGGED: set[VirtualPad] = set()


def unplug_all() -> int:
    """Unplug every virtual pad still attached (tests call this between tests); returns how many."""
    pads = list(_PLUGGED)
    for pad in pads:
        pad.unplug()
    return len(pads)


class VirtualPad:
    """A virtual SDL game controller (15 buttons, 6 axes) that can be plugged, pressed and unplugged.

    Each change is pushed through SDL at once, so its event is waiting in pygame's queue.
    """

    def __init__(self) -> None:
        self._joystick: int | None = None  # SDL_Joystick*, kept open so setters work any time
        self.instance_id: int | None = None

    @property
    def plugged(self) -> bool:
        """Whether the pad is currently attached."""
        return self._joystick is not None

    def plug(self) -> VirtualPad:
        """Attach the pad; the input layer sees it (CONTROLLERDEVICEADDED) on its next process()."""
        if self.plugged:
            return self
        lib = _require_sdl()
        index = lib.SDL_JoystickAttachVirtual(_SDL_JOYSTICK_TYPE_GAMECONTROLLER, len(PAD_AXES), len(PAD_BUTTONS), 0)
        if index < 0:
            raise RuntimeError(f"cannot attach a virtual pad: {_sdl_error(lib)}")
        joystick = lib.SDL_JoystickOpen(index)
        if not joystick:
            lib.SDL_JoystickDetachVirtual(index)
            raise RuntimeError(f"cannot open the virtual pad: {_sdl_error(lib)}")
        self._joystick = joystick
        self.instance_id = lib.SDL_JoystickGetDeviceInstanceID(index)
        _PLUGGED.add(self)
        return self

    def press(self, button: str) -> None:
        """Hold a button down (names as in game.core.input.PAD_BUTTONS)."""
        self._set_button(button, 1)

    def release(self, button: str) -> None:
        """Let a button go."""
        self._set_button(button, 0)

    def tap(self, button: str) -> None:
        """Press and release a button (both events reach the queue)."""
        self.press(button)
        self.release(button)

    def set_axis(self, axis: str, value: float) -> None:
        """Move an axis: sticks take [-1, 1] (y down), triggers [0, 1]."""
        lib, joystick = self._live()
        number = _lookup(PAD_AXES, axis, "axis")
        if axis.startswith("trigger"):
            # A controller trigger reads the whole joystick range as 0..1.
            level = min(1.0, max(0.0, value))
            raw = round(_AXIS_MIN + level * (_AXIS_MAX - _AXIS_MIN))
        else:
            level = min(1.0, max(-1.0, value))
            raw = round(level * _AXIS_MAX) if level >= 0 else round(-level * _AXIS_MIN)
        lib.SDL_JoystickSetVirtualAxis(joystick, number, raw)
        lib.SDL_JoystickUpdate()

    def unplug(self) -> None:
        """Detach the pad (CONTROLLERDEVICEREMOVED follows). Safe to call twice."""
        if self._joystick is None:
            return
        lib = _require_sdl()
        index = self._device_index(lib)
        if index is not None:
            lib.SDL_JoystickDetachVirtual(index)
        lib.SDL_JoystickClose(self._joystick)
        self._joystick = None
        _PLUGGED.discard(self)

    def __enter__(self) -> VirtualPad:
        return self.plug()

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        traceback: TracebackType | None,
    ) -> None:
        self.unplug()

    def _device_index(self, lib: ctypes.CDLL) -> int | None:
        # Device indices shift as other devices come and go; the instance id does not.
        for index in range(lib.SDL_NumJoysticks()):
            if lib.SDL_JoystickGetDeviceInstanceID(index) == self.instance_id:
                return index
        return None

    def _live(self) -> tuple[ctypes.CDLL, int]:
        if self._joystick is None:
            raise RuntimeError("the virtual pad is not plugged in")
        return _require_sdl(), self._joystick

    def _set_button(self, button: str, state: int) -> None:
        lib, joystick = self._live()
        lib.SDL_JoystickSetVirtualButton(joystick, _lookup(PAD_BUTTONS, button, "button"), state)
        # Update now so a press and release in a row both become events.
        lib.SDL_JoystickUpdate()


def _lookup(table: dict[str, int], name: str, what: str) -> int:
    try:
        return table[name]
    except KeyError:
        raise ValueError(f"unknown pad {what} {name!r}; expected one of {sorted(table)}") from None


# --- synthetic mouse and keyboard events ---------------------------------------------------------
def mouse_move(pos: tuple[int, int], rel: tuple[int, int] = (0, 0)) -> list[pygame.event.Event]:
    """A MOUSEMOTION event to window position `pos`."""
    return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(0, 0, 0), touch=False)]


def mouse_click(pos: tuple[int, int], button: int = 1) -> list[pygame.event.Event]:
    """Button down and up at window position `pos` (1 left, 3 right)."""
    return [
        pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=button, touch=False),
        pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=button, touch=False),
    ]


def mouse_wheel(dy: int) -> list[pygame.event.Event]:
    """One wheel notch event: dy > 0 scrolls up, dy < 0 down."""
    return [
        pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=dy, precise_x=0.0, precise_y=float(dy), flipped=False, touch=False)
    ]


def key_down(key: int, mod: int = 0) -> list[pygame.event.Event]:
    """A KEYDOWN event for a pygame key constant."""
    return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode="", scancode=0)]


def key_up(key: int, mod: int = 0) -> list[pygame.event.Event]:
    """A KEYUP event for a pygame key constant."""
    return [pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode="", scancode=0)]


def key_tap(key: int, mod: int = 0) -> list[pygame.event.Event]:
    """KEYDOWN then KEYUP for a pygame key constant (mod e.g. pygame.KMOD_CTRL)."""
    return key_down(key, mod) + key_up(key, mod)
