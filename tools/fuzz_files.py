"""Damaged files against the table: `python tools/fuzz_files.py [--count N] [--seed S] [--kinds KIND...]`.

Every kind of file the table reads is mutated from a good one: the shared kinds here (each built game's save,
settings, the setup's memory, the kept games of Past games, the lesson stars) and each game's own kinds from
`tools/fuzz_<name>.py` (its `kinds(table)`, a list of FileKind; `SAVE_OPTIONS` / `SAVE_EXTRA` shape its good save).
Each is mutated - bytes flipped, cut or added, values swapped for odd ones (huge numbers, NaN, lone surrogates, NULs,
200,000-letter names, deep nesting), the file replaced by a FIFO, a symlink loop, a link to nothing or to /dev/zero,
a folder, a huge file - and read the way the table reads it (a save is resumed through the menu's Continue and played
a few frames). Each run counts:

    crash      an exception escaped            (the bar: 0)
    hang       no answer within --timeout s    (the bar: 0)
    unknown lost  an extra top-level entry (a newer version's table, a hand's note) cost the file, or was not
               written back as it was by a kind that keeps such entries   (the bar: 0)
    aside inexact  a file put aside is not, byte for byte, the file as it was placed (the bar: 0)
    set aside  refused, moved aside or listed with its reason
    accepted   used (the values made sense)

and checks that every good file is left untouched. Exit status 1 when anything crashed, hung or touched a good file.
"""

from __future__ import annotations

import argparse
import json
import logging
import os
import random
import shutil
import signal
import sys
import tempfile
import time
import traceback
from collections import Counter
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from msgspec import convert

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a script: tools.* from the root

from tools.toolkit import ROOT, headless_app


class Hang(BaseException):
    """Raised by the alarm: a read that took too long (BaseException, so no `except Exception` swallows it)."""


@contextmanager
def deadline(seconds: float) -> Iterator[None]:
    def ring(signum: int, frame: Any) -> None:
        raise Hang()

    old = signal.signal(signal.SIGALRM, ring)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, old)


# ---- mutations ------------------------------------------------------------------------------------------------
ODD_JSON = [  # JSON text of odd values, dropped in where a value was
    "1" + "0" * 4298,
    "-1" + "0" * 4298,
    "1e999",
    "-1",
    "5",
    "0",
    "7.5",
    "1e308",
    "-0.0",
    "true",
    "null",
    '"two"',
    '"x"',
    '""',
    r'"\ud800"',
    r'"a\u0000b"',
    '"' + "x" * 200_000 + '"',
    "[]",
    "{}",
    "[7]",
    "[[1, 2, 3]]",
    '{"a": 1}',
    "[" * 5000 + "]" * 5000,
    '{"a":' * 3000 + "1" + "}" * 3000,
    "[0, 1]",
    "[1, 0]",
    '"\u202e\u0007\n\t"',
    "9007199254740993",
    "NaN",
    "Infinity",
]
ODD_TOML = [
    "1" + "0" * 4298,
    "1" + "0" * 5000,
    "inf",
    "nan",
    "-inf",
    "true",
    '"x"',
    '""',
    "[]",
    "[1, 2]",
    "[1, 2, 3, 4, 5]",
    "[" * 5000 + "]" * 5000,
    "1979-05-27T07:32:00Z",
    "{ a = 1 }",
    '"\\u0000\\u0007"',
    '"' + "x" * 60_000 + '"',
    "-1",
    "0",
    "1e300",
    "[1e300, 1e300]",
    "[-1e300, 5]",
    "[0, 0, 0, 0]",
    "[true, false]",
    '["a", "b"]',
]
UNKNOWN_JSON = [  # what a newer table (or a hand) may add beside the entries: kept, never fatal
    '{"note": "added by hand"}',
    "[1, 2, 3]",
    '"text"',
    "1e400",
    '{"a": {"b": [null, true, -0.0]}}',
    '"名前"',
    "123456789012345678901234567890",
    "[]",
    "{}",
    "null",
    '{"score": "x", "date": 7}',
    '[{"score": -5}]',
]
SPECIAL = ("fifo", "loop", "dangling", "devzero", "folder", "huge", "parent_file", "empty", "bom")


