"""One carrying attempt (K5, K6, K11): the world stepped with the strings' reel values, the creak of a pulled
string and the sand's last ticks, and in solo the attempt's running time kept in the save, so a quit or a crash
cannot give time back."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

from msgspec import UNSET

from game.core.saves import own_extra
from game.dexterity import kletterfrosch as rules
from game.screens.kletterfrosch.files import FroschExtra

if TYPE_CHECKING:
    from game.board.flow import MatchFlow
    from game.core.context import Context
    from game.physics.kletterfrosch import World
    from game.screens.kletterfrosch.strings import Reels

TICK_FROM = 5  # the sand ticks in its last seconds
CARRY_SAVE_EVERY = 1.0  # seconds: how often a solo attempt's running time is autosaved (K11)
CREAK_EVERY = 0.45  # seconds between creaks while a string is pulled hard
HARD_PULL = 0.3  # a reel value past this is a hard pull (it creaks)
NO_TICK = 99  # the last tick heard, before any: more seconds than an attempt has


def saved_seconds(value: object) -> float:
    """A saved number of seconds, or 0 when the save holds something else."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or not math.isfinite(value):
        return 0.0
    return max(0.0, float(value))


class Attempt:
    """The attempt under way (`running`), its sounds, and its time in the save."""

    def __init__(
        self, ctx: Context, flow: MatchFlow[rules.KletterfroschGame, rules.Move], world: World, mode: str
    ) -> None:
        self.ctx = ctx
        self.flow = flow
        self.world = world
        self._extra = own_extra(flow.extra, FroschExtra)  # the save's own fields: the running time goes there
        self.mode = mode
        self.running = False
        self._carried = 0.0  # solo: seconds this attempt had already run before the game was resumed (K11)
        self._save_t = 0.0
        self._creak = 0.0
        self._last_tick = NO_TICK

    def start(self) -> None:
        """The frog sets off from the throne towards the portrait's window."""
        state = self.flow.state
        limit = None
        self._carried = 0.0
        if self.mode == "solo" and state.time_left is not None:
            # K11: time an attempt had run before a quit is not given back when the game resumes.
            self._carried = min(state.time_left, saved_seconds(self._extra.carry_elapsed))
            limit = state.time_left - self._carried
        self.world.reset_to_throne(limit)
        self.world.set_target(state.target_frame)
        self._last_tick = NO_TICK
        self._save_t = 0.0
        self.running = True

    def elapsed(self) -> float:
        """Seconds the running attempt has taken, a resumed game's earlier share included."""
        w = self.world
        return self._carried + max(0.0, w.time_limit - w.time_left)

    def step(self, dt: float, reels: Reels) -> rules.Carry | None:
        """One frame of carrying; the move that settles the attempt once it is over (the ball delivered or
        dropped, the sand run out)."""
        world = self.world
        world.step(dt, *reels)
        if max(abs(reels[0]), abs(reels[1])) > HARD_PULL:
            self._creak -= dt
            if self._creak <= 0:
                self.ctx.audio.play("creak")
                self._creak = CREAK_EVERY
        left = math.ceil(world.time_left)
        if left < self._last_tick and left <= TICK_FROM and not world.is_over:
            self.ctx.audio.play("tick")
        self._last_tick = left
        if world.is_over:
            return self._settle()
        if self.mode == "solo":
            # K11: the running time is in the save's extra all along (leaving the game saves it once more) and
            # written to disk about once a second, so a quit or a crash cannot give time back.
            self._extra.carry_elapsed = round(self.elapsed(), 2)
            self._save_t += dt
            if self._save_t >= CARRY_SAVE_EVERY:
                self._save_t = 0.0
                self.flow.autosave()
        return None

    def _settle(self) -> rules.Carry:
        seconds = round(self.elapsed(), 2)
        self._extra.carry_elapsed = UNSET  # the attempt is settled by the move itself
        self._carried = 0.0
        self.running = False
        return rules.Carry(self.world.status, max(0.0, seconds))
