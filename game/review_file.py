"""Reviews kept in a file (the "reviews" of a replay or save, docs/replay-format.md), read as data
and never trusted: every entry is rebuilt from the fields this code writes (nothing else in it is
kept), or dropped. An entry is read only when its reason is one of the game's plain-words reasons
(a "ui.hint.why.*" string of the tables) with parameters of the expected types, its figures are
finite numbers (clamped to their ranges), its items name that seat's own decisions in that deal,
the action taken at each, and a `best` that was one of the legal actions there (the match is
replayed to those steps). At most MAX_REVIEWS entries and MAX_ITEMS items an entry are read.
Pure: no pygame."""
from __future__ import annotations

import math
import string
from functools import lru_cache
from typing import Any

from game.actions import Action
from game.files import short_text
from game.hints import SUIT_SIGNS
from game.i18n import LANGUAGES, table
from game.views import cards_in

REVIEW_VERSION = 1         # the "version" of a kept review this code reads and writes (game/review.py)
MAX_REVIEWS = 64           # one per deal and seat is plenty; the rest of a list is not read
MAX_ITEMS = 400            # items of one entry: far more than one seat decides in any deal
REASON_PREFIX = "ui.hint.why."
SHARE_RANGE = (0.0, 1.0)   # chances to win the deal
LOSS_RANGE = (-100.0, 100.0)   # the expected result given up, utility units (1.0 = a whole win)
Z_RANGE = (-99.0, 99.0)    # standard errors (to_json writes an infinite z as 99)
MAX_WORLDS = 10 ** 7       # sampled worlds behind one figure
MAX_PARAM = 10 ** 6        # a reason's whole-number parameter (a power, a chip drop, a count)


def whole_in(low: int, high: int):
    def check(value: Any) -> Any:
        if type(value) is not int or not low <= value <= high:
            raise ValueError("a reason's number is not a whole number in range")
        return value
    return check


def suit_sign(value: Any) -> str:
    if value not in SUIT_SIGNS.values():
        raise ValueError(f"a reason's suit {short_text(repr(value), 40)} is not a suit")
    return value


# the parameters a reason may take, by name, each with its check (a name not here: not a reason)
PARAM_CHECKS = {"power": whole_in(-MAX_PARAM, MAX_PARAM), "drop": whole_in(-MAX_PARAM, MAX_PARAM),
                "n": whole_in(0, MAX_PARAM), "suit": suit_sign}
PHRASE_PARAMS = frozenset({"cards", "parts"})   # phrases inside a reason (Tyrant's keep), see `param`
MAX_DEPTH = 3              # a phrase in a phrase in a reason
MAX_PHRASES = 8            # phrases in one list (a keep names at most the four suits and two more)


@lru_cache(maxsize=None)
def reason_fields() -> dict[str, frozenset[str]]:
    """Every reason a review may give: the "ui.hint.why.*" keys of the string tables whose text
    (in every language) takes only plain {name} fields this module can check, with those names."""
    formatter = string.Formatter()
    found: dict[str, set[str]] = {}
    refused: set[str] = set()
    for lang in LANGUAGES:
        for key, template in table(lang).items():
            if not key.startswith(REASON_PREFIX):
                continue
            names = found.setdefault(key, set())
            for _, name, spec, conversion in formatter.parse(template):
                if name is None:
                    continue
                if spec or conversion or (name not in PARAM_CHECKS and name not in PHRASE_PARAMS):
                    refused.add(key)
                names.add(name)
    return {key: frozenset(names) for key, names in found.items() if key not in refused}


def reason_from_json(why: Any) -> tuple[str, dict[str, Any]] | None:
    """A kept reason, [key, params] or null: the key one of `reason_fields`, the params filling its
    fields, each passing its check. ValueError otherwise."""
    if why is None:
        return None
    if not (isinstance(why, list) and len(why) == 2 and isinstance(why[0], str) and isinstance(why[1], dict)):
        raise ValueError("an assessment's reason must be [key, params]")
    key, params = why
    fields = reason_fields().get(key)
    if fields is None:
        raise ValueError(f"an unknown reason {short_text(repr(key), 40)}")
    if not takes(fields, params):
        raise ValueError(f"the reason {key} takes other parameters")
    return key, {name: param(name, value, 1) for name, value in params.items()}


