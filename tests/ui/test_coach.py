"""The Coach at the table (ui/coach.py): with the setting on in solo play, a clearly worse decision
(the highest bid in Napoleon's bidding, which game/coach.py calls clearly worse) gets a note in the
toast band that covers no card, counted in the match, the save, the replay and the statistics; a good
decision gets none; with the setting off, or in pass-and-play, no assessment even starts. The frame
loop keeps its pace while the coach thinks."""
from __future__ import annotations

import json
import random
import threading

import pytest

from game import replay
from game.coach import assess
from game.match import Match
from game.seats import Seat
from tests.ui.conftest import open_table, run_until, solo_match, step
from tests.ui.saved_matches import finished_match
from ui import saves, stats
from ui.coach import NOTE_KIND, note_text
from ui.scenes.results import aids_line

pytestmark = pytest.mark.usefixtures("controlled_clock")   # AI budgets: the same work under any load

SEED = 4


def human_bidding(app, coach_on: bool = True, match: Match | None = None):
    """A solo Napoleon table (you in seat 0) waiting for your bid, the coach on or off."""
    app.settings.coach = coach_on
    match = match or solo_match("napoleon", 5, SEED)
    table = open_table(app, match)
    assert run_until(app, lambda: bool(table.legal) and not table.anim.busy, 3000)
    assert any(a.kind == "bid" for a in table.legal)
    return table, match


def highest_bid(legal):
    return max((a for a in legal if a.kind == "bid"), key=lambda a: int(str(a.value)[1:]))


def wait_for_coach(app, table) -> int:
    """Step frames until the coach has nothing running or pending, joining each assessment's
    thread instead of watching a clock (its budget is on the controlled clock: the same work,
    the same verdict, however loaded the machine). Returns the frames stepped."""
    frames = 0
    while (table.coach.worker is not None or table.coach.pending is not None) and frames < 10_000:
        if table.coach.worker is not None:
            table.coach.worker.thread.join()
        step(app)
        frames += 1
    step(app, 2)
    return frames


def note_after_dialog(app, table) -> bool:
    """A note waits aside while a dialog (Napoleon's card to name) is on screen: the player
    answers the dialog, and the note comes back once it has closed. Whether one waited."""
    if not table.coach.parked:
        return False
    assert table.drawn_rects.of("dialog") and not coach_notes(app)
    table.submit([table.legal[0]])
    assert run_until(app, lambda: bool(coach_notes(app)), 600)
    return True


def coach_notes(app) -> list[str]:
    return [t.text for t in app.toasts.items if t.kind == NOTE_KIND]


def test_a_clearly_worse_bid_gets_a_note_that_covers_no_card_and_is_counted(app):
    table, match = human_bidding(app)
    bid = highest_bid(table.legal)
    table.submit([bid])
    assert table.coach.worker is not None                  # started at once, off the frame loop
    frames = wait_for_coach(app, table)
    held = note_after_dialog(app, table)
    notes = coach_notes(app)
    print(f"{bid}: note {notes} (waited aside for a dialog: {held}); {frames} frames while the coach thought")
    assert len(notes) == 1 and notes[0].startswith("【悪手】コーチ：「") and "%" in notes[0]
    assert match.coach_notes == 1
    step(app, 2)
    cards = [r for _, r in table.drawn_rects.of("hand", "dialog")]
    assert app.toasts.rects and cards
    assert not any(t.colliderect(r) for t in app.toasts.rects for r in cards)
    doc = json.loads(saves.current_path().read_text(encoding="utf-8"))
    assert doc["coach_notes"] == 1
    assert replay.from_json(doc, check_result=False).coach_notes == 1
    assert "コーチの指摘：1回" in aids_line(match, app.tr)


def test_the_coach_thinks_in_its_own_thread_while_frames_go_on(app):
    """The assessment runs off the frame loop: frames are stepped while its thread is alive. How
    smooth they stay is measured by `python -m tools.bench_coach --latency N` (a benchmark: a
    wall-clock figure depends on the machine's load, so no test asserts it)."""
    table, match = human_bidding(app)
    table.submit([highest_bid(table.legal)])
    worker = table.coach.worker
    assert worker is not None and worker.thread.daemon and worker.thread is not threading.current_thread()
    frames_while_alive = 0
    while worker.thread.is_alive() and frames_while_alive < 5:
        step(app)
        frames_while_alive += worker.thread.is_alive()
    wait_for_coach(app, table)
    print(f"{frames_while_alive} frames stepped while the coach's thread was still thinking")
    assert frames_while_alive >= 1 and table.coach.worker is None


def test_hards_own_bid_gets_no_note(app):
    table, match = human_bidding(app)
    view, legal = match.view(0), list(table.legal)
    best = assess(match.rules, view, legal, highest_bid(legal), random.Random(1), budget_s=2.0).best
    table.submit([best])
    assert table.coach.worker is not None
    wait_for_coach(app, table)
    print(f"Hard's bid {best}: notes {coach_notes(app)}")
    assert coach_notes(app) == [] and table.coach.parked == [] and match.coach_notes == 0


