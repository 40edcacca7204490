"""The attract demo on the menu tile: a small castle where the autopilot carries balls to random windows;
and the staged frog scenes that tools/screenshots.py renders (the autopilot plays them through the scene's
driver hook).

Paths for every window are planned once when the demo is built (about 20 ms each), so a new attempt never
stalls a frame; the wall is pre-rendered at the tile's size and a frame is a few blits and lines.
"""

from __future__ import annotations

import random
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.dexterity.kletterfrosch import RESIDENTS
from game.physics.autopilot import Autopilot
from game.physics.castle import Castle
from game.physics.kletterfrosch import BALL_RADIUS, World
from game.screens.kletterfrosch import art
from game.screens.kletterfrosch.records import RECORDS_KIND, RECORDS_NAME, records_key
from game.screens.kletterfrosch.scene import KletterfroschScene
from game.screens.kletterfrosch.session import load_chosen_castle

if TYPE_CHECKING:
    from game.app import App
    from game.core.context import Context

REST = 0.7  # seconds the frog sits on the throne between balls
_PLANS: dict[str, dict[int, list[tuple[float, float]]]] = {}


class PlannedAutopilot(Autopilot):
    """An autopilot whose paths are all planned up front, so switching targets costs nothing mid-game."""

    def __init__(self, world: World) -> None:
        self.plans: dict[int, list[tuple[float, float]]] = {}  # the base's constructor plans once, before these
        super().__init__(world)
        key = world.castle.source or world.castle.name
        if key not in _PLANS:
            _PLANS[key] = {w.id: self.plan(w.id) for w in world.castle.windows}
        self.plans = _PLANS[key]

    def plan(self, target: int | None = None) -> list[tuple[float, float]]:
        """The cached path to `target` when there is one, else a fresh plan."""
        target = self.world.target if target is None else target
        cached = self.plans.get(target) if target is not None else None
        return list(cached) if cached is not None else super().plan(target)


