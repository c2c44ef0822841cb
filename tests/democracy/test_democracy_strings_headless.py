"""Democracy's string tables (same keys in ja and en, every key the engine uses, the rules screen
with its rulings) and the headless command line: a 4-player match prints each deal's tribe points
and the winner, and its replay reproduces with --load-replay."""
import json
import re
import subprocess
import sys
from pathlib import Path

from engines.democracy import RULES

ROOT = Path(__file__).resolve().parents[2]


def table(lang):
    """The game's own strings: democracy.json and its rules text, democracy_rules.json."""
    merged = {}
    for name in ("democracy.json", "democracy_rules.json"):
        merged.update(json.loads((ROOT / "assets" / "strings" / lang / name).read_text(encoding="utf-8")))
    return merged


def test_both_languages_same_keys_and_placeholders():
    en, ja = table("en"), table("ja")
    assert set(en) == set(ja) and all(k.startswith("democracy.") for k in en)
    for key in en:
        assert set(re.findall(r"{(\w+)}", en[key])) == set(re.findall(r"{(\w+)}", ja[key])), key
    assert not any(re.search(r"[:()!?]", v) for v in ja.values())      # full-width in Japanese


def test_every_key_the_engine_uses_and_every_option_is_named():
    source = "".join(p.read_text(encoding="utf-8")
                     for p in (ROOT / "engines" / "democracy").glob("*.py"))
    used = set(re.findall(r'"(democracy\.(?:err|line|note)\.[a-z_]+)"', source))
    used |= {f"democracy.option.{o.key}" for o in RULES.options}
    assert len(used) > 20
    for lang in ("en", "ja"):
        assert used <= set(table(lang)), used - set(table(lang))


def test_rules_screen_covers_every_rule_and_marks_rulings():
    for lang, word in (("en", "Ruling"), ("ja", "裁定")):
        t = table(lang)
        assert "democracy.rules.title" in t
        text = " ".join(v for k, v in t.items() if k.startswith("democracy.rules."))
        for rule in ["M01", "M02", "M03", "M04a", "M04"] + [f"M{i:02d}" for i in range(5, 17)]:
            assert rule in text, rule
        assert text.count(word) >= 8
        sections = {k.split(".")[2] for k in t if re.match(r"democracy\.rules\.s\d\d\.", k)}
        for s in sections:
            assert f"democracy.rules.{s}.title" in t and f"democracy.rules.{s}.body" in t


def test_headless_prints_deals_and_winner_and_replay_reproduces(tmp_path):
    out = tmp_path / "out.json"
    env = {"SDL_VIDEODRIVER": "dummy", "SDL_AUDIODRIVER": "dummy", "PYGAME_HIDE_SUPPORT_PROMPT": "1",
           "PATH": "/usr/bin:/bin"}
    run = subprocess.run([sys.executable, "main.py", "--headless", "--game", "democracy",
                          "--players", "4", "--seed", "7", "--replay", str(out)],
                         cwd=ROOT, capture_output=True, text=True, env=env, timeout=120)
    assert run.returncode == 0, run.stderr
    assert "== Deal 1 ==" in run.stdout and "Tribe points:" in run.stdout
    assert "winner" in run.stdout
    again = subprocess.run([sys.executable, "main.py", "--load-replay", str(out)], cwd=ROOT,
                           capture_output=True, text=True, env=env, timeout=120)
    assert again.returncode == 0, again.stderr
    assert "replay OK" in again.stdout
    table_part = lambda s: s.split("replay")[0].strip()
    assert table_part(again.stdout) == table_part(run.stdout)
