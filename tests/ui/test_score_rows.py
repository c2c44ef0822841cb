"""A seat's score lines in a results box on the table (Napoleon's, Democracy's: ui/layouts/results.py
`score_rows`): whole parts on a line, never "+4" left alone on the next; a part wider than a line
wrapped by its words; what two lines cannot hold ends with "…" instead of dropping silently."""
from __future__ import annotations

from ui.layouts.results import score_rows
from ui.text import MIN_TEXT

PARTS = ["Napoleon's side won (20 of 13) +8", "Bonus for 20 honours +4"]


def width_of(text, line: str) -> int:
    return text.font(MIN_TEXT).size(line)[0]


def test_parts_that_fit_together_share_a_line(app):
    wide = width_of(app.text, " / ".join(PARTS))
    assert score_rows(app.text, PARTS, wide) == [" / ".join(PARTS)]


def test_a_part_that_does_not_fit_after_another_starts_the_next_line_whole(app):
    """The line a greedy wrap gave: "… +8 / Bonus for 20 honours" then "+4" alone."""
    width = width_of(app.text, " / ".join(PARTS)) - 20
    assert score_rows(app.text, PARTS, width) == PARTS


def test_a_part_wider_than_the_line_wraps_by_its_words(app):
    width = width_of(app.text, PARTS[0]) * 2 // 3
    rows = score_rows(app.text, PARTS[:1], width)
    assert len(rows) == 2 and " ".join(rows) == PARTS[0]
    assert all(width_of(app.text, row) <= width for row in rows)


def test_more_than_two_lines_ends_the_second_with_an_ellipsis(app):
    parts = PARTS + ["Adjutant: Napoleon's side won (20 of 13) +4"]
    width = width_of(app.text, PARTS[0]) + 4
    rows = score_rows(app.text, parts, width)
    assert len(rows) == 2 and rows[0] == PARTS[0] and rows[1].endswith("…")
    assert width_of(app.text, rows[1]) <= width


def test_a_part_cut_after_its_second_line_ends_in_an_ellipsis_not_a_made_up_separator(app):
    """The part on the second line wraps on to a third: the second line is that part's own words and
    "…", never " / " joined into the middle of one part."""
    long_part = "Adjutant: Napoleon's side won (20 of 13) with every honour of the deal +4"
    width = width_of(app.text, PARTS[0]) + 4
    rows = score_rows(app.text, [PARTS[0], long_part], width)
    assert len(rows) == 2 and rows[0] == PARTS[0] and rows[1].endswith("…") and " / " not in rows[1]
    assert long_part.startswith(rows[1].rstrip("…").rstrip()) and width_of(app.text, rows[1]) <= width
