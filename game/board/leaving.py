"""The ways out of a game: the pause menu (with the game's own items), restart, the results and their buttons
(the next game of the session, a look at the board, the menu)."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Generic, TypeVar

from game.board.pause import PauseOverlay

if TYPE_CHECKING:
    from game.board.flow import MatchFlow
    from game.board.session import Session
    from game.core.context import Context
    from game.core.scenes import Scene
    from game.rules.contract import AnyState

Item = tuple[Callable[[], str], Callable[[], None]]
S = TypeVar("S", bound="AnyState")  # the game's states
M = TypeVar("M")  # its moves


class Exits(Generic[S, M]):
    """Pause, restart, results, rematch and the way to the menu for one game scene."""

    def __init__(
        self,
        ctx: Context,
        scene: Scene,
        flow: MatchFlow[S, M],
        session: Session[S, M],
        result_lines: Callable[[], list[str]],
    ) -> None:
        self.ctx = ctx
        self.scene = scene
        self.flow = flow
        self.session = session
        self.result_lines = result_lines
        self.pause_items: Callable[[], list[Item]] = list  # game actions the pause menu adds (a draw offer)
        self.in_lesson: Callable[[], bool] = lambda: False  # a board scene says when a coach runs it
        self.restart: Callable[[], None] = self.start_again  # a lesson's Restart tries its step again

    def open_pause(self) -> None:
        self.ctx.scenes.push(
            PauseOverlay(
                self.ctx,
                self.flow.match.game,
                self.restart,
                self.to_menu,
                self.pause_items(),
                lesson=self.lesson_items(),
            )
        )

    def lesson_items(self) -> list[Item]:
        """ "How do I…?": the game's lesson over the paused game (not from inside a lesson, not without one)."""
        from game.table.lessons import has_lesson

        game = self.flow.match.game
        if self.in_lesson() or not has_lesson(game):
            return []

        def open_lesson() -> None:
            self.ctx.scenes.pop_to(self.scene)
            seat = self.flow.turns.seat_index or 0
            learner = self.flow.match.seats[seat].with_(device=None, kind="human")
            # The lesson's scenes stand on this one's parts: opened through the table's screens (no circle).
            self.ctx.screens.start_lesson(self.ctx, game, learner)

        return [(lambda: self.ctx.t("lesson.how"), open_lesson)]

    def start_again(self) -> None:
        """The same game from its start (the session's first match)."""
        from game.table.launcher import start_game

        start_game(self.ctx, self.session.start)

    def rematch(self) -> None:
        from game.table.launcher import start_game

        start_game(self.ctx, self.session.next_match(), self.session.next_extra())

    def to_menu(self) -> None:
        self.ctx.scenes.pop_to_root()

    def look_at_board(self) -> None:
        """Close the results to look at the finished board; a Results button (and BACK) brings them again."""
        self.ctx.scenes.pop_to(self.scene)

    def show_results(self, settle: bool = False) -> None:
        """The results overlay; `settle`: they have just come at the end of the game, so for a moment they take no
        press (one meant for the game must not skip them)."""
        from game.board.results import ResultsOverlay

        outcome = self.flow.outcome
        assert outcome is not None, "the results show a finished game"

        t = self.ctx.t
        actions: list[Item] = [
            (self.session.next_text, self.rematch),
            (lambda: t("result.look"), self.look_at_board),
            (lambda: t("pause.menu"), self.to_menu),
        ]
        self.ctx.scenes.push(
            ResultsOverlay(
                self.ctx,
                self.flow.match.seats,
                outcome,
                self.result_lines(),
                actions,
                on_back=self.look_at_board,
                game=self.flow.match.game,
                settle=settle,
            )
        )
