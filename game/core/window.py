"""The real window and the 1280x720 canvas scenes draw on (DESIGN.md, "The whole table on every screen").

Scenes draw on `canvas`, a surface of the layout's size; `present()` shows it in the window with its aspect kept and
bars where the shapes differ. Two ways to get it there:

- **SDL's renderer** (a real screen): the canvas is the display surface of pygame's SCALED mode, uploaded as a
  texture that the renderer scales (on the GPU where there is one; SDL's software renderer otherwise), filtered
  smoothly, with vsync where the driver offers it. SDL maps the mouse back to the layout itself, through the very
  rectangle it drew. pygame's SCALED mode keeps whole-number scales in a window (never below 1x, so a window
  smaller than the layout showed a cropped picture); its own switch for fractional scales is an SDL hint, set before
  the mode is made.
- **Scaled on the CPU** (the headless drivers of the tests and tools, or where no renderer can be made): the canvas is
  a plain surface, smooth-scaled into the window's own surface, and the input layer maps the mouse through
  `viewport`. On a 4K TV this costs 50 ms a frame, which is why it is only the fallback."""

from __future__ import annotations

import logging
import os
import warnings

import pygame

log = logging.getLogger(__name__)

MIN_WINDOW = (640, 360)  # the smallest window the table still reads in (the layout is scaled, never cut)
WINDOW_CHROME = (40, 110)  # px a title bar, borders and a taskbar take from the desktop
BARS = (0, 0, 0)  # the colour around the picture where the window's shape differs from the layout's
HEADLESS_DRIVERS = ("dummy", "offscreen")  # no real screen: the window is the layout, the mouse maps 1:1
# pygame reads this (under its C macro's name) to scale a SCALED window by any fraction, not only whole numbers;
# SDL's own hint picks the texture filter.
FRACTIONAL_HINT = "SDL_HINT_RENDER_SCALE_QUALITY"
FILTER_HINT = "SDL_RENDER_SCALE_QUALITY"
# KOTATSU_RENDERER=cpu keeps today's CPU scaling (to compare, or where a driver misbehaves).
RENDERER_SWITCH = "KOTATSU_RENDERER"
VSYNC_SWITCH = "KOTATSU_VSYNC"  # "0": no vsync (to measure what presenting costs without waiting for the screen)


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
        self.renderer = False  # presenting through SDL's renderer (see the module's docstring)
        self.vsync = False  # the renderer waits for the screen's refresh when it presents
        self._windowed_size: tuple[int, int] | None = None  # the window to come back to from fullscreen
        self._windowed_at: tuple[int, int] | None = None

    @property
    def scale(self) -> float:
        """Window pixels per layout pixel."""
        return self.viewport.w / self.logical[0]

    @property
    def headless(self) -> bool:
        return pygame.display.get_driver() in HEADLESS_DRIVERS

    @property
    def mouse_mapping(self) -> tuple[float, tuple[int, int]]:
        """How the input layer maps window pixels to the layout's: (scale, offset). Through the renderer SDL has
        already mapped every mouse event, so it is 1:1."""
        if self.renderer:
            return 1.0, (0, 0)
        return self.scale, self.viewport.topleft

    def open(self, fullscreen: bool) -> bool:
        """Open the window, windowed at a size that fits the desktop, or fullscreen if asked; True if it is."""
        if pygame.display.get_surface() is not None:
            # a second App in one process (tests, tools): start from a fresh display, not the last one's window
            pygame.display.quit()
            pygame.display.init()
        self.renderer = not self.headless and os.environ.get(RENDERER_SWITCH, "") != "cpu"
        if self.renderer:
            try:
                return self._open_renderer(fullscreen)
            except pygame.error as exc:
                log.warning("no renderer for the window (%s): the picture is scaled on the CPU", exc)
                self.renderer = False
        self._set_windowed()
        self.canvas = pygame.Surface(self.logical).convert()  # the display's format: blits need no conversion
        return self.set_fullscreen(True) if fullscreen else False

    def _open_renderer(self, fullscreen: bool) -> bool:
        """The renderer's display mode (pygame's SCALED): made hidden, sized or made fullscreen, then shown, so no
        window flashes at another size while the renderer starts."""
        os.environ.setdefault(FRACTIONAL_HINT, "1")
        os.environ.setdefault(FILTER_HINT, "linear")
        flags = pygame.SCALED | pygame.RESIZABLE | pygame.HIDDEN
        with warnings.catch_warnings():  # "no fast renderer available": SDL's software renderer is a fine fallback
            warnings.simplefilter("ignore")
            try:
                self.canvas = pygame.display.set_mode(
                    self.logical, flags, vsync=int(os.environ.get(VSYNC_SWITCH) != "0")
                )
            except pygame.error as exc:  # "could not enable vsync": the same without it
                log.info("no vsync: %s", exc)
                self.canvas = pygame.display.set_mode(self.logical, flags)
        self.vsync = bool(pygame.display.is_vsync())
        window = _display_window()
        if window is None:
            raise pygame.error("the display's window cannot be reached")
        window.minimum_size = MIN_WINDOW  # SCALED mode sets the layout's own size as the least
        self._set_windowed()  # SCALED mode opens a window as large as the desktop
        is_full = self.set_fullscreen(True) if fullscreen else False
        window.show()
        return is_full

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
        desktops = pygame.display.get_desktop_sizes()
        if pygame.display.get_num_displays() == 1:
            # Without a window manager SDL makes a window fullscreen but leaves it where it was, part of it off the
            # screen or short of it; in the corner, at the desktop's size, it covers the screen (a window manager
            # places it anyway).
            pygame.display.set_window_position((0, 0))
        try:
            window = _display_window() if self.renderer else None
            if window is not None:
                window.size = desktops[0]
                window.set_fullscreen(desktop=True)
            else:
                pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
            surface = pygame.display.get_surface()
            self.fullscreen = (
                surface is not None
                and bool(surface.get_flags() & pygame.FULLSCREEN)
                and pygame.display.get_window_size() in desktops
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
        window = _display_window() if self.renderer else None
        if window is not None:
            window.set_windowed()
            window.size = size
        else:
            pygame.display.set_mode(size, pygame.RESIZABLE)
            window = _display_window()
            if window is not None:
                try:
                    window.minimum_size = MIN_WINDOW
                except pygame.error as exc:  # the window can still be used at any size: the picture scales
                    log.info("no minimum window size: %s", exc)
        if self._windowed_at is not None:
            pygame.display.set_window_position(self._windowed_at)
        self.sync()

    def sync(self) -> bool:
        """Follow the window's size (a resize, fullscreen); True if the viewport changed."""
        if pygame.display.get_surface() is None:
            return False
        viewport = letterbox(pygame.display.get_window_size(), self.logical)
        if viewport == self.viewport:
            return False
        self.viewport = viewport
        return True

    def present(self) -> None:
        """Show the canvas: through the renderer, or scaled into the viewport on the CPU (smooth below 2x; whole
        pixels above, where it is fast and sharp) with bars around it; then flip."""
        surface = pygame.display.get_surface()
        if surface is None:  # the display was closed (a test's app after pygame.display.quit)
            return
        self.sync()
        if self.renderer:
            pygame.display.flip()  # SCALED: the canvas is uploaded, scaled and letterboxed by SDL
            return
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
