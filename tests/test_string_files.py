"""The string tables follow one naming scheme: per game `<game>.json` (name, options, the engine's
words), `<game>_table.json` (the table layout's words), `<game>_rules.json` (the rules screen) and
`<game>_lesson.json` (the guided lesson's steps);
shared `common.json` and one `ui_<area>.json` per screen or area. Every key lives in the file its
prefix names, and Japanese and English hold the same files and the same keys."""
from __future__ import annotations

import json
import re
from pathlib import Path

from game.registry import GAME_MODULES

STRINGS = Path(__file__).resolve().parents[1] / "assets" / "strings"
LANGS = ("ja", "en")

# The screen or area of every "ui.<area>.*" key that is not a game's table.
UI_AREA_FILES = {
    "app": "ui_title.json", "title": "ui_title.json", "rules": "ui_title.json",
    "setup": "ui_setup.json", "options": "ui_setup.json", "game": "ui_setup.json", "level": "ui_setup.json",
    "settings": "ui_settings.json", "speed": "ui_settings.json", "lang": "ui_settings.json",
    "table": "ui_table.json", "menu": "ui_table.json", "curtain": "ui_table.json",
    "results": "ui_table.json", "polish": "ui_table.json", "ai": "ui_table.json",
    "forced": "ui_table.json", "keys": "ui_table.json",
    "hint": "ui_hint.json",
    "files": "ui_files.json", "save": "ui_files.json", "saves": "ui_files.json", "saved": "ui_files.json",
    "replay": "ui_files.json", "crash": "ui_files.json",
    "stats": "ui_stats.json",
    "lesson": "ui_lesson.json", "learn": "ui_lesson.json",
    "coach": "ui_coach.json", "review": "ui_coach.json",
    "common": "common.json", "card": "common.json",
    "online": "ui_online.json",
}
GAME_FILE_PATTERNS = ("{game}.json", "{game}_table.json", "{game}_rules.json", "{game}_lesson.json")
SHARED_FILES = {"common.json", *UI_AREA_FILES.values()}


def allowed_files() -> set[str]:
    """Every file name the scheme allows in a language folder."""
    per_game = {pattern.format(game=game) for game in GAME_MODULES for pattern in GAME_FILE_PATTERNS}
    return per_game | SHARED_FILES


def home_file(key: str) -> str | None:
    """The file a key belongs in, by its prefix; None for a prefix the scheme does not know."""
    head, _, rest = key.partition(".")
    area = rest.split(".", 1)[0]
    if head in GAME_MODULES:
        if area in ("rules", "lesson"):
            return f"{head}_{area}.json"
        return f"{head}_table.json" if area in ("table", "log") else f"{head}.json"
    if head == "common":
        return "common.json"
    if head == "ui":
        return f"{area}_table.json" if area in GAME_MODULES else UI_AREA_FILES.get(area)
    return None


def load(lang: str) -> dict[str, dict[str, str]]:
    return {path.name: json.loads(path.read_text(encoding="utf-8"))
            for path in sorted((STRINGS / lang).glob("*.json"))}


def test_every_string_file_follows_the_naming_scheme():
    allowed = allowed_files()
    names = {lang: sorted(load(lang)) for lang in LANGS}
    for lang in LANGS:
        strays = [name for name in names[lang] if name not in allowed]
        assert strays == [], (lang, strays)
        others = [p.name for p in (STRINGS / lang).iterdir() if p.suffix != ".json"]
        assert others == [], (lang, others)
    print(f"{len(names['en'])} string files per language, all named by the scheme")


def test_every_key_lives_in_the_file_its_prefix_names():
    misplaced = []
    for lang in LANGS:
        for name, strings in load(lang).items():
            misplaced += [(lang, name, key, home_file(key)) for key in strings if home_file(key) != name]
    assert misplaced == [], misplaced[:20]


def test_every_game_has_its_rules_file_with_only_rules_keys():
    for lang in LANGS:
        files = load(lang)
        for game in GAME_MODULES:
            rules = files.get(f"{game}_rules.json", {})
            assert f"{game}.rules.title" in rules, (lang, game)
            assert all(re.match(rf"{game}\.rules\.", key) for key in rules)


def test_japanese_and_english_hold_the_same_files_and_keys():
    ja, en = load("ja"), load("en")
    assert sorted(ja) == sorted(en)
    differing = {name: sorted(set(ja[name]) ^ set(en[name])) for name in en if set(ja[name]) != set(en[name])}
    assert differing == {}
    print(f"{sum(len(t) for t in en.values())} keys in {len(en)} files, the same in ja and en")
