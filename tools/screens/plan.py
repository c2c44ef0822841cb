"""The screenshot plan of any game, asked of nothing but its rules: one deal at its usual table
is played by Normal AIs, then every kind of decision the deal held — each (phase, action kind)
pair — is shown from the seat that made it, at a table where that seat is the human player, the
move it made chosen on the table (its cards raised, its button lit); then the deal's end on the
table and its results. So a game needs no screenshot code of its own: a new phase or a new kind
of move is in the pictures as soon as a deal holds it (what one deal rarely reaches, the game asks
for as data: tools/screens/situations.py).

Part of `python -m tools.screens OUT --game G` (see tools/screens/__main__.py)."""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from game import registry
from game.match import Match, Step
from game.seats import Seat
from tools.screenshot_kit import frames, new_app, save, until

NAMES = {"ja": ["あなた", "ミナ", "ケン", "サラ", "ユウ", "リコ", "ジョー", "ハナ"],
         "en": ["You", "Mina", "Ken", "Sara", "Yu", "Rico", "Joe", "Hana"]}


@dataclass(frozen=True)
class Moment:
    """One picture: the position before step `index` of the deal, seen by the seat that decides it."""

    index: int
    phase: str
    step: Step

    @property
    def name(self) -> str:
        return f"{self.index:03d}_{self.phase}_{self.step.action.kind}"


def seats_for(players: int, lang: str, human: int | None) -> list[Seat]:
    """The human (if any) called You/あなた, the others by name in order."""
    others = iter(NAMES[lang][1:])
    return [Seat(NAMES[lang][0], "human") if i == human else Seat(next(others), "ai", "normal") for i in range(players)]


def the_deal(game_id: str, seed) -> tuple[Match, list[Step]]:
    """One deal of the game at its usual table, every seat a Normal AI: the match and its steps."""
    rules = registry.load(game_id)
    match = Match(game_id, rules.one_deal_options(), seats_for(rules.usual_table(), "en", None), seed)
    match.run_ai_until_human()
    return match, [s for s in match.steps if s.deal == 0]


def moments(game_id: str, seed) -> list[Moment]:
    """Each (phase, action kind) of the deal once, in the order the deal first reached it: the
    middle one of those that answer another seat's move of the same kind (a trick under way rather
    than its lead), else the middle one."""
    played, steps = the_deal(game_id, seed)
    replay = Match(game_id, dict(played.options), list(played.seats), seed)
    seen: dict[tuple[str, str], list[tuple[bool, Moment]]] = {}
    for index, step in enumerate(steps):
        phase = str(getattr(replay.view(step.seat), "phase", "") or "play")
        before = steps[index - 1] if index else None
        answers = before is not None and before.seat != step.seat and before.action.kind == step.action.kind
        seen.setdefault((phase, step.action.kind), []).append((answers, Moment(index, phase, step)))
        replay.play(step.seat, step.action)
    chosen = []
    for found in seen.values():
        pool = [m for answers, m in found if answers] or [m for _, m in found]
        chosen.append(pool[len(pool) // 2])
    return chosen


def at(app, game_id: str, seed, steps: list[Step], upto: int, human: int, lang: str):
    """A table (switched to) where `human` is the player and the deal's first `upto` steps are played."""
    from ui.scenes.table import TableScene

    rules = registry.load(game_id)
    match = Match(game_id, rules.one_deal_options(), seats_for(rules.usual_table(), lang, human), seed)
    for step in steps[:upto]:
        match.play(step.seat, step.action)
    table = TableScene(app, match, ai_delay=0.05)
    app.switch(table)
    return table


def shoot_game(out: Path, lang: str, game_id: str, seed) -> list[Path]:
    """Every moment of the plan, then the deal's end and its results; returns the files written."""
    from ui.scenes.results import ResultsScene

    app = new_app(lang)
    _, steps = the_deal(game_id, seed)
    folder = out / game_id
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for moment in moments(game_id, seed):
        table = at(app, game_id, seed, steps, moment.index, moment.step.seat, lang)
        if not until(app, lambda: bool(table.legal) and not table.anim.busy and table.viewer == moment.step.seat, 3000):
            print(f"{game_id} {moment.name}: the table never asked the seat (skipped)")
            continue
        if moment.step.action in table.legal:
            table.layout.preselect(moment.step.action)
        frames(app, 2)
        save(app, folder, f"{moment.name}_{lang}")
        written.append(folder / f"{moment.name}_{lang}.png")
    table = at(app, game_id, seed, steps, len(steps), 0, lang)
    until(app, lambda: not table.anim.busy and table.match.deal_over, 3000)
    frames(app, 4)
    save(app, folder, f"deal_end_{lang}")
    until(app, lambda: isinstance(app.scene, ResultsScene), 3000)
    frames(app, 3)
    save(app, folder, f"results_{lang}")
    return written + [folder / f"deal_end_{lang}.png", folder / f"results_{lang}.png"]
