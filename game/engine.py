"""The engine contract every rule set implements, so the table, the AI, saves and tests treat all
games alike. A rule set is pure Python: it never imports pygame and never uses the global RNG.

Lifecycle of one deal (a match is one or more deals, see `game.match`):

    state = rules.new_deal(options, players, rng, carry)    # carry: previous deal's `carry`
    while not rules.is_over(state):
        seat = rules.to_act(state)[0]                        # asked again after EVERY apply
        action = <choose among rules.legal_actions(state, seat)>   # never empty for that seat
        events = rules.apply(state, seat, action)            # mutates state, returns Events
    result = rules.result(state)

`to_act` must be asked again after every `apply`, never iterated from an earlier answer: one
action can change who acts next (in Daifugo13 a sandstorm played out of turn takes the lead, and
the seat that was on turn no longer acts). While the deal is not over `to_act` is never empty and
every seat in it has at least one legal action; once it is over `to_act` is empty.
tests/contract/test_engine_loop.py plays random deals of every registered game with this loop.

Simultaneous choices (Democracy): `to_act` lists every seat that has not chosen yet, in any
order of arrival (any seat of it may go next, not only the first); a choice made is hidden from the
other seats' views and events (`Event.visible_to`) until the engine reveals all of them in one
event once the last seat has chosen.

`apply` validates first and raises `IllegalAction` (with a readable reason) without touching the
state, for any input: a seat or action of the wrong type (game/validate.py `check_shape`, its first
step in every engine), a seat not to act, a move the rules refuse, or a move with a value or cards
its kind does not take. A multi-step decision is a sequence of small actions with a phase in the
state, so `legal_actions` stays short (never thousands of combinations).

Two ways in. `apply` is the fast path: the search's rollouts (game/search.py, game/ismcts.py) call
it millions of times with actions taken from `legal_actions`, so it never derives the legal
actions again. `apply_checked` is the gate for every decision that comes from outside the engine:
`Match.play` (hence the table, the replay and save loader, the replay viewer) goes through it. It
checks the shape, that the seat is to act and that the action is one of `legal_actions(state,
seat)` (up to `choice_key`: where a game lists one representative of alike card choices, any of
them), then calls `apply`; a refusal carries the rules' own reason where they give one.

A game's Ruleset is assembled from its modules: `parts` names them (deal, flow, view, belief,
scoring, hint, hard, state), and each contract function a part defines under the contract's name
(`PART_FUNCTIONS`; `make_deal` is a deal module's `new_deal`, `clone` a state module's
`clone_state`) becomes the rule set's method. The class itself writes only what is its own: the
ids and options, and any method that needs more than a module function (an AI player built for
the level, the match's end).

`view(state, seat)` returns exactly what that seat may see (the information set in the rules
file); `view(state, None)` is the spectator's. The table draws from views and the AI decides from
views. `sample_state(view, rng)` builds a full state consistent with a view, for search AI.
"""
from __future__ import annotations

import copy
import random
from abc import ABC, abstractmethod
from dataclasses import dataclass, field
from types import ModuleType
from typing import Any, Callable, ClassVar

from game.actions import Action, Event
from game.errors import IllegalAction
from game.validate import check_shape, junk_reason


@dataclass(frozen=True)
class OptionSpec:
    """A rule option a player sets before the match. `kind` is "bool", "int" or "choice".
    `requires` names a bool option this one refines: it only matters (and the options screen
    only lets it be changed) while that option is on."""

    key: str
    kind: str
    default: Any
    choices: tuple[Any, ...] = ()
    minimum: int | None = None
    maximum: int | None = None
    requires: str | None = None


@dataclass(frozen=True)
class ScoreLine:
    """One line of a seat's score breakdown. `key` is a string-table key ("tyrant.line.base"),
    `params` fill it in ("cards": "♥K ♥A")."""

    key: str
    points: int
    params: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"key": self.key, "points": self.points, "params": dict(self.params)}


