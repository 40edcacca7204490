"""The Farmini screen, headless: whole games by mouse alone and with four virtual gamepads, every place where a
chosen card fits shown, the card turned by the tray and the mouse wheel, troughs chosen in any order, animals
hopping, a wolf carrying off unfenced animals, refusals in words, solo best scores, autosave and resume."""

from __future__ import annotations

import random
import re
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.core.match import Match, Seat
from game.rules import farmini as F
from game.screens.farmini.effects import Drop, Hop, WolfRun
from game.screens.farmini.files import FarminiExtra
from game.screens.farmini.records import RECORDS, RECORDS_KIND, RECORDS_NAME
from game.screens.farmini.scene import FarminiScene
from game.screens.menu import MenuScene
from game.table.catalog import CATALOG
from game.table.launcher import resume_game, start_game
from tests.apphelp import explained, frames, menu_app, post, results, route
from tools.virtual_pad import VirtualPad, key_tap, mouse_click, mouse_move, mouse_wheel, sdl_available

ANIMALS = ("fox", "bear", "cat", "owl")


def start(app: App, players: int = 2, seed: int = 5, devices: tuple[str | None, ...] = ()) -> FarminiScene:
    seats = tuple(Seat(ANIMALS[i], i, device=devices[i] if i < len(devices) else None) for i in range(players))
    start_game(app.ctx, Match("farmini", seats, {}), FarminiExtra(deck_seed=seed))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, FarminiScene)
    return scene


def settle(app: App) -> None:
    """Let the zoom, the hops and any wolf finish (at once when motion is reduced)."""
    frames(app, 2 if app.ctx.settings.settings.reduce_motion else 30, dt=0.1)


def still(app: App) -> None:
    """Reduced motion: whole games go quickly (the views jump to their fit, nothing hops)."""
    app.ctx.apply_settings(reduce_motion=True)


def cell_of(scene: FarminiScene, pick: Any) -> Any:
    return scene.view.cell_of_pick(pick)


def choose(state: F.State, rng: random.Random) -> F.Move:
    """A varied move: animals when they can be placed (so troughs get chosen), else any."""
    moves = state.legal_moves()
    animals = [m for m in moves if len(m.spots) >= 2]
    return rng.choice(animals) if animals and rng.random() < 0.7 else rng.choice(moves)


def click_move(app: App, scene: FarminiScene, move: F.Move) -> None:
    """Point at the move's picks with the mouse until it is played: troughs last-first (any order works)."""
    n = len(scene.turns.moves)
    picks = list(move.picks())
    if move.spots:
        picks = [picks[0], *reversed(picks[1:])]
    for pick in [*picks, picks[-1]]:  # a card taken up is played by a second press on it
        if len(scene.turns.moves) > n:
            break
        settle(app)
        reveal(app, scene, cell_of(scene, pick))
        post(mouse_click(scene.view.cell_rect(cell_of(scene, pick)).center))
        frames(app)
    assert scene.turns.moves[n] == str(move)


def reveal(app: App, scene: FarminiScene, cell: Any) -> None:
    """A farm larger than its zone: rest the mouse at the edge towards `cell` until the farm has slid it into view
    (issue 34, point 18: the cards keep a tap's size, the farm slides instead)."""
    if cell[0] not in ("cell", "spot"):
        return
    seat = scene.hand.mover
    for _ in range(400):
        area, rect = scene.cameras.area(seat), scene.view.cell_rect(cell)
        if area.inflate(-8, -8).contains(rect):
            post(mouse_move(area.center))
            frames(app)
            return
        x = area.x + 10 if rect.x < area.x + 4 else area.right - 10 if rect.right > area.right - 4 else area.centerx
        y = area.y + 10 if rect.y < area.y + 4 else area.bottom - 10 if rect.bottom > area.bottom - 4 else area.centery
        post(mouse_move((x, y)))
        frames(app, 1, dt=0.05)
    raise AssertionError(f"{cell} never came into view")


BUTTONS = {"up": "dpad_up", "down": "dpad_down", "left": "dpad_left", "right": "dpad_right"}


def pad_to(app: App, scene: FarminiScene, pad: VirtualPad, device: str, target: Any) -> None:
    """Walk the device's cursor to `target` with the D-pad, one press at a time along a shortest route."""
    for _ in range(40):
        here = scene.board.cursor(device)
        if here == target:
            return
        pad.tap(BUTTONS[route(scene, here, target)[0]])
        frames(app)
    raise AssertionError(f"the cursor never reached {target}")


