"""Napoleon's Easy level: a timid bidder that plays like Normal with slips (game.players.EasyPlayer).

A beginner seldom dares to declare: `TimidBidder` is Normal with a low bid base (it bids only with
an exceptional hand), except as the last to speak when nobody has bid: then it takes the lowest
contract in its best suit, so a table of Easy players never throws the deal in. Its play, naming
and discards are Normal's; the slips come from `EasyPlayer`.

Why (docs/research-log.md, "Normal vs Easy"): with Normal's own auction an Easy Napoleon won few of
its contracts and Normal, as its adjutant, lost with it; Normal beat that Easy by 1.36× its fair
share. The timid Easy leaves the contracts to the stronger player and, with a slip of 0.95, Normal
beats it by 1.53–1.54× (`tools/research/diag_napoleon_levels.py timid-last`, 7,500 games a seed), while
Easy still beats uniform random (1.24×)."""
from __future__ import annotations

from game.actions import Action

from engines.napoleon.ai import NormalPlayer, estimated_honours
from engines.napoleon.state import PLAYERS
from engines.napoleon.strength import BID_SUITS
from engines.napoleon.view import NapoleonView

EASY_BID_BASE = 4.0   # Normal's is 7.0: only a hand worth ~9 honours of its own reaches a bid of 12


def last_to_speak_unbid(view: NapoleonView) -> bool:
    """Everyone else passed and nobody bid: a pass now would void the deal (N17)."""
    return view.high_bid is None and len(view.bids) == PLAYERS - 1


class TimidBidder(NormalPlayer):
    """Normal, bidding from `bid_base` (low), and never the one who voids the deal."""

    def __init__(self, bid_base: float = EASY_BID_BASE):
        super().__init__(bid_base=bid_base)

    def _bid(self, view: NapoleonView, legal: list[Action]) -> Action:
        if last_to_speak_unbid(view):
            best = max(BID_SUITS, key=lambda suit: estimated_honours(view.hand, suit))
            return next(a for a in legal if a.kind == "bid" and a.value[0] == best)
        return super()._bid(view, legal)
