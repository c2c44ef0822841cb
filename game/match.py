"""A match: a rule set with its options, seats, a seed and the list of actions taken. Deals
follow one another (each deal's `carry` feeds the next), totals add up, and the action list is
the save file and the replay: replaying it reproduces the match exactly.

RNG streams are derived from seeds by name, so they never interfere: deal i uses
Random(f"{deal_seed}/deal{i}") and the AI in seat s uses Random(f"{seed}/ai{s}").

Where a deal's seed comes from: a match given `deal_seeds` (a list, empty for a new match) draws
each deal's seed from the operating system when that deal starts (game/seeds.py) and keeps it in
that list, so nothing written before a deal starts can predict its cards; a match without them (a
headless `--seed N`, a lesson, a file from before deal seeds) derives every deal from `seed`
(deal_seed = seed), so the seed alone replays the whole match."""
from __future__ import annotations

import hashlib
import random
from collections import Counter
from dataclasses import dataclass, field
from typing import Any, Callable

from game import registry
from game.actions import Action, Event, events_for
from game.engine import DealResult, Ruleset
from game.seats import Seat
from game.seeds import new_seed
from game.views import cards_in


@dataclass
class Step:
    deal: int
    seat: int
    action: Action

    def to_json(self) -> dict[str, Any]:
        return {"deal": self.deal, "seat": self.seat, "action": self.action.to_json()}


