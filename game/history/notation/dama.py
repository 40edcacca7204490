"""Dama as PDN, Portable Draughts Notation (issue 35, point 5).

Written: the tags [Event] [Date] [White] [Black] [Result] [GameType] (White is Light, the first player, D3), then
the numbered moves as the rules write them (D17: `c3-d4` a step, `c3xe5xc7` a capture with every landing), squares
named as docs/rules/dama.md does (D2: files a-h from Light's left, ranks 1-8 from Light's side; PDN's numbered squares
are not used), and the result. The GameType is the table's own, as no PDN number stands for Filipino Dama:
`Kotatsu-dama,W,8,8,A0,0` (PDN 3.0's fields after the name: White moves first, 8 by 8, squares named by letter and
number with a1 at White's lower left, the board not inverted). A game from a staged position adds [SetUp "1"] and
[FEN "W:Wc3,Kd4:Bf6"] (who moves, then each side's squares, K before a king) and the rules' options as [Rules].

Read: the tags (a file without GameType is taken for Dama; another draughts' GameType is refused in one line),
move numbers ("12." before White's move, "12..." before Black's), `{...}` and `;` comments, variations in
parentheses (skipped, nested too), `$` annotations and `!`/`?` marks, upper case, `:` for `x`, and a capture written
by its start and end only where that names one capture. A result with the moves not over is an agreed end (a draw,
or the loser's resignation), as draughts programs write a resigned game.
"""

from __future__ import annotations

import re
from typing import Any

from game.history.notation import tags
from game.history.replay import Replay, Replayer, ReplayProblem
from game.rules import dama

GAME = "dama"
SUFFIX = ".pdn"
GAME_TYPE = "Kotatsu-dama,W,8,8,A0,0"
_MOVE = re.compile(r"^[a-h][1-8](?:[-x:][a-h][1-8])+$")
_NUMERIC = re.compile(r"^\d+(?:[-x:]\d+)+$")
_NUMBER = re.compile(r"^(\d+)(\.+)(.*)$")
_MARKS = re.compile(r"[!?]+$")
LINE = 78  # columns of movetext


# ---- writing ------------------------------------------------------------------------------------------------
def fen(state: Any) -> str:
    """A position as PDN's FEN with the rules' square names: `W:Wc3,Kd4:Bf6` (W: Light to move)."""
    d = state.to_json()
    side = "W" if d["to_move"] == 0 else "B"

    def squares(names: list[str]) -> str:
        return ",".join("K" + n.lower() if n.isupper() else n for n in names)

    return f"{side}:W{squares(d['light'])}:B{squares(d['dark'])}"


def write(game: Replay) -> str:
    """The PDN text of `game`."""
    standard = game.states[0].key == dama.new_game().key
    extra_tags: list[tuple[str, str]] = []
    if not standard:
        extra_tags += [("SetUp", "1"), ("FEN", fen(game.states[0]))]
    extra_tags += tags.json_tags(game)
    lines = tags.header(game, GAME_TYPE, extra_tags)
    lines.append("")
    words: list[str] = []
    number = 1
    for i, move in enumerate(game.notation):
        seat = game.states[i].to_move
        if seat == 0:
            words.append(f"{number}.")
        elif i == 0:
            words.append(f"{number}...")
        words.append(move)
        if seat == 1:
            number += 1
    words.append(tags.result_tag(game))
    line = ""
    for word in words:
        if line and len(line) + 1 + len(word) > LINE:
            lines.append(line)
            line = word
        else:
            line = f"{line} {word}" if line else word
    lines.append(line)
    return "\n".join(lines) + "\n"


# ---- reading ------------------------------------------------------------------------------------------------
def without_variations(text: str) -> str:
    """`text` with every `( ... )` left out, nested ones too."""
    out, depth = [], 0
    for ch in text:
        if ch == "(":
            depth += 1
        elif ch == ")":
            depth = max(0, depth - 1)
        elif depth == 0:
            out.append(ch)
    return "".join(out)


