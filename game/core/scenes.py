"""The scene stack: menu -> setup -> game -> pause/results overlays (DESIGN.md, "Scenes get a context")."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pygame

    from game.core.context import Context
    from game.core.input import Intent


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
