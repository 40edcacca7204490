"""Make the bundled assets: a Japanese-capable font subset, synthesised sounds and menu pictures.

Run from the repository root:  python tools/make_assets.py [--fonts-only | --sounds-only | --images-only]
Everything is written under assets/ and committed; nothing is downloaded. Output is deterministic.
Tool-time needs: fontTools (fonts only) and Debian's fonts-noto-cjk; pygame-ce (images only).
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


IMAGES: dict[str, tuple[Callable[[Painter], None], tuple[int, int]]] = {
    "tile_jaleo": (draw_jaleo, TILE_SIZE),
    "tile_mapello": (draw_mapello, TILE_SIZE),
    "tile_thirtysix": (draw_thirtysix, TILE_SIZE),
    "tile_dama": (draw_dama, TILE_SIZE),
    "tile_kletterfrosch": (draw_kletterfrosch, TILE_SIZE),
    "tile_farmini": (draw_farmini, TILE_SIZE),
    "icon": (draw_icon, (64, 64)),
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
