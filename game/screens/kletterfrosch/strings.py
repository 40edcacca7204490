"""The two strings and who may pull them (K6, K10): reel values from every allowed device each frame (sticks,
triggers and shoulders of a gamepad, W/S and Up/Down on the keyboard) and the handles a mouse drags."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.dexterity import kletterfrosch as rules
from game.screens.kletterfrosch import art
from game.screens.kletterfrosch.view import HANDLE_REACH, VIEW, handle_y, length_at
from game.ui import theme

if TYPE_CHECKING:
    from game.board.flow import MatchFlow
    from game.core.context import Context
    from game.physics.kletterfrosch import World

Reels = tuple[float, float]
DRAG_GAIN = 40.0  # wall units of length error that reel at full speed while a handle is dragged


def pad_reels(ctx: Context, device: str) -> Reels:
    """K6 on a gamepad: stick up, trigger = reel in; shoulder = let out. Left controls for the left string."""
    i = ctx.input
    out = []
    for side in ("left", "right"):
        v = -i.pad_axis(device, f"{side}_y") + i.pad_axis(device, f"trigger_{side}")
        if i.pad_button(device, f"{side}_shoulder"):
            v -= 1.0
        out.append(max(-1.0, min(1.0, v)))
    return out[0], out[1]


def keyboard_reels(ctx: Context) -> Reels:
    """K6 on the keyboard: W/S the left string, Up/Down the right one."""
    k = ctx.input.key_held
    return (float(k(pygame.K_w)) - float(k(pygame.K_s)), float(k(pygame.K_UP)) - float(k(pygame.K_DOWN)))


class Strings:
    """Who holds each string, the reel values read this frame (`reels`) and the handles being dragged (`drag`)."""

    def __init__(
        self, ctx: Context, flow: MatchFlow[rules.KletterfroschGame, rules.Move], world: World, mode: str
    ) -> None:
        self.ctx = ctx
        self.flow = flow
        self.world = world
        self.mode = mode
        self.drag: dict[int, float] = {}  # string (0 left, 1 right) -> rope length the dragged handle asks for
        self.reels: Reels = (0.0, 0.0)

    @property
    def carry_seat(self) -> int:
        """The seat whose turn it is (the team's seat 0 in co-op, and after the end)."""
        state = self.flow.state
        return state.seat if state.to_move is not None else 0

    def owners(self) -> tuple[int, int]:
        """The seat holding each string: in co-op seat 0 the left one and seat 1 the right one (K10)."""
        if self.mode == "coop":
            return (0, 1)
        return (self.carry_seat, self.carry_seat)

    def _auto_pads(self) -> dict[str, int]:
        # In co-op, seats with "any device" share out the free gamepads in order, one each.
        seats = self.flow.match.seats
        bound = {s.device for s in seats if s.device}
        free = [p for p in self.ctx.input.connected_pads() if p not in bound]
        unbound = [i for i, s in enumerate(seats) if s.device is None]
        return dict(zip(free, unbound))

    def allowed(self, device: str, seat_i: int) -> bool:
        """May `device` work the strings of seat `seat_i`?"""
        seats = self.flow.match.seats
        seat = seats[seat_i]
        if seat.device is not None:
            return seat.device == device
        if any(s.device == device for s in seats):
            return False
        if self.mode == "coop" and device.startswith("pad"):
            auto = self._auto_pads()
            return device not in auto or auto[device] == seat_i
        return True

    def read(self) -> Reels:
        """Both strings' reel values from every device allowed to work them this frame (K6)."""
        owners = self.owners()
        total = [0.0, 0.0]
        sources: list[tuple[str, Reels]] = [("keyboard", keyboard_reels(self.ctx))]
        sources += [(p, pad_reels(self.ctx, p)) for p in self.ctx.input.connected_pads()]
        for device, (dl, dr) in sources:
            if dl == 0.0 and dr == 0.0:
                continue
            a0, a1 = self.allowed(device, owners[0]), self.allowed(device, owners[1])
            if a0 and a1:
                total[0] += dl
                total[1] += dr
            elif a0:
                total[0] += dl + dr  # a player holding one string may use either stick or either key pair
            elif a1:
                total[1] += dl + dr
        for i, want in self.drag.items():
            total[i] += (self.world.rope_length[i] - want) / DRAG_GAIN
        return (max(-1.0, min(1.0, total[0])), max(-1.0, min(1.0, total[1])))

    def handle_rects(self) -> tuple[pygame.Rect, pygame.Rect]:
        """Where the two string handles hang on screen (left margin, right margin)."""
        out = []
        for i, x in enumerate((VIEW.x / 2, theme.W - VIEW.x / 2)):
            r = art.handle(False).get_rect()
            r.center = (round(x), round(handle_y(self.world.castle, self.world.rope_length[i])))
            out.append(r)
        return out[0], out[1]

    def grab(self, pos: tuple[float, float]) -> None:
        """The mouse button went down: take hold of a handle there, if its string is the mouse's to pull."""
        owners = self.owners()
        for i, r in enumerate(self.handle_rects()):
            if r.inflate(HANDLE_REACH, HANDLE_REACH).collidepoint(pos) and self.allowed("mouse", owners[i]):
                self.drag[i] = length_at(self.world.castle, pos[1])
                self.ctx.audio.play("select")

    def pull_to(self, y: float) -> None:
        """The mouse moved while holding: every dragged handle asks for the length at height `y`."""
        for i in self.drag:
            self.drag[i] = length_at(self.world.castle, y)

    def let_go(self) -> None:
        """The button came up (or the game was paused, or a pad left): no handle is held."""
        self.drag.clear()
