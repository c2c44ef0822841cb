"""tools/fingerprint_ai.py, the check that a speed-up leaves every AI decision unchanged, only
works if a seeded run is reproducible: the same deals give the same digest, other deals another."""
from __future__ import annotations

from tools import fingerprint_ai as tool


def test_fingerprint_of_seeded_deals_is_reproducible():
    first, actions, _ = tool.fingerprint("democracy", deals=1, playouts=4)
    again, actions_again, _ = tool.fingerprint("democracy", deals=1, playouts=4)
    assert actions > 0 and (first, actions) == (again, actions_again)
    two_deals, more_actions, _ = tool.fingerprint("democracy", deals=2, playouts=4)
    assert more_actions > actions and two_deals != first
