"""Refusals explained: each friendly sentence matches a real rules message and keeps its rule number."""
from __future__ import annotations

from types import SimpleNamespace

import pytest

from game.core.i18n import I18n
from game.rules import IllegalMove, kletterfrosch, mapello
from game.ui.explain import PATTERNS, explain

WALLED = """\
----------
-#.......-
-........-
-........-
-...WB...-
-...BW...-
-........-
-........-
-........-
----------
"""


def ctx(language: str) -> SimpleNamespace:
    return SimpleNamespace(t=I18n(language).t)


def refusal(action) -> str:  # noqa: ANN001
    with pytest.raises((IllegalMove, ValueError)) as info:
        action()
    return str(info.value)


def blocked_start() -> mapello.Board:
    """Walls on black's four opening squares (d3, c4, f5, e6): black could only pass."""
    board = mapello.parse_map(mapello.format_map(mapello.CLASSIC))
    for row, col in ((3, 4), (4, 3), (5, 6), (6, 5)):
        board = mapello.place_piece(board, "wall", row, col)
    return board


def real_messages() -> list[str]:
    start = mapello.new_game()
    board = mapello.parse_map(WALLED)
    memory = kletterfrosch.new_memory_game(players=2, seed=1)
    empty = memory.frames.index(None)
    return [
        refusal(lambda: start.play("a1")),  # M8 not next to
        refusal(lambda: start.play("c3")),  # M8 flips nothing
        refusal(lambda: start.play("d4")),  # M8 not empty
        refusal(lambda: start.play("pass")),  # M11
        refusal(lambda: mapello.new_game(board).play("a1")),  # M2 wall
        mapello.can_place_piece(board, "wall", 1, 1) or "",  # M3 one piece
        mapello.can_place_piece(board, "wall", 0, 3) or "",  # M3 inner only
        mapello.can_place_piece(board, "wall", 5, 5) or "",  # M3 centre
        mapello.can_place_piece(board, "wall", 2, 2, {"wall": 1}) or "",  # M3 limit
        mapello.can_place_piece(board, "joker", 2, 2) or "",  # M14
        refusal(lambda: memory.play(kletterfrosch.Open(empty))),  # K8 empty frame
        mapello.start_problem(blocked_start()) or "",  # M8: black has no first placement
    ]


def test_every_friendly_sentence_exists_in_both_languages() -> None:
    for _rule, _words, key in PATTERNS:
        assert I18n("en").has(key) and I18n("ja").t(key, rule="X", kind="k", limit=1) != key


@pytest.mark.parametrize("language", ["en", "ja"])
def test_real_refusals_get_a_friendly_sentence_that_names_the_rule(language: str) -> None:
    for message in real_messages():
        assert message, "the rules accepted something the test expected them to refuse"
        rule = message.replace(":", " ").split(" ", 1)[0]
        friendly = explain(ctx(language), message, kind="walls", limit=1)
        assert friendly != message and friendly.startswith(rule), (message, friendly)


def test_an_unknown_message_passes_through() -> None:
    assert explain(ctx("ja"), "T1: 4 is not an empty cell") == "T1: 4 is not an empty cell"
