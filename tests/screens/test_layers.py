"""Cached layers (game/ui/layers.py): a part of the screen painted once per change of what it shows. Every layer
paints on one shared surface, so a layer whose rectangle another layer painted over (a later scene's, a replay's)
must paint again, and one that keeps its rectangle must not."""

from __future__ import annotations

from collections.abc import Callable

import pygame

from game.ui.layers import Layer

RED, BLUE = (200, 0, 0), (0, 0, 200)


def painter(colour: tuple[int, int, int], log: list[str], name: str) -> Callable[[pygame.Surface], None]:
    def paint(surface: pygame.Surface) -> None:
        log.append(name)
        surface.fill(colour)

    return paint


def test_a_layer_paints_once_per_key_and_blits_its_picture() -> None:
    target = pygame.Surface((64, 48))
    log: list[str] = []
    layer = Layer(pygame.Rect(8, 8, 16, 16))
    for _ in range(3):
        layer.draw(target, "same", painter(RED, log, "a"))
    assert log == ["a"]
    assert target.get_at((10, 10))[:3] == RED
    layer.draw(target, "changed", painter(BLUE, log, "a"))
    assert log == ["a", "a"] and target.get_at((10, 10))[:3] == BLUE


def test_a_layer_painted_over_by_another_paints_again() -> None:
    target = pygame.Surface((64, 48))
    log: list[str] = []
    first, second = Layer(pygame.Rect(0, 0, 32, 32)), Layer(pygame.Rect(16, 16, 32, 32))
    first.draw(target, 1, painter(RED, log, "first"))
    second.draw(target, 1, painter(BLUE, log, "second"))  # overlaps the first's rectangle
    first.draw(target, 1, painter(RED, log, "first"))
    assert log == ["first", "second", "first"]
    assert target.get_at((20, 20))[:3] == RED


def test_layers_side_by_side_keep_their_pictures() -> None:
    target = pygame.Surface((64, 48))
    log: list[str] = []
    left, right = Layer(pygame.Rect(0, 0, 32, 48)), Layer(pygame.Rect(32, 0, 32, 48))
    for _ in range(2):
        left.draw(target, 1, painter(RED, log, "left"))
        right.draw(target, 1, painter(BLUE, log, "right"))
    assert log == ["left", "right"]
