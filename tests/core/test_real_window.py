"""The whole table in a real window (issue 23, points 1 and 2), tried as a family would: `python -m game` runs under
Xvfb on desktops of 1280x800 and 1024x576, windowed and fullscreen, with the openbox window manager and without; a
screenshot shows the whole 1280x720 picture scaled into the window (the pause button at the far left, the hint bulb
at the far right), and a click where the ☰ is drawn opens the pause menu. Skipped only where no X server can run."""

from __future__ import annotations

import io
import os
import re
import shutil
import subprocess
import sys
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pygame
import pytest

from game.board.topbar import TopBar
from game.core.pacing import REST_CAP
from game.core.paths import UserDirs
from game.core.settings import SettingsStore
from game.core.window import letterbox
from game.screens.menu import bottom_row
from game.ui import theme

ROOT = Path(__file__).resolve().parents[2]
TOOLS = ("xdotool", "import", "xwininfo")  # clicks, screenshots (ImageMagick), window geometry (x11-utils)

pytestmark = pytest.mark.skipif(shutil.which("Xvfb") is None, reason="no X server can run here (Xvfb missing)")

Point = tuple[float, float]
Colour = tuple[int, int, int]


def _tool_rects() -> dict[str, pygame.Rect]:
    """Where a board game's top bar puts its buttons (pause at the far left, hint at the far right)."""
    return TopBar(None, None, ("undo", "redo", "hint")).tool_rects()  # type: ignore[arg-type]


