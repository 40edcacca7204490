"""`kotatsu --smoke`: the whole table once over, headless, the last look before a download ships.

It starts the table on SDL's dummy drivers, opens the menu in both languages and every game's setup and rules help,
lets the computer (easy) play a few moves of each turn-based game against itself in its search process and resumes
each from its save, runs a few seconds of each game without computer players, and takes the first step of a lesson.
It uses the game package alone (no tests, no tools), so it runs the same from a checkout, an installed copy and the
download: a data file or a module left out of a build fails it. Each check prints one line; a failure says in words
what went wrong; the exit code is 0 only when every check passed.

The user folders are a fresh temporary folder, or $KOTATSU_HOME when it is set (its saved games are then replaced,
and the report is also written to smoke.txt there: a windowed build may have nowhere to print)."""

from __future__ import annotations

import importlib.util
import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable, Hashable, Iterable, Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol, runtime_checkable

if TYPE_CHECKING:
    from game.app import App
    from game.board.table_scene import TableScene
    from game.rules.contract import AnyState
    from game.table.catalog import GameInfo

PLIES = 4  # moves of each turn-based game, the computer on every seat
LEVEL = "easy"
STEP = 0.1  # seconds of game time a frame while the computer plays: animations and its pause pass quickly
WAIT_SECONDS = 60.0  # wall time for those moves: the first includes starting the search process
PLAY_SECONDS = 3.0  # of a game without computer players, at 60 frames a second
HOLD_SECONDS = 1.0  # of those, with the keyboard's Up keys held (W and the arrow: both strings of a two-string game)
REPORT = "smoke.txt"


class SmokeFailure(Exception):
    """A check saw something wrong; its message says what, in words."""


@dataclass(frozen=True)
class Check:
    """One line of the report: what is checked, and the function checking it (it returns a short note)."""

    name: str
    run: Callable[[], str]


def describe(exc: BaseException) -> str:
    """A failure in one line: a check's own words, or an error with the place in the code it came from."""
    if isinstance(exc, SmokeFailure):
        return str(exc)
    frames = traceback.extract_tb(exc.__traceback__)
    where = f" (at {Path(frames[-1].filename).name}:{frames[-1].lineno})" if frames else ""
    return f"{type(exc).__name__}: {exc}{where}"


def run_checks(checks: Iterable[Check], out: Writer) -> tuple[int, int]:
    """Run each check in turn, one line each, going on after a failure; (how many ran, how many failed)."""
    ran = failed = 0
    for check in checks:
        ran += 1
        started = time.perf_counter()
        try:
            note = check.run()
        except Exception as exc:  # noqa: BLE001 - every failure is reported, and the next check still runs
            failed += 1
            print(f"  FAILED  {check.name}: {describe(exc)}", file=out, flush=True)
        else:
            seconds = time.perf_counter() - started
            print(f"  ok      {check.name}: {note} ({seconds:.1f} s)", file=out, flush=True)
    return ran, failed


def seconds_since_start() -> float | None:
    """How long this process has been running (Linux's /proc; None elsewhere)."""
    try:
        fields = Path("/proc/self/stat").read_text().rsplit(")", 1)[1].split()
        uptime = float(Path("/proc/uptime").read_text().split()[0])
        return uptime - int(fields[19]) / os.sysconf("SC_CLK_TCK")
    except (OSError, ValueError, IndexError, AttributeError):
        return None


@runtime_checkable
class PhysicsWorld(Protocol):
    """A game's physics world, as far as the smoke run reads it: where everything in it is."""

    def state_key(self) -> Hashable: ...


def world_of(scene: object) -> PhysicsWorld | None:
    """The physics world of a game's scene (a dexterity game's), None for a game without one."""
    world = getattr(scene, "world", None)
    return world if isinstance(world, PhysicsWorld) else None


def world_key(world: PhysicsWorld | None) -> Hashable | None:
    """Where everything in a game's physics world is (None for a game without one)."""
    return None if world is None else world.state_key()


def headless() -> None:
    """SDL's dummy drivers, chosen before pygame is imported: the smoke run never opens a window nor plays sound."""
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    os.environ["SDL_AUDIODRIVER"] = "dummy"
    os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


@contextmanager
def user_home() -> Iterator[Path]:
    """$KOTATSU_HOME when set, else a temporary folder removed afterwards."""
    home = os.environ.get("KOTATSU_HOME")
    if home:
        Path(home).mkdir(parents=True, exist_ok=True)
        yield Path(home)
        return
    with tempfile.TemporaryDirectory(prefix="kotatsu-smoke-") as temp:
        yield Path(temp)


