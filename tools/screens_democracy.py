"""Save PNG screenshots of the Democracy table in Japanese and English — choosing a card, some seats
have chosen (face-down cards, "chosen" markers), the reveal, captured piles with a 13+ suit marked,
the deal's end on the table and the results between deals, the pass-and-play curtain, the Suit Sweep
declaration and the dealer's Ghost choice, a six-player table, and a Bad Catch claimed face down
then revealed — for looking at the product with one's own eyes.

    SDL_VIDEODRIVER=dummy python -m tools.screens_democracy OUT_DIR [--seed 3] [--lang ja]
"""
from __future__ import annotations

import sys
from pathlib import Path

from tools.screenshot_kit import DT, new_app, parser, run, save, until  # first: the headless set-up

import pygame

from game.match import Match
from game.seats import Seat

NAMES = {"ja": ["あなた", "ミナ", "ケン", "サラ", "ユウ", "ハナ"], "en": ["You", "Mina", "Ken", "Sara", "Yu", "Hana"]}


def table_for(app, match):
    from ui.scenes.table import TableScene

    table = TableScene(app, match, ai_delay=0.05)
    app.switch(table)
    return table


def ready(table) -> bool:
    return bool(table.legal) and not table.anim.busy


def solo(out: Path, lang: str, seed) -> None:
    """Four players, this seat and three AI: choosing, chosen, the reveal, piles, the deal's end."""
    app = new_app(lang)
    seats = [Seat(NAMES[lang][0], "human")] + [Seat(n, "ai", "normal") for n in NAMES[lang][1:4]]
    match = Match("democracy", {}, seats, seed)
    table = table_for(app, match)
    until(app, lambda: ready(table), 3000)
    save(app, out, f"democracy_choosing_{lang}")
    until(app, lambda: len(table.view.chosen) >= 3, 3000)
    table.layout.selected = table.view.hand[0]
    save(app, out, f"democracy_chosen_{lang}")
    table.submit([table.legal[0]])
    until(app, lambda: any(getattr(lb, "tag", "") == "winner" for lb in table.anim.labels), 600)
    save(app, out, f"democracy_reveal_{lang}")
    # play on until some seat has 13+ points in a suit
    while not match.deal_over and not any(p >= 13 for pts in match.view(None).suit_points for p in pts):
        if ready(table):
            table.submit([table.legal[-1]])
        app.step(DT, [])
    until(app, lambda: ready(table) or match.deal_over, 3000)
    save(app, out, f"democracy_piles_{lang}")
    while not match.deal_over:
        if ready(table):
            table.submit([table.legal[0]])
        app.step(DT, [])
    until(app, lambda: not table.anim.busy and table.view.phase == "over", 3000)
    save(app, out, f"democracy_deal_end_{lang}")
    from ui.scenes.results import ResultsScene

    until(app, lambda: isinstance(app.scene, ResultsScene), 600)
    save(app, out, f"democracy_deal_results_{lang}")


def pass_and_play(out: Path, lang: str, seed) -> None:
    """Two humans and three AI, with Suit Sweep declared: the curtain, the declaration dialog."""
    from ui.scenes.curtain import CurtainScene

    app = new_app(lang)
    names = NAMES[lang]
    seats = [Seat(names[0], "human"), Seat(names[1], "ai", "normal"), Seat(names[2], "human"),
             Seat(names[3], "ai", "normal"), Seat(names[4], "ai", "normal")]
    match = Match("democracy", {"suit_sweep": True, "suit_sweep_declared": True, "one_day": True}, seats, seed)
    table = table_for(app, match)
    until(app, lambda: isinstance(app.scene, CurtainScene), 3000)
    app.step(DT, [])
    save(app, out, f"democracy_curtain_{lang}")
    app.scene.age = 1.0
    app.scene.proceed()
    until(app, lambda: ready(table), 3000)
    for _ in range(12):   # the first human chooses, the second's curtain comes, then the declaration
        if ready(table) and table.view.phase == "declare":
            break
        if isinstance(app.scene, CurtainScene):
            app.scene.age = 1.0
            app.scene.proceed()
        elif ready(table):
            table.submit([table.legal[0]])
        until(app, lambda: ready(table) or isinstance(app.scene, CurtainScene), 3000)
    table.layout.declare_sel = {"H"}
    save(app, out, f"democracy_declare_{lang}")
    # the first human's card chosen: the table turns to the spectator's view before the next curtain
    table.submit([table.legal[0]])
    for _ in range(12):
        if isinstance(app.scene, CurtainScene):
            app.scene.age = 1.0
            app.scene.proceed()
        elif ready(table) and table.view.phase == "play":
            break
        elif ready(table):
            table.submit([table.legal[0]])
        until(app, lambda: ready(table) or isinstance(app.scene, CurtainScene), 3000)
    table.submit([table.legal[0]])
    until(app, lambda: table.viewer is None and not table.anim.busy or isinstance(app.scene, CurtainScene), 3000)
    # look under the curtain: the spectator's view between the two humans
    table.draw(app.screen)
    pygame.image.save(app.screen, str(out / f"democracy_spectator_{lang}.png"))
    print(out / f"democracy_spectator_{lang}.png")


