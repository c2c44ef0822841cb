"""How a deal of 13th-Floor Daifugo moves: whose decision it is, the legal actions, and `apply`
with every effect (D08–D27a). Each refusal raises IllegalAction before anything changes.

Action kinds: "play" (cards, value = what jokers stand for), "pass" (D24: pass and draw),
"end_turn" (after a pass-draw, do not play), "draw" (D22 stuck leader), "sandstorm" (D08),
"hold" (the sandstorm holder lets this moment go by), and the effect decisions of the player who
played: "give"/"skip_give" (7), "discard"/"skip_discard" (10), "eleven_back"/"skip_eleven_back"
(J), "bomb" with value = a rank name or "joker" (Q).

Sandstorm offers (D08): at every moment with no effect resolving, the holder (at most one seat can
hold three natural 3s) is listed in `to_act` before the player on turn, with "sandstorm" or
"hold". Actions apply in the order they arrive, so the outcome is deterministic: a sandstorm
applied first clears the table and voids the pending decision of the player on turn; an action of
the player on turn applied first ends that moment, and the holder is offered the next one."""
from __future__ import annotations

from game.actions import Action, Event
from game.cards import JOKER, Card
from game.errors import IllegalAction
from game.validate import check_no_value, check_plain, check_shape

from engines.daifugo13.combos import GROUP, LONE_JOKER, Combo, check_follow, reading_for
from engines.daifugo13.moves import legal_plays, sandstorms
from engines.daifugo13.ranks import BOMB_NAMES, SPADE_THREE, STRENGTH, bomb_name, has_role, sorted_cards
from engines.daifugo13.state import AFTER_DRAW, EFFECT, OVER, PLAY, Played, Public, State, Gift

EFFECT_KEY = "daifugo13.effect."
# D11: the effect of each role rank, by strength index (5, 7, 8, 9, 10, J, Q)
EFFECT_OF = {2: "skip", 4: "give", 5: "cut", 6: "reverse", 7: "discard", 8: "eleven_back", 9: "bomb"}
DECISIONS = ("give", "discard", "eleven_back", "bomb")
EVENT_REASON = {"skip": "skip", "cut": "eight_cut", "reverse": "reverse", "ambulance": "ambulance",
                "spade3": "spade3"}
SANDSTORM = Combo("sandstorm", 3)
CARD_KINDS = ("play", "sandstorm", "give", "discard")
KNOWN_KINDS = frozenset(("hold", "give", "skip_give", "discard", "skip_discard", "eleven_back",
                         "skip_eleven_back", "bomb"))
PLAIN_KINDS = frozenset(("pass", "end_turn", "draw", "hold", "skip_give", "skip_discard",
                         "eleven_back", "skip_eleven_back"))   # neither cards nor a value
NO_VALUE_KINDS = frozenset(("sandstorm", "give", "discard"))         # cards, no value


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


def _touch(state: State, seat: int, cards) -> None:
    """Cards just moved in or out of `seat`'s hand: the sandstorm holder may change if a 3 moved,
    the holder's hand changed, or a hand crossed the size of a sandstorm (D21)."""
    if seat == state.pub.storm_holder or len(state.hands[seat]) in (3, 4) \
            or [c[1] for c in cards].count(3):
        state.storm_dirty = True


def refresh_storm_holder(state: State) -> None:
    """D06: the one seat (if any) holding three natural 3s with cards to spare (D21)."""
    pub = state.pub
    pub.storm_holder = None
    state.storm_dirty = False
    dead = pub.dead_public
    seen, count = state.dead_threes
    if seen < len(dead):
        count += [c[1] for c in dead[seen:]].count(3)
        state.dead_threes = (len(dead), count)
    if count >= 2:
        return  # two 3s are gone for good: nobody can hold three
    for seat, hand in enumerate(state.hands):
        if len(hand) > 3 and [c[1] for c in hand].count(3) >= 3:  # jokers have ranks 1 and 2
            pub.storm_holder = seat
            return


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
    storms = [Action("sandstorm", c) for c in sandstorms(hand)] if pub.storm_holder == seat else []
    if seat != pub.turn:
        return storms + [Action("hold")]
    plays = [Action("play", cards, combo.value) for cards, combo in plays_for(state, seat)]
    if pub.phase == AFTER_DRAW:
        return plays + storms + [Action("end_turn")]
    if pub.table:
        return plays + storms + [Action("pass")]
    return plays + storms if plays or storms else [Action("draw")]


