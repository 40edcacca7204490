"""What to do now, in pictures and words (issue 13): one line for the player who acts (or why a try ended) in a box
on the wall's lower left, with the acting player's animal, the portrait to find or what ended the try beside it."""

from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.dexterity import kletterfrosch as rules
from game.screens.kletterfrosch import art, control_art
from game.screens.kletterfrosch.effects import WrongDoor
from game.screens.kletterfrosch.view import HANDLE_REACH, PROMPT, VIEW
from game.ui import draw, theme
from game.ui.seats import seat_marker, seat_name
from game.ui.text import wrap
from game.ui.widgets import MIN_TEXT

if TYPE_CHECKING:
    from game.screens.kletterfrosch.frog_table import FrogTable


CARRY_BOX = (480, 118)  # the prompt while carrying: pictures over words, narrower, clear of the throne
PICTURES_H = 50
# The picture beside the words: the acting seat's marker inset in a square, then the portrait to find.
MARKER_INSET = 5  # the marker inside its square (so it is this much smaller on each side)
PICTURE_GAP = 4  # between the marker's square and the portrait
CONTROLS_GAP = 8  # between the carriers' markers and their devices' pictures
BOX_COLOUR, BOX_CORNER, BOX_EDGE = (20, 24, 30, 225), 16, 3  # the prompt's box, edged red when a try ended badly
PAD = 10  # the picture from the box's left edge, and the words from the picture
PICTURE_TOP = 6  # the controls' pictures below the box's top
WORDS_TRIM = 6  # the words' box is this much shorter than the prompt's (half of it at the top, half at the bottom)
WORDS_GAP = 8  # the words below the controls' pictures
WORDS_FOOT = 4  # and end this far above the box's bottom
PICTURE_ROOM = 12  # the picture beside the words is the box's height less this
WORDS_RIGHT = 12  # the words keep this far from the box's right edge


