"""Mapello on the Classic board as an Othello transcript (issue 35, point 5): the moves one after another, `f5d6c3d3c4`,
lower case, passes implied (a player who cannot place passes), the form Othello programs and sites read. Mapello's
squares are Othello's (M15: a-h from the left, 1-8 from the top; M4's centre and M7's black first are Othello's), so
the moves are the rules' own notation. Reading takes upper case too, spaces and line breaks between moves, and a
written pass ("pass", "ps", "pa" or "--") where one is due. A transcript has no names, date or result: an agreed
end is not in it (the table writes its own format, with the tag header, for every other map).
"""

from __future__ import annotations

import re

from game.core.match import Match, Seat
from game.history.notation.tags import Parsed
from game.history.replay import Replay, Replayer, result_of
from game.rules import mapello

GAME = "mapello"
SUFFIX = ".txt"
PASS = "pass"
_TOKENS = re.compile(r"[a-h][1-8]|pass|ps|pa|--", re.I)
_SQUARE = re.compile(r"[a-h][1-8]", re.I)


def classic(game: Replay) -> bool:
    """Is `game` played on the Classic board from its usual start (the only Mapello an Othello program knows)?"""
    return game.states[0].key == mapello.new_game().key


def write(game: Replay) -> str | None:
    """The transcript of a Classic game; None for any other map (the table's own format takes it)."""
    if not classic(game):
        return None
    return "".join(m for m in game.notation if m != PASS) + "\n"


def tokens(text: str) -> list[str] | None:
    """The moves of a transcript (lower case, passes as "pass"), or None when `text` is not one."""
    bare = re.sub(r"\s+", "", text)
    if not bare:
        return None
    found = _TOKENS.findall(bare)
    if "".join(found).lower() != bare.lower() or not any(_SQUARE.fullmatch(t) for t in found):
        return None
    return [t.lower() if _SQUARE.fullmatch(t) else PASS for t in found]


def read(text: str, parsed: Parsed | None = None) -> Replay | None:
    """The Classic game a transcript replays (ReplayProblem naming the written move that cannot be played: its
    number counts the squares written), or None when `text` is no transcript."""
    moves = tokens(text)
    if moves is None:
        return None
    replayer = Replayer(GAME, {})
    written = 0
    for move in moves:
        if move == PASS:
            if replayer.find(PASS) is not None:
                replayer.play(str(written + 1), PASS)
            continue  # a pass written where none is due: nothing to play (a transcript marks passes loosely)
        written += 1
        _passes(replayer)
        replayer.play(str(written), move)
    _passes(replayer)
    match = Match(GAME, (Seat("Black", 0), Seat("White", 1)))
    return Replay(
        game=GAME,
        match=match,
        rules={},
        states=tuple(replayer.states),
        moves=tuple(replayer.moves),
        result=result_of(replayer.state, None, 2),
    )


def _passes(replayer: Replayer) -> None:
    """Play the passes due (M11: a player with no placement passes), as a transcript leaves them out."""
    while not replayer.state.is_over and [str(m) for m in replayer.state.legal_moves()] == [PASS]:
        replayer.play("", PASS)
