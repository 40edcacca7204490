"""The couch test, round 3 (issue 34), for the parts every game screen shares: a new board ignores the presses
mashed through the results (2), the pause menu's one order (29), a draw offer and resignation asked first and the
computer's answer shown, never left over the results (28)."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from game.app import App
from game.board.agreements import ThinkingOverlay
from game.board.pause import PauseOverlay
from game.board.scene import BoardGameScene
from game.board.words import Now
from game.core.input import Action
from game.core.match import Match, Seat
from game.screens.dama.scene import DamaScene
from game.table.catalog import CATALOG
from game.table.launcher import start_game
from game.ui import theme
from game.ui.dialogs import ChoiceOverlay
from tests.apphelp import feed, frames, intent, menu_app, results

FOX, BEAR = Seat("fox", 0), Seat("bear", 1)
NOW = Now(None, "")
BUILT = [name for name, info in CATALOG.items() if info.built]


def game_scene(app: App, name: str, seats: tuple[Seat, ...] = (FOX, BEAR)) -> Any:
    info = CATALOG[name]
    options = {o.key: o.default for o in info.options}
    scene = info.scene_class()(app.ctx, Match(name, seats, options), None)
    app.push(scene)
    frames(app)
    return scene


def labels(app: App) -> list[str]:
    top = app.ctx.scenes.top
    assert isinstance(top, PauseOverlay)
    return [b.label() for b in top.buttons]


@pytest.mark.parametrize("name", BUILT)
def test_point_29_the_pause_menu_has_one_order_in_every_game(tmp_path: Path, name: str) -> None:
    app = menu_app(tmp_path)
    scene = game_scene(app, name)
    scene.exits.open_pause()
    t = app.ctx.t
    order = [t(k) for k in ("pause.resume", "lesson.how", "pause.rules", "menu.settings", "pause.restart")]
    order += [t(k) for k in ("pause.offer_draw", "pause.resign", "pause.menu")]
    shown = labels(app)
    assert shown == [label for label in order if label in shown]  # what a game lacks is left out, in this order
    # What every game has is always in the same place.
    assert shown[:5] == order[:5], name
    assert shown[-1] == t("pause.menu")


def dama(app: App, seats: tuple[Seat, ...] = (FOX, BEAR), position: dict[str, Any] | None = None) -> DamaScene:
    """A Dama game from a staged `position` (default: two men each), the board seen from one side."""
    position = position or {"light": ["d3", "a2"], "dark": ["e6", "h7"], "to_move": 0}
    start_game(app.ctx, Match("dama", seats, {"view": "fixed", "position": json.dumps(position)}))
    frames(app, 1, dt=1.0)
    scene = app.ctx.scenes.top
    assert isinstance(scene, DamaScene)
    return scene


def test_point_28_start_down_a_never_ends_the_game(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = dama(app, (FOX, BEAR.with_(kind="computer", level="easy")))
    for _ in range(3):  # whatever a stray Start, down, A (or two) opens, the game goes on
        feed(app, intent(Action.MENU, "pad1"))
        feed(app, intent(Action.DOWN, "pad1"), intent(Action.CONFIRM, "pad1"), intent(Action.CONFIRM, "pad1"))
        app.ctx.scenes.pop_to(scene)
    assert not scene.flow.is_over


def test_point_28_offering_a_draw_asks_first_with_no_focused(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = dama(app, (FOX, BEAR.with_(kind="computer", level="easy")))
    scene.exits.open_pause()
    pause = app.ctx.scenes.top
    assert isinstance(pause, PauseOverlay)
    offer = next(b for b in pause.buttons if b.label() == app.ctx.t("pause.offer_draw"))
    offer.on_press()
    asked = app.ctx.scenes.top
    assert isinstance(asked, ChoiceOverlay) and asked.focus.focused is asked.buttons[0]
    assert asked.buttons[0].label() == app.ctx.t("confirm.no")
    feed(app, intent(Action.CONFIRM, "pad1"))  # a stray A: no offer, back to the game
    assert app.ctx.scenes.top is scene and not scene.flow.is_over and not scene.computer.busy


def test_point_28_resigning_asks_first_with_no_focused(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = dama(app)
    scene.exits.open_pause()
    pause = app.ctx.scenes.top
    assert isinstance(pause, PauseOverlay)
    next(b for b in pause.buttons if b.label() == app.ctx.t("pause.resign")).on_press()
    asked = app.ctx.scenes.top
    assert isinstance(asked, ChoiceOverlay) and asked.buttons[0].label() == app.ctx.t("confirm.no")
    feed(app, intent(Action.CONFIRM, "keyboard"))
    assert app.ctx.scenes.top is scene and not scene.flow.is_over


def offer_to_computer(app: App, scene: DamaScene) -> ThinkingOverlay:
    scene.agreements.offer_draw()
    app.ctx.scenes.top.buttons[1].on_press()  # yes, offer it
    waiting = app.ctx.scenes.top
    assert isinstance(waiting, ThinkingOverlay)  # the answer is awaited in plain sight
    assert waiting.next_change() == 0.0  # frame by frame: a table at rest would never hear the answer
    assert waiting._title_lines() and "…" in " ".join(waiting._title_lines())
    return waiting


def test_point_28_a_computers_yes_shows_the_results_with_nothing_left_over_them(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    # The computer (Dark) has one man against three: a draw is welcome to it.
    position = {"light": ["d3", "a2", "c2"], "dark": ["h7"], "to_move": 0}
    scene = dama(app, (BEAR.with_(kind="human"), FOX.with_(kind="computer", level="easy")), position)
    offer_to_computer(app, scene)
    overlay = results(app)
    assert scene.flow.is_over and scene.flow.outcome is not None and scene.flow.outcome.winners == ()
    assert app.ctx.t("result.draw_agreed") in overlay.lines[0]
    assert not any("…" in toast.text for toast in app.ctx.toasts)  # no "thinking about the draw…" left over


def test_point_28_a_computers_no_is_said_and_goes_back_to_the_game(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    # The computer (Dark) is far ahead: it says no.
    position = {"light": ["a2"], "dark": ["e6", "h7", "g8", "c8"], "to_move": 0}
    scene = dama(app, (FOX, BEAR.with_(kind="computer", level="easy")), position)
    offer_to_computer(app, scene)
    for _ in range(50):
        frames(app, 1, dt=0.1)
        if not isinstance(app.ctx.scenes.top, ThinkingOverlay):
            break
    said = app.ctx.scenes.top
    assert isinstance(said, ChoiceOverlay) and not isinstance(said, ThinkingOverlay)
    assert "no" in said._title_lines()[0].lower()
    feed(app, intent(Action.CONFIRM, "keyboard"))
    assert app.ctx.scenes.top is scene and not scene.flow.is_over
    assert isinstance(scene, BoardGameScene) and scene.state.to_move == 0


@pytest.mark.parametrize("name", [n for n in BUILT if n != "kletterfrosch"])
def test_point_2_a_new_board_takes_no_press_for_a_moment(tmp_path: Path, name: str, keep_calm: float) -> None:
    app = menu_app(tmp_path)
    scene = game_scene(app, name, (FOX, BEAR))
    assert isinstance(scene, BoardGameScene)
    centre = scene.view.cell_rect(scene.board.cursor("keyboard")).center
    assert scene.calm > 0.0  # (it runs down by the clock: a resting loop's first frame catches up on it)
    for _ in range(12):  # a child mashing Enter and clicking from the board's first frame
        for press in (intent(Action.CONFIRM, "keyboard"), intent(Action.SELECT, "mouse", centre)):
            feed(app, press, dt=0.08)
            assert scene.turns.moves == [] and scene.board.builder.picked == ()
    frames(app, 1, dt=keep_calm)  # a breath, a look at the board: now a press counts
    feed(app, intent(Action.CONFIRM, "keyboard"))
    assert scene.turns.moves or scene.board.builder.picked


def test_point_2_enter_mashed_on_mapellos_results_never_plays_in_the_new_game(tmp_path: Path, keep_calm: float) -> None:
    app = menu_app(tmp_path)
    start_game(app.ctx, Match("mapello", (FOX, BEAR), {o.key: o.default for o in CATALOG["mapello"].options}))
    frames(app, 1, dt=1.0)
    old = app.ctx.scenes.top
    assert isinstance(old, BoardGameScene)
    while not old.flow.is_over:  # a whole game, quickly
        old.play(app.ctx.rng.choice(old.state.legal_moves()))
    results(app)
    for _ in range(10):  # ten presses of Enter, two in some frames: the first starts a new game
        feed(app, intent(Action.CONFIRM, "keyboard"), intent(Action.CONFIRM, "keyboard"), dt=0.2)
    new = app.ctx.scenes.top
    assert isinstance(new, BoardGameScene) and new is not old
    frames(app, 20, dt=0.1)
    assert new.turns.moves == []  # Fox never put a disc down


@pytest.mark.parametrize("name", [n for n in BUILT if n != "kletterfrosch"])
def test_point_24_the_last_move_stays_marked_after_undo_and_resume(tmp_path: Path, name: str) -> None:
    app = menu_app(tmp_path)
    scene = game_scene(app, name)
    for _ in range(4):
        scene.play(app.ctx.rng.choice(scene.state.legal_moves()))
        frames(app, 30, dt=0.1)
    scene.rewind(True)
    frames(app)
    assert len(scene.turns.moves) == 3
    shown = scene.feedback.last
    assert shown is not None and str(shown.move) == scene.turns.moves[-1] and shown.after is scene.state
    record = app.ctx.saves.load(name)
    assert record is not None
    app.ctx.scenes.pop_to_root()
    from game.table.launcher import resume_game

    assert resume_game(app.ctx, record)
    frames(app)
    resumed = app.ctx.scenes.top
    assert isinstance(resumed, BoardGameScene) and resumed.turns.moves == scene.turns.moves
    shown = resumed.feedback.last
    assert shown is not None and str(shown.move) == resumed.turns.moves[-1]
    resumed.draw(app.canvas)  # every game draws the mark of a move it did not see played


def remember_a_null_device(app: App) -> None:
    """A damaged `last_setups.json`: Dama's first seat plays with a device named "a\\u0000b"."""
    from game.screens.setup_memory import MEMORY_KIND, MEMORY_NAME

    seat = {"name": "fox", "colour": 0, "kind": "human", "level": "medium", "device": "a\u0000b"}
    other = {"name": "bear", "colour": 1, "kind": "computer", "level": "easy", "device": None}
    memory = {
        "format": 1,
        "dama": {"by_mode": {"": {"game": "dama", "seats": [seat, other], "options": {}}}, "last": ""},
    }
    app.ctx.saves.write_doc(MEMORY_KIND, MEMORY_NAME, memory)


