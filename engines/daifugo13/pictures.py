"""13th-Floor Daifugo's pictures beyond the screenshot plan (`game.pictures`): a play with a joker
that reads two ways, Play pressed, so the table asks which reading is meant."""
from __future__ import annotations

from game.pictures import Picture


def _two_readings(view, legal):
    """A play whose very cards make another legal play too (a joker read another way), else None."""
    plays = [a for a in legal if a.kind == "play" and a.cards]
    return next((a for a in plays for b in plays
                 if a is not b and sorted(map(str, a.cards)) == sorted(map(str, b.cards))), None)


PICTURES = (
    Picture("joker_readings", lambda view, legal: _two_readings(view, legal) is not None,
            select=_two_readings, keys=("return",)),
)