def decision_actions(state: State) -> list[Action]:
    pub = state.pub
    effect = pub.effects[0]
    hand = state.hands[pub.effect_player]
    if effect in ("give", "discard"):
        skip = Action("skip_" + effect)
        if len(hand) < 2:  # D20
            return [skip]
        return [Action(effect, (c,)) for c in hand] + [skip]
    if effect == "eleven_back":
        return [Action("eleven_back"), Action("skip_eleven_back")]
    names = {bomb_name(c) for c in hand}
    only = next(iter(names)) if len(names) == 1 else None  # D19: never empty the own hand
    return [Action("bomb", (), name) for name in BOMB_NAMES if name != only]


def _matches_name(card: Card, name: str) -> bool:
    return bomb_name(card) == name


def _bomb_empties(hand: list[Card], name: str) -> bool:
    """D19: the declarer may not name what would empty their own hand."""
    return all(bomb_name(c) == name for c in hand)


# ---- apply ----------------------------------------------------------------------------------
def apply(state: State, seat: int, action: Action) -> list[Event]:
    check_shape(seat, action)
    pub = state.pub
    if pub.phase == OVER:
        raise IllegalAction("common.err.deal_over", "The deal is over.")
    if seat not in acting_seats(pub):
        raise IllegalAction("daifugo13.err.not_your_turn", "It is not your turn")
    kind = action.kind
    if action.cards and kind not in CARD_KINDS:
        raise IllegalAction("daifugo13.err.no_cards", "This move takes no cards")
    if kind in PLAIN_KINDS:
        check_plain(action)
    elif kind in NO_VALUE_KINDS:
        check_no_value(action)
    elif kind == "play" and action.value is not None and type(action.value) is not str:
        raise IllegalAction("daifugo13.err.bad_value", "These cards cannot be read as {value}",
                            value="a number")   # what jokers stand for is a word ("7", "H5-7")
    if pub.phase == EFFECT:
        events = _decide(state, seat, action)
    elif kind == "sandstorm":
        events = _sandstorm(state, seat, action)
    elif seat != pub.turn:
        if kind != "hold":
            raise IllegalAction("daifugo13.err.storm_only",
                                "Out of turn you may only play your sandstorm or let it wait")
        pub.storm_declined = True
        return []
    elif kind == "play":
        events = _play(state, seat, action)
    elif kind == "pass":
        events = _pass(state, seat)
    elif kind == "end_turn":
        if pub.phase != AFTER_DRAW:
            raise IllegalAction("daifugo13.err.end_turn_only_after_draw",
                                "You may end your turn without playing only after passing and drawing")
        events = _advance(state, seat)
    elif kind == "draw":
        events = _stuck_draw(state, seat)
    elif kind in KNOWN_KINDS:
        raise IllegalAction("daifugo13.err.not_now", "You cannot {kind} now", kind=kind.replace("_", " "))
    else:
        raise IllegalAction("daifugo13.err.unknown_action", "Not a move of this game: {kind}", kind=kind)
    pub.storm_declined = False
    if state.storm_dirty:
        refresh_storm_holder(state)
    if pub.phase == OVER:
        from engines.daifugo13.scoring import score

        events.extend(Event("score", seat=s, value=p) for s, p in enumerate(score(state)[0]))
    return events


def _check_in_hand(hand: list[Card], cards: tuple[Card, ...]) -> None:
    if not cards or len(set(cards)) != len(cards) or any(c not in hand for c in cards):
        raise IllegalAction("daifugo13.err.not_in_hand", "You do not hold these cards: {cards}",
                            cards=" ".join(c.label for c in cards) or "-")


def _play(state: State, seat: int, action: Action) -> list[Event]:
    pub = state.pub
    hand = state.hands[seat]
    cards = tuple(action.cards)
    top = pub.top
    combo = _listed_play(state, seat, cards, action.value)
    if combo is None:
        _check_in_hand(hand, cards)
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
    _touch(state, seat, cards)
    pub.table.append(Played(seat, cards, combo))
    events = [Event("play", seat=seat, cards=cards, src=f"hand:{seat}", dst="table", value=combo.value)]
    if combo.counts_revolution():
        pub.pending_revolutions += 1
    pub.last_player = seat
    pub.stuck_draws = 0
    if not hand:
        return events + _finish(state, [seat], cards)
    pub.effects = _effects_of(combo, cards, top, pub.inverted)
    pub.effect_player = seat
    pub.pointer = seat
    pub.fives = 0
    pub.cleared_by_effect = False
    return events + _resolve(state)


def _effects_of(combo: Combo, cards: tuple[Card, ...], top: Combo | None, inverted: bool) -> list[str]:
    """D11: effects weakest first by the order in force when the play is made."""
    if top is not None and top.kind == LONE_JOKER and cards == (SPADE_THREE,):
        return ["spade3"]  # D09
    if combo.kind == GROUP and combo.size == 2 and combo.rank == STRENGTH[9]:
        return ["ambulance"]  # D16
    stands = combo.stands_for()
    stands.sort(reverse=inverted)
    return [EFFECT_OF[s] for s in stands if s in EFFECT_OF]


