"""The scenes and the context they receive (DESIGN.md, "Scenes get a context"): the scene stack (menu -> setup ->
game -> pause/results overlays), the context every scene is given (no globals), and the shapes of what is given to
the layers below the screens: the table's own screens they open (`TableScreens`) and a table run frame by frame
(`Stage`). A scene holds its context and the context holds the stack of scenes: one module, so no circle of imports."""

from __future__ import annotations

import math
import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Protocol

if TYPE_CHECKING:
    import pygame

    from game.core.assets import Assets
    from game.core.audio import Audio
    from game.core.i18n import I18n
    from game.core.input import InputLayer, Intent
    from game.core.match import Seat
    from game.core.saves import SaveStore
    from game.core.settings import SettingsStore
    from game.rules.contract import SearchWorker


class Scene:
    """One screen. Overlays set `transparent` so the scene below is still drawn."""

    transparent: bool = False
    covers_screen: bool = False  # draws every pixel itself, so the app need not clear the screen first
    is_root: bool = False  # the table's home (the menu): "back to the menu" pops down to it

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx

    def toast_area(self) -> tuple[int, int, int, int] | None:
        """Where messages may go without hiding anything that matters (x, y, w, h); None: the bottom edge."""
        return None

    # Lifecycle hooks: enter/exit when pushed/popped, pause/resume when covered/uncovered.
    def enter(self) -> None: ...

    def exit(self) -> None: ...

    def pause(self) -> None: ...

    def resume(self) -> None: ...

    def handle(self, intent: Intent) -> None:
        """React to one intent from the input layer."""

    def update(self, dt: float) -> None:
        """Advance animations and timers by `dt` seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the logical 1280x720 surface."""

    def work_ahead(self) -> bool:
        """While the table rests with this scene on top, do one piece of work (a few to a few tens of ms) that a
        press is about to need, so that its frame does not wait for it; True when some was done (DESIGN.md, "A
        table at rest does no work")."""
        return False

    def next_change(self) -> float:
        """Seconds until this scene looks different with no input (DESIGN.md, "A table at rest does no work"): 0
        while something on it moves, `math.inf` when only an input changes it (every input redraws). Asked after
        each frame. The default, 0, redraws a scene that says nothing every frame: never a stale picture."""
        return 0.0


class SceneStack:
    """Push/pop/replace with enter/exit/pause/resume hooks; only the top scene gets input."""

    def __init__(self) -> None:
        self._scenes: list[Scene] = []
        self.version = 0  # counts pushes, pops and replacements: a new scene on screen is a new picture

    @property
    def scenes(self) -> tuple[Scene, ...]:
        return tuple(self._scenes)

    @property
    def top(self) -> Scene | None:
        return self._scenes[-1] if self._scenes else None

    def __len__(self) -> int:
        return len(self._scenes)

    def push(self, scene: Scene) -> None:
        if self._scenes:
            self._scenes[-1].pause()
        self._scenes.append(scene)
        self.version += 1
        scene.enter()

    def pop(self) -> Scene | None:
        if not self._scenes:
            return None
        scene = self._scenes.pop()
        self.version += 1
        scene.exit()
        if self._scenes:
            self._scenes[-1].resume()
        return scene

    def replace(self, scene: Scene) -> None:
        """Swap the top scene for `scene` (the one below is neither paused nor resumed)."""
        if self._scenes:
            self._scenes.pop().exit()
        self._scenes.append(scene)
        self.version += 1
        scene.enter()

    def pop_to(self, scene: Scene) -> bool:
        """Pop the scenes above `scene` (an overlay and what it opened); False (nothing popped) if it is not here."""
        if scene not in self._scenes:
            return False
        while self._scenes[-1] is not scene:
            self.pop()
        return True

    def pop_to_root(self) -> Scene | None:
        """Pop until the top scene is the root (the menu, kept); returns it, or None (nothing popped) without one.
        Screens leave a game this way, without importing the menu."""
        if not any(s.is_root for s in self._scenes):
            return None
        while not self._scenes[-1].is_root:
            self.pop()
        return self._scenes[-1]

    def clear(self) -> None:
        while self._scenes:
            self.pop()

    def handle(self, intent: Intent) -> None:
        if self._scenes:
            self._scenes[-1].handle(intent)

    def update(self, dt: float) -> None:
        # Only what is on screen moves; a paused game under an overlay keeps still (its pause() hook knows).
        for scene in self.visible():
            scene.update(dt)

    def visible(self) -> list[Scene]:
        """The scenes to draw, bottom first: from the top-most opaque scene upward."""
        start = 0
        for i in range(len(self._scenes) - 1, -1, -1):
            if not self._scenes[i].transparent:
                start = i
                break
        return self._scenes[start:]

    def draw(self, surface: pygame.Surface) -> None:
        for scene in self.visible():
            scene.draw(surface)

    def next_change(self) -> float:
        """The soonest change of the scenes on screen (inf with none)."""
        return min((scene.next_change() for scene in self.visible()), default=math.inf)


