"""Shared set-up for the headless tools (screenshots, bench, monkey): a real App on SDL's dummy drivers."""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.app import App

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


def headless_app(home: Path | None = None, *, inline_ai: bool = True, seed: int = 1) -> App:
    """An App with its user folders under `home` (a fresh temp folder by default)."""
    import warnings

    warnings.filterwarnings("ignore", "no fast renderer available")
    from game.app import App
    from game.core.paths import UserDirs

    home = home or Path(tempfile.mkdtemp(prefix="kotatsu-tool-"))
    app = App(UserDirs.under(home), windowed=True, seed=seed, rest=False)
    if inline_ai:
        from game.ai.worker import InlineWorker

        app.ctx.make_worker = InlineWorker
    return app


def started(app: App) -> App:
    """The app as the program starts it: preloaded, the menu shown, and the screens drawn ahead in the still
    moment that follows (a person's first press comes later than that)."""
    from game.screens.menu import MenuScene

    app.preload()
    app.push(MenuScene(app.ctx))
    app.frame(1 / 60, events=[])  # start-up's first frame, drawn before anyone can press anything
    draw_ahead(app)
    return app


def draw_ahead(app: App) -> None:
    """All the work the program does ahead in its first pauses (game/screens/warmup.py), done now."""
    app.draw_ahead()
    while app.pacer.ahead is not None and app.pacer.ahead():
        pass
