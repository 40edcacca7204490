"""Sound effects: a player that never lets a missing mixer or file break the game."""

from __future__ import annotations

import logging

import pygame

from game.core.assets import Assets

log = logging.getLogger(__name__)


class Audio:
    """Plays named sound effects at one master volume; silent (logging once) when sound is unavailable."""

    def __init__(self, assets: Assets, volume: float = 1.0, enabled: bool = True) -> None:
        self.assets = assets
        self.enabled = enabled
        self.volume = 1.0
        self.set_volume(volume)
        self._reported: set[str] = set()

    def set_volume(self, volume: float) -> None:
        """Set the master volume, clamped into [0, 1]."""
        try:
            v = float(volume)
        except (TypeError, ValueError):
            v = 1.0
        self.volume = 0.0 if v != v else min(1.0, max(0.0, v))  # NaN counts as silence

    def play(self, name: str) -> None:
        """Play the sound `name` once; never raises."""
        if not self.enabled or self.volume <= 0.0:
            return
        try:
            if pygame.mixer.get_init() is None:
                self._report("mixer", "sound is off: the audio mixer is not initialised")
                return
            sound = self.assets.sound(name)
            if sound is None:
                return
            sound.set_volume(self.volume)
            sound.play()
        except Exception as exc:  # noqa: BLE001 - a sound must never take the game down
            self._report(name, f"cannot play sound {name!r}: {exc}")

    def _report(self, key: str, message: str) -> None:
        # one line per problem, not one per frame
        if key not in self._reported:
            self._reported.add(key)
            log.warning(message)