@dataclass
class Mutation:
    how: str
    data: bytes = b""
    kept: str = ""  # an "unknown" mutation: [its key, its JSON text], as the file must still hold it after the read


def _paths(value: Any, at: tuple[str | int, ...] = ()) -> list[tuple[str | int, ...]]:
    out = [at]
    if isinstance(value, dict):
        for k, v in value.items():
            out += _paths(v, (*at, k))
    elif isinstance(value, list):
        for i, v in enumerate(value):
            out += _paths(v, (*at, i))
    return out


def _json_mutation(rng: random.Random, good: bytes) -> bytes:
    doc = json.loads(good)
    paths = [p for p in _paths(doc) if p]
    path = rng.choice(paths)
    parent = doc
    for step in path[:-1]:
        parent = parent[step]
    last = path[-1]
    roll = rng.random()
    if roll < 0.15 and isinstance(parent, dict):
        del parent[last]
        return json.dumps(doc).encode()
    if roll < 0.25 and isinstance(parent, dict):
        parent[rng.choice(["zz", "extra", "format", "__class__"])] = 1
        return json.dumps(doc).encode()
    parent[last] = "@@ODD@@"
    return json.dumps(doc).replace('"@@ODD@@"', rng.choice(ODD_JSON)).encode()


def _toml_mutation(rng: random.Random, good: bytes) -> bytes:
    lines = good.decode().splitlines()
    values = [i for i, line in enumerate(lines) if "=" in line and not line.lstrip().startswith("#")]
    i = rng.choice(values)
    roll = rng.random()
    if roll < 0.15:
        del lines[i]
    elif roll < 0.25:
        lines.insert(i, lines[i])
    else:
        key = lines[i].split("=", 1)[0]
        lines[i] = f"{key}= {rng.choice(ODD_TOML)}"
    return ("\n".join(lines) + "\n").encode()


def _text_mutation(rng: random.Random, good: bytes) -> bytes:
    lines = good.decode().splitlines()
    i = rng.randrange(len(lines))
    roll = rng.random()
    if roll < 0.3:
        lines[i] = "# name: " + rng.choice(
            [
                "x" * 1_000_000,
                "\x00\x07\u202e",
                "\ud800".encode("utf-8", "surrogatepass").decode("utf-8", "replace"),
                "名前" * 50,
            ]
        )
    elif roll < 0.6:
        row = list(lines[i])
        if row:
            row[rng.randrange(len(row))] = rng.choice("-J.#+BWx\x00 é")
        lines[i] = "".join(row)
    elif roll < 0.8:
        del lines[i]
    else:
        lines.insert(i, lines[i] * rng.randint(1, 3))
    return ("\n".join(lines) + "\n").encode("utf-8", "surrogatepass")


def _byte_mutation(rng: random.Random, good: bytes) -> bytes:
    data = bytearray(good)
    for _ in range(rng.randint(1, 4)):
        roll = rng.random()
        if roll < 0.3 and data:
            data[rng.randrange(len(data))] = rng.randrange(256)
        elif roll < 0.5 and data:
            del data[rng.randrange(len(data)) :]
        elif roll < 0.7:
            pos = rng.randrange(len(data) + 1)
            data[pos:pos] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
        elif roll < 0.85 and data:
            a = rng.randrange(len(data))
            data[a:a] = data[a : a + rng.randint(1, 64)] * rng.randint(1, 50)
        else:
            data[:0] = b"\xef\xbb\xbf"
    return bytes(data)


_STRUCTURAL = {"json": _json_mutation, "toml": _toml_mutation, "text": _text_mutation}


