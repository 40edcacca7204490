"""`python3 -m game replay FILE --print` (issue 35, point 6): replay a game file without a window and print the final
position as the rules' JSON (the form the saves use), then one line with the result. A file that cannot be replayed
gets one line on stderr (the move that cannot be played, by its number and text) and exit status 2."""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

from game.core.sanitize import clean_text
from game.history.notation import read_file
from game.history.replay import ReplayProblem

CANNOT = 2  # the exit status of a file that cannot be replayed


def parse_args(argv: list[str]) -> argparse.Namespace:
    p = argparse.ArgumentParser(
        prog="kotatsu replay",
        description="Replay a game file: an Othello transcript, a PDN of draughts or a file the table wrote.",
    )
    p.add_argument("file", type=Path, help="the game file")
    p.add_argument(
        "--print",
        dest="print_",
        action="store_true",
        help="print the final position as the rules' JSON, then the result, with no window",
    )
    return p.parse_args(argv)


def main(argv: list[str] | None = None) -> int:
    args = parse_args(sys.argv[1:] if argv is None else argv)
    if not args.print_:
        print("kotatsu replay: give --print (to watch a file move by move: python3 -m game FILE)", file=sys.stderr)
        return CANNOT
    try:
        game = read_file(args.file)
    except ReplayProblem as exc:
        print(clean_text(f"{args.file.name}: {exc}", 400), file=sys.stderr)  # one line, whatever the name holds
        return CANNOT
    print(json.dumps(game.final.to_json(), ensure_ascii=False, indent=1, sort_keys=True))
    print(game.result_line())
    return 0


if __name__ == "__main__":
    sys.exit(main())
