"""Japanese line breaking for the rules screen: closing brackets and punctuation never start a
line, opening brackets never end one, Latin words and numbers stay whole, nothing is lost."""
from ui.kinsoku import NO_LINE_END, NO_LINE_START, units, wrap


def measure(text: str) -> int:
    return len(text)          # one column per character: enough to test where lines break


SAMPLE = ("全8回のトリックテイキング(切り札・ビッドなし、パスありのマストフォロー)。大事なのはカードの数字ではなく"
          "「スート」と「枚数」で、2〜10の数字には何の意味もありません。Eleven Backは場が流れるまで続きます。")


def test_no_line_starts_with_closing_marks_or_ends_with_opening_ones():
    for width in range(8, 40):
        lines = wrap(SAMPLE, width, measure)
        assert "".join(lines).replace(" ", "") == SAMPLE.replace(" ", "")
        for line in lines[1:]:
            assert line[0] not in NO_LINE_START, (width, line)
        for line in lines[:-1]:
            assert line[-1] not in NO_LINE_END, (width, line)
            assert measure(line) <= width or len(units(line)) == 1, (width, line)


def test_latin_words_and_numbers_are_never_split():
    for width in range(6, 30):
        text = "".join(wrap(SAMPLE, width, measure))
        lines = wrap(SAMPLE, width, measure)
        assert not any(a.endswith("Eleve") or a.endswith("Eleven B") for a in lines)
        assert "10" in text


def test_paragraphs_keep_their_breaks():
    assert wrap("ああ\nいい", 10, measure) == ["ああ", "いい"]


def test_english_wraps_at_spaces():
    assert wrap("Base points (♥A ♥Q; unused chips: 2)", 14, measure) == [
        "Base points", "(♥A ♥Q; unused", "chips: 2)"]


def test_a_finishers_bonus_stays_on_one_line():
    """Daifugo13's "(−10 × 6)" broke after "(−" on the results screen (issue 40)."""
    for text in ("Went out with ♥6 ♥6 (−10 × 12)", "♥6 ♥6 で上がり（−10 × 12）"):
        for width in range(10, 34):
            lines = wrap(text, width, measure)
            assert sum("×" in line for line in lines) == 1
            assert any("−10 × 12" in line for line in lines), (width, lines)


def test_a_paragraphs_last_line_is_never_one_character_alone():
    """"…引きまし / た" read badly in the log: the line before gives the lone character company (and
    what may not start a line with it), when that line keeps two units and the last still fits."""
    assert wrap("あなたがパスして1枚引きました", 14, measure) == ["あなたがパスして1枚引きま", "した"]
    assert wrap("あなたがパスして1枚引きました。", 15, measure) == ["あなたがパスして1枚引きま", "した。"]
    for width in range(4, 40):
        for text in (SAMPLE, "あなたがパスして1枚引きました", "ナポレオンが♦10を捨てました。"):
            lines = wrap(text, width, measure)
            assert "".join(lines).replace(" ", "") == text.replace(" ", "")
            last = lines[-1]
            assert len(last.rstrip("".join(NO_LINE_START))) != 1 or len(lines) == 1 or len(units(lines[-2])) <= 2, \
                (width, lines)
            for line in lines[1:]:
                assert line[0] not in NO_LINE_START, (width, line)
            for line in lines:
                assert measure(line) <= width or len(units(line)) == 1, (width, line)