def unknown_entry(rng: random.Random, good: bytes) -> tuple[str, str, bytes]:
    """The good document with one more top-level entry (a table from a newer version, a note by hand): its key,
    its JSON text, and the file's bytes."""
    key, value = f"zz_unknown_{rng.randrange(100)}", rng.choice(UNKNOWN_JSON)
    doc = json.loads(good)
    doc[key] = "@@UNKNOWN@@"
    return key, value, json.dumps(doc, ensure_ascii=False).replace('"@@UNKNOWN@@"', value).encode()


def mutate(rng: random.Random, flavour: str, good: bytes) -> Mutation:
    """One seeded mutation of a good file whose text is `flavour` ("json", "toml" or "text")."""
    roll = rng.random()
    if roll < 0.08:
        return Mutation(rng.choice(SPECIAL))
    if flavour == "json" and roll < 0.16:
        key, value, data = unknown_entry(rng, good)
        return Mutation("unknown", data, json.dumps([key, value]))
    if roll < 0.4:
        return Mutation("bytes", _byte_mutation(rng, good))
    return Mutation(flavour, _STRUCTURAL[flavour](rng, good))


def place(mutation: Mutation, path: Path, good: bytes) -> None:
    """Put the mutated file (or the odd thing in its stead) at `path`."""
    path.parent.mkdir(parents=True, exist_ok=True)
    how = mutation.how
    if how == "fifo":
        os.mkfifo(path)
    elif how == "loop":
        path.symlink_to(path)
    elif how == "dangling":
        path.symlink_to(path.with_name("nothing-here"))
    elif how == "devzero":
        path.symlink_to("/dev/zero")
    elif how == "folder":
        path.mkdir()
    elif how == "huge":
        with open(path, "wb") as f:
            f.truncate(50 * 1024 * 1024)  # sparse: 50 MB on paper, nothing on disk
    elif how == "parent_file":
        shutil.rmtree(path.parent)
        path.parent.write_bytes(good)
    elif how == "empty":
        path.write_bytes(b"")
    elif how == "bom":
        path.write_bytes(b"\xef\xbb\xbf" + good)
    else:
        path.write_bytes(mutation.data)


def clear(folder: Path) -> None:
    """Empty `folder` of whatever a mutation left (links, FIFOs, files standing in for folders)."""
    if folder.is_symlink() or folder.is_file():
        folder.unlink()
    if not folder.exists():
        folder.mkdir(parents=True)
        return
    for entry in list(folder.iterdir()):
        if entry.is_symlink() or not entry.is_dir():
            entry.unlink()
        else:
            shutil.rmtree(entry)


# ---- reading the way the table reads -----------------------------------------------------------------------------
@dataclass
class FileKind:
    """One kind of file: where it lives, a good one, and how the table reads it ("set aside" or "accepted"; an
    exception escaping is a crash). `good_read` reads a good file without side effects (default: `read`)."""

    name: str
    path: Callable[[Table], Path]
    good: Callable[[Table], bytes]
    read: Callable[[Table, Path], str]
    flavour: str = "json"
    good_read: Callable[[Table, Path], bool] | None = None
    keeps_unknown: bool = False  # an unknown top-level entry is written back as it was (records, settings, setup)


def set_aside_beside(path: Path) -> bool:
    """Was the file at `path` moved aside (or is its folder gone)?"""
    try:
        return any(".corrupt-" in p.name for p in path.parent.iterdir())
    except OSError:
        return True