def _record_lead(pub: Public, seat: int) -> None:
    if pub.last_leader == seat:
        pub.lead_streak += 1
    else:
        pub.last_leader = seat
        pub.lead_streak = 1


def _resolve(state: State) -> list[Event]:
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
    events = [Event("effect", seat=seat, value=EFFECT_KEY + EVENT_REASON[effect])]
    if effect == "skip":  # D12
        pub.fives += 1
        pub.pointer = (pub.pointer + 2 * pub.direction) % pub.players
    elif effect == "reverse":  # D16
        pub.direction = -pub.direction
    else:  # cut, ambulance, spade3: D15, D16, D09
        pub.cleared_by_effect = True
        events.extend(_clear(state, effect))
    return events


def _after_effects(state: State) -> list[Event]:
    """D12/D13/D15: where the turn goes once every effect of a play has fired."""
    pub = state.pub
    seat = pub.effect_player
    pub.effect_player = None
    if pub.cleared_by_effect:
        return _lead(state, seat)
    if pub.fives:
        if pub.pointer == seat:  # D13: the turn came back before anyone else played
            return _clear(state, "returned") + _lead(state, seat)
        pub.turn = pub.pointer
        return []
    pub.turn = (seat + pub.direction) % pub.players
    return []


def _clear(state: State, cause: str) -> list[Event]:
    """Clear the table; D23: its 4+ plays count as revolutions unless a sandstorm cleared it."""
    pub = state.pub
    if not pub.table:
        return []
    cards = tuple(c for played in pub.table for c in played.cards)
    pub.dead_public.extend(cards)
    events = [Event("clear", cards=cards, src="table", dst="dead", value=cause)]
    if cause != "sandstorm":
        for _ in range(pub.pending_revolutions):
            pub.revolutions += 1
            events.append(Event("effect", value=EFFECT_KEY + "revolution"))
    pub.pending_revolutions = 0
    pub.eleven_back = 0
    pub.table = []
    pub.last_player = None
    return events


def _lead(state: State, seat: int) -> list[Event]:
    """Give the lead of an empty table to `seat`; D26 moves a third lead in a row on."""
    pub = state.pub
    events = []
    if seat == pub.last_leader and pub.lead_streak >= 2:
        seat = (seat + pub.direction) % pub.players
        events.append(Event("lead_limit", seat=seat, value="daifugo13.event.lead_limit"))
    pub.turn = seat
    pub.phase = PLAY
    return events


def _advance(state: State, seat: int) -> list[Event]:
    """The turn moves on; D25/D13: back at the last player, the table is cleared and they lead."""
    pub = state.pub
    nxt = (seat + pub.direction) % pub.players
    if pub.table and nxt == pub.last_player:
        return _clear(state, "round") + _lead(state, nxt)
    pub.turn = nxt
    pub.phase = PLAY
    return []


def _draw(state: State, seat: int, count: int) -> list[Card]:
    hand = state.hands[seat]            # looked up before the pile changes
    cards = [state.pile.pop() for _ in range(min(count, len(state.pile)))]
    hand[:] = sorted_cards(hand + cards)
    _touch(state, seat, cards)
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
    events = [Event("pass", seat=seat, value=len(cards)),
              Event("draw", seat=seat, cards=tuple(cards), src="pile", dst=f"hand:{seat}",
                    visible_to=frozenset((seat,)))]
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
    events = [Event("stuck", seat=seat, value="daifugo13.event.stuck"),
              Event("draw", seat=seat, cards=tuple(cards), src="pile", dst=f"hand:{seat}",
                    visible_to=frozenset((seat,)))]
    if pub.stuck_draws >= pub.players:
        pub.deadlock = True
        pub.phase = OVER
        return events + [Event("deadlock", value="daifugo13.event.deadlock")]
    return events + _lead(state, (seat + pub.direction) % pub.players)


