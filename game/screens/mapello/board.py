"""What the Mapello game and its board editor share: the boards on disk, the 10x10 geometry, the coordinates, the
setup's preview and the UI strings (the pieces' pictures are in art.py)."""

from __future__ import annotations

import dataclasses
import logging
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

import game
from game.core.file_cache import FileCache
from game.core.sanitize import clean_text
from game.core.storage import FileProblem, read_text_limited
from game.rules import LevelError, mapello
from game.screens.mapello import art
from game.screens.mapello.files import BOARD_LIMIT
from game.ui import draw, theme
from game.ui.text import wrap

if TYPE_CHECKING:
    from game.core.context import Context

log = logging.getLogger(__name__)
SIZE = mapello.SIZE
BOARD_DIR = game.LEVELS_DIR / "mapello"
USER_KIND = "mapello_boards"  # the saves folder of the player's own boards
NOTE_LIMIT = 160  # characters of a board's note kept for the screen
INNER_SIDE = SIZE - 2  # the playing area's side, inside the border ring
LABEL = (236, 214, 180)  # a coordinate on the wooden border
LABEL_ON_LIT = (96, 60, 16)  # on a border cell the editor paints gold
# The setup's preview: the board in cells of a size that fits the area's height, its words at its right.
PREVIEW_CELL = (8, 24)  # px: the smallest and the largest cell
NOTE_GAP = 30  # px from the board to its words
NOTE_TOP = 10  # px below the board's top
NOTE_LINE = 38  # px from one line of the words to the next
NOTE_PARAGRAPH = 6  # px more after each paragraph


def tr(ctx: Context, key: str, **values: object) -> str:
    """A Mapello string in the player's language."""
    return ctx.t(key, **values)


def small_width(ctx: Context) -> Callable[[str], int]:
    """How wide a text is at the small size (the measure for game.ui.text.wrap)."""
    font = ctx.assets.font(theme.FONT_SMALL)
    return lambda text: font.size(text)[0]


