"""The moments where something used to cover what a newcomer needs (`--show overlaps`), each game
asked for at its largest table: a long refusal and the Hint's line on the person's turn (the toast
at the foot of the play area, clear of the prompt, the buttons and the hand), a trick-winner label
where the table shows one, a log late in a deal where the table keeps one (entries wrapped inside
the panel), and the deal's end; a sheet of court cards at the table's sizes (corner letters clear of
the portrait frame); the replay viewer from the spectator's seat with every hand open (the panel
under the table, covering none of it); seats playing onto the slots of their previous trick where
the table keeps them (the strip gives way to the new cards); and the smallest and the largest
table with larger text in a 960×540 window (the opponents' captions apart). --only-new: the
replay, strip and larger-text pictures only."""
from __future__ import annotations

import random
from pathlib import Path

import pygame

from game import registry
from game.cards import Card
from game.match import Match
from game.seats import Seat
from tools.screenshot_kit import DT, frames, new_app, save, until

REFUSAL = {"ja": "そのカードは今は出せません：場のカードより強い組み合わせを選ぶか、パスしてください（例）",
           "en": "That cannot be played now: choose a combination that beats the cards on the table, or pass"}


def open_table(app, game_id: str, players: int, seed: str, lang: str):
    from ui.scenes.table import TableScene

    you = "あなた" if lang == "ja" else "You"
    seats = [Seat(you, "human")] + [Seat(f"AI {i}", "ai", "random") for i in range(1, players)]
    match = Match(game_id, registry.load(game_id).one_deal_options(), seats, seed)
    table = TableScene(app, match, ai_delay=0.02)
    app.switch(table)
    return table


def play_until(app, table, predicate, rng, limit: int = 20000) -> bool:
    """Step the table, the person playing random legal moves, until `predicate` holds."""
    for _ in range(limit):
        if predicate() or app.scene is not table:
            return predicate()
        if table.legal and not table.anim.busy and table.input_ready and table.hint_worker is None:
            table.submit([table.legal[rng.randrange(len(table.legal))]])
        app.step(DT, [])
    return predicate()


def my_turn(table) -> bool:
    return bool(table.legal) and not table.anim.busy and table.input_ready


def shoot_table(out: Path, lang: str, game_id: str, players: int, seed: str) -> None:
    app = new_app(lang)
    app.keeper.enabled = False
    table = open_table(app, game_id, players, seed, lang)
    rng = random.Random(3)
    tag = f"{game_id}_{players}p_{lang}"
    until(app, lambda: my_turn(table), 3000)
    round_played = lambda: len(table.match.steps) >= players or table.match.deal_over
    play_until(app, table, round_played, rng, 240)              # into the deal a little
    play_until(app, table, lambda: my_turn(table) or table.match.deal_over, rng)
    app.toasts.show(REFUSAL[lang])
    save(app, out, f"{tag}_refusal")
    app.toasts.items.clear()
    table.ask_hint()
    until(app, lambda: table.hint_worker is None, 900)
    save(app, out, f"{tag}_hint")
    app.toasts.items.clear()
    winner = lambda: any(getattr(s, "tag", "") == "winner" and s.alpha > 240 for s in table.anim.labels)
    over = lambda: table.match.deal_over and not table.anim.busy
    if play_until(app, table, lambda: winner() or over(), rng) and winner():
        save(app, out, f"{tag}_winner")
    if hasattr(table.layout, "log"):
        play_until(app, table, lambda: (len(table.layout.log) >= 9 and my_turn(table)) or over(), rng)
        save(app, out, f"{tag}_log")
    play_until(app, table, over, rng)
    frames(app, 6)
    save(app, out, f"{tag}_end")


def shoot_courts(out: Path) -> None:
    from ui.cards import CardArt

    art = CardArt()
    sizes = [(70, 98), (74, 106), (80, 112), (84, 120)]
    sheet = pygame.Surface((len(sizes) * 3 * 100 + 20, 3 * 3 * 130 + 20))
    sheet.fill((24, 80, 48))
    for row, rank in enumerate((11, 12, 13)):
        for col, size in enumerate(sizes):
            face = pygame.transform.scale(art.face(Card("C", rank), size), (size[0] * 3, size[1] * 3))
            sheet.blit(face, (10 + col * 300, 10 + row * 390))
    path = out / "court_cards.png"
    pygame.image.save(sheet, str(path))
    print(path)


def shoot_replays(out: Path, lang: str, games: list[str], seed: str) -> None:
    from tools.deal_loop import played_to_end
    from ui.scenes.replay_viewer import ReplayViewerScene

    for game_id in games:
        players = registry.load(game_id).max_players
        app = new_app(lang)
        app.keeper.enabled = False
        seats = [Seat(f"P{i + 1}", "ai", "easy") for i in range(players)]
        match = played_to_end(Match(game_id, registry.load(game_id).one_deal_options(), seats, seed), random.Random(3))
        viewer = ReplayViewerScene(app, match)
        app.switch(viewer)
        for _ in range(3):
            viewer.on_button("next_trick")
        frames(app, 30)
        save(app, out, f"replay_{game_id}_{lang}_hands")


def shoot_strip(out: Path, lang: str, game_id: str, seed: str) -> None:
    """Frames where a seat's new cards fly onto its played slots after the first trick, at a table
    whose geometry keeps played slots (`played_zone`) and whose view the last reveal."""
    app = new_app(lang, anim_speed="slow")
    app.keeper.enabled = False
    table = open_table(app, game_id, registry.load(game_id).usual_table(), seed, lang)
    if not hasattr(table.layout.geo(table.view), "played_zone"):
        return
    rng = random.Random(2)
    shots = 0
    for _ in range(20000):
        if table.match.deal_over or shots >= 2:
            break
        if table.legal and not table.anim.busy and table.input_ready:
            table.submit([table.legal[rng.randrange(len(table.legal))]])
        app.step(DT, [])
        g = table.layout.geo(table.view)
        if getattr(table.view, "last_reveal", None) is not None and any(
                s.visible and pygame.Rect(round(s.x), round(s.y), s.w, s.h).colliderect(g.played_zone(g.bottom))
                for s in table.anim.cards):
            save(app, out, f"{game_id}_strip_{lang}_{shots}")
            shots += 1
            frames(app, 40)


def shoot_large(out: Path, lang: str, game_id: str, seed: str) -> None:
    app = new_app(lang)
    app.keeper.enabled = False
    app.settings.large_text = True
    app.resize_window((960, 540))
    rules = registry.load(game_id)
    for players in sorted({rules.min_players, rules.max_players}):
        table = open_table(app, game_id, players, seed, lang)
        until(app, lambda: my_turn(table), 3000)
        frames(app, 10)
        save(app, out, f"{game_id}_{players}p_large_960_{lang}")
    app.resize_window((1280, 720))


def shoot(out: Path, lang: str, games: list[str], seed: str, only_new: bool) -> None:
    shoot_replays(out, lang, games, seed)
    for game_id in games:
        shoot_strip(out, lang, game_id, seed)
        shoot_large(out, lang, game_id, seed)
    if only_new:
        return
    for game_id in games:
        shoot_table(out, lang, game_id, registry.load(game_id).max_players, seed)
    if lang == "ja":
        shoot_courts(out)

