"""What one game of 36 is part of: a single game, or a tournament (T15) of as many games as players on one board,
each player starting one game, the discs left summed. The board is chosen once (a fresh deal, a layout file, or one
laid by the players: pregame.py) and kept in the save's `extra`; a restart plays the very same game again. A lesson
starts from a staged position instead (StagedSession)."""

from __future__ import annotations

import dataclasses

from msgspec import UNSET
from msgspec.structs import replace

from game.board.leaving import Exits
from game.board.session import StagedSession, staged_field
from game.core.match import Match
from game.core.saves import SaveExtra, own_extra
from game.rules import thirtysix
from game.screens.thirtysix.colours import cone_colours, seat_colours
from game.screens.thirtysix.files import ThirtysixExtra
from game.screens.thirtysix.pregame import start_board
from game.ui import theme
from game.ui.seats import seat_name


def cone_coloured(match: Match) -> Match:
    """The match with each seat in its cone's colour (the setup gives them so; a save or a test may not): the
    seat's box, marker and results card show the colour of the cone it plays (a solo puzzle's seat keeps its own)."""
    given = seat_colours(match.options, len(match.seats))
    if not given:
        return match
    names = [name for name, _rgb in theme.SEAT_COLOURS]
    seats = tuple(seat.with_(colour=names.index(name)) for seat, name in zip(match.seats, given))
    return dataclasses.replace(match, seats=seats)


class ThirtysixSession(StagedSession[thirtysix.State, thirtysix.Move]):
    """A single game, or one game of a tournament (its place in `extra`: index, totals, order); a match may also
    start from a staged `position` (a lesson's step: its own board, cones, discs and supplies)."""

    @property
    def mode(self) -> str:
        return str(self.start.options.get("mode", "single"))

    @property
    def extra(self) -> ThirtysixExtra:
        return own_extra(self.flow.extra, ThirtysixExtra)

    def rules_options(self, extra: SaveExtra) -> dict[str, object]:
        """new_game(players, board, colours): the board is chosen once and kept in `extra`; or a staged position."""
        own = own_extra(extra, ThirtysixExtra)
        staged = self.staged()
        if staged:
            own.board = thirtysix.parse_board(str(staged_field(staged, "board"))).text  # what a restart keeps
            return staged
        if own.board is UNSET:
            start_board(self.ctx, self.start, own)
        players = len(self.start.seats)
        if players < 2:  # the solo puzzle (T17) never plays: its table replaces the scene at once
            return {"players": 2, "board": own.board}
        return {"players": players, "board": own.board, "colours": cone_colours(self.start.options, players)}

    # ---- the tournament (T15) -----------------------------------------------------------------------------
    @property
    def order(self) -> list[int]:
        """The player (as seated at the tournament's first game) at each seat of this game."""
        return list(self.extra.order or range(len(self.flow.match.seats)))

    @property
    def game_index(self) -> int:
        return self.extra.index or 0

    def totals(self) -> list[int]:
        """Each player's discs left, summed over the tournament's games so far (this one once it is over)."""
        totals = list(self.extra.totals or [0] * len(self.flow.match.seats))
        out = self.flow.state.outcome
        if out is not None and self.mode == "tournament":
            for seat, player in enumerate(self.order):
                totals[player] += out.scores[seat]
        return totals

    @property
    def tournament_done(self) -> bool:
        return (
            self.mode == "tournament"
            and self.flow.state.outcome is not None
            and self.game_index + 1 >= len(self.flow.match.seats)
        )

    def continues(self) -> bool:
        return self.mode == "tournament" and not self.tournament_done

    def next_text(self) -> str:
        """The results' first button names the tournament's next game."""
        return self.ctx.t("thirtysix.next_game" if self.continues() else "result.rematch")

    def next_match(self) -> Match:
        """Seats turn one place in a tournament, so that each player starts one game (T15)."""
        match = self.flow.match
        if self.mode != "tournament":
            return match
        seats = match.seats
        if self.tournament_done:  # a new tournament: back to the first game's seating
            by_player = {p: s for p, s in zip(self.order, seats)}
            return Match(match.game, tuple(by_player[p] for p in range(len(seats))), match.options)
        return Match(match.game, seats[1:] + seats[:1], match.options)

    def next_extra(self) -> ThirtysixExtra | None:
        """The next game of a tournament (the next player starts, same board), a new tournament on the same board,
        or another game (a fresh deal, or the same layout)."""
        n = len(self.flow.match.seats)
        board = self.extra.board
        if self.mode != "tournament" and self.start.options.get("board", "deal") == "deal":
            return None  # one game on a random deal: the next one gets a fresh deal
        if self.mode != "tournament" or self.tournament_done:
            return ThirtysixExtra(board=board, index=0, totals=[0] * n, order=list(range(n)))
        order = self.order[1:] + self.order[:1]
        return ThirtysixExtra(board=board, index=self.game_index + 1, totals=self.totals(), order=order)

    # ---- the results --------------------------------------------------------------------------------------
    def result_lines(self) -> list[str]:
        """Why the game ended (T12-T14), then the tournament's standing."""
        reason = self.end_reason()
        return ([reason] if reason else []) + self.tournament_lines()

    def end_reason(self) -> str:
        flow, ctx = self.flow, self.ctx
        out = flow.outcome
        if out is None or flow.turns.ending is not None:
            return ""
        if out.reason.startswith("T13"):
            return ctx.t("thirtysix.end.empty", player=seat_name(ctx, flow.match.seats[out.winners[0]]))
        if "third time" in out.reason:
            return ctx.t("thirtysix.end.repetition")
        return ctx.t("thirtysix.end.passes")

    def tournament_lines(self) -> list[str]:
        """Which game of the tournament this is, everybody's total, and (at its end) who won it."""
        if self.mode != "tournament":
            return []
        ctx, seats = self.ctx, self.flow.match.seats
        n = len(seats)
        seat_of = {p: s for s, p in enumerate(self.order)}
        totals = self.totals()
        parts = [f"{seat_name(ctx, seats[seat_of[p]])} {totals[p]}" for p in range(n)]
        lines = [
            ctx.t("thirtysix.tournament_game", game=self.game_index + 1, games=n),
            ctx.t("thirtysix.tournament_totals", totals=" · ".join(parts)),
        ]
        if self.tournament_done:
            low = min(totals)
            best = [seat_name(ctx, seats[seat_of[p]]) for p in range(n) if totals[p] == low]
            lines.append(ctx.t("thirtysix.tournament_won", players=" & ".join(best)))
        return lines


class SameGameExits(Exits[thirtysix.State, thirtysix.Move]):
    """Restart plays this very game again from its first move: same board, same place in the tournament."""

    def start_again(self) -> None:
        from game.table.launcher import start_game

        start_game(self.ctx, self.flow.match, replace(self.flow.extra))
