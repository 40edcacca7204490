"""When a game was played or a file saved, in the words a child reads (Past games and the game files share it)."""

from __future__ import annotations

import time
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.core.context import Context

MINUTE, HOUR, DAY = 60, 3600, 86400  # seconds
AGO_UNITS = (("days", DAY), ("hours", HOUR), ("minutes", MINUTE))  # the largest that fits says how long ago
DATED_AFTER = 7 * DAY  # older than a week: the date, not how long ago


def when_played(ctx: Context, played_at: float, now: float | None = None, saved: bool = False) -> str:
    """When a game was played, as a child says it: just now, minutes, hours or days ago; a date after a week.
    `saved`: said of a file, when it was saved."""
    if played_at <= 0:
        return ""
    age = max(0.0, (time.time() if now is None else now) - played_at)
    if age < MINUTE:
        return ctx.t("files.saved_now" if saved else "past.played_now")
    if age >= DATED_AFTER:
        day = time.localtime(played_at)
        on = "files.saved_on" if saved else "past.played_on"
        return ctx.t(on, year=day.tm_year, month=day.tm_mon, day=day.tm_mday)
    for unit, seconds in AGO_UNITS:
        if age >= seconds:
            return ctx.t(f"files.saved_ago.{unit}" if saved else f"past.played_ago.{unit}", count=int(age // seconds))
    return ""
