"""A match: a rule set with its options, seats, a seed and the list of actions taken. Deals
follow one another (each deal's `carry` feeds the next), totals add up, and the action list is
the save file and the replay: replaying it reproduces the match exactly.

RNG streams are derived from the seed by name, so they never interfere: deal i uses
Random(f"{seed}/deal{i}") and the AI in seat s uses Random(f"{seed}/ai{s}")."""
from __future__ import annotations

import random
from dataclasses import dataclass, field
from typing import Any, Callable

from game import registry
from game.actions import Action, Event
from game.engine import DealResult, Ruleset
from game.seats import Seat


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
    rules: Ruleset = field(init=False)
    state: Any = field(init=False)
    deal_index: int = field(init=False, default=0)
    steps: list[Step] = field(init=False, default_factory=list)
    deal_results: list[DealResult] = field(init=False, default_factory=list)
    hints_used: int = field(init=False, default=0)   # Hard-level hints a human asked for (saved)
    undos_used: int = field(init=False, default=0)   # decisions a human took back (saved, game/undo.py)
    reviews: list = field(init=False, default_factory=list)   # reviews weighed so far (game/review.py JSON; saved)
    coach_notes: int = field(init=False, default=0)  # the Coach's notes on a human's clearly worse decisions (saved)

    def __post_init__(self) -> None:
        self.rules = registry.load(self.game_id)
        if not self.rules.min_players <= len(self.seats) <= self.rules.max_players:
            raise ValueError(
                f"{self.game_id} takes {self.rules.min_players}–{self.rules.max_players} players,"
                f" not {len(self.seats)}")
        self.options = self.rules.normalise_options(self.options)
        self._ai = [self.rules.ai_player(s.level) if not s.is_human else None for s in self.seats]
        self._ai_rng = [random.Random(f"{self.seed}/ai{i}") for i in range(len(self.seats))]
        # (steps so far, seat, rng state) as each AI decision of this deal starts: what undo restores
        self.rng_log: list[tuple[int, int, Any]] = []
        self._notes_rng = any(s.is_human for s in self.seats)
        self.state = self._new_deal(None)

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
        rng = random.Random(f"{self.seed}/deal{self.deal_index}")
        return self.rules.new_deal(self.options, self.players, rng, carry)

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
        events = self.rules.apply_checked(self.state, seat, action)
        self.steps.append(Step(self.deal_index, seat, action))
        if self.deal_over:
            self.deal_results.append(self.rules.result(self.state))
        return events

    def next_deal(self) -> None:
        if not self.deal_over or self.over:
            raise RuntimeError("next_deal called while a deal is running or the match is over")
        carry = self.deal_results[-1].carry
        self.deal_index += 1
        self.state = self._new_deal(carry)
        self.rng_log.clear()   # undo never reaches back into an earlier deal

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
