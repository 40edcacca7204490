"""Before a game of 36: the board the setup chose, read into the game's `extra` once, and the tile tables that come
first - the free layout the players lay (T16) before the game, and the solo bonus puzzle (T17) instead of one -
asked by the launcher through the plug-in's pregame hook, so the game scene never stands in for them."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from msgspec import UNSET
from msgspec.structs import replace

from game.core.match import Match
from game.core.saves import SaveExtra, own_extra
from game.core.scenes import Scene
from game.core.seeds import kept_seed, new_seed
from game.rules import thirtysix
from game.rules.level_data import read_level
from game.screens.thirtysix.files import ThirtysixExtra
from game.ui import theme

if TYPE_CHECKING:
    from game.core.context import Context

log = logging.getLogger(__name__)


def start_board(ctx: Context, match: Match, extra: ThirtysixExtra) -> None:
    """Fill a new game's (or tournament's) `extra`: the board as text - a fresh deal, a layout file (one that cannot
    be read is said in one line and dealt instead), or a stand-in deal until the players lay their own (T16)."""
    n = len(match.seats)
    extra.index, extra.totals, extra.order = 0, [0] * n, list(range(n))
    value = str(match.options.get("board", "deal"))
    if value == "free":  # T16: the players lay the tiles first (LayoutScene); a deal stands in until then
        extra.board, extra.ready = thirtysix.dealt_board_text(0), False
        return
    if value != "deal":
        try:
            extra.board = thirtysix.parse_board(read_level("thirtysix", f"{value}.txt")).text
            return
        except (OSError, ValueError) as exc:
            log.warning("36 layout %s refused: %s", value, exc)
            ctx.toast(ctx.t("thirtysix.bad_board"), "error", theme.TOAST_LONG)
    extra.board = thirtysix.dealt_board_text(new_seed(ctx.rng))


def pregame(ctx: Context, match: Match, extra: SaveExtra) -> Scene | None:
    """The bonus puzzle (T17) in place of a game, the free layout (T16) before one; else None."""
    from game.screens.thirtysix.layout import LayoutScene
    from game.screens.thirtysix.puzzle import PuzzleScene

    own = own_extra(extra, ThirtysixExtra)
    if match.options.get("mode", "single") == "puzzle":
        return PuzzleScene(ctx, match, _seeded(ctx, own))
    if own.board is UNSET and match.options.get("board") == "free":
        own = replace(own)
        start_board(ctx, match, own)
    if own.ready is False:
        return LayoutScene(ctx, match, _seeded(ctx, own))
    return None


def _seeded(ctx: Context, extra: ThirtysixExtra) -> ThirtysixExtra:
    """`extra` with the computer seed the tile tables shuffle by (a game scene would have drawn it first)."""
    return replace(extra, ai_seed=kept_seed(ctx.rng, extra.ai_seed))
