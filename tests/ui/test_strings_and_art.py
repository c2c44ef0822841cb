"""Every "ui.*" key the table uses exists in both string tables (same key set in ja and en); card
art renders every card at the table's sizes and is cached; timelines run steps in order without
blocking."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pygame

from game import registry
from game.cards import SUITS, Card
from ui.settings import SPEEDS
from ui.tween import Timeline, Tween

ROOT = Path(__file__).resolve().parents[2]


def table(lang):
    """The UI strings: every "ui.*" key, from the ui_<area>.json files and the games' <game>_table.json."""
    merged = {}
    for path in sorted((ROOT / "assets" / "strings" / lang).glob("*.json")):
        strings = json.loads(path.read_text(encoding="utf-8"))
        merged.update({k: v for k, v in strings.items() if k.startswith("ui.")})
    return merged


def test_ui_tables_have_the_same_keys_in_both_languages():
    ja, en = table("ja"), table("en")
    assert set(ja) == set(en) and len(en) > 400
    assert all(v.strip() for v in list(ja.values()) + list(en.values()))


def test_every_ui_key_used_in_code_is_in_both_tables():
    used = set()
    for path in (ROOT / "ui").rglob("*.py"):
        used.update(re.findall(r"\"(ui\.[a-z0-9_.]+[a-z0-9_])\"", path.read_text(encoding="utf-8")))
    used.update(f"ui.game.{g}" for g in registry.GAME_MODULES)
    used.update(f"ui.speed.{s}" for s in SPEEDS)
    used.update(f"ui.level.{lv}" for lv in ("normal", "random"))
    used.update(f"ui.lang.{lang}" for lang in ("ja", "en"))
    used.update(f"ui.tyrant.res.tiebreak.{t}" for t in ("score", "tricks", "marker"))
    used.update(f"ui.tyrant.log.{k}" for k in ("no_winner", "all_passed"))
    used = {k for k in used if not (ROOT / (k.replace(".", "/") + ".py")).exists()}   # module names (ui/navigation.py)
    for lang in ("ja", "en"):
        missing = sorted(k for k in used if k not in table(lang))
        assert missing == [], (lang, missing)


def test_card_art_renders_every_card_and_caches(app):
    cards = [Card(s, r) for s in SUITS for r in range(1, 14)] + [Card("X", 1), Card("X", 2)]
    for size in ((84, 120), (58, 82), (50, 70), (34, 48)):
        for card in cards:
            surf = app.cards.face(card, size)
            assert surf.get_size() == size
            assert app.cards.face(card, size) is surf
        assert app.cards.back(size).get_size() == size
    assert app.cards.face(Card("H", 5), (50, 70), horizontal=True).get_size() == (70, 50)
    # a red card's face holds red pixels, a black card's does not
    red = app.cards.face(Card("H", 7), (84, 120))
    black = app.cards.face(Card("S", 7), (84, 120))

    def has_red(s):
        return any(s.get_at((x, y))[0] > 150 and s.get_at((x, y))[1] < 80
                   for x in range(0, 84, 2) for y in range(0, 120, 2))

    assert has_red(red) and not has_red(black)


def test_timeline_runs_steps_in_order_and_finishes():
    seen = []
    tl = Timeline()
    tl.then(lambda: [Tween(0.2, lambda t: seen.append(("a", round(t, 2))))])
    tl.then(on_end=lambda: seen.append("commit"))
    tl.then(lambda: [Tween(0.1, lambda t: seen.append(("b", round(t, 2))))], hold=0.3)
    tl.update(0.1)
    assert tl.busy and seen[-1][0] == "a"
    tl.update(0.15)
    assert "commit" in seen and seen[-1][0] == "b"
    tl.update(0.1)
    assert tl.busy  # held
    tl.update(0.3)
    assert not tl.busy
    assert seen.index("commit") > max(i for i, x in enumerate(seen) if x[0] == "a")


def test_skipping_animations_jumps_to_the_end():
    values = []
    tl = Timeline()
    tl.then(lambda: [Tween(5.0, values.append)])
    tl.then(on_end=lambda: values.append("done"))
    tl.update(0.01)
    tl.finish_all()
    assert values[-2:] == [1.0, "done"] and not tl.busy


def test_text_wraps_japanese_anywhere_and_english_at_spaces(app):
    lines = app.text.wrap("基礎点（♥A ♠J／未使用チップ0枚）の合計です。", 16, 120)
    assert len(lines) > 1 and all(app.text.font(16).size(x)[0] <= 120 for x in lines)
    assert not any(x.startswith("。") for x in lines)
    sentence = "Underdog bonus (plaza piles: 3; tricks won: 1)"
    en = app.text.wrap(sentence, 16, 150)
    assert len(en) > 1 and " ".join(en) == sentence  # broken only at spaces, words whole
    assert all(app.text.font(16).size(x)[0] <= 150 for x in en)
    assert pygame.font.get_init()
