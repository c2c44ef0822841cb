"""The Hint for a whole hand choice (engines/tyrant/hint.py): the 7 cards kept at the start
(T09) and the 6 taken back from the stock after a pass (T12) are proposed in one request, from the
seat's view only, with no search (no state is dealt, copied or played: that is what keeps it
quick; the time is printed, never asserted), with a reason that is true of the proposal; the suits it keeps are the ones Normal (and Hard, which keeps like Normal) keeps."""
from __future__ import annotations

import contextlib
import random
import time

import pytest

from game import hints, i18n, registry
from game.match import Match
from game.seats import Seat
from engines.tyrant import belief, flow
from engines.tyrant import view as view_module
from engines.tyrant.ai import NormalPlayer, suit_counts
from engines.tyrant.hint import propose_keep
from engines.tyrant.rules import TyrantRules

SIGNS = hints.SUIT_SIGNS


def fresh_views(players: int, seeds) -> list:
    """Seat 0's view and legal actions right after the deal (T09), one per seed."""
    out = []
    for seed in seeds:
        match = Match("tyrant", {}, [Seat(f"A{i}", "ai", "normal") for i in range(players)], seed)
        out.append((match.view(0), match.legal(0)))
    return out


def return_views(limit: int = 6) -> list:
    """Views of seats choosing 6 from a stock of more than 6 after a pass (T12), from AI games."""
    out = []
    for seed in range(40):
        for players in (3, 4):
            match = Match("tyrant", {}, [Seat(f"A{i}", "ai", "normal") for i in range(players)], seed)
            while not match.deal_over and len(out) < limit:
                for seat in match.to_act():
                    view = match.view(seat)
                    if view.phase == "return" and view.need[seat] == 6 and len(view.stock) > 6:
                        out.append((view, match.legal(seat)))
                seat = match.to_act()[0]
                match.play(seat, match.ai_choice(seat))
            if len(out) >= limit:
                return out
    return out


def ask(view, legal, monkeypatch=None):
    """One Hint request for `view`; with `monkeypatch`, anything that reads, rebuilds or searches
    a true state raises meanwhile: the Hint must work from the view alone."""
    rules = registry.load("tyrant")

    def forbidden(*args, **kwargs):
        raise AssertionError("the keep hint read a state")

    with (monkeypatch.context() if monkeypatch else contextlib.nullcontext()) as patch:
        if patch is not None:
            for owner, name in ((flow, "legal_actions"), (flow, "apply"), (flow, "to_act"),
                                (belief, "sample_state"), (view_module, "view"), (TyrantRules, "view"),
                                (TyrantRules, "legal_actions"), (TyrantRules, "apply"), (TyrantRules, "clone"),
                                (TyrantRules, "sample_state"), (TyrantRules, "new_deal")):
                patch.setattr(owner, name, forbidden)
        start = time.perf_counter()
        hint = hints.advise(rules, view, legal, random.Random(1))
        return hint, time.perf_counter() - start


@pytest.mark.parametrize("players", [3, 4])
def test_T09_the_keep_hint_proposes_all_seven_from_the_stock_at_once_from_the_view(players, monkeypatch):
    cases = fresh_views(players, range(8))
    slowest = 0.0
    for view, legal in cases:
        hint, seconds = ask(view, legal, monkeypatch)
        slowest = max(slowest, seconds)
        cards = hint.action.cards
        assert hint.action.kind == "keep" and hint.key == "ui.hint.keep" and hint.params == {"n": 7}
        assert len(cards) == 7 and len(set(cards)) == 7 and set(cards) <= set(view.stock)
        assert hint.why is not None
    print(f"{players}p: {len(cases)} keep hints, slowest {slowest * 1000:.1f} ms, no state read")


