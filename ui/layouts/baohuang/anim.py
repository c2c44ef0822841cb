"""Bao Huang's animations: the deal and the B23 tribute (own cards face up only for their giver
or taker; everyone else sees face-down cards and counts), the Emperor card's marker moving
from seat to seat as it is passed, plays flying to the centre and rounds cleared, the rebellion
banner at the top of the centre (never over the hand or played cards), and the Guard's reveal
(a badge flying from the Guard card to its player's panel, then a flash) only when the
guard_revealed event comes."""
from __future__ import annotations

import pygame

from engines.baohuang import events as ev
from ui.layouts.baohuang.geometry import FIELD, Geometry
from ui.layouts.baohuang.marks import GOLD_FILL, GUARD_BLUE, REBEL_RED, draw_crown, draw_shield
from ui.layouts.markers import Marker
from ui.layouts.motions import centred, deal_round, field_sprites, fly, land_in_hand, leave_hand, sweep, vanish
from ui.layouts.plans import Plan, handles, take_off
from ui.tween import Tween, ease_in_out, ease_out


class Token(Marker):
    """A round marker on the label layer that moves (the Emperor card, the Guard's badge), growing in flight."""

    def __init__(self, kind: str, pos, label: str = "") -> None:
        super().__init__(pos, ease=ease_in_out, grow=0.5)
        self.kind, self.label = kind, label
        self.tag = kind

    def draw(self, surface, text) -> None:
        r = int(20 * self.scale)
        centre = (round(self.x), round(self.y))
        color = GUARD_BLUE if self.kind == "guard" else (120, 30, 36)
        pygame.draw.circle(surface, (20, 14, 6), (centre[0] + 2, centre[1] + 3), r + 2)
        pygame.draw.circle(surface, color, centre, r)
        pygame.draw.circle(surface, GOLD_FILL, centre, r, 3)
        if self.kind == "guard":
            draw_shield(surface, centre, int(r * 0.9), (120, 170, 240))
        else:
            draw_crown(surface, centre, int(r * 1.2))
        if self.label:
            text.blit(surface, self.label, (centre[0], centre[1] + r + 4), 15, (255, 244, 214), bold=True,
                      anchor="midtop", shadow=True)


