"""Scenes reach each other by name: `scene_class("title")` loads the scene's module on first use
(as game/registry.py loads an engine), so no scene module imports another scene module for a
scene it opens, and the imports in ui/ keep pointing one way (tests/test_architecture.py checks
that ui/ has no import cycle)."""
from __future__ import annotations

import importlib

SCENES = {
    "title": ("ui.scenes.title", "TitleScene"),
    "setup": ("ui.scenes.setup", "SetupScene"),
    "options": ("ui.scenes.options", "OptionsScene"),
    "table": ("ui.scenes.table", "TableScene"),
    "curtain": ("ui.scenes.curtain", "CurtainScene"),
    "results": ("ui.scenes.results", "ResultsScene"),
    "review": ("ui.scenes.review", "ReviewScene"),
    "replay_viewer": ("ui.scenes.replay_viewer", "ReplayViewerScene"),
    "saved_games": ("ui.scenes.saved_games", "SavedGamesScene"),
    "rules": ("ui.scenes.rules", "RulesScene"),
    "settings": ("ui.scenes.settings", "SettingsScene"),
    "stats": ("ui.scenes.stats", "StatsScene"),
    "learn": ("ui.scenes.learn", "LearnScene"),
    "lesson_table": ("ui.scenes.lesson_table", "LessonTableScene"),
    "online": ("ui.scenes.online", "OnlineScene"),
    "online_lobby": ("ui.scenes.online_lobby", "OnlineLobbyScene"),
    "online_table": ("ui.scenes.online_table", "OnlineTableScene"),
}


def scene_class(name: str) -> type:
    """The scene class registered as `name` (its module imported now if it was not yet)."""
    if name not in SCENES:
        raise ValueError(f"unknown scene: {name!r} (known: {', '.join(SCENES)})")
    module, cls = SCENES[name]
    return getattr(importlib.import_module(module), cls)
