"""Headless play for tests, benchmarks and checks: AI-only matches with no window, and a plain-text
score table."""
from __future__ import annotations

import sys
import time
import unicodedata

from game import i18n
from game.match import Match
from game.seats import Seat


def ai_match(game_id: str, players: int | None, seed: int | str, level: str = "normal",
             options: dict | None = None, levels: list[str] | None = None) -> Match:
    from game import registry

    rules = registry.load(game_id)
    n = players or rules.min_players
    levels = levels or [level] * n
    seats = [Seat(f"AI {i + 1}", "ai", levels[i]) for i in range(n)]
    return Match(game_id, dict(options or {}), seats, seed)


def play_out_with_progress(match: Match, out=None, every_s: float = 10.0) -> None:
    """`match.play_out()` telling how far it got on `out` (stderr) once a match runs long: a line
    at most every `every_s` seconds (deal, actions so far, seconds), and one per finished deal."""
    out = out or sys.stderr
    start = last = time.perf_counter()
    shown = False

    def tick(seat, events) -> None:
        nonlocal last, shown
        now = time.perf_counter()
        if now - last >= every_s:
            last, shown = now, True
            print(f"  deal {_deal_of(match)}: {len(match.steps)} actions,"
                  f" {now - start:.0f} s", file=out, flush=True)

    while True:
        match.run_ai_until_human(on_events=tick)
        if not match.deal_over:
            raise RuntimeError("play_out needs AI in every seat")
        if shown:
            print(f"  deal {_deal_of(match)} over,"
                  f" {time.perf_counter() - start:.0f} s", file=out, flush=True)
        if match.over:
            return
        match.next_deal()


def _deal_of(match: Match) -> str:
    """ "2/5", or "2" when the match is open-ended (`deals` 0: played to a target)."""
    n = match.deal_index + 1
    return f"{n}/{match.deals}" if match.deals else str(n)


def pad(text: str, width: int) -> str:
    """Left-justify counting East Asian wide characters as two columns."""
    used = sum(2 if unicodedata.east_asian_width(ch) in "WF" else 1 for ch in text)
    return text + " " * max(0, width - used)


def score_table(match: Match, lang: str = "en") -> str:
    """Every deal's lines per seat, the totals and the winners, as plain text."""
    out: list[str] = []
    names = [s.name for s in match.seats]
    for number, result in enumerate(match.deal_results, 1):
        if match.deals != 1:      # 0: open-ended (played to a target)
            out.append(f"== {i18n.text('common.deal', lang, n=number)} ==")
        notes = match.rules.notes(result)
        for seat, lines in enumerate(result.lines):
            out.append(f"{names[seat]}: {result.scores[seat]}")
            for line in lines:
                label = i18n.text(line.key, lang, **line.params)
                out.append(f"    {pad(label, 52)} {line.points:>+4d}")
            for note_seat, key, params in notes:
                if note_seat == seat:
                    out.append(f"    * {i18n.text(key, lang, **params)}")
        for note_seat, key, params in notes:
            if note_seat is None:
                out.append(f"* {i18n.text(key, lang, **params)}")
    out.append("")
    totals = match.totals()
    winners = set(match.winners())
    for seat, total in enumerate(totals):
        mark = "  <- " + i18n.text("common.winner", lang) if seat in winners else ""
        out.append(f"{pad(names[seat], 12)} {total:>5d}{mark}")
    return "\n".join(out)
