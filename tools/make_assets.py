"""Make the bundled assets: a Japanese-capable font subset, synthesised sounds, menu and rules-help pictures.

Run from the repository root:  python tools/make_assets.py [--fonts-only | --sounds-only | --images-only]
Everything is written under assets/ and committed; nothing is downloaded. Output is deterministic.
Tool-time needs: fontTools (fonts only) and Debian's fonts-noto-cjk; pygame-ce and the bundled bold font (images,
whose numbers are set in it).
"""
from __future__ import annotations

import argparse
import array
import math
import os
import random
import sys
import wave
import zlib
from collections.abc import Callable, Iterable
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game import ASSETS_DIR, LEVELS_DIR, ROOT  # noqa: E402

# ---------------------------------------------------------------------------------------------------------------
# Fonts
# ---------------------------------------------------------------------------------------------------------------

NOTO_DIR = Path("/usr/share/fonts/opentype/noto")
NOTO_COPYRIGHT_DOC = Path("/usr/share/doc/fonts-noto-cjk/copyright")
FONT_FACES = {"regular": "NotoSansCJK-Regular.ttc", "bold": "NotoSansCJK-Bold.ttc"}
FONT_FAMILY = "Kotatsu Sans JP"
FONT_FILES = {"regular": "KotatsuSansJP-Regular.otf", "bold": "KotatsuSansJP-Bold.otf"}

# First-grade kanji plus words a game table's menus are likely to need, so a new locale string rarely needs a
# re-run of this tool; anything else is picked up by scanning the text folders.
BASE_KANJI = (
    "一右雨円王音下火花貝学気九休玉金空月犬見五口校左三山子四糸字耳七車手十出女小上森人水正生青夕石赤千川先早草"
    "足村大男竹中虫町天田土二日入年白八百文木本名目立力林六"
    "勝負引分番戦遊設定量終了再開始戻次前後選択盤駒黒黄緑得点合計数回秒時間全画面言語簡単普通難明暗色形"
    "保存読込続新規消去確認押決閉止押操作説規則助言元取消最高記録者位順対局面壁星城蛙糸畑牧場豚鶏山羊狼柵"
)
SYMBOLS = "★☆●○◎◆◇■□▲△▼▽◀▶←→↑↓⇦⇨×÷♪♫✓…‥・※〜♥♡♠♣♦°±·–—‘’“”•€"


def font_codepoints(extra_dirs: Iterable[Path] = ()) -> set[int]:
    """Every code point the font subset must hold: fixed ranges plus all text found in locale/help/level files."""
    points: set[int] = set(range(0x20, 0x7F)) | set(range(0xA0, 0x100))
    points |= set(range(0x3041, 0x3097)) | set(range(0x3099, 0x3100))  # hiragana, kana marks
    points |= set(range(0x30A0, 0x3100)) | set(range(0x31F0, 0x3200))  # katakana (ー included), small ext.
    points |= set(range(0x3000, 0x3040)) | set(range(0xFF01, 0xFF5F))
    points |= {ord(c) for c in SYMBOLS + BASE_KANJI}
    dirs = [ROOT / "game" / "locales", ROOT / "game" / "rules_help", LEVELS_DIR, *extra_dirs]
    for folder in dirs:
        if not folder.is_dir():
            continue
        for path in sorted(folder.rglob("*")):
            if path.is_file():
                text = path.read_bytes().decode("utf-8", errors="ignore")
                points |= {ord(c) for c in text if c.isprintable() or c == "\u3000"}
    return points


def ofl_text() -> str:
    """The SIL OFL 1.1 text (from Debian's copyright file) headed by the Noto CJK copyright lines."""
    body: list[str] = []
    if NOTO_COPYRIGHT_DOC.exists():
        lines = NOTO_COPYRIGHT_DOC.read_text(encoding="utf-8").splitlines()
        # the licence stanza is the "License: SIL-1.1" line followed by indented text (Debian copyright format)
        for i, line in enumerate(lines[:-1]):
            if line.strip() == "License: SIL-1.1" and lines[i + 1].startswith(" "):
                for text in lines[i + 1:]:
                    if text and not text.startswith(" "):
                        break
                    body.append("" if text.strip() == "." else text[1:])
                break
    if not body:
        raise SystemExit(f"OFL text not found in {NOTO_COPYRIGHT_DOC}; install fonts-noto-cjk")
    head = [
        "Copyright 2014-2021 Adobe (http://www.adobe.com/), with Reserved Font Name 'Source'.",
        "Noto is a trademark of Google Inc.",
        "",
        f"The files {FONT_FILES['regular']} and {FONT_FILES['bold']} are subsets of Noto Sans CJK JP",
        f"(Regular and Bold), renamed '{FONT_FAMILY}', made by tools/make_assets.py.",
        "",
        "This Font Software is licensed under the SIL Open Font License, Version 1.1.",
        "This license is copied below, and is also available with a FAQ at: https://openfontlicense.org",
        "",
    ]
    return "\n".join(head + body).rstrip() + "\n"


def make_fonts(out_dir: Path) -> dict[str, int]:
    """Subset the JP face of Noto Sans CJK Regular/Bold into out_dir; returns file sizes in bytes."""
    from fontTools import subset
    from fontTools.ttLib import TTFont

    out_dir.mkdir(parents=True, exist_ok=True)
    points = font_codepoints()
    sizes: dict[str, int] = {}
    for weight, ttc in FONT_FACES.items():
        source = NOTO_DIR / ttc
        if not source.exists():
            raise SystemExit(f"{source} missing: run  apt-get install -y fonts-noto-cjk")
        font = TTFont(source, fontNumber=0, lazy=False)  # face 0 of the collection is "Noto Sans CJK JP"
        if "JP" not in font["name"].getDebugName(4):
            raise SystemExit(f"face 0 of {source} is not the JP face")
        options = subset.Options()
        options.layout_features = ["kern", "palt", "liga", "ccmp", "locl"]
        options.hinting = False  # FreeType's autohinter does well at our large UI sizes
        options.name_IDs = [0, 1, 2, 3, 4, 5, 6, 7, 13, 14]
        options.notdef_outline = True
        subsetter = subset.Subsetter(options)
        subsetter.populate(unicodes=sorted(points))
        subsetter.subset(font)
        absent = sorted(points - set(font.getBestCmap()))
        shown = " ".join(f"U+{c:04X}({chr(c)})" for c in absent if chr(c).isprintable())
        if shown:
            # text using these will show boxes: tell whoever wrote it (the i18n test checks the same)
            print(f"warning: {source.name} has no glyph for {shown}", file=sys.stderr)
        _rename(font, weight)
        path = out_dir / FONT_FILES[weight]
        font.recalcTimestamp = False  # keep the source's date so re-runs give identical bytes
        font.save(path)
        sizes[path.name] = path.stat().st_size
    (out_dir / "OFL.txt").write_text(ofl_text(), encoding="utf-8")
    return sizes


def _rename(font: object, weight: str) -> None:
    """Give the subset its own family name (it is a Modified Version under the OFL)."""
    style = "Bold" if weight == "bold" else "Regular"
    ps = f"{FONT_FAMILY.replace(' ', '')}-{style}"
    names = {1: FONT_FAMILY, 2: style, 3: f"2.004;KOTATSU;{ps}", 4: f"{FONT_FAMILY} {style}", 6: ps}
    table = font["name"]  # type: ignore[index]
    for record in list(table.names):
        if record.nameID in names or record.nameID >= 16:
            table.removeNames(nameID=record.nameID)
    for name_id, value in names.items():
        table.setName(value, name_id, 3, 1, 0x409)
        table.setName(value, name_id, 1, 0, 0)
    cff = font["CFF "].cff  # type: ignore[index]
    cff.fontNames = [ps]
    top = cff.topDictIndex[0]
    for attr, value in (("FullName", f"{FONT_FAMILY} {style}"), ("FamilyName", FONT_FAMILY)):
        if hasattr(top, attr):
            setattr(top, attr, value)


# ---------------------------------------------------------------------------------------------------------------
# Sounds
# ---------------------------------------------------------------------------------------------------------------

RATE = 44100
PEAK = 0.55  # of full scale: gentle, leaves headroom when sounds overlap
FADE = 0.004 * RATE  # samples of the final fade-out of every partial


def _seeded(name: str) -> random.Random:
    return random.Random(zlib.crc32(name.encode()))


def _buffer(seconds: float) -> list[float]:
    return [0.0] * int(RATE * seconds)


def _env(i: int, n: int, attack: float, decay: float) -> float:
    """Attack ramp, exponential decay, and a short fade to exactly zero at the end (no clicks)."""
    t = i / RATE
    a = 1.0 if attack <= 0 or t >= attack else t / attack
    tail = n - i
    fade = 1.0 if tail >= FADE else tail / FADE
    return a * math.exp(-t / decay) * fade


def _tone(buf: list[float], start: float, seconds: float, freq: float | Callable[[float], float], amp: float,
          attack: float = 0.004, decay: float = 0.15, harmonics: tuple[float, ...] = (1.0,)) -> None:
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


def _noise(buf: list[float], start: float, seconds: float, amp: float, rng: random.Random,
           cutoff: float | Callable[[float], float] = 2000.0, attack: float = 0.002, decay: float = 0.05) -> None:
    """Add low-passed noise (one-pole filter, cutoff in Hz, fixed or changing) into buf."""
    first = int(start * RATE)
    n = min(int(seconds * RATE), len(buf) - first)
    y = 0.0
    for i in range(n):
        c = cutoff(i / RATE) if callable(cutoff) else cutoff
        k = 1.0 - math.exp(-2 * math.pi * c / RATE)
        y += k * (rng.uniform(-1.0, 1.0) - y)
        buf[first + i] += amp * y * _env(i, n, attack, decay)


def _finish(buf: list[float]) -> array.array:
    """Normalise to PEAK, fade the tail, convert to signed 16-bit samples."""
    top = max(1e-9, max(abs(s) for s in buf))
    gain = PEAK / top
    n = len(buf)
    tail = int(0.01 * RATE)
    out = array.array("h")
    for i, s in enumerate(buf):
        edge = min(1.0, (n - 1 - i) / tail, i / 64 + 0.0)
        out.append(int(round(max(-1.0, min(1.0, s * gain * min(1.0, edge))) * 32767)))
    return out


def _select(rng: random.Random) -> list[float]:
    b = _buffer(0.09)
    _tone(b, 0, 0.09, 880, 0.6, decay=0.03, harmonics=(1.0, 0.25))
    _tone(b, 0.015, 0.075, 1320, 0.3, decay=0.025)
    return b


def _place(rng: random.Random) -> list[float]:
    b = _buffer(0.16)
    _tone(b, 0, 0.16, lambda t: 300 - 900 * t, 0.8, attack=0.001, decay=0.04, harmonics=(1.0, 0.3, 0.1))
    _noise(b, 0, 0.03, 0.35, rng, cutoff=3000, decay=0.008)
    return b


def _flip(rng: random.Random) -> list[float]:
    b = _buffer(0.18)
    _tone(b, 0, 0.09, lambda t: 600 + 2500 * t, 0.5, decay=0.04, harmonics=(1.0, 0.2))
    _tone(b, 0.06, 0.12, lambda t: 900 + 1800 * t, 0.45, decay=0.05, harmonics=(1.0, 0.2))
    return b


def _capture(rng: random.Random) -> list[float]:
    b = _buffer(0.32)
    for k, f in enumerate((784.0, 659.3, 523.3)):
        _tone(b, k * 0.07, 0.18, f, 0.5, decay=0.06, harmonics=(1.0, 0.35, 0.1))
    _noise(b, 0, 0.05, 0.2, rng, cutoff=2500, decay=0.01)
    return b


def _stack(rng: random.Random) -> list[float]:
    b = _buffer(0.22)
    for k, f in enumerate((420.0, 560.0)):
        _tone(b, k * 0.08, 0.12, lambda t, f=f: f - 1200 * t, 0.7, attack=0.001, decay=0.03,
              harmonics=(1.0, 0.4, 0.15))
        _noise(b, k * 0.08, 0.025, 0.3, rng, cutoff=3500, decay=0.006)
    return b


