"""What the five game tables draw and animate alike: the text colours, the cached translucent
rounded panel, a seat panel's turn glow, tab and badges, a hand fanned across an area (the card under the
mouse, the cards not flying out of it), one action's events queued as log lines and animation
steps (and the base of each layout's event plan), face-down cards dealt from the middle, and a
passing remark (or any sprite on the label layer) shown for a while and then taken off. Not a
game's layout itself: there is no `Layout` here."""
from __future__ import annotations

from collections import deque
from typing import Callable

import pygame

from ui.drawn import record
from ui.text import MIN_TEXT  # noqa: F401 (the tables' smallest size, named here with their other measures)
from ui.tween import Tween, ease_out

GOLD = (236, 198, 106)
CREAM = (244, 234, 208)
DIM = (178, 186, 168)
RED_TEXT = (255, 140, 120)
BLUE = (150, 196, 255)

_PANELS: dict[tuple, pygame.Surface] = {}


def panel(surface: pygame.Surface, rect: pygame.Rect, highlight: bool = False, alpha: int = 150,
          kind: str = "panel") -> None:
    """A translucent rounded panel with a gold edge (cached per size and look), recorded as drawn
    (ui/drawn.py) as `kind`: a "panel" of text (a seat, the log), an "area" cards are laid in (a
    field, a trick), a modal "dialog"."""
    record(kind, rect)
    key = (rect.size, highlight, alpha)
    box = _PANELS.get(key)
    if box is None:
        box = pygame.Surface(rect.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (8, 22, 15, alpha), box.get_rect(), border_radius=12)
        border = (246, 210, 120, 255) if highlight else (201, 161, 74, 110)
        pygame.draw.rect(box, border, box.get_rect(), 3 if highlight else 1, border_radius=12)
        _PANELS[key] = box
    surface.blit(box, rect)


