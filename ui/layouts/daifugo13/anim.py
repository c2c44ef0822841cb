"""13th-Floor Daifugo's animations: the D02 first-leader draw, the deal, plays flying from a hand
to the field, effect banners (one per engine effect key, coloured by effect), cards given, discarded
and drawn, the field cleared to the dead pile, and labels over seats."""
from __future__ import annotations

from typing import NamedTuple

import pygame

from engines.daifugo13 import events as ev
from engines.daifugo13.combos import Combo, reading_for
from game.errors import IllegalAction
from ui.layouts.common import GOLD, Banner, EventPlan, deal_flight, fly_face_up, passing_label, show_briefly
from ui.layouts.daifugo13.geometry import FIELD, Geometry


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


class AnimationPlan(EventPlan):
    """Turns one action's events into animation steps, over the view from before the action."""

    def __init__(self, layout, g: Geometry, before, after, anim) -> None:
        super().__init__(layout, g, before, after, anim)
        self.on_field: list = []       # sprites lying on the field (this action's plays)
        self.reveals: list = []

    # the deal's results screen tells the scores
    SILENT = frozenset({ev.EV_SCORE})

    def on_effect(self, e) -> None:
        """An effect's banner, coloured by the effect."""
        reason = str(e.value).rpartition(".")[2]
        title = self._text(f"ui.daifugo13.banner.{reason}")
        sub = banner_line(title, self._text(str(e.value)))
        if e.seat is not None:
            sub = f"{self.layout.name(e.seat)} — {sub}"
        self._banner(title, sub, BANNER_COLORS.get(reason, (24, 70, 48)))

    def on_clear(self, e) -> None:
        """The field's cards go face down to the dead pile."""
        a, g = self.anim, self.g
        dead = g.dead_rect()
        shown = list(self.before.pub.table[-1].cards) if self.before.pub.table else []
        old_slots = g.field_slots(len(shown))

        def make(dead=dead, shown=shown, old_slots=old_slots):
            a.suppress("table")
            self.layout.status = {}
            a.labels[:] = [label for label in a.labels if not isinstance(label, Caption)]
            tweens = []
            if not self.on_field:
                for card, rect in zip(shown, old_slots):
                    self.on_field.append(a.card(card, rect, face_up=True))
            for i, s in enumerate(self.on_field):
                tweens.append(s.move_to(dead, 0.3, delay=i * 0.02))
                tweens.append(s.flip(0.3, delay=i * 0.02, to_face_up=False))
            self.on_field = []
            return tweens

        a.then(make)

    def on_pass(self, e) -> None:
        passed = self._text("ui.daifugo13.status.passed")
        self.anim.then(lambda seat=e.seat: self.layout.status.__setitem__(seat, passed) or [])
        self._label(self._text("ui.daifugo13.status.passed_drew", n=e.value), self.g.seat_point(e.seat), 0.45)

    def on_named(self, e) -> None:
        self._label(self._text("daifugo13.event.named", name=bomb_label(str(e.value), self.layout.tr)),
                    self.g.banner_rect().center, 0.8, size=26, opaque=True)   # over no card: readable

    def on_notice(self, e) -> None:
        """A lead limit (over the field), a seat stuck, out, or the deal deadlocked (at the seat)."""
        g, k = self.g, e.kind
        who = self.layout.name(e.seat) if e.seat is not None else ""
        message = self._text(str(e.value))
        pos = g.seat_point(e.seat) if e.seat is not None and k != "lead_limit" else g.field_area.center
        if who and k != "lead_limit":
            message = self._text("ui.polish.who_says", name=who, what=message)
        self._label(message, pos, 1.0 if k == "out" else 0.8)

    def on_leader_draw(self, e) -> None:
        """D02: a seat's drawn card turned up at its place, its name under it."""
        a, g = self.anim, self.g
        rect = g.reveal_rect(e.seat)
        round_no = int(e.value or 1)

        name = self.layout.name(e.seat)
        if round_no > 1:
            name = self._text("ui.daifugo13.redraw", name=name)

        def make(card=e.cards[0], rect=rect, name=name):
            s = a.card(card, g.pile_rect(), face_up=False)
            lab = a.label(name, (rect.centerx, rect.bottom + 16), size=15)
            self.reveals.extend((s, lab))
            return [s.move_to(rect, 0.3), s.flip(0.25, delay=0.25), lab.pop_in(0.2, delay=0.3)]

        a.then(make, hold=0.12)

    def on_leader(self, e) -> None:
        """Who leads, over the field; the drawn cards leave with it."""
        a, g = self.anim, self.g
        message = self._text(str(e.value), name=self.layout.name(e.seat))

        def clear_reveals():
            for s in self.reveals:
                if s in a.labels:
                    a.labels.remove(s)
                s.visible = False
            self.reveals = []

        self._label(message, (g.field_area.centerx, g.field_area.y + 70), 1.6, size=24, tag="leader")
        a.then(on_end=clear_reveals)

    def on_deal(self, e) -> None:
        if e.seat == self.before.pub.players - 1:
            self._deal()                     # once, after the last seat's cards: the leader is known

    def on_play(self, e) -> None:
        """A play flies from its seat's hand onto the field; once landed, the field's caption names
        it (the previous top lies under it, dimmed)."""
        a, g = self.anim, self.g
        seat = e.seat
        start = g.hand_anchor(seat)
        slots = g.field_slots(len(e.cards))
        played = played_of(e, self.after)
        caption = (self._text("ui.daifugo13.played_by", name=self.layout.name(seat),
                              what=self.layout.describe(played)) if played is not None else "")
        pos = (g.field_area.centerx, slots[-1].bottom + 12) if slots else g.field_area.center

        def make(cards=e.cards):
            self.layout.status.pop(seat, None)
            a.suppress(f"hand:{seat}", len(cards))
            a.suppress("field")
            a.labels[:] = [label for label in a.labels if not isinstance(label, Caption)]
            return fly_face_up(a, cards, start, slots, 0.32, 0.05, self.on_field)

        def landed():
            if caption:
                a.labels.append(Caption(caption, pos))

        a.then(make, hold=0.15, on_end=landed)

    def _deal(self) -> None:
        a = self.anim
        g = self.g
        centre = pygame.Rect(0, 0, *FIELD)
        centre.center = g.field_area.center
        n = self.before.pub.players
        each = self.before.hand_sizes[0]
        a.then(lambda: a.suppress("deal") or [])
        deal_flight(self.layout, a, centre, [(g.hand_anchor(seat), 0.26, k * 0.04 + seat * 0.01)
                                             for k in range(min(each, 10)) for seat in range(n)])

    def on_move_cards(self, e) -> None:
        """Cards drawn from the pile, given (7), discarded (10) or bombed away (Queen Bomber)."""
        a = self.anim
        g = self.g
        k = e.kind
        src, dst = e.src, e.dst
        start = g.pile_rect() if src == "pile" else g.hand_anchor(int(src.partition(":")[2]))
        end = g.dead_rect() if dst == "dead" else g.hand_anchor(int(dst.partition(":")[2]))
        face_up = k == "bomb" or (any(c is not None for c in e.cards) and k != "discard")
        seat = int(src.partition(":")[2]) if src.startswith("hand:") else None

        def make(cards=e.cards, start=start, end=end, face_up=face_up, seat=seat):
            if seat is not None:
                a.suppress(f"hand:{seat}", len(cards))
                a.flying_cards.update(c for c in cards if c is not None)
            tweens = []
            for i, card in enumerate(cards):
                s = a.card(card, start, face_up=face_up and card is not None)
                tweens.append(s.move_to(end, 0.32, delay=i * 0.05))
            return tweens

        a.then(make, hold=0.1 if k != "bomb" else 0.4)

    def _banner(self, title: str, sub: str, color) -> None:
        def appear():
            banner = Banner(title, sub, self.g.banner_rect(), color, title_size=44, title_y=2, sub_size=18,
                            sub_y=62, radius=18, fill_alpha=255, duration=0.22)
            self.anim.labels.append(banner)
            return banner, banner.pop()

        show_briefly(self.anim, 1.1, appear)

    def _label(self, message: str, pos, hold: float, size: int = 18, tag: str = "", opaque: bool = False) -> None:
        passing_label(self.anim, message, pos, hold, pop=0.22, size=size, tag=tag, opaque=opaque)

    # event kind -> the method that animates it (EventPlan.add)
    HANDLERS = {
        ev.EV_PLAY: on_play, ev.EV_EFFECT: on_effect, ev.EV_CLEAR: on_clear, ev.EV_PASS: on_pass,
        ev.EV_DRAW: on_move_cards, ev.EV_GIVE: on_move_cards, ev.EV_DISCARD: on_move_cards,
        ev.EV_BOMB: on_move_cards, ev.EV_NAMED: on_named, ev.EV_LEAD_LIMIT: on_notice,
        ev.EV_STUCK: on_notice, ev.EV_OUT: on_notice, ev.EV_DEADLOCK: on_notice,
        ev.EV_LEADER_DRAW: on_leader_draw, ev.EV_LEADER: on_leader, ev.EV_DEAL: on_deal,
    }


# ---- the results screen ------------------------------------------------------------------------
