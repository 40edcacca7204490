"""Make the bundled assets: a Japanese-capable font subset, synthesised sounds, menu and rules-help pictures.

Run from the repository root:  python tools/make_assets.py [--fonts-only | --sounds-only | --images-only]
Everything is written under assets/ and committed; nothing is downloaded. Output is deterministic.
This file makes the fonts and what every game shares (the general sounds, the app icon); each game's own
pictures and sounds are recipes in tools/assets/<name>.py, found by walking GAME_NAMES (see load_recipes).
Tool-time needs: fontTools (fonts only) and Debian's fonts-noto-cjk; pygame-ce and the bundled bold font (images,
whose numbers are set in it).
"""

from __future__ import annotations

import argparse
import array
import functools
import importlib.util
import os
import random
import sys
import wave
from collections.abc import Callable, Iterable
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game import ASSETS_DIR, LEVELS_DIR, ROOT
from game.core.assets import FONT_FILES as LOADED_FONTS
from game.rules import GAME_NAMES
from game.ui.paint import Painter
from game.ui.shared_art import disc
from tools.assets.synth import RATE, SoundRecipe, buffer, noise, render, tone

if TYPE_CHECKING:
    from fontTools.ttLib import TTFont

RECIPES_DIR = Path(__file__).resolve().parent / "assets"
ImageRecipe = tuple[Callable[[Painter], None], tuple[int, int]]

# ---------------------------------------------------------------------------------------------------------------
# Fonts
# ---------------------------------------------------------------------------------------------------------------

NOTO_DIR = Path("/usr/share/fonts/opentype/noto")
NOTO_COPYRIGHT_DOC = Path("/usr/share/doc/fonts-noto-cjk/copyright")
FONT_FACES = {"regular": "NotoSansCJK-Regular.ttc", "bold": "NotoSansCJK-Bold.ttc"}
FONT_FAMILY = "Kotatsu Sans JP"
FONT_FILES = {"regular": LOADED_FONTS[False], "bold": LOADED_FONTS[True]}  # the names the game loads

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
                for text in lines[i + 1 :]:
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


def _rename(font: TTFont, weight: str) -> None:
    """Give the subset its own family name (it is a Modified Version under the OFL)."""
    style = "Bold" if weight == "bold" else "Regular"
    ps = f"{FONT_FAMILY.replace(' ', '')}-{style}"
    names = {1: FONT_FAMILY, 2: style, 3: f"2.004;KOTATSU;{ps}", 4: f"{FONT_FAMILY} {style}", 6: ps}
    table = font["name"]
    for record in list(table.names):
        if record.nameID in names or record.nameID >= 16:
            table.removeNames(nameID=record.nameID)
    for name_id, value in names.items():
        table.setName(value, name_id, 3, 1, 0x409)
        table.setName(value, name_id, 1, 0, 0)
    cff = font["CFF "].cff
    cff.fontNames = [ps]
    top = cff.topDictIndex[0]
    for attr, value in (("FullName", f"{FONT_FAMILY} {style}"), ("FamilyName", FONT_FAMILY)):
        if hasattr(top, attr):
            setattr(top, attr, value)


# ---------------------------------------------------------------------------------------------------------------
# Each game's recipes: tools/assets/<name>.py exports IMAGES {name: (draw, size)} and, for sounds that only that
# game plays, SOUNDS {name: recipe}
# ---------------------------------------------------------------------------------------------------------------


@functools.cache
def load_recipes() -> dict[str, ModuleType]:
    """Each game's recipe module, loaded from tools/assets/<name>.py (tools/ is not a package)."""
    modules: dict[str, ModuleType] = {}
    for name in GAME_NAMES:
        path = RECIPES_DIR / f"{name}.py"
        if not path.is_file():
            raise SystemExit(f"{path} missing: every game needs at least its menu tile tile_{name}")
        spec = importlib.util.spec_from_file_location(f"asset_recipes_{name}", path)
        assert spec is not None and spec.loader is not None
        module = importlib.util.module_from_spec(spec)
        sys.modules[spec.name] = module  # dataclasses and pickling look their module up here
        spec.loader.exec_module(module)
        modules[name] = module
    return modules


