"""The rules screen: a game's rules text ("<game>.rules.title", "<game>.rules.sNN.title/.body" by
section number; headings bold, the project's rulings marked) in a scrolling text box, with a tab per
game when opened from the title. A body holds one paragraph per line; a rule's paragraph starts with
its id ("T21 Chips. …"), which is the project's reference for that rule: the screen can open at it
(`RulesScene(app, None, rule_id="B06")` picks the game's tab and scrolls to that paragraph)."""
from __future__ import annotations

import html
import re

import pygame
import pygame_gui

from game import i18n, registry
from ui.kinsoku import wrap
from ui.layouts import has_layout
from ui.navigation import scene_class
from ui.scenes.base import Scene


RULE_KEY = re.compile(r"^(?:title|s(\d+)\.(title|body))$")
RULE_ID = re.compile(r"^([A-Z]\d{2}[a-z]?)(?= )")     # the id a rule's paragraph starts with
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


def rule_ids(game_id: str, lang: str) -> list[str]:
    """The ids the game's rules paragraphs start with, in reading order."""
    ids = []
    for key in rules_keys(game_id, lang):
        if key.endswith(".body"):
            for paragraph in i18n.text(key, lang).split("\n"):
                m = RULE_ID.match(paragraph)
                if m:
                    ids.append(m.group(1))
    return ids


def game_of_rule(rule_id: str, lang: str) -> str | None:
    """The registered game whose rules text has a paragraph starting with `rule_id`, or None."""
    return next((g for g in registry.available_games() if rule_id in rule_ids(g, lang)), None)


TEXT_BOX_FONT_SIZE = 18       # the theme's text_box font
TEXT_BOX_MARGIN = 70           # padding, border and scroll bar, with room to spare


RULE_NAME = re.compile(r"^([A-Z]\d{2}[a-z]?)( [^.：\n]{1,40}?(?:\.|：))")   # "T21 Chips." / "T21 チップ："


def paragraph_html(paragraph: str, lines: list[str]) -> str:
    """One paragraph (already wrapped into lines) as HTML: its rule id and name bold, the id in
    the heading colour as a piece of its own (scroll_to_rule finds it), its rulings marked."""
    body = "<br>".join(html.escape(line) for line in lines)
    m = RULE_NAME.match(body) or RULE_ID.match(body)
    if m is None or not RULE_ID.match(paragraph):
        return mark_rulings(body)
    name = m.group(2) if m.re is RULE_NAME else ""
    rest = body[m.end():]
    return (f"<b><font color='{HEADING_COLOUR}'>{m.group(1)}</font>{mark_rulings(name)}</b>"
            f"{mark_rulings(rest)}")


def rules_html(game_id: str, tr, width: int | None = None, font: pygame.font.Font | None = None) -> str:
    """The rules as text-box HTML. Given a width and the text box's font, Japanese is wrapped
    here by the line-breaking rules (ui/kinsoku.py), since pygame-gui would break it anywhere."""
    parts = []
    font = font if width and tr.lang == "ja" else None

    def lines_of(text: str) -> list[str]:
        return wrap(text, width - TEXT_BOX_MARGIN, lambda t: font.size(t)[0]) if font else [text]

    for key in rules_keys(game_id, tr.lang):
        text = tr(key)
        if key.endswith(".body"):
            parts.append("<br>".join(paragraph_html(p, lines_of(p)) for p in text.split("\n")))
            continue
        body = "<br>".join(html.escape(line) for line in lines_of(text))
        size = 6 if key == f"{game_id}.rules.title" else 5
        parts.append(f"<font size={size} color='{HEADING_COLOUR}'><b>{body}</b></font>")
    return "<br><br>".join(parts) if parts else html.escape(tr("ui.rules.missing"))


def rule_row_y(box: pygame_gui.elements.UITextBox, rule_id: str) -> int | None:
    """Where in the laid-out text the paragraph of `rule_id` starts: the row whose first piece
    is the bold id alone (a mention of the id inside a paragraph is never a piece of its own)."""
    layout = box.text_box_layout
    for row in layout.layout_rows if layout is not None else ():
        first = next((item for item in row.items if getattr(item, "text", "").strip()), None)
        if first is not None and first.text.strip() == rule_id:
            return row.y
    return None