def prompt_lines(ctx: Any, text: str, width: int, height: int) -> tuple[int, list[str]]:
    """The prompt wrapped into a `width` x `height` box: the small size when it fits so, else smaller."""
    size = theme.FONT_SMALL
    while True:
        font = ctx.assets.font(size, True)
        lines = wrap(text, width, partial(_width, font))
        fits = len(lines) * font.get_linesize() <= height and all(font.size(line)[0] <= width for line in lines)
        if fits or size <= MIN_TEXT:
            return size, lines[: max(1, height // font.get_linesize())]
        size -= 1


class Prompt:
    """The prompt of one frog scene, read from its phase (`scene.ui`), its state and the effect playing."""

    def __init__(self, scene: FrogTable) -> None:
        self.scene = scene
        self.ctx = scene.ctx

    def resident_name(self, resident: int) -> str:
        """A resident's name in the player's language."""
        r = rules.RESIDENTS[resident]
        return r.name_ja if self.ctx.i18n.language == "ja" else r.name

    def controls_kind(self, seat_i: int) -> str:
        """The device this seat pulls the strings with (K6): "pad", "keyboard", "mouse" or "any"."""
        return control_art.device_kind(self.scene.match.seats[seat_i].device)

    def on_wall(self, pos: tuple[float, float]) -> bool:
        """Is `pos` on the wall or a string's handle (not the picture bar above)?"""
        handles = [h.inflate(HANDLE_REACH, HANDLE_REACH) for h in self.scene.strings.handle_rects()]
        return pos[1] > VIEW.y and (VIEW.screen_rect.collidepoint(pos) or any(h.collidepoint(pos) for h in handles))

    def carrying(self) -> bool:
        """The ball is being carried: the prompt shows how to pull the strings, in pictures."""
        return self.scene.ui in ("carry", "opening") and self.scene.state.phase == "carry"

    def _ended(self) -> bool:
        """A try ended badly and is being shown (its replay, or the empty sand timer)."""
        return self.scene.ui in ("replay", "celebrate") and self.scene.last_result not in (None, "delivered")

    def text(self) -> str:
        """One line for the player who acts now (or why a try ended): what to do, in words."""
        scene, t, s = self.scene, self.ctx.t, self.scene.state
        ui, seat = scene.ui, scene.strings.carry_seat

        def name(i: int) -> str:
            return seat_name(self.ctx, scene.match.seats[i])

        wrong = scene.feedback.active(WrongDoor)
        if ui == "choose" and s.portrait is not None:
            return t("kletterfrosch.prompt.choose", player=name(seat), resident=self.resident_name(s.portrait))
        if self.carrying():  # how to pull: the pictures beside the words (control_art)
            if scene.mode == "coop":
                return t("kletterfrosch.prompt.coop", left=name(0), right=name(1))
            return t("kletterfrosch.prompt.carry", player=name(seat))
        if ui == "slide" and wrong is not None:
            who = self.resident_name(wrong.resident)
            if s.to_move is None or seat == scene.mover:
                return t("kletterfrosch.prompt.wrong_door_solo", resident=who)
            return t("kletterfrosch.prompt.wrong_door", resident=who, player=name(seat))
        if self._ended():
            return t(f"kletterfrosch.ended.{scene.last_result}")
        if ui == "celebrate" and scene.last_result == "delivered":
            return t("kletterfrosch.delivered")
        return ""

    def icon(self, size: int) -> pygame.Surface | None:
        """The picture beside the words: the acting player's animal, the portrait to find, or what ended the try."""
        scene, s = self.scene, self.scene.state
        wrong = scene.feedback.active(WrongDoor)
        if self._ended():
            return art.ending_icon(str(scene.last_result), size)
        if scene.ui == "slide" and wrong is not None:
            return art.portrait_card(wrong.resident, size)
        if self.carrying():
            return self.controls_icon(size)
        seat_i = scene.acting_seat()
        if seat_i is None:
            return None
        with_portrait = s.portrait is not None and scene.ui == "choose"
        icon = pygame.Surface((size * 2 + PICTURE_GAP if with_portrait else size, size), pygame.SRCALPHA)
        marker = seat_marker(seat_i, scene.match.seats[seat_i], size - 2 * MARKER_INSET)
        icon.blit(marker, (MARKER_INSET, MARKER_INSET))
        if with_portrait:
            icon.blit(art.portrait_card(s.portrait, size), (size + PICTURE_GAP, 0))
        return icon

    def controls_icon(self, size: int) -> pygame.Surface:
        """Who pulls, and how, in pictures: each carrier's marker, then their device's keys, sticks or mouse (in
        co-op each player's own string: the left one first)."""
        seats = self.scene.match.seats
        carriers = [(0, 0), (1, 1)] if self.scene.mode == "coop" else [(self.scene.strings.carry_seat, None)]
        parts: list[pygame.Surface] = []
        for seat_i, side in carriers:
            parts.append(seat_marker(seat_i, seats[seat_i], size - 2 * MARKER_INSET))
            parts.append(control_art.controls(self.ctx, self.controls_kind(seat_i), size, side))
        width = sum(p.get_width() for p in parts) + CONTROLS_GAP * (len(parts) - 1) + MARKER_INSET
        icon = pygame.Surface((width, size), pygame.SRCALPHA)
        x = MARKER_INSET
        for part in parts:
            icon.blit(part, part.get_rect(midleft=(x, size // 2)))
            x += part.get_width() + CONTROLS_GAP
        return icon

    def draw(self, surface: pygame.Surface) -> None:
        """The prompt's box, framed red when a try just ended."""
        text = self.text()
        if not text:
            return
        box = pygame.Rect(PROMPT)
        if self.carrying():  # the controls' pictures get a row of their own above the words
            box = pygame.Rect(box.x, box.bottom - CARRY_BOX[1], CARRY_BOX[0], CARRY_BOX[1])
        edge = theme.BAD if self._ended() else theme.ACCENT
        surface.blit(draw.panel(box.size, BOX_COLOUR, BOX_CORNER, BOX_EDGE, edge), box)
        x = box.x + PAD
        words = box.inflate(0, -WORDS_TRIM)
        if self.carrying():
            icon: pygame.Surface | None = self.controls_icon(PICTURES_H)
            assert icon is not None
            surface.blit(icon, (x, box.y + PICTURE_TOP))
            below = PICTURES_H + WORDS_GAP
            words = pygame.Rect(box.x, box.y + below, box.w, box.h - below - WORDS_FOOT)
        elif (icon := self.icon(box.h - PICTURE_ROOM)) is not None:
            surface.blit(icon, icon.get_rect(midleft=(x, box.centery)))
            x += icon.get_width() + PAD
        size, lines = prompt_lines(self.ctx, text, box.right - x - WORDS_RIGHT, words.h)

        step = self.ctx.assets.font(size, True).get_linesize()
        top = words.centery - step * len(lines) / 2
        for k, line in enumerate(lines):
            img = self.ctx.assets.text(line, size, theme.TEXT, bold=True)
            surface.blit(img, (x, round(top + k * step)))


def _width(font: pygame.font.Font, text: str) -> int:
    return font.size(text)[0]
