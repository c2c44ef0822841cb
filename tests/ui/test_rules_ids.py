"""The in-game rules text is the project's reference for its rule ids: every game's rules text, in
both languages, has one paragraph per rule starting with its id (well-formed, unique, the same ids
in ja and en); every id a test names (test names, docstrings, comments) or the code's comments and
docstrings cite is in that game's rules text; headings carry no id ranges; the rules screen opens at
any rule id (its game's tab, scrolled to that paragraph) and every game's tab shows its whole name."""
from __future__ import annotations

import ast
import io
import re
import tokenize
from functools import lru_cache
from pathlib import Path

import pytest

from game import i18n, registry
from tests.ui.conftest import step
from ui.scenes.rules import RULE_ID, RulesScene, rule_ids, rule_row_y, rules_keys

ROOT = Path(__file__).resolve().parents[2]
GAMES = registry.available_games()
LANGS = i18n.LANGUAGES
WELL_FORMED = re.compile(r"^[A-Z]\d{2}[a-z]?$")
SOURCES = ["tests", "game", "engines", "ui", "tools", "main.py"]


def body_paragraphs(game_id: str, lang: str) -> list[str]:
    return [p for k in rules_keys(game_id, lang) if k.endswith(".body")
            for p in i18n.text(k, lang).split("\n")]


def prefix_of(game_id: str) -> str:
    return rule_ids(game_id, "en")[0][0]


def mentions(text: str, prefixes: str) -> set[str]:
    """Rule ids in `text` ("T21", "N38a"), also inside test names ("test_B06_refusing")."""
    return set(re.findall(rf"(?<![A-Za-z0-9])([{prefixes}]\d{{2}}[a-z]?)(?![A-Za-z0-9])", text))


FOLDED = re.compile(r"(?:source rule |原文の)([A-Z]\d{2}[a-z]?)")   # a source number folded into a rule


def defined_ids(game_id: str, lang: str) -> set[str]:
    """The paragraph ids, the sub-rule ids a paragraph names ("N38a" inside N38's paragraph) and
    the source's numbers a paragraph folds in ("source rule N19" inside N18's)."""
    ids = set()
    for paragraph in body_paragraphs(game_id, lang):
        m = RULE_ID.match(paragraph)
        if m:
            ids.add(m.group(1))
            ids |= {x for x in mentions(paragraph, m.group(1)[0]) if x[:3] == m.group(1)[:3]}
            ids |= set(FOLDED.findall(paragraph))
    return ids


def commentary(path: Path) -> str:
    """A source file's function names, docstrings and comments (not its string literals, where a
    card code such as "D10" is a card)."""
    source = path.read_text(encoding="utf-8")
    parts = []
    tree = ast.parse(source)
    for node in ast.walk(tree):
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef, ast.Module)):
            parts.append(getattr(node, "name", ""))
            parts.append(ast.get_docstring(node) or "")
    for tok in tokenize.generate_tokens(io.StringIO(source).readline):
        if tok.type == tokenize.COMMENT:
            parts.append(tok.string)
    return "\n".join(parts)


@lru_cache(maxsize=None)
def cited_ids() -> dict[str, set[str]]:
    """Rule id → the files whose names, docstrings or comments cite it."""
    prefixes = "".join(prefix_of(g) for g in GAMES)
    cited: dict[str, set[str]] = {}
    for entry in SOURCES:
        path = ROOT / entry
        for file in [path] if path.is_file() else sorted(path.rglob("*.py")):
            for rule in mentions(commentary(file), prefixes):
                cited.setdefault(rule, set()).add(str(file.relative_to(ROOT)))
    return cited


