"""36 in the couch test of issue 23, played through the input layer: each seat shows its cone (10), the setup shows
only the options that apply (10), every move is animated and the last one stays marked (7), and the tile puzzle is a
game of its own: its button, the ☰ and the pause menu, its rules page, a saved game, a celebration (15)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.app import App
from game.board.pause import PauseOverlay
from game.board.results import ResultsOverlay
from game.core.match import Match, Seat
from game.rules import thirtysix as T
from game.screens.rules_help import RulesHelpScene
from game.screens.setup import SetupScene
from game.screens.thirtysix import art
from game.screens.thirtysix.effects import GiftFly, Slide
from game.screens.thirtysix.files import ThirtysixExtra
from game.screens.thirtysix.paint import last_move_marks
from game.screens.thirtysix.puzzle import PuzzleScene
from game.screens.thirtysix.scene import ThirtysixScene
from game.table.catalog import CATALOG
from game.table.launcher import resume_game, start_game
from game.ui import theme
from game.ui.dialogs import ChoiceOverlay
from tests.apphelp import frames, menu_app, post
from tools.virtual_pad import key_tap, mouse_click

FOX, BEAR, OWL = Seat("fox", 0), Seat("bear", 2), Seat("owl", 3)  # orange, green, pink: none a cone's colour


def start(app: App, seats: tuple[Seat, ...], layout: str, **options: str) -> ThirtysixScene:
    start_game(
        app.ctx, Match("thirtysix", seats, {"mode": "single", "board": "deal", **options}), ThirtysixExtra(board=layout)
    )
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, ThirtysixScene)
    return scene


def drawn_texts(app: App, scene: Any) -> tuple[pygame.Surface, list[str]]:
    """The scene drawn once, and every text written on it."""
    texts: list[str] = []
    real = app.ctx.assets.text

    def spy(string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        texts.append(string)
        return real(string, *args, **kwargs)

    app.ctx.assets.text = spy  # type: ignore[method-assign]
    try:
        surface = pygame.Surface((theme.W, theme.H))
        scene.draw(surface)
    finally:
        app.ctx.assets.text = real  # type: ignore[method-assign]
    return surface, texts


def near(a: tuple[int, ...], b: tuple[int, ...], slack: int = 24) -> bool:
    return all(abs(x - y) <= slack for x, y in zip(a[:3], b[:3]))


# ---- 10: each seat shows its pieces' colour and shape -------------------------------------------------------------
def test_point10_each_seat_shows_its_cones_colour_and_shape_in_the_top_bar(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, (FOX, BEAR), "rybr\nybry\nbryb", colours="rb")
    assert scene.state.colours == "rb"
    surface, texts = drawn_texts(app, scene)
    t = app.ctx.t
    for i, (animal, cone) in enumerate((("fox", "r"), ("bear", "b"))):
        # the seat's words name its cone: "Fox", under it "red cone · 12 discs left"
        assert t(f"animal.{animal}") in texts
        assert t("thirtysix.status_cone", cone=t(f"thirtysix.cone.{cone}"), count=12) in texts
        # its box is drawn in the cone's colour (not the orange or green the setup gave the seat)
        assert theme.SEAT_COLOURS[scene.match.seats[i].colour][0] == {"r": "vermilion", "b": "blue"}[cone]
        # and the cone itself (its colour, with its colour's shape) stands at the right of the box
        box = scene.top.seat_box(i)
        icon = art.cone_image(cone, 44)
        at = icon.get_rect(midright=(box.right - 12, box.centery))
        inked = sum(
            near(tuple(surface.get_at((x, y))), art.COLOUR[cone], 40)
            for x in range(at.x, at.right)
            for y in range(at.y, at.bottom)
        )
        assert inked > 150, (cone, inked)
    box = scene.top.seat_box(0)  # Fox moves first: its box is outlined in red
    assert near(tuple(surface.get_at((box.centerx, box.y + 1))), theme.seat_colour(scene.match.seats[0].colour))


def test_point10_the_setup_shows_only_the_options_that_apply(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    setup = SetupScene(app.ctx, CATALOG["thirtysix"])
    app.ctx.scenes.push(setup)
    frames(app)

    def keys() -> set[str]:
        return {w.key or "" for w in setup.focus.widgets}

    assert {"opt.colours", "opt.board", "opt.mode", "shortcut.puzzle"} <= keys()
    players = next(w for w in setup.focus.widgets if w.key == "players")
    post(mouse_click((players.rect.right - 20, players.rect.centery)))  # its right arrow: three players
    frames(app)
    assert setup.count == 3
    assert "opt.colours" not in keys() and "opt.board" in keys()  # three players play all three colours
    post(mouse_click((players.rect.right - 20, players.rect.centery)))  # wraps round to two
    frames(app)
    if setup.count != 2:
        post(mouse_click((players.rect.x + 20, players.rect.centery)))
        frames(app)
    assert setup.count == 2 and "opt.colours" in keys()
    # the tile puzzle (solo) is its own button, and its match has one seat and no board or colours to choose
    info = CATALOG["thirtysix"]
    assert not any(o.applies(1, {"mode": "puzzle"}) for o in info.options if o.key in ("colours", "board"))
    button = next(w for w in setup.focus.widgets if w.key == "shortcut.puzzle")
    post(mouse_click(button.rect.center))
    frames(app)
    top = app.ctx.scenes.top
    assert isinstance(top, PuzzleScene) and len(top.match.seats) == 1 and top.match.options["mode"] == "puzzle"


# ---- 7: every move animated, the last one marked ----------------------------------------------------------------
def test_point7_every_move_slides_gifts_fly_and_the_last_move_stays_marked(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, (FOX, BEAR, OWL), "yyyyyy\nrybrrr")
    for text in ("c 0,0", "c 1,0", "c 2,0", "0,0>3,0/rr", "1,0>1,1", "2,0>2,1", "3,0>0,0", "1,1>1,0", "2,1>3,1"):
        scene.play(text)
    frames(app, 30, dt=0.1)
    # red moves from 0,0 past yellow's cone at 1,0 to 2,0, by a mouse press: the cone slides, a red disc flies
    post(mouse_click(scene.view.cell_rect((2, 0)).center))
    frames(app)
    assert scene.turns.moves[-1] == "0,0>2,0/r"
    assert [(s.src, s.dst) for s in scene.feedback.queued(Slide)] == [((0, 0), (2, 0))]
    assert [(g.colour, g.src, g.to) for g in scene.feedback.queued(GiftFly)] == [("r", (2, 0), (1, 0))]
    frames(app, 50, dt=0.05)  # the slide, the flight, then the next player's name (hot-seat)
    assert not scene.feedback.busy
    # played out, the move is still marked: the cells it left and reached ringed in red, the path between
    assert last_move_marks(scene.feedback.last) == ("r", [(0, 0), (2, 0)])
    surface, _texts = drawn_texts(app, scene)
    for cell in ((0, 0), (2, 0)):
        r = scene.view.cell_rect(cell).inflate(-6, -6)
        assert near(tuple(surface.get_at((r.x + 2, r.centery - r.h // 4))), art.COLOUR["r"], 40), cell
    # the computer's move is animated and marked the same way
    bear = start(app, (FOX, BEAR.with_(kind="computer", level="easy")), "rybr\nybry\nbryb")
    for _ in range(300):
        played = bear.feedback.last
        if played is not None and played.before.to_move == 1 and played.move.kind == "move":
            break
        if bear.state.to_move == 0 and bear.forced_pass() is None:
            bear.play(bear.state.legal_moves()[0])
        frames(app, 1, dt=0.05)
    else:
        raise AssertionError("the computer never moved its cone")
    move = played.move
    assert [(s.src, s.dst) for s in bear.feedback.queued(Slide)][-1:] == [(move.src, move.dst)]
    frames(app, 10, dt=0.05)
    assert last_move_marks(bear.feedback.last) == (bear.state.colours[1], [move.src, move.dst])


# ---- 15: the tile puzzle, a game of its own -----------------------------------------------------------------------
def puzzle(app: App) -> PuzzleScene:
    start_game(app.ctx, Match("thirtysix", (FOX,), {"mode": "puzzle"}))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, PuzzleScene)
    return scene


def click(app: App, scene: PuzzleScene, spot: Any) -> None:
    post(mouse_click(scene.rect(spot).center))
    frames(app)


def test_point15_the_puzzle_pauses_shows_its_rules_and_is_saved_and_resumed(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = puzzle(app)
    click(app, scene, ("tray", 0, 0))
    click(app, scene, ("grid", 1, 1))  # one tile laid
    frames(app, 30, dt=0.1)  # three seconds
    laid = dict(scene.grid)
    assert laid and app.ctx.saves.load("thirtysix") is not None  # saved at once
    # the ☰ button by mouse: the pause menu (no question about lost tiles: nothing is lost)
    click(app, scene, ("pause", 0, 0))
    pause = app.ctx.scenes.top
    assert isinstance(pause, PauseOverlay)
    frames(app, 20, dt=0.1)
    assert scene.t < 3.5  # the clock stands still while paused
    rules = next(b for b in pause.buttons if b.label() == app.ctx.t("pause.rules"))
    post(mouse_click(rules.rect.center))
    frames(app)
    help_scene = app.ctx.scenes.top
    assert isinstance(help_scene, RulesHelpScene)
    assert help_scene.pages[help_scene.page]["title"] == app.ctx.t("thirtysix.puzzle.title")
    post(key_tap(pygame.K_ESCAPE))  # out of the rules, back to the pause menu
    frames(app)
    to_menu = next(b for b in pause.buttons if b.label() == app.ctx.t("pause.menu"))
    post(mouse_click(to_menu.rect.center))
    frames(app)
    assert app.ctx.scenes.top is not scene and not isinstance(app.ctx.scenes.top, ChoiceOverlay)  # the menu
    # the menu's Continue brings the tiles and the time back; Esc with nothing held pauses (nothing is asked)
    record = app.ctx.saves.load("thirtysix")
    assert record is not None and "thirtysix" in app.ctx.saves.resumable()
    assert resume_game(app.ctx, record)
    frames(app)
    back = app.ctx.scenes.top
    assert isinstance(back, PuzzleScene) and back.grid == laid and 2.5 < back.t < 3.5
    post(key_tap(pygame.K_ESCAPE))
    frames(app)
    assert isinstance(app.ctx.scenes.top, PauseOverlay)  # the pause menu, not a question about lost tiles
    post(key_tap(pygame.K_ESCAPE))  # and back to the puzzle
    frames(app)
    # the ☰ is reached by the arrow keys (the D-pad) like every other spot, and opened by Enter
    for _ in range(12):
        if back.cursor == ("pause", 0, 0):
            break
        post(key_tap(pygame.K_UP) + key_tap(pygame.K_LEFT))
        frames(app)
    assert back.cursor == ("pause", 0, 0)
    post(key_tap(pygame.K_RETURN))
    frames(app)
    assert isinstance(app.ctx.scenes.top, PauseOverlay)


def test_point15_a_solved_puzzle_is_celebrated_with_the_time_and_the_best_and_again(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = puzzle(app)
    solution = T.solve_puzzle(scene.tiles)
    assert solution is not None
    for slot, (ti, rot) in enumerate(solution):
        spot = next(s for s in scene.spots() if s[0] == "tray" and (scene.tile_at(s) or (-1,))[0] == ti)
        click(app, scene, spot)
        while scene.tile_at(spot)[1] != rot:
            click(app, scene, spot)
        click(app, scene, ("grid", slot % 3, slot // 3))
        frames(app, 5, dt=0.2)  # one second a tile
    assert scene.solved_at is not None and app.ctx.saves.load("thirtysix") is None  # nothing left to resume
    solved = dict(scene.grid)
    post(key_tap(pygame.K_RETURN))  # mashing on: presses meant for the tiles never skip the celebration
    frames(app, 4, dt=0.1)
    post(key_tap(pygame.K_RETURN))
    frames(app)
    assert scene.grid == solved and scene.held is None  # nor break up the solved square
    party = app.ctx.scenes.top
    assert isinstance(party, ResultsOverlay) and party.bits  # confetti
    t = app.ctx.t
    assert party.headline == t("thirtysix.puzzle.solved", time=f"0:{int(scene.solved_at):02d}")
    assert t("thirtysix.puzzle.new_best") in party.lines
    assert any(line.startswith(t("thirtysix.puzzle.best", times="")) for line in party.lines)
    frames(app, 12, dt=0.1)
    post(key_tap(pygame.K_RETURN))  # "New puzzle", focused
    frames(app)
    again = app.ctx.scenes.top
    assert isinstance(again, PuzzleScene) and again is not scene and not again.grid and again.t < 1
    assert again.records == scene.records
