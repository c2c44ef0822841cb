"""13th-Floor Daifugo's animations: the D02 first-leader draw, the deal, plays flying from a hand
to the field, effect banners (one per engine effect key, coloured by effect), cards given, discarded
and drawn, the field cleared to the dead pile, and labels over seats."""
from __future__ import annotations

from typing import NamedTuple

from engines.daifugo13 import events as ev
from engines.daifugo13.combos import Combo, reading_for
from game.errors import IllegalAction
from ui.layouts.common import GOLD
from ui.layouts.daifugo13.geometry import FIELD, Geometry
from ui.layouts.motions import (centred, deal_round, field_sprites, fly, land_in_hand, leave_hand, seat_of, sweep,
                                turn_up, vanish)
from ui.layouts.plans import Plan, handles, take_off


def banner_line(title: str, line: str) -> str:
    """An effect banner's second line without the title it repeats ("Eleven Back: card strength
    is inverted…" under "Eleven Back" reads "card strength is inverted…", "9リバース：順番が…"
    under "リバース" reads "順番が…")."""
    for mark in ("：", ": ", "！", "! "):
        head, found, rest = line.partition(mark)
        if found and title.rstrip("!！").lower() in head.lower() and rest.strip():
            rest = rest.strip()
            return rest[0].upper() + rest[1:]
    return line


def bomb_label(name: str, tr) -> str:
    """The word for a rank named by the Queen Bomber ("joker" in the current language)."""
    return tr("daifugo13.name.joker") if name == "joker" else name


class Landed(NamedTuple):
    """A play as the field's caption describes it (like the engine's Played)."""

    seat: int
    cards: tuple
    combo: Combo


def played_of(e, after) -> Landed | None:
    """The play event `e` as it lies on the table (in the view after the action, or read from its
    cards when the field was cleared in the same action)."""
    cards = tuple(e.cards)
    for played in reversed(after.pub.table):
        if played.seat == e.seat and tuple(played.cards) == cards:
            return played
    if e.value == "sandstorm":
        return Landed(e.seat, cards, Combo("sandstorm", len(cards)))
    try:
        return Landed(e.seat, cards, reading_for(cards, e.value))
    except IllegalAction:
        return None


class Caption:
    """The field's caption ("Ken: a pair of 7s") drawn on the label layer for a play that has
    just landed, until the view catches up (the drawn view still has the previous top)."""

    tag = "caption"

    def __init__(self, label: str, pos) -> None:
        self.label, self.pos = label, pos

    def draw(self, surface, text) -> None:
        text.blit(surface, self.label, self.pos, 17, GOLD, bold=True, anchor="midtop")


BANNER_COLORS = {"revolution": (150, 30, 40), "sandstorm": (150, 110, 40), "eleven_back": (40, 70, 150),
                 "queen_bomber": (120, 40, 120), "eight_cut": (170, 90, 24), "ambulance": (180, 40, 40),
                 "skip": (30, 110, 90), "reverse": (24, 96, 130), "spade3": (50, 54, 70)}


