"""A novice player for Burg Kletterfrosch: how hard is each castle for a child who has never played?

The model drives the real World headless, one 60 Hz frame at a time, like the screen does:
- it acts on what it saw `delay` seconds ago (reaction delay, ~250 ms) and re-decides only every `decide` seconds
  (a child's corrections come in small jerks, not continuously);
- it aims the ball straight at the target window's centre (no planning around holes, ledges or other windows)
  and wants the ball to move at up to `speed` units/s, slower when close;
- it knows which way each string moves the frog (pulling a string lifts the frog toward its clip), so its wanted
  velocity becomes two rope rates, pushed `gain` times harder than needed;
- its thumbs overshoot: the stick follows the intent through an under-damped spring (`overshoot` past the
  intended value) and wobbles with slow noise (`noise`, an Ornstein-Uhlenbeck drift per stick).
Each try draws its own child (delay, speed, gain and noise vary a little) from a seeded random generator, so a run
is deterministic: the same seeds give the same table.

    python3 tools/novice_kletterfrosch.py                       # the table: 10 windows x 6 seeds per castle
    python3 tools/novice_kletterfrosch.py --seeds 3 --castle castle_1 --per-window
    python3 tools/novice_kletterfrosch.py --delay 0.35 --noise 0.45 --speed 260   # a clumsier child
    python3 tools/novice_kletterfrosch.py --whold               # issue 13: hold W (left string in) about 1/3 s from the
                                                       # throne, let go, and see where the ball is after 2.5 s

No pygame here: only game.physics.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
from collections import Counter, deque
from dataclasses import dataclass, replace
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.physics.castle import Castle, castle_paths, load_castle
from game.physics.kletterfrosch import World

FRAME = 1.0 / 60.0
ENDINGS = ("delivered", "hole", "wrong_window", "floor", "timeout")
HEADS = {"delivered": "delivered", "hole": "hole", "wrong_window": "wrong win", "floor": "floor", "timeout": "time"}


@dataclass(frozen=True)
class Child:
    """One novice player's hands and eyes."""

    delay: float = 0.25  # s: acts on what it saw this long ago
    decide: float = 0.12  # s: how often it re-decides
    speed: float = 200.0  # units/s: how fast it wants the ball to travel when far from the window
    slow: float = 1.6  # 1/s: wanted speed is `slow` x distance near the window
    gain: float = 2.0  # pushes the stick this many times harder than the rope rates need
    overshoot: float = 0.4  # fraction the stick swings past a new intent before it settles
    stick_hz: float = 2.5  # natural frequency of the thumb's spring, Hz
    noise: float = 0.3  # std of the stick's slow wobble
    noise_tau: float = 0.35  # s: how long the wobble keeps its direction

    @staticmethod
    def draw(rng: random.Random, base: Child | None = None) -> Child:
        """A child like `base`, each trait varied a little (children differ)."""
        b = base or Child()
        return replace(
            b,
            delay=b.delay * rng.uniform(0.85, 1.2),
            speed=b.speed * rng.uniform(0.8, 1.25),
            gain=b.gain * rng.uniform(0.8, 1.3),
            noise=b.noise * rng.uniform(0.7, 1.3),
            overshoot=min(0.6, b.overshoot * rng.uniform(0.7, 1.4)),
        )


