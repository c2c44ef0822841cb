"""Headless fixtures for the table: SDL dummy drivers, a private user-data folder per test, an
App on a dummy window, a quicker Hint (`quick_hints`), and helpers that click and step frames like a person would, open a match's
table, and record every card face drawn (for the tests that no hidden card is shown)."""
from __future__ import annotations

import functools
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game import registry  # noqa: E402
from game.cards import Card  # noqa: E402
from game.match import Match  # noqa: E402
from game.seats import Seat  # noqa: E402

DT = 1 / 30


@pytest.fixture(autouse=True)
def private_home(user_home):
    """Every table test runs in its own user-data folder (tests/conftest.py)."""
    return user_home


@pytest.fixture
def app():
    from ui.app import App, open_window
    from ui.settings import Settings

    screen = open_window()
    application = App(screen, Settings(lang="ja", ai_speed="fast", anim_speed="fast"), save_settings=False)
    yield application
    if application.scene is not None:
        application.scene.leave()   # as a person leaving it: a review still being weighed stops, not run on into later tests
    close_window()


@pytest.fixture
def quick_hints(monkeypatch):
    """The Hint with 16 playouts, so that a test asking it at every turn stays quick."""
    from game import hints

    monkeypatch.setattr(hints, "advise", functools.partial(hints.advise, max_playouts=16))


def close_window() -> None:
    """The window and the fonts closed after a test (the next test opens its own); the mixer, once
    a test has opened it, stays open: closing it waits out the audio thread (~70 ms a test)."""
    pygame.display.quit()
    pygame.font.quit()


def step(app, n: int = 1, events=None) -> None:
    for _ in range(n):
        app.step(DT, list(events or []))
        events = None


def run_until(app, predicate, limit: int = 1500) -> bool:
    for _ in range(limit):
        if predicate():
            return True
        let_workers_run(app)
        app.step(DT, [])
    return predicate()


WORKER_SLICE_S = 0.02   # how long a frame waits for a thinking worker, as the app's frame pacing does


def let_workers_run(app) -> None:
    """Before a frame, a thinking worker of the scene (the AI's, the Hint's, a review's) gets a slice
    of time: the app paces its frames and its workers think meanwhile, where back-to-back test
    frames would starve them on a loaded machine and a wait counted in frames would run out."""
    scene = app.scene
    for name in ("worker", "hint_worker"):
        thread = getattr(getattr(scene, name, None), "thread", None)
        if thread is not None and thread.is_alive():
            thread.join(WORKER_SLICE_S)


def wait_for_worker(app, worker_of, frames_after: int = 2, limit: int = 10_000) -> int:
    """Step frames until `worker_of()` (a table's Hint or AI worker) is None, joining the worker's
    thread first instead of watching a clock: however loaded the machine, the thread's end is
    waited for, never timed. Returns the frames stepped."""
    frames = 0
    while worker_of() is not None and frames < limit:
        worker_of().thread.join()
        app.step(DT, [])
        frames += 1
    step(app, frames_after)
    return frames


def click(app, pos) -> None:
    """A left click at `pos`, through pygame's queue so pygame-gui sees it as well."""
    pygame.mouse.set_pos(pos)
    down = pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)
    up = pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)
    app.step(DT, [down])
    app.step(DT, [up])
    app.step(DT)  # pygame-gui posts UI_BUTTON_PRESSED to the queue; this frame delivers it


def click_gui(app, element) -> None:
    click(app, element.rect.center)


def window_click(app, logical_pos) -> None:
    """A left click where `logical_pos` of the canvas shows in the window (window coordinates)."""
    pos = app.stage.to_window(logical_pos)
    pygame.mouse.set_pos(pos)
    app.step(DT, [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=1, pos=pos)])
    app.step(DT, [pygame.event.Event(pygame.MOUSEBUTTONUP, button=1, pos=pos)])
    app.step(DT)


def gui_button(app, name: str):
    for element, button_name in app.scene.buttons.items():
        if button_name == name:
            return element
    raise AssertionError(f"no button {name!r} in {type(app.scene).__name__}: {list(app.scene.buttons.values())}")


def solo_match(game_id: str, players: int | None = None, seed: int = 4) -> Match:
    """You in seat 0 against Normal AIs (the game's usual table unless `players` says), one deal
    where the game has deals (Tyrant is one deal, Democracy plays to its target)."""
    rules = registry.load(game_id)
    seats = [Seat("You", "human")] + [Seat(f"AI {i}", "ai", "normal") for i in range(1, players or rules.usual_table())]
    return Match(game_id, rules.one_deal_options(), seats, seed)


def tyrant_match(kinds: list[str], seed=5) -> Match:
    seats = [Seat(f"P{i + 1}", kind, "random") for i, kind in enumerate(kinds)]
    return Match("tyrant", {}, seats, seed)


def open_table(app, match):
    """The table scene for `match` (AI seats act at once), switched to."""
    from ui.scenes.table import TableScene

    table = TableScene(app, match, ai_delay=0.0)
    app.switch(table)
    return table


def record_faces(app, as_card: bool = True) -> list:
    """From now on every card face the card art draws is appended to the list returned (as a Card,
    or as the art was asked for it with as_card=False); the test clears it when it likes."""
    drawn: list = []
    original = app.cards.face

    def spy(card, size, horizontal=False):
        drawn.append((Card(*card[:3]) if len(card) > 2 else card) if as_card else card)
        return original(card, size, horizontal)

    app.cards.face = spy
    return drawn


def drawn_texts(app) -> list[str]:
    """Every text the app renders from now on (the caller clears the list when it likes)."""
    seen: list[str] = []
    original = app.text.render

    def spy(text, *args, **kwargs):
        seen.append(text)
        return original(text, *args, **kwargs)

    app.text.render = spy
    return seen
