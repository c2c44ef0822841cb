"""The settings screen: language (switches live), computer speed (slow to instant), animation
speed, sound volume and mute, window or fullscreen (also F11), a two- or four-colour deck (the
cards redraw at once), larger cards and text and reduced motion (each a switch on one row),
whether a forced move is made for you, whether the Coach notes a clearly worse decision (solo
play; shown on while the match under the menu has it on for itself, as the first real deal after a
lesson does); each choice is saved at once."""
from __future__ import annotations

import pygame

from ui.navigation import scene_class
from ui.scenes.base import Scene
from ui.settings import AI_SPEEDS, CARD_COLOURS, SPEEDS, VOLUMES

LABEL_X, OPTIONS_X, ROW_TOP, ROW_STEP, ROW_H = 190, 470, 136, 62, 48
ROWS_BOTTOM = 590   # the rows end above the Back button


def row_step(rows: int) -> int:
    """The distance between rows: ROW_STEP, closer when that many rows would reach the Back button."""
    return min(ROW_STEP, (ROWS_BOTTOM - ROW_TOP) // max(1, rows))


class SettingsScene(Scene):
    row_count = 7    # rows of choices (set by build; the panel behind them fits them)

    def match_coach(self):
        """The Coach of the match the settings were opened over (None: no match under them)."""
        for scene in reversed(getattr(self.app, "stack", [])):
            coach = getattr(scene, "coach", None)
            if coach is not None and hasattr(coach, "always"):
                return coach
        return None

    def coach_on(self) -> bool:
        """The Coach as the running match has it: the setting, or on for this match anyway."""
        coach = self.match_coach()
        return self.app.settings.coach or bool(coach is not None and coach.always)

    def build(self) -> None:
        w = self.app.screen.get_width()
        prefs = self.app.settings
        self.shown_fullscreen = prefs.fullscreen
        self.label((0, 60, w, 50), self.tr("ui.settings.title"), "#heading_c")
        rows = (("ui.settings.language", [(self.tr(f"ui.lang.{lang}"), f"lang:{lang}", prefs.lang == lang)
                                          for lang in ("ja", "en")]),
                ("ui.settings.ai_speed", [(self.tr(f"ui.speed.{s}"), f"ai_speed:{s}", prefs.ai_speed == s)
                                          for s in AI_SPEEDS]),
                ("ui.settings.anim_speed", [(self.tr(f"ui.speed.{s}"), f"anim_speed:{s}", prefs.anim_speed == s)
                                            for s in SPEEDS]),
                ("ui.settings.volume", [(self.tr("ui.settings.mute"), "mute", prefs.muted)] +
                 [(self.tr("ui.settings.percent", n=round(v * 100)), f"volume:{v}",
                   not prefs.muted and abs(prefs.volume - v) < 0.01) for v in VOLUMES[1:]]),
                ("ui.settings.window", [(self.tr("ui.settings.windowed"), "fullscreen:off", not prefs.fullscreen),
                                        (self.tr("ui.settings.fullscreen"), "fullscreen:on", prefs.fullscreen)]),
                ("ui.settings.card_colours", [(self.tr(f"ui.settings.colours.{c}"), f"card_colours:{c}",
                                               prefs.card_colours == c) for c in CARD_COLOURS]),
                ("ui.settings.eyes", [(self.tr("ui.settings.large_text"), "large_text", prefs.large_text),
                                      (self.tr("ui.settings.reduced_motion"), "reduced_motion",
                                       prefs.reduced_motion)]),
                ("ui.settings.auto_forced", [(self.tr("ui.settings.auto_forced.on"), "auto_forced:on", prefs.auto_forced),
                                             (self.tr("ui.settings.auto_forced.off"), "auto_forced:off",
                                              not prefs.auto_forced)]),
                ("ui.coach.setting", [(self.tr("ui.coach.setting.on"), "coach:on", self.coach_on()),
                                      (self.tr("ui.coach.setting.off"), "coach:off", not self.coach_on())]))
        self.row_count = len(rows)
        for r, (key, options) in enumerate(rows):
            y = ROW_TOP + r * row_step(len(rows))
            self.label((LABEL_X, y, 270, ROW_H), self.tr(key))
            width = 150 if len(options) <= 4 else 116
            x = OPTIONS_X
            for text, name, on in options:
                wide = 2 if name in ("fullscreen:on", "large_text", "reduced_motion") or name.startswith(
                    ("card_colours:", "auto_forced:", "coach:")) else 1
                self.choice((x, y, width * wide + 10 * (wide - 1), ROW_H), text, name, on)
                x += width * wide + 10 * wide
        self.button((w // 2 - 130, 600, 260, 54), "ui.common.back", "back", "#big_button")

    def window_changed(self) -> None:
        if self.shown_fullscreen != self.app.settings.fullscreen:
            self.rebuild()   # F11 changed the Screen row (a mere resize changes nothing here)

    def on_button(self, name: str) -> None:
        prefs = self.app.settings
        if name == "back":
            if self.app.stack:
                self.app.pop()
            else:
                TitleScene = scene_class("title")

                self.app.switch(TitleScene(self.app))
            return
        field, _, option = name.partition(":")
        if field == "lang":
            self.app.set_language(option)
            return
        if field == "fullscreen":
            self.app.set_fullscreen(option == "on")
            return
        if field == "mute":
            prefs.muted = not prefs.muted
        elif field == "reduced_motion":
            prefs.reduced_motion = not prefs.reduced_motion
        elif field == "large_text":
            prefs.large_text = not prefs.large_text
            self.app.apply_large_text()
        elif field == "auto_forced":
            prefs.auto_forced, prefs.auto_forced_chosen = option == "on", True
        elif field == "coach":
            prefs.coach = option == "on"
            coach = self.match_coach()
            if coach is not None and not prefs.coach:
                coach.always = False     # off means off, for the match under the menu too
        elif field == "volume":
            prefs.volume, prefs.muted = float(option), False
            self.app.sound.play("card")   # a sample at the new volume
        else:
            setattr(prefs, field, option)
            if field == "card_colours":
                self.app.set_card_colours(option == "four")
        self.app.store_settings()
        self.rebuild()

    def draw(self, surface: pygame.Surface) -> None:
        self.app.draw_felt(surface)
        box = pygame.Rect(LABEL_X - 40, ROW_TOP - 24, surface.get_width() - 2 * (LABEL_X - 40),
                          row_step(self.row_count) * (self.row_count - 1) + ROW_H + 38)
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (8, 22, 15, 150), panel.get_rect(), border_radius=16)
        pygame.draw.rect(panel, (201, 161, 74, 110), panel.get_rect(), 1, border_radius=16)
        surface.blit(panel, box)
