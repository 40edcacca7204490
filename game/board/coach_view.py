"""The coach on screen: its animal in a card over the left side panel (one width for the whole lesson), the sentence
it says, its answer to a wrong try, the "why" after the move, a pointing hand (game/ui/hand.py) at the cell to press
next (bobbing, still when motion is reduced), and the celebration with how its stars were earned. A line's `{press}`
(`{back}`, `{undo}`, `{hint}`) is drawn as that button of the device used last."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any

import pygame

from game.board.coach import HINT_AFTER, Coach, Phase
from game.board.flow import typed_move
from game.board.topbar import TOP_BAR
from game.board.words import device_kind
from game.table.lessons import pick_named
from game.ui import animals, draw, hand, theme
from game.ui.picture_text import draw_line, picture_size, wrap_pictures

if TYPE_CHECKING:
    from game.board.scene import BoardGameScene
    from game.core.context import Context

CARD = pygame.Rect(14, TOP_BAR + 14, 236, theme.H - TOP_BAR - 120)  # clear of the toasts at the bottom
WIDEST = 322  # the card covers the game's left panel up to the board, no further
FACE = 96
SMALL_FACE = 64
PAD = 14
SAID = (255, 168, 148)  # the coach's answer to a wrong try: its own colour, in its card


def coach_lines(ctx: Context, coach: Coach, scene: BoardGameScene) -> tuple[str, str]:
    """What the coach says now (the big line) and under it (the small one: the hint after wrong tries, the step)."""
    found = coach.phase_lines(coach.ready(scene))
    if found is not None:
        return found
    hinting = coach.wrong >= HINT_AFTER and not coach.step.challenge
    return ctx.t(coach.step.say), ctx.t("lesson.hint") if hinting else coach.step_count()


_WIDTHS: dict[tuple[str, int], int] = {}  # a lesson (its game, the steps as read) -> its card's width


def card_rect(scene: BoardGameScene, coach: Coach | None = None) -> pygame.Rect:
    """The coach's card: where the board puts it, else over the left side panel, as wide as the room left of the
    board allows at every step of `coach`'s lesson (one width: a board that grows, Jaleo's, never makes it jump)."""
    own = scene.view.coach_rect()
    if own is not None:
        return own
    if coach is None:
        width = _room(scene)
    else:
        key = (coach.lesson.game, id(coach.lesson.steps))
        if key not in _WIDTHS:
            _WIDTHS[key] = min(_room(coach.staged(i)) for i in range(len(coach.lesson.steps)))
        width = _WIDTHS[key]
    return pygame.Rect(CARD.x, CARD.y, width, CARD.h)


def _room(scene: BoardGameScene) -> int:
    """How wide the card may be left of `scene`'s board (never narrower than CARD, never wider than WIDEST)."""
    left = min((scene.view.cell_rect(c).left for c in scene.view.cells()), default=CARD.right + 40)
    return max(CARD.w, min(WIDEST, left - 40 - CARD.x))