@dataclass
class DealResult:
    """The outcome of one deal: points per seat with a line-by-line breakdown, the deal's winners
    (empty if the game does not name one per deal), game-specific JSON-able `details` (per-seat
    facts the results screen and replay show) and `carry` (what the next deal must know)."""

    scores: list[int]
    lines: list[list[ScoreLine]]
    winners: list[int] = field(default_factory=list)
    details: dict[str, Any] = field(default_factory=dict)
    carry: dict[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {
            "scores": list(self.scores),
            "lines": [[ln.to_json() for ln in seat] for seat in self.lines],
            "winners": list(self.winners),
            "details": self.details,
            "carry": self.carry,
        }


@dataclass(frozen=True)
class SearchHooks:
    """What a game adds to Hard's shared search (game/search.py), declared by
    `Ruleset.search_hooks`; every hook is optional.

    - `playout_view(state, seat)`: a cheap view of a sampled world, with the fields the game's
      Normal player reads, for the playouts (the same choices as on the full view);
    - `rollout_policy(state, seat, legal, rng)`: the playouts' policy, instead of Normal deciding
      on each seat's view;
    - `rechoose_hidden_choices(state, viewer, rng)`: re-choose, in a sampled world, the face-down
      choices other seats have already made (simultaneous choices), as the game's policy would;
    - `search_candidates(view, legal, normal)`: the actions of a wide decision worth searching
      (Normal's choice is always kept);
    - `quick(view, legal)`: decisions answered at once by the prior, where thinking over them would
      show at the table what the seat holds."""

    playout_view: Callable[[Any, int], Any] | None = None
    rollout_policy: Callable[[Any, int, list[Action], random.Random], Action] | None = None
    rechoose_hidden_choices: Callable[[Any, int, random.Random], None] | None = None
    search_candidates: Callable[[Any, list[Action], Action], list[Action]] | None = None
    quick: Callable[[Any, list[Action]], bool] | None = None


# The contract's functions a game's modules provide by name (`Ruleset.parts`); the key is the
# method, the value the module function's name.
PART_FUNCTIONS = {"make_deal": "new_deal", "opening_events": "opening_events", "to_act": "to_act",
                  "legal_actions": "legal_actions", "apply": "apply", "choice_key": "choice_key",
                  "is_over": "is_over", "view": "view", "sample_state": "sample_state",
                  "clone": "clone_state", "all_cards": "all_cards", "result": "result", "notes": "notes",
                  "match_over": "match_over", "hint_reason": "hint_reason", "whole_hint": "whole_hint",
                  "utility": "utility", "search_hooks": "search_hooks"}


def assemble(cls: type, parts: tuple[ModuleType, ...]) -> None:
    """Give `cls` each contract method (PART_FUNCTIONS) its own body does not write, from the one
    part module that defines that function itself (a name it imports does not count). A function
    defined by two parts is an error: the rule set would depend on the order of its parts."""
    for method, name in PART_FUNCTIONS.items():
        if method in vars(cls):
            continue
        found = [getattr(part, name) for part in parts if defines(part, name)]
        if len(found) > 1:
            raise TypeError(f"{cls.__name__}: {name} is defined by more than one of its parts")
        if found:
            setattr(cls, method, staticmethod(found[0]))


def defines(module: ModuleType, name: str) -> bool:
    function = getattr(module, name, None)
    return callable(function) and getattr(function, "__module__", None) == module.__name__


class Ruleset(ABC):
    """One game's rules. Subclasses set the class attributes, name their `parts` (the modules the
    contract's functions come from) and write the methods that are their own."""

    parts: ClassVar[tuple[ModuleType, ...]] = ()

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        if "parts" in vars(cls):      # a subclass of a game's rules keeps what it inherits
            assemble(cls, cls.parts)

    id: str = ""
    min_players: int = 2
    max_players: int = 2
    usual_players: int = 0         # the table size tests, tools and benchmarks use (0: max_players)
    options: tuple[OptionSpec, ...] = ()
    face_down_phases: tuple[str, ...] = ()   # phases whose choices are made at once and face down,
                                   # revealed together after the last (the table lets a human choose
                                   # while the AI seats think; no event may tell the choices apart)
    lower_is_better: bool = False  # match totals: True for games scored by penalty points
    easy_slip: float = 0.5         # share of the Easy level's decisions that slip (game.players)
    fast_clone: bool = False       # `clone` is the game's own quick copy: the search copies each
                                   # sampled world per candidate instead of dealing it again
    blunder_analysis: tuple[int, int] = (1000, 400)   # the blunder labeller's (analysis playouts,
                                   # paired worlds): ten times or more what the coach gets at the table

    # ---- setting up -------------------------------------------------------------------------
    def default_options(self) -> dict[str, Any]:
        return {o.key: o.default for o in self.options}

    def normalise_options(self, options: dict[str, Any] | None) -> dict[str, Any]:
        """Defaults filled in, unknown keys refused, values checked. Raises ValueError."""
        merged = self.default_options()
        for key, value in (options or {}).items():
            spec = next((o for o in self.options if o.key == key), None)
            if spec is None:
                raise ValueError(f"unknown option for {self.id}: {key}")
            if spec.kind == "bool" and not isinstance(value, bool):
                raise ValueError(f"option {key} must be true or false")
            if spec.kind == "int":
                if not isinstance(value, int) or isinstance(value, bool):
                    raise ValueError(f"option {key} must be a whole number")
                if (spec.minimum is not None and value < spec.minimum) or (
                    spec.maximum is not None and value > spec.maximum
                ):
                    raise ValueError(f"option {key} out of range")
            if spec.kind == "choice" and value not in spec.choices:
                raise ValueError(f"option {key} must be one of {spec.choices}")
            merged[key] = value
        return merged

    def usual_table(self) -> int:
        """The usual number of players (`usual_players`, else `max_players`): the table size the
        tests, the tools and the benchmarks deal for, so none of them lists the games."""
        return self.usual_players or self.max_players

    def one_deal_options(self) -> dict[str, Any]:
        """Options for the shortest match the game plays (one deal where there is a "deals"
        option; the defaults otherwise), for tests and tools."""
        return {"deals": 1} if any(o.key == "deals" for o in self.options) else {}

    def shortest_options(self) -> dict[str, Any]:
        """Options for the shortest whole match (a test that needs a match's end soon): one deal; a
        game played to a target overrides this with its lowest target."""
        return self.one_deal_options()

    def deals_in_match(self, options: dict[str, Any]) -> int:
        """Deals a match plays; 0 means open-ended (the match ends when `match_over` says so)."""
        return int(options.get("deals", 1))

    def match_over(self, options: dict[str, Any], deal_results: list["DealResult"],
                   totals: list[int]) -> bool:
        """Whether the match ends after these finished deals. Default: the fixed number of
        deals is played. A game played to a target (Democracy's M11) overrides this."""
        return len(deal_results) >= self.deals_in_match(options)

    def new_deal(self, options: dict[str, Any] | None, players: int, rng: random.Random,
                 carry: dict[str, Any] | None = None) -> Any:
        """A whole deal from a seeded RNG; `carry` is the previous deal's `DealResult.carry`. The
        options are normalised (`normalise_options`) before the game's `make_deal` sees them."""
        return self.make_deal(self.normalise_options(options), players, rng, carry)

    @abstractmethod
    def make_deal(self, options: dict[str, Any], players: int, rng: random.Random,
                  carry: dict[str, Any] | None) -> Any:
        """The game's deal (its deal module's `new_deal`): options normalised, the player count
        checked by the game (ValueError)."""

    def opening_events(self, state: Any) -> list[Event]:
        """The set-up of a fresh deal as events (dealing, first-leader draw), for the table's
        opening animation; already in the state, so replays need nothing extra."""
        return []

    # ---- playing ----------------------------------------------------------------------------
    @abstractmethod
    def to_act(self, state: Any) -> tuple[int, ...]:
        """Seats whose decision it is now (empty once the deal is over)."""

    @abstractmethod
    def legal_actions(self, state: Any, seat: int) -> list[Action]:
        """Every legal decision of `seat` now (empty if it is not that seat's turn)."""

    @abstractmethod
    def apply(self, state: Any, seat: int, action: Action) -> list[Event]:
        """Validate (`check_shape` first), then change the state. Raises IllegalAction leaving the
        state untouched. The fast path for the search; outside decisions use `apply_checked`."""

    def choice_key(self, action: Action) -> Any:
        """What tells one choice from another, for `apply_checked`: the action itself by default.
        A game whose `legal_actions` lists one representative of several alike card choices returns
        what the representative and its alikes share; `apply`'s own check then makes sure the
        cards named are held. `action` is well-formed (`check_shape`) when this is called."""
        return action

    def apply_checked(self, state: Any, seat: int, action: Action) -> list[Event]:
        """`apply` for a decision from outside the engine (see the module docstring): refuses a
        malformed seat or action, a seat not to act and an action that is not one of the legal
        ones, raising IllegalAction with the state untouched."""
        check_shape(seat, action)
        if seat in self.to_act(state):
            key = self.choice_key(action)
            if any(self.choice_key(a) == key for a in self.legal_actions(state, seat)):
                return self.apply(state, seat, action)
        raise self._refusal(state, seat, action)

    def _refusal(self, state: Any, seat: int, action: Action) -> IllegalAction:
        """The rules' own reason for refusing `action`, found by applying it to a copy (the state
        itself is never touched); if they would take it, what is wrong with it (junk)."""
        try:
            self.apply(self.clone(state), seat, action)
        except IllegalAction as exc:
            return exc
        except Exception:  # noqa: BLE001 - an engine choking on a copy: still only a refusal
            return IllegalAction("common.err.not_legal", "That move is not allowed now.")
        acting = seat in self.to_act(state)
        return junk_reason(action, self.legal_actions(state, seat) if acting else [])

    @abstractmethod
    def view(self, state: Any, seat: int | None) -> Any:
        """What `seat` may see (None: a spectator)."""

    @abstractmethod
    def sample_state(self, view: Any, rng: random.Random) -> Any:
        """A full state consistent with `view`: hidden cards dealt at random, respecting all that
        is public and everything the viewing seat knows."""

    @abstractmethod
    def is_over(self, state: Any) -> bool:
        ...

    @abstractmethod
    def result(self, state: Any) -> DealResult:
        ...

    # ---- helpers with sensible defaults -----------------------------------------------------
    def clone(self, state: Any) -> Any:
        return copy.deepcopy(state)

    def all_cards(self, state: Any) -> list[Any]:
        """Every card of the deal, wherever it lies (for conservation tests). Override."""
        raise NotImplementedError

    # ---- AI levels: each game declares its players, `ai_player` maps a level to one ---------
    def normal_player(self) -> Any:
        """The game's rule-based Normal player (engines/<game>/ai.py)."""
        raise NotImplementedError

    def easy_player(self) -> Any:
        """The Easy level: Normal with slips to a neighbouring action (`easy_slip`)."""
        from game.players import EasyPlayer

        return EasyPlayer(self.normal_player(), slip=self.easy_slip)

    def hard_player(self) -> Any:
        """The Hard level: the shared search with the game's `search_hooks`."""
        from game.search import SearchPlayer

        return SearchPlayer(self)

    def search_hooks(self) -> SearchHooks:
        """What the game adds to Hard's search (none by default)."""
        return SearchHooks()

    def ai_player(self, level: str) -> Any:
        """An AI player of this game for `level`: "easy", "normal", "hard" (the players' levels)
        or "random" (the tests' baseline). Games declare `normal_player` (and, where they differ
        from the defaults, `easy_player`, `hard_player`, `search_hooks`); old level names in
        files are mapped where seats are read (`game.seats`)."""
        from game.players import RandomPlayer

        makers = {"random": RandomPlayer, "easy": self.easy_player,
                  "normal": self.normal_player, "hard": self.hard_player}
        if level not in makers:
            raise ValueError(f"no AI level {level!r} for {self.id}")
        return makers[level]()

    # ---- facts for the table, the hint and the search -------------------------------------
    def hint_reason(self, view: Any, action: Action, legal: list[Action]) -> tuple[str, dict[str, Any]] | None:
        """The Hint's reason in plain words for `action`, read from the table as `view` shows it (a
        fact of the position, e.g. "takes the trick so far with the lowest card that can"), as a
        string key and its parameters; None when the game has nothing certain to say. Override."""
        return None

    def whole_hint(self, view: Any, legal: list[Action]) -> tuple[Action, tuple[str, dict[str, Any]]] | None:
        """For a choice the table makes of many one-card actions at once (Tyrant's 7 cards kept at
        the start): the Hint's whole proposal as one Action whose cards are the set, with its
        reason (string key and params), from `view` only; None (the default): the Hint advises one
        legal action as usual. Override."""
        return None

    def notes(self, result: DealResult) -> list[tuple[int | None, str, dict[str, Any]]]:
        """Facts of a finished deal beyond the score lines, as (seat or None, string key, params):
        e.g. Tyrant's eliminations and the tie-break that decided. Shown by the headless table."""
        return []

    def utility(self, result: DealResult, seat: int) -> float:
        """How good a finished deal is for `seat`, for search AI: winning counts most, then the
        margin of points over the others' average (sign flipped when lower is better)."""
        n = len(result.scores)
        others = (sum(result.scores) - result.scores[seat]) / max(1, n - 1)
        margin = result.scores[seat] - others
        if self.lower_is_better:
            margin = -margin
        won = 1.0 if seat in result.winners else 0.0
        return won + margin / 100.0

    def match_winners(self, deal_results: list[DealResult], totals: list[int]) -> list[int]:
        """Default: best total wins, ties share. A one-deal game with its own winner rule (Tyrant's
        Monarchomachi) returns that deal's winners."""
        if len(deal_results) == 1 and deal_results[0].winners:
            return list(deal_results[0].winners)
        best = min(totals) if self.lower_is_better else max(totals)
        return [s for s, t in enumerate(totals) if t == best]