@dataclass
class Match:
    game_id: str
    options: dict[str, Any]
    seats: list[Seat]
    seed: int | str
    deal_seeds: list[int | str] | None = None   # None: every deal from `seed`; a list: drawn per deal
    rules: Ruleset = field(init=False)
    state: Any = field(init=False)
    deal_index: int = field(init=False, default=0)
    steps: list[Step] = field(init=False, default_factory=list)
    deal_results: list[DealResult] = field(init=False, default_factory=list)
    hints_used: int = field(init=False, default=0)   # Hard-level hints a human asked for (saved)
    undos_used: int = field(init=False, default=0)   # decisions a human took back (saved, game/undo.py)
    reviews: list = field(init=False, default_factory=list)   # reviews weighed so far (game/review.py JSON; saved)
    coach_notes: int = field(init=False, default=0)  # the Coach's notes on a human's clearly worse decisions (saved)
    player_seat: int | None = field(init=False, default=None)   # a copy of an online match: this computer's seat (saved)

    def __post_init__(self) -> None:
        self.rules = registry.load(self.game_id)
        if not self.rules.min_players <= len(self.seats) <= self.rules.max_players:
            raise ValueError(
                f"{self.game_id} takes {self.rules.min_players}–{self.rules.max_players} players,"
                f" not {len(self.seats)}")
        self.options = self.rules.normalise_options(self.options)
        if self.deal_seeds is not None:
            self.deal_seeds = list(self.deal_seeds)
        self._ai = [self.rules.ai_player(s.level) if not s.is_human else None for s in self.seats]
        self._ai_rng = [random.Random(f"{self.seed}/ai{i}") for i in range(len(self.seats))]
        # (steps so far, seat, rng state) as each AI decision of this deal starts: what undo restores
        self.rng_log: list[tuple[int, int, Any]] = []
        self._notes_rng = any(s.is_human for s in self.seats)
        humans = [i for i, s in enumerate(self.seats) if s.is_human]
        self.watched = humans[0] if len(humans) == 1 else None   # the solo player, whose sight undo respects
        self.decided: list[bool] = []   # per step: the watched seat's, with more than one legal action
        self.shown_at = -1   # the last step that showed the watched seat a card it had not seen this deal
        self.state = self._new_deal(None)
        self._seen = self._sight([])

    # ---- structure --------------------------------------------------------------------------
    @property
    def players(self) -> int:
        return len(self.seats)

    @property
    def deals(self) -> int:
        return self.rules.deals_in_match(self.options)

    def deals_shown(self, deal_number: int) -> int:
        """The "of N" to show beside deal `deal_number` (from 1): 0 when the match is open-ended
        (played to a target), and never less than the deal shown (a tie plays extra deals)."""
        return 0 if self.deals == 0 else max(self.deals, deal_number)

    def _new_deal(self, carry: dict[str, Any] | None) -> Any:
        rng = random.Random(f"{self.deal_seed(self.deal_index)}/deal{self.deal_index}")
        return self.rules.new_deal(self.options, self.players, rng, carry)

    def deal_seed(self, index: int) -> int | str:
        """The seed deal `index` is dealt from: `seed` itself, or for a match with `deal_seeds`
        the one kept for that deal, drawn from the operating system when the deal starts."""
        if self.deal_seeds is None:
            return self.seed
        while len(self.deal_seeds) <= index:
            self.deal_seeds.append(new_seed())
        return self.deal_seeds[index]

    def restarted(self) -> "Match":
        """A fresh copy at the first deal's start: the same game, options, seats and seeds (each
        deal kept so far is dealt again the same), nothing played."""
        seeds = None if self.deal_seeds is None else list(self.deal_seeds)
        return type(self)(self.game_id, dict(self.options), list(self.seats), self.seed, seeds)

    @property
    def tag(self) -> str:
        """A short name for this match in logs and messages: a hash that names it without giving
        its seed away."""
        return hashlib.sha256(f"{self.game_id}/{self.seed}".encode()).hexdigest()[:10]

    @property
    def deal_over(self) -> bool:
        return self.rules.is_over(self.state)

    @property
    def over(self) -> bool:
        return self.rules.match_over(self.options, self.deal_results, self.totals())

    # ---- playing ----------------------------------------------------------------------------
    def to_act(self) -> tuple[int, ...]:
        return () if self.deal_over else self.rules.to_act(self.state)

    def legal(self, seat: int) -> list[Action]:
        return self.rules.legal_actions(self.state, seat)

    def view(self, seat: int | None) -> Any:
        return self.rules.view(self.state, seat)

    def play(self, seat: int, action: Action) -> list[Event]:
        """Apply one action through the rules' gate (`Ruleset.apply_checked`: raises
        IllegalAction, state untouched, unless it is well-formed and one of the legal actions).
        Records the deal's result when the deal ends; call `next_deal` to go on."""
        if self.over or self.deal_over:
            from game.errors import IllegalAction
            raise IllegalAction("common.err.deal_over", "The deal is over.")
        decided = seat == self.watched and len(self.legal(seat)) > 1
        events = self.rules.apply_checked(self.state, seat, action)
        self.steps.append(Step(self.deal_index, seat, action))
        self.decided.append(decided)
        if self.watched is not None:
            shown = self._sight(events)
            if shown - self._seen:
                self.shown_at = len(self.steps) - 1
            self._seen |= shown
        if self.deal_over:
            self.deal_results.append(self.rules.result(self.state))
        return events

    def next_deal(self) -> None:
        if not self.deal_over or self.over:
            raise RuntimeError("next_deal called while a deal is running or the match is over")
        carry = self.deal_results[-1].carry
        self.deal_index += 1
        self.state = self._new_deal(carry)
        self._seen = self._sight([])
        self.rng_log.clear()   # undo never reaches back into an earlier deal

    def _sight(self, events: list[Event]) -> Counter:
        """The cards the watched seat sees now: in its view and in `events` as shown to it (empty
        when no seat is watched). What undo compares to tell whether a step showed something new."""
        if self.watched is None:
            return Counter()
        seen = Counter(cards_in(self.view(self.watched)))
        for event in events_for(events, self.watched):
            seen |= Counter(card for card in event.cards if card is not None)
        return seen

    def ai_choice(self, seat: int) -> Action:
        """What the AI in `seat` decides, from its own view only."""
        return self.ai_decision(seat)()

    def ai_decision(self, seat: int) -> Callable[[], Action]:
        """The AI in `seat`'s decision, prepared now from its view and legal actions at this moment:
        calling it decides without reading the match again, so a worker thread may run it while
        other seats' simultaneous choices are applied meanwhile."""
        player = self._ai[seat]
        if player is None:
            raise ValueError(f"seat {seat} is human")
        view, legal, rng = self.view(seat), self.legal(seat), self._ai_rng[seat]
        if self._notes_rng:
            self.rng_log.append((len(self.steps), seat, rng.getstate()))
        return lambda: player.choose(view, legal, rng)

    def ai_rng_state(self, seat: int) -> Any:
        return self._ai_rng[seat].getstate()

    # ---- undo (solo play) ---------------------------------------------------------------------
    def undo_last_human(self, seat: int) -> int:
        """Take back `seat`'s (a human's) last decision in this deal and every step after it: the
        match becomes the one rebuilt from the seed at that point (game/undo.py), AI random streams
        included, and `undos_used` counts one more. Returns how many steps were taken back; raises
        UndoRefused (nothing changed) when there is nothing to take back."""
        from game import undo

        point = undo.undo_point(self, seat)
        states = undo.rng_states(self, point)
        rebuilt = undo.replayed(self, point)
        taken = len(self.steps) - point
        self.state, self.deal_index = rebuilt.state, rebuilt.deal_index
        self.steps, self.deal_results = rebuilt.steps, rebuilt.deal_results
        self.decided, self.shown_at, self._seen = rebuilt.decided, rebuilt.shown_at, rebuilt._seen
        for ai_seat, state in states.items():   # new objects: a decision still thinking keeps the old
            self._ai_rng[ai_seat] = random.Random()
            self._ai_rng[ai_seat].setstate(state)
        self.rng_log = [entry for entry in self.rng_log if entry[0] < point]
        self.undos_used += 1
        return taken

    def ai_of(self, seat: int) -> Any:
        """The AI player of `seat` (None for a human seat)."""
        return self._ai[seat]

    def is_ai(self, seat: int) -> bool:
        return self._ai[seat] is not None

    def run_ai_until_human(self, on_events=None) -> None:
        """Let AI seats act until a human must decide, a deal ends, or the match ends."""
        while not self.deal_over:
            # `to_act` asked again after every action (game/engine.py): one can change who acts
            seat = next((s for s in self.to_act() if self.is_ai(s)), None)
            if seat is None:
                return
            events = self.play(seat, self.ai_choice(seat))
            if on_events:
                on_events(seat, events)

    def play_out(self) -> None:
        """Play every remaining deal with AI seats only (headless runs)."""
        while True:
            self.run_ai_until_human()
            if not self.deal_over:
                raise RuntimeError("play_out needs AI in every seat")
            if self.over:
                return
            self.next_deal()

    # ---- results ----------------------------------------------------------------------------
    def totals(self) -> list[int]:
        totals = [0] * self.players
        for result in self.deal_results:
            for seat, points in enumerate(result.scores):
                totals[seat] += points
        return totals

    def winners(self) -> list[int]:
        return self.rules.match_winners(self.deal_results, self.totals())
