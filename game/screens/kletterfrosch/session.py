"""What a frog game is set up from: the rules of its mode, the shuffle seed kept with the save, and its castle."""

from __future__ import annotations

from pathlib import Path

from game.board.session import Session
from game.core.file_cache import FileCache
from game.core.saves import SaveExtra, own_extra
from game.core.seeds import kept_seed
from game.dexterity import kletterfrosch as rules
from game.physics.castle import CASTLE_DIR, Castle, castle_paths, load_castle
from game.screens.kletterfrosch.files import FroschExtra


class FroschRules:
    """The frog's rules as the turn manager wants them (a rules module: game.rules.contract.RulesModule): one
    `new_game(**options)` for the three modes, and the rules' own reading of a state and of a move's notation."""

    REFUSAL_CODES = rules.REFUSAL_CODES
    from_json = staticmethod(rules.from_json)
    parse_move = staticmethod(rules.parse_move)

    @staticmethod
    def new_game(mode: str = "memory", players: int = 2, seed: int = 0) -> rules.KletterfroschGame:
        """A new game of `mode` ("memory", "coop" or "solo")."""
        if mode == "coop":
            return rules.new_coop_game(players, seed)
        if mode == "solo":
            return rules.new_solo_game(seed)
        return rules.new_memory_game(players, seed)


FROSCH_RULES = FroschRules()


class FroschSession(Session[rules.KletterfroschGame, rules.Move]):
    """A single frog game: the mode and the number of players go to the rules, with a seed kept in the save."""

    def rules_options(self, extra: SaveExtra) -> dict[str, object]:
        # The seed is kept with the save, so a resumed game shuffles the same pile and replays the same moves.
        own = own_extra(extra, FroschExtra)
        own.seed = kept_seed(self.ctx.rng, own.seed)
        return {
            "mode": str(self.start.options.get("mode", "memory")),
            "players": len(self.start.seats),
            "seed": own.seed,
        }


def _read_castle(path: Path) -> Castle | None:
    """The castle in `path`, or None for a file that does not load (tools/check_levels.py reports bad files)."""
    try:
        return load_castle(path)
    except (ValueError, OSError):
        return None


# Every castle file as it was read, read again only when it changed: the setup lists them all, and every new attempt,
# lesson step and resumed game loads one (reading one cost 3-12 ms of the frame it began in).
cached_castle = FileCache(_read_castle)


def load_chosen_castle(key: str | None) -> tuple[Castle, bool]:
    """The castle `key` names (a file stem), else the first good one; True when the chosen one loaded."""
    if key:
        chosen = cached_castle(CASTLE_DIR / f"{key}.toml")
        if chosen is not None:
            return chosen, True
    for path in castle_paths():
        castle = cached_castle(path)
        if castle is not None:
            return castle, False
    raise ValueError("no Burg Kletterfrosch castle could be loaded")