def words_of(body: str) -> list[str]:
    """The movetext's words: comments, variations and annotations left out."""
    text = without_variations(tags.strip_comments(body))
    text = re.sub(r"\$\d+", " ", text)
    return text.split()


def looks_like(parsed: tags.Parsed) -> bool:
    """Is this a PDN of Dama (our GameType, or no GameType and draughts moves with the squares named a1-h8)?"""
    if parsed.game_type():
        return parsed.game_type() == GAME
    if "GameType" in parsed.tags:
        return True  # another draughts: read, to be refused in one line
    for word in words_of(parsed.body):
        m = _NUMBER.match(word)
        word = _MARKS.sub("", m.group(3) if m else word)
        if word:
            return bool(_MOVE.match(word.lower()) or _NUMERIC.match(word))  # numbered squares: read, refused in a line
    return False


def position_of_fen(text: str) -> dict[str, Any]:
    """The rules' staged position of a FEN tag (`W:Wc3,Kd4:Bf6`); ReplayProblem when it is not one."""
    parts = [p.strip() for p in text.strip().split(":")]
    if len(parts) != 3 or parts[0].upper() not in ("W", "B"):
        raise ReplayProblem(f"the FEN tag {text[:40]!r} is not a position", game=GAME)
    sides: dict[str, list[str]] = {"W": [], "B": []}
    for part in parts[1:]:
        if not part or part[0].upper() not in sides:
            raise ReplayProblem(f"the FEN tag {text[:40]!r} is not a position", game=GAME)
        for square in filter(None, (s.strip() for s in part[1:].split(","))):
            king = square[0] in "Kk"
            name = square[1:] if king else square
            if not re.fullmatch(r"[a-hA-H][1-8]", name):
                raise ReplayProblem(f"the FEN tag names {square!r}: squares are a1 to h8 (D2)", game=GAME)
            sides[part[0].upper()].append(name.upper() if king else name.lower())
    return {"light": sides["W"], "dark": sides["B"], "to_move": 0 if parts[0].upper() == "W" else 1}


def read(text: str, parsed: tags.Parsed | None = None) -> Replay | None:
    """The game a PDN replays (ReplayProblem naming the move that cannot be played, by its PDN number), or None
    when `text` is not a PDN of Dama."""
    parsed = parsed or tags.split(text)
    if not looks_like(parsed):
        return None
    kind = parsed.tags.get("GameType", "")
    if kind and parsed.game_type() != GAME:
        raise ReplayProblem(f"this PDN is of another draughts (GameType {kind[:20]}), not Filipino Dama", game=GAME)
    options = tags.json_tag(parsed, "Rules", GAME)
    if not options and parsed.tags.get("FEN"):
        options = {"position": position_of_fen(parsed.tags["FEN"])}
    replayer = Replayer(GAME, options)
    number: int | None = None
    ply = 0
    for word in words_of(parsed.body):
        m = _NUMBER.match(word)
        if m is not None:
            number = int(m.group(1))
            word = m.group(3)
        word = _MARKS.sub("", word)
        if not word:
            continue
        if tags.RESULT.match(word):
            break
        ply += 1
        label = _label(number, replayer.state.to_move, ply)
        if _NUMERIC.match(word):
            raise ReplayProblem(
                "squares are named a1 to h8 here (rules D2), not numbered", game=GAME, number=label, move=word
            )
        if not _MOVE.match(word.lower()):
            raise ReplayProblem("that is not a Dama move", game=GAME, number=label, move=word, code="notation")
        replayer.play(label, word.lower().replace(":", "x"))
    match = tags.match_of(parsed, GAME, 2)
    return tags.finish(replayer, parsed, match, tags.json_tag(parsed, "Extra", GAME))


def _label(number: int | None, seat: int | None, ply: int) -> str:
    """A move's number as PDN writes it: "12" for White's, "12..." for Black's; the ply when none is written."""
    if number is None:
        return str(ply)
    return f"{number}..." if seat == 1 else str(number)
