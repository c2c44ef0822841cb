"""The review screen (ui/scenes/review.py): weighed in the background while frames go on, kept in
the replay file and shown from it the second time without weighing again, a replay whose "reviews"
is garbage still opens, the list fits 1280×800 and 1024×640 with no text over another, a row opens
the replay viewer just before that decision with the coach's column, and the results screen offers
Review. Screenshots: /tmp/review_list.png, /tmp/review_marked.png."""
from __future__ import annotations

import json

import pygame
import pytest

from game import clock, review as reviews
from tests.conftest import IDLE_STEP
from tests.review_deals import highest_bid_step, napoleon_bad_bid
from tests.ui.conftest import gui_button, run_until, step, window_click
from tests.ui.label_checks import Recorder
from tests.ui.saved_matches import file_replay

pytestmark = pytest.mark.usefixtures("controlled_clock")   # AI budgets: the same work under any load


@pytest.fixture(autouse=True)
def coarse_clock(controlled_clock):
    """A deal's review budget (25 s) on a clock eight times coarser than the other tests': the same
    review every run, in a few seconds of work."""
    controlled_clock.step = 0.02


def review_shown(app, scene) -> bool:
    """The review's worker thread joined (however long a loaded machine takes to run its budget),
    then the frame that takes its result."""
    if scene.worker is not None:
        scene.worker.thread.join()
    return run_until(app, lambda: scene.review is not None, 30)


@pytest.fixture(scope="module")
def deal():
    match = napoleon_bad_bid()
    with clock.using(clock.StepClock(IDLE_STEP)):   # module-wide: the controlled clock, not the fixture's
        return match, reviews.review_deal(match, 0, 0, budget_s_total=2.5)


def counting_assess(monkeypatch) -> list:
    calls = []
    real = reviews.assess

    def counted(*args, **kwargs):
        calls.append(1)
        return real(*args, **kwargs)

    monkeypatch.setattr(reviews, "assess", counted)
    return calls


def review_rows() -> int:
    from ui.scenes.review import ROWS
    return ROWS


def open_review(app, path, match, budget_s=2.0, review=None):
    """The review screen of `match`'s first deal for seat 0: showing `review`, else weighing one."""
    from ui.scenes.review import ReviewScene
    from ui.scenes.title import TitleScene

    scene = ReviewScene(app, path, match, 0, 0, back=lambda: TitleScene(app), review=review, budget_s=budget_s)
    app.switch(scene)
    return scene


def test_weighed_in_the_background_with_progress_then_kept_in_the_file(app, monkeypatch):
    match = napoleon_bad_bid()
    path = file_replay(match, "napoleon-20260101-000000.json")
    calls = counting_assess(monkeypatch)
    scene = open_review(app, path, match)
    frames, progress = 0, set()
    while scene.review is None and frames < 3000:
        step(app)
        frames += 1
        progress.add(scene.worker.done_n)
    print(f"{frames} frames drawn while {len(calls)} assessments ran; progress seen {sorted(progress)}")
    assert scene.review is not None and frames > 5 and len(progress) > 2
    assert run_until(app, lambda: scene.worker.done)
    kept = json.loads(path.read_text(encoding="utf-8"))["reviews"]
    assert [(e["deal"], e["seat"], e["version"]) for e in kept] == [(0, 0, reviews.REVIEW_VERSION)]


def test_a_kept_review_shows_at_once_without_weighing_again(app, monkeypatch, deal):
    match, result = deal
    path = file_replay(match, "napoleon-20260101-000001.json")
    reviews.keep(path, result)
    calls = counting_assess(monkeypatch)
    scene = open_review(app, path, match)
    step(app, 3)
    print(f"kept review shown with {len(calls)} assessments, {len(scene.rows)} rows")
    assert calls == [] and scene.worker is None and scene.rows
    assert scene.rows[0][1].step == highest_bid_step(match)


