"""Tyrant (暴君論), 3–4 players, one deal of 8 tricks: `RULES`, the rule set instance the registry loads."""
from engines.tyrant.rules import TyrantRules

RULES = TyrantRules()