def _error(rng: random.Random) -> list[float]:
    b = _buffer(0.34)
    _tone(b, 0, 0.16, 330, 0.5, attack=0.01, decay=0.1, harmonics=(1.0, 0.0, 0.3, 0.0, 0.1))
    _tone(b, 0.15, 0.19, 262, 0.5, attack=0.01, decay=0.1, harmonics=(1.0, 0.0, 0.3, 0.0, 0.1))
    return b


def _win(rng: random.Random) -> list[float]:
    b = _buffer(1.3)
    notes = (523.3, 659.3, 784.0, 1046.5)
    for k, f in enumerate(notes):
        _tone(b, k * 0.12, 1.3 - k * 0.12, f, 0.4, attack=0.006, decay=0.35, harmonics=(1.0, 0.3, 0.08, 0.04))
    for f in (523.3, 659.3, 784.0):
        _tone(b, 0.5, 0.8, f * 2, 0.12, attack=0.02, decay=0.3)
    return b


def _tick(rng: random.Random) -> list[float]:
    b = _buffer(0.05)
    _tone(b, 0, 0.05, 2000, 0.5, attack=0.0005, decay=0.008, harmonics=(1.0, 0.3))
    _noise(b, 0, 0.02, 0.2, rng, cutoff=5000, decay=0.004)
    return b


def _creak(rng: random.Random) -> list[float]:
    b = _buffer(0.65)
    n = len(b)
    phase = 0.0
    for i in range(n):
        t = i / RATE
        f = 95 + 35 * math.sin(2 * math.pi * 1.3 * t) + 10 * math.sin(2 * math.pi * 7.1 * t)
        phase += f / RATE
        # a soft pulse train: the stick-slip of a rope over wood
        s = math.exp(-((phase % 1.0) * 9.0)) - 0.11
        grit = 0.6 + 0.4 * math.sin(2 * math.pi * 23 * t) ** 2
        b[i] = s * grit * math.sin(math.pi * i / n) ** 0.6
    lp = 0.0
    for i in range(n):
        lp += 0.25 * (b[i] - lp)
        b[i] = lp
    return b


def _plop(rng: random.Random) -> list[float]:
    b = _buffer(0.2)
    _tone(b, 0, 0.2, lambda t: 350 + 4000 * t * t * 25, 0.7, attack=0.002, decay=0.045)
    return b


def _cheer(rng: random.Random) -> list[float]:
    b = _buffer(1.4)
    for k, f in enumerate((587.3, 784.0, 987.8, 1174.7)):
        _tone(b, k * 0.09, 0.5, lambda t, f=f: f * (1 + 0.01 * math.sin(2 * math.pi * 6 * t)), 0.3,
              attack=0.01, decay=0.2, harmonics=(1.0, 0.2))
    for _ in range(70):  # little claps: short bright noise bursts, thinning out
        start = 0.2 + rng.random() ** 1.6 * 1.1
        _noise(b, start, 0.03, rng.uniform(0.08, 0.18), rng, cutoff=rng.uniform(1800, 3800), decay=0.007)
    return b


def _splash(rng: random.Random) -> list[float]:
    b = _buffer(0.8)
    _noise(b, 0, 0.8, 0.9, rng, cutoff=lambda t: 4000 * math.exp(-t * 4) + 300, attack=0.006, decay=0.22)
    for _ in range(7):
        start = rng.uniform(0.08, 0.55)
        base = rng.uniform(500, 900)
        _tone(b, start, 0.08, lambda t, base=base: base + 9000 * t, 0.18, attack=0.002, decay=0.02)
    return b


SOUNDS: dict[str, Callable[[random.Random], list[float]]] = {
    "select": _select, "place": _place, "flip": _flip, "capture": _capture, "stack": _stack, "error": _error,
    "win": _win, "tick": _tick, "creak": _creak, "plop": _plop, "cheer": _cheer, "splash": _splash,
}


def synth(name: str) -> array.array:
    """Synthesise one named sound as 16-bit mono samples at RATE; same name, same samples."""
    return _finish(SOUNDS[name](_seeded(name)))


def write_wav(path: Path, samples: array.array) -> None:
    """Write 16-bit mono little-endian PCM."""
    data = samples
    if sys.byteorder != "little":
        data = array.array("h", samples)
        data.byteswap()
    with wave.open(str(path), "wb") as w:
        w.setnchannels(1)
        w.setsampwidth(2)
        w.setframerate(RATE)
        w.writeframes(data.tobytes())


def make_sounds(out_dir: Path) -> dict[str, float]:
    """Write every sound as a WAV into out_dir; returns their lengths in seconds."""
    out_dir.mkdir(parents=True, exist_ok=True)
    lengths: dict[str, float] = {}
    for name in SOUNDS:
        samples = synth(name)
        write_wav(out_dir / f"{name}.wav", samples)
        lengths[name] = len(samples) / RATE
    return lengths


# ---------------------------------------------------------------------------------------------------------------
# Images: drawn at SS times the size, then smooth-scaled down, which antialiases every shape
# ---------------------------------------------------------------------------------------------------------------

SS = 4
TILE_SIZE = (512, 320)
Colour = tuple[int, int, int] | tuple[int, int, int, int]
Point = tuple[float, float]

INK: Colour = (58, 46, 52)
CREAM: Colour = (252, 246, 232)
SHADOW: Colour = (40, 24, 20, 70)


