"""Democracy's rule set: dealing two Days with the voting pool (M01, M04, M04a), simultaneous
face-down plays to a turned-up pool card (M05–M09), tribe points (M10), the match to a target
(M11) and the options M12–M16. Scoring lives in `engines.democracy.scoring`, views and sampling
in `engines.democracy.view`."""
from __future__ import annotations

import random
from itertools import combinations
from typing import Any

from game.actions import Action, Event
from game.cards import SUITS, Card
from game.engine import DealResult, OptionSpec, Ruleset, SearchHooks
from game.errors import IllegalAction
from game.validate import bad_seat, check_no_value, check_plain, check_shape, extra_cards

from engines.democracy import scoring
from engines.democracy.state import (BAD_CATCH, DECLARE, DECLARE_SUITS, GHOST, GHOST_CHOICE,
                                     MAX_PLAYERS, MIN_PLAYERS, NO_TRUMP, ONE_DAY, OVER, PER_DAY,
                                     PLAY, PLAY_CARD, DemocracyState, TrickRecord, deck,
                                     is_bad_catch, power)

SUIT_SETS = tuple("".join(c) for k in range(5) for c in combinations(SUITS, k))
DEFAULT_TARGET = 5   # M11 Ruling
MARGIN_WEIGHT = 0.1    # search utility: a tribe point of margin is worth a tenth of a deal win


def cards_per_day(players: int, days: int) -> int:
    return PER_DAY[players] if days == 2 else ONE_DAY[players]


def trick_outcome(plays: list[tuple[int, Card]], pool_card: Card, dummy_joker: bool,
                  ) -> tuple[int | None, tuple[int, ...]]:
    """M06/M08: (winner, tied seats). The highest trump (the pool card's suit) wins; with no trump
    played the highest card by M02 (a joker with the 5s, or lowest with Dummy Joker M15); a tie
    for highest with no trump played gives (None, tied seats)."""
    trump = None if pool_card.is_joker else pool_card.suit
    trumps = [(power(c), seat) for seat, c in plays if trump is not None and c.suit == trump]
    if trumps:
        return max(trumps)[1], ()
    best = max(power(c, dummy_joker) for _, c in plays)
    top = tuple(seat for seat, c in plays if power(c, dummy_joker) == best)
    if len(top) == 1:
        return top[0], ()
    return None, top