class Table:
    """One headless app (its user folders under a temp folder), a menu at the bottom, and every kind of file."""

    def __init__(self, home: Path) -> None:
        from game.screens.menu import MenuScene

        self.home = home
        self.data, self.config = home / "data", home / "config"
        self.app = headless_app(home)
        self.ctx = self.app.ctx
        self.menu = MenuScene(self.ctx)
        self.app.push(self.menu)
        self.app.frame(1 / 60, events=[])
        self.kinds = {k.name: k for k in self._kinds()}
        self.good: dict[str, bytes] = {}
        for kind in self.kinds.values():
            self.good[kind.name] = kind.good(self)
            clear(kind.path(self).parent)
            self.ctx.scenes.pop_to_root()
        self.ctx.toasts.clear()
        self.ctx.saves.take_problems()

    def _kinds(self) -> list[FileKind]:
        import importlib

        from game.rules import GAME_NAMES
        from game.table.catalog import CATALOG

        out = [_save_kind(name) for name in GAME_NAMES if CATALOG[name].built]
        out += [
            FileKind(
                "settings",
                lambda t: t.config / "settings.json",
                _good_settings,
                _read_settings,
                good_read=lambda t, p: _read_settings(t, p) == "accepted",
                keeps_unknown=True,
            ),
            FileKind(
                "setup", lambda t: t.data / "setup" / "last_setups.json", _good_setup, _read_setup, keeps_unknown=True
            ),
            FileKind(
                "history",
                lambda t: t.data / "history" / "games.json",
                _good_history,
                _read_history,
                good_read=_good_history_read,
                keeps_unknown=True,
            ),
            FileKind(
                "lessons",
                lambda t: t.data / "records" / "lessons.json",
                _good_lessons,
                _read_lessons,
                keeps_unknown=True,
            ),
        ]
        for name in GAME_NAMES:
            if (ROOT / "tools" / f"fuzz_{name}.py").is_file():
                out += importlib.import_module(f"tools.fuzz_{name}").kinds(self)
        return out

    def untouched(self, kind: FileKind) -> bool:
        """Read a good file: it is still there, byte for byte, with nothing said about it and nothing beside it."""
        path = kind.path(self)
        place(Mutation("good", self.good[kind.name]), path, self.good[kind.name])
        ok = (kind.good_read or (lambda t, p: kind.read(t, p) == "accepted"))(self, path)
        ok = ok and not self.ctx.saves.take_problems() and path.read_bytes() == self.good[kind.name]
        ok = ok and sorted(p.name for p in path.parent.iterdir()) == [path.name]
        clear(path.parent)
        return ok

    def close(self) -> None:
        self.app.close()


def _save_module(name: str) -> Any:
    import importlib

    return importlib.import_module(f"tools.fuzz_{name}") if (ROOT / "tools" / f"fuzz_{name}.py").is_file() else None


def _save_kind(name: str) -> FileKind:
    return FileKind(
        f"save_{name}",
        lambda t: t.data / "resume" / f"{name}.json",
        lambda t: _good_save(t, name),
        lambda t, p: _read_save(t, name),
        good_read=lambda t, p: t.ctx.saves.load(name) is not None,
    )


def _good_save(table: Table, name: str) -> bytes:
    """A game of `name` started with its default options (or its fuzz module's), one move played, autosaved."""
    from game.board.table_scene import TableScene
    from game.core.match import Match, Seat
    from game.table.catalog import CATALOG
    from game.table.launcher import start_game
    from game.ui.animals import ANIMALS

    info, module = CATALOG[name], _save_module(name)
    seats = [Seat(ANIMALS[i], i) for i in range(info.default_players)]
    if info.computer and len(seats) > 1:
        seats[-1] = seats[-1].with_(kind="computer", level="easy")
    options = {o.key: o.default for o in info.options} | dict(getattr(module, "SAVE_OPTIONS", {}))
    carried = getattr(module, "SAVE_EXTRA", None)  # the game's own fields, as its save schema reads them
    start_game(
        table.ctx,
        Match(name, tuple(seats), options),
        None if carried is None else convert(carried, info.extra_schema()),
    )
    scene = table.ctx.scenes.top
    assert isinstance(scene, TableScene), f"{name}'s good save is made in its game"
    scene.play(scene.state.legal_moves()[0])
    good = (table.data / "resume" / f"{name}.json").read_bytes()
    table.ctx.scenes.pop_to_root()
    table.ctx.saves.clear(name)
    return good


