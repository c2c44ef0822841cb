"""The pictures a game asks for beyond the plan (`game.pictures`: `engines/<game>/pictures.py`):
for each, seeded random deals (steered by the picture's `move`) are walked until seat 0 is to act
where the picture's `when` holds; the table opens there with seat 0 the human player, the chosen
move selected and the keys pressed, and is saved as OUT/<game>/<name>_<lang>.png. Part of
`python -m tools.screens OUT --game G` (see tools/screens/__main__.py)."""
from __future__ import annotations

import random
from pathlib import Path

from game import registry
from game.match import Match
from game.pictures import Picture, pictures_for
from tools.screens.plan import seats_for
from tools.screenshot_kit import frames, new_app, save, until

TRIES, LIMIT = 60, 1500


def walked_to(game_id: str, picture: Picture, lang: str, seed) -> Match | None:
    """The first match (seeds `seed`/0, `seed`/1, …) whose walk reaches the picture, else None."""
    rules = registry.load(game_id)
    options = {**rules.one_deal_options(), **picture.options}
    players = picture.players or rules.usual_table()
    for n in range(TRIES):
        match = Match(game_id, options, seats_for(players, lang, 0), f"{seed}/{n}")
        rng = random.Random(n)
        for _ in range(LIMIT):
            if match.deal_over:
                if match.over:
                    break
                match.next_deal()
            acting = match.to_act()
            if 0 in acting and picture.when(match.view(0), match.legal(0)):
                return match
            seat = acting[-1]
            legal = match.legal(seat)
            steered = picture.move(match.view(seat), legal) if picture.move else None
            match.play(seat, steered if steered in legal else rng.choice(legal))
    return None


def shoot_pictures(out: Path, lang: str, game_id: str, seed) -> list[Path]:
    """Every picture the game asks for, in the game's folder; returns the files written."""
    import pygame

    from ui.scenes.table import TableScene

    app = new_app(lang)
    app.keeper.enabled = False
    folder = out / game_id
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for picture in pictures_for(game_id):
        match = walked_to(game_id, picture, lang, seed)
        if match is None:
            print(f"{game_id} {picture.name}: no walk of {TRIES} seeds reached it (skipped)")
            continue
        app.toasts.items.clear()
        table = TableScene(app, match, ai_delay=0.05)
        app.switch(table)
        if not until(app, lambda: bool(table.legal) and not table.anim.busy and table.viewer == 0, 3000):
            print(f"{game_id} {picture.name}: the table never asked the seat (skipped)")
            continue
        chosen = picture.select(table.view, table.legal) if picture.select else None
        if chosen is not None:
            table.layout.preselect(chosen)
        frames(app, 2)
        for key in picture.keys:
            app.step(1 / 60, [pygame.event.Event(pygame.KEYDOWN, key=pygame.key.key_code(key), mod=0,
                                                 unicode="", scancode=0)])
            until(app, lambda: table.hint_worker is None, 1800)
            frames(app, 3)
        if picture.shown:
            until(app, lambda: any(getattr(label, "tag", "") == picture.shown and getattr(label, "alpha", 255) > 240
                                   for label in table.anim.labels), 1200)
            frames(app, 4)
        save(app, folder, f"{picture.name}_{lang}")
        written.append(folder / f"{picture.name}_{lang}.png")
    return written
