"""Drawing 36's board in play: the frame, the painted cells and gates, the discs, the cells the cone can reach,
the cones (sliding through the feedback queue), the presents on the cones a move passes, and the pass banners.
The painter is given what it paints (the view, the board input, the feedback queue) and, each frame, the position
to show; it reads them and changes nothing."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

import pygame

from game.rules import thirtysix
from game.screens.thirtysix import art
from game.screens.thirtysix.effects import GiftFly, PassBanner, cone_slide
from game.screens.thirtysix.view import AREA
from game.ui import draw, theme
from game.ui.easing import ease_in_out
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.board.feedback import Feedback
    from game.board.flow import Played
    from game.core.context import Context
    from game.core.match import Seat
    from game.screens.thirtysix.picking import ConeInput
    from game.screens.thirtysix.view import ThirtysixView

    Shown = Feedback[Played[thirtysix.State, thirtysix.Move]]

# Sizes given in cells are shares of a cell's side.
FRAME_OUT, FRAME_CORNER, FRAME_COLOUR = 10, 18, (58, 46, 40)  # the board's wooden frame: px round it, corner, colour

GIFT = 0.5  # a present on a cone the move passes, and a disc given, flying to its cone
GIFT_ARC = 0.8  # cells: how high a given disc flies over the board
GIFT_AT = (0.28, -0.3)  # cells: a present from the centre of the cone's cell (up and right)
GIFT_RING_OUT, GIFT_RING = 14, 4  # the ring round the present whose colour is being chosen: px round it, width

EDGE = (30, 24, 20)  # the dark edge under the last move's marks: they show on cells of the mover's own colour
PATH, PATH_EDGE = 5, 9  # the last move's path: the line's width and its dark edge's
MARK_INSET = 4  # the last move's cell rings keep this far inside the cell
MARK_LEFT, MARK_LEFT_EDGE = 3, 6  # the ring round the cell the cone left, and its dark edge
MARK_REACHED, MARK_REACHED_EDGE = 6, 9  # the ring round the cell it reached (thick), and its dark edge
MARK_ROUNDNESS = 5  # the marks' corner radius is the cell's side over this
REACH_SHRINK, REACH_PULSE, REACH_RING = 10, 6, 4  # the reachable cones' ring: px inside the cell, pulse, width
DOT_LEAST, DOT_SHARE, DOT_EDGE = 10, 5, (40, 60, 40)  # a reachable cell's dot: px at least, else cell over this
FOCUS_LINE = 4  # the line of the move in focus, from the cone to where it lands
BANNER = pygame.Rect(0, 0, 640, 200)  # "Pass!", centred over the board
BANNER_ALPHA, BANNER_CORNER, BANNER_EDGE = 235, 28, 5
BANNER_BIG_Y, BANNER_LINE_Y = 70, 150  # the big word's centre and the line's, below the banner's top
HINT_SHRINK, HINT_PULSE, HINT_RING, HINT_LINE = 10, 12, 5, 3  # the hint's ring (as REACH_...) and its line's width


@dataclass(frozen=True)
class Position:
    """What one frame of the board shows: the position, whether a person builds a move in it now, the glow's beat."""

    state: thirtysix.State
    acting: bool
    pulse: float


def last_move_marks(played: Played[thirtysix.State, thirtysix.Move] | None) -> tuple[str, list[tuple[int, int]]] | None:
    """The last move `played`, as the mover's colour and the cells to mark (where the cone stood, where it went; a
    placement only its cell); None before the first move, or after a pass."""
    if played is None or played.before.to_move is None or played.move.dst is None:
        return None
    m = played.move
    colour = played.before.colours[played.before.to_move]
    return colour, [cell for cell in (m.src, m.dst) if cell is not None]


