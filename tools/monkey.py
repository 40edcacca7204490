"""Random input across every scene: `python tools/monkey.py [--events N] [--seed S]`.

Mouse moves and clicks, key taps, virtual gamepads plugged, pressed, pushed and unplugged, window resizes.
Exit status 0 only when nothing crashed. `--verify-rest`: the table rests as the program does (a frame where nothing
changed is not drawn), quiet frames follow each burst of input, and every frame not drawn is drawn aside and compared
with the picture shown: a scene that changed without saying so (DESIGN.md, "A table at rest does no work") fails."""

from __future__ import annotations

import argparse
import random
import sys
import tempfile
import time
import traceback
from pathlib import Path
from typing import TYPE_CHECKING

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a script: tools.* from the root

import pygame

from game.core.pacing import FRAME
from tools.toolkit import headless_app, started

if TYPE_CHECKING:
    from game.app import App
    from tools.virtual_pad import VirtualPad

KEYS = (
    pygame.K_UP,
    pygame.K_DOWN,
    pygame.K_LEFT,
    pygame.K_RIGHT,
    pygame.K_RETURN,
    pygame.K_SPACE,
    pygame.K_ESCAPE,
    pygame.K_BACKSPACE,
    pygame.K_z,
    pygame.K_h,
    pygame.K_p,
    pygame.K_w,
    pygame.K_s,
    pygame.K_a,
    pygame.K_d,
)
BUTTONS = (
    "a",
    "b",
    "x",
    "y",
    "start",
    "back",
    "dpad_up",
    "dpad_down",
    "dpad_left",
    "dpad_right",
    "left_shoulder",
    "right_shoulder",
)
AXES = ("left_x", "left_y", "right_x", "right_y", "trigger_left", "trigger_right")


def random_events(rng: random.Random, pads: list[VirtualPad], max_pads: int) -> list[pygame.event.Event]:
    """One burst of random input; pads are plugged/pressed through SDL itself, the rest are posted events."""
    from tools.virtual_pad import VirtualPad, key_tap, mouse_click, mouse_move, mouse_wheel, sdl_available

    roll = rng.random()
    pos = (rng.randrange(1280), rng.randrange(720))
    if roll < 0.30:
        return mouse_click(pos, rng.choice((1, 1, 1, 3)))
    if roll < 0.40:
        return mouse_move(pos)
    if roll < 0.43:
        return mouse_wheel(rng.choice((-1, 1)))
    if roll < 0.62:
        return key_tap(rng.choice(KEYS))
    if roll < 0.64:
        size = (rng.randrange(320, 1920), rng.randrange(240, 1080))
        return [
            pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]),
            pygame.event.Event(pygame.WINDOWRESIZED, x=size[0], y=size[1]),
        ]
    if not sdl_available():
        return []
    if roll < 0.67 and len(pads) < max_pads:
        pads.append(VirtualPad().plug())
    elif roll < 0.69 and pads:
        pads.pop(rng.randrange(len(pads))).unplug()
    elif pads:
        pad = rng.choice(pads)
        if roll < 0.92:
            pad.tap(rng.choice(BUTTONS))
        else:
            axis = rng.choice(AXES)
            pad.set_axis(axis, rng.uniform(0 if axis.startswith("trigger") else -1, 1))
    return []


def resting(app: App, verify: bool) -> App:
    """The app resting as the program does, every frame not drawn checked (see --verify-rest)."""
    if verify:
        app.rest = app.verify_rest = True
    return app


def run(
    events: int, seed: int, max_pads: int = 3, verbose: bool = False, worker: bool = False, verify_rest: bool = False
) -> int:
    rng = random.Random(seed)
    pads: list[VirtualPad] = []
    # One home for the whole run: after the monkey quits, the next app finds its saves (resume is exercised).
    home = Path(tempfile.mkdtemp(prefix="kotatsu-monkey-"))
    # `worker`: the computer thinks in its own process, as in the program (the slowest frames are then the
    # table's own); else inline, in the frame, which is deterministic but makes those frames long.
    app = started(resting(headless_app(home, seed=seed, inline_ai=not worker), verify_rest))
    restarts, seen = 0, set()
    stale: list[tuple[int, str]] = []  # frames not drawn that would have looked different (--verify-rest)
    slowest: list[tuple[float, str]] = []  # (CPU ms, the scene on top) of the slowest frames after start-up
    fresh = True  # the first frame of an app is start-up, not play
    try:
        for i in range(events):
            for e in random_events(rng, pads, max_pads):
                pygame.event.post(e)
            before = type(app.ctx.scenes.top).__name__
            cpu = time.thread_time()  # this thread's CPU: a loaded machine's waits are not the table's work
            app.frame(rng.choice((1 / 60, 1 / 30, 0.1)))
            for _ in range(rng.randrange(12) if verify_rest else 0):  # quiet frames: nobody presses
                app.frame(rng.choice((1 / 60, 1 / 30, 0.5)), events=[])
            cpu_ms = (time.thread_time() - cpu) * 1000
            resting_now = app.pacer.due - app.pacer.started > FRAME
            if resting_now and app.pacer.ahead is not None:  # the pause before the next press: the loop's rest
                app.pacer.ahead()
            top = app.ctx.scenes.top
            seen.add(type(top).__name__ if top else "-")
            if not fresh:
                after = type(top).__name__ if top else "-"
                slowest = sorted(
                    [*slowest, (cpu_ms, f"{before}->{after}" if after != before else after)], reverse=True
                )[:5]
            fresh = False
            if not app.ctx.running:  # the monkey found Quit: start again, as a person would
                app.close()
                restarts += 1
                stale += app.stale
                app = started(resting(headless_app(home, seed=seed + restarts, inline_ai=not worker), verify_rest))
                fresh = True
            if verbose and i % 500 == 0:
                print(i, sorted(seen), file=sys.stderr)
    except Exception:  # noqa: BLE001 - a crash is what the monkey looks for: said with its seed
        traceback.print_exc()
        print(f"CRASH after {i} events (seed {seed}); scenes seen: {', '.join(sorted(seen))}")
        return 1
    finally:
        for p in pads:
            p.unplug()
        app.close()
    stale += app.stale
    print(f"{events} events, {restarts} restarts, no crash; scenes seen: {', '.join(sorted(seen))}")
    if verify_rest:
        where = sorted({scene for _frame, scene in stale})
        print(f"frames not drawn that had changed: {len(stale)}" + (f" ({', '.join(where)})" if where else ""))
        if stale:
            return 1
    print(
        "slowest frames after start-up (main-thread CPU ms, scene): "
        + ", ".join(f"{ms:.1f} {where}" for ms, where in slowest)
    )
    return 0


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--events", type=int, default=3000)
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--pads", type=int, default=3, help="at most this many virtual pads at once")
    p.add_argument("--verbose", action="store_true")
    p.add_argument("--worker", action="store_true", help="computer players in their own process (frame times)")
    p.add_argument("--verify-rest", action="store_true", help="rest as the program does; check every frame not drawn")
    a = p.parse_args(argv)
    return run(a.events, a.seed, a.pads, a.verbose, a.worker, a.verify_rest)


if __name__ == "__main__":
    sys.exit(main())
