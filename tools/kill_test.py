"""Kill the table at random moments and start it again:
`python tools/kill_test.py [--cycles N] [--games GAME...] [--seed S]`.

For each game, N cycles of: start the real program (a child process: the App and its menu, SDL's dummy drivers,
KOTATSU_HOME in one temp folder kept for the whole run), Continue the game (or start one), play it through the
input layer (mouse clicks on the cells the game lights as next picks, arrow keys, the pause menu opened and shut),
and SIGKILL it after a random time - mid-move, mid-animation, mid-write, in a menu. Then check:

    lost move     a move the child logged as made (after its autosave) is not in the save on disk, or not in the
                  game the next start resumes on Continue
    unreadable    a file under KOTATSU_HOME that is not valid JSON, or one the table set aside (".corrupt-")
    temp left     a temp file of a killed writer still there once the next start is up

The child is this file run with --child: it drives the App as __main__ builds it (no hook in the game package) and
logs, flushed at once, each move count it saw autosaved, and "cleared" just before the table forgets a finished
game (so a kill between the two is not taken for a lost game). With KILL_TEST_DEBUG=1 it also logs the scene stack
as it changes and a resume slot that vanishes under a game still on. Exit status 1 on any failure.

A cycle takes one to five seconds (a start of the program is most of it): 300 cycles of each game is an hour or two.
"""

from __future__ import annotations

import argparse
import json
import os
import random
import shutil
import signal
import subprocess
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

ROOT = Path(__file__).resolve().parent.parent


