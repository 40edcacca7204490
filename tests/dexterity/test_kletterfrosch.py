"""Burg Kletterfrosch game logic: memory game K7-K9, co-op K10, solo K11 (pure rules, no physics)."""

from __future__ import annotations

import json
from collections import Counter

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from game.dexterity import kletterfrosch as kf
from game.dexterity.kletterfrosch import Carry, Open
from game.rules import GAMES, IllegalMove


def _right_frame(g: kf.KletterfroschGame) -> int:
    return g.frames.index(g.portrait)


def _wrong_closed_frame(g: kf.KletterfroschGame) -> int:
    return next(i for i, r in enumerate(g.frames) if r is not None and r != g.portrait and not g.shown[i])


def test_K1_ten_residents_with_names_and_balls() -> None:
    assert len(kf.RESIDENTS) == 10
    assert len({r.key for r in kf.RESIDENTS}) == 10
    assert len({r.ball for r in kf.RESIDENTS}) == 10
    for r in kf.RESIDENTS:
        assert r.name and r.name_ja and r.ball_colour
        assert all(0 <= c <= 255 for c in r.ball)
    assert "kletterfrosch" not in GAMES  # a physics game, not a turn-based contract module


def test_K7_memory_setup() -> None:
    g = kf.new_memory_game(players=3, seed=5)
    assert g.removed is not None and g.removed not in g.frames
    assert g.frames.count(None) == 1 and sorted(r for r in g.frames if r is not None) == sorted(
        set(range(10)) - {g.removed}
    )
    assert not any(g.shown)  # door side out
    assert len(g.pile) == 18 and Counter(g.pile) == Counter({r: 2 for r in range(10) if r != g.removed})
    assert g.to_move == 0 and g.phase == "choose" and g.scores == (0, 0, 0)
    assert kf.new_memory_game(players=3, seed=5) == g
    assert len({kf.new_memory_game(seed=s).pile for s in range(10)}) > 1
    assert len({kf.new_memory_game(seed=s).removed for s in range(30)}) > 3
    for bad in (1, 5):
        with pytest.raises(ValueError, match="K7"):
            kf.new_memory_game(players=bad)


def test_K8_wrong_door_wanders_to_the_empty_frame_and_the_next_player_tries_the_same_portrait() -> None:
    g = kf.new_memory_game(players=2, seed=1)
    frame, empty, portrait = _wrong_closed_frame(g), g.empty_frame, g.portrait
    resident = g.frames[frame]
    h = g.play(Open(frame))
    assert h.frames[empty] == resident and h.frames[frame] is None and h.empty_frame == frame
    assert not h.shown[empty]  # closed again: the door moved
    assert h.to_move == 1 and h.portrait == portrait and h.phase == "choose" and h.pile == g.pile
    assert g.frames[frame] == resident  # the old state is untouched


def test_K8_right_door_shows_the_resident_and_starts_carrying() -> None:
    g = kf.new_memory_game(players=2, seed=1)
    frame = _right_frame(g)
    h = g.play(kf.parse_move(f"open {frame}"))
    assert h.phase == "carry" and h.shown[frame] and h.target_frame == frame and h.to_move == 0
    assert [str(m) for m in h.legal_moves()] == [f"{r} 0.00" for r in kf.RESULTS]


def test_K8_illegal_actions_name_the_rule() -> None:
    g = kf.new_memory_game(players=2, seed=2)
    with pytest.raises(IllegalMove, match="K8: that frame is empty"):
        g.play(Open(g.empty_frame))  # type: ignore[arg-type]
    with pytest.raises(IllegalMove, match="K2"):
        g.play(Open(10))
    with pytest.raises(IllegalMove, match="K8"):
        g.play(Carry("delivered"))
    h = g.play(Open(_right_frame(g)))
    with pytest.raises(IllegalMove, match="K8: the frog is carrying"):
        h.play(Open(_wrong_closed_frame(h)))
    with pytest.raises(IllegalMove, match="K5"):
        h.play(Carry("lost in space"))
    with pytest.raises(IllegalMove, match="K8"):
        h.play(kf.parse_move("fly away"))
    assert Open(g.empty_frame) not in g.legal_moves()  # type: ignore[arg-type]


def test_K8_an_open_window_showing_someone_else_cannot_be_picked() -> None:
    g = kf.new_memory_game(players=2, seed=3)
    shown = _right_frame(g)
    g = g.play(Open(shown)).play(Carry("delivered"))
    if g.frames[shown] == g.portrait:  # the next portrait is the same resident: open their window again
        assert Open(shown) in g.legal_moves()
    else:
        with pytest.raises(IllegalMove, match="K8: that window already shows"):
            g.play(Open(shown))


def test_K9_delivered_wins_the_portrait_failed_sets_it_aside() -> None:
    g = kf.new_memory_game(players=2, seed=4)
    portrait = g.portrait
    won = g.play(Open(_right_frame(g))).play(Carry("delivered", 12.5))
    assert won.won[0] == (portrait,) and won.scores == (1, 0) and won.to_move == 1 and len(won.pile) == 17
    assert won.phase == "choose" and won.portrait == g.pile[1]
    for result in ("wrong_window", "hole", "floor", "timeout"):
        lost = g.play(Open(_right_frame(g))).play(Carry(result))
        assert lost.scores == (0, 0) and lost.set_aside == (portrait,) and lost.to_move == 1


