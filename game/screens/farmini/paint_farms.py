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
from game.screens.farmini.paint_table import HINT, bulb
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
            surface.set_clip(area.inflate(12, 12))
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
            draw.panel(zone.size, ZONE_ACTIVE if active else ZONE, 18, 4 if active else 0, theme.seat_colour(s.colour)),
            zone,
        )
        if zone != self.cameras.goals[seat]:
            return  # a zone sliding to its new place shows no words: they would run over the other zones'
        mid = zone.y + HEADER // 2 + 4
        m = seat_marker(seat, s, 30)
        surface.blit(m, m.get_rect(midleft=(zone.x + 12, mid)))
        score = ctx.assets.text(str(self.scores.score(seat)), theme.FONT_LABEL, theme.ACCENT, bold=True)
        star = draw.marker("star", theme.ACCENT, 30)
        surface.blit(score, score.get_rect(midright=(zone.right - 14, mid)))
        surface.blit(star, star.get_rect(midright=(zone.right - 20 - score.get_width(), mid)))
        room = zone.w - 60 - score.get_width() - 60
        text = seat_name(ctx, s)
        name = fitted(ctx, text, room, theme.FONT_BODY, theme.TEXT, bold=active)
        if name.get_width() <= room:
            surface.blit(name, name.get_rect(midleft=(zone.x + 50, mid)))
            return
        # a narrow zone (a farm beside the one being played): the name on two short lines
        font = ctx.assets.font(MIN_TEXT, active)
        lines = wrap(text, room, lambda t: font.size(t)[0])[:2]
        for k, line in enumerate(lines):
            img = ctx.assets.text(line, MIN_TEXT, theme.TEXT, bold=active)
            surface.blit(img, img.get_rect(midleft=(zone.x + 50, mid + (k - (len(lines) - 1) / 2) * 19)))

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
        glow = pygame.Surface((4, 4), pygame.SRCALPHA)
        glow.fill((*art.GLOW, round(50 + 40 * pulse)))
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
            else [art.quarter_rect(self.cameras.card_rect(seat, (x, y)), q).inflate(-4, -4) for x, y, q in move.spots]
        )
        for r in rects:
            ring = draw.ring(
                r.size, colour, 4 if move.cell is not None else 3, 10 if move.cell is not None else min(r.size) // 2
            ).copy()  # (a cached ring: copied)
            ring.set_alpha(210)
            surface.blit(ring, r)
        if rects:
            m = seat_marker(seat, match.seats[seat], 22)
            surface.blit(m, m.get_rect(center=rects[0].topleft))

    def badges(self, surface: pygame.Surface, seat: int, area: pygame.Rect, over: bool) -> None:
        """The points of each closed pen (of every scoring pen once the game is over: the breakdown)."""
        for pen in self.scores.pens(seat):
            if pen.points and (pen.closed or over):
                x, y, q = pen.quarters[0]
                qr = art.quarter_rect(self.cameras.card_rect(seat, (x, y)), q)
                if area.inflate(-24, -24).collidepoint(qr.x + 14, qr.y + 14):  # (a farm still zooming: not off it)
                    self.badge(surface, pen.points, (qr.x + 14, qr.y + 14))

    def more(self, surface: pygame.Surface, seat: int, area: pygame.Rect) -> None:
        """A farm larger than its zone: an arrow on each edge past which more of it lies (the mouse resting
        there slides it along; a pad's cursor brings it)."""
        for side in self.cameras.beyond(seat):
            centre = {
                "left": (area.x + 20, area.centery),
                "right": (area.right - 20, area.centery),
                "up": (area.centerx, area.y + 20),
                "down": (area.centerx, area.bottom - 20),
            }[side]
            draw.blit_center(surface, draw.marker("circle", (20, 24, 30, 170), 40), centre)
            x, y = centre
            dx, dy = {"left": (-1, 0), "right": (1, 0), "up": (0, -1), "down": (0, 1)}[side]
            tip = (x + dx * 11, y + dy * 11)
            back = [(x - dx * 7 + dy * 10, y - dy * 7 + dx * 10), (x - dx * 7 - dy * 10, y - dy * 7 - dx * 10)]
            pygame.draw.polygon(surface, theme.TEXT, [tip, *back])

    def badge(self, surface: pygame.Surface, points: int, centre: tuple[float, float]) -> None:
        draw.blit_center(surface, draw.marker("circle", theme.ACCENT, 28), centre)
        img = self.ctx.assets.text(str(points), theme.FONT_SMALL - 4, (40, 30, 20), bold=True)
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
            self._card(surface, hand, name, chosen, hand.preview(), 235)
        tag, at = parts(pointed) if pointed is not None else ("", ())
        if tag == "cell" and (at[0], at[1]) != chosen:
            cell = (at[0], at[1])
            rots = hand.rots_at(cell)
            if rots:
                self._card(surface, hand, name, cell, hand.preview_rot if hand.preview_rot in rots else rots[0], 150)
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
        arrow = pygame.transform.flip(draw.icon("undo", round(r.w * 0.7)), True, False)
        draw.blit_center(surface, arrow, r.center)

    def hint(self, surface: pygame.Surface, state: farmini.State, move: farmini.Move, pulse: float) -> None:
        """Where a suggested move goes, in the hint's colour: its card on its place turned as the hint lays it
        (a pen card), or its troughs (an animal card), each with the bulb."""
        seat = state.to_move
        if seat is None or not 1 <= move.slot <= 4:
            return
        name = state.display[move.slot - 1]
        if name is None:
            return
        grow = int(2 + 6 * pulse)
        if move.cell is not None:
            r = self.cameras.card_rect(seat, move.cell)
            img = art.pen_card(name, move.rot, r.w).copy()
            img.set_alpha(170)
            surface.blit(img, r)
            surface.blit(draw.ring(r.inflate(grow, grow).size, HINT, 5, 10), r.inflate(grow, grow))
            bulb(surface, (r.right - 4, r.y + 4))
        for x, y, q in move.spots:
            qr = art.quarter_rect(self.cameras.card_rect(seat, (x, y)), q).inflate(grow, grow)
            surface.blit(draw.ring(qr.size, HINT, 4, min(qr.size) // 2), qr)
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
            y = h.start[1] + (end[1] - h.start[1]) * k - 120 * math.sin(math.pi * k)
            size = round(70 + (self.cameras.token_size(h.seat) - 70) * k)
            draw.blit_center(surface, art.animal(h.kind, size), (x, y))

    def wolf(self, surface: pygame.Surface) -> None:
        """The wolf running across the farms; the animals it carries off shake and fade where they stood."""
        w = self.feedback.active(WolfRun)
        if w is None or not w.running:
            return
        k = w.along
        farms = self.cameras.farms
        x = farms.x - 120 + (farms.w + 240) * k
        y = farms.centery + 20 * math.sin(k * math.pi * 6)
        for seat, spot, kind in w.taken:
            if k > 0.6:
                continue
            c = art.token_centre(self.cameras.card_rect(seat, spot[:2]), spot[2])
            shake = 4 * math.sin(w.t * 40)
            img = art.animal(kind, round(self.cameras.token_size(seat))).copy()
            img.set_alpha(round(255 * (1 - k / 0.6)))
            draw.blit_center(surface, img, (c[0] + shake, c[1]))
        clip = surface.get_clip()
        surface.set_clip(self.cameras.farms)  # it runs across the farms, never over the side panel (issue 34, 18)
        draw.blit_center(surface, art.animal("wolf", 180), (x, y))
        draw.blit_center(surface, art.animal(w.kind, 70), (x + 70, y + 60))
        surface.set_clip(clip)
