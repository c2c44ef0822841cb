"""Small made-up lessons for the lesson table's tests (Tyrant and Democracy: the games' own
lessons are written elsewhere), their words in both languages, and `drive`, which plays a lesson
at the table: Next pressed on the panel's button, the asked move submitted as the layout hands a
click's move to the table (a decision of several actions as its button hands them over at once), watch steps left to play by stepping frames.
`python -m tools.screens OUT --show lessons --fixtures` (tools/screens/lessons.py) drives lessons with it too."""
from __future__ import annotations

from functools import lru_cache

from game import i18n
from game.lesson import Lesson, LessonRun, LessonStep, action_code
from tests.ui.conftest import DT, click_gui, gui_button, run_until, step

FIXTURE_SEEDS = {"tyrant": ("lesson-fixture", 3), "democracy": ("lesson-fixture", 4)}
WORDS = {
    "en": {
        "intro": "This is your hand. The lesson asks for one move at a time; the ring shows where to look.",
        "act": "Play the marked card. The other cards are dimmed for now.",
        "watch": "Watch the next few moves: the lesson plays them for you.",
        "mid": "Half-way through. Read the log on the right to see who played what.",
        "end": "The deal is over: this is how it was scored.",
        "bye": "That is the whole deal. Well done!",
    },
    "ja": {
        "intro": "これがあなたの手札です。レッスンでは1手ずつ案内します。光る枠が見る場所を示します。",
        "act": "印のついたカードを出してください。ほかのカードは今は暗く表示されています。",
        "watch": "しばらく見ていてください。レッスンが代わりに何手か進めます。",
        "mid": "半分まで来ました。右の記録で、だれが何を出したか確かめましょう。",
        "end": "この回戦が終わりました。得点はこのように数えます。",
        "bye": "これで1回戦が終わりです。よくできました！",
    },
}


def key(game_id: str, name: str) -> str:
    return f"{game_id}.lesson.fixture_{name}"


def install_words(monkeypatch) -> None:
    """The fixture lessons' words in the string tables, for this test only."""
    for lang, words in WORDS.items():
        for game_id in FIXTURE_SEEDS:
            for name, text in words.items():
                monkeypatch.setitem(i18n.table(lang), key(game_id, name), text)


def _choosing(run: LessonRun) -> list[str]:
    """The learner's plays now, when they have a choice of two or more (else empty)."""
    plays = sorted(action_code(a) for a in run.match.legal(run.seat) if a.kind == "play")
    return plays if len(plays) > 1 else []


def _script_points(game_id: str, seed: str, players: int) -> tuple[int, str, int]:
    """(decisions watched before the learner first chooses among plays, the play asked there,
    decisions left in the deal after it), the lesson's own watch stream as at the table."""
    probe = Lesson(game_id, seed, players, (LessonStep("w", watch=10 ** 6),))
    run = LessonRun(probe)
    before = 0
    while not _choosing(run):
        run.watch_one()
        before += 1
    first = _choosing(run)[0]
    steps = ((LessonStep("w", watch=before),) if before else ()) + (
        LessonStep("x", do=first), LessonStep("w", watch=10 ** 6))
    run = LessonRun(Lesson(game_id, seed, players, steps))
    for _ in range(before):
        run.watch_one()
    run.try_action(run.asked_action())
    left = 0
    while not run.match.deal_over:
        run.watch_one()
        left += 1
    return before, first, left


@lru_cache(maxsize=None)
def fixture_lesson(game_id: str) -> Lesson:
    """Read, watch up to the first choice of plays, act, watch, read, watch to the deal's end,
    then two end steps."""
    seed, players = FIXTURE_SEEDS[game_id]
    before, first, left = _script_points(game_id, seed, players)
    rule = {"tyrant": "T05", "democracy": "M05"}[game_id]
    k = min(2, left)
    steps = [LessonStep(key(game_id, "intro"), zone="hand", rule=rule)]
    if before:
        steps.append(LessonStep(key(game_id, "watch"), watch=before))
    steps.append(LessonStep(key(game_id, "act"), zone="hand", do=first))
    if k:
        steps.append(LessonStep(key(game_id, "watch"), watch=k))
    steps.append(LessonStep(key(game_id, "mid"), rule=rule))
    if left - k:
        steps.append(LessonStep(key(game_id, "watch"), watch=left - k))
    steps += [LessonStep(key(game_id, "end"), zone="hand"), LessonStep(key(game_id, "bye"))]
    return Lesson(game_id, seed, players, tuple(steps), title=f"{game_id}.lesson.title")


