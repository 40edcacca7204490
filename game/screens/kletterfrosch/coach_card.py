"""The frog's coach on screen: the board coach's card (game/board/coach_view.py) at the foot of the wall, with the
buttons of the device the learner uses (control_art) under its line; the coach's hand bobbing over what to work
next (a string's handle, the mark, the window, the door); the mark as a star on the wall."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.board.coach import Phase
from game.board.coach_view import SAID, draw_hand
from game.board.words import device_kind
from game.screens.kletterfrosch import control_art
from game.screens.kletterfrosch.coach import door_of
from game.screens.kletterfrosch.view import VIEW
from game.ui import animals, draw, theme
from game.ui.picture_text import draw_line, picture_size, wrap_pictures

if TYPE_CHECKING:
    from game.core.context import Context
    from game.screens.kletterfrosch.coach import FrogCoach
    from game.screens.kletterfrosch.scene import KletterfroschScene

CARD_W = 486  # the wall's lower left, clear of the throne; the card grows upwards with its lines
CARD_BOTTOM = theme.H - 8
LEFT_X = round(VIEW.x) + 6
RIGHT_X = round(VIEW.screen_rect.right) - 6 - CARD_W  # clear of the throne on the other side
FACE = 64
PAD = 14
GAP = 6
STAR = 44
PICTURE_H = 44
MARK_SIZE = 46
SIDE = {"left": 0, "right": 1}  # a one-string step shows that string's buttons only


def pointed(scene: KletterfroschScene, coach: FrogCoach) -> list[pygame.Rect]:
    """What the coach's hand points at now: the handles of the strings to pull, the mark, the window, the door."""
    step = coach.step
    handles = scene.strings.handle_rects()
    if step.expect in ("left", "right"):
        return [handles[SIDE[step.expect]]]
    if step.expect == "both":
        return [handles[0]] if step.mode == "coop" else list(handles)
    if step.expect == "mark" and step.mark is not None:
        return [mark_rect(step.mark)]
    if step.expect == "door":
        frame = door_of(scene)
        return [scene.view.cell_rect(frame)] if frame is not None and scene.ui == "choose" else []
    target = scene.world.target
    return [scene.view.cell_rect(target)] if target is not None and scene.ui == "carry" else []


def mark_rect(mark: tuple[float, float]) -> pygame.Rect:
    x, y = VIEW.pt(mark)
    return pygame.Rect(0, 0, MARK_SIZE, MARK_SIZE).move_to(center=(round(x), round(y)))


def card_rect(targets: list[pygame.Rect], height: int) -> pygame.Rect:
    """The card sits at the wall's lower left, or lower right when what the hand points at lies under it."""
    card = pygame.Rect(LEFT_X, CARD_BOTTOM - height, CARD_W, height)
    return card.move(RIGHT_X - LEFT_X, 0) if any(card.colliderect(t) for t in targets) else card


def controls_picture(ctx: Context, coach: FrogCoach) -> pygame.Surface | None:
    """The buttons of the learner's device for this step's strings (none for a door, nor after the action)."""
    step = coach.step
    if coach.phase is not Phase.ASK or step.expect == "door":
        return None
    side = 0 if step.mode == "coop" else SIDE.get(step.expect)
    return control_art.controls(ctx, control_art.device_kind(coach.device), PICTURE_H, side)


