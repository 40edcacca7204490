"""The 36 game screen (rules/thirtysix.md): the board of coloured cells with gates, the cones and the discs they
leave, each player's supply counted by colour, reachable cells lit when the cone is chosen, the cones a move passes
marked with a present, the gift colours picked in a small picker, passes announced big, and tournaments (T15).

A move is built through the shared move builder from the rules' picks (`thirtysix.Move.picks()`): the cone, its
destination, then one gift colour per cone passed. A press on a reachable cell picks the cone first by itself
(picking.ConeInput). Geometry is in view.py, drawing in paint.py and panels.py, the tournament in session.py. The
bonus puzzle and the free layout come before (or instead of) a game through the launcher's pregame hook (pregame.py).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.board.scene import BoardGameScene
from game.board.words import now_for
from game.core.match import Match
from game.core.saves import GameRecord
from game.rules import RuleError, thirtysix
from game.screens.thirtysix import art
from game.screens.thirtysix.effects import BANNER_TIME, GIFT_TIME, SLIDE_TIME, GiftFly, PassBanner, Slide
from game.screens.thirtysix.paint import BoardPainter, Position
from game.screens.thirtysix.panels import PanelsShown, draw_panels
from game.screens.thirtysix.picking import ConeInput
from game.screens.thirtysix.session import SameGameExits, ThirtysixSession, cone_coloured
from game.screens.thirtysix.view import ThirtysixView
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.board.flow import Played
    from game.core.context import Context

GAVE_TOAST = 2.5  # seconds: who gave which colour to whom


class ThirtysixScene(BoardGameScene[thirtysix.State, thirtysix.Move, thirtysix.Pick, thirtysix.Pick]):
    """One game of 36 (and, through its session, its place in a tournament)."""

    session_type = ThirtysixSession
    pass_delay = 1.2  # the "Pass!" banner stays this long before a player's forced pass is played
    session: ThirtysixSession
    board: ConeInput
    view: ThirtysixView

    def __init__(self, ctx: Context, match: Match, record: GameRecord | None = None) -> None:
        super().__init__(ctx, cone_coloured(match), record)
        # 36's own parts in place of the plain ones: its board input (the cone picked by a press on where it can
        # go, the gift picker) and a restart that keeps the board and the place in the tournament.
        self.board = ConeInput(
            self.view,
            lambda: self.flow.state,
            self.flow.people_act,
            lambda: seat.device if (seat := self.turns.seat) is not None else None,
        )
        self.painter = BoardPainter(ctx, self.view, self.board, self.feedback)
        self.exits = SameGameExits(ctx, self, self.flow, self.session, self.result_lines)
        self.exits.pause_items = self.agreements.pause_items
        self.exits.in_lesson = lambda: self.coach is not None

    # ---- hooks --------------------------------------------------------------------------------------------
    def make_view(self) -> ThirtysixView:
        return ThirtysixView(lambda: self.flow.state, lambda: self.board.gift_choices())

    def advance(self, dt: float) -> None:
        # While a gift colour is chosen the pads' cursors wait on the picker (checked each frame, as BACK or a
        # move can close it).
        self.board.keep_cursors_on_picker()
        super().advance(dt)

    def on_move(self, played: Played[thirtysix.State, thirtysix.Move]) -> None:
        """The cone slides, the given discs fly to the cones passed (and are said), sounds; a pass made by the
        computer is announced. The move stays marked on the board from `feedback.last` (BoardPainter.last_move)."""
        m = played.move
        before = played.before
        seat = played.seat
        name = seat_name(self.ctx, self.match.seats[seat])
        if m.is_pass:
            # A person's pass was shown (with its tick) before it was played; the computer's is announced now.
            if self.match.seats[seat].is_computer:
                self.announce(self.ctx.t("thirtysix.passed", player=name))
                self.ctx.audio.play("tick")
            return
        if m.kind == "move":
            assert m.src is not None and m.dst is not None
            # A slide made while a pass is announced runs with the banner, not after it.
            self.feedback.add(
                Slide(SLIDE_TIME, before.colours[seat], m.src, m.dst), together=bool(self.feedback.queued(PassBanner))
            )
            receivers = before.passed_cones(m.src, m.dst)
            # then each given disc flies to the cone it is given to, all together, after the cone has arrived
            self.feedback.add(
                *(
                    GiftFly(GIFT_TIME, colour, m.dst, cell)
                    for receiver, colour in zip(receivers, m.gifts)
                    if (cell := before.cone_cell(receiver)) is not None  # a cone passed is on the board
                )
            )
            for receiver, colour in zip(receivers, m.gifts):
                self.ctx.toast(
                    self.ctx.t(
                        "thirtysix.gave",
                        player=name,
                        colour=self.ctx.t(art.COLOUR_KEYS[colour]),
                        other=seat_name(self.ctx, self.match.seats[receiver]),
                    ),
                    seconds=GAVE_TOAST,
                )
        self.ctx.audio.play("plop" if m.gifts else "place")
        if m.kind == "move" and played.after.discs != before.discs:
            self.ctx.audio.play("stack")

    def announce(self, words: str) -> None:
        """A pass somebody else made: a banner over the board (a toast when the player asked for less motion)."""
        if self.feedback.motion:
            self.feedback.add(PassBanner(BANNER_TIME, words))
        else:
            self.ctx.toast(words, seconds=BANNER_TIME)

    def refusal(self, cell: thirtysix.Pick) -> RuleError | None:
        """Why a press on `cell` makes no move, in the rules' words (the cone placed there, or moved there)."""
        state = self.state
        if not isinstance(cell, tuple) or state.to_move is None:
            return None
        if state.in_opening:
            move = thirtysix.Move("place", None, cell)
        else:
            cone = state.cone_cell(state.to_move)
            move = thirtysix.Move("move", cone if cone is not None else cell, cell)
        try:
            state.play(move)
        except RuleError as exc:
            return exc
        return None

    def status_of(self, seat: int) -> str:
        """Under the seat's name, the cone it plays ("red cone"), and with two players its discs left too (three
        seats' boxes have room for the cone's name only; the side panel counts every seat's discs)."""
        cone = self.ctx.t(art.CONE_KEYS[self.state.colours[seat]])
        if len(self.match.seats) > 2:
            return cone
        return self.ctx.t("thirtysix.status_cone", cone=cone, count=self.state.supply_total(seat))

    def seat_icon(self, seat: int, size: int) -> pygame.Surface | None:
        """The seat's cone, in its colour and with its colour's shape."""
        return art.cone_image(self.state.colours[seat], size)

    def draw_board(self, surface: pygame.Surface) -> None:
        self.painter.table(surface, Position(self.state, self.flow.people_act(), self.pulse))
        draw_panels(self.ctx, surface, self.view, self._panels_shown())
        shown = self.passing > 0 and self.forced_pass() is not None  # a person's forced pass, before it plays
        self.painter.banners(surface, self.turns.seat if shown else None)

    def draw_hint(self, surface: pygame.Surface, move: thirtysix.Move) -> None:
        self.painter.hint(surface, move, self.pulse)

    def _panels_shown(self) -> PanelsShown:
        """What the side panels show this frame (the tournament's totals from its second game, and at its end)."""
        session, over = self.session, self.flow.is_over
        game = session.game_index if session.mode == "tournament" else None
        return PanelsShown(
            state=self.state,
            seats=self.match.seats,
            seat=self.turns.seat,
            now=now_for(self.ctx, self.flow, self.board.last_device, self.result_lines),
            over=over,
            game=game,
            totals=tuple(session.tournament_lines()[1:2]) if game is not None and (game > 0 or over) else (),
            gifts=self.board.gift_choices(),
            preview=self.board.preview_move(),
        )
