"""A hand-over between two humans in pass-and-play never shows or acts on the
previous human's cards. One human acts and, in the same frame, skips the animation (Space), so the
hand-over happens within one frame; right after the curtain lifts, clicks land where the previous
human's cards were. No face or name of the previous human's hidden cards may be drawn or toasted,
in every game with a table layout."""
from __future__ import annotations

import random

import pygame
import pytest

from game import registry
from game.cards import Card
from game.match import Match
from game.seats import Seat
from tests.ui.conftest import DT, open_table, record_faces

GAMES = registry.available_games()   # every game: one without a layout (or lesson) fails, never drops out


def _players(game_id: str) -> int:
    rules = registry.load(game_id)
    return max(rules.min_players, min(rules.max_players, 4))


def _target_points(layout) -> list[tuple[int, int]]:
    """The centres of every click target the layout built in its last frame."""
    points = []
    for name in layout.TARGETS:
        for item in getattr(layout, name, None) or []:
            rect = item[0] if isinstance(item, tuple) else getattr(item, "rect", None)
            if isinstance(rect, pygame.Rect):
                points.append(rect.center)
    return points


def _hidden_cards(match, seat: int, other: int) -> set:
    """Cards only `seat` may see (its hand and stock) that `other` does not hold."""
    view = match.view(seat)
    mine = set(getattr(view, "hand", None) or ())
    stock = getattr(view, "stock", None)
    if stock:
        mine |= set(stock)
    theirs = match.view(other)
    mine -= set(getattr(theirs, "hand", None) or ())
    mine -= set(getattr(theirs, "stock", None) or ())
    return {c for c in mine if c is not None}


def _chosen_cards(layout) -> set:
    """Every card the layout holds as the player's half-made choice (selection, keep, pick …)."""
    found = set()
    for value in vars(layout).values():
        if isinstance(value, Card):
            found.add(value)
        elif isinstance(value, (list, tuple, set)) and value and all(isinstance(v, Card) for v in value):
            found.update(value)
    return found


def _key(key):
    return pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode="")


def _click(pos, button=1):
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, button=button, pos=pos),
            pygame.event.Event(pygame.MOUSEBUTTONUP, button=button, pos=pos)]


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_one_frame_handover_never_shows_previous_humans_cards(app, game_id):
    from ui.scenes.curtain import CurtainScene

    players = _players(game_id)
    match = Match(game_id, {}, [Seat(f"P{i + 1}", "human") for i in range(players)], 7)
    table = open_table(app, match)
    rng = random.Random(3)
    faces = record_faces(app)
    handovers = 0
    for _ in range(4000):
        if handovers >= 8 or match.deal_over:
            break
        if isinstance(app.scene, CurtainScene):
            app.step(0.3)   # the curtain takes clicks after a moment
            previous = getattr(table, "last_actor", None)
            stale = getattr(table, "stale_points", [])
            if previous is None:     # the first curtain of the match: nobody acted yet
                app.step(DT, _click((640, 360)))
                continue
            after = match.to_act()
            nxt = next(s for s in after if s in table.humans)
            hidden = _hidden_cards(match, previous, nxt)
            faces.clear()
            app.toasts.items.clear()
            events = _click((640, 360))  # lifts the curtain …
            for point in stale:          # … and, in the same frame, clicks where the old cards were
                events += _click(point)
            events.append(_key(pygame.K_RETURN))
            app.step(DT, events)
            for point in stale[:6]:
                pygame.mouse.set_pos(point)
                app.step(DT, _click(point))
            chosen = _chosen_cards(table.layout) & hidden
            assert not chosen, f"{game_id}: P{nxt + 1}'s table holds P{previous + 1}'s {chosen} as a choice"
            shown = {c for c in faces if c in hidden}
            assert not shown, f"{game_id}: hand-over to P{nxt + 1} drew P{previous + 1}'s hidden {shown}"
            named = [t for t in app.toasts.texts for c in hidden if c.label in t]
            assert not named, f"{game_id}: a toast named P{previous + 1}'s card: {named}"
            handovers += 1
            continue
        viewer = table.viewer
        if (viewer is None or not table.legal or table.anim.busy or table.worker is not None
                or not table.input_ready):
            app.step(DT)
            continue
        # the human on screen acts (as often as the rules let them), and skips the animation at once
        table.last_actor = viewer
        table.stale_points = _target_points(table.layout)
        while viewer in match.to_act() and table.legal and not table.anim.busy:
            choices = [a for a in table.legal if a.kind not in ("hold",)] or table.legal
            table.submit([choices[rng.randrange(len(choices))]])
        app.step(DT, [_key(pygame.K_SPACE)])
    assert handovers >= 3, f"{game_id}: only {handovers} hand-overs reached"
