"""Sleeping until the next input event, for a table at rest (DESIGN.md, "A table at rest does no work").

pygame's `event.wait(timeout)` polls the queue every millisecond (about 5 % of a core on an idle X11 window); SDL's
own `SDL_WaitEventTimeout` sleeps on the window system's socket instead (where no gamepad needs polling, SDL then
polls by itself). It is reached through ctypes in the SDL library pygame itself loaded; with a NULL event it only
waits, leaving the event in the queue for pygame to read. With a gamepad open SDL itself polls every millisecond
(2.7 % of a core), and where that library cannot be found (another packaging of pygame), the wait sleeps in short
steps and peeks at the queue instead."""

from __future__ import annotations

import ctypes
import logging
import sys
import time
from collections.abc import Callable
from pathlib import Path

import pygame

log = logging.getLogger(__name__)

POLL_STEP = 0.008  # s between peeks of the fallback: a press waits at most this long to be seen
SDL_INIT_VIDEO = 0x20


def _library_files() -> list[Path]:
    """Where the SDL library inside a pygame-ce install lies (Linux wheels, Windows, macOS, a PyInstaller bundle)."""
    base = Path(pygame.__file__).resolve().parent
    patterns = ("libSDL2-2*.so*", "SDL2.dll", "libSDL2*.dylib")
    folders = (base.parent / "pygame_ce.libs", base, base / ".dylibs", base.parent)
    return [path for folder in folders if folder.is_dir() for pattern in patterns for path in folder.glob(pattern)]


def _sdl_wait() -> Callable[[int], int] | None:
    """SDL_WaitEventTimeout of the SDL instance pygame runs on, or None."""
    for path in _library_files():
        try:
            lib = ctypes.CDLL(str(path))
        except OSError:
            continue
        # The very library pygame initialised (not another copy of SDL): its video subsystem is running.
        if lib.SDL_WasInit(SDL_INIT_VIDEO) & SDL_INIT_VIDEO:
            wait = lib.SDL_WaitEventTimeout
            wait.argtypes = (ctypes.c_void_p, ctypes.c_int)
            wait.restype = ctypes.c_int
            return lambda ms: int(wait(None, ms))
    return None


class EventWait:
    """`until(seconds)`: return when an event is queued or the time is up, whichever comes first."""

    def __init__(self) -> None:
        self._wait: Callable[[int], int] | None = None
        self._looked = False

    def until(self, seconds: float) -> None:
        if seconds <= 0:
            return
        if not self._looked:
            self._looked = True
            self._wait = _sdl_wait() if pygame.display.get_init() else None
            if self._wait is None:
                log.info("SDL's event wait is not reachable on %s: resting by short sleeps", sys.platform)
        if self._wait is not None and not pygame.joystick.get_count():
            self._wait(max(1, round(seconds * 1000)))
            return
        end = time.perf_counter() + seconds
        while not pygame.event.peek():
            left = end - time.perf_counter()
            if left <= 0:
                return
            time.sleep(min(POLL_STEP, left))