def game_names() -> tuple[str, ...]:
    """Every game, from the rules package (pure Python: no pygame in the parent)."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from game.rules import GAME_NAMES

    return tuple(GAME_NAMES)


READY_TIMEOUT = 60.0  # seconds a child may take to start (a loaded machine)


# ---- the child: the real program, driven through its input layer ------------------------------------------------
def _log(out: TextIO, *words: object) -> None:
    out.write(" ".join(str(w) for w in words) + "\n")
    out.flush()  # in the kernel once written: a SIGKILL after this line cannot lose it


def child(game: str, seed: int, log_path: Path) -> int:
    """Run the table on GAME until killed: Continue (or a new game), then play by posted input events."""
    if str(ROOT) not in sys.path:
        sys.path.insert(0, str(ROOT))
    from tools.toolkit import headless_app  # noqa: I001 - sets the SDL drivers before pygame is imported

    from game.core.paths import UserDirs
    from game.screens.menu import MenuScene

    rng = random.Random(seed)
    out = open(log_path, "a", encoding="utf-8")  # noqa: SIM115 - open until the process is killed
    app = headless_app(UserDirs.default().data.parent, seed=seed)
    saves = app.ctx.saves
    real_clear = saves.clear

    def clear(game: str) -> None:  # a finished game is forgotten: said before the file goes, so a kill between
        _log(out, "cleared", game)  # the two is not taken for a lost game
        real_clear(game)

    saves.clear = clear  # type: ignore[method-assign]  # the tool listens in on the table's own saves
    menu = MenuScene(app.ctx)
    app.push(menu)
    app.frame(1 / 60, events=[])
    _log(out, "ready", os.getpid())
    for _ in range(rng.randrange(0, 8)):  # a moment in the menu
        app.frame(1 / 60)
    scene = _open_game(app, menu, game, out)
    look_at_board(app)
    return _Child(app, game, rng, out).play(scene)


def _open_game(app: Any, menu: Any, game: str, out: TextIO) -> Any:
    """Continue GAME from the menu (its card in the saved games); a new game when there is none to continue."""
    import pygame

    from game.board.table_scene import TableScene
    from game.screens.saved_games import SavedGamesScene
    from tools.virtual_pad import mouse_click

    if menu.continue_button.enabled:
        for e in mouse_click(menu.continue_button.rect.center):
            pygame.event.post(e)
        app.frame(1 / 60)
        listing = app.ctx.scenes.top
        if isinstance(listing, SavedGamesScene):  # Continue lists the saved games: click this game's card
            card = next((c for c in listing.cards if c.saved.game == game), None)
            if card is not None:
                for e in mouse_click(card.rect.center):
                    pygame.event.post(e)
                app.frame(1 / 60)
    scene = app.ctx.scenes.top
    if isinstance(scene, TableScene) and scene.match.game == game:
        _log(out, "resumed", len(scene.turns.moves), json.dumps((scene.turns.moves or ["-"])[-1]))
        return scene
    # why there was nothing to continue (a failure is explained by this line when a save was expected)
    why = {
        "resumable": app.ctx.saves.resumable(),
        "top": type(scene).__name__,
        "enabled": menu.continue_button.enabled,
        "toasts": [t.text for t in app.ctx.toasts],
    }
    _log(out, "fresh", json.dumps(why))
    return _new_game(app, game, out)


def _new_game(app: Any, game: str, out: TextIO) -> Any:
    """A new game of GAME with its default seats and options."""
    from game.core.match import Match, Seat
    from game.table.catalog import CATALOG
    from game.table.launcher import start_game
    from game.ui.animals import ANIMALS

    info = CATALOG[game]
    seats = tuple(Seat(ANIMALS[i], i) for i in range(info.default_players))
    start_game(app.ctx, Match(game, seats, {o.key: o.default for o in info.options}))
    scene = app.ctx.scenes.top
    _log(out, "new")
    return scene


class _Child:
    """The child's play: presses on the game (or its menus), frame by frame, and the log of what was saved."""

    def __init__(self, app: Any, game: str, rng: random.Random, out: TextIO) -> None:
        self.app, self.game, self.rng, self.out = app, game, rng, out
        self.debug = bool(os.environ.get("KILL_TEST_DEBUG"))
        self.slot = app.ctx.saves.folder / "resume" / f"{game}.json"
        self.last_stack = ""
        self.top_before: object = None

    def play(self, scene: Any) -> int:
        """Play until killed (0 when the tool itself was stopped: no orphan plays on)."""
        import pygame

        from game.board.table_scene import TableScene

        seen = len(scene.turns.moves) if isinstance(scene, TableScene) else 0
        parent = os.getppid()
        frame = 0
        while True:
            frame += 1
            if frame % 30 == 0 and os.getppid() != parent:
                return 0
            for e in self.presses(scene):
                pygame.event.post(e)
            self.app.frame(self.rng.choice((1 / 60, 1 / 30)))
            if isinstance(scene, TableScene):
                seen = self.note(scene, seen)
                if scene.turns.is_over:
                    _log(self.out, "over")
                    for _ in range(self.rng.randrange(1, 30)):  # the last animation, the results
                        self.app.frame(1 / 30)
                    scene, seen = _new_game(self.app, self.game, self.out), 0
                    look_at_board(self.app)

    def presses(self, scene: Any) -> list[Any]:
        """This frame's presses: on the game's next picks, arrows, the pause menu; out of any menu over it."""
        import pygame

        from game.board.scene import BoardGameScene
        from game.board.table_scene import TableScene
        from game.screens.menu import MenuScene
        from tools.virtual_pad import key_down, key_tap, key_up, mouse_click

        top, rng = self.app.ctx.scenes.top, self.rng
        self.top_before = top  # (the debug log says whether the game was on top before the frame and after)
        roll = rng.random()
        if top is scene and isinstance(scene, TableScene) and not scene.turns.is_over:
            targets = scene.board.next_pick_cells() if isinstance(scene, BoardGameScene) else []
            if not targets and roll < 0.1:
                # nothing to point at (a game steered by held keys): hold one for a while, let go of the other
                keys = (pygame.K_w, pygame.K_s, pygame.K_UP, pygame.K_DOWN)
                held = rng.choice(keys)
                return [e for k in keys if k != held for e in key_up(k)] + key_down(held)
            if isinstance(scene, BoardGameScene) and targets and roll < 0.85:
                x, y = scene.view.cell_rect(rng.choice(targets)).center
                return mouse_click((round(x), round(y)))
            if roll < 0.97:
                return key_tap(rng.choice((pygame.K_UP, pygame.K_DOWN, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE)))
            return key_tap(pygame.K_ESCAPE)  # the pause menu (shut again below)
        if top is not scene and top is not None and not isinstance(top, MenuScene) and roll < 0.3:
            return key_tap(pygame.K_ESCAPE)  # a menu or overlay: back out of it
        return []

    def note(self, scene: Any, seen: int) -> int:
        """Log the moves played (and autosaved, in the same call) during the frame, and where a kill would land;
        the number of moves now."""
        moves = scene.turns.moves
        if len(moves) != seen:
            seen = len(moves)
            _log(self.out, "moves", seen, json.dumps(moves[-1] if moves else "-"))
        stack = json.dumps([type(s).__name__ for s in self.app.ctx.scenes.scenes], separators=(",", ":"))
        if stack != self.last_stack:  # where a kill lands: a pause menu, the results, the game
            _log(self.out, "stack", stack)
            self.last_stack = stack
        if self.debug and seen and not scene.turns.is_over and not self.slot.exists():
            _log(self.out, "vanished", stack, seen, self.top_before is scene, self.app.ctx.scenes.top is scene)
            self.debug = False
        return seen