def draw_coach(ctx: Context, surface: pygame.Surface, scene: BoardGameScene, coach: Coach) -> None:
    if coach.phase is Phase.ASK and not coach.step.challenge:
        _draw_pointer(surface, scene, coach)
    card = card_rect(scene, coach)
    # The card hides the game's left panel: from here on the screen is a layer above it (a clear full-screen
    # sheet, as an overlay's shade starts one), so what the panel wrote beneath is not read as text the card meets.
    surface.blit(draw.shade((theme.W, theme.H), 0), (0, 0))
    surface.blit(draw.panel(card.size, theme.PANEL, 18, 3, theme.ACCENT), card.topleft)
    face = SMALL_FACE if coach.phase is Phase.DONE else FACE  # the celebration has its stars to say too
    draw.blit_center(surface, animals.face(coach.lesson.coach, face), (card.centerx, card.y + PAD + face // 2))
    big, small = coach_lines(ctx, coach, scene)
    y = card.y + 2 * PAD + face
    kind = device_kind(ctx, ctx.input.last_device)  # `{press}` is drawn as the button of the device in use
    width = card.w - 2 * PAD
    if coach.phase is Phase.DONE:
        y = _draw_stars(surface, card, coach.stars, y)
    size = _big_size(ctx, coach, big, small, width, card.bottom - PAD - y)
    for line in wrap_pictures(ctx, big, width, size, bold=True):
        y += draw_line(ctx, surface, line, (card.x + PAD, y), size, theme.TEXT, kind, bold=True) + 2
    if coach.phase is Phase.DONE:
        for words in coach.stars_lines():  # how these stars were earned, and the rule of every lesson
            y += PAD // 2
            for line in wrap_pictures(ctx, words, width, theme.FONT_SMALL):
                y += draw_line(ctx, surface, line, (card.x + PAD, y), theme.FONT_SMALL, theme.TEXT, kind)
    if coach.said is not None and coach.phase is Phase.ASK:
        y += PAD // 2
        for line in wrap_pictures(ctx, coach.said, width, theme.FONT_SMALL, bold=True):
            y += draw_line(ctx, surface, line, (card.x + PAD, y), theme.FONT_SMALL, SAID, kind, bold=True)
    small_lines = wrap_pictures(ctx, small, width, theme.FONT_SMALL)
    tall = _line_height(ctx, theme.FONT_SMALL)
    y = max(y + PAD, card.bottom - PAD - max(2, len(small_lines)) * tall)
    for line in small_lines:
        y += draw_line(ctx, surface, line, (card.x + PAD, y), theme.FONT_SMALL, theme.ACCENT, kind)


def _line_height(ctx: Context, size: int, bold: bool = False) -> int:
    """How far down one drawn line goes (draw_line: the font's line, or a button's picture where taller)."""
    return max(ctx.assets.font(size, bold).get_linesize(), picture_size(size))


def _big_size(ctx: Context, coach: Coach, big: str, small: str, width: int, room: int) -> int:
    """The big line's type size: the body's, or the small one where the card would not hold all it says below the
    face (a long step with the answer to a wrong try and the hint under it: Farmini's step 2, Jaleo's step 1)."""
    below = PAD + len(wrap_pictures(ctx, small, width, theme.FONT_SMALL)) * _line_height(ctx, theme.FONT_SMALL)
    if coach.phase is Phase.DONE:
        for words in coach.stars_lines():
            lines = wrap_pictures(ctx, words, width, theme.FONT_SMALL)
            below += PAD // 2 + len(lines) * _line_height(ctx, theme.FONT_SMALL)
    if coach.said is not None and coach.phase is Phase.ASK:
        lines = wrap_pictures(ctx, coach.said, width, theme.FONT_SMALL, bold=True)
        below += PAD // 2 + len(lines) * _line_height(ctx, theme.FONT_SMALL, True)
    body = len(wrap_pictures(ctx, big, width, theme.FONT_BODY, bold=True)) * (
        _line_height(ctx, theme.FONT_BODY, True) + 2
    )
    return theme.FONT_BODY if body + below <= room else theme.FONT_SMALL


def _draw_stars(surface: pygame.Surface, card: pygame.Rect, stars: int, y: int) -> int:
    size = 54
    for i in range(3):
        colour = theme.ACCENT if i < stars else theme.PANEL_HI
        centre = (card.centerx + (i - 1) * (size + 8), y + size // 2)
        draw.blit_center(surface, draw.marker("star", colour, size), centre)
    return y + size + PAD


def _draw_pointer(surface: pygame.Surface, scene: BoardGameScene, coach: Coach) -> None:
    """The hand above the cell to press next, and a ring on it."""
    cell = pointed_cell(scene, coach)
    if cell is None:
        return
    rect = scene.view.cell_rect(cell)
    clock = scene.beat()  # the hand bobs a while, then rests with the table
    bob = 0.0 if clock is None else 8 * math.sin(clock * 5)
    scene.view.draw_ring(surface, cell, theme.ACCENT, 4, int(6 + bob / 2), round_=True)
    draw_hand(surface, rect, bob)


def draw_hand(surface: pygame.Surface, rect: pygame.Rect, bob: float) -> pygame.Rect:
    """The coach's pointing hand just above `rect`, its finger pointing down at it, `bob` px lower for its bobbing;
    where it was drawn."""
    # Its tip inside the cell's top, so that it hides less of the piece in the cell above.
    height = max(44, min(80, rect.h))
    picture = hand.pointing_hand(height)
    tip_x, tip_y = hand.tip_offset(height)
    at = (rect.centerx - tip_x, round(rect.top + rect.h // 5 + bob) - tip_y)
    return surface.blit(picture, at)


def pointed_cell(scene: BoardGameScene, coach: Coach) -> Any:
    """The cell the hand points at: the step's own `point` picks one by one as picks are made, then where the view
    says the step's first expected move goes on (its next pick; None: nothing on the board to point at)."""
    done = len(scene.board.builder.picked)
    if done < len(coach.step.point):
        found = pick_named(scene.state, coach.step.point[done])
        if found is not None:
            move, index = found
            picks = scene.view.picks_of(move)
            return scene.view.cell_of_pick(picks[index]) if picks else None
    return scene.view.coach_cell(typed_move(scene.state, coach.step.expect[0]), scene.board.builder.picked)