class Writer(Protocol):
    """Where the report's lines go (a text stream)."""

    def write(self, text: str, /) -> object: ...

    def flush(self) -> object: ...


class Tee:
    """Writes each line to every one of `outs`."""

    def __init__(self, outs: list[Writer]) -> None:
        self.outs = outs

    def write(self, text: str) -> int:
        for out in self.outs:
            out.write(text)
        return len(text)

    def flush(self) -> None:
        for out in self.outs:
            out.flush()


class SmokeRun:
    """The table under test; each method is one check (it raises SmokeFailure saying what is wrong)."""

    def __init__(self, home: Path) -> None:
        self.home = home
        self._app: App | None = None

    @property
    def app(self) -> App:
        if self._app is None:
            raise SmokeFailure("the table did not start (see the first check)")
        return self._app

    def checks(self) -> Iterator[Check]:
        """Every check, in order (the games in menu order)."""
        from game.table.catalog import CATALOG

        yield Check("the table starts", self.start)
        if self._app is None:
            return  # nothing more can be looked at
        yield Check("the menu in English and Japanese", self.menu)
        for info in CATALOG.values():
            yield self.from_menu(f"{info.name}: menu tile, setup, rules help, level files", partial(self.setup, info))
        for info in CATALOG.values():
            if info.built and not info.computer:
                yield self.from_menu(f"{info.name}: {PLAY_SECONDS:.0f} s of play", partial(self.play_a_while, info))
            elif info.built:
                name = f"{info.name}: {PLIES} moves by the computer, saved and resumed"
                yield self.from_menu(name, partial(self.play, info))
        yield self.from_menu("a lesson's first step", self.lesson)

    def from_menu(self, name: str, run: Callable[[], str]) -> Check:
        """A check that starts at the menu and leaves the table there, whatever it left open when it failed."""

        def checked() -> str:
            try:
                return run()
            finally:
                self.app.ctx.scenes.pop_to_root()

        return Check(name, checked)

    def close(self) -> None:
        """Close the table: every scene's exit runs (the search processes are stopped)."""
        if self._app is not None:
            import pygame

            self._app.close()
            pygame.quit()
            self._app = None

    # ---- the checks ---------------------------------------------------------------------------------------------
    def start(self) -> str:
        from game.app import App
        from game.core.paths import UserDirs
        from game.screens.menu import MenuScene

        self._app = App(UserDirs.under(self.home), windowed=True, seed=1)
        self._app.preload()
        self._app.push(MenuScene(self._app.ctx))
        self.frames(1)
        since, cpu = seconds_since_start(), time.process_time()  # processor time: what a busy machine cannot inflate
        if since is None:
            return f"the menu's first frame after {cpu:.2f} s of processor time"
        return f"the menu's first frame {since:.2f} s after the program started ({cpu:.2f} s of processor time)"

    def menu(self) -> str:
        from game.core.settings import SettingsStore
        from game.screens.menu import unavailable_note
        from game.table.catalog import CATALOG

        ctx = self.app.ctx
        unplayable = [unavailable_note(ctx, info) for info in CATALOG.values() if not info.built]
        if unplayable:
            raise SmokeFailure(" ".join(unplayable))
        english = ctx.t("menu.quit")
        ctx.apply_settings(language="ja")
        self.frames(2)
        japanese = ctx.t("menu.quit")
        written = SettingsStore(self.home / "config").settings.language
        ctx.apply_settings(language="en")
        self.frames(2)
        if japanese == english:
            raise SmokeFailure(f"the Japanese strings are missing: 'menu.quit' is {english!r} in both languages")
        if written != "ja":
            raise SmokeFailure(f"the settings file read back says language {written!r}, not 'ja'")
        return f"{len(CATALOG)} games playable; the language written to the settings and read back"

    def setup(self, info: GameInfo) -> str:
        from game.core.i18n import LANGUAGES, help_pages
        from game.screens.rules_help import RulesHelpScene
        from game.screens.setup import SetupScene

        if not info.built:
            raise SmokeFailure(info.broken or "its screens are missing")
        ctx = self.app.ctx
        setup = SetupScene(ctx, info)
        ctx.scenes.push(setup)
        self.frames(2)
        if info.preview is not None and setup.info.preview is None:
            raise SmokeFailure("its setup preview failed (the log above says why)")
        self.tile(info)
        for language in LANGUAGES:
            pages = help_pages(info.name, language)
            if not pages:
                raise SmokeFailure(f"no rules help pages in {language!r}")
            for page in pages:
                if page.get("picture"):
                    ctx.assets.image(page["picture"])
        ctx.scenes.push(RulesHelpScene(ctx, info.name))
        self.frames(2)
        levels = self.check_levels(info)
        return f"{levels} level file{'s' if levels != 1 else ''} checked" if levels else "no level files"

    def play(self, info: GameInfo) -> str:
        from game.core.match import Match
        from game.table.launcher import resume_game

        ctx = self.app.ctx
        match = self.match(info)
        match = Match(match.game, tuple(s.with_(kind="computer", level=LEVEL) for s in match.seats), match.options)
        scene = self.start_game(match)
        from game.board.scene import BoardGameScene

        if not isinstance(scene, BoardGameScene):  # the computer's games are board scenes
            raise SmokeFailure(f"{type(scene).__name__} is no board game's scene")
        deadline = time.monotonic() + WAIT_SECONDS
        while len(scene.turns.moves) < PLIES and not scene.flow.is_over:
            if time.monotonic() > deadline:
                worker = scene.computer.worker
                why = getattr(worker, "error", None) or "the computer never answered"
                raise SmokeFailure(f"{len(scene.turns.moves)} of {PLIES} moves in {WAIT_SECONDS:.0f} s: {why}")
            self.frames(1, STEP)
            if ctx.scenes.top is not scene:
                raise SmokeFailure(f"the game left the screen for {type(ctx.scenes.top).__name__}")
            if scene.computer.busy:
                time.sleep(0.005)  # the search runs in its own process: leave it the processor
        from game.ai.worker import SearchWorker

        where = "in its search process" if isinstance(scene.computer.worker, SearchWorker) else "inline"
        played = [str(m) for m in scene.turns.moves]
        key = scene.state.key
        ctx.scenes.pop_to_root()
        saved = ctx.saves.load(info.name, info.extra_schema())
        if saved is None:
            raise SmokeFailure(f"{len(played)} moves played, but no save was found")
        if list(saved.record.moves) != played:
            raise SmokeFailure(f"the save holds {list(saved.record.moves)}, the game played {played}")
        if not resume_game(ctx, saved):
            raise SmokeFailure("its save could not be resumed")
        resumed = ctx.scenes.top
        if getattr(resumed, "state", None) is None or resumed.state.key != key:  # type: ignore[union-attr]
            raise SmokeFailure("the resumed game is not where the save left it")
        ctx.saves.clear(info.name)
        return f"{', '.join(played)} ({where}); resumed from its save"

    def play_a_while(self, info: GameInfo) -> str:
        import pygame

        match = self.match(info, solo=True)
        scene = self.start_game(match)
        world = world_of(scene)
        before = world_key(world)
        keys = (pygame.K_w, pygame.K_UP)
        frames = round(PLAY_SECONDS * 60)
        held = round(HOLD_SECONDS * 60)
        for key in keys:
            pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0))
        for i in range(frames):
            if i == held:
                for key in keys:
                    pygame.event.post(pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0))
            self.app.frame(1 / 60)
            if self.app.ctx.scenes.top is not scene:
                raise SmokeFailure(f"the game left the screen for {type(self.app.ctx.scenes.top).__name__}")
        after = world_key(world)
        self.app.ctx.saves.clear(info.name)
        if before is not None and before == after:
            raise SmokeFailure(f"its world never moved in {PLAY_SECONDS:.0f} s with the Up keys held")
        players = len(match.seats)
        moved = ", its world moved" if before is not None else ""
        return f"{players} player{'s' if players > 1 else ''}, {frames} frames{moved}"

    def lesson(self) -> str:
        from game.board.coach import Phase, start_lesson
        from game.table.catalog import CATALOG
        from game.table.lessons import lesson_of

        ctx = self.app.ctx
        name = next((n for n, i in CATALOG.items() if i.built and i.lesson is None and lesson_of(n)), None)
        if name is None:
            raise SmokeFailure("no game has a lesson on the board")
        learner = self.match(CATALOG[name]).seats[0].with_(kind="human", device=None)
        coach = start_lesson(ctx, name, learner)
        from game.board.table_scene import TableScene

        if coach is None or not isinstance(coach.scene, TableScene):
            raise SmokeFailure(f"{name}'s lesson did not open")
        self.frames(2)
        step = coach.step
        if coach.scene.play(step.expect[0]) is None or coach.phase is not Phase.AFTER:
            raise SmokeFailure(f"{name}'s lesson refused its own first move {step.expect[0]!r}")
        self.frames(10, STEP)
        return f"{name}'s, step 1 of {len(coach.lesson.steps)}: {step.expect[0]} played as asked"

    # ---- helpers ------------------------------------------------------------------------------------------------
    def frames(self, n: int, dt: float = 1 / 60) -> None:
        for _ in range(n):
            self.app.frame(dt, events=[])

    def match(self, info: GameInfo, solo: bool = False) -> Any:
        """The setup's own first choice (its default seats and options); `solo`: in a one-player mode if the game
        has one (an option value that allows one player)."""
        from game.screens.setup import SetupScene

        overrides: dict[str, Any] = {}
        for option in info.options if solo else ():
            value = next((v for v, (lo, _hi) in option.players.items() if lo == 1), None)
            if value is not None:
                overrides[option.key] = value
        return SetupScene(self.app.ctx, info).match(overrides)

    def start_game(self, match: Any) -> TableScene[AnyState, object]:
        """Start a game as the setup does; the game's scene (a screen shown first instead is a failure here)."""
        from game.board.table_scene import TableScene
        from game.table.launcher import start_game

        start_game(self.app.ctx, match)
        scene = self.app.ctx.scenes.top
        if not isinstance(scene, TableScene):
            raise SmokeFailure(f"the game did not start: {type(scene).__name__} is on the screen")
        self.frames(1)
        return scene

    def tile(self, info: GameInfo) -> None:
        """The game's menu tile and its live demo: the menu draws a blank tile, or a still one, when either fails,
        which only a look would tell."""
        import pygame

        from game.screens.menu import demo_size

        self.app.ctx.assets.image(f"tile_{info.name}")
        if info.attract is not None:
            demo = info.attract()(self.app.ctx, demo_size())
            canvas = pygame.Surface(demo_size())
            for _ in range(30):
                demo.update(1 / 60)
                demo.draw(canvas, canvas.get_rect())

    def check_levels(self, info: GameInfo) -> int:
        """Check each of the game's level files the way tools/check_levels.py does; how many there are."""
        from game.table.lessons import LESSON_FILE

        if not info.levels or info.check_level is None:
            return 0
        spec = importlib.util.find_spec("levels")  # found as the rules find it (game/rules/level_data.py)
        locations = spec.submodule_search_locations if spec is not None else None
        roots = [Path(root) / info.name for root in locations or ()]
        found: dict[str, Path] = {}
        for root in roots:  # the first folder holding a name wins, as for the rules (an editable install's two)
            for path in sorted(root.glob(info.levels)):
                found.setdefault(path.name, path)
        files = [path for name, path in sorted(found.items()) if name != LESSON_FILE]
        if not files:
            raise SmokeFailure(f"no level files {info.levels} in levels/{info.name}")
        for path in files:
            info.check_level(path)
        return len(files)