class TableScreens(Protocol):
    """The table's own screens that the parts below the screens open (a game's pause menu: its rules, the settings,
    its lesson). The app gives them (game/screens/table_screens.py), so no lower layer imports a screen."""

    def rules_help(self, ctx: Context, game: str) -> Scene:
        """The rules help of `game`, from its first page."""
        ...

    def settings(self, ctx: Context) -> Scene:
        """The settings."""
        ...

    def start_lesson(self, ctx: Context, game: str, learner: Seat) -> None:
        """Open `game`'s lesson for `learner` over what is on screen (over a game: from the step it asks)."""
        ...


AMBIENT_REST = 8.0  # seconds: a glow breathes about eight times, then holds still
PROBLEM_SECONDS = 6.0  # a message saying what is wrong with a save or a file: a sentence or two to read


@dataclass
class Toast:
    text: str
    seconds: float = 3.5
    kind: str = "info"  # "info" | "error"


@dataclass
class Context:
    assets: Assets
    audio: Audio
    input: InputLayer
    settings: SettingsStore
    saves: SaveStore
    i18n: I18n
    scenes: SceneStack
    screens: TableScreens
    rng: random.Random = field(default_factory=random.Random)
    toasts: list[Toast] = field(default_factory=list)
    running: bool = True
    time: float = 0.0  # seconds since start, advanced by the app each frame
    last_input: float = 0.0  # `time` of the last input: after AMBIENT_REST without one, ambient motion settles
    on_settings_changed: Callable[[], None] | None = None
    # Builds the AI search worker for a game scene; tests and tools swap in an inline one.
    make_worker: Callable[[], SearchWorker] | None = None
    # Screens drawn ahead of their first visit while the table rests (game/screens/warmup.py): the menu's demo waits.
    drawing_ahead: bool = False

    @property
    def at_rest(self) -> bool:
        """Nobody has pressed anything for AMBIENT_REST seconds: what moves only to catch the eye (a pulsing glow,
        a bobbing hand) holds still, so a table left alone does no work."""
        return self.time - self.last_input > AMBIENT_REST

    def t(self, key: str, **values: object) -> str:
        return self.i18n.t(key, **values)

    def toast(self, text: str, kind: str = "info", seconds: float = 3.5) -> None:
        """A short message at the bottom of the screen (friendly errors, saves, passes).

        The same message again only refreshes the one showing, and a newer one cuts the older short, so
        feedback never lags behind the game."""
        if kind == "error":
            self.audio.play("error")
        if self.toasts and self.toasts[-1].text == text:
            self.toasts[-1].seconds = max(self.toasts[-1].seconds, seconds)
            return
        if self.toasts:
            self.toasts[0].seconds = min(self.toasts[0].seconds, 0.8)
        del self.toasts[:-2]  # at most the one showing and one waiting, plus this
        self.toasts.append(Toast(text, seconds, kind))

    def quit(self) -> None:
        self.running = False

    def apply_settings(self, **changes: object) -> None:
        """Change settings, save them, and let the app react (language, volume, fullscreen)."""
        self.settings.update(**changes)
        problem = self.settings.take_problem()
        if problem is not None:  # e.g. a read-only disk: said once, the change kept for this session
            self.toast(problem.text(self.t), "error", PROBLEM_SECONDS)
        s = self.settings.settings
        self.i18n.language = s.language
        self.audio.set_volume(s.volume)
        if self.on_settings_changed:
            self.on_settings_changed()


class Stage(Protocol):
    """A table run frame by frame (game.app.App): what staging a screenshot, a demo or a lesson's step drives."""

    @property
    def ctx(self) -> Context: ...

    def frame(self, dt: float | None = None, events: list[pygame.event.Event] | None = None) -> None: ...