def test_each_game_has_its_own_id_letter():
    letters = {g: {i[0] for i in rule_ids(g, "en")} for g in GAMES}
    assert all(len(v) == 1 for v in letters.values()), letters
    assert len({prefix_of(g) for g in GAMES}) == len(GAMES), letters
    print("rule id letters: " + ", ".join(f"{g} {prefix_of(g)}" for g in GAMES))


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_rule_ids_are_well_formed_unique_and_the_same_in_both_languages(game_id, lang):
    ids = rule_ids(game_id, lang)
    assert ids, f"{game_id}/{lang}: no paragraph starts with a rule id"
    assert all(WELL_FORMED.match(i) for i in ids), ids
    assert len(ids) == len(set(ids)), sorted(i for i in ids if ids.count(i) > 1)
    assert ids == rule_ids(game_id, "en"), f"{game_id}: ja and en differ"
    text = " ".join(body_paragraphs(game_id, lang))
    stray = mentions(text, prefix_of(game_id)) - defined_ids(game_id, lang)
    assert not stray, f"{game_id}/{lang}: the text cites ids no paragraph has: {sorted(stray)}"
    print(f"{game_id}/{lang}: {len(ids)} rule paragraphs, {ids[0]}…{ids[-1]}")


@pytest.mark.slow
@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_rule_id_tests_and_code_cite_is_in_the_rules_text(game_id, lang):
    cited = {i: files for i, files in cited_ids().items() if i[0] == prefix_of(game_id)}
    missing = {i: sorted(files)[:3] for i, files in cited.items() if i not in defined_ids(game_id, lang)}
    assert not missing, f"{game_id}/{lang}: cited but not in the rules text: {missing}"
    assert cited, f"{game_id}: no test names a rule id"
    print(f"{game_id}/{lang}: {len(cited)} ids cited in tests and code, all in the rules text")


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_headings_carry_no_rule_ids_and_paragraphs_do(game_id, lang):
    titles = [i18n.text(k, lang) for k in rules_keys(game_id, lang) if k.endswith(".title")]
    assert not [t for t in titles if mentions(t, prefix_of(game_id))], titles
    numbered = sum(bool(RULE_ID.match(p)) for p in body_paragraphs(game_id, lang))
    assert numbered == len(rule_ids(game_id, lang)) > 0


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_rules_screen_opens_at_a_rule_id(app, game_id, lang):
    """The last rule of each game: the game's tab is chosen and its paragraph is at the top."""
    app.set_language(lang)
    rule = rule_ids(game_id, lang)[-1]
    scene = RulesScene(app, None, rule_id=rule)
    app.switch(scene)
    step(app, 2)
    assert scene.game_id == game_id and len(scene.games) == len(GAMES)
    box = scene.text_box
    y = rule_row_y(box, rule)
    assert y is not None and y > box.rect.h, f"{rule} is on the first page: nothing to scroll"
    top = box.scroll_bar.start_percentage * box.text_box_layout.layout_rect.height
    assert top <= y < top + box.rect.h, (rule, y, top)
    print(f"{lang}: opened at {rule}: {game_id} tab, scrolled {int(top)} px to row {y}")


def test_an_unknown_rule_id_opens_the_first_page(app):
    scene = RulesScene(app, None, rule_id="Z99")
    app.switch(scene)
    step(app)
    assert scene.game_id == GAMES[0] and scene.rule_id is None


@pytest.mark.parametrize("lang", LANGS)
def test_every_tab_shows_its_whole_game_name(app, lang):
    app.set_language(lang)
    app.switch(RulesScene(app, None))
    step(app)
    font = app.manager.get_theme().get_font(["button"])
    tabs = {app.scene.buttons[e]: e for e in app.scene.elements if app.scene.buttons.get(e, "").startswith("game:")}
    assert len(tabs) == len(GAMES)
    width = app.screen.get_width()
    for name, tab in tabs.items():
        assert font.size(tab.text)[0] + 16 <= tab.rect.w, (name, tab.text, tab.rect)
        assert 0 <= tab.rect.x and tab.rect.right <= width - 60
    rights = sorted((t.rect.x, t.rect.right) for t in tabs.values())
    assert all(a[1] < b[0] for a, b in zip(rights, rights[1:])), "tabs overlap"
