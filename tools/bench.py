"""Speed and memory, measured (never asserted in tests): `python tools/bench.py [--rows NAME...] [--frames N]`.

Prints one table: start-up to the first menu frame (median of several fresh processes), CPU ms per frame
p50/p95/p99 for each scene over a scripted run, peak memory, and per-game rows (perft, AI, physics)."""

from __future__ import annotations

import argparse
import random
import resource
import statistics
import subprocess
import sys
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a script: tools.* from the root

from tools.toolkit import ROOT, draw_ahead, headless_app

if TYPE_CHECKING:
    from game.app import App
    from game.core.context import Context
    from game.core.input import Intent
    from game.core.scenes import Scene
    from game.table.catalog import GameInfo

Row = tuple[str, str]  # (name, measured text)

STARTUP_SNIPPET = """
import time, sys
t0 = time.perf_counter()
sys.path.insert(0, {root!r})
sys.argv = ['bench']
from tools.toolkit import headless_app
from game.screens.menu import MenuScene
app = headless_app()
app.preload()
app.push(MenuScene(app.ctx))
app.frame(1/60, events=[])
print('FIRST_FRAME', time.perf_counter() - t0, flush=True)
"""


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(q / 100 * (len(s) - 1)))]


def frame_row(name: str, ms: list[float]) -> Row:
    return name, f"p50 {pct(ms, 50):6.2f} ms  p95 {pct(ms, 95):6.2f} ms  p99 {pct(ms, 99):6.2f} ms  ({len(ms)} frames)"


def bench_startup(runs: int = 7) -> list[Row]:
    """Wall time from launching a fresh interpreter to the first menu frame drawn."""
    times, inner = [], []
    for _ in range(runs):
        t0 = time.perf_counter()
        out = subprocess.run(
            [sys.executable, "-c", STARTUP_SNIPPET.format(root=str(ROOT))],
            capture_output=True,
            text=True,
            check=True,
            cwd=ROOT,
        ).stdout
        times.append(time.perf_counter() - t0)
        inner.append(float(out.split("FIRST_FRAME")[1].split()[0]))
    return [
        (
            "start-up to first menu frame",
            f"median {statistics.median(times):.3f} s (in-process {statistics.median(inner):.3f} s), "
            f"max {max(times):.3f} s over {runs} runs",
        )
    ]


Setup = Callable[["App"], "Scene | None"]  # puts the scene to measure on a fresh app
Script = Callable[["App", "Scene | None", int], None]  # what is pressed before frame i


def run_scene(setup: Setup, script: Script | None, frames: int, inline_ai: bool = True) -> list[float]:
    """Frame CPU times of one scene over a scripted run (after a short warm-up)."""
    app = headless_app(inline_ai=inline_ai)
    try:
        scene = setup(app)
        for _ in range(10):
            app.frame(1 / 60, events=[])
        app.cpu_ms.clear()
        for i in range(frames):
            if script:
                script(app, scene, i)
            app.frame(1 / 60, events=[])
        return list(app.cpu_ms)
    finally:
        app.close()


def _focus_walk(app: App, scene: Scene | None, i: int) -> None:
    from game.core.input import Action, Intent

    if i % 12 == 0:
        app.feed([Intent(random.Random(i).choice((Action.LEFT, Action.RIGHT, Action.UP, Action.DOWN)), "pad1")])


