"""Text layout: wrapping for English (at spaces) and Japanese (between phrases, with the usual line-breaking rules).

Japanese breaks between phrases, which children read far more easily than lines cut inside a word: the spaces our
children's Japanese is written with (分かち書き) and sentence punctuation mark the phrases, and a longer run written
without spaces is cut into phrases by BudouX (Google's phrase segmenter). A phrase longer than the line still breaks
between characters. Either way the kinsoku rules hold: no line ends with an opening bracket, and none starts with a
closing bracket, "、", "。" or a small kana."""

from __future__ import annotations

import itertools
from collections.abc import Callable
from functools import cache, lru_cache

import budoux

CLOSING = frozenset(")]}）］｝〕〉》」』】〙〗〟’”｠»")  # closing brackets and quotes
# Characters a line never starts with (they belong to what is before them).
NO_LINE_START = CLOSING | frozenset(
    "、。，．,.・：；:;？！?!‼⁇⁈⁉…‥"  # punctuation
    "ーゝゞヽヾ々〻"  # the long vowel mark and iteration marks
    "ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶㇰㇱㇲㇳㇴㇵㇶㇷㇸㇹㇺㇻㇼㇽㇾㇿ"  # small kana
    "〜～"  # the wave dash of "2〜4"
)
# Characters a line never ends with (they belong to what is after them).
NO_LINE_END = frozenset("([{（［｛〔〈《「『【〘〖〝‘“｟«")
# A phrase ends after these (a break is natural there even inside a run written without spaces).
PHRASE_END = frozenset("、。，．！？!?…‥")
# A run written without spaces up to this long is one phrase as its author wrote it; a longer one is prose written
# unspaced, which BudouX segments (it splits short all-kana words badly: "は|こんでね").
PHRASE_MAX = 8
CJK_FROM = 0x2E80  # the first code point of the CJK blocks (radicals, kana, kanji, full-width forms follow)
PHRASES_KEPT, CHARACTERS_KEPT = 4096, 1024  # paragraphs and long phrases kept cut (a screen wraps the same ones)
SEPARATORS = frozenset("·")  # a word that only stands between two parts of a line ("Wrong tries: 0 · Hints: 0")


def is_cjk(text: str) -> bool:
    """Whether a paragraph is laid out as Japanese (any character from the CJK blocks on)."""
    return any(ord(ch) > CJK_FROM for ch in text)


def wrap(text: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """Split `text` into lines no wider than `width` px (explicit newlines kept)."""
    lines: list[str] = []
    for para in text.split("\n"):
        if not para:
            lines.append("")
        elif is_cjk(para):
            lines += _wrap_units(phrases(para), width, measure)
        else:
            lines += _wrap_words(para.split(" "), width, measure)
    return lines


def _wrap_words(words: list[str], width: int, measure: Callable[[str], int]) -> list[str]:
    """English: words joined by spaces, a new line when the next word would not fit. A separator ("·" between two
    parts of a line) that falls at a break is dropped: the break separates them already ("Wrong tries: 0 ·")."""
    lines: list[str] = []
    line = ""
    for word in words:
        trial = word if not line else line + " " + word
        if measure(trial) <= width or not line:
            line = trial
        else:
            lines.append(line)
            line = word
    lines.append(line)
    if len(lines) == 1:
        return lines
    unseparated = [_strip_separator(line) for line in lines]
    return [line for line in unseparated if line] or [""]


def _strip_separator(line: str) -> str:
    words = line.split(" ")
    while words and words[-1] in SEPARATORS:
        words.pop()
    while words and words[0] in SEPARATORS:
        words.pop(0)
    return " ".join(words)


def _wrap_units(units: tuple[str, ...], width: int, measure: Callable[[str], int]) -> list[str]:
    """Japanese: whole phrases while they fit; a phrase too long for a line of its own goes by characters."""
    lines: list[str] = []
    line = ""
    for unit in units:
        if measure((line + unit).rstrip()) <= width:
            line += unit
            continue
        if measure(unit.strip()) <= width:  # the phrase fits a line: it starts the next one
            if line.strip():
                lines.append(line.rstrip())
            line = unit.lstrip()
            continue
        for piece in characters(unit):  # longer than a line: fill this line, break between characters
            if measure((line + piece).rstrip()) <= width or not line.strip():
                line += piece
            else:
                lines.append(line.rstrip())
                line = piece.lstrip()
    lines.append(line.rstrip())
    return lines


@cache
def _parser() -> budoux.Parser:
    """BudouX's Japanese model (read once, ~20 ms; the app reads it at start-up: preload)."""
    return budoux.load_default_japanese_parser()


def preload() -> None:
    """Read the phrase model now, so the first Japanese text wrapped never stalls a frame."""
    _parser()


@lru_cache(maxsize=PHRASES_KEPT)
def phrases(para: str) -> tuple[str, ...]:
    """A Japanese paragraph cut into phrases, each one ending with the spaces after it (cached per paragraph: a
    screen wraps the same strings every frame)."""
    n = len(para)
    breaks = {i for i in range(1, n) if _phrase_edge(para[i - 1], para[i])}
    start = 0
    for end in sorted(breaks | {n}):
        run = para[start:end]
        if len(run.strip()) > PHRASE_MAX:  # prose written unspaced: BudouX finds its phrases
            breaks |= {start + i for i in _budoux_breaks(run.rstrip())}
        start = end
    cuts = [0, *sorted(i for i in breaks if _may_break(para[i - 1], para[i])), n]
    return tuple(para[a:b] for a, b in itertools.pairwise(cuts) if b > a)


def _phrase_edge(before: str, after: str) -> bool:
    """A phrase boundary the text itself marks: after spaces, after sentence punctuation, before an opening bracket
    (after a closing one the particle that follows still belongs to it: 「{name}」を)."""
    return before.isspace() or before in PHRASE_END or after in NO_LINE_END


def _budoux_breaks(run: str) -> list[int]:
    """Where BudouX starts a new phrase in `run`; a lone kana it cut off a word's start stays with its word."""
    chunks = _parser().parse(run)
    merged: list[str] = []
    for chunk in chunks:
        if merged and len(merged[-1]) == 1 and _is_kana(merged[-1]):
            merged[-1] += chunk
        else:
            merged.append(chunk)
    out, at = [], 0
    for chunk in merged[:-1]:
        at += len(chunk)
        out.append(at)
    return out


def _is_kana(ch: str) -> bool:
    return "\u3041" <= ch <= "\u30ff"


def _may_break(before: str, after: str) -> bool:
    """Whether a line may end between two characters: the kinsoku rules, and never inside a Latin word or number."""
    if after in NO_LINE_START or before in NO_LINE_END or after.isspace():
        return False
    return not (_is_word(before) and _is_word(after))


def _is_word(ch: str) -> bool:
    return ch.isascii() and not ch.isspace() and ch not in NO_LINE_END


@lru_cache(maxsize=CHARACTERS_KEPT)
def characters(text: str) -> tuple[str, ...]:
    """The places a too-long phrase may break: between any characters the kinsoku rules allow (Latin words whole)."""
    units: list[str] = []
    for ch in text:
        if units and not _may_break(units[-1][-1], ch):
            units[-1] += ch
        else:
            units.append(ch)
    return tuple(units)
