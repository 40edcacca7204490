"""Starting and resuming games: the only place that builds a game scene from a match or a save."""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from game.core.match import Match
from game.screens.catalog import CATALOG

if TYPE_CHECKING:
    from game.core.context import Context

log = logging.getLogger(__name__)


def start_game(ctx: Context, match: Match, extra: dict[str, Any] | None = None) -> None:
    """Replace everything above the menu with a fresh game scene (`extra`: what carries over, e.g. a series)."""
    from game.screens.menu import MenuScene

    ctx.saves.clear(match.game)
    scene = CATALOG[match.game].scene_class()(ctx, match, {"moves": [], "extra": extra or {}})
    ctx.scenes.pop_to(MenuScene)
    ctx.scenes.push(scene)


def resume_game(ctx: Context, game: str, record: dict[str, Any]) -> bool:
    """Rebuild a saved game; a save that no longer makes sense is set aside with one friendly line."""
    try:
        match = Match.from_json(record["match"])
        if match.game != game:
            raise ValueError(f"the save is for {match.game}")
        scene = CATALOG[game].scene_class()(ctx, match, record)
    except (KeyError, TypeError, ValueError) as exc:  # IllegalMove is a ValueError
        log.warning("cannot resume %s: %s", game, exc)
        ctx.saves.set_aside(game)
        ctx.toast(ctx.t("save.unusable", game=ctx.t(f"game.{game}"), why=str(exc)), "error", 6.0)
        return False
    ctx.scenes.push(scene)
    return True
