"""The app's scenes around the tables: the title, the setup (and its level buttons' tooltips), each
game's rules, the settings, the pass-and-play curtain and a finished match's results
(`--show app`, the default without --game). The tables themselves are the plan's (--game)."""
from __future__ import annotations

from pathlib import Path

from game import registry
from game.match import Match
from tools.screens.plan import seats_for
from tools.screenshot_kit import frames, new_app, save


def shoot_level_tip(app, out: Path, lang: str) -> None:
    """The setup with the pointer resting on seat 2's level buttons: their tooltips."""
    import pygame

    real = pygame.mouse.get_pos
    try:
        for level in ("easy", "normal", "hard"):
            button = next(b for b, name in app.scene.buttons.items() if name == f"level:1:{level}")
            pygame.mouse.get_pos = lambda: (0, 0)          # off the button: its tip goes away
            frames(app, 5)
            pygame.mouse.get_pos = lambda: button.rect.center   # the dummy driver has no pointer to move
            frames(app, 100)
            save(app, out, f"setup_level_tip_{level}_{lang}")
    finally:
        pygame.mouse.get_pos = real


def shoot(out: Path, lang: str, games: list[str], seed) -> None:
    from ui.scenes.curtain import CurtainScene
    from ui.scenes.results import ResultsScene
    from ui.scenes.rules import RulesScene
    from ui.scenes.settings import SettingsScene
    from ui.scenes.setup import SetupScene
    from ui.scenes.title import TitleScene

    app = new_app(lang)
    app.switch(TitleScene(app))
    frames(app, 3)
    save(app, out, f"title_{lang}")
    app.switch(SetupScene(app))
    frames(app, 3)
    save(app, out, f"setup_{lang}")
    shoot_level_tip(app, out, lang)
    for game_id in games:
        app.switch(RulesScene(app, game_id))
        frames(app, 3)
        save(app, out, f"rules_{game_id}_{lang}")
    app.switch(SettingsScene(app))
    frames(app, 3)
    save(app, out, f"settings_{lang}")
    someone = seats_for(2, lang, None)[1].name
    app.switch(CurtainScene(app, someone, on_continue=lambda: None))
    frames(app, 3)
    save(app, out, f"curtain_{lang}")
    rules = registry.load(games[0])
    done = Match(games[0], rules.one_deal_options(), seats_for(rules.usual_table(), lang, None), seed)
    done.play_out()
    app.switch(ResultsScene(app, done))
    frames(app, 3)
    save(app, out, f"results_{games[0]}_{lang}")
