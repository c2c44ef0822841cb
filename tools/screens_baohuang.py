"""Save PNG screenshots of the Bao Huang table in Japanese and English — the throne choice, the
rebellion banner, mid-play with a big grouped hand and a selection, the Guard's reveal, the
tribute of the second deal and the results — for looking at the product with one's own eyes.

    SDL_VIDEODRIVER=dummy python -m tools.screens_baohuang /tmp/shots/baohuang [--lang ja]
"""
from __future__ import annotations

import sys
from pathlib import Path

from tools.screenshot_kit import DT, new_app, parser, run, save, until  # first: the headless set-up

from game.actions import Action
from game.match import Match
from game.seats import Seat

NAMES = {"ja": ["あなた", "ミナ", "ケン", "サラ", "ユウ"], "en": ["You", "Mina", "Ken", "Sara", "Yu"]}


def table_for(app, match):
    from ui.scenes.table import TableScene

    table = TableScene(app, match, ai_delay=0.05)
    app.switch(table)
    return table


def ready(table) -> bool:
    return bool(table.legal) and not table.anim.busy


def seats(lang: str) -> list[Seat]:
    return [Seat(NAMES[lang][0], "human")] + [Seat(n, "ai", "normal") for n in NAMES[lang][1:]]


def advice(match, seat: int = 0):
    """What the Normal AI would do for the human seat (the screenshots play it for them)."""
    import random

    from engines.baohuang.ai import NormalPlayer

    return NormalPlayer().choose(match.view(seat), match.legal(seat), random.Random(len(match.steps)))


def seed_where(predicate, options=None) -> int:
    for seed in range(1, 500):
        match = Match("baohuang", dict(options or {}), [Seat(f"P{i}", "ai") for i in range(5)], seed)
        if predicate(match):
            return seed
    return 1


def has_label(table, kind: str) -> bool:
    return any(getattr(lb, "tag", "") == kind for lb in table.anim.labels)


def throne_and_rebellion(out: Path, lang: str) -> None:
    """The human holds the Emperor card (throne buttons); then, another seed, the human rebels."""
    app = new_app(lang)
    seed = seed_where(lambda m: m.to_act() == (0,))
    table = table_for(app, Match("baohuang", {}, seats(lang), seed))
    until(app, lambda: ready(table), 3000)
    save(app, out, f"baohuang_throne_{lang}")
    seed = seed_where(lambda m: m.to_act() == (2,) and ("X", 1, 0) not in m.state.hands[0])
    table = table_for(app, Match("baohuang", {}, seats(lang), seed))
    while table.match.view(0).phase != "play":
        if ready(table):
            kinds = {a.kind for a in table.legal}
            choice = "pass_emperor" if "pass_emperor" in kinds else "keep" if "keep" in kinds else "rebel"
            table.submit([Action(choice)])
            if choice == "rebel":
                break
        app.step(DT, [])
    until(app, lambda: has_label(table, "banner"), 600)
    for _ in range(12):
        app.step(DT, [])
    save(app, out, f"baohuang_rebellion_{lang}")


def play_and_reveal(out: Path, lang: str) -> None:
    """Mid-play with a selection of three of a rank, then on until the Guard card falls (another
    deal if it never falls before the end), then the results."""
    from ui.scenes.results import ResultsScene

    app = new_app(lang)
    shot_mid = shot_guard = False
    for seed in range(11, 40):
        table = table_for(app, Match("baohuang", {}, seats(lang), seed))
        match = table.match
        while not match.deal_over or table.anim.busy:
            if ready(table):
                view = table.view
                if view.phase == "play" and not shot_mid and len(view.hand) >= 28 and view.last_play is not None:
                    plays = [a for a in table.legal if a.kind == "play"]
                    if plays:
                        app.step(DT, [])
                        table.layout.selected = list(plays[0].cards)
                        save(app, out, f"baohuang_midplay_{lang}")
                        shot_mid = True
                table.submit([advice(match)])
            app.step(DT, [])
            if has_label(table, "guard") and not shot_guard:
                for _ in range(14):
                    app.step(DT, [])
                save(app, out, f"baohuang_guard_reveal_{lang}")
                shot_guard = True
        until(app, lambda: isinstance(app.scene, ResultsScene), 3000)
        if seed == 11:
            save(app, out, f"baohuang_results_{lang}")
        if shot_mid and shot_guard:
            break


def tribute(out: Path, lang: str) -> None:
    """Deal 2 with tribute: the human's own tribute in its panel, counts on the others'."""
    app = new_app(lang)
    for seed in range(3, 60):
        match = Match("baohuang", {"deals": 3}, seats(lang), seed)
        while not match.deal_over:
            seat = match.to_act()[0]
            match.play(seat, advice(match, seat))
        if match.deal_results[-1].scores[0] != 0:
            break
    match.next_deal()
    table = table_for(app, match)
    until(app, lambda: any(s.face_up and s.card is not None and s.visible for s in table.anim.cards), 600)
    for _ in range(3):
        app.step(DT, [])
    save(app, out, f"baohuang_tribute_anim_{lang}")
    until(app, lambda: not table.anim.busy, 3000)
    save(app, out, f"baohuang_tribute_{lang}")


def pass_and_play(out: Path, lang: str) -> None:
    """Two humans: the hand-over curtain, and the table behind it (no hand shown face up)."""
    from ui.scenes.curtain import CurtainScene

    app = new_app(lang)
    kinds = ["human", "ai", "human", "ai", "ai"]
    match = Match("baohuang", {}, [Seat(n, k, "normal") for n, k in zip(NAMES[lang], kinds)], 5)
    table = table_for(app, match)
    until(app, lambda: isinstance(app.scene, CurtainScene), 3000)
    save(app, out, f"baohuang_curtain_{lang}")
    app.scene.on_continue()
    app.pop()
    until(app, lambda: ready(table), 3000)
    save(app, out, f"baohuang_pass_and_play_{lang}")


def shoot(out: Path, lang: str, args) -> None:
    pass_and_play(out, lang)
    throne_and_rebellion(out, lang)
    play_and_reveal(out, lang)
    tribute(out, lang)


def main(argv: list[str]) -> int:
    return run(parser(__doc__), argv, shoot)


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
