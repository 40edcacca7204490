"""The Mapello setup phase (M3): agree limits, place walls, stars and jokers, save, load and share boards.

Reached from a Mapello game that has no board yet ("Build your own", and every free-play game, M6). "Play!"
starts that game on the board built here; in free play the player who did not build first picks a colour.
"""
from __future__ import annotations

from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.core.input import DIRECTIONS, Action, Intent
from game.core.match import Match, Seat
from game.core.saves import safe_name
from game.core.scenes import Scene
from game.rules import RuleError, mapello
from game.screens.mapello import board as pics
from game.screens.mapello.board import USER_KIND, BoardGeometry, path_lines, small_width, tr
from game.screens.overlays import ChoiceOverlay, NamePicker
from game.ui import draw, theme
from game.ui.explain import explain
from game.ui.seats import seat_marker, seat_name
from game.ui.text import wrap
from game.ui.widgets import Button, Choice, FocusGroup, Widget

if TYPE_CHECKING:
    from game.core.context import Context

Cell = tuple[int, int]
GEO = BoardGeometry(x=36, y=104, cell=56)
PANEL_X, PANEL_W = 636, 604
KINDS = mapello.KINDS
STEP = {Action.UP: (-1, 0), Action.DOWN: (1, 0), Action.LEFT: (0, -1), Action.RIGHT: (0, 1)}
INFO_TOP = 574
GLOW = (255, 230, 120)  # an inner cell where the chosen piece may go
JOKER_GLOW = (255, 205, 60)  # a border cell where a joker may go: stronger, the labels sit on those cells too


class BoardSpot(Widget):
    """The board as one focus stop: while it has focus the D-pad moves the cell cursor instead."""

    def __init__(self) -> None:
        super().__init__(GEO.rect)


class KindButton(Button):
    """A piece-kind picker: the piece's picture, its name and how many stand on the board."""

    def __init__(self, rect: Any, kind: str, editor: MapelloEditorScene) -> None:
        super().__init__(rect, lambda: tr(editor.ctx, f"mapello.kind.{kind}"), lambda: editor.select_kind(kind))
        self.kind, self.editor = kind, editor

    def draw(self, surface: pygame.Surface, ctx: Context, focused: bool) -> None:
        chosen = self.editor.kind == self.kind
        colour = theme.PANEL_HI if focused else theme.PANEL
        surface.blit(draw.panel(self.rect.size, colour, 16, 4 if chosen else 0, theme.ACCENT), self.rect)
        pic = pics.piece(self.kind, 42)
        if pic is not None:
            surface.blit(pic, pic.get_rect(midleft=(self.rect.x + 8, self.rect.centery)))
        name = ctx.assets.text(tr(ctx, f"mapello.kind.{self.kind}"), 26,
                               theme.ACCENT if chosen else theme.TEXT, bold=True)
        surface.blit(name, name.get_rect(topleft=(self.rect.x + 56, self.rect.y + 10)))
        count = f"{self.editor.board.count(self.kind)} / {self.editor.limits[self.kind]}"
        img = ctx.assets.text(count, theme.FONT_SMALL, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(topleft=(self.rect.x + 56, self.rect.y + 46)))


