"""The top bar of a game screen: every seat (the one to move lifted, a thinking computer's dots, a status line) and
the on-screen tool buttons, so a mouse alone can pause, undo, redo and ask for a hint; and the hand-over screen."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Generic, TypeVar

import pygame

from game.ui import draw, theme
from game.ui.seats import seat_marker, seat_name
from game.ui.widgets import fitted

if TYPE_CHECKING:
    from game.board.flow import MatchFlow
    from game.core.context import Context
    from game.rules.contract import AnyState

TOP_BAR = 76
TOOLS_MARGIN = 220  # room at both ends of the top bar for the pause / undo / redo / hint buttons
# A tool button: square, the pause at the left end, undo, redo and hint at the right, a drawn icon in each; the
# labelled way back to the results (after "look at the board") is wider and takes the rightmost places.
TOOL = pygame.Rect(12, 10, 56, 56)  # the pause button; the others at its y and size
TOOL_PITCH = 68  # one tool button's place along the bar: its width and the gap after it
RESULTS_TOOL_W = 136
TOOL_RADIUS, TOOL_ICON = 14, 40
# A seat's box: inside its share of the bar, its marker at the left, its name and status after the marker, its own
# picture (its pieces) at the right.
SEAT_W = 420  # the widest a seat's share of the bar grows
SEAT_INSET = (6, 8)  # the box inside its share: from the share's sides, from the bar's top and bottom
SEAT_RADIUS, ACTIVE_BORDER = 16, 4
SEAT_MARKER, SEAT_ICON, SEAT_SIDE = 40, 44, 12  # SEAT_SIDE: the marker's and the picture's room at the box's ends
NAME_X = 62  # where the name and the status begin in the box
PICTURE_ROOM = 64  # the room the seat's picture (its pieces) takes at the box's right
NAME_UP, STATUS_DOWN = 12, 13  # with a status line: the name this far above the middle, the status this far below
STATUS_SMALLER = 2  # the name and the status in type this much smaller when both share the box
HANDOVER_UP, HANDOVER_DOWN = 30, 40  # the hand-over's big line above the screen's middle, its press line below
S = TypeVar("S", bound="AnyState")  # the game's states
M = TypeVar("M")  # its moves


class TopBar(Generic[S, M]):
    """Seats and tool buttons; what each seat shows comes from the scene (`status_of`, `seat_icon`)."""

    def __init__(self, ctx: Context, flow: MatchFlow[S, M], tools: Sequence[str]) -> None:
        self.ctx = ctx
        self.flow = flow
        self.tools = tuple(tools)
        self.hover_tool: str | None = None
        self.results_button = False  # after "look at the board": a button back to the results

    def seat_box(self, seat: int) -> pygame.Rect:
        """Where seat `seat` is shown (between the tool buttons)."""
        n = len(self.flow.match.seats)
        w = min(SEAT_W, (theme.W - 2 * TOOLS_MARGIN) // n)
        x0 = (theme.W - n * w) // 2
        share = pygame.Rect(x0 + seat * w, 0, w, TOP_BAR)
        return share.inflate(-2 * SEAT_INSET[0], -2 * SEAT_INSET[1])

    def tool_rects(self) -> dict[str, pygame.Rect]:
        out = {"pause": TOOL.copy()}
        right = [name for name in ("undo", "redo", "hint") if name in self.tools]
        results_place = RESULTS_TOOL_W + TOOL.x  # the results button and its gap from the screen's right
        if self.results_button:
            right = [name for name in right if name == "undo"]  # the rest makes room for the way back
            out["results"] = pygame.Rect(theme.W - results_place, TOOL.y, RESULTS_TOOL_W, TOOL.h)
        shift = results_place if "results" in out else 0
        for k, name in enumerate(right):
            out[name] = TOOL.move_to(x=theme.W - TOOL_PITCH * (len(right) - k) - shift)
        return out

    def toast_area(self) -> tuple[int, int, int, int] | None:
        """Where messages may go without hiding the bar's seats (x, y, w, h); None: the bottom edge."""
        return None

    def tool_at(self, pos: tuple[float, float]) -> str | None:
        return next((n for n, r in self.tool_rects().items() if r.collidepoint(pos)), None)

    def draw_tools(self, surface: pygame.Surface) -> None:
        for name, rect in self.tool_rects().items():
            usable = name != "redo" or self.flow.turns.can_redo()
            hot = self.hover_tool == name and usable
            surface.blit(draw.panel(rect.size, theme.PANEL_HI if hot else theme.PANEL, TOOL_RADIUS), rect)
            if name == "results":  # a labelled button: the way back to the results, for the mouse as well
                label = self.ctx.assets.text(self.ctx.t("result.show"), theme.FONT_SMALL, theme.ACCENT, bold=True)
                draw.blit_center(surface, label, rect.center)
            elif name == "redo":  # the undo arrow turned round
                icon = draw.icon("undo", TOOL_ICON, theme.TEXT if usable else theme.TEXT_DIM)
                draw.blit_center(surface, pygame.transform.flip(icon, True, False), rect.center)
            else:
                draw.blit_center(surface, draw.icon(name, TOOL_ICON), rect.center)

    def draw(
        self,
        surface: pygame.Surface,
        status_of: Callable[[int], str],
        seat_icon: Callable[[int, int], pygame.Surface | None],
        dots: int,
    ) -> None:
        """Whose turn it is, shown big; `dots` > 0: the seat to move is a computer thinking."""
        self.draw_tools(surface)
        ctx, flow = self.ctx, self.flow
        to_move = flow.turns.seat_index
        pieces = flow.info.pieces
        for i, seat in enumerate(flow.match.seats):
            box = self.seat_box(i)
            active = i == to_move
            surface.blit(
                draw.panel(
                    box.size,
                    theme.PANEL_HI if active else theme.BG_DARK,
                    SEAT_RADIUS,
                    ACTIVE_BORDER if active else 0,
                    theme.seat_colour(seat.colour),
                ),
                box,
            )
            m = seat_marker(i, seat, SEAT_MARKER)
            surface.blit(m, m.get_rect(midleft=(box.x + SEAT_SIDE, box.centery)))
            label = seat_name(ctx, seat)
            if i < len(pieces):  # "Fox plays black": the seat's colour is not its pieces' colour
                label = ctx.t("seat.plays", player=label, colour=ctx.t(pieces[i]))
            if active and dots:
                label += " " + "●" * dots
            icon = seat_icon(i, SEAT_ICON)
            if icon is not None:
                surface.blit(icon, icon.get_rect(midright=(box.right - SEAT_SIDE, box.centery)))
            status = status_of(i)
            room = box.w - NAME_X - (PICTURE_ROOM if pieces or icon is not None else SEAT_SIDE)
            img = fitted(
                ctx,
                label,
                room,
                theme.FONT_BODY if not status else theme.FONT_BODY - STATUS_SMALLER,
                theme.TEXT if active else theme.TEXT_DIM,
                bold=active,
            )
            surface.blit(img, img.get_rect(midleft=(box.x + NAME_X, box.centery - (NAME_UP if status else 0))))
            if status:
                s = ctx.assets.text(status, theme.FONT_SMALL - STATUS_SMALLER, theme.TEXT_DIM)
                surface.blit(s, s.get_rect(midleft=(box.x + NAME_X, box.centery + STATUS_DOWN)))


def draw_handover(ctx: Context, surface: pygame.Surface, flow: MatchFlow[S, M]) -> None:
    """The hand-over screen: fully opaque, so nothing of the board shows before the right player looks."""
    assert flow.handover_to is not None
    seat = flow.match.seats[flow.handover_to]
    surface.fill(theme.BG_DARK)
    text = ctx.assets.text(
        ctx.t("turn.handover", player=seat_name(ctx, seat)), theme.FONT_TITLE, theme.seat_colour(seat.colour), bold=True
    )
    draw.blit_center(surface, text, (theme.W / 2, theme.H / 2 - HANDOVER_UP))
    sub = ctx.assets.text(ctx.t("turn.handover_press", player=seat_name(ctx, seat)), theme.FONT_BODY, theme.TEXT)
    draw.blit_center(surface, sub, (theme.W / 2, theme.H / 2 + HANDOVER_DOWN))
