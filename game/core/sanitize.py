"""Text from files and players made safe to show: no control characters, no lone surrogates, a sane length."""

from __future__ import annotations

import re

NAME_LENGTH = 40  # characters: a player's or a board's name on a button
# C0/C1 controls, the Unicode line and paragraph separators, bidi overrides and isolates (they can flip a whole
# line on screen), the byte-order mark and the interlinear annotation marks.
_UNSAFE = re.compile(r"[\x00-\x1f\x7f-\x9f\u2028\u2029\u202a-\u202e\u2066-\u2069\ufeff\ufff9-\ufffb]")
_SURROGATE = re.compile(r"[\ud800-\udfff]")


def clean_text(text: object, limit: int = NAME_LENGTH) -> str:
    """`text` as one line that is safe to draw: control characters become spaces, lone surrogates U+FFFD,
    runs of spaces one, and at most `limit` characters (an ellipsis marks a cut)."""
    if not isinstance(text, str):
        text = "" if text is None else str(text)
    text = text[: limit * 4 + 16]  # never scan a huge string further than needed
    text = _SURROGATE.sub("\ufffd", text)
    text = _UNSAFE.sub(" ", text)
    text = " ".join(text.split())
    if len(text) > limit:
        text = text[: max(0, limit - 1)].rstrip() + "…"
    return text


def path_tail(text: str, limit: int) -> str:
    """A path for a line on screen, at most `limit` characters: its end names it, so a long one loses its start."""
    return text if len(text) <= limit else "…" + text[-(limit - 1) :]
