"""Democracy (デモクラシー, after pagat.com) for 2–6 players, simultaneous face-down plays to a
turned-up pool card: `RULES`, the rule set instance the registry loads."""
from engines.democracy.rules import DemocracyRules

RULES = DemocracyRules()
