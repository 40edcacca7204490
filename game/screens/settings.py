"""Settings: language, fullscreen, volume, reduce motion, legal-move highlights. Saved on every change."""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame

from game.ui import theme
from game.ui.dialogs import ButtonsScene
from game.ui.widgets import Button, Choice, FocusGroup

if TYPE_CHECKING:
    from game.core.context import Context


class SettingsScene(ButtonsScene):
    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        t = ctx.t
        s = ctx.settings.settings
        on_off = [(True, lambda: t("common.on")), (False, lambda: t("common.off"))]
        x, w, h, y0, gap = 240, 800, 64, 130, 84
        self.fullscreen = Choice(
            (x, y0 + gap, w, h), lambda: t("settings.fullscreen"), on_off, s.fullscreen, self._fullscreen
        )
        self.focus = FocusGroup(
            [
                Choice(
                    (x, y0, w, h),
                    lambda: t("settings.language"),
                    [("en", "English"), ("ja", "日本語")],
                    s.language,
                    lambda v: ctx.apply_settings(language=v),
                ),
                self.fullscreen,
                Choice(
                    (x, y0 + 2 * gap, w, h),
                    lambda: t("settings.volume"),
                    [(v / 10, f"{v * 10}%") for v in range(11)],
                    round(s.volume * 10) / 10,
                    self._volume,
                ),
                Choice(
                    (x, y0 + 3 * gap, w, h),
                    lambda: t("settings.reduce_motion"),
                    on_off,
                    s.reduce_motion,
                    lambda v: ctx.apply_settings(reduce_motion=v),
                ),
                Choice(
                    (x, y0 + 4 * gap, w, h),
                    lambda: t("settings.legal_moves"),
                    on_off,
                    s.show_legal_moves,
                    lambda v: ctx.apply_settings(show_legal_moves=v),
                ),
                Button((x + 200, y0 + 5 * gap + 30, 400, 66), lambda: t("common.back"), ctx.scenes.pop),
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
        surface.blit(title, title.get_rect(midtop=(theme.W // 2, 30)))
        self.focus.draw(surface, self.ctx)