def _sandstorm(state: State, seat: int, action: Action) -> list[Event]:
    """D08: three natural 3s, out of turn too: clear the table, cancel its pending revolutions,
    and lead."""
    pub = state.pub
    hand = state.hands[seat]
    cards = tuple(action.cards)
    _check_in_hand(hand, cards)
    if len(cards) != 3 or any(c.suit == JOKER or c.rank != 3 for c in cards):
        raise IllegalAction("daifugo13.err.not_sandstorm", "A sandstorm is exactly three natural 3s")
    if len(hand) == 3:
        raise IllegalAction("daifugo13.err.role_finish", "A play containing a role card cannot be your last")
    for card in cards:
        hand.remove(card)
    _touch(state, seat, cards)
    pub.table.append(Played(seat, cards, SANDSTORM))
    pub.stuck_draws = 0
    pub.effects = []
    events = [Event("play", seat=seat, cards=cards, src=f"hand:{seat}", dst="table", value="sandstorm"),
              Event("effect", seat=seat, value=EFFECT_KEY + "sandstorm")]
    return events + _clear(state, "sandstorm") + _lead(state, seat)


# ---- effect decisions -----------------------------------------------------------------------
DECISION_KINDS = {"give": ("give", "skip_give"), "discard": ("discard", "skip_discard"),
                  "eleven_back": ("eleven_back", "skip_eleven_back"), "bomb": ("bomb",)}
EFFECT_WORDS = {"give": "7 give", "discard": "10 discard", "eleven_back": "Eleven Back",
                "bomb": "Queen Bomber"}


def _decide(state: State, seat: int, action: Action) -> list[Event]:
    pub = state.pub
    effect = pub.effects[0]
    if action.kind not in DECISION_KINDS[effect]:
        raise IllegalAction("daifugo13.err.effect_pending", "First resolve the {effect}",
                            effect=EFFECT_WORDS[effect])
    hand = state.hands[seat]
    events: list[Event] = []
    if action.kind in ("give", "discard"):
        if len(action.cards) != 1:
            raise IllegalAction("daifugo13.err.one_card", "Choose exactly one card")
        _check_in_hand(hand, action.cards)
        if len(hand) < 2:
            raise IllegalAction("daifugo13.err.keep_last_card", "You cannot give or discard your last card")
        card = action.cards[0]
        hand.remove(card)
        _touch(state, seat, (card,))
        pub.outflows[seat] += 1
        if action.kind == "give":  # D14
            receiver = (seat + pub.direction) % pub.players
            state.hands[receiver][:] = sorted_cards(state.hands[receiver] + [card])
            _touch(state, receiver, (card,))
            state.gifts.append(Gift(seat, receiver, card, pub.outflows[receiver]))
            events.append(Event("give", seat=seat, cards=(card,), src=f"hand:{seat}",
                                dst=f"hand:{receiver}", value=receiver,
                                visible_to=frozenset((seat, receiver))))
        else:  # D17
            state.discards[seat].append(card)
            pub.discard_counts[seat] += 1
            events.append(Event("discard", seat=seat, cards=(card,), src=f"hand:{seat}", dst="dead",
                                visible_to=frozenset((seat,))))
    elif action.kind == "eleven_back":  # D18
        pub.eleven_back += 1
        events.append(Event("effect", seat=seat, value=EFFECT_KEY + "eleven_back"))
    elif action.kind == "bomb":  # D19
        name = action.value
        if name not in BOMB_NAMES:
            raise IllegalAction("daifugo13.err.bad_name", "Name a rank (3 … K, A, 2) or the joker")
        if _bomb_empties(hand, name):
            raise IllegalAction("daifugo13.err.bomb_self", "Naming {name} would empty your own hand", name=name)
        events.extend(_bomb(state, seat, name))
        pub.effects.pop(0)
        emptied = [s for s, h in enumerate(state.hands) if not h]
        if emptied:
            return events + _finish(state, emptied, ())
        return events + _resolve(state)
    pub.effects.pop(0)
    return events + _resolve(state)


def _bomb(state: State, seat: int, name: str) -> list[Event]:
    pub = state.pub
    pub.named.append((seat, name))
    events = [Event("effect", seat=seat, value=EFFECT_KEY + "queen_bomber"),
              Event("named", seat=seat, value=name)]
    for victim, hand in enumerate(state.hands):
        hit = tuple(c for c in hand if _matches_name(c, name))
        if not hit:
            continue
        for card in hit:
            hand.remove(card)
        _touch(state, victim, hit)
        pub.dead_public.extend(hit)
        pub.bombed.extend((victim, c) for c in hit)
        events.append(Event("bomb", seat=victim, cards=hit, src=f"hand:{victim}", dst="dead", value=name))
    return events


def _finish(state: State, seats: list[int], cards: tuple[Card, ...]) -> list[Event]:
    """D28: a hand is empty, the deal ends (by a play, or by a Queen Bomber: D19)."""
    pub = state.pub
    pub.out = list(seats)
    pub.out_by_play = bool(cards)
    pub.finishing = tuple(cards)
    pub.phase = OVER
    pub.effects = []
    return [Event("out", seat=s, value="daifugo13.event.out") for s in seats]
