"""The pymunk world of Burg Kletterfrosch (K3-K5): a frog on two ropes carrying a ball across a castle wall.

Units and axes: wall pixels, origin at the wall's top-left, **y grows downward** (gravity is +y), angles in
radians (pymunk's sign: positive turns +x toward +y, i.e. clockwise on screen).

Controls: `World.step(dt, left_reel, right_reel)`; each reel is in [-1, 1] where **positive reels the string in**
(shortens the rope, lifting the frog toward that clip) and negative lets it out.  Rope length changes at most
`castle.reel_speed` units per second and stays within [rope_min, rope_max] (K3).

How forgiving the frog is comes from the castle (see game/physics/castle.py): a grace period at the start of a
carry (the cup holds the ball fast and a lost ball or a wrong window does not count), how softly a reel starts,
how much the swing is damped, how deep the cup is and how well it grips the ball.

The world runs a fixed tick of 1/120 s split in two pymunk substeps, so a 60 Hz frame costs two ticks and the
same dt and input sequence always gives the same positions.  No pygame here.
"""

from __future__ import annotations

import math
import random
from collections import deque
from dataclasses import dataclass
from typing import Any

import pymunk

from game.physics.castle import CUP_DEPTH, Castle, Hole, load_castle

__all__ = ["STATUSES", "Snapshot", "World", "load_castle", "rope_lengths_for"]

TICK = 1.0 / 120.0
SUBSTEPS = 2
MAX_TICKS_PER_STEP = 12  # a long hitch is not worth replaying in full (avoids the spiral of death)
GRAVITY = 900.0

# Frog geometry (frog's own frame, y down): a box body, rope anchors on its upper sides, a U-shaped cup on the head.
FROG_HALF = (28.0, 18.0)
FROG_MASS = 1.0
ANCHOR_LEFT = (-28.0, -16.0)  # the frog's raised hands, well above its centre of mass so it hangs upright
ANCHOR_RIGHT = (28.0, -16.0)
CUP_RADIUS = 2.5
BALL_RADIUS = 11.0
BALL_MASS = 0.08
BALL_OFFSET = (0.0, -FROG_HALF[1] - BALL_RADIUS)  # ball centre resting in the cup
REPLAY_SECONDS = 1.0
GRACE_HOLD = 40.0  # g: during a grace period the cup holds the ball against any jolt a frog can make
GRACE_FADE = 0.5  # s: the hold eases to the castle's own grip over the grace period's last half second
GRACE_SNAP = 14.0  # a ball further than this from its seat during a grace period is put back into the cup
GRIP_REACH = 9.0  # the cup's grip acts while the ball's centre is this close to its seat (i.e. in the cup)
SEAT_REACH = 14.0  # a ball this close to its seat is still in the cup (carry_past_windows); further, it is loose
HOLD_MAX_BIAS = 200.0  # units/s: how fast the grip pulls a jostled ball back to its seat
ROPE_MAX_PULL = 4.0  # strongest pull of a reel, in frog weights; past it the string slips out (K3 limited force)
SLIP = 3.0  # stretch (units) beyond which the reel gives way
SLIP_KEEP = 0.5  # stretch left after a slip, so the rope still pulls
ROPE_ERROR_BIAS = 0.0  # fraction of rope stretch left after a second
ROPE_MAX_BIAS = 400.0  # fastest a stretched rope is pulled back, units/s, so a jerk cannot fling the frog

# Collision types, named as pymunk's examples advise.
FROG, BALL, WINDOW, HOLE, FLOOR, LEDGE, THRONE, SIDE = range(1, 9)

STATUSES = ("carrying", "delivered", "wrong_window", "hole", "floor", "timeout")


@dataclass(frozen=True)
class Snapshot:
    """What the screen needs to redraw one tick of the replay."""

    time: float
    frog: tuple[float, float]
    frog_angle: float
    ball: tuple[float, float]
    ropes: tuple[float, float]


def cup_walls(depth: float = CUP_DEPTH) -> tuple[tuple[tuple[float, float], tuple[float, float]], ...]:
    """The cup's two walls on the frog's head (frog frame): from the head up `depth` units, flaring a little."""
    top = -FROG_HALF[1] - depth
    return (((-18.0, -FROG_HALF[1]), (-20.0, top)), ((18.0, -FROG_HALF[1]), (20.0, top)))


