"""The waiting room of an online table: its join code and the addresses friends join at (for the
host), every seat with its player's name as they join (or "waiting for a friend…", or the computer
at its level), and for the host "Start the match" once every seat is filled. Messages come from
the connection's thread through its queue (game/online/client.py); the first "update" opens the
table (ui/scenes/online_table.py)."""
from __future__ import annotations

import queue

import pygame

from game.online.serve_cli import addresses
from ui import online_seat
from ui.navigation import scene_class
from ui.scenes.base import Scene


def error_text(tr, msg: dict) -> str:
    """A refusal or connection problem in the player's language."""
    key = f"ui.online.err.{msg.get('code')}"
    if key in tr_table(tr):
        return tr(key)
    return tr("ui.online.err.other", message=str(msg.get("message", msg.get("code", "")))[:120])


def tr_table(tr) -> dict:
    from game.i18n import table

    return table(tr.lang)


def seat_line(tr, seat: dict) -> str:
    if seat["kind"] == "ai":
        return tr("ui.online.seat_ai", level=tr(f"ui.level.{seat['level']}"))
    if not seat["joined"]:
        return tr("ui.online.seat_free")
    if seat.get("stand_in"):
        return tr("ui.online.seat_stand_in", name=seat["name"])
    return seat["name"] if seat["connected"] else tr("ui.online.seat_away", name=seat["name"])


class OnlineLobbyScene(Scene):
    online = True   # nothing here is a match saved on this computer (ui/app.py)

    def __init__(self, app, link, server, name: str) -> None:
        super().__init__(app)
        self.link, self.server, self.name = link, server, name
        self.joined: dict | None = None
        self.seats: list[dict] = []
        self.problem = ""
        self.start_button = None

    def build(self) -> None:
        w = self.app.screen.get_width()
        self.button((40, 640, 200, 50), "ui.online.back", "back")
        if self.joined is not None and self.joined["seat"] == self.joined["host"]:
            self.start_button = self.button((w - 360, 640, 320, 50), "ui.online.start", "start", "#big_button")
            if not self._full():
                self.start_button.disable()

    def _full(self) -> bool:
        return bool(self.seats) and all(s["joined"] for s in self.seats)

    def on_button(self, name: str) -> None:
        if name == "start":
            self.link.send({"type": "start"})
        elif name == "back":
            self.leave_table()

    def leave_table(self) -> None:

        self.link.close()
        if self.server is not None:
            self.server.stop()
        self.app.switch(scene_class("online")(self.app, "menu", self.problem))

    def update(self, dt: float) -> None:
        while True:
            try:
                msg = self.link.inbox.get_nowait()
            except queue.Empty:
                return
            if self.take(msg):
                return

    def take(self, msg: dict) -> bool:
        """One message; True when the table opened (this scene is gone)."""
        kind = msg["type"]
        if kind == "joined":
            self.joined = msg
            port = self.server.port if self.server is not None else 0
            online_seat.remember(self.link.url, msg["token"], self.name, self.server is not None, port)
            self.rebuild()
        elif kind in ("seats", "lobby_table"):
            self.seats = msg["seats"]
            self.rebuild()
        elif kind == "update":

            self.app.switch(scene_class("online_table")(self.app, self.link, msg, self.seats, self.server))
            return True
        elif kind == "error":
            self.problem = error_text(self.tr, msg)
            if self.joined is None:
                self.leave_table()
                return True
        elif kind == "link" and msg["state"] == "closed":
            self.problem = error_text(self.tr, msg) if msg.get("code") == "unreachable" else self.tr("ui.online.closed")
            self.leave_table()
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        self.app.draw_felt(surface)
        text, w = self.app.text, surface.get_width()
        if self.joined is None:
            text.blit(surface, self.tr("ui.online.connecting"), (w // 2, 300), 24, anchor="center")
            return
        game = self.tr(f"ui.game.{self.joined['game']}")
        text.blit(surface, self.tr("ui.online.waiting_heading", game=game), (w // 2, 50), 30, (246, 215, 126),
                  bold=True, anchor="midtop")
        code = self.joined["code"]
        text.blit(surface, self.tr("ui.online.code_is", code=f"{code[:5]}-{code[5:]}"), (w // 2, 110), 34,
                  (255, 255, 255), bold=True, anchor="midtop")
        if self.server is not None:
            shown = ", ".join(f"{a}:{self.server.port}" for a in addresses())
            text.blit(surface, self.tr("ui.online.addresses", addresses=shown), (w // 2, 165), 20,
                      (228, 222, 200), anchor="midtop")
        for i, seat in enumerate(self.seats):
            y = 220 + i * 46
            mine = i == self.joined["seat"]
            text.blit(surface, self.tr("ui.online.seat", n=i + 1), (w // 2 - 300, y), 22, (190, 200, 180))
            text.blit(surface, seat_line(self.tr, seat), (w // 2 - 160, y), 22,
                      (246, 215, 126) if mine else (244, 234, 208), bold=mine)
        text.blit(surface, self.tr("ui.online.host_starts"), (w // 2, 590), 18, (190, 200, 180), anchor="midtop")
