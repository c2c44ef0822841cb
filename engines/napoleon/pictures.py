"""Napoleon's pictures beyond the screenshot plan (`game.pictures`): the bidding when the first
bidder went straight to ♠20 and no bid is left, so this seat can only pass (the prompt must not
say "no card beats it")."""
from __future__ import annotations

from game.actions import Action
from game.pictures import Picture


def _top_bid_then_pass(view, legal):
    top = Action("bid", value="S20")
    return top if top in legal and not view.bids else Action("pass")


PICTURES = (
    Picture("forced_pass", lambda view, legal: view.phase == "bid" and {a.kind for a in legal} == {"pass"},
            move=_top_bid_then_pass),
)