class DemocracyRules(Ruleset):
    id = "democracy"
    min_players = MIN_PLAYERS
    max_players = MAX_PLAYERS
    options = (
        OptionSpec("target", "int", DEFAULT_TARGET, minimum=1, maximum=30),
        OptionSpec("one_day", "bool", False),
        OptionSpec("bad_catch", "bool", False),
        OptionSpec("high_stake", "bool", False),
        OptionSpec("high_stake_points", "int", 2, minimum=2, maximum=3, requires="high_stake"),
        OptionSpec("ghost", "bool", False),
        OptionSpec("ghost_dealer_choice", "bool", False, requires="ghost"),
        OptionSpec("dummy_joker", "bool", False),
        OptionSpec("suit_sweep", "bool", False),
        OptionSpec("suit_sweep_declared", "bool", False, requires="suit_sweep"),
    )

    # ---- the match (M11) --------------------------------------------------------------------
    def deals_in_match(self, options: dict[str, Any]) -> int:
        return 0    # open-ended: the match ends by `match_over`

    def match_over(self, options: dict[str, Any], deal_results: list[DealResult],
                   totals: list[int]) -> bool:
        """M11: someone has reached the target at the end of a deal and the highest total is
        not shared (a tie plays another deal, Ruling)."""
        if not deal_results:
            return False
        best = max(totals)
        return best >= int(options.get("target", DEFAULT_TARGET)) and totals.count(best) == 1

    def match_winners(self, deal_results: list[DealResult], totals: list[int]) -> list[int]:
        """M11: the highest total wins (unique once `match_over` is true)."""
        best = max(totals)
        return [s for s, t in enumerate(totals) if t == best]

    # ---- dealing (M01, M04, M04a, M12 redeal) -----------------------------------------------
    def new_deal(self, options: dict[str, Any], players: int, rng: random.Random,
                 carry: dict[str, Any] | None = None) -> DemocracyState:
        options = self.normalise_options(options)
        if not MIN_PLAYERS <= players <= MAX_PLAYERS:
            raise ValueError(f"democracy takes 2–6 players, not {players}")
        carry = carry or {}
        if "dealer" in carry:
            dealer = (int(carry["dealer"]) + 1) % players       # M04a: the deal passes left
        else:
            dealer = rng.randrange(players)                      # M04a: first dealer at random
        totals = list(carry.get("totals", [0] * players))
        state = DemocracyState(
            options=options, players=players, rng=random.Random(rng.random()), dealer=dealer,
            totals_before=totals, days=1 if options["one_day"] else 2,
            bad_catch_points=[0] * players)
        events: list[Event] = []
        self._shuffle_and_deal(state, events)
        state.opening = events
        return state

    def opening_events(self, state: DemocracyState) -> list[Event]:
        return list(state.opening)

    def _shuffle_and_deal(self, state: DemocracyState, events: list[Event]) -> None:
        """Shuffle the whole deck, deal Day 1 and set Day 2 aside (M04); start the first step."""
        n = state.players
        cards = deck(n)
        state.rng.shuffle(cards)
        per = cards_per_day(n, state.days)
        days = []
        for _ in range(state.days):
            hands = [cards[i * per:(i + 1) * per] for i in range(n)]
            pool = cards[n * per:(n + 1) * per]
            cards = cards[(n + 1) * per:]
            days.append((hands, pool))
        state.out = cards                                        # 6 players: 7 unseen (M04)
        state.hands, state.pool = days[0]
        if state.days == 2:
            state.later_hands, state.later_pool = days[1]
        else:
            state.later_hands, state.later_pool = [], []
        state.day = 1
        state.trick_number = 0
        state.turned = None
        state.pending = {}
        state.tricks = []
        state.captured = [[] for _ in range(n)]
        state.discards = []
        state.declared = None
        state.day1_hands = [tuple(h) for h in state.hands]
        self._deal_events(state, events)
        if state.days == 1 and self._declaring(state):
            state.phase = DECLARE       # Ruling: with one Day the sweep is declared after the deal
            return
        self._start_trick(state, events)

    @staticmethod
    def _deal_events(state: DemocracyState, events: list[Event]) -> None:
        for seat, hand in enumerate(state.hands):
            events.append(Event("deal", seat, tuple(hand), "deck", f"hand:{seat}", state.day,
                                frozenset((seat,))))
        events.append(Event("deal", None, tuple(state.pool), "deck", "pool", state.day,
                            frozenset()))

    @staticmethod
    def _declaring(state: DemocracyState) -> bool:
        return bool(state.options["suit_sweep"] and state.options["suit_sweep_declared"])

    def _start_trick(self, state: DemocracyState, events: list[Event]) -> None:
        """M05: turn the top pool card. A joker with Ghost (M14) asks the dealer or draws at once."""
        card = state.pool.pop(0)
        state.turned = card
        state.pending = {}
        events.append(Event("turn", None, (card,), "pool", "turned",
                            "none" if card.is_joker else card.suit))
        state.phase = PLAY
        if card.is_joker and state.options["ghost"]:
            if state.options["ghost_dealer_choice"]:
                state.phase = GHOST_CHOICE
            else:
                self._ghost(state, events)

    def _ghost(self, state: DemocracyState, events: list[Event]) -> None:
        """M14: every player draws one card unseen from the left neighbour's hand into their
        captured cards; each drawn card is shown, the joker is discarded (Ruling)."""
        n = state.players
        draws = []
        for seat in range(n):
            left = (seat + 1) % n
            hand = state.hands[left]
            draws.append((seat, left, hand[state.rng.randrange(len(hand))]))
        for seat, left, card in draws:
            state.hands[left].remove(card)
            state.captured[seat].append(card)
            events.append(Event("draw", seat, (card,), f"hand:{left}", f"pile:{seat}"))
        joker = state.turned
        state.discards.append(joker)
        events.append(Event("discard", None, (joker,), "turned", "discard"))
        state.tricks.append(TrickRecord(state.day, state.trick_number, joker, "ghost",
                                        draws=tuple(draws)))
        self._after_trick(state, events)

    def _after_trick(self, state: DemocracyState, events: list[Event]) -> None:
        state.turned = None
        state.pending = {}
        state.trick_number += 1
        if any(state.hands):
            self._start_trick(state, events)
            return
        events.append(Event("day_end", value=state.day))                         # M09
        if state.day < state.days:
            if self._declaring(state):
                state.phase = DECLARE        # M16: declared at the end of Day 1
                return
            self._start_day_two(state, events)
            return
        self._finish(state, events)

    def _start_day_two(self, state: DemocracyState, events: list[Event]) -> None:
        state.day = 2
        state.trick_number = 0
        state.hands, state.pool = state.later_hands, state.later_pool
        state.later_hands, state.later_pool = [], []
        self._deal_events(state, events)
        self._start_trick(state, events)

    def _finish(self, state: DemocracyState, events: list[Event]) -> None:
        state.phase = OVER
        state.final = scoring.score(state)
        for seat, points in enumerate(state.final.scores):
            events.append(Event("score", seat, value=points))

    # ---- playing ----------------------------------------------------------------------------
    def to_act(self, state: DemocracyState) -> tuple[int, ...]:
        if state.phase == OVER:
            return ()
        if state.phase == GHOST_CHOICE:
            return (state.dealer,)
        return tuple(s for s in range(state.players) if s not in state.pending)

    def can_claim_bad_catch(self, state: DemocracyState, seat: int) -> bool:
        """M12: the first trick of Day 1 that asks for a card, a Bad Catch Day-1 hand."""
        return (state.options["bad_catch"] and state.phase == PLAY and state.day == 1
                and not any(t.kind == "trick" for t in state.tricks)
                and is_bad_catch(state.day1_hands[seat]))

    def legal_actions(self, state: DemocracyState, seat: int) -> list[Action]:
        if seat not in self.to_act(state):
            return []
        if state.phase == GHOST_CHOICE:
            return [Action(GHOST), Action(NO_TRUMP)]
        if state.phase == DECLARE:
            return [Action(DECLARE_SUITS, value=s) for s in SUIT_SETS]
        actions = [Action(PLAY_CARD, (c,)) for c in state.hands[seat]]
        if self.can_claim_bad_catch(state, seat):
            actions.append(Action(BAD_CATCH))
        return actions

    def _check(self, state: DemocracyState, seat: int, action: Action) -> None:
        if state.phase == OVER:
            raise IllegalAction("democracy.err.over", "The deal is over.")
        if not 0 <= seat < state.players:
            if not -100 < seat < 100:   # a number too long to quote in a one-line reason
                raise bad_seat()
            raise IllegalAction("democracy.err.no_seat", "There is no seat {seat}.", seat=seat)
        if state.phase == GHOST_CHOICE:
            if seat != state.dealer:
                raise IllegalAction("democracy.err.dealer_chooses",
                                    "The dealer chooses between Ghost and a no-trump trick.")
            if action.kind not in (GHOST, NO_TRUMP):
                raise IllegalAction("democracy.err.choose_ghost",
                                    "Choose Ghost or a no-trump trick.")
            check_plain(action)
            return
        if seat in state.pending:
            raise IllegalAction("democracy.err.already_chosen",
                                "You have already chosen; wait for the others.")
        if state.phase == DECLARE:
            if action.kind != DECLARE_SUITS or action.value not in SUIT_SETS:
                raise IllegalAction("democracy.err.declare",
                                    "Declare the suits you will sweep (or none).")
            if action.cards:
                raise extra_cards()
            return
        if action.kind == BAD_CATCH:
            if not self.can_claim_bad_catch(state, seat):
                raise IllegalAction("democracy.err.no_bad_catch",
                                    "A Bad Catch can be claimed only with a Day-1 hand of"
                                    " 10s, 9s, 8s and 7s, before the first trick.")
            check_plain(action)
            return
        if action.kind != PLAY_CARD or len(action.cards) != 1:
            raise IllegalAction("democracy.err.play_one", "Choose one card to play.")
        if action.cards[0] not in state.hands[seat]:
            raise IllegalAction("democracy.err.not_in_hand", "That card is not in your hand.")
        check_no_value(action)

    def apply(self, state: DemocracyState, seat: int, action: Action) -> list[Event]:
        check_shape(seat, action)
        self._check(state, seat, action)
        events: list[Event] = []
        if state.phase == GHOST_CHOICE:
            events.append(Event("ghost_choice", seat, value=action.kind))
            if action.kind == GHOST:
                self._ghost(state, events)
            else:
                state.phase = PLAY
            return events
        if action.kind == PLAY_CARD:
            state.hands[seat].remove(action.cards[0])
        state.pending[seat] = action
        events.append(Event("chose", seat, dst=f"choice:{seat}"))
        if len(state.pending) == state.players:
            if state.phase == DECLARE:
                self._reveal_declarations(state, events)
            else:
                self._reveal(state, events)
        return events

    def _reveal_declarations(self, state: DemocracyState, events: list[Event]) -> None:
        state.declared = [str(state.pending[s].value) for s in range(state.players)]
        for seat, suits in enumerate(state.declared):
            events.append(Event("declared", seat, value=suits))
        state.pending = {}
        if state.day == 1 and state.days == 2 and not any(state.hands):
            self._start_day_two(state, events)
        else:
            self._start_trick(state, events)

    def _reveal(self, state: DemocracyState, events: list[Event]) -> None:
        n = state.players
        claims = [s for s in range(n) if state.pending[s].kind == BAD_CATCH]
        if claims:
            self._bad_catch_redeal(state, claims, events)
            return
        plays = [(s, state.pending[s].cards[0]) for s in range(n)]
        events.append(Event("reveal", None, tuple(c for _, c in plays), "choice:*", "trick"))
        pool_card = state.turned
        winner, tied = trick_outcome(plays, pool_card, state.options["dummy_joker"])
        if winner is not None:                                                   # M07
            taken = tuple(c for _, c in plays) + (pool_card,)
            state.captured[winner].extend(taken)
            events.append(Event("take", winner, taken, "trick", f"pile:{winner}"))
        else:                                                                    # M08
            for seat in tied:
                own = plays[seat][1]
                state.captured[seat].append(own)
                events.append(Event("take", seat, (own,), "trick", f"pile:{seat}"))
            rest = tuple(c for s, c in plays if s not in tied) + (pool_card,)
            state.discards.extend(rest)
            events.append(Event("discard", None, rest, "trick", "discard"))
        state.tricks.append(TrickRecord(state.day, state.trick_number, pool_card, "trick",
                                        tuple(plays), winner, tied))
        self._after_trick(state, events)

    def _bad_catch_redeal(self, state: DemocracyState, claims: list[int],
                          events: list[Event]) -> None:
        """M12: every claimant shows the hand and scores 1 tribe point; the whole deck is
        reshuffled for both Days (the other choices go back unseen, Ruling)."""
        for seat in claims:
            hand = state.day1_hands[seat]
            state.bad_catch_points[seat] += 1
            state.bad_catch_claims.append((seat, hand))
            events.append(Event("bad_catch", seat, tuple(hand), f"hand:{seat}", f"hand:{seat}"))
        state.redeals += 1
        events.append(Event("redeal"))
        self._shuffle_and_deal(state, events)

    # ---- seeing -----------------------------------------------------------------------------
    def view(self, state: DemocracyState, seat: int | None):
        from engines.democracy.view import make_view
        return make_view(self, state, seat)

    def sample_state(self, view, rng: random.Random) -> DemocracyState:
        from engines.democracy.view import sample_state
        return sample_state(self, view, rng)

    def is_over(self, state: DemocracyState) -> bool:
        return state.phase == OVER

    def result(self, state: DemocracyState) -> DealResult:
        if state.final is None:
            raise RuntimeError("the deal is not over")
        return state.final

    fast_clone = True

    def clone(self, state: DemocracyState) -> DemocracyState:
        from engines.democracy.view import clone_state
        return clone_state(state)

    def all_cards(self, state: DemocracyState) -> list[Card]:
        cards: list[Card] = []
        for hand in state.hands + state.later_hands:
            cards.extend(hand)
        cards.extend(state.pool + state.later_pool + state.out + state.discards)
        for pile in state.captured:
            cards.extend(pile)
        if state.turned is not None:
            cards.append(state.turned)
        for action in state.pending.values():
            cards.extend(action.cards)
        return cards

    def hint_reason(self, view: Any, action: Action, legal: list[Action]):
        """Plays are face down and simultaneous, so nothing is "so far"; what is certain: no card
        the viewer has not seen can beat this one (M06: the turned card's suit is trump; with no
        trump played the highest card wins, a tie wins nothing), or it is the viewer's lowest card
        for this trick."""
        if view.phase != PLAY or action.kind != PLAY_CARD or view.turned is None or not action.cards:
            return None
        card, dummy = action.cards[0], bool(view.options.get("dummy_joker"))

        def beats(mine: Card, theirs: Card) -> bool:
            return trick_outcome([(0, theirs), (1, mine)], view.turned, dummy)[0] == 1

        from engines.democracy.view import seen_cards

        seen = seen_cards(view)
        if not any(beats(other, card) for other in deck(view.players) if other not in seen):
            return "ui.hint.why.unbeatable", {}
        others = [c for c in view.hand if c != card]
        if others and not any(beats(card, other) for other in others):
            return "ui.hint.why.lowest_card", {}
        return None

    def normal_player(self) -> Any:
        from engines.democracy.ai import NormalPlayer
        return NormalPlayer()

    def hard_player(self) -> Any:
        from engines.democracy.hard import search_player
        return search_player(self)

    def utility(self, result: DealResult, seat: int) -> float:
        """For the search: taking the deal counts most; the margin in tribe points (a deal's
        scores run 0-4, so the shared `margin / 100` hardly registers) weighs a tenth of a win a
        point, capped at 0.4, so a playout that ends one suit short of a win still says more than
        a clean loss."""
        n = len(result.scores)
        others = (sum(result.scores) - result.scores[seat]) / max(1, n - 1)
        margin = result.scores[seat] - others
        won = 1.0 if seat in result.winners else 0.0
        return won + max(-0.4, min(0.4, margin * MARGIN_WEIGHT))

    def search_hooks(self) -> SearchHooks:
        """A fast rollout policy, and the other seats' face-down choices in a sampled world
        re-chosen as Normal would make them (Hard itself plays out with Normal on views:
        engines/democracy/hard.py)."""
        from engines.democracy.ai import rechoose_hidden_choices, rollout_policy

        def rechoose(state: DemocracyState, viewer: int, rng: random.Random) -> None:
            rechoose_hidden_choices(self, state, viewer, rng)

        return SearchHooks(rollout_policy=rollout_policy, rechoose_hidden_choices=rechoose)

    def notes(self, result: DealResult) -> list[tuple[int | None, str, dict[str, Any]]]:
        return scoring.notes(result)
