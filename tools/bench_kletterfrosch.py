"""Burg Kletterfrosch's rows for tools/bench.py (its `rows()`): physics time per 60 Hz frame per castle, and the
whole scene's CPU time per frame over a scripted autopilot run (solo game, headless). Kept in tools/, so
game/physics stays free of pygame."""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pygame import Surface

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from game.physics.castle import castle_paths, load_castle
from game.physics.kletterfrosch import World

Row = tuple[str, str]
FRAME = 1.0 / 60.0


def _pct(values: list[float], q: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))]


def physics_times(castle_path: Path, frames: int = 1200) -> list[float]:
    """Milliseconds of `World.step` per 60 Hz frame while the autopilot carries balls to every window in turn."""
    from game.physics.autopilot import Autopilot

    world = World(load_castle(castle_path), seed=1)
    pilot = Autopilot(world)  # its planning runs in control(), outside the timed step
    ids = [w.id for w in world.castle.windows]
    world.set_target(ids[0])
    times: list[float] = []
    k = 0
    while len(times) < frames:
        reels = pilot.control()
        t0 = time.perf_counter()
        world.step(FRAME, *reels)
        times.append((time.perf_counter() - t0) * 1000.0)
        if world.is_over:
            k += 1
            world.reset_to_throne()
            world.set_target(ids[k % len(ids)])
    return times


def scene_times(frames: int = 900) -> tuple[list[float], list[float]]:
    """(scene update+draw ms, whole app frame ms) per frame of a solo game steered by the autopilot."""
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    from game.app import App
    from game.core.match import Match, Seat
    from game.core.paths import UserDirs
    from game.screens.kletterfrosch.demo import PlannedAutopilot
    from game.screens.kletterfrosch.scene import KletterfroschScene
    from game.screens.menu import MenuScene
    from game.table.launcher import start_game

    with tempfile.TemporaryDirectory() as tmp:
        app = App(UserDirs.under(Path(tmp)), windowed=True, seed=1)
        try:
            app.push(MenuScene(app.ctx))
            app.frame(FRAME)
            start_game(app.ctx, Match("kletterfrosch", (Seat("fox", 0),), {"mode": "solo", "castle": "castle_2"}))
            scene = app.ctx.scenes.top
            assert isinstance(scene, KletterfroschScene)
            pilot = PlannedAutopilot(scene.world)
            scene.driver = lambda w: pilot.control()
            for _ in range(30):  # warm the caches (rotated frogs, text)
                app.frame(FRAME)
            scene_ms: list[float] = []
            update, draw = scene.update, scene.draw

            def timed_update(dt: float) -> None:
                t0 = time.perf_counter()
                update(dt)
                scene_ms.append((time.perf_counter() - t0) * 1000.0)

            def timed_draw(surface: Surface) -> None:
                t0 = time.perf_counter()
                draw(surface)
                scene_ms[-1] += (time.perf_counter() - t0) * 1000.0

            scene.update, scene.draw = timed_update, timed_draw  # type: ignore[method-assign]
            app.cpu_ms.clear()
            for _ in range(frames):
                if app.ctx.scenes.top is not scene:  # results shown: a new game keeps the run going
                    break
                app.frame(FRAME)
            return scene_ms, list(app.cpu_ms)
        finally:
            app.close()


def rows() -> list[Row]:
    """The bench rows: medians and tails, in milliseconds."""
    rows: list[Row] = []
    for path in castle_paths():
        t = physics_times(path)
        rows.append(
            (
                f"frosch physics {path.stem} ms/frame",
                f"p50 {statistics.median(t):.3f}  p95 {_pct(t, 0.95):.3f}  ({len(t)} frames)",
            )
        )
    scene, whole = scene_times()
    rows.append(
        (
            "frosch scene update+draw ms/frame",
            f"p50 {statistics.median(scene):.2f}  p95 {_pct(scene, 0.95):.2f}  p99 {_pct(scene, 0.99):.2f}"
            f"  ({len(scene)} frames)",
        )
    )
    rows.append(
        (
            "frosch app frame (with flip) ms/frame",
            f"p50 {statistics.median(whole):.2f}  p95 {_pct(whole, 0.95):.2f}  p99 {_pct(whole, 0.99):.2f}",
        )
    )
    return rows


if __name__ == "__main__":
    for name, value in rows():
        print(f"{name:45s} {value}")
