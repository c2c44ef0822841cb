"""How a deal of 13th-Floor Daifugo moves: whose decision it is (`to_act`), the legal actions, and
`apply` (validate first, then change; each refusal raises IllegalAction before anything changes):
plays, passes with their draws (D24), the stuck leader's draw (D22, D27), sandstorms (D08), and
the turn going round (D13/D25, D26). The role-card effects and their decisions are in effects.py.

Sandstorm offers (D08): at every moment with no effect resolving, the holder (at most one seat can
hold three natural 3s) is listed in `to_act` before the player on turn, with SANDSTORM or HOLD.
Actions apply in the order they arrive, so the outcome is deterministic: a sandstorm applied first
clears the table and voids the pending decision of the player on turn; an action of the player on
turn applied first ends that moment, and the holder is offered the next one."""
from __future__ import annotations

from game.actions import Action, Event
from game.cards import JOKER, Card
from game.errors import IllegalAction
from game.validate import check_no_value, check_plain, check_shape

from engines.daifugo13.cards import has_role, sorted_cards
from engines.daifugo13.combos import Combo, check_follow, reading_for
from engines.daifugo13.effects import (
    check_in_hand, clear_table, decide, decision_actions, effects_of, finish, give_lead, resolve)
from engines.daifugo13.events import (
    BOMB, DISCARD, DRAW, ELEVEN_BACK, END_TURN, GIVE, HOLD, PASS, PLAY as PLAY_CARDS, SANDSTORM,
    SKIP_DISCARD, SKIP_ELEVEN_BACK, SKIP_GIVE, draw_event, effect_event, pass_event, play_event,
    score_event, stuck_event, deadlock_event)
from engines.daifugo13.moves import legal_plays, sandstorms
from engines.daifugo13.scoring import score
from engines.daifugo13.state import AFTER_DRAW, EFFECT, OVER, PLAY, Played, Public, State
from engines.daifugo13.storm import refresh_storm_holder, touch

SANDSTORM_COMBO = Combo("sandstorm", 3)
CARD_KINDS = (PLAY_CARDS, SANDSTORM, GIVE, DISCARD)
KNOWN_KINDS = frozenset((HOLD, GIVE, SKIP_GIVE, DISCARD, SKIP_DISCARD, ELEVEN_BACK, SKIP_ELEVEN_BACK, BOMB))
PLAIN_KINDS = frozenset((PASS, END_TURN, DRAW, HOLD, SKIP_GIVE, SKIP_DISCARD,
                         ELEVEN_BACK, SKIP_ELEVEN_BACK))   # neither cards nor a value
NO_VALUE_KINDS = frozenset((SANDSTORM, GIVE, DISCARD))   # cards, no value


# ---- who acts, what they may do -------------------------------------------------------------
def acting_seats(pub: Public) -> tuple[int, ...]:
    if pub.phase == OVER:
        return ()
    if pub.phase == EFFECT:
        return (pub.effect_player,)
    holder = pub.storm_holder
    if holder is not None and holder != pub.turn and not pub.storm_declined:
        return (holder, pub.turn)
    return (pub.turn,)


def to_act(state: State) -> tuple[int, ...]:
    return acting_seats(state.pub)


def is_over(state: State) -> bool:
    return state.pub.phase == OVER


def _plays_key(state: State, seat: int) -> tuple:
    """What a seat's legal plays depend on: its hand, the top play and the order in force."""
    pub = state.pub
    return (seat, tuple(state.hands[seat]), pub.table[-1] if pub.table else None, pub.inverted)


def plays_for(state: State, seat: int) -> list:
    """`legal_plays` of a seat on the current table, remembered while its inputs are unchanged."""
    key = _plays_key(state, seat)
    cached = state.plays_cache
    if cached is not None and cached[0] == key:
        return cached[1]
    pub = state.pub
    plays = legal_plays(state.hands[seat], pub.top, pub.inverted)
    state.plays_cache = (key, plays)
    return plays


def _listed_play(state: State, seat: int, cards: tuple[Card, ...], value) -> Combo | None:
    """The combination of a play already listed as legal for this exact situation, if any."""
    cached = state.plays_cache
    if cached is None or cached[0][0] != seat or cached[0] != _plays_key(state, seat):
        return None
    for listed, combo in cached[1]:
        if listed == cards and combo.value == value:
            return combo
    return None


