"""Starting and resuming games: the only place that builds a game scene (or the screen a game asks for first, its
pregame hook) from a match or a save."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from game.core.match import Match
from game.core.saves import GameRecord, SavedGame, SaveExtra
from game.core.scenes import PROBLEM_SECONDS, Scene
from game.core.turns import ReplayError
from game.table.catalog import CATALOG, GameInfo, GameSceneClass

if TYPE_CHECKING:
    from game.core.context import Context

log = logging.getLogger(__name__)


def start_game(ctx: Context, match: Match, extra: SaveExtra | None = None) -> None:
    """Replace everything above the menu with a fresh game (`extra`: what carries over, e.g. a series), or with the
    screen its plug-in asks for first. A scene that cannot even be imported is a bug: logged with its traceback,
    said in one line, nothing lost."""
    info = CATALOG[match.game]
    scene_class = _scene_class(ctx, info)
    if scene_class is None:
        return
    ctx.saves.clear(match.game)
    carried = info.extra_schema()() if extra is None else extra
    scene = _pregame(ctx, info, match, carried) or scene_class(ctx, match, GameRecord(extra=carried))
    ctx.scenes.pop_to_root()
    ctx.scenes.push(scene)


def check_match(info: GameInfo, match: Match) -> None:
    """ValueError naming what does not fit, when a saved match does not fit the game (its seats). What the rules say
    of its moves is found when they are replayed (ReplayError)."""
    if match.game != info.name:
        raise ValueError(f"the save is for {match.game}")
    lo, hi = info.player_range(match.options)  # a solo mode's save has one seat
    if not lo <= len(match.seats) <= hi:
        raise ValueError(f"{len(match.seats)} seats; {info.name} is for {lo}-{hi} with these options")
    if not info.computer and any(s.is_computer for s in match.seats):
        raise ValueError(f"{info.name} has no computer players")


def resume_game(ctx: Context, saved: SavedGame) -> bool:
    """Rebuild a saved game; a save that no longer makes sense is set aside with one friendly line.

    Only what can be wrong with the file sets it aside: the record's shape and seats, and moves (or options, or an
    agreed end) that the rules refuse on replay. Any other error while the scene is built is a bug in our code: it
    propagates (and fails the tests) and the player's save stays where it is."""
    game, match, record = saved.game, saved.match, saved.record
    info = CATALOG[game]
    try:
        check_match(info, match)
    except ValueError as exc:
        return _set_aside(ctx, game, exc)
    scene_class = _scene_class(ctx, info)
    if scene_class is None:
        return False  # a bug, said in one line; the save stays for the fixed version
    scene = _pregame(ctx, info, match, record.extra or info.extra_schema()())
    if scene is None:
        try:
            scene = scene_class(ctx, match, record)
        except ReplayError as exc:  # raised only by replaying the file's moves through the rules, never by a bug
            return _set_aside(ctx, game, exc)
    ctx.scenes.push(scene)
    return True


def _scene_class(ctx: Context, info: GameInfo) -> GameSceneClass | None:
    """The game's scene class, or None (logged with its traceback, said in one line) when it cannot be imported."""
    try:
        return info.scene_class()
    except Exception:  # the table stays up; tests import every scene and fail loudly instead
        log.exception("the scene of %s cannot be loaded", info.name)
        ctx.toast(ctx.t("menu.start_failed", game=ctx.t(info.title_key)), "error", PROBLEM_SECONDS)
        return None


def _pregame(ctx: Context, info: GameInfo, match: Match, extra: SaveExtra) -> Scene | None:
    """The screen the game asks for before it is played (a board editor, a layout table), or None."""
    return info.pregame()(ctx, match, extra) if info.pregame is not None else None


def _set_aside(ctx: Context, game: str, exc: Exception) -> bool:
    """Move an unusable save out of the way (kept, never deleted) and say so in one line; False: not resumed."""
    log.warning("cannot resume %s: %s", game, exc, exc_info=exc)
    ctx.saves.set_aside(game)
    ctx.toast(ctx.t("save.unusable", game=ctx.t(f"{game}.title")), "error", PROBLEM_SECONDS)
    return False
