"""Names the dead-code check (tests/test_dead_code.py) must count as used although no code of the
repository reads them: they are read by a library, by name, or they document an interface. vulture
only parses this file; it is never run."""

# game/players.py: the protocol every AI player follows (choose(view, legal, rng)); the levels
# implement it without naming it.
Player

# ui/app.py: pygame-gui's UIManager calls _update_mouse_position when it polls the mouse, and reads
# mouse_position; ScaledUIManager overrides it to map the window's mouse onto the canvas.
_._update_mouse_position
_.mouse_position

# ui/app.py: a property of pygame.Window, set so the window cannot be made smaller than the table.
_.minimum_size
# ui/app.py: a property of pygame.Window, set for fullscreen on an X server with no window manager.
_.borderless

# pygame.Rect: setting a position attribute moves the rect (ui/layouts/common.py, ui/scenes/title.py,
# ui/layouts/tyrant/table.py).
_.midright
_.midbottom
_.midleft

# ui/widgets.py: Button.hotkey, the key the layouts give their buttons (Enter, P, a suit letter); no
# button draws it yet. The table layouts decide whether a button shows its key or the field goes.
_.hotkey

# ui/settings.py: Settings.auto_forced_chosen is written to the settings file by asdict() and read
# back by name from its JSON (a stored "on" without it was the old default, not a choice).
_.auto_forced_chosen
