"""Bao Huang (保皇) for exactly 5 players: four decks without 3-5, an Emperor and a hidden Guard
against three Peasants, a climbing game of same-rank plays. `RULES` is the rule set.
Rules contract: /work/shared/rules/baohuang.md; API: /tmp/team/baohuang_api.md."""
from engines.baohuang.rules import BaoHuangRules

RULES = BaoHuangRules()
