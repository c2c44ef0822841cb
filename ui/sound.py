"""The table's sound effects: the short WAVs in assets/sounds (made by tools/make_sounds.py)
played through pygame.mixer at the settings' volume unless muted. Which sound an event makes is
decided here from its kind alone (`sound_for`), so every game's table sounds alike without a line
of its own. A machine with no audio (mixer init fails, a missing or damaged file) plays nothing
and raises nothing; `problem` says why for the curious."""
from __future__ import annotations

import time
from collections import deque

import pygame

from game.resources import asset_path

NAMES = ("deal", "card", "chips", "trick", "turn", "deal_end")
SAME_SOUND_GAP = 0.05   # seconds: the same sound asked again sooner (a whole deal at once) plays once

TRICK_KINDS = {"trick", "trick_pile", "take", "to_winner", "discards_taken", "clear", "pile", "round_end"}
CARD_KINDS = {"play", "play_face_up", "to_plaza", "discard", "reveal", "draw", "give", "keep",
              "bomb", "widow", "hand_to_stock", "lead_turn_up", "deal_ace", "leader_draw", "chose"}


def sound_for(event) -> str | None:
    """The sound of an event, by kind: dealing, a card moved, chips, a trick or pile won."""
    kind = getattr(event, "kind", "")
    if kind in ("deal", "redeal"):
        return "deal"
    if "chip" in kind:
        return "chips"
    if kind in TRICK_KINDS:
        return "trick"
    if kind in CARD_KINDS or (getattr(event, "cards", ()) and kind not in ("score",)):
        return "card"
    return None


class Sounds:
    def __init__(self, settings) -> None:
        self.settings = settings
        self.bank: dict[str, object] = {}
        self.problem = ""
        self.played: deque[str] = deque(maxlen=200)   # what was asked to sound (tests read it)
        self.heard: deque[str] = deque(maxlen=200)    # what went to the mixer (not muted, audio up)
        self._last: dict[str, float] = {}
        self._started = False

    def start(self) -> None:
        """Open the mixer and load the files, once; any failure means silence."""
        if self._started:
            return
        self._started = True
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.pre_init(22050, -16, 1, 512)
                pygame.mixer.init()
            for name in NAMES:
                self.bank[name] = pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav")))
        except (pygame.error, OSError, FileNotFoundError, ValueError) as exc:
            self.bank.clear()
            self.problem = str(exc) or type(exc).__name__

    @property
    def ready(self) -> bool:
        return bool(self.bank)

    @property
    def volume(self) -> float:
        return 0.0 if self.settings.muted else max(0.0, min(1.0, float(self.settings.volume)))

    def play(self, name: str | None) -> None:
        if name is None:
            return
        now = time.monotonic()
        if now - self._last.get(name, -1.0) < SAME_SOUND_GAP:
            return
        self._last[name] = now
        self.played.append(name)
        volume = self.volume
        sound = self.bank.get(name)
        if sound is None or volume <= 0.0:
            return
        try:
            sound.set_volume(volume)
            sound.play()
            self.heard.append(name)
        except pygame.error as exc:  # the device went away: stay silent from now on
            self.problem = str(exc)
            self.bank.clear()

    def event(self, event) -> None:
        self.play(sound_for(event))
