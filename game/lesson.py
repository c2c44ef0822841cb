"""A guided lesson: one hand-picked deal of a game, told step by step (pure: no pygame).

A `Lesson` is a seed, options and seats (the learner in seat `human_seat`, Normal AI in the others,
so the whole deal is fixed by the seed) and a list of `LessonStep`s. A step says one or two short
sentences (a string key in `<game>_lesson.json`), rings one zone of the table, names the rule it
teaches (a rule id the rules screen opens at) and waits for one thing:
- `do` set: the learner's action, given as `action_code(action)`; nothing else is accepted. A
  decision the table makes with one button from several actions (Napoleon's discard of three,
  Tyrant's keep of 7) is their codes joined by " + ": the learner picks every card, presses the
  button once, and the actions are played in the script's order;
- `watch` > 0: the lesson plays the learner's next `watch` decisions for them (Normal AI) while
  they watch; the step's words say what to look at;
- neither: the learner reads and presses Next.

`LessonRun` walks a lesson: AI seats play until the learner must act, then steps are taken in
order. Steps left when the deal is over are shown at its end (scoring). The table drives a run
with the learner's clicks; tests drive it with `finish()`, doing what every step asks, and a
lesson whose step asks for an action that is not legal then raises `LessonBroken`."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable, Iterator

from game.actions import Action, Event
from game.cards import parse_cards
from game.match import Match
from game.seats import Seat


class LessonBroken(RuntimeError):
    """A step cannot be done at the point the lesson reaches it (a script out of step with its deal)."""


def action_code(action: Action) -> str:
    """A short, stable name of an action for a script: "play:H7,H8", "bid=S13", "pass"."""
    code = action.kind
    if action.cards:
        code += ":" + ",".join(c.code for c in action.cards)
    if action.value is not None:
        code += f"={action.value}"
    return code


def parse_code(code: str) -> Action:
    """The action `action_code` wrote (a script's `do`)."""
    head, _, value = code.partition("=")
    kind, _, cards = head.partition(":")
    parsed: int | str | None = None
    if value:
        parsed = int(value) if value.lstrip("-").isdigit() else value
    return Action(kind, parse_cards(cards.split(",")) if cards else (), parsed)


def same_choice(rules: Any, one: Action, other: Action) -> bool:
    """Whether two actions are the same decision: the game's own `choice_key` when it has one
    (Tyrant: cards of a suit are alike), else the same kind, value and cards in any order (a
    set clicked in another order is the same set)."""
    key_one, key_other = rules.choice_key(one), rules.choice_key(other)
    if key_one is not one or key_other is not other:
        return key_one == key_other
    return (one.kind, one.value, sorted(c.code for c in one.cards)) == \
        (other.kind, other.value, sorted(c.code for c in other.cards))


@dataclass(frozen=True)
class LessonStep:
    text: str                              # string key of the step's words (`<game>.lesson.*`)
    zone: str | None = None                # the table zone to ring (the game layout's `lesson_zones`)
    rule: str | None = None                # the rule id this step teaches ("T05")
    do: str | None = None                  # the action asked for (`action_code`); None: Next or watch
    watch: int = 0                         # learner decisions the lesson plays itself, for them to watch
    params: dict[str, Any] = field(default_factory=dict)   # the words' format parameters
    clear: tuple[str, ...] = ()            # more zones the step's words send the eye to: the panel keeps off them

    @property
    def waits_for_next(self) -> bool:
        return self.do is None and self.watch == 0

    @property
    def codes(self) -> tuple[str, ...]:
        """The action codes the step asks for, in the order they are played (one, or the several
        actions of one decision)."""
        return tuple(code.strip() for code in self.do.split(" + ")) if self.do else ()


def card_fits(rules: Any, card: Any, asked: Action) -> bool:
    """Whether picking `card` can still make the asked move: one of its cards, or a card the game
    counts alike in its place (Tyrant: another card of the same suit)."""
    if card in asked.cards:
        return True
    for i in range(len(asked.cards)):
        swapped = Action(asked.kind, asked.cards[:i] + (card,) + asked.cards[i + 1:], asked.value)
        if same_choice(rules, swapped, asked):
            return True
    return False


def lesson_verbs(game_id: str) -> tuple[Callable[..., LessonStep], ...]:
    """The three ways a lesson script writes a step, the same in every game:
    `read(key, zone, rule=None, **params)` (Next), `do(key, code, zone, rule=None, **params)` (the
    learner's action, `action_code`), `watch(key, decisions, zone, rule=None, **params)` (played
    for the learner). `key` is short: "welcome" is the string `<game>.lesson.welcome`. Each also
    takes `clear=("plaza",)`: zones besides the ringed one that the step asks the learner to look
    at, which the step panel must not cover."""
    prefix = f"{game_id}.lesson."

    def read(key: str, zone: str | None, rule: str | None = None, clear: tuple[str, ...] = (),
             **params: Any) -> LessonStep:
        return LessonStep(prefix + key, zone=zone, rule=rule, params=params, clear=tuple(clear))

    def do(key: str, code: str, zone: str | None, rule: str | None = None, clear: tuple[str, ...] = (),
           **params: Any) -> LessonStep:
        return LessonStep(prefix + key, zone=zone, rule=rule, do=code, params=params, clear=tuple(clear))

    def watch(key: str, decisions: int, zone: str | None, rule: str | None = None, clear: tuple[str, ...] = (),
              **params: Any) -> LessonStep:
        return LessonStep(prefix + key, zone=zone, rule=rule, watch=decisions, params=params, clear=tuple(clear))

    return read, do, watch


@dataclass(frozen=True)
class Lesson:
    game_id: str
    seed: str
    players: int
    steps: tuple[LessonStep, ...]
    options: dict[str, Any] = field(default_factory=dict)
    human_seat: int = 0
    title: str = ""                        # string key of the lesson's name (`<game>.lesson.title`)
    teaches: tuple[tuple[str, tuple[str, ...]], ...] = ()   # (topic a first game needs, the rule ids teaching it)

    def new_match(self) -> Match:
        seats = [Seat("You", "human", default="you") if i == self.human_seat
                 else Seat(f"CPU {i}", "ai", "normal", default=f"cpu:{i}") for i in range(self.players)]
        return Match(self.game_id, dict(self.options), seats, self.seed)

    def rules_taught(self) -> list[str]:
        return [s.rule for s in self.steps if s.rule]


EventSink = Callable[[int, list[Event]], None]


class LessonRun:
    """A lesson under way: its match and the index of the step shown now.

    Headless (`auto_ai=True`, tests): the run plays the AI seats itself. At the table
    (`auto_ai=False`): the table plays the AI seats with its usual pacing and animation (the same
    decisions: each AI seat's random stream comes from the seed), shows the current step when
    `ready`, plays what the learner chose or `watch_action()`, and then calls `learner_played`."""

    def __init__(self, lesson: Lesson, match: Match | None = None, auto_ai: bool = True,
                 on_events: EventSink | None = None) -> None:
        self.lesson = lesson
        self.match = match if match is not None else lesson.new_match()
        self.index = 0
        self.watched = 0                   # decisions played so far for the current watch step
        self.made = 0                      # actions played so far of the current step's decision
        self.auto_ai = auto_ai
        self.on_events = on_events
        self._watch_rng = random.Random(f"{lesson.seed}/lesson")
        self._normal = self.match.rules.ai_player("normal")
        self._settle()

    # ---- where the lesson is -----------------------------------------------------------------
    @property
    def seat(self) -> int:
        return self.lesson.human_seat

    @property
    def step(self) -> LessonStep | None:
        return self.lesson.steps[self.index] if self.index < len(self.lesson.steps) else None

    @property
    def finished(self) -> bool:
        return self.index >= len(self.lesson.steps)

    @property
    def learner_to_act(self) -> bool:
        return not self.match.deal_over and self.seat in self.match.to_act()

    @property
    def ready(self) -> bool:
        """Whether the current step can be shown: the learner must decide, or the deal is over
        (so the words are true of the table in view; the AI seats act first)."""
        if self.finished:
            return False
        if self.match.deal_over:
            return self.step.waits_for_next
        return self.learner_to_act

    def asked_action(self) -> Action | None:
        """The legal action the current step asks for next (None when it asks for Next or to
        watch): the next of its codes not played yet."""
        step = self.step
        if step is None or step.do is None:
            return None
        return self._resolve(step.codes[self.made])

    def asked_actions(self) -> list[Action]:
        """Every action the current step still asks for (one, or the rest of a decision made of
        several), each legal now; empty when it asks for Next or to watch."""
        step = self.step
        if step is None or step.do is None:
            return []
        rest = step.codes[self.made:]
        return [self._resolve(rest[0])] + [self._resolve(code, own=True) for code in rest[1:]]

    def asked_whole(self) -> Action | None:
        """The current step's whole decision as one action (its kind, every card it still asks
        for): what the table marks; None when it asks for Next or to watch."""
        asked = self.asked_actions()
        if len(asked) <= 1:
            return asked[0] if asked else None
        return Action(asked[0].kind, tuple(c for a in asked for c in a.cards), None)

    def _resolve(self, code: str, own: bool = False) -> Action:
        """The legal action `code` names; with `own`, the script's own action when a legal one is
        the same choice (a game listing one card for many alike names another card of its kind:
        the cards after the next of a decision are marked as the script names them)."""
        step = self.step
        if not self.learner_to_act:
            raise LessonBroken(f"step {self.index} ({step.text}) asks for {code} "
                               f"but the learner is not to act")
        legal_now = self.match.legal(self.seat)
        for action in legal_now:
            if action_code(action) == code:
                return action
        try:
            wanted = parse_code(code)
        except ValueError as exc:
            raise LessonBroken(f"step {self.index} ({step.text}): {code!r} is not an action code") from exc
        for action in legal_now:
            if same_choice(self.match.rules, action, wanted):
                return wanted if own else action
        legal = sorted(action_code(a) for a in legal_now)
        raise LessonBroken(f"step {self.index} ({step.text}) asks for {code}; legal: {legal[:12]}")

    def is_asked(self, action: Action) -> bool:
        """Whether `action` is one the step still asks for (the next, or any of a decision's rest)."""
        return any(same_choice(self.match.rules, action, asked) for asked in self.asked_actions())

    def watch_action(self) -> Action:
        """On a watch step, the learner's decision the lesson makes for them (Normal AI, the
        lesson's own random stream)."""
        step = self.step
        if step is None or step.watch == 0:
            raise LessonBroken(f"step {self.index} is not a watch step")
        if not self.learner_to_act:
            raise LessonBroken(f"watch step {self.index} ({step.text}) but the learner is not to act")
        legal = self.match.legal(self.seat)
        if len(legal) == 1:
            return legal[0]
        return self._normal.choose(self.match.view(self.seat), legal, self._watch_rng)

    # ---- what the learner does ----------------------------------------------------------------
    def next(self) -> None:
        """The learner pressed Next on a reading step."""
        step = self.step
        if step is None or not step.waits_for_next:
            raise LessonBroken(f"Next pressed on step {self.index}, which does not wait for Next")
        self.index += 1
        self._settle()

    def learner_played(self, action: Action) -> None:
        """The learner's action (the asked one, or the watch step's) has been applied to the match."""
        step = self.step
        if step is None:
            raise LessonBroken("an action after the lesson's last step")
        if step.do is not None:
            code = step.codes[self.made]
            if not same_choice(self.match.rules, action, parse_code(code)):
                raise LessonBroken(f"step {self.index} asked for {code}, got {action_code(action)}")
            self.made += 1
            if self.made >= len(step.codes):
                self.made = 0
                self.index += 1
        elif step.watch:
            self.watched += 1
            if self.watched >= step.watch:
                self.watched = 0
                self.index += 1
        else:
            raise LessonBroken(f"an action on reading step {self.index}")
        self._settle()

    def try_action(self, action: Action) -> bool:
        """Headless: the learner chose `action`; when it is one the step asks for (the same choice,
        cards in any order) the step's next asked action is played and the lesson goes on, else
        it is refused (False) and nothing changes. The table does the same."""
        if not self.is_asked(action):
            return False
        asked = self.asked_action()      # the script's own cards and order: the deal stays the one the words tell
        self._play(self.seat, asked)
        self.learner_played(asked)
        return True

    def watch_one(self) -> None:
        """Headless: play the learner's next decision of a watch step."""
        action = self.watch_action()
        self._play(self.seat, action)
        self.learner_played(action)

    def walk(self) -> Iterator[LessonStep]:
        """Headless: each step as it is shown (the caller may look at the table then), then done
        as it asks, to the end. Raises LessonBroken for a step that can never be shown."""
        while not self.finished:
            step = self.step
            if not self.ready:
                raise LessonBroken(f"step {self.index} ({step.text}) can never be shown: "
                                   f"deal over={self.match.deal_over}")
            yield step
            self.do_step()

    def finish(self) -> list[LessonStep]:
        """Headless: do what every step asks, to the end (tests, and the check of a new script).
        Returns the steps in the order they were shown."""
        return list(self.walk())

    def fast_forward(self, steps_done: int) -> None:
        """Headless resume: redo the first `steps_done` steps (the deal is fixed by the seed, so
        this is where the learner left off)."""
        while self.index < min(steps_done, len(self.lesson.steps)):
            self.do_step()

    def do_step(self) -> None:
        """Headless: do what the current step asks (the asked move, the rest of a watch step's
        decisions, or Next)."""
        step = self.step
        if step.do is not None:
            index = self.index
            while self.index == index and not self.finished:
                self.try_action(self.asked_action())
        elif step.watch:
            for _ in range(step.watch - self.watched):
                self.watch_one()
        else:
            self.next()

    # ---- the other seats ----------------------------------------------------------------------
    def _play(self, seat: int, action: Action) -> None:
        events = self.match.play(seat, action)
        if self.on_events:
            self.on_events(seat, events)

    def _settle(self) -> None:
        """Headless: let the AI seats act until the learner must decide or the deal is over."""
        if not self.auto_ai:
            return
        match = self.match
        while not match.deal_over:
            ai = next((s for s in match.to_act() if match.is_ai(s)), None)
            if ai is None:
                return
            self._play(ai, match.ai_choice(ai))


def lesson_for(game_id: str) -> Lesson | None:
    """The game's lesson (`engines/<game>/lesson.py`, `LESSON`), or None while it has none."""
    import importlib

    from game.registry import GAME_MODULES

    try:
        module = importlib.import_module(f"{GAME_MODULES[game_id]}.lesson")
    except ModuleNotFoundError:
        return None
    return getattr(module, "LESSON", None)
