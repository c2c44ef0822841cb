"""The application: window, pygame-gui manager, settings, language, the scene manager and the
frame loop. Every scene draws on a logical 1280×720 canvas (`App.screen`); `Stage` shows it
scaled smoothly into the real window of any size, letterboxed (centred, the spare margin dark),
and maps mouse positions back, so clicks land on what is drawn at every size. In a window taller
than 16:9, a scene that says it may be `tall` (title, saved games, rules, statistics, results, the
table) gets a canvas 1280 wide and as tall as the window's aspect, so it uses the height (the table
spreads its 1280×720 design over it: ui/stretch.py). F11 and the settings switch fullscreen; the window size and fullscreen state are remembered. `run_app(args)` is the entry point main.py calls; `run_guarded` is its last resort:
an exception nothing else handled saves the match in progress, logs the traceback, says so on
screen and on stderr, and ends the program with a non-zero code."""
from __future__ import annotations

import os
import sys
import time
import traceback
from typing import Callable

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402

from game.i18n import Translator  # noqa: E402
from game.resources import asset_path  # noqa: E402
from ui import settings as settings_mod  # noqa: E402
from ui.navigation import scene_class  # noqa: E402
from ui.pacer import FramePacer  # noqa: E402
from ui.saves import Keeper  # noqa: E402
from ui.sound import Sounds  # noqa: E402
from ui.text import LARGE_SCREEN_PX, MIN_SCREEN_PX, Text, floor_for  # noqa: E402
from ui.toast import Toasts  # noqa: E402

SIZE = (1280, 720)          # the logical canvas every scene and layout draws on
TALLEST = 2276              # a scene that may be tall gets 1280 × up to this (a 9:16 portrait window)
MIN_WINDOW = (640, 360)
FPS = 60
# The AI and the hint think in worker threads that share the interpreter lock with the frame loop;
# each time the loop waits (the frame's sleep, a file write) it must win the lock back, which a
# busy worker yields only after this long: each frame wakes up to this late (Python's default is
# 5 ms). tools/bench_thinking.py measures frames while Hard thinks.
GIL_SWITCH_S = 0.001
MARGIN_COLOUR = (8, 24, 16)   # the felt's darkest edge, so the letterbox reads as table
CRASHED = 3  # exit code after the last-resort handler


