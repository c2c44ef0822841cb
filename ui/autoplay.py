"""`main.py --autoplay [--game G] [--seed S] [--players N] [--seconds T]`: the real app, on the
real table with autosave on, playing a match of computer seats for T seconds (for ever with
--seconds 0) — what tests/robustness/test_kill_resume.py kills with SIGKILL and relaunches. It
continues saves/current.json when there is one (the title's own loader, `saves.probe`), else
starts a new match, and prints one line: which match, from how many actions, and a digest of the
position, so a test can compare it with the save it left behind."""
from __future__ import annotations

import hashlib

import pygame

from game.match import Match
from game.views import canonical
from ui.navigation import scene_class


def position_digest(match: Match) -> str:
    """A short fingerprint of where the match stands: deal, actions and the public view, written
    canonically (game.views.canonical), so every process computes the same one whatever its
    PYTHONHASHSEED."""
    text = f"{match.game_id}|{match.deal_index}|{len(match.steps)}|{canonical(match.view(None))}"
    return hashlib.sha1(text.encode("utf-8")).hexdigest()[:16]


def run_autoplay(app, args) -> int:
    from ui import saves
    TableScene = scene_class("table")
    from ui.smoke import match_from_args

    found = saves.probe()
    if isinstance(found, Match):
        match, how = found, "resumed"
    else:
        match, how = match_from_args(app, args), "new"
        if match is None:
            return 2
    print(f"autoplay {how}: {match.game_id} match {match.tag} deal {match.deal_index} "
          f"actions {len(match.steps)} position {position_digest(match)}", flush=True)
    app.switch(TableScene(app, match, ai_delay=0.02))
    seconds = getattr(args, "seconds", None)
    app.run(seconds if seconds else None)
    print(f"autoplay stopped: actions {len(match.steps)}", flush=True)
    pygame.quit()
    return 0
