"""The title menu: a picture tile per game (laid out for however many there are), continue, settings, quit."""

from __future__ import annotations

import dataclasses
import logging
import math
from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING, Any

import pygame

from game.core.input import Action, Intent
from game.core.scenes import Scene
from game.table.catalog import CATALOG, GameInfo
from game.ui import draw, theme
from game.ui.seats import device_name
from game.ui.widgets import Box, Button, FocusGroup, Widget, in_turn

if TYPE_CHECKING:
    from game.core.context import Context
    from game.core.saves import SavedGame

TILE_W, TILE_H = 360, 232  # the largest tile; more games than fit at this size get smaller tiles, same shape
GRID_TOP, GRID_BOTTOM = 118, 626  # under the title and subtitle; above the buttons (at 640) and a focus ring
MIN_GAP, ROW_GAP = 24, 22
BUTTONS_Y = 640
PICTURE_EDGE = 8  # px of a tile round its picture
LABEL_BAND = 52  # px under a tile's picture: its name
DEMO_REST = 60.0  # s without a press after which the focused tile's demo stops where it is: the menu rests
TILE_RADIUS = 20
MISSING_PICTURE_RADIUS = 10  # the plain panel standing in for a tile picture not found
UNAVAILABLE_ALPHA = 110  # a game that cannot be entered: its picture greyed and faded
UNAVAILABLE_BADGE = (30, 14, 12, 200)  # "coming soon" / "broken": the plate's padding (w, h), corners, alpha
SAVED_BADGE = (20, 10, 10)  # "Saved": the plate's padding (w, h) and corners
SAVED_BADGE_AT = (20, 18)  # its top right corner: in from the tile's right edge, down from its top
BUTTON_W, BUTTON_H = 270, 62  # the buttons under the tiles
MENU_BUTTONS = 4  # Continue, Past games, Settings, Quit
CONTINUE_COLOUR = (60, 90, 70)
RESUME_BOX_W = 720  # the box asking to resume a saved game or start anew
TITLE_Y, SUBTITLE_Y = 10, 78
log = logging.getLogger(__name__)


def demo_size() -> tuple[int, int]:
    """The size of a tile's picture on the menu, where a game's demo plays."""
    rect = tile_rects(len(CATALOG))[0]
    return rect.w - 2 * PICTURE_EDGE, rect.h - PICTURE_EDGE - LABEL_BAND


