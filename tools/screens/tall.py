"""Each game's table in a tall window (`--show tall`; 900×1000 unless --size): the table spread over the window's height (the opponents at the top, the hand and the
viewer's seat at the foot, the centre between), on the person's turn and a little later; it prints
anything a frame drew across a cut between bands or a column's edge (`TableScene.torn`); --large
with the larger cards-and-text setting, --moves the person's moves before the later picture."""
from __future__ import annotations

import random
from pathlib import Path

from game import registry
from game.match import Match
from game.seats import Seat
from tools.screenshot_kit import DT, new_app, save, until


def shoot(out: Path, lang: str, games: list[str], args) -> None:
    from ui.scenes.table import TableScene

    size = tuple(int(v) for v in args.size.split("x"))
    for game_id in games:
        rules = registry.load(game_id)
        app = new_app(lang)
        app.keeper.enabled = False
        app.settings.large_text = args.large
        app.resize_window(size)
        you = "あなた" if lang == "ja" else "You"
        seats = [Seat(you, "human")] + [Seat(f"AI {i}", "ai", "random") for i in range(1, rules.max_players)]
        table = TableScene(app, Match(game_id, rules.one_deal_options(), seats, args.seed or "7"), ai_delay=0.02)
        app.switch(table)
        rng = random.Random(3)
        torn: set = set()

        def mine() -> bool:
            torn.update((kind, name, tuple(rect)) for kind, name, rect in table.torn)
            return bool(table.legal) and not table.anim.busy and table.input_ready
        until(app, mine, 3000)
        save(app, out, f"tall_{game_id}_{lang}_turn")
        for _ in range(args.moves):
            until(app, mine, 3000)
            if mine() and table.hint_worker is None:
                table.submit([table.legal[rng.randrange(len(table.legal))]])
            for _ in range(30):
                app.step(DT, [])
                mine()
        until(app, mine, 3000)
        save(app, out, f"tall_{game_id}_{lang}_later")
        print(f"{game_id} {lang}: {len(torn)} drawn across a cut or column: {sorted(torn)[:6]}" if torn
              else f"{game_id} {lang}: nothing drawn across a cut or column")