def test_point_33_a_remembered_seat_device_with_a_null_never_crashes_the_setup(tmp_path: Path) -> None:
    from game.screens.setup import SetupScene
    from game.screens.setup_memory import recall

    app = menu_app(tmp_path)
    remember_a_null_device(app)
    app.push(SetupScene(app.ctx, CATALOG["dama"]))
    frames(app, 3)  # drawn without a crash
    recalled = recall(app.ctx, CATALOG["dama"], "", 2)
    assert recalled is None or all(s.device in (None, "mouse", "keyboard") for s in recalled[1])


def test_point_33_the_setup_memorys_problem_is_said_clear_of_the_setups_buttons(tmp_path: Path) -> None:
    """Issue 34's screenshot check: the line saying a damaged setup memory was set aside (two lines, six seconds) was
    drawn at the bottom edge, over Back, Rules, Learn to play, Start and the lesson's offer. A setup's messages go
    over its title instead, at once and whole."""
    import pygame

    from game.screens.setup import SetupScene
    from game.ui.text import wrap
    from game.ui.toasts import SIZES, is_held

    app = menu_app(tmp_path)
    remember_a_null_device(app)
    setup = SetupScene(app.ctx, CATALOG["dama"])
    app.push(setup)
    frames(app, 3)
    assert app.ctx.toasts and app.ctx.toasts[0].kind == "error"  # the set-aside copy is said
    room = app._toast_room()
    assert room is not None and not is_held(room)
    for widget in setup.focus.widgets:
        assert not room.colliderect(widget.rect), widget.key
    placed = setup.offer._placed[1] if setup.offer._placed else None
    assert placed is None or not room.colliderect(pygame.Rect(placed[1]))
    font = app.ctx.assets.font(SIZES[-1])
    lines = wrap(app.ctx.toasts[0].text, room.w - 40, lambda s: font.size(s)[0])
    assert len(lines) <= 3 and len(lines) * font.get_linesize() + 16 <= room.h  # the whole line fits


