"""A past game replayed (issue 35, point 3): the game's own board at any move (replay_board.py), the strip of who was
ahead under it (replay_strip.py), and the buttons: play by itself at a chosen speed, to the start, to the end, play
on from here (play_on.py), save to a file, back.

Keys, pads and the mouse: left/right (arrows, D-pad, the shoulders, X/Y's undo and redo, the wheel, the ◀ ▶ beside
the strip) step one move back or on, each move animated as it was played; up/down move between the buttons; a click
on the strip jumps to that move; the hint button (Y, H) jumps to where the game turned; back leaves."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import pygame

from game.core.input import Action, Intent
from game.core.sanitize import path_tail
from game.core.scenes import Scene
from game.history.judgement import JUDGE_SECONDS
from game.screens.replay_art import icon
from game.screens.replay_board import ReplayBoard
from game.screens.replay_controls import SPEEDS, IconButton, caption
from game.screens.replay_strip import Judging, StripPicture
from game.table.catalog import CATALOG
from game.ui import draw, theme
from game.ui.text import wrap
from game.ui.widgets import Button, FocusGroup, fitted

if TYPE_CHECKING:
    from game.core.context import Context
    from game.history.replay import Replay

BOARD = pygame.Rect(12, 12, 896, 504)  # the game's 1280x720 screen at 0.7
BACK_ONE = pygame.Rect(12, 526, 44, 104)
STRIP = pygame.Rect(62, 526, 790, 104)
ON_ONE = pygame.Rect(858, 526, 50, 104)
CAPTION = pygame.Rect(12, 638, 896, 74)
CAPTION_LINE = 22
COLUMN = pygame.Rect(922, 12, 346, 700)
HEAD_H = 150
BUTTON_H, BUTTON_GAP = 62, 10
BUTTONS_TOP = 12  # the column's buttons, under its head
BOARD_FRAME, BOARD_FRAME_RADIUS = 2, 4  # the line round the board: px out from it (and its width), its corners
STEP_RADIUS, STEP_ICON = 12, 28  # the one-move steps either side of the strip: their corners and symbols
CAPTION_RADIUS, CAPTION_PAD_X, CAPTION_PAD_Y = 14, 14, 4
HEAD_RADIUS, HEAD_PAD_X = 16, 14
HEAD_TITLE_Y, HEAD_WHERE_Y, HEAD_KEYS_Y = 10, 60, 106  # the game's name, which move is shown, the keys
SMALL_TEXT = theme.FONT_SMALL - 2  # the caption's lines and the keys' hint
PATH_LIMIT = 70  # characters of a written file's path shown: its end
OVER_SECONDS = 3.0  # "the game is over here": nothing to play on from
EXPORTED_SECONDS = 6.0  # where the game was written: a path to read
NO_TURN_SECONDS = 2.5  # no turning point found (yet)
BACK_ACTIONS = (Action.LEFT, Action.UNDO, Action.TURN_LEFT)
ON_ACTIONS = (Action.RIGHT, Action.REDO, Action.TURN_RIGHT)


class ReplayScene(Scene):
    """One past game, move by move. `seconds`: the hard computer's time for each position of the strip."""

    covers_screen = True

    def __init__(self, ctx: Context, replay: Replay, seconds: float | None = None) -> None:
        super().__init__(ctx)
        self.replay = replay
        self.board = ReplayBoard(ctx, replay)
        self.judging = Judging(replay, ctx.make_worker, JUDGE_SECONDS if seconds is None else seconds)
        self.strip = StripPicture(ctx, replay, STRIP)
        self.playing = False
        self.speed = 1  # SPEEDS index: normal
        self.waited = 0.0  # seconds since the last move played by itself
        self._shown: pygame.Surface | None = None  # the board's picture, scaled, until it changes
        self._fresh = False  # the board changed: draw its picture again
        self.focus = FocusGroup()
        t = ctx.t
        x, w = COLUMN.x, COLUMN.w
        y = COLUMN.y + HEAD_H + BUTTONS_TOP
        rows: list[Button] = [
            IconButton(
                (x, y, w, BUTTON_H),
                lambda: t("replay.pause" if self.playing else "replay.play"),
                self.toggle_play,
                lambda: "pause" if self.playing else "play",
            ),
            Button(
                (x, 0, w, BUTTON_H),
                lambda: t("replay.speed", speed=t(f"replay.speed.{SPEEDS[self.speed][0]}")),
                self.next_speed,
                size=theme.FONT_BODY,
            ),
            IconButton((x, 0, w, BUTTON_H), lambda: t("replay.to_start"), lambda: self.jump(0), lambda: "start"),
            IconButton(
                (x, 0, w, BUTTON_H), lambda: t("replay.to_end"), lambda: self.jump(self.board.moves), lambda: "end"
            ),
            Button((x, 0, w, BUTTON_H), lambda: t("replay.play_on"), self.play_on, size=theme.FONT_BODY),
            Button((x, 0, w, BUTTON_H), lambda: t("replay.export"), self.export, size=theme.FONT_BODY),
            Button((x, 0, w, BUTTON_H), lambda: t("common.back"), ctx.scenes.pop, size=theme.FONT_BODY),
        ]
        for k, button in enumerate(rows):
            button.rect.y = y + k * (BUTTON_H + BUTTON_GAP)
            button.key = ("play", "speed", "start", "end", "play_on", "export", "back")[k]
            self.focus.add(button)
        self.buttons = {b.key: b for b in rows}
        self.hover: str | None = None  # the ◀ or ▶ beside the strip under the mouse

    # ---- moving through the game -----------------------------------------------------------------------------
    @property
    def n(self) -> int:
        return self.board.n

    def step(self, forward: bool) -> None:
        """One move on (animated, as it was played) or back (at once, as undo does)."""
        self.playing = False
        moved = self.board.forward() if forward else self.n > 0
        if not forward and moved:
            self.board.show(self.n - 1)
        if not moved:
            self.ctx.audio.play("error")
        self._fresh = True

    def jump(self, n: int) -> None:
        """To the position after move `n` at once."""
        self.playing = False
        self.board.show(n)
        self.ctx.audio.play("flip")
        self._fresh = True

    def toggle_play(self) -> None:
        """Play by itself from here (from the start when at the end), or stop."""
        if not self.playing and self.n >= self.board.moves:
            self.board.show(0)
        self.playing = not self.playing
        self.waited = SPEEDS[self.speed][1]  # the first move comes at once
        self._fresh = True

    def next_speed(self) -> None:
        self.speed = (self.speed + 1) % len(SPEEDS)

    def play_on(self) -> None:
        """Start a new game from the position shown (play_on.py asks which seats, and what it replaces)."""
        from game.screens.play_on import PlayOnOverlay

        self.playing = False
        if self.replay.state_at(self.n).is_over:
            self.ctx.toast(self.ctx.t("replay.play_on_over"), "error", OVER_SECONDS)
            return
        self.ctx.scenes.push(PlayOnOverlay(self.ctx, self.replay, self.n))

    def export(self) -> None:
        """Write the game to the player's games folder in its notation, and say where."""
        from game.history.notation import export

        try:
            path = export(self.ctx.saves, self.replay)
        except OSError:
            self.ctx.toast(self.ctx.t("replay.export_failed"), "error", theme.REFUSAL_SECONDS)
            return
        self.ctx.toast(self.ctx.t("replay.exported", file=path_tail(str(path), PATH_LIMIT)), seconds=EXPORTED_SECONDS)

    # ---- input -----------------------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        a, pos = intent.action, intent.pos
        if a in (Action.BACK, Action.MENU):
            self.ctx.scenes.pop()
        elif a in (Action.UP, Action.DOWN) and intent.device == "mouse":  # the wheel: up back, down on
            self.step(a is Action.DOWN)
        elif a in BACK_ACTIONS or a in ON_ACTIONS:
            self.step(a in ON_ACTIONS)
        elif a is Action.HINT:
            turn = self.judging.turn
            if turn is None:
                self.ctx.toast(self.ctx.t("replay.no_turn_yet"), seconds=NO_TURN_SECONDS)
            else:
                self.jump(turn.move - 1)  # the moment before: the better move shown, the one played next
        elif pos is not None and a in (Action.POINT, Action.SELECT):
            self._point(a, pos, intent)
        else:
            self.focus.handle(self.ctx, intent)

    def _point(self, a: Action, pos: tuple[float, float], intent: Intent) -> None:
        """The mouse: the ◀ ▶ beside the strip, a click on the strip, the buttons."""
        side = "back" if BACK_ONE.collidepoint(pos) else "on" if ON_ONE.collidepoint(pos) else None
        self.hover = side
        if a is Action.SELECT and side is not None:
            self.step(side == "on")
            return
        column = self.strip.column_at(pos)
        if a is Action.SELECT and column is not None:
            self.jump(column)
            return
        self.focus.handle(self.ctx, intent)

    # ---- frame -----------------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        was_moving = self.board.moving
        self.board.update(dt)
        if self.judging.tick() and not self.judging.filling:
            self._fresh = True  # the strip is full: where it turned is known, and its ghost may show on the board
        if self.playing and not self.board.scene.feedback.busy:
            self.waited += dt
            if self.waited >= SPEEDS[self.speed][1]:
                self.waited = 0.0
                if not self.board.forward():
                    self.playing = False
        if was_moving or self.board.moving:
            self._fresh = True

    def next_change(self) -> float:
        """Drawn every frame while a move plays out or after an answer came for the strip; playing by itself, next
        when its next move is due; while the strip fills, when the worker's answer can come; else still."""
        if self.board.moving or self._fresh or self.strip.stale(self.judging, self.n):
            return 0.0
        soonest = self.judging.due_in()
        if self.playing:
            soonest = min(soonest, max(0.0, SPEEDS[self.speed][1] - self.waited))
        return soonest

    def exit(self) -> None:
        self.judging.close()

    def draw(self, surface: pygame.Surface) -> None:
        surface.fill(theme.BG)
        if self._shown is None or self._fresh:
            ghost = self._ghost()
            self._shown = pygame.transform.smoothscale(self.board.picture(ghost), BOARD.size)
            self._fresh = False
        surface.blit(self._shown, BOARD)
        frame = BOARD.inflate(2 * BOARD_FRAME, 2 * BOARD_FRAME)
        pygame.draw.rect(surface, theme.PANEL, frame, BOARD_FRAME, border_radius=BOARD_FRAME_RADIUS)
        self.strip.draw(surface, self.judging, self.n)
        for rect, name, side in ((BACK_ONE, "back_one", "back"), (ON_ONE, "on_one", "on")):
            colour = theme.PANEL_HI if self.hover == side else theme.PANEL
            surface.blit(draw.panel(rect.size, colour, STEP_RADIUS), rect)
            draw.blit_center(surface, icon(name, STEP_ICON, theme.TEXT), rect.center)
        self._draw_caption(surface)
        self._draw_head(surface)
        self.focus.draw(surface, self.ctx)

    def _ghost(self) -> tuple[Any, int] | None:
        """The computer's better move, on the board just before the move where the game turned."""
        turn = self.judging.turn
        if turn is None or turn.instead is None or turn.move - 1 != self.n:
            return None
        return turn.instead, turn.seat

    def _draw_caption(self, surface: pygame.Surface) -> None:
        """What the position shows, in up to three lines: the first in the accent colour where the game turned."""
        ctx = self.ctx
        surface.blit(draw.panel(CAPTION.size, theme.BG_DARK, CAPTION_RADIUS), CAPTION)
        result = self.board.scene.result_lines()[0] if self.board.scene.flow.is_over else ""
        size = SMALL_TEXT
        font = ctx.assets.font(size, False)
        turned = self.judging.turn is not None and self.n in (self.judging.turn.move - 1, self.judging.turn.move)
        y = CAPTION.y + CAPTION_PAD_Y
        passed = self.n > 0 and not self.board.scene.view.picks_of(self.replay.moves[self.n - 1])
        for k, text in enumerate(caption(ctx, self.replay, self.n, self.judging.turn, result, passed)):
            colour = (theme.ACCENT if turned else theme.TEXT) if k == 0 else theme.TEXT_DIM
            for line in wrap(text, CAPTION.w - 2 * CAPTION_PAD_X, lambda s: font.size(s)[0]):
                if y + CAPTION_LINE > CAPTION.bottom:
                    return
                surface.blit(ctx.assets.text(line, size, colour), (CAPTION.x + CAPTION_PAD_X, y))
                y += CAPTION_LINE

    def _draw_head(self, surface: pygame.Surface) -> None:
        """The game's name, which move is shown, when it was played."""
        ctx, head = self.ctx, pygame.Rect(COLUMN.x, COLUMN.y, COLUMN.w, HEAD_H)
        surface.blit(draw.panel(head.size, theme.BG_DARK, HEAD_RADIUS), head)
        x, w = head.x + HEAD_PAD_X, head.w - 2 * HEAD_PAD_X
        title = fitted(ctx, ctx.t(CATALOG[self.replay.game].title_key), w, theme.FONT_LABEL, theme.ACCENT, True)
        surface.blit(title, (x, head.y + HEAD_TITLE_Y))
        where = ctx.t("replay.move_of", n=self.n, count=self.board.moves)
        surface.blit(fitted(ctx, where, w, theme.FONT_BODY, theme.TEXT, True), (x, head.y + HEAD_WHERE_Y))
        hint = ctx.t("replay.keys")
        surface.blit(fitted(ctx, hint, w, SMALL_TEXT, theme.TEXT_DIM), (x, head.y + HEAD_KEYS_Y))
