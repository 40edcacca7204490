"""Open a file (issue 35, point 5): the game files in the player's games folder (`<data>/games/`, where "Save to a
file" writes them and where a file someone sent goes), newest first, no typing needed; one press replays a file. A
file given on the command line (`python3 -m game FILE`) opens the same way. A file that cannot be replayed gets one
line naming the move that cannot be played, and nothing else is touched."""

from __future__ import annotations

import os
from collections.abc import Callable, Sequence
from functools import partial
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pygame

from game.core.sanitize import path_tail
from game.history.notation import FILES_KIND, read_file, suffixes
from game.history.replay import ReplayProblem
from game.screens.layout import LIST_BUTTON_H, LIST_BUTTON_W, LIST_BUTTONS_Y, PAGE_MARGIN
from game.screens.paged_list import ROW_H, PagedList
from game.screens.when_played import when_played
from game.ui import draw, theme
from game.ui.widgets import Button, Widget, fitted

if TYPE_CHECKING:
    from game.core.context import Context

LIMIT = 1000
CANNOT_SECONDS = 8.0  # a file that cannot be replayed: its name and the move at fault, to read
NAME_LIMIT = 40  # characters of a file's name said in a message
ROW_RADIUS, ROW_PAD_X = 16, 20  # a file's row: its corners, its words in from its sides
NAME_Y, WHEN_Y = 10, 48  # the file's name and when it was saved, down from the row's top
WHEN_SIZE = theme.FONT_SMALL - 2
BACK = pygame.Rect((theme.W - LIST_BUTTON_W) // 2, LIST_BUTTONS_Y, LIST_BUTTON_W, LIST_BUTTON_H)
FOLDER_LIMIT = 70  # characters of the folder's path shown: its end
FOLDER_Y = 100  # the folder named under the title


def game_files(ctx: Context) -> list[tuple[Path, float]]:
    """The player's game files with when each was last changed, newest first."""
    found = []
    for suffix in suffixes():  # the table's own files, Othello transcripts (.txt), PDN (.pdn)
        for path in ctx.saves.list_files(FILES_KIND, suffix, LIMIT):
            try:
                found.append((path, os.stat(path).st_mtime))
            except OSError:
                continue
    found.sort(key=lambda f: (-f[1], f[0].name))
    return found


def open_game_file(ctx: Context, path: Path) -> bool:
    """Replay the file at `path` on a replay screen; False (and one line said) when it cannot be replayed."""
    from game.screens.replay_scene import ReplayScene

    try:
        game = read_file(path)
    except ReplayProblem as exc:
        ctx.toast(ctx.t("files.cannot", file=_short(path.name), why=exc.text(ctx.t)), "error", CANNOT_SECONDS)
        return False
    ctx.scenes.push(ReplayScene(ctx, game))
    return True


def _short(name: str, limit: int = NAME_LIMIT) -> str:
    return name if len(name) <= limit else name[: limit - 1] + "…"


class FileRow(Widget):
    """A game file: its name and when it was saved; a press replays it."""

    def __init__(self, rect: Any, path: Path, changed: float, on_open: Callable[[Path], object]) -> None:
        super().__init__(rect)
        self.path, self.changed, self.on_open = path, changed, on_open

    def activate(self, ctx: Context, pos: tuple[float, float] | None = None) -> None:
        ctx.audio.play("select")
        self.on_open(self.path)

    def draw(self, surface: pygame.Surface, ctx: Context, focused: bool) -> None:
        r = self.rect
        surface.blit(draw.panel(r.size, theme.PANEL_HI if focused else theme.PANEL, ROW_RADIUS), r)
        w = r.w - 2 * ROW_PAD_X
        name = fitted(ctx, self.path.name, w, theme.FONT_BODY, theme.TEXT, True)
        surface.blit(name, (r.x + ROW_PAD_X, r.y + NAME_Y))
        when = fitted(ctx, when_played(ctx, self.changed, saved=True), w, WHEN_SIZE, theme.TEXT_DIM)
        surface.blit(when, (r.x + ROW_PAD_X, r.y + WHEN_Y))


class GameFilesScene(PagedList):
    """The files of the player's games folder, a page at a time, and Back; the folder named above them."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.files = game_files(ctx)
        self.back = Button(BACK, partial(ctx.t, "common.back"), ctx.scenes.pop)
        self.rebuild(0 if self.files else None)
        if not self.files:
            self.focus.focus_on(self.back)

    def count(self) -> int:
        return len(self.files)

    def row(self, index: int, y: int) -> Sequence[Widget]:
        path, changed = self.files[index]
        return [
            FileRow(
                (PAGE_MARGIN, y, theme.W - 2 * PAGE_MARGIN, ROW_H), path, changed, partial(open_game_file, self.ctx)
            )
        ]

    def fixed_below(self) -> Sequence[Widget]:
        return (self.back,)

    def title(self) -> str:
        return self.ctx.t("files.title")

    def empty_line(self) -> str:
        return self.ctx.t("files.none")

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        folder = str(self.ctx.saves.user_dir(FILES_KIND))
        where = self.ctx.t("files.folder", folder=path_tail(folder, FOLDER_LIMIT))
        img = fitted(self.ctx, where, theme.W - 2 * PAGE_MARGIN, theme.FONT_SMALL, theme.TEXT_DIM)
        surface.blit(img, img.get_rect(midtop=(theme.W // 2, FOLDER_Y)))