def look_at_board(app: Any) -> None:
    """A player looks at a new board before pressing on it (it ignores presses for a moment: issue 34, point 2)."""
    from game.board.scene import START_CALM

    for _ in range(3):  # a few long frames: the child's short life is for moves
        app.frame(START_CALM / 2 + 0.01)


# ---- the parent: kill, check, start again ---------------------------------------------------------------------
@dataclass
class GameRun:
    """What one game's cycles found."""

    cycles: int = 0
    moves_checked: int = 0
    resumed: int = 0
    failures: list[str] = field(default_factory=list)
    phases: Counter[str] = field(default_factory=Counter)  # where the kills landed


def _read_log(path: Path, start: int) -> list[list[str]]:
    with open(path, encoding="utf-8") as f:
        f.seek(start)
        # "<what> [<count> <last move as JSON>]": a move's notation may hold spaces
        return [line.split(" ", 2) for line in f.read().splitlines() if line.strip()]


def _expected(lines: list[list[str]]) -> tuple[int, str] | None:
    """The moves the killed child showed as made: (count, last move), or None after a finished game."""
    want: tuple[int, str] | None = None
    for words in lines:
        if words[0] in ("moves", "resumed"):
            want = (int(words[1]), json.loads(words[2]) if len(words) > 2 else "-")
        elif words[0] in ("over", "cleared"):
            want = None
        elif words[0] == "new":
            want = (0, "-")
    return want


def _check_files(home: Path, live_pid: int | None) -> list[str]:
    """Every file under `home` parses; none was set aside; no temp file but the live writer's."""
    problems: list[str] = []
    for path in home.rglob("*"):
        if not path.is_file():
            continue
        name = path.name
        if ".corrupt-" in name:
            problems.append(f"unreadable: {path.relative_to(home)} was set aside")
        elif name.endswith(".tmp"):
            if live_pid is None or f".{live_pid}." not in name:
                problems.append(f"temp left: {path.relative_to(home)}")
        elif name.endswith(".json"):
            try:
                json.loads(path.read_text(encoding="utf-8"))
            except (ValueError, OSError) as exc:
                problems.append(f"unreadable: {path.relative_to(home)} ({exc})")
    return problems


def _saved_moves(home: Path, game: str) -> list[str] | None:
    path = home / "data" / "resume" / f"{game}.json"
    try:
        return list(json.loads(path.read_text(encoding="utf-8")).get("moves", []))
    except FileNotFoundError:
        return None


def _phase(lines: list[list[str]]) -> str:
    """Where the child was when it died, from its last log lines."""
    if not any(w[0] in ("resumed", "new") for w in lines):
        return "menu"
    last = [w for w in lines if w[0] != "stack"][-1][0]
    stacks = [w for w in lines if w[0] == "stack"]
    if stacks and lines[-1][0] == "stack":
        top = json.loads(lines[-1][1])[-1]
        if top not in ("MenuScene",) and not top.endswith("Scene"):
            return {"PauseOverlay": "pause menu", "ResultsOverlay": "results"}.get(top, "overlay")
    return {
        "moves": "after a move",
        "new": "new game",
        "resumed": "resumed",
        "over": "results",
        "cleared": "game end",
        "fresh": "menu",
    }.get(last, last)


def _spawn(game: str, seed: int, home: Path, log_path: Path) -> subprocess.Popen[bytes]:
    env = {
        **os.environ,
        "KOTATSU_HOME": str(home),
        "SDL_VIDEODRIVER": "dummy",
        "SDL_AUDIODRIVER": "dummy",
        "PYGAME_HIDE_SUPPORT_PROMPT": "1",
    }
    return subprocess.Popen(
        [sys.executable, str(Path(__file__).resolve()), "--child", game, "--seed", str(seed), "--log", str(log_path)],
        env=env,
        cwd=ROOT,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
    )


