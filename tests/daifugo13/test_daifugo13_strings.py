"""Every player-visible key the 13th-Floor Daifugo engine uses (refusals, effects, events, score
lines, actions) is present in both the English and the Japanese string tables."""
import json
import re
from pathlib import Path

from game import i18n

ROOT = Path(__file__).resolve().parents[2]


def engine_keys():
    keys = set()
    for path in (ROOT / "engines" / "daifugo13").glob("*.py"):
        text = path.read_text(encoding="utf-8")
        keys |= set(re.findall(r'"(daifugo13\.[a-z_]+\.[a-z_0-9]+)"', text))
        keys |= {"daifugo13.effect." + k for k in re.findall(r'effect_event\([^,()]+, "([a-z_0-9]+)"\)', text)}
    from engines.daifugo13.effects import EVENT_REASON

    keys |= {"daifugo13.effect." + v for v in EVENT_REASON.values()}
    return keys


def test_every_engine_key_is_in_both_languages():
    keys = engine_keys()
    assert len(keys) > 40
    for lang in ("en", "ja"):
        missing = sorted(k for k in keys if not i18n.has(k, lang))
        assert missing == [], (lang, missing)


def test_action_kinds_have_labels_and_tables_match():
    from engines.daifugo13.effects import DECISION_KINDS

    from engines.daifugo13 import events

    kinds = {events.PLAY, events.PASS, events.END_TURN, events.DRAW, events.SANDSTORM, events.HOLD}
    kinds |= {k for pair in DECISION_KINDS.values() for k in pair}
    for lang in ("en", "ja"):
        assert all(i18n.has(f"daifugo13.action.{k}", lang) for k in kinds)
    en = json.loads((ROOT / "assets/strings/en/daifugo13.json").read_text(encoding="utf-8"))
    ja = json.loads((ROOT / "assets/strings/ja/daifugo13.json").read_text(encoding="utf-8"))
    assert set(en) == set(ja)
    rules = {lang: " ".join(i18n.text(k, lang) for k in i18n.table(lang) if k.startswith("daifugo13.rules."))
             for lang in ("ja", "en")}
    assert rules["ja"].count("裁定") >= 20 and rules["en"].count("Ruling") >= 20
