"""Whether an X11 window manager is running (the root window's _NET_SUPPORTING_WM_CHECK, read
through libX11 with ctypes). Without one, SDL's desktop fullscreen only tells the program that the
window is the desktop's size while the X window keeps its old size, so the frame is cropped: the
app then makes the window borderless at the desktop's size and place instead (ui/app.py)."""
from __future__ import annotations

import ctypes
import ctypes.util
import os


def window_manager_running() -> bool:
    """True when an EWMH window manager runs on $DISPLAY, or when that cannot be told (no libX11,
    no display): the ordinary fullscreen path is then used, as before."""
    if not os.environ.get("DISPLAY"):
        return True
    try:
        x = ctypes.cdll.LoadLibrary(ctypes.util.find_library("X11") or "libX11.so.6")
    except OSError:
        return True
    x.XOpenDisplay.restype = ctypes.c_void_p
    x.XOpenDisplay.argtypes = [ctypes.c_char_p]
    display = x.XOpenDisplay(None)
    if not display:
        return True
    try:
        x.XDefaultRootWindow.restype = ctypes.c_ulong
        x.XDefaultRootWindow.argtypes = [ctypes.c_void_p]
        x.XInternAtom.restype = ctypes.c_ulong
        x.XInternAtom.argtypes = [ctypes.c_void_p, ctypes.c_char_p, ctypes.c_int]
        x.XGetWindowProperty.argtypes = [ctypes.c_void_p, ctypes.c_ulong, ctypes.c_ulong, ctypes.c_long,
                                         ctypes.c_long, ctypes.c_int, ctypes.c_ulong,
                                         ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_int),
                                         ctypes.POINTER(ctypes.c_ulong), ctypes.POINTER(ctypes.c_ulong),
                                         ctypes.POINTER(ctypes.c_void_p)]
        x.XFree.argtypes = [ctypes.c_void_p]
        atom = x.XInternAtom(display, b"_NET_SUPPORTING_WM_CHECK", 1)
        if not atom:
            return False
        kind, fmt, count, after = ctypes.c_ulong(), ctypes.c_int(), ctypes.c_ulong(), ctypes.c_ulong()
        data = ctypes.c_void_p()
        any_type = 0
        status = x.XGetWindowProperty(display, x.XDefaultRootWindow(display), atom, 0, 1, 0, any_type,
                                      ctypes.byref(kind), ctypes.byref(fmt), ctypes.byref(count),
                                      ctypes.byref(after), ctypes.byref(data))
        if data.value:
            x.XFree(data)
        return status != 0 or count.value > 0
    finally:
        x.XCloseDisplay.argtypes = [ctypes.c_void_p]
        x.XCloseDisplay(display)
