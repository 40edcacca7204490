"""Settings: language, fullscreen, volume, reduce motion, legal-move highlights. Saved on every change."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import theme
from game.ui.dialogs import ButtonsScene
from game.ui.widgets import Button, Choice, FocusGroup

if TYPE_CHECKING:
    from game.core.context import Context

ROWS = ("language", "fullscreen", "volume", "reduce_motion", "legal_moves")  # top to bottom
ROW_X, ROW_W, ROW_H = 240, 800, 64
FIRST_ROW_Y, ROW_STEP = 130, 84
BACK_W, BACK_H, BACK_GAP = 400, 66, 30  # Back, centred under the rows, this much further down than a row's step
VOLUME_STEPS = 10  # the volume goes in tenths
PERCENT_STEP = 100 // VOLUME_STEPS
TITLE_Y = 30


def row(name: str) -> tuple[int, int, int, int]:
    """Where the setting `name` (one of ROWS) lies."""
    return (ROW_X, FIRST_ROW_Y + ROWS.index(name) * ROW_STEP, ROW_W, ROW_H)


class SettingsScene(ButtonsScene):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        t = ctx.t
        s = ctx.settings.settings
        on_off = [(True, lambda: t("common.on")), (False, lambda: t("common.off"))]
        self.fullscreen = Choice(
            row("fullscreen"), lambda: t("settings.fullscreen"), on_off, s.fullscreen, self._fullscreen
        )
        back_at = (ROW_X + (ROW_W - BACK_W) // 2, FIRST_ROW_Y + len(ROWS) * ROW_STEP + BACK_GAP, BACK_W, BACK_H)
        self.focus = FocusGroup(
            [
                Choice(
                    row("language"),
                    lambda: t("settings.language"),
                    [("en", "English"), ("ja", "日本語")],
                    s.language,
                    lambda v: ctx.apply_settings(language=v),
                ),
                self.fullscreen,
                Choice(
                    row("volume"),
                    lambda: t("settings.volume"),
                    [(v / VOLUME_STEPS, f"{v * PERCENT_STEP}%") for v in range(VOLUME_STEPS + 1)],
                    round(s.volume * VOLUME_STEPS) / VOLUME_STEPS,
                    self._volume,
                ),
                Choice(
                    row("reduce_motion"),
                    lambda: t("settings.reduce_motion"),
                    on_off,
                    s.reduce_motion,
                    lambda v: ctx.apply_settings(reduce_motion=v),
                ),
                Choice(
                    row("legal_moves"),
                    lambda: t("settings.legal_moves"),
                    on_off,
                    s.show_legal_moves,
                    lambda v: ctx.apply_settings(show_legal_moves=v),
                ),
                Button(back_at, lambda: t("common.back"), ctx.scenes.pop),
            ]
        )

    def _volume(self, volume: float) -> None:
        self.ctx.apply_settings(volume=volume)
        self.ctx.audio.play("place")  # the new loudness, heard at once

    def _fullscreen(self, on: bool) -> None:
        # Where fullscreen cannot be had the app says so and keeps it off: the choice shows what is, not what was
        # asked for.
        self.ctx.apply_settings(fullscreen=on)
        self.fullscreen.set_value(self.ctx.settings.settings.fullscreen)

    def draw(self, surface: pygame.Surface) -> None:
        title = self.ctx.assets.text(self.ctx.t("menu.settings"), theme.FONT_TITLE, theme.ACCENT, bold=True)
        surface.blit(title, title.get_rect(midtop=(theme.W // 2, TITLE_Y)))
        self.focus.draw(surface, self.ctx)