def two_players(out: Path, lang: str, seed) -> None:
    """Two players: the other seat across the table."""
    app = new_app(lang)
    seats = [Seat(NAMES[lang][0], "human"), Seat(NAMES[lang][1], "ai", "normal")]
    table = table_for(app, Match("democracy", {}, seats, seed))
    until(app, lambda: ready(table) and len(table.view.chosen) >= 1, 3000)
    table.layout.selected = table.view.hand[2]
    save(app, out, f"democracy_two_{lang}")
    # this seat chooses first (slow AI): its own card face up, the others still choosing
    from ui.scenes.table import TableScene

    seats = [Seat(NAMES[lang][0], "human")] + [Seat(n, "ai", "normal") for n in NAMES[lang][1:3]]
    table = TableScene(app, Match("democracy", {}, seats, seed), ai_delay=30.0)
    app.switch(table)
    until(app, lambda: ready(table), 3000)
    table.submit([table.legal[0]])
    until(app, lambda: not table.anim.busy, 600)
    save(app, out, f"democracy_own_choice_{lang}")


def ghost_seed(prefix: str) -> str:
    """A seed whose first deal (six players, one Day) turns the joker up at once, seat 0 dealing."""
    import random

    rules = Match("democracy", {}, [Seat(f"P{i}", "ai", "random") for i in range(6)], 0).rules
    options = rules.normalise_options(GHOST_OPTIONS)
    for n in range(5000):
        seed = f"{prefix}-ghost{n}"
        state = rules.new_deal(options, 6, random.Random(f"{seed}/deal0"), None)
        if state.dealer == 0 and state.phase == "ghost":
            return seed
    raise SystemExit("no seed turns the joker up first")


GHOST_OPTIONS = {"ghost": True, "ghost_dealer_choice": True, "one_day": True}


def ghost(out: Path, lang: str, seed) -> None:
    """Six players (one joker): a plain first trick, then the dealer's Ghost dialog."""
    app = new_app(lang)
    seats = [Seat(NAMES[lang][0], "human")] + [Seat(n, "ai", "normal") for n in NAMES[lang][1:6]]
    table = table_for(app, Match("democracy", {"one_day": True}, seats, seed))
    until(app, lambda: ready(table) and len(table.view.chosen) >= 4, 3000)
    save(app, out, f"democracy_six_{lang}")
    table = table_for(app, Match("democracy", GHOST_OPTIONS, seats, ghost_seed(str(seed))))
    until(app, lambda: ready(table) and table.view.phase == "ghost", 3000)
    save(app, out, f"democracy_ghost_{lang}")


def bad_catch_seed(prefix: str) -> str:
    """A seed whose first deal (six players, Bad Catch on) gives an AI seat a Bad Catch hand and
    this seat none."""
    import random

    rules = Match("democracy", {}, [Seat(f"P{i}", "ai", "random") for i in range(6)], 0).rules
    options = rules.normalise_options({"bad_catch": True})
    for n in range(5000):
        seed = f"{prefix}-badcatch{n}"
        state = rules.new_deal(options, 6, random.Random(f"{seed}/deal0"), None)
        claims = [s for s in range(6) if rules.can_claim_bad_catch(state, s)]
        if claims and 0 not in claims:
            return seed
    raise SystemExit("no seed deals an AI seat a Bad Catch")


def bad_catch(out: Path, lang: str, seed) -> None:
    """Six players with Bad Catch: an AI seat claims, face down like the cards the others chose
    (same "×" count, same face-down card in front) until the reveal shows the claim and redeals."""
    app = new_app(lang)
    seats = [Seat(NAMES[lang][0], "human")] + [Seat(n, "ai", "normal") for n in NAMES[lang][1:6]]
    match = Match("democracy", {"bad_catch": True}, seats, bad_catch_seed(str(seed)))
    table = table_for(app, match)
    until(app, lambda: ready(table) and len(table.view.chosen) >= 5, 3000)
    save(app, out, f"democracy_bad_catch_hidden_{lang}")
    table.submit([next(a for a in table.legal if a.kind == "play")])
    until(app, lambda: any(getattr(lb, "tag", "") == "bad_catch" for lb in table.anim.labels), 600)
    save(app, out, f"democracy_bad_catch_reveal_{lang}")


def shoot(out: Path, lang: str, seed) -> None:
    bad_catch(out, lang, seed)
    solo(out, lang, seed)
    pass_and_play(out, lang, seed)
    ghost(out, lang, seed)
    two_players(out, lang, seed)


def main(argv: list[str]) -> int:
    p = parser(__doc__)
    p.add_argument("--seed", default="3")
    return run(p, argv, lambda out, lang, args: shoot(out, lang, args.seed))


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
