"""Draws the application icon (two fanned cards on felt) with pygame and writes it in the three
forms the executables need: assets/icon.png (Linux, window icon), assets/icon.ico (Windows) and
assets/icon.icns (macOS). ICO and ICNS simply wrap PNG images, so no image library is needed.
The icon is original artwork made by this script; it ships under the project's own licence.

    python -m tools.make_icon
"""
from __future__ import annotations

import argparse
import io
import os
import struct
import sys
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
import pygame  # noqa: E402

ASSETS = Path(__file__).resolve().parent.parent / "assets"
FELT = (22, 92, 58)
FELT_EDGE = (12, 60, 36)
CARD = (250, 246, 236)
INK = (30, 30, 36)
RED = (196, 30, 44)
ICO_SIZES = (256, 64, 48, 32, 16)
ICNS_TYPES = {"ic07": 128, "ic08": 256, "ic09": 512}


def heart(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    x, y = centre
    r = size // 4
    pygame.draw.circle(surface, RED, (x - r, y - r // 2), r)
    pygame.draw.circle(surface, RED, (x + r, y - r // 2), r)
    pygame.draw.polygon(surface, RED, [(x - 2 * r, y - r // 3), (x + 2 * r, y - r // 3), (x, y + int(1.6 * r))])


def spade(surface: pygame.Surface, centre: tuple[int, int], size: int) -> None:
    x, y = centre
    r = size // 4
    pygame.draw.polygon(surface, INK, [(x - 2 * r, y + r // 3), (x + 2 * r, y + r // 3), (x, y - int(1.6 * r))])
    pygame.draw.circle(surface, INK, (x - r, y + r // 2), r)
    pygame.draw.circle(surface, INK, (x + r, y + r // 2), r)
    pygame.draw.polygon(surface, INK, [(x, y + r // 2), (x - r, y + 2 * r), (x + r, y + 2 * r)])


def card(width: int, height: int, pip, at: tuple[float, float]) -> pygame.Surface:
    surface = pygame.Surface((width, height), pygame.SRCALPHA)
    rect = surface.get_rect()
    radius = width // 9
    pygame.draw.rect(surface, CARD, rect, border_radius=radius)
    pygame.draw.rect(surface, (120, 110, 96), rect, width=max(2, width // 60), border_radius=radius)
    pip(surface, (int(width * at[0]), int(height * at[1])), width // 2)
    return surface


def draw_icon(size: int = 512) -> pygame.Surface:
    icon = pygame.Surface((size, size), pygame.SRCALPHA)
    plate = icon.get_rect().inflate(-size // 16, -size // 16)
    pygame.draw.rect(icon, FELT_EDGE, plate, border_radius=size // 6)
    pygame.draw.rect(icon, FELT, plate.inflate(-size // 24, -size // 24), border_radius=size // 7)
    w, h = int(size * 0.42), int(size * 0.60)
    for pip, at, angle, dx in ((spade, (0.3, 0.28), 14, -size // 9), (heart, (0.5, 0.5), -12, size // 9)):
        turned = pygame.transform.rotozoom(card(w, h, pip, at), angle, 1.0)
        icon.blit(turned, turned.get_rect(center=(size // 2 + dx, size // 2 + size // 40)))
    return icon


def png_bytes(surface: pygame.Surface) -> bytes:
    buffer = io.BytesIO()
    pygame.image.save(surface, buffer, "icon.png")
    return buffer.getvalue()


def scaled_png(master: pygame.Surface, size: int) -> bytes:
    return png_bytes(pygame.transform.smoothscale(master, (size, size)))


def ico_bytes(master: pygame.Surface) -> bytes:
    images = [scaled_png(master, s) for s in ICO_SIZES]
    header = struct.pack("<HHH", 0, 1, len(images))
    offset = len(header) + 16 * len(images)
    entries = b""
    for size, data in zip(ICO_SIZES, images):
        side = 0 if size >= 256 else size
        entries += struct.pack("<BBBBHHII", side, side, 0, 0, 1, 32, len(data), offset)
        offset += len(data)
    return header + entries + b"".join(images)


def icns_bytes(master: pygame.Surface) -> bytes:
    body = b""
    for kind, size in ICNS_TYPES.items():
        data = scaled_png(master, size)
        body += kind.encode("ascii") + struct.pack(">I", len(data) + 8) + data
    return b"icns" + struct.pack(">I", len(body) + 8) + body


def main(argv: list[str] | None = None) -> int:
    argparse.ArgumentParser(description=__doc__.splitlines()[0]).parse_args(argv)
    master = draw_icon(512)
    (ASSETS / "icon.png").write_bytes(scaled_png(master, 256))
    (ASSETS / "icon.ico").write_bytes(ico_bytes(master))
    (ASSETS / "icon.icns").write_bytes(icns_bytes(master))
    for name in ("icon.png", "icon.ico", "icon.icns"):
        print(f"wrote {ASSETS / name} ({(ASSETS / name).stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
