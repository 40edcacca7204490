"""The attract demo on the menu tile: the tile's own picture with its frog climbing its strings (its wall painted
once at the tile's size: a frame is a few blits and lines); and the staged frog scenes that tools/screenshots.py
renders (a planned autopilot plays them through the scene's driver hook: paths for every window are planned once,
so a new attempt never stalls a frame)."""

from __future__ import annotations

import functools
import math
from collections.abc import Callable
from typing import TYPE_CHECKING

import pygame

from game.physics.autopilot import Autopilot
from game.physics.kletterfrosch import World
from game.screens.kletterfrosch import tile_art
from game.screens.kletterfrosch.records import RECORDS_KIND, RECORDS_NAME, records_key
from game.screens.kletterfrosch.scene import KletterfroschScene
from game.ui.paint import TILE_SIZE, Painter

if TYPE_CHECKING:
    from game.core.context import Context
    from game.core.scenes import Stage
    from game.dexterity.kletterfrosch import Open
    from game.screens.kletterfrosch.strings import Reels

FROG_BOX = 150  # tile pixels round the frog painted for the demo (its legs, eyes, cup and ball)
DIP, DIP_TIME = 40.0, 4.0  # the demo's frog goes down this many tile pixels and back up in this many seconds
SWAY, SWAY_TIME = 10.0, 2.6  # and swings this far from side to side
STRING = (250, 250, 240)
STRING_W = 2.4  # the strings' width, in tile pixels (at least one screen pixel)
END, END_R = (230, 90, 80), 6  # the knob at each string's loose end: its colour, its radius in tile pixels
PULLEY, PULLEY_SIZE = (90, 90, 100), (18, 12)  # the clip each string runs over, in tile pixels
LONGEST_STEP = 0.05  # s: a frame's time is taken as at most this (after a stall the frog does not jump)
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


@functools.cache
def _pictures(size: tuple[int, int]) -> tuple[pygame.Surface, pygame.Surface]:
    """The demo's wall and frog at a tile's size, painted once a run (~30 ms: the menu builds a demo whenever the
    frog's tile gets the focus on a new menu, and start-up's preload paints them first)."""
    k = (size[0] / TILE_SIZE[0], size[1] / TILE_SIZE[1])
    wall = Painter(TILE_SIZE)
    tile_art.paint_wall(wall)
    side = round(FROG_BOX * tile_art.FROG_SCALE)
    frog = Painter((side, side))
    tile_art.paint_frog(frog, (side / 2, side / 2), tile_art.FROG_SCALE)
    return (
        pygame.transform.smoothscale(wall.result(), size),
        pygame.transform.smoothscale(frog.result(), (round(side * k[0]), round(side * k[1]))),
    )


class FroschDemo:
    """The focused menu tile's demo (built as FroschDemo(ctx, size); the menu calls update(dt) and draw(surface,
    rect)): the tile's own picture, its wall painted once, with its frog climbing up and down its strings and
    swinging a little (issue 34, point 22: the focused tile keeps its picture; the menu draws its badges over it).
    Its first frame is the picture itself."""

    def __init__(self, ctx: Context, size: tuple[int, int]) -> None:
        self.ctx = ctx
        self.size = size
        self.k = (size[0] / TILE_SIZE[0], size[1] / TILE_SIZE[1])
        self.background, self.frog = _pictures(size)
        self.t = 0.0

    def pose(self) -> tuple[tuple[float, float], tuple[tuple[float, float], tuple[float, float]]]:
        """Where the frog is (tile pixels) and where its strings' ends hang: it lets itself down DIP px from its
        place in the picture and climbs back, swaying, the ends rising as it goes down (a pulley)."""
        dip = DIP * (0.5 - 0.5 * math.cos(2 * math.pi * self.t / DIP_TIME))
        sway = SWAY * math.sin(2 * math.pi * self.t / SWAY_TIME)
        fx, fy = tile_art.FROG
        (lx, ly), (rx, ry) = tile_art.ENDS
        return (fx + sway, fy + dip), ((lx, ly - dip), (rx, ry - dip))

    def update(self, dt: float) -> None:
        self.t += min(dt, LONGEST_STEP)

    def draw(self, surface: pygame.Surface, rect: pygame.Rect) -> None:
        """Draw into `rect` of `surface`: the wall, the strings, the frog."""
        surface.blit(self.background, rect)
        kx, ky = self.k

        def at(p: tuple[float, float]) -> tuple[float, float]:
            return rect.x + p[0] * kx, rect.y + p[1] * ky

        frog, ends = self.pose()
        width = max(1, round(STRING_W * kx))
        pulley = pygame.Rect(0, 0, PULLEY_SIZE[0] * kx, PULLEY_SIZE[1] * ky)
        for clip, hand, end in zip(tile_art.CLIPS, tile_art.hands(frog), ends):
            pygame.draw.line(surface, STRING, at(clip), at(hand), width)
            pygame.draw.line(surface, STRING, at(clip), at(end), width)
            pygame.draw.circle(surface, END, at(end), max(2, round(END_R * kx)))
            pygame.draw.rect(surface, PULLEY, pulley.move_to(center=at(clip)))
        surface.blit(self.frog, self.frog.get_rect(center=(round(at(frog)[0]), round(at(frog)[1]))))