class Novice:
    """Drives one World: call `control()` once per 60 Hz frame, then step the world by one frame."""

    def __init__(self, world: World, child: Child, rng: random.Random) -> None:
        self.world, self.child, self.rng = world, child, rng
        self.seen: deque[tuple[tuple[float, float], tuple[tuple[float, float], tuple[float, float]]]] = deque()
        self.lag = max(1, round(child.delay / FRAME))
        self.intent = [0.0, 0.0]
        self.stick = [0.0, 0.0]
        self.stick_v = [0.0, 0.0]
        self.wobble = [0.0, 0.0]
        self.next_decision = child.delay  # it starts to move once it has seen the start
        self.t = 0.0
        # The thumb spring: damping ratio from the overshoot, exp(-pi z / sqrt(1 - z^2)) = overshoot.
        ln = math.log(max(1e-3, min(0.95, child.overshoot)))
        self.zeta = -ln / math.sqrt(math.pi**2 + ln**2)
        self.omega = 2 * math.pi * child.stick_hz

    def _decide(self, ball: tuple[float, float], anchors: tuple[tuple[float, float], tuple[float, float]]) -> None:
        w, c, ch = self.world, self.world.castle, self.child
        assert w.target is not None
        gx, gy = c.window(w.target).center
        dx, dy = gx - ball[0], gy - ball[1]
        dist = math.hypot(dx, dy) or 1.0
        speed = min(ch.speed, ch.slow * dist)
        vx, vy = dx / dist * speed, dy / dist * speed
        for i, (clip, anchor) in enumerate(zip((c.clip_left, c.clip_right), anchors)):
            ax, ay = anchor[0] - clip[0], anchor[1] - clip[1]
            d = math.hypot(ax, ay) or 1.0
            lengthen = (ax * vx + ay * vy) / d  # how fast this string must pay out for the ball to move at v
            self.intent[i] = max(-1.0, min(1.0, -ch.gain * lengthen / c.reel_speed))

    def control(self) -> tuple[float, float]:
        """This frame's (left, right) stick values, each in [-1, 1]; positive reels in."""
        w, ch = self.world, self.child
        self.seen.append((w.ball_position, w.rope_anchors()))
        if len(self.seen) > self.lag + 1:
            self.seen.popleft()
        if self.t + 1e-9 >= self.next_decision and len(self.seen) > self.lag:
            self._decide(*self.seen[0])  # what it saw `delay` ago
            self.next_decision += ch.decide
        keep = math.exp(-FRAME / ch.noise_tau)
        out = []
        for i in range(2):
            self.wobble[i] = keep * self.wobble[i] + ch.noise * math.sqrt(1 - keep * keep) * self.rng.gauss(0, 1)
            acc = self.omega**2 * (self.intent[i] - self.stick[i]) - 2 * self.zeta * self.omega * self.stick_v[i]
            self.stick_v[i] += acc * FRAME
            self.stick[i] += self.stick_v[i] * FRAME
            out.append(max(-1.0, min(1.0, self.stick[i] + (self.wobble[i] if self.t >= ch.delay else 0.0))))
        self.t += FRAME
        return out[0], out[1]


def one_try(castle: Castle, target: int, seed: int, child: Child | None = None) -> tuple[str, float]:
    """One seeded attempt at `target`: (how it ended, seconds taken)."""
    rng = random.Random(f"novice:{castle.source}:{target}:{seed}")
    world = World(castle, seed=seed)
    world.set_target(target)
    world.reset_to_throne()
    pilot = Novice(world, Child.draw(rng, child), rng)
    while not world.is_over:
        world.step(FRAME, *pilot.control())
    return world.status, world.time_limit - world.time_left


def run_castle(
    castle: Castle, seeds: int, windows: list[int] | None = None, child: Child | None = None
) -> tuple[Counter[str], dict[int, Counter[str]], list[float]]:
    """Every target window x `seeds` tries: the endings overall, per window, and the delivery times."""
    total: Counter[str] = Counter()
    per: dict[int, Counter[str]] = {}
    times: list[float] = []
    for win in windows if windows is not None else [w.id for w in castle.windows]:
        per[win] = Counter()
        for seed in range(seeds):
            status, seconds = one_try(castle, win, seed, child)
            total[status] += 1
            per[win][status] += 1
            if status == "delivered":
                times.append(seconds)
    return total, per, times


