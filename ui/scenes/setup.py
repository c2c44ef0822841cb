"""New-game setup: which game, how many seats (rows tighten for 5–6 seats), each seat human or AI
(with its level) and its name, the game's rule options (their own screen), language and AI speed;
Start builds the Match and opens the table. The setup of the last match started or finished
(`TableSetup`) fills the screen next time, and "Play again" on the final results starts it anew."""
from __future__ import annotations

import pygame
import pygame_gui

from game import i18n, registry
from game.i18n import LANGUAGES
from game.seats import Seat
from ui.layouts import has_layout
from ui.navigation import scene_class
from ui.scenes.base import Scene
from ui.seat_names import default_marker, default_name_in, default_names
from ui.settings import AI_SPEEDS
from ui.table_setup import TableSetup

LEVELS = ("easy", "normal", "hard")  # "random" (the tests' baseline) is not offered to players


def offered_levels(game_id: str) -> list[str]:
    rules = registry.load(game_id)
    found = []
    for level in LEVELS:
        try:
            rules.ai_player(level)
        except (ValueError, NotImplementedError, ImportError):
            continue
        found.append(level)
    return found or ["random"]


def default_level(game_id: str) -> str:
    levels = offered_levels(game_id)
    return "normal" if "normal" in levels else levels[0]


def has_lesson(game_id: str) -> bool:
    from ui.scenes.learn import lesson_of

    return lesson_of(game_id) is not None


def lesson_marks(app, games: list[str]) -> dict[str, str]:
    """A mark (" ✓") after each game whose lesson the player has finished (ui/lesson_progress.py);
    a damaged lessons file is reported."""
    from ui import lesson_progress

    progress = lesson_progress.load()
    if progress.problem:
        app.toasts.show(lesson_progress.problem_message(app.tr, progress), seconds=8, kind="warn")
    return {g: " ✓" if progress.of(g).finished else "" for g in games}