class Desktop:
    """An Xvfb screen (optionally with openbox) running the program; screenshots and clicks in layout coordinates."""

    def __init__(self, size: tuple[int, int], home: Path, wm: bool) -> None:
        missing = [tool for tool in TOOLS if shutil.which(tool) is None]
        if missing:
            pytest.fail(f"Xvfb is here but not {', '.join(missing)}: apt-get install xdotool imagemagick x11-utils")
        self.size, self.home, self.procs = size, home, []  # type: ignore[var-annotated]
        read, write = os.pipe()
        xvfb = subprocess.Popen(
            [
                "Xvfb",
                "-displayfd",
                str(write),
                "-screen",
                "0",
                f"{size[0]}x{size[1]}x24",
                "-nolisten",
                "tcp",
                "-noreset",
            ],
            pass_fds=(write,),
            stderr=subprocess.DEVNULL,
        )
        self.procs.append(xvfb)
        os.close(write)
        with os.fdopen(read) as f:  # Xvfb writes the display number it took once it is ready
            self.display = ":" + f.readline().strip()
        self.env = {
            **os.environ,
            "DISPLAY": self.display,
            "SDL_VIDEODRIVER": "x11",
            "SDL_AUDIODRIVER": "dummy",
            "KOTATSU_HOME": str(home),
            "PYGAME_HIDE_SUPPORT_PROMPT": "1",
        }
        if wm:
            self.procs.append(
                subprocess.Popen(["openbox"], env=self.env, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
            )
        self.x("xdotool", "mousemove", "0", "0")  # the pointer starts off the table: nothing is hovered

    def x(self, *cmd: str) -> str:
        return subprocess.run(cmd, env=self.env, capture_output=True, text=True, timeout=20, check=False).stdout

    def start(self, *args: str) -> None:
        self.log = (self.home / "game.log").open("w")
        self.procs.append(
            subprocess.Popen(
                [sys.executable, "-m", "game", *args], cwd=ROOT, env=self.env, stdout=self.log, stderr=subprocess.STDOUT
            )
        )

    def close(self) -> None:
        for proc in reversed(self.procs):
            proc.terminate()
            try:
                proc.wait(5)
            except subprocess.TimeoutExpired:
                proc.kill()

    def window(self) -> pygame.Rect | None:
        """The window's inside, in screen pixels (without a window manager's frame)."""
        out = self.x("xwininfo", "-name", "Kotatsu")
        nums = {k: int(v) for k, v in re.findall(r"(Absolute upper-left [XY]|Width|Height):\s+(-?\d+)", out)}
        if len(nums) < 4 or "IsViewable" not in out:  # (the window is made hidden, then shown once ready)
            return None
        return pygame.Rect(nums["Absolute upper-left X"], nums["Absolute upper-left Y"], nums["Width"], nums["Height"])

    def screen_pos(self, logical: Point) -> tuple[int, int]:
        """Where a point of the 1280x720 layout is on the screen: the layout letterboxed into the window."""
        win = self.window()
        for _ in range(20):  # while fullscreen is switched the window is briefly not found by name: look again
            if win is not None:
                break
            time.sleep(0.1)
            win = self.window()
        assert win is not None, self.x("xwininfo", "-root", "-tree")
        vp = letterbox(win.size, (theme.W, theme.H)).move(win.topleft)
        return round(vp.x + logical[0] * vp.w / theme.W), round(vp.y + logical[1] * vp.h / theme.H)

    def shot(self) -> pygame.Surface:
        png = subprocess.run(
            ["import", "-window", "root", "png:-"], env=self.env, capture_output=True, timeout=20, check=True
        ).stdout
        return pygame.image.load(io.BytesIO(png), "shot.png")

    def colour(self, shot: pygame.Surface, logical: Point) -> Colour:
        r, g, b, *_ = shot.get_at(self.screen_pos(logical))
        return r, g, b

    def click(self, logical: Point) -> None:
        x, y = self.screen_pos(logical)
        self.x("xdotool", "mousemove", str(x), str(y))
        time.sleep(0.15)  # the motion first, as a hand moves before it presses
        self.x("xdotool", "click", "1")

    def until(self, what: str, check: Callable[[pygame.Surface], bool], timeout: float = 30.0) -> pygame.Surface:
        """Screenshots until `check` holds (the program is starting or drawing the next frame)."""
        end = time.monotonic() + timeout
        while True:
            shot = self.shot() if self.window() is not None else None
            if shot is not None and check(shot):
                return shot
            if time.monotonic() > end:
                if shot is not None:
                    pygame.image.save(shot, str(self.home / "failed.png"))
                self.log.flush()
                pytest.fail(
                    f"{what}: not seen within {timeout} s (screenshot {self.home / 'failed.png'}; "
                    f"{(self.home / 'game.log').read_text()[-800:]})"
                )
            time.sleep(0.2)


@pytest.fixture
def desktop(tmp_path: Path) -> Iterator[Callable[..., Desktop]]:
    made: list[Desktop] = []

    def make(size: tuple[int, int], wm: bool = False, fullscreen: bool = False) -> Desktop:
        if fullscreen:
            SettingsStore(UserDirs.under(tmp_path).config).update(fullscreen=True)
        made.append(Desktop(size, tmp_path, wm))
        return made[-1]

    yield make
    for d in made:
        d.close()


def near(colour: Colour, expected: Colour, tolerance: int = 14) -> bool:
    return all(abs(a - b) <= tolerance for a, b in zip(colour, expected))


def whole_table(d: Desktop, shot: pygame.Surface) -> bool:
    """A board game's top bar, both ends: the ☰ button at the far left and the hint bulb at the far right, each
    beside the table's background: the picture is neither cut nor shifted."""
    tools = _tool_rects()
    pause, hint = tools["pause"], tools["hint"]
    return (
        near(d.colour(shot, (pause.x + 5, pause.centery)), theme.PANEL)
        and near(d.colour(shot, (hint.right - 5, hint.centery)), theme.PANEL)
        and near(d.colour(shot, (pause.x - 7, pause.centery)), theme.BG)
        and near(d.colour(shot, (hint.right + 7, hint.centery)), theme.BG)
        and near(d.colour(shot, (theme.W - 3, theme.H - 3)), theme.BG)
    )


def paused(d: Desktop, shot: pygame.Surface) -> bool:
    """The pause menu covers the game with its shade: the ☰ button is dimmed."""
    pause = _tool_rects()["pause"]
    return sum(d.colour(shot, (pause.x + 5, pause.centery))) < sum(theme.PANEL) * 0.6


def bars_are_black(d: Desktop, shot: pygame.Surface) -> bool:
    """Bars where the window's shape differs from the layout's: nothing of the table is drawn there."""
    win = d.window()
    assert win is not None
    vp = letterbox(win.size, (theme.W, theme.H)).move(win.topleft)
    outside = [
        (vp.x + vp.w // 2, vp.y - 2),
        (vp.x + vp.w // 2, vp.bottom + 1),
        (vp.x - 2, vp.centery),
        (vp.right + 1, vp.centery),
    ]
    return all(shot.get_at(p)[:3] == (0, 0, 0) for p in outside if win.collidepoint(p))


@pytest.mark.parametrize(
    ("size", "wm", "fullscreen"),
    [
        ((1280, 800), False, False),
        ((1280, 800), True, False),
        ((1024, 576), False, False),
        ((1280, 800), False, True),
        ((1024, 576), True, True),
    ],
    ids=["1280x800", "1280x800-openbox", "1024x576", "1280x800-fullscreen", "1024x576-openbox-fullscreen"],
)
def test_the_whole_table_shows_and_a_click_on_the_pause_button_pauses(
    desktop: Callable[..., Desktop], size: tuple[int, int], wm: bool, fullscreen: bool
) -> None:
    d = desktop(size, wm, fullscreen)
    d.start("dama")  # its setup, with Start focused
    d.until("the setup", lambda shot: d.window() is not None)
    win = d.window()
    assert win is not None
    if fullscreen:
        assert win == pygame.Rect((0, 0), size)
    else:
        assert pygame.Rect((0, 0), size).contains(win) and win.w < theme.W  # smaller than the layout: scaled down
    time.sleep(0.5)  # the first frames drawn
    d.x("xdotool", "key", "Return")
    shot = d.until("the game with both ends of its top bar", lambda shot: whole_table(d, shot))
    assert bars_are_black(d, shot)
    d.click(_tool_rects()["pause"].center)
    d.until("the pause menu", lambda shot: paused(d, shot))


def test_a_click_on_the_drawn_fullscreen_arrow_turns_fullscreen_on_and_off(desktop: Callable[..., Desktop]) -> None:
    """Issue 23.2: without a window manager, Settings -> Fullscreen covers the screen with the page drawn whole,
    and the next click on the drawn arrow still hits it (not Language)."""
    d = desktop((1280, 800))
    d.start()
    settings = bottom_row(4)[2]  # the third of the menu's bottom row (game/screens/menu.py)
    settings_button, beside_its_label = settings.center, (settings.x + 15, settings.centery)
    d.until("the menu", lambda shot: near(d.colour(shot, beside_its_label), theme.PANEL, 20))  # drawn, not just made
    time.sleep(0.3)
    fullscreen_arrows = ((702, 246), (1018, 246))  # the second row of Settings (game/screens/settings.py)
    store = UserDirs.under(d.home).config
    d.click(settings_button)
    d.until("the settings page", lambda shot: near(d.colour(shot, (theme.W / 2, 240)), theme.PANEL, 20))
    d.click(fullscreen_arrows[1])
    d.until("fullscreen", lambda shot: d.window() == pygame.Rect(0, 0, 1280, 800))
    assert SettingsStore(store).settings.fullscreen and SettingsStore(store).settings.language == "en"
    shot = d.until(
        "the page drawn whole, bars above and below",
        lambda shot: near(d.colour(shot, (theme.W / 2, 240)), theme.PANEL_HI, 20),
    )
    assert bars_are_black(d, shot) and shot.get_at((640, 20))[:3] == (0, 0, 0)
    d.click(fullscreen_arrows[0])
    d.until("a window again", lambda shot: (d.window() or pygame.Rect(0, 0, 0, 0)).w < 1280)
    assert not SettingsStore(store).settings.fullscreen and SettingsStore(store).settings.language == "en"


@pytest.mark.parametrize("size", [(1920, 1080), (3840, 2160)], ids=["1080p-TV", "4K-TV"])
def test_on_a_tv_fullscreen_the_renderer_shows_the_whole_table_and_a_click_hits_what_is_drawn(
    desktop: Callable[..., Desktop], size: tuple[int, int]
) -> None:
    """Issue 33: fullscreen on a 1080p and a 4K screen the picture goes through SDL's renderer (scaled 1.5x and
    3x), and the mouse still lands where things are drawn."""
    d = desktop(size, True, True)
    d.start("dama")
    d.until("the setup", lambda shot: d.window() is not None)
    assert d.window() == pygame.Rect((0, 0), size)
    time.sleep(0.5)
    d.x("xdotool", "key", "Return")
    shot = d.until("the game with both ends of its top bar", lambda shot: whole_table(d, shot))
    assert bars_are_black(d, shot)
    d.click(_tool_rects()["pause"].center)
    d.until("the pause menu", lambda shot: paused(d, shot))


def test_a_table_nobody_touches_rests_in_a_real_window(desktop: Callable[..., Desktop]) -> None:
    """Issue 33: on a setup with nobody pressing, frames are not drawn (--frame-stats says "skipped") and the loop
    wakes only now and then (to notice a gamepad plugged in), not 60 times a second. (Right after start-up its first
    pauses draw the other screens ahead, a skipped frame each: the rest is measured once they are done, when the
    loop first sleeps its longest.)"""
    d = desktop((1280, 800), True)
    stats = d.home / "frames.tsv"
    d.start("dama", "--frame-stats", str(stats))
    d.until("the setup", lambda shot: d.window() is not None)
    end = time.monotonic() + 30
    while not any(
        line["draw_ms"] == "skipped" and float(line["since_previous_ms"]) > 1000 * REST_CAP * 0.8
        for line in read_frames(stats)[-3:]
    ):
        assert time.monotonic() < end, "the table never came to rest"
        time.sleep(0.2)
    before = len(read_frames(stats))
    time.sleep(3.0)
    lines = read_frames(stats)[before:]
    assert len(lines) <= 3.0 * 4, f"{len(lines)} frames in 3 s of rest"
    assert all(line["draw_ms"] == "skipped" for line in lines), lines
    d.x("xdotool", "key", "Down")  # a press: drawn at once
    end = time.monotonic() + 10
    while not any(line["draw_ms"] != "skipped" for line in read_frames(stats)[before + len(lines) :]):
        assert time.monotonic() < end, "a press was not drawn"
        time.sleep(0.1)


def read_frames(path: Path) -> list[dict[str, str]]:
    """The lines written so far by --frame-stats (the file is flushed as it goes: read what is complete)."""
    from game.core.frame_stats import read

    return read(path) if path.exists() and path.stat().st_size else []