def _merged(shared: dict[str, Any], attribute: str) -> dict[str, Any]:
    """The shared entries followed by every game's `attribute` dict; a name made twice is an error."""
    merged = dict(shared)
    for game_name, module in load_recipes().items():
        for key, value in getattr(module, attribute, {}).items():
            if key in merged:
                raise SystemExit(f"tools/assets/{game_name}.py: {attribute} makes {key!r}, which is made already")
            merged[key] = value
    return merged


# ---------------------------------------------------------------------------------------------------------------
# Sounds (the synthesis itself is in tools/assets/synth.py, shared with the games' recipes)
# ---------------------------------------------------------------------------------------------------------------


def _select(rng: random.Random) -> list[float]:
    b = buffer(0.09)
    tone(b, 0, 0.09, 880, 0.6, decay=0.03, harmonics=(1.0, 0.25))
    tone(b, 0.015, 0.075, 1320, 0.3, decay=0.025)
    return b


def _place(rng: random.Random) -> list[float]:
    b = buffer(0.16)
    tone(b, 0, 0.16, lambda t: 300 - 900 * t, 0.8, attack=0.001, decay=0.04, harmonics=(1.0, 0.3, 0.1))
    noise(b, 0, 0.03, 0.35, rng, cutoff=3000, decay=0.008)
    return b


def _flip(rng: random.Random) -> list[float]:
    b = buffer(0.18)
    tone(b, 0, 0.09, lambda t: 600 + 2500 * t, 0.5, decay=0.04, harmonics=(1.0, 0.2))
    tone(b, 0.06, 0.12, lambda t: 900 + 1800 * t, 0.45, decay=0.05, harmonics=(1.0, 0.2))
    return b


def _capture(rng: random.Random) -> list[float]:
    b = buffer(0.32)
    for k, f in enumerate((784.0, 659.3, 523.3)):
        tone(b, k * 0.07, 0.18, f, 0.5, decay=0.06, harmonics=(1.0, 0.35, 0.1))
    noise(b, 0, 0.05, 0.2, rng, cutoff=2500, decay=0.01)
    return b


def _falling(f: float, t: float) -> float:
    """A block's knock: from `f` Hz, downwards, at `t` seconds."""
    return f - 1200 * t


def _stack(rng: random.Random) -> list[float]:
    b = buffer(0.22)
    for k, f in enumerate((420.0, 560.0)):
        knock = functools.partial(_falling, f)
        tone(b, k * 0.08, 0.12, knock, 0.7, attack=0.001, decay=0.03, harmonics=(1.0, 0.4, 0.15))
        noise(b, k * 0.08, 0.025, 0.3, rng, cutoff=3500, decay=0.006)
    return b


def _error(rng: random.Random) -> list[float]:
    b = buffer(0.34)
    tone(b, 0, 0.16, 330, 0.5, attack=0.01, decay=0.1, harmonics=(1.0, 0.0, 0.3, 0.0, 0.1))
    tone(b, 0.15, 0.19, 262, 0.5, attack=0.01, decay=0.1, harmonics=(1.0, 0.0, 0.3, 0.0, 0.1))
    return b


def _win(rng: random.Random) -> list[float]:
    b = buffer(1.3)
    notes = (523.3, 659.3, 784.0, 1046.5)
    for k, f in enumerate(notes):
        tone(b, k * 0.12, 1.3 - k * 0.12, f, 0.4, attack=0.006, decay=0.35, harmonics=(1.0, 0.3, 0.08, 0.04))
    for f in (523.3, 659.3, 784.0):
        tone(b, 0.5, 0.8, f * 2, 0.12, attack=0.02, decay=0.3)
    return b


