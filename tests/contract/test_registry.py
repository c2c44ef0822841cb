"""The registry fails loudly: every registered game loads, has a table layout, its rules text,
its option strings and its name in both languages; a registered game (or layout) whose import is
broken raises an error naming it instead of vanishing from the menu and from these tests. The
games come from the registry only: no test lists them or counts them."""
from __future__ import annotations

import sys

import pytest

import engines
import ui.layouts
from game import i18n, registry
from ui.layouts import LayoutLoadError, has_layout, layout_for

GAMES = registry.available_games()
LANGS = i18n.LANGUAGES


def test_every_registered_game_is_listed_in_menu_order():
    assert GAMES == list(registry.GAME_MODULES)
    print(f"registry: {len(GAMES)} games load: {', '.join(GAMES)}")


@pytest.mark.parametrize("game_id", GAMES)
def test_every_registered_game_loads_and_has_a_table_layout(game_id):
    rules = registry.load(game_id)
    assert rules.min_players <= rules.max_players
    assert has_layout(game_id)
    assert layout_for(game_id) is not None


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game_id", GAMES)
def test_every_registered_game_has_rules_options_and_name_strings(game_id, lang):
    from ui.scenes.rules import rules_keys

    table = i18n.table(lang)
    keys = rules_keys(game_id, lang)
    assert f"{game_id}.rules.title" in keys and any(k.endswith(".body") for k in keys), (game_id, lang)
    assert all(k in table for k in keys), (game_id, lang)
    wanted = [f"ui.game.{game_id}"] + [f"{game_id}.option.{o.key}" for o in registry.load(game_id).options]
    missing = [k for k in wanted if not table.get(k, "").strip()]
    assert not missing, (lang, missing)
    print(f"{game_id}/{lang}: {len(keys)} rules keys, {len(wanted) - 1} option strings, name {table[wanted[0]]!r}")


def test_an_engine_whose_import_fails_raises_naming_the_game(monkeypatch):
    """An import that fails (the module made unimportable) is an error, not a missing game."""
    victim = GAMES[-1]
    monkeypatch.setitem(sys.modules, registry.GAME_MODULES[victim], None)
    with pytest.raises(registry.GameLoadError, match=victim):
        registry.available_games()


def test_an_engine_with_a_broken_import_inside_raises(monkeypatch, tmp_path):
    """A registered engine whose own code imports something absent: the error names the game
    and the cause, and the app's start-up check reports it."""
    from ui.app import check_games

    (tmp_path / "broken_engine.py").write_text("from engines.no_such_module import RULES\n")
    monkeypatch.setattr(engines, "__path__", [*engines.__path__, str(tmp_path)])
    monkeypatch.setitem(registry.GAME_MODULES, "broken_engine", "engines.broken_engine")
    with pytest.raises(registry.GameLoadError, match="broken_engine.*no_such_module"):
        registry.available_games()
    problem = check_games()
    assert problem and "broken_engine" in problem
    print(f"start-up check: {problem}")


def test_a_layout_with_a_broken_import_raises_but_an_absent_one_is_absent(monkeypatch, tmp_path):
    (tmp_path / "broken_layout.py").write_text("import no_such_module_anywhere\n")
    monkeypatch.setattr(ui.layouts, "__path__", [*ui.layouts.__path__, str(tmp_path)])
    with pytest.raises(LayoutLoadError, match="broken_layout"):
        has_layout("broken_layout")
    assert has_layout("no_layout_of_this_name") is False
    assert has_layout("no-such-game") is False
