"""The window, the clock and the main loop; builds the context handed to every scene."""

from __future__ import annotations

import gc
import logging
import random
import time
from collections.abc import Iterable
from pathlib import Path

import pygame

from game.core.assets import Assets
from game.core.audio import Audio
from game.core.context import Context, Toast
from game.core.frame_stats import FrameStats
from game.core.i18n import I18n
from game.core.input import Action, InputLayer, Intent
from game.core.pacing import FPS, Pacer
from game.core.paths import UserDirs
from game.core.saves import SaveExtra, SaveStore
from game.core.scenes import Scene, SceneStack
from game.core.settings import SettingsStore
from game.core.window import Window
from game.screens.table_screens import SharedScreens
from game.ui import theme
from game.ui.text import preload as preload_text
from game.ui.toasts import count_down, draw_toast, is_held

log = logging.getLogger(__name__)
# Window events after which the picture must be drawn again although no scene changed (a resize, the window shown
# again, the mouse leaving it: a hover to clear).
REDRAW_EVENTS = frozenset(
    {
        pygame.VIDEORESIZE,
        pygame.VIDEOEXPOSE,
        pygame.WINDOWEXPOSED,
        pygame.WINDOWSHOWN,
        pygame.WINDOWRESTORED,
        pygame.WINDOWMAXIMIZED,
        pygame.WINDOWSIZECHANGED,
        pygame.WINDOWLEAVE,
        pygame.WINDOWFOCUSGAINED,
        pygame.WINDOWDISPLAYCHANGED,
    }
)


def _extra_schema(game: str) -> type:
    """The schema of a game's own save fields, from its GameInfo (loaded when a save is read)."""
    from game.table.catalog import CATALOG

    return CATALOG[game].extra_schema() if game in CATALOG else SaveExtra


