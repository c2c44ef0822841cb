"""Kept reviews are data, never code (issue 39): every hostile review of the issue, written into a
finished match's replay or a running match's save, through the loaders (replay.load, the command
line, saves.read and the next autosave) and through the screens a person opens it from (the replay
viewer's Review button, the results between deals): a figure of 1e308 is clamped, a reason that is
not one of the game's (a format string "{a.nothing}", "{a:>900000000}", "{a.__class__.__mro__}", a
1 MB reason) or a forged `best` (not a legal action at that step) drops the entry and the review is
weighed again, a million entries are not read past the 64th, a 20 MB pad in a save is never written
back. `i18n.text` itself cannot raise or build a huge string whatever it is given. Prints what it
tried, with the time and memory each load took (figures, never asserted as times)."""
from __future__ import annotations

import copy
import json
import random
import time
import tracemalloc

import pytest

from game import registry

import main as cli
from game import i18n, replay, review as reviews, review_file
from tests.review_deals import highest_bid_step, napoleon_bad_bid
from tests.ui.conftest import app, click_gui, gui_button, step  # noqa: F401 (fixture)
from tests.ui.saved_matches import file_replay
from ui import saves

MB = 1 << 20
pytestmark = pytest.mark.usefixtures("user_home")


@pytest.fixture(scope="module")
def reviewed():
    """A finished one-deal Napoleon match where the human made the highest bid, and its review."""
    match = napoleon_bad_bid()
    return match, reviews.review_deal(match, 0, 0, budget_s_total=2.0)


def entry_with(result, change) -> dict:
    """The review's kept entry with `change` applied to the item of the highest bid (the costly one)."""
    entry = copy.deepcopy(result.to_json())
    bid = highest_bid_step_of(entry)
    change(next(item for item in entry["items"] if item["step"] == bid)["assessment"])
    return entry


def highest_bid_step_of(entry: dict) -> int:
    return next(item["step"] for item in entry["items"] if item["assessment"]["chosen"]["kind"] == "bid")


def set_key(name, value):
    return lambda assessment: assessment.__setitem__(name, value)


# shape -> (change to the costly item, what reading it must give: "clamped" or "dropped")
SHAPES = {
    "share_1e308": (set_key("chosen_share", 1e308), "clamped"),
    "loss_minus_1e308_z_1e300": (lambda a: a.update(loss=-1e308, z=1e300), "clamped"),
    "worlds_huge": (set_key("worlds", 10 ** 40), "clamped"),
    "share_infinite": (set_key("chosen_share", "INFINITE"), "dropped"),   # written as 1e999: parses as inf
    "share_bool": (set_key("best_share", True), "dropped"),
    "why_format_attribute": (set_key("why", ["{a.nothing}", {"a": 1}]), "dropped"),
    "why_format_width": (set_key("why", ["{a:>900000000}", {"a": 1}]), "dropped"),
    "why_format_mro": (set_key("why", ["{a.__class__.__mro__}", {"a": 1}]), "dropped"),
    "why_known_key_format_param": (set_key("why", ["ui.hint.why.tyrant_power", {"power": "{0.__class__}"}]), "dropped"),
    "why_known_key_extra_param": (set_key("why", ["ui.hint.why.winner", {"x": "{a:>99999999}"}]), "dropped"),
    "why_1mb_key": (set_key("why", ["r" * MB, {}]), "dropped"),
    "why_1mb_param": (set_key("why", ["ui.hint.why.tyrant_chips", {"suit": "s" * MB, "drop": 1}]), "dropped"),
    "why_not_a_pair": (set_key("why", "ui.hint.why.winner"), "dropped"),
    "best_forged_card": (set_key("best", {"kind": "play", "cards": ["SA"]}), "dropped"),
    "best_forged_bid": (set_key("best", {"kind": "bid", "value": "S99"}), "dropped"),
    "best_1mb_value": (set_key("best", {"kind": "bid", "value": "v" * MB}), "dropped"),
}


def hostile_text(doc: dict, shape: str) -> str:
    text = json.dumps(doc, ensure_ascii=False)
    return text.replace('"INFINITE"', "1e999") if shape == "share_infinite" else text


def write_replay(match, result, shape: str, name: str):
    change, _ = SHAPES[shape]
    path = file_replay(match, name)
    doc = {**json.loads(path.read_text(encoding="utf-8")), "reviews": [entry_with(result, change)]}
    path.write_text(hostile_text(doc, shape), encoding="utf-8")
    return path


