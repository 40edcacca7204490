"""The table's icon in the formats the download's other systems want, made from the committed PNGs at build time:
Windows' .ico and macOS's .icns both may hold PNG images as they are, so no image library is needed (and nothing is
downloaded). `python3 tools/icon_files.py OUT_DIR` writes kotatsu.ico and kotatsu.icns there."""

from __future__ import annotations

import struct
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
ICON_PNGS = (ROOT / "assets" / "images" / "icon.png", ROOT / "assets" / "images" / "icon_256.png")
PNG_SIGNATURE = b"\x89PNG\r\n\x1a\n"
# The .icns types that hold a PNG of one size (Apple's names; each since macOS 10.5 or 10.7).
ICNS_TYPES = {16: b"icp4", 32: b"icp5", 64: b"icp6", 128: b"ic07", 256: b"ic08", 512: b"ic09", 1024: b"ic10"}


def png_size(data: bytes) -> tuple[int, int]:
    """The width and height of a PNG (from its header chunk); ValueError for anything else."""
    if not data.startswith(PNG_SIGNATURE) or data[12:16] != b"IHDR":
        raise ValueError("not a PNG image")
    width, height = struct.unpack(">II", data[16:24])
    return width, height


def square_size(data: bytes) -> int:
    """The side of a square PNG; ValueError for one that is not square."""
    width, height = png_size(data)
    if width != height:
        raise ValueError(f"an icon must be square, not {width}x{height}")
    return width


def ico(pngs: list[bytes]) -> bytes:
    """A Windows .ico holding these square PNGs (at most 256 pixels a side), smallest first."""
    images = sorted(pngs, key=square_size)
    header = struct.pack("<HHH", 0, 1, len(images))  # reserved, type 1 (icon), count
    offset = len(header) + 16 * len(images)
    entries, bodies = b"", b""
    for data in images:
        side = square_size(data)
        if side > 256:
            raise ValueError(f"an .ico image is at most 256 pixels a side, not {side}")
        # width and height (0 means 256), no palette, reserved, one plane, 32 bits a pixel, size, where it starts
        entries += struct.pack("<BBBBHHII", side % 256, side % 256, 0, 0, 1, 32, len(data), offset + len(bodies))
        bodies += data
    return header + entries + bodies


def icns(pngs: list[bytes]) -> bytes:
    """A macOS .icns holding these square PNGs (each of a size the format names)."""
    body = b""
    for data in sorted(pngs, key=square_size):
        side = square_size(data)
        if side not in ICNS_TYPES:
            raise ValueError(f"no .icns type holds a {side}x{side} image")
        body += ICNS_TYPES[side] + struct.pack(">I", 8 + len(data)) + data
    return b"icns" + struct.pack(">I", 8 + len(body)) + body


def write_icons(out_dir: Path, sources: tuple[Path, ...] = ICON_PNGS) -> dict[str, Path]:
    """Write kotatsu.ico and kotatsu.icns into `out_dir` from the icon PNGs; their paths by suffix."""
    pngs = [path.read_bytes() for path in sources]
    out_dir.mkdir(parents=True, exist_ok=True)
    written = {".ico": out_dir / "kotatsu.ico", ".icns": out_dir / "kotatsu.icns"}
    written[".ico"].write_bytes(ico(pngs))
    written[".icns"].write_bytes(icns(pngs))
    return written


if __name__ == "__main__":
    if len(sys.argv) != 2:
        raise SystemExit("usage: python3 tools/icon_files.py OUT_DIR")
    for path in write_icons(Path(sys.argv[1])).values():
        print(path)
