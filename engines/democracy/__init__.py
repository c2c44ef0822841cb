"""Democracy (デモクラシー, after pagat.com) for 2–6 players: simultaneous face-down plays to a
turned-up pool card; `RULES` is the rule set. Rules: M01–M16 and M04a, the in-game rules text
(assets/strings/<lang>/democracy.json, "democracy.rules.*").

Phases (`DemocracyView.phase`):
  "play"     every seat in `to_act` chooses one card face down; the trick resolves when all chose.
  "ghost"    (Ghost with the dealer-choice sub-option) the dealer chooses Ghost or a no-trump trick.
  "declare"  (Suit Sweep, declared) every seat declares the suits it will sweep, face down.
  "over"     the deal is scored.

Action kinds (`game.actions.Action`):
  "play"       cards=(card,)  the card chosen face down for this trick (any card of the hand, M06).
  "bad_catch"  (Bad Catch option, the first trick of Day 1, a Bad Catch hand only) claim it instead
               of playing: a face-down choice like a card; if anyone claims, the reveal shows the
               claims and the whole deck is redealt (M12).
  "ghost" / "no_trump"  the dealer's choice when a joker is turned up (M14 sub-option).
  "declare"    value=suit letters in S, H, D, C order ("" declares none) (M16 sub-option).

Event kinds (`game.actions.Event`; zones: "hand:N", "pool", "turned", "choice:N", "pile:N",
"discard", "unseen"):
  "deal"       seat=N, cards=the hand (visible to N only), src="deck", dst="hand:N", value=the
               Day; one per seat, then one for the pool (seat None, face down to all, dst="pool").
  "turn"       cards=(pool card,), src="pool", dst="turned", value=its suit or "none" (a joker).
  "chose"      seat=N, no cards, no value, public: N has made its face-down choice (a card, a
               Bad Catch claim or a declaration); what it was is in N's own view (`my_choice`)
               only, until the reveal.
  "reveal"     cards=every seat's card in seat order (public), src="choice:*", dst="trick".
  "take"       seat=winner, cards=plays + pool card, src="trick", dst="pile:N" (M07); for a tie
               each tied seat gets a "take" of its own card only (M08).
  "discard"    cards=the rest, dst="discard" (M08 tie; the Ghost's joker).
  "ghost_choice" seat=dealer, value "ghost" or "no_trump".
  "draw"       seat=drawer, cards=(card,) public, src="hand:left", dst="pile:drawer" (M14).
  "bad_catch"  seat=N, cards=N's hand shown: N claimed a Bad Catch (+1 tribe point, M12).
  "redeal"     all cards gathered and shuffled again (M12).
  "declared"   seat=N, value=suits: the revealed declarations (M16).
  "day_end"    value=the Day that ended (M09).
  "score"      seat=N, value=tribe points of the deal (M10) — one per seat at the end.

Rulings (holes in the rules; each has a test):
  M04   the deck is shuffled once per deal; Day 2 is dealt from the cards set aside then.
  M05   a choice once made is final and hidden from everyone until all have chosen.
  M08   a joker ties with a 5 for highest in a no-trump trick.
  M11   target 5 by default (1–30); a shared highest total after the target plays another deal.
  M12   the claim is a face-down choice in place of the first card of Day 1 (nobody learns who
        could have claimed), judged on the dealt Day-1 hand; the other chosen cards go back unseen;
        Bad Catch points count in the deal's score.
  M13   High Stake is applied at scoring to any true Bad Catch played on, with or without the
        Bad Catch option; it multiplies a sweep's 2 as well.
  M14   the draw is a random card chosen by the engine (unseen means no information), all seats
        draw at once from the hands as they were; a Ghost takes the place of the trick.
  M16   declarations are face down and revealed together; an undeclared sweep scores as a plain
        13+ suit; with one Day the sweep is declared right after the deal.
"""
from engines.democracy.rules import DemocracyRules

RULES = DemocracyRules()