# ---- whole games by one kind of input ------------------------------------------------------------------------
def test_whole_game_with_the_mouse_alone(tmp_path: Path) -> None:
    assert CATALOG["farmini"].built
    app = menu_app(tmp_path)
    still(app)
    scene = start(app, 2)
    rng = random.Random(2)
    while not scene.turns.is_over:
        click_move(app, scene, choose(scene.state, rng))
    overlay = results(app, 40)
    assert app.ctx.t("farmini.end.pens") in overlay.lines  # issue 23, point 11: the pens decided it
    for seat in range(2):
        assert any(str(scene.state.score(seat)) in line for line in overlay.lines)


@pytest.mark.skipif(not sdl_available(), reason="no virtual joystick support in this SDL")
def test_whole_four_player_game_with_four_gamepads(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    with VirtualPad() as p1, VirtualPad() as p2, VirtualPad() as p3, VirtualPad() as p4:
        frames(app, 2)
        still(app)
        pads = {"pad1": p1, "pad2": p2, "pad3": p3, "pad4": p4}
        scene = start(app, 4, seed=11, devices=tuple(pads))
        rng = random.Random(4)
        turned = 0
        while not scene.turns.is_over:
            seat = scene.state.to_move
            device = f"pad{seat + 1}"
            move = choose(scene.state, rng)
            n = len(scene.turns.moves)
            for pick in [*move.picks(), move.picks()[-1]]:  # a card taken up is played by a second press
                if len(scene.turns.moves) > n:
                    break
                settle(app)
                if isinstance(pick, tuple) and pick[0] == "r":
                    turned += 1
                pad_to(app, scene, pads[device], device, cell_of(scene, pick))
                pads[device].tap("a")
                frames(app)
            assert scene.turns.moves[n] == str(move)
        assert turned >= 1  # a card turned in the tray at least once
        results(app, 40)
        assert scene.state.outcome is not None


# ---- the rules on screen ----------------------------------------------------------------------------------
def test_F6_choosing_a_card_shows_every_place_it_fits_and_turns_it(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, 2)
    scene.press_cell(("slot", 3), "mouse")  # pen-03: a corner, two fenced sides
    settle(app)
    fits = {m.cell for m in scene.state.legal_moves() if m.slot == 3}
    assert {(c[1], c[2]) for c in scene.board.next_pick_cells()} == fits
    cell = next(
        c for c in sorted(fits) if len([m for m in scene.state.legal_moves() if m.slot == 3 and m.cell == c]) > 1
    )
    scene.press_cell(("cell", *cell), "mouse")
    rots = scene.hand.legal_rots()
    assert len(rots) > 1 and scene.hand.preview() == rots[0]
    post(mouse_move(scene.view.cell_rect(("cell", *cell)).center) + mouse_wheel(-1))
    frames(app)
    assert scene.hand.preview() == rots[1]  # the wheel turned it
    scene.press_cell(("cell", *cell), "mouse")  # pressing the card again lays it as shown
    assert scene.turns.moves == [f"take 3 @{cell[0]},{cell[1]} r{rots[1]}"]


def test_F6_the_shoulder_buttons_and_q_e_turn_the_chosen_card(tmp_path: Path) -> None:
    if not sdl_available():
        pytest.skip("no virtual joystick support in this SDL")
    app = menu_app(tmp_path)
    scene = start(app, 2)
    scene.press_cell(("slot", 3), "mouse")
    settle(app)
    fits = {m.cell for m in scene.state.legal_moves() if m.slot == 3}
    cell = next(
        c for c in sorted(fits) if len([m for m in scene.state.legal_moves() if m.slot == 3 and m.cell == c]) > 1
    )
    scene.press_cell(("cell", *cell), "mouse")
    rots = scene.hand.legal_rots()
    assert len(rots) > 1
    with VirtualPad() as pad:
        frames(app)
        pad.tap("right_shoulder")  # clockwise (not redo while a card waits to be turned)
        frames(app)
        assert scene.hand.preview() == rots[1]
        pad.tap("left_shoulder")
        pad.tap("left_shoulder")
        frames(app)
        assert scene.hand.preview() == rots[-1]
    post(key_tap(pygame.K_e))
    frames(app)
    assert scene.hand.preview() == rots[0]
    post(key_tap(pygame.K_q))
    frames(app)
    assert scene.hand.preview() == rots[-1]
    assert scene.turns.moves == []  # turning never plays: the card is laid by pressing it


def test_F6_a_place_where_the_fences_do_not_meet_is_explained(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, 2)
    scene.press_cell(("slot", 1), "mouse")
    scene.press_cell(("cell", 2, 0), "mouse")  # not beside the farm
    assert scene.turns.moves == [] and explained(app, "farmini", "not_touching")
    assert not re.search(r"\bF\d+\b", app.ctx.toasts[-1].text)  # words for people, no rule codes


def test_F7_animals_hop_onto_the_troughs_chosen_in_any_order(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, 1)
    while not any(m.spots and len(m.spots) == 2 for m in scene.state.legal_moves()):
        scene.play(next(m for m in scene.state.legal_moves() if not m.spots))
    move = next(m for m in scene.state.legal_moves() if len(m.spots) == 2)
    scene.press_cell(("slot", move.slot), "mouse")
    scene.press_cell(("spot", *move.spots[1]), "mouse")
    scene.press_cell(("spot", *move.spots[1]), "mouse")  # pressed again: taken back
    assert scene.turns.moves[-1:] != [str(move)] and not scene.hand.chosen
    scene.press_cell(("spot", *move.spots[1]), "mouse")
    scene.press_cell(("spot", *move.spots[0]), "mouse")
    assert scene.turns.moves[-1] == str(move)
    assert {h.spot for h in scene.feedback.queued(Hop)} == set(move.spots)
    settle(app)
    assert not scene.feedback.queued(Hop)


def test_F8_a_wolf_comes_and_carries_off_the_unfenced_animals(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    # A deck whose first card is an animal card and whose second is a wolf of that kind: Bear takes the animals,
    # then the wolf is revealed and takes them back (Bear's farm card alone has no closed pen).
    seed = next(s for s in range(5000) if _wolf_after_animals(F.new_game(players=2, seed=s).deck))
    app = menu_app(tmp_path)
    scene = start(app, 2, seed=seed)
    scene.play("take 1 @1,0 r0")
    animal = next(m for m in scene.state.legal_moves() if m.slot == 1)
    heard: list[str] = []
    monkeypatch.setattr(app.ctx.audio, "play", heard.append)
    scene.play(animal)
    assert heard == ["hop", "howl"]  # the animals hop on, then the wolf howls
    assert scene.state.tokens[1] == {}
    wolves = scene.feedback.queued(WolfRun)
    assert wolves and {s for _seat, s, _k in wolves[0].taken} == set(animal.spots)
    assert scene.state.taken == tuple((1, *s, scene.feedback.queued(WolfRun)[0].kind) for s in animal.spots)
    settle(app)
    settle(app)
    assert not scene.feedback.queued(WolfRun)


def _wolf_after_animals(deck: tuple[str, ...]) -> bool:
    first, second = F.card(deck[0]), F.card(deck[1])
    return first.kind == "animal" and second.kind == "wolf" and first.animal == second.animal


def test_F9_closed_pens_glow_and_the_end_shows_points_pen_by_pen(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, 2)
    while not scene.turns.is_over:
        scene.play(scene.state.legal_moves()[-1])
    lines = scene.result_lines()
    for seat in range(2):
        parts = scene.scores.breakdown(seat)
        assert sum(parts) == scene.state.score(seat)
        assert any(line.endswith(f"= {scene.state.score(seat)}") for line in lines)
    assert scene.status_of(0) == app.ctx.t("farmini.status", count=scene.state.score(0))


def test_F13_solo_play_keeps_best_scores(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    for game in range(2):
        scene = start(app, 1, seed=3 + game)
        while not scene.turns.is_over:
            scene.play(scene.state.legal_moves()[0])
        results(app, 40)
        doc = app.ctx.saves.read_doc(RECORDS_KIND, RECORDS_NAME, RECORDS)
        assert len(doc["solo@seed"]) == game + 1
    best = max(e["score"] for e in doc["solo@seed"])
    assert (
        app.ctx.t("farmini.best", score=best) in scene.result_lines()
        or app.ctx.t("farmini.new_best") in scene.result_lines()
    )


def test_autosave_and_resume_deal_the_same_cards(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, 3, seed=8)
    scene.play(scene.state.legal_moves()[0])
    scene.play(scene.state.legal_moves()[0])
    record = app.ctx.saves.load("farmini")
    assert record is not None and len(record.record.moves) == 2 and record.record.extra.deck_seed == 8
    app.ctx.scenes.pop_to_root()
    assert resume_game(app.ctx, record)
    frames(app)
    top = app.ctx.scenes.top
    assert isinstance(top, FarminiScene) and top.state == scene.state


def test_a_computer_player_plays_its_turn(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    seats = (Seat("fox", 0), Seat("bear", 1, kind="computer", level="easy"))
    start_game(app.ctx, Match("farmini", seats, {}), FarminiExtra(deck_seed=2))
    frames(app)
    scene = app.ctx.scenes.top
    scene.play(scene.state.legal_moves()[0])
    frames(app, 100, dt=0.05)  # the card's drop (and any wolf) plays out before the computer thinks
    assert len(scene.turns.moves) == 2


# ---- the screen's shape (issue 22: the scene is its board's drawing plus a few hooks) ---------------------------
def test_the_scene_overrides_at_most_eight_hooks_and_every_class_is_small() -> None:
    import ast
    import inspect

    from game.board.scene import BoardGameScene

    own = {name for name, v in vars(FarminiScene).items() if inspect.isfunction(v) or isinstance(v, property)}
    overridden = {name for name in own - {"__init__"} if any(hasattr(base, name) for base in FarminiScene.__mro__[1:])}
    assert len(overridden) <= 8, sorted(overridden)
    assert own - {"__init__"} == overridden  # nothing else on the scene: the rest lives in its parts
    assert issubclass(FarminiScene, BoardGameScene)
    package = Path(FarminiScene.__module__.replace(".", "/")).parent
    for path in sorted(package.glob("*.py")):
        source = path.read_text(encoding="utf-8")
        assert "parse_move" not in source  # the scene's hooks get typed moves
        for node in ast.walk(ast.parse(source)):
            if isinstance(node, ast.ClassDef):
                lines = node.end_lineno - node.lineno + 1  # type: ignore[operator]
                methods = [n for n in node.body if isinstance(n, (ast.FunctionDef, ast.AsyncFunctionDef))]
                assert lines <= 300 and len(methods) <= 25, (path.name, node.name, lines, len(methods))


def test_a_computer_move_is_animated_through_the_feedback_queue(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    seats = (Seat("fox", 0), Seat("bear", 1, kind="computer", level="easy"))
    start_game(app.ctx, Match("farmini", seats, {}), FarminiExtra(deck_seed=2))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, FarminiScene)
    scene.play(next(m for m in scene.state.legal_moves() if m.cell is not None))
    added: list[Any] = []
    add = scene.feedback.add
    scene.feedback.add = lambda *effects, together=False: (added.extend(effects), add(*effects, together=together))
    for _ in range(80):
        if len(scene.turns.moves) == 2:
            break
        frames(app, dt=0.05)
    assert len(scene.turns.moves) == 2
    reply = F.parse_move(scene.turns.moves[1])  # what the computer played, as the rules write it
    if reply.cell is not None:
        assert any(isinstance(e, Drop) and e.seat == 1 and e.cell == reply.cell for e in added)
    else:
        assert {e.spot for e in added if isinstance(e, Hop) and e.seat == 1} == set(reply.spots)
    assert scene.feedback.busy  # the board shows the move as it happens, not at once


# ---- issue 23 ---------------------------------------------------------------------------------------------------
def _place(scene: FarminiScene, slot: int, turns: int) -> tuple[int, int]:
    """A place where the card in `slot` fits `turns` ways (1) or more than one way (2)."""
    moves = [m for m in scene.state.legal_moves() if m.slot == slot and m.cell is not None]
    ways = {c: len([m for m in moves if m.cell == c]) for c in {m.cell for m in moves if m.cell is not None}}
    return next(c for c in sorted(ways) if (ways[c] == 1) == (turns == 1))


def test_23_5_a_mouse_click_lays_the_card_out_and_a_second_click_lays_it(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, 2)
    post(mouse_click(scene.view.cell_rect(("slot", 1)).center))
    frames(app)
    settle(app)
    one = _place(scene, 1, 1)
    post(mouse_click(scene.view.cell_rect(("cell", *one)).center))  # fits one way only: still not laid
    frames(app)
    assert scene.turns.moves == [] and scene.hand.picked == (1, one)
    post(mouse_click(scene.view.cell_rect(("slot", 3)).center))  # another card instead
    frames(app)
    settle(app)
    assert scene.hand.picked == (3,)
    many = _place(scene, 3, 2)
    post(mouse_move(scene.view.cell_rect(("cell", *many)).center))  # the card follows the pointer
    frames(app)
    assert scene.board.pointed(scene.turns.accepts) == ("cell", *many)
    post(mouse_click(scene.view.cell_rect(("cell", *many)).center))  # another place: the card moves there
    frames(app)
    assert scene.turns.moves == [] and scene.hand.picked == (3, many)
    rots = scene.hand.legal_rots()
    assert len(rots) > 1 and ("turn", 1) in scene.view.cells()
    button = scene.view.cell_rect(("turn", 1))
    assert not button.colliderect(scene.view.cell_rect(("cell", *many)))  # beside the card, not on it
    shown = scene.hand.preview()
    post(mouse_click(button.center))  # the visible turn button (no wheel on a trackpad)
    frames(app)
    assert scene.hand.preview() == rots[(rots.index(shown) + 1) % len(rots)] and scene.turns.moves == []
    turned = scene.hand.preview()
    post(mouse_click(scene.view.cell_rect(("cell", *many)).center))  # the second click lays it as shown
    frames(app)
    assert scene.turns.moves == [f"take 3 @{many[0]},{many[1]} r{turned}"]


def test_23_5_keyboard_first_press_shows_the_card_second_lays_it_turn_button_by_dpad(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = start(app, 2)
    walk = {"up": pygame.K_UP, "down": pygame.K_DOWN, "left": pygame.K_LEFT, "right": pygame.K_RIGHT}

    def go(target: Any) -> None:
        for _ in range(40):
            here = scene.board.cursor("keyboard")
            if here == target:
                return
            post(key_tap(walk[route(scene, here, target)[0]]))
            frames(app)
        raise AssertionError(f"the cursor never reached {target}")

    go(("slot", 3))
    post(key_tap(pygame.K_RETURN))
    frames(app)
    settle(app)
    assert scene.hand.picked == (3,)
    many = _place(scene, 3, 2)
    go(("cell", *many))
    post(key_tap(pygame.K_RETURN))
    frames(app)
    assert scene.turns.moves == [] and scene.hand.picked == (3, many)
    assert scene.board.cursor("keyboard") == ("cell", *many)  # it stays on the card: a second press lays it
    shown = scene.hand.preview()
    go(("turn", 1))  # the turn button is reached by the arrows
    post(key_tap(pygame.K_RETURN))
    frames(app)
    assert scene.hand.preview() != shown and scene.turns.moves == []
    turned = scene.hand.preview()
    go(("cell", *many))
    post(key_tap(pygame.K_RETURN))
    frames(app)
    assert scene.turns.moves == [f"take 3 @{many[0]},{many[1]} r{turned}"]


def _new_game(app: App, players: int, extra: FarminiExtra | None = None) -> FarminiScene:
    """A game started as the setup's Start does (no deck seed carried over unless `extra` gives one)."""
    seats = tuple(Seat(ANIMALS[i], i) for i in range(players))
    start_game(app.ctx, Match("farmini", seats, {}), extra)
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, FarminiScene)
    return scene


def test_23_17_every_new_game_is_a_new_shuffle_unless_a_seed_is_given(tmp_path: Path) -> None:
    from game.core.paths import UserDirs

    dealt: list[tuple[str, ...]] = []
    app = menu_app(tmp_path / "one")
    solo = _new_game(app, 1)
    dealt.append(solo.state.deck)
    solo.exits.restart()  # Restart from the pause menu
    frames(app)
    restarted = app.ctx.scenes.top
    assert isinstance(restarted, FarminiScene) and restarted is not solo
    dealt.append(restarted.state.deck)
    for run in ("two", "three"):  # a new process each time: an App whose randomness is not fixed
        fresh = App(UserDirs.under(tmp_path / run), windowed=True)
        fresh.push(MenuScene(fresh.ctx))
        dealt.append(_new_game(fresh, 2).state.deck)
    assert len(set(dealt)) == len(dealt)  # four new games, four shuffles
    given = [_new_game(app, 2, FarminiExtra(deck_seed=7)).state.deck for _ in range(2)]
    assert given[0] == given[1] == F.new_game(players=2, seed=7).deck  # a seed given: the same deal


def _colour_near(surface: pygame.Surface, rect: pygame.Rect, colour: tuple[int, int, int]) -> int:
    """How many pixels of `colour` lie on `rect` and just around it."""
    area = rect.inflate(16, 16).clip(surface.get_rect())
    return sum(
        1 for x in range(area.x, area.right) for y in range(area.y, area.bottom) if surface.get_at((x, y))[:3] == colour
    )


def test_23_16_the_hint_shows_its_card_place_and_turn_in_a_colour_of_its_own(tmp_path: Path) -> None:
    from game.screens.farmini.paint_table import HINT
    from game.ui import theme

    app = menu_app(tmp_path)
    still(app)
    scene = start(app, 2)
    scene.play("take 2 @1,0 r0")
    scene.play("take 1 @-1,0 r2")
    post(key_tap(pygame.K_h))
    for _ in range(200):
        frames(app, dt=0.05)
        if scene.hint is not None:
            break
    move = scene.hint
    assert move is not None and HINT not in (theme.ACCENT, theme.GOOD)
    surface = pygame.Surface((theme.W, theme.H))
    scene.draw(surface)
    assert _colour_near(surface, scene.view.cell_rect(("slot", move.slot)), HINT) > 50  # the card to take
    assert _colour_near(surface, scene.view.cell_rect(("slot", move.slot)), theme.ACCENT) == 0  # not a choice's
    seat = scene.state.to_move
    if move.cell is not None:  # its place, with the card turned as the hint lays it
        assert _colour_near(surface, scene.cameras.card_rect(seat, move.cell), HINT) > 50
    for x, y, _q in move.spots:  # or its troughs
        assert _colour_near(surface, scene.cameras.card_rect(seat, (x, y)), HINT) > 20


def test_23_16_the_cursor_never_rests_on_an_empty_slot(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    still(app)
    scene = start(app, 1)
    post(key_tap(pygame.K_RIGHT))
    frames(app)
    emptied = 0
    while not scene.turns.is_over:
        cursor = scene.board.cursor("keyboard")
        slot = cursor[1] if cursor[0] == "slot" else scene.state.legal_moves()[0].slot
        move = next(m for m in scene.state.legal_moves() if m.slot == slot)
        emptied += not scene.state.deck
        scene.play(move)  # the card under the cursor is taken: with the deck empty, its slot stays empty
        frames(app)
        for device, cell in scene.board.cursors.items():
            assert cell in scene.view.cells(), (device, cell)
            if cell[0] == "slot":
                assert scene.state.display[cell[1] - 1] is not None
    assert emptied >= 2


def test_23_3_with_four_players_the_farm_being_played_is_shown_large(tmp_path: Path) -> None:
    from game.screens.farmini.layout import zone_rects

    app = menu_app(tmp_path)
    scene = start(app, 4)
    settle(app)
    quarter = zone_rects(4)[0]  # what each farm had before: a quarter of the farms' side

    def large(seat: int) -> None:
        zones = scene.cameras.zones
        assert zones[seat].w * zones[seat].h >= 2 * quarter.w * quarter.h
        assert all(zones[seat].w * zones[seat].h >= 3 * z.w * z.h for i, z in enumerate(zones) if i != seat)
        cards = [scene.cameras.card_rect(i, (0, 0)).w for i in range(4)]
        assert all(cards[seat] >= 1.5 * c for i, c in enumerate(cards) if i != seat)
        assert scene.cameras.token_size(seat) >= 40  # animals a child can see

    large(0)
    post(mouse_click(scene.view.cell_rect(("slot", 1)).center))
    frames(app)
    settle(app)
    post(mouse_click(scene.view.cell_rect(("cell", 1, 0)).center))
    frames(app)
    post(mouse_click(scene.view.cell_rect(("cell", 1, 0)).center))
    frames(app, 3)
    assert scene.turns.moves == ["take 1 @1,0 r0"] and scene.feedback.busy
    large(0)  # the card lands on the farm it was laid on, still large
    settle(app)
    large(1)  # then the next player's farm grows
    while not scene.turns.is_over:
        scene.play(scene.state.legal_moves()[0])
    settle(app)
    zones = scene.cameras.zones  # the game over: every farm the same size, to compare them
    assert len({(z.w, z.h) for z in zones}) == 1


def test_23_7_every_move_is_animated_and_the_last_stays_marked_in_the_movers_colour(tmp_path: Path) -> None:
    from game.ui import theme

    app = menu_app(tmp_path)
    seats = (Seat("fox", 0), Seat("bear", 1, kind="computer", level="easy"))
    start_game(app.ctx, Match("farmini", seats, {}), FarminiExtra(deck_seed=2))
    frames(app)
    scene = app.ctx.scenes.top
    assert isinstance(scene, FarminiScene)
    mine = next(m for m in scene.state.legal_moves() if m.cell is not None)
    post(mouse_click(scene.view.cell_rect(("slot", mine.slot)).center))
    frames(app)
    settle(app)
    for _ in range(2):  # the card laid out, then laid
        post(mouse_click(scene.view.cell_rect(("cell", *mine.cell)).center))
        frames(app)
    played = scene.turns.moves[0]
    assert scene.feedback.queued(Drop) and scene.feedback.last.move == F.parse_move(played)  # the card drops
    for _ in range(200):  # the computer answers once the drop has played; its move is animated too
        if len(scene.turns.moves) == 2:
            break
        frames(app, dt=0.05)
    reply = F.parse_move(scene.turns.moves[1])
    assert scene.feedback.busy and (
        scene.feedback.queued(Drop) or scene.feedback.queued(Hop) or not (reply.cell or reply.spots)
    )
    settle(app)
    settle(app)
    assert scene.feedback.last is not None and scene.feedback.last.move == reply
    surface = pygame.Surface((theme.W, theme.H))
    scene.draw(surface)
    bear = theme.seat_colour(seats[1].colour)
    if reply.cell is not None:  # still marked when nothing moves any more: in Bear's colour
        assert _colour_near(surface, scene.cameras.card_rect(1, reply.cell), bear) > 40
    for x, y, _q in reply.spots:
        assert _colour_near(surface, scene.cameras.card_rect(1, (x, y)), bear) > 20


def test_23_5_taking_up_a_card_never_plays_it_even_with_one_way_to_play(tmp_path: Path) -> None:
    from game.screens.farmini.prompt import prompt

    app = menu_app(tmp_path)
    still(app)
    scene = start(app, 1, seed=2)
    for _ in range(27):
        scene.play(scene.state.legal_moves()[0])
    move = next(m for m in scene.state.legal_moves() if m.cell is None and not m.spots)  # animals with no room
    frames(app)
    n = len(scene.turns.moves)
    post(mouse_click(scene.view.cell_rect(("slot", move.slot)).center))
    frames(app)
    assert len(scene.turns.moves) == n and scene.hand.picked == (move.slot,)  # lifted, not played
    said = prompt(app.ctx, scene.match, scene.hand, over=False, acting=True)
    assert said == app.ctx.t("farmini.prompt.no_room")
    post(mouse_click(scene.view.cell_rect(("slot", move.slot)).center))  # the second press plays it
    frames(app)
    assert scene.turns.moves[n:] == [str(move)]


def test_F16_a_match_may_start_from_a_staged_position_seating_as_many_players(tmp_path: Path) -> None:
    """The lessons' way in (game/board/session.py's StagedSession): the staged table is played; one staged for
    another number of players, or one the rules refuse, is said in a line and the usual deal is used."""
    import json

    app = menu_app(tmp_path)
    position = {"display": ["pen-02"], "deck": ["pen-20"]}  # one player, the farm card alone
    for players, staged in ((1, True), (2, False)):
        seats = tuple(Seat(ANIMALS[i], i) for i in range(players))
        start_game(app.ctx, Match("farmini", seats, {"position": json.dumps(position)}))
        frames(app)
        scene = app.ctx.scenes.top
        assert isinstance(scene, FarminiScene) and scene.state.players == players
        assert (scene.state.display == ("pen-02", None, None, None)) is staged
        assert scene.session.is_staged is staged
    assert app.ctx.t("farmini.bad_position") in [t.text for t in app.ctx.toasts]