class Flash:
    """A gold flash over a panel (the Guard is revealed there)."""

    def __init__(self, rect: pygame.Rect, color=(150, 200, 255)) -> None:
        self.rect, self.color = rect, color
        self.alpha = 0
        self.tag = "flash"

    def pulse(self, duration: float = 0.7) -> Tween:
        def set_(t: float) -> None:
            self.alpha = int(200 * (1 - abs(2 * t - 1)))

        return Tween(duration, set_, ease_out)

    def draw(self, surface, text) -> None:
        if self.alpha <= 0:
            return
        box = pygame.Surface(self.rect.inflate(16, 16).size, pygame.SRCALPHA)
        pygame.draw.rect(box, (*self.color, self.alpha // 2), box.get_rect(), border_radius=16)
        pygame.draw.rect(box, (*self.color, self.alpha), box.get_rect(), 5, border_radius=16)
        surface.blit(box, self.rect.inflate(16, 16))


class AnimationPlan(Plan):
    """One action's events (already filtered for the viewer) as animation steps over the view from
    before the action."""

    remark_pop, remark_size = 0.18, 17

    def __init__(self, layout, g: Geometry, before, after, anim) -> None:
        super().__init__(layout, g, before, after, anim)
        self.on_field: list = []
        self.rebelled = bool(before.rebels)

    # the deal and the tribute are the table's opening (`opening`); scores are the results
    SILENT = frozenset({
        ev.EV_DEAL, ev.EV_TRIBUTE_GIVE, ev.EV_TRIBUTE_TAKE, ev.EV_SCORE,
    })

    @handles(ev.EV_PLAY)
    def on_play(self, e) -> None:
        a, seat = self.anim, e.seat
        start, slots = self.g.hand_anchor(seat), self.g.field_slots(len(e.cards))

        def make(cards=e.cards):
            leave_hand(a, seat, cards)
            a.suppress("field")
            return fly(a, cards, start, slots, 0.3, 0.03, keep=self.on_field)

        a.then(make, hold=0.12)

    @handles(ev.EV_PASS)
    def on_pass(self, e) -> None:
        self.remark(self._text("baohuang.table.status.passed"), self.g.seat_point(e.seat), 0.35)

    @handles(ev.EV_ROUND_END)
    def on_round_end(self, e) -> None:
        """The round's cards leave the centre face down."""
        a, g = self.anim, self.g
        shown = list(self.before.last_play[1]) if self.before.last_play else []
        old = g.field_slots(len(shown))
        target = centred(FIELD, (g.info_area.centerx, g.info_area.bottom - 60))
        moved: list = []

        def make():
            a.suppress("table")
            moved[:] = field_sprites(a, self.on_field, shown, old)
            self.on_field = []
            return sweep(moved, target, 0.3, 0.02, face_down=True)

        a.then(make, hold=0.05, on_end=lambda: vanish(moved))

    @handles(ev.EV_OUT)
    def on_out(self, e) -> None:
        place = self._text(f"baohuang.table.place.{int(e.value)}")
        self.remark(self._text("baohuang.table.out_label", name=self.name(e.seat), place=place),
                    self.g.seat_point(e.seat), 0.8, size=18)

    @handles(ev.EV_GUARD_REVEALED)
    def on_guard_revealed(self, e) -> None:
        """The Guard card has just landed in the centre: a shield badge rises from it and flies to
        its player's panel, which flashes; then the banner names the Guard."""
        a, g, seat = self.anim, self.g, e.seat
        panel = g.panels[seat]
        end = (panel.right - 60, panel.centery) if seat != g.bottom else (g.own_panel.right - 60, g.own_panel.centery)
        token = Token("guard", g.field_centre(), self._text("baohuang.role.guard"))
        flash = Flash(panel)

        def fly():
            a.labels.append(token)
            return [token.move_to(end, 0.7)]

        def blink():
            token.label = ""
            a.labels.append(flash)
            return [flash.pulse(0.7)]

        a.then(fly, hold=0.05)
        a.then(blink, hold=0.1, on_end=lambda: take_off(a, sprites=(token, flash)))
        self.banner(self._text("baohuang.table.banner.guard"),
                    self._text("baohuang.table.banner.guard_sub", name=self.name(seat)), GUARD_BLUE, 0.9)

    @handles(ev.EV_EMPEROR_PASS)
    def on_emperor_pass(self, e) -> None:
        """The Emperor card's marker moves from the passer's panel to the taker's (a public pass)."""
        a, g = self.anim, self.g

        def point(seat):
            return g.crown_point(seat) if seat != g.bottom else (g.own_panel.x + 20, g.own_panel.centery)

        token = Token("emperor", point(e.seat))

        def make(dst=int(e.value)):
            a.suppress("emperor_card")
            a.labels.append(token)
            return [token.move_to(point(dst), 0.6)]

        a.then(make, hold=0.15, on_end=lambda: take_off(a, sprites=(token,)))

    @handles(ev.EV_EMPEROR)
    def on_emperor(self, e) -> None:
        title = self._text("baohuang.table.banner.emperor")
        key = ("baohuang.table.banner.emperor_solo" if e.value == ev.DECLARED_SOLO
               else "baohuang.table.banner.emperor_sub")
        self.banner(title, self._text(key, name=self.name(e.seat)), (120, 30, 36), 1.0)

    @handles(ev.EV_REBELLION)
    def on_rebellion(self, e) -> None:
        """The first rebel's banner; later rebels and refusals as remarks at their seats."""
        g = self.g
        if e.value == ev.REBEL:
            if not self.rebelled:
                self.rebelled = True
                self.banner(self._text("baohuang.table.banner.rebellion"),
                            self._text("baohuang.table.banner.rebellion_sub", name=self.name(e.seat)),
                            REBEL_RED, 1.3)
            else:
                self.remark(self._text("baohuang.table.status.rebel"), g.seat_point(e.seat), 0.6)
        else:
            self.remark(self._text("baohuang.table.status.no_rebel"), g.seat_point(e.seat), 0.3)

    @handles(ev.EV_REVEAL)
    def on_reveal(self, e) -> None:
        key = ("baohuang.table.banner.silent_solo" if e.value == ev.REVEAL_SILENT_SOLO
               else "baohuang.table.banner.guard_was")
        self.banner(self._text("baohuang.table.banner.reveal"), self._text(key, name=self.name(e.seat)),
                    GUARD_BLUE if e.value == ev.REVEAL_GUARD else (120, 30, 36), 1.0)

    # ---- the opening -------------------------------------------------------------------------------
    def opening(self, log=lambda part: None) -> None:
        """The deal (face-down cards to every seat) and the B23 tribute from the view (`before`):
        each giver's cards to the centre (face up only in the giver's own view), then to the takers
        (face up only in the taker's own view). Nobody sees whose card went where. `log(part)` is
        called after each part ("deal", "give", "take", "end") is queued."""
        g, view = self.g, self.before
        log("deal")
        deal_round(self.layout, self.anim, centred(FIELD, g.field_centre()), range(view.players), 6,
                   land_in_hand(g), 0.24, 0.05, 0.01)
        if not any(view.tribute_counts):
            log("end")
            return
        pool = centred(FIELD, g.field_area.center)
        flying = self._tribute_give(pool)
        log("give")
        self._tribute_take(pool, flying)
        log("take")
        log("end")

    def _tribute_give(self, pool: pygame.Rect) -> list:
        """Each giver's cards fly to the tribute pile and turn face down there; returns their sprites."""
        g, view, anim = self.g, self.before, self.anim
        counts, me = view.tribute_counts, view.seat
        flying: list = []

        def give():
            tweens = []
            for seat in range(view.players):
                if counts[seat] < 0:
                    own = list(view.tribute_given) if seat == me else []
                    cards = [own[j] if j < len(own) else None for j in range(-counts[seat])]
                    after = len(flying) * 0.06   # one card after another, across all the givers
                    tweens += fly(anim, cards, g.hand_anchor(seat), pool, 0.35, 0.06, delay=after, keep=flying)
            return tweens

        def hide():
            for s in flying:
                s.face_up = False

        anim.then(give, hold=0.35, on_end=hide)
        return flying

    def _tribute_take(self, pool: pygame.Rect, flying: list) -> None:
        """Fresh face-down cards leave the one pile for the takers (face up in the taker's own view):
        no sprite carries a given card on to its taker."""
        g, view, anim = self.g, self.before, self.anim
        counts, me = view.tribute_counts, view.seat
        taking: list = []

        def take():
            vanish(flying)
            tweens = []
            i = 0
            for seat in range(view.players):
                if counts[seat] <= 0:
                    continue
                own = list(view.tribute_received) if seat == me else []
                for j in range(counts[seat]):
                    card = own[j] if j < len(own) else None
                    s = anim.card(card, pool, False)
                    taking.append(s)
                    tweens.append(s.move_to(g.hand_anchor(seat), 0.35, delay=i * 0.06))
                    if card is not None:
                        tweens.append(s.flip(0.2, delay=i * 0.06 + 0.3, to_face_up=True))
                    i += 1
            return tweens

        anim.then(take, hold=0.4, on_end=lambda: vanish(taking))
