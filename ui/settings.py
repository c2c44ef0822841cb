"""User settings (language, AI speed, animation speed, window size and fullscreen, sound volume
and mute, a two- or four-colour deck, larger cards and text, reduced motion, whether the table
makes a forced move for you, whether the Coach weighs a solo player's decisions, and the setup
of the last match started, for the next setup screen) stored as JSON in the user data folder.
A damaged file (including one whose text cannot be drawn: game/files.py refuses it) is set aside
(never overwritten) and defaults are used; the caller shows why."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, field
from pathlib import Path

from game.i18n import DEFAULT_LANGUAGE, LANGUAGES
from game import files
from game.replay import set_aside
from game.resources import user_data_dir

SPEEDS = ("slow", "normal", "fast")                         # animation speeds
AI_SPEEDS = ("slow", "normal", "fast", "instant")
# seconds an AI seat pauses before its move (× the layout's ai_pace); Normal keeps an AI turn, its
# animation included, near 0.4 s (an all-computer deal: Bao Huang under 60 s, the others under 45 s,
# tools/bench_pace.py), while every play stays on show at least ON_SHOW_S (ui/scenes/table.py);
# Slow is for those who like to watch
AI_DELAY = {"slow": 1.5, "normal": 0.15, "fast": 0.1, "instant": 0.0}
VOLUMES = (0.0, 0.25, 0.5, 0.75, 1.0)
CARD_COLOURS = ("two", "four")                              # suits in two colours, or four (♦ blue, ♣ green)
ANIM_SCALE = {"slow": 1.6, "normal": 0.36, "fast": 0.35}    # multiplies animation durations
FILE_NAME = "settings.json"


@dataclass
class Settings:
    lang: str = DEFAULT_LANGUAGE
    ai_speed: str = "normal"
    anim_speed: str = "normal"
    window_size: list[int] | None = None   # [w, h] of the window when not fullscreen; None: 1280×720
    fullscreen: bool = False
    volume: float = 0.75
    muted: bool = False
    card_colours: str = "two"
    large_text: bool = False     # larger cards and text: no text under 14 px on screen (ui/text.py)
    reduced_motion: bool = False   # no flights: cards are placed at once, holds kept (ui/tween.py)
    auto_forced: bool = False    # the table makes your only legal move for you (after a look at why)
    auto_forced_chosen: bool = False   # the person picked auto_forced on the settings screen
    coach: bool = False          # solo play: Hard weighs each of your decisions and notes a clearly worse one
    last_setup: dict | None = None   # ui/scenes/setup.py TableSetup.to_json of the last match started

    @property
    def ai_delay(self) -> float:
        return AI_DELAY[self.ai_speed]

    @property
    def anim_scale(self) -> float:
        return ANIM_SCALE[self.anim_speed]


@dataclass
class LoadOutcome:
    """What loading found: the settings to use and, if the file was damaged, where it went."""

    settings: Settings
    set_aside_to: Path | None = None
    problem: str = ""
    extra: dict = field(default_factory=dict)


def settings_path() -> Path:
    return user_data_dir() / FILE_NAME


def _validated(data: object) -> Settings:
    if not isinstance(data, dict):
        raise ValueError("settings must be a JSON object")
    s = Settings()
    lang = data.get("lang", s.lang)
    ai = data.get("ai_speed", s.ai_speed)
    anim = data.get("anim_speed", s.anim_speed)
    if lang not in LANGUAGES:
        raise ValueError(f"unknown language {lang!r}")
    if ai not in AI_SPEEDS or anim not in SPEEDS:
        raise ValueError("unknown speed")
    return Settings(lang, ai, anim, **_window_and_sound(data))


def _window_and_sound(data: dict) -> dict:
    """The window, sound and deck fields; an odd value there falls back to its default quietly."""
    found: dict = {}
    size = data.get("window_size")
    if isinstance(size, list) and len(size) == 2 and all(isinstance(v, int) and 200 <= v <= 16384 for v in size):
        found["window_size"] = size
    if isinstance(data.get("fullscreen"), bool):
        found["fullscreen"] = data["fullscreen"]
    volume = data.get("volume")
    if isinstance(volume, (int, float)) and not isinstance(volume, bool) and 0.0 <= volume <= 1.0:
        found["volume"] = float(volume)
    if isinstance(data.get("muted"), bool):
        found["muted"] = data["muted"]
    if data.get("card_colours") in CARD_COLOURS:
        found["card_colours"] = data["card_colours"]
    for flag in ("large_text", "reduced_motion"):
        if isinstance(data.get(flag), bool):
            found[flag] = data[flag]
    found.update(_forced_moves(data))
    if isinstance(data.get("coach"), bool):
        found["coach"] = data["coach"]
    if isinstance(data.get("last_setup"), dict):      # checked in full where it is used (TableSetup)
        found["last_setup"] = data["last_setup"]
    return found


def _forced_moves(data: dict) -> dict:
    """The forced-move setting as the person chose it. Files written before the choice was marked
    stored the old default (on) whether or not anyone chose it: an unmarked "on" is that default,
    and the new default (off) applies; an unmarked "off" can only have been chosen, and stays."""
    value = data.get("auto_forced")
    if not isinstance(value, bool):
        return {}
    if data.get("auto_forced_chosen") is True or value is False:
        return {"auto_forced": value, "auto_forced_chosen": True}
    return {}


def load(path: Path | None = None) -> LoadOutcome:
    path = path or settings_path()
    if not path.exists():
        return LoadOutcome(Settings())
    try:
        data = files.read_json(path)
        return LoadOutcome(_validated(data))
    except (OSError, UnicodeDecodeError, json.JSONDecodeError, ValueError) as exc:
        try:
            moved = set_aside(path)
        except OSError:
            moved = None
        return LoadOutcome(Settings(), moved, files.short_text(exc))


def save(settings: Settings, path: Path | None = None) -> None:
    """Written like the saves (`game.files.write_atomic`: fsync'd, renamed, no stray temporary file
    after a failure). Raises OSError when the file cannot be written (the caller reports it)."""
    files.write_atomic(asdict(settings), Path(path or settings_path()))
