"""Bao Huang's animations: the deal and the B23 tribute (own cards face up only for their giver
or taker; everyone else sees face-down cards and counts), the Emperor card's marker moving
from seat to seat as it is passed, plays flying to the centre and rounds cleared, the rebellion
banner at the top of the centre (never over the hand or played cards), and the Guard's reveal
(a badge flying from the Guard card to its player's panel, then a flash) only when the
guard_revealed event comes. Also the crown and badge drawings the table uses."""
from __future__ import annotations

import pygame

from engines.baohuang import events as ev
from ui.layouts.common import Banner, EventPlan, deal_flight, fit_text, fly_face_up, passing_label, show_briefly
from ui.layouts.baohuang.geometry import FIELD, Geometry
from ui.tween import Tween, ease_in_out, ease_out

GOLD_FILL = (236, 198, 106)
GUARD_BLUE = (70, 120, 200)
REBEL_RED = (160, 36, 40)


def draw_crown(surface, center, size: int, color=GOLD_FILL) -> pygame.Rect:
    """A small crown (three points on a band) centred at `center`, `size` px wide."""
    cx, cy = center
    w, h = size, int(size * 0.7)
    x0, y0 = cx - w // 2, cy - h // 2
    points = [(x0, y0 + h), (x0, y0 + h * 0.3), (x0 + w * 0.25, y0 + h * 0.6), (x0 + w * 0.5, y0),
              (x0 + w * 0.75, y0 + h * 0.6), (x0 + w, y0 + h * 0.3), (x0 + w, y0 + h)]
    pygame.draw.polygon(surface, color, points)
    pygame.draw.polygon(surface, (90, 60, 10), points, 1)
    for px in (x0, x0 + w * 0.5, x0 + w):
        pygame.draw.circle(surface, (255, 240, 190), (int(px), int(y0 + (0 if px == x0 + w * 0.5 else h * 0.3))), 2)
    return pygame.Rect(x0, y0, w, h)


def draw_shield(surface, center, size: int, color=GUARD_BLUE) -> pygame.Rect:
    """The Guard's shield mark."""
    cx, cy = center
    w, h = size, int(size * 1.15)
    x0, y0 = cx - w // 2, cy - h // 2
    points = [(x0, y0), (x0 + w, y0), (x0 + w, y0 + h * 0.55), (cx, y0 + h), (x0, y0 + h * 0.55)]
    pygame.draw.polygon(surface, color, points)
    pygame.draw.polygon(surface, (230, 240, 255), points, 2)
    return pygame.Rect(x0, y0, w, h)


