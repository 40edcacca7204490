"""A stand-in game scene, so menu and setup tests do not depend on any real game."""
from __future__ import annotations

from typing import Any

from game.core.match import Match
from game.core.scenes import Scene


class FakeGameScene(Scene):
    def __init__(self, ctx: Any, match: Match, record: dict | None = None) -> None:
        super().__init__(ctx)
        self.match, self.record = match, record
