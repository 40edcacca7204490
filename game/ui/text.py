"""Text layout: wrapping for English (at spaces) and Japanese (between any characters, not before closing marks)."""
from __future__ import annotations

from collections.abc import Callable

_NO_LINE_START = set("、。，．・：；？！ー)]｝〕〉》」』】〙〗〟’”｠»ゝゞァィゥェォッャュョヮヵヶぁぃぅぇぉっゃゅょゎゕゖ")  # noqa: E501 (wide characters)


def wrap(text: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """Split `text` into lines no wider than `width` px (explicit newlines kept)."""
    lines: list[str] = []
    for para in text.split("\n"):
        if not para:
            lines.append("")
            continue
        cjk = any(ord(ch) > 0x2E80 for ch in para)
        units = _cjk_units(para) if cjk else para.split(" ")
        sep = "" if cjk else " "
        line = ""
        for unit in units:
            trial = unit if not line else line + sep + unit
            if measure(trial) <= width or not line:
                line = trial
            else:
                lines.append(line)
                line = unit.lstrip() if cjk else unit
        lines.append(line)
    return lines


def _cjk_units(para: str) -> list[str]:
    """Break points for CJK text: every character, but ASCII words stay whole and closing marks stick left."""
    units: list[str] = []
    word = ""
    for ch in para:
        if ch.isascii() and not ch.isspace():
            word += ch
            continue
        if word:
            units.append(word)
            word = ""
        if units and ch in _NO_LINE_START:
            units[-1] += ch
        else:
            units.append(ch)
    if word:
        units.append(word)
    return units