def pill(surface, text, label: str, pos, bg, fg=(30, 20, 8), size: int = 14, anchor: str = "topleft",
         width: int | None = None) -> pygame.Rect:
    """A rounded badge with `label` (cut to `width` px)."""
    if width is not None:
        label, size = fit_text(text, label, size, width - 12, bold=True)
    img = text.render(label, size, fg, bold=True)
    rect = img.get_rect().inflate(12, 4)
    setattr(rect, anchor, pos)
    pygame.draw.rect(surface, bg, rect, border_radius=rect.h // 2)
    text.blit(surface, label, rect.center, size, fg, bold=True, anchor="center")
    return rect


class Token:
    """A round marker on the label layer that moves (the Emperor card, the Guard's badge)."""

    def __init__(self, kind: str, pos, label: str = "") -> None:
        self.kind, self.label = kind, label
        self.x, self.y = pos
        self.alpha = 255
        self.scale = 1.0
        self.tag = kind

    def move_to(self, pos, duration: float, delay: float = 0.0) -> Tween:
        x0, y0 = self.x, self.y

        def set_(t: float) -> None:
            self.x = x0 + (pos[0] - x0) * t
            self.y = y0 + (pos[1] - y0) * t
            self.scale = 1.0 + 0.5 * (1 - abs(2 * t - 1))   # grows in flight

        return Tween(duration, set_, ease_in_out, delay)

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


class AnimationPlan(EventPlan):
    """One action's events (already filtered for the viewer) as animation steps over the view from
    before the action."""

    def __init__(self, layout, g: Geometry, before, after, anim) -> None:
        super().__init__(layout, g, before, after, anim)
        self.on_field: list = []
        self.rebelled = bool(before.rebels)

    def name(self, seat: int) -> str:
        return self.layout.name(seat)

    # the deal and the tribute are the table's opening (`opening`); scores are the results
    SILENT = frozenset({
        ev.EV_DEAL, ev.EV_TRIBUTE_GIVE, ev.EV_TRIBUTE_TAKE, ev.EV_SCORE,
    })

    def on_play(self, e) -> None:
        a, g = self.anim, self.g
        seat = e.seat
        start = g.hand_anchor(seat)
        slots = g.field_slots(len(e.cards))

        def make(cards=e.cards, start=start, slots=slots, seat=seat):
            a.suppress(f"hand:{seat}", len(cards))
            a.suppress("field")
            return fly_face_up(a, cards, start, slots, 0.3, 0.03, self.on_field)

        a.then(make, hold=0.12)

    def on_pass(self, e) -> None:
        self._label(self._text("baohuang.table.status.passed"), self.g.seat_point(e.seat), 0.35)

    def on_round_end(self, e) -> None:
        """The round's cards leave the centre face down."""
        a, g = self.anim, self.g
        shown = list(self.before.last_play[1]) if self.before.last_play else []
        old = g.field_slots(len(shown))
        target = pygame.Rect(0, 0, *FIELD)
        target.center = (g.info_area.centerx, g.info_area.bottom - 60)

        moved: list = []

        def make(shown=shown, old=old, target=target, moved=moved):
            a.suppress("table")
            tweens = []
            if not self.on_field:
                self.on_field = [a.card(c, r, face_up=True) for c, r in zip(shown, old)]
            for i, s in enumerate(self.on_field):
                tweens.append(s.move_to(target, 0.3, delay=i * 0.02))
                tweens.append(s.flip(0.3, delay=i * 0.02, to_face_up=False))
            moved.extend(self.on_field)
            self.on_field = []
            return tweens

        def gone(moved=moved):
            for s in moved:
                s.visible = False

        a.then(make, hold=0.05, on_end=gone)

    def on_out(self, e) -> None:
        place = self._text(f"baohuang.table.place.{int(e.value)}")
        self._label(self._text("baohuang.table.out_label", name=self.name(e.seat), place=place),
                    self.g.seat_point(e.seat), 0.8, size=18)

    def on_guard_revealed(self, e) -> None:
        self._guard_reveal(e.seat)

    def on_emperor_pass(self, e) -> None:
        self._emperor_card(e.seat, int(e.value))

    def on_emperor(self, e) -> None:
        title = self._text("baohuang.table.banner.emperor")
        key = ("baohuang.table.banner.emperor_solo" if e.value == ev.DECLARED_SOLO
               else "baohuang.table.banner.emperor_sub")
        self._banner(title, self._text(key, name=self.name(e.seat)), (120, 30, 36), 1.0)

    def on_rebellion(self, e) -> None:
        """The first rebel's banner; later rebels and refusals as remarks at their seats."""
        g = self.g
        if e.value == ev.REBEL:
            if not self.rebelled:
                self.rebelled = True
                self._banner(self._text("baohuang.table.banner.rebellion"),
                             self._text("baohuang.table.banner.rebellion_sub", name=self.name(e.seat)),
                             REBEL_RED, 1.3)
            else:
                self._label(self._text("baohuang.table.status.rebel"), g.seat_point(e.seat), 0.6)
        else:
            self._label(self._text("baohuang.table.status.no_rebel"), g.seat_point(e.seat), 0.3)

    def on_reveal(self, e) -> None:
        key = ("baohuang.table.banner.silent_solo" if e.value == ev.REVEAL_SILENT_SOLO
               else "baohuang.table.banner.guard_was")
        self._banner(self._text("baohuang.table.banner.reveal"), self._text(key, name=self.name(e.seat)),
                     GUARD_BLUE if e.value == ev.REVEAL_GUARD else (120, 30, 36), 1.0)

    # ---- pieces ------------------------------------------------------------------------------------
    def _guard_reveal(self, seat: int) -> None:
        """The Guard card has just landed in the centre: a shield badge rises from it and flies to
        its player's panel, which flashes; then the banner names the Guard."""
        a, g = self.anim, self.g
        start = g.field_centre()
        panel_rect = g.panels[seat]
        end = (panel_rect.right - 60, panel_rect.centery) if seat != g.bottom else \
            (g.own_panel.right - 60, g.own_panel.centery)
        panel = g.panels[seat]
        token = Token("guard", start, self._text("baohuang.role.guard"))
        flash = Flash(panel)

        def fly():
            a.labels.append(token)
            return [token.move_to(end, 0.7)]

        def blink():
            token.label = ""
            a.labels.append(flash)
            return [flash.pulse(0.7)]

        def gone():
            for s in (token, flash):
                if s in a.labels:
                    a.labels.remove(s)

        a.then(fly, hold=0.05)
        a.then(blink, hold=0.1, on_end=gone)
        self._banner(self._text("baohuang.table.banner.guard"),
                     self._text("baohuang.table.banner.guard_sub", name=self.name(seat)), GUARD_BLUE, 0.9)

    def _emperor_card(self, src: int, dst: int) -> None:
        """The Emperor card's marker moves from `src`'s panel to `dst`'s (a public pass)."""
        a, g = self.anim, self.g

        def point(seat):
            return g.crown_point(seat) if seat != g.bottom else (g.own_panel.x + 20, g.own_panel.centery)

        token = Token("emperor", point(src))

        def make():
            a.suppress("emperor_card")
            a.labels.append(token)
            return [token.move_to(point(dst), 0.6)]

        def gone():
            if token in a.labels:
                a.labels.remove(token)

        a.then(make, hold=0.15, on_end=gone)

    def _banner(self, title: str, sub: str, color, hold: float) -> None:
        def appear():
            banner = Banner(title, sub, self.g.banner_rect(), color)
            self.anim.labels.append(banner)
            return banner, banner.pop()

        show_briefly(self.anim, hold, appear)

    def _label(self, message: str, pos, hold: float, size: int = 17) -> None:
        passing_label(self.anim, message, pos, hold, pop=0.18, size=size)

    # ---- the opening -------------------------------------------------------------------------------
    def opening(self, log=lambda part: None) -> None:
        """The deal (face-down cards to every seat) and the B23 tribute from the view (`before`):
        each giver's cards to the centre (face up only in the giver's own view), then to the takers
        (face up only in the taker's own view). Nobody sees whose card went where. `log(part)` is
        called after each part ("deal", "give", "take", "end") is queued."""
        g, view, anim = self.g, self.before, self.anim
        centre = pygame.Rect(0, 0, *FIELD)
        centre.center = g.field_centre()
        n = view.players
        log("deal")
        deal_flight(self.layout, anim, centre, [(g.hand_anchor(seat), 0.24, k * 0.05 + seat * 0.01)
                                                for k in range(6) for seat in range(n)])
        if not any(view.tribute_counts):
            log("end")
            return
        pool = pygame.Rect(0, 0, *FIELD)
        pool.center = (g.field_area.centerx, g.field_area.centery)
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
            i = 0
            for seat in range(view.players):
                if counts[seat] >= 0:
                    continue
                own = list(view.tribute_given) if seat == me else []
                for j in range(-counts[seat]):
                    card = own[j] if j < len(own) else None
                    s = anim.card(card, g.hand_anchor(seat), card is not None)
                    flying.append(s)
                    tweens.append(s.move_to(pool, 0.35, delay=i * 0.06))
                    i += 1
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
            for s in flying:
                s.visible = False
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

        def taken():
            for s in taking:
                s.visible = False

        anim.then(take, hold=0.4, on_end=taken)

    # event kind -> the method that animates it (EventPlan.add)
    HANDLERS = {
        ev.EV_PLAY: on_play, ev.EV_PASS: on_pass, ev.EV_ROUND_END: on_round_end, ev.EV_OUT: on_out,
        ev.EV_GUARD_REVEALED: on_guard_revealed, ev.EV_EMPEROR_PASS: on_emperor_pass, ev.EV_EMPEROR: on_emperor,
        ev.EV_REBELLION: on_rebellion, ev.EV_REVEAL: on_reveal,
    }
