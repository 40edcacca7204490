"""Burg Kletterfrosch's few words (the screen speaks in pictures) and the setup choices in both languages."""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.core.file_cache import FileCache
from game.physics.castle import Castle, castle_paths, load_castle

if TYPE_CHECKING:
    from game.core.context import Context


def mode_choices(ctx: Context) -> tuple[tuple[Any, str], ...]:
    """The three ways to play, labelled in the player's language."""
    return tuple((m, ctx.t(f"kletterfrosch.mode.{m}")) for m in ("memory", "coop", "solo"))


def _castle(path: Path) -> Castle | None:
    """The castle in `path`, or None for a file that does not load (tools/check_levels.py reports bad files; the
    list goes on without them)."""
    try:
        return load_castle(path)
    except ValueError:
        return None


_castles = FileCache(_castle)


def castle_choices(ctx: Context) -> tuple[tuple[Any, str], ...]:
    """Every castle file that loads, easiest first, by its name in the player's language."""
    out = []
    for path in castle_paths():
        c = _castles(path)
        if c is None:
            continue
        stars = "★" * c.difficulty
        name = c.name_ja if ctx.i18n.language == "ja" and c.name_ja else c.name
        out.append((path.stem, f"{name}  {stars}"))
    return tuple(out)
