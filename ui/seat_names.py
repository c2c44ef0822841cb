"""What a seat is called on screen. A default name ("You", "Player 2", "CPU 1") is kept in the seat
as a marker (`Seat.default`: "you", "player:2", "cpu:1"), not as text, and is shown in the language
of the moment ("あなた" after a switch to Japanese); a name the player typed is shown as typed.
With two or more humans (pass-and-play) nobody is "You": the first seat's default is "Player 1",
and a seat still marked (or, from an old file, named) "You" is shown so."""
from __future__ import annotations

from functools import lru_cache

from game import i18n
from game.i18n import LANGUAGES
from game.seats import Seat

MARKER_KEYS = {"you": "ui.setup.default_human", "player": "ui.polish.player_n", "cpu": "ui.setup.default_ai"}


def default_marker(seat: int, kind: str, humans: int = 1) -> str:
    """The marker of seat `seat`'s default name for its type among `humans` human seats: the first
    seat "you" when it is the only human, other humans "player:<seat + 1>", AIs "cpu:<seat>"."""
    if kind == "human":
        return "you" if seat == 0 and humans < 2 else f"player:{seat + 1}"
    return f"cpu:{seat}"


@lru_cache(maxsize=512)
def marker_text(marker: str, lang: str) -> str | None:
    """The default name a marker stands for in `lang`; None for no marker or one not understood."""
    word, _, number = marker.partition(":")
    key = MARKER_KEYS.get(word)
    if key is None or (word == "you") != (number == "") or (number and not number.isdigit()):
        return None
    return i18n.text(key, lang, n=int(number)) if number else i18n.text(key, lang)


def default_name_in(lang: str, seat: int, kind: str, humans: int = 1) -> str:
    """Seat `seat`'s default name for its type among `humans` human seats, in `lang`."""
    return marker_text(default_marker(seat, kind, humans), lang) or ""


def default_names(seat: int, kind: str) -> set[str]:
    """That default name in every language, alone or in pass-and-play."""
    return {default_name_in(lang, seat, kind, humans) for lang in LANGUAGES for humans in (1, 2)}


def you_names() -> set[str]:
    """The solo player's default name ("You", "あなた") in every language."""
    return {marker_text("you", lang) for lang in LANGUAGES}


def shown_name(seat: Seat, lang: str, number: int = 0, pass_and_play: bool = False) -> str:
    """The seat's name as the table shows it now; `number` is its place at the table (0 first),
    which names a "you" seat in pass-and-play ("Player 1")."""
    if pass_and_play and seat.is_human and (seat.default == "you" or (not seat.default and seat.name in you_names())):
        return marker_text(f"player:{number + 1}", lang) or seat.name
    return (marker_text(seat.default, lang) if seat.default else None) or seat.name


def shown_names(match, lang: str) -> list[str]:
    together = sum(s.is_human for s in match.seats) >= 2
    return [shown_name(s, lang, i, together) for i, s in enumerate(match.seats)]
