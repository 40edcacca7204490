"""A saved match comes back as it was saved: its options keep their types (an int stays an int)."""

from __future__ import annotations

from game.core.match import Match, Seat


def test_a_matchs_options_keep_their_types_through_a_file() -> None:
    match = Match("dama", (Seat("fox", 0), Seat("bear", 1)), {"n": 3, "x": 0.5, "flag": True, "name": "a", "no": None})
    back = Match.from_json(match.to_json())
    assert back.options == match.options
    assert [type(v) for v in back.options.values()] == [int, float, bool, str, type(None)]
