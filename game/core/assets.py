"""The asset loader: images, sounds, the bundled font and a cache of rendered text.

Assets are looked up by name without extension ("select" -> sounds/select.wav, "tile_mapello" ->
images/tile_mapello.png). They are made by tools/make_assets.py and committed under assets/.
"""

from __future__ import annotations

import logging
import re
import struct
import unicodedata
from collections import OrderedDict
from pathlib import Path

import pygame

import game

FONT_FILES = {False: "KotatsuSansJP-Regular.otf", True: "KotatsuSansJP-Bold.otf"}
TEXT_CACHE_SIZE = 512
_CONTROL = re.compile(r"[\x00-\x1f\x7f-\x9f]")  # never drawn: the font refuses a null, the rest show as boxes
# The font's "…" (U+2026) is the Japanese one, three dots centred on the line: right among kana and kanji, but in
# Latin text it reads as raised middle dots ("How do I⋯?"). There it is drawn as three of the font's full stops.
_CJK = re.compile(r"[\u3000-\u30ff\u3400-\u9fff\uf900-\ufaff\uff00-\uffef]")
log = logging.getLogger(__name__)


def shown_text(string: str) -> str:
    """`string` as it is drawn: control characters as spaces, a Latin line's "…" as three full stops."""
    shown = _CONTROL.sub(" ", string)
    if "…" in shown and not _CJK.search(shown):
        shown = shown.replace("…", "...")
    return shown


Colour = tuple[int, int, int] | tuple[int, int, int, int]


class AssetMissing(FileNotFoundError):
    """An asset file is not where it should be; the message names the asset and the path looked in."""

    def __init__(self, name: str, path: Path) -> None:
        super().__init__(f"asset {name!r} not found: looked for {path}")
        self.name = name
        self.path = path


class Assets:
    """Loads and caches the game's assets from one root folder."""

    def __init__(self, root: Path = game.ASSETS_DIR, text_cache_size: int = TEXT_CACHE_SIZE) -> None:
        self.root = Path(root)
        self.text_cache_size = text_cache_size
        self._images: dict[str, pygame.Surface] = {}
        self._sounds: dict[str, pygame.mixer.Sound] = {}
        self._fonts: dict[tuple[int, bool], pygame.font.Font] = {}
        self._texts: OrderedDict[tuple[str, int, tuple[int, ...], bool], pygame.Surface] = OrderedDict()
        self._coverage: dict[bool, frozenset[int]] = {}

    def path(self, folder: str, name: str, ext: str) -> Path:
        """Where the asset `name` of one kind lives; a missing file raises AssetMissing."""
        file = self.root / folder / (name if Path(name).suffix else f"{name}{ext}")
        if not file.is_file():
            raise AssetMissing(name, file)
        return file

    def image(self, name: str) -> pygame.Surface:
        """The image `name` (cached); converted for fast blits when a display mode is set."""
        surf = self._images.get(name)
        if surf is None:
            surf = pygame.image.load(str(self.path("images", name, ".png")))
            if pygame.display.get_init() and pygame.display.get_surface() is not None:
                surf = surf.convert_alpha()
            self._images[name] = surf
        return surf

    def sound(self, name: str) -> pygame.mixer.Sound | None:
        """The sound `name` (cached), or None when the mixer is not initialised."""
        file = self.path("sounds", name, ".wav")  # a missing file is an error even without a mixer
        if pygame.mixer.get_init() is None:
            return None
        snd = self._sounds.get(name)
        if snd is None:
            snd = pygame.mixer.Sound(str(file))
            self._sounds[name] = snd
        return snd

    def font_path(self, bold: bool = False) -> Path:
        """The bundled font file for the weight."""
        return self.path("fonts", FONT_FILES[bold], "")

    def font(self, size: int, bold: bool = False) -> pygame.font.Font:
        """The bundled Japanese-capable font at a pixel size (cached)."""
        key = (int(size), bool(bold))
        fnt = self._fonts.get(key)
        if fnt is None:
            if not pygame.font.get_init():
                pygame.font.init()
            fnt = pygame.font.Font(str(self.font_path(bold)), key[0])
            self._fonts[key] = fnt
        return fnt

    def text(self, string: str, size: int, colour: Colour, bold: bool = False) -> pygame.Surface:
        """Antialiased rendering of one line of text, from an LRU cache (callers must not draw on it). Never
        raises: control characters (a null the font refuses) are drawn as spaces, anything else unrenderable as
        nothing."""
        key = (string, int(size), tuple(colour), bool(bold))
        surf = self._texts.get(key)
        if surf is not None:
            self._texts.move_to_end(key)
            return surf
        font = self.font(size, bold)
        shown = shown_text(string if isinstance(string, str) else str(string))
        try:
            surf = font.render(shown, True, colour)
        except (ValueError, pygame.error, UnicodeError):
            log.warning("text not drawable: %r", string)
            surf = pygame.Surface((1, font.get_height()), pygame.SRCALPHA)
        self._texts[key] = surf
        if len(self._texts) > self.text_cache_size:
            self._texts.popitem(last=False)
        return surf

    def text_cache_len(self) -> int:
        """How many rendered strings are cached now."""
        return len(self._texts)

    def missing_glyphs(self, text: str, bold: bool = False) -> list[str]:
        """Characters of `text` the bundled font has no glyph for (each once, in order; control characters skipped)."""
        # pygame's Font.metrics reports the .notdef box for unknown characters, so read the font's cmap instead
        covered = self._coverage.get(bold)
        if covered is None:
            covered = cmap_codepoints(self.font_path(bold).read_bytes())
            self._coverage[bold] = covered
        missing: list[str] = []
        for ch in text:
            if ord(ch) not in covered and unicodedata.category(ch) != "Cc" and ch not in missing:
                missing.append(ch)
        return missing


