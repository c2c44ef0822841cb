"""Play a lesson at the lesson table as a person plays it: only pygame mouse and key events, aimed
at what the table drew (ui/drawn.py: the cards a click picks, named by code, the buttons by name,
the marks, the dimmed and the selected cards, the step's ring and panel buttons), never an action
handed to the table. A step asking for a move is read from its marks (the cards and the button the
lesson marks, as its words say: "play your two ♦", "click the ♠ again to turn it face up"); the
driver picks the marked cards that are not picked yet, presses the marked button (Enter when the
move has no button of its own) and checks that the step moved on. Before that it presses every
wrong thing once (an undimmed card the move does not use, a dimmed card, an action button that is
not the asked one) and checks that the toast names the asked move and that nothing was played.

Used by tools/play_lessons.py (`--by-clicks`) and tests/ui/test_lessons_by_clicks.py."""
from __future__ import annotations

from dataclasses import dataclass, field

import pygame

from game.cards import parse_card
from game.lesson import card_fits

DT = 1 / 30
NOT_MOVES = ("stock", "clear", "minus", "plus", "menu", "hint", "undo", "finish")   # buttons that make no move


def same_stack(one, other) -> bool:
    """Whether two cards lie in one stack of a hand grouped by rank (Bao Huang): the same rank,
    and a joker only with its own kind of joker."""
    if (one.suit == "X") != (other.suit == "X"):
        return False
    return one.rank == other.rank and (one.suit != "X" or one.code.split("/")[0] == other.code.split("/")[0])


class Stuck(AssertionError):
    """The lesson could not be played on by clicks: what was on screen and what was tried."""


@dataclass
class Outcome:
    game_id: str
    lang: str
    steps: int = 0                     # steps shown
    clicks: int = 0                    # mouse clicks and key presses posted
    probes: int = 0                    # wrong things pressed (each answered by the asked move's name)
    finished: bool = False
    problem: str = ""
    shown: list[int] = field(default_factory=list)

    def line(self) -> str:
        state = "finished" if self.finished else f"STUCK: {self.problem}"
        return (f"{self.game_id:9s} {self.lang}: {self.steps:2d} steps, {self.clicks:3d} clicks and keys, "
                f"{self.probes:3d} wrong presses answered - {state}")