def timed_load(load, traced: bool = True):
    """(what `load()` gave, seconds, peak MB allocated meanwhile: tracemalloc, which slows a load of
    millions of objects several times, so `traced=False` gives the time alone and a peak of 0)."""
    if not traced:
        start = time.perf_counter()
        return load(), time.perf_counter() - start, 0.0
    tracemalloc.start()
    start = time.perf_counter()
    try:
        value = load()
        seconds = time.perf_counter() - start
        peak = tracemalloc.get_traced_memory()[1] / MB
    finally:
        tracemalloc.stop()
    return value, seconds, peak


# ---- i18n.text: no format string reaches str.format -----------------------------------------------
@pytest.mark.parametrize("key", ["{a.nothing}", "{a:>900000000}", "{a.__class__.__mro__}", "{a[0]}", "{a!r}",
                                 "{0}", "{", "}", "{a:{a}}", "x" * MB, "ui.review.figures"])
def test_i18n_text_cannot_raise_or_grow_whatever_it_is_given(key):
    hostile = [1, "x" * MB, 10 ** 5000, 1e308, float("nan"), None, object(), ("ui.hint.why.winner", {"n": "{a.b}"})]
    for lang in ("en", "ja"):
        for value in hostile:
            shown = i18n.text(key, lang, a=value, p=value, q=value)
            assert isinstance(shown, str) and len(shown) <= len(i18n.text("ui.review.figures", lang)) + 2 * i18n.MAX_FILLED
            assert "class" not in shown or "class" in key
    assert i18n.text("ui.review.figures", "en", p=44, q=61) == "44% → 61% to win the deal"
    print(f"{key[:30]!r}: {i18n.text(key, 'en', a='A', p=1, q=2)[:60]!r}")


def test_i18n_text_takes_any_key_language_or_phrase():
    odd_keys = [None, ["a"], {"k": 1}, 10 ** 5000, b"ui.review.none"]
    odd_langs = [None, ["ja"], "../../", "x" * MB]
    for key in odd_keys:
        assert len(i18n.text(key, "en")) <= i18n.MAX_FILLED
    for lang in odd_langs:
        assert i18n.text("ui.review.figures", lang, p=1, q=2) == i18n.text("ui.review.figures", "en", p=1, q=2)
    odd_phrase = ("ui.hint.why.tyrant_power", {1: 2})   # not a phrase: its names are not strings
    assert "1" in i18n.text("ui.review.figures", "ja", p=odd_phrase, q=[odd_phrase, odd_phrase])
    print(f"{len(odd_keys)} odd keys, {len(odd_langs)} odd languages, a phrase with a number for a name: strings")


@pytest.mark.parametrize("game_id", registry.available_games())
def test_every_reason_a_game_gives_in_a_deal_is_read_back(game_id):
    """A review kept with any reason the game's hint gives must read back, or it would be weighed
    again at every look: every action of every decision the review weighs in two Normal deals."""
    import random

    from game.coach import worth_assessing
    from game.headless import ai_match

    seen: dict[str, int] = {}
    for seed in (1, 2):
        match, rng = ai_match(game_id, None, seed, "normal"), random.Random(seed)
        while not match.deal_over:
            seat = match.to_act()[0]
            view, legal = match.view(seat), match.legal(seat)
            if worth_assessing(match.rules, view, legal):
                for action in rng.sample(legal, min(4, len(legal))):
                    why = match.rules.hint_reason(view, action, legal)
                    if why is not None:
                        kept = json.loads(json.dumps(list(why), ensure_ascii=False))
                        assert review_file.reason_from_json(kept) == tuple(kept), kept
                        seen[why[0]] = seen.get(why[0], 0) + 1
            match.play(seat, match.ai_choice(seat))
    print(f"{game_id}: {sum(seen.values())} reasons read back, {len(seen)} kinds: {sorted(seen)}")