class BoardPainter:
    """36's board in play, drawn from its view, the board input (the picks, the move in focus) and the feedback
    queue (the slides and flying gifts, the last move)."""

    def __init__(self, ctx: Context, view: ThirtysixView, board: ConeInput, feedback: Shown) -> None:
        self.ctx, self.view, self.board, self.feedback = ctx, view, board, feedback

    def table(self, surface: pygame.Surface, now: Position) -> None:
        """The board with everything on it (the panels and banners are drawn by the scene after it)."""
        view = self.view
        s = view.cell_size
        x0, y0 = view.origin
        frame = pygame.Rect(x0, y0, view.board.width * s, view.board.height * s).inflate(2 * FRAME_OUT, 2 * FRAME_OUT)
        surface.blit(draw.panel(frame.size, FRAME_COLOUR, FRAME_CORNER), frame)
        surface.blit(art.board_image(view.board.text, s), (x0, y0))
        disc_size = int(s * art.DISC_ON_CELL)
        for cell, _colour, disc, _cone in thirtysix.iter_cells(now.state):
            if disc is not None:
                draw.blit_center(surface, art.disc_image(disc, disc_size), view.centre(cell))
        self.last_move(surface)
        self.reachable(surface, now)
        self.cones(surface, now.state)
        self.gifts(surface, now.state)
        self.flying_gifts(surface)

    def last_move(self, surface: pygame.Surface) -> None:
        """The last move stays marked until the next one: its path a line in the mover's colour, the cell it left
        outlined thin and the cell it reached outlined thick (whoever made it, the computer too)."""
        marks = last_move_marks(self.feedback.last)
        if marks is None:
            return
        colour, cells = marks
        rgb, view = art.COLOUR[colour], self.view
        if len(cells) == 2:
            a, b = view.centre(cells[0]), view.centre(cells[1])
            pygame.draw.line(surface, EDGE, a, b, PATH_EDGE)
            pygame.draw.line(surface, rgb, a, b, PATH)
        for k, cell in enumerate(cells):
            last = k == len(cells) - 1
            r = view.cell_rect(cell).inflate(-MARK_INSET, -MARK_INSET)
            edge = MARK_REACHED_EDGE if last else MARK_LEFT_EDGE
            surface.blit(draw.ring(r.size, EDGE, edge, r.w // MARK_ROUNDNESS), r)
            inner = r.inflate(-2, -2)
            width = MARK_REACHED if last else MARK_LEFT
            surface.blit(draw.ring(inner.size, rgb, width, inner.w // MARK_ROUNDNESS), inner)

    def flying_gifts(self, surface: pygame.Surface) -> None:
        """Discs given by the last move on their way to the cones they were given to."""
        view = self.view
        size = int(view.cell_size * GIFT)
        for gift in self.feedback.all_of(GiftFly):
            (ax, ay), (bx, by) = view.centre(gift.src), view.centre(gift.to)
            k = gift.progress
            k = ease_in_out(k)
            lift = 4 * k * (1 - k) * view.cell_size * GIFT_ARC  # an arc over the board (4k(1-k): 1 at its middle)
            pos = (ax + (bx - ax) * k, ay + (by - ay) * k - lift)
            draw.blit_center(surface, art.disc_image(gift.colour, size), pos)

    def reachable(self, surface: pygame.Surface, now: Position) -> None:
        """Before the cone is chosen: the cone glows and every cell it can reach shows a soft dot (T8, T9)."""
        board, view = self.board, self.view
        if not now.acting or board.builder.picked or not self.ctx.settings.settings.show_legal_moves:
            return
        grow = int(-REACH_SHRINK + REACH_PULSE * now.pulse)
        for pick in board.builder.first_picks():
            r = view.cell_rect(pick).inflate(grow, grow)
            surface.blit(draw.ring(r.size, theme.GOOD, REACH_RING, r.w // 2), r)
        if not now.state.in_opening:
            dot = draw.marker("circle", theme.WHITE, max(DOT_LEAST, view.cell_size // DOT_SHARE), DOT_EDGE)
            for cell in board.destinations():
                draw.blit_center(surface, dot, view.centre(cell))

    def cones(self, surface: pygame.Surface, state: thirtysix.State) -> None:
        """Every cone on its cell; one whose slide is playing glides there (one waiting in the queue stays put)."""
        view = self.view
        s = view.cell_size
        h = int(s * art.CONE_ON_CELL)
        for seat, i in enumerate(state.cones):
            if i < 0:
                continue
            colour = state.colours[seat]
            pos = view.centre(state.board.xy(i))
            slide = cone_slide(self.feedback, colour)
            if slide is not None:
                (ax, ay), (bx, by) = view.centre(slide[0]), view.centre(slide[1])
                k = slide[2]
                pos = (ax + (bx - ax) * k, ay + (by - ay) * k)
            img = art.cone_image(colour, h)
            surface.blit(img, img.get_rect(midbottom=(round(pos[0]), round(pos[1] + s * art.CONE_FOOT))))

    def gifts(self, surface: pygame.Surface, state: thirtysix.State) -> None:
        """The cones the move in focus passes (T10): each marked with a present, numbered in the order passed."""
        board, view = self.board, self.view
        m = board.preview_move()
        if m is None or m.kind != "move" or m.src is None or m.dst is None or state.to_move is None:
            return
        receivers = state.passed_cones(m.src, m.dst)
        size = int(view.cell_size * GIFT)
        given = board.gifts_given()
        choosing = bool(board.gift_choices())
        pygame.draw.line(surface, theme.ACCENT, view.centre(m.src), view.centre(m.dst), FOCUS_LINE)
        for k, seat in enumerate(receivers[: state.supply_total(state.to_move)]):
            cell = state.cone_cell(seat)
            if cell is None:  # a cone passed is on the board: never so
                continue
            c = view.centre(cell)
            pos = (c[0] + view.cell_size * GIFT_AT[0], c[1] + view.cell_size * GIFT_AT[1])
            if k == given and choosing:
                r = pygame.Rect(0, 0, size + GIFT_RING_OUT, size + GIFT_RING_OUT)
                r.center = (round(pos[0]), round(pos[1]))
                surface.blit(draw.ring(r.size, theme.ACCENT, GIFT_RING, r.w // 2), r)
            draw.blit_center(surface, art.gift_image(size), pos)

    def banners(self, surface: pygame.Surface, passing: Seat | None) -> None:
        """ "Pass!" while a person's forced pass is shown before it plays (`passing`: whose), or while somebody
        else's pass is announced."""
        t = self.ctx.t
        if passing is not None:
            self.banner(surface, t("thirtysix.pass"), t("thirtysix.pass_who", player=seat_name(self.ctx, passing)))
            return
        announced = self.feedback.active(PassBanner)
        if announced is not None:
            self.banner(surface, t("thirtysix.pass"), announced.words)

    def banner(self, surface: pygame.Surface, big_text: str, line: str) -> None:
        box = BANNER.copy()
        box.center = AREA.center
        surface.blit(
            draw.panel(box.size, (*theme.BG_DARK, BANNER_ALPHA), BANNER_CORNER, BANNER_EDGE, theme.ACCENT), box
        )
        big = self.ctx.assets.text(big_text, theme.FONT_HUGE, theme.ACCENT, bold=True)
        draw.blit_center(surface, big, (box.centerx, box.y + BANNER_BIG_Y))
        words = self.ctx.assets.text(line, theme.FONT_BODY, theme.TEXT)
        draw.blit_center(surface, words, (box.centerx, box.y + BANNER_LINE_Y))

    def hint(self, surface: pygame.Surface, move: thirtysix.Move, pulse: float) -> None:
        """A suggested move: a pulsing ring where the cone lands, a line from where it stands."""
        if move.dst is None:
            return
        view = self.view
        grow = int(-HINT_SHRINK + HINT_PULSE * pulse)
        r = view.cell_rect(move.dst).inflate(grow, grow)
        surface.blit(draw.ring(r.size, theme.ACCENT, HINT_RING, r.w // 2), r)
        if move.src is not None:
            pygame.draw.line(surface, theme.ACCENT, view.centre(move.src), view.centre(move.dst), HINT_LINE)
