"""Every button on every screen is reachable by the D-pad (issue 23, point 19): a virtual gamepad walks each
screen's focus group with its D-pad alone (no A, no B) and must land on every widget the screen shows."""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import Any

import pytest

from game.app import App
from game.board.pause import PauseOverlay
from game.board.results import ResultsOverlay
from game.core.match import Match, Seat
from game.core.saves import GameRecord
from game.rules import Outcome
from game.screens.menu import MenuScene
from game.screens.rules_help import RulesHelpScene
from game.screens.saved_games import SavedGamesScene, saved_games
from game.screens.settings import SettingsScene
from game.screens.setup import SetupScene
from game.table.catalog import CATALOG
from game.ui.dialogs import ChoiceOverlay
from tests.apphelp import frames
from tools.virtual_pad import VirtualPad, sdl_available

pytestmark = pytest.mark.skipif(not sdl_available(), reason="the wheel's SDL lacks virtual joysticks")
BUILT = [name for name, info in CATALOG.items() if info.built]
DPAD = ("dpad_up", "dpad_down", "dpad_left", "dpad_right")
PRESSES = 400


def nothing() -> None:
    """A button's action: the walk never presses A, so none of these runs."""


def _results(app: App) -> ResultsOverlay:
    seats = (Seat("fox", 0), Seat("bear", 1))
    actions = [(lambda: "Again", nothing), (lambda: "Look", nothing), (lambda: "Menu", nothing)]
    return ResultsOverlay(app.ctx, seats, Outcome((0,), (6, 4), "test"), ["Fox wins"], actions, nothing)


def _saved_games(app: App) -> SavedGamesScene:
    """Continue's list with a save of every built game (two rows of cards)."""
    for name in BUILT:
        options = {o.key: o.default for o in CATALOG[name].options}
        app.ctx.saves.autosave(Match(name, (Seat("fox", 0), Seat("bear", 1)), options), GameRecord())
    return SavedGamesScene(app.ctx, saved_games(app.ctx), lambda saved: None)


SCREENS: dict[str, Callable[[App], Any]] = {
    "saved-games": _saved_games,
    "menu": lambda app: MenuScene(app.ctx),
    "settings": lambda app: SettingsScene(app.ctx),
    "pause": lambda app: PauseOverlay(app.ctx, "jaleo", nothing, nothing, [(lambda: "Offer a draw", nothing)]),
    "results": _results,
    "question": lambda app: ChoiceOverlay(
        app.ctx, "Leave?", [(lambda: "Stay", nothing), (lambda: "Leave", nothing)], on_back=nothing
    ),
    **{f"setup-{name}": (lambda app, n=name: SetupScene(app.ctx, CATALOG[n])) for name in BUILT},
    **{f"rules-{name}": (lambda app, n=name: RulesHelpScene(app.ctx, n)) for name in BUILT},
}


def ident(widget: Any) -> object:
    """A widget by its key (a screen that rebuilds its widgets keeps their keys), else by itself."""
    return widget.key or widget


def label(widget: Any) -> str:
    text = getattr(widget, "label", "")
    return str((text() if callable(text) else text) or widget.key)


@pytest.mark.parametrize("screen", list(SCREENS))
def test_point19_every_button_on_every_screen_is_reached_by_the_dpad(app: App, screen: str) -> None:
    scene = SCREENS[screen](app)
    app.push(scene)
    rng = random.Random(screen)
    with VirtualPad().plug() as pad:
        frames(app, 2)
        assert app.ctx.scenes.top is scene
        wanted = {ident(w) for w in scene.focus.widgets if w.focusable and w.visible}
        seen = {ident(scene.focus.focused)} if scene.focus.focused is not None else set()
        presses = 0
        while presses < PRESSES and not wanted <= seen:
            # A player walks in runs (up, up, up), which the focus keeps in a straight line: so does the walk.
            direction = rng.choice(DPAD)
            for _ in range(rng.randint(1, 4)):
                pad.tap(direction)
                presses += 1
                frames(app, 1)
                assert app.ctx.scenes.top is scene, "the D-pad alone never leaves a screen"
                if scene.focus.focused is not None:
                    seen.add(ident(scene.focus.focused))
        # A widget a choice made go away (fewer players) cannot be asked for; every one still shown must be reached.
        now = {ident(w) for w in scene.focus.widgets if w.focusable and w.visible}
        missing = (wanted & now) - seen
        labels = [label(w) for w in scene.focus.widgets if ident(w) in missing]
        assert not missing, f"{screen}: the D-pad never reaches {labels}"


def test_point19_the_rules_help_is_left_by_the_dpad_and_a_press(app: App) -> None:
    """The pad player's way out: Up to "Close the rules", A. Left and Right still turn the pages."""
    help_ = RulesHelpScene(app.ctx, BUILT[0])
    app.push(MenuScene(app.ctx))
    app.push(help_)
    with VirtualPad().plug() as pad:
        frames(app, 2)
        pad.tap("dpad_right")
        frames(app, 1)
        assert help_.page == 1
        pad.tap("dpad_up")
        frames(app, 1)
        assert help_.focus.focused is help_.close
        pad.tap("a")
        frames(app, 1)
        assert isinstance(app.ctx.scenes.top, MenuScene)


def test_point19_up_from_a_bottom_button_lands_in_its_own_column_of_the_seats(app: App) -> None:
    """The seats' rows are choices (Left/Right change them), so their columns are reached from the buttons below:
    a straight run up keeps to the column it started from, through the wide option rows."""
    from game.core.input import Action
    from game.screens.setup import SetupScene
    from game.table.catalog import CATALOG

    scene = SetupScene(app.ctx, CATALOG["dama"])
    app.push(scene)
    frames(app, 1)
    by_key = {w.key: w for w in scene.focus.widgets}
    for start, column in (("back", "name"), ("rules", "colour"), ("lesson", "kind"), ("start", "device")):
        scene.focus.focus_on(by_key[start])
        while scene.focus.move(Action.UP):
            pass
        focused = scene.focus.focused
        assert focused is not None and focused.key == f"seat0.{column}", (start, focused and focused.key)
