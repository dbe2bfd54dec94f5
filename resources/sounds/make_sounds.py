"""Synthesise the room's alert sounds (16-bit mono WAV, 44.1 kHz) with the standard library only.

Run `python resources/sounds/make_sounds.py` to rewrite the WAV files beside
this script; they are committed, so this only runs when a sound changes.

* level_change.wav: three rising bell tones (C6, E6, G6), 1.3 s, loud enough
  to carry over a room.
* one_minute.wav: two short beeps at A5, 0.6 s.
"""

from __future__ import annotations

import math
import struct
import wave
from pathlib import Path

RATE = 44_100
PEAK = 0.8 * 32_767


def bell(freq: float, seconds: float, decay: float = 4.0) -> list[float]:
    """A bell-like tone: the fundamental with two soft overtones, a 5 ms attack and an exponential fade."""
    out = []
    for i in range(int(RATE * seconds)):
        t = i / RATE
        attack = min(1.0, t / 0.005)
        env = attack * math.exp(-decay * t)
        s = math.sin(2 * math.pi * freq * t) + 0.4 * math.sin(4 * math.pi * freq * t) + 0.15 * math.sin(6 * math.pi * freq * t)
        out.append(env * s / 1.55)
    return out


def beep(freq: float, seconds: float) -> list[float]:
    """A plain tone with 10 ms fades at both ends (no clicks)."""
    n = int(RATE * seconds)
    fade = int(RATE * 0.01)
    return [min(1.0, i / fade, (n - i) / fade) * math.sin(2 * math.pi * freq * i / RATE) for i in range(n)]


def silence(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def mix_after(base: list[float], add: list[float], start_seconds: float) -> list[float]:
    start = int(RATE * start_seconds)
    out = base + [0.0] * max(0, start + len(add) - len(base))
    for i, v in enumerate(add):
        out[start + i] += v
    return out


def write(path: Path, samples: list[float]) -> None:
    top = max(1e-9, max(abs(s) for s in samples))
    frames = b"".join(struct.pack("<h", int(s / top * PEAK)) for s in samples)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(frames)


def main() -> None:
    here = Path(__file__).resolve().parent
    chime: list[float] = []
    for i, freq in enumerate((1046.5, 1318.5, 1568.0)):
        chime = mix_after(chime, bell(freq, 0.9), 0.2 * i)
    write(here / "level_change.wav", chime)
    write(here / "one_minute.wav", beep(880.0, 0.18) + silence(0.12) + beep(880.0, 0.18) + silence(0.1))


if __name__ == "__main__":
    main()
