"""Rule options of one game, set before a match: one row per `OptionSpec` of the rule set, labelled
from the string table ("<game>.option.<key>"): on / off for a bool, − value + for a whole number,
one button per value for a choice. "Done" hands the values back (to the setup scene) and returns;
"Cancel" (or Esc) returns and leaves the options as they were."""
from __future__ import annotations

import pygame

from game import registry
from ui.scenes.base import Scene


class OptionsScene(Scene):
    def __init__(self, app, game_id: str, options: dict, on_done) -> None:
        super().__init__(app)
        self.game_id = game_id
        self.rules = registry.load(game_id)
        self.values = self.rules.normalise_options(options)
        self.on_done = on_done

    def build(self) -> None:
        w, h = self.app.screen.get_size()
        self.label((0, 24, w, 50), self.tr("ui.options.title", game=self.tr(f"ui.game.{self.game_id}")), "#heading_c")
        step = self.row_step(h)
        row = min(48, step - 6)                                            # clear of the buttons below
        for i, spec in enumerate(self.rules.options):
            y = 110 + i * step
            indent = 32 if spec.requires else 0
            self.label((136 + indent, y, 628 - indent, row), self.tr(f"{self.game_id}.option.{spec.key}"))
            value = self.values[spec.key]
            controls = []
            if spec.kind == "bool":
                controls.append(self.choice((770, y, 150, row), self.tr("ui.options.on"), f"set:{spec.key}:1", value is True))
                controls.append(self.choice((930, y, 150, row), self.tr("ui.options.off"), f"set:{spec.key}:0", value is False))
            elif spec.kind == "int":
                controls.append(self.button((770, y, 64, row), "ui.options.minus", f"step:{spec.key}:-1"))
                self.label((834, y, 112, row), str(value), "#value")
                controls.append(self.button((946, y, 64, row), "ui.options.plus", f"step:{spec.key}:1"))
            else:
                for j, choice in enumerate(spec.choices):
                    controls.append(self.choice((770 + j * 110, y, 100, row), str(choice), f"pick:{spec.key}:{j}",
                                                value == choice))
            if not self.applies(spec):
                for control in controls:
                    control.disable()
        self.button((136, h - 90, 260, 56), "ui.options.defaults", "defaults")
        self.button((w - 136 - 300 - 16 - 220, h - 90, 220, 56), "ui.options.cancel", "cancel")
        self.button((w - 136 - 300, h - 90, 300, 56), "ui.options.done", "done", "#big_button")

    def row_step(self, height: int) -> int:
        """Rows closer together when a game has many options, clear of the buttons below."""
        return min(62, (height - 220) // max(1, len(self.rules.options)))

    def applies(self, spec) -> bool:
        """A refining option counts only while the option it refines is on."""
        return spec.requires is None or self.values.get(spec.requires) is True

    def on_button(self, name: str) -> None:
        kind, _, rest = name.partition(":")
        key, _, arg = rest.partition(":")
        spec = next((o for o in self.rules.options if o.key == key), None)
        if spec is not None and not self.applies(spec):
            return
        if name == "done":
            self.app.pop()
            self.on_done(dict(self.values))
            return
        if name == "cancel":
            self.app.pop()
            return
        if name == "defaults":
            self.values = self.rules.default_options()
        elif kind == "set" and spec is not None:
            self.values[key] = arg == "1"
        elif kind == "step" and spec is not None:
            value = self.values[key] + int(arg)
            low = spec.minimum if spec.minimum is not None else value
            high = spec.maximum if spec.maximum is not None else value
            self.values[key] = max(low, min(high, value))
        elif kind == "pick" and spec is not None:
            self.values[key] = spec.choices[int(arg)]
        self.rebuild()

    def handle_event(self, event: pygame.event.Event) -> None:
        super().handle_event(event)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.on_button("cancel")

    def draw(self, surface: pygame.Surface) -> None:
        self.app.draw_felt(surface)
        rows = max(1, len(self.rules.options))
        box = pygame.Rect(120, 96, surface.get_width() - 240, rows * self.row_step(surface.get_height()) + 22)
        panel = pygame.Surface(box.size, pygame.SRCALPHA)
        pygame.draw.rect(panel, (8, 22, 15, 150), panel.get_rect(), border_radius=16)
        pygame.draw.rect(panel, (201, 161, 74, 110), panel.get_rect(), 1, border_radius=16)
        surface.blit(panel, box)
