"""Past games on the menu (issue 35, point 2): every kept game, newest first, a row each (the game's picture, its
players with their animals, who won, when), filtered by game; one press opens its replay; a star keeps it for good
(game.history.kept: a starred game is never dropped); Forget asks first, the safe answer focused. "Open a file"
lists the player's games folder (game_files.py)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

import msgspec
import pygame

from game.history.kept import HistoryStore, KeptGame
from game.history.replay import ReplayProblem, replay
from game.rules import GAMES
from game.screens.layout import LIST_BUTTON_H, LIST_BUTTON_W, LIST_BUTTONS_Y
from game.screens.overlays import confirm
from game.screens.paged_list import ROW_H, PagedList
from game.screens.when_played import when_played
from game.table.catalog import CATALOG
from game.ui import animals, draw, theme
from game.ui.seats import seat_name
from game.ui.widgets import Button, Choice, Widget, fitted

if TYPE_CHECKING:
    from game.core.context import Context
    from game.screens.replay_scene import ReplayScene

LEFT, RIGHT = 48, theme.W - 44
STAR_W, FORGET_W, GAP = 76, 150, 10
PICTURE = (104, 65)  # the menu tile's shape
FACE = 40
PANEL_RADIUS = 16  # a row's and a star's panel
PICTURE_RADIUS = 8  # the plain panel standing in for a game picture not found
PICTURE_INSET = 9  # the picture in from the row's top left corner
ROW_TOP = 8  # the title and the faces, down from the row's top
TITLE_GAP, TITLE_W = 24, 220  # the game's name and when it was played: after the picture, their width
WHEN_Y = 46  # when it was played, down from the row's top
TITLE_COLUMN = TITLE_W + 16  # the faces after the name's column
FACE_GAP = 6
CROWN, CROWN_IN = 18, 4  # the winner's star, on a face's top right corner, this far in
NAMES_GAP = 10  # the players' names under their faces
RESULT_GAP, ROW_RIGHT = 10, 12  # the result after the faces; the room kept at the row's right end
NOTE_SIZE = theme.FONT_SMALL - 2  # when it was played, who played
STAR_SIZE = theme.FONT_TITLE - 12
FILTER = pygame.Rect(theme.W // 2 - 330, 96, 660, 58)  # the game filter above the list
BUTTONS_GAP = 20  # between "Open a file" and Back, either side of the middle


def who_won(ctx: Context, kept: KeptGame) -> str:
    """The result in a few words: who won (and the scores), a draw, who gave up."""
    seats = kept.seated().seats
    names = [seat_name(ctx, s) for s in seats]
    r = kept.result
    scores = "–".join(str(s) for s in r.scores)
    if r.how == "resigned" and kept.ending is not None and kept.ending.seat is not None:
        return ctx.t("past.resigned", player=names[kept.ending.seat])
    if not r.winners:
        return ctx.t("past.draw_agreed" if r.how == "agreed_draw" else "past.draw", scores=scores)
    won = " & ".join(names[w] for w in r.winners if w < len(names))
    return ctx.t("past.won", player=won, scores=scores) if scores else ctx.t("past.won_plain", player=won)


_pictures: dict[str, pygame.Surface] = {}


def game_picture(ctx: Context, game: str) -> pygame.Surface:
    """The game's menu picture, small."""
    if game not in _pictures:
        try:
            _pictures[game] = pygame.transform.smoothscale(ctx.assets.image(f"tile_{game}"), PICTURE)
        except FileNotFoundError:
            _pictures[game] = draw.panel(PICTURE, theme.BG_DARK, PICTURE_RADIUS)
    return _pictures[game]