def bench_scenes(frames: int) -> list[Row]:
    from game.screens.menu import MenuScene
    from game.screens.rules_help import RulesHelpScene
    from game.screens.settings import SettingsScene
    from game.screens.setup import SetupScene
    from game.table.catalog import CATALOG

    def menu(app: App) -> Scene:
        m = MenuScene(app.ctx)
        app.push(m)
        return m

    def over_menu(make: Callable[[Context], Scene]) -> Setup:
        def setup(app: App) -> Scene:
            menu(app)
            scene = make(app.ctx)
            app.push(scene)
            return scene

        return setup

    def resized(size: tuple[int, int]) -> Setup:
        def setup(app: App) -> Scene:
            _resize_window(size)
            return menu(app)

        return setup

    rows = [
        frame_row("menu frame", run_scene(menu, _focus_walk, frames)),
        frame_row("settings frame", run_scene(over_menu(SettingsScene), _focus_walk, frames // 2)),
    ]
    for size in ((1227, 690), (1920, 1080)):  # a 1280x800 laptop's first window; fullscreen on a 1080p screen
        rows.append(
            frame_row(f"menu frame scaled into {size[0]}x{size[1]}", run_scene(resized(size), _focus_walk, frames // 2))
        )
    for name, info in CATALOG.items():
        if not info.built:
            continue
        setup = over_menu(partial(SetupScene, info=info))
        rows.append(frame_row(f"{name} setup frame", run_scene(setup, _focus_walk, frames // 2)))
        rules = over_menu(partial(RulesHelpScene, game=name))
        rows.append(frame_row(f"{name} rules help frame", run_scene(rules, _focus_walk, frames // 4)))
        what = "computer thinking in its worker" if info.computer else "waiting for the players"
        game = partial(_game, info=info)
        rows.append(frame_row(f"{name} game frame ({what})", run_scene(game, _game_script, frames, inline_ai=False)))
    return rows


def _resize_window(size: tuple[int, int]) -> None:
    """Give the (dummy) window another size: the app then scales its 1280x720 canvas into it every frame."""
    import warnings

    import pygame

    with warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        pygame.Window.from_display_module().size = size


def _game(app: App, info: GameInfo) -> Scene | None:
    from game.screens.menu import MenuScene
    from game.screens.setup import SetupScene
    from game.table.launcher import start_game

    app.push(MenuScene(app.ctx))
    match = SetupScene(app.ctx, info).match()
    if info.computer:  # computer against computer, so the worker is busy all through the run
        match = type(match)(
            match.game, tuple(s.with_(kind="computer", level="hard") for s in match.seats), match.options
        )
    start_game(app.ctx, match)
    return app.ctx.scenes.top


def _game_script(app: App, scene: Scene | None, i: int) -> None:
    from game.board.table_scene import TableScene
    from game.core.input import Action, Intent

    if i % 20 == 0:
        app.feed([Intent(Action.RIGHT, "pad1")])
    # A finished game restarts, so the whole run measures play.
    if isinstance(scene, TableScene) and scene.turns.is_over:
        scene.exits.restart()


def bench_changes(rounds: int = 3) -> list[Row]:
    """The slowest frame right after each kind of scene change (the first two frames after it), over every game
    and `rounds` rounds: a change composes what it shows once, so these frames are where a hitch would be. Then
    Past games: the list, each game's replay opened, and its first moves stepped (each step animates)."""
    from game.core.match import Match
    from game.screens.menu import MenuScene
    from game.screens.rules_help import RulesHelpScene
    from game.screens.setup import SetupScene
    from game.table.catalog import CATALOG
    from game.table.launcher import start_game

    worst: dict[str, tuple[float, str]] = {}
    game = ""

    def after(app: App, what: str, where: str | None = None) -> None:
        app.cpu_ms.clear()
        app.frame(1 / 60, events=[])
        app.frame(1 / 60, events=[])
        worst[what] = max(worst.get(what, (0.0, "")), (max(app.cpu_ms), game if where is None else where))

    for _ in range(rounds):
        app = headless_app(inline_ai=False)
        try:
            app.preload()  # as the program does before its first frame
            app.push(MenuScene(app.ctx))
            after(app, "menu first shown")
            draw_ahead(app)  # as the program does in the still moment after start-up
            for info in (i for i in CATALOG.values() if i.built):
                game = info.name
                app.push(SetupScene(app.ctx, info))
                after(app, "setup opened")
                match = SetupScene(app.ctx, info).match()
                match = Match(match.game, tuple(s.with_(kind="human") for s in match.seats), match.options)
                start_game(app.ctx, match)
                after(app, "game started")
                playing = app.ctx.scenes.top
                assert playing is not None
                playing.handle(_intent("MENU"))
                after(app, "pause opened")
                app.push(RulesHelpScene(app.ctx, info.name))
                after(app, "rules help opened")
                app.ctx.scenes.pop_to(playing)
                after(app, "back to the game")
                app.ctx.scenes.pop_to_root()
                after(app, "menu again")
            _replays(app, after)
        finally:
            app.close()
    return [
        (f"slowest frame: {what}", f"{ms:6.1f} ms ({where or 'menu'}; over {rounds} rounds, every game)")
        for what, (ms, where) in worst.items()
    ]


def _replays(app: App, after: Callable[[App, str, str], None]) -> None:
    """Past games: the list, then each kept game's replay opened (after the rest in which the list makes the focused
    one) and stepped through its first moves."""
    from game.screens.past_games import KeptRow, PastGamesScene
    from game.screens.replay_scene import ReplayScene
    from tools.past_shots import keep_all

    keep_all(app)
    listing = PastGamesScene(app.ctx)
    app.push(listing)
    after(app, "past games opened", "")
    for row in [w for w in listing.focus.widgets if isinstance(w, KeptRow)]:
        listing.focus.focus_on(row)
        while app.pacer.ahead is not None and app.pacer.ahead():  # the rest before the press: its replay is made
            pass
        kept = row.kept
        listing.open_game(kept)
        after(app, "replay opened", kept.game)
        replay = app.ctx.scenes.top
        assert isinstance(replay, ReplayScene)
        for _ in range(3):
            replay.step(forward=True)
            after(app, "replay stepped", kept.game)
        app.ctx.scenes.pop_to(listing)


def _intent(action: str) -> Intent:
    from game.core.input import Action, Intent

    return Intent(Action[action], "keyboard")


def bench_memory() -> list[Row]:
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024
    return [("peak memory (this bench process)", f"{peak:.0f} MiB")]


def bench_perft() -> list[Row]:
    from game.table.catalog import CATALOG

    out = []
    for game, depth in ((name, d) for name, info in CATALOG.items() for d in info.perft_depths):
        t0 = time.perf_counter()
        last = (
            subprocess.run(
                [sys.executable, str(ROOT / "tools" / "perft.py"), game, str(depth)],
                capture_output=True,
                text=True,
                check=True,
            )
            .stdout.strip()
            .splitlines()[-1]
        )
        out.append((f"perft {game} {depth}", f"{last} nodes in {time.perf_counter() - t0:.2f} s"))
    return out


def bench_ai(positions: int = 6) -> list[Row]:
    """Seconds per move of each level from positions taken along random games (median and max)."""
    from game.ai import make_agent
    from game.rules import GAMES

    rows = []
    for game, module in GAMES.items():
        rng = random.Random(3)
        states = []
        for _ in range(positions):
            s = module.new_game()
            for _ in range(rng.randrange(4, 40)):
                if s.to_move is None:
                    break
                s = s.play(rng.choice(s.legal_moves()))
            if s.to_move is not None:
                states.append(s)
        for level in ("easy", "medium", "hard"):
            agent = make_agent(game, level, seed=1)
            times = []
            for s in states:
                t0 = time.perf_counter()
                agent.choose(s)
                times.append(time.perf_counter() - t0)
            rows.append(
                (
                    f"ai {game} {level} per move",
                    f"median {statistics.median(times):.3f} s  max {max(times):.3f} s ({len(times)} positions)",
                )
            )
    return rows


def bench_games() -> list[Row]:
    """Each game's own rows, from tools/bench_<name>.py when it has one (tools/ is on the path here)."""
    import importlib

    from game.rules import GAME_NAMES

    rows: list[Row] = []
    for name in GAME_NAMES:
        if (ROOT / "tools" / f"bench_{name}.py").is_file():
            rows += importlib.import_module(f"bench_{name}").rows()
    return rows


ROWS: dict[str, Callable[[argparse.Namespace], list[Row]]] = {
    "startup": lambda a: bench_startup(a.runs),
    "scenes": lambda a: bench_scenes(a.frames),
    "changes": lambda a: bench_changes(),
    "perft": lambda a: bench_perft(),
    "ai": lambda a: bench_ai(),
    "games": lambda a: bench_games(),
    "memory": lambda a: bench_memory(),
    # A real window under Xvfb, windowed and fullscreen at 1080p and 4K (tools/bench_screen.py; skipped without it)
    "screen": lambda a: __import__("bench_screen").rows(a.screen_seconds, a.renderer),
}


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--rows", nargs="*", choices=list(ROWS), help="which groups (default: all)")
    p.add_argument("--frames", type=int, default=600, help="frames per scene run")
    p.add_argument("--runs", type=int, default=7, help="fresh processes for the start-up row")
    p.add_argument("--screen-seconds", type=float, default=8.0, help="each measurement of the screen rows")
    p.add_argument("--renderer", choices=("default", "software", "cpu"), default="default", help="screen rows")
    args = p.parse_args(argv)
    rows: list[Row] = []
    for key in args.rows or list(ROWS):
        got = ROWS[key](args)
        rows += got
        for name, text in got:
            print(f"  {name:<58} {text}", file=sys.stderr, flush=True)
    width = max(len(n) for n, _ in rows)
    print(f"\n{'measure':<{width}}  result")
    print("-" * (width + 60))
    for name, text in rows:
        print(f"{name:<{width}}  {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