def test_every_reason_a_game_gives_is_read_back_and_nothing_else():
    given = [("ui.hint.why.winner", {}), ("ui.hint.why.cheapest_beat", {}), ("ui.hint.why.goes_out", {}),
             ("ui.hint.why.tyrant_power", {"power": 7}), ("ui.hint.why.tyrant_strongest", {"power": 0}),
             ("ui.hint.why.tyrant_chips", {"suit": "♦", "drop": 2}), ("ui.hint.why.unbeatable", {})]
    for key, params in given:
        assert review_file.reason_from_json([key, params]) == (key, params)
    count = ("ui.hint.why.tyrant_keep.count", {"suit": "♠", "n": 2})
    keep = ("ui.hint.why.tyrant_keep", {"parts": [("ui.hint.why.tyrant_keep.lead", {"cards": count, "suit": "♠"}),
                                                  ("ui.hint.why.tyrant_keep.other", {"cards": [count]})]})
    as_json = json.loads(json.dumps(keep))   # the Coach's whole-keep reason, phrases in phrases, as a file holds it
    assert review_file.reason_from_json(as_json) == keep
    deep = ["ui.hint.why.tyrant_keep.other", {"cards": [list(count)]}]
    for _ in range(4):
        deep = ["ui.hint.why.tyrant_keep.other", {"cards": [deep]}]
    refused = [["ui.hint.why.tyrant_keep.other", {"cards": [list(count)] * 9}], deep,
               ["ui.hint.why.tyrant_keep.lead", {"cards": list(count), "suit": "♠", "colour": "red"}],
               ["ui.hint.why.tyrant_keep.other", {"cards": ["ui.review.figures", {}]}],
               ["ui.review.figures", {"p": 1, "q": 2}], ["ui.hint.why.tyrant_power", {"power": 1.5}],
               ["ui.hint.why.tyrant_power", {"power": True}], ["ui.hint.why.tyrant_chips", {"suit": "S", "drop": 1}],
               ["ui.hint.why.tyrant_power", {}], ["ui.hint.why.tyrant_keep", {"parts": []}]]
    for why in refused:
        with pytest.raises(ValueError):
            review_file.reason_from_json(why)
    print(f"{len(review_file.reason_fields())} reasons a kept review may give; {len(refused)} shapes refused")


# ---- through the loaders ---------------------------------------------------------------------------
@pytest.mark.parametrize("shape", sorted(SHAPES))
def test_each_hostile_review_through_the_loaders(reviewed, shape, capsys):
    match, result = reviewed
    path = write_replay(match, result, shape, f"napoleon-20260101-{len(shape):06d}.json")
    loaded, seconds, peak = timed_load(lambda: replay.load(path))
    expected = SHAPES[shape][1]
    assert len(loaded.reviews) == (1 if expected == "clamped" else 0)
    kept = reviews.cached(reviews.read_doc(path), loaded, 0, 0)
    assert (kept is not None) == (expected == "clamped")
    if kept is not None:
        for item in kept.items:
            a = item.assessment
            assert 0 <= a.chosen_share <= 1 and 0 <= a.best_share <= 1 and abs(a.z) <= 99 and abs(a.loss) <= 100
            assert a.worlds <= review_file.MAX_WORLDS
    written = json.dumps(saves.document(loaded))
    assert "{a" not in written and "r" * 1000 not in written and "INFINITE" not in written
    assert cli.main(["--load-replay", str(path)]) == 0
    capsys.readouterr()
    print(f"{shape}: {expected}; replay.load {seconds * 1000:.0f} ms, peak {peak:.1f} MB")


@pytest.mark.slow
def test_a_million_entries_are_not_read_past_the_64th(reviewed):
    match, result = reviewed
    good = result.to_json()
    path = file_replay(match, "napoleon-20260101-100000.json")
    doc = json.loads(path.read_text(encoding="utf-8"))
    for label, entries, kept in (("junk first", [{}] * 1_000_000 + [good], 0),
                                 ("good first", [good] + [{"deal": 0, "seat": 0}] * 999_999, 1)):
        path.write_text(json.dumps({**doc, "reviews": entries}), encoding="utf-8")
        size = path.stat().st_size / MB
        loaded, seconds, _ = timed_load(lambda: replay.load(path), traced=False)
        assert len(loaded.reviews) == kept
        assert (reviews.cached(reviews.read_doc(path), loaded, 0, 0) is not None) == bool(kept)
        assert len(json.dumps(saves.document(loaded))) < 100_000, "the million entries are not written back"
        print(f"a million entries, {label}: {size:.1f} MB file, {kept} kept; replay.load {seconds:.2f} s")


