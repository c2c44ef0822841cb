"""Save PNG screenshots of the Napoleon table in Japanese and English — the bidding panel, the
adjutant picker, the 3-card discard, a trick in play, the end-of-deal reveal on the table and the
deal's results between deals — for looking at the product with one's own eyes.

    SDL_VIDEODRIVER=dummy python -m tools.screens_napoleon OUT_DIR [--seed 3] [--lang ja]
"""
from __future__ import annotations

import sys
from pathlib import Path

from tools.screenshot_kit import DT, new_app, parser, run, save, until  # first: the headless set-up

from game.actions import Action
from game.match import Match
from game.seats import Seat

NAMES = {"ja": ["あなた", "ミナ", "ケン", "サラ", "ユウ"], "en": ["You", "Mina", "Ken", "Sara", "Yu"]}


def shoot(out: Path, lang: str, seed) -> None:
    from ui.scenes.table import TableScene

    app = new_app(lang)
    seats = [Seat(NAMES[lang][0], "human")] + [Seat(n, "ai", "normal") for n in NAMES[lang][1:]]
    match = Match("napoleon", {"deals": 3, "reverse": True}, seats, seed)
    table = TableScene(app, match, ai_delay=0.05)
    app.switch(table)
    layout = table.layout

    def ready(phase: str) -> bool:
        return bool(table.legal) and not table.anim.busy and table.view.phase == phase

    # bidding: shoot the panel once, then keep outbidding until this seat is Napoleon
    shot = False
    for _ in range(40):
        if not until(app, lambda: ready("bid") or ready("name"), 6000):
            raise SystemExit("the table never asked this seat to bid")
        if table.view.phase == "name":
            break
        lowest = next(a for a in table.legal if a.kind == "bid")
        count = lowest.value[1:]
        if not shot and table.view.bids:
            layout.bid_suit, layout.bid_count = "H", int(count) + 1
            save(app, out, f"napoleon_bidding_{lang}")
            shot = True
        layout.reset()
        table.submit([lowest if lowest.value[0] == "S" else Action("bid", value="S" + count)])
    if not shot:
        save(app, out, f"napoleon_bidding_{lang}")
    # the adjutant picker with a card chosen
    until(app, lambda: ready("name"), 6000)
    mighty = next(a.cards[0] for a in table.legal if a.cards[0].code in ("SA", "S1"))
    layout.picked = mighty if mighty not in table.view.hand else next(
        a.cards[0] for a in table.legal if a.cards[0] not in table.view.hand and a.cards[0].rank == 11)
    save(app, out, f"napoleon_picker_{lang}")
    table.submit([Action("name", (layout.picked,))])
    # the discard: two cards chosen of the 13
    until(app, lambda: ready("discard"), 6000)
    low = sorted(table.view.hand, key=lambda c: (c.rank in (1, 10, 11, 12, 13), c.rank))
    layout.discard_sel = low[:2]
    save(app, out, f"napoleon_discard_{lang}")
    table.submit([Action("discard", (c,)) for c in low[:3]])
    # a trick in play: this seat to follow with cards already in the centre
    until(app, lambda: ready("play") and len(table.view.current) >= 2 or table.match.deal_over, 20000)
    for _ in range(12):
        if table.match.deal_over or (ready("play") and len(table.view.current) >= 2):
            break
        table.submit([table.legal[0]])
        until(app, lambda: ready("play") or table.match.deal_over, 20000)
    if ready("play"):
        layout.selected = table.legal[0].cards[0]
        save(app, out, f"napoleon_trick_{lang}")
    # play the deal out; the table shows the reveal, then the deal's results
    while not table.match.deal_over:
        if ready("play"):
            table.submit([table.legal[0]])
        app.step(DT, [])
    until(app, lambda: not table.anim.busy and table.view.phase == "over", 3000)
    save(app, out, f"napoleon_deal_end_{lang}")
    from ui.scenes.results import ResultsScene

    until(app, lambda: isinstance(app.scene, ResultsScene), 600)
    save(app, out, f"napoleon_deal_results_{lang}")


def main(argv: list[str]) -> int:
    p = parser(__doc__)
    p.add_argument("--seed", default="3")
    return run(p, argv, lambda out, lang, args: shoot(out, lang, args.seed))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