class FroschDemo:
    """Built as FroschDemo(ctx, size); the menu calls update(dt) and draw(surface, rect) while the tile is focused."""

    def __init__(self, ctx: Context, size: tuple[int, int], castle: Castle | None = None, seed: int = 7) -> None:
        self.ctx = ctx
        self.size = size
        self.castle = castle or load_chosen_castle("castle_1")[0]
        cw, ch = self.castle.size
        scale = min(size[0] / cw, size[1] / ch)
        self.view = art.WallView((size[0] - cw * scale) / 2, (size[1] - ch * scale) / 2, scale, (cw, ch))
        self.background = pygame.Surface(size)
        self.background.fill((34, 40, 49))
        wall = art.render_wall(self.castle, art.WallView(0, 0, scale, (cw, ch)))
        self.background.blit(wall, (self.view.x, self.view.y))
        for win in self.castle.windows:
            r = self.view.rect(win.rect)
            self.background.blit(art.tile(win.id, r.size, True), r)
        self.rng = random.Random(seed)
        self.world = World(self.castle, seed=seed)
        self.pilot = PlannedAutopilot(self.world)
        self.rest = REST
        self.resident = 0
        self._next()

    def _next(self) -> None:
        target = self.rng.choice([w.id for w in self.castle.windows if self.pilot.plans.get(w.id)])
        self.world.reset_to_throne(1000.0)  # the demo has no sand timer
        self.world.set_target(target)
        self.resident = target  # the demo's window i holds resident i
        self.rest = REST

    def update(self, dt: float) -> None:
        """Advance the demo; the frog rests a moment on the throne, then climbs."""
        dt = min(dt, 0.05)
        if self.rest > 0:
            self.rest -= dt
            return
        reels = self.pilot.control()
        self.world.step(dt, *reels)
        if self.world.is_over:
            self._next()

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw into `rect` of `surface`: the pre-rendered castle, strings, frog and ball."""
        surface.blit(self.background, rect)
        v = self.view
        ox, oy = rect.x, rect.y
        w = self.world
        for clip, anchor in w.rope_endpoints():
            a, b = v.pt(clip), v.pt(anchor)
            pygame.draw.line(surface, art.STRING_TAUT, (a[0] + ox, a[1] + oy), (b[0] + ox, b[1] + oy), 2)
        fx, fy = v.pt(w.frog_position)
        img = art.frog(round(v.scale, 3), w.frog_angle, w.castle.cup_depth)
        surface.blit(img, img.get_rect(center=(round(fx + ox), round(fy + oy))))
        bx, by = v.pt(w.ball_position)
        ball = art.carried_ball(
            self.resident % len(RESIDENTS), max(4, round(BALL_RADIUS * v.scale * art.BALL_DRAW_SCALE))
        )
        surface.blit(ball, ball.get_rect(center=(round(bx + ox), round(by + oy))))


# ---- staged scenes for tools/screenshots.py ---------------------------------------------------------------
SHOT_DT = 1 / 60


def _begin(app: App, mode: str, players: int) -> KletterfroschScene:
    """A fresh frog game on the gentlest castle, above the menu."""
    from game.core.match import Match, Seat
    from game.table.launcher import start_game

    seats = (Seat("fox", 0), Seat("bear", 1), Seat("cat", 2), Seat("owl", 3))[:players]
    start_game(app.ctx, Match("kletterfrosch", seats, {"mode": mode, "castle": "castle_1"}))
    scene = app.ctx.scenes.top
    assert isinstance(scene, KletterfroschScene)
    return scene


def _until(app: App, done: Callable[[], bool], limit: int = 4000) -> None:
    for _ in range(limit):
        if done():
            return
        app.frame(SHOT_DT, events=[])
    raise RuntimeError("the staged frog scene never got there")


def _fly(scene: KletterfroschScene) -> None:
    pilot = PlannedAutopilot(scene.world)
    scene.driver = lambda w: pilot.control()


def _climbed(scene: KletterfroschScene, share: float) -> Callable[[], bool]:
    """True once the ball has climbed `share` of the way from the throne up to the target window."""

    def done() -> bool:
        w = scene.world
        if scene.ui != "carry" or w.target is None:
            return False
        start, goal = w.castle.throne[1], w.castle.window(w.target).center[1]
        return (start - w.ball_position[1]) >= share * (start - goal)

    return done


def shot_carry(app: App) -> KletterfroschScene:
    """Memory game, three players: the right door found, the frog halfway up with the ball."""
    scene = _begin(app, "memory", 3)
    s = scene.state
    scene.play(rules_open(s.frames.index(s.portrait)))
    _until(app, lambda: scene.ui == "carry")
    _fly(scene)
    _until(app, _climbed(scene, 0.3))
    return scene


def shot_replay(app: App) -> KletterfroschScene:
    """Co-op: the ball spilled mid-climb; the slow replay of the drop."""
    scene = _begin(app, "coop", 2)
    _fly(scene)
    _until(app, _climbed(scene, 0.45))
    scene.driver = lambda w: (1.0, -1.0)  # a clumsy yank: the frog tips and the ball rolls out of the cup
    _until(app, lambda: scene.ui == "replay")
    return scene


def shot_celebrate(app: App) -> KletterfroschScene:
    """Solo: a delivery, the portrait flying home."""
    scene = _begin(app, "solo", 1)
    _fly(scene)
    _until(app, lambda: scene.ui == "celebrate")
    return scene


def shot_solo_records(app: App) -> KletterfroschScene:
    """The end of a solo game: the score and this castle's records table."""
    scene = _begin(app, "solo", 1)
    table = [{"score": n, "date": d, "players": ["Fox"]} for n, d in ((4, "2025-03-02"), (2, "2025-02-11"))]
    app.ctx.saves.write_doc(RECORDS_KIND, RECORDS_NAME, {records_key("solo", scene.castle): table})
    _fly(scene)
    for _ in range(3):  # three deliveries, then the long sand timer runs out
        _until(app, lambda: scene.ui == "celebrate")
        _until(app, lambda: scene.ui == "carry")
    scene.world.time_left = 0.02
    _until(app, lambda: scene.ui == "done" and app.ctx.scenes.top is not scene)
    return scene


def shot_coop(app: App) -> KletterfroschScene:
    """Co-op: one portrait already delivered, the team carrying the next ball."""
    scene = _begin(app, "coop", 2)
    _fly(scene)
    _until(app, lambda: scene.ui == "celebrate")
    _until(app, _climbed(scene, 0.2))
    return scene


def rules_open(frame: int) -> object:
    from game.dexterity import kletterfrosch as rules

    return rules.Open(frame)


STAGED: dict[str, Callable[[App], object]] = {
    "frosch_carry": shot_carry,
    "frosch_replay": shot_replay,
    "frosch_celebrate": shot_celebrate,
    "frosch_solo_records": shot_solo_records,
    "frosch_coop": shot_coop,
}
