"""Sound: the shipped WAVs are small and readable, the table sounds by event kind for
every game (dealing, cards, your turn, deal end), volume and mute are obeyed, and a machine whose
mixer cannot start plays silently without an error."""
from __future__ import annotations

import wave

import pygame
import pytest

from game import registry
from game.match import Match
from game.seats import Seat
from game.resources import asset_path
from tests.ui.conftest import open_table, run_until, step
from ui.settings import Settings
from ui.sound import NAMES, Sounds, sound_for


@pytest.mark.parametrize("name", NAMES)
def test_sound_files_are_small_wavs(name):
    path = asset_path("sounds", f"{name}.wav")
    assert path.stat().st_size < 64_000
    with wave.open(str(path)) as w:
        assert w.getnchannels() == 1 and w.getframerate() == 22050 and w.getnframes() > 500
    assert (asset_path("sounds", "NOTICE.txt")).read_text(encoding="utf-8").count("tools/make_sounds.py")


def test_no_mixer_means_silence_without_errors(monkeypatch):
    def broken(*args, **kwargs):
        raise pygame.error("No available audio device")

    monkeypatch.setattr(pygame.mixer, "get_init", lambda: None)
    monkeypatch.setattr(pygame.mixer, "init", broken)
    sounds = Sounds(Settings())
    sounds.start()
    assert not sounds.ready and "audio device" in sounds.problem
    sounds.play("card")
    assert list(sounds.heard) == []


def test_mute_and_volume_are_obeyed(app):
    app.sound.start()
    if not app.sound.ready:
        pytest.skip(f"no mixer here: {app.sound.problem}")
    app.settings.muted = True
    app.sound.play("card")
    assert "card" not in app.sound.heard
    app.settings.muted, app.settings.volume = False, 0.0
    app.sound.play("chips")
    assert "chips" not in app.sound.heard
    app.settings.volume = 0.5
    app.sound.play("trick")
    assert list(app.sound.heard) == ["trick"]


def test_event_kinds_map_to_sounds():
    from game.actions import Event

    assert sound_for(Event("deal")) == "deal"
    assert sound_for(Event("chips_paid")) == "chips"
    assert sound_for(Event("trick")) == "trick"
    assert sound_for(Event("play")) == "card"
    assert sound_for(Event("score")) is None


@pytest.mark.parametrize("game_id", registry.available_games())
def test_every_game_sounds_its_deal_cards_and_the_turn(app, game_id):
    rules = registry.load(game_id)
    kinds = ["human"] + ["ai"] * (rules.min_players - 1)
    match = Match(game_id, {}, [Seat(f"P{i + 1}", k, "normal") for i, k in enumerate(kinds)], 4)
    table = open_table(app, match)
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy, 3000)
    step(app)
    played = set(app.sound.played)
    assert "deal" in played and "turn" in played
    for _ in range(40):   # bids and declarations are silent: play on until a card moves
        if {"card", "trick", "chips"} & set(app.sound.played) or match.deal_over:
            break
        assert run_until(app, lambda: bool(table.legal) and not table.anim.busy, 3000)
        table.submit([table.legal[-1]])
    assert {"card", "trick", "chips"} & set(app.sound.played)
