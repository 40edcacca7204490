"""Mapello's ways out of a game: a restart replays this very game (same board, same place in the series), and the
results' first button names the next game of the session."""
from __future__ import annotations

from typing import TYPE_CHECKING

from game.board.leaving import Exits, Item

if TYPE_CHECKING:
    from game.screens.mapello.session import MapelloSession


class MapelloExits(Exits):
    """Exits whose restart keeps the board and the session, and whose results offer the session's next game."""

    session: MapelloSession

    def restart(self) -> None:
        """Play this very game again from its first move: same board, same place in the series."""
        from game.table.launcher import start_game

        start_game(self.ctx, self.flow.match, dict(self.flow.extra))

    def show_results(self) -> None:
        from game.screens.results import ResultsOverlay

        outcome = self.flow.outcome
        assert outcome is not None, "the results show a finished game"

        t = self.ctx.t
        # The first button's words carry the game's number ("Next game (2 of 3)"), not a bare i18n key.
        actions: list[Item] = [(self.session.next_text, self.rematch),
                               (lambda: t("result.look"), self.look_at_board),
                               (lambda: t("pause.menu"), self.to_menu)]
        self.ctx.scenes.push(ResultsOverlay(self.ctx, self.flow.match.seats, outcome,
                                            self.result_lines(), actions, on_back=self.look_at_board,
                                            game=self.flow.match.game))
