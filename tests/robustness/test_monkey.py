"""GUI monkey in the suite: tools/monkey.py's random clicks, keys, text input
and resizes through the real scenes, headless and seeded, for every game with a table, solo and
pass-and-play (EVENTS_PER_RUN events each, a few thousand in all). Fails on any exception, a
stuck AI and any hidden-card leak; slow frames (over 1 s with 0.5 s of the main thread's own work,
or starved by a worker thread) are printed, not failed: they depend on how busy the machine is,
and no test times anything. `python -m tools.monkey` fails on them too (a benchmark run on a quiet
machine); `--long --minutes M` runs the same for longer."""
from __future__ import annotations

import os

import pytest

from game.lesson import lesson_for
from tests.ui.conftest import app, open_table, step, tyrant_match, private_home  # noqa: F401 (fixtures)
from tools import monkey

EVENTS_PER_RUN = 250


@pytest.mark.slow
def test_monkey_through_every_game_solo_and_pass_and_play(app):
    tally = monkey.run_all(app, EVENTS_PER_RUN, monkey.Tally(), seed=int(os.environ.get("MONKEY_SEED", "1")))
    print(f"\n[monkey] {tally.summary()}")
    games = monkey.games_with_tables()
    lessons = sum(1 for g in games if lesson_for(g) is not None)
    assert lessons == len(games)
    assert tally.runs == 3 * len(games) + 1      # solo, pass-and-play and the lesson; one from the title
    assert tally.total_events >= EVENTS_PER_RUN * tally.runs
    assert tally.frames > 0 and tally.faces_checked > 0 and tally.actions > 0
    print(f"[monkey] timing, for the record (machine-dependent, never failed here): {tally.timing_problems()[:10]}")
    assert not tally.problems(timing=False), "\n".join(tally.problems(timing=False)[:20])


def held(match, seat):
    view = match.view(seat)
    return (list(view.hand or ()) + list(getattr(view, "stock", None) or ()))[0]


def test_the_leak_watch_sees_a_hidden_card_drawn(app):
    """The check itself works: a frame hook that draws an AI seat's hidden card on the human's
    table is reported (and one that draws the human's own card is not)."""
    table = open_table(app, tyrant_match(["human", "ai", "ai", "ai"]))
    watch = monkey.LeakWatch(app)
    watch.table = table
    tally = monkey.Tally()
    step(app, 3)
    watch.check(tally, "warm-up")
    assert not tally.leaks
    own = held(table.match, 0)
    app.frame_hooks.append(lambda a: a.cards.face(own, (50, 70)))
    step(app)
    watch.check(tally, "own card")
    assert not tally.leaks
    other = held(table.match, 1)
    app.frame_hooks.append(lambda a: a.cards.face(other, (50, 70)))
    step(app)
    watch.check(tally, "AI's card")
    assert tally.leaks and "AI's card" in tally.leaks[0]
    app.frame_hooks.clear()
    app.toasts.show(f"played {other.label}")
    step(app)
    watch.check(tally, "toast")
    assert any("toast" in leak for leak in tally.leaks)
    print(f"\n[monkey] leak watch: {len(tally.leaks)} planted leaks found, {tally.faces_checked} faces checked")


def test_the_stuck_ai_check_sees_an_ai_that_never_moves(app, monkeypatch):
    """An AI seat whose worker is never started is reported as stuck."""
    from ui.scenes import table as table_mod

    monkeypatch.setattr(monkey, "STUCK_FRAMES", 30)
    monkeypatch.setattr(table_mod.TableScene, "update", lambda self, dt: None)   # nothing thinks
    monkeypatch.setattr(monkey, "make_match", lambda *a, **k: tyrant_match(["ai", "ai", "ai", "ai"]))
    tally = monkey.Tally()
    monkey.monkey_run(app, "tyrant", "solo", 1, 60, tally)
    assert tally.stuck, tally.summary()
    print(f"\n[monkey] stuck AI reported after {monkey.STUCK_FRAMES} frames: {tally.stuck[0]}")


def test_a_hint_naming_a_card_leaves_with_its_human_at_the_hand_over(app):
    """Found by the monkey (Tyrant, pass-and-play): P1's hint toast 'keep ♦7' stayed up through
    the curtain onto P3's screen. A hand-over drops the toasts of the seat that leaves (hints,
    refusals); warnings that concern everyone (a failed save) stay."""
    table = open_table(app, tyrant_match(["human", "ai", "human", "ai"]))
    card = held(table.match, 0)
    table.set_viewer(0)
    step(app)
    app.toasts.show(f"Hint: keep {card.label}", kind="info")
    app.toasts.show(f"You cannot play {card.label}")
    app.toasts.show("The game could not be saved", kind="warn")
    table.set_viewer(None)                         # the curtain before the next human
    assert app.toasts.texts == ["The game could not be saved"]
    print(f"\n[monkey] hand-over dropped the hint and refusal naming {card.label}")


def test_the_leak_watch_reads_a_run_as_its_range_not_its_low_card(app):
    """A run named by its ends ("♥10–Q", in Japanese "♥10〜Q") does not name its low card, which a
    joker may stand for; the same card named alone does (found by the long monkey: a Daifugo13 log
    line "AI 3：♥10〜Qの階段" read as a leak of the hidden ♥10)."""
    watch = monkey.LeakWatch(app)
    assert not watch.names("AI 3：♥10〜Qの階段", "♥10")
    assert not watch.names("AI 3: stairs ♥10–Q", "♥10")
    assert not watch.names("bid ♥20", "♥2")
    assert watch.names("AI 3：♥10", "♥10")
    assert watch.names("AI 3 played ♥10 and ♠4", "♥10")
