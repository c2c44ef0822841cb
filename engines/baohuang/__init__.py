"""Bao Huang (保皇) for exactly 5 players: four decks without 3-5, an Emperor and a hidden Guard
against three Peasants, a climbing game of same-rank plays. `RULES` is the rule set.
Rules: B01–B24, the in-game rules text (assets/strings/<lang>/baohuang.json, "baohuang.rules.*")."""
from engines.baohuang.rules import BaoHuangRules

RULES = BaoHuangRules()
