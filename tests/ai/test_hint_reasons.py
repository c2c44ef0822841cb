"""The Hint's reason in plain words: where a game can tell a fact of the position
(`Ruleset.hint_reason`), the hint says it before the search's figures, and every such sentence is
true. Each is checked against the engine itself: Napoleon's "takes the trick so far" by applying the
last card of a trick and reading who won, going out by applying the play, Daifugo13's weakest answer
by the engine's following rule, Tyrant's power by the engine's T20–T22 count."""
from __future__ import annotations

import random
from types import SimpleNamespace

from game import i18n, registry
from game.actions import Action
from game.cards import JOKER, Card
from game.hints import Hint, advise, trick_reason
from engines.democracy.cards import trick_outcome


def test_trick_reason_names_the_cheapest_winner_a_dearer_winner_and_the_lowest_loser():
    power = {"3": 3, "9": 9, "Q": 12, "A": 14}.__getitem__
    wins = lambda c: power(c) > 10  # noqa: E731  (the trick so far stands at 10)
    cards = ["3", "9", "Q", "A"]
    assert trick_reason("Q", cards, wins, power) == ("ui.hint.why.cheapest_winner", {})
    assert trick_reason("A", cards, wins, power) == ("ui.hint.why.winner", {})
    assert trick_reason("3", cards, wins, power) == ("ui.hint.why.lowest_loser", {})
    assert trick_reason("9", cards, wins, power) is None      # neither winning nor the lowest


def test_the_reason_comes_before_the_figures_in_both_languages():
    hint = Hint(Action("play", (Card("S", 12),)), "ui.hint.chance", {"p": 62, "q": 48},
                ("ui.hint.why.cheapest_winner", {}))
    assert hint.text_key == "ui.hint.chance_why"
    assert Hint(hint.action, "ui.hint.normal", why=hint.why).text_key == "ui.hint.normal_why"
    assert Hint(hint.action, "ui.hint.only", why=hint.why).text_key == "ui.hint.only"
    for lang in ("en", "ja"):
        why = i18n.text("ui.hint.why.cheapest_winner", lang)
        text = i18n.text(hint.text_key, lang, play="♠Q", why=why, **hint.params)
        assert why in text and "62" in text and "48" in text and "{" not in text


def positions(game_id: str, players: int, deals: int):
    """Every decision of seeded deals played by Normal seats, as (rules, state, seat, legal),
    before the move is made."""
    rules = registry.load(game_id)
    normal = rules.ai_player("normal")
    for d in range(deals):
        state = rules.new_deal(rules.normalise_options({}), players, random.Random(f"why/{d}"))
        rng = random.Random(d)
        while not rules.is_over(state):
            seat = rules.to_act(state)[0]
            legal = rules.legal_actions(state, seat)
            yield rules, state, seat, legal
            rules.apply(state, seat, normal.choose(rules.view(state, seat), legal, rng))


def napoleon_last_plays(deals: int):
    """Napoleon positions where the seat plays the last card of a trick."""
    for rules, state, seat, legal in positions("napoleon", 5, deals):
        if state.phase == "play" and len(state.current) == 4 and len(legal) > 1:
            yield rules, state, seat, legal


def test_napoleon_takes_the_trick_exactly_when_the_engine_says_it_does():
    checked = cheapest = lowest = 0
    for rules, state, seat, legal in napoleon_last_plays(12):
        view = rules.view(state, seat)
        winning = []
        for action in legal:
            after = rules.clone(state)
            rules.apply(after, seat, action)
            if after.tricks[-1].winner == seat:
                winning.append(action)
        for action in legal:
            why = rules.hint_reason(view, action, legal)
            key = why[0] if why else None
            assert (key in ("ui.hint.why.cheapest_winner", "ui.hint.why.winner")) == (action in winning)
            checked += 1
            cheapest += key == "ui.hint.why.cheapest_winner"
            lowest += key == "ui.hint.why.lowest_loser"
        assert sum(rules.hint_reason(view, a, legal) == ("ui.hint.why.cheapest_winner", {})
                   for a in winning) == (1 if winning else 0)
    assert checked > 100 and cheapest > 5 and lowest > 5


def test_napoleon_says_nothing_when_leading():
    rules = registry.load("napoleon")
    for _, state, seat, legal in napoleon_last_plays(1):
        view = rules.view(state, seat)
        leading = SimpleNamespace(**{**view.__dict__, "current": ()})
        assert rules.hint_reason(leading, legal[0], legal) is None
        break


