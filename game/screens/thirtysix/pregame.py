"""Before a game of 36: the board the setup chose, read into the game's `extra` once, and the tile tables that come
first - the free layout the players lay (T16) before the game, and the solo bonus puzzle (T17) instead of one -
asked by the launcher through the plug-in's pregame hook, so the game scene never stands in for them."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING, Any

from game.core.match import Match
from game.core.scenes import Scene
from game.core.seeds import new_seed
from game.rules import thirtysix
from game.rules.level_data import read_level
from game.ui import theme

if TYPE_CHECKING:
    from game.core.context import Context

log = logging.getLogger(__name__)


def fresh_extra(ctx: Context, match: Match) -> dict[str, Any]:
    """A new game's (or tournament's) `extra`: the board as text - a fresh deal, a layout file (one that cannot be
    read is said in one line and dealt instead), or a stand-in deal until the players lay their own (T16)."""
    n = len(match.seats)
    base: dict[str, Any] = {"index": 0, "totals": [0] * n, "order": list(range(n))}
    value = str(match.options.get("board", "deal"))
    if value == "free":  # T16: the players lay the tiles first (LayoutScene); a deal stands in until then
        return {**base, "board": thirtysix.dealt_board_text(0), "ready": False}
    if value != "deal":
        try:
            return {**base, "board": thirtysix.parse_board(read_level("thirtysix", f"{value}.txt")).text}
        except (OSError, ValueError) as exc:
            log.warning("36 layout %s refused: %s", value, exc)
            ctx.toast(ctx.t("thirtysix.bad_board"), "error", theme.TOAST_LONG)
    return {**base, "board": thirtysix.dealt_board_text(new_seed(ctx.rng))}


def pregame(ctx: Context, match: Match, extra: dict[str, Any]) -> Scene | None:
    """The bonus puzzle (T17) in place of a game, the free layout (T16) before one; else None."""
    from game.screens.thirtysix.layout import LayoutScene
    from game.screens.thirtysix.puzzle import PuzzleScene

    if match.options.get("mode", "single") == "puzzle":
        return PuzzleScene(ctx, match, _seeded(ctx, extra))
    if "board" not in extra and match.options.get("board") == "free":
        extra = {**extra, **fresh_extra(ctx, match)}
    if extra.get("ready") is False:
        return LayoutScene(ctx, match, _seeded(ctx, extra))
    return None


def _seeded(ctx: Context, extra: dict[str, Any]) -> dict[str, Any]:
    """`extra` with the computer seed the tile tables shuffle by (a game scene would have drawn it first)."""
    return {"ai_seed": new_seed(ctx.rng), **extra}
