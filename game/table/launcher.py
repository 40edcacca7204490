"""Starting and resuming games: the only place that builds a game scene from a match or a save."""
from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from game.core.match import Match
from game.table.catalog import CATALOG

if TYPE_CHECKING:
    from game.core.context import Context

log = logging.getLogger(__name__)


def start_game(ctx: Context, match: Match, extra: dict[str, Any] | None = None) -> None:
    """Replace everything above the menu with a fresh game scene (`extra`: what carries over, e.g. a series).
    A scene that cannot even be imported is a bug: logged with its traceback, said in one line, nothing lost."""
    try:
        scene_class = CATALOG[match.game].scene_class()
    except Exception:  # noqa: BLE001 - the table stays up; tests import every scene and fail loudly instead
        log.exception("the scene of %s cannot be loaded", match.game)
        ctx.toast(ctx.t("menu.start_failed", game=ctx.t(f"{match.game}.title")), "error", 6.0)
        return
    ctx.saves.clear(match.game)
    scene = scene_class(ctx, match, {"moves": [], "extra": extra or {}})
    ctx.scenes.pop_to_root()
    ctx.scenes.push(scene)


def resume_game(ctx: Context, game: str, record: dict[str, Any]) -> bool:
    """Rebuild a saved game; a save that no longer makes sense is set aside with one friendly line."""
    info = CATALOG[game]
    try:
        match = Match.from_json(record["match"])
        if match.game != game:
            raise ValueError(f"the save is for {match.game}")
        if not info.min_players <= len(match.seats) <= info.max_players:
            raise ValueError(f"{len(match.seats)} seats; {game} is for {info.min_players}-{info.max_players}")
        if not info.computer and any(s.is_computer for s in match.seats):
            raise ValueError(f"{game} has no computer players")
        if not isinstance(record.get("moves", []), list) or not isinstance(record.get("extra", {}), dict):
            raise ValueError("the moves must be a list and the extra data an object")
        scene = info.scene_class()(ctx, match, record)
    except Exception as exc:  # noqa: BLE001 - whatever is wrong with a save, the table goes on without it
        log.warning("cannot resume %s: %s", game, exc, exc_info=True)
        ctx.saves.set_aside(game)
        ctx.toast(ctx.t("save.unusable", game=ctx.t(f"{game}.title")), "error", 6.0)
        return False
    ctx.scenes.push(scene)
    return True
