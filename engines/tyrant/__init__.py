"""Tyrant (暴君論): the rule set package. `RULES` is the `game.engine.Ruleset` instance the registry
loads; `State`/`View` live in `engines.tyrant.state`, the rules in `engines.tyrant.rules`."""
from engines.tyrant.rules import TyrantRules
from engines.tyrant.state import State, View

RULES = TyrantRules()

__all__ = ["RULES", "State", "View", "TyrantRules"]