def _finish(g: kf.KletterfroschGame, deliver: callable) -> kf.KletterfroschGame:  # type: ignore[valid-type]
    while g.to_move is not None:
        if g.phase == "choose":
            g = g.play(Open(_right_frame(g)))
        else:
            g = g.play(Carry("delivered" if deliver(g) else "hole"))
    return g


def test_K9_the_game_ends_when_the_pile_is_empty_and_most_portraits_wins() -> None:
    g = _finish(kf.new_memory_game(players=3, seed=6), lambda s: s.seat == 1)
    assert g.pile == () and g.legal_moves() == [] and g.to_move is None
    assert g.outcome is not None and g.outcome.winners == (1,) and g.outcome.scores == (0, 6, 0)
    assert "K9" in g.outcome.reason and len(g.set_aside) == 12
    with pytest.raises(IllegalMove, match="K9"):
        g.play(Carry("delivered"))


def test_K9_ties_share_the_win() -> None:
    g = _finish(kf.new_memory_game(players=2, seed=6), lambda s: True)
    assert g.outcome is not None and g.outcome.scores == (9, 9) and g.outcome.winners == (0, 1)
    nobody = _finish(kf.new_memory_game(players=2, seed=6), lambda s: False)
    assert nobody.outcome is not None and nobody.outcome.winners == ()


def test_K10_coop_all_residents_visible_twelve_portraits_team_score() -> None:
    g = kf.new_coop_game(seed=3)
    assert sorted(g.frames) == list(range(10)) and all(g.shown) and g.empty_frame is None
    assert len(g.pile) == 12 and max(Counter(g.pile).values()) <= 2
    assert g.phase == "carry" and g.target_frame == g.frames.index(g.pile[0])
    with pytest.raises(IllegalMove, match="K10"):
        g.play(Open(0))
    with pytest.raises(ValueError, match="K10"):
        kf.new_coop_game(players=3)
    results = ["delivered", "hole"] * 6
    for r in results:
        g = g.play(Carry(r, 10.0))
    assert g.outcome is not None and g.outcome.scores == (6, 6) and g.outcome.winners == (0, 1)
    assert "K10" in g.outcome.reason


def test_K11_solo_counts_deliveries_against_one_long_timer() -> None:
    g = kf.new_solo_game(seed=2)
    assert g.time_left == kf.SOLO_SECONDS == 180.0 and len(g.pile) == 20 and all(g.shown)
    for _ in range(8):
        g = g.play(Carry("delivered", 20.0))
    assert g.time_left == 20.0 and g.scores == (8,) and g.to_move == 0
    g = g.play(Carry("floor", 5.0)).play(Carry("delivered", 9.0))
    assert g.scores == (9,) and g.time_left == 6.0
    g = g.play(Carry("timeout", 6.0))  # the long sand ran out mid-carry
    assert g.outcome is not None and g.outcome.scores == (9,) and g.outcome.reason == "K11: the sand ran out"


def test_moves_and_states_round_trip_through_json() -> None:
    for move in (Open(3), Carry("delivered", 12.25), Carry("hole")):
        assert kf.parse_move(str(move)) == move
        assert kf.move_from_json(json.loads(json.dumps(move.to_json()))) == move
    g = kf.new_memory_game(players=4, seed=9)
    g = g.play(Open(_wrong_closed_frame(g)))
    g = g.play(Open(_right_frame(g))).play(Carry("delivered", 3.5))
    assert kf.from_json(json.loads(json.dumps(g.to_json()))) == g
    with pytest.raises(ValueError):
        kf.from_json({"version": 99})


@settings(max_examples=40, deadline=None)
@given(st.integers(0, 10_000), st.integers(2, 4), st.lists(st.integers(0, 1000), max_size=120))
def test_memory_playouts_conserve_portraits_and_tiles(seed: int, players: int, picks: list[int]) -> None:
    g = kf.new_memory_game(players=players, seed=seed)
    residents = sorted(r for r in g.frames if r is not None)
    for pick in picks:
        if g.to_move is None:
            break
        before = g.to_json()
        moves = g.legal_moves()
        g2 = g.play(moves[pick % len(moves)])
        assert g.to_json() == before  # play never changes the old state
        g = g2
        total = len(g.pile) + sum(g.scores) + len(g.set_aside)
        assert total == 18
        assert sorted(r for r in g.frames if r is not None) == residents and g.frames.count(None) == 1
        assert kf.from_json(json.loads(json.dumps(g.to_json()))) == g
    if g.to_move is None:
        assert g.outcome is not None and not g.pile


def test_the_frog_is_pure_and_no_rules_contract_module() -> None:
    # The frog is a physics toy: its turn logic lives in game/dexterity/, and GAMES lists only the turn-based games.
    from pathlib import Path

    assert "kletterfrosch" not in GAMES and len(GAMES) == 5
    src = Path(kf.__file__).read_text(encoding="utf-8")
    assert "import pygame" not in src and "import pymunk" not in src
