"""The Napoleon rule set (rules N09–N40, the in-game rules text): dealing and redealing, bidding, naming
the adjutant, the widow and the discards, ten tricks, and the end of the deal. Scoring lives in
`scoring`, card strength in `strength`, views and sampling in `view`."""
from __future__ import annotations

import random
from typing import Any

from game.actions import Action, Event
from game.cards import JOKER, SUIT_SYMBOLS
from game.engine import DealResult, OptionSpec, Ruleset, SearchHooks
from game.errors import IllegalAction
from game.validate import check_no_value, check_plain, check_shape

from engines.napoleon import scoring, view as views
from engines.napoleon.playout_view import playout_view
from engines.napoleon.state import (BIDDING, DISCARDING, HAND_SIZE, NAMING, OVER, PLAYERS, PLAYING,
                                    TRICKS, WIDOW_SIZE, NapoleonState, Trick)
from engines.napoleon.strength import (BID_SUITS, CLUB_THREE, JOKER_CARD, MAX_BID, bid_code, bid_key, hand_order,
                                       card_power, deck, high, is_honour, is_reversing_jack,
                                       led_suit, parse_bid, trick_winner)

DECK = tuple(deck())
DECK_SET = frozenset(DECK)
PASS = Action("pass")
BIDS_FROM = {floor: sorted(((bid_key(n, s), Action("bid", value=bid_code(n, s)))
                            for n in range(floor, MAX_BID + 1) for s in BID_SUITS), key=lambda t: t[0])
             for floor in range(1, MAX_BID + 1)}
NAME_ACTIONS = [Action("name", (c,)) for c in DECK]
PLAY = {c: Action("play", (c,)) for c in DECK}
DISCARD = {c: Action("discard", (c,)) for c in DECK}
HAND_ZONE = tuple(f"hand:{s}" for s in range(PLAYERS))
EXPECTED = {BIDDING: "Now you must bid or pass.", NAMING: "Now you must name the adjutant's card.",
            DISCARDING: "Now you must discard a card.", PLAYING: "Now you must play a card."}


