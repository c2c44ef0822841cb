"""Line breaking for Japanese text by the usual rules (kinsoku shori): no line starts with closing
brackets, small kana or punctuation, no line ends with an opening bracket, and runs of Latin
letters and digits ("Eleven Back", "10") are never split. pygame-gui breaks Japanese wherever the
width runs out, so the rules screen wraps its Japanese text with this first."""
from __future__ import annotations

from typing import Callable

NO_LINE_START = set("、。，．,.・：；:;!?！？)）]］}｝〕〉》」』】〙〗〟’”ー～…‥ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々ゝゞヽヾ")
NO_LINE_END = set("(（[［{｛〔〈《「『【〘〖〝‘“")


def units(text: str) -> list[str]:
    """Characters, with each run of ASCII letters/digits (and the spaces inside it) kept whole."""
    out: list[str] = []
    for ch in text:
        if out and ch.isascii() and (ch.isalnum() or ch == " ") and out[-1][-1].isascii() \
                and (out[-1][-1].isalnum() or out[-1][-1] == " ") and not (ch == " " and out[-1][-1] == " "):
            out[-1] += ch
        else:
            out.append(ch)
    return out


def wrap(text: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """Lines of `text` no wider than `width` (a unit wider than the whole line stands alone)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        parts = units(paragraph)
        line: list[str] = []
        for part in parts:
            if line and measure("".join(line) + part) > width:
                carry: list[str] = []
                # pull back characters that may not start a line, or that may not end one
                while line and len(line) > 1 and (part[0] in NO_LINE_START if not carry else carry[0][0] in NO_LINE_START):
                    carry.insert(0, line.pop())
                while len(line) > 1 and line[-1][-1] in NO_LINE_END:
                    carry.insert(0, line.pop())
                lines.append("".join(line).rstrip())
                line = carry
            line.append(part)
        lines.append("".join(line).rstrip())
    return lines
