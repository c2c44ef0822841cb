"""GUI monkey: random clicks, right clicks, mouse moves, keys, text input and
window resizes posted through pygame's queue into the real app (title, setup, table, curtain,
results, rules, settings, saved games — wherever the clicks lead), headless and seeded, for every
game with a table, solo and pass-and-play. A "player" hand also makes a random legal move now and
then so deals, hand-overs and matches really happen.

It records, and `Tally.problems()` lists: any exception (raised at once, with the game, mode, seed
and frame), frames slower than 1 s in which the main thread itself worked 0.5 s or more, frames
over 0.5 s in which the process kept a core busy but the frame loop hardly ran (a worker thread kept
the interpreter lock from it; frames over 0.25 s, and over 1 s only because the machine was busy,
are counted), a stuck AI (an AI seat to
act for STUCK_FRAMES frames on an open table with no worker thinking), and any hidden-card leak: a
card face drawn, or a card named in drawn text or a toast, on a table whose viewer has never had
that card in its view (for pass-and-play: another human's hidden cards; in solo the AI's).

    .venv/bin/python -m tools.monkey                      # the CI amount, once through every game
    .venv/bin/python -m tools.monkey --long --minutes 10  # rounds until the time is up, Hard AI too
tests/robustness/test_monkey.py runs `run_all` with the CI amount."""
from __future__ import annotations

import argparse
import itertools
import os
import random
import re
import sys
import tempfile
import time
from collections import Counter
from dataclasses import dataclass, field

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.lesson import lesson_for  # noqa: E402

DT = 1 / 30
SLOW_FRAME_S = 0.25        # counted and reported
FAIL_FRAME_S = 1.0         # a problem, when the main thread itself worked at least
FAIL_FRAME_CPU_S = 0.5     # this long in it (a frame stretched only by a busy machine is counted)
STARVED_FRAME_S = 0.5      # a problem too: a frame this long in which the process kept a core busy
STARVED_SHARE = 0.8        # (this share of the frame's wall time) but the frame loop hardly ran: a
                           # worker thread (AI, hint) kept the interpreter lock from it
PLAYER_MOVES = 0.4         # share of frames where the player hand makes a legal move
STUCK_FRAMES = 450         # 15 s of game time with an AI to act and nothing thinking
MODES = ("solo", "pass")
KEYS = (pygame.K_SPACE, pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE, pygame.K_TAB,
        pygame.K_BACKSPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN,
        pygame.K_PAGEUP, pygame.K_PAGEDOWN, pygame.K_h, pygame.K_p, pygame.K_s, pygame.K_d,
        pygame.K_c, pygame.K_n, pygame.K_r, pygame.K_g, pygame.K_e, pygame.K_b, pygame.K_v,
        pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_4, pygame.K_0, pygame.K_9, pygame.K_PLUS,
        pygame.K_MINUS, pygame.K_a, pygame.K_z, pygame.K_F1, pygame.K_DELETE, pygame.K_HOME)
TEXTS = ("a", "7", "Z", "あ", "名前", "☃", " ", "é", "x" * 40, "\u200b", "%s{0}", "😀")
SIZES = ((1280, 720), (960, 600), (1600, 900), (1024, 768), (800, 600), (1920, 1080), (1366, 768))