def cmap_codepoints(data: bytes) -> frozenset[int]:
    """Code points mapped to a real glyph by an OpenType/TrueType font's cmap (formats 4 and 12)."""
    num_tables = struct.unpack_from(">H", data, 4)[0]
    cmap = None
    for k in range(num_tables):
        tag, _checksum, offset, _length = struct.unpack_from(">4sIII", data, 12 + 16 * k)
        if tag == b"cmap":
            cmap = offset
    if cmap is None:
        raise ValueError("font has no cmap table")
    subtables: dict[int, int] = {}
    for k in range(struct.unpack_from(">H", data, cmap + 2)[0]):
        platform, encoding, offset = struct.unpack_from(">HHI", data, cmap + 4 + 8 * k)
        if (platform, encoding) in ((3, 1), (3, 10), (0, 3), (0, 4), (0, 6)):
            fmt = struct.unpack_from(">H", data, cmap + offset)[0]
            subtables.setdefault(fmt, cmap + offset)
    if 12 in subtables:
        return _cmap_format12(data, subtables[12])
    if 4 in subtables:
        return _cmap_format4(data, subtables[4])
    raise ValueError("font has no Unicode cmap subtable of format 4 or 12")


def _cmap_format12(data: bytes, at: int) -> frozenset[int]:
    groups = struct.unpack_from(">I", data, at + 12)[0]
    points: set[int] = set()
    for k in range(groups):
        start, end, glyph = struct.unpack_from(">III", data, at + 16 + 12 * k)
        points.update(c for c in range(start, end + 1) if glyph + (c - start) != 0)
    return frozenset(points)


def _cmap_format4(data: bytes, at: int) -> frozenset[int]:
    segs = struct.unpack_from(">H", data, at + 6)[0] // 2
    ends = struct.unpack_from(f">{segs}H", data, at + 14)
    starts = struct.unpack_from(f">{segs}H", data, at + 16 + 2 * segs)
    deltas = struct.unpack_from(f">{segs}h", data, at + 16 + 4 * segs)
    range_at = at + 16 + 6 * segs
    offsets = struct.unpack_from(f">{segs}H", data, range_at)
    points: set[int] = set()
    for i in range(segs):
        for c in range(starts[i], ends[i] + 1):
            if c == 0xFFFF:
                continue
            if offsets[i] == 0:
                glyph = (c + deltas[i]) & 0xFFFF
            else:
                # idRangeOffset is relative to its own position in the table (the format's classic quirk)
                where = range_at + 2 * i + offsets[i] + 2 * (c - starts[i])
                glyph = struct.unpack_from(">H", data, where)[0]
                glyph = (glyph + deltas[i]) & 0xFFFF if glyph else 0
            if glyph:
                points.add(c)
    return frozenset(points)