def test_point_33_drawing_text_never_raises(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    for text in ("a\u0000b", "\u0000", "tab\there", "bell\u0007", "del\u007f", "c1\u0085", "fine"):
        img = app.ctx.assets.text(text, 24, (255, 255, 255))
        assert img.get_height() > 0


def test_point_21_a_score_with_stars_shows_a_sum_a_child_can_check(tmp_path: Path) -> None:
    import re

    app = menu_app(tmp_path)
    options = {o.key: o.default for o in CATALOG["mapello"].options}
    start_game(app.ctx, Match("mapello", (FOX, BEAR), {**options, "board": "level:02_four_treasures"}))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, BoardGameScene)
    while not any(s.bonuses for s in scene.state.score_breakdown()) and not scene.flow.is_over:
        scene.play(app.ctx.rng.choice(scene.state.legal_moves()))
    for language in ("en", "ja"):
        app.ctx.i18n.language = language
        for seat, s in enumerate(scene.state.score_breakdown()):
            line = scene.status_of(seat)
            numbers = [int(n) for n in re.findall(r"\d+", line)]
            if s.bonuses:
                total, discs, stars, times = numbers
                assert (total, discs, stars) == (s.total, s.discs, s.bonuses) and discs + stars * times == total
            else:
                assert numbers == [s.total]
    app.ctx.i18n.language = "en"
    from game.core.assets import Assets

    drawn: list[str] = []
    real = Assets.text

    def text(self: Any, string: str, *args: Any, **kwargs: Any) -> Any:
        drawn.append(string)
        return real(self, string, *args, **kwargs)

    import pygame

    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Assets, "text", text)
        scene.panels.draw(pygame.Surface((1280, 720)), scene.state, NOW)
    for s in scene.state.score_breakdown():
        if s.bonuses:  # the side panel's sum beside the big total
            assert f"{s.discs} + {s.bonuses}★ × 3 =" in drawn and str(s.total) in drawn