def legal_actions(state: State, seat: int) -> list[Action]:
    pub = state.pub
    if seat not in acting_seats(pub):
        return []
    if pub.phase == EFFECT:
        return decision_actions(state)
    hand = state.hands[seat]
    storms = [Action(SANDSTORM, c) for c in sandstorms(hand)] if pub.storm_holder == seat else []
    if seat != pub.turn:
        return storms + [Action(HOLD)]
    plays = [Action(PLAY_CARDS, cards, combo.value) for cards, combo in plays_for(state, seat)]
    if pub.phase == AFTER_DRAW:
        return plays + storms + [Action(END_TURN)]
    if pub.table:
        return plays + storms + [Action(PASS)]
    return plays + storms if plays or storms else [Action(DRAW)]


def choice_key(action: Action):
    """`legal_actions` lists each play with one of the two jokers (the two are alike: D04) and a
    sandstorm's 3s in suit order: a play or a sandstorm is the same choice with either joker and
    its cards in any order."""
    if action.kind != PLAY_CARDS and action.kind != SANDSTORM:
        return action
    cards = tuple(sorted(("X", 0) if c.suit == JOKER else (c.suit, c.rank) for c in action.cards))
    return action.kind, cards, action.value


# ---- apply ----------------------------------------------------------------------------------
def apply(state: State, seat: int, action: Action) -> list[Event]:
    check_shape(seat, action)
    pub = state.pub
    if pub.phase == OVER:
        raise IllegalAction("common.err.deal_over", "The deal is over.")
    if seat not in acting_seats(pub):
        raise IllegalAction("daifugo13.err.not_your_turn", "It is not your turn")
    _check_form(action)
    if pub.phase == EFFECT:
        events = decide(state, seat, action)
    elif action.kind == SANDSTORM:
        events = _sandstorm(state, seat, action)
    elif seat != pub.turn:
        if action.kind != HOLD:
            raise IllegalAction("daifugo13.err.storm_only",
                                "Out of turn you may only play your sandstorm or let it wait")
        pub.storm_declined = True
        return []
    else:
        events = _turn_action(state, seat, action)
    pub.storm_declined = False
    if state.storm_dirty:
        refresh_storm_holder(state)
    if pub.phase == OVER:
        events.extend(score_event(s, p) for s, p in enumerate(score(state)[0]))
    return events


def _check_form(action: Action) -> None:
    """Cards and a value only where the kind takes them."""
    kind = action.kind
    if action.cards and kind not in CARD_KINDS:
        raise IllegalAction("daifugo13.err.no_cards", "This move takes no cards")
    if kind in PLAIN_KINDS:
        check_plain(action)
    elif kind in NO_VALUE_KINDS:
        check_no_value(action)
    elif kind == PLAY_CARDS and action.value is not None and type(action.value) is not str:
        raise IllegalAction("daifugo13.err.bad_value", "These cards cannot be read as {value}",
                            value="a number")   # what jokers stand for is a word ("7", "H5-7")


def _turn_action(state: State, seat: int, action: Action) -> list[Event]:
    """An action of the player on turn, no effect resolving."""
    kind = action.kind
    if kind == PLAY_CARDS:
        return _play(state, seat, action)
    if kind == PASS:
        return _pass(state, seat)
    if kind == END_TURN:
        if state.pub.phase != AFTER_DRAW:
            raise IllegalAction("daifugo13.err.end_turn_only_after_draw",
                                "You may end your turn without playing only after passing and drawing")
        return _advance(state, seat)
    if kind == DRAW:
        return _stuck_draw(state, seat)
    if kind in KNOWN_KINDS:
        raise IllegalAction("daifugo13.err.not_now", "You cannot {kind} now", kind=kind.replace("_", " "))
    raise IllegalAction("daifugo13.err.unknown_action", "Not a move of this game: {kind}", kind=kind)


