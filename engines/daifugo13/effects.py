"""The role-card effects of 13th-Floor Daifugo (D09, D11–D20) and the table moves they share with
the flow: which effects a play carries and in what order (D11), firing them, the decisions of the
player whose play resolves (7 give, 10 discard, J Eleven Back, Q Queen Bomber), clearing the table
(D23 revolutions counted), handing the lead (D26) and ending the deal (D28)."""
from __future__ import annotations

from game.actions import Action, Event
from game.cards import Card
from game.errors import IllegalAction

from engines.daifugo13.cards import BOMB_NAMES, SPADE_THREE, STRENGTH, bomb_name, sorted_cards
from engines.daifugo13.combos import GROUP, LONE_JOKER, Combo
from engines.daifugo13.events import (
    BOMB, DISCARD, ELEVEN_BACK, GIVE, SKIP_DISCARD, SKIP_ELEVEN_BACK, SKIP_GIVE, bomb_event,
    clear_event, discard_event, effect_event, give_event, lead_limit_event, named_event, out_event)
from engines.daifugo13.state import EFFECT, OVER, PLAY, Gift, State
from engines.daifugo13.storm import touch

# D11: the effect of each role rank, by strength index (5, 7, 8, 9, 10, J, Q)
EFFECT_OF = {2: "skip", 4: "give", 5: "cut", 6: "reverse", 7: "discard", 8: "eleven_back", 9: "bomb"}
DECISIONS = ("give", "discard", "eleven_back", "bomb")
EVENT_REASON = {"skip": "skip", "cut": "eight_cut", "reverse": "reverse", "ambulance": "ambulance",
                "spade3": "spade3"}
DECISION_KINDS = {"give": (GIVE, SKIP_GIVE), "discard": (DISCARD, SKIP_DISCARD),
                  "eleven_back": (ELEVEN_BACK, SKIP_ELEVEN_BACK), "bomb": (BOMB,)}
EFFECT_WORDS = {"give": "7 give", "discard": "10 discard", "eleven_back": "Eleven Back",
                "bomb": "Queen Bomber"}


def check_in_hand(hand: list[Card], cards: tuple[Card, ...]) -> None:
    if not cards or len(set(cards)) != len(cards) or any(c not in hand for c in cards):
        raise IllegalAction("daifugo13.err.not_in_hand", "You do not hold these cards: {cards}",
                            cards=" ".join(c.label for c in cards) or "-")


# ---- the effects of a play --------------------------------------------------------------------
def effects_of(combo: Combo, cards: tuple[Card, ...], top: Combo | None, inverted: bool) -> list[str]:
    """D11: effects weakest first by the order in force when the play is made."""
    if top is not None and top.kind == LONE_JOKER and cards == (SPADE_THREE,):
        return ["spade3"]  # D09
    if combo.kind == GROUP and combo.size == 2 and combo.rank == STRENGTH[9]:
        return ["ambulance"]  # D16
    stands = combo.stands_for()
    stands.sort(reverse=inverted)
    return [EFFECT_OF[s] for s in stands if s in EFFECT_OF]


def decision_actions(state: State) -> list[Action]:
    """The choices of the player whose play resolves, for the first pending decision."""
    pub = state.pub
    effect = pub.effects[0]
    hand = state.hands[pub.effect_player]
    if effect in ("give", "discard"):
        choose, skip = DECISION_KINDS[effect]
        if len(hand) < 2:  # D20
            return [Action(skip)]
        return [Action(choose, (c,)) for c in hand] + [Action(skip)]
    if effect == "eleven_back":
        return [Action(ELEVEN_BACK), Action(SKIP_ELEVEN_BACK)]
    names = {bomb_name(c) for c in hand}
    only = next(iter(names)) if len(names) == 1 else None  # D19: never empty the own hand
    return [Action(BOMB, (), name) for name in BOMB_NAMES if name != only]


def resolve(state: State) -> list[Event]:
    """Fire effects until one needs a real choice, then wait in the effect phase."""
    pub = state.pub
    events: list[Event] = []
    while pub.effects:
        effect = pub.effects[0]
        if effect in DECISIONS:
            if len(decision_actions(state)) > 1:
                pub.phase = EFFECT
                return events
            pub.effects.pop(0)  # D20: nothing to give or discard
            continue
        pub.effects.pop(0)
        events.extend(_fire(state, effect))
    pub.phase = PLAY
    return events + _after_effects(state)


def _fire(state: State, effect: str) -> list[Event]:
    pub = state.pub
    seat = pub.effect_player
    events = [effect_event(seat, EVENT_REASON[effect])]
    if effect == "skip":  # D12
        pub.fives += 1
        pub.pointer = (pub.pointer + 2 * pub.direction) % pub.players
    elif effect == "reverse":  # D16
        pub.direction = -pub.direction
    else:  # cut, ambulance, spade3: D15, D16, D09
        pub.cleared_by_effect = True
        events.extend(clear_table(state, effect))
    return events