def dialog_panel(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """A dialog over the table (a bid, a card to choose, a deal's results): opaque, so the seat
    panels and labels beneath never show through its text."""
    panel(surface, rect, highlight=True, alpha=255, kind="dialog")


def fan_rects(area: pygame.Rect, count: int, size: tuple[int, int], gap: int, top: int,
              margin: int = 0) -> list[pygame.Rect]:
    """`count` cards of `size` in a row centred in `area`, `top` below its top edge: `gap` apart,
    overlapping when the row (with `margin` kept free) would not fit."""
    if count <= 0:
        return []
    w, h = size
    step = min(w + gap, (area.w - margin - w) // max(1, count - 1)) if count > 1 else 0
    total = w + step * (count - 1)
    x0 = area.centerx - total // 2
    return [pygame.Rect(x0 + i * step, area.y + top, w, h) for i in range(count)]


def hovered(rects: list[pygame.Rect], mouse) -> int | None:
    """The index of the card under `mouse` in an overlapping fan (the one drawn on top), or None."""
    found = None
    for i, rect in enumerate(rects):
        if rect.collidepoint(mouse) and (i == len(rects) - 1 or not rects[i + 1].collidepoint(mouse)):
            found = i
    return found


def still_in_hand(cards: list, seat: int, ctx, anim) -> list:
    """`cards` of `seat`'s hand less those flying out of it right now (while sprites stand in)."""
    if ctx.suppressed.get(f"hand:{seat}"):
        flying = anim.flying_cards
        return [c for c in cards if c not in flying]
    return cards


def play_events(plan, events, log_line: Callable[[object], str | None], log, anim) -> None:
    """Queue each event's animation on `plan`, then the plan's closing beat. An event's log line
    (if `log_line` gives one) joins `log` when the event is shown: once the first step of its
    animation has done moving (its cards landed, its label or banner popped in), never before;
    an event without a step of its own logs at its point of the timeline. The plan is handed the
    whole action's events first (`plan.events`: what one event's animation may depend on)."""
    plan.events = tuple(events)
    for event in events:
        line = log_line(event)
        anim.announce(event)   # its sound (ui/sound.py) plays at this point of the timeline
        steps = anim.timeline.steps
        first = len(steps)
        plan.add(event)
        if not line:
            continue
        entry = line if isinstance(log, (deque, list)) else event  # a string log, or events
        if len(steps) > first:
            log_when_shown(steps[first], lambda entry=entry: log.append(entry))
        else:
            anim.then(lambda entry=entry: log.append(entry) or [])
    plan.finish()


def log_when_shown(step, join: Callable[[], None]) -> None:
    """Call `join` once, when the tweens `step` starts with have ended (at once for a step without
    any), or when the step is skipped to its end."""
    make = step.make
    joined: list = []

    def once(_progress: float = 1.0) -> None:
        if not joined:
            joined.append(True)
            join()

    def made() -> list:
        tweens = list(make() or []) if make is not None else []
        end = max((t.delay + t.duration for t in tweens), default=0.0)
        return tweens + [Tween(0.0, once, delay=end)]

    step.make = made


class EventLog:
    """A table's log kept as events, not text: `lines(render, key)` renders them with the current
    language and names, each event once while `key` (what its words depend on: the language, the
    names, the viewer) stays the same, so a language switch re-renders the whole log."""

    def __init__(self, maxlen: int = 8) -> None:
        self.events: deque = deque(maxlen=maxlen)
        self._said: dict[int, tuple[object, str | None]] = {}   # id(event) -> (event, its line) for `_key`
        self._key: object = None

    def append(self, event) -> None:
        self.events.append(event)

    def clear(self) -> None:
        self.events.clear()

    def __len__(self) -> int:
        return len(self.events)

    def lines(self, render: Callable[[object], str | None], key: object = None) -> list[str]:
        """The events' lines, oldest first (an event `render` gives no line for is left out);
        with a `key`, a line rendered under the same key before is reused."""
        if key is None:
            return [line for line in (render(e) for e in self.events) if line]
        if key != self._key:
            self._said, self._key = {}, key
        said: dict[int, tuple[object, str | None]] = {}
        lines = []
        for event in self.events:   # an event may stand in the log more than once: a line each time
            kept = said.get(id(event)) or self._said.get(id(event))
            if kept is None or kept[0] is not event:
                kept = (event, render(event))
            said[id(event)] = kept
            if kept[1]:
                lines.append(kept[1])
        self._said = said
        return lines


class EventPlan:
    """The base of every layout's `AnimationPlan`, which turns one action's events into animation
    steps over the view from before the action: what it is handed, the layout's strings, the
    dispatch of each event to the method `HANDLERS` gives for its kind (a kind not there goes to
    `on_other`, which queues nothing: the event is only logged; `SILENT` lists the engine's kinds
    a table means to show that way), the closing beat."""

    closing_beat = 0.08
    events: tuple = ()                   # the whole action's events (play_events hands them over first)
    HANDLERS: dict[str, Callable] = {}   # event kind -> the plan's method that animates it
    SILENT: frozenset[str] = frozenset()  # event kinds shown by no step (they reach on_other)

    def __init_subclass__(cls, **kw) -> None:
        super().__init_subclass__(**kw)
        wrong = sorted(kind for kind, handler in cls.HANDLERS.items()
                       if not callable(handler) or not handler.__name__.startswith("on_") or kind in cls.SILENT)
        if wrong:
            raise TypeError(f"{cls.__qualname__}: these kinds need one on_<kind> method, not SILENT too: {wrong}")

    def __init__(self, layout, g, before, after, anim) -> None:
        self.layout = layout
        self.g = g
        self.before = before
        self.after = after
        self.anim = anim

    def _text(self, key: str, **kw) -> str:
        return self.layout.tr(key, **kw)

    def add(self, e) -> None:
        """Queue event `e`'s animation: the method `HANDLERS` gives for its kind, else `on_other`."""
        handler = self.HANDLERS.get(e.kind)
        if handler is None:
            self.on_other(e)
        else:
            handler(self, e)

    def on_other(self, e) -> None:
        """An event this table does not animate: no step (`play_events` logs it where it happens)."""

    def finish(self) -> None:
        """A beat after a visible action, so consecutive plays read as separate moves."""
        if self.anim.timeline.steps:
            self.anim.then(hold=self.closing_beat)


def show_briefly(anim, hold: float, appear: Callable[[], tuple[object, object]]) -> None:
    """Queue a step: `appear()` puts a sprite on `anim.labels` and returns (sprite, its tween);
    `hold` seconds after the tween the sprite is taken off again."""
    shown = []

    def make():
        sprite, tween = appear()
        shown.append(sprite)
        return [tween]

    def gone():
        for sprite in shown:
            if sprite in anim.labels:
                anim.labels.remove(sprite)

    anim.then(make, hold=hold, on_end=gone)


def passing_label(anim, text: str, pos, hold: float, pop: float, size: int = 18, tag: str = "",
                  opaque: bool = False) -> None:
    """A passing remark (a pass, chips placed, an effect) that pops in over `pop` seconds and
    disappears after `hold`; `opaque`: on a solid bubble (nothing shows through its words)."""
    def appear():
        lab = anim.label(text, pos, size=size, tag=tag)
        if opaque:
            lab.bg = (*lab.bg[:3], 255)
        return lab, lab.pop_in(pop)

    show_briefly(anim, hold, appear)


# ---- shared table parts -----------------------------------------------------------------------------
SELECT_LIFT = 24         # how far a selected card rises out of the hand
HOVER_LIFT = 8           # how far a playable card under the mouse rises
TURN_GLOW = (255, 214, 110)

_GLOWS: dict[tuple, pygame.Surface] = {}
_SHADES: dict[tuple, pygame.Surface] = {}


class Banner:
    """A banner over the table's centre: a big title and a line under it, popping in (scale and
    alpha); both lines shrink to fit. `style` sets title/line sizes and places, corner radius,
    fill alpha and the pop's duration, so each table keeps its own look."""

    def __init__(self, title: str, sub: str, rect: pygame.Rect, color, *, title_size: int = 36,
                 title_y: int = 4, sub_size: int = 17, sub_y: int = 52, radius: int = 16,
                 fill_alpha: int = 240, duration: float = 0.25) -> None:
        self.title, self.sub, self.rect, self.color = title, sub, rect, color
        self.title_size, self.title_y, self.sub_size, self.sub_y = title_size, title_y, sub_size, sub_y
        self.radius, self.fill_alpha, self.duration = radius, fill_alpha, duration
        self.alpha = 0
        self.scale = 0.7
        self.tag = "banner"

    def pop(self, duration: float | None = None) -> Tween:
        def set_(t: float) -> None:
            self.alpha = int(255 * t)
            self.scale = 0.7 + 0.3 * t

        return Tween(self.duration if duration is None else duration, set_, ease_out)

    def draw(self, surface, text) -> None:
        if self.alpha <= 0:
            return
        box = pygame.Surface(self.rect.size, pygame.SRCALPHA)
        pygame.draw.rect(box, (*self.color, self.fill_alpha), box.get_rect(), border_radius=self.radius)
        pygame.draw.rect(box, (250, 222, 140), box.get_rect(), 3, border_radius=self.radius)
        label, size = fit_text(text, self.title, self.title_size, box.get_width() - 24, bold=True)
        title = text.render(label, size, (255, 246, 220), bold=True, shadow=True)
        box.blit(title, title.get_rect(midtop=(box.get_width() // 2, self.title_y)))
        label, size = fit_text(text, self.sub, self.sub_size, box.get_width() - 24)
        sub = text.render(label, size, (255, 240, 210))
        box.blit(sub, sub.get_rect(midtop=(box.get_width() // 2, self.sub_y)))
        if self.scale < 0.999:
            box = pygame.transform.smoothscale(box, (int(box.get_width() * self.scale),
                                                     int(box.get_height() * self.scale)))
        box.set_alpha(self.alpha)
        surface.blit(box, record("banner", box.get_rect(center=self.rect.center)))


def ellipsize(text, label: str, size: int, width: int, bold: bool = False) -> str:
    """`label` cut with "…" so it is at most `width` pixels wide in the table font (`text` is
    app.text). Names are parameters; every panel draws them through this."""
    font = text.font(size, bold)
    if width <= 0:
        return ""
    if font.size(label)[0] <= width:
        return label
    lo, hi = 0, len(label)
    while lo < hi:  # the longest prefix that fits with the ellipsis
        mid = (lo + hi + 1) // 2
        if font.size(label[:mid].rstrip() + "…")[0] <= width:
            lo = mid
        else:
            hi = mid - 1
    return label[:lo].rstrip() + "…"


def fit_text(text, label: str, size: int, width: int, bold: bool = False, floor: int = MIN_TEXT) -> tuple[str, int]:
    """(label, size) that fits `width`: the size is lowered down to `floor`, then the label is ellipsised."""
    while size > floor and text.font(size, bold).size(label)[0] > width:
        size -= 1
    return ellipsize(text, label, size, width, bold), size


def caption_row(surface, text, captions: list[tuple[str, int, int]], right: int, size: int = MIN_TEXT,
                color=DIM, gap: int = 8) -> list[pygame.Rect]:
    """Captions along one row under a seat's cards, each wanting to start at its (x, y), left to
    right, the first's x the row's left edge and `right` its end. A caption that would run into
    the next one (or past `right`) starts further left instead, so it never lies over the next
    caption or the card above it; if larger type leaves too little room even so, the longest are
    ellipsised. Each is recorded as a "label" named "caption"."""
    labels = [label for label, _, _ in captions]
    widths = [text.font(size).size(label)[0] for label in labels]
    start = captions[0][1] if captions else 0
    room = right - start - gap * (len(captions) - 1)
    while sum(widths) > room and max(widths, default=0) > 0:
        i = widths.index(max(widths))
        labels[i] = ellipsize(text, captions[i][0], size, max(0, widths[i] - max(4, sum(widths) - room)))
        widths[i] = min(widths[i] - 1, text.font(size).size(labels[i])[0])
    xs = [x for _, x, _ in captions]
    end = right
    for i in range(len(xs) - 1, -1, -1):   # from the right: each ends before the next begins
        xs[i] = min(xs[i], end - widths[i])
        end = xs[i] - gap
    for i in range(len(xs)):               # from the left: never before the row's edge
        xs[i] = max(xs[i], start if i == 0 else xs[i - 1] + widths[i - 1] + gap)
    return [record("label", text.blit(surface, label, (x, y), size, color), "caption")
            for label, x, (_, _, y) in zip(labels, xs, captions)]


def above_foot(text, bottom: int, size: int, usual: int, pad: int = 2, bold: bool = False) -> int:
    """The top of a line of `size` type at a box's foot: `usual` px above `bottom`, or higher when
    raised type (larger text, a small window) would otherwise end less than `pad` px above it."""
    return min(bottom - usual, bottom - pad - text.font(size, bold).get_height())


def blit_fit(surface, text, label: str, pos, size: int, width: int, color=CREAM, bold: bool = False,
             anchor: str = "topleft", shadow: bool = False) -> pygame.Rect:
    """Draw `label` no wider than `width` (shrunk to MIN_TEXT at most, then ellipsised)."""
    label, size = fit_text(text, label, max(size, MIN_TEXT), width, bold)
    return text.blit(surface, label, pos, size, color, bold=bold, anchor=anchor, shadow=shadow)


def turn_panel(surface: pygame.Surface, rect: pygame.Rect, on_turn: bool, alpha: int = 150) -> None:
    """A seat's panel; the seat on turn gets a bright gold frame and a soft glow around it, visible
    from across the table (not only a small word)."""
    if on_turn:
        key = (rect.size,)
        glow = _GLOWS.get(key)
        if glow is None:
            pad = 10
            glow = pygame.Surface((rect.w + 2 * pad, rect.h + 2 * pad), pygame.SRCALPHA)
            for i, a in enumerate((28, 46, 70, 110)):
                inset = -2 * (pad - 2 - 2 * i)
                pygame.draw.rect(glow, (*TURN_GLOW, a), glow.get_rect().inflate(inset, inset), 2,
                                 border_radius=14 + pad - 2 * i)
            _GLOWS[key] = glow
        surface.blit(glow, (rect.x - 10, rect.y - 10))
        record("glow", rect.inflate(16, 16))   # what shows of it: its rings reach 8 px out
    panel(surface, rect, highlight=on_turn, alpha=alpha)
    if on_turn:
        pygame.draw.rect(surface, TURN_GLOW, rect, 3, border_radius=12)


TAB_ABOVE = 11   # how far a seat's turn tab stands out of its panel's edge at most


def turn_tab(surface, text, rect: pygame.Rect, label: str, clear_of: int = 0,
             keep_clear: tuple[pygame.Rect, ...] = ()) -> pygame.Rect:
    """A gold tab with `label` ("On turn", "Thinking…") on the top edge of a seat panel. `clear_of`:
    where the panel's first line (name and badges) ends; a tab that would lie on it sits in the
    panel's foot instead (larger type makes both wider). `keep_clear`: what the tab must not cover
    (a total at the panel's top right, a row at its foot): a tab reaching into one stands further
    out of the edge it sits on."""
    img = text.render(label, MIN_TEXT, (30, 20, 8), bold=True)
    tab = img.get_rect().inflate(14, 2)
    tab.center = (rect.right - 16 - tab.w // 2, rect.y)      # straddling the top edge
    # larger type (a small window, the larger text option) grows into the panel, not out of it
    on_top = False
    if tab.x < clear_of + 6:   # on the name's line: in the panel's foot
        tab.bottom = rect.bottom - 4
    elif tab.y < 0:   # a panel at the window's top: the bottom edge
        tab.bottom = rect.bottom + min(tab.h // 2, TAB_ABOVE)
    else:
        tab.y = rect.y - min(tab.h // 2, TAB_ABOVE)
        on_top = True
    for other in keep_clear:
        if tab.colliderect(other):
            if on_top:
                tab.bottom = max(min(tab.bottom, other.y - 1), rect.y + 2)
            else:
                tab.top = min(max(tab.top, other.bottom + 1), rect.bottom - 2)
    pygame.draw.rect(surface, TURN_GLOW, record("label", tab, "tab"), border_radius=tab.h // 2)
    surface.blit(img, img.get_rect(center=tab.center))
    return tab


def pill_badge(surface, text, x: int, y: int, label: str, bg, fg=(30, 20, 8)) -> int:
    """A rounded label ("Dealer", "Napoleon", "Bad Catch") with its top left at (x, y); returns
    the x where the next badge on the same line starts."""
    img = text.render(label, MIN_TEXT, fg, bold=True)
    rect = img.get_rect().inflate(12, 2)
    rect.topleft = (x, y)
    pygame.draw.rect(surface, bg, rect, border_radius=rect.h // 2)
    surface.blit(img, img.get_rect(center=rect.center))
    return record("pill", rect, label).right + 6


def dim_cards(surface: pygame.Surface, rects, alpha: int = 120) -> None:
    """Darken cards that cannot be part of any legal play (rounded like the card art)."""
    for rect in rects:
        record("dim", rect)
        key = (rect.size, alpha)
        shade = _SHADES.get(key)
        if shade is None:
            shade = pygame.Surface(rect.size, pygame.SRCALPHA)
            pygame.draw.rect(shade, (0, 0, 0, alpha), shade.get_rect(), border_radius=max(4, rect.w // 9))
            _SHADES[key] = shade
        surface.blit(shade, rect)


def selected_rect(rect: pygame.Rect, selected: bool, hover: bool = False) -> pygame.Rect:
    """Where a hand card is drawn: lifted SELECT_LIFT px when selected, HOVER_LIFT under the mouse."""
    return rect.move(0, -SELECT_LIFT if selected else (-HOVER_LIFT if hover else 0))


def mark_hand(rects: list[pygame.Rect]) -> None:
    """Record where the viewer's hand lies (ui/drawn.py): each card with the room it rises into
    when selected, which nothing drawn over the table may cover."""
    for rect in rects:
        record("hand", rect.union(rect.move(0, -SELECT_LIFT)))


def mark_selected(surface: pygame.Surface, rect: pygame.Rect) -> None:
    """The outline of a selected (lifted) card."""
    record("selected", rect)
    pygame.draw.rect(surface, GOLD, rect.inflate(6, 6), 3, border_radius=10)


def player_tag(surface, text, card_rect: pygame.Rect, name: str, below: bool = True, width: int | None = None,
               color=CREAM, left: bool = False) -> pygame.Rect:
    """A small dark pill with the player's (ellipsised) name under (or above, or with `left` to the
    left of) a card in a trick centre, so every card there says who played it."""
    width = width or max(card_rect.w + 40, 90)
    label = ellipsize(text, name, MIN_TEXT, width - 12, bold=True)
    img = text.render(label, MIN_TEXT, color, bold=True)
    tag = img.get_rect().inflate(12, 2)
    if left:
        tag.midright = (card_rect.x - 4, card_rect.y + 14)
    elif below:
        tag.midtop = (card_rect.centerx, card_rect.bottom + 3)
    else:
        tag.midbottom = (card_rect.centerx, card_rect.y - 3)
    box = pygame.Surface(tag.size, pygame.SRCALPHA)
    pygame.draw.rect(box, (8, 22, 15, 200), box.get_rect(), border_radius=tag.h // 2)
    surface.blit(box, record("label", tag, "tag"))
    surface.blit(img, img.get_rect(center=tag.center))
    return tag


def panel_row(seats: list[int], height: int, max_width: int | None = None, gap: int = 10, y: int = 8,
              window_w: int = 1280) -> dict[int, pygame.Rect]:
    """A panel for each of `seats`, left to right in one row across the window's top, as wide as
    the row allows (at most `max_width`) and centred."""
    n = max(1, len(seats))
    width = (window_w - 20 - (n - 1) * gap) // n
    if max_width is not None:
        width = min(max_width, width)
    left = (window_w - (n * width + (n - 1) * gap)) // 2
    return {seat: pygame.Rect(left + i * (width + gap), y, width, height) for i, seat in enumerate(seats)}


def play_slots(centre: tuple[int, int], count: int, size: tuple[int, int]) -> list[pygame.Rect]:
    """Where the `count` cards of one play lie, centred on `centre`: side by side up to 7 cards,
    closer together up to 10 a row, more in a second row (a long set or stairs)."""
    cx, cy = centre
    w, h = size
    per_row = min(count, 10) or 1
    rows = (count + per_row - 1) // per_row if count else 1
    step = w + 6 if per_row <= 7 else (w * 7) // per_row
    out = []
    for i in range(count):
        row, col = divmod(i, per_row)
        in_row = min(per_row, count - row * per_row)
        x0 = cx - ((in_row - 1) * step + w) // 2
        y0 = cy - (rows * (h + 8) - 8) // 2 + row * (h + 8)
        out.append(pygame.Rect(x0 + col * step, y0, w, h))
    return out


def seat_order(players: int, viewer: int | None) -> list[int]:
    """The seats from the viewer (bottom) on in playing order; a spectator sees seat 0 at the bottom."""
    bottom = viewer if viewer is not None else 0
    return [(bottom + i) % players for i in range(players)]
