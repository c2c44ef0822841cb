"""One word per concept (docs/glossary.md): no string table uses a forbidden variant — ターン for a
trick, 親 for the dealer or the leader (only 13th-Floor Daifugo's 「親」 title), 台札 / リードカード,
試合, a deal called ゲーム or 配り, three names for the match length —; the named card takes its
particle; the title's subtitle names every registered game; Tyrant's own face-down cards get one line,
never a "face down" per card running into the next ("face downface down")."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest

from game import i18n, registry
from tests.ui.conftest import DT, step

ROOT = Path(__file__).resolve().parents[2]
DAIFUGO13_OYA = re.compile(r"^(ui\.)?daifugo13[._]")   # the only game whose strings may say 親

FORBIDDEN_JA = {
    "trick": re.compile(r"(?<![パリ])ターン"),
    "lead card": re.compile(r"台札|リードカード"),
    "match": re.compile(r"試合"),
    "deal": re.compile(r"この配り|配りの終わり|1回の配り|このゲームは(もう)?終|前のゲーム|ゲーム数|この回(?!戦)"),
    "named card": re.compile(r"指定カード\{"),
}


def strings(lang: str) -> dict[str, tuple[str, str]]:
    """key -> (file name, text) of every string table of `lang`."""
    found = {}
    for path in sorted((ROOT / "assets" / "strings" / lang).glob("*.json")):
        for key, text in json.loads(path.read_text(encoding="utf-8")).items():
            found[key] = (path.name, text)
    return found


def test_no_forbidden_variant_in_any_japanese_string():
    table = strings("ja")
    offences = [f"{name} {key}: {concept} as {m.group(0)!r}" for key, (name, text) in table.items()
                for concept, pattern in FORBIDDEN_JA.items() for m in [pattern.search(text)] if m]
    offences += [f"{name} {key}: 親 outside Daifugo13" for key, (name, text) in table.items()
                 if "親" in text and not DAIFUGO13_OYA.match(key)]
    print(f"\n[glossary] {len(table)} ja strings x {len(FORBIDDEN_JA) + 1} forbidden variants: {len(offences)} found")
    assert offences == []


def test_the_dealer_and_the_trick_have_one_name_each():
    ja = strings("ja")
    dealer_keys = [k for k in ja if k.endswith((".dealer", "dealer_choice", "dealer_chooses"))]
    assert dealer_keys and all("ディーラー" in ja[k][1] for k in dealer_keys), dealer_keys
    napoleon = [text for key, (_, text) in ja.items() if "napoleon" in key and "トリック" in text]
    assert len(napoleon) >= 8   # the options, the table's trick counter, the last trick, the rules


def test_the_match_length_is_called_the_same_on_every_setup_screen():
    labels = {lang: {g: i18n.text(f"{g}.option.deals", lang) for g in registry.available_games()
                     if i18n.has(f"{g}.option.deals", lang)} for lang in ("ja", "en")}
    assert len(labels["ja"]) >= 3
    assert set(labels["ja"].values()) == {"回戦数"} and set(labels["en"].values()) == {"Deals in the match"}


@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_subtitle_names_every_game(lang):
    subtitle = i18n.text("ui.title.subtitle", lang)
    games = registry.available_games()
    print(f"\n[glossary] {lang} subtitle names {len(games)} games: {subtitle!r}")
    assert games and all(i18n.text(f"ui.game.{g}", lang) in subtitle for g in games), subtitle


def test_the_named_card_takes_its_particle():
    for key in ("napoleon.event.reveal_seat", "napoleon.event.reveal_napoleon", "napoleon.event.reveal_widow"):
        line = i18n.text(key, "ja", card="ジョーカー", seat="ケン")
        assert line.startswith("指定カードのジョーカーは"), line


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_tyrant_own_face_down_cards_get_one_line(app, lang):
    from game.match import Match
    from game.seats import Seat
    from ui.scenes.table import TableScene

    app.set_language(lang)
    seats = [Seat("You", "human")] + [Seat(f"CPU {i}", "ai", "random") for i in (1, 2, 3)]
    match = Match("tyrant", {}, seats, 11)
    table = TableScene(app, match, ai_delay=0.0)
    app.switch(table)
    for _ in range(40):
        for _ in range(600):
            if table.legal and not table.anim.busy:
                break
            app.step(DT, [])
        plays = [a for a in table.legal if a.kind == "play" and len(a.cards) == 2]
        if plays:
            table.submit([plays[0]])
            break
        table.submit([table.legal[0]])
    else:
        pytest.fail("no two-card play offered")
    step(app, 60)
    seen: list[str] = []
    original = app.text.render
    app.text.render = lambda text, *a, **k: seen.append(text) or original(text, *a, **k)
    step(app, 2)
    word = i18n.text("ui.tyrant.face_down_tag", lang, cards="").split(":")[0].split("：")[0]
    lines = {t for t in seen if t.startswith(word)}
    assert len(lines) == 1, lines
    line = lines.pop()
    assert all(c.label in line for c in plays[0].cards) and (word + word) not in line
    print(f"\n[glossary] tyrant {lang}: one face-down line {line!r}")
