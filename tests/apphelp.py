"""Build a headless app for screen tests: temp user folders, an inline AI worker, helpers to step frames."""

from __future__ import annotations

import re
from collections.abc import Iterable
from pathlib import Path
from typing import Any

import pygame

from game.app import App
from game.board.coach import Coach, pointed_cell, start_lesson
from game.board.results import ResultsOverlay
from game.board.scene import BoardGameScene
from game.core.input import Action, Intent
from game.core.match import Seat
from game.core.paths import UserDirs
from game.core.storage import atomic_write_json
from game.screens.menu import MenuScene


def write_resume_slot(app: App, game: str, record: dict[str, Any]) -> None:
    """A resume slot on disk holding `record` as it is (as a hand, a bad disk or another version left it)."""
    atomic_write_json(app.ctx.saves.folder / "resume" / f"{game}.json", {"format": 1, "game": game, **record})


def make_app(tmp_path: Path, seed: int = 1) -> App:
    """An App writing under tmp_path, searching inline (deterministic, no child process)."""
    from game.ai.worker import InlineWorker

    app = App(UserDirs.under(tmp_path), windowed=True, seed=seed, rest=False)
    app.ctx.make_worker = InlineWorker
    return app


def menu_app(tmp_path: Path, seed: int = 1) -> App:
    """make_app with the menu up, as a player finds the table."""
    app = make_app(tmp_path, seed)
    app.push(MenuScene(app.ctx))
    frames(app)
    return app


def frames(app: App, n: int = 1, dt: float = 1 / 60) -> None:
    """Run n frames, reading the real SDL event queue (virtual pads, posted events)."""
    for _ in range(n):
        app.frame(dt)


def lesson_step(app: App, game: str, learner: Seat, index: int, settle: int = 2) -> tuple[Coach, BoardGameScene]:
    """`game`'s board lesson for `learner`, opened at step `index` (from 0), and `settle` frames run."""
    coach = start_lesson(app.ctx, game, learner)
    assert coach is not None
    coach.index = index
    scene = coach.open_step()
    frames(app, settle)
    return coach, scene


def hand_cell(coach: Coach, scene: BoardGameScene) -> Any:
    """The cell the coach's hand points at in its step's `scene` now (None: none)."""
    return pointed_cell(scene.view, coach.step_position(scene))


def post(events: Iterable[pygame.event.Event]) -> None:
    for e in events:
        pygame.event.post(e)


def intent(action: Action, device: str = "keyboard", pos: tuple[float, float] | None = None) -> Intent:
    return Intent(action, device, pos)


def feed(app: App, *intents: Intent, dt: float = 1 / 60) -> None:
    """Hand intents straight to the scenes (below the input layer), one frame after each."""
    for i in intents:
        app.feed([i])
        app.frame(dt, events=[])


def explained(app: App, game: str, *codes: str) -> bool:
    """The last message is the friendly sentence of one of the game's refusal codes (whatever its values)."""
    text = app.ctx.toasts[-1].text
    for code in codes:
        pattern = re.sub(r"\\\{\w+\\\}", ".+", re.escape(app.ctx.t(f"{game}.explain.{code}")))
        if re.fullmatch(pattern, text):
            return True
    return False


def results(app: App, n: int = 30) -> ResultsOverlay:
    """Let the last move's animation and the end banner run out (`n` frames of 0.1 s at most) and the results
    settle (they ignore presses for their first second); the results overlay is on top."""
    for _ in range(n):
        top = app.ctx.scenes.top
        if isinstance(top, ResultsOverlay) and not top.settling:
            break
        frames(app, 1, dt=0.1)
    top = app.ctx.scenes.top
    assert isinstance(top, ResultsOverlay)
    if top.settling:
        frames(app, 11, dt=0.1)
    return top


def route(scene: Any, here: Any, target: Any) -> list[str]:
    """The shortest run of D-pad presses (up, down, left, right) from `here` to `target` on a board scene, as the
    screen's cells lie now."""
    from game.ui.grids import step_towards

    centres = {c: scene.view.cell_rect(c).center for c in scene.view.cells()}
    centres.setdefault(here, scene.view.cell_rect(here).center)
    paths: dict[Any, list[str]] = {here: []}
    queue = [here]
    while queue:
        cell = queue.pop(0)
        if cell == target:
            return paths[cell]
        for way in ("up", "down", "left", "right"):
            nxt = step_towards(cell, way, centres)
            if nxt not in paths:
                paths[nxt] = paths[cell] + [way]
                queue.append(nxt)
    raise AssertionError(f"no way with the D-pad from {here} to {target}")
