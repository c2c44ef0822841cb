"""What the games' notes for the results screen share (each table's `result_notes` and
`result_cards`): the seats' names as the screen shows them, a list written as the language writes
lists ("A、B" / "A, B"), each seat's part of the last deal's details, a line of every seat's score,
the badges under the names (the winner's word, then the game's own), the match winner's note and
the winners' names, and the cards each seat's details list; and a seat's score lines as a
results box on the table shows them (`draw_score_lines`). A game keeps its own words (a game
without `result_cards` shows no cards: ui/scenes/results.py)."""
from __future__ import annotations

from game import i18n
from ui.layouts.common import DIM, MIN_TEXT, ellipsize


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


def result_badges(tr, match, parts_of, winners=()) -> list[str]:
    """Each seat's badge: the winner's word for a seat in `winners`, then the game's own words for
    the seat (`parts_of(seat)`, a list), joined with " · "."""
    return [" · ".join(([tr("ui.results.winner")] if seat in winners else []) + parts_of(seat))
            for seat in range(match.players)]


def winners_note(tr, keys: tuple[str, str], names: list[str], winners, **params) -> str:
    """The match's winner note: `keys` (one winner, several) with the winners' `names` as a list."""
    return tr(keys[len(winners) > 1], names=listing(tr, [names[s] for s in winners]), **params)


def joined_names(names: list[str], seats) -> str:
    """The `seats`' names in seat order, as "A / B"."""
    return " / ".join(names[s] for s in sorted(seats))


def seat_cards(match, field: str) -> list[list]:
    """Each seat's cards its part of the last deal's details lists under `field` (codes parsed)."""
    from game.cards import parse_card

    return [[parse_card(c) for c in info.get(field, [])] for info in last_details(match)[1]]


def score_rows(text, parts: list[str], width: int, rows: int = 2, size: int = MIN_TEXT) -> list[str]:
    """`parts` on at most `rows` lines `width` wide: as many whole parts on a line as fit ("a / b"),
    a part wider than a line wrapped by its words, the last line ended with "…" when more is left."""
    lines: list[str] = []
    for part in parts:
        if lines and text.font(size).size(f"{lines[-1]} / {part}")[0] <= width:
            lines[-1] = f"{lines[-1]} / {part}"
        else:
            lines += text.wrap(part, size, width)
    if len(lines) > rows:   # the last line shown says more follows; no separator is guessed for what is cut
        last = lines[rows - 1]
        fits = text.font(size).size(last + "…")[0] <= width
        lines[rows - 1:] = [last + "…" if fits else ellipsize(text, last + " …", size, width)]
    return lines


def draw_score_lines(surface, text, tr, score_lines, pos: tuple[int, int], width: int, pitch: int = 19) -> None:
    """A seat's score lines (the engine's `ScoreLine`s: words and points) in a results box's row,
    from `pos`, on two lines at most (`score_rows`)."""
    parts = [f"{i18n.text(line.key, tr.lang, **line.params)} {line.points:+d}" for line in score_lines]
    for k, row in enumerate(score_rows(text, parts, width)):
        text.blit(surface, row, (pos[0], pos[1] + k * pitch), MIN_TEXT, DIM)