class Painter:
    """Draws in final-image pixel units onto an SS-times larger surface."""

    def __init__(self, size: tuple[int, int]) -> None:
        import pygame

        self.pg = pygame
        self.size = size
        self.surf = pygame.Surface((size[0] * SS, size[1] * SS), pygame.SRCALPHA)

    def _p(self, p: Point) -> tuple[int, int]:
        return round(p[0] * SS), round(p[1] * SS)

    def _layer(self) -> object:
        return self.pg.Surface(self.surf.get_size(), self.pg.SRCALPHA)

    def gradient(self, top: Colour, bottom: Colour) -> None:
        """Fill with a vertical gradient."""
        h = self.surf.get_height()
        for y in range(h):
            t = y / (h - 1)
            c = tuple(round(a + (b - a) * t) for a, b in zip(top[:3], bottom[:3]))
            self.pg.draw.line(self.surf, c, (0, y), (self.surf.get_width(), y))

    def _target(self, colour: Colour) -> tuple[object, bool]:
        # translucent colours are drawn on a layer and blended, so overlaps do not double up
        if len(colour) == 4 and colour[3] < 255:
            return self._layer(), True
        return self.surf, False

    def _blend(self, layer: object, colour: Colour) -> None:
        layer.set_alpha(colour[3])  # type: ignore[attr-defined]
        self.surf.blit(layer, (0, 0))

    def circle(self, c: Point, r: float, colour: Colour, width: float = 0) -> None:
        """Filled circle (or ring of the given width)."""
        target, alpha = self._target(colour)
        col = colour[:3] if alpha else colour
        self.pg.draw.circle(target, col, self._p(c), round(r * SS), round(width * SS))
        if alpha:
            self._blend(target, colour)

    def ellipse(self, c: Point, rx: float, ry: float, colour: Colour, width: float = 0) -> None:
        """Filled ellipse centred on c."""
        target, alpha = self._target(colour)
        col = colour[:3] if alpha else colour
        rect = self.pg.Rect(0, 0, round(2 * rx * SS), round(2 * ry * SS))
        rect.center = self._p(c)
        self.pg.draw.ellipse(target, col, rect, round(width * SS))
        if alpha:
            self._blend(target, colour)

    def rect(self, r: tuple[float, float, float, float], colour: Colour, radius: float = 0,
             width: float = 0) -> None:
        """Rectangle (x, y, w, h), optionally rounded."""
        target, alpha = self._target(colour)
        col = colour[:3] if alpha else colour
        x, y, w, h = r
        self.pg.draw.rect(target, col, self.pg.Rect(round(x * SS), round(y * SS), round(w * SS), round(h * SS)),
                          round(width * SS), border_radius=round(radius * SS))
        if alpha:
            self._blend(target, colour)

    def polygon(self, pts: Iterable[Point], colour: Colour, width: float = 0) -> None:
        """Polygon through pts."""
        target, alpha = self._target(colour)
        col = colour[:3] if alpha else colour
        self.pg.draw.polygon(target, col, [self._p(p) for p in pts], round(width * SS))
        if alpha:
            self._blend(target, colour)

    def line(self, a: Point, b: Point, colour: Colour, width: float) -> None:
        """Thick line with round caps."""
        self.polyline([a, b], colour, width)

    def polyline(self, pts: list[Point], colour: Colour, width: float) -> None:
        """Thick open path with round joints."""
        target, alpha = self._target(colour)
        col = colour[:3] if alpha else colour
        w = max(1, round(width * SS))
        scaled = [self._p(p) for p in pts]
        for a, b in zip(scaled, scaled[1:]):
            self.pg.draw.line(target, col, a, b, w)
        for p in scaled:
            self.pg.draw.circle(target, col, p, w // 2)
        if alpha:
            self._blend(target, colour)

    def arc(self, c: Point, r: float, start: float, stop: float, colour: Colour, width: float,
            steps: int = 40) -> None:
        """Circular arc from angle start to stop (radians, y down)."""
        pts = [(c[0] + r * math.cos(start + (stop - start) * k / steps),
                c[1] + r * math.sin(start + (stop - start) * k / steps)) for k in range(steps + 1)]
        self.polyline(pts, colour, width)

    def star(self, c: Point, r: float, colour: Colour, points: int = 5, inner: float = 0.45,
             turn: float = -math.pi / 2) -> None:
        """Filled star."""
        pts = []
        for k in range(points * 2):
            rr = r if k % 2 == 0 else r * inner
            a = turn + math.pi * k / points
            pts.append((c[0] + rr * math.cos(a), c[1] + rr * math.sin(a)))
        self.polygon(pts, colour)

    def result(self) -> object:
        """The finished image at its real size."""
        return self.pg.transform.smoothscale(self.surf, self.size)


def _shade(colour: Colour, k: float) -> tuple[int, int, int]:
    """Lighter (k > 0) or darker (k < 0) version of a colour."""
    if k >= 0:
        return tuple(round(c + (255 - c) * k) for c in colour[:3])  # type: ignore[return-value]
    return tuple(round(c * (1 + k)) for c in colour[:3])  # type: ignore[return-value]


def _disc(p: Painter, c: Point, r: float, colour: Colour, rim: float = 0.12) -> None:
    """A game disc seen from above: soft shadow, darker rim, highlight."""
    p.circle((c[0] + r * 0.12, c[1] + r * 0.18), r, SHADOW)
    p.circle(c, r, _shade(colour, -0.25))
    p.circle((c[0] - r * 0.03, c[1] - r * 0.05), r * (1 - rim), colour)
    p.ellipse((c[0] - r * 0.3, c[1] - r * 0.38), r * 0.32, r * 0.18, _shade(colour, 0.45) + (150,))


def _confetti(p: Painter, rng: random.Random, colours: list[Colour], n: int, area: tuple[float, float, float, float],
              size: float = 4) -> None:
    x0, y0, w, h = area
    for _ in range(n):
        c = (x0 + rng.random() * w, y0 + rng.random() * h)
        col = rng.choice(colours)
        if rng.random() < 0.5:
            p.circle(c, size * rng.uniform(0.5, 1.0), col)
        else:
            p.star(c, size * rng.uniform(1.0, 1.6), col, turn=rng.uniform(0, math.pi))


def _hex_points(c: Point, r: float) -> list[Point]:
    """Pointy-top hexagon corners."""
    return [(c[0] + r * math.cos(math.radians(60 * k - 30)), c[1] + r * math.sin(math.radians(60 * k - 30)))
            for k in range(6)]


def draw_jaleo(p: Painter) -> None:
    """Honeycomb tiles with black and ice-white discs, two stacks and a line forming."""
    p.gradient((150, 205, 230), (80, 140, 190))
    rng = random.Random(1)
    _confetti(p, rng, [(255, 255, 255, 110)], 40, (0, 0, 512, 320), 3)  # snowflakes: the discs are "ice"
    cells = [(0, 0), (1, 0), (1, -1), (0, 1), (-1, 1), (-1, 0), (2, -1), (2, -2), (0, -1), (-2, 1), (-1, 2),
             (1, 1), (3, -2), (-2, 2), (0, 2), (2, 0), (-3, 2), (3, -1), (3, -3)]
    size = 30.0

    def raw(q: int, r: int) -> Point:
        return (size * math.sqrt(3) * (q + r / 2), size * 1.5 * r)

    xs = [raw(q, r)[0] for q, r in cells]
    ys = [raw(q, r)[1] for q, r in cells]
    origin = (256.0 - (min(xs) + max(xs)) / 2, 162.0 - (min(ys) + max(ys)) / 2)

    def centre(q: int, r: int) -> Point:
        x, y = raw(q, r)
        return (origin[0] + x, origin[1] + y)

    for q, r in cells:
        c = centre(q, r)
        p.polygon(_hex_points((c[0] + 3, c[1] + 5), size), SHADOW)
    for q, r in cells:
        c = centre(q, r)
        p.polygon(_hex_points(c, size - 1), (214, 176, 128))
        p.polygon(_hex_points((c[0], c[1] - 2), size - 5), (236, 206, 160))
        p.polygon(_hex_points(c, size - 1), (150, 112, 74), width=1.6)
    black, ice = (52, 52, 64), (238, 246, 252)
    discs = {(-1, 1): [black], (0, 0): [black], (1, -1): [black], (2, -2): [ice, black],
             (0, 1): [ice], (1, 0): [ice, ice], (2, -1): [ice], (-1, 2): [ice], (1, 1): [black], (-2, 2): [ice]}
    for (q, r), stack in discs.items():
        c = centre(q, r)
        for k, colour in enumerate(stack):
            _disc(p, (c[0], c[1] - 6 * k), 19, colour)
    # the line of four black (J13) about to be made: a gentle glow on the empty end
    c = centre(3, -3)
    p.polygon(_hex_points(c, size - 5), (255, 246, 190))
    p.polygon(_hex_points(c, size - 2), (255, 210, 70), width=2.5)
    p.star((c[0] + 1, c[1] + 2), 10, SHADOW)
    p.star(c, 10, (252, 196, 50))


def draw_mapello(p: Painter) -> None:
    """An Othello board with a brick wall, a gold star bonus and a joker on the border."""
    p.gradient((250, 214, 170), (226, 160, 120))
    cell = 29.0
    n = 10
    x0, y0 = 256 - cell * n / 2, 160 - cell * n / 2
    p.rect((x0 - 8 + 5, y0 - 8 + 7, cell * n + 16, cell * n + 16), SHADOW, radius=14)
    p.rect((x0 - 8, y0 - 8, cell * n + 16, cell * n + 16), (120, 78, 48), radius=14)
    p.rect((x0, y0, cell * n, cell * n), (98, 160, 96), radius=4)
    p.rect((x0 + cell, y0 + cell, cell * 8, cell * 8), (58, 150, 92))
    for k in range(n + 1):
        p.line((x0 + k * cell, y0), (x0 + k * cell, y0 + n * cell), (36, 104, 62), 1.2)
        p.line((x0, y0 + k * cell), (x0 + n * cell, y0 + k * cell), (36, 104, 62), 1.2)

    def c(col: int, row: int) -> Point:
        return (x0 + (col + 0.5) * cell, y0 + (row + 0.5) * cell)

    black, white = (40, 40, 48), (246, 244, 238)
    for (col, row), colour in {(4, 4): white, (5, 5): white, (5, 4): black, (4, 5): black, (6, 4): black,
                               (6, 5): black, (3, 3): black, (3, 5): white, (6, 6): white, (4, 6): black}.items():
        _disc(p, c(col, row), cell * 0.4, colour)
    # wall (M2): a little brick block
    for col, row in ((2, 6), (7, 2)):
        x, y = x0 + col * cell + 2, y0 + row * cell + 2
        p.rect((x + 2, y + 3, cell - 4, cell - 4), SHADOW, radius=3)
        p.rect((x, y, cell - 4, cell - 4), (176, 92, 70), radius=3)
        for k in range(1, 3):
            p.line((x + 1, y + k * (cell - 4) / 3), (x + cell - 5, y + k * (cell - 4) / 3), (236, 212, 190), 1.2)
        for k, off in ((0, 0.5), (1, 0.25), (1, 0.75), (2, 0.5)):
            yy = y + k * (cell - 4) / 3
            p.line((x + off * (cell - 4), yy), (x + off * (cell - 4), yy + (cell - 4) / 3), (236, 212, 190), 1.2)
    # bonus (M2): gold star on an empty inner cell
    for col, row in ((2, 3), (7, 7)):
        p.star((c(col, row)[0] + 1, c(col, row)[1] + 2), cell * 0.42, SHADOW)
        p.star(c(col, row), cell * 0.42, (252, 200, 50))
        p.star((c(col, row)[0], c(col, row)[1] - 1), cell * 0.22, (255, 236, 150))
    # joker (M2) on the border: a rainbow disc
    jc = c(0, 4)
    _disc(p, jc, cell * 0.4, (230, 90, 140))
    for k, colour in enumerate(((250, 200, 60), (90, 190, 220))):
        p.circle((jc[0] - 1, jc[1] - 1), cell * (0.26 - 0.09 * k), colour)
    rng = random.Random(2)
    for side in (0, 1):
        _confetti(p, rng, [(255, 250, 220), (255, 200, 80), (250, 160, 150)], 14,
                  (12 + side * 400, 20, 88, 280), 4)


def draw_thirtysix(p: Painter) -> None:
    """A 6x6 board of three colours in 2x2 tiles, gates across diagonals, discs and three cones."""
    p.gradient((238, 226, 250), (196, 178, 230))
    cell = 42.0
    x0, y0 = 256 - cell * 3, 160 - cell * 3
    colours = {"r": (232, 96, 92), "y": (248, 204, 72), "b": (80, 140, 220)}
    layout = ["rybbyr", "byryrb", "yrbrby", "brybyr", "ybrrby", "ryybbr"]
    p.rect((x0 - 9 + 5, y0 - 9 + 7, cell * 6 + 18, cell * 6 + 18), SHADOW, radius=12)
    p.rect((x0 - 9, y0 - 9, cell * 6 + 18, cell * 6 + 18), (250, 246, 240), radius=12)
    for row, text in enumerate(layout):
        for col, ch in enumerate(text):
            # tiles (2x2) sit a little apart so the player sees the 3x3 of tiles
            x0t = x0 + (col // 2 - 1) * 3
            y0t = y0 + (row // 2 - 1) * 3
            p.rect((x0t + col * cell + 1.5, y0 + row * cell + 1.5, cell - 3, cell - 3), colours[ch], radius=7)
            p.rect((x0t + col * cell + 5, y0t + row * cell + 4, cell - 10, cell * 0.35), _shade(colours[ch], 0.25),
                   radius=6)
    # gates (T2): an arch across one diagonal of some tiles
    for tx, ty, flip in ((0, 0, False), (2, 0, True), (1, 1, False), (0, 2, True), (2, 2, False), (1, 0, False)):
        ax, ay = x0 + (tx * 2 + 0.5) * cell + (tx - 1) * 3, y0 + (ty * 2 + 0.5) * cell + (ty - 1) * 3
        bx, by = ax + cell, ay + cell
        if flip:
            ax, bx = bx, ax
        # shorten to the cells' inner corners and bow outward: an arch over the tile's centre point
        ax, ay, bx, by = ax + (bx - ax) * 0.18, ay + (by - ay) * 0.18, bx - (bx - ax) * 0.18, by - (by - ay) * 0.18
        nx, ny = (by - ay) * 0.2, -(bx - ax) * 0.2
        pts = [(ax + (bx - ax) * t + nx * 4 * t * (1 - t), ay + (by - ay) * t + ny * 4 * t * (1 - t))
               for t in (k / 20 for k in range(21))]
        p.polyline([(x + 2, y + 3) for x, y in pts], (40, 24, 20, 90), 8)
        p.polyline(pts, (120, 84, 40), 8)
        p.polyline(pts, (250, 204, 90), 4.5)
        for end in (pts[0], pts[-1]):
            p.circle(end, 4.5, (120, 84, 40))
            p.circle(end, 2.5, (250, 226, 150))
    for (col, row), ch in {(1, 1): "y", (3, 0): "b", (4, 3): "r", (0, 4): "b", (2, 5): "r", (5, 5): "r",
                           (3, 3): "r"}.items():
        _disc(p, (x0 + (col + 0.5) * cell + (col // 2 - 1) * 3, y0 + (row + 0.5) * cell + (row // 2 - 1) * 3),
              cell * 0.3, _shade(colours[ch], -0.1))
    for (col, row), ch in {(4, 1): "r", (1, 3): "y", (5, 2): "b"}.items():
        cx, cy = x0 + (col + 0.5) * cell + (col // 2 - 1) * 3, y0 + (row + 0.5) * cell + (row // 2 - 1) * 3
        base = _shade(colours[ch], -0.15)
        p.ellipse((cx + 3, cy + 14), 15, 6, SHADOW)
        p.polygon([(cx - 14, cy + 12), (cx + 14, cy + 12), (cx + 2, cy - 24), (cx - 2, cy - 24)], base)
        p.polygon([(cx - 14, cy + 12), (cx - 2, cy + 12), (cx - 1, cy - 24), (cx - 2, cy - 24)],
                  _shade(colours[ch], 0.3))
        p.ellipse((cx, cy + 12), 14, 5, _shade(colours[ch], -0.35))
        p.circle((cx, cy - 24), 5, _shade(colours[ch], -0.05))
        p.circle((cx - 1.5, cy - 25.5), 2, _shade(colours[ch], 0.6))
    rng = random.Random(3)
    _confetti(p, rng, [colours["r"], colours["y"], colours["b"]], 10, (10, 20, 100, 280), 4)
    _confetti(p, rng, [colours["r"], colours["y"], colours["b"]], 10, (410, 20, 92, 280), 4)


def draw_dama(p: Painter) -> None:
    """A checkers board seen slightly from above, light and dark men, a crowned king mid-jump."""
    p.gradient((196, 226, 200), (120, 180, 150))
    cell = 33.0
    x0, y0 = 256 - cell * 4, 160 - cell * 4
    p.rect((x0 - 10 + 5, y0 - 10 + 7, cell * 8 + 20, cell * 8 + 20), SHADOW, radius=14)
    p.rect((x0 - 10, y0 - 10, cell * 8 + 20, cell * 8 + 20), (136, 84, 52), radius=14)
    for row in range(8):
        for col in range(8):
            light = (col + (7 - row)) % 2 == 1
            p.rect((x0 + col * cell, y0 + row * cell, cell, cell), (246, 222, 178) if light else (176, 112, 72))
    light_piece, dark_piece = (250, 246, 236), (52, 44, 48)

    def c(col: int, row: int) -> Point:
        return (x0 + (col + 0.5) * cell, y0 + (row + 0.5) * cell)

    pieces: dict[tuple[int, int], Colour] = {}
    for row in range(8):
        for col in range(8):
            if (col + (7 - row)) % 2 == 1 and (row <= 1 or row >= 6):
                pieces[(col, row)] = dark_piece if row <= 1 else light_piece
    pieces.pop((2, 1), None)
    pieces.pop((5, 6), None)
    pieces[(3, 3)] = dark_piece
    for (col, row), colour in pieces.items():
        cc = c(col, row)
        _disc(p, cc, cell * 0.4, colour)
        p.circle(cc, cell * 0.24, _shade(colour, -0.12), width=1.6)
    # a light king jumps the dark man on d5 (D7): dotted arc from f3 to c6 (hover drawn mid-flight)
    start, land = c(5, 5), c(2, 2)
    p.circle(land, cell * 0.4, (255, 240, 150, 170))
    p.circle(land, cell * 0.4, (250, 200, 60), width=2)
    trail = [(start[0] + (land[0] - start[0]) * t, start[1] + (land[1] - start[1]) * t - 50 * math.sin(math.pi * t))
             for t in (k / 14 for k in range(15))]
    for pt in trail[1:-1]:
        p.circle(pt, 2.6, (255, 255, 255, 220))
    king = trail[4]
    ground = (start[0] + (land[0] - start[0]) * 4 / 14, start[1] + (land[1] - start[1]) * 4 / 14)
    p.circle((ground[0] + 3, ground[1] + 4), cell * 0.38, SHADOW)
    _disc(p, king, cell * 0.46, light_piece)
    crown = [(king[0] - 9, king[1] + 5), (king[0] - 10, king[1] - 5), (king[0] - 5, king[1] - 1),
             (king[0], king[1] - 8), (king[0] + 5, king[1] - 1), (king[0] + 10, king[1] - 5),
             (king[0] + 9, king[1] + 5)]
    p.polygon(crown, (240, 184, 40))
    p.polygon(crown, (190, 130, 30), width=1.2)
    rng = random.Random(4)
    _confetti(p, rng, [(255, 255, 255), (255, 220, 120)], 12, (10, 20, 100, 280), 4)
    _confetti(p, rng, [(255, 255, 255), (255, 220, 120)], 12, (410, 20, 92, 280), 4)


def _frog(p: Painter, c: Point, s: float) -> None:
    """A round friendly green frog, holding two string ends, with a ball in the cup on its head."""
    green, dark, belly = (96, 186, 88), (58, 132, 60), (200, 232, 150)
    x, y = c
    p.ellipse((x + 4, y + 6), 34 * s, 28 * s, SHADOW)
    for side in (-1, 1):  # legs dangling
        p.ellipse((x + side * 24 * s, y + 26 * s), 12 * s, 8 * s, dark)
        p.ellipse((x + side * 30 * s, y + 30 * s), 9 * s, 5 * s, green)
    p.ellipse((x, y), 34 * s, 28 * s, green)
    p.ellipse((x, y + 8 * s), 22 * s, 16 * s, belly)
    for side in (-1, 1):  # eyes
        ex, ey = x + side * 16 * s, y - 22 * s
        p.circle((ex, ey), 12 * s, green)
        p.circle((ex, ey), 8 * s, (255, 255, 255))
        p.circle((ex + side * 1.5 * s, ey + 1 * s), 4.5 * s, INK)
        p.circle((ex + side * 0.5 * s - 1.5 * s, ey - 1.5 * s), 1.6 * s, (255, 255, 255))
    p.arc((x, y - 2 * s), 12 * s, 0.35, math.pi - 0.35, dark, 2.2 * s)
    for side in (-1, 1):  # cheeks
        p.ellipse((x + side * 20 * s, y + 0 * s), 5 * s, 3 * s, (240, 140, 130, 150))
    p.ellipse((x, y - 30 * s), 10 * s, 4 * s, (230, 180, 80))  # cup
    p.circle((x, y - 37 * s), 7.5 * s, (230, 70, 90))
    p.circle((x - 2.5 * s, y - 39.5 * s), 2.5 * s, (255, 190, 200))
    for side in (-1, 1):  # arms up to the strings
        p.line((x + side * 26 * s, y - 8 * s), (x + side * 36 * s, y - 24 * s), green, 7 * s)
        p.circle((x + side * 36 * s, y - 24 * s), 5 * s, green)


def draw_kletterfrosch(p: Painter) -> None:
    """A green frog hanging on two strings in front of a stone castle wall with windows."""
    p.gradient((160, 210, 245), (210, 236, 250))
    stone, mortar = (196, 184, 170), (160, 146, 134)
    wall = (40, 42, 432, 270)
    p.rect((wall[0] + 5, wall[1] + 7, wall[2], wall[3]), SHADOW)
    p.rect(wall, stone)
    brick_h, brick_w = 22.0, 48.0
    rows = int(wall[3] // brick_h) + 1
    for r in range(rows):
        y = wall[1] + r * brick_h
        p.line((wall[0], y), (wall[0] + wall[2], y), mortar, 2)
        off = 0 if r % 2 == 0 else brick_w / 2
        xx = wall[0] + off
        while xx < wall[0] + wall[2]:
            if xx > wall[0]:
                p.line((xx, y), (xx, min(y + brick_h, wall[1] + wall[3])), mortar, 2)
            xx += brick_w
    for k in range(9):  # battlements
        x = wall[0] + k * 50
        p.rect((x, 18, 32, 28), stone)
        p.rect((x, 18, 32, 4), _shade(stone, 0.2))
    # windows with doors and residents' colours
    for k, (wx, wy, colour) in enumerate(((86, 100, (232, 96, 92)), (196, 190, (248, 196, 72)),
                                           (330, 96, (90, 150, 220)), (410, 206, (170, 110, 200)))):
        p.rect((wx - 22, wy - 26, 44, 52), mortar, radius=20)
        p.rect((wx - 18, wy - 22, 36, 46), (70, 56, 60), radius=17)
        if k % 2 == 0:
            p.rect((wx - 18, wy - 22, 36, 46), (168, 108, 66), radius=17)
            p.line((wx, wy - 20), (wx, wy + 22), (130, 80, 48), 2)
            p.circle((wx + 8, wy + 4), 2.5, (240, 200, 90))
        else:
            p.circle((wx, wy), 10, colour)
            p.circle((wx - 3, wy - 3), 3, _shade(colour, 0.6))
    for hx, hy in ((140, 250), (300, 150), (250, 60)):  # holes the ball can fall into
        p.ellipse((hx, hy), 13, 9, (52, 40, 44))
    for lx, ly in ((120, 160), (270, 240)):  # ledges
        p.rect((lx - 26, ly, 52, 8), (150, 110, 80), radius=3)
    # ground and clips
    p.rect((0, 296, 512, 24), (110, 180, 90))
    p.rect((0, 296, 512, 5), (140, 200, 110))
    clip_l, clip_r = (70.0, 44.0), (442.0, 44.0)
    frog = (262.0, 176.0)
    s = 1.05
    hand_l, hand_r = (frog[0] - 36 * s, frog[1] - 24 * s), (frog[0] + 36 * s, frog[1] - 24 * s)
    for clip, hand, end in ((clip_l, hand_l, (60.0, 290.0)), (clip_r, hand_r, (452.0, 290.0))):
        p.line(clip, hand, (250, 250, 240), 2.4)
        p.line(clip, end, (250, 250, 240), 2.4)
        p.circle(end, 6, (230, 90, 80))
        p.rect((clip[0] - 9, clip[1] - 6, 18, 12), (90, 90, 100), radius=4)
        p.circle(clip, 3, (200, 200, 210))
    _frog(p, frog, s)


def _card(p: Painter, c: Point, w: float, h: float, angle: float, draw_face: Callable[[Painter, Point], None],
          colour: Colour) -> None:
    """A rounded card with shadow, rotated by angle (degrees) about its centre."""
    pg = p.pg
    sub = Painter((int(w + 20), int(h + 20)))
    sub.rect((10, 10, w, h), (255, 252, 244), radius=12)
    sub.rect((16, 16, w - 12, h - 12), colour, radius=8)
    draw_face(sub, (10 + w / 2, 10 + h / 2))
    sub.rect((10, 10, w, h), (200, 180, 150), radius=12, width=1.5)
    big = pg.transform.rotozoom(sub.surf, angle, 1.0)
    shadow = big.copy()
    shadow.fill((40, 24, 20, 255), special_flags=pg.BLEND_RGBA_MIN)
    shadow.set_alpha(70)
    rect = big.get_rect(center=p._p(c))
    p.surf.blit(shadow, rect.move(5 * SS, 7 * SS))
    p.surf.blit(big, rect)


def _pig(p: Painter, c: Point) -> None:
    pink, dark = (248, 170, 180), (220, 120, 140)
    x, y = c
    for side in (-1, 1):
        p.polygon([(x + side * 10, y - 22), (x + side * 26, y - 30), (x + side * 22, y - 12)], dark)
    p.circle((x, y), 26, pink)
    p.ellipse((x, y + 8), 12, 8, dark)
    p.circle((x - 4, y + 8), 2.5, (150, 70, 90))
    p.circle((x + 4, y + 8), 2.5, (150, 70, 90))
    for side in (-1, 1):
        p.circle((x + side * 10, y - 6), 3.5, INK)
        p.circle((x + side * 10 - 1, y - 7), 1.2, (255, 255, 255))
        p.ellipse((x + side * 17, y + 2), 4, 2.5, (240, 120, 140, 160))


def _goat(p: Painter, c: Point) -> None:
    fur, horn = (246, 242, 232), (190, 160, 120)
    x, y = c
    for side in (-1, 1):
        p.arc((x + side * 12, y - 22), 9, math.pi if side < 0 else 0, math.pi * 1.5 if side < 0 else -math.pi / 2,
              horn, 5)
        p.ellipse((x + side * 26, y - 8), 11, 5, (230, 222, 210))
    p.ellipse((x, y), 20, 26, fur)
    p.ellipse((x, y + 14), 12, 9, (236, 214, 204))
    p.polygon([(x - 5, y + 22), (x + 5, y + 22), (x, y + 34)], (220, 214, 200))
    for side in (-1, 1):
        p.ellipse((x + side * 9, y - 5), 4, 3.2, INK)
        p.circle((x + side * 9 - 1, y - 6), 1.1, (255, 255, 255))
    p.circle((x - 3, y + 13), 1.8, (140, 100, 100))
    p.circle((x + 3, y + 13), 1.8, (140, 100, 100))


def _chicken(p: Painter, c: Point) -> None:
    x, y = c
    p.circle((x - 3, y - 26), 6, (230, 70, 70))
    p.circle((x + 5, y - 25), 5, (230, 70, 70))
    p.ellipse((x, y), 20, 24, (255, 250, 240))
    p.ellipse((x - 16, y + 6), 9, 13, (244, 236, 220))
    p.polygon([(x + 16, y - 4), (x + 28, y), (x + 16, y + 4)], (250, 180, 40))
    p.ellipse((x + 15, y + 9), 3, 5, (230, 70, 70))
    p.circle((x + 8, y - 8), 3.2, INK)
    p.circle((x + 7, y - 9), 1.1, (255, 255, 255))
    for side in (-1, 1):
        p.line((x + side * 6, y + 22), (x + side * 7, y + 32), (250, 170, 40), 2.5)


def _pen_face(animal: Callable[[Painter, Point], None], corn: bool) -> Callable[[Painter, Point], None]:
    def face(p: Painter, c: Point) -> None:
        x, y = c
        fence = (170, 120, 80)
        for k in (-1, 1):  # a fence cross dividing the four quarters (F2)
            p.line((x - 50, y + k * 0.0), (x + 50, y), fence, 3)
        p.line((x, y - 68), (x, y + 68), fence, 3)
        if corn:
            for kx in range(3):
                for ky in range(2):
                    cx, cy = x + 14 + kx * 12, y + 16 + ky * 24
                    p.line((cx, cy + 10), (cx, cy - 10), (120, 170, 70), 2)
                    p.ellipse((cx, cy - 6), 3.2, 7, (250, 210, 70))
        p.ellipse((x - 26, y + 44), 16, 6, (120, 180, 230))  # trough
        p.ellipse((x - 26, y + 42), 12, 3, (180, 220, 250))
        animal(p, (x, y - 24))

    return face


def draw_farmini(p: Painter) -> None:
    """A fan of farm cards with a pig, a goat and a chicken in fenced pens."""
    p.gradient((255, 236, 190), (242, 200, 140))
    p.ellipse((256, 390), 360, 120, (150, 200, 110))
    p.ellipse((256, 396), 340, 110, (130, 188, 96))
    rng = random.Random(6)
    for _ in range(16):  # little flowers
        c = (rng.uniform(20, 492), rng.uniform(292, 316))
        p.circle(c, 3, rng.choice([(255, 255, 255), (255, 220, 90), (250, 150, 170)]))
    meadow = (170, 214, 120)
    _card(p, (150, 166), 130, 150, 12, _pen_face(_goat, corn=False), meadow)
    _card(p, (362, 166), 130, 150, -12, _pen_face(_chicken, corn=True), meadow)
    _card(p, (256, 152), 136, 158, 0, _pen_face(_pig, corn=True), (178, 220, 126))
    p.circle((448, 48), 26, (255, 214, 90))  # sun
    p.circle((448, 48), 34, (255, 214, 90, 90))


def draw_icon(p: Painter) -> None:
    """The app icon: a kotatsu (quilted low table) with a game disc and a star on it."""
    w, h = p.size
    p.rect((2, 2, w - 4, h - 4), (255, 232, 196), radius=14)
    p.polygon([(8, 34), (56, 34), (60, 56), (4, 56)], (226, 96, 88))  # quilt
    for k in range(4):
        p.line((14 + k * 12, 36), (12 + k * 13, 55), (250, 160, 140), 1.6)
    p.rect((6, 27, 52, 9), (150, 98, 62), radius=3)  # table top
    p.rect((6, 27, 52, 3), (186, 130, 86), radius=2)
    _disc(p, (24, 24), 7, (52, 52, 64))
    _disc(p, (38, 23), 7, (246, 244, 238))
    p.star((50, 12), 7, (252, 196, 50))


# ---------------------------------------------------------------------------------------------------------------
# Rules-help pictures: no words in them (the page text beside them is translated), only shapes, numbers, symbols
# ---------------------------------------------------------------------------------------------------------------

HELP_SIZE = (440, 360)
BLACK_DISC: Colour = (40, 40, 48)
WHITE_DISC: Colour = (246, 244, 238)
GOLD: Colour = (252, 200, 50)
RED_X: Colour = (226, 60, 64)
GLOW: Colour = (255, 226, 90)
LEFT_SIDE: Colour = (48, 160, 214)  # the left string and every control for it
RIGHT_SIDE: Colour = (246, 132, 52)  # the right string and every control for it
STONE: Colour = (196, 184, 170)
MORTAR: Colour = (160, 146, 134)


def _help_background(p: Painter, top: Colour, bottom: Colour) -> None:
    """A soft gradient card with a faint pattern of dots (the corners are cut round at the end)."""
    p.gradient(top, bottom)
    rng = random.Random(zlib.crc32(repr((top, bottom)).encode()))
    _confetti(p, rng, [_shade(top, 0.45) + (150,)], 22, (8, 8, p.size[0] - 16, p.size[1] - 16), 3)


def _round_corners(p: Painter, radius: float = 26) -> None:
    """Make everything outside a rounded rectangle transparent, and rim it with a soft light line."""
    pg = p.pg
    p.rect((2, 2, p.size[0] - 4, p.size[1] - 4), (255, 255, 255, 120), radius=radius, width=2.5)
    mask = pg.Surface(p.surf.get_size(), pg.SRCALPHA)
    mask.fill((255, 255, 255, 0))
    pg.draw.rect(mask, (255, 255, 255, 255), mask.get_rect(), border_radius=round(radius * SS))
    p.surf.blit(mask, (0, 0), special_flags=pg.BLEND_RGBA_MULT)


def _text(p: Painter, text: str, c: Point, size: float, colour: Colour, outline: Colour | None = None,
          thickness: float = 2.5) -> None:
    """Numbers and symbols only (never words): the bundled bold face, centred on c, with an optional outline."""
    pg = p.pg
    if not pg.font.get_init():
        pg.font.init()
    font = pg.font.Font(str(ASSETS_DIR / "fonts" / FONT_FILES["bold"]), round(size * SS))
    centre = p._p(c)
    if outline is not None:
        back = font.render(text, True, outline[:3])
        rect = back.get_rect(center=centre)
        steps = 16
        for k in range(steps):
            a = 2 * math.pi * k / steps
            p.surf.blit(back, rect.move(round(math.cos(a) * thickness * SS), round(math.sin(a) * thickness * SS)))
    face = font.render(text, True, colour[:3])
    p.surf.blit(face, face.get_rect(center=centre))


def _arrow(p: Painter, pts: list[Point], colour: Colour, width: float = 9, head: float = 20,
           edge: Colour | None = (255, 255, 255)) -> None:
    """A fat arrow along a path, head at the last point; a light edge keeps it readable on any ground."""
    (ax, ay), (bx, by) = pts[-2], pts[-1]
    d = math.hypot(bx - ax, by - ay) or 1.0
    ux, uy = (bx - ax) / d, (by - ay) / d
    base = (bx - ux * head, by - uy * head)
    tip = [(bx, by), (base[0] - uy * head * 0.75, base[1] + ux * head * 0.75),
           (base[0] + uy * head * 0.75, base[1] - ux * head * 0.75)]
    body = pts[:-1] + [(bx - ux * head * 0.6, by - uy * head * 0.6)]
    if edge is not None:
        p.polyline(body, edge, width + 5)
        grown = [(bx + ux * 3.5, by + uy * 3.5),
                 (tip[1][0] - ux * 2.5 - uy * 3.5, tip[1][1] - uy * 2.5 + ux * 3.5),
                 (tip[2][0] - ux * 2.5 + uy * 3.5, tip[2][1] - uy * 2.5 - ux * 3.5)]
        p.polygon(grown, edge)
    p.polyline(body, colour, width)
    p.polygon(tip, colour)


def _curve(a: Point, b: Point, bend: float, steps: int = 24) -> list[Point]:
    """Points of a gentle arc from a to b, bulging bend pixels to the left of the a->b direction."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    d = math.hypot(dx, dy) or 1.0
    nx, ny = dy / d, -dx / d
    return [(a[0] + dx * t + nx * bend * 4 * t * (1 - t), a[1] + dy * t + ny * bend * 4 * t * (1 - t))
            for t in (k / steps for k in range(steps + 1))]


def _dots(p: Painter, pts: list[Point], colour: Colour, r: float = 3.2, gap: float = 13) -> None:
    """A dotted path: dots every gap pixels along pts."""
    carried = 0.0
    p.circle(pts[0], r, colour)
    for (ax, ay), (bx, by) in zip(pts, pts[1:]):
        seg = math.hypot(bx - ax, by - ay)
        t = gap - carried
        while t <= seg:
            p.circle((ax + (bx - ax) * t / seg, ay + (by - ay) * t / seg), r, colour)
            t += gap
        carried = (carried + seg) % gap


def _red_x(p: Painter, c: Point, r: float) -> None:
    """A big friendly red cross: "this does not happen"."""
    x, y = c
    for colour, w in (((255, 255, 255), r * 0.62), (RED_X, r * 0.42)):
        p.line((x - r, y - r), (x + r, y + r), colour, w)
        p.line((x - r, y + r), (x + r, y - r), colour, w)


def _check(p: Painter, c: Point, r: float) -> None:
    """A green tick in a white circle: "yes, this works"."""
    x, y = c
    p.circle((x + 1, y + 2), r, SHADOW)
    p.circle(c, r, (255, 255, 255))
    p.circle(c, r * 0.84, (92, 184, 96))
    p.polyline([(x - r * 0.45, y), (x - r * 0.1, y + r * 0.35), (x + r * 0.5, y - r * 0.35)], (255, 255, 255),
               r * 0.24)


def _badge(p: Painter, c: Point, r: float, text: str, colour: Colour = (255, 255, 255),
           ink: Colour = INK) -> None:
    """A round numbered badge (step 1, step 2 ...)."""
    p.circle((c[0] + 1.5, c[1] + 2.5), r, SHADOW)
    p.circle(c, r, colour)
    p.circle(c, r, _shade(colour, -0.25), width=2)
    _text(p, text, (c[0], c[1] - r * 0.08), r * 1.25, ink)


# Mapello pieces ------------------------------------------------------------------------------------------------

def _wall_block(p: Painter, x: float, y: float, size: float) -> None:
    """A little brick block filling a square cell from its top-left corner (M2 wall)."""
    mortar = (236, 212, 190)
    lw = max(1.2, size / 22)
    p.rect((x + 2, y + 3, size, size), SHADOW, radius=size / 8)
    p.rect((x, y, size, size), (176, 92, 70), radius=size / 8)
    for k in range(1, 3):
        p.line((x + 1, y + k * size / 3), (x + size - 1, y + k * size / 3), mortar, lw)
    for k, off in ((0, 0.5), (1, 0.25), (1, 0.75), (2, 0.5)):
        yy = y + k * size / 3
        p.line((x + off * size, yy), (x + off * size, yy + size / 3), mortar, lw)
    p.rect((x, y, size, size), _shade((176, 92, 70), -0.3), radius=size / 8, width=lw)


def _bonus_star(p: Painter, c: Point, r: float) -> None:
    """The gold bonus star (M2)."""
    p.star((c[0] + r * 0.06, c[1] + r * 0.12), r, SHADOW)
    p.star(c, r, GOLD)
    p.star((c[0], c[1] - r * 0.05), r * 0.52, (255, 236, 150))


def _joker(p: Painter, c: Point, r: float) -> None:
    """The joker (M2): a rainbow disc with a little jester's star on top."""
    _disc(p, c, r, (230, 90, 140))
    for k, colour in enumerate(((250, 200, 60), (90, 190, 220))):
        p.circle((c[0] - r * 0.03, c[1] - r * 0.03), r * (0.65 - 0.22 * k), colour)
    p.star((c[0] - r * 0.03, c[1] - r * 0.03), r * 0.3, (255, 255, 255))


def _hatch(p: Painter, x: float, y: float, size: float, colour: Colour) -> None:
    """Diagonal stripes inside a square cell: the border ring's pattern (shape as well as colour)."""
    for d in (0.5, 1.0, 1.5):
        s = d * size
        a = (x + max(0.0, s - size) + 2, y + min(s, size) - 2)
        b = (x + min(s, size) - 2, y + max(0.0, s - size) + 2)
        if math.hypot(b[0] - a[0], b[1] - a[1]) > 4:
            p.line(a, b, colour, max(1.2, size / 16))


class MiniBoard:
    """A piece of a Mapello board: cols x rows cells, some of them border cells; c(col, row) gives centres."""

    INNER: Colour = (58, 150, 92)
    RING: Colour = (132, 176, 118)
    LINES: Colour = (36, 104, 62)

    def __init__(self, p: Painter, x0: float, y0: float, cols: int, rows: int, cell: float,
                 border: Callable[[int, int], bool] = lambda col, row: False, rim: float = 8) -> None:
        self.p, self.x0, self.y0, self.cols, self.rows, self.cell = p, x0, y0, cols, rows, cell
        w, h = cols * cell, rows * cell
        p.rect((x0 - rim + 5, y0 - rim + 7, w + 2 * rim, h + 2 * rim), SHADOW, radius=rim + 6)
        p.rect((x0 - rim, y0 - rim, w + 2 * rim, h + 2 * rim), (120, 78, 48), radius=rim + 6)
        p.rect((x0 - rim + 2, y0 - rim + 2, w + 2 * rim - 4, 3), (160, 110, 72), radius=2)
        p.rect((x0, y0, w, h), self.INNER, radius=3)
        for row in range(rows):
            for col in range(cols):
                if border(col, row):
                    p.rect((x0 + col * cell, y0 + row * cell, cell, cell), self.RING)
                    _hatch(p, x0 + col * cell, y0 + row * cell, cell, _shade(self.RING, 0.3))
        lw = max(1.2, cell / 24)
        for k in range(cols + 1):
            p.line((x0 + k * cell, y0), (x0 + k * cell, y0 + h), self.LINES, lw)
        for k in range(rows + 1):
            p.line((x0, y0 + k * cell), (x0 + w, y0 + k * cell), self.LINES, lw)

    def c(self, col: float, row: float) -> Point:
        """Centre of a cell."""
        return (self.x0 + (col + 0.5) * self.cell, self.y0 + (row + 0.5) * self.cell)

    def disc(self, col: int, row: int, colour: Colour) -> None:
        """A disc on a cell."""
        _disc(self.p, self.c(col, row), self.cell * 0.4, colour)

    def wall(self, col: int, row: int) -> None:
        """A brick wall on a cell."""
        inset = self.cell * 0.08
        _wall_block(self.p, self.x0 + col * self.cell + inset, self.y0 + row * self.cell + inset,
                    self.cell - 2 * inset)

    def glow(self, col: int, row: int, colour: Colour = GLOW) -> None:
        """Highlight one cell (a fresh move, a flipped disc)."""
        x, y, s = self.x0 + col * self.cell, self.y0 + row * self.cell, self.cell
        self.p.rect((x + 1.5, y + 1.5, s - 3, s - 3), _shade(colour, 0.55), radius=s / 7)
        self.p.rect((x + 1.5, y + 1.5, s - 3, s - 3), colour, radius=s / 7, width=max(2.0, s / 14))

    def band(self, col0: int, col1: int, row: int, colour: Colour = GLOW) -> None:
        """A highlighted run of cells along one row."""
        x, y, s = self.x0 + col0 * self.cell, self.y0 + row * self.cell, self.cell
        w = (col1 - col0 + 1) * s
        self.p.rect((x + 1.5, y + 1.5, w - 3, s - 3), _shade(colour, 0.5), radius=s / 5)
        self.p.rect((x + 1.5, y + 1.5, w - 3, s - 3), colour, radius=s / 5, width=max(2.5, s / 11))


def _placing(p: Painter, c: Point, r: float, colour: Colour) -> None:
    """A disc being put down on a cell: shadow on the cell, the disc just above it, a down arrow over it."""
    p.circle((c[0] + 2, c[1] + 3), r, (40, 24, 20, 90))
    _disc(p, (c[0], c[1] - r * 0.55), r, colour)
    top = c[1] - r * 1.7
    _arrow(p, [(c[0], top - 34), (c[0], top)], (250, 110, 80), width=7, head=14)


def draw_help_mapello_board(p: Painter) -> None:
    """The 10x10 board: hatched border ring for jokers around the 8x8 play area, with sizes marked 10 and 8."""
    _help_background(p, (253, 236, 214), (244, 204, 168))
    cell = 26.0
    board = MiniBoard(p, 122, 72, 10, 10, cell, border=lambda col, row: col in (0, 9) or row in (0, 9))
    x0, y0 = board.x0, board.y0
    p.rect((x0 + cell, y0 + cell, cell * 8, cell * 8), (255, 246, 190), width=2.5)  # the play area's edge
    for (col, row), colour in {(4, 4): WHITE_DISC, (5, 5): WHITE_DISC, (5, 4): BLACK_DISC,
                               (4, 5): BLACK_DISC}.items():
        board.disc(col, row, colour)
    board.wall(2, 6)
    board.wall(7, 2)
    _bonus_star(p, board.c(3, 2), cell * 0.42)
    _bonus_star(p, board.c(6, 7), cell * 0.42)
    _joker(p, board.c(0, 3), cell * 0.4)
    _joker(p, board.c(6, 9), cell * 0.4)
    # sizes: "10" across the whole board, "8" down the play area only
    ink = (120, 78, 48)
    top_y = y0 - 28
    for a, b in (((x0 + 2, top_y), (x0 + cell * 10 - 2, top_y)), ((x0 + cell * 10 - 2, top_y), (x0 + 2, top_y))):
        _arrow(p, [a, b], ink, width=3.5, head=11, edge=None)
    for x in (x0, x0 + cell * 10):
        p.line((x, top_y - 9), (x, top_y + 9), ink, 2.5)
    p.rect((x0 + cell * 5 - 24, top_y - 16, 48, 32), (253, 236, 214), radius=14)
    _text(p, "10", (x0 + cell * 5, top_y - 1), 26, INK)
    left_x = x0 - 34
    ya, yb = y0 + cell, y0 + cell * 9
    for a, b in (((left_x, ya + 2), (left_x, yb - 2)), ((left_x, yb - 2), (left_x, ya + 2))):
        _arrow(p, [a, b], ink, width=3.5, head=11, edge=None)
    for y in (ya, yb):
        p.line((left_x - 9, y), (left_x + 9, y), ink, 2.5)
        p.line((left_x + 12, y), (x0 - 10, y), (120, 78, 48, 110), 1.5)
    p.rect((left_x - 17, y0 + cell * 5 - 18, 34, 36), (250, 224, 196), radius=14)
    _text(p, "8", (left_x, y0 + cell * 5 - 1), 28, INK)
    _round_corners(p)


def _flip_scene(board: MiniBoard, after: bool) -> None:
    """Shared discs of the before/after boards: black traps three whites along row 2 by playing e (col 4)."""
    for (col, row), colour in {(2, 4): WHITE_DISC, (1, 3): BLACK_DISC, (3, 3): WHITE_DISC,
                               (3, 0): BLACK_DISC}.items():
        board.disc(col, row, colour)
    if after:
        board.band(0, 4, 2)
        for col in range(5):
            board.disc(col, 2, BLACK_DISC)
        for col in (1, 2, 3):  # the flipped ones sparkle
            x, y = board.c(col, 2)
            board.p.star((x + board.cell * 0.3, y - board.cell * 0.32), board.cell * 0.16, (255, 246, 170))
    else:
        board.disc(0, 2, BLACK_DISC)
        for col in (1, 2, 3):
            board.disc(col, 2, WHITE_DISC)
        board.glow(4, 2)
        _placing(board.p, board.c(4, 2), board.cell * 0.4, BLACK_DISC)


def draw_help_mapello_flip(p: Painter) -> None:
    """Before and after: a black disc played at the end of three whites turns the whole line black (M8, M9)."""
    _help_background(p, (253, 236, 214), (244, 204, 168))
    cell = 34.0
    before = MiniBoard(p, 24, 112, 5, 5, cell)
    _flip_scene(before, after=False)
    after = MiniBoard(p, 246, 112, 5, 5, cell)
    _flip_scene(after, after=True)
    _arrow(p, [(206, 197), (237, 197)], (250, 110, 80), width=10, head=18)
    _badge(p, (before.x0 + cell * 2.5, 52), 19, "1")
    _badge(p, (after.x0 + cell * 2.5, 52), 19, "2")
    # curly flip arrows over the turned discs
    for col in (1, 2, 3):
        x, y = after.c(col, 2)
        pts = [(x - 11 + 22 * t, y - 30 - 9 * math.sin(math.pi * t)) for t in (k / 10 for k in range(11))]
        _arrow(p, pts, (250, 110, 80), width=3.5, head=8, edge=(255, 255, 255))
    _round_corners(p)


def draw_help_mapello_wall(p: Painter) -> None:
    """A line of whites runs into a brick wall: the search stops there and nothing flips (M2, M9)."""
    _help_background(p, (253, 236, 214), (244, 204, 168))
    cell = 54.0
    board = MiniBoard(p, 58, 58, 6, 3, cell)
    for (col, row), colour in {(2, 0): BLACK_DISC, (4, 2): WHITE_DISC, (1, 2): BLACK_DISC}.items():
        board.disc(col, row, colour)
    board.disc(1, 1, WHITE_DISC)
    board.disc(2, 1, WHITE_DISC)
    board.wall(3, 1)
    board.disc(4, 1, BLACK_DISC)
    board.glow(0, 1)
    _placing(p, board.c(0, 1), cell * 0.4, BLACK_DISC)
    # the search along the row, stopped by the wall
    y = board.c(0, 1)[1]
    x_start, x_wall = board.c(0, 1)[0] + cell * 0.45, board.x0 + 3 * cell
    _dots(p, [(x_start, y - cell * 0.62), (x_wall - 4, y - cell * 0.62)], (255, 255, 255), r=3.6, gap=12)
    _arrow(p, [(x_wall - 40, y - cell * 0.62), (x_wall - 6, y - cell * 0.62)], (255, 255, 255), width=6, head=13,
           edge=None)
    # a bump star where it hits, and the red X: no flip through the wall
    p.star((x_wall + cell * 0.5, y - cell * 0.62), 17, (255, 236, 150), points=8, inner=0.5)
    _red_x(p, (x_wall + cell * 0.5, y - cell * 0.62), 13)
    # below: nobody can play on a wall either
    size = 52.0
    bx, by = 220 - size / 2, 292 - size / 2
    p.rect((bx - 30, by - 12, size + 60, size + 24), MiniBoard.INNER, radius=12)
    _wall_block(p, bx, by, size)
    _disc(p, (220, by - 12), size * 0.36, BLACK_DISC)
    _arrow(p, [(170, by - 20), (194, by - 2)], (250, 110, 80), width=6, head=12)
    _red_x(p, (286, 292), 15)
    _round_corners(p)


def draw_help_mapello_bonus(p: Painter) -> None:
    """A disc played on the gold star square takes the star: +3 at the end (M10)."""
    _help_background(p, (253, 236, 214), (244, 204, 168))
    cell = 56.0
    board = MiniBoard(p, 30, 140, 4, 3, cell)
    for (col, row), colour in {(2, 1): WHITE_DISC, (3, 1): BLACK_DISC, (2, 0): WHITE_DISC, (3, 2): WHITE_DISC,
                               (0, 2): BLACK_DISC}.items():
        board.disc(col, row, colour)
    board.glow(1, 1)
    _bonus_star(p, board.c(1, 1), cell * 0.42)
    _placing(p, board.c(1, 1), cell * 0.4, BLACK_DISC)
    # the star flies from the square to the big "+3" star
    big = (334.0, 144.0)
    start = (board.c(1, 1)[0] + cell * 0.35, board.c(1, 1)[1] - cell * 0.9)
    _arrow(p, _curve(start, (big[0] - 84, big[1] - 6), 48), (250, 110, 80), width=8, head=17)
    p.star(big, 90, (255, 240, 170, 120), points=12, inner=0.78)
    _bonus_star(p, big, 78)
    _text(p, "+3", (big[0], big[1] + 8), 50, (196, 72, 40), outline=(255, 255, 255), thickness=3.5)
    rng = random.Random(12)
    _confetti(p, rng, [(255, 220, 90), (255, 255, 255), (250, 150, 120)], 10, (260, 250, 170, 90), 5)
    _round_corners(p)


def _joker_strip(p: Painter, y0: float, after: bool) -> MiniBoard:
    """One row of the board with the joker on its border cell: whites before the move, blacks after it."""
    cell = 58.0
    strip = MiniBoard(p, 88, y0, 5, 1, cell, border=lambda col, row: col == 0)
    p.line((strip.x0 + cell, y0 - 2), (strip.x0 + cell, y0 + cell + 2), (255, 246, 190), 3)
    _joker(p, strip.c(0, 0), cell * 0.4)
    if after:
        strip.band(1, 3, 0)
        for col in (1, 2, 3):
            strip.disc(col, 0, BLACK_DISC)
        p.circle(strip.c(0, 0), cell * 0.47, BLACK_DISC, width=3)  # the joker counted as black
    else:
        strip.disc(1, 0, WHITE_DISC)
        strip.disc(2, 0, WHITE_DISC)
        strip.glow(3, 0)
    return strip


def draw_help_mapello_joker(p: Painter) -> None:
    """A joker on the border closes a line of whites for black, so they flip; the joker stays (M9)."""
    _help_background(p, (253, 236, 214), (244, 204, 168))
    top = _joker_strip(p, 76, after=False)
    cell = top.cell
    _placing(p, top.c(3, 0), cell * 0.4, BLACK_DISC)
    y = top.y0 + cell + 24
    _dots(p, [(top.c(3, 0)[0], y), (top.c(0, 0)[0] + 24, y)], (120, 78, 48), r=3.2, gap=12)
    _arrow(p, [(top.c(0, 0)[0] + 30, y), (top.c(0, 0)[0] + 2, y)], (120, 78, 48), width=4, head=11, edge=None)
    bottom = _joker_strip(p, 244, after=True)
    _arrow(p, [(top.c(2, 0)[0], 178), (top.c(2, 0)[0], 230)], (250, 110, 80), width=11, head=20)
    _badge(p, (44, top.c(0, 0)[1]), 19, "1")
    _badge(p, (44, bottom.c(0, 0)[1]), 19, "2")
    for col in (1, 2):
        x, yy = bottom.c(col, 0)
        pts = [(x - 12 + 24 * t, yy - 33 - 9 * math.sin(math.pi * t)) for t in (k / 10 for k in range(11))]
        _arrow(p, pts, (250, 110, 80), width=3.5, head=8)
    _check(p, (bottom.x0 + cell * 5 + 30, bottom.c(0, 0)[1]), 17)
    _round_corners(p)


def _pile(p: Painter, c: Point, colour: Colour, n: int) -> None:
    """A side view of a stack of n discs, bottom centre at c."""
    r, h = 26.0, 7.0
    edge = _shade(colour, -0.35) if colour == WHITE_DISC else _shade(colour, 0.35)
    p.ellipse((c[0] + 4, c[1] + 3), r + 2, 9, SHADOW)
    for k in range(n):
        y = c[1] - k * h
        p.ellipse((c[0], y), r, 8, _shade(colour, -0.2) if colour == WHITE_DISC else colour)
        p.rect((c[0] - r, y - h, 2 * r, h), _shade(colour, -0.2) if colour == WHITE_DISC else colour)
        p.ellipse((c[0], y), r, 8, edge, width=1.2)
        p.ellipse((c[0], y - h), r, 8, colour)
        p.ellipse((c[0], y - h), r, 8, edge, width=1.2)
    p.ellipse((c[0] - 8, c[1] - n * h - 2), 8, 2.5, _shade(colour, 0.5) + (160,))


def draw_help_mapello_end(p: Painter) -> None:
    """Two score sums: discs + 3 x stars = score; black wins 34 to 33 thanks to its stars (M12)."""
    _help_background(p, (253, 236, 214), (244, 204, 168))
    rows = ((BLACK_DISC, 28, 2, 34, 110.0), (WHITE_DISC, 30, 1, 33, 262.0))
    for colour, discs, stars, score, y in rows:
        p.rect((14, y - 62, 412, 124), (255, 250, 240, 150), radius=26)
        _pile(p, (50, y + 30), colour, 7)
        _text(p, str(discs), (50, y + 52), 26, INK)
        _text(p, "+", (100, y + 4), 34, INK)
        _text(p, "3", (134, y + 4), 34, INK)
        _text(p, "\u00d7", (160, y + 4), 28, INK)
        for k in range(2):
            c = (196 + k * 44, y + 2)
            if k < stars:
                _bonus_star(p, c, 21)
            else:
                p.star(c, 21, (220, 196, 160))
        _text(p, "=", (290, y + 4), 36, INK)
        p.rect((318, y - 30, 78, 64), _shade(colour, -0.25), radius=20)
        p.rect((318, y - 33, 78, 64), colour, radius=20)
        _text(p, str(score), (357, y + 0), 36, WHITE_DISC if colour == BLACK_DISC else INK)
    # the winner's crown
    cx, cy = 357.0, 62.0
    crown = [(cx - 22, cy + 12), (cx - 25, cy - 12), (cx - 11, cy - 1), (cx, cy - 18), (cx + 11, cy - 1),
             (cx + 25, cy - 12), (cx + 22, cy + 12)]
    p.polygon([(x + 2, y + 3) for x, y in crown], SHADOW)
    p.polygon(crown, (240, 184, 40))
    p.polygon(crown, (190, 130, 30), width=1.6)
    for x in (cx - 25, cx, cx + 25):
        p.circle((x, cy - 14 if x == cx else cy - 11), 3.5, (250, 110, 110))
    _round_corners(p)


# Kletterfrosch pieces ------------------------------------------------------------------------------------------

def _stone_wall(p: Painter, rect: tuple[float, float, float, float], brick_w: float = 48.0,
                brick_h: float = 22.0) -> None:
    """A patch of the castle's stone wall with offset brick joints."""
    x0, y0, w, h = rect
    p.rect(rect, STONE)
    rows = int(h // brick_h) + 1
    for r in range(rows):
        y = y0 + r * brick_h
        if r:
            p.line((x0, y), (x0 + w, y), MORTAR, 2)
        xx = x0 + (0 if r % 2 == 0 else brick_w / 2)
        while xx < x0 + w:
            if xx > x0:
                p.line((xx, y), (xx, min(y + brick_h, y0 + h)), MORTAR, 2)
            xx += brick_w


def _resident(p: Painter, c: Point, r: float, colour: Colour, ears: str) -> None:
    """A castle resident's round face: "cat", "bunny" or "bear" ears, big eyes, rosy cheeks, a smile."""
    x, y = c
    dark = _shade(colour, -0.3)
    if ears == "bunny":
        for side in (-1, 1):
            p.ellipse((x + side * r * 0.45, y - r * 1.05), r * 0.26, r * 0.62, colour)
            p.ellipse((x + side * r * 0.45, y - r * 1.0), r * 0.12, r * 0.45, (250, 180, 190))
    elif ears == "cat":
        for side in (-1, 1):
            p.polygon([(x + side * r * 0.9, y - r * 0.2), (x + side * r * 0.8, y - r * 1.15),
                       (x + side * r * 0.2, y - r * 0.75)], colour)
            p.polygon([(x + side * r * 0.75, y - r * 0.45), (x + side * r * 0.72, y - r * 0.95),
                       (x + side * r * 0.38, y - r * 0.7)], (250, 180, 190))
    else:
        for side in (-1, 1):
            p.circle((x + side * r * 0.72, y - r * 0.72), r * 0.34, colour)
            p.circle((x + side * r * 0.72, y - r * 0.72), r * 0.17, _shade(colour, 0.35))
    p.circle(c, r, colour)
    p.ellipse((x, y + r * 0.32), r * 0.5, r * 0.36, _shade(colour, 0.45))
    for side in (-1, 1):
        p.circle((x + side * r * 0.36, y - r * 0.12), r * 0.14, INK)
        p.circle((x + side * r * 0.36 - r * 0.05, y - r * 0.18), r * 0.05, (255, 255, 255))
        p.ellipse((x + side * r * 0.62, y + r * 0.2), r * 0.15, r * 0.09, (240, 120, 130, 170))
    p.circle((x, y + r * 0.16), r * 0.09, dark)
    p.arc((x, y + r * 0.2), r * 0.22, 0.5, math.pi - 0.5, dark, max(1.2, r * 0.07))


def _window(p: Painter, c: Point, w: float, h: float, inside: Colour = (70, 56, 60)) -> tuple[float, float, float,
                                                                                                      float]:
    """An arched window frame; returns the opening (x, y, w, h)."""
    x, y = c
    p.rect((x - w / 2 - 5, y - h / 2 - 5, w + 10, h + 10), MORTAR, radius=w / 2 + 5)
    opening = (x - w / 2, y - h / 2, w, h)
    p.rect(opening, inside, radius=w / 2)
    return opening


def _door(p: Painter, opening: tuple[float, float, float, float]) -> None:
    """A closed wooden door filling a window opening."""
    x, y, w, h = opening
    p.rect(opening, (168, 108, 66), radius=w / 2)
    for k in (1, 2):
        p.line((x + w * k / 3, y + 4), (x + w * k / 3, y + h - 2), (136, 84, 50), 2)
    p.circle((x + w * 0.78, y + h * 0.56), 3, (240, 200, 90))


def _hourglass(p: Painter, c: Point, h: float) -> None:
    """A wooden sand timer, most of the sand still on top."""
    x, y = c
    w = h * 0.62
    wood, glass = (150, 100, 60), (220, 240, 250, 170)
    sand = (240, 196, 96)
    p.rect((x - w / 2 + 3, y - h / 2 + 4, w, h), SHADOW, radius=6)
    p.polygon([(x - w * 0.42, y - h * 0.42), (x + w * 0.42, y - h * 0.42), (x + w * 0.06, y), (x + w * 0.42,
               y + h * 0.42), (x - w * 0.42, y + h * 0.42), (x - w * 0.06, y)], glass)
    p.polygon([(x - w * 0.3, y - h * 0.2), (x + w * 0.3, y - h * 0.2), (x + w * 0.05, y - h * 0.02),
               (x - w * 0.05, y - h * 0.02)], sand)
    p.line((x, y - h * 0.02), (x, y + h * 0.4), sand, max(1.5, h * 0.025))
    p.polygon([(x - w * 0.38, y + h * 0.42), (x + w * 0.38, y + h * 0.42), (x, y + h * 0.3)], sand)
    p.polygon([(x - w * 0.42, y - h * 0.42), (x + w * 0.42, y - h * 0.42), (x + w * 0.06, y), (x + w * 0.42,
               y + h * 0.42), (x - w * 0.42, y + h * 0.42), (x - w * 0.06, y)], (255, 255, 255), width=1.6)
    for yy in (y - h / 2, y + h / 2 - h * 0.1):
        p.rect((x - w / 2, yy, w, h * 0.1), wood, radius=4)
        p.rect((x - w / 2, yy, w, h * 0.035), _shade(wood, 0.3), radius=2)
    for side in (-1, 1):
        p.line((x + side * w * 0.4, y - h * 0.42), (x + side * w * 0.4, y + h * 0.42), wood, max(2.0, h * 0.05))


def _updown(p: Painter, c: Point, colour: Colour, size: float = 14, gap: float = 20) -> None:
    """Two triangles pointing up and down: "this moves up and down"."""
    x, y = c
    for sign in (-1, 1):
        tip = y + sign * (gap + size)
        base = y + sign * gap
        pts = [(x, tip), (x - size * 0.9, base), (x + size * 0.9, base)]
        p.polygon([(px + 1.5, py + 2) for px, py in pts], SHADOW)
        p.polygon(pts, colour)


def _gamepad(p: Painter, c: Point, s: float, left: Colour | None, right: Colour | None) -> None:
    """A rounded gamepad; a stick (and its shoulder button) in a side colour is the one in use."""
    x, y = c
    body, face = (124, 116, 196), (150, 142, 220)
    idle = (176, 174, 196)
    for side, colour in ((-1, left), (1, right)):  # shoulder buttons behind the body
        p.rect((x + side * 70 * s - 26 * s, y - 50 * s, 52 * s, 20 * s), colour or idle, radius=8 * s)
    p.ellipse((x + 5, y + 10 * s + 7), 110 * s, 50 * s, SHADOW)
    for side in (-1, 1):
        p.circle((x + side * 72 * s, y + 12 * s), 42 * s, body)
    p.rect((x - 80 * s, y - 42 * s, 160 * s, 72 * s), body, radius=32 * s)
    p.rect((x - 74 * s, y - 38 * s, 148 * s, 30 * s), face, radius=16 * s)
    dx, dy = x - 72 * s, y - 6 * s  # d-pad
    p.rect((dx - 16 * s, dy - 5.5 * s, 32 * s, 11 * s), (70, 66, 110), radius=3 * s)
    p.rect((dx - 5.5 * s, dy - 16 * s, 11 * s, 32 * s), (70, 66, 110), radius=3 * s)
    for (bx, by), colour in (((0, -12), (110, 200, 120)), ((12, 0), (235, 100, 90)), ((-12, 0), (90, 150, 230)),
                             ((0, 12), (250, 200, 70))):
        p.circle((x + 72 * s + bx * s, y - 6 * s + by * s), 6.5 * s, colour)
    for side, colour in ((-1, left), (1, right)):
        sx, sy = x + side * 34 * s, y + 20 * s
        p.circle((sx, sy), 21 * s, (60, 56, 92))
        cap = colour or idle
        p.circle((sx + 1 * s, sy + 2 * s), 15 * s, _shade(cap, -0.35))
        p.circle((sx, sy), 15 * s, cap)
        p.circle((sx - 4 * s, sy - 4 * s), 5 * s, _shade(cap, 0.5))
        if colour is not None:
            p.circle((sx, sy), 22 * s, (255, 255, 255), width=2.5 * s)


def _keycap(p: Painter, c: Point, size: float, colour: Colour, symbol: str) -> None:
    """A keyboard key: a letter, or "up"/"down" for an arrow key."""
    x, y = c
    half = size / 2
    p.rect((x - half + 2, y - half + 4, size, size), SHADOW, radius=size / 5)
    p.rect((x - half, y - half, size, size), _shade(colour, -0.3), radius=size / 5)
    p.rect((x - half + 4, y - half + 2, size - 8, size - 10), (255, 255, 255), radius=size / 6)
    p.rect((x - half + 4, y - half + 2, size - 8, size - 10), colour, radius=size / 6, width=2.5)
    if symbol in ("up", "down"):
        sign = -1 if symbol == "up" else 1
        cy = y - 4
        p.polygon([(x, cy + sign * size * 0.24), (x - size * 0.2, cy - sign * size * 0.02),
                   (x + size * 0.2, cy - sign * size * 0.02)], _shade(colour, -0.4))
        p.line((x, cy - sign * size * 0.02), (x, cy - sign * size * 0.2), _shade(colour, -0.4), size * 0.1)
    else:
        _text(p, symbol, (x, y - 5), size * 0.5, _shade(colour, -0.4))


def _strings(p: Painter, frog: Point, s: float, clips: tuple[Point, Point], ends: tuple[Point, Point],
             colours: tuple[Colour, Colour]) -> None:
    """The two strings: clip to the frog's hand, and clip down to the free end a player pulls."""
    hands = ((frog[0] - 36 * s, frog[1] - 24 * s), (frog[0] + 36 * s, frog[1] - 24 * s))
    for clip, hand, end, colour in zip(clips, hands, ends, colours):
        p.line(clip, hand, colour, 3)
        p.line(clip, end, colour, 3)
        p.circle(end, 7, _shade(colour, -0.2))
        p.circle((end[0] - 2, end[1] - 2), 2.5, _shade(colour, 0.5))
        p.rect((clip[0] - 10, clip[1] - 7, 20, 14), (90, 90, 100), radius=4)
        p.circle(clip, 3.5, (200, 200, 210))


def draw_help_frosch_controls(p: Painter) -> None:
    """Each string has its colour: left stick, W/S keys; right stick, up/down keys."""
    _help_background(p, (206, 232, 250), (236, 246, 252))
    p.rect((20, 18, 400, 16), (150, 110, 80), radius=6)  # the castle's top beam, holding the clips
    frog = (220.0, 112.0)
    s = 0.78
    clips = ((66.0, 30.0), (374.0, 30.0))
    _strings(p, frog, s, clips, ((66.0, 150.0), (374.0, 150.0)), (LEFT_SIDE, RIGHT_SIDE))
    _frog(p, frog, s)
    _updown(p, (34, 100), LEFT_SIDE, 13, 14)
    _updown(p, (406, 100), RIGHT_SIDE, 13, 14)
    _gamepad(p, (220, 262), 1.0, LEFT_SIDE, RIGHT_SIDE)
    for x, colour in ((186.0, LEFT_SIDE), (254.0, RIGHT_SIDE)):
        _updown(p, (x, 282), (255, 255, 255), 12, 25)
        _updown(p, (x, 283), colour, 9, 27)
    _keycap(p, (44, 236), 48, LEFT_SIDE, "W")
    _keycap(p, (44, 296), 48, LEFT_SIDE, "S")
    _keycap(p, (396, 236), 48, RIGHT_SIDE, "up")
    _keycap(p, (396, 296), 48, RIGHT_SIDE, "down")
    _round_corners(p)


def draw_help_frosch_window(p: Painter) -> None:
    """The frog carries the red ball along a dotted path to the lit window; a ball into a hole is lost (K5)."""
    _help_background(p, (206, 232, 250), (236, 246, 252))
    _stone_wall(p, (0, 0, 440, 360))
    # the owner's window, lit up
    win = (350.0, 86.0)
    p.circle(win, 64, (255, 236, 150, 110))
    p.circle(win, 50, (255, 226, 120, 140))
    opening = _window(p, win, 58, 72, (255, 222, 120))
    _resident(p, (win[0], win[1] + 10), 19, (232, 96, 92), "cat")
    p.rect(opening, (255, 250, 220), radius=29, width=3)
    for k in range(8):
        a = math.pi * (0.12 + 0.76 * k / 7) + math.pi
        p.line((win[0] + math.cos(a) * 52, win[1] + math.sin(a) * 60),
               (win[0] + math.cos(a) * 64, win[1] + math.sin(a) * 72), (255, 240, 160), 3.5)
    p.rect((196, 160, 70, 10), (150, 110, 80), radius=3)  # a ledge to steer around
    p.rect((196, 160, 70, 3), (186, 146, 110), radius=2)
    frog = (100.0, 262.0)
    s = 0.72
    _frog(p, frog, s)
    path = _curve((frog[0] + 18, frog[1] - 50), (win[0] - 44, win[1] + 26), -60)
    _dots(p, path[:-2], (255, 255, 255), r=4, gap=15)
    _arrow(p, path[-4:], (255, 255, 255), width=5, head=15, edge=None)
    # a hole: the ball drops in, so the try is lost
    hole = (316.0, 282.0)
    p.ellipse((hole[0], hole[1] + 3), 38, 18, MORTAR)
    p.ellipse(hole, 34, 15, (52, 40, 44))
    p.ellipse((hole[0], hole[1] + 3), 28, 10, (30, 22, 26))
    ball = (hole[0], hole[1] - 26)
    for k in (-1, 0, 1):  # falling lines above the ball
        p.line((ball[0] + k * 8, ball[1] - 38 + abs(k) * 6), (ball[0] + k * 8, ball[1] - 18 + abs(k) * 6),
               (255, 255, 255), 3)
    p.circle(ball, 11, (230, 70, 90))
    p.circle((ball[0] - 3, ball[1] - 3), 3.5, (255, 190, 200))
    _red_x(p, (hole[0] + 62, hole[1] - 22), 15)
    _hourglass(p, (40, 56), 64)
    _round_corners(p)


def draw_help_frosch_doors(p: Painter) -> None:
    """Memory game: the portrait wants the bunny, the opened door shows the cat, so that door moves to the empty
    frame (K8)."""
    _help_background(p, (206, 232, 250), (236, 246, 252))
    _stone_wall(p, (0, 0, 440, 360))
    # the portrait: whose ball to bring
    p.rect((24 + 4, 20 + 6, 88, 100), SHADOW, radius=10)
    p.rect((24, 20, 88, 100), (214, 160, 60), radius=10)
    p.rect((32, 28, 72, 84), (250, 240, 214), radius=6)
    _resident(p, (68, 82), 22, (250, 250, 250), "bunny")
    p.circle((98, 104), 10, (120, 170, 240))  # the bunny's ball
    p.circle((95, 101), 3, (220, 236, 255))
    frames = [60.0, 160.0, 264.0, 376.0]
    y = 262.0
    openings = [_window(p, (x, y), 62, 88) for x in frames]
    _door(p, openings[0])
    _door(p, openings[2])
    # frame 2 open: the door swung aside, the cat inside is the wrong resident
    x, yy, w, h = openings[1]
    p.rect(openings[1], (255, 232, 170), radius=w / 2)
    _resident(p, (x + w / 2, yy + h * 0.58), 20, (244, 160, 70), "cat")
    p.polygon([(x - 2, yy + 14), (x - 22, yy + 2), (x - 22, yy + h + 4), (x - 2, yy + h)], (168, 108, 66))
    p.polygon([(x - 2, yy + 14), (x - 22, yy + 2), (x - 22, yy + h + 4), (x - 2, yy + h)], (136, 84, 50),
              width=2)
    _red_x(p, (x + w + 10, yy + h - 6), 10)
    # frame 4 empty, with the door's ghost arriving there
    _, ey, ew, _ = openings[3]
    p.rect(openings[3], (40, 30, 34), radius=ew / 2)
    p.rect(openings[3], (255, 255, 255), radius=ew / 2, width=2.5)
    path = _curve((frames[1] + 6, yy - 14), (frames[3] - 4, ey - 14), 66)
    _arrow(p, path, (250, 110, 80), width=9, head=19)
    # the door itself on its way, drawn small at the top of its flight
    mx, my = path[len(path) // 2]
    flying = Painter((70, 84))
    _door(flying, (12, 8, 44, 64))
    tilted = p.pg.transform.rotate(flying.surf, -14)
    p.surf.blit(tilted, tilted.get_rect(center=p._p((mx + 4, my - 6))))
    for k in (-1, 0, 1):  # whoosh lines behind it
        p.line((mx - 60, my + k * 13 + 2), (mx - 36, my + k * 13), (255, 255, 255), 3.5)
    _round_corners(p)


def draw_help_frosch_coop(p: Painter) -> None:
    """Team game: each gamepad holds one string of the same frog, racing one sand timer (K10)."""
    _help_background(p, (206, 232, 250), (236, 246, 252))
    p.rect((20, 18, 400, 16), (150, 110, 80), radius=6)
    frog = (220.0, 108.0)
    s = 0.74
    clips = ((66.0, 30.0), (374.0, 30.0))
    _strings(p, frog, s, clips, ((90.0, 200.0), (350.0, 200.0)), (LEFT_SIDE, RIGHT_SIDE))
    _frog(p, frog, s)
    _gamepad(p, (96, 280), 0.68, LEFT_SIDE, None)
    _gamepad(p, (344, 280), 0.68, None, RIGHT_SIDE)
    _updown(p, (44, 150), LEFT_SIDE, 11, 12)
    _updown(p, (396, 150), RIGHT_SIDE, 11, 12)
    _hourglass(p, (220, 272), 76)
    for k, colour in enumerate(((232, 96, 92), (120, 170, 240), (250, 200, 70))):  # balls delivered together
        p.circle((196 + k * 24, 196), 9, colour)
        p.circle((193 + k * 24, 193), 3, _shade(colour, 0.6))
    _round_corners(p)


HELP_IMAGES: dict[str, Callable[[Painter], None]] = {
    "help_mapello_board": draw_help_mapello_board,
    "help_mapello_flip": draw_help_mapello_flip,
    "help_mapello_wall": draw_help_mapello_wall,
    "help_mapello_bonus": draw_help_mapello_bonus,
    "help_mapello_joker": draw_help_mapello_joker,
    "help_mapello_end": draw_help_mapello_end,
    "help_frosch_controls": draw_help_frosch_controls,
    "help_frosch_window": draw_help_frosch_window,
    "help_frosch_doors": draw_help_frosch_doors,
    "help_frosch_coop": draw_help_frosch_coop,
}


IMAGES: dict[str, tuple[Callable[[Painter], None], tuple[int, int]]] = {
    "tile_jaleo": (draw_jaleo, TILE_SIZE),
    "tile_mapello": (draw_mapello, TILE_SIZE),
    "tile_thirtysix": (draw_thirtysix, TILE_SIZE),
    "tile_dama": (draw_dama, TILE_SIZE),
    "tile_kletterfrosch": (draw_kletterfrosch, TILE_SIZE),
    "tile_farmini": (draw_farmini, TILE_SIZE),
    "icon": (draw_icon, (64, 64)),
    **{name: (draw, HELP_SIZE) for name, draw in HELP_IMAGES.items()},
}


def make_images(out_dir: Path, only: Iterable[str] | None = None) -> dict[str, tuple[int, int]]:
    """Draw every image into out_dir as PNG; returns their sizes."""
    import pygame

    pygame.display.init()
    out_dir.mkdir(parents=True, exist_ok=True)
    made: dict[str, tuple[int, int]] = {}
    for name, (draw, size) in IMAGES.items():
        if only is not None and name not in only:
            continue
        painter = Painter(size)
        draw(painter)
        image = painter.result()
        pygame.image.save(image, str(out_dir / f"{name}.png"))
        made[name] = image.get_size()  # type: ignore[attr-defined]
    return made


def main(argv: list[str] | None = None) -> int:
    """Command line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--fonts-only", action="store_true", help="only re-make the font subsets")
    group.add_argument("--sounds-only", action="store_true", help="only re-make the sounds")
    group.add_argument("--images-only", action="store_true", help="only re-make the images")
    parser.add_argument("--image", action="append", help="with --images-only: just this image (repeatable)")
    args = parser.parse_args(argv)
    every = not (args.fonts_only or args.sounds_only or args.images_only)
    if every or args.fonts_only:
        sizes = make_fonts(ASSETS_DIR / "fonts")
        glyphs = len(font_codepoints())
        for name, size in sizes.items():
            print(f"fonts/{name}: {size / 1024:.0f} KiB ({glyphs} code points)")
    if every or args.sounds_only:
        for name, seconds in make_sounds(ASSETS_DIR / "sounds").items():
            print(f"sounds/{name}.wav: {seconds:.2f} s")
    if every or args.images_only:
        for name, size in make_images(ASSETS_DIR / "images", args.image).items():
            print(f"images/{name}.png: {size[0]}x{size[1]}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
