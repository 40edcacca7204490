"""36: cones that leave discs on a modular board (rules/thirtysix.md). `GAME` is what the table knows of it;
importing this package imports no pygame (each part below imports its module when the table asks for it)."""

from __future__ import annotations

from pathlib import Path

from game.core.saves import SaveExtra
from game.screens.thirtysix.colours import seat_colours
from game.table.catalog import AttractClass, GameInfo, GameSceneClass, Option, Pregame, Shortcut, Shots

# Fixed layouts (T4, T16) are board texts in levels/thirtysix/<name>.txt; the tile set is levels/thirtysix/tiles.toml.
BOARDS = ("deal", "ring", "steps", "river", "free")


def scene_class() -> GameSceneClass:
    """The game scene."""
    from game.screens.thirtysix.scene import ThirtysixScene

    return ThirtysixScene


def pregame_hook() -> Pregame:
    """The tile tables: the bonus puzzle (T17) instead of a game, the free layout (T16) before one."""
    from game.screens.thirtysix.pregame import pregame

    return pregame


def attract_class() -> AttractClass:
    """The menu tile's live demo: two computer players."""
    from game.screens.thirtysix.demo import ThirtysixDemo

    return ThirtysixDemo


def screenshot_table() -> Shots:
    """The game's own screenshots (tools/screenshots.py)."""
    from game.screens.thirtysix.shots import SCREENSHOTS

    return SCREENSHOTS


def save_extra_schema() -> type[SaveExtra]:
    """The schema of 36's own save fields (the board, the tournament)."""
    from game.screens.thirtysix.files import ThirtysixExtra

    return ThirtysixExtra


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
    "thirtysix",
    2,
    3,
    2,
    scene=scene_class,
    pregame=pregame_hook,
    score_label="thirtysix.score",  # what the results' numbers count
    options=(
        # T15: one game, or a tournament of as many games as players, each starting one of them. The puzzle (T17)
        # is a mode too, started by its own button (below): "puzzle" is no choice here, but a save or a
        # remembered setup of it is solo.
        Option(
            "mode",
            "thirtysix.mode",
            (("single", "thirtysix.mode.single"), ("tournament", "thirtysix.mode.tournament")),
            "single",
            players={"puzzle": (1, 1)},
        ),
        # T5: which two colours two players take (three players play all three, in seat order r, y, b).
        Option(
            "colours",
            "thirtysix.colours",
            (("ry", "thirtysix.colours.ry"), ("rb", "thirtysix.colours.rb"), ("yb", "thirtysix.colours.yb")),
            "ry",
            for_players=(2, 2),
            hidden_when=(("mode", "puzzle"),),
        ),
        # T4: a fresh random deal of the 9 tiles, a fixed free layout with holes, or one laid by the players (T16).
        Option(
            "board",
            "thirtysix.board",
            tuple((b, f"thirtysix.board.{b}") for b in BOARDS),
            "deal",
            hidden_when=(("mode", "puzzle"),),
        ),
    ),
    # T17: the solo tile puzzle has its own button on the setup, beside the rules.
    seat_colours=seat_colours,
    shortcuts=(Shortcut("puzzle", "thirtysix.puzzle.title", (("mode", "puzzle"),)),),
    attract=attract_class,
    levels="*.*",
    check_level=check_level,
    screenshots=screenshot_table,
    readme_shots=("thirtysix_gift",),
    perft_depths=(3, 4),
    save_extra=save_extra_schema,
)
