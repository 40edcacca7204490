"""Solo play keeps the best scores (F13): a small table per way of scoring, best first, in the player's records
folder. A records file is a nicety: a missing or broken one never stops a game."""

from __future__ import annotations

import datetime
from typing import TYPE_CHECKING, Annotated, Any

import msgspec

if TYPE_CHECKING:
    from game.core.context import Context

RECORDS_KIND, RECORDS_NAME, RECORDS_KEPT = "records", "farmini", 10


class RecordEntry(msgspec.Struct):
    """One kept solo result (F13)."""

    score: Annotated[int, msgspec.Meta(ge=-1000, le=1000)]
    date: Annotated[str, msgspec.Meta(pattern=r"^(\d{4}-\d{2}-\d{2})?$")] = ""


# The records document: "solo@<scoring>" -> its table, best first, beside the shared "format" number.
RECORDS = Annotated[
    dict[Annotated[str, msgspec.Meta(max_length=40)], int | Annotated[list[RecordEntry], msgspec.Meta(max_length=100)]],
    msgspec.Meta(max_length=20),
]


class SoloRecords:
    """The best solo scores of one way of scoring (the seed game's or the published one's)."""

    def __init__(self, ctx: Context, published: bool) -> None:
        self.ctx = ctx
        self.key = "solo@" + ("published" if published else "seed")

    def table(self) -> list[dict[str, Any]]:
        """The kept scores, best first (entries that cannot be read are left out)."""
        doc = self.ctx.saves.read_doc(RECORDS_KIND, RECORDS_NAME, RECORDS)
        table = doc.get(self.key, []) if isinstance(doc, dict) else []
        if not isinstance(table, list):
            return []
        out = []
        for r in table:
            r = msgspec.to_builtins(r) if not isinstance(r, dict) else r
            if isinstance(r.get("score"), int):
                out.append({"score": r["score"], "date": str(r.get("date", ""))})
        return sorted(out, key=lambda r: -r["score"])

    def keep(self, score: int) -> bool:
        """Keep `score` (dated today) among the best; True when it beats every score kept before."""
        table = self.table()
        new_best = bool(table) and score > table[0]["score"]
        table.append({"score": score, "date": datetime.date.today().isoformat()})
        table.sort(key=lambda r: -r["score"])
        doc = self.ctx.saves.read_doc(RECORDS_KIND, RECORDS_NAME, RECORDS)
        # Every other entry goes back as it was read (another mode's table, one from a newer version).
        doc = {k: msgspec.to_builtins(v) for k, v in doc.items()} if isinstance(doc, dict) else {}
        doc[self.key] = table[:RECORDS_KEPT]
        try:
            self.ctx.saves.write_doc(RECORDS_KIND, RECORDS_NAME, doc)
        except OSError:
            pass  # a records file is a nicety: the game ends normally without it
        return new_best
