"""Save PNG screenshots of the coach's words and the prompt's facts, in Japanese and English: the
review of a Napoleon deal with a deliberately bad first bid (its rows labelled mistake, inaccuracy,
close, worst first), the Coach's note on that bid at the table (labelled, with both chances), and
Napoleon's forced pass in the bidding (no bid left above ♠20: never "no card beats it").

    SDL_VIDEODRIVER=dummy python -m tools.screens_coach OUT_DIR [--lang ja|en] [--budget 8]
"""
from __future__ import annotations

import random
import sys
from pathlib import Path

from tools.screenshot_kit import new_app, parser, run, save, until  # first: the headless set-up

from game.actions import Action
from game.match import Match
from game.seats import Seat


def seats(lang: str) -> list[Seat]:
    you = "あなた" if lang == "ja" else "You"
    names = ["ミナ", "ケン", "サラ", "ユウ"] if lang == "ja" else ["Mina", "Ken", "Sara", "Yu"]
    return [Seat(you, "human")] + [Seat(n, "ai", "easy") for n in names]


def bad_bid_deal(lang: str, seed: str) -> Match:
    """Napoleon's first deal played out: you bid the most you may at once, then play as Easy would."""
    match = Match("napoleon", {"deals": 1}, seats(lang), seed)
    easy, rng, bid = match.rules.ai_player("easy"), random.Random(seed), False
    while not match.deal_over:
        seat = match.to_act()[0]
        if match.is_ai(seat):
            match.play(seat, match.ai_choice(seat))
            continue
        legal = match.legal(seat)
        bids = [a for a in legal if a.kind == "bid"]
        if bids and not bid:
            bid, action = True, max(bids, key=lambda a: int(str(a.value)[1:]))
        else:
            action = easy.choose(match.view(seat), legal, rng)
        match.play(seat, action)
    return match


def shoot_review(app, out: Path, lang: str, budget: float) -> None:
    from ui.scenes.review import ReviewScene
    from ui.scenes.title import TitleScene

    match = bad_bid_deal(lang, "review-bad-bid")
    app.toasts.items = []            # the table's note is not the review screen's
    scene = ReviewScene(app, None, match, 0, 0, back=lambda: TitleScene(app), budget_s=budget)
    app.switch(scene)
    until(app, lambda: scene.worker.done, int(60 * (budget + 30)))
    save(app, out, f"coach_review_{lang}")


def shoot_note(app, out: Path, lang: str) -> None:
    from ui.coach import NOTE_KIND
    from ui.scenes.table import TableScene

    app.settings.coach = True
    match = Match("napoleon", {"deals": 1}, seats(lang), 4)
    table = TableScene(app, match, ai_delay=0.05)
    app.switch(table)
    until(app, lambda: bool(table.legal) and not table.anim.busy, 3000)
    table.submit([max((a for a in table.legal if a.kind == "bid"), key=lambda a: int(str(a.value)[1:]))])
    until(app, lambda: any(t.kind == NOTE_KIND for t in app.toasts.items) or table.coach.parked, 60 * 40)
    if table.coach.parked:          # the card to name first: the note comes back once it is named
        table.submit([table.legal[0]])
        until(app, lambda: any(t.kind == NOTE_KIND for t in app.toasts.items), 600)
    save(app, out, f"coach_note_{lang}")
    app.settings.coach = False


def shoot_forced_pass(app, out: Path, lang: str) -> None:
    from ui.scenes.table import TableScene

    match = Match("napoleon", {"deals": 1}, seats(lang), 7)
    while 0 not in match.to_act():        # the first bidder bids ♠20, the others pass, up to you
        seat = match.to_act()[0]
        bids = [a for a in match.legal(seat) if a.kind == "bid"]
        match.play(seat, Action("bid", value="S20") if bids and match.state.high_bid is None else Action("pass"))
    table = TableScene(app, match, ai_delay=0.05)
    app.switch(table)
    until(app, lambda: bool(table.legal) and not table.anim.busy, 3000)
    save(app, out, f"napoleon_forced_pass_{lang}")


def main(argv: list[str]) -> int:
    p = parser(__doc__)
    p.add_argument("--budget", type=float, default=8.0, help="the review's budget, seconds")

    def shoot(out: Path, lang: str, args) -> None:
        app = new_app(lang)
        shoot_forced_pass(app, out, lang)
        shoot_note(app, out, lang)
        shoot_review(app, out, lang, args.budget)

    return run(p, argv, shoot)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
