"""The editor's ways out and its questions: "Play!" (in free play the other player first picks a colour, M6),
back to the setup screen, and "Throw this board away?" before pieces laid by hand would be lost."""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from msgspec.structs import replace

from game.core.match import Match, Seat
from game.rules import mapello
from game.screens.mapello.board import tr
from game.screens.mapello.files import MapelloExtra
from game.ui.dialogs import ChoiceOverlay
from game.ui.explain import explain
from game.ui.seats import seat_name
from game.ui.widgets import in_turn

if TYPE_CHECKING:
    from game.core.context import Context

KINDS = mapello.KINDS
DIALOG_W = 640  # the questions: wide enough for a child's two big answers
REFUSAL_SECONDS = 4.0  # why a board cannot be played stays this long


def players(match: Match, extra: MapelloExtra) -> tuple[Seat, Seat]:
    """(player A, player B) of the session, whatever their colours."""
    a = extra.a_seat or 0
    return match.seats[a], match.seats[1 - a]


def roles(extra: MapelloExtra) -> tuple[int, int]:
    """(builder, chooser) as player indices (0 = A, 1 = B), M6."""
    return mapello.free_play_roles(extra.index or 0)


class EditorPrompts:
    """Leaving the editor for the game or the setup screen, asking first where work would be lost."""

    def __init__(
        self,
        ctx: Context,
        match: Match,
        extra: MapelloExtra,
        board: Callable[[], mapello.Board],
        edited: Callable[[], bool],
    ) -> None:
        self.ctx, self.match, self.extra = ctx, match, extra
        self._board, self._edited = board, edited

    @property
    def free_play(self) -> bool:
        return self.match.options.get("mode") == "free"

    def play(self) -> None:
        """Start the game on the board; in free play the other player first picks black or white (M6).
        A board on which black could only pass is refused (M8, M11)."""
        board = self._board()
        problem = mapello.start_problem(board)
        if problem is not None:
            self.ctx.toast(explain(self.ctx, "mapello", problem), "error", REFUSAL_SECONDS)
            return
        if not self.free_play:
            self._start(self.match, replace(self.extra, board=mapello.format_map(board), ready=True))
            return
        chooser = players(self.match, self.extra)[roles(self.extra)[1]]
        if chooser.is_computer:
            self.choose_colour(0)  # the computer likes to move first
            return
        ctx = self.ctx
        ctx.scenes.push(
            ChoiceOverlay(
                ctx,
                lambda: tr(ctx, "mapello.choose_colour", player=seat_name(ctx, chooser)),
                [
                    (lambda: tr(ctx, "mapello.choose_black"), lambda: self.choose_colour(0)),
                    (lambda: tr(ctx, "mapello.choose_white"), lambda: self.choose_colour(1)),
                ],
                on_back=ctx.scenes.pop,
                width=DIALOG_W,
            )
        )

    def choose_colour(self, colour: int) -> None:
        """The chooser takes seat `colour` (0 black, 1 white); the builder gets the other one."""
        a_seat = colour if roles(self.extra)[1] == 0 else 1 - colour
        a, b = players(self.match, self.extra)
        match = Match(self.match.game, (a, b) if a_seat == 0 else (b, a), self.match.options)
        self._start(match, replace(self.extra, board=mapello.format_map(self._board()), ready=True, a_seat=a_seat))

    def _start(self, match: Match, extra: MapelloExtra) -> None:
        from game.table.launcher import start_game

        start_game(self.ctx, match, extra)

    def back(self) -> None:
        """Back to the setup screen of this match (or to wherever the editor was opened from)."""
        from game.screens.setup import SetupScene
        from game.table.catalog import CATALOG

        if self.ctx.scenes.pop_to_root() is None:
            self.ctx.scenes.pop()
            return
        setup = SetupScene(self.ctx, CATALOG["mapello"])
        setup.prefill(dict(self.match.options), players(self.match, self.extra))
        self.ctx.scenes.push(setup)

    def asking(self, action: Callable[[], None]) -> Callable[[], None]:
        """`action` replaces the board: when that would throw away pieces laid by hand, ask first."""

        def ask() -> None:
            if self._edited():
                self._ask_to_throw_away(action)
            else:
                action()

        return ask

    def ask_back(self) -> None:
        """Back, but first ask when there are pieces on the board that would be thrown away."""
        board = self._board()
        if not any(board.count(kind) for kind in KINDS):
            self.back()
            return
        self._ask_to_throw_away(self.back)

    def _ask_to_throw_away(self, then: Callable[[], None]) -> None:
        ctx = self.ctx
        ctx.scenes.push(
            ChoiceOverlay(
                ctx,
                lambda: tr(ctx, "mapello.editor.leave_question"),
                [
                    (lambda: tr(ctx, "mapello.editor.leave_no"), ctx.scenes.pop),  # first, so a stray A keeps the board
                    (lambda: tr(ctx, "mapello.editor.leave_yes"), in_turn(ctx.scenes.pop, then)),
                ],
                on_back=ctx.scenes.pop,
                width=DIALOG_W,
            )
        )