def takes(fields: frozenset[str], params: dict) -> bool:
    """Whether `params` fill a reason's `fields`: every field, and nothing but parameters this module
    checks (a game may pass one its words do not show, as Tyrant's lead clause passes its suit)."""
    return fields <= set(params) and all(name in PARAM_CHECKS or name in PHRASE_PARAMS for name in params)


def param(name: str, value: Any, depth: int) -> Any:
    """A reason's parameter checked: a number or a suit sign, or (`cards`, `parts`: Tyrant's keep
    reason) a phrase or a short list of phrases, each [key, params] of a known reason, at most
    MAX_DEPTH deep, given back as the (key, params) tuples the string tables translate."""
    if name not in PHRASE_PARAMS:
        return PARAM_CHECKS[name](value)
    if depth > MAX_DEPTH or not isinstance(value, (list, tuple)):
        raise ValueError("a reason's phrase is not [key, params]")
    if len(value) == 2 and isinstance(value[0], str):
        return phrase(value, depth)
    if not 0 < len(value) <= MAX_PHRASES:
        raise ValueError(f"a reason lists 1 to {MAX_PHRASES} phrases")
    return [phrase(item, depth) for item in value]


def phrase(value: Any, depth: int) -> tuple[str, dict[str, Any]]:
    if not (isinstance(value, (list, tuple)) and len(value) == 2 and isinstance(value[0], str)
            and isinstance(value[1], dict)):
        raise ValueError("a reason's phrase is not [key, params]")
    key, params = value
    fields = reason_fields().get(key)
    if fields is None or not takes(fields, params):
        raise ValueError(f"an unknown phrase {short_text(repr(key), 40)}")
    return key, {name: param(name, item, depth + 1) for name, item in params.items()}


def figure(data: dict, name: str, low: float, high: float) -> float:
    """A finite number of an assessment (not a bool), clamped to [low, high]."""
    value = data.get(name)
    if type(value) not in (int, float):
        raise ValueError("an assessment's figures must be numbers")
    try:
        value = float(value)
    except OverflowError:   # an integer past a float's range
        raise ValueError("an assessment's figure is out of range") from None
    if not math.isfinite(value):
        raise ValueError("an assessment's figures must be finite")
    return min(high, max(low, value))


def action_json(data: Any) -> dict[str, Any]:
    """A kept action, rebuilt from what `Action.to_json` writes (ValueError otherwise)."""
    return Action.from_json(data).to_json()


def clean_assessment(data: Any) -> dict[str, Any]:
    """A kept assessment rebuilt from the fields `Assessment.to_json` writes, checked: actions,
    finite figures clamped to their ranges, a known reason (`reason_from_json`). ValueError otherwise."""
    if not isinstance(data, dict):
        raise ValueError("an assessment must be an object")
    worlds = data.get("worlds")
    if type(worlds) is not int or worlds < 0:
        raise ValueError("an assessment's worlds must be a whole number")
    why = reason_from_json(data.get("why"))
    return {"chosen": action_json(data.get("chosen")), "best": action_json(data.get("best")),
            "chosen_share": figure(data, "chosen_share", *SHARE_RANGE),
            "best_share": figure(data, "best_share", *SHARE_RANGE),
            "loss": figure(data, "loss", *LOSS_RANGE), "z": figure(data, "z", *Z_RANGE),
            "worlds": min(worlds, MAX_WORLDS), "why": [why[0], why[1]] if why else None,
            "share_z": None if data.get("share_z") is None else figure(data, "share_z", *Z_RANGE)}


def clean_item(data: Any) -> dict[str, Any]:
    if not isinstance(data, dict) or type(data.get("step")) is not int or data["step"] < 0:
        raise ValueError("a review item needs a step number")
    if type(data.get("full", False)) is not bool:
        raise ValueError("a review item's budget mark must be true or false")
    return {"step": data["step"], "assessment": clean_assessment(data.get("assessment")),
            "full": data.get("full", False)}


def clean_entry(data: Any, game: str | None = None) -> dict[str, Any]:
    """One kept review (a deal and seat) rebuilt from the fields `Review.to_json` writes. Raises
    ValueError on anything else: another version, another game, more than MAX_ITEMS items, a step
    named twice, an item `clean_item` refuses."""
    if not isinstance(data, dict):
        raise ValueError("a review must be an object")
    if type(data.get("version")) is not int or data["version"] != REVIEW_VERSION:
        raise ValueError("a review of another version")
    deal, seat, items = data.get("deal"), data.get("seat"), data.get("items")
    if type(deal) is not int or type(seat) is not int or deal < 0 or seat < 0:
        raise ValueError("a review's deal and seat must be whole numbers")
    if not isinstance(items, list) or len(items) > MAX_ITEMS:
        raise ValueError(f"a review's items must be a list of at most {MAX_ITEMS}")
    name = data.get("game", game)
    if not isinstance(name, str) or (game is not None and name != game):
        raise ValueError("a review of another game")
    cleaned = [clean_item(item) for item in items]
    if len({item["step"] for item in cleaned}) != len(cleaned):
        raise ValueError("a review names a step twice")
    return {"deal": deal, "seat": seat, "version": REVIEW_VERSION, "game": name, "items": cleaned}