def _read_save(table: Table, name: str) -> str:
    """Continue from the menu, a few frames of the resumed game, an autosave, back to the menu."""
    from game.board.table_scene import TableScene
    from game.screens.saved_games import SavedGamesScene

    ctx = table.ctx
    table.menu.refresh()
    table.menu.continue_last()
    listing = ctx.scenes.top
    if isinstance(listing, SavedGamesScene) and listing.cards:  # Continue lists the saves: one press resumes one
        listing.cards[0].activate(ctx)
    resumed = ctx.scenes.top is not table.menu
    for _ in range(3):
        table.app.frame(1 / 60, events=[])
    if resumed:
        top = ctx.scenes.top
        if isinstance(top, TableScene):  # a game (a pre-game screen such as an editor saves itself)
            top.flow.autosave()
    ctx.scenes.pop_to_root()
    table.menu.refresh()
    ctx.saves.clear(name)
    return "accepted" if resumed else "set aside"


def _good_settings(table: Table) -> bytes:
    table.ctx.settings.update(language="ja", volume=0.4)
    good = (table.config / "settings.json").read_bytes()
    table.ctx.settings.update(language="en", volume=0.7)
    return good


def _read_settings(table: Table, path: Path) -> str:
    from game.core.settings import SettingsStore

    store = SettingsStore(path.parent)
    problem = store.take_problem()
    store.update(volume=store.settings.volume, language=store.settings.language)
    return "set aside" if problem else "accepted"


def _good_setup(table: Table) -> bytes:
    from game.core.match import Match, Seat
    from game.screens.setup_memory import MEMORY_KIND, MEMORY_NAME
    from game.table.catalog import CATALOG

    memory: dict[str, Any] = {}
    for info in CATALOG.values():
        if info.built:
            seats = (Seat("fox", 0), Seat("owl", 1, "computer" if info.computer else "human", "hard", "pad1"))
            options = {o.key: o.default for o in info.options}
            mode = str(options.get("mode", ""))
            memory[info.name] = {"by_mode": {mode: Match(info.name, seats, options).to_json()}, "last": mode}
    table.ctx.saves.write_doc(MEMORY_KIND, MEMORY_NAME, memory)
    return (table.data / MEMORY_KIND / f"{MEMORY_NAME}.json").read_bytes()


def _read_setup(table: Table, path: Path) -> str:
    """The memory is read (and recalled) as each game's setup screen opens."""
    from game.screens.setup import SetupScene
    from game.table.catalog import CATALOG

    for info in CATALOG.values():
        if info.built:
            table.ctx.scenes.push(SetupScene(table.ctx, info))
            table.ctx.scenes.pop_to_root()
    return "set aside" if set_aside_beside(path) else "accepted"


def _finished(game: str, seed: int) -> Any:
    """The turns of a game of random legal moves, resigned by the second seat after 30 moves if still going."""
    from game.core.match import Match, Seat
    from game.core.turns import TurnManager
    from game.rules import GAMES

    turns = TurnManager(GAMES[game], Match(game, (Seat("fox", 0), Seat("owl", 1, "computer", "hard"))))
    rng = random.Random(seed)
    while not turns.is_over and len(turns.moves) < 30:
        turns.play(rng.choice(turns.state.legal_moves()))
    if not turns.is_over:
        turns.end("resign", 1)
    return turns


def _turn_based(n: int) -> list[str]:
    """`n` of the turn-based games (those whose finished games Past games keeps)."""
    from game.rules import GAMES

    return sorted(GAMES)[:n]


def _good_history(table: Table) -> bytes:
    """Two kept games, one starred."""
    from game.core.saves import SaveExtra
    from game.history.kept import HistoryStore, keep_game

    first, second = _turn_based(2)
    for i, game in enumerate((first, second)):
        keep_game(table.ctx.saves, _finished(game, i), SaveExtra(ai_seed=i), now=1_800_000_000.0 + i, wait=True)
    HistoryStore(table.ctx.saves).star(f"{first}-0")
    return (table.data / "history" / "games.json").read_bytes()


