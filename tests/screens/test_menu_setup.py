"""Menu, setup and settings driven by a gamepad alone and by a mouse alone, through the real input layer."""

from __future__ import annotations

import dataclasses

import pygame
import pytest

from game.screens.menu import MenuScene
from game.screens.settings import SettingsScene
from game.screens.setup import SetupScene
from game.table import catalog
from tests.apphelp import frames, post
from tests.screens.fakegame import FakeGameScene
from tools.virtual_pad import VirtualPad, mouse_click, sdl_available

needs_sdl = pytest.mark.skipif(not sdl_available(), reason="the wheel's SDL lacks virtual joysticks")


@pytest.fixture
def fake_jaleo(monkeypatch: pytest.MonkeyPatch) -> None:
    info = dataclasses.replace(catalog.CATALOG["jaleo"], scene=lambda: FakeGameScene)
    monkeypatch.setitem(catalog.CATALOG, "jaleo", info)


def top(app):
    return app.ctx.scenes.top


def tap(app, pad: VirtualPad, *buttons: str) -> None:
    for b in buttons:
        pad.tap(b)
        frames(app, 1)


def centre(widget) -> tuple[int, int]:
    return widget.rect.center


@needs_sdl
def test_gamepad_alone_changes_a_setting_and_comes_back(app) -> None:
    menu = MenuScene(app.ctx)
    app.push(menu)
    with VirtualPad().plug() as pad:
        frames(app, 2)
        # focus starts on the first playable game; from the middle tile of the top row (Mapello): -> Castle Frog
        # -> Past games below it (the bottom row: Continue, Past games, Settings, Quit) -> Settings
        assert menu.focus.focused is next(t for t in menu.tiles.values() if t.enabled)
        menu.focus.focus_on(menu.tiles["mapello"])
        tap(app, pad, "dpad_down", "dpad_down", "dpad_right", "a")
        assert isinstance(top(app), SettingsScene)
        tap(app, pad, "dpad_right")  # language: English -> Japanese
        assert app.ctx.settings.settings.language == "ja" and app.ctx.i18n.language == "ja"
        tap(app, pad, "b")
        assert isinstance(top(app), MenuScene)


@needs_sdl
def test_gamepad_alone_sets_up_and_starts_a_game(app, fake_jaleo) -> None:
    menu = MenuScene(app.ctx)
    app.push(menu)
    with VirtualPad().plug() as pad:
        frames(app, 2)
        tap(app, pad, "a")  # the stand-in Jaleo is now the first playable tile, so it has focus
        setup = top(app)
        assert isinstance(setup, SetupScene)
        # focus starts on Start; go up to seat 2's player kind and make it a hard computer
        kind = next(w for w in setup.focus.widgets if getattr(w, "key", "") == "seat1.kind")
        for _ in range(12):
            if setup.focus.focused is kind:
                break
            f = setup.focus.focused.rect
            tap(app, pad, "dpad_up" if f.y > kind.rect.y else ("dpad_left" if f.x > kind.rect.x else "dpad_right"))
        assert setup.focus.focused is kind
        tap(app, pad, "a", "a")  # in a row of choices A steps the value: computer easy -> medium -> hard
        assert setup.seats[1].kind == "computer" and setup.seats[1].level == "hard"
        for _ in range(8):
            tap(app, pad, "dpad_down")
        assert getattr(setup.focus.focused, "key", "") in ("start", "back", "rules", "lesson")
        while getattr(setup.focus.focused, "key", "") != "start":
            tap(app, pad, "dpad_right")
        tap(app, pad, "a")
    game = top(app)
    assert isinstance(game, FakeGameScene)
    assert game.match.seats[1].level == "hard" and len(game.match.seats) == 2
    assert [type(s) for s in app.ctx.scenes.scenes] == [MenuScene, FakeGameScene]


def test_mouse_alone_sets_up_and_starts_a_game(app, fake_jaleo) -> None:
    menu = MenuScene(app.ctx)
    app.push(menu)
    frames(app, 1)
    post(mouse_click(centre(menu.tiles["jaleo"])))
    frames(app, 1)
    setup = top(app)
    assert isinstance(setup, SetupScene)
    name = next(w for w in setup.focus.widgets if getattr(w, "key", "") == "seat0.name")
    post(mouse_click((name.rect.right - 20, name.rect.centery)))  # right arrow: the next animal
    frames(app, 1)
    assert setup.seats[0].name == "bear"
    start = next(w for w in setup.focus.widgets if getattr(w, "key", "") == "start")
    post(mouse_click(centre(start)))
    frames(app, 1)
    assert isinstance(top(app), FakeGameScene) and top(app).match.seats[0].name == "bear"