@dataclass
class Tally:
    """What the monkey tried and found."""

    events: Counter = field(default_factory=Counter)
    frames: int = 0
    moves: int = 0              # legal moves made by the player hand
    actions: int = 0            # actions applied in the matches (anyone's)
    deals: int = 0              # deals finished
    matches: int = 0            # matches finished
    tables: int = 0             # tables opened (by the monkey or through the setup screen)
    handovers: int = 0          # viewer changes between two humans (pass-and-play)
    slow_frames: int = 0
    over_1s_loaded: int = 0     # frames over 1 s in wall time whose own work was short (machine busy)
    slow_with_resize: int = 0   # of those, frames that handled a window resize
    max_frame_s: float = 0.0
    faces_checked: int = 0
    scenes: Counter = field(default_factory=Counter)
    too_slow: list = field(default_factory=list)
    starved: list = field(default_factory=list)
    stuck: list = field(default_factory=list)
    leaks: list = field(default_factory=list)
    runs: int = 0

    @property
    def total_events(self) -> int:
        return sum(self.events.values())

    def problems(self, timing: bool = True) -> list[str]:
        """What went wrong; `timing=False` leaves out the slow and starved frames, which depend on
        how busy the machine is (the suite counts them; `python -m tools.monkey` fails on them)."""
        return (self.timing_problems() if timing else []) + \
            [f"stuck AI: {where}" for where in self.stuck] + [f"leak: {where}" for where in self.leaks]

    def timing_problems(self) -> list[str]:
        return ([f"frame of {s:.2f} s ({where})" for s, where in self.too_slow]
                + [f"frame loop starved {s:.2f} s by a worker thread ({where})" for s, where in self.starved])

    def summary(self) -> str:
        kinds = ", ".join(f"{k} {n}" for k, n in sorted(self.events.items()))
        scenes = ", ".join(f"{k} {n}" for k, n in self.scenes.most_common())
        return (f"{self.runs} runs: {self.total_events} events ({kinds}), {self.frames} frames, "
                f"{self.moves} player moves, {self.actions} actions, {self.deals} deals, {self.matches} matches, "
                f"{self.tables} tables, {self.handovers} hand-overs, {self.faces_checked} card faces checked; "
                f"frames over {SLOW_FRAME_S} s: {self.slow_frames}, {self.slow_with_resize} of them resizing, {self.over_1s_loaded} over 1 s with under {FAIL_FRAME_CPU_S} s of own work (slowest {self.max_frame_s:.3f} s); "
                f"frames per scene: {scenes}; problems: {len(self.problems())}")


# ---- what a viewer may see ----------------------------------------------------------------------
def cards_in(value, found: set, depth: int = 0) -> None:
    """Every Card reachable in a view (dataclass fields, sequences, sets, dict keys and values)."""
    from game.cards import Card

    if depth > 8 or value is None or isinstance(value, (str, bytes, int, float, bool)):
        return
    if isinstance(value, Card):
        found.add((value.suit, value.rank))
        return
    if isinstance(value, dict):
        for k, v in value.items():
            cards_in(k, found, depth + 1)
            cards_in(v, found, depth + 1)
        return
    if isinstance(value, (list, tuple, set, frozenset)):
        for v in value:
            cards_in(v, found, depth + 1)
        return
    fields = getattr(value, "__dataclass_fields__", None)
    if fields:
        for name in fields:
            cards_in(getattr(value, name, None), found, depth + 1)