def _after_effects(state: State) -> list[Event]:
    """D12/D13/D15: where the turn goes once every effect of a play has fired."""
    pub = state.pub
    seat = pub.effect_player
    pub.effect_player = None
    if pub.cleared_by_effect:
        return give_lead(state, seat)
    if pub.fives:
        if pub.pointer == seat:  # D13: the turn came back before anyone else played
            return clear_table(state, "returned") + give_lead(state, seat)
        pub.turn = pub.pointer
        return []
    pub.turn = (seat + pub.direction) % pub.players
    return []


# ---- the table moves ----------------------------------------------------------------------------
def clear_table(state: State, cause: str) -> list[Event]:
    """Clear the table; D23: its 4+ plays count as revolutions unless a sandstorm cleared it."""
    pub = state.pub
    if not pub.table:
        return []
    cards = tuple(c for played in pub.table for c in played.cards)
    pub.dead_public.extend(cards)
    events = [clear_event(cards, cause)]
    if cause != "sandstorm":
        for _ in range(pub.pending_revolutions):
            pub.revolutions += 1
            events.append(effect_event(None, "revolution"))
    pub.pending_revolutions = 0
    pub.eleven_back = 0
    pub.table = []
    pub.last_player = None
    return events


def give_lead(state: State, seat: int) -> list[Event]:
    """Give the lead of an empty table to `seat`; D26 moves a third lead in a row on."""
    pub = state.pub
    events = []
    if seat == pub.last_leader and pub.lead_streak >= 2:
        seat = (seat + pub.direction) % pub.players
        events.append(lead_limit_event(seat))
    pub.turn = seat
    pub.phase = PLAY
    return events


def finish(state: State, seats: list[int], cards: tuple[Card, ...]) -> list[Event]:
    """D28: a hand is empty, the deal ends (by a play, or by a Queen Bomber: D19)."""
    pub = state.pub
    pub.out = list(seats)
    pub.out_by_play = bool(cards)
    pub.finishing = tuple(cards)
    pub.phase = OVER
    pub.effects = []
    return [out_event(s) for s in seats]


# ---- the decisions --------------------------------------------------------------------------------
def decide(state: State, seat: int, action: Action) -> list[Event]:
    """Apply the decision of the player whose play resolves, then fire the effects left."""
    pub = state.pub
    effect = pub.effects[0]
    if action.kind not in DECISION_KINDS[effect]:
        raise IllegalAction("daifugo13.err.effect_pending", "First resolve the {effect}",
                            effect=EFFECT_WORDS[effect])
    events: list[Event] = []
    if action.kind in (GIVE, DISCARD):
        events = _hand_on(state, seat, action)
    elif action.kind == ELEVEN_BACK:  # D18
        pub.eleven_back += 1
        events.append(effect_event(seat, "eleven_back"))
    elif action.kind == BOMB:  # D19
        events = _check_and_bomb(state, seat, action.value)
        pub.effects.pop(0)
        emptied = [s for s, h in enumerate(state.hands) if not h]
        if emptied:
            return events + finish(state, emptied, ())
        return events + resolve(state)
    pub.effects.pop(0)
    return events + resolve(state)


def _hand_on(state: State, seat: int, action: Action) -> list[Event]:
    """The 7's gift to the next player (D14) or the 10's face-down discard (D17)."""
    pub = state.pub
    hand = state.hands[seat]
    if len(action.cards) != 1:
        raise IllegalAction("daifugo13.err.one_card", "Choose exactly one card")
    check_in_hand(hand, action.cards)
    if len(hand) < 2:
        raise IllegalAction("daifugo13.err.keep_last_card", "You cannot give or discard your last card")
    card = action.cards[0]
    hand.remove(card)
    touch(state, seat, (card,))
    pub.outflows[seat] += 1
    if action.kind == GIVE:  # D14
        receiver = (seat + pub.direction) % pub.players
        state.hands[receiver][:] = sorted_cards(state.hands[receiver] + [card])
        touch(state, receiver, (card,))
        state.gifts.append(Gift(seat, receiver, card, pub.outflows[receiver]))
        return [give_event(seat, card, receiver)]
    state.discards[seat].append(card)  # D17
    pub.discard_counts[seat] += 1
    return [discard_event(seat, card)]


def _check_and_bomb(state: State, seat: int, name) -> list[Event]:
    """D19: the declarer names a rank or the joker (never what would empty their own hand); every
    hand loses the cards of that name."""
    hand = state.hands[seat]
    if name not in BOMB_NAMES:
        raise IllegalAction("daifugo13.err.bad_name", "Name a rank (3 … K, A, 2) or the joker")
    if all(bomb_name(c) == name for c in hand):
        raise IllegalAction("daifugo13.err.bomb_self", "Naming {name} would empty your own hand", name=name)
    pub = state.pub
    pub.named.append((seat, name))
    events = [effect_event(seat, "queen_bomber"), named_event(seat, name)]
    for victim, victim_hand in enumerate(state.hands):
        hit = tuple(c for c in victim_hand if bomb_name(c) == name)
        if not hit:
            continue
        for card in hit:
            victim_hand.remove(card)
        touch(state, victim, hit)
        pub.dead_public.extend(hit)
        pub.bombed.extend((victim, c) for c in hit)
        events.append(bomb_event(victim, hit, name))
    return events
