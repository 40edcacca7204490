"""What one game is part of: a single game by default; a series or a tournament (a game's own Session subclass)
decides the rules' options from what carries over, whether the session goes on after this game, and what the next
game is."""

from __future__ import annotations

import json
import logging
from collections.abc import Mapping
from typing import TYPE_CHECKING, Generic, TypeVar

from game.rules import GAMES
from game.rules.contract import AnyState

log = logging.getLogger(__name__)

if TYPE_CHECKING:
    from game.board.flow import MatchFlow
    from game.core.context import Context
    from game.core.match import Match
    from game.core.saves import SaveExtra


S = TypeVar("S", bound=AnyState)  # the game's states
M = TypeVar("M")  # its moves
BAD_POSITION_SECONDS = 4.0  # a refused position file: time to read which, and why


class Session(Generic[S, M]):
    """A single game: the match's options go to the rules, and a rematch is the same match again."""

    def __init__(self, ctx: Context, match: Match) -> None:
        self.ctx = ctx
        self.start = match
        self._flow: MatchFlow[S, M] | None = None

    @property
    def flow(self) -> MatchFlow[S, M]:
        assert self._flow is not None, "the session is bound to its game's flow once the game is set up"
        return self._flow

    def bind(self, flow: MatchFlow[S, M]) -> None:
        self._flow = flow

    def rules_options(self, extra: SaveExtra) -> dict[str, object]:
        """The keyword options for the rules' new_game (`extra`: the game's own saved fields, ready to fill)."""
        return dict(self.start.options)

    def continues(self) -> bool:
        """After this game ends, is there a next game of the same session?"""
        return False

    def next_match(self) -> Match:
        return self.flow.match

    def next_text(self) -> str:
        """The results' first button, in words (a series names its next game)."""
        return self.ctx.t("result.rematch")

    def next_extra(self) -> SaveExtra | None:
        """What the next game inherits (a series' scoreboard, say); None: nothing."""
        return None

    def result_lines(self) -> list[str]:
        """Lines the results add after the game's own (a series' scoreboard)."""
        return []


def staged_field(staged: Mapping[str, object], key: str) -> object:
    """The field `key` of a staged start's position (its map, its board, its players); None: it has none."""
    position = staged.get("position")
    return position.get(key) if isinstance(position, dict) else None


class StagedSession(Session[S, M]):
    """A single game that may start from a staged `position` option: a JSON text of the rules' new_game position
    (for tests, tools and lessons). A position the rules refuse is said in one line (`<game>.bad_position`) and the
    usual start is used."""

    def staged(self) -> dict[str, object]:
        """{"position": ...} for the rules' new_game, or {} for the usual start."""
        text, game = self.start.options.get("position"), self.start.game
        if not isinstance(text, str):
            return {}
        try:
            position = json.loads(text)
            GAMES[game].new_game(position=position)
        except (ValueError, TypeError, KeyError) as exc:
            self.ctx.toast(self.ctx.t(f"{game}.bad_position"), "error", BAD_POSITION_SECONDS)
            log.warning("%s position %r refused: %s", game, text, exc)
            return {}
        return {"position": position}

    def rules_options(self, extra: SaveExtra) -> dict[str, object]:
        return self.staged()
