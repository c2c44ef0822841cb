"""Save PNG screenshots of the Napoleon table in Japanese and English — the bidding panel, the
adjutant picker, the 3-card discard, a trick in play, the end-of-deal reveal on the table and the
deal's results between deals — for looking at the product with one's own eyes.

    SDL_VIDEODRIVER=dummy python tools/screens_napoleon.py OUT_DIR [--seed 3] [--lang ja]
"""
from __future__ import annotations

import argparse
import os
import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp(prefix="cardtable-screens-"))

import pygame  # noqa: E402

from game.actions import Action  # noqa: E402
from game.match import Match  # noqa: E402
from game.seats import Seat  # noqa: E402
from ui.app import App, open_window  # noqa: E402
from ui.settings import Settings  # noqa: E402

DT = 1 / 60
NAMES = {"ja": ["あなた", "ミナ", "ケン", "サラ", "ユウ"], "en": ["You", "Mina", "Ken", "Sara", "Yu"]}


def until(app: App, predicate, limit: int = 6000) -> bool:
    for _ in range(limit):
        if predicate():
            return True
        app.step(DT, [])
    return predicate()


def save(app: App, out: Path, name: str) -> None:
    app.step(DT, [])
    path = out / f"napoleon_{name}.png"
    pygame.image.save(app.screen, str(path))
    print(path)


def shoot(out: Path, lang: str, seed) -> None:
    from ui.scenes.table import TableScene

    app = App(pygame.display.get_surface(), Settings(lang=lang, ai_speed="fast", anim_speed="fast"),
              save_settings=False)
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
            save(app, out, f"bidding_{lang}")
            shot = True
        layout.reset()
        table.submit([lowest if lowest.value[0] == "S" else Action("bid", value="S" + count)])
    if not shot:
        save(app, out, f"bidding_{lang}")
    # the adjutant picker with a card chosen
    until(app, lambda: ready("name"))
    mighty = next(a.cards[0] for a in table.legal if a.cards[0].code in ("SA", "S1"))
    layout.picked = mighty if mighty not in table.view.hand else next(
        a.cards[0] for a in table.legal if a.cards[0] not in table.view.hand and a.cards[0].rank == 11)
    save(app, out, f"picker_{lang}")
    table.submit([Action("name", (layout.picked,))])
    # the discard: two cards chosen of the 13
    until(app, lambda: ready("discard"))
    low = sorted(table.view.hand, key=lambda c: (c.rank in (1, 10, 11, 12, 13), c.rank))
    layout.discard_sel = low[:2]
    save(app, out, f"discard_{lang}")
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
        save(app, out, f"trick_{lang}")
    # play the deal out; the table shows the reveal, then the deal's results
    while not table.match.deal_over:
        if ready("play"):
            table.submit([table.legal[0]])
        app.step(DT, [])
    until(app, lambda: not table.anim.busy and table.view.phase == "over", 3000)
    save(app, out, f"deal_end_{lang}")
    from ui.scenes.results import ResultsScene

    until(app, lambda: isinstance(app.scene, ResultsScene), 600)
    save(app, out, f"deal_results_{lang}")


def main(argv: list[str]) -> int:
    p = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    p.add_argument("out", help="folder for the PNG files")
    p.add_argument("--seed", default="3")
    p.add_argument("--lang", choices=("ja", "en"), default=None, help="only this language")
    args = p.parse_args(argv)
    out = Path(args.out)
    out.mkdir(parents=True, exist_ok=True)
    open_window()
    for lang in ([args.lang] if args.lang else ["ja", "en"]):
        shoot(out, lang, args.seed)
    pygame.quit()
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
