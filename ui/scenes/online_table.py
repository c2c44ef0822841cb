"""The table of an online match: the same table scene and layouts as a match on this computer,
drawn from what the host sends this seat only (ui/remote_match.py). A decision is sent to the
host (game/online/protocol.py "act"), never applied here; each update's events are animated as
they come, one at a time, at this player's own pace and animation settings. Between deals a
panel shows the deal's scores and the totals with "Next deal" (at the end: "Play again") and who
the table is waiting for. The Hint works as ever (from this seat's view); Undo, the Coach and the
review of a live match are solo features and are not offered. A dropped connection is resumed
by the connection's thread; the table says so meanwhile. While a friend is away, the host may let
the computer play their seat (until they are back)."""
from __future__ import annotations

import queue
from collections import deque
from pathlib import Path

import pygame
import pygame_gui

from game import replay
from game.errors import ReplayError
from game.match import Match
from ui import online_seat
from ui.layouts.common import dialog_panel
from ui.navigation import scene_class
from ui.remote_match import RemoteMatch
from ui.scenes.online_lobby import error_text, seat_line
from ui.scenes.table import TableScene


class OnlineTableScene(TableScene):
    tall = False   # its own lines are drawn on the 1280×720 table as it is
    online = True   # the host keeps this match; nothing is saved on this computer (ui/app.py)

    def __init__(self, app, link, update: dict, seats: list[dict], server=None) -> None:
        self.link, self.server = link, server
        self.remote = RemoteMatch(update)
        self.incoming: deque = deque()
        self.seat_info = update.get("seats") or seats
        self.ready: list[int] = []
        self.asked_next = False
        self.link_lost = False
        self.next_button = None
        self._away_shown: int | None = None   # the away friend's seat the host's button offers to the computer
        self.record: Match | None = None      # the finished match the host sent whole (to watch and review)
        self.record_path: Path | None = None  # where it is kept under replays/ (None: not kept on this computer)
        self.record_number = 0                # which match (1, 2… "play again") `record` is
        super().__init__(app, self.remote)
        self.humans = [self.remote.me]

    # ---- one seat, on this computer ------------------------------------------------------------
    @property
    def pass_and_play(self) -> bool:
        return False

    @property
    def solo(self) -> bool:
        return False   # no Undo online

    def _initial_viewer(self) -> int | None:
        return self.remote.me

    def autosave(self) -> None:
        """The host autosaves the match (game/online/server.py); nothing is kept here."""

    def _resume(self) -> bool:
        return False   # the position is shown from the view the host sent, with the deal's opening

    def _think_floor(self) -> float:
        return 0.0     # the host paces its AI seats

    def pausing(self) -> bool:
        steps = self.anim.timeline.steps
        return not self.menu_open and bool(steps) and steps[0].begun and steps[0].hold >= 0.6

    @property
    def results_open(self) -> bool:
        return self.remote.deal_over and not self.anim.busy and not self.incoming and not self.menu_open

    # ---- decisions go to the host ------------------------------------------------------------
    def submit(self, actions) -> bool:
        if self.viewer is None or not self.legal:
            return False
        if self.anim.busy or self.incoming:
            self.queued = (self.viewer, list(actions))
            return False
        keys = [self.remote.rules.choice_key(a) for a in self.legal]
        if self.remote.rules.choice_key(actions[0]) not in keys:
            self.app.toasts.show(self.tr("common.err.not_legal"))
            return False
        n = self.remote.last["n"]
        for i, action in enumerate(actions):
            self.link.send({"type": "act", "n": n + i, "action": action.to_json()})
        self.legal = []
        self.layout.reset()
        self._show_hint_state()
        return True

    # ---- the frame ------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self._poll()
        if self.menu_open:
            return
        self._show_hint_state()
        self.anim.set_scale(self.app.settings.anim_scale)
        self.anim.update(dt)
        self._show_continue()
        if self.hint_worker is not None and self.hint_worker.done:
            self._hint_ready()
        if self.anim.busy or self.finished:
            return
        if self.queued is not None:
            (seat, actions), self.queued = self.queued, None
            self.submit(actions)
            return
        if self.incoming:
            self._show(self.incoming.popleft())
            return
        self._show_next_button()

    def _poll(self) -> None:
        while True:
            try:
                msg = self.link.inbox.get_nowait()
            except queue.Empty:
                return
            kind = msg["type"]
            if kind == "update":
                self.incoming.append(msg)
            elif kind == "seats":
                self.seat_info, self.ready = msg["seats"], msg["ready"]
                if self.hosting and self._away() != self._away_shown:
                    self.rebuild()
            elif kind == "record":
                self._keep_record(msg)
            elif kind == "error" and msg.get("code") != "stale":
                self.app.toasts.show(error_text(self.tr, msg), kind="warn")
            elif kind == "link":
                self._link_news(msg)

    def _keep_record(self, msg: dict) -> None:
        """The finished match from the host: kept under replays/ and counted in the statistics for
        this player's seat (once per match), then offered by "Watch replay" on the results."""
        if msg.get("match") == self.record_number:
            return   # sent again on a resume: already kept
        try:
            match = replay.from_json(msg["replay"])
        except (ReplayError, KeyError, TypeError) as exc:
            self.app.toasts.show(self.tr("ui.online.record_unusable", reason=str(exc)[:120]), kind="warn")
            return
        if not match.over or match.player_seat != self.remote.me:
            return
        self.record, self.record_number = match, msg["match"]
        if self.app.keeper.enabled:   # the smoke test never touches the player's files
            from ui import saves

            try:
                self.record_path = saves.keep_replay(msg["replay"], match.game_id)
            except OSError as exc:
                self.app.toasts.show(self.tr("ui.stats.save_failed", reason=exc.strerror or str(exc)), kind="warn")
            else:
                self._record_stats(match)
        self.rebuild()

    def watch_record(self) -> None:
        """The finished match in the replay viewer (its Review weighs this player's decisions);
        Back returns to this table, still connected, for "Play again"."""
        ReplayViewerScene = scene_class("replay_viewer")
        if self.record is not None:
            self.app.switch(ReplayViewerScene(self.app, self.record_path or self.record, back=lambda: self))

    def _link_news(self, msg: dict) -> None:
        state = msg["state"]
        self.link_lost = state == "lost"
        if state == "back":
            self.app.toasts.show(self.tr("ui.online.back_online"), seconds=2.5, kind="info")
        elif state == "closed":
            self.app.toasts.show(self.tr("ui.online.closed"), seconds=8, kind="warn")

    def _show(self, msg: dict) -> None:
        """One update from the host: a new deal or match opens with its deal; events animate."""
        before = self.view
        fresh = msg["deal"] != self.remote.deal_index or msg["match"] != self.remote.last["match"]
        self.remote.take(msg)
        self.seat_info = msg.get("seats", self.seat_info)
        if fresh:
            self.asked_next = False
            self.layout.reset()
            self.view, self.legal = msg["view"], []
            self.app.sound.play("deal")
            self.layout.intro(self.view, self.anim)
            self.anim.commit(self._after_commit)
            self.rebuild()
            return
        events = msg["events"]
        if not events:
            self._after_commit()
            return
        announced = self.anim.announced
        self.layout.animate(events, before, msg["view"], self.anim)
        if self.anim.announced == announced:
            for event in events:
                self.app.sound.event(event)
        self.anim.commit(self._after_commit)

    # ---- between deals -------------------------------------------------------------------------
    def _show_next_button(self) -> None:
        shown = self.next_button is not None and self.next_button.alive()
        if self.results_open != shown:
            self.rebuild()

    def build(self) -> None:
        super().build()
        self.next_button = None
        w = self.app.screen.get_width()
        if self.results_open:
            key = "ui.online.play_again" if self.remote.over else "ui.online.next_deal"
            self.next_button = self.button((w - 310, 598, 260, 52), key, "online_next", "#big_button")
            if self.asked_next:
                self.next_button.disable()
            if self.remote.over and self.record is not None and self.record_number == self.remote.last["match"]:
                self.button((w - 590, 598, 260, 52), "ui.results.watch_replay", "online_replay")
        self._away_shown = self._away() if self.hosting else None
        if self._away_shown is not None and not self.menu_open:   # the host may let the computer play on
            name = self.seat_info[self._away_shown]["name"]
            self.add(pygame_gui.elements.UIButton(pygame.Rect(w // 2 - 220, 34, 440, 40),
                                                  self.tr("ui.online.hand_to_ai", name=name), self.app.manager),
                     f"stand_in:{self._away_shown}")

    @property
    def hosting(self) -> bool:
        return self.remote.last.get("host") == self.remote.me

    def _away(self) -> int | None:
        """The first friend's seat whose player is away and not yet played by the computer."""
        return next((i for i, s in enumerate(self.seat_info) if s["kind"] == "human" and i != self.remote.me
                     and not s["connected"] and not s.get("stand_in")), None)

    def on_button(self, name: str) -> None:
        if name.startswith("stand_in:"):
            self.link.send({"type": "seat_ai", "seat": int(name[9:]), "level": "normal"})
        elif name == "online_replay":
            self.watch_record()
        elif name == "online_next":
            self.asked_next = True
            self.link.send({"type": "next", "deal": self.remote.deal_index})
            self.rebuild()
        elif name == "title":
            if self.remote.over:
                online_seat.forget()   # a finished match: nothing to come back to
            self.link.close()
            if self.server is not None:
                self.server.stop()
            super().on_button(name)
        else:
            super().on_button(name)

    def waiting_for(self) -> list[str]:
        """The names of the seats the table waits for now: to act, or to go on to the next deal."""
        if self.remote.deal_over:
            return [s["name"] for i, s in enumerate(self.seat_info)   # the friends: this player has the button
                    if s["kind"] == "human" and i not in self.ready and not s.get("stand_in") and i != self.remote.me]
        return [self.seat_info[i]["name"] for i in self.remote.to_act()
                if i != self.remote.me and self.seat_info[i]["kind"] == "human"]

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        text, w = self.app.text, surface.get_width()
        if self.results_open and not self.drawn_rects.of("dialog"):
            self._draw_results(surface)   # a layout that shows the deal's results itself is left alone
        if self.link_lost:
            text.blit(surface, self.tr("ui.online.lost"), (w // 2, 8), 18, (255, 214, 140), anchor="midtop")
            return
        waiting = self.waiting_for()
        away = [seat_line(self.tr, s) for i, s in enumerate(self.seat_info)
                if s["kind"] == "human" and not s["connected"] and s["name"] in waiting]
        if waiting and (self.results_open or away):
            joiner = "、" if self.tr.lang == "ja" else ", "
            line = self.tr("ui.online.waiting_for", names=joiner.join(away or waiting))
            if self.results_open:   # beside "Next deal", clear of the hand and the layout's own panels
                text.blit(surface, line, (w - 50, 566), 17, (246, 215, 126), anchor="topright", shadow=True)
            else:
                text.blit(surface, line, (w // 2, 8), 17, (246, 215, 126), anchor="midtop", shadow=True)

    def _draw_results(self, surface: pygame.Surface) -> None:
        text = self.app.text
        remote = self.remote
        box = pygame.Rect(0, 0, 560, 120 + 34 * remote.players)
        box.midtop = (surface.get_width() // 2, 140)
        dialog_panel(surface, box)
        heading = self.tr("ui.online.match_results") if remote.over else \
            self.tr("ui.online.deal_results", n=remote.deal_index + 1)
        text.blit(surface, heading, (box.centerx, box.y + 18), 26, (246, 215, 126), bold=True, anchor="midtop")
        last = remote.deal_results[remote.deal_index].scores if len(remote.deal_results) > remote.deal_index else \
            [0] * remote.players
        names = self.names()
        totals = remote.totals()
        for seat in range(remote.players):
            row = self.tr("ui.online.score_row", name=names[seat], points=f"{last[seat]:+d}", total=totals[seat])
            text.blit(surface, row, (box.x + 40, box.y + 70 + 34 * seat), 20,
                      (246, 215, 126) if seat == remote.me else (244, 234, 208), bold=seat == remote.me)
        if remote.over:
            won = ", ".join(names[s] for s in remote.winners())
            text.blit(surface, self.tr("ui.online.winners", names=won), (box.centerx, box.bottom - 40), 20,
                      (255, 255, 255), bold=True, anchor="midtop")
