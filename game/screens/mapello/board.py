"""What the Mapello game and its board editor share: the 10x10 geometry, the pieces' pictures and the UI strings.

Every piece differs by shape as well as colour (DESIGN.md, "Kids first"): discs are round, walls are square
brick blocks, bonuses are gold stars and jokers are black-and-white jester diamonds.
"""

from __future__ import annotations

import dataclasses
import logging
import math
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from functools import lru_cache, partial
from pathlib import Path
from typing import TYPE_CHECKING

import pygame

import game
from game.core.file_cache import FileCache
from game.core.sanitize import clean_text
from game.core.storage import FileProblem, read_text_limited
from game.rules import LevelError, mapello
from game.screens.mapello.files import BOARD_LIMIT
from game.ui import draw, theme
from game.ui.paint import supersampled
from game.ui.text import wrap

if TYPE_CHECKING:
    from game.core.context import Context

log = logging.getLogger(__name__)
SIZE = mapello.SIZE
BOARD_DIR = game.LEVELS_DIR / "mapello"
USER_KIND = "mapello_boards"  # the saves folder of the player's own boards
FELT = (46, 128, 84)
FELT_DARK = (36, 104, 68)
WOOD = (138, 92, 52)
WOOD_DARK = (104, 66, 36)
DISC_BLACK = (28, 28, 32)
DISC_WHITE = (244, 242, 234)
GOLD = (255, 200, 60)
WALL = (150, 146, 140)
WALL_DARK = (96, 92, 88)
JOKER = (168, 80, 190)


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
        note=clean_text(board.note, 160),
        note_ja=clean_text(board.note_ja, 160),
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


def is_inner(row: int, col: int) -> bool:
    return 1 <= row <= 8 and 1 <= col <= 8


# ---- pictures (cached; drawn supersampled for smooth edges) ------------------------------------------------


@lru_cache(maxsize=64)
def disc(colour: str, size: int) -> pygame.Surface:
    """A black or white disc with a contrasting rim and a soft shine."""
    body = DISC_BLACK if colour == "black" else DISC_WHITE
    rim = (110, 110, 118) if colour == "black" else (60, 60, 66)

    def paint(s: pygame.Surface) -> None:
        n = s.get_width()
        c, r = n / 2, n / 2 - n * 0.06
        pygame.draw.circle(s, (0, 0, 0, 70), (c + n * 0.03, c + n * 0.05), r)  # shadow
        pygame.draw.circle(s, rim, (c, c), r)
        pygame.draw.circle(s, body, (c, c), r - n * 0.05)
        shine = (255, 255, 255, 50 if colour == "black" else 120)
        pygame.draw.circle(s, shine, (c - r * 0.3, c - r * 0.3), r * 0.3)

    return supersampled((size, size), paint)


@lru_cache(maxsize=16)
def wall(size: int) -> pygame.Surface:
    """A square stone block with brick lines: square where discs are round."""

    def paint(s: pygame.Surface) -> None:
        n = s.get_width()
        m = n * 0.06
        box = pygame.Rect(m, m, n - 2 * m, n - 2 * m)
        pygame.draw.rect(s, WALL_DARK, box, border_radius=int(n * 0.08))
        inner = box.inflate(-n * 0.08, -n * 0.08)
        pygame.draw.rect(s, WALL, inner, border_radius=int(n * 0.06))
        line = max(2, int(n * 0.04))
        for i in (1, 2):
            y = inner.y + inner.h * i / 3
            pygame.draw.line(s, WALL_DARK, (inner.x, y), (inner.right, y), line)
        for row, xs in ((0, (0.5,)), (1, (0.25, 0.75)), (2, (0.5,))):
            for fx in xs:
                x = inner.x + inner.w * fx
                y0 = inner.y + inner.h * row / 3
                pygame.draw.line(s, WALL_DARK, (x, y0), (x, y0 + inner.h / 3), line)

    return supersampled((size, size), paint)


@lru_cache(maxsize=16)
def bonus(size: int) -> pygame.Surface:
    """A gold star (the cell stays playable underneath)."""
    return draw.marker("star", GOLD, size, (120, 80, 0))