def test_coach_off_starts_no_assessment(app):
    table, match = human_bidding(app, coach_on=False)
    table.submit([highest_bid(table.legal)])
    step(app, 5)
    assert table.coach.worker is None and table.coach.pending is None and match.coach_notes == 0


def test_pass_and_play_starts_no_assessment(app):
    seats = [Seat("A", "human"), Seat("B", "human")] + [Seat(f"AI {i}", "ai", "normal") for i in range(3)]
    match = Match("napoleon", {"deals": 1}, seats, SEED)
    match.run_ai_until_human()
    app.settings.coach = True
    table = open_table(app, match)
    seat = match.to_act()[0]
    table.set_viewer(seat)
    assert table.legal and table.coach.capture(True, seat) is None
    assert table.submit([highest_bid(table.legal)])
    step(app, 5)
    assert table.coach.worker is None and match.coach_notes == 0


def test_the_count_reaches_the_statistics_once_per_match(user_home):
    match = finished_match()
    match.coach_notes = 2
    stats.record_match(match)
    rec = stats.record_match(finished_match(seed=3)).games["daifugo13"]["easy"]
    assert (rec.played, rec.coach) == (2, 2)
    assert stats.load().total_for("daifugo13").coach == 2


@pytest.mark.parametrize("bad", [-1, "3", 2.5, None, True, [1]])
def test_a_bad_coach_count_loads_as_zero_and_an_old_save_without_it_too(bad):
    match = solo_match("napoleon", 5, SEED)
    match.coach_notes = 4
    doc = replay.to_json(match)
    assert replay.from_json(doc, check_result=False).coach_notes == 4
    old = {k: v for k, v in doc.items() if k != "coach_notes"}
    assert replay.from_json(old, check_result=False).coach_notes == 0
    assert replay.from_json({**doc, "coach_notes": bad}, check_result=False).coach_notes == 0


@pytest.mark.parametrize("bad", [-1, "3", 2.5, None, True])
def test_a_bad_coach_count_in_the_statistics_is_refused(bad):
    good = {"played": 1, "won": 0, "total": 3, "best": 3, "hints": 0, "undos": 0}
    assert stats.Record.from_json(good).coach == 0        # files from before the coach
    with pytest.raises(ValueError):
        stats.Record.from_json({**good, "coach": bad})


class FinishedWorker:
    """A CoachWorker whose thread has ended with `verdict`."""

    def __init__(self, decision, verdict) -> None:
        self.decision, self.verdict, self.done = decision, verdict, True


def test_a_verdict_shows_once_a_late_one_still_shows_an_old_deal_one_never_and_notes_wait_aside_for_a_dialog():
    from game.coach import Assessment
    from game.i18n import Translator
    from ui.coach import Coach, Decision
    from ui.toast import Toasts

    match = solo_match("napoleon", 5, SEED)
    match.run_ai_until_human()
    view, legal = match.view(0), match.legal(0)
    bad = Assessment(highest_bid(legal), legal[0], chosen_share=0.0, best_share=0.5, loss=0.9, z=6.0, worlds=40)
    assert bad.clearly_worse
    coach = Coach(match)
    decision = Decision(0, match.deal_index, 0, view, legal, highest_bid(legal))
    coach.worker = FinishedWorker(decision, bad)
    assert coach.ready() is bad and coach.ready() is None                    # shown once
    assert not bad.extra["late"]
    later = Decision(0, match.deal_index, 0, view, legal, highest_bid(legal), after=0)
    match.play(0, highest_bid(legal))                                         # the player acted again since
    coach.worker = FinishedWorker(later, bad)
    assert coach.ready() is bad and bad.extra["late"]                         # shown late, never dropped
    assert note_text(Translator("en"), PlainWords(), bad).startswith(f"[About your earlier move, <bid {bad.chosen.value}>]")
    coach.worker = FinishedWorker(Decision(0, match.deal_index - 1, 0, view, legal, bad.chosen), bad)
    assert coach.ready() is None                                              # a deal that has ended
    toasts = Toasts()
    toasts.show("note", seconds=5, kind=NOTE_KIND)
    toasts.show("refusal", kind="error")
    coach.park(toasts, dialog=True)
    toasts.update(3.0)
    assert toasts.texts == ["refusal"] and len(coach.parked) == 1
    coach.park(toasts, dialog=False)
    assert toasts.texts == ["refusal", "note"] and toasts.items[-1].remaining == 5


