"""Napoleon events as the table's log tells them: every event a viewer receives maps to a
string-table key present in both languages, with every placeholder filled."""
import random
import re

from engines.napoleon import RULES
from engines.napoleon.events import log_entry
from game.i18n import table


def placeholders(text):
    return set(re.findall(r"{(\w+)}", text))


def test_every_event_has_a_log_line_in_both_languages():
    en, ja = table("en"), table("ja")
    seen_kinds, taken_lines = set(), 0
    for seed in range(150):
        rng = random.Random(seed)
        options = RULES.normalise_options({"reverse": seed % 2 == 0})
        state = RULES.new_deal(options, 5, random.Random(seed))
        events = list(RULES.opening_events(state))
        while not RULES.is_over(state):
            seat = RULES.to_act(state)[0]
            legal = RULES.legal_actions(state, seat)
            events += RULES.apply(state, seat, legal[rng.randrange(len(legal))])
        viewer = seed % 5
        lines = []
        for event in events:
            shown = event.for_viewer(viewer)
            entry = log_entry(shown, state.named.label)
            seen_kinds.add(event.kind)
            if entry is None:
                continue
            key, params = entry
            assert key in en and key in ja, key
            assert placeholders(en[key]) <= set(params) and placeholders(ja[key]) <= set(params), key
            lines.append(key)
        taken_lines += lines.count("napoleon.event.discards_taken")
        assert lines.count("napoleon.event.discards_taken") == 1
        assert lines.count("napoleon.event.play") == 50 and lines.count("napoleon.event.trick") == 10
        assert sum(k.startswith("napoleon.event.reveal_") for k in lines) == 1
    assert {"deal", "bid", "pass", "napoleon", "name", "widow", "discard", "play", "trick",
            "discards_taken", "reveal", "score", "adjutant"} <= seen_kinds
    assert taken_lines == 150