@lru_cache(maxsize=8)
def taken_badge(size: int) -> pygame.Surface:
    """The star on a disc that took a bonus (M10): gold with a thick dark outline on a light ring, so it shows
    on black discs and on white ones alike."""
    s = pygame.Surface((size, size), pygame.SRCALPHA)
    c = size / 2
    pygame.draw.circle(s, (255, 248, 225), (c, c), c)
    pygame.draw.circle(s, (90, 60, 0), (c, c), c, max(2, size // 14))
    star = draw.marker("star", GOLD, size, (70, 45, 0))
    s.blit(star, star.get_rect(center=(c, c)))
    return s


@lru_cache(maxsize=16)
def joker(size: int) -> pygame.Surface:
    """A jester diamond, half black half white ("counts as your colour"), with a purple frame and bells."""

    def paint(s: pygame.Surface) -> None:
        n = s.get_width()
        c = n / 2
        r = n * 0.42
        outer = [(c, c - r), (c + r, c), (c, c + r), (c - r, c)]
        pygame.draw.polygon(s, JOKER, outer)
        k = r * 0.72
        pygame.draw.polygon(s, DISC_BLACK, [(c, c - k), (c, c + k), (c - k, c)])
        pygame.draw.polygon(s, DISC_WHITE, [(c, c - k), (c + k, c), (c, c + k)])
        for x, y in outer:  # jester bells on the four tips
            pygame.draw.circle(s, GOLD, (x, y), n * 0.07)

    return supersampled((size, size), paint)


def piece(kind: str, size: int) -> pygame.Surface | None:
    """The picture of a board piece kind ("black", "white", "wall", "bonus", "joker"), None for empty cells."""
    if kind in ("black", "white"):
        return disc(kind, size)
    return {"wall": wall, "bonus": bonus, "joker": joker}.get(kind, lambda _s: None)(size)


def piece_image(kind: str, size: int) -> pygame.Surface:
    """The picture of a piece kind that has one (a disc, a wall, a bonus star, a joker)."""
    img = piece(kind, size)
    if img is None:
        raise ValueError(f"no picture for {kind!r}")
    return img


@lru_cache(maxsize=8)
def frame(cell: int) -> pygame.Surface:
    """The empty board: a wooden border ring (joker places) around the green 8x8 playing area."""
    n = cell * SIZE
    s = pygame.Surface((n, n), pygame.SRCALPHA)
    s.blit(draw.panel((n, n), WOOD, cell // 3, 3, WOOD_DARK), (0, 0))
    inner = pygame.Rect(cell, cell, cell * 8, cell * 8)
    pygame.draw.rect(s, FELT, inner)
    for i in range(8):
        for j in range(8):
            if (i + j) % 2:
                pygame.draw.rect(s, FELT_DARK, (cell * (j + 1), cell * (i + 1), cell, cell))
    for k in range(9):
        pygame.draw.line(s, (20, 70, 45), (cell, cell * (k + 1)), (cell * 9, cell * (k + 1)), 2)
        pygame.draw.line(s, (20, 70, 45), (cell * (k + 1), cell), (cell * (k + 1), cell * 9), 2)
    # the border cells, faintly, so players see where jokers may go
    for r in range(SIZE):
        for c in range(SIZE):
            if not is_inner(r, c):
                pygame.draw.rect(
                    s, WOOD_DARK, (c * cell + 4, r * cell + 4, cell - 8, cell - 8), 2, border_radius=cell // 6
                )
    return s


def draw_labels(
    surface: pygame.Surface,
    ctx: Context,
    geo: BoardGeometry,
    occupied: Callable[[int, int], bool],
    lit: Callable[[int, int], bool] = lambda r, c: False,
) -> None:
    """Column letters a-h and row numbers 1-8 (M15) on the border cells that hold no joker (dark on `lit`
    cells, which the editor paints gold)."""
    for i in range(8):
        for (r, c), text in (
            ((0, i + 1), mapello.FILES[i]),
            ((SIZE - 1, i + 1), mapello.FILES[i]),
            ((i + 1, 0), str(i + 1)),
            ((i + 1, SIZE - 1), str(i + 1)),
        ):
            if occupied(r, c):
                continue
            img = ctx.assets.text(text, theme.FONT_SMALL, (96, 60, 16) if lit(r, c) else (236, 214, 180))
            draw.blit_center(surface, img, geo.cell_rect(r, c).center)


@lru_cache(maxsize=32)
def glow(size: int, colour: tuple[int, int, int], alpha: int) -> pygame.Surface:
    """A soft rounded square that marks a legal cell."""
    return draw.panel((size, size), (*colour, alpha), size // 5)


@lru_cache(maxsize=32)
def dot(size: int, colour: tuple[int, int, int], alpha: int) -> pygame.Surface:
    """A small translucent disc: where the player to move may place."""

    def paint(s: pygame.Surface) -> None:
        n = s.get_width()
        pygame.draw.circle(s, (*colour, alpha), (n / 2, n / 2), n * 0.22)
        pygame.draw.circle(s, (255, 220, 90, 220), (n / 2, n / 2), n * 0.22, max(1, int(n * 0.04)))

    return supersampled((size, size), paint)


# ---- the setup screen's preview ---------------------------------------------------------------------------
@lru_cache(maxsize=16)
def _miniature(text: str, cell: int) -> pygame.Surface:
    """A small picture of a board map."""
    board = mapello.parse_map(text)
    img = frame(cell).copy()
    for r in range(SIZE):
        for c in range(SIZE):
            pic = piece(board.cell(r, c), cell - 4)
            if pic is not None:
                img.blit(pic, pic.get_rect(center=(c * cell + cell // 2, r * cell + cell // 2)))
    return img


def setup_preview(ctx: Context, options: Mapping[str, object], surface: pygame.Surface, area: pygame.Rect) -> None:
    """Draw the chosen board (or what "random" / "build your own" will do) and its note, for the setup screen."""
    value = str(options.get("board", ""))
    cell = max(8, min(area.h // SIZE, 24))
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
        surface.blit(_miniature(text, cell), spot)
        board = mapello.parse_map(text)
        counts = "   ".join(f"{tr(ctx, f'mapello.kind.{k}')} {board.count(k)}" for k in ("wall", "bonus", "joker"))
        note = board.note_ja if ctx.i18n.language == "ja" and board.note_ja else board.note
        lines = [counts, note]
    else:
        surface.blit(frame(cell), spot)
        mark = ctx.assets.text("?" if value == "random" else "✎", theme.FONT_HUGE, GOLD, bold=True)
        draw.blit_center(surface, mark, spot.center)
        lines = [tr(ctx, f"mapello.board.{value}") if value in ("random", "build") else unreadable]
    x, y = spot.right + 30, spot.y + 10
    font = ctx.assets.font(theme.FONT_BODY)
    for line in lines:
        for part in wrap(line, area.right - x, lambda t: font.size(t)[0]) if line else ():
            img = ctx.assets.text(part, theme.FONT_BODY, theme.TEXT_DIM)
            surface.blit(img, (x, y))
            y += 38
        y += 6