def test_keeping_a_new_review_writes_back_only_the_entries_that_stand(reviewed):
    match, result = reviewed
    path = file_replay(match, "napoleon-20260101-200000.json")
    doc = json.loads(path.read_text(encoding="utf-8"))
    other = {**result.to_json(), "seat": 1, "pad": "p" * MB}        # another seat's: its steps are not seat 1's
    padded = {**result.to_json(), "pad": "p" * MB}
    junk = [{"deal": 0, "seat": 0, "version": 1, "items": "j" * MB}] * 3
    path.write_text(json.dumps({**doc, "reviews": [*junk, other, padded]}), encoding="utf-8")
    before = path.stat().st_size
    assert reviews.keep(path, result)
    kept = json.loads(path.read_text(encoding="utf-8"))["reviews"]
    assert [(e["deal"], e["seat"]) for e in kept] == [(0, 0)] and "pad" not in kept[0]
    print(f"a new review kept: {before} bytes with junk and pads, then {path.stat().st_size}")


def test_a_20_mb_pad_in_a_save_is_dropped_on_load_and_never_written_back(app, monkeypatch):
    from ui.scenes.results import ResultsScene

    match = napoleon_bad_bid("review-between", deals=2)
    assert match.deal_over and not match.over
    result = reviews.review_deal(match, 0, 0, budget_s_total=1.0)
    padded = {**result.to_json(), "pad": "p" * (10 * MB)}
    padded["items"][0] = {**padded["items"][0], "pad": "q" * (5 * MB)}
    junk = {"deal": 0, "seat": 1, "version": 1, "items": [{"step": 0, "assessment": "j" * (5 * MB)}]}
    doc = {**saves.document(match), "reviews": [padded, junk]}
    path = saves.current_path()
    saves.write_atomic(doc, path)
    size = path.stat().st_size / MB
    loaded, seconds, peak = timed_load(lambda: saves.read(path))
    assert [(e["deal"], e["seat"]) for e in loaded.reviews] == [(0, 0)]
    assert "pad" not in json.dumps(loaded.reviews)
    start = time.perf_counter()
    saves.Keeper().save(loaded)
    saved = time.perf_counter() - start
    after = path.stat().st_size
    assert after < 200_000 and "pad" not in path.read_text(encoding="utf-8")
    app.push(ResultsScene(app, loaded, on_next=lambda: None))   # between deals, as the table shows it
    step(app, 2)
    calls = counting_assess(monkeypatch)
    click_gui(app, gui_button(app, "review"))
    step(app, 3)
    assert app.scene.review is not None and app.scene.worker is None and calls == [], "shown at once, kept"
    print(f"20 MB of pad: {size:.1f} MB save read in {seconds:.2f} s (peak {peak:.0f} MB); "
          f"the next autosave {after} bytes in {saved * 1000:.0f} ms, the review kept without its pad")


# ---- through the screens -----------------------------------------------------------------------------
def counting_assess(monkeypatch) -> list:
    """The coach's assessments made from now on (none when a kept review is shown)."""
    calls: list = []
    real = reviews.assess
    monkeypatch.setattr(reviews, "assess", lambda *args, **kwargs: calls.append(1) or real(*args, **kwargs))
    return calls


def drawn_texts(app, monkeypatch) -> list[str]:
    seen: list[str] = []
    real = app.text.blit

    def recording(surface, text, *args, **kwargs):
        seen.append(text)
        return real(surface, text, *args, **kwargs)

    monkeypatch.setattr(app.text, "blit", recording)
    return seen


def review_from_the_viewer(app, path):
    """The replay viewer on `path`, then its Review button clicked, as a person does."""
    from ui.scenes.replay_viewer import ReplayViewerScene

    app.switch(ReplayViewerScene(app, path))
    step(app, 2)
    click_gui(app, gui_button(app, "review"))
    step(app, 2)
    assert type(app.scene).__name__ == "ReviewScene"
    return app.scene


@pytest.mark.slow
@pytest.mark.parametrize("first", ["junk", "good"])
def test_a_million_entries_through_the_review_screen(app, reviewed, first, monkeypatch):
    match, result = reviewed
    path = file_replay(match, f"napoleon-20260103-{first}.json")
    doc = json.loads(path.read_text(encoding="utf-8"))
    junk = [{"deal": 0, "seat": 0, "version": 1}] * 999_999
    entries = junk + [result.to_json()] if first == "junk" else [result.to_json()] + junk
    path.write_text(json.dumps({**doc, "reviews": entries}, separators=(",", ":")), encoding="utf-8")
    calls = counting_assess(monkeypatch)
    start = time.perf_counter()
    scene = review_from_the_viewer(app, path)
    opened = time.perf_counter() - start
    if first == "good":
        assert scene.worker is None and scene.review is not None and calls == []
    else:
        assert scene.worker is not None, "the good entry past the 64th is not read"
        scene.worker.stop.set()
    scene.leave_review()
    step(app, 2)
    print(f"a million entries, {first} first ({path.stat().st_size / MB:.0f} MB): the viewer and the review "
          f"opened in {opened:.1f} s")