def test_point_31_jaleo_a_press_on_a_free_spot_during_a_due_stack_says_the_stack_is_due(tmp_path: Path) -> None:
    from tests.apphelp import explained

    app = menu_app(tmp_path)
    position = {"tiles": {"0,0": "b", "1,0": "b", "2,0": "w", "3,0": "b", "3,1": "b", "0,1": "", "1,1": "wb"}}
    start_game(app.ctx, Match("jaleo", (FOX, BEAR), {"position": json.dumps({**position, "to_move": 0})}))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, BoardGameScene) and scene.state.mandatory_stacks()
    spot = scene.state.free_spots()[0]
    assert spot in scene.view.cells()
    scene.board.cursors["pad1"] = spot
    feed(app, intent(Action.CONFIRM, "pad1"))
    assert scene.turns.moves == [] and explained(app, "jaleo", "must_stack")
    assert app.ctx.t("jaleo.explain.spot_first") != app.ctx.toasts[-1].text


def test_point_23_a_new_game_chosen_over_a_saved_one_is_not_asked_about_twice(tmp_path: Path) -> None:
    from game.screens.menu import MenuScene
    from game.screens.setup import SetupScene

    app = menu_app(tmp_path)
    scene = dama(app)
    scene.play(scene.state.legal_moves()[0])  # an unfinished game is saved
    app.ctx.scenes.pop_to_root()
    menu = app.ctx.scenes.top
    assert isinstance(menu, MenuScene)
    menu.open_game("dama")
    choice = app.ctx.scenes.top
    assert isinstance(choice, ChoiceOverlay) and choice.buttons[1].label() == app.ctx.t("menu.new_game")
    font = app.ctx.assets.font(theme.FONT_BODY)
    for language in ("en", "ja"):  # the line saying the saved game will go fits its box
        app.ctx.i18n.language = language
        assert font.size(app.ctx.t("menu.new_replaces"))[0] <= choice.box.w - 40, language
    app.ctx.i18n.language = "en"
    choice.buttons[1].on_press()  # "New game": the saved game will go
    setup = app.ctx.scenes.top
    assert isinstance(setup, SetupScene)
    setup.start()  # Start: no second question
    frames(app)
    assert isinstance(app.ctx.scenes.top, DamaScene) and app.ctx.scenes.top.turns.moves == []


