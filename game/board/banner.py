"""The short banner that names the next player in hot-seat, after the move's animation: "Cat's turn"."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

import pygame

from game.board.feedback import Effect
from game.ui import draw, theme
from game.ui.seats import seat_marker, seat_name

if TYPE_CHECKING:
    from game.board.flow import MatchFlow, Played
    from game.core.context import Context
    from game.core.match import Seat
    from game.rules.contract import AnyState

TURN_BANNER = 0.9  # seconds
# The banner: the seat's marker and the line saying whose turn it is, in a box across the middle of the screen.
BANNER_H, BANNER_ROOM = 110, 140  # BANNER_ROOM: the box's width past its line's (the marker and the margins)
BANNER_RADIUS, BANNER_BORDER = 24, 4
BANNER_MARKER, MARKER_X, TEXT_X = 56, 24, 96
FADE_SHARE = 4  # it fades in over the first 1/FADE_SHARE of its time, and out over the last
S = TypeVar("S", bound="AnyState")  # the game's states
M = TypeVar("M")  # its moves


@dataclass
class TurnBanner(Effect):
    """Whose turn it is now, said big for a moment (several people share the screen)."""

    seat: int = 0


def next_turn_banner(flow: MatchFlow[S, M], played: Played[S, M]) -> TurnBanner | None:
    """In hot-seat (people sharing the screen), after a move that hands the turn to another person: the banner
    with that player's name (a game with secrets has its hand-over screen instead). Never in a lesson's staged game
    (not saved): its coach speaks, and the learner's only partner is the coach."""
    seat, match = flow.turns.seat_index, flow.match
    if (
        not flow.saving
        or seat is None
        or seat == played.before.to_move
        or flow.info.hand_over
        or match.seats[seat].is_computer
        or len(match.humans()) < 2
    ):
        return None
    return TurnBanner(TURN_BANNER, seat=seat)


def draw_turn_banner(ctx: Context, surface: pygame.Surface, banner: TurnBanner, seats: tuple[Seat, ...]) -> None:
    """The banner across the middle of the screen, fading in and out."""
    seat = seats[banner.seat]
    colour = theme.seat_colour(seat.colour)
    text = ctx.assets.text(ctx.t("turn.banner", player=seat_name(ctx, seat)), theme.FONT_TITLE, colour, bold=True)
    box = pygame.Rect(0, 0, text.get_width() + BANNER_ROOM, BANNER_H)
    box.center = (theme.W // 2, theme.H // 2)
    fade = min(1.0, FADE_SHARE * banner.progress, FADE_SHARE * (1 - banner.progress))
    layer = pygame.Surface(box.size, pygame.SRCALPHA)
    layer.blit(draw.panel(box.size, theme.BG_DARK, BANNER_RADIUS, BANNER_BORDER, colour), (0, 0))
    marker = seat_marker(banner.seat, seat, BANNER_MARKER)
    layer.blit(marker, marker.get_rect(midleft=(MARKER_X, box.h // 2)))
    layer.blit(text, text.get_rect(midleft=(TEXT_X, box.h // 2)))
    layer.set_alpha(round(theme.OPAQUE * fade))
    surface.blit(layer, box)