def tile_rects(count: int, width: int = theme.W) -> list[pygame.Rect]:
    """Where `count` game tiles go: the grid (columns x rows) that gives the largest tiles of the menu's shape
    between the title and the buttons, centred there, rows filled left to right and a short last row centred. Six
    games get three columns of the full size."""
    if count <= 0:
        return []
    # Largest tiles first; among equals the fullest grid (four games 2x2, not 3+1), then the wider one.
    scale, _full, cols = max(_grid(count, cols, width) for cols in range(1, count + 1))
    tile_w, tile_h = int(TILE_W * scale), int(TILE_H * scale)
    gap = (width - cols * tile_w) // (cols + 1)  # spread evenly, as wide as the row allows
    rows = -(-count // cols)
    top = GRID_TOP + (GRID_BOTTOM - GRID_TOP - rows * tile_h - (rows - 1) * ROW_GAP) // 2  # centred in its band
    rects = []
    for i in range(count):
        row, col = divmod(i, cols)
        in_row = min(cols, count - row * cols)
        left = (width - in_row * tile_w - (in_row - 1) * gap) // 2
        rects.append(pygame.Rect(left + col * (tile_w + gap), top + row * (tile_h + ROW_GAP), tile_w, tile_h))
    return rects


def _grid(count: int, cols: int, width: int) -> tuple[float, int, int]:
    """(tile scale, minus the empty cells, columns) of `count` tiles in `cols` columns."""
    rows = -(-count // cols)
    w = (width - (cols + 1) * MIN_GAP) / cols
    h = (GRID_BOTTOM - GRID_TOP - (rows - 1) * ROW_GAP) / rows
    return min(1.0, w / TILE_W, h / TILE_H), count - rows * cols, cols


def bottom_row(count: int, width: int = BUTTON_W) -> list[pygame.Rect]:
    """The menu's buttons under the tiles (Continue, Past games, Settings, Quit), spread evenly."""
    gap = (theme.W - count * width) // (count + 1)
    return [pygame.Rect(gap + k * (width + gap), BUTTONS_Y, width, BUTTON_H) for k in range(count)]


class GameTile(Widget):
    """A big picture tile; an unbuilt game is greyed out, marked "coming soon", and cannot be entered. A game whose
    files are there but fail to load is greyed out too, marked as broken (and logged), never as coming soon."""

    def __init__(self, rect: Box, info: GameInfo, on_open: Callable[[str], object]) -> None:
        super().__init__(rect)
        self.info, self.on_open = info, on_open
        self.enabled = info.built
        self._picture: pygame.Surface | None = None
        self._composed: tuple[tuple[bool, bool, str], pygame.Surface] | None = None
        self.demo: Any = None
        self.has_save = False

    def picture(self, ctx: Context) -> pygame.Surface:
        if self._picture is None:
            size = self.picture_rect.size
            try:
                img = pygame.transform.smoothscale(ctx.assets.image(f"tile_{self.info.name}"), size)
            except FileNotFoundError:
                img = draw.panel(size, theme.PANEL_HI, MISSING_PICTURE_RADIUS)
            if not self.enabled:
                grey = pygame.transform.grayscale(img)
                grey.set_alpha(UNAVAILABLE_ALPHA)
                img = pygame.Surface(size, pygame.SRCALPHA)
                img.blit(grey, (0, 0))
            self._picture = img
        return self._picture

    def activate(self, ctx: Context, pos: tuple[float, float] | None = None) -> None:
        if not self.enabled:
            ctx.toast(unavailable_note(ctx, self.info), "error")
            return
        ctx.audio.play("select")
        self.on_open(self.info.name)

    def draw(self, surface: pygame.Surface, ctx: Context, focused: bool) -> None:
        # The whole tile is composed once per look (focus, save badge, language) onto the menu background,
        # so a frame costs one opaque blit per tile.
        key = (focused, self.has_save, ctx.i18n.language)
        if self._composed is None or self._composed[0] != key:
            tile = pygame.Surface(self.rect.size).convert()
            tile.fill(theme.BG)
            self._compose(tile, ctx, focused)
            self._composed = (key, tile)
        surface.blit(self._composed[1], self.rect)

    @property
    def picture_rect(self) -> pygame.Rect:
        edge = PICTURE_EDGE
        return pygame.Rect(
            self.rect.x + edge, self.rect.y + edge, self.rect.w - 2 * edge, self.rect.h - edge - LABEL_BAND
        )

    def demo_plays(self, ctx: Context, focused: bool) -> bool:
        """The game's attract demo runs: the tile has focus, motion is wanted, someone pressed something lately, and
        the screens are no longer being drawn ahead (a still moment after start-up)."""
        return (
            focused
            and not ctx.drawing_ahead
            and self.enabled
            and self.info.attract is not None
            and not ctx.settings.settings.reduce_motion
            and ctx.time - ctx.last_input <= DEMO_REST
        )

    def update(self, ctx: Context, dt: float, focused: bool) -> None:
        """Run the game's attract demo while it plays (built lazily: it may load physics)."""
        attract = self.info.attract
        if not self.demo_plays(ctx, focused) or attract is None:
            return
        if self.demo is None:
            try:
                self.demo = attract()(ctx, self.picture_rect.size)
            except Exception:  # a broken demo must never take the menu down
                log.exception("attract demo of %s failed", self.info.name)
                self.info = dataclasses.replace(self.info, attract=None)
                return
        self.demo.update(dt)

    def _compose(self, surface: pygame.Surface, ctx: Context, focused: bool) -> None:
        rect = surface.get_rect()
        surface.blit(draw.panel(rect.size, theme.PANEL_HI if focused else theme.PANEL, TILE_RADIUS), rect)
        surface.blit(self.picture(ctx), (rect.x + PICTURE_EDGE, rect.y + PICTURE_EDGE))
        colour = theme.TEXT if self.enabled else theme.TEXT_DIM
        name = ctx.assets.text(ctx.t(self.info.title_key), theme.FONT_LABEL, colour, bold=True)
        surface.blit(name, name.get_rect(midbottom=(rect.centerx, rect.bottom - PICTURE_EDGE)))
        if not self.enabled:
            badge = ctx.assets.text(
                ctx.t("menu.broken" if self.info.broken else "menu.coming_soon"), theme.FONT_BODY, theme.TEXT
            )
            picture_h = rect.h - PICTURE_EDGE - LABEL_BAND
            r = badge.get_rect(center=(rect.centerx, rect.y + PICTURE_EDGE + picture_h // 2))  # the picture's centre
            pad_w, pad_h, radius, alpha = UNAVAILABLE_BADGE
            plate = r.inflate(pad_w, pad_h)
            surface.blit(draw.panel(plate.size, (*theme.SHADE, alpha), radius), plate)
            surface.blit(badge, r)
        else:
            self.draw_badges(surface, ctx, rect)

    def draw_badges(self, surface: pygame.Surface, ctx: Context, rect: pygame.Rect) -> None:
        """What is written over the picture (its "Saved" badge), for the tile at `rect`: also over the live demo
        of a focused tile (issue 34, point 22)."""
        if self.has_save:
            badge = ctx.assets.text("▶ " + ctx.t("menu.saved_game"), theme.FONT_SMALL, theme.SHADE, bold=True)
            r = badge.get_rect(topright=(rect.right - SAVED_BADGE_AT[0], rect.y + SAVED_BADGE_AT[1]))
            pad_w, pad_h, radius = SAVED_BADGE
            plate = r.inflate(pad_w, pad_h)
            surface.blit(draw.panel(plate.size, theme.ACCENT, radius), plate)
            surface.blit(badge, r)


def unavailable_note(ctx: Context, info: GameInfo) -> str:
    """Why a tile cannot be entered, in one line."""
    return ctx.t("menu.broken_note" if info.broken else "menu.coming_soon_note", game=ctx.t(info.title_key))


class MenuScene(Scene):
    covers_screen = True
    is_root = True

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self._frame: tuple[tuple[str, bool, tuple[bool, ...]], pygame.Surface] | None = None
        self._drawn_focus = -1
        self.focus = FocusGroup()
        self.tiles: dict[str, GameTile] = {}
        games = list(CATALOG.values())
        for rect, info in zip(tile_rects(len(games)), games):
            self.tiles[info.name] = tile = GameTile(rect, info, self.open_game)
            self.focus.add(tile)
        t = ctx.t
        continue_at, past_at, settings_at, quit_at = bottom_row(MENU_BUTTONS)
        self.continue_button = Button(
            continue_at, lambda: t("menu.continue"), self.continue_last, colour=CONTINUE_COLOUR
        )
        self.focus.add(self.continue_button)
        self.focus.add(Button(past_at, lambda: t("menu.past_games"), self.open_past_games))
        self.focus.add(Button(settings_at, lambda: t("menu.settings"), self.open_settings))
        self.focus.add(Button(quit_at, lambda: t("menu.quit"), self.ask_quit))
        playable = [tile for tile in self.tiles.values() if tile.enabled]
        if playable:  # a child's first press of A should start something, not meet "coming soon"
            self.focus.focus_on(playable[0])
        self.refresh()

    def refresh(self) -> None:
        """Re-read which games can be resumed, and show any save problems once."""
        saved = set(self.ctx.saves.resumable())
        for name, tile in self.tiles.items():
            tile.has_save = name in saved and tile.enabled
        self.continue_button.enabled = any(t.has_save for t in self.tiles.values())
        for problem in self.ctx.saves.take_problems():
            self.ctx.toast(problem.text(self.ctx.t), "error", theme.PROBLEM_SECONDS)

    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    # ---- actions --------------------------------------------------------------------------------
    def open_game(self, name: str) -> None:
        """Open a game's setup, or first ask whether to resume its unfinished game."""
        info = CATALOG[name]
        if not info.built:
            self.ctx.toast(unavailable_note(self.ctx, info), "error")
            return
        saved = self.ctx.saves.load(name)
        if saved is None:
            self.refresh()
            self._new_game(name)
            return
        from game.ui.dialogs import ChoiceOverlay

        t = self.ctx.t
        self.ctx.scenes.push(
            ChoiceOverlay(
                self.ctx,
                lambda: t(info.title_key),
                [
                    (lambda: t("menu.resume"), lambda: self._resume(saved)),
                    (lambda: t("menu.new_game"), in_turn(self.ctx.scenes.pop, partial(self._new_game, name, True))),
                    (lambda: t("common.back"), self.ctx.scenes.pop),
                ],
                lines=lambda: [t("menu.new_replaces")],
                on_back=self.ctx.scenes.pop,
                width=RESUME_BOX_W,
            )
        )

    def _new_game(self, name: str, replace_agreed: bool = False) -> None:
        """The game's setup; `replace_agreed`: "New game" was chosen over the saved one here, so Start does not
        ask about it a second time (issue 34, point 23)."""
        from game.screens.setup import SetupScene

        setup = SetupScene(self.ctx, CATALOG[name])
        setup.replace_agreed = replace_agreed
        self.ctx.scenes.push(setup)

    def _resume(self, saved: SavedGame) -> None:
        from game.table.launcher import resume_game

        self.ctx.scenes.pop_to_root()
        if not resume_game(self.ctx, saved):
            self.refresh()  # the save was set aside: no badge, no Continue

    def continue_last(self) -> None:
        """Show every saved game (its picture, players, when): one press on one resumes it (issue 23, point 12)."""
        from game.screens.saved_games import SavedGamesScene, saved_games

        saves = [s for s in saved_games(self.ctx) if s.game in self.tiles and self.tiles[s.game].enabled]
        if not saves:
            self.refresh()  # every save was set aside meanwhile: no Continue
            return
        self.ctx.scenes.push(SavedGamesScene(self.ctx, saves, self._resume))

    def open_past_games(self) -> None:
        """Every kept game, newest first, to replay (issue 35)."""
        from game.screens.past_games import PastGamesScene

        self.ctx.scenes.push(PastGamesScene(self.ctx))

    def open_settings(self) -> None:
        from game.screens.settings import SettingsScene

        self.ctx.scenes.push(SettingsScene(self.ctx))

    def ask_quit(self) -> None:
        from game.ui.dialogs import ChoiceOverlay

        t = self.ctx.t
        # "Stay" first and focused: mashing Esc then Enter (or Space) never leaves the table.
        self.ctx.scenes.push(
            ChoiceOverlay(
                self.ctx,
                lambda: t("menu.quit_question"),
                [
                    (lambda: t("menu.stay"), self.ctx.scenes.pop),
                    (lambda: t("menu.quit"), self.ctx.quit),
                ],
                on_back=self.ctx.scenes.pop,
            )
        )

    # ---- scene ----------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        if intent.action is Action.BACK:
            self.ask_quit()
            return
        if intent.action is Action.MENU:
            self.open_settings()
            return
        if intent.action is Action.PAD_ADDED:
            self.ctx.toast(self.ctx.t("pad.connected", device=device_name(self.ctx, intent.device)))
            return
        self.focus.handle(self.ctx, intent)

    def update(self, dt: float) -> None:
        focused = self.focus.focused
        for tile in self.tiles.values():
            tile.update(self.ctx, dt, tile is focused)

    def next_change(self) -> float:
        focused = self.focus.focused
        return 0.0 if isinstance(focused, GameTile) and focused.demo_plays(self.ctx, True) else math.inf

    def draw(self, surface: pygame.Surface) -> None:
        # The menu changes only when focus, language or saves change: compose it once per look, then each frame
        # is one blit (plus the live demo on the focused tile).
        key = (self.ctx.i18n.language, self.continue_button.enabled, tuple(t.has_save for t in self.tiles.values()))
        if self._frame is None or self._frame[0] != key:
            frame = pygame.Surface(surface.get_size()).convert()
            frame.fill(theme.BG)
            self._compose(frame)
            self._frame = (key, frame)
            self._drawn_focus = self.focus.focus
        elif self._drawn_focus != self.focus.focus:
            # Only the widget that lost focus and the one that gained it are repainted (with their rings).
            frame = self._frame[1]
            for i in (self._drawn_focus, self.focus.focus):
                widget = self.focus.widgets[i]
                area = widget.rect.inflate(theme.FOCUS_RING_MARGIN, theme.FOCUS_RING_MARGIN)
                frame.set_clip(area)
                frame.fill(theme.BG)
                widget.draw(frame, self.ctx, i == self.focus.focus)
                if i == self.focus.focus:
                    ring = widget.rect.inflate(theme.FOCUS_RING_MARGIN, theme.FOCUS_RING_MARGIN)
                    ring_picture = draw.ring(ring.size, theme.ACCENT, theme.FOCUS_RING_WIDTH, theme.FOCUS_RING_RADIUS)
                    frame.blit(ring_picture, ring)
            frame.set_clip(None)
            self._drawn_focus = self.focus.focus
        surface.blit(self._frame[1], (0, 0))
        focused = self.focus.focused
        if isinstance(focused, GameTile) and focused.demo is not None and not self.ctx.settings.settings.reduce_motion:
            focused.demo.draw(surface, focused.picture_rect)
            focused.draw_badges(surface, self.ctx, focused.rect)

    def _compose(self, surface: pygame.Surface) -> None:
        title = self.ctx.assets.text(self.ctx.t("app.title"), theme.FONT_TITLE, theme.ACCENT, bold=True)
        surface.blit(title, title.get_rect(midtop=(theme.W // 2, TITLE_Y)))
        sub = self.ctx.assets.text(self.ctx.t("app.subtitle"), theme.FONT_SMALL, theme.TEXT_DIM)
        surface.blit(sub, sub.get_rect(midtop=(theme.W // 2, SUBTITLE_Y)))
        self.focus.draw(surface, self.ctx)
