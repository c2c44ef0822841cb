"""Bao Huang's pictures beyond the screenshot plan (`game.pictures`): this seat about to rebel (a
rebellion is rare in one deal), the table once the Guard card has fallen, and the second deal
opening with the tribute handed over."""
from __future__ import annotations

from game.pictures import Picture


def _rebel(view, legal):
    return next((a for a in legal if a.kind == "rebel"), None)


PICTURES = (
    Picture("rebel", lambda view, legal: _rebel(view, legal) is not None, select=_rebel),
    Picture("guard_revealed", lambda view, legal: view.phase == "play" and view.guard is not None
            and not view.i_am_guard),
    Picture("tribute", lambda view, legal: view.deal_number > 1 and any(view.tribute_counts),
            options={"deals": 2}),
)
