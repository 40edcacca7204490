"""Issue 35, point 2: Past games on the menu, a list of every kept game newest first (its picture, its players with
their animals, who won, when), filtered by game; one press opens one; a star keeps it; Forget asks first with the
safe answer focused; "Open a file" lists the games folder, and a bad file gets one line and nothing else. By pad,
mouse and keys."""

from __future__ import annotations

import random
import time
from contextlib import ExitStack
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.core.assets import Assets
from game.core.match import Match, Seat
from game.core.saves import SaveExtra
from game.core.turns import TurnManager
from game.history.kept import HistoryStore, keep_game
from game.rules import GAMES
from game.screens.game_files import GameFilesScene
from game.screens.menu import MenuScene
from game.screens.overlays import ChoiceOverlay
from game.screens.past_games import KeptRow, PastGamesScene, StarToggle, when_played
from game.screens.replay_scene import ReplayScene
from game.ui import theme
from tests.apphelp import frames, post
from tools.virtual_pad import VirtualPad, key_tap, mouse_click, mouse_wheel, sdl_available

FOX, OWL = Seat("fox", 0), Seat("owl", 1, "computer", "hard")


def keep(app: Any, game: str, age: float, seed: int = 0, moves: int = 6) -> str:
    """A game of `game` kept `age` seconds ago: a few random moves, then the owl resigned."""
    turns = TurnManager(GAMES[game], Match(game, (FOX, OWL)))
    rng = random.Random(seed)
    for _ in range(moves):
        turns.play(rng.choice(turns.state.legal_moves()))
    turns.end("resign", 1)
    # The age from now, not from the import: the test may run minutes after its module loads.
    kept = keep_game(app.ctx.saves, turns, SaveExtra(ai_seed=seed), now=time.time() - age, wait=True)
    assert kept is not None
    return kept.id


def three(app: Any) -> list[str]:
    """Mapello two days ago, Dama an hour ago, Jaleo a minute ago."""
    return [keep(app, "mapello", 2 * 86400, 1), keep(app, "dama", 3600, 2), keep(app, "jaleo", 90, 3)]


PAD_KEYS = {"dpad_down": pygame.K_DOWN, "dpad_right": pygame.K_RIGHT, "dpad_left": pygame.K_LEFT, "a": pygame.K_RETURN}


def press(pad: VirtualPad | None, button: str) -> None:
    """A pad's button, or the key that does the same where there is no pad."""
    if pad is not None:
        pad.tap(button)
    else:
        post(key_tap(PAD_KEYS[button]))


def open_past(app: Any, way: str = "mouse", pad: VirtualPad | None = None) -> PastGamesScene:
    """The menu's Past games button, pressed the given way."""
    menu = MenuScene(app.ctx)
    app.push(menu)
    frames(app)
    button = next(w for w in menu.focus.widgets if getattr(w, "on_press", None) == menu.open_past_games)
    if way == "mouse":
        post(mouse_click(button.rect.center))
    else:
        for _ in range(12):  # down to the buttons' row, then along it
            if menu.focus.focused is button:
                break
            focused = menu.focus.focused
            assert focused is not None
            going = (
                "down"
                if focused.rect.bottom < button.rect.top
                else "right"
                if focused.rect.x < button.rect.x
                else "left"
            )
            press(pad, f"dpad_{going}")
            frames(app)
        press(pad, "a")
    frames(app, 2)
    past = app.ctx.scenes.top
    assert isinstance(past, PastGamesScene)
    return past


