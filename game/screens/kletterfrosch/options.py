"""Burg Kletterfrosch's few words (the screen speaks in pictures) and the setup choices in both languages."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from game.physics.castle import castle_paths
from game.screens.kletterfrosch.session import cached_castle

if TYPE_CHECKING:
    from game.core.context import Context


def mode_choices(ctx: Context) -> tuple[tuple[Any, str], ...]:
    """The three ways to play, labelled in the player's language."""
    return tuple((m, ctx.t(f"kletterfrosch.mode.{m}")) for m in ("memory", "coop", "solo"))


def castle_choices(ctx: Context) -> tuple[tuple[Any, str], ...]:
    """Every castle file that loads, easiest first, by its name in the player's language."""
    out = []
    for path in castle_paths():
        c = cached_castle(path)
        if c is None:
            continue
        stars = "★" * c.difficulty
        name = c.name_ja if ctx.i18n.language == "ja" and c.name_ja else c.name
        out.append((path.stem, f"{name}  {stars}"))
    return tuple(out)
