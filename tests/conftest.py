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
