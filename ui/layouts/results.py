"""What the games' notes for the results screen share (each table's `result_notes` and
`result_cards`): the seats' names as the screen shows them, a list written as the language writes
lists ("A、B" / "A, B"), each seat's part of the last deal's details, and a line of every seat's
score."""
from __future__ import annotations


def seat_names(match, tr) -> list[str]:
    """The seats' names as shown in the current language."""
    from ui.seat_names import shown_names

    return shown_names(match, tr.lang)


def listing(tr, items) -> str:
    """`items` as one list in the current language."""
    return ("、" if tr.lang == "ja" else ", ").join(items)


def last_details(match) -> tuple[dict, list[dict]]:
    """The last deal's details and each seat's own part of them (`details["seats"]`; {} for a
    seat without one)."""
    details = (match.deal_results[-1].details or {}) if match.deal_results else {}
    seats = details.get("seats", [])
    return details, [seats[s] if s < len(seats) else {} for s in range(match.players)]


def scores_line(tr, names: list[str], scores, signed: bool = False) -> str:
    """Every seat's name with its score ("Mina 3, Ken −1"), `signed`: a deal's gain with its sign."""
    return listing(tr, [tr("ui.results.score_of", name=name, n=f"{score:+d}" if signed else score)
                        for name, score in zip(names, scores)])