def path_lines(path: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """A file path in lines no wider than `width`, broken after its "/" (or "\\") separators.

    game.ui.text.wrap breaks at spaces, so each separator gets a space after it for the wrapping; the spaces
    the path really holds travel as no-break spaces meanwhile, and both are put back in the lines."""

    def unmark(text: str) -> str:
        return text.replace(" ", "").replace("\u00a0", " ")

    marked = path.replace(" ", "\u00a0").replace("/", "/ ").replace("\\", "\\ ")
    return [unmark(line) for line in wrap(marked, width, lambda text: measure(unmark(text)))]


# ---- boards on disk -----------------------------------------------------------------------------------
@dataclass(frozen=True)
class BoardEntry:
    """A board the player can pick: its option value ("level:stem" / "user:stem"), names, and its file.
    `problem` is the i18n key of why the file cannot be read ("" for a good board): such a board is listed,
    with its reason, so a player's board never vanishes without a word."""

    value: str
    name: str
    name_ja: str
    path: Path
    problem: str = ""

    def label(self, ctx: Context) -> str:
        if self.problem:
            return tr(ctx, "mapello.board.unreadable", name=self.name, why=ctx.t(self.problem))
        return (self.name_ja or self.name) if ctx.i18n.language == "ja" else self.name


def read_board(path: Path) -> mapello.Board:
    """A board file, refused unread when it is no regular file or bigger than files.BOARD_LIMIT; names cleaned for
    the screen. Raises FileProblem (a ValueError) whose `reason` says why in a few words."""
    text = read_text_limited(path, BOARD_LIMIT)
    if text is None:
        raise FileProblem(f"{path.name}: missing", "file.why.unreadable")
    try:
        board = mapello.parse_map(text)
    except LevelError as exc:
        where = f"{path.name}: line {exc.line}: " if exc.line else f"{path.name}: "
        raise FileProblem(where + str(exc), "file.why.damaged") from exc
    return dataclasses.replace(
        board,
        name=clean_text(board.name) or clean_text(path.stem) or "?",
        name_ja=clean_text(board.name_ja),
        note=clean_text(board.note, NOTE_LIMIT),
        note_ja=clean_text(board.note_ja, NOTE_LIMIT),
    )


def _entry(prefix: str, path: Path) -> BoardEntry:
    try:
        board = read_board(path)
    except FileProblem as exc:
        log.info("board %s cannot be read: %s", path, exc)
        return BoardEntry(f"{prefix}:{path.stem}", clean_text(path.stem) or "?", "", path, exc.reason)
    return BoardEntry(f"{prefix}:{path.stem}", board.name, board.name_ja, path)


_level_entries = FileCache(partial(_entry, "level"))
_user_entries = FileCache(partial(_entry, "user"))


def level_boards() -> list[BoardEntry]:
    """The good level boards, in file order (Classic first; tools/check_levels.py reports a bad one)."""
    return [e for e in (_level_entries(p) for p in sorted(BOARD_DIR.glob("*.map"))) if not e.problem]


def user_boards(ctx: Context) -> list[BoardEntry]:
    """The player's own saved boards, those that cannot be read included (marked with their reason)."""
    return [_user_entries(p) for p in ctx.saves.list_files(USER_KIND, ".map")]


def all_boards(ctx: Context) -> list[BoardEntry]:
    return level_boards() + user_boards(ctx)


def mode_choices(ctx: Context) -> tuple[tuple[str, str], ...]:
    """The setup screen's Mode option: one game, a series (M5, M13) or free play (M6)."""
    return tuple((m, tr(ctx, f"mapello.mode.{m}")) for m in ("single", "series3", "series5", "free"))


def board_choices(ctx: Context) -> tuple[tuple[str, str], ...]:
    """The setup screen's Board option: level boards, the player's boards, random, build your own."""
    boards = tuple((e.value, e.label(ctx)) for e in all_boards(ctx))
    return boards + (("random", tr(ctx, "mapello.board.random")), ("build", tr(ctx, "mapello.board.build")))


def board_text(ctx: Context, value: str) -> str:
    """The map text of a board option value; raises ValueError (naming the file) when it cannot be read."""
    for entry in all_boards(ctx):
        if entry.value == value:
            return mapello.format_map(read_board(entry.path))
    raise ValueError(f"no board {value!r}")


# ---- geometry -------------------------------------------------------------------------------------------
@dataclass(frozen=True)
class BoardGeometry:
    """Where the 10x10 grid sits on the 1280x720 canvas; cells are (row, col), 0..9, border included."""

    x: int
    y: int
    cell: int

    @property
    def rect(self) -> pygame.Rect:
        return pygame.Rect(self.x, self.y, self.cell * SIZE, self.cell * SIZE)

    def cell_rect(self, row: int, col: int) -> pygame.Rect:
        return pygame.Rect(self.x + col * self.cell, self.y + row * self.cell, self.cell, self.cell)

    def cell_at(self, pos: tuple[float, float]) -> tuple[int, int] | None:
        col = math.floor((pos[0] - self.x) / self.cell)
        row = math.floor((pos[1] - self.y) / self.cell)
        return (row, col) if 0 <= row < SIZE and 0 <= col < SIZE else None


def draw_labels(
    surface: pygame.Surface,
    ctx: Context,
    geo: BoardGeometry,
    occupied: Callable[[int, int], bool],
    lit: Callable[[int, int], bool] = lambda r, c: False,
) -> None:
    """Column letters a-h and row numbers 1-8 (M15) on the border cells that hold no joker (dark on `lit`
    cells, which the editor paints gold)."""
    for i in range(INNER_SIDE):
        for (r, c), text in (
            ((0, i + 1), mapello.FILES[i]),
            ((SIZE - 1, i + 1), mapello.FILES[i]),
            ((i + 1, 0), str(i + 1)),
            ((i + 1, SIZE - 1), str(i + 1)),
        ):
            if occupied(r, c):
                continue
            img = ctx.assets.text(text, theme.FONT_SMALL, LABEL_ON_LIT if lit(r, c) else LABEL)
            draw.blit_center(surface, img, geo.cell_rect(r, c).center)


# ---- the setup screen's preview ---------------------------------------------------------------------------
def setup_preview(ctx: Context, options: Mapping[str, object], surface: pygame.Surface, area: pygame.Rect) -> None:
    """Draw the chosen board (or what "random" / "build your own" will do) and its note, for the setup screen."""
    value = str(options.get("board", ""))
    cell = max(PREVIEW_CELL[0], min(area.h // SIZE, PREVIEW_CELL[1]))
    spot = pygame.Rect(area.x, area.y, cell * SIZE, cell * SIZE)
    spot.centery = area.centery
    note = ""
    unreadable = ""
    try:
        text = board_text(ctx, value)
    except FileProblem as exc:  # a player's board that cannot be read: say why where it is chosen
        text, unreadable = "", ctx.t(exc.reason)
    except ValueError:
        text = ""
    if text:
        surface.blit(art.miniature(text, cell), spot)
        board = mapello.parse_map(text)
        counts = "   ".join(f"{tr(ctx, f'mapello.kind.{k}')} {board.count(k)}" for k in ("wall", "bonus", "joker"))
        note = board.note_ja if ctx.i18n.language == "ja" and board.note_ja else board.note
        lines = [counts, note]
    else:
        surface.blit(art.frame(cell), spot)
        mark = ctx.assets.text("?" if value == "random" else "✎", theme.FONT_HUGE, art.GOLD, bold=True)
        draw.blit_center(surface, mark, spot.center)
        lines = [tr(ctx, f"mapello.board.{value}") if value in ("random", "build") else unreadable]
    x, y = spot.right + NOTE_GAP, spot.y + NOTE_TOP
    font = ctx.assets.font(theme.FONT_BODY)
    for line in lines:
        for part in wrap(line, area.right - x, lambda t: font.size(t)[0]) if line else ():
            img = ctx.assets.text(part, theme.FONT_BODY, theme.TEXT_DIM)
            surface.blit(img, (x, y))
            y += NOTE_LINE
        y += NOTE_PARAGRAPH
