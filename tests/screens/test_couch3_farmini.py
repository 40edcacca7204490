"""Farmini as a child meets it, round 3 of the couch test (issue 34, points 5, 17 and 18), headless: the lesson's
pigs step refuses a trough outside the asked pen at once and keeps the card in hand; a card put down and taken up
again starts with no trough chosen; the prompt names the round arrow only where it is drawn; picking a card never
moves the place the hint marked; the cards stay a readable size; the wolf keeps to the farms."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pygame

from game.app import App
from game.board.coach import Coach, Phase, as_said
from game.core.match import Match, Seat
from game.rules import farmini as F
from game.screens.farmini.files import FarminiExtra
from game.screens.farmini.scene import FarminiScene
from game.table.launcher import start_game
from tests.apphelp import frames, hand_cell, lesson_step, menu_app, post
from tools.virtual_pad import mouse_click

LEARNER = Seat("fox", 0)
PIGS_STEP = 3  # "Take the pigs. Put both in the little closed pen."
PEN = {(1, 0, 1), (1, 0, 3)}  # the little closed pen's troughs (levels/farmini/lesson.toml)


def lesson_at(tmp_path: Path, index: int) -> tuple[App, Coach, FarminiScene]:
    app = menu_app(tmp_path)
    coach, scene = lesson_step(app, "farmini", LEARNER, index, settle=3)
    assert isinstance(scene, FarminiScene)
    return app, coach, scene


def click(app: App, scene: FarminiScene, cell: Any) -> None:
    """The mouse clicks the middle of `cell` as it is drawn now."""
    post(mouse_click(scene.view.cell_rect(cell).center))
    frames(app)


def test_point_5_a_trough_outside_the_asked_pen_is_refused_at_once_and_changes_nothing(tmp_path: Path) -> None:
    app, coach, scene = lesson_at(tmp_path, PIGS_STEP)
    click(app, scene, ("slot", 3))
    assert {c[1:] for c in scene.board.next_pick_cells()} == PEN  # only the asked troughs glow
    for stray in ((0, 0, 1), (0, 0, 2)):  # free troughs of the farm card, outside the pen
        click(app, scene, ("spot", *stray))
        said = (as_said(app.ctx.t("lesson.wrong")), as_said(app.ctx.t("lesson.hint")))
        assert coach.said in said  # the kind line, in the coach's card (point 11)
        assert scene.hand.chosen == [] and scene.board.builder.picked == (3,)  # not taken; the card still in hand
        assert hand_cell(coach, scene)[1:] in PEN  # the hand shows a trough of the asked pen
        assert scene.turns.moves == [] and coach.phase is Phase.ASK
    assert coach.wrong == 2 and scene.hint is not None  # counted as tries: the answer is shown after two
    first = hand_cell(coach, scene)
    click(app, scene, first)
    assert scene.hand.chosen == [first[1:]] and hand_cell(coach, scene)[1:] == (PEN - {first[1:]}).pop()
    click(app, scene, hand_cell(coach, scene))
    assert scene.turns.moves == ["take 3 1,0:1 1,0:3"] and coach.phase is Phase.AFTER


def test_point_5_the_right_troughs_after_a_refused_move_are_taken(tmp_path: Path) -> None:
    """The round-3 report: after a refusal the card taken up again still held the troughs chosen before, so the
    first pen trough pressed was put back and the second completed a wrong move ("Not that one")."""
    app, coach, scene = lesson_at(tmp_path, PIGS_STEP)
    click(app, scene, ("slot", 3))
    scene.hand.chosen.append((0, 0, 1))  # as before the fix: a stray trough taken silently
    click(app, scene, ("spot", 1, 0, 1))  # completes a move the coach refuses
    assert coach.wrong == 1 and scene.board.builder.picked == ()
    click(app, scene, ("slot", 3))
    assert scene.hand.chosen == []
    click(app, scene, ("spot", 1, 0, 1))
    click(app, scene, ("spot", 1, 0, 3))
    assert scene.turns.moves == ["take 3 1,0:1 1,0:3"] and coach.phase is Phase.AFTER


def animal_table(app: App) -> FarminiScene:
    """A real two-player game at a turn where the display holds an animal card of two and there is room."""
    staged = {
        "players": 2,
        "display": ["pen-01", "pig-3", "pen-03", "pen-04"],
        "deck": ["pen-20", "pen-02", "pen-05", "pen-06"],
        "farms": [[[0, 0, "farm-1", 0], [1, 0, "pen-12", 0]], [[0, 0, "farm-2", 0]]],
    }
    import json

    seats = (Seat("fox", 0), Seat("bear", 1))
    start_game(app.ctx, Match("farmini", seats, {"position": json.dumps(staged)}))
    frames(app, 3)
    scene = app.ctx.scenes.top
    assert isinstance(scene, FarminiScene) and F.card("pig-3").count == 2
    return scene


def test_point_5_a_card_put_down_and_taken_up_again_has_no_trough_chosen(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = animal_table(app)
    click(app, scene, ("slot", 2))
    click(app, scene, ("spot", 0, 0, 1))
    click(app, scene, ("slot", 2))  # put down again
    assert scene.board.builder.picked == ()
    click(app, scene, ("slot", 2))
    assert scene.hand.chosen == []
    click(app, scene, ("spot", 1, 0, 1))
    click(app, scene, ("spot", 0, 0, 1))  # the two troughs clicked: the animals go there
    assert scene.turns.moves == ["take 2 0,0:1 1,0:1"]
    assert not any(t.text.startswith("This card brings") for t in app.ctx.toasts)


def grown_game(app: App, players: int, turns: int, seed: int = 3) -> FarminiScene:
    """A real game of `players` whose farms have grown for `turns` turns of pen cards laid far out (the farms
    spread wide, as a careless computer lays them), the motion reduced so every camera has settled."""
    import random

    app.ctx.apply_settings(reduce_motion=True)
    seats = tuple(Seat(n, i) for i, n in enumerate(("fox", "bear", "cat", "owl")[:players]))
    start_game(app.ctx, Match("farmini", seats, {}), FarminiExtra(deck_seed=seed))
    frames(app, 3)
    scene = app.ctx.scenes.top
    assert isinstance(scene, FarminiScene)
    rng = random.Random(seed)
    for _ in range(turns):
        moves = scene.state.legal_moves()
        pens = [m for m in moves if m.cell is not None]
        far = max((abs(m.cell[0]) + abs(m.cell[1]) for m in pens), default=0)
        scene.play(rng.choice([m for m in pens if abs(m.cell[0]) + abs(m.cell[1]) == far] or moves))
        frames(app, 3, dt=0.1)
    return scene


def test_point_18_picking_a_card_never_moves_the_place_the_hint_marked(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    scene = grown_game(app, 2, 12)
    move = next(m for m in scene.state.legal_moves() if m.cell is not None)
    scene.hint = move  # as the hint button's answer shows it
    frames(app, 5, dt=0.1)
    marked = scene.view.cell_rect(("cell", *move.cell))
    assert scene.view.in_view(("cell", *move.cell))
    click(app, scene, ("slot", move.slot))
    frames(app, 10, dt=0.1)
    assert scene.view.cell_rect(("cell", *move.cell)) == marked  # nothing zoomed nor slid
    post(mouse_click(marked.center))  # the tap where the hint was
    frames(app)
    assert scene.board.builder.picked == (move.slot, move.cell)


def test_point_18_the_farm_being_played_keeps_cards_a_tap_s_size(tmp_path: Path) -> None:
    from game.screens.farmini.camera import MIN_SCALE, WHOLE

    sliding = []
    for players in (1, 2, 4):
        app = menu_app(tmp_path / str(players))
        scene = grown_game(app, players, {1: 30, 2: 30, 4: 28}[players])
        seat = scene.state.to_move
        cards = [scene.cameras.card_rect(seat, c).w for c in scene.state.farms[seat]]
        assert min(cards) >= MIN_SCALE * WHOLE - 1 >= 74, (players, min(cards))  # never the 35-65 px reported
        sliding.append(bool(scene.cameras.beyond(seat)))
    assert any(sliding)  # spread this wide, some farm lies partly out of view: an arrow on that edge


def test_point_18_a_place_out_of_view_is_brought_in_by_the_mouse_resting_at_the_edge(tmp_path: Path) -> None:
    from tests.screens.test_farmini_screen import reveal

    app = menu_app(tmp_path)
    scene = grown_game(app, 2, 30)
    move = next(
        m for m in scene.state.legal_moves() if m.cell is not None and not scene.view.in_view(("cell", *m.cell))
    )
    click(app, scene, ("slot", move.slot))
    cell = ("cell", *move.cell)
    assert scene.view.cell_at(scene.view.cell_rect(cell).center) != cell  # out of view: not pressed by a tap
    reveal(app, scene, cell)
    click(app, scene, cell)
    assert scene.board.builder.picked == (move.slot, move.cell)


def test_point_18_the_wolf_runs_across_the_farms_never_over_the_side_panel(tmp_path: Path) -> None:
    from game.screens.farmini.effects import WolfRun
    from game.screens.farmini.layout import LEFT

    app = menu_app(tmp_path)
    scene = grown_game(app, 2, 0)
    app.ctx.apply_settings(reduce_motion=False)  # (reduced motion shows no run at all)
    frames(app, 2)
    before = app.canvas.copy()
    run = WolfRun(3.0, "pig")
    scene.feedback.add(run)
    for _ in range(12):  # the wolf's first steps, where it enters from the left
        frames(app, 1, dt=0.05)
        panel = app.canvas.subsurface(LEFT.inflate(8, 0))
        assert pygame.image.tobytes(panel, "RGB") == pygame.image.tobytes(before.subsurface(LEFT.inflate(8, 0)), "RGB")
    assert run.running and scene.feedback.active(WolfRun) is run


def test_point_17_the_round_arrow_is_named_only_where_it_is_drawn(tmp_path: Path, monkeypatch: Any) -> None:
    from game.screens.farmini.paint_farms import FarmPainter
    from game.screens.farmini.prompt import prompt

    drawn: list[pygame.Rect] = []
    monkeypatch.setattr(FarmPainter, "turn_button", staticmethod(lambda surface, r: drawn.append(r)))
    app, coach, scene = lesson_at(tmp_path, 0)  # step 1: the card fits each place one way only
    for step, fits in ((0, 1), (1, 2)):  # step 2: it fits two ways, and the step asks to turn it
        if step:
            coach.index = step
            scene = coach.open_step()
            frames(app, 3)
        click(app, scene, ("slot", 3))
        click(app, scene, ("cell", 1, 0))
        drawn.clear()
        frames(app)
        line = prompt(app.ctx, scene.match, scene.hand, over=False, acting=True)
        assert len(scene.hand.legal_rots()) == fits
        assert (app.ctx.t("farmini.prompt.turn") == line) == bool(drawn) == (fits > 1), (step, line)
    # the step's own line says where the arrow comes: beside the card once it is on its place
    assert "arrow beside it" in app.ctx.t("farmini.lesson.turn")
