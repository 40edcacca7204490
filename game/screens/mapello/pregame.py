"""Before a game of Mapello: the board the setup chose, read into the game's `extra` once, and the board editor
shown first when a board is to be built (M3's "build", free play's next board, M6) - asked by the launcher through
the plug-in's pregame hook, so the game scene never stands in for the editor."""

from __future__ import annotations

from typing import TYPE_CHECKING

from msgspec import UNSET
from msgspec.structs import replace

from game.core.match import Match
from game.core.saves import GameRecord, SaveExtra, own_extra
from game.core.scenes import Scene
from game.core.seeds import new_seed
from game.core.storage import FileProblem
from game.rules import mapello
from game.screens.mapello.board import board_text, tr
from game.screens.mapello.files import MapelloExtra
from game.screens.mapello.layout import ERROR_SECONDS

if TYPE_CHECKING:
    from game.core.context import Context


def needs_editor(match: Match) -> bool:
    """Is the board built by hand before the first game? (free play, or the setup's "build your own")."""
    return match.options.get("mode", "single") == "free" or match.options.get("board") == "build"


def start_session(ctx: Context, match: Match, extra: MapelloExtra) -> None:
    """Fill a new session's `extra`: the board chosen on the setup screen as map text (a board that cannot be read
    is said in one line and replaced by an empty one), and where the session starts."""
    extra.index, extra.games, extra.a_seat, extra.ready = 0, [], 0, not needs_editor(match)
    value = str(match.options.get("board", "level:01_classic"))
    board = mapello.Board()  # "build": an empty board to start from
    if value == "random":
        board = mapello.random_board(new_seed(ctx.rng))
    elif value != "build":
        try:
            extra.board = board_text(ctx, value)
            return
        except ValueError as exc:
            why = ctx.t(exc.reason) if isinstance(exc, FileProblem) else str(exc)
            ctx.toast(tr(ctx, "mapello.bad_board", why=why), "error", ERROR_SECONDS)
    extra.board = mapello.format_map(board)


def pregame(ctx: Context, match: Match, extra: SaveExtra) -> Scene | None:
    """The board editor when the board is still to be built (and, in free play, the colours chosen); else None."""
    own = own_extra(extra, MapelloExtra)
    if own.board is UNSET:  # a new session: the setup's choice decides
        if not needs_editor(match):
            return None  # the game scene reads the chosen board itself
        own = replace(own)
        start_session(ctx, match, own)
    elif own.ready is not False:
        return None
    from game.screens.mapello.editor import MapelloEditorScene

    # A session with games behind it is saved as it is, so quitting while the next board is built loses no score.
    if own.games:
        ctx.saves.autosave(match, GameRecord(extra=own))
    return MapelloEditorScene(ctx, match, own)