class Stage:
    """The real window and the logical canvas shown in it. `fit` places the canvas as large as
    the window allows at its aspect (the spare margin is letterbox, nothing is cropped);
    `present` scales it there (integer factors pixel-exact, others smoothly); `to_logical` maps a
    window position to the canvas (a position in the margin lands outside it, on nothing)."""

    def __init__(self, window: pygame.Surface) -> None:
        self.window = window
        self.canvas = window
        self.fullscreen = False
        self.tall = False          # the scene on screen may use a taller canvas in a tall window
        self.size = SIZE
        self.rect = pygame.Rect(0, 0, *SIZE)
        self._scaled: pygame.Surface | None = None
        self.fit(window)

    def canvas_size(self, ww: int, wh: int) -> tuple[int, int]:
        """1280×720, or for a scene that may be tall, in a window taller than 16:9, 1280 wide and
        as tall as the window's aspect gives (the width still sets the scale: nothing shrinks)."""
        if not self.tall or not ww or not wh:
            return SIZE
        return SIZE[0], max(SIZE[1], min(TALLEST, round(SIZE[0] * wh / ww)))

    def fit(self, window: pygame.Surface, fullscreen: bool | None = None, tall: bool | None = None) -> None:
        self.window = window
        if fullscreen is not None:
            self.fullscreen = fullscreen
        if tall is not None:
            self.tall = tall
        ww, wh = window.get_size()
        self.size = size = self.canvas_size(ww, wh)
        scale = min(ww / size[0], wh / size[1]) if ww and wh else 1.0
        w, h = max(1, round(size[0] * scale)), max(1, round(size[1] * scale))
        self.rect = pygame.Rect((ww - w) // 2, (wh - h) // 2, w, h)
        if (ww, wh) == size:
            self.canvas = window          # the common case draws straight into the window
        elif self.canvas is window or self.canvas.get_size() != size:
            self.canvas = pygame.Surface(size).convert() if pygame.display.get_surface() else pygame.Surface(size)
        self._scaled = None

    @property
    def scale(self) -> float:
        return self.rect.width / self.size[0]

    def to_logical(self, pos) -> tuple[int, int]:
        if self.canvas is self.window:
            return int(pos[0]), int(pos[1])
        scale = self.scale
        return (int((pos[0] - self.rect.x) // scale), int((pos[1] - self.rect.y) // scale))

    def to_window(self, pos) -> tuple[int, int]:
        """The window position of a canvas position (tests click through this)."""
        scale = self.scale
        return (int(self.rect.x + (pos[0] + 0.5) * scale), int(self.rect.y + (pos[1] + 0.5) * scale))

    def map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """`event` with its mouse position (and motion) in canvas coordinates."""
        if self.canvas is self.window or not hasattr(event, "pos"):
            return event
        data = dict(event.dict)
        data["pos"] = self.to_logical(event.pos)
        if "rel" in data:
            scale = self.scale
            data["rel"] = (int(data["rel"][0] / scale), int(data["rel"][1] / scale))
        return pygame.event.Event(event.type, data)

    def present(self) -> None:
        """Scale the canvas straight into its place in the window and fill the margins."""
        if self.canvas is self.window:
            return
        size = self.rect.size
        if self._scaled is None:
            try:   # the window's own pixels where the canvas goes: no copy in between
                self._scaled = self.window.subsurface(self.rect)
            except ValueError:
                self._scaled = pygame.Surface(size, 0, self.canvas)
        factor = size[0] / self.size[0]
        if factor == int(factor) and size[1] == self.size[1] * int(factor):
            pygame.transform.scale(self.canvas, size, self._scaled)
        else:
            pygame.transform.smoothscale(self.canvas, size, self._scaled)
        ww, wh = self.window.get_size()
        r = self.rect
        for margin in (pygame.Rect(0, 0, ww, r.y), pygame.Rect(0, r.bottom, ww, wh - r.bottom),
                       pygame.Rect(0, r.y, r.x, r.height), pygame.Rect(r.right, r.y, ww - r.right, r.height)):
            if margin.width > 0 and margin.height > 0:
                self.window.fill(MARGIN_COLOUR, margin)
        if self._scaled.get_parent() is None:
            self.window.blit(self._scaled, r)


def scaled_manager(stage_of: Callable[[], Stage], *args, **kwargs):
    """A pygame-gui UIManager that reads the mouse in canvas coordinates (it polls
    pygame.mouse.get_pos for hovering; clicks come through App.step already mapped)."""
    import pygame_gui

    class ScaledUIManager(pygame_gui.UIManager):
        def _update_mouse_position(self):
            self.mouse_position = stage_of().to_logical(pygame.mouse.get_pos())

        def create_tool_tip(self, text, position, hover_distance, parent_element, object_id, **kwargs):
            """pygame-gui's tooltip, wrapped without the dashes it would put into Japanese lines
            (it has no spaces to break at)."""
            tip = super().create_tool_tip(text, position, hover_distance, parent_element, object_id, **kwargs)
            block = tip.text_block
            if block is not None and block.allow_split_dashes:
                block.allow_split_dashes = False
                block.rebuild()
                tip.set_dimensions(block.rect.size)
                tip.find_valid_position(pygame.math.Vector2(position[0], position[1]))
            return tip

    return ScaledUIManager(*args, **kwargs)


class App:
    def __init__(self, screen: pygame.Surface, prefs: settings_mod.Settings,
                 lang_override: str | None = None, save_settings: bool = True) -> None:
        from ui.cards import CardArt, text_suit_colours
        from ui.theme import theme_dict

        sys.setswitchinterval(GIL_SWITCH_S)
        self.stage = Stage(screen)
        self.settings = prefs
        if lang_override:
            self.settings.lang = lang_override
        self.save_settings = save_settings
        self.tr = Translator(self.settings.lang)
        self.manager = scaled_manager(lambda: self.stage, SIZE, theme_dict(), starting_language=self.settings.lang)
        self.gui_size = SIZE   # pygame-gui's resolution: the canvas size
        register_fonts(self.manager)
        self.text = Text()
        self.text.min_size = self.text_floor()
        self.gui_floor = 0        # the theme's smallest font (the larger-text setting raises it)
        self.cards = CardArt(four_colours=self.settings.card_colours == "four", large=self.settings.large_text)
        self.text.suit_colours = text_suit_colours(self.cards.four_colours)
        self.apply_large_text()
        self.toasts = Toasts()
        self.keeper = Keeper()  # autosaves the running match (off in the smoke test)
        self.sound = Sounds(self.settings)
        self.sound.start()
        self.scene = None
        self.stack: list = []
        self.running = True
        self.frame_hooks: list[Callable[[App], None]] = []
        self.last_setup = None    # the setup of the last match started (ui/scenes/setup.py TableSetup)
        pygame.display.set_caption(self.tr("ui.app.title"))

    # ---- the window ---------------------------------------------------------------------------------
    @property
    def screen(self) -> pygame.Surface:
        """The logical 1280×720 canvas scenes draw on (the window itself when it is that size)."""
        return self.stage.canvas

    @property
    def window(self) -> pygame.Surface:
        return self.stage.window

    def mouse_pos(self) -> tuple[int, int]:
        """The mouse on the canvas; off the canvas while something modal covers the scene asking
        (see Scene.mouse_pos)."""
        return self.stage.to_logical(pygame.mouse.get_pos())

    def resize_window(self, size: tuple[int, int]) -> None:
        """Open the window at `size` (tests, and the settings' window size)."""
        size = (max(MIN_WINDOW[0], int(size[0])), max(MIN_WINDOW[1], int(size[1])))
        if self.stage.fullscreen:
            leave_fullscreen(size)
        self.stage.fit(set_mode(size, False), fullscreen=False)
        self.settings.fullscreen = False
        self.settings.window_size = list(size)
        self._window_changed()

    def restore_window(self) -> None:
        """The remembered window size, or fullscreen, as the settings say."""
        if window_size(self.settings) != self.window.get_size():
            self.stage.fit(set_mode(window_size(self.settings), False), fullscreen=False)
        if self.settings.fullscreen:
            self.stage.fit(enter_fullscreen(), fullscreen=True)

    def set_fullscreen(self, on: bool) -> None:
        """Fullscreen at the desktop's size, or back to the window's size and place before it;
        remembered. The desktop-fullscreen path of the window (no video mode change, no new
        window), so a window manager keeps the window where it was."""
        if on != self.stage.fullscreen:
            surface = enter_fullscreen() if on else leave_fullscreen(window_size(self.settings))
            self.stage.fit(surface, fullscreen=on)
        self.settings.fullscreen = on
        self._window_changed()

    def set_card_colours(self, four: bool) -> None:
        """The two- or four-colour deck, on the cards and on the suit symbols inside text."""
        from ui.cards import text_suit_colours

        self.cards.set_four_colours(four)
        self.text.suit_colours = text_suit_colours(four)

    @property
    def screen_px(self) -> int:
        """The smallest text on screen, in window pixels (the larger-text setting raises it)."""
        return LARGE_SCREEN_PX if self.settings.large_text else MIN_SCREEN_PX

    def text_floor(self, scale: float | None = None) -> int:
        """The smallest canvas text size at the window's scale (or `scale`)."""
        return floor_for(self.stage.scale if scale is None else scale, self.screen_px)

    def apply_large_text(self) -> bool:
        """Bring the card art and pygame-gui's fonts in line with the larger cards-and-text
        setting at the window's scale; True when the theme changed (the scene must rebuild)."""
        self.cards.set_large(self.settings.large_text)
        self.text.min_size = self.text_floor()
        floor = self.text.min_size if self.settings.large_text else 0
        if floor == self.gui_floor:
            return False
        from ui.theme import theme_dict

        self.gui_floor = floor
        self.manager.get_theme().load_theme(theme_dict(floor))
        register_fonts(self.manager, floor)
        self.manager.rebuild_all_from_changed_theme_data()
        return True

    def _window_changed(self) -> None:
        themed = self.apply_large_text()
        self.store_settings()
        if self.scene is not None:
            if self._canvas_follows() or themed:
                self.scene.rebuild()
            self.scene.window_changed()

    def _canvas_follows(self, scene=None) -> bool:
        """Fit the canvas to the scene (`scene`, else the one on screen): taller for a scene that
        says it may be (`tall`) in a tall window. True when the canvas size changed (pygame-gui's
        resolution follows it)."""
        scene = scene if scene is not None else self.scene
        self.stage.fit(self.window, tall=bool(getattr(scene, "tall", False)))
        if self.stage.size == self.gui_size:
            return False
        self.gui_size = self.stage.size
        self.manager.set_window_resolution(self.gui_size)
        return True

    def _window_event(self, event: pygame.event.Event) -> bool:
        """Resizes and F11; True when the event was the window's own."""
        if event.type == pygame.VIDEORESIZE:
            surface = pygame.display.get_surface()
            if surface is not None:
                self.stage.fit(surface)
                if not self.settings.fullscreen:
                    self.settings.window_size = list(surface.get_size())
                self._window_changed()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.set_fullscreen(not self.settings.fullscreen)
            return True
        return False

    # ---- scenes ---------------------------------------------------------------------------------
    def switch(self, scene) -> None:
        if self.scene is not None:
            self.scene.leave()
        self.scene = scene
        self._canvas_follows(scene)
        scene.enter()

    def push(self, scene) -> None:
        """Show `scene` over the current one (rules, settings, curtain); `pop` returns."""
        if self.scene is not None:
            self.scene.leave()
            self.stack.append(self.scene)
        self.scene = scene
        self._canvas_follows(scene)
        scene.enter()

    def pop(self) -> None:
        if not self.stack:
            return
        self.scene.leave()
        self.scene = self.stack.pop()
        self._canvas_follows()
        self.scene.enter()

    def clear_stack(self) -> None:
        self.stack.clear()

    def match_in_progress(self):
        """The unfinished match of the table scene on screen or under an overlay, if any (a
        lesson's deal is not one: it is never saved as a match)."""
        for scene in [self.scene, *reversed(self.stack)]:
            if getattr(scene, "lesson", False) or getattr(scene, "online", False):
                continue   # an online match is kept by its host (game/online), never saved here
            match = getattr(scene, "match", None)
            if match is not None and not getattr(scene, "finished", False) and not match.over:
                return match
        return None

    def set_language(self, lang: str) -> None:
        self.settings.lang = lang
        self.tr = Translator(lang)
        self.manager.set_locale(lang)
        pygame.display.set_caption(self.tr("ui.app.title"))
        if self.scene is not None:
            self.scene.rebuild()
        self.store_settings()

    def store_settings(self) -> None:
        if self.save_settings:
            try:
                settings_mod.save(self.settings)
            except OSError as exc:
                self.toasts.show(self.tr("ui.settings.save_failed", reason=str(exc)))

    # ---- drawing helpers ------------------------------------------------------------------------
    def draw_felt(self, surface: pygame.Surface) -> None:
        from ui.felt import felt

        surface.blit(felt(surface.get_size()), (0, 0))

    # ---- the frame ------------------------------------------------------------------------------
    def step(self, dt: float, events: list[pygame.event.Event] | None = None) -> None:
        """One frame: events, update, draw. Tests drive the app through this."""
        events = pygame.event.get() if events is None else events
        for event in events:
            if event.type == pygame.QUIT:
                self.running = False
                continue
            if self._window_event(event):
                continue
            event = self.stage.map_event(event)
            if self.manager.process_events(event) and event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
                continue   # a click on a button is the button's: nothing drawn under it reacts
            if self.scene is not None:
                self.scene.handle_event(event)
        self.manager.update(dt)
        if self.scene is not None:
            self.scene.update(dt)
        self.toasts.update(dt)
        self.draw()
        for hook in list(self.frame_hooks):
            hook(self)

    def draw(self) -> None:
        self.text.min_size = self.text_floor()
        if self.scene is not None:
            self.scene.draw(self.screen)
        self.manager.draw_ui(self.screen)
        if self.scene is not None and hasattr(self.scene, "draw_overlay"):
            self.scene.draw_overlay(self.screen)
        self.toasts.draw(self.screen, self.text, getattr(self.scene, "toast_top", 14),
                         area=getattr(self.scene, "toast_area", None), avoid=getattr(self.scene, "toast_avoid", ()))

    def show(self) -> None:
        """Put the drawn canvas on the window (scaled into its place) and on the screen. Only what is
        shown pays for the scaling: a headless frame (a test, a screenshot of the canvas) draws the
        canvas alone."""
        self.stage.present()
        pygame.display.flip()

    def run(self, seconds: float | None = None) -> None:
        pacer = FramePacer(FPS)
        end = None if seconds is None else time.perf_counter() + seconds
        while self.running:
            dt = min(pacer.tick(), 0.1)
            self.step(dt)
            self.show()
            if end is not None and time.perf_counter() >= end:
                break


def register_fonts(manager, floor: int = 0) -> None:
    """Point pygame-gui's Japanese default font name at our shipped NotoSansJP too (rich text in
    text boxes uses it for bold runs) and preload the sizes the rules text uses, raised to `floor`
    (the theme's smallest font with larger text: pygame-gui warns of a size it must load late)."""
    from game.resources import asset_path

    regular = str(asset_path("fonts", "NotoSansJP-Regular.otf"))
    bold = str(asset_path("fonts", "NotoSansJP-Bold.otf"))
    for name in ("noto_sans_jp", "notosansjp"):
        manager.add_font_paths(name, regular, bold, regular, bold)
    import warnings

    with warnings.catch_warnings():
        warnings.filterwarnings("ignore", message="Trying to pre-load font id")
        manager.preload_fonts([{"name": name, "point_size": size, "style": style, "antialiased": "1"}
                               for name in ("noto_sans_jp", "notosansjp")
                               for size in sorted({max(size, floor) for size in (14, 18, 24)})
                               for style in ("regular", "bold")])


def set_window_icon() -> None:
    """The app's icon (assets/icon.png) on the window and task bar; a missing file is no error."""
    try:
        pygame.display.set_icon(pygame.image.load(str(asset_path("icon.png"))))
    except (pygame.error, FileNotFoundError):
        pass


def window_size(prefs) -> tuple[int, int]:
    """The remembered window size (1280×720 at first), never below MIN_WINDOW nor larger than the
    desktop (the window may have been remembered on a bigger screen)."""
    size = getattr(prefs, "window_size", None) or SIZE
    try:
        w, h = max(MIN_WINDOW[0], int(size[0])), max(MIN_WINDOW[1], int(size[1]))
    except (TypeError, ValueError, IndexError):
        return SIZE
    try:
        desk_w, desk_h = pygame.display.get_desktop_sizes()[0]
    except (pygame.error, IndexError):
        return w, h
    if desk_w >= MIN_WINDOW[0] and desk_h >= MIN_WINDOW[1]:
        w, h = min(w, desk_w), min(h, desk_h)
    return w, h


def display_window() -> "pygame.Window | None":
    """The display module's window as a `pygame.Window` (None on an old pygame or no window)."""
    try:
        import warnings

        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)   # we keep the display module's surface
            return pygame.Window.from_display_module()
    except (AttributeError, pygame.error):
        return None


_windowed_place: dict[str, tuple[int, int]] = {}   # the window's place and size before fullscreen


def enter_fullscreen() -> pygame.Surface:
    """Desktop fullscreen on the same window (SDL's FULLSCREEN_DESKTOP: no video mode change and no
    new window), remembering where the window was; the old way (a new fullscreen display surface)
    only where the window object is missing. On X11 with no window manager nobody would resize
    the window for it (the frame would be cropped): the window is made borderless at the
    desktop's place and size instead."""
    window = display_window()
    if window is None:
        return set_mode(SIZE, True)
    _windowed_place.update(position=tuple(window.position), size=tuple(window.size))
    try:
        if _bare_x11():
            desktop = pygame.display.get_desktop_sizes()[0]
            window.borderless = True
            window.position = (0, 0)
            window.size = desktop
            _windowed_place["borderless"] = (0, 0)
        else:
            window.set_fullscreen(desktop=True)
    except (pygame.error, IndexError):
        pass   # the display refused: the window stays as it was
    return pygame.display.get_surface()


def leave_fullscreen(size: tuple[int, int]) -> pygame.Surface:
    """Back to a window of `size` (the remembered one) at the place it had before fullscreen."""
    window = display_window()
    if window is None:
        return set_mode(size, False)
    try:
        if _windowed_place.pop("borderless", None) is not None:
            window.borderless = False
        else:
            window.set_windowed()
        window.size = size
        if "position" in _windowed_place:
            window.position = _windowed_place["position"]
    except pygame.error:
        return set_mode(size, False)
    return pygame.display.get_surface()


def _bare_x11() -> bool:
    """An X11 display with no window manager (ui/x11.py), asked once."""
    if "bare_x11" not in _display_facts:
        from ui.x11 import window_manager_running

        _display_facts["bare_x11"] = pygame.display.get_driver() == "x11" and not window_manager_running()
    return _display_facts["bare_x11"]


_display_facts: dict[str, bool] = {}


def set_mode(size: tuple[int, int], fullscreen: bool) -> pygame.Surface:
    """The display surface: resizable at `size`, or fullscreen at the desktop's size."""
    if fullscreen:
        try:
            return pygame.display.set_mode(pygame.display.get_desktop_sizes()[0], pygame.FULLSCREEN)
        except (pygame.error, IndexError):
            pass
    try:
        surface = pygame.display.set_mode(size, pygame.RESIZABLE)
    except pygame.error:
        return pygame.display.set_mode(size)
    try:
        import warnings

        with warnings.catch_warnings():
            warnings.simplefilter("ignore", DeprecationWarning)   # we keep the display module's surface
            pygame.Window.from_display_module().minimum_size = MIN_WINDOW
    except (AttributeError, pygame.error):
        pass   # older pygame: the window may be made smaller; the table still scales down
    return surface


def open_window() -> pygame.Surface:
    """Initialise pygame and open the window; pygame.error if there is no display. On a real
    display the window is resizable (App.restore_window then applies the remembered size or
    fullscreen)."""
    pygame.display.init()
    requested = os.environ.get("SDL_VIDEODRIVER", "")
    driver = pygame.display.get_driver()
    if driver in ("dummy", "offscreen") and requested not in ("dummy", "offscreen"):
        pygame.display.quit()  # SDL found no screen and fell back to drawing nowhere
        raise pygame.error(f"SDL found no screen and fell back to its {driver} driver")
    pygame.font.init()
    set_window_icon()
    return set_mode(SIZE, False)


def check_games() -> str | None:
    """Every registered game's engine and table layout load, or the reason one does not: a
    broken import is a programming error, reported at startup rather than a game gone missing."""
    from game import registry
    from ui.layouts import LayoutLoadError, has_layout

    try:
        for game_id in registry.available_games():
            has_layout(game_id)
    except (registry.GameLoadError, LayoutLoadError) as exc:
        return str(exc)
    return None


def run_app(args) -> int:
    problem = check_games()
    if problem:
        print(f"error: {problem}", file=sys.stderr)
        return 1
    outcome = settings_mod.load()
    smoke = getattr(args, "smoke_test", False)
    try:
        screen = open_window()
    except pygame.error as exc:
        print(f"No display available: {exc}; set SDL_VIDEODRIVER=dummy for headless runs",
              file=sys.stderr)
        return 1
    app = App(screen, outcome.settings, getattr(args, "lang", None), save_settings=not smoke)
    if not smoke:
        app.restore_window()
    if outcome.set_aside_to is not None:
        message = app.tr("ui.settings.corrupt", path=str(outcome.set_aside_to))
        print(message, file=sys.stderr)
        app.toasts.show(message, seconds=8, kind="warn")
    from game import resources

    if resources.DATA_DIR_PROBLEM:
        message = app.tr("ui.files.no_data_folder", detail=resources.DATA_DIR_PROBLEM)
        print(message, file=sys.stderr)
        app.toasts.show(message, seconds=10, kind="warn")
    if getattr(args, "smoke_test", False):
        from ui.smoke import run_smoke

        app.keeper.enabled = False  # never touch the player's real save
        return run_guarded(app, lambda: run_smoke(app, args))
    if getattr(args, "autoplay", False):
        from ui.autoplay import run_autoplay

        return run_guarded(app, lambda: run_autoplay(app, args))

    def play() -> int:
        app.switch(scene_class("title")(app))
        app.run()
        pygame.quit()
        return 0

    return run_guarded(app, play)


def run_guarded(app: App, body: Callable[[], int]) -> int:
    """Run `body`; if anything escapes it: save the match in progress, log the traceback, show
    and print what happened, and return CRASHED. Ctrl+C in a terminal ends quietly (every action
    is already saved)."""
    try:
        return body()
    except KeyboardInterrupt:
        return 130
    except Exception as exc:
        return last_resort(app, exc)


def last_resort(app: App, exc: BaseException) -> int:
    from ui.crashlog import log_error, log_path

    match, saved = None, "ui.crash.not_saved"
    try:
        match, saved = keep_after_crash(app)
    except Exception as save_exc:  # the save itself failed: log it too
        log_error("saving the match after a crash failed", save_exc)
    context = "uncaught exception in the main loop"
    if match is not None:
        context += f" ({match.game_id}, match {match.tag}, {len(match.steps)} actions)"
    log_error(context, exc)
    lines = [app.tr("ui.crash.message")]
    if match is not None:
        lines.append(saved)
    lines.append(app.tr("ui.crash.log", log=str(log_path())))
    print(" ".join(lines), file=sys.stderr)
    print("".join(traceback.format_exception_only(type(exc), exc)).strip(), file=sys.stderr)
    try:
        show_message(app, lines)
    except Exception:
        pass  # the window itself may be what failed; stderr and the log have it
    try:
        pygame.quit()
    except Exception:
        pass
    return CRASHED


def keep_after_crash(app: App):
    """(the match concerned, the line saying what became of it) after a crash. A match played on
    since it was read is saved as usual; one that crashed while it was being read or first shown
    (Continue, Saved games, the title's saved match) is never saved again: its file is set aside as
    damaged, so the next start is clean instead of crashing the same way."""
    from ui import saves

    shown = [getattr(scene, name, None) for scene in [app.scene, *app.stack] for name in ("match", "saved")]
    unplayed = next((m for m in shown if saves.unplayed_since_read(m) and not m.over), None)
    if unplayed is not None:
        moved = saves.set_aside_unplayed(unplayed, app.keeper.target()) if app.keeper.enabled else None
        key = "ui.crash.set_aside" if moved is not None else "ui.crash.not_resaved"
        return unplayed, app.tr(key, path=str(moved))
    match = app.match_in_progress()
    if match is None or not app.keeper.enabled:
        return match, app.tr("ui.crash.not_saved")
    saves.autosave(match, app.keeper.target())
    return match, app.tr("ui.crash.saved")


def show_message(app: App, lines: list[str], seconds: float = 20.0) -> None:
    """Draw `lines` (the first as a heading) on a plain screen; on a real display wait for a key,
    a click or the window closing."""
    screen = app.screen
    screen.fill((14, 30, 22))
    w, h = screen.get_size()
    y = h // 2 - 120
    for i, paragraph in enumerate(lines):
        size = 28 if i == 0 else 20
        color = (246, 215, 126) if i == 0 else (240, 232, 214)
        for line in app.text.wrap(paragraph, size, w - 240, bold=i == 0):
            app.text.blit(screen, line, (w // 2, y), size, color, bold=i == 0, anchor="midtop")
            y += size + 14
        y += 12
    app.text.blit(screen, app.tr("ui.crash.close"), (w // 2, y + 24), 18, (190, 196, 180), anchor="midtop")
    app.show()
    if pygame.display.get_driver() in ("dummy", "offscreen"):
        return
    end = time.perf_counter() + seconds
    while time.perf_counter() < end:
        for event in pygame.event.get():
            if event.type in (pygame.QUIT, pygame.KEYDOWN, pygame.MOUSEBUTTONDOWN):
                return
        pygame.time.wait(30)