class NapoleonRules(Ruleset):
    """Napoleon for exactly 5 seats; one `NapoleonState` per deal (a void deal is redealt inside).

    Actions, by phase (`state.phase`, also `view.phase`):
      "bid"      Action("bid", value="S13") (suit letter + honours) or Action("pass")
      "name"     Action("name", (card,)): any of the 53 cards
      "discard"  Action("discard", (card,)), three times, one card each
      "play"     Action("play", (card,))
    Events: see `engines.napoleon.events` (zones, kinds, and `log_entry` for the table's log)."""

    id = "napoleon"
    min_players = PLAYERS
    max_players = PLAYERS
    options = (
        OptionSpec("deals", "int", 5, minimum=1, maximum=20),                 # N40
        OptionSpec("min_bid", "int", 12, minimum=11, maximum=16),             # N13
        OptionSpec("same_two_first_trick", "bool", False),                    # N32
        OptionSpec("reverse", "bool", False),                                 # N33
        OptionSpec("called_joker_strong", "bool", False),                     # N28
    )

    # ---- dealing ----------------------------------------------------------------------------
    def new_deal(self, options: dict[str, Any], players: int, rng: random.Random,
                 carry: dict[str, Any] | None = None) -> NapoleonState:
        if players != PLAYERS:
            raise ValueError(f"napoleon takes exactly {PLAYERS} players, not {players}")
        opts = self.normalise_options(options)
        own = random.Random(rng.getrandbits(64))
        if carry and carry.get("dealer") is not None:
            dealer = (int(carry["dealer"]) + 1) % PLAYERS                          # N11
            previous = carry.get("napoleon")
            first = dealer if previous is None else int(previous)                    # N14
        else:
            dealer = own.randrange(PLAYERS)                                          # N11
            first = dealer
        state = NapoleonState(opts, own, dealer, first, [[] for _ in range(PLAYERS)], [])
        self._deal(state)
        return state

    @staticmethod
    def _deal(state: NapoleonState) -> None:
        cards = list(DECK)
        state.rng.shuffle(cards)
        for i in range(PLAYERS):                                                     # N12
            seat = (state.dealer + 1 + i) % PLAYERS
            state.hands[seat] = sorted(cards[i * HAND_SIZE:(i + 1) * HAND_SIZE], key=hand_order)
        state.widow = cards[PLAYERS * HAND_SIZE:]
        state.turn = state.first_bidder
        state.bids, state.high_bid, state.high_bidder, state.passes = [], None, None, 0

    def opening_events(self, state: NapoleonState) -> list[Event]:
        """The set-up of a fresh (or redealt) deal as events: each hand seen only by its owner, the
        widow face down."""
        events = [Event("deal", seat=s, cards=tuple(state.hands[s]), src="stock", dst=f"hand:{s}",
                        visible_to=frozenset((s,))) for s in range(PLAYERS)]
        events.append(Event("deal", seat=state.dealer, cards=tuple(state.widow), src="stock",
                            dst="widow", visible_to=frozenset()))
        return events

    # ---- whose turn, what is legal ------------------------------------------------------------
    def to_act(self, state: NapoleonState) -> tuple[int, ...]:
        return () if state.phase == OVER else (state.turn,)

    def legal_actions(self, state: NapoleonState, seat: int) -> list[Action]:
        if state.phase == OVER or seat != state.turn:
            return []
        if state.phase == PLAYING:
            return [PLAY[c] for c in self._playable(state, seat)]
        if state.phase == BIDDING:
            bids = BIDS_FROM[state.options["min_bid"]]
            if state.high_bid is None:
                return [PASS] + [a for _, a in bids]
            standing = bid_key(*state.high_bid)
            return [PASS] + [a for key, a in bids if key > standing]
        if state.phase == NAMING:
            return list(NAME_ACTIONS)
        return [DISCARD[c] for c in state.hands[seat]]

    @staticmethod
    def _playable(state: NapoleonState, seat: int) -> list:
        hand = state.hands[seat]
        if not state.current:
            return list(hand)
        lead = state.current[0][1]
        if lead == CLUB_THREE and JOKER_CARD in hand:                                   # N28
            return [JOKER_CARD]
        suit = led_suit(lead, state.trump)                                              # N27a
        follow = [c for c in hand if c.suit == suit]
        if not follow:
            return list(hand)
        if JOKER_CARD in hand:                                                          # N27
            follow.append(JOKER_CARD)
        return follow

    # ---- applying ---------------------------------------------------------------------------
    def apply(self, state: NapoleonState, seat: int, action: Action) -> list[Event]:
        check_shape(seat, action)
        if state.phase == OVER:
            raise IllegalAction("napoleon.err.deal_over", "The deal is over.")
        if seat != state.turn:
            raise IllegalAction("napoleon.err.not_your_turn", "It is not your turn.")
        if state.phase == PLAYING:
            return self._apply_play(state, seat, action)
        if state.phase == BIDDING:
            return self._apply_bid(state, seat, action)
        if state.phase == NAMING:
            return self._apply_name(state, seat, action)
        return self._apply_discard(state, seat, action)

    @staticmethod
    def _wrong(phase: str) -> IllegalAction:
        return IllegalAction(f"napoleon.err.expect_{phase}", EXPECTED[phase])

    def _apply_bid(self, state: NapoleonState, seat: int, action: Action) -> list[Event]:
        if action.kind == "pass":
            check_plain(action)
            return self._pass(state, seat)
        if action.kind != "bid" or action.cards:
            raise self._wrong(BIDDING)
        parsed = parse_bid(action.value)
        if parsed is None:
            raise IllegalAction("napoleon.err.bid_format",
                                "A bid is a suit letter and a number of honours, like S13.")
        count, suit = parsed
        floor = state.options["min_bid"]
        if count < floor:
            raise IllegalAction("napoleon.err.bid_too_low", "The lowest bid is {minimum}.", minimum=floor)
        if count > MAX_BID:
            raise IllegalAction("napoleon.err.bid_too_high", "Nobody can bid more than 20 honours.")
        if state.high_bid is not None and bid_key(count, suit) <= bid_key(*state.high_bid):  # N16
            raise IllegalAction("napoleon.err.bid_not_higher",
                                "Your bid must beat {bid}: more honours, or as many in a stronger suit.",
                                bid=f"{SUIT_SYMBOLS[state.high_bid[1]]}{state.high_bid[0]}")
        code = bid_code(count, suit)
        state.bids.append((seat, code))
        state.high_bid, state.high_bidder, state.passes = (count, suit), seat, 0
        state.turn = (seat + 1) % PLAYERS                                                 # N14
        return [Event("bid", seat=seat, value=code)]

    def _pass(self, state: NapoleonState, seat: int) -> list[Event]:
        state.bids.append((seat, "pass"))
        state.passes += 1
        events = [Event("pass", seat=seat)]
        if state.high_bid is None and state.passes == PLAYERS:                            # N17 void
            state.void_deals += 1
            state.dealer = (state.dealer + 1) % PLAYERS
            state.first_bidder = state.dealer
            self._deal(state)
            events.append(Event("void_deal", seat=state.dealer, value=state.void_deals))
            return events + self.opening_events(state)
        if state.high_bid is not None and state.passes == PLAYERS - 1:                    # N17
            state.napoleon = state.high_bidder
            state.bid_count, state.trump = state.high_bid
            state.phase = NAMING
            state.turn = state.napoleon
            events.append(Event("napoleon", seat=state.napoleon,
                                value=bid_code(state.bid_count, state.trump)))
            return events
        state.turn = (seat + 1) % PLAYERS
        return events

    def _apply_name(self, state: NapoleonState, seat: int, action: Action) -> list[Event]:
        if action.kind != "name":
            raise self._wrong(NAMING)
        if len(action.cards) != 1 or action.cards[0] not in DECK_SET:
            raise IllegalAction("napoleon.err.name_one_card",
                                "Name exactly one card of the 53 (the joker included).")
        check_no_value(action)
        card = action.cards[0]
        nap = state.napoleon
        state.named = card                                                               # N18
        if card in state.hands[nap]:                                                     # N20
            state.named_where, state.adjutant = "napoleon", None
        elif card in state.widow:
            state.named_where, state.adjutant = "widow", None
        else:
            state.named_where = "seat"
            state.adjutant = next(s for s in range(PLAYERS) if card in state.hands[s])
        widow = state.widow                                                              # N21
        state.widow_taken = list(widow)
        state.widow = []
        state.hands[nap] = sorted(state.hands[nap] + widow, key=hand_order)
        state.phase = DISCARDING
        return [Event("name", seat=nap, cards=(card,)),
                Event("widow", seat=nap, cards=tuple(widow), src="widow", dst=f"hand:{nap}",
                      visible_to=frozenset((nap,)))]

    @staticmethod
    def _one_card_in_hand(state: NapoleonState, seat: int, action: Action):
        """The single card a discard or play names, refused unless the seat holds it."""
        if len(action.cards) != 1:
            raise IllegalAction("napoleon.err.one_card", "Choose exactly one card.")
        card = action.cards[0]
        if card not in state.hands[seat]:
            raise IllegalAction("napoleon.err.not_in_hand", "You do not hold {card}.", card=card.label)
        check_no_value(action)
        return card

    def _apply_discard(self, state: NapoleonState, seat: int, action: Action) -> list[Event]:
        if action.kind != "discard":
            raise self._wrong(DISCARDING)
        card = self._one_card_in_hand(state, seat, action)
        hand = state.hands[seat]
        hand.remove(card)
        state.discards.append(card)                                                      # N22
        public = is_honour(card)
        events = [Event("discard", seat=seat, cards=(card,), src=f"hand:{seat}", dst="discards",
                        visible_to=None if public else frozenset((seat,)))]
        if public and card == state.named and not state.adjutant_public:
            state.adjutant_public = True
            events.append(Event("adjutant", seat=seat, cards=(card,), value="alone"))
        if len(state.discards) == WIDOW_SIZE:
            state.phase = PLAYING                                                        # N24
            state.leader = state.turn = state.napoleon
        return events

    def _apply_play(self, state: NapoleonState, seat: int, action: Action) -> list[Event]:
        if action.kind != "play":
            raise self._wrong(PLAYING)
        card = self._one_card_in_hand(state, seat, action)
        hand = state.hands[seat]
        if state.current and card.suit != JOKER:
            lead = state.current[0][1]
            if lead == CLUB_THREE and JOKER_CARD in hand:                                # N28
                raise IllegalAction("napoleon.err.must_play_joker",
                                    "The ♣3 was led: you must play the joker.")
            suit = state.trump if lead.suit == JOKER else lead.suit                      # N27a
            if card.suit != suit:
                if any(c.suit == suit for c in hand):                                    # N27
                    raise IllegalAction("napoleon.err.must_follow",
                                        "You hold a card of the led suit ({suit}): you must follow.",
                                        suit=SUIT_SYMBOLS[suit])
                state.voids[seat].add(suit)
            if lead == CLUB_THREE:
                state.no_joker.add(seat)
        hand.remove(card)
        position = len(state.current)
        state.current.append((seat, card))
        events = [Event("play", seat=seat, cards=(card,), src=HAND_ZONE[seat], dst="trick", value=position)]
        if card == state.named and not state.adjutant_public:
            state.adjutant_public = True
            events.append(Event("adjutant", seat=seat, cards=(card,),
                                value="alone" if state.adjutant is None else "adjutant"))
        if len(state.current) < PLAYERS:
            state.turn = (seat + state.direction) % PLAYERS
            return events
        return events + self._finish_trick(state)

    def _finish_trick(self, state: NapoleonState) -> list[Event]:
        plays = state.current
        index = len(state.tricks)
        won = trick_winner(plays, state.trump, index, state.options["same_two_first_trick"],
                           state.options["called_joker_strong"])
        winner = plays[won][0]
        cards = tuple(c for _, c in plays)
        honours = [c for c in cards if is_honour(c)]
        state.taken[winner].extend(honours)                                              # N31
        state.tricks.append(Trick(tuple(plays), winner))
        events = [Event("trick", seat=winner, cards=cards, src="trick", dst=f"pile:{winner}",
                        value=len(honours))]
        if index == 0:                                                                   # N23
            state.discards_owner = winner
            shown = tuple(c for c in state.discards if is_honour(c))
            hidden = tuple(c for c in state.discards if not is_honour(c))
            state.taken[winner].extend(shown)
            if shown:
                events.append(Event("discards_taken", seat=winner, cards=shown, src="discards",
                                    dst=f"pile:{winner}", value=len(shown)))
            if hidden:
                events.append(Event("discards_taken", seat=winner, cards=hidden, src="discards",
                                    dst=f"pile:{winner}", value=len(shown),
                                    visible_to=frozenset((state.napoleon,))))
        if state.options["reverse"]:                                                     # N33
            flips = sum(1 for c in cards if is_reversing_jack(c, state.trump))
            if flips % 2:
                state.direction = -state.direction
                events.append(Event("direction", value=state.direction))
        state.current = []
        state.leader = state.turn = winner                                               # N26
        if len(state.tricks) == TRICKS:
            state.phase = OVER
            events.extend(self._end_events(state))
        return events

    def _end_events(self, state: NapoleonState) -> list[Event]:
        """N39: the face-down discards shown to all ("reveal": cards = the discards, seat = the
        adjutant or Napoleon when alone, value = where the named card was: "seat", "napoleon" or
        "widow"), then one "score" event per seat."""
        seat = state.napoleon if state.adjutant is None else state.adjutant
        events = [Event("reveal", seat=seat, cards=tuple(state.discards), src="discards",
                        value=state.named_where)]
        result = state.final = scoring.deal_result(state)
        events.extend(Event("score", seat=s, value=p) for s, p in enumerate(result.scores))
        return events

    # ---- views, results ---------------------------------------------------------------------
    def view(self, state: NapoleonState, seat: int | None) -> views.NapoleonView:
        return views.make_view(state, seat)

    def sample_state(self, view: views.NapoleonView, rng: random.Random) -> NapoleonState:
        return views.sample_state(view, rng)

    def is_over(self, state: NapoleonState) -> bool:
        return state.phase == OVER

    def result(self, state: NapoleonState) -> DealResult:
        if state.phase != OVER:
            raise ValueError("the deal is not over")
        if state.final is None:
            state.final = scoring.deal_result(state)
        return state.final

    def all_cards(self, state: NapoleonState) -> list:
        cards = [c for hand in state.hands for c in hand]
        cards += state.widow + state.discards
        cards += [c for trick in state.tricks for _, c in trick.plays]
        cards += [c for _, c in state.current]
        return cards

    fast_clone = True

    def clone(self, state: NapoleonState) -> NapoleonState:
        return views.clone_state(state)

    easy_slip = 0.95  # with the timid auction below, Normal beats Easy by ≥ 1.5× (engines/napoleon/easy.py)

    def normal_player(self) -> Any:
        from engines.napoleon.ai import NormalPlayer

        return NormalPlayer()

    def easy_player(self) -> Any:
        from engines.napoleon.easy import TimidBidder
        from game.players import EasyPlayer

        return EasyPlayer(TimidBidder(), slip=self.easy_slip)

    def hard_player(self) -> Any:
        """The shared search with Hard's own prior (engines/napoleon/prior.py)."""
        from engines.napoleon.prior import HARD_TWEAKS, PriorPlayer
        from game.search import SearchPlayer

        return SearchPlayer(self, prior=PriorPlayer(HARD_TWEAKS))

    def search_hooks(self) -> SearchHooks:
        """Hard's playouts: Normal and the prior decide on a cheap view of the sampled world (the
        same choices as on the full view); bids are answered as Normal would; the bids and the
        adjutant's card are narrowed to those worth searching."""
        from engines.napoleon.ai import hard_bids_like_normal, search_candidates

        return SearchHooks(playout_view=playout_view, quick=hard_bids_like_normal,
                           search_candidates=search_candidates)

    def hint_reason(self, view: views.NapoleonView, action: Action, legal: list[Action]):
        """Following in a trick: whether the card takes the trick as it stands (N30 with its
        exceptions, `trick_winner`) and whether it is the lowest card that does, or the lowest
        card of all (by `card_power` in this trick, then rank)."""
        from game.hints import trick_reason

        if view.phase != PLAYING or action.kind != "play" or not view.current:
            return None
        trump, index = view.trump, len(view.tricks)
        same_two, strong = view.options["same_two_first_trick"], view.options["called_joker_strong"]
        lead = view.current[0][1]
        suit, called = led_suit(lead, trump), lead == CLUB_THREE
        cards = [a.cards[0] for a in legal if a.kind == "play"]

        def wins(card) -> bool:
            plays = list(view.current) + [(view.seat, card)]
            return trick_winner(plays, trump, index, same_two, strong) == len(plays) - 1

        def power(card) -> tuple[int, int]:
            return card_power(card, trump, suit, called, strong), high(card.rank)

        return trick_reason(action.cards[0], cards, wins, power)

    def match_winners(self, deal_results: list[DealResult], totals: list[int]) -> list[int]:
        """N40: the highest total wins and ties share, even in a one-deal match."""
        best = max(totals)
        return [s for s, t in enumerate(totals) if t == best]
