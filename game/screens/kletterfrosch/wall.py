"""The castle wall as it is played on: the wall and its door tiles (painted once per change), a door swinging open,
a wrong door and its tile sliding away, the target window, the strings, the frog and its ball, the door cursors,
and the pictures of a try that ended badly (the slow-replay badge, the empty sand timer)."""

from __future__ import annotations

import math
from typing import TYPE_CHECKING

import pygame

from game.board.scene import cursor_colour
from game.physics.kletterfrosch import (
    ANCHOR_LEFT,
    ANCHOR_RIGHT,
    BALL_RADIUS,
    frog_anchor_world,
)
from game.screens.kletterfrosch import art
from game.screens.kletterfrosch.effects import (
    Celebration,
    DoorOpening,
    Replay,
    WrongDoor,
)
from game.screens.kletterfrosch.view import TOP, TRACK_BOTTOM, TRACK_TOP, VIEW
from game.ui import draw, theme
from game.ui.layers import Layer

if TYPE_CHECKING:
    from game.screens.kletterfrosch.frog_table import FrogTable

Pose = tuple[tuple[float, float], float, tuple[float, float], tuple[float, float]]

TARGET_OUT, TARGET_RING, TARGET_PULSE = 14, 4, 3  # the target window's ring: px outside it, its width, and the pulse's
TARGET_CORNER = 14
HOP = 60  # a wrong door's tile slides to the empty window in an arc this high
CROSS_SHOWN = 0.6  # the cross and "not this one" show once the door is this far open
CROSS_AT = 6  # the cross's centre, this far in from the window's top right corner
PLATE_GAP = 6  # "not this one" on a red plate this far below the window
PLATE_PAD = (16, 6)  # the plate round its words
PLATE_CORNER = 10
PULLEY_ROPE = 3  # the string's width from the pulley down to its handle
TRACK = (60, 66, 78)  # the handle's track, a thin line down the margin
TRACK_RUNOUT = 30  # the track goes this far below the handle's lowest place
SLACK = 0.75  # wall units: a string this close to its length is drawn taut
REELING = 0.2  # a reel value past this shows an arrow of the way the string goes
REEL_ARROW, REEL_ARROW_Y = 34, 24  # the arrow's size, and its centre below the handle
LEAST_GRACE = 0.01  # s: a castle's grace period, taken as at least this (the halo's strength divides by it)
CURSOR_OUT, CURSOR_RING, CURSOR_CORNER = 6, 5, 10  # a gamepad's cursor: px outside the window, width, corner
HOVER_RING, HOVER_CORNER = 3, 8  # the mouse's hover: a thin white ring
# A "slow replay" badge at the wall's top: a rewind mark (two triangles) and a blinking dot.
BADGE = pygame.Rect(0, 0, 120, 56)  # its size; placed each time
BADGE_DROP = 8  # below the wall's top
BADGE_COLOUR, BADGE_CORNER = (20, 20, 20, 190), 14
REWIND, REWIND_X, REWIND_STEP = 34, 42, 26  # the triangles' size, the first's centre from the badge's left, the step
POINT_LEFT = 90  # degrees a marker's triangle (pointing up) is turned to point left
BLINK, BLINK_DOT, BLINK_X = 3, 8, 20  # the dot: blinks a second, its radius, its centre from the badge's right
# The empty sand timer, big and shaking, when time ran out.
TIMEOUT_SAND = (120, 180)
TIMEOUT_Y = 250  # its centre, below the wall's top
TIMEOUT_SHAKE, TIMEOUT_SHAKE_SPEED = 10, 12  # px, radians a second


