"""Issue 35, point 4 (the part with no screen): the rules' state at any move of a kept game, and a new game that goes
on from it, started as the launcher resumes a save: the same position, every count the moves made included (a bonus
taken, a deal), with the same seats or new ones."""

from __future__ import annotations

from typing import Any

import pytest
from msgspec import UNSET

from game.core.match import Match, Seat
from game.history.kept import HistoryStore, keep_game
from game.history.replay import play_on, replay, starts_from_position
from game.rules import GAMES
from game.table.catalog import CATALOG
from game.table.launcher import resume_game, start_game
from tests.apphelp import frames

GAMES_FIVE = ["mapello", "dama", "jaleo", "thirtysix", "farmini"]


def played_in_the_table(app: Any, game: str, moves: int = 8) -> Any:
    """A game started from the setup's defaults, `moves` played, resigned, and kept as the flow keeps it."""
    info = CATALOG[game]
    options = {o.key: o.default for o in info.options}
    start_game(app.ctx, Match(game, (Seat("fox", 0), Seat("bear", 1)), options))
    frames(app)
    scene = app.ctx.scenes.top
    for _ in range(moves):
        scene.play(scene.state.legal_moves()[0])
    flow = scene.flow
    flow.end("resign", 1)
    keep_game(flow.ctx.saves, flow.turns, flow.extra, lesson=not flow.saving)
    app.ctx.scenes.pop_to_root()
    [kept] = HistoryStore(app.ctx.saves).games(game)
    return kept


@pytest.mark.parametrize("game", GAMES_FIVE)
def test_point_4_play_on_from_any_move_starts_a_game_at_that_very_position(app: Any, game: str) -> None:
    kept = played_in_the_table(app, game)
    shown = replay(kept)
    assert shown.state_at(0).key == GAMES[game].new_game(**kept.rules).key
    assert shown.state_at(999).key == shown.final.key and shown.state_at(-3).key == shown.states[0].key
    n = 5
    on = play_on(shown, n, [Seat("cat", 2), Seat("owl", 1, "computer", "easy")], CATALOG[game].extra_schema())
    assert on.state.key == shown.states[n].key and not on.over
    assert on.hidden == (game == "farmini")  # its deck is face down: see DESIGN.md
    assert on.saved.record.extra is not None and on.saved.record.extra.ai_seed is UNSET
    assert resume_game(app.ctx, on.saved)
    frames(app)
    scene = app.ctx.scenes.top
    assert scene.flow.state.key == shown.states[n].key  # the very position, every count included
    assert [s.name for s in scene.flow.match.seats] == ["cat", "owl"] and not scene.flow.is_over
    scene.play(scene.state.legal_moves()[0])  # and it goes on
    assert len(scene.flow.turns.moves) == n + 1


def test_point_4_the_five_rules_also_take_a_staged_position() -> None:
    assert all(starts_from_position(g) for g in GAMES_FIVE)


def test_point_4_the_end_of_a_game_is_no_place_to_play_on(app: Any) -> None:
    shown = replay(played_in_the_table(app, "dama", moves=2))
    assert not play_on(shown, 2).over
    with pytest.raises(ValueError):
        play_on(shown, 1, [Seat("cat", 0)])
