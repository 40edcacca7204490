"""The table's own screens as the layers below the screens open them (game.core.scenes.TableScreens): a game's
pause menu offers its rules, the settings and its lesson. The app hands this to every scene in the context."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.core.context import Context
    from game.core.match import Seat
    from game.core.scenes import Scene


class SharedScreens:
    """The rules help, the settings and the lessons, opened from inside a game."""

    def rules_help(self, ctx: Context, game: str) -> Scene:
        from game.screens.rules_help import RulesHelpScene

        return RulesHelpScene(ctx, game)

    def settings(self, ctx: Context) -> Scene:
        from game.screens.settings import SettingsScene

        return SettingsScene(ctx)

    def start_lesson(self, ctx: Context, game: str, learner: Seat) -> None:
        from game.board.coach import start_lesson

        start_lesson(ctx, game, learner)