@pytest.mark.parametrize("shape", ["share_1e308", "loss_minus_1e308_z_1e300", "why_format_attribute",
                                   "why_format_width", "why_format_mro", "why_1mb_key", "best_forged_card"])
def test_each_hostile_review_through_the_review_screen(app, reviewed, shape, monkeypatch):
    match, result = reviewed
    path = write_replay(match, result, shape, f"napoleon-20260102-{len(shape):06d}.json")
    seen = drawn_texts(app, monkeypatch)
    for lang in ("ja", "en"):
        app.set_language(lang)
        scene = review_from_the_viewer(app, path)
        start = time.perf_counter()
        step(app, 5)
        frames = (time.perf_counter() - start) / 5
        if SHAPES[shape][1] == "clamped":
            assert scene.worker is None and scene.review is not None, "the clamped review is shown at once"
            costly = next(item for item in scene.review.items if item.step == highest_bid_step(match))
            assert costly.assessment.chosen_share <= 1 and costly.assessment.loss >= -100
        else:
            assert scene.worker is not None, "the entry was dropped: the review is weighed again"
            scene.worker.stop.set()
        scene.leave_review()
        step(app, 2)
        assert type(app.scene).__name__ == "ReplayViewerScene"
        assert max(map(len, seen)) < 2000
        assert not any("{a" in t or "__" in t or "rrrr" in t for t in seen)
        print(f"{shape} ({lang}): {SHAPES[shape][1]}, {len(seen)} texts drawn, the longest {max(map(len, seen))} "
              f"characters, {frames * 1000:.0f} ms a frame")


def test_between_deals_a_hostile_review_in_the_save_is_weighed_again_not_drawn(app, monkeypatch):
    from ui.scenes.results import ResultsScene

    match = napoleon_bad_bid("review-between", deals=2)
    result = reviews.review_deal(match, 0, 0, budget_s_total=1.0)
    hostile = entry_with(result, set_key("why", ["{a:>900000000}", {"a": 1}]))
    path = saves.current_path()
    saves.write_atomic({**saves.document(match), "reviews": [hostile]}, path)
    loaded = saves.read(path)
    assert loaded.reviews == []
    saves.Keeper().save(loaded)
    assert "reviews" not in json.loads(path.read_text(encoding="utf-8"))
    seen = drawn_texts(app, monkeypatch)
    results = ResultsScene(app, loaded, on_next=lambda: None)
    app.push(results)
    step(app, 2)
    click_gui(app, gui_button(app, "review"))
    step(app, 3)
    scene = app.scene
    assert type(scene).__name__ == "ReviewScene" and scene.worker is not None
    scene.worker.stop.set()
    scene.leave_review()
    step(app, 2)
    assert app.scene is results and not any("9999" in t for t in seen)
    print(f"between deals: the hostile entry dropped on load, the autosave clean, the review weighed again; "
          f"{len(seen)} texts drawn")


def test_a_text_not_walked_string_by_string_never_lets_undrawable_text_through():
    """game/files.py walks a document's strings only when its text may hold undrawable text (an
    escape, a DEL, a raw C1 control); over random strings of the troublesome characters, written
    both ways, what it refuses is exactly what the walk refuses."""
    from game import files

    rng = random.Random(39)
    alphabet = ["a", "\\", '"', "/", "\n", "\x00", "\x1f", "\x7f", "\x85", "\x9f", "é", "♠", "\ud800", "u", " "]
    tried = 0
    for _ in range(5000):
        s = "".join(rng.choice(alphabet) for _ in range(rng.randint(0, 6)))
        for ascii_only in (True, False):
            try:
                text = json.dumps({s: [s, {"k": s}]}, ensure_ascii=ascii_only)
            except UnicodeEncodeError:
                continue
            walked = True
            try:
                files.refuse_undrawable(json.loads(text))
            except files.BadText:
                walked = False
            try:
                files.parse_json(text)
                parsed = True
            except files.BadText:
                parsed = False
            assert parsed == walked, repr(text)
            tried += 1
    print(f"{tried} texts: the quick check and the walk agree")
