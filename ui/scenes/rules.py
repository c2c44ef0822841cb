"""The rules screen: a game's rules text ("<game>.rules.title", "<game>.rules.sNN.title/.body" by
section number; headings bold, the project's rulings marked) in a scrolling text box, with a tab per
game when opened from the title."""
from __future__ import annotations

import html
import re

import pygame
import pygame_gui

from game import i18n, registry
from ui.kinsoku import wrap
from ui.layouts import has_layout
from ui.scenes.base import Scene


RULE_KEY = re.compile(r"^(?:title|s(\d+)\.(title|body))$")
RULING = re.compile(r"Ruling|裁定")
RULING_COLOUR = "#F2C75C"
HEADING_COLOUR = "#F6D77E"


def rules_keys(game_id: str, lang: str) -> list[str]:
    """The rules' text keys in reading order: "<game>.rules.title", then each section's
    "<game>.rules.sNN.title" and ".body" by number. Other keys (a ".count") are not text."""
    prefix = f"{game_id}.rules."

    def order(key: str) -> tuple:
        m = RULE_KEY.match(key[len(prefix):])
        return (-1, 0) if m.group(1) is None else (int(m.group(1)), m.group(2) == "body")

    for table in (i18n.table(lang), i18n.table("en")):
        keys = [k for k in table if k.startswith(prefix) and RULE_KEY.match(k[len(prefix):])]
        if keys:
            return sorted(keys, key=order)
    return []


def mark_rulings(body: str) -> str:
    """The project's rulings ("Ruling:", "裁定：") stand out in the rules text (bold, gold)."""
    return RULING.sub(lambda m: f"<b><font color='{RULING_COLOUR}'>{m.group(0)}</font></b>", body)


TEXT_BOX_FONT_SIZE = 18       # the theme's text_box font
TEXT_BOX_MARGIN = 70           # padding, border and scroll bar, with room to spare


def rules_html(game_id: str, tr, width: int | None = None, font: pygame.font.Font | None = None) -> str:
    """The rules as text-box HTML. Given a width and the text box's font, Japanese is wrapped
    here by the line-breaking rules (ui/kinsoku.py), since pygame-gui would break it anywhere."""
    parts = []
    font = font if width and tr.lang == "ja" else None
    for key in rules_keys(game_id, tr.lang):
        text = tr(key)
        if font is not None:
            text = "\n".join(wrap(text, width - TEXT_BOX_MARGIN, lambda t: font.size(t)[0]))
        body = html.escape(text).replace("\n", "<br>")
        if key == f"{game_id}.rules.title":
            parts.append(f"<font size=6 color='{HEADING_COLOUR}'><b>{body}</b></font>")
        elif key.endswith(".title"):
            parts.append(f"<font size=5 color='{HEADING_COLOUR}'><b>{body}</b></font>")
        else:
            parts.append(mark_rulings(body))
    return "<br><br>".join(parts) if parts else html.escape(tr("ui.rules.missing"))


class RulesScene(Scene):
    def __init__(self, app, game_id: str | None) -> None:
        super().__init__(app)
        games = [g for g in registry.available_games() if has_layout(g)] or ["tyrant"]
        self.games = games if game_id is None else [game_id]
        self.game_id = game_id or games[0]

    def build(self) -> None:
        w, h = self.app.screen.get_size()
        n = len(self.games) if len(self.games) > 1 else 0
        heading_w = 200 if n else 800          # with tabs the chosen tab names the game
        tab = min(260, (w - 120 - heading_w) // max(1, n) - 10)   # the tabs never run into the heading
        tabs_left = w - 60 - n * (tab + 10) + 10
        heading = (self.tr("ui.title.rules") if n else
                   self.tr("ui.rules.title", game=self.tr(f"ui.game.{self.game_id}")))
        self.label((60, 24, heading_w, 50), heading, "#heading")
        for i, g in enumerate(self.games if n else ()):
            self.choice((tabs_left + i * (tab + 10), 28, tab, 44), self.tr(f"ui.game.{g}"),
                        f"game:{g}", g == self.game_id)
        body = rules_html(self.game_id, self.tr, w - 120, self.app.text.font(TEXT_BOX_FONT_SIZE))
        self.add(pygame_gui.elements.UITextBox(body, pygame.Rect(60, 90, w - 120, h - 180),
                                               self.app.manager, allow_split_dashes=False))
        self.button((w // 2 - 130, h - 74, 260, 54), "ui.common.back", "back", "#big_button")

    def on_button(self, name: str) -> None:
        if name == "back":
            if self.app.stack:
                self.app.pop()
            else:
                from ui.scenes.title import TitleScene

                self.app.switch(TitleScene(self.app))
        elif name.startswith("game:"):
            self.game_id = name[5:]
            self.rebuild()
