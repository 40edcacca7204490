"""The strip under a replay's board (issue 35, point 3): who was ahead after each move, as the hard computer judges
it (game.history.judgement, its "assess" purpose in the search worker), filled one position at a time while the
replay is open (the replay works before it is done), drawn as one picture a child reads: a column per position,
up in the first seat's colour when it is ahead, down in the other's (more seats: up in the colour of the one ahead),
bigger the more it leads. Where the game turned against the player who lost is flagged once the strip is full."""

from __future__ import annotations

import logging
import math
import time
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

import pygame

from game.history.judgement import JUDGE_SECONDS, LEVEL, Judgement, Turn, turning_point
from game.ui import animals, draw, theme
from game.ui.widgets import fitted

if TYPE_CHECKING:
    from game.core.context import Context
    from game.history.replay import Replay

log = logging.getLogger(__name__)
FACE = 34  # the seats' faces at the strip's left end
FACE_X = 10
STRIP_RADIUS = 16
# The columns inside the strip: past the faces, under the flag's words, above the progress line.
BARS_LEFT, BARS_TOP, BARS_RIGHT, BARS_BOTTOM = 20, 26, 12, 28  # px from the faces, the top, the right, the bottom
NARROWEST_GAPPED = 4  # columns at least this wide leave a px between them
SHOWN_PAD, SHOWN_MIN_W, SHOWN_PAD_Y = 6, 8, 8  # the frame round the column of the position shown
SHOWN_LINE, SHOWN_RADIUS = 3, 4
FLAG_TOP, FLAG_W, FLAG_H = 4, 16, 12  # the flag where the game turned: its top, how far it points, its height
FLAG_POLE_BOTTOM, FLAG_POLE_W = 26, 3  # the pole ends this far above the strip's bottom
FLAG_WORDS_GAP = (20, 6)  # its words right of the pole, or left of it where they would pass the strip's edge
EDGE = 8  # px the flag's words keep from the strip's right edge
WORDS_SIZE = theme.FONT_SMALL - 4  # the strip's words: small, under a picture that says it first
PROGRESS_Y = 24  # the progress line's top, up from the strip's bottom
TRACK_TOP, TRACK_H = 4, 10  # the bar filling while the computer judges
TRACK_PARTS = 3  # the bar takes one of this many parts of the columns' width, its words the rest
TRACK_MIN_FILL = 4  # px filled from the start, so the bar shows it has begun
TRACK_WORDS_GAP, TRACK_WORDS_ROOM = 12, 16  # the words after the bar: their gap, the width they leave free
TURN_COLOUR = (235, 100, 90)
POLL = 0.05  # s between two looks at the worker once an answer is due and has not come (each look draws a frame)


def default_worker() -> Any:
    from game.ai.worker import SearchWorker

    return SearchWorker()


class Judging:
    """The judgement of every position of `replay`, asked of the worker one position at a time (`tick` each
    frame); `judged[i]` is the position after move i. A failed search stops the filling (logged), the replay goes
    on without the rest."""

    def __init__(self, replay: Replay, make_worker: Callable[[], Any] | None, seconds: float = JUDGE_SECONDS) -> None:
        self.replay = replay
        self.seconds = seconds
        self._make_worker = make_worker or default_worker
        self.worker: Any = None
        self._ticket: int | None = None
        self._asked = 0.0  # when the position now being judged was asked for (perf_counter)
        self.judged: list[Judgement] = []
        self.failed = False
        self.turn: Turn | None = None  # where it turned, once every position is judged

    @property
    def total(self) -> int:
        return len(self.replay.states)

    @property
    def filling(self) -> bool:
        return not self.failed and len(self.judged) < self.total

    def tick(self) -> bool:
        """Ask for the next position and take an answer that came; True when one came (the strip changed)."""
        if not self.filling:
            return False
        if self.worker is None:
            self.worker = self._make_worker()
        if self._ticket is None:
            self._ask()
        answer = self.worker.poll()
        if answer is None or answer[0] != self._ticket:
            return False
        self._ticket = None
        if answer[1] is None:
            log.warning("the replay's judgement stopped: %s", self.worker.error)
            self.failed = True
            return True
        self.judged.append(Judgement.from_text(str(answer[1])))
        if self.filling:
            self._ask()  # at once: no frame is drawn only to ask
        else:
            self.turn = turning_point(self.replay, self.judged)
        return True

    def _ask(self) -> None:
        i = len(self.judged)
        self._ticket = self.worker.request(
            self.replay.game, LEVEL, self.replay.states[i], seed=i, purpose="assess", seconds=self.seconds
        )
        self._asked = time.perf_counter()

    def due_in(self) -> float:
        """Seconds until the next look at the worker is worth a frame: none while there is nothing to ask or an
        answer is late, else the rest of the search's time (it cannot answer sooner). inf once the strip is full."""
        if not self.filling:
            return math.inf
        if self._ticket is None:
            return 0.0
        return max(POLL, self._asked + self.seconds - time.perf_counter())

    def close(self) -> None:
        if self.worker is not None:
            self.worker.close()
            self.worker = None
        self._ticket = None