def test_T12_the_return_hint_proposes_all_six_from_the_stock_at_once(monkeypatch):
    with_state = return_views()
    assert with_state, "no return from a pass with more than 6 in stock found"
    slowest = 0.0
    for view, legal in with_state:
        hint, seconds = ask(view, legal, monkeypatch)
        slowest = max(slowest, seconds)
        cards = hint.action.cards
        assert len(cards) == 6 and len(set(cards)) == 6 and set(cards) <= set(view.stock)
        assert hint.params == {"n": 6}
    print(f"{len(with_state)} returns after a pass: 6 cards each, slowest {slowest * 1000:.1f} ms (a figure, not a check)")


@pytest.mark.parametrize("players", [3, 4])
def test_T09_the_proposal_keeps_the_suits_normal_keeps_one_card_at_a_time(players):
    """The proposal is Normal's keep run on copies of the view: the suits and counts Normal ends
    with when it keeps card by card through the engine."""
    for seed in range(6):
        match = Match("tyrant", {}, [Seat(f"A{i}", "ai", "normal") for i in range(players)], seed)
        proposed = suit_counts(propose_keep(match.view(0)))
        normal = NormalPlayer()
        while match.view(0).need[0]:
            match.play(0, normal.choose(match.view(0), match.legal(0), random.Random(0)))
        assert suit_counts(match.view(0).hand) == proposed, seed


def _clauses(why) -> dict[str, dict]:
    key, params = why
    assert key == "ui.hint.why.tyrant_keep"
    return {k.rsplit(".", 1)[-1]: p for k, p in params["parts"]}


def test_the_keep_reason_is_true_of_the_proposal():
    """The lead clause counts the lead-suit cards the proposal keeps; the next-lead clause names
    only suits of the lead row; the counts of all clauses add up to the proposal's cards."""
    cases = fresh_views(4, range(6)) + fresh_views(3, range(6)) + return_views(4)
    for view, legal in cases:
        hint, _ = ask(view, legal)
        kept = suit_counts(hint.action.cards)
        parts = _clauses(hint.why)
        lead = SIGNS[view.lead_suit]
        if "lead" in parts:
            assert parts["lead"]["cards"][1] == {"suit": lead, "n": kept[view.lead_suit]}
        else:
            assert kept[view.lead_suit] == 0
        if "no_lead" in parts:
            assert not any(c.suit == view.lead_suit for c in view.stock)
        powers = {SIGNS[c.suit]: c.power for c in view.plaza if c.suit != view.lead_suit}
        for name in ("plaza", "plaza_tied"):   # "the strongest suit after the lead suit": none shows more power
            if name in parts:
                suit = parts[name]["cards"][1]["suit"]
                assert powers[suit] == max(powers.values()) == parts[name]["power"], (powers, parts[name])
                assert (sum(p == powers[suit] for p in powers.values()) > 1) == (name == "plaza_tied")
        coming = {SIGNS[c.suit] for c in view.lead_row[:-1]}
        assert all(p["suit"] in coming for _, p in parts.get("next", {}).get("cards", []))
        counted = []
        for name, params in parts.items():
            cards = params.get("cards")
            counted += [cards] if isinstance(cards, tuple) else list(cards or [])
        assert sum(p["n"] for _, p in counted) == len(hint.action.cards)
        for lang in ("ja", "en"):
            line = i18n.text(hint.text_key, lang, play="", why=i18n.text(hint.why[0], lang, **hint.why[1]), **hint.params)
            assert lead in line and "{" not in line and "solid" not in line, line
    print(f"{len(cases)} keep reasons checked against their proposals")


def test_a_phrase_parameter_is_put_in_words_in_each_language():
    parts = [("ui.hint.why.tyrant_keep.count", {"suit": "♥", "n": 3}),
             ("ui.hint.why.tyrant_keep.count", {"suit": "♠", "n": 2})]
    assert i18n.text("ui.hint.why.tyrant_keep.next", "en", cards=parts) == "3 ♥, 2 ♠ for the next lead cards"
    assert i18n.text("ui.hint.why.tyrant_keep.next", "ja", cards=parts) == "次のリード札用に♥を3枚、♠を2枚"