# ---- against the match ---------------------------------------------------------------------------
def fits(match: Any, entry: dict[str, Any]) -> bool:
    """Every item of a clean entry names a step of `match` that is the entry's seat's, in its deal,
    with the action taken there."""
    for item in entry["items"]:
        if item["step"] >= len(match.steps):
            return False
        step = match.steps[item["step"]]
        chosen = Action.from_json(item["assessment"]["chosen"])
        if len(chosen.cards) > len(step.action.cards) and chosen.kind == step.action.kind:   # a whole keep
            chosen = Action(chosen.kind, chosen.cards[:len(step.action.cards)], step.action.value)
        if (step.deal, step.seat) != (entry["deal"], entry["seat"]) or step.action.to_json() != chosen.to_json():
            return False
    return True


def legal_best(best: dict[str, Any], legal: list[dict[str, Any]], seen: list[str]) -> bool:
    """Whether a kept `best` was legal at its step: one of the legal actions, or a whole keep of
    several different cards of a kind the seat could choose card by card there, each a card in
    that seat's view (`seen`; Tyrant's keep and return are one decision made card by card, and its
    legal actions list one card of each alike group)."""
    if best in legal:
        return True
    cards = best.get("cards", [])
    by_card = any(a["kind"] == best["kind"] and len(a.get("cards", [])) == 1 for a in legal)
    return by_card and len(cards) > 1 and len(set(cards)) == len(cards) and set(cards) <= set(seen)


def fitting_entries(entries: Any, match: Any, wanted: tuple[int, int] | None = None) -> list[dict[str, Any]]:
    """The first MAX_REVIEWS entries of a file's "reviews" that clean up and fit `match`, one per
    deal and seat (the first), only (deal, seat) == `wanted` when given."""
    if not isinstance(entries, list):
        return []
    found, seen = [], set()
    for entry in entries[:MAX_REVIEWS]:
        if not isinstance(entry, dict) or (wanted is not None and (entry.get("deal"), entry.get("seat")) != wanted):
            continue
        try:
            clean = clean_entry(entry, match.game_id)
        except (ValueError, KeyError, TypeError, AttributeError, OverflowError):
            continue
        if (clean["deal"], clean["seat"]) not in seen and fits(match, clean):
            seen.add((clean["deal"], clean["seat"]))
            found.append(clean)
    return found


def with_legal_best(match: Any, found: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """The entries of `found` whose every `best` was a legal action at its step, the match replayed
    once up to the last step named (game/undo.py `replayed`)."""
    wanted = {item["step"] for entry in found for item in entry["items"]}
    if not wanted:
        return found
    legal_at: dict[int, list[dict[str, Any]]] = {}
    seen_at: dict[int, list[str]] = {}

    def watch(rebuilt: Any, i: int) -> None:
        if i in wanted:
            seat = match.steps[i].seat
            legal_at[i] = [action.to_json() for action in rebuilt.legal(seat)]
            seen_at[i] = [card.code for card in cards_in(rebuilt.view(seat))]

    from game.errors import IllegalAction
    from game.undo import replayed

    try:
        replayed(match, max(wanted) + 1, watch)
    except (IllegalAction, ValueError, KeyError, TypeError, AttributeError, RuntimeError):
        return []
    return [entry for entry in found
            if all(legal_best(item["assessment"]["best"], legal_at.get(item["step"], []), seen_at.get(item["step"], []))
                   for item in entry["items"])]


def kept_entries(entries: Any, match: Any, wanted: tuple[int, int] | None = None) -> list[dict[str, Any]]:
    """The kept reviews of a file's "reviews" that stand for `match` (all, or the one of `wanted`
    (deal, seat)), each rebuilt clean, fitted to the match and its `best`s checked against the
    legal actions; everything else dropped."""
    return with_legal_best(match, fitting_entries(entries, match, wanted))
