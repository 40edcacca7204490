"""The tag header every game file of the table carries, and the table's own format for the games no standard
notation covers (issue 35, point 5).

A file is a PGN-like tag header, then the moves:

    [Event "Kotatsu"]
    [Date "2026.11.29"]
    [White "fox"]                      the first seat's name ("owl (computer, hard)" for a computer)
    [Black "owl (computer, hard)"]     the second seat; [Seat3 "..."] and [Seat4 "..."] after it
    [Result "1-0"]                     one share per seat: "1-0", "0-1", "1/2-1/2", "1-0-0", "*" unfinished
    [GameType "Kotatsu-<game>"]        which of the table's games
    [Rules "{...}"]                    the rules' new_game options as JSON (a board's map, a deal's seed), if any
    [Options "{...}"]                  the setup's options as JSON, if any
    [Extra "{...}"]                    the game's own save fields as JSON, if any (what play-on-from-here needs)

    1. <a move in the rules' notation>
    2. <the next move>
    1-0

One move per line (a move's notation may hold spaces), as `str(move)` writes it and `parse_move` reads it; a line may
start with its number ("12."); `{...}` and `;` to the end of the line are comments; blank lines are skipped; a
result ends the moves. An agreed end is the result of a game the rules have not ended: a draw agreed when every
seat has the same share, otherwise a resignation of the one seat that won nothing.
"""

from __future__ import annotations

import datetime
import json
import re
from collections.abc import Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from game.core.match import Match, Seat
from game.core.sanitize import clean_text
from game.core.saves import Ending
from game.history.replay import Replay, Replayer, ReplayProblem, check_ending, result_of

PREFIX = "Kotatsu-"  # GameType values of the table's own: Kotatsu-<game>
_TAG = re.compile(r'^\s*\[\s*([A-Za-z0-9_]+)\s+"((?:[^"\\]|\\.)*)"\s*\]\s*$')
_NUMBER = re.compile(r"^\s*\d+\s*\.+\s*")
_SHARE = r"(?:1|0|1/[2-8])"
RESULT = re.compile(rf"^(?:\*|{_SHARE}(?:-{_SHARE})+)$")
_COMPUTER = re.compile(r"^(.*?)\s*\(computer, (easy|medium|hard)\)\s*$")
SEAT_TAGS = ("White", "Black", "Seat3", "Seat4", "Seat5", "Seat6", "Seat7", "Seat8")
FORMAT_LIMIT = 2 * 1024 * 1024  # bytes: a game file is a few KB


# ---- writing ------------------------------------------------------------------------------------------------
def quote(value: str) -> str:
    return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'


def date_of(played_at: float) -> str:
    """PGN's date: YYYY.MM.DD (local), "????.??.??" when not known."""
    if played_at <= 0:
        return "????.??.??"
    return datetime.datetime.fromtimestamp(played_at).strftime("%Y.%m.%d")


def seat_label(seat: Seat) -> str:
    return f"{seat.name} (computer, {seat.level})" if seat.is_computer else seat.name


def result_tag(game: Replay) -> str:
    """One share per seat (PGN's "1-0", "0-1", "1/2-1/2" for two seats); "*" when the game was not finished."""
    r = game.result
    if r is None:
        return "*"
    n = len(game.match.seats)
    winners = set(r.winners) if r.winners else set(range(n))
    share = "1" if len(winners) == 1 else f"1/{len(winners)}"
    return "-".join(share if i in winners else "0" for i in range(n))


def header(game: Replay, game_type: str, extra_tags: Sequence[tuple[str, str]] = ()) -> list[str]:
    """The tag lines of `game`."""
    tags: list[tuple[str, str]] = [("Event", "Kotatsu"), ("Date", date_of(game.played_at))]
    tags += [(SEAT_TAGS[i], seat_label(s)) for i, s in enumerate(game.match.seats)]
    tags += [("Result", result_tag(game)), ("GameType", game_type), *extra_tags]
    return [f"[{name} {quote(value)}]" for name, value in tags]


def json_tags(game: Replay) -> list[tuple[str, str]]:
    """The Rules, Options and Extra tags (those that hold anything)."""
    extra = {k: v for k, v in game.extra.items() if k != "ai_seed"}
    out = []
    for name, value in (("Rules", game.rules), ("Options", game.match.options), ("Extra", extra)):
        if value:
            out.append((name, json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))))
    return out


def write(game: Replay) -> str:
    """The table's own format: the header, then one move per line."""
    lines = header(game, PREFIX + game.game, json_tags(game))
    lines.append("")
    lines += [f"{i}. {m}" for i, m in enumerate(game.notation, 1)]
    lines.append(result_tag(game))
    return "\n".join(lines) + "\n"


# ---- reading ------------------------------------------------------------------------------------------------
@dataclass
class Parsed:
    """A file split into its tags and the text after them."""

    tags: dict[str, str]
    body: str

    def game_type(self) -> str:
        """The game a Kotatsu GameType names ("" for none or another's)."""
        value = self.tags.get("GameType", "")
        if not value.startswith(PREFIX):
            return ""
        return value[len(PREFIX) :].split(",")[0].strip().lower()


def unquote(value: str) -> str:
    return re.sub(r"\\(.)", r"\1", value)


