"""The table on a real screen (issue 33): `python -m game --frame-stats FILE` in a real X window under Xvfb, windowed
at 1280x720 and fullscreen at 1920x1080 and 3840x2160, as a family's TV runs it.

Per screen: the CPU the process uses while nobody presses anything (on a board game's setup, and in that game
waiting for the human's first move), and while something moves (the first menu demo, the dexterity game played)
the time between frames and present() per frame, p50/p95, from the frame-stats file. Skipped without Xvfb (and
xdotool). The games are chosen from the catalog (`--board-game` to pick another).

    python3 tools/bench_screen.py [--seconds S] [--renderer default|software|cpu] [--board-game NAME]"""

from __future__ import annotations

import argparse
import os
import shutil
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a script: tools.* from the root

from game.core.context import AMBIENT_REST
from tools.toolkit import ROOT

Row = tuple[str, str]
# (what it is, the screen's size, fullscreen)
SCREENS: tuple[tuple[str, tuple[int, int], bool], ...] = (
    ("1280x720 window", (1920, 1080), False),
    ("1920x1080 fullscreen", (1920, 1080), True),
    ("3840x2160 fullscreen", (3840, 2160), True),
)
TICKS = os.sysconf("SC_CLK_TCK")


def pct(values: list[float], q: float) -> float:
    s = sorted(values)
    return s[min(len(s) - 1, round(q / 100 * (len(s) - 1)))] if s else float("nan")


class Screen:
    """An Xvfb screen with openbox, running the program with --frame-stats."""

    def __init__(self, size: tuple[int, int], fullscreen: bool, env: dict[str, str], wm: bool = True) -> None:
        self.home = Path(tempfile.mkdtemp(prefix="kotatsu-screen-"))
        self.stats = self.home / "frames.tsv"
        self.procs: list[subprocess.Popen[bytes]] = []
        read, write = os.pipe()
        args = ["Xvfb", "-displayfd", str(write), "-screen", "0", f"{size[0]}x{size[1]}x24", "-nolisten", "tcp"]
        self.procs.append(subprocess.Popen(args, pass_fds=(write,), stderr=subprocess.DEVNULL))
        os.close(write)
        with os.fdopen(read) as f:
            display = ":" + f.readline().strip()
        self.env = {
            **os.environ,
            **env,
            "DISPLAY": display,
            "SDL_VIDEODRIVER": "x11",
            "SDL_AUDIODRIVER": "dummy",
            "KOTATSU_HOME": str(self.home),
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        }
        if wm:
            self.procs.append(self._spawn(["openbox"]))
        sys.path.insert(0, str(ROOT))
        from game.core.paths import UserDirs
        from game.core.settings import SettingsStore

        SettingsStore(UserDirs.under(self.home).config).update(fullscreen=fullscreen)

    def _spawn(self, cmd: list[str]) -> subprocess.Popen[bytes]:
        return subprocess.Popen(cmd, env=self.env, cwd=ROOT, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)

    def start(self, *args: str) -> subprocess.Popen[bytes]:
        subprocess.run(["xdotool", "mousemove", "0", "0"], env=self.env, check=False)  # off the table: no hover
        game = self._spawn([sys.executable, "-m", "game", *args, "--frame-stats", str(self.stats)])
        self.procs.append(game)
        time.sleep(4.0)  # started, its first frames drawn, the start-up's work done
        return game

    def keys(self, *keys: str) -> None:
        # The table's window takes the keys (a window that does not cover the pointer has no focus without a window
        # manager).
        subprocess.run(["xdotool", "search", "--name", "Kotatsu", "windowfocus"], env=self.env, check=False)
        for key in keys:
            subprocess.run(["xdotool", "key", key], env=self.env, check=False)
            time.sleep(0.4)

    def close(self) -> None:
        for proc in reversed(self.procs):
            proc.terminate()
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()
        shutil.rmtree(self.home, ignore_errors=True)


def cpu_seconds(pid: int) -> float:
    """User and system CPU of a process so far (/proc/PID/stat), in seconds."""
    fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / TICKS


def idle_cpu(game: subprocess.Popen[bytes], seconds: float) -> float:
    """Percent of a core the program uses over `seconds` while nobody presses anything."""
    before, t0 = cpu_seconds(game.pid), time.perf_counter()
    time.sleep(seconds)
    return 100.0 * (cpu_seconds(game.pid) - before) / (time.perf_counter() - t0)