class SetupScene(Scene):
    coach_first = False   # the match started here has the Coach on (the first real deal after a lesson)

    def __init__(self, app, like: TableSetup | None = None) -> None:
        super().__init__(app)
        self.games = [g for g in registry.available_games() if has_layout(g)]
        self.game_id = self.games[0] if self.games else registry.first_game()
        rules = registry.load(self.game_id)
        self.players = rules.max_players
        self.kinds = ["human"] + ["ai"] * 5
        self.levels = [default_level(self.game_id)] * 6
        self.names = self._default_names()
        self.options: dict = {}  # the game's rule options chosen so far (defaults for the rest)
        self.entries: list[pygame_gui.elements.UITextEntryLine] = []
        like = like or getattr(app, "last_setup", None) or TableSetup.from_json(app.settings.last_setup)
        if like is not None and like.game_id in self.games:
            self._fill_from(like)

    @classmethod
    def for_game(cls, app, game_id: str, coach: bool = False) -> "SetupScene":
        """The setup screen with `game_id` chosen (from a finished lesson: "Play a real deal",
        whose match then has the Coach on whatever the setting: `coach`)."""
        scene = cls(app)
        scene.coach_first = coach
        if game_id in scene.games and game_id != scene.game_id:
            scene._choose_game(game_id)
        return scene

    def _choose_game(self, game_id: str) -> None:
        self.game_id = game_id
        rules = registry.load(self.game_id)
        self.players = min(max(self.players, rules.min_players), rules.max_players)
        self.levels = [default_level(self.game_id)] * 6
        self.options = {}

    def _fill_from(self, like: TableSetup) -> None:
        """The screen as `like` set the last match up (seats beyond it keep their defaults)."""
        self.game_id, self.options, self.players = like.game_id, dict(like.options), len(like.seats)
        levels = offered_levels(self.game_id)
        for i, seat in enumerate(like.seats[:6]):
            self.kinds[i] = seat.kind
            # a default name ("You", "CPU 1") follows today's language; a typed one is kept
            self.names[i] = "" if seat.default or seat.name in default_names(i, seat.kind) else seat.name
            self.levels[i] = seat.level if seat.kind == "ai" and seat.level in levels else default_level(self.game_id)

    def _default_names(self) -> list[str]:
        """Per seat and type: the first seat "You" when it is the only human, other humans
        "Player 2", … (distinct, for pass-and-play: then the first seat is "Player 1"), AIs
        "CPU 1", …"""
        return [self.default_name(i, self.kinds[i]) for i in range(6)]

    @property
    def humans(self) -> int:
        return sum(kind == "human" for kind in self.kinds[:self.players])

    def default_name(self, seat: int, kind: str) -> str:
        return default_name_in(self.tr.lang, seat, kind, self.humans)

    def _names_follow(self, change) -> None:
        """Make `change` (of seat types or their number); every name left at its default follows
        to the new default (the first seat "You" becomes "Player 1" when a second human joins)."""
        for i, entry in enumerate(self.entries):   # names typed so far
            self.names[i] = entry.get_text().strip() or self.names[i]
        before = self._default_names()
        change()
        after = self._default_names()
        for i in range(6):
            if self.names[i] == before[i] and after[i] != before[i]:
                self.names[i] = after[i]
                if i < len(self.entries):
                    self.entries[i].set_text(after[i])

    # ---- building -----------------------------------------------------------------------------------
    def clear_ui(self) -> None:
        for i, entry in enumerate(self.entries):
            self.names[i] = entry.get_text().strip() or self.names[i]
        self.entries = []
        super().clear_ui()

    def build(self) -> None:
        w, h = self.app.screen.get_size()
        defaults = self._default_names()
        self.names = [name or defaults[i] for i, name in enumerate(self.names)]
        self.label((0, 24, w, 50), self.tr("ui.setup.title"), "#heading_c")
        x0, x1 = 130, 330
        self.label((x0, 96, 190, 44), self.tr("ui.setup.game"))
        game_width = min(190, (w - 120 - x1 + 10) // max(1, len(self.games)) - 10)   # every game fits the panel
        learned = lesson_marks(self.app, self.games)
        for i, g in enumerate(self.games):
            self.choice((x1 + i * (game_width + 10), 96, game_width, 44),
                        self.tr(f"ui.setup.game_short.{g}") + learned[g], f"game:{g}", g == self.game_id)
        learn = self.button((w - 100 - 250, 30, 240, 42), "ui.learn.setup_button", "learn")
        if not has_lesson(self.game_id):
            learn.disable()
        rules = registry.load(self.game_id)
        self.label((x0, 152, 190, 44), self.tr("ui.setup.players"))
        for i, n in enumerate(range(rules.min_players, rules.max_players + 1)):
            self.choice((x1 + i * 150, 152, 140, 44), self.tr("ui.setup.n_players", n=n), f"players:{n}",
                        n == self.players)
        levels = offered_levels(self.game_id)
        row = self.seat_step
        for seat in range(self.players):
            y = 214 + seat * row
            self.label((x0, y, 190, 44), self.tr("ui.setup.seat", n=seat + 1))
            entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(x1, y, 250, 44), self.app.manager,
                                                        initial_text=self.names[seat])
            entry.set_text_length_limit(16)
            self.entries.append(self.add(entry))
            human = self.kinds[seat] == "human"
            self.choice((x1 + 260, y, 130, 44), self.tr("ui.setup.human"), f"kind:{seat}:human", human)
            self.choice((x1 + 400, y, 140, 44), self.tr("ui.setup.ai"), f"kind:{seat}:ai", not human)
            if not human:
                x = x1 + 544
                for level in levels:   # three levels fit beside the seat's type
                    width = 96 if level == "normal" else 80
                    self.choice((x, y, width, 44), self.tr(f"ui.level.{level}"),
                                f"level:{seat}:{level}", self.levels[seat] == level,
                                tip=self.tr(f"ui.level.{level}.tip"))
                    x += width + 3
        y = self.settings_top
        self.label((x0, y, 190, 44), self.tr("ui.settings.language"))
        for i, lang in enumerate(("ja", "en")):
            self.choice((x1 + i * 150, y, 140, 44), self.tr(f"ui.lang.{lang}"), f"lang:{lang}", self.app.settings.lang == lang)
        y += 56
        self.label((x0, y, 190, 44), self.tr("ui.settings.ai_speed"))
        for i, speed in enumerate(AI_SPEEDS):
            self.choice((x1 + i * 150, y, 140, 44), self.tr(f"ui.speed.{speed}"), f"speed:{speed}",
                        self.app.settings.ai_speed == speed)
        self.button((190, h - 90, 220, 56), "ui.common.back", "back")
        if rules.options:
            self.button((w // 2 - 170, h - 90, 280, 56), "ui.setup.options", "options")
        self.button((w - 190 - 300, h - 90, 300, 56), "ui.setup.start", "start", "#big_button")

    @property
    def seat_step(self) -> int:
        return 56 if self.players <= 4 else 46

    @property
    def settings_top(self) -> int:
        """The language row, below the last seat row."""
        return 214 + max(4, self.players) * self.seat_step + (16 if self.players <= 4 else 8)

    def _set_options(self, options: dict) -> None:
        self.options = options

    # ---- choices ---------------------------------------------------------------------------------------
    def on_button(self, name: str) -> None:
        parts = name.split(":")
        if name == "back":
            TitleScene = scene_class("title")

            self.app.switch(TitleScene(self.app))
            return
        if name == "start":
            self.start()
            return
        if name == "options":
            OptionsScene = scene_class("options")

            self.app.push(OptionsScene(self.app, self.game_id, self.options, on_done=self._set_options))
            return
        if name == "learn":
            from ui.scenes.lesson_table import open_lesson

            open_lesson(self.app, self.game_id)
            return
        if parts[0] == "game":
            self._names_follow(lambda: self._choose_game(parts[1]))
        elif parts[0] == "players":
            self._names_follow(lambda: setattr(self, "players", int(parts[1])))
        elif parts[0] == "kind":
            self._names_follow(lambda: self.kinds.__setitem__(int(parts[1]), parts[2]))
        elif parts[0] == "level":
            self.levels[int(parts[1])] = parts[2]
        elif parts[0] == "lang":
            old_defaults = self._default_names()
            self.clear_ui()
            for i in range(6):
                if self.names[i] == old_defaults[i]:
                    self.names[i] = ""  # a default name follows the language
            self.app.set_language(parts[1])  # rebuilds this scene
            return
        elif parts[0] == "speed":
            self.app.settings.ai_speed = parts[1]
            self.app.store_settings()
        self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        self.app.draw_felt(surface)
        box = pygame.Rect(100, 84, surface.get_width() - 200, max(480, self.settings_top + 56 + 44 + 12 - 84))
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (8, 22, 15, 150), panel.get_rect(), border_radius=16)
        pygame.draw.rect(panel, (201, 161, 74, 110), panel.get_rect(), 1, border_radius=16)
        surface.blit(panel, box)

    def seats(self) -> list[Seat]:
        """The seats to play with; a name left as its default keeps the default's marker, so the
        table shows it in the language of the moment."""
        for i, entry in enumerate(self.entries):
            self.names[i] = entry.get_text().strip() or self.names[i]
        return [Seat(self.names[i], self.kinds[i], self.levels[i] if self.kinds[i] == "ai" else "normal",
                     default_marker(i, self.kinds[i], self.humans) if self.names[i] in default_names(i, self.kinds[i])
                     else "")
                for i in range(self.players)]

    def start(self, seed: int | str | None = None) -> None:
        TableScene = scene_class("table")

        setup = TableSetup(self.game_id, dict(self.options), self.seats())
        try:
            match = setup.new_match(seed)
        except (ValueError, NotImplementedError) as exc:
            self.app.toasts.show(self.tr("ui.setup.cannot_start", reason=str(exc) or type(exc).__name__))
            return
        setup.remember(self.app)
        table = TableScene(self.app, match)
        if self.coach_first:
            table.coach.always = True
            self.app.toasts.show(self.tr("ui.coach.after_lesson"), seconds=7.0, kind="coach")
        self.app.switch(table)