class App:
    """Owns pygame; `run()` loops until the player quits, `frame()` runs one frame (tests and tools step it).

    `rest`: a frame where nothing changed is neither drawn nor presented, and `run()` sleeps until an input or the
    next change (DESIGN.md, "A table at rest does no work"). Tests and tools that change a scene from outside and
    step frames to look at it turn it off."""

    def __init__(
        self,
        dirs: UserDirs | None = None,
        *,
        windowed: bool = False,
        seed: int | None = None,
        rest: bool = True,
        frame_stats: Path | None = None,
    ) -> None:
        pygame.init()
        try:
            pygame.mixer.init()
        except pygame.error as exc:  # no audio device: the table is still playable, just silent
            log.info("no audio: %s", exc)
        dirs = dirs or UserDirs.default()
        settings = SettingsStore(dirs.config)
        s = settings.settings
        self.windowed = windowed
        assets = Assets()
        is_full = self._open_window(s.fullscreen, assets)
        audio = Audio(assets, s.volume)
        self.ctx = Context(
            assets=assets,
            audio=audio,
            input=InputLayer((theme.W, theme.H)),
            settings=settings,
            saves=SaveStore(dirs.data, _extra_schema),
            i18n=I18n(s.language),
            scenes=SceneStack(),
            screens=SharedScreens(),
            rng=random.Random(seed),
        )
        self.ctx.on_settings_changed = self._settings_changed
        problem = settings.take_problem()
        if problem is not None:  # said once: a later settings change does not bring it back
            self.ctx.toast(problem.text(self.ctx.t), "error", theme.PROBLEM_SECONDS)
        if s.fullscreen and not self.windowed and not is_full:
            self._no_fullscreen()
        self.rest = rest
        self.pacer = Pacer()
        self.pacer.vsync = self.window.vsync
        self.stats = FrameStats(frame_stats) if frame_stats is not None else None
        self.drawn = 0  # frames drawn (the rest were skipped: nothing changed)
        # Tests and the monkey: every frame not drawn is drawn aside and compared with the picture on screen; a
        # difference (a scene that changed without saying so) is kept in `stale` as (frame, scene on top).
        self.verify_rest = False
        self.stale: list[tuple[int, str]] = []
        self._frames = 0
        self._toast_shown: Toast | None = None  # the toast on the last picture
        self._stack_shown = -1  # the scene stack's version on the last picture
        self._repaint = False  # the settings changed: draw the next frame whatever the scenes say
        self.cpu_ms: list[float] = []
        for intent in self.ctx.input.open_existing():
            self.ctx.scenes.handle(intent)

    def _open_window(self, fullscreen: bool, assets: Assets) -> bool:
        """Open the window (see game.core.window); True if fullscreen was asked for and could be had."""
        self.window = Window((theme.W, theme.H))
        is_full = self.window.open(fullscreen and not self.windowed)
        pygame.display.set_caption("Kotatsu")
        try:
            pygame.display.set_icon(pygame.image.load(str(assets.path("images", "icon", ".png"))))
        except (FileNotFoundError, pygame.error):
            pass
        return is_full

    def _settings_changed(self) -> None:
        want = self.ctx.settings.settings.fullscreen
        if want != self.window.fullscreen and not self.window.set_fullscreen(want) and want:
            self._no_fullscreen()
        self.pacer.vsync = self.window.vsync
        self._repaint = True  # the language, the fullscreen switch: the next frame is drawn anew

    def _no_fullscreen(self) -> None:
        """Fullscreen was asked for and cannot be had here: the setting stays off, and the player is told so."""
        self.ctx.settings.update(fullscreen=False)
        self.ctx.toast(self.ctx.t("settings.no_fullscreen"), "error", 5.0)

    def preload(self) -> None:
        """Before the first frame: every font size the theme uses, every game's code, its menu demo's plans and its
        lesson, so that nothing later stalls a frame on reading a font, importing a module, planning a demo or
        checking a lesson (a fraction of a second of start-up instead)."""
        from game.screens.menu import demo_size
        from game.table.catalog import CATALOG
        from game.table.lessons import has_lesson

        self.ctx.i18n.preload()  # the plural rules (Babel's CLDR data, ~50 ms)
        preload_text()  # the Japanese phrase model (BudouX, ~20 ms)
        for size in (
            theme.FONT_SMALL - 4,
            theme.FONT_SMALL - 2,
            theme.FONT_SMALL,
            theme.FONT_BODY - 2,
            theme.FONT_BODY,
            theme.FONT_LABEL,
            theme.FONT_TITLE,
            theme.FONT_HUGE,
        ):
            for bold in (False, True):
                self.ctx.assets.font(size, bold)
        for info in CATALOG.values():
            if info.built:
                try:
                    info.scene_class()
                    if info.attract is not None:  # a menu demo plans its moves once (the frog's: ~0.1 s)
                        info.attract()(self.ctx, demo_size())
                    has_lesson(info.name)  # its lesson checked once by the rules (the frog's loads castles: ~30 ms)
                except Exception:  # said when the game is opened (start_game), not at start-up
                    log.exception("the scene of %s cannot be loaded", info.name)
        # What start-up made lives as long as the table: the garbage collector's full passes (20-40 ms, a dropped
        # frame each) need not look at it again. The rest is collected while the table rests (game/core/pacing.py).
        gc.collect()
        gc.freeze()

    def push(self, scene: Scene) -> None:
        self.ctx.scenes.push(scene)

    def feed(self, intents: Iterable[Intent]) -> None:
        for intent in intents:
            if intent.action is not Action.AXIS or intent.value:
                self.ctx.last_input = self.ctx.time
            if intent.action is Action.QUIT:
                self.quit()
                return
            self.ctx.scenes.handle(intent)

    def frame(self, dt: float | None = None, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: input, update, and (when something changed) draw and present. `dt` forced by tests, which
        step frames without waiting; else the loop waits for the next frame (a 60 Hz tick, or at rest until an
        input or the next change) and measures it."""
        if dt is None:
            since = self.pacer.wait(self.ctx.input.next_repeat(pygame.time.get_ticks()))
            dt = min(0.1, since)
        else:
            since = self.pacer.begin(dt)
        start = time.perf_counter()
        if self.pacer.rested and since > 2 / FPS:
            # Asleep, nothing was due: the scenes' clocks catch up before this frame's input, which then plays
            # from its first frame; so does the message's time (else it would show for minutes on a still screen).
            self.ctx.time += since - 1 / FPS
            self.ctx.scenes.update(since - 1 / FPS)
            count_down(self.ctx.toasts, self._toast_room(), since - 1 / FPS)
            dt = 1 / FPS
        self.ctx.time += dt
        evs = pygame.event.get() if events is None else events
        changed = self.window.sync() or any(e.type in REDRAW_EVENTS for e in evs)
        self.ctx.input.set_viewport(*self.window.mouse_mapping)
        intents = self.ctx.input.process(evs, pygame.time.get_ticks())
        self.feed(intents)
        self.ctx.scenes.update(dt)
        for problem in self.ctx.saves.take_problems():  # a file set aside anywhere is said at once, in one line
            self.ctx.toast(problem.text(self.ctx.t), "error", theme.PROBLEM_SECONDS)
        count_down(self.ctx.toasts, self._toast_room(), dt)
        drawn_at = time.perf_counter()
        shown = self._show(changed or bool(intents), since)
        self._frames += 1
        self.pacer.due_in(self._next_change())
        self.cpu_ms.append((time.perf_counter() - start) * 1000.0)
        if len(self.cpu_ms) > 4000:
            del self.cpu_ms[:2000]
        if self.stats is not None:
            top = self.ctx.scenes.top
            draw_ms, present_ms = shown or (None, None)
            self.stats.frame(
                type(top).__name__ if top else "-", (drawn_at - start) * 1000.0, draw_ms, present_ms, since * 1000.0
            )
        if not self.ctx.scenes.scenes:
            self.ctx.running = False

    def _show(self, prompted: bool, since: float) -> tuple[float, float] | None:
        """Draw and present the frame if anything changed (`prompted`: an input or a window event came); the ms
        drawing and presenting took, or None when the picture on screen is still right."""
        due = (
            not self.rest
            or prompted
            or self._repaint
            or self._next_change() <= 0.0  # (asked after the update: a change it made is drawn now)
            or self.pacer.is_due()
            or self._shown_changed()
        )
        if not due:
            if self.verify_rest:
                self._check_still()
            return None
        self._repaint = False
        drawn_at = time.perf_counter()
        self.draw_canvas()
        shown_at = time.perf_counter()
        self.window.present()
        self.drawn += 1
        self.pacer.presented(since)
        return (shown_at - drawn_at) * 1000.0, (time.perf_counter() - shown_at) * 1000.0

    def _next_change(self) -> float:
        """Seconds until the picture changes by itself: the scenes' next change, or the toast's end."""
        soonest = self.ctx.scenes.next_change()
        if self.ctx.toasts and not is_held(self._toast_room()):
            soonest = min(soonest, self.ctx.toasts[0].seconds)
        return soonest

    def _toast_room(self) -> pygame.Rect | None:
        """Where the scene on top lets a message go (None: the bottom edge)."""
        top = self.ctx.scenes.top
        free = top.toast_area() if top is not None else None
        return pygame.Rect(free) if free is not None else None

    def _shown_changed(self) -> bool:
        """What the app itself puts on the picture changed: the scenes on the stack, the toast showing."""
        showing = self.ctx.toasts[0] if self.ctx.toasts else None
        return showing is not self._toast_shown or self.ctx.scenes.version != self._stack_shown

    @property
    def canvas(self) -> pygame.Surface:
        """The logical 1280x720 surface scenes draw on (scaled into the window by `self.window`)."""
        return self.window.canvas

    @property
    def screen(self) -> pygame.Surface:
        """The canvas, by its older name."""
        return self.window.canvas

    def draw(self) -> None:
        """Draw the scenes and present them (tools and tests ask for a picture this way)."""
        self.draw_canvas()
        self.window.present()

    def draw_canvas(self, canvas: pygame.Surface | None = None) -> None:
        """The scenes (and the toast on top) onto the canvas (or another surface of its size)."""
        canvas = canvas or self.canvas
        visible = self.ctx.scenes.visible()
        if not (visible and visible[0].covers_screen):
            canvas.fill(theme.BG)
        self.ctx.scenes.draw(canvas)
        draw_toast(self.ctx, canvas, self._toast_room())
        self._toast_shown = self.ctx.toasts[0] if self.ctx.toasts else None
        self._stack_shown = self.ctx.scenes.version

    def _check_still(self) -> None:
        """A frame the loop did not draw must look like the picture on screen (see `verify_rest`)."""
        aside = self.canvas.copy()
        self.draw_canvas(aside)
        if pygame.image.tobytes(aside, "RGB") != pygame.image.tobytes(self.canvas, "RGB"):
            top = self.ctx.scenes.top
            self.stale.append((self._frames, type(top).__name__ if top else "-"))

    def quit(self) -> None:
        """Close cleanly: every scene's exit hook runs (games have already autosaved after their last move)."""
        self.ctx.scenes.clear()
        self.ctx.running = False

    def close(self) -> None:
        """Quit and release the gamepads (tests build several apps in one process)."""
        self.quit()
        self.ctx.input.close()
        if self.stats is not None:
            self.stats.close()

    def draw_ahead(self) -> None:
        """While the table rests, draw each game's screens aside once (game/screens/warmup.py), so that their first
        visit does not drop a frame (the menu's demo starts once that is done); then the scene on top does the work
        its next press may need (`Scene.work_ahead`)."""
        from game.screens.warmup import Warmup

        ahead = Warmup(self.ctx)

        def step() -> bool:
            did = ahead.step()
            self.ctx.drawing_ahead = ahead.busy
            top = self.ctx.scenes.top
            return did or (top is not None and top.work_ahead())

        self.ctx.drawing_ahead = ahead.busy
        self.pacer.ahead = step

    def run(self) -> int:
        self.draw_ahead()
        try:
            while self.ctx.running:
                self.frame()
        except KeyboardInterrupt:
            pass
        finally:
            self.close()
            pygame.quit()
        return 0
