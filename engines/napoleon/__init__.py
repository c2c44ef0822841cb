"""Napoleon (ナポレオン, Alteil.Net rules) for exactly five players: `RULES` is the rule set."""
from engines.napoleon.rules import NapoleonRules

RULES = NapoleonRules()
