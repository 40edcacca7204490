"""The table's version, as `kotatsu --version` prints it.

One source for every way the table reaches a family: an installed copy and the wheel carry the package's metadata,
and the download carries a `kotatsu` dist-info of its own (tools/bundle_contents.py writes it from pyproject.toml),
so `importlib.metadata` answers in all three."""

from __future__ import annotations

from importlib import metadata

DISTRIBUTION = "kotatsu"
UNKNOWN = "unknown (not installed: run `python3 -m pip install .`)"


def version() -> str:
    """The installed version of the table, or a line saying it is not installed (a bare checkout)."""
    try:
        return metadata.version(DISTRIBUTION)
    except metadata.PackageNotFoundError:
        return UNKNOWN
