"""Tyrant string tables: every refusal key, score-line key and rules-text section exists in both
English and Japanese, placeholders match, and the rules text states every Ruling."""
import json
import re
from pathlib import Path

from engines.tyrant.errors import MESSAGES

ROOT = Path(__file__).resolve().parents[2]


def table(lang):
    """The game's own strings: tyrant.json and its rules text, tyrant_rules.json."""
    merged = {}
    for name in ("tyrant.json", "tyrant_rules.json"):
        merged.update(json.loads((ROOT / "assets" / "strings" / lang / name).read_text(encoding="utf-8")))
    return merged


def placeholders(text):
    return set(re.findall(r"{(\w+)}", text))


def test_both_languages_hold_the_same_keys_with_the_same_placeholders():
    en, ja = table("en"), table("ja")
    assert set(en) == set(ja)
    assert all(k.startswith("tyrant.") for k in en)
    for key in en:
        # Japanese may drop a placeholder the sentence does not need (suit_name vs symbol)
        assert placeholders(ja[key]) <= placeholders(en[key]) | {"symbol"}, key
        assert ja[key] != en[key], key


def test_every_refusal_and_score_line_has_a_string():
    en, ja = table("en"), table("ja")
    for key, message in MESSAGES.items():
        assert en[key] == message and key in ja
    for key in ("base", "suit_bonus", "rank_bonus", "underdog"):
        assert f"tyrant.line.{key}" in en and f"tyrant.line.{key}" in ja


def test_rules_text_has_every_section_in_both_languages_and_states_the_rulings():
    from ui.scenes.rules import rules_keys

    en, ja = table("en"), table("ja")
    keys = rules_keys("tyrant", "en")
    assert keys == rules_keys("tyrant", "ja") and len(keys) > 3
    assert all(en[k] and ja[k] for k in keys)
    body = " ".join(en[k] for k in keys if k.endswith(".body"))
    for ruling in ("from the lead deck", "costs 1 chip", "must pass, even right after a pass",
                   "add up", "also when nobody followed", "first one played",
                   "happens automatically", "still counts as one of the 8 tricks"):
        assert ruling in body
    assert body.count("Ruling") >= 7
    ja_body = " ".join(ja[k] for k in keys if k.endswith(".body"))
    assert ja_body.count("裁定") >= 7