def _read_history(table: Table, path: Path) -> str:
    """What Past games does: list the kept games, replay each (a file's moves the rules refuse are one line), judge
    a position of one, and keep a game that just ended."""
    from game.core.saves import SaveExtra
    from game.history.judgement import judge_position
    from game.history.kept import HistoryStore, keep_game
    from game.history.replay import ReplayProblem, replay

    ctx = table.ctx
    store = HistoryStore(ctx.saves)
    said = False
    for kept in store.games():
        try:
            shown = replay(kept)
        except ReplayProblem as exc:
            ctx.assets.text(exc.text(ctx.t)[:200], 20, (255, 255, 255))
            said = True
            continue
        ctx.assets.text(" ".join(s.name for s in shown.match.seats)[:200] or "-", 20, (255, 255, 255))
        judge_position(shown.game, shown.final, seconds=0.01)
    keep_game(ctx.saves, _finished(_turn_based(3)[-1], 3), SaveExtra(ai_seed=3), now=1_900_000_000.0, wait=True)
    said = bool(ctx.saves.take_problems()) or said
    return "set aside" if said or set_aside_beside(path) else "accepted"


def _good_history_read(table: Table, path: Path) -> bool:
    """A good history is listed and replayed with nothing written."""
    from game.history.kept import HistoryStore
    from game.history.replay import replay

    games = HistoryStore(table.ctx.saves).games()
    return len(games) == 2 and all(replay(g).result is not None for g in games)


def _good_lessons(table: Table) -> bytes:
    from game.board.coach import RECORDS_KIND, RECORDS_NAME

    first, second = _turn_based(2)
    table.ctx.saves.write_doc(RECORDS_KIND, RECORDS_NAME, {first: {"fox": 3, "owl": 1}, second: {"fox": 2}})
    return (table.data / RECORDS_KIND / f"{RECORDS_NAME}.json").read_bytes()


def _read_lessons(table: Table, path: Path) -> str:
    """The lesson stars are read on every setup (each game's "Learn to play" button), and kept when a lesson ends."""
    from game.board.coach import keep_stars
    from game.screens.setup import SetupScene
    from game.table.catalog import CATALOG

    for info in CATALOG.values():
        if info.built:
            table.ctx.scenes.push(SetupScene(table.ctx, info))
            table.ctx.scenes.pop_to_root()
    keep_stars(table.ctx, _turn_based(1)[0], "fox", 2)
    said = bool(table.ctx.saves.take_problems())
    return "set aside" if said or set_aside_beside(path) else "accepted"


def _placed(path: Path) -> bytes | None:
    """The bytes of the file a mutation placed (None for a FIFO, a link, a folder, a huge file)."""
    try:
        if path.is_symlink() or not path.is_file() or path.stat().st_size > 1024 * 1024:
            return None
        return path.read_bytes()
    except OSError:
        return None


def _asides_exact(path: Path, placed: bytes | None) -> bool:
    """Is every file put aside beside `path` the placed file, byte for byte?"""
    if placed is None:
        return True
    try:
        asides = [p for p in path.parent.iterdir() if ".corrupt-" in p.name and p.is_file()]
        return all(p.read_bytes() == placed for p in asides)
    except OSError:
        return True