def test_point_23_a_setup_opened_otherwise_still_asks_before_losing_a_saved_game(tmp_path: Path) -> None:
    from game.screens.setup import SetupScene

    app = menu_app(tmp_path)
    scene = dama(app)
    scene.play(scene.state.legal_moves()[0])
    app.ctx.scenes.pop_to_root()
    setup = SetupScene(app.ctx, CATALOG["dama"])
    app.push(setup)
    setup.start()
    asked = app.ctx.scenes.top
    assert isinstance(asked, ChoiceOverlay) and asked.focus.focused is asked.buttons[0]


PASS_MAP = """
----------
-........-
-........-
-........-
-WB......-
-...B....-
-........-
-........-
-........-
----------
"""


def test_point_32_mapellos_cursor_is_not_drawn_over_the_pass_panel(tmp_path: Path) -> None:
    import pygame

    app = menu_app(tmp_path)
    options = {o.key: o.default for o in CATALOG["mapello"].options}
    position = json.dumps({"to_move": 0, "map": PASS_MAP})
    start_game(app.ctx, Match("mapello", (FOX, BEAR), {**options, "position": position}))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, BoardGameScene) and scene.forced_pass() is not None
    frames(app, 3, dt=0.1)  # the pass is shown
    assert scene.passing > 0
    shots = []
    for cursors in ({}, {"keyboard": (4, 4), "pad1": (5, 4)}):  # cursors under the middle of the panel
        scene.board.cursors = dict(cursors)
        scene.board.hover = (4, 5)
        surface = pygame.Surface((1280, 720))
        scene.draw_game(surface)
        assert scene.covered is not None
        shots.append(pygame.image.tobytes(surface.subsurface(scene.covered), "RGB"))
    assert shots[0] == shots[1]


def test_point_13_a_star_under_a_legal_move_dot_stays_bright(tmp_path: Path) -> None:
    import pygame

    from game.rules import mapello
    from game.screens.mapello import paint
    from game.screens.mapello.view import GEO

    app = menu_app(tmp_path)
    options = {o.key: o.default for o in CATALOG["mapello"].options}
    start_game(app.ctx, Match("mapello", (FOX, BEAR), {**options, "board": "level:02_four_treasures"}))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, BoardGameScene)

    def on_star() -> list[mapello.Move]:
        return [m for m in scene.state.legal_moves() if not m.is_pass and scene.state.cell(m.row, m.col) == "bonus"]

    while not on_star():
        scene.play(next(m for m in scene.state.legal_moves()))
    star = on_star()[0]
    plain, dotted = pygame.Surface((1280, 720)), pygame.Surface((1280, 720))
    paint.paint_board(plain, app.ctx, scene.state, None, False, frozenset())
    paint.paint_board(dotted, app.ctx, scene.state, None, True, frozenset())
    rect = GEO.cell_rect(star.row, star.col)
    for dx, dy in ((0, 0), (0, -8), (-6, 2), (6, 2)):  # the star's middle and arms, as bright as without the dot
        p = (rect.centerx + dx, rect.centery + dy)
        a, b = plain.get_at(p), dotted.get_at(p)
        assert sum(abs(a[i] - b[i]) for i in range(3)) < 40, (p, a, b)


