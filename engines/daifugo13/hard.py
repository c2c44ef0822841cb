"""13th-Floor Daifugo's Hard level: the hooks it adds to the shared search (game/search.py), with
the Normal player as its prior and in the playouts: a cheap view of each sampled world for the
playouts (`playout_view`: the same choices as on the full view, ~a third less time a step), the
sandstorm offer answered at once (`storm_offer`), and the utility the search maximises."""
from __future__ import annotations

from game.actions import Action
from game.engine import DealResult, SearchHooks

from engines.daifugo13.cards import sorted_cards
from engines.daifugo13.events import HOLD, SANDSTORM
from engines.daifugo13.state import State
from engines.daifugo13.view import View

MARGIN_SCALE = 1000.0    # utility: points of margin worth one deal win


def playout_view(state: State, seat: int) -> View:
    """A cheap view for the search's playouts, where only the Normal player reads it: the public
    record is shared, not copied (Normal only reads it), and the private extras Normal never reads
    (gifts, drawn cards, the opening events) are left out. Never hand it to a player outside the
    search: it is the sampled world's own record, not a copy."""
    return View(
        seat=seat, pub=state.pub, hand=sorted_cards(state.hands[seat]),
        hand_sizes=tuple(len(h) for h in state.hands),
        pile_size=len(state.pile), aside_size=len(state.aside),
        my_discards=(), gifts_given=(), gifts_received=(), drawn=(), opening=())


def storm_offer(view: View, legal: list[Action]) -> bool:
    """The out-of-turn sandstorm offer only its holder sees: the Hard level answers it at once like
    Normal (a search would take its whole budget, and the pause would tell the table)."""
    return {a.kind for a in legal} <= {SANDSTORM, HOLD}


def search_hooks() -> SearchHooks:
    return SearchHooks(playout_view=playout_view, quick=storm_offer)


def utility(result: DealResult, seat: int) -> float:
    """For the search: going out first counts most. Deal margins run to hundreds of points (D29
    jokers 50, D30 −10 × the finishing numbers), so the shared `won + margin / 100` would let a big
    margin outweigh the win; here the margin only breaks ties between wins and between losses."""
    n = len(result.scores)
    others = (sum(result.scores) - result.scores[seat]) / max(1, n - 1)
    margin = others - result.scores[seat]
    won = 1.0 if seat in result.winners else 0.0
    return won + max(-0.4, min(0.4, margin / MARGIN_SCALE))
