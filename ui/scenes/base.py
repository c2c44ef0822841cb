"""The scene protocol: one scene runs at a time; it builds its pygame-gui elements in `build`
(called again when the language changes) and draws itself each frame. A scene that shows
something modal over itself (a menu, a dialog) says so with `modal_open`: its `mouse_pos` is then
off the canvas, so nothing beneath hovers, and the scene's `handle_event` gives its input to the
modal thing alone."""
from __future__ import annotations

import pygame
import pygame_gui


class Scene:
    def __init__(self, app) -> None:
        """`app` is the running ui.app.App (not imported here: the app opens scenes by name,
        ui/navigation.py, and no scene imports the app's module)."""
        self.app = app
        self.elements: list[pygame_gui.core.UIElement] = []
        self.buttons: dict[object, str] = {}

    @property
    def tr(self):
        return self.app.tr

    # ---- lifecycle ----------------------------------------------------------------------------
    def enter(self) -> None:
        self.build()

    def leave(self) -> None:
        self.clear_ui()

    def build(self) -> None:
        """Create pygame-gui elements (again after a language change)."""

    def rebuild(self) -> None:
        self.clear_ui()
        self.build()

    def clear_ui(self) -> None:
        for element in self.elements:
            element.kill()
        self.elements.clear()
        self.buttons.clear()

    def add(self, element, name: str | None = None):
        self.elements.append(element)
        if name is not None:
            self.buttons[element] = name
        return element

    def button(self, rect, text_key: str, name: str, object_id: str | None = None, **params):
        return self.add(pygame_gui.elements.UIButton(
            pygame.Rect(rect), self.tr(text_key, **params), self.app.manager,
            object_id=object_id), name)

    def choice(self, rect, text: str, name: str, on: bool, tip: str | None = None):
        """A button that is one option of a choice; the chosen one is highlighted; `tip` shows
        when the pointer rests on it."""
        return self.add(pygame_gui.elements.UIButton(
            pygame.Rect(rect), text, self.app.manager, object_id="#choice_on" if on else None,
            tool_tip_text=tip), name)

    def label(self, rect, text: str, object_id: str | None = None):
        return self.add(pygame_gui.elements.UILabel(pygame.Rect(rect), text, self.app.manager,
                                                    object_id=object_id))

    def window_changed(self) -> None:
        """The window was resized or went fullscreen (the canvas stays 1280×720, but for a `tall`
        scene in a tall window, which is rebuilt at its new height)."""

    # ---- modal things over the scene -----------------------------------------------------------
    OFF_CANVAS = (-10000, -10000)

    @property
    def modal_open(self) -> bool:
        """Whether a menu or dialog of this scene covers the rest of it."""
        return False

    def mouse_pos(self) -> tuple[int, int]:
        """The mouse for hover effects of what lies under a modal thing: nowhere while one is open."""
        return self.OFF_CANVAS if self.modal_open else self.app.mouse_pos()

    # ---- per frame ----------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> None:
        if event.type == pygame_gui.UI_BUTTON_PRESSED and event.ui_element in self.buttons:
            self.on_button(self.buttons[event.ui_element])

    def on_button(self, name: str) -> None:
        """A named pygame-gui button was pressed."""

    def update(self, dt: float) -> None:
        """Advance by dt seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        self.app.draw_felt(surface)
