"""The Past games screens staged for tools/screenshots.py (and so for the text-fits test): the list with a kept game
of every turn-based game, a replay with its strip full at the move where the game turned, play on from a move of
each game, the games folder, and the question before forgetting a game."""

from __future__ import annotations

import random
from collections.abc import Callable
from functools import partial
from typing import Any

SEATS = ("tanuki", "rabbit", "panda", "duck")  # the longest names, so every line is tried at its widest


def keep_all(app: Any, moves: int = 14) -> None:
    """A game of every turn-based game, each kept as the table keeps one: random moves, then the last seat gives up
    (unless the rules ended it first). The first game is the newest."""
    from game.core.match import Match, Seat
    from game.core.saves import SaveExtra
    from game.core.turns import TurnManager
    from game.history.kept import keep_game
    from game.rules import GAMES
    from game.table.catalog import CATALOG

    for k, name in enumerate(sorted(GAMES)):
        info = CATALOG[name]
        players = max(2, info.min_players)
        seats = tuple(Seat(a, i, "computer" if i else "human", "hard") for i, a in enumerate(SEATS[:players]))
        options = {o.key: o.default for o in info.options}
        rules_options = {"players": players} if players > 2 else {}
        turns = TurnManager(GAMES[name], Match(name, seats, options), options=rules_options)
        rng = random.Random(k)
        for _ in range(moves):
            if turns.is_over:
                break
            turns.play(rng.choice(turns.state.legal_moves()))
        if not turns.is_over:
            turns.end("resign", players - 1)
        keep_game(app.ctx.saves, turns, SaveExtra(ai_seed=k), now=1_800_000_000.0 - k * 60, wait=True)


def past_games(app: Any, language: str = "en") -> Any:
    app.ctx.apply_settings(language=language)
    keep_all(app)
    app.ctx.scenes.top.open_past_games()
    return app.ctx.scenes.top


def replay(app: Any, index: int = 0, at_turn: bool = True) -> Any:
    """The replay of the `index`th newest kept game, its strip judged, shown where the game turned (the moment
    before the move, the computer's better move on the board)."""
    scene = past_games(app)
    scene.open_game(scene.games[index])
    shown = app.ctx.scenes.top
    shown.judging.seconds = 0.01
    while shown.judging.filling:
        shown.judging.tick()
    turn = shown.judging.turn
    if at_turn and turn is not None:
        shown.jump(turn.move - 1)  # the better move shown, the one played next
    return shown


def play_on(app: Any, index: int) -> None:
    shown = replay(app, index, at_turn=False)
    shown.jump(3)
    shown.play_on()


def game_files(app: Any) -> None:
    from game.history.notation import export

    scene = past_games(app)
    for kept in scene.games[:3]:
        from game.history.replay import replay as replayed

        export(app.ctx.saves, replayed(kept))
    scene.open_files()


def forget_question(app: Any) -> None:
    past_games(app).ask_forget(0)


def shots() -> dict[str, Callable[[Any], object]]:
    from game.rules import GAMES

    out: dict[str, Callable[[Any], object]] = {
        "past_games": past_games,
        "past_games_ja": lambda app: past_games(app, "ja"),
        "replay": replay,
        "game_files": game_files,
        "forget_question": forget_question,
    }
    for k, name in enumerate(sorted(GAMES)):
        out[f"play_on_{name}"] = partial(play_on, index=k)
    return out
