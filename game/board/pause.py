"""A game's pause menu, in one order in every game."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING

from game.ui.dialogs import ChoiceOverlay, Item, confirm

if TYPE_CHECKING:
    from game.core.context import Context


class PauseOverlay(ChoiceOverlay):
    """The pause menu, in one order in every game (what a game lacks is left out, the rest keep their order):
    Resume, How do I…?, Rules, Settings, Restart, the game's ends (Offer a draw, Resign), Main menu. The ways to
    end a game sit away from Resume, so a stray press under it never offers a draw. The game below keeps still."""

    def __init__(
        self,
        ctx: Context,
        game: str,
        restart: Callable[[], object],
        to_menu: Callable[[], object],
        actions: Sequence[Item] = (),
        rules: Callable[[], object] | None = None,
        lesson: Sequence[Item] = (),
    ) -> None:
        """`actions`: the game's ways to end it by agreement; `lesson`: "How do I…?" where there is a lesson;
        `rules`: what Rules opens, when not the game's rules from the first page (a page of their own)."""
        t = ctx.t
        close = ctx.scenes.pop
        super().__init__(
            ctx,
            lambda: t("pause.title"),
            [
                (lambda: t("pause.resume"), close),
                *lesson,
                (lambda: t("pause.rules"), rules or (lambda: ctx.scenes.push(ctx.screens.rules_help(ctx, game)))),
                (lambda: t("menu.settings"), lambda: ctx.scenes.push(ctx.screens.settings(ctx))),
                (
                    lambda: t("pause.restart"),
                    lambda: confirm(ctx, lambda: t("pause.restart_question"), lambda: t("pause.restart_yes"), restart),
                ),
                *actions,
                (lambda: t("pause.menu"), to_menu),
            ],
            on_back=close,
        )