def test_the_coach_setting_is_off_by_default_remembered_and_an_odd_value_falls_back_quietly(app):
    from tests.ui.conftest import gui_button, window_click
    from ui import settings
    from ui.scenes.settings import SettingsScene

    settings.settings_path().write_text('{"lang": "en", "ai_speed": "fast"}', encoding="utf-8")
    assert settings.load().settings.coach is False                 # a file from before the coach
    settings.settings_path().write_text('{"lang": "en", "coach": "yes"}', encoding="utf-8")
    outcome = settings.load()
    assert outcome.set_aside_to is None and outcome.settings.coach is False
    app.save_settings = True
    app.switch(SettingsScene(app))
    step(app)
    window_click(app, gui_button(app, "coach:on").rect.center)
    assert app.settings.coach and settings.load().settings.coach
    window_click(app, gui_button(app, "coach:off").rect.center)
    assert not app.settings.coach and not settings.load().settings.coach


class PlainWords:
    def move(self, action) -> str:
        return f"<{action.kind} {action.value}>"


@pytest.mark.parametrize("lang", ["en", "ja"])
def test_the_note_names_hards_move_its_reason_and_both_chances_or_the_better_result(lang):
    from game.coach import Assessment
    from game.i18n import Translator

    match = solo_match("napoleon", 5, SEED)
    match.run_ai_until_human()
    legal = match.legal(0)
    tr = Translator(lang)
    why = Assessment(highest_bid(legal), legal[0], 0.44, 0.61, 0.3, 4.0, 50, why=("ui.hint.why.winner", {}))
    text = note_text(tr, PlainWords(), why)
    print(text)
    assert "<" + legal[0].kind in text and "61%" in text and "44%" in text and tr("ui.hint.why.winner") in text
    close = Assessment(highest_bid(legal), legal[0], 0.50, 0.50, 0.3, 4.0, 50)
    text = note_text(tr, PlainWords(), close)
    print(text)
    assert close.clearly_worse and close.label == "inaccuracy"
    assert text == tr("ui.coach.labelled", label=tr("ui.review.label.inaccuracy"),
                      note=tr("ui.coach.note_value", play=PlainWords().move(legal[0])))


def test_settings_show_the_coach_on_while_the_running_match_has_it_on(app):
    """The first real deal after a lesson has the coach on by itself (the setting off): Settings
    opened from that table (Esc, then Settings) shows it on, and Off turns it off for the match."""
    from tests.ui.conftest import gui_button, window_click
    import pygame

    app.settings.coach = False
    table = open_table(app, solo_match("napoleon", 5, SEED))
    table.coach.always = True
    step(app, 2, [pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="")])
    window_click(app, gui_button(app, "settings").rect.center)
    assert type(app.scene).__name__ == "SettingsScene"
    assert gui_button(app, "coach:on").object_ids[-1] == "#choice_on"
    assert gui_button(app, "coach:off").object_ids[-1] != "#choice_on"
    window_click(app, gui_button(app, "coach:off").rect.center)
    assert not table.coach.always and not app.settings.coach
    assert gui_button(app, "coach:off").object_ids[-1] == "#choice_on"


def test_a_verdict_still_weighed_when_the_deal_ends_is_shown_over_the_results_late(app):
    """The deal ends while the coach still weighs one of its decisions: the verdict is not dropped
    but shown over the deal's results, naming the move it is about; "Next deal" forgets what the
    coach had not finished by then (the review weighs it)."""
    from game.coach import Assessment
    from ui.coach import Decision
    from ui.scenes.results import ResultsScene

    app.settings.coach = True
    seats = [Seat("You", "human")] + [Seat(f"AI {i}", "ai", "normal") for i in range(1, 5)]
    match = Match("napoleon", {"deals": 2}, seats, SEED)   # a deal with another after it: "Next deal"
    rng = random.Random(1)
    while not match.deal_over:
        seat = match.to_act()[0]
        match.play(seat, rng.choice(match.legal(seat)))
    mine = next(s for s in reversed(match.steps) if s.seat == 0)
    table = open_table(app, match)
    view, legal = match.view(0), [mine.action]
    better = next(s.action for s in match.steps if s.seat == 0 and s.action != mine.action)
    bad = Assessment(mine.action, better, chosen_share=0.0, best_share=0.5, loss=0.9, z=6.0, worlds=40)
    pending = Decision(0, match.deal_index, match.steps.index(mine), view, legal, mine.action, len(match.steps))
    table.coach.worker = FinishedWorker(pending, None)     # still thinking as the deal ends ...
    table.coach.worker.done = False
    assert run_until(app, lambda: isinstance(app.scene, ResultsScene), 3000)
    assert not coach_notes(app)
    table.coach.worker.verdict, table.coach.worker.done = bad, True   # ... and done while the results are up
    step(app, 2)
    notes = coach_notes(app)
    assert len(notes) == 1 and notes[0].startswith("【先ほどの手（"), f"named by the move it is about: {notes}"
    assert match.coach_notes == 1
    app.scene.on_button("next")
    assert table.coach.worker is None and not table.coach.waiting
