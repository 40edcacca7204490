"""Sound synthesis for the asset recipes (tools/make_assets.py and each game's tools/assets/<name>.py).

A recipe is a function that takes a seeded random generator and returns a buffer of float samples at RATE,
built with `buffer`, `tone` and `noise`; `render` seeds it from the sound's name and turns it into 16-bit samples.
Pure Python and stdlib only: the game itself plays the committed WAV files and never runs this.
"""

from __future__ import annotations

import array
import math
import random
import zlib
from collections.abc import Callable

RATE = 44100
PEAK = 0.55  # of full scale: gentle, leaves headroom when sounds overlap
FADE = 0.004 * RATE  # samples of the final fade-out of every partial

SoundRecipe = Callable[[random.Random], list[float]]


def seeded(name: str) -> random.Random:
    """The random generator of one named sound: same name, same noise."""
    return random.Random(zlib.crc32(name.encode()))


def buffer(seconds: float) -> list[float]:
    """Silence to add partials into."""
    return [0.0] * int(RATE * seconds)


def _env(i: int, n: int, attack: float, decay: float) -> float:
    """Attack ramp, exponential decay, and a short fade to exactly zero at the end (no clicks)."""
    t = i / RATE
    a = 1.0 if attack <= 0 or t >= attack else t / attack
    tail = n - i
    fade = 1.0 if tail >= FADE else tail / FADE
    return a * math.exp(-t / decay) * fade


def tone(
    buf: list[float],
    start: float,
    seconds: float,
    freq: float | Callable[[float], float],
    amp: float,
    attack: float = 0.004,
    decay: float = 0.15,
    harmonics: tuple[float, ...] = (1.0,),
) -> None:
    """Add a tone (fixed or gliding frequency) with a few harmonics into buf."""
    first = int(start * RATE)
    n = min(int(seconds * RATE), len(buf) - first)
    partials = [(k + 1, h) for k, h in enumerate(harmonics) if h]
    step = 2 * math.pi / RATE
    sin = math.sin
    phase = 0.0
    for i in range(n):
        phase += step * (freq(i / RATE) if callable(freq) else freq)
        s = 0.0
        for mult, h in partials:
            s += h * sin(phase * mult)
        buf[first + i] += amp * s * _env(i, n, attack, decay)


def noise(
    buf: list[float],
    start: float,
    seconds: float,
    amp: float,
    rng: random.Random,
    cutoff: float | Callable[[float], float] = 2000.0,
    attack: float = 0.002,
    decay: float = 0.05,
) -> None:
    """Add low-passed noise (one-pole filter, cutoff in Hz, fixed or changing) into buf."""
    first = int(start * RATE)
    n = min(int(seconds * RATE), len(buf) - first)
    y = 0.0
    for i in range(n):
        c = cutoff(i / RATE) if callable(cutoff) else cutoff
        k = 1.0 - math.exp(-2 * math.pi * c / RATE)
        y += k * (rng.uniform(-1.0, 1.0) - y)
        buf[first + i] += amp * y * _env(i, n, attack, decay)


def finish(buf: list[float]) -> array.array[int]:
    """Normalise to PEAK, fade the tail, convert to signed 16-bit samples."""
    top = max(1e-9, max(abs(s) for s in buf))
    gain = PEAK / top
    n = len(buf)
    tail = int(0.01 * RATE)
    out = array.array("h")
    for i, s in enumerate(buf):
        edge = min(1.0, (n - 1 - i) / tail, i / 64 + 0.0)
        out.append(round(max(-1.0, min(1.0, s * gain * min(1.0, edge))) * 32767))
    return out


def render(name: str, recipe: SoundRecipe) -> array.array[int]:
    """The named sound made by its recipe, as 16-bit mono samples at RATE; same name, same samples."""
    return finish(recipe(seeded(name)))