def test_baohuang_names_the_weakest_answer_only():
    rules = registry.load("baohuang")
    pair = lambda rank, d=0: (Card("S", rank, d), Card("H", rank, d))  # noqa: E731
    nines, kings = Action("play", pair(9)), Action("play", pair(13))
    nine_joker = Action("play", (Card("D", 9, 1), Card(JOKER, 1, 1)))
    legal = [Action("pass"), nines, kings, nine_joker]
    hand = pair(9) + pair(13) + nine_joker.cards
    view = SimpleNamespace(phase="play", seat=0, last_play=(2, pair(8, 2)), hand=hand)
    assert rules.hint_reason(view, nines, legal) == ("ui.hint.why.cheapest_beat", {})
    assert rules.hint_reason(view, kings, legal) is None
    assert rules.hint_reason(view, nine_joker, legal) is None
    assert rules.hint_reason(view, Action("pass"), legal) is None
    leading = SimpleNamespace(phase="play", seat=0, last_play=None, hand=hand)
    assert rules.hint_reason(leading, nines, legal) is None


def test_advise_carries_the_games_reason():
    for rules, state, seat, legal in napoleon_last_plays(3):
        view = rules.view(state, seat)
        hint = advise(rules, view, legal, random.Random(1), budget_s=60.0, max_playouts=12)
        assert hint.why == rules.hint_reason(view, hint.action, legal)


def democracy_view(hand, turned, captured=((),) * 4, discards=()):
    return SimpleNamespace(phase="play", turned=turned, options={"dummy_joker": False}, hand=tuple(hand),
                           discards=tuple(discards), captured=tuple(tuple(p) for p in captured), players=4)


def test_M06_democracy_says_when_no_unseen_card_can_beat_a_card():
    rules = registry.load("democracy")
    play = lambda card: Action("play", (card,))  # noqa: E731
    five, four, six = Card("H", 5), Card("H", 4), Card("S", 6)
    hand = [five, four, six]
    legal = [play(c) for c in hand]
    heart_three = Card("H", 3)                   # hearts are trump for this trick
    view = democracy_view(hand, heart_three)
    assert rules.hint_reason(view, play(five), legal) == ("ui.hint.why.unbeatable", {})
    assert rules.hint_reason(view, play(four), legal) == ("ui.hint.why.unbeatable", {})  # ♥5, above it, is mine
    assert rules.hint_reason(view, play(six), legal) == ("ui.hint.why.lowest_card", {})
    without_five = democracy_view([four, six], heart_three)
    assert rules.hint_reason(without_five, play(four), legal[1:]) is None   # ♥5 is unseen now
    five_captured = democracy_view([four, six], heart_three, captured=((five,), (), (), ()))
    assert rules.hint_reason(five_captured, play(four), legal[1:]) == ("ui.hint.why.unbeatable", {})


def test_democracy_unbeatable_holds_against_every_real_hand():
    said = 0
    for rules, state, seat, legal in positions("democracy", 4, 20):
        view = rules.view(state, seat)
        for action in legal:
            if rules.hint_reason(view, action, legal) == ("ui.hint.why.unbeatable", {}):
                said += 1
                others = [c for s in range(4) if s != seat for c in state.hands[s]]
                others += [c for s, a in state.pending.items() if s != seat for c in a.cards]
                assert not any(trick_outcome([(seat, action.cards[0]), (9, c)], state.turned, False)[0] == 9
                               for c in others)
    assert said > 20



def daifugo13_answers(deals: int):
    """13th-Floor Daifugo positions where the seat on turn may answer a play on the table, each also
    with the order inverted (a revolution, D23), as (rules, state, seat, legal)."""
    for rules, state, seat, legal in positions("daifugo13", 4, deals):
        if state.pub.phase != "play" or not state.pub.table:
            continue
        revolted = rules.clone(state)
        revolted.pub.revolutions += 1
        for position, moves in ((state, legal), (revolted, rules.legal_actions(revolted, seat))):
            if sum(a.kind == "play" for a in moves) > 1:
                yield rules, position, seat, moves


def test_D07_daifugo13_names_the_weakest_answer_in_the_order_in_force():
    from engines.daifugo13.combos import check_follow, reading_for

    jokers = lambda a: sum(c.suit == JOKER for c in a.cards)  # noqa: E731
    checked = {False: 0, True: 0}
    for rules, state, seat, legal in daifugo13_answers(30):
        view = rules.view(state, seat)
        plays = [a for a in legal if a.kind == "play" and len(a.cards) < len(view.hand)]
        named = [a for a in plays if rules.hint_reason(view, a, legal) == ("ui.hint.why.cheapest_beat", {})]
        assert named or not plays, "some answer is always the weakest"
        for weakest in named:
            combo = reading_for(weakest.cards, weakest.value)
            for other in plays:
                if jokers(other) > jokers(weakest) or other == weakest:
                    continue
                assert jokers(other) == jokers(weakest), "no answer spends fewer jokers"
                other_combo = reading_for(other.cards, other.value)
                if other_combo.stands_for() == combo.stands_for():
                    continue
                check_follow(combo, other_combo, state.pub.inverted, other.cards)   # other is stronger
        assert rules.hint_reason(view, Action("pass"), legal) is None
        checked[state.pub.inverted] += 1
    assert checked[False] > 50 and checked[True] > 50