def test_unbuilt_game_cannot_be_entered(app, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(catalog.CATALOG, "farmini", catalog.GameInfo("farmini", 2, 4, 2))  # not built (yet)
    menu = MenuScene(app.ctx)
    app.push(menu)
    frames(app, 1)
    assert not menu.tiles["farmini"].enabled
    post(mouse_click(centre(menu.tiles["farmini"])))
    frames(app, 1)
    assert top(app) is menu and app.ctx.toasts and "Farmini" in app.ctx.toasts[-1].text


def test_mouse_alone_quits_from_the_menu(app) -> None:
    menu = MenuScene(app.ctx)
    app.push(menu)
    frames(app, 1)
    quit_button = menu.focus.widgets[-1]
    post(mouse_click(centre(quit_button)))
    frames(app, 1)
    confirm = top(app).buttons[1]  # "Stay" comes first and has focus
    post(mouse_click(centre(confirm)))
    frames(app, 1)
    assert not app.ctx.running


def test_window_close_ends_the_loop(app) -> None:
    app.push(MenuScene(app.ctx))
    post([pygame.event.Event(pygame.QUIT)])
    frames(app, 1)
    assert not app.ctx.running and len(app.ctx.scenes) == 0


def test_command_line_game_name_opens_that_games_setup(app) -> None:
    from game.__main__ import parse_args

    args = parse_args(["mapello"])
    assert args.game == "mapello"
    with pytest.raises(SystemExit):
        parse_args(["chess"])
    menu = MenuScene(app.ctx)
    app.push(menu)
    menu.open_game(args.game)
    assert isinstance(top(app), SetupScene) and top(app).info.name == "mapello"


@pytest.mark.parametrize("windowed", [True, False])
def test_the_table_starts_with_fullscreen_saved_in_the_settings(tmp_path, windowed: bool) -> None:
    from game.app import App
    from game.core.paths import UserDirs
    from game.core.settings import SettingsStore

    dirs = UserDirs.under(tmp_path)
    SettingsStore(dirs.config).update(fullscreen=True)
    app = App(dirs, windowed=windowed)
    try:
        app.push(MenuScene(app.ctx))
        frames(app, 2)
        assert app.ctx.settings.settings.fullscreen
    finally:
        app.close()
        pygame.display.quit()  # leave no fullscreen window behind for the next test's app


def test_python_m_game_runs_its_loop_and_quits_when_the_window_closes(tmp_path, monkeypatch) -> None:
    from game import __main__ as entry
    from game.app import App

    monkeypatch.setenv("KOTATSU_HOME", str(tmp_path))
    seen: list[str] = []
    real_frame = App.frame

    def frame(self, dt=None, events=None) -> None:
        real_frame(self, 1 / 60, events)
        seen.append(type(self.ctx.scenes.top).__name__ if self.ctx.scenes.top else "-")
        if len(seen) == 20:
            pygame.event.post(pygame.event.Event(pygame.QUIT))  # the window's close button

    monkeypatch.setattr(App, "frame", frame)
    assert entry.main(["mapello", "--windowed"]) == 0
    assert seen[0] == "SetupScene" and len(seen) <= 22


@pytest.fixture
def seventh_game(monkeypatch: pytest.MonkeyPatch) -> str:
    """A toy seventh game on the table (its tile has no picture: the tile draws a plain panel)."""
    monkeypatch.setitem(catalog.CATALOG, "toy7", catalog.GameInfo("toy7", 2, 2, 2, scene=lambda: FakeGameScene))
    return "toy7"


def test_a_seventh_games_tile_is_on_screen_apart_from_the_others(app, seventh_game: str) -> None:
    menu = MenuScene(app.ctx)
    app.push(menu)
    frames(app, 1)
    assert len(menu.tiles) == 7
    screen = pygame.Rect(0, 0, 1280, 720)
    rects = [w.rect for w in menu.focus.widgets]  # the tiles, then continue, settings, quit
    for i, rect in enumerate(rects):
        assert screen.contains(rect.inflate(12, 12)), rect  # the focus ring too
        assert rect.collidelist(rects[:i] + rects[i + 1 :]) == -1, rect
    assert menu.tiles[seventh_game].rect.bottom < menu.continue_button.rect.top


@needs_sdl
def test_a_seventh_game_is_reached_by_dpad_and_entered_by_mouse(app, seventh_game: str) -> None:
    menu = MenuScene(app.ctx)
    app.push(menu)
    frames(app, 1)
    tile = menu.tiles[seventh_game]
    with VirtualPad().plug() as pad:
        frames(app, 2)
        for _ in range(len(menu.focus.widgets)):  # down the first column, then along the last row
            if menu.focus.focused is tile:
                break
            if menu.focus.focused.rect.bottom < tile.rect.top:
                tap(app, pad, "dpad_down")
            else:
                tap(app, pad, "dpad_right")
        assert menu.focus.focused is tile
    post(mouse_click(centre(tile)))
    frames(app, 1)
    setup = top(app)
    assert isinstance(setup, SetupScene) and setup.info.name == seventh_game


def test_point18_after_computer_against_computer_the_setup_comes_back_with_a_person_first(app, fake_jaleo) -> None:
    """Issue 23, point 18: watching two computers is remembered as the players' setup, but the first seat comes
    back a person, so a child pressing Start plays; the second seat keeps its computer."""
    menu = MenuScene(app.ctx)
    app.push(menu)
    frames(app, 1)
    post(mouse_click(centre(menu.tiles["jaleo"])))
    frames(app, 1)
    setup = top(app)
    kind = next(w for w in setup.focus.widgets if getattr(w, "key", "") == "seat0.kind")
    post(mouse_click((kind.rect.right - 20, kind.rect.centery)))  # human -> computer (easy)
    frames(app, 1)
    assert [s.kind for s in setup.seats[:2]] == ["computer", "computer"]
    post(mouse_click(centre(next(w for w in setup.focus.widgets if getattr(w, "key", "") == "start"))))
    frames(app, 1)
    assert isinstance(top(app), FakeGameScene) and not any(s.kind == "human" for s in top(app).match.seats)
    app.ctx.scenes.pop_to_root()
    frames(app, 1)
    post(mouse_click(centre(menu.tiles["jaleo"])))
    frames(app, 1)
    again = top(app)
    assert isinstance(again, SetupScene)
    assert [s.kind for s in again.seats[: again.count]] == ["human", "computer"]
    post(mouse_click(centre(next(w for w in again.focus.widgets if getattr(w, "key", "") == "start"))))
    frames(app, 1)
    assert top(app).match.seats[0].kind == "human"