class ClickDriver:
    def __init__(self, app, scene, probe: bool = True, frame_limit: int = 3000, on_step=None) -> None:
        self.app = app
        self.scene = scene
        self.probe = probe
        self.on_step = on_step          # on_step(scene, index): called once as each step comes up
        self.frame_limit = frame_limit
        self.outcome = Outcome(scene.game_id, app.tr.lang)

    # ---- frames and input ----------------------------------------------------------------------
    def frames(self, n: int = 1) -> None:
        for _ in range(n):
            self.app.step(DT, [])

    def until(self, predicate, limit: int | None = None) -> bool:
        for _ in range(limit or self.frame_limit):
            if predicate():
                return True
            self.app.step(DT, [])
        return predicate()

    def click(self, pos) -> None:
        """A left click at the canvas point `pos`, through the window as a mouse would."""
        where = self.app.stage.to_window(pos)
        pygame.mouse.set_pos(where)
        self.app.step(DT, [pygame.event.Event(pygame.MOUSEMOTION, pos=where, rel=(0, 0), buttons=(0, 0, 0))])
        self.app.step(DT, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=where)])
        self.app.step(DT, [pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=where)])
        self.app.step(DT)   # pygame-gui posts its button press to the queue; this frame delivers it
        self.outcome.clicks += 1

    def key(self, key: int) -> None:
        self.app.step(DT, [pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="", scancode=0)])
        self.app.step(DT, [pygame.event.Event(pygame.KEYUP, key=key, mod=0, unicode="", scancode=0)])
        self.outcome.clicks += 1

    # ---- what is on screen ---------------------------------------------------------------------
    def drawn(self, *kinds: str) -> list[tuple[str, pygame.Rect]]:
        return self.scene.drawn_rects.of(*kinds)

    def cards(self) -> list[tuple[str, str, pygame.Rect]]:
        """(where, card code, rect) of every card a click picks, in drawing order."""
        out = []
        for name, rect in self.drawn("card"):
            where, _, code = name.partition(":")
            out.append((where, code, rect))
        return out

    def visible_point(self, rect: pygame.Rect, later: list[pygame.Rect]) -> tuple[int, int] | None:
        """A point of `rect` that no card drawn after it covers (a fanned card shows a strip)."""
        for dy in (rect.h // 2, rect.h // 4, 3 * rect.h // 4):
            for dx in range(4, rect.w - 3, 4):
                point = (rect.x + dx, rect.y + dy)
                if not any(r.collidepoint(point) for r in later):
                    return point
        return None

    def card_point(self, code: str, wheres=("hand", "stock", "pick")) -> tuple[int, int] | None:
        cards = self.cards()
        for i, (where, found, rect) in enumerate(cards):
            if found == code and where in wheres:
                return self.visible_point(rect, [r for _, _, r in cards[i + 1:]])
        return None

    def is_marked(self, rect: pygame.Rect) -> bool:
        return any(rect.colliderect(m) and rect.clip(m).w * rect.clip(m).h * 3 >= m.w * m.h
                   for _, m in self.drawn("mark"))

    def is_selected(self, rect: pygame.Rect) -> bool:
        return any(s.x == rect.x and s.colliderect(rect) for _, s in self.drawn("selected"))

    def is_dimmed(self, rect: pygame.Rect) -> bool:
        return any(d.x == rect.x and d.colliderect(rect) for _, d in self.drawn("dim"))

    def dimmed_points(self) -> list[tuple[str, tuple[int, int]]]:
        """("dimmed", a point of it no later card covers) for each dimmed card on screen."""
        hand = [rect for _, rect in self.drawn("hand")] + [rect for _, _, rect in self.cards()]
        out = []
        for _, dim in self.drawn("dim"):
            if not any(dim.colliderect(r) for r in hand):
                continue      # a dimmed card elsewhere (a beaten play in the centre): not the learner's
            later = [r for r in hand[hand.index(dim) + 1:]] if dim in hand else \
                [r for r in hand if r.x > dim.x and r.colliderect(dim)]
            point = self.visible_point(dim, later)
            if point is not None:
                out.append(("dimmed", point))
        return out

    def buttons(self) -> dict[str, tuple[pygame.Rect, bool]]:
        """The buttons on screen by name: (rect, enabled)."""
        off = {name for name, _ in self.drawn("button_off")}
        return {name: (rect, name not in off) for name, rect in self.drawn("button")}

    def toasts(self) -> list[str]:
        return [t.text for t in self.app.toasts.items]

    # ---- the lesson -----------------------------------------------------------------------------
    def play(self) -> Outcome:
        scene, run, out = self.scene, self.scene.run, self.outcome
        try:
            while not run.finished:
                up = self.until(lambda: scene.broken or scene.step_shown)
                if scene.broken:
                    raise Stuck(f"the lesson broke at step {run.index}: {scene.broken}")
                if not up:
                    raise Stuck(f"step {run.index} ({run.step.text}) never came up")
                self.frames(2)      # the panel is built and drawn
                index = run.index
                if index not in out.shown:
                    out.shown.append(index)
                    if self.on_step is not None:
                        self.on_step(self.scene, index)
                if run.step.waits_for_next:
                    self.press_next(index)
                elif run.step.do is not None:
                    self.do_step(index)
                else:
                    if not self.until(lambda: run.index != index or scene.broken):
                        raise Stuck(f"watch step {index} got stuck")
            self.frames(3)
            out.finished = scene._built == ("done",) and not scene.broken
            if not out.finished:
                out.problem = f"the end panel is not up ({scene._built})"
        except Stuck as exc:
            out.problem = str(exc)
        out.steps = len(out.shown)
        return out

    def press_next(self, index: int) -> None:
        buttons = self.buttons()
        if "next" not in buttons:
            raise Stuck(f"step {index}: a reading step with no Next button on screen")
        self.click(buttons["next"][0].center)
        if self.scene.run.index == index:
            raise Stuck(f"step {index}: Next did not move on")

    def do_step(self, index: int) -> None:
        """The wrong things first (when probing), then the asked move as a person makes it: the
        marked cards picked, the marked button pressed once (or the click on the card, where that
        is the move); the whole step, a decision of several actions included, must be done then."""
        run = self.scene.run
        if self.probe:
            self.press_wrong_things(index)
        self.pick_marked(index)
        if run.index != index:
            return                 # a table where a click on the card is the move itself
        self.press_move(index)
        if not self.until(lambda: run.index != index or self.scene.broken, 120) or self.scene.broken:
            raise Stuck(f"step {index} ({run.step.text}, asks {run.step.do}): the marked cards and one press "
                        f"of the marked button did not make the move ({run.made} of its actions made); "
                        f"buttons {self.buttons()}, toasts {self.toasts()}")

    def marked_cards(self) -> list[tuple[str, pygame.Rect]]:
        """The cards on screen the asked move uses: each by its code, or the stack of its rank
        (Bao Huang's grouped hand names a stack by its first card)."""
        asked = self.scene.layout.lesson_only
        if asked is None:
            return []
        cards = [(code, rect) for where, code, rect in self.cards() if where != "played"]
        out = []
        for card in asked.cards:
            found = next(((c, r) for c, r in cards if c == card.code), None)
            if found is None:
                found = next(((c, r) for c, r in cards if same_stack(parse_card(c), card)), None)
            if found is not None and found not in out:
                out.append(found)
        return out

    def pick_marked(self, index: int) -> None:
        """Click every card the step marks that is not picked yet (and, for a three-card Tyrant
        play, the one the step names face up a second time, once all three are up)."""
        asked = self.scene.layout.lesson_only
        if asked is None:
            return
        for code, rect in self.marked_cards():
            if not self.is_marked(rect):
                raise Stuck(f"step {index}: the asked card {code} is not marked on screen")
            if not self.is_selected(rect):
                point = self.card_point(code)
                if point is None:
                    raise Stuck(f"step {index}: the asked card {code} cannot be clicked (covered)")
                self.click(point)
        if asked.kind == "play" and len(asked.cards) == 3 and isinstance(asked.value, int):
            face = asked.cards[asked.value]      # the step names it: "click the ♠2 a second time"
            rect = next((r for where, code, r in self.cards() if code == face.code and where == "hand"), None)
            tagged = rect is not None and any(t.x == rect.x for _, t in self.drawn("face_up"))
            if rect is not None and self.is_selected(rect) and not tagged:
                self.click(self.card_point(face.code))
        if asked.value is not None and isinstance(asked.value, str) and ":" in asked.value:
            place = asked.value.rsplit(":", 1)[0]   # Tyrant's chips: the place, then the count
            places = dict(self.drawn("place"))
            if place in places:
                self.click(places[place].center)

    def press_move(self, index: int) -> None:
        """Set the marked options of a dialog (a bid's suit, then its count up or down to the
        number the step names), then press the marked enabled button that makes the move; Enter
        when no marked button is on (a move the key makes)."""
        makers = set(self.scene.layout.button_makes)
        marked = [(name, rect, on) for name, (rect, on) in self.buttons().items()
                  if self.is_marked(rect) and name not in NOT_MOVES]
        for name, rect, on in marked:
            if name not in makers and on:
                self.click(rect.center)
        self.set_count()
        marked = [(name, rect) for name, (rect, on) in self.buttons().items()
                  if on and self.is_marked(rect) and name in makers]
        if marked:
            self.click(marked[0][1].center)
        else:
            self.key(pygame.K_RETURN)

    def set_count(self) -> None:
        """A dialog's count (a Napoleon bid's honours) stepped with − and + to the number the
        asked move names."""
        asked = self.scene.layout.lesson_only
        shown = [name for name, _ in self.drawn("value")]
        if asked is None or not shown or not isinstance(asked.value, str):
            return
        digits = "".join(ch for ch in asked.value if ch.isdigit())
        for _ in range(20):
            shown = [name for name, _ in self.drawn("value")]
            if not digits or not shown:
                return
            now = int(shown[0].rsplit(":", 1)[1])
            if now == int(digits):
                return
            button = self.buttons().get("plus" if now < int(digits) else "minus")
            if button is None or not button[1]:
                return
            self.click(button[0].center)

    # ---- the wrong things ------------------------------------------------------------------------
    def press_wrong_things(self, index: int) -> None:
        scene, run = self.scene, self.scene.run
        asked = scene.layout.lesson_only
        if asked is None:
            raise Stuck(f"step {index} asks for {run.step.do} but nothing is marked")
        rules = scene.match.rules
        cards = self.cards()
        undimmed = [(code, rect) for where, code, rect in cards if where in ("hand", "stock", "pick")
                    and not self.is_dimmed(rect) and not card_fits(rules, parse_card(code), asked)]
        if not asked.cards and not cards:   # a move of no card (pass): the hand is not for clicking now
            hand = [rect for _, rect in self.drawn("hand")]
            point = self.visible_point(hand[0], hand[1:]) if hand else None
            undimmed = [("a hand card", point)] if point is not None else []
        dimmed = self.dimmed_points()
        own = scene.layout.hint_buttons(asked)
        moves = set(scene.layout.button_makes)
        wrong_buttons = [(name, rect) for name, (rect, _) in self.buttons().items()
                         if name in moves and name not in own and name not in NOT_MOVES]
        for what, target in (("an undimmed card the move does not use", undimmed[:1]),
                             ("a dimmed card", dimmed[:1]), ("a button that is not the asked one", wrong_buttons[:1])):
            if not target:
                continue
            name, rect = target[0]
            point = (rect if what == "a dimmed card" or name == "a hand card"
                     else self.card_point(name) if what.startswith("an undimmed") else rect.center)
            if point is None:
                continue
            self.app.toasts.drop("lesson")
            before = (run.index, run.made, len(scene.match.steps))
            self.click(point)
            words = scene.words.move(scene.layout.lesson_only or asked)
            if (run.index, run.made, len(scene.match.steps)) != before:
                raise Stuck(f"step {index}: {what} ({name}) was played")
            if not any(words in text for text in self.toasts()):
                raise Stuck(f"step {index}: {what} ({name}) got {self.toasts()}, not a word naming {words!r}")
            self.outcome.probes += 1


def play_by_clicks(app, game_id: str, probe: bool = True, on_step=None) -> Outcome:
    """Open `game_id`'s lesson from its start on `app` and play it by clicks."""
    from ui.scenes.lesson_table import open_lesson

    scene = open_lesson(app, game_id, restart=True, ai_delay=0.0)
    if scene is None:
        return Outcome(game_id, app.tr.lang, problem="no lesson")
    return ClickDriver(app, scene, probe, on_step=on_step).play()