def _play(state: State, seat: int, action: Action) -> list[Event]:
    pub = state.pub
    hand = state.hands[seat]
    cards = tuple(action.cards)
    top = pub.top
    combo = _listed_play(state, seat, cards, action.value)
    if combo is None:
        check_in_hand(hand, cards)
        combo = reading_for(cards, action.value if isinstance(action.value, str) else None)
        if top is not None:
            check_follow(top, combo, pub.inverted, cards, pub.table[-1].cards)
        if len(cards) == len(hand) and has_role(cards):
            raise IllegalAction("daifugo13.err.role_finish", "A play containing a role card cannot be your last")
    # committed from here on
    if not pub.table:
        _record_lead(pub, seat)
    for card in cards:
        hand.remove(card)
    touch(state, seat, cards)
    pub.table.append(Played(seat, cards, combo))
    events = [play_event(seat, cards, combo.value)]
    if combo.counts_revolution():
        pub.pending_revolutions += 1
    pub.last_player = seat
    pub.stuck_draws = 0
    if not hand:
        return events + finish(state, [seat], cards)
    pub.effects = effects_of(combo, cards, top, pub.inverted)
    pub.effect_player = seat
    pub.pointer = seat
    pub.fives = 0
    pub.cleared_by_effect = False
    return events + resolve(state)


def _record_lead(pub: Public, seat: int) -> None:
    if pub.last_leader == seat:
        pub.lead_streak += 1
    else:
        pub.last_leader = seat
        pub.lead_streak = 1


def _advance(state: State, seat: int) -> list[Event]:
    """The turn moves on; D25/D13: back at the last player, the table is cleared and they lead."""
    pub = state.pub
    nxt = (seat + pub.direction) % pub.players
    if pub.table and nxt == pub.last_player:
        return clear_table(state, "round") + give_lead(state, nxt)
    pub.turn = nxt
    pub.phase = PLAY
    return []


def _draw(state: State, seat: int, count: int) -> list[Card]:
    hand = state.hands[seat]            # looked up before the pile changes
    cards = [state.pile.pop() for _ in range(min(count, len(state.pile)))]
    hand[:] = sorted_cards(hand + cards)
    touch(state, seat, cards)
    state.drawn[seat].extend(cards)
    return cards


def _pass(state: State, seat: int) -> list[Event]:
    """D24: pass, draw as many cards as the top combination has, then maybe play."""
    pub = state.pub
    if not pub.table:
        raise IllegalAction("daifugo13.err.no_pass_on_empty", "You lead: you cannot pass on an empty table")
    if pub.phase == AFTER_DRAW:
        raise IllegalAction("daifugo13.err.already_drew", "You have passed and drawn: play or end your turn")
    top = pub.top
    cards = _draw(state, seat, top.size)
    events = [pass_event(seat, len(cards)), draw_event(seat, tuple(cards))]
    if plays_for(state, seat):
        pub.phase = AFTER_DRAW
        return events
    return events + _advance(state, seat)


def _stuck_draw(state: State, seat: int) -> list[Event]:
    """D22: a leader with no play allowed by D21 draws one card; the turn passes. D27: a full
    round of such draws from an empty pile ends the deal."""
    pub = state.pub
    if pub.table or pub.phase != PLAY:
        raise IllegalAction("daifugo13.err.draw_only_stuck",
                            "You may draw instead of playing only when you lead and every play would break the role rule")
    if plays_for(state, seat) or sandstorms(state.hands[seat]):
        raise IllegalAction("daifugo13.err.not_stuck", "You have a play you may lead: you cannot draw instead")
    if not state.pile:
        pub.stuck_draws += 1
    cards = _draw(state, seat, 1)
    events = [stuck_event(seat), draw_event(seat, tuple(cards))]
    if pub.stuck_draws >= pub.players:
        pub.deadlock = True
        pub.phase = OVER
        return events + [deadlock_event()]
    return events + give_lead(state, (seat + pub.direction) % pub.players)


def _sandstorm(state: State, seat: int, action: Action) -> list[Event]:
    """D08: three natural 3s, out of turn too: clear the table, cancel its pending revolutions,
    and lead."""
    pub = state.pub
    hand = state.hands[seat]
    cards = tuple(action.cards)
    check_in_hand(hand, cards)
    if len(cards) != 3 or any(c.suit == JOKER or c.rank != 3 for c in cards):
        raise IllegalAction("daifugo13.err.not_sandstorm", "A sandstorm is exactly three natural 3s")
    if len(hand) == 3:
        raise IllegalAction("daifugo13.err.role_finish", "A play containing a role card cannot be your last")
    for card in cards:
        hand.remove(card)
    touch(state, seat, cards)
    pub.table.append(Played(seat, cards, SANDSTORM_COMBO))
    pub.stuck_draws = 0
    pub.effects = []
    events = [play_event(seat, cards, "sandstorm"), effect_event(seat, "sandstorm")]
    return events + clear_table(state, "sandstorm") + give_lead(state, seat)
