"""The games as the table shows them, found by name: `game/screens/<name>/__init__.py` exports `GAME` (a GameInfo:
player counts, options, and typed loaders of the parts that play it). Nothing here names a game (DESIGN.md, "A game
plugs in by its own files"). Importing this module imports no pygame, and neither may a game package's `__init__`:
each code part is a zero-argument function that imports its module when called, so pygame loads only when played."""

from __future__ import annotations

import importlib
import importlib.util
import logging
from collections.abc import Callable, Iterator, Mapping, MutableMapping
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

from game.core.match import Match
from game.core.saves import GameRecord, SaveExtra
from game.core.scenes import Scene
from game.rules import GAME_NAMES

if TYPE_CHECKING:
    import pygame

    from game.core.context import Context
    from game.core.match import Seat
    from game.core.scenes import Stage

log = logging.getLogger(__name__)
SCREENS = "game.screens"  # the package holding one sub-package per game


# ---- the parts a game plugs in, each returned by a zero-argument loader of its package ------------------------
class GameSceneClass(Protocol):
    """The game scene: built from the context, the match and the game's record (its moves, an agreed end, its own
    fields; None: a new game)."""

    def __call__(self, ctx: Context, match: Match, record: GameRecord | None, /) -> Scene: ...


class Pregame(Protocol):
    """Asked by the launcher before the game scene is built: a scene to show first (a board editor, a layout
    table, a solo puzzle that stands in for the game), or None to play at once. `extra` is what the game carries
    (a fresh game's carry-over, or a resumed save's `extra`), a struct of the game's own schema."""

    def __call__(self, ctx: Context, match: Match, extra: SaveExtra, /) -> Scene | None: ...


class AttractDemo(Protocol):
    """A live demo drawn on the focused menu tile."""

    def update(self, dt: float) -> None: ...

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None: ...


class AttractClass(Protocol):
    def __call__(self, ctx: Context, size: tuple[int, int], /) -> AttractDemo: ...


class Preview(Protocol):
    """Draws the chosen setup (`options`) into `area` of the setup screen."""

    def __call__(
        self, ctx: Context, options: Mapping[str, object], surface: pygame.Surface, area: pygame.Rect, /
    ) -> None: ...


class LessonStarter(Protocol):
    """Opens a game's own lesson over what is on screen, for `learner`."""

    def __call__(self, ctx: Context, learner: Seat, /) -> None: ...


@dataclass(frozen=True)
class OwnLesson:
    """A lesson of the game's own, for a game that is not played on the board parts (the board coach's lessons
    are game/table/lessons.py's): the animal who teaches it (None when its file is missing or broken), the loader
    of what opens it, and its file's checker (tools/check_levels.py; ValueError naming the file and the step)."""

    coach: Callable[[], str | None]
    starter: Callable[[], LessonStarter]
    check: Callable[[Path], str]


Shots = Mapping[str, Callable[["Stage"], object]]  # screenshot name -> function staging it on a fresh app


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
    # Where the option applies, so the setup shows it only there: for these player counts (None: any), and not
    # while another option has one of these values (a colour choice for two players, none in a solo mode).
    for_players: tuple[int, int] | None = None
    hidden_when: tuple[tuple[str, Any], ...] = ()

    def choices_for(self, ctx: Any) -> tuple[tuple[Any, str], ...]:
        return self.choices(ctx) if callable(self.choices) else self.choices

    def applies(self, players: int, options: Mapping[str, Any]) -> bool:
        """Whether the option means anything with `players` players and the other `options` chosen."""
        if self.for_players is not None and not self.for_players[0] <= players <= self.for_players[1]:
            return False
        return not any(options.get(key) == value for key, value in self.hidden_when)


@dataclass(frozen=True)
class Shortcut:
    """A button of the setup screen that starts the game with some options set (Mapello's board editor)."""

    key: str
    label: str  # i18n key
    options: tuple[tuple[str, Any], ...]


