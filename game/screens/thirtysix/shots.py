"""36's staged screenshots (tools/screenshots.py renders every entry of SCREENSHOTS on a fresh headless app)."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from game.board.staging import lesson_shots
from game.core.match import Match, Seat
from game.rules import thirtysix
from game.screens.thirtysix.files import ThirtysixExtra

if TYPE_CHECKING:
    from game.core.scenes import Stage

SHOT_DT = 1 / 60  # a staged frame, s
SHOT_SEATS = (("fox", 0), ("bear", 1), ("owl", 2))  # (animal, colour) of the staged games' seats
GIFT_DEALS, GIFT_PLIES = 200, 60  # the gift shot looks through this many deals, this many moves into each
GIFT_PLAYERS = 3
GIFT_PICKS = 2  # the cone, then the cell past another cone: the picker for the gift's colour is open
REACHABLE_PLIES, REACHABLE_SEED = 9, 3  # the reachable shot (two players): moves played, and the deal's seed
LAST_MOVE_PLIES, LAST_MOVE_SEED = 7, 5  # the last-move shot (two players)
LAST_MOVE_SETTLE = 40  # frames its move's animation takes to play out
PUZZLE_HINTS = 4  # the puzzle shot: the tiles laid by hints
PUZZLE_CLOCK = 83.0  # s on its clock
SOLVED_AT, SOLVED_RECORDS = 64.0, (71.5, 95.0)  # the solved shot: its time, and the best times before it
SOLVED_SETTLE = 60  # frames the celebration takes to come up
# The layout shot: tiles laid in a ring on the free layout's grid, the ninth held.
RING = ((1, 1), (2, 1), (3, 1), (1, 2), (3, 2), (1, 3), (2, 3), (3, 3))
HELD = len(RING)  # the tray's ninth tile


def _seats(players: int) -> tuple[Seat, ...]:
    return tuple(Seat(animal, colour) for animal, colour in SHOT_SEATS[:players])


def _game(app: Stage, players: int, options: dict[str, str], plies: int, seed: int) -> Any:
    """A game of `players` started on a fixed deal, `plies` random moves in."""
    from game.table.launcher import start_game

    seats = _seats(players)
    board = thirtysix.dealt_board_text(seed)
    start_game(
        app.ctx, Match("thirtysix", seats, {"mode": "single", "board": "deal", **options}), ThirtysixExtra(board=board)
    )
    scene: Any = app.ctx.scenes.top  # the game scene just started
    rng = random.Random(seed)
    for _ in range(plies):
        moves = [m for m in scene.state.legal_moves() if not m.gifts]
        if scene.state.to_move is None or moves == [thirtysix.PASS]:
            break
        scene.play(rng.choice(moves))
    app.frame(SHOT_DT, events=[])
    return scene


def _gift_choice(state: thirtysix.State) -> thirtysix.Move | None:
    """A move of `state` whose gift colour is the mover's choice (two colours in the supply), if any."""
    for m in state.legal_moves():
        if m.gifts and len({x.gifts for x in state.legal_moves() if x.dst == m.dst}) > 1:
            return m
    return None


def _shot_gift(app: Stage) -> Any:
    """Three players; the player to move has chosen a destination past another cone: the gift picker is open."""
    from game.table.launcher import start_game

    for seed in range(GIFT_DEALS):
        rng = random.Random(seed)
        state = thirtysix.new_game(players=GIFT_PLAYERS, board=thirtysix.dealt_board_text(seed))
        moves: list[str] = []
        while state.to_move is not None and len(moves) < GIFT_PLIES and _gift_choice(state) is None:
            m = rng.choice(state.legal_moves())
            moves.append(str(m))
            state = state.play(m)
        if state.to_move is not None and _gift_choice(state) is not None and state.to_move == 0:
            break
    seats = _seats(GIFT_PLAYERS)
    start_game(
        app.ctx, Match("thirtysix", seats, {"mode": "single", "board": "deal"}), ThirtysixExtra(board=state.board.text)
    )
    scene: Any = app.ctx.scenes.top  # the game scene just started
    for text in moves:
        scene.play(text)
    choice = _gift_choice(scene.state)
    if choice is not None:
        for pick in choice.picks()[:GIFT_PICKS]:
            scene.board.builder.pick(pick)
    app.frame(SHOT_DT, events=[])
    return scene


def _shot_reachable(app: Stage) -> Any:
    """Two players: the cone chosen, every cell it can reach lit (straight lines and gates)."""
    scene = _game(app, 2, {}, REACHABLE_PLIES, REACHABLE_SEED)
    cone = scene.state.cone_cell(scene.state.to_move)
    if cone is not None:
        scene.board.builder.pick(cone)
    return scene


def _table(app: Stage, mode: str, board: str) -> Any:
    from game.table.launcher import start_game

    seats = _seats(1 if mode == "puzzle" else 2)  # the puzzle is solo
    start_game(app.ctx, Match("thirtysix", seats, {"mode": mode, "board": board}))
    app.frame(SHOT_DT, events=[])
    return app.ctx.scenes.top


def _shot_puzzle(app: Stage) -> Any:
    """The bonus puzzle with four tiles laid by hints: matching edges glow; a fifth tile held, turned wrong."""
    scene = _table(app, "puzzle", "deal")
    for _ in range(PUZZLE_HINTS):
        scene.hint()
    scene.hints = 0
    scene.t = PUZZLE_CLOCK
    spot = next(s for s in scene.spots() if s[0] == "tray" and scene.tile_at(s) is not None)
    scene.press(spot)
    scene.press(("grid", 1, 1))
    app.frame(SHOT_DT, events=[])
    return scene


def _shot_puzzle_solved(app: Stage) -> Any:
    """The puzzle solved: the celebration with the time and the best times."""
    scene = _table(app, "puzzle", "deal")
    scene.records = list(SOLVED_RECORDS)
    scene.t = SOLVED_AT
    while not scene.is_solved():
        scene.hint()
    scene.hints = 0
    scene.solved_at = SOLVED_AT
    scene.records = sorted([*scene.records, SOLVED_AT])
    for _ in range(SOLVED_SETTLE):
        app.frame(SHOT_DT, events=[])
    return app.ctx.scenes.top


def _shot_last_move(app: Stage) -> Any:
    """Two players some moves in, the animation played out: the last move marked in the mover's colour."""
    scene = _game(app, 2, {"colours": "rb"}, LAST_MOVE_PLIES, LAST_MOVE_SEED)
    for _ in range(LAST_MOVE_SETTLE):
        app.frame(SHOT_DT, events=[])
    return scene


def _shot_layout(app: Stage) -> Any:
    """The free layout (T16): the tiles laid in a ring but one, which is held."""
    scene = _table(app, "single", "free")
    for k, (c, r) in enumerate(RING):
        scene.press(("tray", k, 0))
        scene.press(("grid", c, r))
    scene.press(("tray", HELD, 0))
    app.frame(SHOT_DT, events=[])
    return scene


SCREENSHOTS: dict[str, Callable[[Stage], object]] = {
    "thirtysix_gift": _shot_gift,
    "thirtysix_reachable": _shot_reachable,
    "thirtysix_puzzle": _shot_puzzle,
    "thirtysix_layout": _shot_layout,
    "thirtysix_puzzle_solved": _shot_puzzle_solved,
    "thirtysix_last_move": _shot_last_move,
}
SCREENSHOTS.update(lesson_shots("thirtysix"))  # every step of levels/thirtysix/lesson.toml