# ---- staged scenes for tools/screenshots.py ---------------------------------------------------------------
SHOT_DT = 1 / 60
SHOT_SEATS = (("fox", 0), ("bear", 1), ("cat", 2), ("owl", 3))  # (animal, colour) of the staged games' seats
FRAME_LIMIT = 4000  # frames a staged scene may take to get where it is going
CARRY_PLAYERS = 3  # the carrying shot: a memory game of three
CARRY_CLIMB, SPILL_CLIMB, COOP_CLIMB = 0.3, 0.45, 0.2  # how far up each shot's frog has climbed (of the way)
RECORDS = ((4, "2025-03-02"), (2, "2025-02-11"))  # the solo shot's castle records: (score, date)
SOLO_DELIVERIES = 3  # the solo shot's deliveries before the long sand timer runs out
LAST_SAND = 0.02  # s: the sand left, to end the solo game at once


def _begin(app: Stage, mode: str, players: int) -> KletterfroschScene:
    """A fresh frog game on the gentlest castle, above the menu."""
    from game.core.match import Match, Seat
    from game.table.launcher import start_game

    seats = tuple(Seat(animal, colour) for animal, colour in SHOT_SEATS[:players])
    start_game(app.ctx, Match("kletterfrosch", seats, {"mode": mode, "castle": "castle_1"}))
    scene = app.ctx.scenes.top
    assert isinstance(scene, KletterfroschScene)
    return scene


def _until(app: Stage, done: Callable[[], bool], limit: int = FRAME_LIMIT) -> None:
    for _ in range(limit):
        if done():
            return
        app.frame(SHOT_DT, events=[])
    raise RuntimeError("the staged frog scene never got there")


def _fly(world: World) -> Callable[[World], Reels]:
    """A driver for the scene's strings: the planned autopilot flying the frog of `world`."""
    pilot = PlannedAutopilot(world)
    return lambda w: pilot.control()


def _climbed(w: World, carrying: Callable[[], bool], share: float) -> Callable[[], bool]:
    """True once the ball has climbed `share` of the way from the throne up to the target window (while
    `carrying`: the scene's carrying phase)."""

    def done() -> bool:
        if not carrying() or w.target is None:
            return False
        start, goal = w.castle.throne[1], w.castle.window(w.target).center[1]
        return (start - w.ball_position[1]) >= share * (start - goal)

    return done


def shot_carry(app: Stage) -> KletterfroschScene:
    """Memory game, three players: the right door found, the frog halfway up with the ball."""
    scene = _begin(app, "memory", CARRY_PLAYERS)
    s = scene.state
    scene.play(rules_open(s.frames.index(s.portrait)))
    _until(app, lambda: scene.ui == "carry")
    scene.driver = _fly(scene.world)
    _until(app, _climbed(scene.world, lambda: scene.ui == "carry", CARRY_CLIMB))
    return scene


def shot_replay(app: Stage) -> KletterfroschScene:
    """Co-op: the ball spilled mid-climb; the slow replay of the drop."""
    scene = _begin(app, "coop", 2)
    scene.driver = _fly(scene.world)
    _until(app, _climbed(scene.world, lambda: scene.ui == "carry", SPILL_CLIMB))
    scene.driver = lambda w: (1.0, -1.0)  # a clumsy yank: the frog tips and the ball rolls out of the cup
    _until(app, lambda: scene.ui == "replay")
    return scene


def shot_celebrate(app: Stage) -> KletterfroschScene:
    """Solo: a delivery, the portrait flying home."""
    scene = _begin(app, "solo", 1)
    scene.driver = _fly(scene.world)
    _until(app, lambda: scene.ui == "celebrate")
    return scene


def shot_solo_records(app: Stage) -> KletterfroschScene:
    """The end of a solo game: the score and this castle's records table."""
    scene = _begin(app, "solo", 1)
    table = [{"score": n, "date": d, "players": ["Fox"]} for n, d in RECORDS]
    app.ctx.saves.write_doc(RECORDS_KIND, RECORDS_NAME, {records_key("solo", scene.castle): table})
    scene.driver = _fly(scene.world)
    for _ in range(SOLO_DELIVERIES):  # then the long sand timer runs out
        _until(app, lambda: scene.ui == "celebrate")
        _until(app, lambda: scene.ui == "carry")
    scene.world.time_left = LAST_SAND
    _until(app, lambda: scene.ui == "done" and app.ctx.scenes.top is not scene)
    return scene


def shot_coop(app: Stage) -> KletterfroschScene:
    """Co-op: one portrait already delivered, the team carrying the next ball."""
    scene = _begin(app, "coop", 2)
    scene.driver = _fly(scene.world)
    _until(app, lambda: scene.ui == "celebrate")
    _until(app, _climbed(scene.world, lambda: scene.ui == "carry", COOP_CLIMB))
    return scene


def rules_open(frame: int) -> Open:
    from game.dexterity import kletterfrosch as rules

    return rules.Open(frame)


STAGED: dict[str, Callable[[Stage], object]] = {
    "frosch_carry": shot_carry,
    "frosch_replay": shot_replay,
    "frosch_celebrate": shot_celebrate,
    "frosch_solo_records": shot_solo_records,
    "frosch_coop": shot_coop,
}
