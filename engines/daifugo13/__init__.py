"""13th-Floor Daifugo (13階の大富豪): `RULES`, the rule set instance the registry loads."""
from engines.daifugo13.rules import Daifugo13Rules

RULES = Daifugo13Rules()
