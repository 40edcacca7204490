"""Damaged files against the table: `python tools/fuzz_files.py [--count N] [--seed S] [--kinds KIND...]`.

Every kind of file the table reads (the saves of each game, settings, the frog's records, the setup's memory,
a player's Mapello board, a castle) is mutated from a good one - bytes flipped, cut or added, values swapped for
odd ones (huge numbers, NaN, lone surrogates, NULs, 200,000-letter names, deep nesting), the file replaced by a
FIFO, a symlink loop, a link to nothing or to /dev/zero, a folder, a huge file - and read the way the table reads
it (a save is resumed through the menu's Continue and played a few frames). Each run counts:

    crash      an exception escaped            (the bar: 0)
    hang       no answer within --timeout s    (the bar: 0)
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
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Callable, Iterator

from toolkit import ROOT, headless_app

KINDS = ("save_mapello", "save_kletterfrosch", "settings", "records", "setup", "board", "castle")


class Hang(BaseException):
    """Raised by the alarm: a read that took too long (BaseException, so no `except Exception` swallows it)."""


@contextmanager
def deadline(seconds: float) -> Iterator[None]:
    def ring(signum: int, frame: Any) -> None:  # noqa: ARG001
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
    "1" + "0" * 4298, "-1" + "0" * 4298, "1e999", "-1", "5", "0", "7.5", "1e308", "-0.0", "true", "null", '"two"',
    '"x"', '""', r'"\ud800"', r'"a\u0000b"', '"' + "x" * 200_000 + '"', "[]", "{}", "[7]", "[[1, 2, 3]]",
    '{"a": 1}', "[" * 5000 + "]" * 5000, '{"a":' * 3000 + "1" + "}" * 3000, "[0, 1]", "[1, 0]",
    '"\u202e\u0007\n\t"', "9007199254740993", "NaN", "Infinity",
]
ODD_TOML = [
    "1" + "0" * 4298, "1" + "0" * 5000, "inf", "nan", "-inf", "true", '"x"', '""', "[]", "[1, 2]", "[1, 2, 3, 4, 5]",
    "[" * 5000 + "]" * 5000, "1979-05-27T07:32:00Z", "{ a = 1 }", '"\\u0000\\u0007"', '"' + "x" * 60_000 + '"',
    "-1", "0", "1e300", "[1e300, 1e300]", "[-1e300, 5]", "[0, 0, 0, 0]", "[true, false]", '["a", "b"]',
]
SPECIAL = ("fifo", "loop", "dangling", "devzero", "folder", "huge", "parent_file", "empty", "bom")


@dataclass
class Mutation:
    how: str
    data: bytes = b""


def _paths(value: Any, at: tuple = ()) -> list[tuple]:
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


def _board_mutation(rng: random.Random, good: bytes) -> bytes:
    lines = good.decode().splitlines()
    i = rng.randrange(len(lines))
    roll = rng.random()
    if roll < 0.3:
        lines[i] = "# name: " + rng.choice(["x" * 1_000_000, "\x00\x07\u202e", "\ud800".encode("utf-8", "surrogatepass")
                                           .decode("utf-8", "replace"), "名前" * 50])
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
            del data[rng.randrange(len(data)):]
        elif roll < 0.7:
            pos = rng.randrange(len(data) + 1)
            data[pos:pos] = bytes(rng.randrange(256) for _ in range(rng.randint(1, 8)))
        elif roll < 0.85 and data:
            a = rng.randrange(len(data))
            data[a:a] = data[a:a + rng.randint(1, 64)] * rng.randint(1, 50)
        else:
            data[:0] = b"\xef\xbb\xbf"
    return bytes(data)


def mutate(rng: random.Random, kind: str, good: bytes) -> Mutation:
    """One seeded mutation of a good file of `kind`."""
    roll = rng.random()
    if roll < 0.08:
        return Mutation(rng.choice(SPECIAL))
    if roll < 0.4:
        return Mutation("bytes", _byte_mutation(rng, good))
    if kind == "castle":
        return Mutation("toml", _toml_mutation(rng, good))
    if kind == "board":
        return Mutation("text", _board_mutation(rng, good))
    return Mutation("json", _json_mutation(rng, good))


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
class Table:
    """One headless app (its user folders under a temp folder) and the good files of every kind."""

    def __init__(self, home: Path) -> None:
        from game.screens.menu import MenuScene

        self.home = home
        self.app = headless_app(home)
        self.menu = MenuScene(self.app.ctx)
        self.app.push(self.menu)
        self.app.frame(1 / 60, events=[])
        self.castles = home / "castles"
        self.castles.mkdir(exist_ok=True)
        self.good = self._good_files()

    # -- where each kind lives, and what reading it means
    def path(self, kind: str) -> Path:
        data, config = self.home / "data", self.home / "config"
        return {
            "save_mapello": data / "resume" / "mapello.json",
            "save_kletterfrosch": data / "resume" / "kletterfrosch.json",
            "settings": config / "settings.json",
            "records": data / "records" / "kletterfrosch.json",
            "setup": data / "setup" / "last_setups.json",
            "board": data / "mapello_boards" / "my_board.map",
            "castle": self.castles / "castle_9.toml",
        }[kind]

    def _good_files(self) -> dict[str, bytes]:
        from game.core.match import Match, Seat
        from game.physics.castle import CASTLE_DIR
        from game.rules import mapello
        from game.screens.game_launch import start_game

        ctx = self.app.ctx
        good: dict[str, bytes] = {}
        for game, options in (("mapello", {"mode": "series3", "board": "level:05_twin_jokers"}),
                              ("kletterfrosch", {"mode": "memory", "castle": "castle_1"})):
            seats = (Seat("fox", 0), Seat("owl", 1, "computer", "easy") if game == "mapello" else Seat("owl", 1))
            start_game(ctx, Match(game, seats, options), {"index": 1, "games": [[40, 20]]} if game == "mapello" else None)
            scene = ctx.scenes.top
            scene.play(scene.state.legal_moves()[0])
            good[f"save_{game}"] = self.path(f"save_{game}").read_bytes()
            ctx.scenes.pop_to_root()
            ctx.saves.clear(game)
        ctx.settings.update(language="ja", volume=0.4)
        good["settings"] = self.path("settings").read_bytes()
        ctx.settings.update(language="en", volume=0.7)
        entry = {"score": 7, "date": "2026-11-24", "castle": "castle_1.toml", "players": ["fox", "owl"]}
        ctx.saves.write_doc("records", "kletterfrosch", {"solo@castle_1": [entry], "coop@castle_2": [entry]})
        good["records"] = self.path("records").read_bytes()
        seats = [Seat("fox", 0).__dict__, Seat("owl", 1, "computer", "hard", "pad1").__dict__]
        ctx.saves.write_doc("setup", "last_setups", {
            "mapello": {"by_mode": {"single": {"game": "mapello", "seats": seats,
                                                "options": {"mode": "single", "board": "user:my_board"}}},
                        "last": "single"}})
        good["setup"] = self.path("setup").read_bytes()
        good["board"] = mapello.format_map(mapello.load_board_file(ROOT / "levels" / "mapello" / "09_bait.map")).encode()
        good["castle"] = (CASTLE_DIR / "castle_2.toml").read_bytes()
        for kind in KINDS:
            clear(self.path(kind).parent)
        self.app.ctx.toasts.clear()
        return good

    def read(self, kind: str) -> str:
        """Read the file of `kind` as the table does; "set aside" or "accepted" (exceptions escape)."""
        ctx = self.app.ctx
        path = self.path(kind)
        if kind.startswith("save_"):
            game = kind[5:]
            self.menu.refresh()
            self.menu.continue_last()
            resumed = ctx.scenes.top is not self.menu
            for _ in range(3):
                self.app.frame(1 / 60, events=[])
            if resumed:
                ctx.scenes.top._autosave()
            ctx.scenes.pop_to_root()
            self.menu.refresh()
            ctx.saves.clear(game)
            return "accepted" if resumed else "set aside"
        if kind == "settings":
            from game.core.settings import SettingsStore

            store = SettingsStore(path.parent)
            problem = store.take_problem()
            store.update(volume=store.settings.volume, language=store.settings.language)
            return "set aside" if problem else "accepted"
        if kind == "records":
            from game.physics.castle import load_castle
            from game.screens.kletterfrosch.files import RECORDS
            from game.screens.kletterfrosch.scene import read_records

            castle = load_castle(ROOT / "levels" / "kletterfrosch" / "castle_1.toml")
            doc = ctx.saves.read_doc("records", "kletterfrosch", RECORDS)
            problems = ctx.saves.take_problems()
            for mode in ("solo", "coop", "memory"):
                table = read_records(doc, mode, castle)
                lines = [ctx.t("kletterfrosch.record_line", rank=i, score=r.get("score"), date=r.get("date", ""))
                         for i, r in enumerate(table, 1)]
                self.app.ctx.assets.text(" ".join(lines)[:200] or "-", 20, (255, 255, 255))
                table.append({"score": 1, "date": "2026-01-01", "players": ["fox"]})
                table.sort(key=lambda r: -r["score"])
                doc[f"{mode}@castle_1"] = table[:10]
            ctx.saves.write_doc("records", "kletterfrosch", doc)
            return "set aside" if problems else "accepted"
        if kind == "setup":
            from game.screens.catalog import CATALOG
            from game.screens.setup import SetupScene

            for info in CATALOG.values():
                if info.built:  # the memory is read (and recalled) as the setup screen opens
                    ctx.scenes.push(SetupScene(ctx, info))
                    ctx.scenes.pop_to_root()
            aside = any(".corrupt-" in p.name for p in path.parent.iterdir()) if path.parent.is_dir() else True
            return "set aside" if aside else "accepted"
        if kind == "board":
            import pygame

            from game.screens.mapello.board import board_choices, setup_preview, user_boards

            entries = user_boards(ctx)
            surface = pygame.Surface((600, 300))
            for value, label in board_choices(ctx):
                self.app.ctx.assets.text(label or "-", 20, (255, 255, 255))
                if value.startswith("user:"):
                    setup_preview(ctx, {"board": value}, surface, surface.get_rect())
            return "set aside" if any(e.problem for e in entries) or not entries else "accepted"
        if kind == "castle":
            from game.physics.castle import load_castle
            from game.physics.kletterfrosch import World

            try:
                castle = load_castle(path)
            except ValueError:
                return "set aside"
            world = World(castle, seed=1)
            world.reset_to_throne(5.0)
            for _ in range(20):
                world.tick(1.0, -1.0)
            return "accepted"
        raise ValueError(kind)

    def untouched(self, kind: str) -> bool:
        """Read a good file and check it is still there, byte for byte, with nothing said about it."""
        path = self.path(kind)
        place(Mutation("good", self.good[kind]), path, self.good[kind])
        ctx = self.app.ctx
        if kind.startswith("save_"):
            ok = ctx.saves.load(kind[5:]) is not None
        elif kind == "settings":
            from game.core.settings import SettingsStore

            ok = SettingsStore(path.parent).take_problem() is None
        elif kind == "records":
            from game.screens.kletterfrosch.files import RECORDS

            ok = bool(ctx.saves.read_doc("records", "kletterfrosch", RECORDS))
        elif kind == "setup":
            from game.screens.setup import MEMORY

            ok = bool(ctx.saves.read_doc("setup", "last_setups", MEMORY))
        else:
            ok = self.read(kind) == "accepted"
        ok = ok and not ctx.saves.take_problems() and path.read_bytes() == self.good[kind]
        ok = ok and sorted(p.name for p in path.parent.iterdir()) == [path.name]
        clear(path.parent)
        return ok

    def close(self) -> None:
        self.app.close()


def run(kinds: tuple[str, ...], count: int, seed: int, timeout: float = 10.0,
        report: Callable[[str], None] | None = None) -> dict[str, Counter]:
    """`count` mutations of each kind, seeded; the outcome counts per kind (and "good touched")."""
    home = Path(tempfile.mkdtemp(prefix="kotatsu-fuzz-"))
    table = Table(home)
    counts: dict[str, Counter] = {}
    try:
        for kind in kinds:
            c = counts[kind] = Counter()
            if not table.untouched(kind):
                c["good touched"] += 1
            rng = random.Random(f"{seed}:{kind}")
            for i in range(count):
                mutation = mutate(rng, kind, table.good[kind])
                path = table.path(kind)
                try:
                    with deadline(timeout):
                        place(mutation, path, table.good[kind])
                        c[table.read(kind)] += 1
                except Hang:
                    c["hang"] += 1
                    if report:
                        report(f"HANG {kind} #{i} ({mutation.how})")
                except Exception:  # noqa: BLE001 - what the fuzzing is looking for
                    c["crash"] += 1
                    if report:
                        report(f"CRASH {kind} #{i} ({mutation.how}):\n{traceback.format_exc()}")
                finally:
                    table.app.ctx.scenes.pop_to_root()
                    table.app.ctx.toasts.clear()
                    table.app.ctx.saves.take_problems()
                    clear(path.parent)
    finally:
        table.close()
        shutil.rmtree(home, ignore_errors=True)
    return counts


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--count", type=int, default=1500, help="mutations per kind of file")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--kinds", nargs="*", choices=KINDS, default=list(KINDS))
    p.add_argument("--timeout", type=float, default=10.0, help="seconds before a read counts as a hang")
    args = p.parse_args(argv)
    logging.disable(logging.WARNING)  # every refused file is logged: thousands of lines
    t0 = time.perf_counter()
    counts = run(tuple(args.kinds), args.count, args.seed, args.timeout, lambda line: print(line, flush=True))
    total: Counter = Counter()
    print(f"\n{'kind':<20}{'mutations':>10}{'crash':>8}{'hang':>7}{'set aside':>11}{'accepted':>10}  good file")
    for kind, c in counts.items():
        total.update(c)
        n = sum(c[k] for k in ("crash", "hang", "set aside", "accepted"))
        print(f"{kind:<20}{n:>10}{c['crash']:>8}{c['hang']:>7}{c['set aside']:>11}{c['accepted']:>10}  "
              f"{'TOUCHED' if c['good touched'] else 'untouched'}")
    n = sum(total[k] for k in ("crash", "hang", "set aside", "accepted"))
    print(f"{'all':<20}{n:>10}{total['crash']:>8}{total['hang']:>7}{total['set aside']:>11}{total['accepted']:>10}"
          f"  {'TOUCHED' if total['good touched'] else 'untouched'}   ({time.perf_counter() - t0:.0f} s)")
    return 1 if total["crash"] or total["hang"] or total["good touched"] else 0


if __name__ == "__main__":
    sys.exit(main())
