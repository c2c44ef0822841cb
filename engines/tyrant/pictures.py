"""Tyrant's pictures beyond the screenshot plan (`game.pictures`): the keep of 7 and the return
from a pass with the Hint's whole choice marked, the stock viewer (S) open during a trick, and a
trick's reveal (this seat the last to take its Tyrant action, and taking none: N)."""
from __future__ import annotations

from game.pictures import Picture


def _last_to_act(view, legal) -> bool:
    """This seat's Tyrant action is the trick's last: every other seat has placed chips or passed."""
    return view.phase == "tyrant" and all(view.placed[s] is not None or not view.played_count[s]
                                          for s in range(view.players) if s != view.seat)


PICTURES = (
    Picture("keep_hint", lambda view, legal: view.phase == "setup", keys=("h",)),
    Picture("stock_view", lambda view, legal: view.phase == "play" and view.stock is not None, keys=("s",)),
    Picture("reveal", _last_to_act, keys=("n",), shown="winner"),
    Picture("return_hint", lambda view, legal: view.phase == "return", keys=("h",)),
)
