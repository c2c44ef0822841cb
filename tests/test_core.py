"""The shared core: card codes, action/event JSON and redaction, option checking, replay errors."""
import json

import pytest

from game import i18n, replay
from game.actions import Action, Event
from game.cards import Card, parse_card, standard_deck
from game.errors import ReplayError


def test_card_codes_round_trip_for_every_card_of_several_decks():
    cards = standard_deck(0, jokers=2) + standard_deck(1, jokers=2) + standard_deck(3)
    for card in cards:
        assert parse_card(card.code) == card
    assert Card("S", 1).code == "SA" and Card("H", 10, 1).code == "H10/1"


@pytest.mark.parametrize("bad", ["", "Z5", "S1", "S11", "SZ", "X3", "H10/x", 5, None])
def test_bad_card_codes_are_refused(bad):
    with pytest.raises(ValueError):
        parse_card(bad)


def test_action_json_round_trip():
    a = Action("play", (Card("H", 5), Card("C", 12, 1)), "face:1")
    assert Action.from_json(json.loads(json.dumps(a.to_json()))) == a


def test_event_hides_cards_from_other_viewers():
    e = Event("deal", seat=1, cards=(Card("S", 2), Card("D", 9)), dst="hand:1", visible_to=frozenset({1}))
    assert e.for_viewer(1).cards == e.cards
    assert e.for_viewer(0).cards == (None, None)
    assert e.for_viewer(None).cards == (None, None)
    public = Event("reveal", seat=1, cards=(Card("S", 2),))
    assert public.for_viewer(3) is public


def test_i18n_falls_back_to_english_then_key():
    assert i18n.text("common.title", "ja") == "カードテーブル"
    assert i18n.text("no.such.key", "ja") == "no.such.key"


def test_replay_refuses_garbage_with_a_reason(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text("{not json")
    with pytest.raises(ReplayError, match="not valid JSON"):
        replay.load(bad)
    bad.write_text(json.dumps({"format": "something else"}))
    with pytest.raises(ReplayError, match="not a card-table replay"):
        replay.load(bad)
    with pytest.raises(ReplayError, match="Cannot read"):
        replay.load(tmp_path / "missing.json")


def test_set_aside_keeps_the_corrupt_file(tmp_path):
    bad = tmp_path / "save.json"
    bad.write_text("garbage")
    moved = replay.set_aside(bad)
    assert not bad.exists() and moved.read_text() == "garbage"