class LeakWatch:
    """Spies on the card art and the text renderer while the table is the scene on screen, and
    checks what was drawn against what the table's viewer has ever had in its view this deal."""

    def __init__(self, app) -> None:
        self.app = app
        self.table = None
        self.faces: list[tuple] = []
        self.texts: list[tuple] = []
        self.known: dict = {}          # (match token, deal, viewer) -> {(suit, rank)} ever in its view
        self._seen_step: dict = {}
        self._tokens = itertools.count(1)
        self.fixed: list[str] | None = None
        self.earlier: set[str] = set()   # toasts up when this table came: the previous match's
        original_face, original_blit = app.cards.face, app.text.blit

        def face(card, size, horizontal=False):
            if self._watching():
                self.faces.append(((card[0], card[1]), self.table.viewer))
            return original_face(card, size, horizontal)

        def blit(surface, text, *args, **kwargs):
            if self._watching() and isinstance(text, str):
                self.texts.append((text, self.table.viewer))
            return original_blit(surface, text, *args, **kwargs)

        app.cards.face = face
        app.text.blit = blit

    def follow(self, match) -> None:
        """Also count as known every card the engine's events showed a seat (a Democracy reveal
        of a trick that is gone from the views once it resolved)."""
        if getattr(match, "_monkey_followed", False):
            return
        original = match.play

        def play(seat, action):
            events = original(seat, action)
            self.record(match, match.deal_index, events)
            return events

        if match.steps:
            self.replay_history(match)
        match.play = play
        match._monkey_followed = True

    def record(self, match, deal: int, events) -> None:
        """Count the cards `events` show each viewer as known to it in `deal`."""
        for viewer in [None, *range(len(match.seats))]:
            known = self.known.setdefault((self.token(match), deal, viewer), set())
            cards_in([e.for_viewer(viewer).cards for e in events], known)

    def replay_history(self, match) -> None:
        """A match resumed from a save: what each seat was shown before this table opened (the
        table's log may still tell an earlier deal's public plays, as it would had it been watched)."""
        from ui.scenes.replay_viewer import advance, fresh

        start = fresh(match)
        self.record(match, 0, start.rules.opening_events(start.state))
        for step in match.steps:
            deal = start.deal_index
            events = advance(start, step)
            if start.deal_index != deal:
                self.record(match, start.deal_index, start.rules.opening_events(start.state))
            self.record(match, step.deal, events)

    def token(self, match) -> int:
        """A number for this match that no later match gets (an `id()` is reused once a match is
        freed, and a new match would then inherit the old one's known cards and step count)."""
        token = getattr(match, "_monkey_token", None)
        if token is None:
            token = match._monkey_token = next(self._tokens)
        return token

    def watch_table(self, table) -> None:
        if table is not self.table:
            self.earlier = set(self.app.toasts.texts)
        self.table = table

    def _watching(self) -> bool:
        return self.table is not None and self.app.scene is self.table and not self.table.match.deal_over

    def _known(self, viewer) -> set:
        match = self.table.match
        key = (self.token(match), match.deal_index, viewer)
        fresh = key not in self.known
        known = self.known.setdefault(key, set())
        if fresh:                       # the deal's opening (a card turned up for everyone)
            try:
                cards_in([e.for_viewer(viewer).cards for e in match.rules.opening_events(match.state)], known)
            except Exception:
                pass
        if self._seen_step.get(key) != len(match.steps):
            self._seen_step[key] = len(match.steps)
            cards_in(match.view(viewer), known)
            if viewer is not None:      # what a seat may name (Napoleon's adjutant: any card)
                cards_in([a.cards for a in match.legal(viewer)], known)
        return known

    def hidden_from(self, viewer) -> tuple[set, set]:
        """(suit, rank) of the deal's cards the viewer never had in its view; and the labels of
        those (jokers left out of the text check)."""
        match = self.table.match
        every: set = set()
        try:
            every = {(c.suit, c.rank) for c in match.rules.all_cards(match.state)}
        except NotImplementedError:
            for seat in range(len(match.seats)):
                cards_in(getattr(match.view(seat), "hand", ()), every)
        hidden = every - self._known(viewer)
        from game.cards import Card

        # text may still tell an earlier deal's plays (the log): only cards never shown in the match
        token = self.token(match)
        ever = set().union(*(k for (m, _, v), k in self.known.items() if m == token and v == viewer))
        labels = {Card(s, r).label for s, r in hidden - ever if s != "X"}
        return hidden, labels

    def names(self, text: str, label: str) -> bool:
        """Whether `text` names the card `label` ("♥2" in "♥2 を出す", not in the bid "♥20", nor
        in a fixed sentence of the string tables: a rule that names the ♠3)."""
        # not in the bid "♥20", nor as the low end of a run "♠3–5" or "♠3〜5" (a joker may stand for it)
        if re.search(re.escape(label) + r"(?![0-9]|\s*[–\-〜~]\s*[0-9AJQK])", text) is None:
            return False
        if any(text in earlier for earlier in self.earlier):
            return False
        if self.fixed is None:
            from game import i18n

            self.fixed = [v for lang in ("ja", "en") for v in i18n.table(lang).values() if "{" not in v]
        return not any(text in fixed for fixed in self.fixed)

    def check(self, tally: Tally, where: str) -> None:
        faces, texts, self.faces, self.texts = self.faces, self.texts, [], []
        if self.table is None or self.table.match.deal_over:
            return
        tally.faces_checked += len(faces)
        viewers = {v for _, v in faces} | {v for _, v in texts}
        if self.app.scene is self.table:
            viewers.add(self.table.viewer)
        match = self.table.match
        where = f"{where} (match {self.token(match)}, deal {match.deal_index}, {len(match.steps)} actions)"
        for viewer in viewers:
            hidden, labels = self.hidden_from(viewer)
            drawn = {f for f, v in faces if v == viewer and f in hidden}
            if drawn:
                tally.leaks.append(f"{where}: viewer {viewer} was shown the face of {sorted(drawn)}")
            said = [(t, lb) for t, v in texts if v == viewer for lb in labels if self.names(t, lb)]
            if viewer == self.table.viewer and self.app.scene is self.table:
                said += [(t, lb) for t in self.app.toasts.texts for lb in labels if self.names(t, lb)]
            if said:
                tally.leaks.append(f"{where}: viewer {viewer} read {said[:3]}")


