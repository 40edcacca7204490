"""The kept results of co-op and solo games (K10, K11): one table per mode and castle in the records file,
tolerant of whatever an old or hand-edited file holds, and the results' lines that show them."""

from __future__ import annotations

import datetime
import math
from pathlib import Path
from typing import TYPE_CHECKING, Any

from game.physics.castle import Castle
from game.screens.kletterfrosch.files import RECORDS

if TYPE_CHECKING:
    from game.core.context import Context
    from game.core.match import Match

RECORDS_KIND, RECORDS_NAME, RECORDS_KEPT = "records", "kletterfrosch", 10
RECORDS_SHOWN = 5  # the results show this castle's best few
DAY = len("2025-03-02")  # a record's date: the day of its ISO time


def records_key(mode: str, castle: Castle) -> str:
    """Where a mode's table for one castle is kept: a gentle castle's scores never mix with the hardest one's."""
    return f"{mode}@{Path(castle.source).stem or castle.name}"


def clean_records(raw: object) -> list[dict[str, Any]]:
    """The usable entries of a stored table, best first: whatever else a hand-edited or old file holds is
    dropped, never fatal (a records file is a nicety, the game must end normally)."""
    if not isinstance(raw, list):
        return []
    out: list[dict[str, Any]] = []
    for r in raw:
        if not isinstance(r, dict):
            continue
        score = r.get("score")
        if isinstance(score, bool) or not isinstance(score, (int, float)):
            continue
        if not math.isfinite(score) or score < 0 or score != int(score):
            continue
        date = r.get("date")
        players = r.get("players")
        entry: dict[str, Any] = {
            "score": int(score),
            "date": date[:DAY] if isinstance(date, str) else "",
            "players": [n for n in players if isinstance(n, str)] if isinstance(players, list) else [],
        }
        if isinstance(r.get("castle"), str):
            entry["castle"] = r["castle"]
        out.append(entry)
    out.sort(key=lambda e: -e["score"])  # stable: an earlier equal score keeps its place
    return out


def read_records(doc: object, mode: str, castle: Castle) -> list[dict[str, Any]]:
    """One castle's table of `mode` from the records document (an older file's per-mode table is sorted out
    by the castle each entry names)."""
    if not isinstance(doc, dict):
        return []
    key = records_key(mode, castle)
    if key in doc:
        return clean_records(doc[key])
    return [r for r in clean_records(doc.get(mode)) if r.get("castle") == castle.source]


class Records:
    """This game's table: `mode` on `castle`, written once when a co-op or solo game ends."""

    def __init__(self, ctx: Context, mode: str, castle: Castle) -> None:
        self.ctx = ctx
        self.mode = mode
        self.castle = castle
        self.new_record = False
        self.shown: list[str] = []  # the table's lines as the results showed them

    def save(self, score: int, match: Match) -> None:
        """Keep `score` (best first, the best RECORDS_KEPT); `new_record` says whether it beat the table."""
        saves = self.ctx.saves
        doc = saves.read_doc(RECORDS_KIND, RECORDS_NAME, RECORDS)
        if not isinstance(doc, dict):
            doc = {}
        table = read_records(doc, self.mode, self.castle)
        entry = {
            "score": int(score),
            "date": datetime.date.today().isoformat(),
            "castle": self.castle.source,
            "players": [s.name for s in match.seats],
        }
        self.new_record = score > max((r["score"] for r in table), default=-1)
        table.append(entry)
        table.sort(key=lambda r: -r["score"])  # stable: an earlier equal score keeps its place
        doc[records_key(self.mode, self.castle)] = table[:RECORDS_KEPT]
        doc.pop("format", None)
        saves.write_doc(RECORDS_KIND, RECORDS_NAME, doc)

    def table(self) -> list[dict[str, Any]]:
        """The kept results of this mode on this castle, best first."""
        return read_records(self.ctx.saves.read_doc(RECORDS_KIND, RECORDS_NAME, RECORDS), self.mode, self.castle)

    def castle_name(self) -> str:
        """The castle's name in the player's language."""
        c = self.castle
        return c.name_ja if self.ctx.i18n.language == "ja" and c.name_ja else c.name

    def result_lines(self, score: int) -> list[str]:
        """A co-op or solo game's results: the score (a new record said), then this castle's best five."""
        t = self.ctx.t
        head = (
            t("kletterfrosch.team", count=score) if self.mode == "coop" else t("kletterfrosch.solo_score", score=score)
        )
        lines = [
            head + ("   " + t("kletterfrosch.new_record") if self.new_record else ""),
            t("kletterfrosch.records_for", castle=self.castle_name(), stars="★" * self.castle.difficulty),
        ]
        for rank, r in enumerate(self.table()[:RECORDS_SHOWN], 1):
            lines.append(t("kletterfrosch.record_line", rank=rank, score=r.get("score"), date=r.get("date", "")))
        self.shown = lines[2:]
        return lines
