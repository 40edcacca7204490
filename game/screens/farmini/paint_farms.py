"""Painting the farms: each zone with its player and live score, the cards (one just laid dropping into place),
closed pens glowing with their points, the animals on their troughs; the ghost of the chosen card where it would
go; and the move animations of the feedback queue (hops, the wolf's run)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.board.feedback import Feedback
from game.rules import farmini
from game.screens.farmini import art
from game.screens.farmini.camera import FarmCameras
from game.screens.farmini.effects import Drop, Hop, WolfRun
from game.screens.farmini.hand import Hand
from game.screens.farmini.layout import HEADER
from game.screens.farmini.paint_table import BULB_INSET, HINT, HINT_RING, bulb
from game.screens.farmini.scores import FarmScores
from game.screens.farmini.view import parts
from game.ui import draw, theme
from game.ui.seats import seat_marker, seat_name
from game.ui.text import wrap
from game.ui.widgets import MIN_TEXT, fitted

if TYPE_CHECKING:
    from game.board.flow import Played
    from game.core.context import Context
    from game.core.match import Match
    from game.screens.farmini.view import Cell

FIELD = (58, 92, 60)  # the table under the farms
ZONE, ZONE_ACTIVE = (48, 78, 52), (70, 112, 70)
ZONE_RADIUS = 18
ZONE_EDGE = 4  # the mover's zone is edged in its seat's colour (the others have no edge)
SPILL = 12  # a farm's cards are drawn this far past its area (a card landing big, a glow at the edge)
# A zone's header: the seat's marker, its name, and the live score with a star, on one line.
HEADER_DROP = 4  # the line sits this far below the header's middle
HEADER_MARKER = 30  # the seat's marker and the score's star
MARKER_X = 12  # from the zone's left edge
NAME_X = 50  # from the zone's left edge, past the marker
SCORE_INSET = 14  # the score from the zone's right edge
STAR_INSET = 20  # the star from the zone's right edge, left of the score
NAME_CLEAR = 60  # room the name leaves on each side: the marker's, and the star's
NAME_LINE = 19  # a narrow zone's name on two short lines: this far apart
GLOW_ALPHA, GLOW_PULSE = 50, 40  # a closed pen's glow: its alpha, and how much the pulse adds to it
GLOW_SWATCH = (4, 4)  # the glow's colour, scaled to each quarter of the pen
# The last move's mark: a ring round the card (or each trough) in the mover's colour, with its marker.
LAST_RING, LAST_TROUGH_RING = 4, 3  # ring widths round a card, round a trough
LAST_CORNER = 10  # the card ring's corner radius
LAST_ALPHA = 210
LAST_MARKER = 22
TROUGH_INSET = 4  # a trough's ring lies this far inside its quarter
# A closed pen's points: a badge on its first quarter, shown only well inside the farm's area.
BADGE = 28
BADGE_AT = 14  # the badge's centre, this far into the quarter from its top left corner
BADGE_CLEAR = 24  # how far inside the area the badge must be (a farm still zooming: not off it)
BADGE_FONT = theme.FONT_SMALL - 4
BADGE_INK = (40, 30, 20)
# "More of the farm this way": a dark disc with an arrow on each edge past which more lies.
MORE_INSET = 20  # the disc's centre from the area's edge
MORE_DISC = 40
MORE_DISC_COLOUR = (20, 24, 30, 170)
ARROW_TIP, ARROW_BACK, ARROW_HALF = 11, 7, 10  # the arrow: its tip and its back from the centre, half its width
GHOST_ALPHA, GHOST_POINTED_ALPHA = 235, 150  # the chosen card on its cell; faint, on another cell pointed at
TURN_ARROW = 0.7  # the turn button's arrow, of the button's width
# The hint: the card (or its troughs) in the hint's colour, ringed, growing with the pulse, with the bulb.
HINT_GROW, HINT_GROW_PULSE = 2, 6  # px the ring stands out, and how much the pulse adds
HINT_ALPHA = 170
HINT_TROUGH_RING = 4  # the ring's width round a trough (round a card: paint_table.HINT_RING)
HINT_CORNER = 10
HOP_HEIGHT = 120  # an animal's hop from the display arcs this high
DISPLAY_ANIMAL = 70  # an animal's size on a display card (a hop starts at it; the wolf carries one this big)
WOLF = 180  # the wolf's size
WOLF_OFF = 120  # the wolf runs in from this far left of the farms and out as far right
WOLF_BOUNCE, WOLF_BOUNCES = 20, 6  # px up and down, and half-bounces over the run (times pi)
WOLF_CARRIES = (70, 60)  # where the animal it carries off hangs, from the wolf's centre
TAKEN_FADE = 0.6  # the share of the run over which the animals taken shake and fade
SHAKE, SHAKE_SPEED = 4, 40  # px, and radians a second


class FarmPainter:
    """Draws every farm and the animations over them; reads the table, never changes it."""

    def __init__(
        self,
        ctx: Context,
        cameras: FarmCameras,
        scores: FarmScores,
        feedback: Feedback[Played[farmini.State, farmini.Move]],
    ) -> None:
        self.ctx = ctx
        self.cameras = cameras
        self.scores = scores
        self.feedback = feedback

    def paint(self, surface: pygame.Surface, match: Match, state: farmini.State, *, over: bool, pulse: float) -> None:
        """Every farm zone (`over`: the game ended, so every scoring pen shows its points)."""
        for seat in range(len(match.seats)):
            self.zone(surface, match, state, seat)
            clip = surface.get_clip()
            area = self.cameras.area(seat)
            surface.set_clip(area.inflate(SPILL, SPILL))
            self.cards(surface, state, seat)
            self.glow(surface, seat, pulse)
            self.tokens(surface, state, seat)
            self.last_move(surface, match, seat)
            self.badges(surface, seat, area, over)
            self.more(surface, seat, area)
            surface.set_clip(clip)

    def zone(self, surface: pygame.Surface, match: Match, state: farmini.State, seat: int) -> None:
        """The zone's panel (the mover's lit, in its colour) and its header: who, and the live score."""
        ctx, zone, s = self.ctx, self.cameras.zones[seat], match.seats[seat]
        active = state.to_move == seat
        surface.blit(
            draw.panel(
                zone.size,
                ZONE_ACTIVE if active else ZONE,
                ZONE_RADIUS,
                ZONE_EDGE if active else 0,
                theme.seat_colour(s.colour),
            ),
            zone,
        )
        if zone != self.cameras.goals[seat]:
            return  # a zone sliding to its new place shows no words: they would run over the other zones'
        mid = zone.y + HEADER // 2 + HEADER_DROP
        m = seat_marker(seat, s, HEADER_MARKER)
        surface.blit(m, m.get_rect(midleft=(zone.x + MARKER_X, mid)))
        score = ctx.assets.text(str(self.scores.score(seat)), theme.FONT_LABEL, theme.ACCENT, bold=True)
        star = draw.marker("star", theme.ACCENT, HEADER_MARKER)
        surface.blit(score, score.get_rect(midright=(zone.right - SCORE_INSET, mid)))
        surface.blit(star, star.get_rect(midright=(zone.right - STAR_INSET - score.get_width(), mid)))
        room = zone.w - NAME_CLEAR - score.get_width() - NAME_CLEAR
        text = seat_name(ctx, s)
        name = fitted(ctx, text, room, theme.FONT_BODY, theme.TEXT, bold=active)
        if name.get_width() <= room:
            surface.blit(name, name.get_rect(midleft=(zone.x + NAME_X, mid)))
            return
        # a narrow zone (a farm beside the one being played): the name on two short lines
        font = ctx.assets.font(MIN_TEXT, active)
        lines = wrap(text, room, lambda t: font.size(t)[0])[:2]
        for k, line in enumerate(lines):
            img = ctx.assets.text(line, MIN_TEXT, theme.TEXT, bold=active)
            surface.blit(img, img.get_rect(midleft=(zone.x + NAME_X, mid + (k - (len(lines) - 1) / 2) * NAME_LINE)))

    def cards(self, surface: pygame.Surface, state: farmini.State, seat: int) -> None:
        """The farm's cards; one just laid is drawn a little big, landing."""
        drops = {d.cell: d for d in self.feedback.all_of(Drop) if d.seat == seat}
        for cell, (name, rot) in state.farms[seat].items():
            r = self.cameras.card_rect(seat, cell)
            drop = drops.get(cell)
            if drop is not None:
                k = drop.grow()
                r = r.inflate(round(r.w * (k - 1)), round(r.h * (k - 1)))
            surface.blit(art.pen_card(name, rot, r.w), r)

    def glow(self, surface: pygame.Surface, seat: int, pulse: float) -> None:
        """Closed pens glow, gently pulsing."""
        glow = pygame.Surface(GLOW_SWATCH, pygame.SRCALPHA)
        glow.fill((*art.GLOW, round(GLOW_ALPHA + GLOW_PULSE * pulse)))
        for pen in self.scores.pens(seat):
            if not pen.closed:
                continue
            for x, y, q in pen.quarters:
                qr = art.quarter_rect(self.cameras.card_rect(seat, (x, y)), q)
                surface.blit(pygame.transform.scale(glow, qr.size), qr)

    def tokens(self, surface: pygame.Surface, state: farmini.State, seat: int) -> None:
        """The animals on their troughs (not those still hopping there)."""
        hidden = {(h.seat, h.spot) for h in self.feedback.queued(Hop)}
        size = round(self.cameras.token_size(seat))
        for spot, kind in state.tokens[seat].items():
            if (seat, spot) in hidden:
                continue
            c = art.token_centre(self.cameras.card_rect(seat, spot[:2]), spot[2])
            draw.blit_center(surface, art.animal(kind, size), c)

    def last_move(self, surface: pygame.Surface, match: Match, seat: int) -> None:
        """The last move stays marked until the next (`feedback.last`): a soft outline in the mover's colour round
        the card last laid, or round the troughs last filled, with the mover's marker (its shape too)."""
        played = self.feedback.last
        showing = bool(self.feedback.queued(Hop)) or bool(self.feedback.queued(Drop))
        if played is None or played.seat != seat or showing:
            return  # (while the move is still being shown, its animation is the mark)
        move, colour = played.move, theme.seat_colour(match.seats[seat].colour)
        rects = (
            [self.cameras.card_rect(seat, move.cell)]
            if move.cell is not None
            else [
                art.quarter_rect(self.cameras.card_rect(seat, (x, y)), q).inflate(-TROUGH_INSET, -TROUGH_INSET)
                for x, y, q in move.spots
            ]
        )
        card = move.cell is not None
        for r in rects:
            width, corner = (LAST_RING, LAST_CORNER) if card else (LAST_TROUGH_RING, min(r.size) // 2)
            ring = draw.ring(r.size, colour, width, corner).copy()  # (a cached ring: copied)
            ring.set_alpha(LAST_ALPHA)
            surface.blit(ring, r)
        if rects:
            m = seat_marker(seat, match.seats[seat], LAST_MARKER)
            surface.blit(m, m.get_rect(center=rects[0].topleft))

    def badges(self, surface: pygame.Surface, seat: int, area: pygame.Rect, over: bool) -> None:
        """The points of each closed pen (of every scoring pen once the game is over: the breakdown)."""
        for pen in self.scores.pens(seat):
            if pen.points and (pen.closed or over):
                x, y, q = pen.quarters[0]
                qr = art.quarter_rect(self.cameras.card_rect(seat, (x, y)), q)
                at = (qr.x + BADGE_AT, qr.y + BADGE_AT)
                if area.inflate(-BADGE_CLEAR, -BADGE_CLEAR).collidepoint(at):
                    self.badge(surface, pen.points, at)

    def more(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """A farm larger than its zone: an arrow on each edge past which more of it lies (the mouse resting
        there slides it along; a pad's cursor brings it)."""
        for side in self.cameras.beyond(seat):
            centre = {
                "left": (area.x + MORE_INSET, area.centery),
                "right": (area.right - MORE_INSET, area.centery),
                "up": (area.centerx, area.y + MORE_INSET),
                "down": (area.centerx, area.bottom - MORE_INSET),
            }[side]
            draw.blit_center(surface, draw.marker("circle", MORE_DISC_COLOUR, MORE_DISC), centre)
            x, y = centre
            dx, dy = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}[side]
            tip = (x + dx * ARROW_TIP, y + dy * ARROW_TIP)
            bx, by = x - dx * ARROW_BACK, y - dy * ARROW_BACK
            back = [(bx + dy * ARROW_HALF, by + dx * ARROW_HALF), (bx - dy * ARROW_HALF, by - dx * ARROW_HALF)]
            pygame.draw.polygon(surface, theme.TEXT, [tip, *back])

    def badge(self, surface: pygame.Surface, points: int, centre: tuple[float, float]) -> None:
        draw.blit_center(surface, draw.marker("circle", theme.ACCENT, BADGE), centre)
        img = self.ctx.assets.text(str(points), BADGE_FONT, BADGE_INK, bold=True)
        draw.blit_center(surface, img, centre)

    def ghost(self, surface: pygame.Surface, hand: Hand, pointed: Cell | None, turn: pygame.Rect) -> None:
        """The chosen pen card where it would go, turned as it would lie: laid out on its chosen cell (with the
        turn button at `turn` beside it), and faint on another place pointed at (`pointed`): the card follows the
        pointer."""
        name = hand.card_name()
        if not hand.placing or name is None:
            return
        chosen = hand.place
        if chosen is not None:
            self._card(surface, hand, name, chosen, hand.preview(), GHOST_ALPHA)
        tag, at = parts(pointed) if pointed is not None else ("", ())
        if tag == "cell" and (at[0], at[1]) != chosen:
            cell = (at[0], at[1])
            rots = hand.rots_at(cell)
            if rots:
                rot = hand.preview_rot if hand.preview_rot in rots else rots[0]
                self._card(surface, hand, name, cell, rot, GHOST_POINTED_ALPHA)
        if chosen is not None and len(hand.legal_rots()) > 1:
            self.turn_button(surface, turn)

    def _card(
        self, surface: pygame.Surface, hand: Hand, name: str, cell: tuple[int, int], rot: int, alpha: int
    ) -> None:
        r = self.cameras.card_rect(hand.mover, cell)
        img = art.pen_card(name, rot, r.w).copy()
        img.set_alpha(alpha)
        surface.blit(img, r)

    @staticmethod
    def turn_button(surface: pygame.Surface, r: pygame.Rect) -> None:
        """A round button with a clockwise arrow: pressing it turns the card a quarter turn."""
        surface.blit(draw.marker("circle", theme.PANEL_HI, r.w, outline=theme.ACCENT), r)
        arrow = pygame.transform.flip(draw.icon("undo", round(r.w * TURN_ARROW)), True, False)
        draw.blit_center(surface, arrow, r.center)

    def hint(self, surface: pygame.Surface, state: farmini.State, move: farmini.Move, pulse: float) -> None:
        """Where a suggested move goes, in the hint's colour: its card on its place turned as the hint lays it
        (a pen card), or its troughs (an animal card), each with the bulb."""
        seat = state.to_move
        if seat is None or not 1 <= move.slot <= farmini.SLOTS:
            return
        name = state.display[move.slot - 1]
        if name is None:
            return
        grow = int(HINT_GROW + HINT_GROW_PULSE * pulse)
        if move.cell is not None:
            r = self.cameras.card_rect(seat, move.cell)
            img = art.pen_card(name, move.rot, r.w).copy()
            img.set_alpha(HINT_ALPHA)
            surface.blit(img, r)
            surface.blit(draw.ring(r.inflate(grow, grow).size, HINT, HINT_RING, HINT_CORNER), r.inflate(grow, grow))
            bulb(surface, (r.right - BULB_INSET, r.y + BULB_INSET))
        for x, y, q in move.spots:
            qr = art.quarter_rect(self.cameras.card_rect(seat, (x, y)), q).inflate(grow, grow)
            surface.blit(draw.ring(qr.size, HINT, HINT_TROUGH_RING, min(qr.size) // 2), qr)
        if move.spots:
            x, y, q = move.spots[0]
            qr = art.quarter_rect(self.cameras.card_rect(seat, (x, y)), q)
            bulb(surface, (qr.right, qr.y))

    def hops(self, surface: pygame.Surface) -> None:
        """Animals hopping in an arc from the display onto their troughs, shrinking to token size."""
        for h in self.feedback.all_of(Hop):
            k = h.along
            end = art.token_centre(self.cameras.card_rect(h.seat, h.spot[:2]), h.spot[2])
            x = h.start[0] + (end[0] - h.start[0]) * k
            y = h.start[1] + (end[1] - h.start[1]) * k - HOP_HEIGHT * math.sin(math.pi * k)
            size = round(DISPLAY_ANIMAL + (self.cameras.token_size(h.seat) - DISPLAY_ANIMAL) * k)
            draw.blit_center(surface, art.animal(h.kind, size), (x, y))

    def wolf(self, surface: pygame.Surface) -> None:
        """The wolf running across the farms; the animals it carries off shake and fade where they stood."""
        w = self.feedback.active(WolfRun)
        if w is None or not w.running:
            return
        k = w.along
        farms = self.cameras.farms
        x = farms.x - WOLF_OFF + (farms.w + 2 * WOLF_OFF) * k
        y = farms.centery + WOLF_BOUNCE * math.sin(k * math.pi * WOLF_BOUNCES)
        for seat, spot, kind in w.taken:
            if k > TAKEN_FADE:
                continue
            c = art.token_centre(self.cameras.card_rect(seat, spot[:2]), spot[2])
            shake = SHAKE * math.sin(w.t * SHAKE_SPEED)
            img = art.animal(kind, round(self.cameras.token_size(seat))).copy()
            img.set_alpha(round(theme.OPAQUE * (1 - k / TAKEN_FADE)))
            draw.blit_center(surface, img, (c[0] + shake, c[1]))
        clip = surface.get_clip()
        surface.set_clip(self.cameras.farms)  # it runs across the farms, never over the side panel (issue 34, 18)
        draw.blit_center(surface, art.animal("wolf", WOLF), (x, y))
        draw.blit_center(surface, art.animal(w.kind, DISPLAY_ANIMAL), (x + WOLF_CARRIES[0], y + WOLF_CARRIES[1]))
        surface.set_clip(clip)
