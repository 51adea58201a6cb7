"""Synthesise BluffBox's UI sounds with the standard library only.

Run ``python -m sounds.make_sounds``: writes one WAV per name in ``sounds.NAMES``
next to this file. Noise comes from a fixed seed, so the output is byte-identical
on every run."""
from __future__ import annotations

import math
import random
import sys
import wave
from array import array
from collections.abc import Callable
from pathlib import Path

from . import DIR, NAMES

RATE = 44100
PEAK = 0.72          # loudest sample as a fraction of full scale: leaves headroom
TAU = 2 * math.pi


def note(name: str) -> float:
    """Frequency of a note such as "C5", "Eb4" or "F#3" (A4 = 440 Hz)."""
    steps = {"C": -9, "D": -7, "E": -5, "F": -4, "G": -2, "A": 0, "B": 2}[name[0]]
    rest = name[1:]
    while rest and rest[0] in "#b":
        steps += 1 if rest[0] == "#" else -1
        rest = rest[1:]
    return 440.0 * 2 ** ((steps + 12 * (int(rest) - 4)) / 12)


def silence(seconds: float) -> list[float]:
    return [0.0] * int(seconds * RATE)


def mix(into: list[float], sound: list[float], at: float, gain: float = 1.0) -> None:
    """Add ``sound`` into ``into`` starting ``at`` seconds, growing ``into`` if needed."""
    start = int(at * RATE)
    end = start + len(sound)
    if end > len(into):
        into.extend([0.0] * (end - len(into)))
    for i, v in enumerate(sound):
        into[start + i] += v * gain


def envelope(n: int, attack: float, release: float, decay: float = 0.0) -> list[float]:
    """Attack ramp, then an exponential decay (``decay`` per second, 0 = hold), then
    a release ramp at the very end so nothing clicks."""
    a = max(1, int(attack * RATE))
    r = max(1, int(release * RATE))
    out = []
    for i in range(n):
        level = min(1.0, i / a)
        if decay:
            level *= math.exp(-decay * max(0, i - a) / RATE)
        if i > n - r:
            level *= (n - i) / r
        out.append(level)
    return out


def tone(freq: float, seconds: float, partials: tuple[float, ...] = (1.0,),
         attack: float = 0.005, release: float = 0.03, decay: float = 0.0,
         vibrato: float = 0.0, glide_to: float | None = None) -> list[float]:
    """Additive tone: ``partials[k]`` is the amplitude of harmonic k+1."""
    n = int(seconds * RATE)
    env = envelope(n, attack, release, decay)
    out = []
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = freq if glide_to is None else freq * (glide_to / freq) ** (i / n)
        if vibrato:
            f *= 1 + vibrato * math.sin(TAU * 5.5 * t)
        phase += TAU * f / RATE
        v = 0.0
        for k, amp in enumerate(partials):
            if amp:
                v += amp * math.sin((k + 1) * phase)
        out.append(v * env[i])
    return out


def noise(seconds: float, rng: random.Random) -> list[float]:
    return [rng.uniform(-1.0, 1.0) for _ in range(int(seconds * RATE))]


def lowpass(x: list[float], cutoff: float) -> list[float]:
    """One-pole low-pass filter."""
    k = 1 - math.exp(-TAU * cutoff / RATE)
    y, out = 0.0, []
    for v in x:
        y += k * (v - y)
        out.append(y)
    return out


def highpass(x: list[float], cutoff: float) -> list[float]:
    low = lowpass(x, cutoff)
    return [a - b for a, b in zip(x, low)]


def click() -> list[float]:
    """A soft wooden tick, about 40 ms."""
    rng = random.Random(1)
    n = int(0.04 * RATE)
    body = tone(1400, 0.04, (1.0, 0.0, 0.25), attack=0.0008, release=0.004, decay=110)
    tick = lowpass(highpass(noise(0.04, rng), 2000), 6000)
    env = envelope(n, 0.0005, 0.004, decay=400)
    return [body[i] * 0.8 + tick[i] * env[i] * 1.6 for i in range(n)]


def card() -> list[float]:
    """A card flicked onto felt: a band of noise with a quick swish."""
    rng = random.Random(2)
    seconds = 0.16
    raw = highpass(lowpass(noise(seconds, rng), 3800), 700)
    n = len(raw)
    env = envelope(n, 0.004, 0.02, decay=28)
    thump = tone(180, seconds, (1.0,), attack=0.002, release=0.02, decay=45)
    return [raw[i] * env[i] * 2.2 + thump[i] * 0.25 for i in range(n)]