def run(out: Writer | None = None) -> int:
    """The smoke run: 0 when every check passed, 1 when any failed (each printed as it runs to `out`, by default
    standard output, and under $KOTATSU_HOME to smoke.txt as well)."""
    headless()
    from game.core.paths import UserDirs
    from game.version import version

    started = time.perf_counter()
    outs: list[Writer] = [out] if out is not None else [sys.stdout] if sys.stdout is not None else []
    with user_home() as home, ExitStack() as files:
        if os.environ.get("KOTATSU_HOME"):
            outs.append(files.enter_context((home / REPORT).open("w", encoding="utf-8")))
        sink = Tee(outs)
        print(f"kotatsu {version()} smoke run, headless; user folders in {home}", file=sink, flush=True)
        print(f"  (the table's own: saves in {UserDirs.default().data})", file=sink, flush=True)
        smoke = SmokeRun(home)
        try:
            ran, failed = run_checks(smoke.checks(), sink)
        finally:
            smoke.close()
        seconds = time.perf_counter() - started
        if failed:
            print(f"smoke: {failed} of {ran} checks FAILED ({seconds:.1f} s)", file=sink, flush=True)
        else:
            print(f"smoke: all {ran} checks passed in {seconds:.1f} s", file=sink, flush=True)
    return 1 if failed else 0
