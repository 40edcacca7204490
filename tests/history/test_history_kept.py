"""Issue 35, point 1: every game that ends is kept in the player's folder (the game, its options, the seats, when,
every move, the result); the newest 500 are kept, a starred game never dropped; the file is read entry by entry as
the records are (a bad entry set aside with one line, the others staying; a newer version's entries kept)."""

from __future__ import annotations

import json
import os
import random
from pathlib import Path
from typing import Any

import pytest

from game.core.match import Match, Seat
from game.core.saves import SaveExtra, SaveStore
from game.core.turns import TurnManager
from game.history import kept as K
from game.history.kept import HistoryStore, KeptGame, keep_game
from game.rules import GAMES
from tests.history.fields import BoardKept

FOX, OWL = Seat("fox", 0), Seat("owl", 1, "computer", "hard")


def finished(game: str = "dama", seed: int = 1, options: dict[str, Any] | None = None) -> TurnManager:
    """A game of random legal moves played to its end (or resigned by the second seat after 300 moves)."""
    turns = TurnManager(GAMES[game], Match(game, (FOX, OWL)), options=options or {})
    rng = random.Random(seed)
    while not turns.is_over and len(turns.moves) < 300:
        turns.play(rng.choice(turns.state.legal_moves()))
    if not turns.is_over:
        turns.end("resign", 1)
    return turns


def history_file(tmp_path: Path) -> Path:
    return tmp_path / "history" / "games.json"


def test_point_1_a_finished_game_is_kept_with_everything_a_replay_needs(tmp_path: Path) -> None:
    turns = finished("mapello", options={"board": None})
    saves = SaveStore(tmp_path)
    kept = keep_game(saves, turns, BoardKept(ai_seed=77, board="x"), now=1_800_000_000.0)
    assert kept is not None and kept.id == "mapello-77"
    [back] = HistoryStore(SaveStore(tmp_path)).games()  # a fresh table reads it
    assert back.game == "mapello" and back.id == "mapello-77" and back.played_at == 1_800_000_000.0
    assert [(s.name, s.kind, s.level) for s in back.seated().seats] == [
        ("fox", "human", "medium"),
        ("owl", "computer", "hard"),
    ]
    assert back.moves == turns.moves and back.rules == {"board": None} and back.extra == {"ai_seed": 77, "board": "x"}
    outcome = turns.outcome
    assert outcome is not None
    assert back.result.winners == list(outcome.winners) and back.result.scores == list(outcome.scores)
    assert back.result.how in ("win", "draw") and back.starred is False
    assert saves.take_problems() == []


@pytest.mark.parametrize(("kind", "how"), [("resign", "resigned"), ("draw", "agreed_draw")])
def test_point_1_a_resignation_and_an_agreed_end_are_kept_as_such(tmp_path: Path, kind: str, how: str) -> None:
    turns = TurnManager(GAMES["dama"], Match("dama", (FOX, OWL)))
    turns.play(turns.state.legal_moves()[0])
    turns.end(kind, 0 if kind == "resign" else None)
    kept = keep_game(SaveStore(tmp_path), turns, SaveExtra())
    assert kept is not None and kept.result.how == how
    assert kept.ending is not None and kept.ending.kind == kind
    assert kept.result.winners == ([1] if kind == "resign" else [])


def test_point_1_a_lessons_game_an_unfinished_game_and_the_frog_are_not_kept(tmp_path: Path) -> None:
    saves = SaveStore(tmp_path)
    assert keep_game(saves, finished(), SaveExtra(), lesson=True) is None
    going = TurnManager(GAMES["dama"], Match("dama", (FOX, OWL)))
    assert keep_game(saves, going, SaveExtra()) is None
    assert not history_file(tmp_path).exists()


def test_point_1_the_same_game_kept_again_replaces_itself_and_keeps_its_star(tmp_path: Path) -> None:
    saves = SaveStore(tmp_path)
    store = HistoryStore(saves)
    turns = finished()
    keep_game(saves, turns, SaveExtra(ai_seed=5))
    assert store.star("dama-5")
    keep_game(saves, turns, SaveExtra(ai_seed=5))  # the flow saves again after the end (a seat freed, say)
    [game] = store.games()
    assert game.starred and game.id == "dama-5"
    assert store.star("dama-5", False) and not store.games()[0].starred
    assert store.forget("dama-5") and store.games() == [] and not store.forget("dama-5")


def _entry(i: int, starred: bool = False) -> dict[str, Any]:
    return {
        "format": 1,
        "game": "dama",
        "match": Match("dama", (FOX, OWL)).to_json(),
        "moves": ["c3-d4"],
        "result": {"winners": [0], "scores": [12, 12], "how": "resigned", "reason": "seat 1 resigned"},
        "ending": {"kind": "resign", "seat": 1},
        "played_at": 1_000_000.0 + i,
        "starred": starred,
    }


