"""Napoleon's string tables: English and Japanese hold the same keys, every refusal key and score
line key the engine uses is present, and the rules text shows the project's rulings."""
import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


def table(lang):
    """The game's own strings: napoleon.json and its rules text, napoleon_rules.json."""
    merged = {}
    for name in ("napoleon.json", "napoleon_rules.json"):
        merged.update(json.loads((ROOT / "assets" / "strings" / lang / name).read_text(encoding="utf-8")))
    return merged


def test_both_languages_hold_the_same_keys_all_namespaced():
    en, ja = table("en"), table("ja")
    assert set(en) == set(ja)
    assert all(k.startswith("napoleon.") for k in en)
    assert all(v.strip() for v in list(en.values()) + list(ja.values()))


def test_every_key_the_engine_uses_is_in_the_tables():
    source = "".join(p.read_text(encoding="utf-8") for p in (ROOT / "engines" / "napoleon").glob("*.py"))
    used = set(re.findall(r'"(napoleon\.(?:err|line)\.[a-z_]+)"', source))
    used |= {f"napoleon.err.expect_{phase}" for phase in ("bid", "name", "discard", "play")}
    assert len(used) > 15
    for lang in ("en", "ja"):
        assert used <= set(table(lang)), used - set(table(lang))


def test_placeholders_match_between_languages():
    """The same fields in both languages; an English ".you" variant ("You deal.") may drop the seat
    it addresses, which the Japanese line (the same as its plain key) still names."""
    en, ja = table("en"), table("ja")
    for key in en:
        fields_en, fields_ja = set(re.findall(r"{(\w+)}", en[key])), set(re.findall(r"{(\w+)}", ja[key]))
        if key.endswith(".you"):
            assert fields_en <= fields_ja, key
        else:
            assert fields_en == fields_ja, key


def test_rules_text_shows_the_rulings():
    en, ja = table("en"), table("ja")
    rules_en = " ".join(v for k, v in en.items() if k.startswith("napoleon.rules."))
    rules_ja = " ".join(v for k, v in ja.items() if k.startswith("napoleon.rules."))
    assert rules_en.lower().count("ruling") >= 11 and rules_ja.count("裁定") >= 11
    for must in ("Yoromeki", "Same Two", "♣3", "alone", "void"):
        assert must in rules_en
