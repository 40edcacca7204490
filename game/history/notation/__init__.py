"""Game files a player can send (issue 35, point 5): a kept game written in its game's standard notation, and any
such file (ours, an Othello program's transcript, a hand-written PDN) read back into a `Replay`.

A game with a standard notation of its own has a module here named after it (`<game>.py`: `SUFFIX`,
`write(replay) -> text | None`, `read(text, parsed) -> Replay | None`, None meaning "not mine"); every other game,
and a game its module declines (Mapello on another map than the Classic), is written in the table's own format
(`tags.py`). Reading finds the game from the Kotatsu GameType tag, else asks each game's module in turn.
"""

from __future__ import annotations

import importlib
import importlib.util
import re
import time
from pathlib import Path
from types import ModuleType

from game.core.saves import SaveStore, safe_name
from game.core.storage import FileProblem, read_text_limited
from game.history.notation import tags
from game.history.replay import Replay, ReplayProblem
from game.rules import GAMES

OWN_SUFFIX = ".txt"
FILES_KIND = "games"  # the player's folder of written games, beside the boards


def _module(game: str) -> ModuleType | None:
    """The game's own notation module, or None."""
    if not game.isidentifier() or importlib.util.find_spec(f"{__name__}.{game}") is None:
        return None
    return importlib.import_module(f"{__name__}.{game}")


def _read_own(game: str, text: str, parsed: tags.Parsed) -> Replay | None:
    """The game's own module's reading of `text`, or None (no module, or not its format)."""
    module = _module(game)
    found = module.read(text, parsed) if module is not None else None
    return found if isinstance(found, Replay) else None


def write_text(game: Replay) -> tuple[str, str]:
    """`game` as a file's text, and the file name's suffix."""
    module = _module(game.game)
    if module is not None:
        text = module.write(game)
        if text is not None:
            return text, str(module.SUFFIX)
    return tags.write(game), OWN_SUFFIX


def read_text(text: str) -> Replay:
    """The game a file's text replays; ReplayProblem in one line (the move that cannot be played, by its number in
    the file and its text, or what else is wrong)."""
    parsed = tags.split(text)
    kind = parsed.game_type()
    if kind:
        if kind not in GAMES:
            raise ReplayProblem(f"no game called {kind!r} at this table")
        found = _read_own(kind, text, parsed)
        return found if found is not None else tags.read(parsed, kind)
    for name in GAMES:
        found = _read_own(name, text, parsed)
        if found is not None:
            return found
    raise ReplayProblem("this is not a game file the table reads (no GameType tag, no Othello or PDN moves)")


def read_file(path: Path) -> Replay:
    """The game the file at `path` replays; ReplayProblem in one line for a file that cannot be replayed (missing,
    not a regular file, too big, not UTF-8 text, or its moves)."""
    try:
        text = read_text_limited(path, tags.FORMAT_LIMIT)
    except FileProblem as exc:
        raise ReplayProblem(f"{path.name}: {exc}") from exc
    if text is None:
        raise ReplayProblem(f"{path.name}: there is no such file")
    return read_text(text)


def file_name(game: Replay) -> str:
    """A name for the file of `game` (no suffix): the game, the day, the players."""
    day = time.strftime("%Y-%m-%d", time.localtime(game.played_at or time.time()))
    players = "-".join(re.sub(r"\W+", "", s.name) or "player" for s in game.match.seats)
    return safe_name(f"{game.game}-{day}-{players}")


def export(saves: SaveStore, game: Replay) -> Path:
    """Write `game` into the player's folder of game files (`<data>/games/`); its path. OSError when the disk
    refuses (the caller says so in one line)."""
    text, suffix = write_text(game)
    return saves.write_text(FILES_KIND, file_name(game), text, suffix)


def suffixes() -> tuple[str, ...]:
    """The suffixes of every game file the table writes and reads (its own, then each game's notation's)."""
    found = [OWN_SUFFIX]
    for name in GAMES:
        module = _module(name)
        if module is not None:
            found.append(str(module.SUFFIX))
    return tuple(dict.fromkeys(found))
