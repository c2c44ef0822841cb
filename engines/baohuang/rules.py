"""Bao Huang's rule set: the deal (B04), tribute (B23), the throne phase (B06/B07), rebellion
(B08), play (B09–B16) and the match (B22). Scoring lives in `scoring`, views in `view`."""
from __future__ import annotations

import random
from typing import Any

from game.actions import Action, Event
from game.cards import Card
from game.engine import DealResult, OptionSpec, Ruleset, SearchHooks
from game.errors import IllegalAction
from game.validate import check_no_value, check_plain, check_shape

from engines.baohuang import scoring
from engines.baohuang.cards import EMPEROR_CARD, GUARD_CARD, full_deck, sort_hand, strength
from engines.baohuang.moves import (Prepared, after_play, distinct_plays, is_legal_play,
                                    jokers_in, prepare)
from engines.baohuang.playout_view import playout_view
from engines.baohuang.state import (OVER, PLAY, PLAYERS, REBELLION, THRONE, BaoHuangState,
                                    clone_state)


PASS = Action("pass")
SINGLES = {card: Action("play", (card,)) for card in full_deck()}     # equal values, shared
PASS_EVENTS = tuple(Event("pass", seat) for seat in range(PLAYERS))   # equal values, shared


class BaoHuangRules(Ruleset):
    id = "baohuang"
    min_players = PLAYERS
    max_players = PLAYERS
    easy_slip = 0.95  # Easy takes a neighbouring play this often (Normal vs Easy, Easy vs random)
    options = (
        OptionSpec("deals", "int", 5, minimum=1, maximum=20),      # B22
        OptionSpec("sixes_last", "bool", False),                   # B16
    )

    # ---- match ------------------------------------------------------------------------------
    def match_over(self, options, deal_results, totals) -> bool:
        """B22: after the chosen deals; a shared highest total plays one more deal."""
        if len(deal_results) < self.deals_in_match(options):
            return False
        best = max(totals)
        return sum(1 for t in totals if t == best) == 1

    # ---- dealing ----------------------------------------------------------------------------
    def new_deal(self, options, players, rng, carry=None) -> BaoHuangState:
        if players != PLAYERS:
            raise ValueError("Bao Huang is for exactly 5 players")
        options = self.normalise_options(options)
        carry = carry or {}
        if "dealer" in carry:
            dealer = (carry["dealer"] + 1) % PLAYERS                # B04: passes to the right
        else:
            dealer = rng.randrange(PLAYERS)
        deck = full_deck()
        rng.shuffle(deck)
        hands: list[list[Card]] = [[] for _ in range(PLAYERS)]
        first = (dealer + 2) % PLAYERS                                # right of the cutter
        for i, card in enumerate(deck):                               # B04: 34, 34, 34, 33, 33
            hands[(first + i) % PLAYERS].append(card)
        state = BaoHuangState(options=options, dealer=dealer,
                              deal_number=int(carry.get("deal_number", 0)) + 1,
                              totals_before=list(carry.get("totals", [0] * PLAYERS)),
                              hands=hands, tribute_counts=[0] * PLAYERS,
                              tribute_given=[() for _ in range(PLAYERS)],
                              tribute_received=[() for _ in range(PLAYERS)])
        for seat in range(PLAYERS):
            state.opening.append(Event("deal", seat, tuple(sort_hand(hands[seat])), "deck",
                                       f"hand:{seat}", visible_to=frozenset({seat})))
        self._tribute(state, carry, rng)
        for seat in range(PLAYERS):
            state.hands[seat] = sort_hand(state.hands[seat])
        holder = next(s for s in range(PLAYERS) if EMPEROR_CARD in state.hands[s])
        state.emperor_card_at = state.first_holder = holder
        return state

    def _tribute(self, state: BaoHuangState, carry: dict, rng: random.Random) -> None:
        """B23: the previous losers give their strongest non-jokers face down; the winners draw
        blind, from the seat after the previous Emperor, counter-clockwise."""
        scores = carry.get("scores")
        roles = carry.get("roles")
        if not scores or not roles or all(s == 0 for s in scores):
            return
        emperor = roles.index("emperor") if "emperor" in roles else None
        emperor_count = 4 if carry.get("solo") else 2

        def count(seat):
            return emperor_count if seat == emperor else 1

        pool: list[tuple[int, Card]] = []
        for seat in range(PLAYERS):
            if scores[seat] < 0:
                hand = state.hands[seat]
                plain = sorted((c for c in hand if c.suit != "X"),
                               key=lambda c: (strength(c), c.suit, c.deck), reverse=True)
                gave = tuple(plain[:count(seat)])
                for c in gave:
                    hand.remove(c)
                    pool.append((seat, c))
                state.tribute_given[seat] = gave
                state.tribute_counts[seat] = -len(gave)
                state.opening.append(Event("tribute_give", seat, gave, f"hand:{seat}", "tribute",
                                           visible_to=frozenset({seat})))
        rng.shuffle(pool)
        start = (emperor + 1) % PLAYERS if emperor is not None else 0
        order = [(start + i) % PLAYERS for i in range(PLAYERS)]
        takers = [s for s in order if scores[s] > 0]
        wants = {s: count(s) for s in takers}
        got: dict[int, list[Card]] = {s: [] for s in takers}
        while pool and any(len(got[s]) < wants[s] for s in takers):
            for s in takers:
                if pool and len(got[s]) < wants[s]:
                    got[s].append(pool.pop()[1])
        for s in takers:
            cards = tuple(got[s])
            state.hands[s].extend(cards)
            state.tribute_received[s] = cards
            state.tribute_counts[s] = len(cards)
            if cards:
                state.opening.append(Event("tribute_take", s, cards, "tribute", f"hand:{s}",
                                           visible_to=frozenset({s})))
        for giver, card in pool:                   # Ruling: cards nobody takes go back
            state.hands[giver].append(card)

    def opening_events(self, state: BaoHuangState) -> list[Event]:
        return list(state.opening)

    # ---- playing ----------------------------------------------------------------------------
    def to_act(self, state: BaoHuangState) -> tuple[int, ...]:
        if state.phase == OVER:
            return ()
        if state.phase == THRONE:
            return (state.emperor_card_at,)
        if state.phase == REBELLION:
            return (state.ask_order[len(state.answered)],)
        return (state.turn,)

    def _leading(self, state: BaoHuangState) -> bool:
        return state.last_play is None

    def legal_actions(self, state: BaoHuangState, seat: int) -> list[Action]:
        if state.phase == PLAY:                                       # the hot path
            if seat != state.turn:
                return []
            last_play = state.last_play
            hand = state.hands[seat]
            ready = self._prepared(state, seat, hand)
            if last_play is None:
                plays = distinct_plays(hand, None, True, state.options.get("sixes_last", False),
                                       ready)
                return [Action("play", p) for p in plays]
            plays = distinct_plays(hand, last_play[1], False,
                                   state.options.get("sixes_last", False), ready)
            if len(last_play[1]) == 1:
                single = SINGLES.get
                acts = [single(p[0]) or Action("play", p) for p in plays]
            else:
                acts = [Action("play", p) for p in plays]
            acts.append(PASS)
            return acts
        if seat not in self.to_act(state):
            return []
        if state.phase == THRONE:
            acts = [Action("keep")]
            if GUARD_CARD in state.hands[seat]:
                acts.append(Action("solo"))
            if self._can_pass_emperor(state):
                acts.append(Action("pass_emperor"))
            return acts
        if state.phase == REBELLION:
            if seat == state.guard and state.solo is None:
                return [Action("no_rebel")]
            return [Action("rebel"), Action("no_rebel")]
        last = state.last_play[1] if state.last_play else None
        plays = distinct_plays(state.hands[seat], last, last is None,
                               state.options.get("sixes_last", False))
        acts = [Action("play", tuple(p)) for p in plays]
        if last is not None:
            acts.append(Action("pass"))
        return acts

    @staticmethod
    def _prepared_if_current(state: BaoHuangState, seat: int, hand: list) -> Prepared | None:
        entry = state.prepared.get(seat)
        if entry is not None and entry[0] is hand and entry[1] == len(hand) and (
                not hand or entry[2] is hand[0]):
            return entry[3]
        return None

    @staticmethod
    def _prepared(state: BaoHuangState, seat: int, hand: list) -> Prepared:
        """The seat's hand grouped for move generation, kept until the hand changes (a play
        updates it in place of grouping the hand again)."""
        cache = state.prepared
        entry = cache.get(seat)
        if entry is not None and entry[0] is hand and entry[1] == len(hand) and (
                not hand or entry[2] is hand[0]):
            return entry[3]
        ready = prepare(hand)
        cache[seat] = (hand, len(hand), hand[0] if hand else None, ready)
        return ready

    def _can_pass_emperor(self, state: BaoHuangState) -> bool:
        """B06: every holder may pass the card on, the fifth to the first holder too; only once it
        has gone all the way round (five passes, back with the first holder) must it be kept. The
        passes are counted: the card is with the first holder both before any pass and after all."""
        return len(state.emperor_passes) < PLAYERS

    def _check(self, state: BaoHuangState, seat: int, action: Action) -> None:
        if state.phase == PLAY and seat == state.turn and action.kind == "pass" \
                and state.last_play is not None and action.value is None \
                and not action.cards:                                 # the hot path
            return
        if state.phase == OVER:
            raise IllegalAction("baohuang.err.over", "The deal is over.")
        if seat not in self.to_act(state):
            raise IllegalAction("baohuang.err.not_your_turn", "It is not your turn.")
        if state.phase in (THRONE, REBELLION):
            check_plain(action)
            if action not in self.legal_actions(state, seat):
                raise IllegalAction("baohuang.err.choice", "That choice is not allowed now.")
            return
        if action.kind == "pass":
            if state.last_play is None:
                raise IllegalAction("baohuang.err.must_lead", "The leader of a round must play.")
            check_plain(action)
            return
        if action.kind != "play":
            raise IllegalAction("baohuang.err.choice", "That choice is not allowed now.")
        check_no_value(action)
        last = state.last_play[1] if state.last_play else None
        if not is_legal_play(state.hands[seat], tuple(action.cards), last, last is None,
                             state.options.get("sixes_last", False)):
            raise IllegalAction("baohuang.err.bad_play",
                                "That play is not allowed: same rank (plus jokers), as many "
                                "cards as the last play, each one stronger.")

    def apply(self, state: BaoHuangState, seat: int, action: Action) -> list[Event]:
        check_shape(seat, action)
        self._check(state, seat, action)
        events: list[Event] = []
        if state.phase == THRONE:
            self._throne(state, seat, action, events)
        elif state.phase == REBELLION:
            self._rebellion(state, seat, action, events)
        elif action.kind == "pass":
            self._pass(state, seat, events)
        else:
            self._play(state, seat, tuple(action.cards), events)
        return events

    def _throne(self, state, seat, action, events) -> None:
        if action.kind == "pass_emperor":                            # B06 / B07 (c)
            to = (seat + 1) % PLAYERS
            state.hands[seat].remove(EMPEROR_CARD)
            state.hands[to] = sort_hand(state.hands[to] + [EMPEROR_CARD])
            state.emperor_passes.append((seat, to))
            state.emperor_card_at = to
            events.append(Event("emperor_pass", seat, (), f"hand:{seat}", f"hand:{to}", value=to))
            return
        state.emperor = seat
        state.guard = next(s for s in range(PLAYERS) if GUARD_CARD in state.hands[s])
        if state.guard == seat:                                       # B07 (a) / (b)
            state.solo = "declared" if action.kind == "solo" else "silent"
        events.append(Event("emperor", seat, value="solo" if state.solo == "declared" else None))
        state.phase = REBELLION
        state.ask_order = [(seat + i) % PLAYERS for i in range(1, PLAYERS)]

    def _rebellion(self, state, seat, action, events) -> None:
        state.answered.append((seat, action.kind))
        if action.kind == "rebel":
            state.rebels.append(seat)
        events.append(Event("rebellion", seat, value=action.kind))
        if len(state.answered) == len(state.ask_order):
            state.phase = PLAY                                           # B10
            state.leader = state.turn = state.emperor

    def _active(self, state) -> list[int]:
        return [s for s in range(PLAYERS) if state.hands[s]]

    def _next_with_cards(self, state, seat) -> int:
        hands = state.hands
        for i in range(1, PLAYERS + 1):
            s = (seat + i) % PLAYERS
            if hands[s]:
                return s
        return seat

    def _play(self, state, seat, cards, events) -> None:
        hand = state.hands[seat]
        beaten = state.last_play
        if beaten is not None and beaten[0] == state.emperor and len(cards) < len(hand) \
                and seat not in state.beat_emperor:
            state.beat_emperor.append(seat)          # public: it played on the Emperor's play
        ready = self._prepared_if_current(state, seat, hand)
        for c in cards:
            hand.remove(c)
        ready = ready and after_play(ready, cards, len(hand))
        if ready and hand:
            state.prepared[seat] = (hand, len(hand), hand[0], ready)
        else:
            state.prepared.pop(seat, None)
        state.table.extend(cards)
        state.last_play = (seat, cards)
        state.round_plays.append((seat, cards))
        state.passed = []
        events.append(Event("play", seat, cards, f"hand:{seat}", "centre"))
        if GUARD_CARD in cards and state.solo != "declared" and not state.guard_revealed:
            state.guard_revealed = True                   # the Guard card, once played, tells
            if state.solo == "silent":                    # Ruling: a silent solo is shown alone
                events.append(Event("reveal", seat, value="silent_solo"))
            else:
                events.append(Event("guard_revealed", seat))
        if not hand:                                                      # B14
            state.out_order.append(seat)
            events.append(Event("out", seat, value=len(state.out_order)))
            if self._team_out(state):                                     # B15
                self._finish(state, events)
                return
        self._advance(state, seat, events)

    def _team_out(self, state) -> bool:
        out = set(state.out_order)
        emperor_team = {state.emperor} if state.solo else {state.emperor, state.guard}
        peasants = set(range(PLAYERS)) - emperor_team
        return emperor_team <= out or peasants <= out

    def _pass(self, state, seat, events) -> None:
        events.append(PASS_EVENTS[seat])
        state.passed.append(seat)
        state.round_plays.append((seat, ()))
        self._advance(state, seat, events)

    def _advance(self, state, seat, events) -> None:
        last_seat = state.last_play[0]
        hands, passed = state.hands, state.passed
        for s in range(PLAYERS):                                          # B13
            if s != last_seat and hands[s] and s not in passed:
                state.turn = self._next_with_cards(state, seat)
                return
        leader = last_seat if hands[last_seat] else self._next_with_cards(state, last_seat)
        events.append(Event("round_end", leader, tuple(state.table), "centre", "discard"))
        state.discards.extend(state.table)
        state.table = []
        state.last_play = None
        state.round_plays = []
        state.passed = []
        state.leader = state.turn = leader

    def _finish(self, state, events) -> None:
        state.phase = OVER
        state.revealed = True                                              # B24
        if state.solo == "silent":
            if not state.guard_revealed:
                events.append(Event("reveal", state.emperor, value="silent_solo"))
        elif state.solo is None:
            events.append(Event("reveal", state.guard, value="guard"))
        state.final = scoring.score(state)
        for seat, points in enumerate(state.final.scores):
            events.append(Event("score", seat, value=points))

    def choice_key(self, action: Action):
        """`distinct_plays` lists one play per choice of strengths (B09: suits and decks do not
        matter), the Guard card apart: any cards of those strengths are the same choice."""
        if action.kind != "play":
            return action
        return "play", tuple(sorted((strength(c), c == GUARD_CARD) for c in action.cards)), action.value

    # ---- seeing -----------------------------------------------------------------------------
    def view(self, state, seat):
        from engines.baohuang.view import make_view
        return make_view(state, seat)

    def sample_state(self, view, rng):
        from engines.baohuang.view import sample_state
        return sample_state(view, rng)

    def is_over(self, state) -> bool:
        return state.phase == OVER

    def result(self, state) -> DealResult:
        if state.final is None:
            raise RuntimeError("the deal is not over")
        return state.final

    fast_clone = True

    def clone(self, state):
        return clone_state(state)

    def all_cards(self, state) -> list[Card]:
        cards = [c for h in state.hands for c in h]
        return cards + list(state.table) + list(state.discards)

    def normal_player(self) -> Any:
        from engines.baohuang.ai import NormalPlayer
        return NormalPlayer()

    def hard_player(self) -> Any:
        from engines.baohuang.hard import search_player
        return search_player(self)

    def utility(self, result: DealResult, seat: int) -> float:
        from engines.baohuang.hard import utility
        return utility(result, seat)

    def hint_reason(self, view, action: Action, legal: list[Action]):
        """A play that empties the hand goes out (B14); answering a play (every legal play beats
        it, B11): whether this is the weakest one, fewest jokers first, then the lowest top card,
        then the lowest sum."""
        if view.phase != PLAY or action.kind != "play":
            return None
        if len(action.cards) == len(view.hand):
            return "ui.hint.why.goes_out", {}
        if view.last_play is None or view.last_play[0] == view.seat:
            return None

        def weight(play: Action) -> tuple[int, int, int]:
            strengths = [strength(c) for c in play.cards]
            return jokers_in(play)[0], max(strengths), sum(strengths)

        weakest = min(weight(a) for a in legal if a.kind == "play")
        return ("ui.hint.why.cheapest_beat", {}) if weight(action) == weakest else None

    def search_hooks(self) -> SearchHooks:
        """Hard's playouts: Normal and the prior decide on a cheap view of the sampled world (the
        same choices as on the full view); wide decisions are narrowed (engines/baohuang/hard.py)."""
        from engines.baohuang.hard import search_candidates
        return SearchHooks(playout_view=playout_view, search_candidates=search_candidates)

    def notes(self, result: DealResult):
        return scoring.notes(result)