# ---- the monkey -----------------------------------------------------------------------------------
def make_app(lang: str = "ja"):
    from ui.app import App, open_window
    from ui.settings import Settings

    screen = open_window()
    return App(screen, Settings(lang=lang, ai_speed="fast", anim_speed="fast"), save_settings=False)


def make_match(game_id: str, mode: str, seed: int, rng: random.Random, levels=("easy", "normal")):
    from game import registry
    from game.match import Match
    from game.search import SearchPlayer
    from game.seats import Seat

    rules = registry.load(game_id)
    n = max(rules.min_players, min(rules.max_players, rng.choice((3, 4, 5))))
    humans = {0} if mode == "solo" else {0, rng.randrange(1, n)}
    if mode == "pass" and n > 3 and rng.random() < 0.3:
        humans = set(range(n))                       # everyone at one screen
    seats = [Seat(f"P{i + 1}", "human") if i in humans else Seat(f"AI {i + 1}", "ai", rng.choice(levels))
             for i in range(n)]
    options = {"deals": 2} if any(o.key == "deals" for o in rules.options) else {}
    match = Match(game_id, options, seats, seed)
    for player in match._ai:
        if isinstance(player, SearchPlayer):
            player.budget_s, player.max_playouts = 5.0, 6
    return match


def random_event(rng: random.Random, size: tuple[int, int], tally: Tally) -> list:
    w, h = size
    pos = (rng.randrange(w), rng.randrange(h))
    roll = rng.random()
    if roll < 0.45:
        button = 3 if rng.random() < 0.12 else 1
        pygame.mouse.set_pos(pos)
        tally.events["click"] += 1
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos),
                pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos)]
    if roll < 0.60:
        pygame.mouse.set_pos(pos)
        tally.events["move"] += 1
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))]
    if roll < 0.62:
        tally.events["wheel"] += 1
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)]
    if roll < 0.88:
        key = rng.choice(KEYS)
        mod = rng.choice((0, 0, 0, pygame.KMOD_SHIFT, pygame.KMOD_CTRL))
        tally.events["key"] += 1
        char = chr(key) if 32 <= key < 127 else ""
        return [pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=char, scancode=0),
                pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=char, scancode=0)]
    if roll < 0.97:
        tally.events["text"] += 1
        return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(TEXTS))]
    tally.events["resize"] += 1
    return ["resize"]


def resize(app, rng: random.Random) -> None:
    from ui.app import set_mode

    size = rng.choice(SIZES)
    set_mode(size, False)
    pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1]))


def player_hand(app, table, rng: random.Random, tally: Tally) -> None:
    """Now and then a legal move for the human on screen, or Next/Continue past a results screen,
    so that the match advances under the noise."""
    from ui.scenes.results import ResultsScene

    if app.scene is table and not table.anim.busy and lesson_hand(table, rng):
        tally.moves += 1
    elif app.scene is table and table.anim.busy and rng.random() < 0.5:
        table.anim.skip()                      # as Space does
    elif app.scene is table and table.viewer is not None and table.legal and not table.anim.busy \
            and table.input_ready and not table.menu_open:
        choices = [a for a in table.legal if a.kind != "hold"] or table.legal
        if table.submit([choices[rng.randrange(len(choices))]]):
            tally.moves += 1
    elif isinstance(app.scene, ResultsScene) and getattr(app.scene, "on_next", None) is not None:
        app.scene.on_button("next")
    elif app.scene is table and table.menu_open and rng.random() < 0.5:
        table.toggle_menu()