def test_point_1_newest_first_at_most_500_the_oldest_unstarred_go_and_a_starred_game_stays(tmp_path: Path) -> None:
    path = history_file(tmp_path)
    path.parent.mkdir(parents=True)
    doc = {"format": 1} | {f"old-{i:03d}": _entry(i, starred=i in (0, 3)) for i in range(K.KEPT)}
    path.write_text(json.dumps(doc), encoding="utf-8")
    saves = SaveStore(tmp_path)
    keep_game(saves, finished(), SaveExtra(ai_seed=9), now=2_000_000.0)
    games = HistoryStore(saves).games()
    ids = [g.id for g in games]
    assert len(games) == K.KEPT and ids[0] == "dama-9"  # newest first
    assert "old-000" in ids and "old-003" in ids  # starred: never dropped, however old
    assert "old-001" not in ids and "old-002" in ids  # the oldest unstarred went first
    assert [g.played_at for g in games] == sorted((g.played_at for g in games), reverse=True)
    assert [g.id for g in HistoryStore(saves).games("mapello")] == []
    assert saves.take_problems() == []


def test_point_1_a_bad_entry_is_set_aside_with_one_line_and_the_others_stay(tmp_path: Path) -> None:
    path = history_file(tmp_path)
    path.parent.mkdir(parents=True)
    bad = _entry(2) | {"result": {"winners": [5], "scores": [1, 2], "how": "win"}}  # a winner not at the table
    text = json.dumps({"format": 1, "a": _entry(1), "b": bad, "c": _entry(3)}, indent=2)
    path.write_bytes(text.encode())
    saves = SaveStore(tmp_path)
    assert [g.id for g in HistoryStore(saves).games()] == ["c", "a"]
    [line] = saves.take_problems()
    assert line.key == "file.part_set_aside"
    [aside] = [p for p in path.parent.iterdir() if ".corrupt-" in p.name]
    assert aside.read_bytes() == text.encode()  # the player's file, byte for byte
    assert set(json.loads(path.read_text(encoding="utf-8"))) == {"format", "a", "c"}
    assert [g.id for g in HistoryStore(SaveStore(tmp_path)).games()] == ["c", "a"]  # said once, set aside once
    assert len(os.listdir(path.parent)) == 2


def test_point_1_entries_from_a_newer_version_and_notes_by_hand_are_kept_as_they_were(tmp_path: Path) -> None:
    path = history_file(tmp_path)
    path.parent.mkdir(parents=True)
    newer = _entry(5) | {"format": 2, "clock": [1, 2]}
    unknown_game = _entry(6) | {"game": "chess", "match": {**_entry(6)["match"], "game": "chess"}}
    with_more = _entry(7) | {"comment": "a field a newer table added"}
    doc = {"format": 1, "a": _entry(1), "new": newer, "chess": unknown_game, "note": "by hand", "more": with_more}
    path.write_text(json.dumps(doc), encoding="utf-8")
    saves = SaveStore(tmp_path)
    store = HistoryStore(saves)
    assert [g.id for g in store.games()] == ["more", "a"]
    keep_game(saves, finished(), SaveExtra(ai_seed=1), wait=True)  # (the file is read straight after)
    back = json.loads(path.read_text(encoding="utf-8"))
    assert back["new"] == newer and back["chess"] == unknown_game and back["note"] == "by hand"
    assert back["more"]["comment"] == "a field a newer table added"  # what an entry holds beyond ours stays
    assert saves.take_problems() == [] and os.listdir(path.parent) == ["games.json"]


@pytest.mark.parametrize("content", [b"{not json", b"[1, 2]", b'{"format": 7}', b"\xff\xfe"])
def test_point_1_a_history_that_cannot_be_read_is_set_aside_with_one_line(tmp_path: Path, content: bytes) -> None:
    path = history_file(tmp_path)
    path.parent.mkdir(parents=True)
    path.write_bytes(content)
    saves = SaveStore(tmp_path)
    assert HistoryStore(saves).games() == []
    assert [p.key for p in saves.take_problems()] == ["file.set_aside"]
    keep_game(saves, finished(), SaveExtra())
    assert len(HistoryStore(saves).games()) == 1


def test_point_1_the_schema_refuses_what_makes_no_sense() -> None:
    import msgspec

    good = _entry(1)
    assert msgspec.convert(good, KeptGame).result.how == "resigned"
    for broken in (
        good | {"game": "mapello"},  # the match is of another game
        good | {"result": {"winners": [0, 0], "scores": [1, 2]}},
        good | {"result": {"winners": [], "scores": [1, 2, 3]}},
        good | {"ending": {"kind": "resign", "seat": 4}},
        good | {"moves": ["x" * 500]},
        good | {"played_at": -1},
        good | {"result": {"how": "won on time"}},
    ):
        with pytest.raises(msgspec.ValidationError):
            msgspec.convert(broken, KeptGame)


def test_point_1_the_match_flow_keeps_a_finished_game_with_one_call(app: Any) -> None:
    """What game/board/flow.py's autosave() is to call when the game is over (the line the report gives)."""
    from game.table.launcher import start_game
    from tests.apphelp import frames

    start_game(app.ctx, Match("dama", (Seat("fox", 0), Seat("bear", 1)), {"view": "fixed"}))
    frames(app)
    scene = app.ctx.scenes.top
    scene.flow.end("resign", 1)
    flow = scene.flow
    # The one line for MatchFlow.autosave(), before `if not self.saving: return`:
    keep_game(flow.ctx.saves, flow.turns, flow.extra, lesson=not flow.saving)
    [game] = HistoryStore(app.ctx.saves).games("dama")
    assert game.id == f"dama-{flow.extra.ai_seed}" and game.result.how == "resigned"
    assert game.rules == {} and game.match.options == {"view": "fixed"}