def reveal() -> list[float]:
    """A rising shimmer: a glide under a sparkle of quick high notes."""
    out = silence(0.8)
    mix(out, tone(note("C5"), 0.75, (1.0, 0.3, 0.1), attack=0.25, release=0.3,
                  glide_to=note("C6"), vibrato=0.004), 0.0, 0.35)
    mix(out, tone(note("G5"), 0.7, (1.0, 0.2), attack=0.3, release=0.3,
                  glide_to=note("G6")), 0.05, 0.2)
    for k, name in enumerate(("C6", "E6", "G6", "C7", "E7")):
        mix(out, tone(note(name), 0.35, (1.0, 0.0, 0.15), attack=0.003, release=0.1,
                      decay=9), 0.12 + 0.09 * k, 0.18)
    return out


def bell(freq: float, seconds: float, decay: float = 5.0) -> list[float]:
    return tone(freq, seconds, (1.0, 0.45, 0.18, 0.08), attack=0.004, release=0.08,
                decay=decay)


def success() -> list[float]:
    """Major arpeggio, C E G C, ringing out."""
    out = silence(0.9)
    for k, name in enumerate(("C5", "E5", "G5", "C6")):
        mix(out, bell(note(name), 0.9 - 0.11 * k, decay=4.5), 0.11 * k, 0.5)
    return out


def soft(freq: float, seconds: float, decay: float = 3.0) -> list[float]:
    """A mellow, slightly hollow voice (odd harmonics) for sad sounds."""
    return tone(freq, seconds, (1.0, 0.0, 0.22, 0.0, 0.07), attack=0.02, release=0.15,
                decay=decay, vibrato=0.003)


def fail() -> list[float]:
    """Descending minor: G Eb C, a little dull."""
    out = silence(0.95)
    for k, name in enumerate(("G4", "Eb4", "C4")):
        mix(out, soft(note(name), 0.5 if k < 2 else 0.65, decay=3.5), 0.16 * k, 0.55)
    return lowpass(out, 3000)


def brass(freq: float, seconds: float) -> list[float]:
    return tone(freq, seconds, (1.0, 0.6, 0.45, 0.3, 0.18, 0.1), attack=0.025,
                release=0.12, decay=1.2, vibrato=0.002)


def win() -> list[float]:
    """A short fanfare: G C E G, then a held C-major chord (~1.2 s)."""
    out = silence(1.25)
    for k, (name, length) in enumerate((("G4", 0.14), ("C5", 0.14), ("E5", 0.14))):
        mix(out, brass(note(name), length), 0.13 * k, 0.32)
    for name in ("G5", "E5", "C5", "C4"):
        mix(out, brass(note(name), 0.85), 0.39, 0.22)
    mix(out, bell(note("C7"), 0.6, decay=6), 0.4, 0.08)
    return lowpass(out, 6000)


def lose() -> list[float]:
    """A slow fall in A minor that fades out (~1 s)."""
    out = silence(1.05)
    for k, name in enumerate(("E4", "C4", "A3")):
        mix(out, soft(note(name), 0.45 if k < 2 else 0.6, decay=2.5), 0.22 * k, 0.5)
    mix(out, soft(note("E3"), 0.6, decay=2.5), 0.44, 0.25)
    return lowpass(out, 2200)


MAKERS: dict[str, Callable[[], list[float]]] = {
    "click": click, "card": card, "reveal": reveal, "success": success,
    "fail": fail, "win": win, "lose": lose,
}


def to_pcm(samples: list[float]) -> bytes:
    """Normalise to PEAK and pack as little-endian signed 16-bit."""
    top = max(abs(v) for v in samples) or 1.0
    scale = PEAK * 32767 / top
    pcm = array("h", (int(round(v * scale)) for v in samples))
    if sys.byteorder == "big":
        pcm.byteswap()
    return pcm.tobytes()


def write(name: str, samples: list[float], folder: Path = DIR) -> Path:
    target = folder / f"{name}.wav"
    with wave.open(str(target), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(to_pcm(samples))
    return target


def main() -> None:
    assert set(MAKERS) == set(NAMES), "every sound name needs a maker"
    for name in NAMES:
        target = write(name, MAKERS[name]())
        print(f"{target.name}: {target.stat().st_size} bytes")


if __name__ == "__main__":
    main()