def moving(stats: Path, seconds: float) -> str:
    """Frames drawn over the next `seconds`: the time between them and present(), p50/p95 in ms."""
    sys.path.insert(0, str(ROOT))
    from game.core.frame_stats import read

    start = len(read(stats))
    time.sleep(seconds)
    lines = [line for line in read(stats)[start:] if line["draw_ms"] != "skipped"]
    since = [float(line["since_previous_ms"]) for line in lines]
    present = [float(line["present_ms"]) for line in lines]
    draw = [float(line["update_ms"]) + float(line["draw_ms"]) for line in lines]
    return (
        f"between frames p50 {pct(since, 50):5.1f} / p95 {pct(since, 95):5.1f} ms, present p50 {pct(present, 50):5.1f}"
        f" / p95 {pct(present, 95):5.1f} ms, update+draw p95 {pct(draw, 95):5.1f} ms ({len(lines)} frames)"
    )


@contextmanager
def screen(size: tuple[int, int], fullscreen: bool, env: dict[str, str], wm: bool) -> Iterator[Screen]:
    s = Screen(size, fullscreen, env, wm)
    try:
        yield s
    finally:
        s.close()


def games(board_game: str | None) -> tuple[str, int, str | None]:
    """The board game measured at rest (the last two-player game with computer players, unless named), how many
    presses right the menu's focus needs to reach the first tile with a demo, and the first game played by hand
    (no rules module: a dexterity game), from the catalog."""
    sys.path.insert(0, str(ROOT))
    from game.rules import GAMES
    from game.table.catalog import CATALOG

    built = [info for info in CATALOG.values() if info.built]
    board = board_game or [i.name for i in built if i.computer and i.name in GAMES and i.min_players <= 2][-1]
    demo = next((n for n, info in enumerate(built) if info.attract is not None), 0)
    by_hand = next((info.name for info in built if info.name not in GAMES), None)
    return board, demo, by_hand


def rows(
    seconds: float = 8.0,
    renderer: str = "default",
    board_game: str | None = None,
    vsync: bool = True,
    wm: bool = True,
) -> list[Row]:
    """The screen rows of tools/bench.py (empty without Xvfb)."""
    if not all(shutil.which(tool) for tool in ("Xvfb", "openbox", "xdotool")):
        return [("real screen (Xvfb)", "skipped: Xvfb, openbox or xdotool missing")]
    board, demo, by_hand = games(board_game)
    env = {"SDL_RENDER_DRIVER": "software"} if renderer == "software" else {}
    if renderer == "cpu":
        env = {"KOTATSU_RENDERER": "cpu"}
    if not vsync:
        env["KOTATSU_VSYNC"] = "0"
    out: list[Row] = []
    for name, size, fullscreen in SCREENS:
        label = f"{name} ({renderer}{'' if vsync else ', no vsync'}{'' if wm else ', no window manager'})"
        with screen(size, fullscreen, env, wm) as s:
            game = s.start(board)
            out.append((f"{label}: idle CPU, {board}'s setup", f"{idle_cpu(game, seconds):5.1f} % of a core"))
            s.keys("Return")
            time.sleep(2.0 + AMBIENT_REST)  # the first move's glow has settled
            out.append((f"{label}: idle CPU, {board} waiting", f"{idle_cpu(game, seconds):5.1f} % of a core"))
        with screen(size, fullscreen, env, wm) as s:
            game = s.start()
            # To the first tile (a pointer resting over the window may have moved the focus), then to the first
            # tile that plays a demo.
            s.keys("Left", "Left", "Left", "Up", "Up", *["Right"] * demo)
            out.append((f"{label}: the menu's demo", moving(s.stats, seconds)))
        if by_hand is not None:
            with screen(size, fullscreen, env, wm) as s:
                game = s.start(by_hand)
                s.keys("Return")
                time.sleep(2.0)
                out.append((f"{label}: {by_hand} played", moving(s.stats, seconds)))
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--seconds", type=float, default=8.0, help="how long each measurement lasts")
    p.add_argument("--renderer", choices=("default", "software", "cpu"), default="default")
    p.add_argument("--board-game", help="the board game measured at rest (default: chosen from the catalog)")
    p.add_argument("--no-vsync", action="store_true", help="present without waiting for the screen (KOTATSU_VSYNC=0)")
    p.add_argument("--no-wm", action="store_true", help="no window manager (a TV box's bare X session)")
    a = p.parse_args(argv)
    for name, text in rows(a.seconds, a.renderer, a.board_game, not a.no_vsync, not a.no_wm):
        print(f"{name:58} {text}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