class AnimationPlan(Plan):
    """Turns one action's events into animation steps, over the view from before the action."""

    remark_pop = 0.22
    banner_style = dict(title_size=44, title_y=2, sub_size=18, sub_y=62, radius=18, fill_alpha=255, duration=0.22)

    def __init__(self, layout, g: Geometry, before, after, anim) -> None:
        super().__init__(layout, g, before, after, anim)
        self.on_field: list = []       # sprites lying on the field (this action's plays)
        self.reveals: list = []

    # the deal's results screen tells the scores
    SILENT = frozenset({ev.EV_SCORE})

    @handles(ev.EV_EFFECT)
    def on_effect(self, e) -> None:
        """An effect's banner, coloured by the effect."""
        reason = str(e.value).rpartition(".")[2]
        title = self._text(f"ui.daifugo13.banner.{reason}")
        sub = banner_line(title, self._text(str(e.value)))
        if e.seat is not None:
            sub = f"{self.name(e.seat)} — {sub}"
        self.banner(title, sub, BANNER_COLORS.get(reason, (24, 70, 48)), 1.1)

    @handles(ev.EV_CLEAR)
    def on_clear(self, e) -> None:
        """The field's cards go face down to the dead pile."""
        a, g = self.anim, self.g
        shown = list(self.before.pub.table[-1].cards) if self.before.pub.table else []
        old_slots = g.field_slots(len(shown))

        def make(dead=g.dead_rect()):
            a.suppress("table")
            self.layout.status = {}
            take_off(a, Caption.tag)
            moved, self.on_field = field_sprites(a, self.on_field, shown, old_slots), []
            return sweep(moved, dead, 0.3, 0.02, face_down=True)

        a.then(make)

    @handles(ev.EV_PASS)
    def on_pass(self, e) -> None:
        passed = self._text("ui.daifugo13.status.passed")
        self.anim.then(lambda seat=e.seat: self.layout.status.__setitem__(seat, passed) or [])
        self.remark(self._text("ui.daifugo13.status.passed_drew", n=e.value), self.g.seat_point(e.seat), 0.45)

    @handles(ev.EV_NAMED)
    def on_named(self, e) -> None:
        self.remark(self._text("daifugo13.event.named", name=bomb_label(str(e.value), self.layout.tr)),
                    self.g.banner_rect().center, 0.8, size=26, opaque=True)   # over no card: readable

    @handles(ev.EV_LEAD_LIMIT, ev.EV_STUCK, ev.EV_OUT, ev.EV_DEADLOCK)
    def on_notice(self, e) -> None:
        """A lead limit (over the field), a seat stuck, out, or the deal deadlocked (at the seat)."""
        g, k = self.g, e.kind
        who = self.name(e.seat) if e.seat is not None else ""
        message = self._text(str(e.value))
        pos = g.seat_point(e.seat) if e.seat is not None and k != "lead_limit" else g.field_area.center
        if who and k != "lead_limit":
            message = self._text("ui.polish.who_says", name=who, what=message)
        self.remark(message, pos, 1.0 if k == "out" else 0.8)

    @handles(ev.EV_LEADER_DRAW)
    def on_leader_draw(self, e) -> None:
        """D02: a seat's drawn card turned up at its place, its name under it."""
        a, g = self.anim, self.g
        rect = g.reveal_rect(e.seat)
        name = self.name(e.seat)
        if int(e.value or 1) > 1:
            name = self._text("ui.daifugo13.redraw", name=name)

        def make(card=e.cards[0]):
            sprite, tweens = turn_up(a, card, g.pile_rect(), rect, 0.3, 0.25, 0.25)
            lab = a.label(name, (rect.centerx, rect.bottom + 16), size=15)
            self.reveals.extend((sprite, lab))
            return tweens + [lab.pop_in(0.2, delay=0.3)]

        a.then(make, hold=0.12)

    @handles(ev.EV_LEADER)
    def on_leader(self, e) -> None:
        """Who leads, over the field; the drawn cards leave with it."""
        a, g = self.anim, self.g
        message = self._text(str(e.value), name=self.name(e.seat))

        def clear_reveals():
            take_off(a, sprites=self.reveals)
            vanish(self.reveals)
            self.reveals = []

        self.remark(message, (g.field_area.centerx, g.field_area.y + 70), 1.6, size=24, tag="leader")
        a.then(on_end=clear_reveals)

    @handles(ev.EV_DEAL)
    def on_deal(self, e) -> None:
        if e.seat == self.before.pub.players - 1:
            self._deal()                     # once, after the last seat's cards: the leader is known

    @handles(ev.EV_PLAY)
    def on_play(self, e) -> None:
        """A play flies from its seat's hand onto the field; once landed, the field's caption names
        it (the previous top lies under it, dimmed)."""
        a, g = self.anim, self.g
        seat = e.seat
        start = g.hand_anchor(seat)
        slots = g.field_slots(len(e.cards))
        played = played_of(e, self.after)
        caption = (self._text("ui.daifugo13.played_by", name=self.name(seat),
                              what=self.layout.describe(played)) if played is not None else "")
        pos = (g.field_area.centerx, slots[-1].bottom + 12) if slots else g.field_area.center

        def make(cards=e.cards):
            self.layout.status.pop(seat, None)
            leave_hand(a, seat, cards)
            a.suppress("field")
            take_off(a, Caption.tag)
            return fly(a, cards, start, slots, 0.32, 0.05, keep=self.on_field)

        def landed():
            if caption:
                a.labels.append(Caption(caption, pos))

        a.then(make, hold=0.15, on_end=landed)

    def _deal(self) -> None:
        a, g = self.anim, self.g
        n = self.before.pub.players
        a.then(lambda: a.suppress("deal") or [])
        deal_round(self.layout, a, centred(FIELD, g.field_area.center), range(n), min(self.before.hand_sizes[0], 10),
                   land_in_hand(g), 0.26, 0.04, 0.01)

    @handles(ev.EV_DRAW, ev.EV_GIVE, ev.EV_DISCARD, ev.EV_BOMB)
    def on_move_cards(self, e) -> None:
        """Cards drawn from the pile, given (7), discarded (10) or bombed away (Queen Bomber)."""
        a, g, k = self.anim, self.g, e.kind
        src, dst = e.src, e.dst
        giver = seat_of(src)
        start = g.pile_rect() if src == "pile" else g.hand_anchor(giver)
        end = g.dead_rect() if dst == "dead" else g.hand_anchor(seat_of(dst))
        face_up = k == "bomb" or (any(c is not None for c in e.cards) and k != "discard")

        def make(cards=e.cards):
            if src.startswith("hand:"):
                leave_hand(a, giver, cards)
            return fly(a, cards, start, end, 0.32, 0.05, face_up=face_up)

        a.then(make, hold=0.1 if k != "bomb" else 0.4)
