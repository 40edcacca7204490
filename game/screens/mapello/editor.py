"""The Mapello setup phase (M3): agree limits, place walls, stars and jokers, save, load and share boards.

Reached from a Mapello game that has no board yet ("Build your own", and every free-play game, M6). "Play!"
starts that game on the board built here; in free play the player who did not build first picks a colour.
The scene edits; its layout is editor_widgets, its painting editor_paint, its shelf of boards editor_files and
its ways out editor_prompts.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pygame
from msgspec.structs import replace

from game.core.input import DIRECTIONS, Action, Intent
from game.core.match import Match, Seat
from game.core.scenes import Scene
from game.core.seeds import new_seed
from game.rules import RuleError, mapello
from game.screens.mapello import board as pics
from game.screens.mapello import editor_paint as paint
from game.screens.mapello.board import USER_KIND, tr
from game.screens.mapello.editor_files import save_board, shelf
from game.screens.mapello.editor_prompts import EditorPrompts, players, roles
from game.screens.mapello.editor_widgets import GEO, KINDS, build_panel
from game.screens.mapello.files import MapelloExtra
from game.screens.mapello.layout import ERROR_SECONDS
from game.screens.overlays import NamePicker
from game.ui.explain import explain
from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.core.context import Context

__all__ = ["GEO", "MapelloEditorScene"]
Cell = tuple[int, int]
STEP = {Action.UP: (-1, 0), Action.DOWN: (1, 0), Action.LEFT: (0, -1), Action.RIGHT: (0, 1)}
START_CURSOR: Cell = (3, 3)  # the cell cursor starts inside the playing area, near its middle
RANDOM_DONE_SECONDS = 1.5  # how long each message stays
LOADED_SECONDS = 2.0
SAVED_SECONDS = 4.0  # long enough to read the file's name


class MapelloEditorScene(Scene):
    """Build the board for `match`; `extra` is the session the game will carry (series, free play)."""

    def __init__(self, ctx: Context, match: Match, extra: MapelloExtra) -> None:
        super().__init__(ctx)
        self.match, self.extra = match, replace(extra)
        try:
            self.board = mapello.parse_map(extra.board or "")
        except ValueError:
            self.board = mapello.Board()
        self.limits = {k: mapello.MAX_PIECES for k in KINDS}  # M3: "at most 8" until the players agree less
        self.kind = "wall"
        self.cursor: Cell = START_CURSOR
        self.hover: Cell | None = None
        self.saved_path: str | None = None
        self.edited = False  # pieces placed or taken by hand since the board was last made, loaded or saved
        self.load_index = -1
        self.prompts = EditorPrompts(ctx, match, self.extra, lambda: self.board, lambda: self.edited)
        panel = build_panel(
            self,
            {
                "random": self.prompts.asking(self.randomise),
                "clear": self.prompts.asking(self.clear),
                "load": self.prompts.asking(self.load_next),
                "save": self.save,
                "back": self.prompts.ask_back,
                "play": self.play,
            },
        )
        self.focus, self.board_spot = panel.focus, panel.board_spot
        self.limit_choices, self.buttons = panel.limit_choices, panel.buttons
        try:  # the folder the info panel names, so a shared board can be put there before the first save
            ctx.saves.user_dir(USER_KIND).mkdir(parents=True, exist_ok=True)
        except OSError:
            pass

    # ---- who builds ----------------------------------------------------------------------------------------
    def players(self) -> tuple[Seat, Seat]:
        return players(self.match, self.extra)

    def roles(self) -> tuple[int, int]:
        """(builder, chooser) as player indices (0 = A, 1 = B), M6."""
        return roles(self.extra)

    def enter(self) -> None:
        builder = self.players()[self.roles()[0]]
        if self.prompts.free_play and builder.is_computer:
            self.randomise()  # a computer "builds" a random board within the limits, then the human chooses
            self.play()

    def play(self) -> None:
        """Start the game on this board (editor_prompts: a colour chosen first in free play)."""
        self.prompts.play()

    # ---- editing ------------------------------------------------------------------------------------------
    def select_kind(self, kind: str) -> None:
        self.kind = kind

    def set_limit(self, kind: str, value: int) -> None:
        if value < self.board.count(kind):  # M3: limits are agreed first; lowering one below the board breaks it
            self.limit_choices[kind].set_value(self.limits[kind])
            self.ctx.toast(tr(self.ctx, "mapello.editor.limit_low", kind=tr(self.ctx, f"mapello.kind.{kind}")), "error")
            return
        self.limits[kind] = value

    def problem(self, cell: Cell, kind: str | None = None) -> RuleError | None:
        """Why a `kind` piece may not go on `cell` (M3), or None."""
        return mapello.can_place_piece(self.board, kind or self.kind, *cell, self.limits)

    def press(self, cell: Cell) -> None:
        """Take away the piece on `cell`, or put the selected kind there; a refusal names the rule."""
        if self.board.cell(*cell) in KINDS:
            self.board = mapello.remove_piece(self.board, *cell)
            self.edited = True
            self.ctx.audio.play("flip")
            return
        problem = self.problem(cell)
        if problem is not None:
            limit = self.limits[self.kind]
            self.ctx.toast(
                explain(
                    self.ctx,
                    "mapello",
                    problem,
                    kind=tr(self.ctx, f"mapello.kinds.{self.kind}"),
                    limit=limit,
                    pieces=tr(self.ctx, f"mapello.count.{self.kind}", count=limit),
                ),
                "error",
            )
            return
        self.board = mapello.place_piece(self.board, self.kind, *cell, self.limits)
        self.edited = True
        self.ctx.audio.play("place")

    def randomise(self) -> None:
        self.board = mapello.random_board(new_seed(self.ctx.rng), dict(self.limits))
        self.saved_path, self.edited = None, False
        self.ctx.toast(tr(self.ctx, "mapello.editor.random_done"), seconds=RANDOM_DONE_SECONDS)

    def clear(self) -> None:
        self.board = mapello.Board()
        self.saved_path, self.edited = None, False

    def load_next(self) -> None:
        """Cycle through the player's saved boards, then the level boards."""
        entries = shelf(self.ctx)
        if not entries:
            self.ctx.toast(tr(self.ctx, "mapello.editor.nothing_to_load"), "error")
            return
        self.load_index = (self.load_index + 1) % len(entries)
        entry = entries[self.load_index]
        try:
            board = pics.read_board(entry.path)
        except ValueError:  # listed with its reason: say it, in the player's language
            self.ctx.toast(
                entry.label(self.ctx) if entry.problem else tr(self.ctx, "mapello.editor.nothing_to_load"),
                "error",
                ERROR_SECONDS,
            )
            return
        self.board = board
        for kind in KINDS:  # a loaded board brings its own agreement
            if board.count(kind) > self.limits[kind]:
                self.limits[kind] = board.count(kind)
                self.limit_choices[kind].set_value(self.limits[kind])
        self.saved_path = str(entry.path) if entry.value.startswith("user:") else None
        self.edited = False
        self.ctx.audio.play("select")
        self.ctx.toast(tr(self.ctx, "mapello.editor.loaded", name=entry.label(self.ctx)), seconds=LOADED_SECONDS)

    def save(self) -> None:
        """Ask for a name (two words, no typing), then save to the player's boards."""
        ctx = self.ctx
        ctx.scenes.push(
            NamePicker(ctx, lambda: tr(ctx, "mapello.editor.name_title"), self.save_as, seed=ctx.rng.randrange(64))
        )

    def save_as(self, name: str, name_ja: str) -> None:
        """Save as an M14 file named after `name`; that file is what players share."""
        try:
            board, path = save_board(self.ctx, self.board, name, name_ja)
        except OSError as exc:
            self.ctx.toast(tr(self.ctx, "mapello.editor.save_failed", why=exc), "error", ERROR_SECONDS)
            return
        self.board = board
        self.saved_path, self.edited = str(path), False
        label = board.name_ja if self.ctx.i18n.language == "ja" else board.name
        self.ctx.toast(tr(self.ctx, "mapello.editor.saved", name=label) + " " + path.name, seconds=SAVED_SECONDS)

    # ---- input --------------------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        a = intent.action
        if a in (Action.BACK, Action.MENU):
            self.prompts.ask_back()
            return
        if a in (Action.POINT, Action.SELECT) and intent.pos is not None:
            cell = GEO.cell_at(intent.pos)
            self.hover = cell
            if cell is not None:
                self.focus.focus_on(self.board_spot)
                if a is Action.SELECT:
                    self.cursor = cell
                    self.press(cell)
                return
        if self.focus.focused is self.board_spot:
            if a in DIRECTIONS:
                dr, dc = STEP[a]
                r, c = self.cursor[0] + dr, self.cursor[1] + dc
                self.hover = None
                if 0 <= r < pics.SIZE and 0 <= c < pics.SIZE:
                    self.cursor = (r, c)
                    return
                # at the edge of the board the D-pad leaves it for the buttons
            elif a is Action.CONFIRM:
                self.press(self.cursor)
                return
        self.focus.handle(self.ctx, intent)

    # ---- drawing --------------------------------------------------------------------------------------------
    def info_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The info panel's lines and colours (editor_paint.info_lines)."""
        return paint.info_lines(self.ctx, self.board, self.saved_path)

    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        if self.prompts.free_play:
            builder_i = self.roles()[0]
            builder = self.players()[builder_i]
            paint.draw_title(
                surface, ctx, tr(ctx, "mapello.editor.builder", player=seat_name(ctx, builder)), (builder_i, builder)
            )
        else:
            paint.draw_title(surface, ctx, tr(ctx, "mapello.editor.title"), None)
        on_board = self.focus.focused is self.board_spot
        paint.draw_board(surface, ctx, self.board, self.problem, self.cursor if on_board else None, self.hover)
        self.focus.draw(surface, ctx)
        paint.draw_info(surface, ctx, self.info_lines())