def split(text: str) -> Parsed:
    """The tags (lines `[Name "value"]` before anything else) and the rest."""
    tags: dict[str, str] = {}
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    i = 0
    while i < len(lines):
        line = lines[i]
        if not line.strip():
            i += 1
            continue
        m = _TAG.match(line)
        if m is None:
            break
        tags.setdefault(m.group(1), unquote(m.group(2)))
        i += 1
    return Parsed(tags, "\n".join(lines[i:]))


def json_tag(parsed: Parsed, name: str, game: str) -> dict[str, Any]:
    """A JSON object tag ({} when absent); ReplayProblem when it is not one."""
    text = parsed.tags.get(name)
    if text is None:
        return {}
    try:
        value = json.loads(text)
    except (ValueError, RecursionError) as exc:
        raise ReplayProblem(f"the {name} tag is not JSON: {exc}", game=game) from exc
    if not isinstance(value, dict) or not all(isinstance(k, str) for k in value):
        raise ReplayProblem(f"the {name} tag is not a JSON object", game=game)
    return value


def match_of(parsed: Parsed, game: str, count: int) -> Match:
    """The match the tags name: `count` seats, the Options tag's options, checked as a save's match is."""
    seats = seats_of(parsed, count)
    options = json_tag(parsed, "Options", game)
    try:
        return Match.from_json({"game": game, "seats": [vars(s) for s in seats], "options": options})
    except ValueError as exc:
        raise ReplayProblem(f"the Options tag: {exc}", game=game) from exc


def seats_of(parsed: Parsed, count: int) -> tuple[Seat, ...]:
    """The seats the tags name (a computer's level read back), `count` of them."""
    seats = []
    for i in range(count):
        label = clean_text(parsed.tags.get(SEAT_TAGS[i], "") if i < len(SEAT_TAGS) else "")
        m = _COMPUTER.match(label)
        if m is not None:
            seats.append(Seat(clean_text(m.group(1)) or f"player {i + 1}", i, "computer", m.group(2)))
        else:
            seats.append(Seat(label or f"player {i + 1}", i))
    return tuple(seats)


def played_at(parsed: Parsed) -> float:
    """The Date tag as seconds since 1970 (noon that day, local), 0 when unknown."""
    try:
        day = datetime.datetime.strptime(parsed.tags.get("Date", ""), "%Y.%m.%d")
    except ValueError:
        return 0.0
    return day.replace(hour=12).timestamp()


def strip_comments(text: str) -> str:
    """The text without `{...}` comments and `;` line comments (PDN's and ours)."""
    text = re.sub(r"\{[^}]*\}", " ", text)
    return re.sub(r";[^\n]*", " ", text)


def lines_of(body: str) -> Iterator[tuple[str, str]]:
    """(number, move) of each move line of the table's own format, up to a result."""
    count = 0
    for raw in strip_comments(body).split("\n"):
        line = raw.strip()
        if not line:
            continue
        m = _NUMBER.match(line)
        written = line[: m.end()].strip().rstrip(".").strip() if m else ""
        line = line[m.end() :].strip() if m else line
        if not line:
            continue
        if RESULT.match(line):
            return
        count += 1
        yield written or str(count), line


def finish(
    replayer: Replayer, parsed: Parsed, match: Match, extra: dict[str, Any] | None = None, ending_ok: bool = True
) -> Replay:
    """The Replay of a file whose moves are played: an agreed end read from the Result of a game the rules have not
    ended (see the module's docstring)."""
    n = len(match.seats)
    ending = ending_from(parsed.tags.get("Result", "*"), n, replayer) if ending_ok else None
    check_ending(replayer, ending, n)
    return Replay(
        game=replayer.game,
        match=match,
        rules=dict(replayer.options),
        states=tuple(replayer.states),
        moves=tuple(replayer.moves),
        ending=ending,
        result=result_of(replayer.state, ending, n),
        played_at=played_at(parsed),
        extra=dict(extra or {}),
    )


def shares(result: str, seats: int) -> list[str] | None:
    """The shares of a Result value, one per seat; None for "*" or a value of another size."""
    if result == "*" or not RESULT.match(result):
        return None
    parts = result.split("-")
    return parts if len(parts) == seats else None


def ending_from(result: str, seats: int, replayer: Replayer) -> Ending | None:
    """The agreed end a Result says of a game the rules have not ended: equal shares, a draw; one seat with none
    (the others sharing), its resignation. ReplayProblem when the Result says more than the moves and no agreement
    explains it."""
    parts = shares(result.strip(), seats)
    if parts is None or replayer.state.is_over:
        return None  # unfinished, or the rules' own end (the moves decide, whatever the tag says)
    if len(set(parts)) == 1:
        return Ending("draw")
    losers = [i for i, p in enumerate(parts) if p == "0"]
    if len(losers) == 1 and len({p for p in parts if p != "0"}) == 1:
        return Ending("resign", losers[0])
    raise ReplayProblem(f"the result {result} does not follow from the moves", game=replayer.game)


def read(parsed: Parsed, game: str) -> Replay:
    """A file of the table's own format for `game`."""
    replayer = Replayer(game, json_tag(parsed, "Rules", game))
    for number, move in lines_of(parsed.body):
        replayer.play(number, move)
    match = match_of(parsed, game, len(replayer.states[0].scores))
    return finish(replayer, parsed, match, json_tag(parsed, "Extra", game))