def _wait_ready(
    proc: subprocess.Popen[bytes], log_path: Path, start: int, until: tuple[str, ...] = ("resumed", "new")
) -> list[list[str]] | None:
    """The child's log lines once it has started (and resumed or begun a game); None if it died first."""
    deadline = time.monotonic() + READY_TIMEOUT
    while time.monotonic() < deadline:
        lines = _read_log(log_path, start)
        if any(w[0] in until for w in lines):
            return lines
        if proc.poll() is not None:
            return None
        time.sleep(0.02)
    return None


# How each cycle's kill is aimed, and how often. "long": a life of one to five times --max-life, so that what takes
# long in play (an attempt that ends only when its sand runs out) is made, and saved, between kills as well.
MODES = (
    ("random", 0.4),
    ("long", 0.1),
    ("after a move", 0.15),
    ("mid-write", 0.15),
    ("pause menu", 0.1),
    ("menu", 0.1),
)


def _temp_files(home: Path) -> list[str]:
    try:
        with os.scandir(home / "data" / "resume") as it:
            return [e.name for e in it if e.name.endswith(".tmp")]
    except OSError:
        return []


def _kill(
    mode: str,
    proc: subprocess.Popen[bytes],
    log_path: Path,
    start: int,
    home: Path,
    rng: random.Random,
    min_life: float,
    max_life: float,
) -> str:
    """SIGKILL the child at a moment of `mode`; the moment it was, as far as can be seen from outside."""
    landed = ""
    if mode in ("random", "menu"):
        time.sleep(rng.uniform(min_life, max_life))
    elif mode == "long":
        time.sleep(rng.uniform(max_life, 5 * max_life))
    else:
        deadline = time.monotonic() + max(max_life, 0.5) * 3
        before = len(_read_log(log_path, start))
        while time.monotonic() < deadline:
            if mode == "mid-write" and _temp_files(home):
                landed = "mid-write"  # a save's temp file is there: its write is under way
                break
            if mode in ("after a move", "pause menu"):
                lines = _read_log(log_path, start)
                new = lines[before:]
                if mode == "after a move" and any(w[0] == "moves" for w in new):
                    landed = "mid-animation"  # the move's animation starts as the move is made
                    break
                if mode == "pause menu" and any(w[0] == "stack" and "PauseOverlay" in w[1] for w in new):
                    landed = "pause menu"
                    break
            time.sleep(0.0005 if mode == "mid-write" else 0.003)
    proc.send_signal(signal.SIGKILL)
    proc.wait()
    if landed == "mid-write" and not _temp_files(home):
        landed = ""  # the write finished between the look and the kill
    return landed or _phase(_read_log(log_path, start))


