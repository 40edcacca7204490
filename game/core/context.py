"""The context every scene receives (DESIGN.md, "Scenes get a context"). It is defined beside the scenes, in
game/core/scenes.py: a scene holds its context and the context holds the stack of scenes, so the two live in one
module (no circle of imports); it is named here too, where most of the table imports it from."""

from __future__ import annotations

from game.core.scenes import AMBIENT_REST, Context, Toast

__all__ = ["AMBIENT_REST", "Context", "Toast"]
