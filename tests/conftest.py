from __future__ import annotations

import os

# Headless SDL must be chosen before pygame is imported anywhere.
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from collections.abc import Iterator
from pathlib import Path

import pytest


@pytest.fixture
def app(tmp_path: Path) -> Iterator[object]:
    """A headless App writing under tmp_path with an inline AI worker; closed afterwards."""
    from tests.apphelp import make_app

    a = make_app(tmp_path)
    yield a
    a.close()


@pytest.fixture(autouse=True)
def no_virtual_pads_left() -> Iterator[None]:
    """A test that fails halfway must not leave virtual gamepads plugged in for the next one."""
    yield
    import sys

    if "tools.virtual_pad" in sys.modules:
        sys.modules["tools.virtual_pad"].unplug_all()


@pytest.fixture(autouse=True)
def boards_take_presses_at_once(monkeypatch: pytest.MonkeyPatch) -> None:
    """A new board ignores presses for a moment (issue 34, point 2: mashing through the results never plays a move);
    tests that drive a game press at once, so here a board takes presses from its first frame. The tests of that
    calm itself ask for `keep_calm`."""
    import game.board.scene

    monkeypatch.setattr(game.board.scene, "START_CALM", 0.0)


@pytest.fixture
def keep_calm(monkeypatch: pytest.MonkeyPatch) -> float:
    """The board's real calm (undoing `boards_take_presses_at_once`); returns its length in seconds."""
    import game.board.scene

    monkeypatch.setattr(game.board.scene, "START_CALM", CALM)
    return CALM


def _real_calm() -> float:
    import game.board.scene

    return float(game.board.scene.START_CALM)


CALM = _real_calm()
