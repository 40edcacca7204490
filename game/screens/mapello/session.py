"""A Mapello session: one game, a series of three or five (M5, M13) or free play (M6).

Seat 0 always plays black and seat 1 white (M12). Players keep their identity across a series or free play
through `extra.a_seat`: the seat that "player A" (the first seat chosen on the setup screen) sits in for this
game. The map text of the board lives in `extra.board`, so a resumed save replays on the very same board.
A match may also start from a staged `position` (StagedSession: a lesson's step), its map and colour to move.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from msgspec import UNSET

from game.board.session import StagedSession, staged_field
from game.core.match import Match, Seat
from game.core.saves import SaveExtra, own_extra
from game.rules import mapello
from game.screens.mapello.board import tr
from game.screens.mapello.files import MapelloExtra
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.core.context import Context

SERIES_LENGTH = {"series3": 3, "series5": 5}


def seats_for(a: Seat, b: Seat, a_seat: int) -> tuple[Seat, Seat]:
    """The seats in rules order (black first) when player A sits at `a_seat`."""
    return (a, b) if a_seat == 0 else (b, a)


class MapelloSession(StagedSession[mapello.State, mapello.Move]):
    """The series or free-play session this game is part of; what carries over lives in the flow's `extra`."""

    def __init__(self, ctx: Context, match: Match) -> None:
        super().__init__(ctx, match)
        self.mode = str(match.options.get("mode", "single"))
        self.series_length = SERIES_LENGTH.get(self.mode)

    @property
    def extra(self) -> MapelloExtra:
        return own_extra(self.flow.extra, MapelloExtra)

    @property
    def a_seat(self) -> int:
        return self.extra.a_seat or 0

    @property
    def scored(self) -> bool:
        """The session keeps a scoreboard (a series, free play)."""
        return self.series_length is not None or self.mode == "free"

    def player_seats(self) -> tuple[Seat, Seat]:
        """(player A, player B): the players, whatever colours they have this game."""
        a, seats = self.a_seat, self.flow.match.seats
        return seats[a], seats[1 - a]

    # ---- the board ------------------------------------------------------------------------------------------
    def rules_options(self, extra: SaveExtra) -> dict[str, object]:
        """new_game(board=map text). The first time, the board chosen on the setup screen is read into `extra`.
        A staged `position` (a lesson's step, a tool) starts from its own map and colour to move instead."""
        own = own_extra(extra, MapelloExtra)
        staged = self.staged()
        if staged:
            if own.board is UNSET:  # what a restart or a next game is played on
                own.board = str(staged_field(staged, "map"))
            return staged
        if own.board is UNSET:
            from game.screens.mapello.pregame import start_session

            start_session(self.ctx, self.start, own)
        return {"board": own.board}

    # ---- the score of the session --------------------------------------------------------------------------
    def games_so_far(self) -> list[tuple[int, int]]:
        """(A, B) scores of every finished game of the session, this one included once it is over."""
        games = list(self.extra.games or [])
        out = self.flow.outcome
        if out is not None:
            games.append((out.scores[self.a_seat], out.scores[1 - self.a_seat]))
        return games

    @property
    def series_done(self) -> bool:
        n = self.series_length
        return n is not None and len(self.games_so_far()) >= n

    def continues(self) -> bool:
        """A series goes on until its last game; free play always goes on (the save stays between games)."""
        if self.mode == "free":
            return True
        return self.series_length is not None and not self.series_done

    def scoreboard_lines(self) -> list[str]:
        """The session's scoreboard (M13), by player, not by colour: A's wins, B's wins, the score difference,
        and the series winner once it is over. The side panel and the results both show these lines."""
        ctx = self.ctx
        res = mapello.series_result(self.games_so_far())
        a, b = (seat_name(ctx, s) for s in self.player_seats())
        lines = [
            tr(ctx, "mapello.wins", player=a, count=res.wins[0]),
            tr(ctx, "mapello.wins", player=b, count=res.wins[1]),
        ]
        if res.score_difference:
            lead = a if res.score_difference > 0 else b
            lines.append(tr(ctx, "mapello.difference", player=lead, diff=abs(res.score_difference)))
        else:
            lines.append(tr(ctx, "mapello.difference_even"))
        if self.series_done:
            if res.winner is None:
                lines.append(tr(ctx, "mapello.series_draw"))
            else:
                lines.append(tr(ctx, "mapello.series_winner", player=(a, b)[res.winner]))
        return lines

    def result_lines(self) -> list[str]:
        """After the game's own lines: the scoreboard, both players' wins on one line."""
        if not self.scored:
            return []
        board = self.scoreboard_lines()
        return ["", board[0] + "    " + board[1], *board[2:]]

    def heading(self) -> str:
        """The side panel's title: which game of the series (or of free play) this is."""
        index = (self.extra.index or 0) + 1
        if self.series_length is not None:
            return tr(self.ctx, "mapello.series", game=index, length=self.series_length)
        return tr(self.ctx, "mapello.free_game", game=index)

    # ---- the next game -----------------------------------------------------------------------------------
    def next_extra(self) -> MapelloExtra:
        """The next game of a series (colours swapped, M5) or of free play (the other player builds, M6)."""
        index = (self.extra.index or 0) + 1
        board, games = self.extra.board, self.games_so_far()
        if self.mode == "free":
            return MapelloExtra(board=board, index=index, games=games, a_seat=self.a_seat, ready=False)
        if self.series_length is not None:
            if self.series_done:  # a new series on the same board, player A black again
                return MapelloExtra(board=board, index=0, games=[], a_seat=mapello.series_colours(0)[0], ready=True)
            return MapelloExtra(
                board=board, index=index, games=games, a_seat=mapello.series_colours(index)[0], ready=True
            )
        return MapelloExtra(board=board, index=index, games=games, a_seat=self.a_seat, ready=True)

    def next_match(self) -> Match:
        a, b = self.player_seats()
        match = self.flow.match
        return Match(match.game, seats_for(a, b, self.next_extra().a_seat or 0), match.options)

    def next_text(self) -> str:
        """The results' first button, in words: the next game of the series or of free play, else a rematch."""
        ctx, n = self.ctx, self.series_length
        if n is not None:
            if self.series_done:
                return tr(ctx, "mapello.new_series")
            return tr(ctx, "mapello.next_game", game=len(self.games_so_far()) + 1, length=n)
        if self.mode == "free":
            setter, _ = mapello.free_play_roles((self.extra.index or 0) + 1)
            return tr(ctx, "mapello.next_free", player=seat_name(ctx, self.player_seats()[setter]))
        return super().next_text()