def test_D28_daifugo13_and_B14_baohuang_say_going_out_exactly_when_the_engine_puts_the_seat_out():
    for game_id, players, out_of in (("daifugo13", 4, lambda s: s.pub.out), ("baohuang", 5, lambda s: s.out_order)):
        said = 0
        for rules, state, seat, legal in positions(game_id, players, 6):
            view = rules.view(state, seat)
            for action in legal:
                if action.kind != "play":
                    continue
                goes_out = rules.hint_reason(view, action, legal) == ("ui.hint.why.goes_out", {})
                after = rules.clone(state)
                rules.apply(after, seat, action)
                assert goes_out == (seat in out_of(after)), (game_id, action)
                said += goes_out
        assert said > 3, game_id


def tyrant_decisions(deals: int, phase: str):
    """Tyrant positions in `phase` with a choice, as (rules, state, seat, legal)."""
    for rules, state, seat, legal in positions("tyrant", 4, deals):
        if state.phase == phase and len(legal) > 1:
            yield rules, state, seat, legal


def test_T22_tyrant_states_a_plays_power_as_the_engine_counts_it_and_names_the_strongest():
    from engines.tyrant.power import suit_powers, total_power

    strongest = plain = cannot = passes = 0
    for rules, state, seat, legal in tyrant_decisions(6, "play"):
        view = rules.view(state, seat)
        powers = suit_powers(state)
        lead = state.lead_row[-1].suit
        follows = any(c.suit == lead for c in state.hands[seat])
        best = max(total_power(a.cards, powers, seat == state.marker) for a in legal if a.kind == "play")
        for action in legal:
            key, params = rules.hint_reason(view, action, legal)
            if action.kind == "pass":
                assert key == "ui.hint.why.tyrant_pass"
                passes += 1
            elif not follows:
                assert key == "ui.hint.why.tyrant_cannot_win"       # T14, T23
                cannot += 1
            else:
                power = total_power(action.cards, powers, seat == state.marker)
                assert params == {"power": power}
                assert (key == "ui.hint.why.tyrant_strongest") == (power == best)
                strongest += key == "ui.hint.why.tyrant_strongest"
                plain += key == "ui.hint.why.tyrant_power"
    assert strongest > 20 and plain > 20 and cannot > 5 and passes > 5


def test_T21_tyrant_says_how_much_weaker_chips_make_a_suit():
    from engines.tyrant.flow import parse_chips
    from engines.tyrant.power import suit_powers

    checked = 0
    for rules, state, seat, legal in tyrant_decisions(6, "tyrant"):
        view = rules.view(state, seat)
        before = suit_powers(state)
        for action in legal:
            why = rules.hint_reason(view, action, legal)
            if action.kind != "chips":
                assert why is None
                continue
            key, params = why
            suit = next(s for s, sign in (("S", "♠"), ("H", "♥"), ("D", "♦"), ("C", "♣")) if sign == params["suit"])
            after = rules.clone(state)
            after.placed[seat] = parse_chips(state, seat, action.value)   # what "chips" records, before the judgement
            assert suit_powers(after)[suit] == max(0, before[suit] - params["drop"])   # as T21 counts them
            checked += 1
    assert checked > 20


def test_tyrant_reasons_read_in_both_languages():
    for key in ("strongest", "power", "cannot_win", "pass", "chips"):
        for lang in ("en", "ja"):
            text = i18n.text(f"ui.hint.why.tyrant_{key}", lang, power=12, suit="♥", drop=4)
            assert "{" not in text and text != f"ui.hint.why.tyrant_{key}"


def test_D14_D17_daifugo13_names_the_weakest_card_to_give_or_discard():
    from engines.daifugo13.ranks import STRENGTH

    checked = {False: 0, True: 0}
    for rules, state, seat, legal in positions("daifugo13", 4, 60):
        kinds = {a.kind for a in legal} & {"give", "discard"}
        if state.pub.phase != "effect" or not kinds:
            continue
        revolted = rules.clone(state)
        revolted.pub.revolutions += 1
        for position in (state, revolted):
            view = rules.view(position, seat)
            inverted = position.pub.inverted
            offered = [a for a in legal if a.kind in kinds]
            named = [a for a in offered if rules.hint_reason(view, a, legal) == ("ui.hint.why.weakest_card", {})]
            assert named
            naturals = [a.cards[0] for a in offered if a.cards[0].suit != JOKER]
            for action in named:
                card = action.cards[0]
                if card.suit == JOKER:
                    assert not naturals           # a joker only when nothing else can go
                    continue
                strength = STRENGTH[card.rank]
                assert all((STRENGTH[c.rank] <= strength) if inverted else (STRENGTH[c.rank] >= strength)
                           for c in naturals)
            checked[inverted] += 1
    assert checked[False] > 10 and checked[True] > 10