def action_step(lesson: Lesson) -> int:
    """The index of the lesson's first step that asks for a move."""
    return next(i for i, s in enumerate(lesson.steps) if s.do is not None)


def use_fixture_lessons(monkeypatch) -> None:
    """`lesson_for` gives the fixture lessons for Tyrant and Democracy, none for the rest."""
    from game import lesson as lesson_mod

    install_words(monkeypatch)
    monkeypatch.setattr(lesson_mod, "lesson_for",
                        lambda game_id: fixture_lesson(game_id) if game_id in FIXTURE_SEEDS else None)


def drive(app, scene, on_step=None, stop_at: int | None = None, frame_limit: int = 3000) -> list[int]:
    """Play the lesson on `scene` (a LessonTableScene on screen) to its end, or until `stop_at`
    steps are done, as a person would. `on_step(scene, index)` is called once for each step when
    its panel is up. Returns the step indexes shown; fails on a broken or stuck step."""
    shown: list[int] = []
    run = scene.run
    while not run.finished and (stop_at is None or run.index < stop_at):
        up = run_until(app, lambda: scene.broken or scene.step_shown, frame_limit)
        assert not scene.broken, f"{scene.game_id}: the lesson broke at step {run.index}: {scene.broken}"
        assert up, f"{scene.game_id}: step {run.index} ({run.step.text}) never came up"
        index, current = run.index, run.step
        if index not in shown:
            step(app, 2)   # the panel is built and drawn
            shown.append(index)
            if on_step is not None:
                on_step(scene, index)
        if current.waits_for_next:
            click_gui(app, gui_button(app, "next"))
        elif current.do is not None:
            assert scene.submit(run.asked_actions()), f"step {index}: the asked move was refused"
        else:
            moved = run_until(app, lambda: run.index != index or scene.broken, frame_limit)
            assert moved, f"{scene.game_id}: watch step {index} got stuck"
        assert run.index > index or current.watch, f"step {index} did not move on"
    return shown


def check_step(scene, index: int) -> str:
    """What every step's panel must be: its zone one of the layout's and inside the window, the
    panel up and covering neither that zone, nor the zones the step asks to watch (`clear`), nor
    the learner's hand (while they hold one); the ring's line running through no prompt line or
    raised card; no prompt line beside the step while the learner is to act; its words a
    translation (not the key). Returns the words."""
    app, step_ = scene.app, scene.run.step
    window = app.screen.get_rect()
    zones = scene.layout.lesson_zones(scene.view)
    where = f"{scene.game_id} step {index} ({step_.text})"
    assert scene._panel is not None, f"{where}: no panel"
    panel = scene._panel[0]
    assert window.contains(panel), f"{where}: the panel {panel} leaves the window"
    if step_.zone is not None:
        assert step_.zone in zones, f"{where}: the layout has no zone {step_.zone!r} (it has {sorted(zones)})"
        assert window.contains(zones[step_.zone]), f"{where}: zone {zones[step_.zone]} leaves the window"
        assert not panel.colliderect(zones[step_.zone]), f"{where}: the panel covers the ringed zone"
    for name in step_.clear:   # the other zones the words send the eye to
        assert name in zones, f"{where}: the layout has no zone {name!r} to keep clear"
        assert not panel.colliderect(zones[name]), f"{where}: the panel covers {name}, which the step asks to watch"
    hand = [] if scene.run.match.deal_over else [("hand", zones.get("hand"))]   # the end: no hand left
    for name, rect in hand + scene.drawn_rects.of("hand"):
        assert rect is None or not panel.colliderect(rect), f"{where}: the panel covers the hand ({rect})"
    ring = [r for _, r in scene.drawn_rects.of("ring")]
    if step_.zone is not None and ring:   # met by the line: touching the ring, not wholly inside it
        crossed = [(k, r) for k, _, r in scene.drawn_rects.items if k in ("prompt", "selected")
                   and r.colliderect(ring[0]) and not ring[0].inflate(-8, -8).contains(r)]
        assert crossed == [], f"{where}: the ring's line {ring[0]} runs through {crossed}"
    learner_to_act = scene.view.seat is not None and scene.view.seat in scene.run.match.to_act()
    if learner_to_act and not scene.layout.reason_text:   # one voice: the step's words, no prompt line beside them
        assert not scene.drawn_rects.of("prompt"), f"{where}: a prompt line speaks beside the step"
    words = app.tr(step_.text, **step_.params)
    assert words != step_.text, f"{where}: no words for the key in {app.tr.lang}"
    return words


__all__ = ["DT", "action_step", "check_step", "drive", "fixture_lesson", "install_words", "use_fixture_lessons"]
