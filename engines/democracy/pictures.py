"""Democracy's pictures beyond the screenshot plan (`game.pictures`): a trick's reveal once this
seat has chosen (the Hint's card), and what an option or a table size a default deal never shows —
the Suit Sweep declaration, the dealer's Ghost choice at six, a Bad Catch shown after its reveal,
two players across the table — and captured piles with a suit of 13 points or more."""
from __future__ import annotations

from game.pictures import Picture

PICTURES = (
    Picture("reveal", lambda view, legal: view.phase == "play", keys=("h", "return"), shown="winner"),
    Picture("declare", lambda view, legal: view.phase == "declare",
            options={"suit_sweep": True, "suit_sweep_declared": True, "one_day": True}),
    Picture("ghost", lambda view, legal: view.phase == "ghost",
            options={"ghost": True, "ghost_dealer_choice": True, "one_day": True}, players=6),
    Picture("bad_catch", lambda view, legal: view.phase == "play" and bool(view.bad_catch_claims),
            options={"bad_catch": True}, players=6),
    Picture("two_players", lambda view, legal: view.phase == "play", players=2),
    Picture("piles_13", lambda view, legal: view.phase == "play"
            and any(points >= 13 for seat in view.suit_points for points in seat)),
)
