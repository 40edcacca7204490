"""What was read from a file, kept while the file stays the same (the same inode, size and times): lists of level
files shown on every setup (the frog's castles, Mapello's boards) are read once, not on every frame that builds
them (reading them all cost 20-40 ms, the frame a setup opened)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Generic, TypeVar

T = TypeVar("T")


class FileCache(Generic[T]):
    """`cache(path)`: `read(path)` as it was last returned, read again only when the file changed. `read` must not
    raise (it returns what a bad file means to its caller); a file gone is read again, so its error is its own."""

    def __init__(self, read: Callable[[Path], T]) -> None:
        self._read = read
        self._seen: dict[Path, tuple[tuple[int, int, int, int], T]] = {}

    def __call__(self, path: Path) -> T:
        try:
            stat = path.stat()
        except OSError:
            return self._read(path)
        key = (stat.st_ino, stat.st_size, stat.st_mtime_ns, stat.st_ctime_ns)
        seen = self._seen.get(path)
        if seen is None or seen[0] != key:
            seen = self._seen[path] = (key, self._read(path))
        return seen[1]
