"""Render every scene to PNG, headless: `python tools/screenshots.py [--out DIR] [--only NAME...]`.

The README's pictures come from here (`--out assets/screenshots --readme`)."""

from __future__ import annotations

import argparse
import random
import sys
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run as a script: tools.* from the root

import pygame

from tools.toolkit import headless_app  # also selects the dummy SDL drivers

if TYPE_CHECKING:
    from game.app import App
    from game.core.context import Context
    from game.core.scenes import Scene
    from game.screens.menu import MenuScene

Shot = Callable[["App"], object]  # stages one picture on a fresh app

SHARED_README_SHOTS = ("menu", "menu_ja", "replay")  # and each game's own `readme_shots`


def _settle(app: App, frames: int = 3) -> None:
    for _ in range(frames):
        app.frame(1 / 60, events=[])


def _menu(app: App) -> MenuScene:
    from game.screens.menu import MenuScene

    menu = MenuScene(app.ctx)
    app.push(menu)
    return menu


def _start(app: App, game: str, moves: int = 0) -> Scene | None:
    """`game` started from its setup's defaults, `moves` random moves played (fewer when it ends first)."""
    from game.board.table_scene import TableScene
    from game.screens.setup import SetupScene
    from game.table.catalog import CATALOG
    from game.table.launcher import start_game

    start_game(app.ctx, SetupScene(app.ctx, CATALOG[game]).match())
    scene = app.ctx.scenes.top
    rng = random.Random(7)
    if isinstance(scene, TableScene):
        for _ in range(moves):
            if scene.turns.is_over:
                break
            scene.play(rng.choice(scene.turns.state.legal_moves()))
    return scene


def _pause(scene: Scene | None) -> None:
    """Open a game's pause menu."""
    from game.board.table_scene import TableScene

    if isinstance(scene, TableScene):
        scene.exits.open_pause()


def _saved_games(app: App, language: str = "en") -> None:
    """The menu's Continue with a saved game of every game that saves after a few moves."""
    from game.table.catalog import CATALOG

    app.ctx.apply_settings(language=language)
    for name, info in CATALOG.items():
        if info.built:
            _start(app, name, 3)
            app.ctx.scenes.pop_to_root()
    _menu_on_top(app).continue_last()


def _menu_on_top(app: App) -> MenuScene:
    from game.screens.menu import MenuScene

    menu = app.ctx.scenes.top
    assert isinstance(menu, MenuScene)
    return menu


def _push(app: App, make: Callable[[Context], Scene], language: str | None = None) -> None:
    """The scene `make(ctx)` on top (in `language`, when given)."""
    if language is not None:
        app.ctx.apply_settings(language=language)
    app.push(make(app.ctx))


def _paused(app: App, game: str) -> None:
    _pause(_start(app, game, 6))


def _results(app: App, game: str) -> None:
    """`game` played out at random; the results wait for the last move's animation (the feedback queue)."""
    _start(app, game, 10_000)
    _settle(app, 180)


def _unplugged(app: App, game: str) -> None:
    from game.ui.dialogs import UnpluggedPrompt

    if _start(app, game, 2) is not None:
        app.push(UnpluggedPrompt(app.ctx, "pad1", "Fox", lambda: None))


def readme_shots() -> tuple[str, ...]:
    """The README's pictures: the menu in both languages, then what each game chose to show."""
    from game.table.catalog import CATALOG

    return (
        SHARED_README_SHOTS[:1]
        + tuple(s for info in CATALOG.values() for s in info.readme_shots)
        + SHARED_README_SHOTS[1:]
    )


def shots() -> dict[str, Shot]:
    """Every shot: each function gets a fresh app with the menu on it (the table's root) and stages its scene."""
    from game.rules import GAMES
    from game.screens.rules_help import RulesHelpScene
    from game.screens.settings import SettingsScene
    from game.screens.setup import SetupScene
    from game.table.catalog import CATALOG

    out: dict[str, Shot] = {
        "menu": lambda app: app.ctx.scenes.top,
        "menu_ja": lambda app: app.ctx.apply_settings(language="ja"),
        "settings": lambda app: app.push(SettingsScene(app.ctx)),
        "quit_question": lambda app: _menu_on_top(app).ask_quit(),
        "saved_games": _saved_games,
        "saved_games_ja": lambda app: _saved_games(app, "ja"),
    }
    for name, info in CATALOG.items():
        if not info.built:
            continue
        out[f"setup_{name}"] = partial(_push, make=partial(SetupScene, info=info))
        out[f"rules_{name}"] = partial(_push, make=partial(RulesHelpScene, game=name))
        out[f"rules_{name}_ja"] = partial(_push, make=partial(RulesHelpScene, game=name), language="ja")
        out[f"game_{name}"] = partial(_start, game=name, moves=12)
        out[f"pause_{name}"] = partial(_paused, game=name)
        out[f"unplugged_{name}"] = partial(_unplugged, game=name)
        if name in GAMES:  # a turn-based game played out at random shows its results
            # The results wait for the last move's animation (game.board: the feedback queue): let it run out.
            out[f"results_{name}"] = partial(_results, game=name)
        if info.screenshots:
            out.update(info.screenshots())
    from tools.past_shots import shots as past_game_shots  # Past games (issue 35)

    out.update(past_game_shots())
    return out


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__)
    p.add_argument("--out", type=Path, default=Path("out/screenshots"))
    p.add_argument("--only", nargs="*", help="shot names (default: all)")
    p.add_argument("--readme", action="store_true", help="only the README's pictures")
    args = p.parse_args(argv)
    args.out.mkdir(parents=True, exist_ok=True)
    table = shots()
    wanted = args.only or (readme_shots() if args.readme else list(table))
    failed = 0
    for name in wanted:
        if name not in table:
            print(f"{name}: no such shot (choose from {', '.join(table)})", file=sys.stderr)
            failed += 1
            continue
        app = headless_app()
        try:
            _menu(app)
            table[name](app)
            _settle(app, 40)
            path = args.out / f"{name}.png"
            pygame.image.save(app.canvas, str(path))
            print(path)
        except Exception as exc:  # noqa: BLE001 - one broken shot must not hide the others
            print(f"{name}: FAILED {type(exc).__name__}: {exc}", file=sys.stderr)
            failed += 1
        finally:
            app.close()
    return 1 if failed else 0


if __name__ == "__main__":
    sys.exit(main())