def run_game(
    game: str, cycles: int, rng: random.Random, work: Path, max_life: float, report: Any = None, min_life: float = 0.0
) -> GameRun:
    """`cycles` kills of GAME, in one home folder; what they found."""
    result = GameRun()
    home = work / game
    home.mkdir(parents=True, exist_ok=True)
    log_path = work / f"{game}.log"
    log_path.touch()
    pending: tuple[int, str] | None = None  # what the last killed child showed as made
    for cycle in range(cycles):
        start = log_path.stat().st_size
        mode = rng.choices([m for m, _ in MODES], [w for _, w in MODES])[0]
        proc = _spawn(game, rng.randrange(1 << 30), home, log_path)
        lines = _wait_ready(proc, log_path, start, ("ready",) if mode == "menu" else ("resumed", "new"))
        if lines is None:
            proc.kill()
            err = proc.communicate()[1].decode("utf-8", "replace")[-2000:]
            result.failures.append(f"cycle {cycle}: the program did not start:\n{err}")
            break
        result.failures += [f"cycle {cycle}: {p}" for p in _check_files(home, proc.pid)]
        if mode == "menu":  # killed in the menu, before Continue: the next start checks the same moves
            result.phases[_kill(mode, proc, log_path, start, home, rng, 0.0, 0.1)] += 1
            lines = _read_log(log_path, start)
            if not any(w[0] in ("resumed", "new") for w in lines):
                result.failures += [
                    f"cycle {cycle} (killed in the menu): {p}"
                    for p in _check_files(home, None)
                    if not p.startswith("temp left")
                ]
                result.cycles += 1
                if report:
                    report(game, cycle, result)
                continue
            result.phases["menu"] -= 1  # it got further than the menu before the kill: checked as any other
            mode = "late"
        resumed = next((w for w in lines if w[0] in ("resumed", "new")), ["new"])
        if pending is not None and pending[0] > 0:
            result.moves_checked += 1
            if resumed[0] != "resumed" or int(resumed[1]) < pending[0]:
                why = next((w for w in lines if w[0] == "fresh"), [])
                result.failures.append(
                    f"cycle {cycle}: lost move: {pending[0]} shown, Continue gave {' '.join(resumed)} {' '.join(why)}"
                )
            else:
                result.resumed += 1
        if mode == "late":
            proc.send_signal(signal.SIGKILL)
            proc.wait()
            result.phases[_phase(_read_log(log_path, start))] += 1
        else:
            result.phases[_kill(mode, proc, log_path, start, home, rng, min_life, max_life)] += 1
        if proc.stderr:
            proc.stderr.close()
        lines = _read_log(log_path, start)
        pending = _expected(lines)
        saved = _saved_moves(home, game)
        if pending is not None and pending[0] > 0:
            n, last = pending
            if saved is None or len(saved) < n or saved[n - 1] != last:
                there = sorted(p.name for p in (home / "data" / "resume").glob("*"))
                result.failures.append(
                    f"cycle {cycle}: lost move: {n} ({last}) shown, "
                    f"the save holds {None if saved is None else len(saved)}; there: {there}"
                )
        result.failures += [
            f"cycle {cycle} (killed): {p}" for p in _check_files(home, None) if not p.startswith("temp left")
        ]  # a killed writer's temp file goes at the next start
        result.cycles += 1
        if report:
            report(game, cycle, result)
    return result


def run(
    games: tuple[str, ...],
    cycles: int,
    seed: int,
    max_life: float = 3.0,
    report: Any = None,
    keep: bool = False,
    min_life: float = 0.0,
) -> dict[str, GameRun]:
    """Each game's kill cycles under one temp folder; the results by game."""
    rng = random.Random(seed)
    work = Path(tempfile.mkdtemp(prefix="kotatsu-kill-"))
    try:
        return {game: run_game(game, cycles, rng, work, max_life, report, min_life) for game in games}
    finally:
        if not keep:
            shutil.rmtree(work, ignore_errors=True)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--cycles", type=int, default=300, help="kills per game")
    p.add_argument("--games", nargs="*", choices=game_names(), help="which games (default: all)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--max-life", type=float, default=3.0, help="seconds a child may live after it is up")
    p.add_argument("--keep", action="store_true", help="keep the temp folder (homes and logs)")
    p.add_argument("--child", help=argparse.SUPPRESS)
    p.add_argument("--log", help=argparse.SUPPRESS)
    args = p.parse_args(argv)
    if args.child:
        return child(args.child, args.seed, Path(args.log))
    t0 = time.perf_counter()

    told: dict[str, int] = {}

    def progress(game: str, cycle: int, r: GameRun) -> None:
        for line in r.failures[told.get(game, 0) :]:  # at once: a long run stopped early still tells them
            print(f"  {game}: {line}", flush=True)
        told[game] = len(r.failures)
        if (cycle + 1) % 25 == 0:
            print(
                f"  {game}: {cycle + 1} cycles, {r.moves_checked} Continues checked, {len(r.failures)} failures, "
                f"kills landed: {dict(r.phases)} ({time.perf_counter() - t0:.0f} s)",
                flush=True,
            )

    results = run(tuple(args.games or game_names()), args.cycles, args.seed, args.max_life, progress, args.keep)
    print(f"\n{'game':<15}{'cycles':>8}{'checked':>9}{'resumed':>9}{'failures':>10}  kills landed")
    failed = 0
    for game, r in results.items():
        failed += len(r.failures)
        where = ", ".join(f"{k} {v}" for k, v in r.phases.most_common())
        print(f"{game:<15}{r.cycles:>8}{r.moves_checked:>9}{r.resumed:>9}{len(r.failures):>10}  {where}")
        for line in r.failures[:20]:
            print("   ", line)
    print(f"({time.perf_counter() - t0:.0f} s)")
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
