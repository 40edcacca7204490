"""The games as the table shows them, found by name: `game/screens/<name>/__init__.py` exports `GAME` (a GameInfo:
player counts, options, the scene that plays it). Nothing here names a game (DESIGN.md, "A game plugs in by its own
files"); importing this module imports no pygame, and neither may a game package's `__init__`."""
from __future__ import annotations

import importlib
import importlib.util
import logging
from collections.abc import Callable, Iterator, MutableMapping
from dataclasses import dataclass, field
from typing import Any

from game.core.saves import SaveExtra
from game.rules import GAME_NAMES

log = logging.getLogger(__name__)


@dataclass(frozen=True)
class Option:
    """One game option on the setup screen; labels are i18n keys."""

    key: str
    label: str
    choices: tuple[tuple[Any, str], ...] | Callable[[Any], tuple[tuple[Any, str], ...]]
    default: Any
    players: dict[Any, tuple[int, int]] = field(default_factory=dict)  # value -> allowed player counts
    translate: bool = True  # choice labels are i18n keys (False: shown as they are, e.g. board names)
    rules: bool = False  # passed as it is to the rules module's new_game (else the scene reads it)

    def choices_for(self, ctx: Any) -> tuple[tuple[Any, str], ...]:
        return self.choices(ctx) if callable(self.choices) else self.choices


@dataclass(frozen=True)
class Shortcut:
    """A button of the setup screen that starts the game with some options set (Mapello's board editor)."""

    key: str
    label: str  # i18n key
    options: tuple[tuple[str, Any], ...]


@dataclass(frozen=True)
class GameInfo:
    """A game's metadata. Paths to code are "module:name" strings, loaded only when needed (pygame lives there)."""

    name: str
    min_players: int
    max_players: int
    default_players: int
    scene: str | None = None  # "module:Class" of the game scene; None while the game is not built
    computer: bool = True  # may seats be computer players?
    # A player's secret (a hand of cards) is on the table: hide the board behind a hand-over banner between human
    # turns. A game whose only secret is the deck's order, hidden from everyone, leaves this False.
    hand_over: bool = False
    draw_offers: bool = False  # the pause menu offers a draw to the other seat(s)
    resignation: bool = False  # the pause menu lets the player to move resign
    options: tuple[Option, ...] = field(default=())
    attract: str | None = None  # "module:Class" of a live demo drawn on the focused menu tile
    preview: str | None = None  # "module:function(ctx, options, surface, rect)" drawing the chosen setup
    levels: str = ""  # glob of the game's level files under levels/<name>/ ("" = none)
    check_level: str | None = None  # "module:function(path) -> level name", raising ValueError for a bad file
    screenshots: str | None = None  # "module:NAME" of a dict shot name -> function(app) staging a scene
    readme_shots: tuple[str, ...] = ()  # the README shows these (screenshot names)
    perft_depths: tuple[int, ...] = ()  # tools/bench.py times perft at these depths
    # i18n keys naming each seat's pieces, in seat order ("black", "white"): setup and the seats say "Fox plays
    # black", so a child knows which pieces are theirs whatever the seat's own colour is.
    pieces: tuple[str, ...] = ()
    shortcuts: tuple[Shortcut, ...] = ()  # extra setup buttons, beside Rules
    broken: str = ""  # why the game's package failed to load (shown, logged, and failed in tests)
    # "module:Class" of the msgspec schema of the game's own save fields (`extra`), a game.core.saves.SaveExtra
    # subclass; None: the game keeps nothing of its own there (a save holding anything else is set aside).
    save_extra: str | None = None

    @property
    def title_key(self) -> str:
        return f"{self.name}.title"

    @property
    def built(self) -> bool:
        """Playable: its package declares a scene and loaded without error."""
        return self.scene is not None and not self.broken

    @property
    def planned(self) -> bool:
        """Announced on the menu ("coming soon") but not built yet: no package at all."""
        return self.scene is None and not self.broken

    def scene_class(self) -> Callable[..., Any]:
        return load_object(self.scene)  # type: ignore[arg-type]

    def extra_schema(self) -> type[SaveExtra]:
        """The schema a resumed save's `extra` is checked against before the scene is built."""
        return load_object(self.save_extra) if self.save_extra else SaveExtra

    def preview_function(self) -> Callable[..., None]:
        return load_object(self.preview)  # type: ignore[arg-type]


def load_object(path: str) -> Any:
    """The object a "module:name" path names (scenes, demos, previews are named this way)."""
    module, _, name = path.partition(":")
    return getattr(importlib.import_module(module), name)


def load_game(name: str) -> GameInfo:
    """The GameInfo of `game.screens.<name>`: planned when the package does not exist, broken (loudly, in the
    log) when it exists but cannot be imported or exports no GAME of its own name."""
    path = f"{__package__}.{name}"
    if importlib.util.find_spec(path) is None:
        return GameInfo(name, 2, 2, 2)
    try:
        info = importlib.import_module(path).GAME
        if not isinstance(info, GameInfo) or info.name != name:
            raise TypeError(f"{path}.GAME must be a GameInfo named {name!r}")
    except Exception as exc:  # noqa: BLE001 - a broken game must not take the table down, but must be seen
        log.exception("the game %s cannot be loaded", name)
        return GameInfo(name, 2, 2, 2, broken=f"{type(exc).__name__}: {exc}")
    return info


class _Catalog(MutableMapping[str, GameInfo]):
    """Every game's GameInfo by name, loaded on first use: a game's package imports this module while it loads, so
    loading the games here at import time would meet that package half made (whichever module is imported first)."""

    def __init__(self) -> None:
        self._games: dict[str, GameInfo] | None = None

    def _all(self) -> dict[str, GameInfo]:
        if self._games is None:
            self._games = {name: load_game(name) for name in GAME_NAMES}
        return self._games

    def __getitem__(self, name: str) -> GameInfo:
        return self._all()[name]

    def __setitem__(self, name: str, info: GameInfo) -> None:  # tests add toy games
        self._all()[name] = info

    def __delitem__(self, name: str) -> None:
        del self._all()[name]

    def __iter__(self) -> Iterator[str]:
        return iter(self._all())

    def __len__(self) -> int:
        return len(self._all())


CATALOG: MutableMapping[str, GameInfo] = _Catalog()
