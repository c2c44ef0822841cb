"""Line breaking for Japanese text by the usual rules (kinsoku shori): no line starts with closing
brackets, small kana or punctuation, no line ends with an opening bracket, a paragraph's last line
is never one character alone ("…引きまし / た": the line before gives it company), and runs of Latin
letters and digits ("Eleven", "10", "♥A", "−10") and a product ("(−10 × 6)") are never split; English
wraps at spaces. pygame-gui breaks Japanese wherever the
width runs out, so the rules screen wraps its Japanese text with this first."""
from __future__ import annotations

import re
from typing import Callable

NO_LINE_START = set("、。，．,.・：；:;!?！？)）]］}｝〕〉》」』】〙〗〟’”ー～…‥ぁぃぅぇぉっゃゅょゎゕゖァィゥェォッャュョヮヵヶ々ゝゞヽヾ")
NO_LINE_END = set("(（[［{｛〔〈《「『【〘〖〝‘“")


KEEP_TOGETHER = ("裁定",)   # words never split across lines (the rules screen marks them)
PRODUCT = r"[(（]?[−\-+]?\d+(?:\s*×\s*\d+)+[)）]?\s*"   # "(−10 × 6)": one unit, its spaces and all
WORD = re.compile(PRODUCT + r"|[A-Za-z0-9♠♥♦♣+\-−/().,:;!?'’%×]+\s*|\s+|" + "|".join(KEEP_TOGETHER) + "|.")


def units(text: str) -> list[str]:
    """What a line may not split: a Latin word or number (with suit symbols and the spaces after
    it), a run of spaces, or one other character."""
    return WORD.findall(text)


def wrap(text: str, width: int, measure: Callable[[str], int]) -> list[str]:
    """Lines of `text` no wider than `width` (a unit wider than the whole line stands alone)."""
    lines: list[str] = []
    for paragraph in text.split("\n"):
        lines += _wrap_paragraph(paragraph, width, measure)
    return lines


def _lone(line: list[str]) -> bool:
    """A last line of one character standing alone (a kana or kanji, with closing marks after it)."""
    head = "".join(line).rstrip()
    return len(line) >= 1 and len(line[0]) == 1 and not line[0].isascii() and all(c in NO_LINE_START for c in head[1:])


def _wrap_paragraph(paragraph: str, width: int, measure: Callable[[str], int]) -> list[str]:
    lines: list[list[str]] = []   # each line as its units
    line: list[str] = []
    for part in units(paragraph):
        if line and measure(("".join(line) + part).rstrip()) > width:
            carry: list[str] = []
            # pull back characters that may not start a line, or that may not end one
            while line and len(line) > 1 and (part[0] in NO_LINE_START if not carry else carry[0][0] in NO_LINE_START):
                carry.insert(0, line.pop())
            while len(line) > 1 and line[-1][-1] in NO_LINE_END:
                carry.insert(0, line.pop())
            lines.append(line)
            line = carry
            if not line:
                part = part.lstrip()
                if not part:
                    continue
        line.append(part)
    lines.append(line)
    if len(lines) > 1 and _lone(lines[-1]):
        _give_company(lines[-2], lines[-1], width, measure)
    return ["".join(line).rstrip() for line in lines]


def _give_company(before: list[str], last: list[str], width: int, measure: Callable[[str], int]) -> None:
    """Move the end of `before` down to a lone last line: its last unit, and any before it that
    may not start a line or that one may not end with; nothing when `before` would be left with
    fewer than two units or `last` would grow too wide."""
    moved = 1
    while moved < len(before) - 1 and (before[-moved][0] in NO_LINE_START or before[-moved - 1][-1] in NO_LINE_END):
        moved += 1
    if len(before) - moved < 2 or measure("".join(before[-moved:] + last).rstrip()) > width:
        return
    last[:0] = before[-moved:]
    del before[-moved:]