@pytest.mark.parametrize("garbage", ["x", {"deal": 0}, [{"deal": 0, "seat": 0, "version": 1, "items": "?"}]])
def test_a_replay_with_garbage_reviews_still_opens_and_the_review_weighs_again(app, monkeypatch, garbage):
    from ui.scenes.replay_viewer import ReplayViewerScene

    match = napoleon_bad_bid()
    path = file_replay(match, "napoleon-20260101-000002.json")
    doc = json.loads(path.read_text(encoding="utf-8"))
    path.write_text(json.dumps({**doc, "reviews": garbage}), encoding="utf-8")
    viewer = ReplayViewerScene(app, path)
    app.switch(viewer)
    step(app, 2)
    assert gui_button(app, "review")
    calls = counting_assess(monkeypatch)
    scene = open_review(app, path, match, budget_s=0.5)
    assert scene.worker is not None
    assert review_shown(app, scene)
    print(f"garbage {garbage!r}: replay opened, review weighed again ({len(calls)} assessments)")
    assert calls


@pytest.mark.parametrize("page", ["deal", "full-page"])
@pytest.mark.parametrize("size", [(1280, 800), (1024, 640), "larger-960x540"])
@pytest.mark.parametrize("lang", ["ja", "en"])
def test_the_review_list_fits_with_no_text_over_another(app, deal, size, lang, page):
    """Also with larger text in a 960×540 window (the type raised), and with a page of rows as full as
    it gets (the deal's rows repeated past a page: the last row must end above the page buttons)."""
    match, result = deal
    app.set_language(lang)
    if size == "larger-960x540":
        app.settings.large_text = True
        size = (960, 540)
    app.resize_window(size)
    scene = open_review(app, None, match, review=result)   # shown at once: no review weighed in the background
    assert scene.worker is None
    if page == "full-page":
        listed, _ = scene.listed()
        scene.review = reviews.Review(**{**vars(result), "items": listed * (1 + 2 * review_rows() // len(listed))})
    step(app, 2)
    rec = Recorder(app)
    step(app)
    texts = [(t, r) for t, _, r in rec.items if t.strip()]
    screen = pygame.Rect(0, 0, 1280, 720)
    problems = [f"{t!r} leaves the screen at {r}" for t, r in texts if not screen.contains(r)]
    problems += [f"{a!r} over {b!r}" for i, (a, ra) in enumerate(texts) for b, rb in texts[i + 1:]
                 if ra.inflate(-2, -2).colliderect(rb.inflate(-2, -2))]
    buttons = [e.rect for e in scene.buttons]
    problems += [f"{t!r} under a button" for t, r in texts for b in buttons if r.colliderect(b)]
    problems += [f"row {tuple(row)} under a button" for row, _ in scene.rows for b in buttons if row.colliderect(b)]
    if page == "full-page":
        assert len(scene.rows) == review_rows() and len(buttons) >= 3, (len(scene.rows), buttons)
    inked = [(t, rec.ink(t, s, r)) for t, s, r in rec.items if t.strip()]
    problems += [f"{t!r} crosses its row's edge {tuple(row)}" for t, ink in inked for row, _ in scene.rows
                 if row.collidepoint(ink.center) and not row.inflate(-2, -2).contains(ink)]
    print(f"{size} {lang}: {len(texts)} texts, {len(scene.rows)} rows, {len(problems)} problems")
    assert not problems, problems
    pygame.image.save(app.screen, f"/tmp/review_list_{lang}_{size[0]}_{page}.png")


def test_a_row_opens_the_replay_viewer_before_that_decision_with_the_mark(app, deal):
    from ui.scenes.replay_viewer import ReplayViewerScene

    match, result = deal
    path = file_replay(match, "napoleon-20260101-000003.json")
    reviews.keep(path, result)
    app.set_language("en")
    scene = open_review(app, path, match)
    step(app, 2)
    pygame.image.save(app.screen, "/tmp/review_list.png")
    rect, item = scene.rows[0]
    window_click(app, rect.center)
    viewer = app.scene
    assert isinstance(viewer, ReplayViewerScene)
    assert viewer.pos == item.step and viewer.viewer == 0 and viewer.at_mark()
    seen = []
    original = app.text.blit
    app.text.blit = lambda surface, text, *a, **k: seen.append(text) or original(surface, text, *a, **k)
    step(app, 3)
    app.text.blit = original
    pygame.image.save(app.screen, "/tmp/review_marked.png")
    played = app.tr("ui.review.mark.played", play=scene.words.move(item.assessment.chosen))
    hard = app.tr("ui.review.mark.hard", best=scene.words.move(item.assessment.best))
    print(f"viewer at move {viewer.pos}: {played!r}, {hard!r}")
    assert played in seen and hard in seen
    assert viewer.layout.hint == item.assessment.best
    assert viewer.layout.made == item.assessment.chosen, "the move made is marked beside Hard's"
    gui_button(app, "leave")
    viewer.on_button("leave")
    step(app)
    assert type(app.scene).__name__ == "ReviewScene" and app.scene.review is not None


def test_the_results_screen_offers_review_for_the_human_seat(app, deal):
    from ui.scenes.results import ResultsScene

    match, _ = deal
    app.switch(ResultsScene(app, match))
    step(app, 2)
    gui_button(app, "review")
    app.scene.on_button("review")
    step(app)
    print(f"results -> {type(app.scene).__name__} for seat {app.scene.seat}, deal {app.scene.deal}")
    assert type(app.scene).__name__ == "ReviewScene" and app.scene.seat == 0
    app.scene.leave_review()


def test_the_replay_viewer_offers_review_and_back_returns_to_the_viewer(app, deal):
    from ui.scenes.replay_viewer import ReplayViewerScene

    match, result = deal
    path = file_replay(match, "napoleon-20260101-000004.json")
    reviews.keep(path, result)
    app.switch(ReplayViewerScene(app, path))
    step(app, 2)
    app.scene.on_button("review")
    step(app, 2)
    scene = app.scene
    print(f"viewer -> {type(scene).__name__}: {len(scene.rows)} rows from the file")
    assert type(scene).__name__ == "ReviewScene" and scene.worker is None and scene.rows
    scene.leave_review()
    step(app)
    assert isinstance(app.scene, ReplayViewerScene)


def test_a_deal_this_version_cannot_weigh_is_said_on_screen_not_a_crash(app, monkeypatch, deal):
    match, _ = deal

    def refuse(*args, **kwargs):
        raise reviews.ReviewUnavailable("Action 3 does not replay")

    monkeypatch.setattr(reviews, "review_deal", refuse)
    match.reviews = []          # another test's review of this deal is kept on the match: weigh anew
    app.set_language("en")
    seen = []
    original = app.text.blit
    app.text.blit = lambda surface, text, *a, **k: seen.append(text) or original(surface, text, *a, **k)
    scene = open_review(app, None, match)
    assert run_until(app, lambda: scene.unavailable is not None, 200)
    step(app)
    app.text.blit = original
    said = [t for t in seen if "Action 3 does not replay" in t]
    print(f"said: {said[:1]}")
    assert said


def test_a_row_gives_points_when_the_chances_to_win_are_the_same(app):
    from game.actions import Action
    from game.coach import Assessment
    from ui.scenes.review import figures

    lost_anyway = Assessment(Action("pass"), Action("bid", value="S12"), 0.0, 0.0, loss=0.12, z=3.0, worlds=40)
    apart = Assessment(Action("pass"), Action("bid", value="S12"), 0.2, 0.5, loss=0.4, z=3.0, worlds=40)
    for lang in ("en", "ja"):
        app.set_language(lang)
        assert "12" in figures(app.tr, lost_anyway) and "0" in figures(app.tr, lost_anyway)
        assert "20" in figures(app.tr, apart) and "50" in figures(app.tr, apart)
        assert "12" not in figures(app.tr, apart)
    print(figures(app.tr, lost_anyway), "|", figures(app.tr, apart))


def first_deal_of_two():
    """A two-deal Napoleon match stopped at the end of its first deal (results between deals),
    the human having made the highest bid."""
    match = napoleon_bad_bid("review-between", deals=2)
    assert not match.over
    return match


@pytest.mark.slow
def test_between_deals_the_results_offer_review_kept_with_the_match(app, monkeypatch):
    from game import replay
    from ui.scenes.results import ResultsScene

    match = first_deal_of_two()
    results = ResultsScene(app, match, on_next=lambda: None)
    app.push(results)
    step(app, 2)
    gui_button(app, "review")
    calls = counting_assess(monkeypatch)
    app.scene.on_button("review")
    step(app)
    scene = app.scene
    assert type(scene).__name__ == "ReviewScene" and scene.back is None
    for _ in range(10_000):   # the review's thread is waited for (joined), never timed
        if scene.review is not None and scene.worker.done:
            break
        scene.worker.thread.join()
        step(app)
    assert scene.review is not None
    assert calls and [(e["deal"], e["seat"]) for e in match.reviews] == [(0, 0)]
    assert [(e["deal"], e["seat"]) for e in replay.to_json(match)["reviews"]] == [(0, 0)], "kept in the saves"
    rows, _ = scene.listed()
    if rows:   # the table view of a decision waits for the match's end: a word, not the viewer
        scene.open_at(rows[0])
        assert app.scene is scene and app.tr("ui.review.table_later") in app.toasts.texts
    scene.leave_review()
    step(app)
    assert app.scene is results
    before = len(calls)
    results.on_button("review")
    step(app)
    assert app.scene.review is not None and len(calls) == before, "the second look is instant"
    again = replay.from_json(replay.to_json(match), check_result=False)
    assert [(e["deal"], e["seat"]) for e in again.reviews] == [(0, 0)]
    print(f"between deals: {before} assessments, then 0; {len(rows)} rows")


def test_a_card_played_is_marked_on_the_table_beside_hards(app, deal, monkeypatch):
    from ui.layouts.base import BaseLayout

    match, result = deal
    path = file_replay(match, "napoleon-20260101-000005.json")
    reviews.keep(path, result)
    scene = open_review(app, path, match)
    step(app, 2)
    card_rows = [item for item in result.items if not item.assessment.agrees
                 and item.assessment.chosen.kind in ("play", "discard")   # cards from the hand on the table
                 and not set(item.assessment.chosen.cards) & set(item.assessment.best.cards)]
    if not card_rows:
        pytest.skip("no card decision in this deal that Hard would make otherwise")
    marked = []
    real = BaseLayout.mark_made
    monkeypatch.setattr(BaseLayout, "mark_made", lambda self, surface, rect: marked.append(rect) or real(self, surface, rect))
    scene.open_at(card_rows[0])
    step(app, 3)
    pygame.image.save(app.screen, "/tmp/review_marked_made.png")
    print(f"{card_rows[0].assessment.chosen} made, {card_rows[0].assessment.best} Hard's: {len(marked)} marks drawn")
    assert marked, "the card played carries the review's mark"


def test_a_finished_match_reviews_each_of_its_deals(app):
    import random

    from ui.scenes.review import ReviewScene
    from ui.scenes.title import TitleScene

    match = first_deal_of_two()
    easy, rng = match.rules.ai_player("easy"), random.Random(2)
    match.next_deal()
    while not match.over:
        seat = match.to_act()[0]
        action = match.ai_choice(seat) if match.is_ai(seat) else easy.choose(match.view(seat), match.legal(seat), rng)
        match.play(seat, action)
    scene = ReviewScene(app, None, match, 0, 1, back=lambda: TitleScene(app), budget_s=1.0)
    app.switch(scene)
    step(app, 2)
    assert scene.deals_played() == [0, 1]
    assert review_shown(app, scene)
    step(app, 2)
    pygame.image.save(app.screen, "/tmp/review_two_deals.png")
    gui_button(app, "prev_deal")
    scene.on_button("prev_deal")
    step(app)
    assert type(app.scene).__name__ == "ReviewScene" and app.scene.deal == 0 and app.scene.back is scene.back
    app.scene.on_button("next_deal")
    step(app)
    assert app.scene.deal == 1
    app.scene.leave_review()
    step(app)
    assert isinstance(app.scene, TitleScene)