def fresh_table(app, game_id: str, mode: str, seed: int, rng: random.Random, levels):
    """A table to start from: the game's lesson from its first step ("lesson"), else a new match."""
    from ui.scenes.lesson_table import open_lesson
    from ui.scenes.table import TableScene

    if mode == "lesson":
        return open_lesson(app, game_id, restart=True, ai_delay=0.0)
    table = TableScene(app, make_match(game_id, mode, seed, rng, levels), ai_delay=0.0)
    app.switch(table)
    return table


def lesson_hand(table, rng: random.Random) -> bool:
    """At a lesson's table, now and then what the step asks (Next, or the asked move), so the
    lesson goes on under the noise; False when it did nothing."""
    run = getattr(table, "run", None)
    if run is None or run.finished or not table.step_shown or rng.random() < 0.4:
        return False
    if run.step.waits_for_next:
        table.on_button("next")
        return True
    asked = table.asked()     # a decision of several actions is handed over whole, as its button does
    return asked is not None and run.step.do is not None and table.submit(run.asked_actions())


def monkey_run(app, game_id: str, mode: str, seed: int, events: int, tally: Tally,
               levels=("easy", "normal")) -> None:
    """`events` random events into the app, starting at a table of `game_id` in `mode` ("solo",
    "pass", "lesson": its guided lesson), or at the title screen ("menus": setup, settings, rules, statistics, saved games and
    whatever table the clicks start)."""
    from ui.scenes.table import TableScene
    from ui.scenes.title import TitleScene

    from ui.scenes.online import OnlineScene

    OnlineScene.bind_address, OnlineScene.port = "127.0.0.1", 0   # a table the clicks open serves loopback only
    rng = random.Random(f"monkey/{game_id}/{mode}/{seed}")
    watch = getattr(app, "_monkey_watch", None) or LeakWatch(app)
    app._monkey_watch = watch
    app.clear_stack()
    app.toasts.items.clear()          # a toast of the previous run belongs to its table
    table = None
    if mode == "menus":
        app.switch(TitleScene(app))
    else:
        table = fresh_table(app, game_id, mode, seed, rng, levels)
        tally.tables += 1
    tally.runs += 1
    sent = frame = idle_ai = away = 0
    deals_seen, steps_seen, last_viewer, over_seen = 0, 0, getattr(table, "viewer", None), False
    while sent < events:
        where = f"{game_id}/{mode}/seed {seed}/frame {frame}"
        # a table opened through the setup screen is followed from then on
        if isinstance(app.scene, TableScene) and app.scene is not table and not getattr(app.scene, "online", False):
            table, deals_seen, steps_seen, last_viewer, over_seen = app.scene, 0, 0, app.scene.viewer, False
            tally.tables += 1
        watch.watch_table(table)
        if table is not None:
            watch.follow(table.match)
        in_use = table is not None and (app.scene is table or table in app.stack)
        away = 0 if in_use or mode == "menus" else away + 1
        if away > 240:                       # wandered off (title, setup …): a fresh table
            app.clear_stack()
            app.toasts.items.clear()
            table = fresh_table(app, game_id, mode, seed + frame, rng, levels)
            tally.tables += 1
            deals_seen, steps_seen, last_viewer, over_seen, away = 0, 0, table.viewer, False, 0
        resized = False
        for _ in range(rng.choice((0, 1, 1, 1, 2, 3))):
            if sent >= events:
                break
            for ev in random_event(rng, app.window.get_size(), tally):
                if ev == "resize":
                    resize(app, rng)
                    resized = True
                else:
                    pygame.event.post(ev)
            sent += 1
        if rng.random() < PLAYER_MOVES and table is not None:
            player_hand(app, table, rng, tally)
        start, cpu_start, process_start = time.perf_counter(), time.thread_time(), time.process_time()
        try:
            app.step(DT)
        except Exception as exc:
            raise AssertionError(f"monkey: {type(exc).__name__} at {where}: {exc}") from exc
        spent, cpu = time.perf_counter() - start, time.thread_time() - cpu_start
        process_cpu = time.process_time() - process_start
        frame += 1
        tally.frames += 1
        tally.scenes[type(app.scene).__name__] += 1
        tally.max_frame_s = max(tally.max_frame_s, spent)
        if spent > SLOW_FRAME_S:
            tally.slow_frames += 1
            tally.slow_with_resize += resized
        if spent > FAIL_FRAME_S and cpu >= FAIL_FRAME_CPU_S:
            tally.too_slow.append((spent, f"{where}, {cpu:.2f} s of own work" + (" (resize)" if resized else "")))
        elif spent > STARVED_FRAME_S and cpu < 0.25 * spent and process_cpu >= STARVED_SHARE * spent:
            tally.starved.append((spent, f"{where}, {cpu:.2f} s of own work, the process {process_cpu:.2f} s"))
        elif spent > FAIL_FRAME_S:
            tally.over_1s_loaded += 1
        watch.check(tally, where)
        if table is None:
            continue
        match = table.match
        tally.actions += max(0, len(match.steps) - steps_seen)
        steps_seen = len(match.steps)
        done = len(match.deal_results)
        tally.deals += max(0, done - deals_seen)
        deals_seen = done
        if match.over and not over_seen:
            tally.matches += 1
            over_seen = True
        if table.viewer is not None and last_viewer is not None and table.viewer != last_viewer:
            tally.handovers += 1
        if table.viewer is not None:
            last_viewer = table.viewer
        ai_to_act = [s for s in match.to_act() if match.is_ai(s)]
        waiting = (app.scene is table and ai_to_act and not table.menu_open and not table.anim.busy
                   and not match.deal_over and not table.finished
                   and (table.worker is None or table.worker.done))
        idle_ai = idle_ai + 1 if waiting else 0
        if idle_ai == STUCK_FRAMES:
            tally.stuck.append(f"{where}: AI seats {ai_to_act} to act, no worker, {len(match.steps)} actions")
    pygame.event.clear()


