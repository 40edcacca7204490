"""The launcher: a save is set aside only for what is wrong with the file, never for a bug in our code (DESIGN.md,
"Nothing is lost"); a game's pregame hook is asked before its scene is built."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest

from game.core.match import Match, Seat
from game.core.saves import GameRecord, SavedGame, SaveExtra
from game.core.scenes import Scene
from game.rules import GAMES
from game.screens.menu import MenuScene
from game.table import catalog
from game.table.launcher import resume_game, start_game
from tests.ai.toygames import TICTACTOE
from tests.apphelp import frames
from tests.screens.fakegame import TicTacToeScene

SEATS = (Seat("fox", 0), Seat("bear", 1))


class BuggySceneError(TicTacToeScene):
    """A scene whose construction has a bug in it (the kind of error no save file can cause)."""

    def __init__(self, ctx: Any, match: Match, record: GameRecord | None = None) -> None:
        super().__init__(ctx, match, record)
        raise TypeError("a bug in the scene")


def add_ttt(monkeypatch: pytest.MonkeyPatch, scene: catalog.GameSceneClass, **parts: Any) -> None:
    monkeypatch.setitem(GAMES, "ttt", TICTACTOE)
    monkeypatch.setitem(catalog.CATALOG, "ttt", catalog.GameInfo("ttt", 2, 2, 2, scene=lambda: scene, **parts))


def saved(app: Any, moves: list[str]) -> tuple[Path, SavedGame]:
    """A resume slot on disk for ttt with `moves`, and the save the menu would hand the launcher."""
    app.ctx.saves.autosave(Match("ttt", SEATS), GameRecord(tuple(moves)))
    path = app.ctx.saves.folder / "resume" / "ttt.json"
    record = app.ctx.saves.load("ttt")
    assert record is not None
    return path, record


def test_a_bug_in_a_scene_fails_loudly_and_keeps_the_save(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    add_ttt(monkeypatch, BuggySceneError)
    app.push(MenuScene(app.ctx))
    path, record = saved(app, ["4", "0"])
    before = path.read_bytes()
    with pytest.raises(TypeError, match="a bug in the scene"):
        resume_game(app.ctx, record)
    assert path.read_bytes() == before and app.ctx.saves.resumable() == ["ttt"]
    assert not list(path.parent.glob("ttt.json.corrupt*")) and not any(
        app.ctx.t("save.unusable", game="ttt") in toast.text for toast in app.ctx.toasts
    )


def test_a_save_the_rules_refuse_is_set_aside_with_one_line(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    add_ttt(monkeypatch, TicTacToeScene)
    menu = MenuScene(app.ctx)
    app.push(menu)
    path, record = saved(app, ["4", "4"])  # the same cell twice: the rules refuse the second move
    assert resume_game(app.ctx, record) is False
    assert not path.exists() and app.ctx.saves.resumable() == []
    assert len(list(path.parent.glob("ttt.json.corrupt*"))) == 1  # set aside, never deleted
    assert [t.text for t in app.ctx.toasts] == [app.ctx.t("save.unusable", game=app.ctx.t("ttt.title"))]
    assert app.ctx.scenes.top is menu


def test_a_good_save_resumes(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    add_ttt(monkeypatch, TicTacToeScene)
    app.push(MenuScene(app.ctx))
    _path, record = saved(app, ["4", "0"])
    assert resume_game(app.ctx, record)
    scene = app.ctx.scenes.top
    assert isinstance(scene, TicTacToeScene) and scene.turns.moves == ["4", "0"]


class Lobby(Scene):
    """A pre-game screen standing in for a board editor."""

    def __init__(self, ctx: Any, match: Match, extra: SaveExtra) -> None:
        super().__init__(ctx)
        self.match, self.extra = match, extra


def test_the_pregame_hook_is_asked_first(app: Any, monkeypatch: pytest.MonkeyPatch) -> None:
    asked: list[SaveExtra] = []

    def pregame(ctx: Any, match: Match, extra: SaveExtra) -> Scene | None:
        asked.append(extra)
        return Lobby(ctx, match, extra) if match.options.get("lobby") else None

    add_ttt(monkeypatch, TicTacToeScene, pregame=lambda: pregame)
    menu = MenuScene(app.ctx)
    app.push(menu)
    carried = SaveExtra(ai_seed=2)  # what a series carries to its next game
    start_game(app.ctx, Match("ttt", SEATS, {"lobby": True}), carried)
    frames(app, 1)
    lobby = app.ctx.scenes.top
    assert isinstance(lobby, Lobby) and lobby.extra is carried and len(app.ctx.scenes) == 2
    start_game(app.ctx, Match("ttt", SEATS))  # no lobby wanted: the game at once
    frames(app, 1)
    assert isinstance(app.ctx.scenes.top, TicTacToeScene) and len(asked) == 2