def _tick(rng: random.Random) -> list[float]:
    b = buffer(0.05)
    tone(b, 0, 0.05, 2000, 0.5, attack=0.0005, decay=0.008, harmonics=(1.0, 0.3))
    noise(b, 0, 0.02, 0.2, rng, cutoff=5000, decay=0.004)
    return b


SHARED_SOUNDS: dict[str, SoundRecipe] = {
    "select": _select,
    "place": _place,
    "flip": _flip,
    "capture": _capture,
    "stack": _stack,
    "error": _error,
    "win": _win,
    "tick": _tick,
}


def sounds() -> dict[str, SoundRecipe]:
    """Every sound to make: the shared ones, then each game's own."""
    return _merged(SHARED_SOUNDS, "SOUNDS")


def synth(name: str) -> array.array[int]:
    """Synthesise one named sound as 16-bit mono samples at RATE; same name, same samples."""
    return render(name, sounds()[name])


def write_wav(path: Path, samples: array.array[int]) -> None:
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
    for name in sounds():
        samples = synth(name)
        write_wav(out_dir / f"{name}.wav", samples)
        lengths[name] = len(samples) / RATE
    return lengths


# ---------------------------------------------------------------------------------------------------------------
# Images: drawn by game.ui.paint.Painter (supersampled, then smooth-scaled down, which antialiases every shape)
# ---------------------------------------------------------------------------------------------------------------


def draw_icon(p: Painter) -> None:
    """The app icon: a kotatsu (quilted low table) with a game disc and a star on it. Drawn on a 64-unit square at
    any size: the window's 64x64, and 256x256 for the download and the desktop entry (tools/bundle.py)."""
    k = p.size[0] / 64

    def at(x: float, y: float) -> tuple[float, float]:
        return x * k, y * k

    p.rect((2 * k, 2 * k, 60 * k, 60 * k), (255, 232, 196), radius=14 * k)
    p.polygon([at(8, 34), at(56, 34), at(60, 56), at(4, 56)], (226, 96, 88))  # quilt
    for i in range(4):
        p.line(at(14 + i * 12, 36), at(12 + i * 13, 55), (250, 160, 140), 1.6 * k)
    p.rect((6 * k, 27 * k, 52 * k, 9 * k), (150, 98, 62), radius=3 * k)  # table top
    p.rect((6 * k, 27 * k, 52 * k, 3 * k), (186, 130, 86), radius=2 * k)
    disc(p, at(24, 24), 7 * k, (52, 52, 64))
    disc(p, at(38, 23), 7 * k, (246, 244, 238))
    p.star(at(50, 12), 7 * k, (252, 196, 50))


SHARED_IMAGES: dict[str, ImageRecipe] = {
    "icon": (draw_icon, (64, 64)),  # the window's
    "icon_256": (draw_icon, (256, 256)),  # the download's: its desktop entry, and the .ico and .icns made from it
}


def images() -> dict[str, ImageRecipe]:
    """Every image to make: the shared ones, then each game's menu tile and rules-help pictures."""
    return _merged(SHARED_IMAGES, "IMAGES")


def make_images(out_dir: Path, only: Iterable[str] | None = None) -> dict[str, tuple[int, int]]:
    """Draw every image into out_dir as PNG; returns their sizes."""
    import pygame

    pygame.display.init()
    out_dir.mkdir(parents=True, exist_ok=True)
    made: dict[str, tuple[int, int]] = {}
    for name, (draw, size) in images().items():
        if only is not None and name not in only:
            continue
        painter = Painter(size)
        draw(painter)
        image = painter.result()
        pygame.image.save(image, str(out_dir / f"{name}.png"))
        made[name] = image.get_size()
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
        for name, (w, h) in make_images(ASSETS_DIR / "images", args.image).items():
            print(f"images/{name}.png: {w}x{h}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