class StripPicture:
    """The strip drawn in `rect`: the seats' faces, a column per position, the position shown framed, the turn
    flagged, and the progress while it fills; `column_at` maps a click to a position."""

    def __init__(self, ctx: Context, replay: Replay, rect: pygame.Rect) -> None:
        self.ctx, self.replay, self.rect = ctx, replay, pygame.Rect(rect)
        self._drawn: tuple[Any, pygame.Surface] | None = None

    @property
    def bars(self) -> pygame.Rect:
        """Where the columns go (the faces at the left, room for the flag above)."""
        r = self.rect
        return pygame.Rect(
            r.x + FACE + BARS_LEFT,
            r.y + BARS_TOP,
            r.w - FACE - BARS_LEFT - BARS_RIGHT,
            r.h - BARS_TOP - BARS_BOTTOM,
        )

    def column(self, i: int) -> pygame.Rect:
        bars, count = self.bars, len(self.replay.states)
        left = bars.x + bars.w * i // count
        right = bars.x + bars.w * (i + 1) // count
        return pygame.Rect(left, bars.y, max(1, right - left), bars.h)

    def column_at(self, pos: tuple[float, float]) -> int | None:
        """The position whose column is under `pos` (anywhere over the strip's height), or None."""
        bars = self.bars
        if not self.rect.collidepoint(pos) or not bars.x <= pos[0] < bars.right:
            return None
        return min(len(self.replay.states) - 1, int((pos[0] - bars.x) * len(self.replay.states) // bars.w))

    def _key(self, judging: Judging, n: int) -> tuple[Any, ...]:
        """What the picture shows: when it differs from the one drawn, the strip is drawn again."""
        return (len(judging.judged), judging.failed, n, self.ctx.i18n.language)

    def stale(self, judging: Judging, n: int) -> bool:
        """The picture drawn last is no longer right (an answer came)."""
        return self._drawn is None or self._drawn[0] != self._key(judging, n)

    def draw(self, surface: pygame.Surface, judging: Judging, n: int) -> None:
        key = self._key(judging, n)
        if self._drawn is None or self._drawn[0] != key:
            picture = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            self._paint(picture, judging, n)
            self._drawn = (key, picture)
        surface.blit(self._drawn[1], self.rect)

    def _paint(self, surface: pygame.Surface, judging: Judging, n: int) -> None:
        seats = self.replay.match.seats
        off = pygame.Vector2(self.rect.topleft)
        surface.blit(draw.panel(self.rect.size, theme.BG_DARK, STRIP_RADIUS), (0, 0))
        bars = self.bars.move(-off.x, -off.y)
        mid = bars.centery
        two = len(seats) == 2
        faces = [0, 1] if two else [0]
        for k, seat_i in enumerate(faces):  # who is up, who is down
            seat = seats[seat_i]
            shape = theme.SEAT_SHAPES[seat_i % len(theme.SEAT_SHAPES)]
            face = animals.badge(seat.name, FACE, theme.seat_colour(seat.colour), shape)
            y = (mid - FACE - 2 if k == 0 else mid + 2) if two else mid - FACE // 2  # each beside its half
            surface.blit(face, (FACE_X, y))
        pygame.draw.line(surface, theme.PANEL_HI, (bars.x, mid), (bars.right, mid), 2)
        half = bars.h // 2 - 2
        for i in range(len(self.replay.states)):
            col = self.column(i).move(-off.x, -off.y)
            if i < len(judging.judged):
                self._paint_column(surface, col, judging.judged[i], mid, half, two)
            else:
                pygame.draw.circle(surface, theme.PANEL, (col.centerx, mid), 2)
        shown = self.column(n).move(-off.x, -off.y)
        frame = shown.inflate(max(SHOWN_PAD, SHOWN_MIN_W - shown.w), SHOWN_PAD_Y)
        frame.w = max(frame.w, SHOWN_MIN_W)
        frame.centerx = shown.centerx
        pygame.draw.rect(surface, theme.ACCENT, frame, SHOWN_LINE, border_radius=SHOWN_RADIUS)
        if judging.turn is not None:
            self._paint_turn(surface, judging.turn.move, off)
        self._paint_progress(surface, judging, bars)

    def _paint_column(
        self, surface: pygame.Surface, col: pygame.Rect, judged: Judgement, mid: int, half: int, two: bool
    ) -> None:
        seats = self.replay.match.seats
        values = judged.values
        if not values:
            return
        if two:
            lead, seat = (values[0], 0) if values[0] >= 0 else (-values[0], 1)
        else:
            seat = max(range(len(values)), key=lambda s: values[s])
            lead = max(0.0, values[seat])
        height = round(lead * half)
        if height <= 0:
            pygame.draw.line(surface, theme.TEXT_DIM, (col.x, mid), (col.right - 1, mid), 2)
            return
        colour = theme.seat_colour(seats[seat].colour)
        down = two and seat == 1
        bar_w = max(1, col.w - (1 if col.w >= NARROWEST_GAPPED else 0))
        bar = pygame.Rect(col.x, mid if down else mid - height, bar_w, height)
        pygame.draw.rect(surface, colour, bar)

    def _paint_turn(self, surface: pygame.Surface, move: int, off: pygame.Vector2) -> None:
        """A flag over the column of the move where it turned, and its words beside it."""
        col = self.column(move).move(-off.x, -off.y)
        x, flag_y = col.centerx, FLAG_TOP + FLAG_H // 2
        pygame.draw.line(surface, TURN_COLOUR, (x, FLAG_TOP), (x, self.rect.h - FLAG_POLE_BOTTOM), FLAG_POLE_W)
        pygame.draw.polygon(surface, TURN_COLOUR, [(x, FLAG_TOP), (x + FLAG_W, flag_y), (x, FLAG_TOP + FLAG_H)])
        words = self.ctx.assets.text(self.ctx.t("replay.turned_here"), WORDS_SIZE, TURN_COLOUR, bold=True)
        right_gap, left_gap = FLAG_WORDS_GAP
        at = words.get_rect(midleft=(x + right_gap, flag_y))
        if at.right > self.rect.w - EDGE:
            at.midright = (x - left_gap, flag_y)
        surface.blit(words, at)

    def _paint_progress(self, surface: pygame.Surface, judging: Judging, bars: pygame.Rect) -> None:
        """Under the columns: a bar filling while the computer judges, or what the picture means once done."""
        ctx = self.ctx
        track = pygame.Rect(bars.x, self.rect.h - PROGRESS_Y + TRACK_TOP, bars.w // TRACK_PARTS, TRACK_H)
        done, total = len(judging.judged), judging.total
        if judging.filling:
            pygame.draw.rect(surface, theme.PANEL, track, border_radius=TRACK_H // 2)
            fill = track.copy()
            fill.w = max(TRACK_MIN_FILL, track.w * done // max(1, total))
            pygame.draw.rect(surface, theme.ACCENT, fill, border_radius=TRACK_H // 2)
            words = ctx.t("replay.judging", done=done, total=total)
            img = fitted(ctx, words, bars.w - track.w - TRACK_WORDS_ROOM, WORDS_SIZE, theme.TEXT_DIM)
            surface.blit(img, img.get_rect(midleft=(track.right + TRACK_WORDS_GAP, track.centery)))
            return
        words = ctx.t("replay.judge_failed") if judging.failed else ctx.t("replay.strip_means")
        img = fitted(ctx, words, bars.w, WORDS_SIZE, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midleft=(bars.x, track.centery)))
