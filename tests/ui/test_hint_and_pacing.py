"""The table's Hint and the pacing of AI seats: H or the Hint
button asks the Hard level, off the frame loop, for the human on turn; the play is highlighted and
explained in one line; hints are counted in the save. AI seats think during a pause that does not
depend on their hand, and an offer only its holder sees is answered without a pause."""
from __future__ import annotations

import functools

import pygame
import pytest

from tests.ui.conftest import solo_match, click_gui, gui_button, open_table, run_until, step, wait_for_worker
from game import hints, registry, replay
from game.match import Match
from game.seats import Seat

HOLDER_SEED = 138  # daifugo13 deal 0: seat 0 holds three natural 3s and seat 2 leads


@pytest.fixture
def quick_hints(monkeypatch):
    monkeypatch.setattr(hints, "advise", functools.partial(hints.advise, max_playouts=24))


def wait_for_hint(app, table) -> None:
    wait_for_worker(app, lambda: table.hint_worker)


@pytest.mark.parametrize("game_id,players", [(g, registry.load(g).usual_table()) for g in registry.available_games()])
def test_hint_button_highlights_a_legal_play_explains_it_and_is_counted(app, quick_hints, game_id, players):
    match = solo_match(game_id, players)
    table = open_table(app, match)
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy, 3000)
    click_gui(app, gui_button(app, "hint"))
    wait_for_hint(app, table)
    assert table.layout.hint_stands(table.layout.hint, table.legal)   # Tyrant's keep: the whole 7 at once
    assert match.hints_used == 1 and replay.to_json(match)["hints_used"] == 1
    assert any(t.startswith("Hint") or t.startswith("ヒント") for t in app.toasts.texts)
    table.submit(table.layout.hint_moves(table.layout.hint))
    assert run_until(app, lambda: not table.anim.busy, 600)
    assert table.layout.hint is None      # gone once the move is made


def test_key_H_asks_for_a_hint_and_a_reloaded_save_keeps_the_count(app, quick_hints):
    match = solo_match("tyrant", 4)
    table = open_table(app, match)
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy, 3000)
    step(app, 1, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_h, mod=0, unicode="h")])
    assert table.hint_worker is not None or match.hints_used == 1
    wait_for_hint(app, table)
    assert table.layout.hint_stands(table.layout.hint, table.legal)
    assert replay.from_json(replay.to_json(match), check_result=False).hints_used == 1


def test_no_hint_when_no_human_is_on_turn(app):
    match = Match("tyrant", {}, [Seat(f"AI {i}", "ai", "normal") for i in range(4)], 5)
    table = open_table(app, match)
    table.ask_hint()
    assert table.hint_worker is None and match.hints_used == 0


def test_hint_button_is_greyed_out_while_no_hint_is_possible(app, quick_hints):
    watching = open_table(app, Match("tyrant", {}, [Seat(f"AI {i}", "ai", "normal") for i in range(4)], 5))
    step(app, 2)
    assert not gui_button(app, "hint").is_enabled and not watching.hint_possible()
    match = solo_match("napoleon", 5)
    table = open_table(app, match)
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy, 3000)
    step(app, 1)
    assert gui_button(app, "hint").is_enabled
    click_gui(app, gui_button(app, "hint"))
    step(app, 1)
    assert table.hint_worker is None or not gui_button(app, "hint").is_enabled
    wait_for_hint(app, table)
    assert gui_button(app, "hint").is_enabled == bool(table.legal)
    table.submit([table.layout.hint])
    assert run_until(app, lambda: not table.legal, 600)
    step(app, 1)
    assert not gui_button(app, "hint").is_enabled


def test_a_searching_seat_pauses_at_least_its_budget_whatever_it_holds(app):
    seats = [Seat("You", "human")] + [Seat(f"AI {i}", "ai", "hard") for i in range(1, 4)]
    match = Match("tyrant", {}, seats, 5)
    from ui.scenes.table import THINK_MARGIN, TableScene

    table = TableScene(app, match)            # the player's own pace (no test override)
    while not any(match.is_ai(s) for s in match.to_act()):
        seat = match.to_act()[0]
        match.play(seat, match.legal(seat)[0])
    assert table._think_floor() == pytest.approx(match.ai_of(1).budget_s + THINK_MARGIN)
    assert TableScene(app, match, ai_delay=0.0)._think_floor() == 0.0


