"""The six games as the table shows them: player counts, options, and the scene that plays each one."""
from __future__ import annotations

import importlib
from dataclasses import dataclass, field
from functools import cache
from typing import Any, Callable

from game.rules import GAME_NAMES


@dataclass(frozen=True)
class Option:
    """One game option on the setup screen; labels are i18n keys."""

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...] | Callable[[Any], tuple[tuple[Any, str], ...]]
    default: Any
    players: dict[Any, tuple[int, int]] = field(default_factory=dict)  # value -> allowed player counts
    translate: bool = True  # choice labels are i18n keys (False: shown as they are, e.g. board names)

    def choices_for(self, ctx: Any) -> tuple[tuple[Any, str], ...]:
        return self.choices(ctx) if callable(self.choices) else self.choices


@dataclass(frozen=True)
class GameInfo:
    name: str
    min_players: int
    max_players: int
    default_players: int
    scene: str | None = None  # "module:Class" of the game scene; None while the game is not built
    computer: bool = True  # may seats be computer players?
    hidden_info: bool = False  # show a hand-over banner between human turns
    options: tuple[Option, ...] = field(default=())
    attract: str | None = None  # "module:Class" of a live demo drawn on the focused menu tile
    preview: str | None = None  # "module:function(ctx, options, surface, rect)" drawing the chosen setup

    def preview_function(self) -> Callable[..., None]:
        return load_object(self.preview)  # type: ignore[arg-type]

    @property
    def title_key(self) -> str:
        return f"game.{self.name}"

    @property
    def built(self) -> bool:
        return self.scene is not None and _importable(self.scene)

    def scene_class(self) -> Callable[..., Any]:
        return load_object(self.scene)  # type: ignore[arg-type]


def load_object(path: str) -> Any:
    """The object a "module:name" path names (scenes, demos, previews are named this way in the catalog)."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


@cache
def _importable(path: str) -> bool:
    try:
        load_object(path)
    except (ImportError, AttributeError):
        return False
    return True


# A game's scene path is filled in when its screen lands; until then the menu shows it as "coming soon".
CATALOG: dict[str, GameInfo] = {
    "jaleo": GameInfo("jaleo", 2, 2, 2),
    "mapello": GameInfo("mapello", 2, 2, 2, scene="game.screens.mapello:MapelloScene", options=(
        # Labels come from the screen module in the player's language, hence translate=False.
        Option("mode", "mapello.mode", lambda ctx: importlib.import_module(
            "game.screens.mapello_board").mode_choices(ctx), "single", translate=False),
        Option("board", "mapello.board", lambda ctx: importlib.import_module(
            "game.screens.mapello_board").board_choices(ctx), "level:01_classic", translate=False),
    ), preview="game.screens.mapello_board:setup_preview"),
    "thirtysix": GameInfo("thirtysix", 2, 3, 2),
    "dama": GameInfo("dama", 2, 2, 2),
    "kletterfrosch": GameInfo("kletterfrosch", 1, 4, 2, scene="game.screens.kletterfrosch:KletterfroschScene",
                              computer=False, attract="game.screens.kletterfrosch_demo:FroschDemo", options=(
        # K7-K11: the mode decides how many play; labels come from the screen module in the player's language.
        Option("mode", "frosch.mode", lambda ctx: importlib.import_module(
            "game.screens.kletterfrosch_text").mode_choices(ctx), "memory",
            players={"memory": (2, 4), "coop": (2, 2), "solo": (1, 1)}, translate=False),
        Option("castle", "frosch.castle", lambda ctx: importlib.import_module(
            "game.screens.kletterfrosch_text").castle_choices(ctx), "castle_1", translate=False),
    ), preview="game.screens.kletterfrosch_art:setup_preview"),
    "farmini": GameInfo("farmini", 2, 4, 2, hidden_info=True),
}
assert tuple(CATALOG) == GAME_NAMES
