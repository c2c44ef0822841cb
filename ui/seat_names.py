"""What a seat is called on screen. A default name ("You", "Player 2", "CPU 1") is kept in the seat
as a marker (`Seat.default`: "you", "player:2", "cpu:1"), not as text, and is shown in the language
of the moment ("あなた" after a switch to Japanese); a name the player typed is shown as typed."""
from __future__ import annotations

from game import i18n
from game.i18n import LANGUAGES
from game.seats import Seat

MARKER_KEYS = {"you": "ui.setup.default_human", "player": "ui.polish.player_n", "cpu": "ui.setup.default_ai"}


def default_marker(seat: int, kind: str) -> str:
    """The marker of seat `seat`'s default name for its type: the first seat "you" when human,
    other humans "player:<seat + 1>", AIs "cpu:<seat>"."""
    if kind == "human":
        return "you" if seat == 0 else f"player:{seat + 1}"
    return f"cpu:{seat}"


def marker_text(marker: str, lang: str) -> str | None:
    """The default name a marker stands for in `lang`; None for no marker or one not understood."""
    word, _, number = marker.partition(":")
    key = MARKER_KEYS.get(word)
    if key is None or (word == "you") != (number == "") or (number and not number.isdigit()):
        return None
    return i18n.text(key, lang, n=int(number)) if number else i18n.text(key, lang)


def default_name_in(lang: str, seat: int, kind: str) -> str:
    """Seat `seat`'s default name for its type, in `lang`."""
    return marker_text(default_marker(seat, kind), lang) or ""


def default_names(seat: int, kind: str) -> set[str]:
    """That default name in every language."""
    return {default_name_in(lang, seat, kind) for lang in LANGUAGES}


def shown_name(seat: Seat, lang: str) -> str:
    """The seat's name as the table shows it now."""
    return (marker_text(seat.default, lang) if seat.default else None) or seat.name


def shown_names(match, lang: str) -> list[str]:
    return [shown_name(s, lang) for s in match.seats]
