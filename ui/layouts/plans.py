"""The base of every game's `AnimationPlan`: each `on_<kind>` method names the event kinds it
animates (`@handles`), gathered into the plan's HANDLERS (common.EventPlan dispatches by them);
and the words a plan puts over the table as it animates: a passing remark at a seat, a label that
stays until the action's end, a banner, who takes the trick, in each table's own sizes and pace."""
from __future__ import annotations

from typing import Callable

from ui.layouts.common import GOLD, Banner, EventPlan, passing_label, show_briefly

WINNER_TEXT = (30, 20, 8)   # dark on the gold of who takes the trick


def handles(*kinds: str) -> Callable:
    """Mark an `on_<kind>` method of a plan as the one that animates events of `kinds`."""
    def mark(method: Callable) -> Callable:
        method.kinds = kinds
        return method

    return mark


class Plan(EventPlan):
    """An `EventPlan` whose HANDLERS are its `@handles` methods; `remark_pop` and `remark_size`:
    how a passing remark pops in and its text size, `banner_style`: the table's Banner look."""

    remark_pop = 0.25
    remark_size = 18
    banner_style: dict = {}

    def __init_subclass__(cls, **kw) -> None:
        cls.HANDLERS = {kind: method for base in reversed(cls.__mro__) for method in vars(base).values()
                        for kind in getattr(method, "kinds", ())}
        super().__init_subclass__(**kw)

    def name(self, seat: int) -> str:
        return self.layout.name(seat)

    def remark(self, text: str, pos, hold: float, size: int | None = None, tag: str = "",
               opaque: bool = False) -> None:
        """A passing remark (a pass, a bid, chips placed) over the table for `hold` s, then gone."""
        passing_label(self.anim, text, pos, hold, self.remark_pop, size=size or self.remark_size, tag=tag,
                      opaque=opaque)

    def note(self, text: str, pos, hold: float, size: int = 20, tag: str = "", pop: float = 0.2) -> None:
        """A label that pops in, holds the timeline `hold` s and stays until the action's end."""
        def make():
            return [self.anim.label(text, pos, size=size, tag=tag).pop_in(pop)]

        self.anim.then(make, hold=hold)

    def banner(self, title: str, sub: str, color, hold: float) -> None:
        """A banner over the table's centre (`g.banner_rect()`) for `hold` s after it has popped in."""
        def appear():
            banner = Banner(title, sub, self.g.banner_rect(), color, **self.banner_style)
            self.anim.labels.append(banner)
            return banner, banner.pop()

        show_briefly(self.anim, hold, appear)

    def winner_label(self, text: str, pos, size: int, alpha: int = 240):
        """Who takes the trick, gold, tagged "winner" (`take_off(anim, "winner")` clears it)."""
        return self.anim.label(text, pos, size=size, color=WINNER_TEXT, bg=(*GOLD, alpha), tag="winner")


def take_off(anim, tag: str = "", sprites=()) -> None:
    """Take the labels tagged `tag` and the given `sprites` (markers, flashes) off the label layer."""
    anim.labels[:] = [label for label in anim.labels if all(label is not s for s in sprites)
                      and not (tag and getattr(label, "tag", "") == tag)]