def frog_anchor_world(center: tuple[float, float], angle: float, local: tuple[float, float]) -> tuple[float, float]:
    """Where a point of the frog's own frame lies on the wall."""
    c, s = math.cos(angle), math.sin(angle)
    return (center[0] + c * local[0] - s * local[1], center[1] + s * local[0] + c * local[1])


def rope_lengths_for(castle: Castle, frog_center: tuple[float, float]) -> tuple[float, float]:
    """The two rope lengths that hold an upright frog at `frog_center` (the autopilot's inverse kinematics)."""
    left = math.dist(castle.clip_left, (frog_center[0] + ANCHOR_LEFT[0], frog_center[1] + ANCHOR_LEFT[1]))
    right = math.dist(castle.clip_right, (frog_center[0] + ANCHOR_RIGHT[0], frog_center[1] + ANCHOR_RIGHT[1]))
    return left, right


def _box(body: pymunk.Body, x: float, y: float, w: float, h: float, inset: float) -> pymunk.Poly:
    # Sensors are shrunk by the ball radius so they fire when the ball's centre enters the real shape;
    # a shape narrower than the ball keeps a 1-unit core.
    cx, cy = x + w / 2, y + h / 2
    hw, hh = max(w / 2 - inset, 0.5), max(h / 2 - inset, 0.5)
    return pymunk.Poly(body, [(cx - hw, cy - hh), (cx + hw, cy - hh), (cx + hw, cy + hh), (cx - hw, cy + hh)])


def _damped_spin(spin_damping: float) -> Any:
    """The frog's velocity update: pymunk's, plus its own damping of the rocking."""
    keep = -spin_damping

    def update(body: pymunk.Body, gravity: tuple[float, float], damping: float, dt: float) -> None:
        pymunk.Body.update_velocity(body, gravity, damping, dt)
        body.angular_velocity *= math.exp(keep * dt)

    return update