def test_point_2_the_list_is_newest_first_with_picture_players_result_and_when(
    app: Any,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    three(app)
    past = open_past(app)
    rows = [w for w in past.focus.widgets if isinstance(w, KeptRow)]
    assert [r.kept.game for r in rows] == ["jaleo", "dama", "mapello"]
    assert past.focus.focused is rows[0]  # the newest, one press away
    drawn: list[str] = []
    pictures: list[str] = []
    real_text, real_image = Assets.text, Assets.image
    monkeypatch.setattr(Assets, "text", lambda self, s, *a, **k: (drawn.append(s), real_text(self, s, *a, **k))[1])
    monkeypatch.setattr(Assets, "image", lambda self, n, *a, **k: (pictures.append(n), real_image(self, n, *a, **k))[1])
    import game.screens.past_games as module

    module._pictures.clear()
    past.draw(pygame.Surface((theme.W, theme.H)))
    t = app.ctx.t
    assert {"tile_jaleo", "tile_dama", "tile_mapello"} <= set(pictures)  # each game's picture
    assert t("past.played_ago.minutes", count=1) in drawn and t("past.played_ago.days", count=2) in drawn
    assert "Fox · Owl (hard)" in drawn and t("past.resigned", player="Owl (hard)") in drawn
    assert when_played(app.ctx, 100.0, now=130.0) == t("past.played_now")


def test_point_2_the_filter_shows_one_game(app: Any) -> None:
    three(app)
    past = open_past(app)
    past.focus.focus_on(past.filter)
    for _ in range(5):  # Right on the filter steps through the games
        if past.only == "dama":
            break
        post(key_tap(pygame.K_RIGHT))
        frames(app)
    assert past.only == "dama"
    assert [r.kept.game for r in past.focus.widgets if isinstance(r, KeptRow)] == ["dama"]


@pytest.mark.parametrize("way", ["mouse", "keyboard", "dpad"])
def test_point_2_one_press_opens_a_game(app: Any, way: str) -> None:
    if way == "dpad" and not sdl_available():
        pytest.skip("the wheel's SDL lacks virtual joysticks")
    three(app)
    with ExitStack() as stack:
        pad = stack.enter_context(VirtualPad()) if way == "dpad" else None
        frames(app, 2)
        past = open_past(app, way, pad)
        row = next(r for r in past.focus.widgets if isinstance(r, KeptRow) and r.kept.game == "dama")
        if way == "mouse":
            post(mouse_click(row.rect.center))
        else:
            press(pad, "dpad_down")
            frames(app)
            assert past.focus.focused is row
            press(pad, "a")
        frames(app, 2)
        shown = app.ctx.scenes.top
        assert isinstance(shown, ReplayScene) and shown.replay.game == "dama" and shown.n == 0


def test_the_focused_game_s_replay_is_made_while_the_list_rests_and_shown_at_once(app: Any) -> None:
    three(app)
    past = open_past(app, "keyboard")
    focused = past.focus.focused
    assert isinstance(focused, KeptRow)
    assert past.work_ahead() and past.work_ahead()  # its positions and screen, then its first picture aside
    assert not past.work_ahead()  # nothing more to do: the table rests
    made = past._ready[1] if past._ready is not None else None
    assert isinstance(made, ReplayScene) and made.judging.worker is None  # nothing judged before it is shown
    past.open_game(focused.kept)
    assert app.ctx.scenes.top is made
    frames(app, 2)
    app.ctx.scenes.pop()
    frames(app)
    past.open_game(focused.kept)  # opened again: a fresh replay, from its start
    assert app.ctx.scenes.top is not made and app.ctx.scenes.top.n == 0


def test_point_2_a_star_keeps_a_game_and_forget_asks_first(app: Any) -> None:
    three(app)
    past = open_past(app)
    star = next(w for w in past.focus.widgets if isinstance(w, StarToggle))
    post(mouse_click(star.rect.center))
    frames(app)
    store = HistoryStore(app.ctx.saves)
    assert [g.game for g in store.games() if g.starred] == ["jaleo"]
    assert isinstance(past.focus.focused, StarToggle) and past.focus.focused.starred  # shown at once, still focused
    post(key_tap(pygame.K_RIGHT))  # to Forget
    frames(app)
    post(key_tap(pygame.K_RETURN))
    frames(app)
    question = app.ctx.scenes.top
    assert isinstance(question, ChoiceOverlay)
    assert question.focus.focused is question.buttons[0]  # "No, go back"
    post(key_tap(pygame.K_RETURN))  # a second press of the same key forgets nothing
    frames(app)
    assert app.ctx.scenes.top is past and len(store.games()) == 3
    post(key_tap(pygame.K_RETURN))
    frames(app)
    post(key_tap(pygame.K_DOWN))
    frames(app)
    post(key_tap(pygame.K_RETURN))  # "Yes, forget it"
    frames(app)
    assert app.ctx.scenes.top is past
    assert [g.game for g in store.games()] == ["dama", "mapello"]
    assert [r.kept.game for r in past.focus.widgets if isinstance(r, KeptRow)] == ["dama", "mapello"]


def test_point_2_a_long_list_scrolls_with_the_focus_and_the_wheel(app: Any) -> None:
    for i in range(9):
        keep(app, "dama", 1000 - i, seed=i, moves=2)
    past = open_past(app)
    assert len([w for w in past.focus.widgets if isinstance(w, KeptRow)]) == past.rows_shown
    for _ in range(8):
        post(key_tap(pygame.K_DOWN))
        frames(app)
    focused = past.focus.focused
    assert isinstance(focused, KeptRow) and focused.kept.id == past.games[8].id  # the oldest, scrolled to
    assert past.top_row == 9 - past.rows_shown
    post(mouse_wheel(1))
    frames(app)
    assert past.top_row == 9 - past.rows_shown - 1


def test_point_5_open_a_file_lists_the_games_folder_and_a_bad_file_gets_one_line(app: Any) -> None:
    folder = app.ctx.saves.user_dir("games")
    folder.mkdir(parents=True)
    good = folder / "good.txt"
    good.write_text("f5d6c3d3c4\n", encoding="utf-8")  # an Othello transcript
    bad = folder / "bad.txt"
    bad_text = "f5d6c3a1\n"
    bad.write_text(bad_text, encoding="utf-8")
    past = open_past(app)
    assert past.focus.focused is past.open_file  # nothing kept yet: the way to a file is focused
    post(key_tap(pygame.K_RETURN))
    frames(app)
    files = app.ctx.scenes.top
    assert isinstance(files, GameFilesScene)
    assert sorted(p.name for p, _ in files.files) == ["bad.txt", "good.txt"]
    row = next(w for w in files.focus.widgets if getattr(w, "path", None) == bad)
    post(mouse_click(row.rect.center))
    frames(app)
    assert app.ctx.scenes.top is files  # nothing opened...
    line = app.ctx.toasts[-1].text
    assert line.startswith("bad.txt: ") and "4" in line and "a1" in line and "\n" not in line
    assert bad.read_text(encoding="utf-8") == bad_text and sorted(p.name for p in folder.iterdir()) == [
        "bad.txt",
        "good.txt",
    ]  # ...and nothing touched
    row = next(w for w in files.focus.widgets if getattr(w, "path", None) == good)
    post(mouse_click(row.rect.center))
    frames(app)
    shown = app.ctx.scenes.top
    assert isinstance(shown, ReplayScene) and shown.replay.notation == ("f5", "d6", "c3", "d3", "c4")


def test_point_5_python_m_game_file_opens_its_replay(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from game import __main__ as entry
    from game.app import App

    monkeypatch.setenv("KOTATSU_HOME", str(tmp_path))
    game_file = tmp_path / "shared.txt"
    game_file.write_text("f5d6c3\n", encoding="utf-8")
    seen: list[Any] = []
    real_frame = App.frame

    def frame(self: App, dt: float | None = None, events: Any = None) -> None:
        real_frame(self, 1 / 60, events)
        seen.append(self.ctx.scenes.top)
        if len(seen) == 5:
            pygame.event.post(pygame.event.Event(pygame.QUIT))

    monkeypatch.setattr(App, "frame", frame)
    monkeypatch.setattr(App, "preload", lambda self: None)
    assert entry.parse_args(["mapello"]).game == "mapello"  # game names keep working
    with pytest.raises(SystemExit):
        entry.parse_args([str(tmp_path / "no such file")])
    assert entry.main([str(game_file), "--windowed"]) == 0
    assert isinstance(seen[0], ReplayScene) and seen[0].replay.notation == ("f5", "d6", "c3")


@pytest.fixture(autouse=True)
def quick_judge(monkeypatch: pytest.MonkeyPatch) -> None:
    """The strip's judgement with the inline worker takes its whole time in a frame: a short one here."""
    import game.screens.replay_scene

    monkeypatch.setattr(game.screens.replay_scene, "JUDGE_SECONDS", 0.01)
