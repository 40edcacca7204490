"""`python -m game [GAME]`: start the table, or jump straight into a game's setup."""

from __future__ import annotations

import argparse
import logging
import multiprocessing
import sys
from pathlib import Path

from game.rules import GAME_NAMES


def _game_or_file(value: str) -> str:
    """A game's name (its setup opens), else a game file to replay (issue 35)."""
    if value in GAME_NAMES or Path(value).is_file():
        return value
    raise argparse.ArgumentTypeError(f"{value!r} is no game ({', '.join(GAME_NAMES)}) and no file")


def parse_args(argv: list[str] | None = None) -> argparse.Namespace:
    p = argparse.ArgumentParser(prog="kotatsu", description="A couch game table: six tabletop games.")
    p.add_argument(
        "game", nargs="?", type=_game_or_file, metavar="GAME|FILE", help="open this game's setup, or replay a game file"
    )
    p.add_argument("--windowed", action="store_true", help="ignore the fullscreen setting this time")
    p.add_argument("--verbose", action="store_true")
    p.add_argument(
        "--frame-stats",
        type=Path,
        metavar="FILE",
        help="write one line per frame to FILE: scene, update/draw/present ms, ms since the previous frame",
    )
    p.add_argument("--version", action="store_true", help="print the version and exit")
    p.add_argument("--smoke", action="store_true", help="check the whole table headless; exit 0 if all is well")
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    multiprocessing.freeze_support()  # the download's search process is this program started again: serve there
    if (sys.argv[1:] if argv is None else argv)[:1] == ["replay"]:  # a game file, no window (game/replay_cli.py)
        from game.replay_cli import main as replay

        return replay((sys.argv[1:] if argv is None else argv)[1:])
    args = parse_args(argv)
    logging.basicConfig(level=logging.INFO if args.verbose else logging.WARNING)
    if args.version:
        from game.version import version

        print(f"kotatsu {version()}")
        return 0
    if args.smoke:
        from game.smoke import run

        return run()
    from game.app import App
    from game.screens.menu import MenuScene

    app = App(windowed=args.windowed, frame_stats=args.frame_stats)
    app.preload()
    menu = MenuScene(app.ctx)
    app.push(menu)
    if args.game in GAME_NAMES:
        menu.open_game(args.game)
    elif args.game:
        from game.screens.game_files import open_game_file

        open_game_file(app.ctx, Path(args.game))
    return app.run()


if __name__ == "__main__":
    sys.exit(main())
