"""A Farmini game as a session: the rules' options from the match and the save (the deck's shuffle, F16; or a
staged `position`, a lesson's), and the results' own lines: every farm's points pen by pen, and in solo play the
best score kept (F13)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from msgspec import UNSET

from game.board.session import StagedSession, staged_field
from game.core.saves import SaveExtra, own_extra
from game.core.seeds import new_seed
from game.rules import farmini
from game.screens.farmini.files import FarminiExtra
from game.screens.farmini.records import SoloRecords
from game.screens.farmini.scores import FarmScores
from game.ui import theme
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.core.context import Context
    from game.core.match import Match


class FarminiSession(StagedSession[farmini.State, farmini.Move]):
    """One game of Farmini; a solo game's score joins the best kept when it ends (never a staged game's)."""

    def __init__(self, ctx: Context, match: Match) -> None:
        super().__init__(ctx, match)
        published = bool(match.options.get("published_scoring", False))
        self.records = SoloRecords(ctx, published)
        self.scores = FarmScores(lambda: self.flow.state)
        self.record_saved = False
        self.new_best = False
        self.is_staged = False  # a staged position (a lesson's) keeps no best score

    @property
    def solo(self) -> bool:
        return len(self.start.seats) == 1

    def rules_options(self, extra: SaveExtra) -> dict[str, object]:
        """F16: the players, the deck's shuffle (kept in the save so a resumed game deals the same cards), F14; or
        the staged position, when it seats as many players as the match."""
        own = own_extra(extra, FarminiExtra)
        staged = self.staged()
        if staged and (staged_field(staged, "players") or 1) == len(self.start.seats):
            self.is_staged = True
            return {**staged, "published_scoring": bool(self.start.options.get("published_scoring", False))}
        if staged:
            self.ctx.toast(self.ctx.t("farmini.bad_position"), "error", theme.TOAST_LONG)
        if own.deck_seed is UNSET:
            own.deck_seed = new_seed(self.ctx.rng)
        return {
            "players": len(self.start.seats),
            "seed": own.deck_seed,
            "published_scoring": bool(self.start.options.get("published_scoring", False)),
        }

    def keep_score(self) -> None:
        """A solo game ended by its last card: its score joins the best kept (once, whatever undo does)."""
        if self.record_saved or not self.solo or self.flow.turns.ending is not None or self.is_staged:
            return
        self.record_saved = True
        self.new_best = self.records.keep(self.flow.state.score(0))

    def result_lines(self) -> list[str]:
        """Each farm's points pen by pen, then (solo) the new or standing best."""
        t, state = self.ctx.t, self.flow.state
        lines = [t("farmini.end.pens")] if self.flow.turns.ending is None else []  # the pens decided it
        for i, s in enumerate(self.flow.match.seats):
            parts = self.scores.breakdown(i)
            sums = " + ".join(str(p) for p in parts) if parts else "0"
            lines.append(t("farmini.breakdown", player=seat_name(self.ctx, s), pens=sums, score=state.score(i)))
        if self.solo:
            best = self.records.table()
            if self.new_best:
                lines.append(t("farmini.new_best"))
            elif best:
                lines.append(t("farmini.best", score=best[0]["score"]))
        return lines