def draw_frog_coach(ctx: Context, surface: pygame.Surface, scene: KletterfroschScene, coach: FrogCoach) -> None:
    step = coach.step
    targets = pointed(scene, coach)
    if step.mark is not None:
        draw.blit_center(surface, draw.marker("star", theme.ACCENT, MARK_SIZE), mark_rect(step.mark).center)
    if coach.phase is Phase.ASK and not step.challenge:
        bob = 0.0 if scene.calm else 8 * math.sin(scene.clock * 5)
        for rect in targets:
            ring = rect.inflate(14, 14)
            surface.blit(draw.ring(ring.size, theme.ACCENT, 4, min(ring.size) // 2), ring)
            draw_hand(surface, rect, bob)
    done = coach.phase is Phase.DONE
    # `{press}` in a line is drawn as the button of the device in use (the one pulling the strings, once known)
    kind = device_kind(ctx, ctx.input.last_device if coach.device == "any" else coach.device)
    said = coach.said if coach.phase is Phase.ASK else None
    card = Card(
        ctx, coach.lesson.coach, coach.lines(scene), controls_picture(ctx, coach), coach.stars if done else 0, kind
    )
    card.said = wrap_pictures(ctx, said, card.text_w, theme.FONT_SMALL, bold=True) if said else []
    card.earned = [
        line
        for words in (coach.stars_lines() if done else ())
        for line in wrap_pictures(ctx, words, card.text_w, theme.FONT_SMALL)
    ]
    card.draw(surface, targets)


class Card:
    """The coach's card laid out: its face on the left; the big line, the device's buttons, the small line (and
    the stars of a celebration) on the right, as tall as they need."""

    def __init__(
        self,
        ctx: Context,
        animal: str,
        lines: tuple[str, str],
        picture: pygame.Surface | None,
        stars: int,
        kind: str,
    ) -> None:
        self.ctx, self.animal, self.picture, self.stars, self.kind = ctx, animal, picture, stars, kind
        self.text_w = width = CARD_W - FACE - 3 * PAD
        self.big = wrap_pictures(ctx, lines[0], width, theme.FONT_BODY, bold=True)
        self.small = wrap_pictures(ctx, lines[1], width, theme.FONT_SMALL)
        self.said: list[str] = []  # the coach's answer to a wrong try
        self.earned: list[str] = []  # at the celebration: how its stars were earned
        self.big_h = max(ctx.assets.font(theme.FONT_BODY, True).get_linesize(), picture_size(theme.FONT_BODY))
        self.small_h = max(ctx.assets.font(theme.FONT_SMALL).get_linesize(), picture_size(theme.FONT_SMALL))

    @property
    def height(self) -> int:
        rows = len(self.big) * self.big_h + (len(self.small) + len(self.said) + len(self.earned)) * self.small_h
        extra = (STAR + GAP if self.stars else 0) + (self.picture.get_height() + GAP if self.picture else 0)
        return max(FACE, rows + extra + GAP) + 2 * PAD

    def draw(self, surface: pygame.Surface, targets: list[pygame.Rect]) -> None:
        card = card_rect(targets, self.height)
        surface.blit(draw.panel(card.size, theme.PANEL, 18, 3, theme.ACCENT), card.topleft)
        draw.blit_center(surface, animals.face(self.animal, FACE), (card.x + PAD + FACE // 2, card.y + PAD + FACE // 2))
        x, y = card.x + 2 * PAD + FACE, card.y + PAD
        if self.stars:
            for i in range(3):
                colour = theme.ACCENT if i < self.stars else theme.PANEL_HI
                surface.blit(draw.marker("star", colour, STAR), (x + i * (STAR + GAP), y))
            y += STAR + GAP
        for line in self.big:
            draw_line(self.ctx, surface, line, (x, y), theme.FONT_BODY, theme.TEXT, self.kind, bold=True)
            y += self.big_h
        for line in self.earned:  # under the celebration's line: how its stars were earned
            draw_line(self.ctx, surface, line, (x, y), theme.FONT_SMALL, theme.TEXT, self.kind)
            y += self.small_h
        if self.picture is not None:
            surface.blit(self.picture, (x, y + GAP // 2))
            y += self.picture.get_height() + GAP
        for line in self.said:
            draw_line(self.ctx, surface, line, (x, y), theme.FONT_SMALL, SAID, self.kind, bold=True)
            y += self.small_h
        y += GAP
        for line in self.small:
            draw_line(self.ctx, surface, line, (x, y), theme.FONT_SMALL, theme.ACCENT, self.kind)
            y += self.small_h
