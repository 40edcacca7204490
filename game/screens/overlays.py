"""Overlays of the screens: the name picker (the table's dialogs, `ChoiceOverlay` and `confirm`, are in
game/ui/dialogs.py, where the game screens' parts reach them too; a game's pause menu is game/board/pause.py)."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import TYPE_CHECKING

from game.ui.dialogs import ChoiceOverlay, confirm, room_beside
from game.ui.widgets import Choice

if TYPE_CHECKING:
    from game.core.context import Context

__all__ = ["ChoiceOverlay", "NamePicker", "confirm", "room_beside"]

NAME_WORDS = 8  # name.adj.0..7 and name.noun.0..7 in the locales
BOX_W = 640
CHOICES_Y = 86  # the two word choices, under the box's title
CHOICE_MARGIN, CHOICE_H, CHOICE_STEP = 40, 54, 62  # a word choice: its room at the box's sides, height, row step


class NamePicker(ChoiceOverlay):
    """Naming something without typing: pick two words with the D-pad or the mouse ("Tricky Maze")."""

    def __init__(
        self, ctx: Context, title: Callable[[], str], on_done: Callable[[str, str], None], seed: int = 0
    ) -> None:
        t = ctx.t
        self.words = [seed % NAME_WORDS, (seed // NAME_WORDS) % NAME_WORDS]
        self.on_done = on_done
        super().__init__(
            ctx,
            title,
            [(lambda: t("name.save"), self._done), (lambda: t("common.back"), ctx.scenes.pop)],
            lines=("", "", "", ""),
            on_back=ctx.scenes.pop,
            width=BOX_W,
        )
        y = self.box.y + CHOICES_Y
        for i, kind in enumerate(("adj", "noun")):
            c = Choice(
                (self.box.x + CHOICE_MARGIN, y + i * CHOICE_STEP, self.box.w - 2 * CHOICE_MARGIN, CHOICE_H),
                "",
                [(n, partial(t, f"name.{kind}.{n}")) for n in range(NAME_WORDS)],
                self.words[i],
                partial(self.words.__setitem__, i),
            )
            self.focus.widgets.insert(i, c)
        self.focus.focus = 0
        self.lines = lambda: ("", "", "", "“" + self.name(ctx.i18n.language) + "”")

    def name(self, language: str) -> str:
        from game.core.i18n import strings

        adj, noun = (strings(language)[f"name.{k}.{n}"] for k, n in zip(("adj", "noun"), self.words))
        return f"{adj}{'' if language == 'ja' else ' '}{noun}"

    def _done(self) -> None:
        self.ctx.scenes.pop()
        self.on_done(self.name("en"), self.name("ja"))
