"""A button's label (ui/widgets.py `label_lines`): on one line at 19 px or as much smaller as it
needs, never under MIN_TEXT; a label too long for that goes on two lines, broken where its words
part (a space, before "（") when that fits, so raised type never shrinks a label under the floor
or runs it over the button's frame."""
from __future__ import annotations

import pytest

from ui.text import MIN_TEXT
from ui.widgets import LABEL_SIZE, label_lines


@pytest.fixture
def text(app):
    yield app.text
    app.text.min_size = 0


def test_a_label_that_fits_is_one_line_at_the_usual_size(text):
    assert label_lines(text, "Pass", 180, 44) == (["Pass"], LABEL_SIZE)


def test_a_long_label_shrinks_but_never_under_the_floor(text):
    label = "Keep the order"
    width = text.font(16, True).size(label)[0]
    lines, size = label_lines(text, label, width, 44)
    assert lines == [label] and MIN_TEXT <= size < LABEL_SIZE


@pytest.mark.parametrize("label, first", [("強弱を逆にする（イレブンバック）", "強弱を逆にする"),
                                          ("Invert card strength (Eleven Back)", "Invert card strength")])
def test_raised_type_puts_a_long_label_on_two_lines_where_its_words_part(text, label, first):
    """At 960×540 with larger text every size is raised to 19 px: the label cannot shrink to fit."""
    text.min_size = 19
    width = text.font(19, True).size(label)[0] * 2 // 3
    lines, size = label_lines(text, label, width, 54)
    assert lines[0] == first and "".join(lines).replace(" ", "") == label.replace(" ", "")
    assert size >= MIN_TEXT and all(text.font(size, True).size(line)[0] <= width for line in lines)


def test_a_label_with_no_room_for_two_lines_keeps_one_at_the_floor(text):
    """Too low for two lines: one line at MIN_TEXT (the table's label check then names the button)."""
    lines, size = label_lines(text, "強弱を逆にする（イレブンバック）", 120, 20)
    assert lines == ["強弱を逆にする（イレブンバック）"] and size == MIN_TEXT
