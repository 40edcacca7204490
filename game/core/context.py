"""The context every scene receives: no globals (DESIGN.md, "Scenes get a context")."""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from game.core.assets import Assets
    from game.core.audio import Audio
    from game.core.i18n import I18n
    from game.core.input import InputLayer
    from game.core.saves import SaveStore
    from game.core.scenes import SceneStack
    from game.core.settings import SettingsStore


AMBIENT_REST = 8.0  # seconds: a glow breathes about eight times, then holds still


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
    rng: random.Random = field(default_factory=random.Random)
    toasts: list[Toast] = field(default_factory=list)
    running: bool = True
    time: float = 0.0  # seconds since start, advanced by the app each frame
    last_input: float = 0.0  # `time` of the last input: after AMBIENT_REST without one, ambient motion settles
    on_settings_changed: Callable[[], None] | None = None
    # Builds the AI search worker for a game scene; tests and tools swap in an inline one.
    make_worker: Callable[[], Any] | None = None
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
            self.toast(problem.text(self.t), "error", 5.0)
        s = self.settings.settings
        self.i18n.language = s.language
        self.audio.set_volume(s.volume)
        if self.on_settings_changed:
            self.on_settings_changed()
