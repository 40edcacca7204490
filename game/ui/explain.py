"""Refusals explained to children: a rules refusal (RuleError: rule, code, values) becomes a short, friendly sentence
in the player's language, looked up by its code. The rule number stays in the log (and in the rules help), not on
screen."""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.core.context import Context
    from game.rules import RuleError

log = logging.getLogger(__name__)


def explain_key(ctx: Context, game: str, error: RuleError) -> str:
    """The locale key explaining `error`: `<game>.explain.<code>`, else a shared `explain.<code>` (e.g. game_over),
    else the generic "not allowed"."""
    for key in (f"{game}.explain.{error.code}", f"explain.{error.code}"):
        if ctx.i18n.has(key):
            return key
    return "explain.not_allowed"


def explain(ctx: Context, game: str, error: RuleError, **values: object) -> str:
    """The friendly sentence for a refusal; `values` add to (or replace, e.g. translated) the refusal's own."""
    key = explain_key(ctx, game, error)
    log.info("refused (%s): %s", game, error)
    if key == "explain.not_allowed":
        log.warning("no explanation for %s.explain.%s (%s)", game, error.code, error)
    return ctx.t(key, **{**error.values, **values})