def w_hold(
    castle: Castle, seed: int, hold: float = 1 / 3, watch: float = 2.5, target: int = 3
) -> tuple[str, int | None, bool]:
    """Issue 13's failure: hold W (left string in, full) for `hold` s from the throne, then let go; after `watch`
    seconds: (status, window, ball still in the cup)."""
    world = World(castle, seed=seed)
    world.set_target(target)
    world.reset_to_throne()
    frames = round(watch / FRAME)
    for k in range(frames):
        world.step(FRAME, 1.0 if k < round(hold / FRAME) else 0.0, 0.0)
        if world.is_over:
            break
    return world.status, world.status_window, world.ball_in_cup


def _pct(n: int, total: int) -> str:
    return f"{100.0 * n / total:5.1f}%" if total else "   -  "


def main(argv: list[str] | None = None) -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--seeds", type=int, default=6, help="tries per target window (default 6)")
    ap.add_argument("--castle", action="append", help="castle file stem (repeatable); default all")
    ap.add_argument("--window", type=int, action="append", help="target window id (repeatable); default all")
    ap.add_argument("--per-window", action="store_true", help="also print each window's success rate")
    ap.add_argument("--whold", action="store_true", help="only the W-hold check of issue 13")
    ap.add_argument("--delay", type=float, default=Child.delay, help="reaction delay, s (default %(default)s)")
    ap.add_argument("--noise", type=float, default=Child.noise, help="stick wobble (default %(default)s)")
    ap.add_argument("--speed", type=float, default=Child.speed, help="wanted ball speed (default %(default)s)")
    args = ap.parse_args(argv)
    paths = [p for p in castle_paths() if not args.castle or p.stem in args.castle]
    castles = [load_castle(p) for p in paths]
    if args.whold:
        holds = [0.3, 1 / 3, 0.37, 0.4, 0.45]  # a hand's "third of a second"
        print(
            f"hold W (left string in, full) from the throne, then let go; where the ball is after 2.5 s "
            f"({len(holds)} hold lengths 0.3-0.45 s x 3 seeds = {3 * len(holds)} tries; target window 3)"
        )
        print(f"{'castle':<10} {'1/3 s, seed 0':<22} endings of the {3 * len(holds)} tries")
        for c in castles:
            status, win, cup = w_hold(c, 0)
            first = f"{status}{'' if win is None else f' {win}'}" + (" (in cup)" if cup else "")
            endings: Counter[str] = Counter()
            for seed in range(3):
                for hold in holds:
                    s, wi, in_cup = w_hold(c, seed, hold)
                    endings[
                        s + ("" if wi is None else f" {wi}") + (" (in cup)" if s == "carrying" and in_cup else "")
                    ] += 1
            print(f"{Path(c.source).stem:<10} {first:<22} " + ", ".join(f"{k}: {v}" for k, v in endings.most_common()))
        return 0
    child = Child(delay=args.delay, noise=args.noise, speed=args.speed)
    print(
        f"novice model: {args.seeds} tries per window, reaction {child.delay * 1000:.0f} ms, stick noise "
        f"{child.noise:g}, speed {child.speed:g}, aiming straight at the window"
    )
    print(f"{'castle':<10} {'tries':>5} " + " ".join(f"{HEADS[e]:>9}" for e in ENDINGS) + "  mean s (delivered)")
    for c in castles:
        total, per, times = run_castle(c, args.seeds, args.window, child)
        n = sum(total.values())
        mean = f"{sum(times) / len(times):6.1f}" if times else "     -"
        print(f"{Path(c.source).stem:<10} {n:>5} " + " ".join(f"{_pct(total[e], n):>9}" for e in ENDINGS) + f"  {mean}")
        if args.per_window:
            for win, cnt in per.items():
                m = sum(cnt.values())
                print(
                    f"  window {win}: {_pct(cnt['delivered'], m)} delivered  "
                    + ", ".join(f"{HEADS[k]} {v}" for k, v in cnt.most_common() if k != "delivered")
                )
    return 0


if __name__ == "__main__":
    sys.exit(main())