def games_with_tables() -> list[str]:
    from game import registry
    from ui.layouts import has_layout

    return [g for g in registry.available_games() if has_layout(g)]


def run_all(app, events_per_run: int, tally: Tally, seed: int = 1, levels=("easy", "normal"),
            games=None) -> Tally:
    games = games or games_with_tables()
    for game_id in games:
        for mode in MODES:
            monkey_run(app, game_id, mode, seed, events_per_run, tally, levels)
        if lesson_for(game_id) is not None:
            monkey_run(app, game_id, "lesson", seed, events_per_run, tally, levels)
    monkey_run(app, games[0], "menus", seed, events_per_run, tally, levels)
    return tally


def main(argv=None) -> int:
    p = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    p.add_argument("--long", action="store_true", help="rounds through every game until --minutes pass")
    p.add_argument("--minutes", type=float, default=5.0)
    p.add_argument("--events", type=int, default=None,
                   help="events per game and mode in one round (300; 2000 with --long, so deals end)")
    p.add_argument("--seed", type=int, default=1)
    p.add_argument("--game", action="append", help="only this game (repeatable)")
    p.add_argument("--lang", default="ja", choices=("ja", "en"))
    args = p.parse_args(argv)
    if args.events is None:
        args.events = 2000 if args.long else 300
    os.environ.setdefault("CARDTABLE_HOME", tempfile.mkdtemp(prefix="cardtable-monkey-"))
    app = make_app(args.lang)
    tally = Tally()
    start = time.perf_counter()
    seed = args.seed
    reported = 0
    levels = ("easy", "normal", "hard") if args.long else ("easy", "normal")
    while True:
        try:
            run_all(app, args.events, tally, seed, levels, args.game)
        except AssertionError as exc:
            print(f"EXCEPTION: {exc}")
            print(tally.summary())
            return 1
        seed += 1
        elapsed = time.perf_counter() - start
        print(f"[{elapsed:6.0f} s] seed {seed - 1}: {tally.summary()}", flush=True)
        fresh = tally.problems()[reported:]
        reported += len(fresh)
        for problem in fresh[:5]:
            print("  new problem:", problem[:300], flush=True)
        if not args.long or elapsed > args.minutes * 60:
            break
    shown = set()
    for problem in tally.problems():
        if problem[:60] not in shown:           # one line per place, not one per frame
            shown.add(problem[:60])
            print("PROBLEM:", problem[:500])
    print(f"monkey: {tally.summary()} in {time.perf_counter() - start:.0f} s")
    return 1 if tally.problems() else 0


if __name__ == "__main__":
    sys.exit(main())