def test_point_15_no_rule_ids_in_any_text_shown_to_players() -> None:
    import re

    from game.core.i18n import game_folders, help_pages, strings, texts_of

    rule_id = re.compile(r"(rule|ルール)\s*[A-Z]{1,2}\d|\b[A-Z]{1,2}\d{1,2}\b")
    for language in ("en", "ja"):
        for key, value in strings(language).items():
            for text in texts_of(value):
                assert not rule_id.search(text), (language, key, text)
        for folder in game_folders():
            for page in help_pages(folder.name, language):
                for text in (page["title"], page["body"]):
                    assert not rule_id.search(text), (language, folder.name, text)


def test_point_15_mapellos_rules_name_its_pieces_as_the_board_does() -> None:
    """Issue 34's screenshot check: the board's legend and the setup call the +3 square a star ("Star 0"), the rules
    pages called it a bonus ("walls, bonuses and jokers"). The pages use the board's words, in both languages."""
    from game.core.i18n import help_pages, strings

    for language, other_word in (("en", "bonus"), ("ja", "ボーナス")):
        star = strings(language)["mapello.kind.bonus"]
        pages = help_pages("mapello", language)
        text = " ".join(f"{page['title']} {page['body']}" for page in pages)
        assert other_word not in text.lower(), language
        assert star.lower() in text.lower() and any(page["title"].lower().startswith(star.lower()) for page in pages)


def test_point_15_mapellos_pictures_show_the_boards_pieces() -> None:
    import pygame

    from game import ASSETS_DIR
    from game.screens.mapello import art as pics

    def count(image: pygame.Surface, colour: tuple[int, int, int], tolerance: int = 12) -> int:
        w, h = image.get_size()
        return sum(
            1
            for x in range(0, w, 2)
            for y in range(0, h, 2)
            if all(abs(image.get_at((x, y))[i] - colour[i]) <= tolerance for i in range(3))
        )

    for name in ("tile_mapello", "help_mapello_board", "help_mapello_joker", "help_mapello_wall"):
        image = pygame.image.load(str(ASSETS_DIR / "images" / f"{name}.png"))
        assert count(image, (176, 92, 70)) < 5, f"{name}: red bricks, where the board has grey stone"
        assert count(image, (230, 90, 140)) < 5, f"{name}: a rainbow joker, where the board has a purple diamond"
        if name != "help_mapello_wall":
            assert count(image, pics.JOKER) > 10, f"{name}: no purple joker"
        if name != "help_mapello_joker":
            assert count(image, pics.WALL) > 10, f"{name}: no grey wall"


def test_point_19_a_long_jaleo_games_board_stays_readable_and_clear_of_the_toasts(tmp_path: Path) -> None:
    from game.screens.jaleo.view import AREA, MIN_SCALE, WORLD

    app = menu_app(tmp_path)
    start_game(app.ctx, Match("jaleo", (FOX, BEAR), {o.key: o.default for o in CATALOG["jaleo"].options}))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, BoardGameScene)
    rng = app.ctx.rng
    grown = False
    for _ in range(80):  # a long game, its board growing every which way
        if scene.flow.is_over:
            break
        moves = scene.state.legal_moves()
        adds = [m for m in moves if m.kind == "add" and m.b is not None]
        far = max(adds, key=lambda m: abs(m.b[0]) + abs(m.b[1]), default=None)  # stretch the board
        scene.play(far if far is not None and rng.random() < 0.8 else rng.choice(moves))
        frames(app, 12, dt=0.1)
        grown = grown or scene.view.zoom.partial
        assert scene.view.hex_size >= WORLD * MIN_SCALE * 0.99  # hexes never shrink past readable
        app.ctx.toast("A message at the bottom")
        app.frame(0.0, events=[])
        assert AREA.bottom <= 720 - 70  # the board's area ends above the toasts' strip
        last = scene.feedback.last
        cell = last.move.b if last.move.b is not None else last.move.a
        if cell is not None:  # the move just made is in view
            assert AREA.collidepoint(scene.view.centre(cell)), cell
    assert grown, "the board grew larger than its area"
    # The pad's cursor walks off to a far cell: the view follows it.
    far_cell = max(scene.view.cells(), key=lambda c: abs(c[0]) + abs(c[1]))
    scene.board.cursors["pad1"] = far_cell
    scene.board.last_device = "pad1"
    frames(app, 30, dt=0.1)
    assert AREA.collidepoint(scene.view.centre(far_cell))