class WallPainter:
    """Draws one frog scene's wall and everything on it, read from the scene's phase and its effects."""

    def __init__(self, scene: FrogTable) -> None:
        self.scene = scene
        self.wall = art.render_wall(scene.castle, VIEW)
        # The wall and its door tiles change only when a door opens or moves: painted once per change.
        self._layer = Layer(pygame.Rect(0, TOP, theme.W, theme.H - TOP))

    def draw(self, surface: pygame.Surface) -> None:
        scene = self.scene
        wrong = scene.feedback.active(WrongDoor)
        hidden = wrong.dst if wrong is not None else None
        self._layer.draw(surface, (scene.state, hidden), lambda s: self._paint_wall(s, hidden))
        if wrong is not None:
            self._draw_wrong_door(surface, wrong)
        opening = scene.feedback.active(DoorOpening)
        if opening is not None:  # (a wrong door swings in _draw_wrong_door)
            art.draw_door(surface, scene.view.cell_rect(opening.frame), opening.amount())
        if scene.ui == "carry" and scene.world.target is not None:
            r = scene.view.cell_rect(scene.world.target).inflate(TARGET_OUT, TARGET_OUT)
            width = TARGET_RING + round(TARGET_PULSE * scene.pulse)
            surface.blit(draw.ring(r.size, theme.ACCENT, width, TARGET_CORNER), r)
        self._draw_strings_and_frog(surface)
        if scene.ui == "choose":
            self._draw_cursors(surface)
        self._draw_ended(surface)

    def _paint_wall(self, surface: pygame.Surface, hidden: int | None) -> None:
        surface.blit(self.wall, (VIEW.x, VIEW.y))
        s = self.scene.state
        for i, resident in enumerate(s.frames):
            if resident is None or i == hidden:
                continue
            r = self.scene.view.cell_rect(i)
            surface.blit(art.tile(resident, r.size, s.shown[i]), r)

    def _draw_wrong_door(self, surface: pygame.Surface, wrong: WrongDoor) -> None:
        view = self.scene.view
        a, b = view.cell_rect(wrong.src), view.cell_rect(wrong.dst)
        if not wrong.showing:
            f = wrong.slide()
            x = a.x + (b.x - a.x) * f
            y = a.y + (b.y - a.y) * f - math.sin(math.pi * f) * HOP
            surface.blit(art.tile(wrong.resident, a.size, False), (x, y))
            return
        surface.blit(art.tile(wrong.resident, a.size, True), a)
        art.draw_door(surface, a, wrong.amount())
        if wrong.amount() > CROSS_SHOWN:  # a big red cross once the resident shows: not this one
            art.wrong_cross(surface, (a.right - CROSS_AT, a.top + CROSS_AT))
            ctx = self.scene.ctx
            label = ctx.assets.text(ctx.t("kletterfrosch.not_this_one"), theme.FONT_SMALL, theme.TEXT, bold=True)
            plate = label.get_rect(midtop=(a.centerx, a.bottom + PLATE_GAP)).inflate(PLATE_PAD)
            surface.blit(draw.panel(plate.size, theme.BAD, PLATE_CORNER), plate)
            draw.blit_center(surface, label, plate.center)

    def _frog_pose(self) -> Pose:
        """Frog centre, angle, ball centre and rope lengths: live, or from the replay buffer."""
        replay = self.scene.feedback.active(Replay)
        snap = replay.snap() if replay is not None else None
        if snap is not None:
            return snap.frog, snap.frog_angle, snap.ball, snap.ropes
        w = self.scene.world
        return w.frog_position, w.frog_angle, w.ball_position, (w.rope_length[0], w.rope_length[1])

    def _draw_strings_and_frog(self, surface: pygame.Surface) -> None:
        scene = self.scene
        c, k = scene.castle, VIEW.scale
        frog_pos, angle, ball_pos, ropes = self._frog_pose()
        anchors = (frog_anchor_world(frog_pos, angle, ANCHOR_LEFT), frog_anchor_world(frog_pos, angle, ANCHOR_RIGHT))
        handles = scene.strings.handle_rects()
        for i, clip in enumerate((c.clip_left, c.clip_right)):
            cp = VIEW.pt(clip)
            d = math.dist(clip, anchors[i])
            art.string(surface, cp, VIEW.pt(anchors[i]), ropes[i] * k, d >= ropes[i] - SLACK, k)
            # the string's other end runs over the pulley and down the side to its handle
            h = handles[i]
            pygame.draw.lines(surface, art.STRING_TAUT, False, [cp, (h.centerx, cp[1]), h.midtop], PULLEY_ROPE)
            pygame.draw.line(surface, TRACK, (h.centerx, TRACK_TOP), (h.centerx, TRACK_BOTTOM + TRACK_RUNOUT), 1)
            surface.blit(art.handle(i in scene.strings.drag), h)
            if scene.ui == "carry":
                reel = scene.strings.reels[i]
                if abs(reel) > REELING:  # an arrow shows which way the frog's string is going
                    ar = art.arrow(reel > 0, REEL_ARROW, theme.GOOD if reel > 0 else theme.ACCENT)
                    draw.blit_center(surface, ar, (h.centerx, h.bottom + REEL_ARROW_Y))
        img = art.frog(k, angle, scene.world.castle.cup_depth)
        draw.blit_center(surface, img, VIEW.pt(frog_pos))
        self._draw_ball(surface, ball_pos)

    def _draw_ball(self, surface: pygame.Surface, ball_pos: tuple[float, float]) -> None:
        scene = self.scene
        resident = scene.carrying_resident
        dropped = scene.ui == "celebrate" and scene.last_result not in ("delivered", None)
        if resident is None or not (scene.ui in ("carry", "replay") or dropped):
            return
        radius = round(BALL_RADIUS * VIEW.scale * art.BALL_DRAW_SCALE)
        world = scene.world
        if scene.ui == "carry" and world.grace_left > 0.0:
            # the first castles' grace period: the halo shows the cup holding the ball fast, fading as it ends
            glow = art.grace_glow(radius, world.grace_left / max(world.castle.grace_seconds, LEAST_GRACE))
            draw.blit_center(surface, glow, VIEW.pt(ball_pos))
        draw.blit_center(surface, art.carried_ball(resident, radius), VIEW.pt(ball_pos))

    def _draw_cursors(self, surface: pygame.Surface) -> None:
        """One cursor per gamepad (and keyboard) in its player's colour; the mouse shows a soft hover instead."""
        scene = self.scene
        view, board = scene.view, scene.board
        for device, cell in board.cursors.items():
            if device != "mouse":
                r = view.cell_rect(cell).inflate(CURSOR_OUT, CURSOR_OUT)
                surface.blit(draw.ring(r.size, cursor_colour(scene.flow, device), CURSOR_RING, CURSOR_CORNER), r)
        if board.hover is not None:
            r = view.cell_rect(board.hover).inflate(2, 2)
            surface.blit(draw.ring(r.size, theme.WHITE, HOVER_RING, HOVER_CORNER), r)

    def _draw_ended(self, surface: pygame.Surface) -> None:
        """A try that ended badly, in a big picture: a "slow replay" badge, or the empty sand timer shaking."""
        scene = self.scene
        replay = scene.feedback.active(Replay)
        sand = scene.feedback.active(Celebration)
        if replay is not None:
            # a "slow replay" badge: a rewind mark and a snail pace (two small triangles)
            box = BADGE.copy()
            box.midtop = (VIEW.x + VIEW.screen_rect.w // 2, VIEW.y + BADGE_DROP)
            surface.blit(draw.panel(box.size, BADGE_COLOUR, BADGE_CORNER), box)
            for j in range(2):
                m = pygame.transform.rotate(draw.marker("triangle", theme.BAD, REWIND), POINT_LEFT)
                draw.blit_center(surface, m, (box.x + REWIND_X + j * REWIND_STEP, box.centery))
            if replay.calm or int(replay.t * BLINK) % 2 == 0:
                pygame.draw.circle(surface, theme.BAD, (box.right - BLINK_X, box.centery), BLINK_DOT)
        elif sand is not None and sand.result == "timeout":
            img = art.hourglass(0, TIMEOUT_SAND, art.HOURGLASS_STEPS, True)
            shake = 0.0 if sand.calm else TIMEOUT_SHAKE * math.sin(sand.t * TIMEOUT_SHAKE_SPEED)
            draw.blit_center(surface, img, (theme.W / 2, VIEW.y + TIMEOUT_Y + shake))
