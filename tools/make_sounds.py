"""Synthesises the table's sound effects into assets/sounds/*.wav with the standard library only
(wave + math + a seeded random.Random): short, mono, 22 050 Hz, 16-bit, a few kilobytes each.
The files are committed; run this again only to change them. Usage:
    .venv/bin/python -m tools.make_sounds [OUT_DIR]      (default: assets/sounds)"""
from __future__ import annotations

import argparse
import math
import random
import struct
import sys
import wave
from pathlib import Path

RATE = 22050
ROOT = Path(__file__).resolve().parent.parent


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def mix(base: list[float], part: list[float], at: float) -> list[float]:
    start = int(RATE * at)
    out = base + [0.0] * max(0, start + len(part) - len(base))
    for i, v in enumerate(part):
        out[start + i] += v
    return out


def envelope(n: int, attack: float, decay: float) -> list[float]:
    """Linear attack then exponential decay (`decay` = time constant in seconds)."""
    a = max(1, int(RATE * attack))
    return [(i / a) if i < a else math.exp(-(i - a) / (RATE * decay)) for i in range(n)]


def noise_burst(rng: random.Random, seconds: float, decay: float, smooth: float, gain: float) -> list[float]:
    """Filtered noise: `smooth` near 1 is dull (a card on felt), near 0 bright (a snap)."""
    n = int(RATE * seconds)
    env = envelope(n, 0.002, decay)
    out, last = [], 0.0
    for i in range(n):
        last = smooth * last + (1 - smooth) * rng.uniform(-1, 1)
        out.append(last * env[i] * gain)
    return out


def tone(freq: float, seconds: float, decay: float, gain: float, partials=((1, 1.0),)) -> list[float]:
    n = int(RATE * seconds)
    env = envelope(n, 0.004, decay)
    return [gain * env[i] * sum(w * math.sin(2 * math.pi * freq * k * i / RATE) for k, w in partials)
            for i in range(n)]


def card_deal(rng):
    return noise_burst(rng, 0.09, 0.018, 0.55, 0.9)


def card_play(rng):
    snap = noise_burst(rng, 0.12, 0.03, 0.35, 0.9)
    thud = tone(140, 0.12, 0.03, 0.35)
    return mix(snap, thud, 0.0)


def chips(rng):
    out = silence(0.0)
    for j, at in enumerate((0.0, 0.045, 0.085)):
        click = tone(2600 + 350 * j + rng.uniform(-80, 80), 0.08, 0.012, 0.28, ((1, 1.0), (2.7, 0.4)))
        out = mix(out, click, at)
    return out


def trick_won(rng):
    out = silence(0.0)
    for j in range(4):
        out = mix(out, noise_burst(rng, 0.08, 0.02, 0.6, 0.5), j * 0.035)
    return mix(out, tone(660, 0.25, 0.08, 0.18, ((1, 1.0), (2, 0.3))), 0.1)


def your_turn(rng):
    bell = ((1, 1.0), (2, 0.35), (3, 0.12))
    return mix(tone(784, 0.3, 0.12, 0.22, bell), tone(1047, 0.45, 0.16, 0.22, bell), 0.12)


def deal_end(rng):
    bell = ((1, 1.0), (2, 0.3), (3, 0.1))
    out = silence(0.0)
    for j, f in enumerate((523, 659, 784, 1047)):
        out = mix(out, tone(f, 0.5, 0.18, 0.18, bell), j * 0.1)
    return out


SOUNDS = {"deal": card_deal, "card": card_play, "chips": chips, "trick": trick_won,
          "turn": your_turn, "deal_end": deal_end}


def write(path: Path, samples: list[float]) -> None:
    peak = max(1e-9, max(abs(v) for v in samples))
    scale = min(1.0, 0.9 / peak) * 32767
    fade = int(RATE * 0.005)  # never end on a click
    data = bytearray()
    for i, v in enumerate(samples):
        if i >= len(samples) - fade:
            v *= (len(samples) - i) / fade
        data += struct.pack("<h", int(max(-1.0, min(1.0, v * scale / 32767)) * 32767))
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(bytes(data))


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out_dir", nargs="?", type=Path, default=ROOT / "assets" / "sounds",
                        help="where the WAV files go (default: assets/sounds)")
    out = parser.parse_args(argv).out_dir
    out.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        path = out / f"{name}.wav"
        write(path, make(random.Random(f"sound/{name}")))
        print(f"{path} {path.stat().st_size} bytes")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
