"""Work done ahead while the table rests (issue 33): the first time a game's setup, its board or its rules are shown,
pictures are composed and cached (a board's art, text wrapped, a preview, a saved game's position) and that frame
took 20-40 ms, a dropped frame. Right after start-up, while the menu waits still for a moment, each of those
screens is drawn once aside, one piece per pause of the loop, so that the player's first visit finds them made; a
new game is drawn with each look its setup offers too (each value of each option: a skin, a board, a castle).
Nothing is kept of the scenes drawn: no file is written, no lesson offer is used up, no worker is started (every
seat is a human's).

Later the same work is planned again when what it drew is out of date: after a change of language (every line is
measured anew) the screens are drawn again, and when the menu comes back (a game may have been saved meanwhile) the
saved games' new pictures are drawn."""

from __future__ import annotations

import importlib
import logging
from collections import deque
from collections.abc import Callable, Iterator
from functools import partial
from typing import TYPE_CHECKING

import pygame

from game.core.match import Match, Option
from game.screens.rules_help import RulesHelpScene
from game.screens.saved_games import SaveCard, saved_games
from game.screens.setup import SetupScene
from game.table.catalog import CATALOG
from game.ui import theme

if TYPE_CHECKING:
    from game.core.context import Context
    from game.core.scenes import Scene
    from game.table.catalog import GameInfo

log = logging.getLogger(__name__)
LATER = ("game.ai.worker", "game.screens.past_games", "game.screens.replay_scene", "game.screens.settings")


class Warmup:
    """The pieces of work still to do ahead; `step()` does one (a few to a few tens of ms)."""

    def __init__(self, ctx: Context) -> None:
        self.ctx = ctx
        self._aside = pygame.Surface((theme.W, theme.H))
        self._language = ctx.i18n.language  # the language the screens were drawn in
        self._stack_seen = ctx.scenes.version  # the scene stack when the saves' pictures were last drawn
        self._pieces: deque[Callable[[], object]] = deque([self._code_opened_later, *self._plan()])

    @property
    def busy(self) -> bool:
        return bool(self._pieces)

    def step(self) -> bool:
        """Do the next piece; False when none was left. A piece that fails is logged and skipped: the player meets
        that screen as before (a failing game says so when it is opened)."""
        if not self._pieces:
            self._look_again()
        if not self._pieces:
            return False
        piece = self._pieces.popleft()
        try:
            piece()
        except Exception:  # work ahead never stops the table
            log.exception("drawing ahead failed")
        return True

    def _look_again(self) -> None:
        """Plan again what is out of date: every screen after a change of language; the saves' pictures when the
        menu is shown again (only new saves are drawn; the menu's own quit question counts too, and costs a look)."""
        if self.ctx.i18n.language != self._language:
            self._language = self.ctx.i18n.language
            self._pieces.extend(self._plan())
        elif len(self.ctx.scenes) == 1 and self.ctx.scenes.version != self._stack_seen:
            self._stack_seen = self.ctx.scenes.version
            self._pieces.append(self._saves)

    def _plan(self) -> Iterator[Callable[[], object]]:
        yield self._saves
        for info in CATALOG.values():
            if info.built:
                yield partial(self._setup, info)
                yield partial(self._new_game, info)
                yield partial(self._rules, info)

    @staticmethod
    def _code_opened_later() -> None:
        """Code imported only when first needed, imported ahead (10-25 ms each): the computer's process (started on
        its first move), the Past games and Settings screens."""
        for module in LATER:
            importlib.import_module(module)

    def _saves(self) -> None:
        """The saved games' pictures for the list of saved games, one piece each (each builds its game's screen)."""
        for saved in saved_games(self.ctx):
            card = SaveCard(pygame.Rect(0, 0, 1, 1), saved, on_open=_never_opened)
            self._pieces.appendleft(partial(card.draw_position, self.ctx))

    def _setup(self, info: GameInfo) -> None:
        self._draw(SetupScene(self.ctx, info, rehearsal=True))

    def _rules(self, info: GameInfo) -> None:
        self._draw(RulesHelpScene(self.ctx, info.name))

    def _new_game(self, info: GameInfo, changed: dict[str, Option] | None = None) -> None:
        """A new game as the setup would start it (with one option `changed`), all seats human (no computer
        thinking), never entered (entering saves): its board drawn once. The usual game plans, next, one with each
        other look its setup offers (a skin, a board, a castle): planned here, in a pause, because listing some
        choices reads the level files, which the plan made at start-up should not wait for."""
        if changed is None:
            looks = [
                partial(self._new_game, info, {option.key: value})
                for option in info.options
                for value, _label in option.choices_for(self.ctx)
                if value != option.default
            ]
            self._pieces.extendleft(reversed(looks))
        chosen = SetupScene(self.ctx, info, rehearsal=True).match()
        options = {**chosen.options, **(changed or {})}
        match = Match(chosen.game, tuple(seat.with_(kind="human") for seat in chosen.seats), options)
        self._draw(info.scene_class()(self.ctx, match, None))

    def _draw(self, scene: Scene) -> None:
        self._aside.fill(theme.BG)
        scene.draw(self._aside)


def _never_opened(_saved: object) -> None:
    """A card drawn ahead is never shown, so never pressed."""
