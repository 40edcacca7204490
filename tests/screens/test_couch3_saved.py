"""Round 3 of the couch test, point 22 (issue 34), read in the pixels: the frog's menu tile keeps its own picture
and its "Saved" badge when it is focused (its demo moves the picture's own frog), and Continue's cards show each
saved game's position as it was left, not the menu's art, for every game."""

from __future__ import annotations

import random
from pathlib import Path

import pygame

from game.app import App
from game.screens.menu import MenuScene
from game.screens.saved_games import PICTURE, SavedGamesScene
from game.table.catalog import CATALOG
from game.table.launcher import resume_game, start_game
from game.ui import theme
from tests.apphelp import frames, menu_app


def difference(a: pygame.Surface, b: pygame.Surface) -> float:
    """The mean difference of two pictures of one size, 0 (the same) to 255, per colour channel."""
    assert a.get_size() == b.get_size()
    x, y = pygame.image.tobytes(a, "RGB"), pygame.image.tobytes(b, "RGB")
    return sum(abs(p - q) for p, q in zip(x, y)) / len(x)


def save_every_game(app: App, moves: int = 8) -> None:
    """A game of each kind started from its setup's defaults, a few moves played, then left for the menu."""
    from game.screens.setup import SetupScene

    rng = random.Random(3)
    for info in CATALOG.values():
        if not info.built:
            continue
        start_game(app.ctx, SetupScene(app.ctx, info).match())
        scene = app.ctx.scenes.top
        turns = getattr(scene, "turns", None)
        for _ in range(moves):
            if turns is None or turns.is_over:
                break
            scene.play(rng.choice(turns.state.legal_moves()))  # type: ignore[attr-defined]
        frames(app, 2)
        app.ctx.scenes.pop_to_root()
        frames(app)


def test_point_22_continue_shows_each_saved_position_as_it_was_left(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    save_every_game(app)
    menu = app.ctx.scenes.top
    assert isinstance(menu, MenuScene)
    menu.continue_last()
    frames(app, 10)  # a card's position is drawn a frame
    listing = app.ctx.scenes.top
    assert isinstance(listing, SavedGamesScene)
    assert {c.saved.game for c in listing.cards} == {n for n, i in CATALOG.items() if i.built}
    listing.draw(app.canvas)
    for card in listing.cards:
        shown = app.canvas.subsurface(pygame.Rect(card.rect.x + 12, card.rect.y + 12, *PICTURE)).copy()
        art = pygame.transform.smoothscale(app.ctx.assets.image(f"tile_{card.saved.game}"), PICTURE)
        # the game as it is when resumed, drawn and made as small as the card's picture
        assert resume_game(app.ctx, card.saved)
        game = app.ctx.scenes.top
        screen = pygame.Surface((theme.W, theme.H))
        screen.fill(theme.BG)
        game.draw(screen)
        app.ctx.scenes.pop()
        small = pygame.Surface(PICTURE)
        small.fill(theme.BG_DARK)
        inner = pygame.transform.smoothscale(screen, (PICTURE[0] - 4, PICTURE[1] - 4))
        small.blit(inner, (2, 2))
        near, far = difference(shown, small), difference(shown, art)
        assert near < 12 and far > 3 * near, (card.saved.game, near, far)


def test_point_22_the_frog_s_focused_tile_keeps_its_picture_and_its_saved_badge(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    save_every_game(app, moves=0)
    menu = app.ctx.scenes.top
    assert isinstance(menu, MenuScene)
    menu.refresh()
    tile = menu.tiles["kletterfrosch"]
    assert tile.has_save
    frames(app, 2)
    unfocused = app.canvas.subsurface(tile.rect).copy()
    menu.focus.focus_on(tile)
    for _ in range(120):  # two seconds of its demo
        frames(app)
        focused = app.canvas.subsurface(tile.rect).copy()
        picture = pygame.Rect(8, 8, tile.rect.w - 16, tile.rect.h - 60)
        assert difference(focused.subsurface(picture), unfocused.subsurface(picture)) < 8  # its own picture
        badge = pygame.Rect(tile.rect.w - 150, 8, 140, 44)  # the "Saved" badge at the picture's top right
        assert difference(focused.subsurface(badge), unfocused.subsurface(badge)) < 2
    assert tile.demo is not None and tile.demo.pose()[0] != (262.0, 176.0)  # and its frog moved
