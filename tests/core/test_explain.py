"""Refusals explained: every refusal a player can meet has a friendly sentence in both languages, found by its code,
in words for people (no rule numbers on screen)."""

from __future__ import annotations

import re
from types import SimpleNamespace

import pytest

from game.core.i18n import I18n
from game.dexterity import kletterfrosch
from game.rules import IllegalMove, RuleError, mapello
from game.ui.explain import explain, explain_key

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
    return SimpleNamespace(t=I18n(language).t, i18n=I18n(language))


def refusal(action) -> RuleError:
    with pytest.raises(RuleError) as info:
        action()
    return info.value


def blocked_start() -> mapello.Board:
    """Walls on black's four opening squares (d3, c4, f5, e6): black could only pass."""
    board = mapello.parse_map(mapello.format_map(mapello.CLASSIC))
    for row, col in ((3, 4), (4, 3), (5, 6), (6, 5)):
        board = mapello.place_piece(board, "wall", row, col)
    return board


def real_refusals() -> list[tuple[str, RuleError | None]]:
    start = mapello.new_game()
    board = mapello.parse_map(WALLED)
    memory = kletterfrosch.new_memory_game(players=2, seed=1)
    empty = memory.frames.index(None)
    return [
        ("mapello", refusal(lambda: start.play(mapello.parse_move("a1")))),  # M8 not next to
        ("mapello", refusal(lambda: start.play(mapello.parse_move("c3")))),  # M8 flips nothing
        ("mapello", refusal(lambda: start.play(mapello.parse_move("d4")))),  # M8 not empty
        ("mapello", refusal(lambda: start.play(mapello.parse_move("pass")))),  # M11
        ("mapello", refusal(lambda: mapello.new_game(board).play(mapello.parse_move("a1")))),  # M2 wall
        ("mapello", mapello.can_place_piece(board, "wall", 1, 1)),  # M3 one piece
        ("mapello", mapello.can_place_piece(board, "wall", 0, 3)),  # M3 inner only
        ("mapello", mapello.can_place_piece(board, "wall", 5, 5)),  # M3 centre
        ("mapello", mapello.can_place_piece(board, "wall", 2, 2, {"wall": 1})),  # M3 limit
        ("mapello", mapello.can_place_piece(board, "joker", 2, 2)),  # M14
        ("mapello", mapello.start_problem(blocked_start())),  # M8: black has no first placement
        ("kletterfrosch", refusal(lambda: memory.play(kletterfrosch.Open(empty)))),  # K8 empty frame
    ]


@pytest.mark.parametrize("language", ["en", "ja"])
def test_real_refusals_get_their_own_friendly_sentence_without_the_rule_number(language: str) -> None:
    for game, error in real_refusals():
        assert error is not None, "the rules accepted something the test expected them to refuse"
        assert explain_key(ctx(language), game, error) == f"{game}.explain.{error.code}"
        friendly = explain(ctx(language), game, error, kind="walls", limit=1)
        assert friendly and friendly != str(error)
        assert not re.search(r"\b[A-Z]\d+\b", friendly), friendly  # "M8" stays in the log


def test_a_code_without_a_sentence_gets_the_shared_one_or_a_general_one() -> None:
    assert explain(ctx("en"), "mapello", IllegalMove("M11", "game_over")) == I18n("en").t("explain.game_over")
    assert explain(ctx("ja"), "toy", IllegalMove("T1", "taken", "{name} is not empty", name="4")) == I18n("ja").t(
        "explain.not_allowed"
    )