class MapelloEditorScene(Scene):
    """Build the board for `match`; `extra` is the session the game will carry (series, free play)."""

    def __init__(self, ctx: Context, match: Match, extra: dict[str, Any]) -> None:
        super().__init__(ctx)
        self.match, self.extra = match, dict(extra)
        try:
            self.board = mapello.parse_map(str(extra.get("board", "")))
        except ValueError:
            self.board = mapello.Board()
        self.limits = {k: mapello.MAX_PIECES for k in KINDS}  # M3: "at most 8" until the players agree less
        self.kind = "wall"
        self.cursor: Cell = (3, 3)
        self.hover: Cell | None = None
        self.saved_path: str | None = None
        self.edited = False  # pieces placed or taken by hand since the board was last made, loaded or saved
        self.load_index = -1
        self.t = 0.0
        self.focus = FocusGroup()
        self.board_spot = BoardSpot()
        self.focus.add(self.board_spot)
        self.kind_buttons: list[KindButton] = []
        w = (PANEL_W - 20) // 3
        for i, kind in enumerate(KINDS):
            b = KindButton((PANEL_X + i * (w + 10), 104, w, 84), kind, self)
            self.kind_buttons.append(b)
            self.focus.add(b)
        self.limit_choices: dict[str, Choice] = {}
        for i, kind in enumerate(KINDS):
            c = Choice((PANEL_X, 206 + i * 62, PANEL_W, 54), partial(tr, ctx, f"mapello.limit.{kind}"),
                       [(n, str(n)) for n in range(mapello.MAX_PIECES + 1)], self.limits[kind],
                       partial(self.set_limit, kind), size=26)
            self.limit_choices[kind] = c
            self.focus.add(c)
        self.buttons: dict[str, Button] = {}
        w = (PANEL_W - 30) // 4
        actions = (("random", self.asking(self.randomise)), ("clear", self.asking(self.clear)),
                   ("load", self.asking(self.load_next)), ("save", self.save))
        for i, (key, action) in enumerate(actions):
            self.buttons[key] = self._button((PANEL_X + i * (w + 10), 408, w, 64), f"mapello.editor.{key}", action,
                                             theme.FONT_BODY)
        self.buttons["back"] = self._button((PANEL_X, 486, 200, 72), "common.back", self.ask_back)
        self.buttons["play"] = self._button((PANEL_X + 214, 486, PANEL_W - 214, 72), "mapello.editor.play",
                                            self.play, theme.FONT_LABEL, (60, 120, 70))
        self.focus.focus_on(self.buttons["play"])
        try:  # the folder the info panel names, so a shared board can be put there before the first save
            ctx.saves.user_dir(USER_KIND).mkdir(parents=True, exist_ok=True)
        except OSError:
            pass

    def _button(self, rect: tuple[int, int, int, int], key: str, action: Callable[[], object],
                size: int = theme.FONT_LABEL, colour: tuple[int, int, int] = theme.PANEL) -> Button:
        b = Button(rect, lambda: tr(self.ctx, key), action, size=size, colour=colour)
        self.focus.add(b)
        return b

    # ---- who builds ----------------------------------------------------------------------------------------
    @property
    def free_play(self) -> bool:
        return self.match.options.get("mode") == "free"

    def players(self) -> tuple[Seat, Seat]:
        a = int(self.extra.get("a_seat", 0))
        return self.match.seats[a], self.match.seats[1 - a]

    def roles(self) -> tuple[int, int]:
        """(builder, chooser) as player indices (0 = A, 1 = B), M6."""
        return mapello.free_play_roles(int(self.extra.get("index", 0)))

    def enter(self) -> None:
        builder = self.players()[self.roles()[0]]
        if self.free_play and builder.is_computer:
            self.randomise()  # a computer "builds" a random board within the limits, then the human chooses
            self.play()

    # ---- editing ------------------------------------------------------------------------------------------
    def select_kind(self, kind: str) -> None:
        self.kind = kind

    def set_limit(self, kind: str, value: int) -> None:
        have = self.board.count(kind)
        if value < have:  # M3: limits are agreed first; lowering one below the board would break it
            self.limit_choices[kind].set_value(self.limits[kind])
            self.ctx.toast(tr(self.ctx, "mapello.editor.limit_low", kind=tr(self.ctx, f"mapello.kind.{kind}")),
                           "error")
            return
        self.limits[kind] = value

    def problem(self, cell: Cell, kind: str | None = None) -> RuleError | None:
        """Why a `kind` piece may not go on `cell` (M3), or None."""
        return mapello.can_place_piece(self.board, kind or self.kind, *cell, self.limits)

    def press(self, cell: Cell) -> None:
        """Take away the piece on `cell`, or put the selected kind there; a refusal names the rule."""
        here = self.board.cell(*cell)
        if here in KINDS:
            self.board = mapello.remove_piece(self.board, *cell)
            self.edited = True
            self.ctx.audio.play("flip")
            return
        problem = self.problem(cell)
        if problem is not None:
            self.ctx.toast(self._friendly(problem), "error")
            return
        self.board = mapello.place_piece(self.board, self.kind, *cell, self.limits)
        self.edited = True
        self.ctx.audio.play("place")

    def _friendly(self, problem: RuleError) -> str:
        kind = self.kind
        return explain(self.ctx, "mapello", problem, kind=tr(self.ctx, f"mapello.kinds.{kind}"),
                       limit=self.limits[kind])

    def randomise(self) -> None:
        self.board = mapello.random_board(self.ctx.rng.randrange(1 << 30), dict(self.limits))
        self.saved_path, self.edited = None, False
        self.ctx.toast(tr(self.ctx, "mapello.editor.random_done"), seconds=1.5)

    def clear(self) -> None:
        self.board = mapello.Board()
        self.saved_path, self.edited = None, False

    def load_next(self) -> None:
        """Cycle through the player's saved boards, then the level boards."""
        entries = pics.user_boards(self.ctx) + pics.level_boards()
        if not entries:
            self.ctx.toast(tr(self.ctx, "mapello.editor.nothing_to_load"), "error")
            return
        self.load_index = (self.load_index + 1) % len(entries)
        entry = entries[self.load_index]
        try:
            board = pics.read_board(entry.path)
        except ValueError:  # listed with its reason: say it, in the player's language
            self.ctx.toast(entry.label(self.ctx) if entry.problem else tr(self.ctx, "mapello.editor.nothing_to_load"),
                           "error", 5.0)
            return
        self.board = board
        for kind in KINDS:  # a loaded board brings its own agreement
            if board.count(kind) > self.limits[kind]:
                self.limits[kind] = board.count(kind)
                self.limit_choices[kind].set_value(self.limits[kind])
        self.saved_path = str(entry.path) if entry.value.startswith("user:") else None
        self.edited = False
        self.ctx.audio.play("select")
        self.ctx.toast(tr(self.ctx, "mapello.editor.loaded", name=entry.label(self.ctx)), seconds=2.0)

    def save(self) -> None:
        """Ask for a name (two words, no typing), then save to the player's boards."""
        ctx = self.ctx
        ctx.scenes.push(NamePicker(ctx, lambda: tr(ctx, "mapello.editor.name_title"), self.save_as,
                                   seed=ctx.rng.randrange(64)))

    def save_as(self, name: str, name_ja: str) -> None:
        """Save as an M14 file named after `name` (ASCII, so boards travel); that file is what players share."""
        taken = {p.stem for p in self.ctx.saves.list_files(USER_KIND, ".map")}
        base, base_ja, n = name, name_ja, 1
        while safe_name(name) in taken:
            n += 1
            name, name_ja = f"{base} {n}", f"{base_ja} {n}"
        board = mapello.Board(self.board.walls, self.board.bonuses, self.board.jokers, self.board.black,
                              self.board.white, name, name_ja, self.board.note, self.board.note_ja)
        try:
            path = self.ctx.saves.write_text(USER_KIND, name, mapello.format_map(board), ".map")
        except OSError as exc:
            self.ctx.toast(tr(self.ctx, "mapello.editor.save_failed", why=exc), "error", 5.0)
            return
        self.board = board
        self.saved_path, self.edited = str(path), False
        label = board.name_ja if self.ctx.i18n.language == "ja" else board.name
        self.ctx.toast(tr(self.ctx, "mapello.editor.saved", name=label) + " " + path.name, seconds=4.0)

    # ---- leaving --------------------------------------------------------------------------------------------
    def play(self) -> None:
        """Start the game on this board; in free play the other player first picks black or white (M6).
        A board on which black could only pass is refused (M8, M11)."""
        problem = mapello.start_problem(self.board)
        if problem is not None:
            self.ctx.toast(explain(self.ctx, "mapello", problem), "error", 4.0)
            return
        text = mapello.format_map(self.board)
        if not self.free_play:
            self._start(self.match, {**self.extra, "board": text, "ready": True})
            return
        chooser_i = self.roles()[1]
        chooser = self.players()[chooser_i]
        if chooser.is_computer:
            self.choose_colour(0)  # the computer likes to move first
            return
        ctx = self.ctx
        ctx.scenes.push(ChoiceOverlay(ctx, lambda: tr(ctx, "mapello.choose_colour", player=seat_name(ctx, chooser)), [
            (lambda: tr(ctx, "mapello.choose_black"), lambda: self.choose_colour(0)),
            (lambda: tr(ctx, "mapello.choose_white"), lambda: self.choose_colour(1)),
        ], on_back=ctx.scenes.pop, width=640))

    def choose_colour(self, colour: int) -> None:
        """The chooser takes seat `colour` (0 black, 1 white); the builder gets the other one."""
        chooser_i = self.roles()[1]
        a_seat = colour if chooser_i == 0 else 1 - colour
        a, b = self.players()
        seats = (a, b) if a_seat == 0 else (b, a)
        match = Match(self.match.game, seats, self.match.options)
        self._start(match, {**self.extra, "board": mapello.format_map(self.board), "ready": True, "a_seat": a_seat})

    def _start(self, match: Match, extra: dict[str, Any]) -> None:
        from game.screens.game_launch import start_game

        start_game(self.ctx, match, extra)

    def back(self) -> None:
        """Back to the setup screen of this match (or to wherever the editor was opened from)."""
        from game.screens.catalog import CATALOG
        from game.screens.setup import SetupScene

        if self.ctx.scenes.pop_to_root() is None:
            self.ctx.scenes.pop()
            return
        setup = SetupScene(self.ctx, CATALOG["mapello"])
        setup.prefill(dict(self.match.options), self.players())
        self.ctx.scenes.push(setup)

    def asking(self, action: Callable[[], object]) -> Callable[[], object]:
        """`action` replaces the board: when that would throw away pieces laid by hand, ask first."""
        def ask() -> None:
            if self.edited:
                self._ask_to_throw_away(action)
            else:
                action()
        return ask

    def ask_back(self) -> None:
        """Back, but first ask when there are pieces on the board that would be thrown away."""
        if not any(self.board.count(kind) for kind in KINDS):
            self.back()
            return
        self._ask_to_throw_away(self.back)

    def _ask_to_throw_away(self, then: Callable[[], object]) -> None:
        ctx = self.ctx
        ctx.scenes.push(ChoiceOverlay(ctx, lambda: tr(ctx, "mapello.editor.leave_question"), [
            (lambda: tr(ctx, "mapello.editor.leave_no"), ctx.scenes.pop),  # first, so a stray A keeps the board
            (lambda: tr(ctx, "mapello.editor.leave_yes"), lambda: (ctx.scenes.pop(), then())),
        ], on_back=ctx.scenes.pop, width=640))

    # ---- input --------------------------------------------------------------------------------------------
    def handle(self, intent: Intent) -> None:
        a = intent.action
        if a in (Action.BACK, Action.MENU):
            self.ask_back()
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

    def update(self, dt: float) -> None:
        self.t += dt

    # ---- drawing --------------------------------------------------------------------------------------------
    def draw(self, surface: pygame.Surface) -> None:
        ctx = self.ctx
        title = tr(ctx, "mapello.editor.title")
        if self.free_play:
            builder = self.players()[self.roles()[0]]
            title = tr(ctx, "mapello.editor.builder", player=seat_name(ctx, builder))
        img = ctx.assets.text(title, theme.FONT_LABEL + 6, theme.ACCENT, bold=True)
        surface.blit(img, img.get_rect(midtop=(GEO.rect.centerx, 34)))
        if self.free_play:
            m = seat_marker(self.roles()[0], self.players()[self.roles()[0]], 40)
            surface.blit(m, m.get_rect(midright=(GEO.rect.centerx - img.get_width() // 2 - 12, 56)))
        self._draw_board(surface)
        self.focus.draw(surface, ctx)
        self._draw_info(surface)

    def _draw_board(self, surface: pygame.Surface) -> None:
        board = self.board
        surface.blit(pics.frame(GEO.cell), GEO.rect)
        glow = pics.glow(GEO.cell - 10, GLOW, 90)
        # Border cells carry the a-h / 1-8 labels, so a joker's place needs more than a faint glow: a bright
        # gold tile with a ring, under the label.
        joker_glow = pics.glow(GEO.cell - 6, JOKER_GLOW, 200)
        joker_ring = draw.ring((GEO.cell - 2, GEO.cell - 2), (255, 250, 210), 3, GEO.cell // 5)
        lit = set()
        for r in range(pics.SIZE):
            for c in range(pics.SIZE):
                if board.cell(r, c) in ("empty", "border") and self.problem((r, c)) is None:
                    rect = GEO.cell_rect(r, c)
                    if pics.is_inner(r, c):
                        draw.blit_center(surface, glow, rect.center)
                    else:
                        lit.add((r, c))
                        draw.blit_center(surface, joker_glow, rect.center)
                        draw.blit_center(surface, joker_ring, rect.center)
        pics.draw_labels(surface, self.ctx, GEO, lambda r, c: board.cell(r, c) == "joker",
                         lambda r, c: (r, c) in lit)
        size = GEO.cell - 8
        for r in range(pics.SIZE):
            for c in range(pics.SIZE):
                kind = board.cell(r, c)
                pic = pics.piece(kind, size if kind != "bonus" else size - 8)
                if pic is not None:
                    draw.blit_center(surface, pic, GEO.cell_rect(r, c).center)
        on_board = self.focus.focused is self.board_spot
        if on_board:
            ring = GEO.cell_rect(*self.cursor).inflate(6, 6)
            surface.blit(draw.ring(ring.size, theme.ACCENT, 5, 10), ring)
        if self.hover is not None:
            ring = GEO.cell_rect(*self.hover).inflate(2, 2)
            surface.blit(draw.ring(ring.size, (255, 255, 255), 3, 8), ring)

    def info_lines(self) -> list[tuple[str, tuple[int, int, int]]]:
        """The info panel's lines and colours: how to edit (or where the board was saved), then the folder of
        the player's boards, where a board someone shared is put to be loaded."""
        ctx = self.ctx
        width, measure = PANEL_W - 28, small_width(ctx)
        if self.saved_path:
            name = self.board.name_ja if ctx.i18n.language == "ja" else self.board.name
            top = wrap(tr(ctx, "mapello.editor.saved_file", name=name, file=Path(self.saved_path).name), width,
                       measure)
        else:
            top = wrap(tr(ctx, "mapello.editor.help"), width, measure)
        folder = str(ctx.saves.user_dir(USER_KIND))
        return ([(line, theme.TEXT) for line in top]
                + [(line, theme.ACCENT) for line in wrap(tr(ctx, "mapello.editor.shared_here"), width, measure)]
                + [(line, theme.TEXT_DIM) for line in path_lines(folder, width, measure)])

    def _draw_info(self, surface: pygame.Surface) -> None:
        box = pygame.Rect(PANEL_X, INFO_TOP, PANEL_W, theme.H - 10 - INFO_TOP)
        surface.blit(draw.panel(box.size, theme.BG_DARK, 16), box)
        lines = self.info_lines()
        step = min(24, (box.h - 12) // max(1, len(lines)))
        for i, (line, colour) in enumerate(lines):
            img = self.ctx.assets.text(line, theme.FONT_SMALL, colour)
            surface.blit(img, (box.x + 14, box.y + 6 + step * i))