@dataclass(frozen=True)
class GameInfo:
    """A game's plug-in: its metadata, and loaders of its code parts (called only when needed: pygame lives
    there). A loader is a plain function of the game's package that imports the part inside its body."""

    name: str
    min_players: int
    max_players: int
    default_players: int
    scene: Callable[[], GameSceneClass] | None = None  # None while the game is not built
    computer: bool = True  # may seats be computer players?
    # A player's secret (a hand of cards) is on the table: hide the board behind a hand-over banner between human
    # turns. A game whose only secret is the deck's order, hidden from everyone, leaves this False.
    hand_over: bool = False
    draw_offers: bool = False  # the pause menu offers a draw to the other seat(s)
    resignation: bool = False  # the pause menu lets the player to move resign
    options: tuple[Option, ...] = field(default=())
    pregame: Callable[[], Pregame] | None = None  # a screen before the game (see Pregame); None: play at once
    attract: Callable[[], AttractClass] | None = None  # a live demo on the focused menu tile
    preview: Callable[[], Preview] | None = None  # draws the chosen setup on the setup screen
    levels: str = ""  # glob of the game's level files under levels/<name>/ ("" = none)
    check_level: Callable[[Path], str] | None = None  # a level file's name; ValueError naming a bad file's problem
    screenshots: Callable[[], Shots] | None = None  # the game's own screenshots (tools/screenshots.py)
    readme_shots: tuple[str, ...] = ()  # the README shows these (screenshot names)
    perft_depths: tuple[int, ...] = ()  # tools/bench.py times perft at these depths
    # i18n keys naming each seat's pieces, in seat order ("black", "white"): setup and the seats say "Fox plays
    # black", so a child knows which pieces are theirs whatever the seat's own colour is.
    pieces: tuple[str, ...] = ()
    # The i18n key of a counted string naming what the outcome's scores count ("{count} tiles on top"): the results
    # label every seat's number with it ("" leaves the numbers bare).
    score_label: str = ""
    shortcuts: tuple[Shortcut, ...] = ()  # extra setup buttons, beside Rules
    # The seats wear their pieces' colours (36's cones follow the options): (options, players) -> each seat's colour
    # name in theme.SEAT_COLOURS, shown on the setup in place of a choice; None, or an empty answer: seats choose.
    seat_colours: Callable[[Mapping[str, Any], int], tuple[str, ...]] | None = None
    broken: str = ""  # why the game's package failed to load (shown, logged, and failed in tests)
    # The msgspec schema of the game's own save fields (`extra`), a game.core.saves.SaveExtra subclass; None: the
    # game keeps nothing of its own there (a save holding anything else is set aside).
    save_extra: Callable[[], type[SaveExtra]] | None = None
    lesson: OwnLesson | None = None  # a lesson of its own (None: the board coach's, if levels/<name>/lesson.toml)
    # The board shows its squares' names (a1, h8), so a move's notation reads to a player: a replay's captions name
    # the move; elsewhere they say who played, the move being marked on the board.
    named_squares: bool = False

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

    def scene_class(self) -> GameSceneClass:
        """The game scene's class (imported now); LookupError for a game that is not built."""
        if self.scene is None:
            raise LookupError(f"{self.name} has no scene")
        return self.scene()

    def extra_schema(self) -> type[SaveExtra]:
        """The schema a resumed save's `extra` is checked against before the scene is built."""
        return self.save_extra() if self.save_extra else SaveExtra

    def player_range(self, options: Mapping[str, Any]) -> tuple[int, int]:
        """The player counts allowed with these options (an option's value may narrow them: a solo mode)."""
        lo, hi = self.min_players, self.max_players
        for opt in self.options:
            narrowed = opt.players.get(options.get(opt.key))
            if narrowed:
                lo, hi = narrowed
        return lo, hi

    def preview_function(self) -> Preview:
        """The setup preview (imported now); LookupError for a game without one."""
        if self.preview is None:
            raise LookupError(f"{self.name} has no setup preview")
        return self.preview()


def load_game(name: str) -> GameInfo:
    """The GameInfo of `game.screens.<name>`: planned when the package does not exist, broken (loudly, in the
    log) when it exists but cannot be imported or exports no GAME of its own name."""
    path = f"{SCREENS}.{name}"
    if importlib.util.find_spec(path) is None:
        return GameInfo(name, 2, 2, 2)
    try:
        info = importlib.import_module(path).GAME
        if not isinstance(info, GameInfo) or info.name != name:
            raise TypeError(f"{path}.GAME must be a GameInfo named {name!r}")
    except Exception as exc:  # a broken game must not take the table down, but must be seen
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
