"""Play online (from the title): Host a table (the game, how many deals and its other rule options
on the Options screen a match here uses, how many seats, and for
each seat a friend to come or an AI at a level; then the table opens on this computer,
game/online/server.py in a thread, or on a `serve` server whose address is given, and its join
code and addresses show in the waiting room; "List in the server's lobby" lets anyone join it from
the list) or Join one (the host's address, the join code or a table "Find tables" lists, your name). "Back to my table" resumes the seat this computer held
(ui/online_seat.py), after a relaunch too."""
from __future__ import annotations

import threading

import pygame
import pygame_gui

from game import registry
from game.online.client import ClientThread, fetch_open_tables, server_url
from game.online.serve_cli import DEFAULT_PORT
from game.online.server import ServerThread
from ui import online_seat
from ui.navigation import scene_class
from ui.scenes.base import Scene
from ui.scenes.setup import offered_levels

SEAT_CHOICES = ("friend", "ai:easy", "ai:normal", "ai:hard")
DEALS = (1, 3, 5, 10)
LISTED_SHOWN = 4   # open tables the Join screen lists (the server sends at most 50)


class OnlineScene(Scene):
    tall = False
    bind_address = "0.0.0.0"   # where a hosted table listens: every network of this computer
    port = DEFAULT_PORT        # and on which port (another free one when it is taken)

    def __init__(self, app, mode: str = "menu", problem: str = "") -> None:
        super().__init__(app)
        self.mode = mode
        self.problem = problem
        self.game_id = "baohuang"
        self.players = registry.load(self.game_id).min_players
        self.kinds = ["friend"] * 8
        self.deals: int | None = None   # the match's deals where the game has that option (None: its default)
        self.options: dict = {}          # the game's other rule options, from its Options screen (defaults for the rest)
        self.listed = False              # Host: the table shown in the server's lobby, joined from it without the code
        self.found: list[dict] | None = None   # Join: the open tables the server lists (None: not asked yet)
        self.finding: threading.Thread | None = None
        self.picked = ""                 # Join: the listed table chosen (its id), instead of a code
        self.entries: dict[str, pygame_gui.elements.UITextEntryLine] = {}
        self.saved = online_seat.recall()
        self.typed = {"name": app.tr("ui.online.you"), "address": "", "code": "", "server": ""}

    # ---- building ---------------------------------------------------------------------------
    def build(self) -> None:
        self.entries = {}
        w = self.app.screen.get_width()
        self.label((0, 16, w, 96), self.tr("ui.online.title"), "#title")
        self.button((40, 640, 200, 50), "ui.online.back", "back")
        {"menu": self._build_menu, "host": self._build_host, "join": self._build_join}[self.mode](w)

    def _build_menu(self, w: int) -> None:
        x = w // 2 - 160
        self.button((x, 230, 320, 56), "ui.online.host", "host", "#big_button")
        self.button((x, 300, 320, 56), "ui.online.join", "join", "#big_button")
        if self.saved is not None:
            self.button((x, 380, 320, 56), "ui.online.rejoin", "rejoin")

    def _build_host(self, w: int) -> None:
        self.label((0, 100, w, 40), self.tr("ui.online.host_heading"), "#subtitle")
        x = 60
        self.label((x, 150, 160, 40), self.tr("ui.online.game"))
        for i, game in enumerate(registry.GAME_MODULES):
            self.choice((x + 170 + i * 202, 150, 198, 40), self.tr(f"ui.game.{game}"), f"game:{game}",
                        game == self.game_id)
        rules = registry.load(self.game_id)
        self.label((x, 200, 160, 40), self.tr("ui.online.players"))
        for i, n in enumerate(range(rules.min_players, rules.max_players + 1)):
            self.choice((x + 170 + i * 70, 200, 60, 40), str(n), f"players:{n}", n == self.players)
        deals = next((o for o in rules.options if o.key == "deals"), None)
        if deals is not None:   # how long the match is, at hand (every option: "Rule options…")
            self.label((x + 520, 200, 200, 40), self.tr(f"{self.game_id}.option.deals"))
            for i, n in enumerate(DEALS):
                self.choice((x + 730 + i * 70, 200, 60, 40), str(n), f"deals:{n}", n == (self.deals or deals.default))
        self.label((x, 250, 160, 40), self.tr("ui.online.your_name"))
        self._entry("name", (x + 170, 250, 260, 40))
        self.label((x + 450, 250, 260, 40), self.tr("ui.online.server"))
        self._entry("server", (x + 720, 250, 320, 40))
        levels = offered_levels(self.game_id)
        for seat in range(1, self.players):
            y = 250 + seat * 46
            self.label((x, y, 160, 40), self.tr("ui.online.seat", n=seat + 1))
            choices = [c for c in SEAT_CHOICES if c == "friend" or c[3:] in levels]
            for j, choice in enumerate(choices):
                text = self.tr("ui.online.friend") if choice == "friend" else \
                    self.tr("ui.online.ai", level=self.tr(f"ui.level.{choice[3:]}"))
                self.choice((x + 170 + j * 190, y, 180, 40), text, f"kind:{seat}:{choice}", self.kinds[seat] == choice)
        if rules.options:   # every rule option, on the same screen as a match on this computer
            self.button((w - 700, 640, 320, 50), "ui.setup.options", "options")
        self.choice((260, 640, 300, 50), self.tr("ui.online.listed"), "listed", self.listed)
        self.button((w - 360, 640, 320, 50), "ui.online.open", "open", "#big_button")

    def _set_options(self, options: dict) -> None:
        self.options = options
        if "deals" in options:
            self.deals = options["deals"]
        self.rebuild()

    def _build_join(self, w: int) -> None:
        self.label((0, 100, w, 40), self.tr("ui.online.join_heading"), "#subtitle")
        x = w // 2 - 300
        for i, (key, name) in enumerate((("ui.online.address", "address"), ("ui.online.code", "code"),
                                         ("ui.online.your_name", "name"))):
            self.label((x - 100, 170 + i * 60, 350, 44), self.tr(key))
            self._entry(name, (x + 260, 170 + i * 60, 350, 44))
        find = self.button((x + 620, 170, 220, 44), "ui.online.find_tables", "find")
        if self.finding is not None:
            find.disable()
        for i, entry in enumerate((self.found or [])[:LISTED_SHOWN]):
            text = self.tr("ui.online.table_row", game=self.tr(f"ui.game.{entry['game']}"), host=entry["host"],
                           free=entry["free"], seats=entry["seats"])
            self.choice((x - 40, 360 + i * 46, 880, 42), text, f"table:{entry['table']}", entry["table"] == self.picked)
        self.button((w - 360, 640, 320, 50), "ui.online.join_button", "connect", "#big_button")

    def _entry(self, name: str, rect) -> None:
        entry = pygame_gui.elements.UITextEntryLine(pygame.Rect(rect), self.app.manager, initial_text=self.typed[name])
        entry.set_text_length_limit(16 if name == "name" else 80)
        self.entries[name] = self.add(entry)

    def _read_entries(self) -> None:
        for name, entry in self.entries.items():
            self.typed[name] = entry.get_text().strip()

    # ---- choices ------------------------------------------------------------------------------
    def on_button(self, name: str) -> None:
        self._read_entries()
        if name == "back":
            if self.mode == "menu":

                self.app.switch(scene_class("title")(self.app))
                return
            self.mode, self.problem = "menu", ""
        elif name in ("host", "join"):
            self.mode, self.problem = name, ""
        elif name == "options":
            OptionsScene = scene_class("options")
            options = dict(self.options, **({"deals": self.deals} if self.deals else {}))
            self.app.push(OptionsScene(self.app, self.game_id, options, on_done=self._set_options))
            return
        elif name.startswith("game:"):
            self.game_id, self.options, self.deals = name[5:], {}, None
            rules = registry.load(self.game_id)
            self.players = min(max(self.players, rules.min_players), rules.max_players)
        elif name == "listed":
            self.listed = not self.listed
        elif name == "find":
            self.find_tables()
        elif name.startswith("table:"):
            self.picked = "" if self.picked == name[6:] else name[6:]
        elif name.startswith("deals:"):
            self.deals = int(name[6:])
        elif name.startswith("players:"):
            self.players = int(name[8:])
        elif name.startswith("kind:"):
            _, seat, choice = name.split(":", 2)
            self.kinds[int(seat)] = choice
        elif name == "open":
            self.open_table()
            return
        elif name == "connect":
            self.join_table()
            return
        elif name == "rejoin":
            self.rejoin()
            return
        self.rebuild()

    def _name(self) -> str:
        return (self.typed["name"] or self.tr("ui.online.you"))[:16]

    def _server(self, port: int) -> ServerThread:
        """The table's server on this computer: on `port`, or any free port when that one is taken."""
        server = ServerThread(self.bind_address, port, online_seat.tables_folder())
        if server.failure is not None and port:
            server = ServerThread(self.bind_address, 0, online_seat.tables_folder())
            self.app.toasts.show(self.tr("ui.online.err.server_busy", port=server.port), kind="warn")
        return server

    def open_table(self) -> None:
        OnlineLobbyScene = scene_class("online_lobby")

        seats = [{"kind": "human"}] + [{"kind": "human"} if k == "friend" else {"kind": "ai", "level": k[3:]}
                                       for k in self.kinds[1:self.players]]
        rules = registry.load(self.game_id)
        options = dict(self.options)
        if self.deals and any(o.key == "deals" for o in rules.options):
            options["deals"] = self.deals
        create = {"type": "create", "game": self.game_id, "options": options, "seats": seats, "listed": self.listed}
        if self.typed["server"]:   # a table on a `serve` server: nothing runs on this computer
            link = ClientThread(server_url(self.typed["server"]), self._name(), create)
            self.app.switch(OnlineLobbyScene(self.app, link, None, self._name()))
            return
        server = self._server(self.port)
        link = ClientThread(f"ws://127.0.0.1:{server.port}", self._name(), create)
        self.app.switch(OnlineLobbyScene(self.app, link, server, self._name()))

    def join_table(self) -> None:
        OnlineLobbyScene = scene_class("online_lobby")

        url = server_url(self.typed["address"] or "127.0.0.1")
        by = {"code": self.typed["code"]} if self.typed["code"] or not self.picked else {"table": self.picked}
        link = ClientThread(url, self._name(), {"type": "join", **by, "name": self._name()})
        self.app.switch(OnlineLobbyScene(self.app, link, None, self._name()))

    def find_tables(self) -> None:
        """Ask the server at the address typed for its lobby, in a thread (the screen keeps drawing)."""
        url = server_url(self.typed["address"] or "127.0.0.1")

        def ask() -> None:
            try:
                self.found, self.problem = fetch_open_tables(url), ""
                if not self.found:
                    self.problem = self.tr("ui.online.no_tables")
            except Exception as exc:   # noqa: BLE001 - any address that does not answer as a table server
                self.found, self.problem = [], self.tr("ui.online.err.unreachable")

        self.found, self.picked, self.problem = None, "", self.tr("ui.online.finding")
        self.finding = threading.Thread(target=ask, daemon=True)
        self.finding.start()

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.finding is not None and not self.finding.is_alive():
            self.finding = None
            if self.mode == "join":
                self.rebuild()

    def rejoin(self) -> None:
        OnlineLobbyScene = scene_class("online_lobby")

        saved = self.saved
        server = self._server(saved["port"]) if saved["hosted"] else None
        url = f"ws://127.0.0.1:{server.port}" if server is not None else saved["url"]
        link = ClientThread(url, saved["name"], {"type": "resume", "token": saved["token"]})
        link.token = saved["token"]
        self.app.switch(OnlineLobbyScene(self.app, link, server, saved["name"]))

    def draw(self, surface: pygame.Surface) -> None:
        self.app.draw_felt(surface)
        w = surface.get_width()
        if self.mode == "menu":
            for i, line in enumerate(self.app.text.wrap(self.tr("ui.online.intro"), 18, 1040)):
                self.app.text.blit(surface, line, (w // 2, 130 + i * 28), 18, (228, 222, 200), anchor="midtop")
        if self.problem:
            for i, line in enumerate(self.app.text.wrap(self.problem, 18, 900)):
                self.app.text.blit(surface, line, (w // 2, 560 + i * 26), 18, (255, 214, 140), anchor="midtop")