def scroll_to_rule(box: pygame_gui.elements.UITextBox, rule_id: str) -> bool:
    """Scroll the text box so the paragraph of `rule_id` is at its top; whether it was found."""
    y = rule_row_y(box, rule_id)
    if y is None:
        return False
    if box.scroll_bar is not None:
        box.scroll_bar.set_scroll_from_start_percentage(y / box.text_box_layout.layout_rect.height)
        box.update(0.0)
    return True


class RulesScene(Scene):
    """The rules of one game (opened from a table), or of every game with a tab each (from the
    title); `rule_id` opens at that rule: its game's tab, scrolled to its paragraph."""
    tall = True   # a tall window's height shows more (the canvas grows with it)


    TAB_PAD = 36          # a tab's room around its label
    TAB_GAP = 10
    TAB_MAX = 260

    def __init__(self, app, game_id: str | None, rule_id: str | None = None) -> None:
        super().__init__(app)
        games = [g for g in registry.available_games() if has_layout(g)] or [registry.first_game()]
        ruled = game_of_rule(rule_id, app.tr.lang) if rule_id else None
        self.games = games if game_id is None else [ruled or game_id]
        self.game_id = ruled or game_id or games[0]
        self.rule_id = rule_id if ruled else None
        self.text_box: pygame_gui.elements.UITextBox | None = None

    def build(self) -> None:
        w, h = self.app.screen.get_size()
        n = len(self.games) if len(self.games) > 1 else 0
        heading = (self.tr("ui.title.rules") if n else
                   self.tr("ui.rules.title", game=self.tr(f"ui.game.{self.game_id}")))
        title = self.label((60, 24, 200 if n else w - 120, 50), heading, "#heading")
        if n:
            self.build_tabs(60 + title.font.size(heading)[0] + 30, w - 60)
        body = rules_html(self.game_id, self.tr, w - 120, self.app.text.font(TEXT_BOX_FONT_SIZE))
        self.text_box = self.add(pygame_gui.elements.UITextBox(
            body, pygame.Rect(60, 90, w - 120, h - 180), self.app.manager, allow_split_dashes=False))
        if self.rule_id:
            scroll_to_rule(self.text_box, self.rule_id)
        self.button((w // 2 - 130, h - 74, 260, 54), "ui.common.back", "back", "#big_button")
        if self.learn_offered():
            self.button((w - 60 - 260, h - 74, 260, 54), "ui.learn.rules_button", "learn")

    def learn_offered(self) -> bool:
        """A "Learn" button for the game shown, when it has a lesson and no table lies under this
        screen (from a table, the rules are a look aside, not a way out of the match)."""
        from ui.scenes.learn import lesson_of
        TableScene = scene_class("table")

        if any(isinstance(scene, TableScene) for scene in self.app.stack):
            return False
        return lesson_of(self.game_id) is not None

    def build_tabs(self, left: int, right: int) -> None:
        """One tab per game, right-aligned between `left` and `right`, each as wide as its label
        needs (the spare room shared out, up to TAB_MAX), so no game's name is cut."""
        font = self.app.manager.get_theme().get_font(["button"])
        labels = [self.tr(f"ui.game.{g}") for g in self.games]
        needs = [font.size(label)[0] + self.TAB_PAD for label in labels]
        room = right - left - self.TAB_GAP * (len(labels) - 1)
        extra = max(0, (room - sum(needs)) // len(labels))
        widths = [min(self.TAB_MAX, need + extra) for need in needs]
        x = right - sum(widths) - self.TAB_GAP * (len(labels) - 1)
        for g, label, width in zip(self.games, labels, widths):
            self.choice((x, 28, width, 44), label, f"game:{g}", g == self.game_id)
            x += width + self.TAB_GAP

    def on_button(self, name: str) -> None:
        if name == "back":
            if self.app.stack:
                self.app.pop()
            else:
                TitleScene = scene_class("title")

                self.app.switch(TitleScene(self.app))
        elif name == "learn":
            from ui.scenes.lesson_table import open_lesson

            open_lesson(self.app, self.game_id)
        elif name.startswith("game:"):
            self.game_id = name[5:]
            self.rule_id = None
            self.rebuild()