class World:
    """One castle, one frog, one ball; stepped with the two reel controls."""

    def __init__(self, castle: Castle, seed: int = 0) -> None:
        self.castle = castle
        self.seed = seed
        self._rng = random.Random(seed)
        self.space = pymunk.Space()
        self.space.gravity = (0.0, GRAVITY)
        self.space.damping = castle.swing_damping
        self.space.iterations = 12
        self.target: int | None = None
        self.status = "carrying"
        self.status_window: int | None = None
        self.time = 0.0
        self.time_limit = castle.timer_seconds
        self.time_left = castle.timer_seconds
        self._accum = 0.0
        self.reel = [0.0, 0.0]  # current reel speeds in [-1, 1], ramping toward the inputs
        self.attempt = 0  # counts resets, so controllers can tell a new attempt began
        self.grace_left = 0.0  # seconds of the start-of-carry grace period still to run (set by the reset)
        self._window_of: dict[pymunk.Shape, int] = {}
        self._hole_of: dict[pymunk.Shape, str] = {}
        self._pending: tuple[str, int | None] | None = None
        self._inside: set[int] = set()  # the wrong windows the ball is in front of, carried in the cup
        self.replay_buffer: deque[Snapshot] = deque(maxlen=round(REPLAY_SECONDS / TICK))
        self._build_wall()
        self._build_frog_and_ball()
        self._build_ropes()
        self._install_handlers()
        self.reset_to_throne()

    # ---- building -------------------------------------------------------------------------------------------
    def _build_wall(self) -> None:
        c, sb = self.castle, self.space.static_body
        w, _h = c.size
        shapes: list[pymunk.Shape] = []
        s: pymunk.Shape
        for win in c.windows:
            s = _box(sb, *win.rect, inset=BALL_RADIUS)
            s.sensor, s.collision_type = True, WINDOW
            self._window_of[s] = win.id
            shapes.append(s)
        for hole in c.open_holes:
            s = self._hole_shape(sb, hole)
            s.sensor, s.collision_type = True, HOLE
            self._hole_of[s] = hole.id
            shapes.append(s)
        floor = pymunk.Segment(sb, (-200.0, c.floor_y + 4.0), (w + 200.0, c.floor_y + 4.0), 4.0)
        floor.collision_type, floor.friction, floor.elasticity = FLOOR, 0.9, 0.2
        shapes.append(floor)
        for x in (-4.0, w + 4.0):
            side = pymunk.Segment(sb, (x, -400.0), (x, c.floor_y + 8.0), 4.0)
            side.collision_type, side.friction = SIDE, 0.5
            shapes.append(side)
        for ledge in c.ledges:
            edge = pymunk.Segment(sb, ledge.a, ledge.b, 4.0)
            edge.collision_type, edge.friction, edge.elasticity = LEDGE, 0.7, 0.2
            shapes.append(edge)
        tx, ty = c.throne
        seat_y = ty + FROG_HALF[1] + 3.0
        seat = pymunk.Segment(sb, (tx - 36.0, seat_y), (tx + 36.0, seat_y), 3.0)
        seat.collision_type, seat.friction = THRONE, 0.9
        shapes.append(seat)
        self.space.add(*shapes)

    @staticmethod
    def _hole_shape(body: pymunk.Body, hole: Hole) -> pymunk.Shape:
        if hole.circle is not None:
            cx, cy, r = hole.circle
            return pymunk.Circle(body, max(r - BALL_RADIUS, 0.5), (cx, cy))
        assert hole.rect is not None
        return _box(body, *hole.rect, inset=BALL_RADIUS)

    def _build_frog_and_ball(self) -> None:
        hw, hh = FROG_HALF
        moment = pymunk.moment_for_box(FROG_MASS, (2 * hw, 2 * hh))
        self.frog = pymunk.Body(FROG_MASS, moment)
        self.frog.velocity_func = _damped_spin(self.castle.spin_damping)
        body = pymunk.Poly.create_box(self.frog, (2 * hw, 2 * hh), radius=1.0)
        self.cup_walls = cup_walls(self.castle.cup_depth)
        cup = [pymunk.Segment(self.frog, a, b, CUP_RADIUS) for a, b in self.cup_walls]
        self.frog_shapes = [body, *cup]
        for s in self.frog_shapes:
            s.collision_type, s.friction, s.elasticity = FROG, 0.8, 0.05
        self.ball = pymunk.Body(BALL_MASS, pymunk.moment_for_circle(BALL_MASS, 0, BALL_RADIUS))
        self.ball_shape = pymunk.Circle(self.ball, BALL_RADIUS)
        self.ball_shape.collision_type, self.ball_shape.friction, self.ball_shape.elasticity = BALL, 0.8, 0.1
        # The cup's grip (and the grace period's firm hold): a pin from the ball's seat to the ball whose force is
        # set every tick (0 = no grip), so a hard enough jolt still shakes the ball out of a gripping cup.
        self.hold = pymunk.PivotJoint(self.frog, self.ball, BALL_OFFSET, (0.0, 0.0))
        self.hold.max_force = 0.0
        self.hold.max_bias = HOLD_MAX_BIAS
        self.space.add(self.frog, *self.frog_shapes, self.ball, self.ball_shape, self.hold)

    def _build_ropes(self) -> None:
        c, sb = self.castle, self.space.static_body
        # A SlideJoint with min 0 only ever pulls (K3): it acts when the distance reaches max, never below.
        self.ropes = (
            pymunk.SlideJoint(sb, self.frog, c.clip_left, ANCHOR_LEFT, 0.0, c.rope_max),
            pymunk.SlideJoint(sb, self.frog, c.clip_right, ANCHOR_RIGHT, 0.0, c.rope_max),
        )
        for rope in self.ropes:
            rope.max_force = ROPE_MAX_PULL * FROG_MASS * GRAVITY
            rope.max_bias = ROPE_MAX_BIAS
            rope.error_bias = ROPE_ERROR_BIAS
        self.rope_length = [c.rope_max, c.rope_max]
        self._impulse = [0.0, 0.0]
        self.space.add(*self.ropes)

    def _install_handlers(self) -> None:
        def on_window(arb: pymunk.Arbiter, space: pymunk.Space, data: Any) -> None:
            wid = self._window_of.get(arb.shapes[1], self._window_of.get(arb.shapes[0]))
            if wid is None:
                return
            if wid != self.target and self.castle.carry_past_windows:
                self._inside.add(wid)  # carried past a shut door: it counts only if the ball leaves the cup here
            else:
                self._event("delivered" if wid == self.target else "wrong_window", wid)

        def off_window(arb: pymunk.Arbiter, space: pymunk.Space, data: Any) -> None:
            self._inside.discard(self._window_of.get(arb.shapes[1], self._window_of.get(arb.shapes[0], -1)))

        def on_hole(arb: pymunk.Arbiter, space: pymunk.Space, data: Any) -> None:
            self._event("hole", None)

        def on_floor(arb: pymunk.Arbiter, space: pymunk.Space, data: Any) -> None:
            self._event("floor", None)

        self.space.on_collision(BALL, WINDOW, begin=on_window, separate=off_window)
        self.space.on_collision(BALL, HOLE, begin=on_hole)
        self.space.on_collision(BALL, FLOOR, begin=on_floor)

    def _event(self, status: str, window: int | None) -> None:
        if self._pending is None:
            self._pending = (status, window)

    # ---- control ----------------------------------------------------------------------------------------------
    def set_target(self, window_id: int | None) -> None:
        """Choose the window the ball must enter (K5); entering any other frame is a wrong window."""
        if window_id is not None:
            self.castle.window(window_id)  # raises KeyError for an unknown frame
        self.target = window_id

    def reset_to_throne(self, time_limit: float | None = None) -> None:
        """Seat the frog on the throne with the ball in its cup, ropes just taut; restart the timer."""
        c = self.castle
        self.frog.position = c.throne
        self.frog.velocity, self.frog.angle, self.frog.angular_velocity = (0.0, 0.0), 0.0, 0.0
        jitter = self._rng.uniform(-0.5, 0.5)  # so two attempts are not pixel-identical
        self.ball.position = (c.throne[0] + BALL_OFFSET[0] + jitter, c.throne[1] + BALL_OFFSET[1])
        self.ball.velocity, self.ball.angle, self.ball.angular_velocity = (0.0, 0.0), 0.0, 0.0
        left, right = rope_lengths_for(c, c.throne)
        self.rope_length = [min(max(left, c.rope_min), c.rope_max), min(max(right, c.rope_min), c.rope_max)]
        for rope, length in zip(self.ropes, self.rope_length):
            rope.max = length
        self._impulse = [0.0, 0.0]
        self.reel = [0.0, 0.0]
        self.attempt += 1
        self.grace_left = c.grace_seconds
        self._set_hold()
        self.time_limit = c.timer_seconds if time_limit is None else time_limit
        self.time_left = self.time_limit
        self.status, self.status_window, self._pending = "carrying", None, None
        self._inside.clear()
        self._accum = 0.0
        self.replay_buffer.clear()
        self.space.reindex_shapes_for_body(self.frog)
        self.space.reindex_shapes_for_body(self.ball)

    def step(self, dt: float, left_reel: float, right_reel: float) -> int:
        """Advance by `dt` seconds of wall time in fixed ticks; returns the number of ticks run."""
        self._accum = min(self._accum + max(dt, 0.0), MAX_TICKS_PER_STEP * TICK)
        ticks = 0
        while self._accum >= TICK - 1e-9:
            self._accum -= TICK
            self.tick(left_reel, right_reel)
            ticks += 1
        return ticks

    def tick(self, left_reel: float, right_reel: float) -> None:
        """One fixed 1/120 s tick: reel the ropes, run the substeps, settle the status and timer."""
        c = self.castle
        ramp = TICK / c.reel_ramp
        self._set_hold()
        for i, reel in enumerate((left_reel, right_reel)):
            want = max(-1.0, min(1.0, float(reel)))
            self.reel[i] += max(-ramp, min(ramp, want - self.reel[i]))
        h = TICK / SUBSTEPS
        impulse = [0.0, 0.0]
        for _ in range(SUBSTEPS):
            # Reel a little before every substep, so the ropes pull smoothly rather than once a tick.
            for i, rope in enumerate(self.ropes):
                length = self.rope_length[i] - self.reel[i] * c.reel_speed * h
                self.rope_length[i] = min(max(length, c.rope_min), c.rope_max)
                rope.max = self.rope_length[i]
            self.space.step(h)
            impulse[0] += self.ropes[0].impulse
            impulse[1] += self.ropes[1].impulse
        self._impulse = impulse
        # A reel pulling harder than it can (both strings near straight) slips: the rope pays out to the distance.
        for i, d in enumerate(self.rope_distances()):
            if d > self.rope_length[i] + SLIP:
                self.rope_length[i] = min(d - SLIP_KEEP, c.rope_max)
                self.ropes[i].max = self.rope_length[i]
        self.time += TICK
        if self._inside and self._ball_off_seat() > SEAT_REACH:
            self._event("wrong_window", min(self._inside))  # the ball left the cup in front of that window
        if self.grace_left > 0.0:
            self.grace_left = max(0.0, self.grace_left - TICK)
            if self._pending is not None and self._pending[0] != "delivered":
                self._pending = None  # a lost ball or a wrong window does not count yet
            if self.status == "carrying" and self._ball_off_seat() > GRACE_SNAP:
                self._put_ball_back()
        if self.status == "carrying":
            self.time_left = max(0.0, self.time_left - TICK)
            if self._pending is not None:
                self.status, self.status_window = self._pending
            elif self.time_left <= 0.0:
                self.status = "timeout"
        self._pending = None
        self.replay_buffer.append(
            Snapshot(
                self.time,
                self.frog_position,
                self.frog.angle,
                self.ball_position,
                (self.rope_length[0], self.rope_length[1]),
            )
        )

    def _ball_off_seat(self) -> float:
        """How far the ball's centre is from its seat in the cup."""
        return float(self.frog.world_to_local(self.ball.position).get_distance(BALL_OFFSET))

    def _set_hold(self) -> None:
        """The cup's hold on the ball for the coming tick: firm in a grace period (easing to the castle's grip
        over its last moments), else the castle's grip while the ball sits in the cup."""
        weight = BALL_MASS * GRAVITY
        grip = self.castle.cup_grip
        if self.grace_left > 0.0:
            grip += (GRACE_HOLD - grip) * min(1.0, self.grace_left / GRACE_FADE)
        elif self._ball_off_seat() > GRIP_REACH:
            grip = 0.0  # out of the cup: nothing holds it
        self.hold.max_force = grip * weight

    def _put_ball_back(self) -> None:
        """Grace period: a ball that got away anyway is put back into the cup, moving with the frog."""
        self.ball.position = self.frog.local_to_world(BALL_OFFSET)
        self.ball.velocity = self.frog.velocity_at_local_point(BALL_OFFSET)
        self.ball.angular_velocity = 0.0
        self.space.reindex_shapes_for_body(self.ball)

    # ---- read-outs -------------------------------------------------------------------------------------------
    @property
    def is_over(self) -> bool:
        """True once the attempt has ended (delivered, lost or timed out)."""
        return self.status != "carrying"

    @property
    def frog_position(self) -> tuple[float, float]:
        p = self.frog.position
        return (p.x, p.y)

    @property
    def frog_angle(self) -> float:
        return self.frog.angle

    @property
    def ball_position(self) -> tuple[float, float]:
        p = self.ball.position
        return (p.x, p.y)

    @property
    def ball_in_cup(self) -> bool:
        """True when the ball sits in the frog's head cup (in the frog's own frame)."""
        local = self.frog.world_to_local(self.ball.position)
        return abs(local.x - BALL_OFFSET[0]) < 20.0 and abs(local.y - BALL_OFFSET[1]) < 12.0

    def rope_anchors(self) -> tuple[tuple[float, float], tuple[float, float]]:
        """The frog ends of the left and right ropes, on the wall."""
        a = self.frog.local_to_world(ANCHOR_LEFT)
        b = self.frog.local_to_world(ANCHOR_RIGHT)
        return (a.x, a.y), (b.x, b.y)

    def rope_endpoints(self) -> tuple[tuple[tuple[float, float], tuple[float, float]], ...]:
        """((clip, frog end) for the left rope, (clip, frog end) for the right rope)."""
        a, b = self.rope_anchors()
        return ((self.castle.clip_left, a), (self.castle.clip_right, b))

    def rope_distances(self) -> tuple[float, float]:
        """The straight distance from each clip to its frog end (at most the rope length, up to solver slop)."""
        a, b = self.rope_anchors()
        return math.dist(self.castle.clip_left, a), math.dist(self.castle.clip_right, b)

    @property
    def rope_taut(self) -> tuple[bool, bool]:
        """Whether each rope is pulled straight (drawn as a line) or slack (drawn sagging)."""
        d = self.rope_distances()
        return (d[0] >= self.rope_length[0] - 0.75, d[1] >= self.rope_length[1] - 0.75)

    @property
    def rope_tension(self) -> tuple[float, float]:
        """Each rope's mean pull over the last tick, in frog weights (0 when slack; never negative)."""
        weight = FROG_MASS * GRAVITY
        return (self._impulse[0] / TICK / weight, self._impulse[1] / TICK / weight)

    def replay(self) -> list[Snapshot]:
        """The last second of ticks, oldest first, for the replay when the ball drops."""
        return list(self.replay_buffer)

    def state_key(self) -> tuple[float, ...]:
        """Every moving coordinate, for determinism checks."""
        f, b = self.frog, self.ball
        return (
            f.position.x,
            f.position.y,
            f.angle,
            f.velocity.x,
            f.velocity.y,
            f.angular_velocity,
            b.position.x,
            b.position.y,
            b.velocity.x,
            b.velocity.y,
            *self.rope_length,
        )
