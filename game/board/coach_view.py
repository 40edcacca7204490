"""The coach on screen: its animal in a card over the left side panel, the sentence it says, the "why" after the
move, a hand pointing at the cell to press next (bobbing, still when motion is reduced), and the celebration."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.board.coach import Coach, Phase
from game.board.flow import typed_move
from game.board.topbar import TOP_BAR
from game.ui import animals, draw, theme
from game.ui.text import wrap

if TYPE_CHECKING:
    from game.board.scene import BoardGameScene
    from game.core.context import Context

CARD = pygame.Rect(14, TOP_BAR + 14, 236, theme.H - TOP_BAR - 120)  # clear of the toasts at the bottom
WIDEST = 322  # the card covers the game's left panel up to the board, no further
FACE = 96
PAD = 14


def coach_lines(ctx: Context, coach: Coach) -> tuple[str, str]:
    """What the coach says now (the big line) and under it (the small one)."""
    t, step = ctx.t, coach.step
    if coach.phase is Phase.DONE:
        return t("lesson.done"), t("lesson.go_on")
    if coach.phase is Phase.LOST:
        return t("lesson.lost"), t("lesson.go_on")
    if coach.phase is Phase.AFTER:
        return (t(step.why) if step.why else t(step.say)), t("lesson.go_on")
    return t(step.say), t("lesson.step", n=coach.index + 1, of=len(coach.lesson.steps))


def card_rect(scene: BoardGameScene) -> pygame.Rect:
    """The coach's card: where the board puts it, else over the left side panel, as wide as the room left of the
    board allows."""
    own = scene.view.coach_rect()
    if own is not None:
        return own
    left = min((scene.view.cell_rect(c).left for c in scene.view.cells()), default=CARD.right + 40)
    return CARD.inflate(max(0, min(WIDEST, left - 40 - CARD.x) - CARD.w), 0).move_to(topleft=CARD.topleft)


def draw_coach(ctx: Context, surface: pygame.Surface, scene: BoardGameScene, coach: Coach) -> None:
    if coach.phase is Phase.ASK and not coach.step.challenge:
        _draw_pointer(surface, scene, coach)
    card = card_rect(scene)
    # The card hides the game's left panel: from here on the screen is a layer above it (a clear full-screen
    # sheet, as an overlay's shade starts one), so what the panel wrote beneath is not read as text the card meets.
    surface.blit(draw.shade((theme.W, theme.H), 0), (0, 0))
    surface.blit(draw.panel(card.size, theme.PANEL, 18, 3, theme.ACCENT), card.topleft)
    draw.blit_center(surface, animals.face(coach.lesson.coach, FACE), (card.centerx, card.y + PAD + FACE // 2))
    big, small = coach_lines(ctx, coach)
    y = card.y + 2 * PAD + FACE
    if coach.phase is Phase.DONE:
        y = _draw_stars(surface, card, coach.stars, y)
    font = ctx.assets.font(theme.FONT_BODY, True)
    for line in wrap(big, card.w - 2 * PAD, lambda s: font.size(s)[0]):
        image = ctx.assets.text(line, theme.FONT_BODY, theme.TEXT, bold=True)
        surface.blit(image, (card.x + PAD, y))
        y += image.get_height() + 2
    small_font = ctx.assets.font(theme.FONT_SMALL)
    y = max(y + PAD, card.bottom - PAD - 2 * small_font.get_linesize())
    for line in wrap(small, card.w - 2 * PAD, lambda s: small_font.size(s)[0]):
        image = ctx.assets.text(line, theme.FONT_SMALL, theme.ACCENT)
        surface.blit(image, (card.x + PAD, y))
        y += image.get_height()


def _draw_stars(surface: pygame.Surface, card: pygame.Rect, stars: int, y: int) -> int:
    size = 54
    for i in range(3):
        colour = theme.ACCENT if i < stars else theme.PANEL_HI
        centre = (card.centerx + (i - 1) * (size + 8), y + size // 2)
        draw.blit_center(surface, draw.marker("star", colour, size), centre)
    return y + size + PAD


def _draw_pointer(surface: pygame.Surface, scene: BoardGameScene, coach: Coach) -> None:
    """A hand (an arrow) above the cell to press next for the step's first expected move, and a ring on it."""
    move = typed_move(scene.state, coach.step.expect[0])
    cell = scene.view.coach_cell(move, scene.board.builder.picked)
    if cell is None:
        return
    rect = scene.view.cell_rect(cell)
    bob = 0.0 if ctx_motionless(scene) else 8 * math.sin(scene.clock * 5)
    scene.view.draw_ring(surface, cell, theme.ACCENT, 4, int(6 + bob / 2), round_=True)
    size = max(28, min(56, rect.h * 2 // 3))
    arrow = pygame.transform.rotate(draw.marker("triangle", theme.ACCENT, size), 180)
    draw.blit_center(surface, arrow, (rect.centerx, rect.top - size // 2 - 4 + bob))


def ctx_motionless(scene: BoardGameScene) -> bool:
    return bool(scene.ctx.settings.settings.reduce_motion)
