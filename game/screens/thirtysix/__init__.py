"""36: cones that leave discs on a modular board (rules/thirtysix.md). `GAME` is what the table knows of it;
importing this package imports no pygame (the scene and its pictures load when played)."""
from __future__ import annotations

from pathlib import Path

from game.table.catalog import GameInfo, Option

# Fixed layouts (T4, T16) are board texts in levels/thirtysix/<name>.txt; the tile set is levels/thirtysix/tiles.toml.
BOARDS = ("deal", "ring", "steps", "river", "free")


def check_level(path: Path) -> str:
    """The name of a level file (the tile set, or a fixed layout); ValueError naming the file and the problem."""
    from game.rules import thirtysix

    text = path.read_text(encoding="utf-8")
    if path.suffix == ".toml":
        thirtysix.check_tile_set(thirtysix.parse_tiles(text, path.name), path.name)
        return "tiles"
    if path.suffix != ".txt":
        raise ValueError(f"{path.name}: a 36 level is tiles.toml or a board text (.txt)")
    try:
        board = thirtysix.parse_board(text)
    except ValueError as exc:
        raise ValueError(f"{path.name}: {exc}") from exc
    for players in (2, 3):
        if not thirtysix.new_game(players=players, board=board.text).legal_moves():
            raise ValueError(f"{path.name}: no first move for {players} players")
    return path.stem


GAME = GameInfo(
    "thirtysix", 2, 3, 2, scene="game.screens.thirtysix.scene:ThirtysixScene",
    options=(
        # T15: one game, or a tournament of as many games as players, each starting one of them; T17: the puzzle.
        Option("mode", "thirtysix.mode", (("single", "thirtysix.mode.single"),
                                          ("tournament", "thirtysix.mode.tournament"),
                                          ("puzzle", "thirtysix.mode.puzzle")), "single",
           players={"puzzle": (1, 1)}),  # the puzzle is solo
        # T5: which two colours two players take (three players play all three, in seat order r, y, b).
        Option("colours", "thirtysix.colours", (("ry", "thirtysix.colours.ry"), ("rb", "thirtysix.colours.rb"),
                                                ("yb", "thirtysix.colours.yb")), "ry"),
        # T4: a fresh random deal of the 9 tiles, a fixed free layout with holes, or one laid by the players (T16).
        Option("board", "thirtysix.board", tuple((b, f"thirtysix.board.{b}") for b in BOARDS), "deal"),
    ),
    attract="game.screens.thirtysix.demo:ThirtysixDemo",
    levels="*.*", check_level="game.screens.thirtysix:check_level",
    screenshots="game.screens.thirtysix.shots:SCREENSHOTS",
    readme_shots=("thirtysix_gift",),
    perft_depths=(3, 4),
    save_extra="game.screens.thirtysix.files:ThirtysixExtra",
)
