"""The players' animals as faces (fox, bear, cat, owl, rabbit, panda, tanuki, duck): a child finds their own seat by
its animal, on the seat bar, in setup and on the results, not only by a name to read. Drawn, not loaded."""

from __future__ import annotations

from functools import lru_cache

import pygame

from game.ui import draw, paint

ANIMALS = ("fox", "bear", "cat", "owl", "rabbit", "panda", "tanuki", "duck")
INK = (40, 32, 36)
WHITE = (250, 248, 242)

# (face, ears or tufts, muzzle/cheeks) colours
_COLOURS: dict[str, tuple[tuple[int, int, int], tuple[int, int, int], tuple[int, int, int]]] = {
    "fox": ((236, 128, 46), (206, 98, 32), WHITE),
    "bear": ((150, 100, 62), (120, 78, 46), (214, 178, 136)),
    "cat": ((170, 170, 178), (140, 140, 150), WHITE),
    "owl": ((156, 112, 72), (120, 84, 52), (236, 214, 170)),
    "rabbit": ((238, 232, 226), (246, 170, 186), WHITE),
    "panda": (WHITE, (36, 36, 40), WHITE),
    "tanuki": ((150, 120, 92), (96, 74, 56), (222, 204, 176)),
    "duck": ((250, 214, 70), (236, 190, 40), (246, 146, 40)),
}


@lru_cache(maxsize=128)
def face(animal: str, size: int, ring: tuple[int, int, int] | None = None) -> pygame.Surface:
    """The animal's face in a `size` px square, with an optional ring in the seat's colour around it.
    An unknown animal gets a plain coloured disc (still a face-sized marker)."""
    big = paint.canvas((size, size))
    u = big.get_width() / 100.0  # drawing units: the face spans about 0..100

    def p(x: float, y: float) -> tuple[float, float]:
        return x * u, y * u

    def circle(colour: tuple[int, int, int], x: float, y: float, r: float) -> None:
        pygame.draw.circle(big, colour, p(x, y), r * u)

    def ellipse(colour: tuple[int, int, int], x: float, y: float, rx: float, ry: float) -> None:
        pygame.draw.ellipse(big, colour, pygame.Rect((x - rx) * u, (y - ry) * u, 2 * rx * u, 2 * ry * u))

    def poly(colour: tuple[int, int, int], *pts: tuple[float, float]) -> None:
        pygame.draw.polygon(big, colour, [p(x, y) for x, y in pts])

    if ring is not None:
        circle(ring, 50, 50, 50)
        circle((30, 34, 42), 50, 50, 45)
    main, ears, muzzle = _COLOURS.get(animal, ((200, 200, 200), (160, 160, 160), WHITE))
    eye_y, eye_dx, eye_r = 50, 14, 5.0
    if animal == "fox":
        poly(ears, (20, 36), (26, 8), (44, 28))
        poly(ears, (80, 36), (74, 8), (56, 28))
        poly(INK, (27, 18), (26, 10), (34, 24))
        poly(INK, (73, 18), (74, 10), (66, 24))
        poly(main, (16, 40), (50, 22), (84, 40), (62, 80), (50, 86), (38, 80))
        poly(muzzle, (26, 56), (50, 60), (74, 56), (58, 80), (50, 86), (42, 80))
        circle(INK, 50, 80, 5)
    elif animal in ("bear", "panda", "tanuki"):
        if animal == "panda":  # black ears need a light rim to show on a dark background
            circle((200, 200, 206), 26, 28, 15)
            circle((200, 200, 206), 74, 28, 15)
        circle(ears, 26, 28, 13)
        circle(ears, 74, 28, 13)
        circle(main, 50, 55, 34)
        if animal == "panda":
            ellipse(ears, 36, 50, 9, 11)
            ellipse(ears, 64, 50, 9, 11)
        if animal == "tanuki":
            ellipse(ears, 50, 50, 30, 10)  # the dark mask across the eyes
        ellipse(muzzle, 50, 68, 15, 11)
        ellipse(INK, 50, 63, 6, 4)
        eye_r = 4.5 if animal != "panda" else 4.0
        if animal in ("panda", "tanuki"):
            circle(WHITE, 50 - eye_dx, eye_y, eye_r + 1.5)
            circle(WHITE, 50 + eye_dx, eye_y, eye_r + 1.5)
    elif animal == "cat":
        poly(ears, (20, 42), (24, 12), (44, 28))
        poly(ears, (80, 42), (76, 12), (56, 28))
        circle(main, 50, 55, 33)
        ellipse(muzzle, 50, 68, 14, 9)
        poly((230, 120, 140), (45, 62), (55, 62), (50, 67))
        for dy in (-3, 3):
            pygame.draw.line(big, INK, p(30, 66 + dy), p(10, 63 + 2 * dy), max(1, int(1.6 * u)))
            pygame.draw.line(big, INK, p(70, 66 + dy), p(90, 63 + 2 * dy), max(1, int(1.6 * u)))
    elif animal == "owl":
        poly(ears, (22, 30), (28, 10), (40, 26))
        poly(ears, (78, 30), (72, 10), (60, 26))
        ellipse(main, 50, 56, 34, 36)
        circle(muzzle, 36, 50, 13)
        circle(muzzle, 64, 50, 13)
        circle((250, 200, 60), 36, 50, 8)
        circle((250, 200, 60), 64, 50, 8)
        poly((240, 150, 40), (45, 60), (55, 60), (50, 72))
        eye_dx, eye_r = 14, 4.5
    elif animal == "rabbit":
        ellipse(main, 36, 22, 8, 22)
        ellipse(main, 64, 22, 8, 22)
        ellipse(ears, 36, 22, 4, 16)
        ellipse(ears, 64, 22, 4, 16)
        circle(main, 50, 60, 31)
        poly((230, 120, 140), (45, 64), (55, 64), (50, 69))
        circle(muzzle, 44, 72, 6)
        circle(muzzle, 56, 72, 6)
    elif animal == "duck":
        circle(main, 50, 52, 34)
        poly(ears, (44, 20), (50, 8), (56, 20))  # a little tuft
        ellipse(muzzle, 50, 70, 20, 9)
        pygame.draw.line(big, (200, 100, 20), p(32, 70), p(68, 70), max(1, int(2 * u)))
        eye_y = 46
    else:
        circle(main, 50, 52, 34)
    for side in (-1, 1):  # eyes with a glint: the face looks alive even at 40 px
        circle(INK, 50 + side * eye_dx, eye_y, eye_r)
        circle(WHITE, 50 + side * eye_dx + 1.5, eye_y - 1.5, eye_r * 0.35)
    return paint.shrink(big, (size, size))


def badge(animal: str, size: int, ring: tuple[int, int, int], shape: str) -> pygame.Surface:
    """The face with the seat's marker (colour and shape) in its corner: colour-blind safe."""
    out = face(animal, size, ring).copy()
    m = draw.marker(shape, ring, max(10, size // 3))
    out.blit(m, m.get_rect(bottomright=(size, size)))
    return out
