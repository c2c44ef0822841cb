"""Save PNG screenshots of the 13th-Floor Daifugo table in Japanese and English: the D02 leader
draw, the table mid-round with a selection (and an illegal one with its reason), an effect banner,
the effect dialogs (7 give, 10 discard, J Eleven Back, Q naming), the joker-reading popup and the results between deals.

    SDL_VIDEODRIVER=dummy python -m tools.screens_daifugo13 OUT_DIR [--lang ja|en]
"""
from __future__ import annotations

import sys
from pathlib import Path

from tools.screenshot_kit import frames, new_app, parser, run, save, until  # first: the headless set-up

from game.match import Match
from tools.deal_loop import first_walk_to
from game.seats import Seat


def seats(lang: str, players: int, human: bool = True) -> list[Seat]:
    you = "あなた" if lang == "ja" else "You"
    names = ["ミナ", "ケン", "サラ", "ユウ", "アキ"] if lang == "ja" else ["Mina", "Ken", "Sara", "Yu", "Aki"]
    first = Seat(you, "human") if human else Seat(you, "ai", "normal")
    return [first] + [Seat(names[i], "ai", "normal") for i in range(players - 1)]


def advanced(lang: str, seed: int, want: str) -> Match:
    """A 4-player match moved on with seeded random actions until seat 0 decides `want` (the
    first seed from `seed` on whose walk gets there)."""
    match = first_walk_to(lambda tried: Match("daifugo13", {"deals": 4}, seats(lang, 4), tried), 0,
                          lambda view: view.pub.phase == "effect" and view.pub.effect_player == 0
                          and view.pub.effects[0] == want, first_seed=seed)
    if match is None:
        raise RuntimeError(f"no {want} decision for seat 0 with seeds {seed} to {seed + 39}")
    return match


def shoot(out: Path, lang: str) -> None:
    from ui.scenes.results import ResultsScene
    from ui.scenes.table import TableScene

    app = new_app(lang, anim_speed="normal")
    if hasattr(app, "keeper"):
        app.keeper.enabled = False

    # the D02 leader draw at the start of the first deal
    match = Match("daifugo13", {"deals": 4}, seats(lang, 5), 7)
    table = TableScene(app, match, ai_delay=0.3)
    app.switch(table)
    until(app, lambda: any(getattr(lbl, "tag", "") == "leader" and lbl.alpha > 240 for lbl in table.anim.labels), 900)
    save(app, out, f"d13_opening_{lang}")

    # mid-round: the human's turn on a non-empty field, a legal selection; then an illegal one
    def my_turn_on_field():
        return (not table.anim.busy and table.legal and table.view.pub.table
                and any(a.kind == "play" for a in table.legal) and app.scene is table)

    for _ in range(40):
        if until(app, my_turn_on_field, 1500):
            break
        if table.legal and not table.anim.busy:
            table.submit([table.legal[-1]])
    plays = [a for a in table.legal if a.kind == "play" and a.value is None]
    table.layout.selected = list(max(plays, key=lambda a: len(a.cards)).cards) if plays else []
    save(app, out, f"d13_table_{lang}")
    hand = table.view.hand
    odd = next(((a, b) for a in hand for b in hand if a.rank != b.rank and "X" not in (a.suit, b.suit)), ())
    table.layout.selected = list(odd)
    save(app, out, f"d13_illegal_{lang}")
    table.layout.selected = []

    # an effect banner as it fires
    ai = Match("daifugo13", {"deals": 1}, seats(lang, 4, human=False), 5)
    table = TableScene(app, ai, ai_delay=0.05)
    app.switch(table)
    until(app, lambda: any(getattr(lbl, "tag", "") == "banner" and lbl.alpha > 240 for lbl in table.anim.labels),
          20000)
    frames(app, 6)
    save(app, out, f"d13_banner_{lang}")

    # the effect dialogs
    for want, seed in (("discard", 0), ("bomb", 0), ("give", 1), ("eleven_back", 0)):
        match = advanced(lang, seed, want)
        table = TableScene(app, match, ai_delay=0.3)
        app.switch(table)
        until(app, lambda: not table.anim.busy and table.legal, 600)
        if want in ("discard", "give"):
            table.layout.selected = [table.view.hand[-1]]
        save(app, out, f"d13_dialog_{want}_{lang}")

    # joker readings: seat 0 leads with ♠J ♠Q and a joker (10-Q or J-K stairs)
    from game.cards import Card

    match = Match("daifugo13", {"deals": 4}, seats(lang, 4), 37)
    table = TableScene(app, match, ai_delay=0.3)
    app.switch(table)
    until(app, lambda: not table.anim.busy and table.legal, 900)
    joker = next(c for c in table.view.hand if c.suit == "X")
    table.layout.selected = [Card("S", 11), Card("S", 12), joker]
    frames(app, 1)
    table.layout._press("play", table.view, table.context())
    save(app, out, f"d13_readings_{lang}")

    # results between deals, then the final results
    done = Match("daifugo13", {"deals": 2}, seats(lang, 4, human=False), 3)
    table = TableScene(app, done, ai_delay=0.0)
    app.switch(table)
    until(app, lambda: isinstance(app.scene, ResultsScene), 40000)
    frames(app, 3)
    save(app, out, f"d13_deal_results_{lang}")
    app.scene.on_button("next")
    until(app, lambda: isinstance(app.scene, ResultsScene), 40000)
    frames(app, 3)
    save(app, out, f"d13_final_results_{lang}")


def main(argv: list[str]) -> int:
    return run(parser(__doc__), argv, lambda out, lang, args: shoot(out, lang))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