class KeptRow(Widget):
    """One kept game; a press opens its replay."""

    def __init__(self, rect: Any, kept: KeptGame, on_open: Callable[[KeptGame], object]) -> None:
        super().__init__(rect)
        self.kept, self.on_open = kept, on_open

    def activate(self, ctx: Context, pos: tuple[float, float] | None = None) -> None:
        ctx.audio.play("select")
        self.on_open(self.kept)

    def draw(self, surface: pygame.Surface, ctx: Context, focused: bool) -> None:
        r, kept = self.rect, self.kept
        surface.blit(draw.panel(r.size, theme.PANEL_HI if focused else theme.PANEL, PANEL_RADIUS), r)
        surface.blit(game_picture(ctx, kept.game), (r.x + PICTURE_INSET, r.y + PICTURE_INSET))
        x = r.x + PICTURE[0] + TITLE_GAP
        title = fitted(ctx, ctx.t(CATALOG[kept.game].title_key), TITLE_W, theme.FONT_BODY, theme.TEXT, True)
        surface.blit(title, (x, r.y + ROW_TOP))
        when = fitted(ctx, when_played(ctx, kept.played_at), TITLE_W, NOTE_SIZE, theme.TEXT_DIM)
        surface.blit(when, (x, r.y + WHEN_Y))
        x += TITLE_COLUMN
        seats = kept.seated().seats
        winners = set(kept.result.winners)
        for i, seat in enumerate(seats):  # the players' faces, each with its seat's colour and shape
            shape = theme.SEAT_SHAPES[i % len(theme.SEAT_SHAPES)]
            face = animals.badge(seat.name, FACE, theme.seat_colour(seat.colour), shape)
            at = (x + i * (FACE + FACE_GAP), r.y + ROW_TOP)
            surface.blit(face, at)
            if i in winners:
                crown = draw.marker("star", theme.ACCENT, CROWN)
                surface.blit(crown, crown.get_rect(center=(at[0] + FACE - CROWN_IN, at[1] + CROWN_IN)))
        names = " · ".join(seat_name(ctx, s) for s in seats)
        room = r.right - x - ROW_RIGHT
        surface.blit(fitted(ctx, names, room, NOTE_SIZE, theme.TEXT_DIM), (x, r.y + FACE + NAMES_GAP))
        faces_w = len(seats) * (FACE + FACE_GAP)
        result = fitted(ctx, who_won(ctx, kept), room - faces_w - ROW_RIGHT, theme.FONT_SMALL, theme.ACCENT)
        surface.blit(result, result.get_rect(midleft=(x + faces_w + RESULT_GAP, r.y + ROW_TOP + FACE // 2)))


class StarToggle(Widget):
    """★ when starred (kept for good), ☆ when not; a press toggles it."""

    def __init__(self, rect: Any, starred: bool, on_toggle: Callable[[], object]) -> None:
        super().__init__(rect)
        self.starred, self.on_toggle = starred, on_toggle

    def activate(self, ctx: Context, pos: tuple[float, float] | None = None) -> None:
        ctx.audio.play("select")
        self.on_toggle()

    def draw(self, surface: pygame.Surface, ctx: Context, focused: bool) -> None:
        surface.blit(draw.panel(self.rect.size, theme.PANEL_HI if focused else theme.PANEL, PANEL_RADIUS), self.rect)
        mark = "★" if self.starred else "☆"
        img = ctx.assets.text(mark, STAR_SIZE, theme.ACCENT if self.starred else theme.TEXT_DIM, bold=True)
        draw.blit_center(surface, img, self.rect.center)


class PastGamesScene(PagedList):
    """The kept games, a page at a time, with the game filter above and "Open a file" and Back below."""

    def __init__(self, ctx: Context) -> None:
        super().__init__(ctx)
        self.store = HistoryStore(ctx.saves)
        self.only: str | None = None
        self.games: list[KeptGame] = self.store.games()
        # The focused game's replay, made while the list rests (`work_ahead`): its id, the replay (or why it
        # cannot be), and whether it was drawn once aside.
        self._ready: tuple[str, ReplayScene | ReplayProblem, bool] | None = None
        t = ctx.t
        names = [n for n in GAMES if n in CATALOG and CATALOG[n].built]
        options: list[tuple[Any, Any]] = [(None, partial(t, "past.all_games"))]
        options += [(n, partial(t, CATALOG[n].title_key)) for n in names]
        self.filter = Choice(FILTER, partial(t, "past.show"), options, None, self.show_only)
        open_at = (theme.W // 2 - BUTTONS_GAP // 2 - LIST_BUTTON_W, LIST_BUTTONS_Y, LIST_BUTTON_W, LIST_BUTTON_H)
        back_at = (theme.W // 2 + BUTTONS_GAP // 2, LIST_BUTTONS_Y, LIST_BUTTON_W, LIST_BUTTON_H)
        self.open_file = Button(open_at, partial(t, "past.open_file"), self.open_files)
        self.back = Button(back_at, partial(t, "common.back"), ctx.scenes.pop)
        self.rebuild(0 if self.games else None)
        if not self.games:
            self.focus.focus_on(self.open_file)

    # ---- the list ------------------------------------------------------------------------------------------------
    def count(self) -> int:
        return len(self.games)

    def row(self, index: int, y: int) -> Sequence[Widget]:
        kept = self.games[index]
        forget_x = RIGHT - FORGET_W
        star_x = forget_x - GAP - STAR_W
        return [
            KeptRow((LEFT, y, star_x - GAP - LEFT, ROW_H), kept, self.open_game),
            StarToggle((star_x, y, STAR_W, ROW_H), kept.starred, partial(self.toggle_star, index)),
            Button(
                (forget_x, y, FORGET_W, ROW_H),
                partial(self.ctx.t, "past.forget"),
                partial(self.ask_forget, index),
                size=theme.FONT_BODY,
            ),
        ]

    def fixed_above(self) -> Sequence[Widget]:
        return (self.filter,)

    def fixed_below(self) -> Sequence[Widget]:
        return (self.open_file, self.back)

    def title(self) -> str:
        return self.ctx.t("past.title")

    def empty_line(self) -> str:
        return self.ctx.t("past.none" if self.only is None else "past.none_of_game")

    # ---- what the buttons do -----------------------------------------------------------------------------------
    def show_only(self, game: str | None) -> None:
        self.only = game
        self.games = self.store.games(game)
        self.top_row = 0
        self.rebuild()

    def open_game(self, kept: KeptGame) -> None:
        """The replay of `kept` (made ahead when it was focused); a game the rules now refuse gets its one line,
        and nothing changes."""
        ready, self._ready = self._ready, None  # a replay is shown once: opened again, it starts afresh
        made = ready[1] if ready is not None and ready[0] == kept.id else self._replay_of(kept)
        if isinstance(made, ReplayProblem):
            self.ctx.toast(made.text(self.ctx.t), "error", theme.PROBLEM_SECONDS)
            return
        self.ctx.scenes.push(made)

    def _replay_of(self, kept: KeptGame) -> ReplayScene | ReplayProblem:
        from game.screens.replay_scene import ReplayScene

        try:
            return ReplayScene(self.ctx, replay(kept))
        except ReplayProblem as exc:
            return exc

    def work_ahead(self) -> bool:
        """The focused game's replay made while the list rests, in two pieces: its positions and screen, then its
        first picture drawn aside. Opening it is then only showing it (20-45 ms of work in the press's frame
        otherwise). Nothing of it starts: the computer judges its moves only once it is shown."""
        focused = self.focus.focused
        if not isinstance(focused, KeptRow):
            return False
        kept = focused.kept
        if self._ready is None or self._ready[0] != kept.id:
            self._ready = (kept.id, self._replay_of(kept), False)
            return True
        made, drawn = self._ready[1], self._ready[2]
        if drawn or isinstance(made, ReplayProblem):
            return False
        made.draw(pygame.Surface((theme.W, theme.H)))
        self._ready = (kept.id, made, True)
        return True

    def toggle_star(self, index: int) -> None:
        kept = self.games[index]
        if self.store.star(kept.id, not kept.starred):
            self.games[index] = msgspec.structs.replace(kept, starred=not kept.starred)
        self.rebuild(index, 1)

    def ask_forget(self, index: int) -> None:
        """Forget a game, asked first ("No, go back" focused): a forgotten game cannot come back."""
        kept, t = self.games[index], self.ctx.t
        game = t(CATALOG[kept.game].title_key)
        confirm(
            self.ctx,
            lambda: t("past.forget_question", game=game),
            lambda: t("past.forget_yes"),
            partial(self.forget, index),
            lines=[who_won(self.ctx, kept)],
        )

    def forget(self, index: int) -> None:
        self.store.forget(self.games[index].id)
        self.games = self.store.games(self.only)
        self.rebuild(min(index, len(self.games) - 1) if self.games else None, 0)
        if not self.games:
            self.focus.focus_on(self.open_file)

    def open_files(self) -> None:
        from game.screens.game_files import GameFilesScene

        self.ctx.scenes.push(GameFilesScene(self.ctx))
