"""Where settings and saves live: platformdirs, or $KOTATSU_HOME (tests, portable installs)."""

from __future__ import annotations

import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

APP = "kotatsu"


@dataclass(frozen=True)
class UserDirs:
    config: Path
    data: Path

    @classmethod
    def default(cls) -> UserDirs:
        home = os.environ.get("KOTATSU_HOME")
        if home:
            return cls.under(Path(home))
        return cls(Path(platformdirs.user_config_dir(APP)), Path(platformdirs.user_data_dir(APP)))

    @classmethod
    def under(cls, root: Path) -> UserDirs:
        return cls(root / "config", root / "data")
