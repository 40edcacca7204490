"""What several of Mapello's screens share of their layout: how long a message about a board's file stays."""

from __future__ import annotations

ERROR_SECONDS = 5.0  # a board that cannot be read, loaded or saved: the words name the file, so they stay to be read