def _unknown_kept(kind: FileKind, path: Path, mutation: Mutation, outcome: str) -> bool:
    """An unknown top-level entry never costs the file (it is used, not set aside), and where the kind keeps
    such entries the file still holds it, as it was, after the table read it and wrote it back."""
    if outcome != "accepted" or set_aside_beside(path):
        return False
    if not kind.keeps_unknown:
        return True
    key, value = json.loads(mutation.kept)
    try:
        doc = json.loads(path.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return False
    return key in doc and doc[key] == json.loads(value)


def run(
    kinds: tuple[str, ...] | None,
    count: int,
    seed: int,
    timeout: float = 10.0,
    report: Callable[[str], None] | None = None,
) -> dict[str, Counter[str]]:
    """`count` mutations of each kind (all kinds when `kinds` is None), seeded; the outcome counts per kind (and
    "good touched")."""
    home = Path(tempfile.mkdtemp(prefix="kotatsu-fuzz-"))
    table = Table(home)
    counts: dict[str, Counter[str]] = {}
    try:
        for name in kinds or tuple(table.kinds):
            kind = table.kinds[name]
            c = counts[name] = Counter()
            if not table.untouched(kind):
                c["good touched"] += 1
            rng = random.Random(f"{seed}:{name}")
            path = kind.path(table)
            for i in range(count):
                mutation = mutate(rng, kind.flavour, table.good[name])
                try:
                    with deadline(timeout):
                        place(mutation, path, table.good[name])
                        placed = _placed(path)
                        outcome = kind.read(table, path)
                        c[outcome] += 1
                        if not _asides_exact(path, placed):
                            c["aside inexact"] += 1
                            if report:
                                report(f"ASIDE INEXACT {name} #{i} ({mutation.how})")
                        if mutation.how == "unknown" and not _unknown_kept(kind, path, mutation, outcome):
                            c["unknown lost"] += 1
                            if report:
                                report(f"UNKNOWN LOST {name} #{i} ({mutation.kept[:80]}): {outcome}")
                except Hang:
                    c["hang"] += 1
                    if report:
                        report(f"HANG {name} #{i} ({mutation.how})")
                except Exception:  # noqa: BLE001 - what the fuzzing is looking for
                    c["crash"] += 1
                    if report:
                        report(f"CRASH {name} #{i} ({mutation.how}):\n{traceback.format_exc()}")
                finally:
                    table.ctx.scenes.pop_to_root()
                    table.ctx.toasts.clear()
                    table.ctx.saves.take_problems()
                    clear(path.parent)
    finally:
        table.close()
        shutil.rmtree(home, ignore_errors=True)
    return counts


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--count", type=int, default=1500, help="mutations per kind of file")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--kinds", nargs="*", help="which kinds (default: all; e.g. settings setup save_<game>)")
    p.add_argument("--timeout", type=float, default=10.0, help="seconds before a read counts as a hang")
    args = p.parse_args(argv)
    logging.disable(logging.WARNING)  # every refused file is logged: thousands of lines
    t0 = time.perf_counter()
    counts = run(
        tuple(args.kinds) if args.kinds else None,
        args.count,
        args.seed,
        args.timeout,
        lambda line: print(line, flush=True),
    )
    total: Counter[str] = Counter()
    print(f"\n{'kind':<20}{'mutations':>10}{'crash':>8}{'hang':>7}{'set aside':>11}{'accepted':>10}  good file")
    for kind, c in counts.items():
        total.update(c)
        n = sum(c[k] for k in ("crash", "hang", "set aside", "accepted"))
        print(
            f"{kind:<20}{n:>10}{c['crash']:>8}{c['hang']:>7}{c['set aside']:>11}{c['accepted']:>10}  "
            f"{'TOUCHED' if c['good touched'] else 'untouched'}"
        )
    n = sum(total[k] for k in ("crash", "hang", "set aside", "accepted"))
    print(
        f"{'all':<20}{n:>10}{total['crash']:>8}{total['hang']:>7}{total['set aside']:>11}{total['accepted']:>10}"
        f"  {'TOUCHED' if total['good touched'] else 'untouched'}   ({time.perf_counter() - t0:.0f} s)"
    )
    if total["unknown lost"]:
        print(f"unknown entries lost: {total['unknown lost']}")
    if total["aside inexact"]:
        print(f"files put aside not as they were: {total['aside inexact']}")
    bad = ("crash", "hang", "good touched", "unknown lost", "aside inexact")
    return 1 if any(total[k] for k in bad) else 0


if __name__ == "__main__":
    sys.exit(main())