def test_D08_a_hidden_sandstorm_offer_is_answered_at_once_and_shown_nowhere(app):
    seats = [Seat(f"AI {i}", "ai", "hard") for i in range(4)]
    match = Match("daifugo13", {"deals": 1}, seats, HOLDER_SEED)
    assert match.to_act() == (0, 2)              # seat 0 is offered a sandstorm out of turn
    table = open_table(app, match)
    assert not table._publicly_acting(0) and table._publicly_acting(2)
    hard = match.ai_of(0)
    hard.choose(match.view(0), match.legal(0), __import__("random").Random(1))
    assert hard.last is None                     # answered like Normal, no search, no pause


def test_hint_names_jokers_in_the_players_language():
    from game.actions import Action
    from game.cards import Card
    from game import i18n
    play = Action("play", cards=(Card("S", 9), Card("X", 1, 0), Card("X", 2, 1)))
    names = {"ja": {"X1": "小ジョーカー", "X2": "大ジョーカー"}}
    text = hints.describe(play, lambda kind: None,
                          lambda c: names["ja"][f"X{c.rank}"] if c.suit == "X" else c.label)
    assert text == "♠9 小ジョーカー 大ジョーカー"
    assert hints.describe(play, lambda kind: None) == "♠9 Joker Joker+"
    for lang in ("ja", "en"):
        assert i18n.has("ui.card.joker_small", lang) and i18n.has("ui.card.joker_big", lang)


def test_a_play_is_named_as_the_table_names_it_when_the_layout_can():
    from game.actions import Action
    from game.cards import JOKER, Card
    from game.hints import describe
    from ui.layouts.baohuang.table import cards_text

    aces = Action("play", (Card("S", 1, 0), Card("H", 1, 1), Card(JOKER, 1, 2)))
    kind = {"play": "play"}.get
    assert describe(aces, kind, cards_words=lambda cards: cards_text(cards, lambda key: "small joker")) \
        == "play A×2 + small joker"
    assert describe(aces, kind, cards_words=lambda cards: None) == "play ♠A ♥A " + aces.cards[2].label


def test_the_hint_line_names_the_move_in_the_players_word_order(app, monkeypatch):
    """Japanese puts the verb last: the Hint says "♣12を宣言", not "宣言 ♣12" (English "bid ♣12")."""
    from game.actions import Action
    from game.hints import SUIT_SIGNS, Hint, describe

    match = solo_match("napoleon", 5)
    table = open_table(app, match)
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy, 3000)
    bid = next(a for a in table.legal if a.kind == "bid")
    monkeypatch.setattr(hints, "advise", lambda rules, view, legal, rng: Hint(bid, "ui.hint.normal"))
    click_gui(app, gui_button(app, "hint"))
    wait_for_hint(app, table)
    named = f"{SUIT_SIGNS[bid.value[0]]}{bid.value[1:]}"
    assert any(t.startswith(f"ヒント：{named}を宣言。") for t in app.toasts.texts), app.toasts.texts
    play = Action("play", (table.match.view(0).hand[0],))
    assert describe(play, {"play": "play"}.get) == f"play {play.cards[0].label}"


def test_chips_and_the_queen_bombers_rank_are_named_in_words_not_codes(app):
    """Actions whose value is an engine code read as the table says them: Tyrant's "plaza:H:2" as
    chips on ♥, the lead card as the lead card; Daifugo13's bomb value as the rank named."""
    from game.actions import Action

    tyrant = open_table(app, solo_match("tyrant", 4)).layout
    assert tyrant.action_words(Action("chips", (), "plaza:H:2")) == "♥にチップを2枚置く"
    assert tyrant.action_words(Action("chips", (), "lead:1")) == "リード札にチップを1枚置く"   # docs/glossary.md: the lead card is リード札
    assert tyrant.action_words(Action("pass")) is None
    daifugo = open_table(app, solo_match("daifugo13", 4)).layout
    assert daifugo.action_words(Action("bomb", (), "7")) == "クイーンボンバーで「7」を宣言"
    assert "ジョーカー" in daifugo.action_words(Action("bomb", (), "joker"))
