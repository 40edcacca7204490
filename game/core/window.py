"""The real window and the 1280x720 canvas scenes draw on (DESIGN.md, "The whole table on every screen").

Scenes draw on `canvas`, a plain surface of the layout's size; `present()` scales it into the window with its aspect
kept and bars where the shapes differ, and `viewport` says where it went, so the input layer maps the mouse back
through the very rectangle that was drawn. The scaling is ours, not SDL's SCALED mode: pygame-ce's SCALED renderer
uses SDL's integer scaling in a window, which never goes below 1x, so any window smaller than the layout showed the
picture at 1x, centred and cropped."""

from __future__ import annotations

import logging
import warnings

import pygame

log = logging.getLogger(__name__)

MIN_WINDOW = (640, 360)  # the smallest window the table still reads in (the layout is scaled, never cut)
WINDOW_CHROME = (40, 110)  # px a title bar, borders and a taskbar take from the desktop
BARS = (0, 0, 0)  # the colour around the picture where the window's shape differs from the layout's
HEADLESS_DRIVERS = ("dummy", "offscreen")  # no real screen: the window is the layout, the mouse maps 1:1


def fit_window(desktop: tuple[int, int] | None, logical: tuple[int, int] = (1280, 720)) -> tuple[int, int]:
    """The first window size: the layout, or smaller at the same shape when the desktop has less room
    (a 1366x768 laptop with its title bar and taskbar)."""
    if not desktop:
        return logical
    room = (desktop[0] - WINDOW_CHROME[0], desktop[1] - WINDOW_CHROME[1])
    scale = max(MIN_WINDOW[0] / logical[0], min(1.0, room[0] / logical[0], room[1] / logical[1]))
    return round(logical[0] * scale), round(logical[1] * scale)


def letterbox(window: tuple[int, int], logical: tuple[int, int]) -> pygame.Rect:
    """Where the layout lies in a window: the largest rectangle of its shape that fits, centred."""
    scale = min(window[0] / logical[0], window[1] / logical[1])
    w = max(1, min(window[0], round(logical[0] * scale)))
    h = max(1, min(window[1], round(logical[1] * scale)))
    return pygame.Rect((window[0] - w) // 2, (window[1] - h) // 2, w, h)


def _display_window() -> pygame.Window | None:
    """The display module's window as a pygame.Window (for its minimum size and position), if this pygame has it."""
    try:
        with warnings.catch_warnings():  # pygame-ce 2.5 marks the display module's Window as on its way out
            warnings.simplefilter("ignore", DeprecationWarning)
            return pygame.Window.from_display_module()
    except (AttributeError, pygame.error):
        return None


class Window:
    """Owns the display: opens it windowed or fullscreen, and presents the canvas scaled into it."""

    def __init__(self, logical: tuple[int, int]) -> None:
        self.logical = logical
        self.canvas = pygame.Surface(logical)
        self.viewport = pygame.Rect((0, 0), logical)
        self.fullscreen = False
        self._windowed_size: tuple[int, int] | None = None  # the window to come back to from fullscreen
        self._windowed_at: tuple[int, int] | None = None

    @property
    def scale(self) -> float:
        """Window pixels per layout pixel."""
        return self.viewport.w / self.logical[0]

    @property
    def headless(self) -> bool:
        return pygame.display.get_driver() in HEADLESS_DRIVERS

    def open(self, fullscreen: bool) -> bool:
        """Open the window, windowed at a size that fits the desktop, then fullscreen if asked; True if it is."""
        if pygame.display.get_surface() is not None:
            # a second App in one process (tests, tools): start from a fresh display, not the last one's window
            pygame.display.quit()
            pygame.display.init()
        self._set_windowed()
        self.canvas = pygame.Surface(self.logical).convert()  # the display's pixel format: blits need no conversion
        return self.set_fullscreen(True) if fullscreen else False

    def set_fullscreen(self, on: bool) -> bool:
        """Fullscreen (the desktop's own resolution, no mode change) or back to a window; True if fullscreen now.

        Where fullscreen cannot be had (a driver without it, a window that does not cover the desktop) the window
        comes back as it was."""
        if not on:
            if self.fullscreen:
                self._set_windowed()
            return False
        if self.fullscreen:
            return True
        self._windowed_size = pygame.display.get_window_size()
        self._windowed_at = pygame.display.get_window_position()
        if pygame.display.get_num_displays() == 1:
            # Without a window manager SDL sizes a fullscreen window to the desktop but leaves it where it was,
            # part of it off the screen; in the corner it covers the screen (a window manager places it anyway).
            pygame.display.set_window_position((0, 0))
        try:
            screen = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            self.fullscreen = bool(screen.get_flags() & pygame.FULLSCREEN) and (
                pygame.display.get_window_size() in pygame.display.get_desktop_sizes()
            )
        except pygame.error as exc:
            log.info("no fullscreen: %s", exc)
            self.fullscreen = False
        if not self.fullscreen:
            self._set_windowed()
        self.sync()
        return self.fullscreen

    def _set_windowed(self) -> None:
        self.fullscreen = False
        if self.headless:
            size = self.logical
        elif self._windowed_size is not None:
            size = self._windowed_size
        else:
            desktops = pygame.display.get_desktop_sizes()
            size = fit_window(desktops[0] if desktops else None, self.logical)
        pygame.display.set_mode(size, pygame.RESIZABLE)
        if self._windowed_at is not None:
            pygame.display.set_window_position(self._windowed_at)
        window = _display_window()
        if window is not None:
            try:
                window.minimum_size = MIN_WINDOW
            except pygame.error as exc:  # the window can still be used at any size: the picture scales
                log.info("no minimum window size: %s", exc)
        self.sync()

    def sync(self) -> bool:
        """Follow the window's size (a resize, fullscreen); True if the viewport changed."""
        surface = pygame.display.get_surface()
        if surface is None:
            return False
        viewport = letterbox(surface.get_size(), self.logical)
        if viewport == self.viewport:
            return False
        self.viewport = viewport
        return True

    def present(self) -> None:
        """Show the canvas: scaled into the viewport (smooth below 2x; whole pixels above, where it is fast and
        sharp), bars around it, then flip."""
        surface = pygame.display.get_surface()
        if surface is None:  # the display was closed (a test's app after pygame.display.quit)
            return
        self.sync()
        vp = self.viewport
        if vp.size == self.logical:
            surface.blit(self.canvas, vp)
        else:
            target = surface.subsurface(vp)
            if vp.w >= 2 * self.logical[0]:
                pygame.transform.scale(self.canvas, vp.size, target)
            else:
                pygame.transform.smoothscale(self.canvas, vp.size, target)
        if vp.size != surface.get_size():  # the bars: after a resize the window's pixels are new
            w, h = surface.get_size()
            bars = ((0, 0, vp.x, h), (vp.right, 0, w - vp.right, h), (0, 0, w, vp.y), (0, vp.bottom, w, h - vp.bottom))
            for bar in bars:
                if bar[2] > 0 and bar[3] > 0:
                    surface.fill(BARS, bar)
        pygame.display.flip()
