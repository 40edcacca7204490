"""Issue 35, points 3 to 5 on screen: a replay shows the game's own board at any move, every move animated and marked
as in play, one move back or on by keys, pad and mouse, to the start and the end, playing by itself; the strip of
who was ahead under it marks where the game turned with the computer's better move as a ghost on the board and one
line of why (a Mapello corner given away); play on from here; save to a file; and it rests when nothing moves."""

from __future__ import annotations

import math
from contextlib import ExitStack
from typing import Any

import pygame
import pytest

from game.core.match import Match, Seat
from game.core.saves import Ending, GameRecord, SaveExtra
from game.core.turns import TurnManager
from game.history.kept import HistoryStore, keep_game
from game.history.notation import read_file
from game.history.replay import replay
from game.rules import GAMES
from game.screens import replay_scene as R
from game.screens.farmini.files import FarminiExtra
from game.screens.overlays import ChoiceOverlay
from game.screens.play_on import PlayOnOverlay
from game.screens.replay_board import GHOST
from game.screens.replay_scene import ReplayScene
from game.screens.replay_strip import POLL, TURN_COLOUR
from game.table.catalog import CATALOG
from tests.apphelp import frames, post
from tests.history.test_history_judgement import CORNER, GIVEN
from tools.virtual_pad import VirtualPad, key_tap, mouse_click, mouse_wheel, sdl_available

FOX, OWL = Seat("fox", 0), Seat("owl", 1, "computer", "hard")


@pytest.fixture(autouse=True)
def quick_judge(monkeypatch: pytest.MonkeyPatch) -> None:
    """The inline worker judges in the frame that asks: a short judgement a position here (the corner test asks
    for the real one's strength)."""
    monkeypatch.setattr(R, "JUDGE_SECONDS", 0.01)


def kept_game(app: Any, game: str = "dama", moves: int = 8, options: dict[str, Any] | None = None) -> Any:
    """A game of `game` kept as the table keeps it: `moves` moves (the first legal each time), then resigned."""
    turns = TurnManager(GAMES[game], Match(game, (FOX, OWL)), options=options or {})
    for _ in range(moves):
        turns.play(turns.state.legal_moves()[0])
    turns.end("resign", 1)
    keep_game(app.ctx.saves, turns, SaveExtra(ai_seed=5), wait=True)
    [kept] = HistoryStore(app.ctx.saves).games()
    return kept


def opened(app: Any, kept: Any = None, seconds: float | None = None) -> ReplayScene:
    scene = ReplayScene(app.ctx, replay(kept or kept_game(app)), seconds)
    app.push(scene)
    frames(app, 2)
    return scene


def settled(app: Any, scene: ReplayScene, n: int = 80) -> None:
    """Frames until the move played out and the strip is full."""
    for _ in range(n):
        if not scene.board.moving and not scene.judging.filling:
            break
        frames(app, 1, dt=0.1)


def test_point_3_keys_step_one_move_on_animated_and_marked_and_back_at_once(app: Any) -> None:
    scene = opened(app)
    post(key_tap(pygame.K_RIGHT))
    frames(app)
    board = scene.board.scene
    assert scene.n == 1 and board.feedback.busy  # played out as it was in play...
    assert board.feedback.last.move == scene.replay.moves[0]  # ...and marked
    assert board.state.key == scene.replay.states[1].key
    post(key_tap(pygame.K_RIGHT))
    frames(app)
    post(key_tap(pygame.K_LEFT))
    frames(app)
    assert scene.n == 1 and not board.feedback.busy and board.feedback.last.move == scene.replay.moves[0]
    post(key_tap(pygame.K_z))  # undo's key goes back too, redo's on
    frames(app)
    assert scene.n == 0 and board.feedback.last is None
    post(key_tap(pygame.K_LEFT))  # nothing before the start: nothing changes
    frames(app)
    assert scene.n == 0
    for _ in range(3):  # down the buttons to "To the end"
        post(key_tap(pygame.K_DOWN))
        frames(app)
    assert scene.focus.focused is scene.buttons["end"]
    post(key_tap(pygame.K_RETURN))
    frames(app)
    assert scene.n == len(scene.replay.moves) and board.flow.turns.ending == Ending("resign", 1)
    post(key_tap(pygame.K_UP))
    frames(app)
    post(key_tap(pygame.K_RETURN))  # "To the start"
    frames(app)
    assert scene.n == 0


@pytest.mark.skipif(not sdl_available(), reason="the wheel's SDL lacks virtual joysticks")
def test_point_3_a_gamepad_steps_with_the_d_pad_and_the_shoulders(app: Any) -> None:
    with ExitStack() as stack:
        pad = stack.enter_context(VirtualPad())
        frames(app, 2)
        scene = opened(app)
        for button, n in (("dpad_right", 1), ("right_shoulder", 2), ("dpad_left", 1), ("left_shoulder", 0)):
            pad.tap(button)
            frames(app)
            assert scene.n == n, button
        pad.tap("a")  # the focused button: Play
        frames(app)
        assert scene.playing
        pad.tap("b")
        frames(app)
        assert app.ctx.scenes.top is not scene


def test_point_3_the_mouse_steps_with_the_wheel_the_arrows_and_jumps_on_the_strip(app: Any) -> None:
    scene = opened(app)
    post(mouse_wheel(-1))  # the wheel down: one move on
    frames(app)
    assert scene.n == 1
    post(mouse_wheel(1))
    frames(app)
    assert scene.n == 0
    post(mouse_click(R.ON_ONE.center))
    frames(app)
    assert scene.n == 1
    post(mouse_click(R.BACK_ONE.center))
    frames(app)
    assert scene.n == 0
    column = scene.strip.column(5)
    post(mouse_click(column.center))
    frames(app)
    assert scene.n == 5 and scene.board.scene.state.key == scene.replay.states[5].key


def test_point_3_it_plays_by_itself_at_the_chosen_speed_and_stops_at_the_end(app: Any) -> None:
    scene = opened(app, kept_game(app, moves=4))
    scene.buttons["speed"].activate(app.ctx)
    assert R.SPEEDS[scene.speed][0] == "fast"
    scene.toggle_play()
    assert scene.next_change() == 0.0
    for _ in range(80):
        frames(app, 1, dt=0.1)
        if not scene.playing:
            break
    assert scene.n == 4 and not scene.playing


def test_point_3_at_rest_a_replay_is_not_drawn_and_every_frame_skipped_is_right(app: Any) -> None:
    app.rest = app.verify_rest = True
    scene = opened(app)
    assert scene.judging.filling and scene.next_change() <= POLL  # the strip fills: seen again when an answer can come
    settled(app, scene)
    frames(app, 120, dt=0.1)  # the game's glow holds still
    drawn = app.drawn
    frames(app, 30)
    assert app.drawn == drawn and scene.next_change() == math.inf
    post(key_tap(pygame.K_RIGHT))
    frames(app)
    assert scene.next_change() == 0.0  # the move plays out
    settled(app, scene)
    frames(app, 120, dt=0.1)
    drawn = app.drawn
    frames(app, 30)
    assert app.drawn == drawn and not app.stale


# ---- the strip on a known swing ------------------------------------------------------------------------------
def corner_kept(app: Any) -> Any:
    """A Mapello game from a staged position where Black's g1 gives White the h8 corner, and White wins."""
    turns = TurnManager(
        GAMES["mapello"], Match("mapello", (FOX, OWL)), options={"position": {"map": CORNER, "to_move": 0}}
    )
    for move in GIVEN:
        turns.play(move)
    keep_game(app.ctx.saves, turns, SaveExtra(), wait=True)
    [kept] = HistoryStore(app.ctx.saves).games()
    return kept


def test_point_3_the_strip_marks_the_corner_given_away_and_shows_the_better_move_as_a_ghost(app: Any) -> None:
    scene = opened(app, corner_kept(app), seconds=0.3)
    assert scene.board.scene.state.key == scene.replay.states[0].key  # the staged start, not the setup's board
    settled(app, scene, 200)
    turn = scene.judging.turn
    assert turn is not None and (turn.move, turn.seat, turn.played) == (1, 0, "g1")
    assert turn.instead is not None and turn.instead not in ("g1", "e1")
    frames(app)
    canvas = app.canvas
    flag = scene.strip.column(1)
    assert any(_near(canvas.get_at((flag.centerx, y))[:3], TURN_COLOUR) for y in range(R.STRIP.y + 2, R.STRIP.y + 40))
    scene.jump(3)
    settled(app, scene)
    post(key_tap(pygame.K_h))  # the hint key jumps to where it turned: the moment before the move
    frames(app)
    assert scene.n == 0
    settled(app, scene)
    frames(app)
    # The ghost: a ring in its colour around the better move's square, on the game's own board.
    view = scene.board.scene.view
    row, col = ord(turn.instead[1]) - ord("0"), ord(turn.instead[0]) - ord("a") + 1
    rect = view.cell_rect((row, col)).inflate(-4, -4)
    assert _near(scene.board.canvas.get_at((rect.x + 2, rect.centery))[:3], GHOST)
    shown = (R.BOARD.x + (rect.x + 2) * R.BOARD.w // 1280, R.BOARD.y + rect.centery * R.BOARD.h // 720)
    assert app.canvas.get_at(shown)[1] > 150  # still green once the board is made small
    # And one line of why: the corner g1 gave away; after the move the ghost is gone, the why stays.
    t = app.ctx.t
    why = t("mapello.why.corner_given", move="g1", player="Owl (hard)", corner="h8")
    assert R.caption(app.ctx, scene.replay, 0, turn, "") == [
        t("replay.turn_next", player="Fox", move="g1", better=turn.instead),
        why,
    ]
    assert R.caption(app.ctx, scene.replay, 1, turn, "") == [t("replay.turned", number=1, player="Fox", move="g1"), why]
    post(key_tap(pygame.K_RIGHT))
    settled(app, scene)
    frames(app)
    assert scene.n == 1 and not _near(scene.board.canvas.get_at((rect.x + 2, rect.centery))[:3], GHOST)


def _near(a: Any, b: Any, tolerance: int = 40) -> bool:
    return all(abs(x - y) <= tolerance for x, y in zip(a, b))


# ---- play on from here ---------------------------------------------------------------------------------------
def test_point_4_play_on_from_a_move_starts_a_game_at_that_position_with_the_same_seats(app: Any) -> None:
    from game.screens.menu import MenuScene

    app.push(MenuScene(app.ctx))
    scene = opened(app)
    scene.jump(3)
    scene.buttons["play_on"].activate(app.ctx)
    frames(app)
    overlay = app.ctx.scenes.top
    assert isinstance(overlay, PlayOnOverlay) and overlay.focus.focused is overlay.start
    post(key_tap(pygame.K_RETURN))
    frames(app, 2)
    game = app.ctx.scenes.top
    assert game.match.game == "dama" and game.flow.state.key == scene.replay.states[3].key
    assert [(s.name, s.kind, s.level) for s in game.match.seats] == [
        ("fox", "human", "medium"),
        ("owl", "computer", "hard"),
    ]


def test_point_4_new_seats_through_a_small_choice_and_a_saved_game_is_replaced_only_when_asked(app: Any) -> None:
    from game.screens.menu import MenuScene

    app.push(MenuScene(app.ctx))
    app.ctx.saves.autosave(
        Match("dama", (FOX, OWL)), GameRecord(("c3-d4",), extra=SaveExtra(ai_seed=1))
    )  # an unfinished game of the same game
    scene = opened(app)
    scene.jump(2)
    scene.play_on()
    overlay = app.ctx.scenes.top
    assert isinstance(overlay, PlayOnOverlay)
    first = overlay.focus.widgets[0]
    overlay.focus.focus_on(first)
    post(key_tap(pygame.K_RIGHT))  # the fox: a person -> the computer, easy
    frames(app)
    assert overlay.kinds[0] == "computer:easy"
    overlay.begin()
    frames(app)
    question = app.ctx.scenes.top
    assert isinstance(question, ChoiceOverlay) and question.focus.focused is question.buttons[0]  # "No, go back"
    post(key_tap(pygame.K_RETURN))
    frames(app)
    assert app.ctx.saves.load("dama").record.moves == ("c3-d4",)  # untouched
    overlay.begin()
    frames(app)
    app.ctx.scenes.top.buttons[1].activate(app.ctx)  # "Yes, play on"
    frames(app, 2)
    game = app.ctx.scenes.top
    assert game.flow.state.key == scene.replay.states[2].key
    assert [(s.kind, s.level) for s in game.match.seats] == [("computer", "easy"), ("computer", "hard")]


def test_point_4_farmini_says_its_cards_come_in_the_same_order(app: Any) -> None:
    options = {o.key: o.default for o in CATALOG["farmini"].options}
    turns = TurnManager(GAMES["farmini"], Match("farmini", (FOX, OWL), options), options={"players": 2, "seed": 7})
    for _ in range(2):
        turns.play(turns.state.legal_moves()[0])
    turns.end("resign", 1)
    keep_game(app.ctx.saves, turns, FarminiExtra(deck_seed=7, ai_seed=3), wait=True)
    [kept] = HistoryStore(app.ctx.saves).games()
    scene = opened(app, kept)
    scene.jump(1)
    scene.play_on()
    overlay = app.ctx.scenes.top
    assert isinstance(overlay, PlayOnOverlay) and overlay.hidden
    assert " ".join(overlay._notes()).startswith(app.ctx.t("play_on.deck_known")[:20])


def test_point_4_the_end_of_a_game_is_no_place_to_play_on(app: Any) -> None:
    scene = opened(app, corner_kept(app))
    scene.jump(len(GIVEN))
    scene.play_on()
    assert app.ctx.scenes.top is scene and app.ctx.toasts[-1].text == app.ctx.t("replay.play_on_over")


# ---- a file ----------------------------------------------------------------------------------------------------
def test_point_5_save_to_a_file_writes_the_game_in_its_notation_and_says_where(app: Any) -> None:
    scene = opened(app)
    scene.buttons["export"].activate(app.ctx)
    [written] = list(app.ctx.saves.user_dir("games").iterdir())
    assert written.suffix == ".pdn" and written.name in app.ctx.toasts[-1].text
    assert read_file(written).notation == scene.replay.notation


@pytest.mark.parametrize(("game", "named"), [("jaleo", False), ("farmini", False), ("dama", True)])
def test_point_3_a_move_is_named_only_where_the_board_names_its_squares(app: Any, game: str, named: bool) -> None:
    """Jaleo's, 36's and Farmini's notations are coordinates no child reads ("take 3 @0,-1 r0"): the caption says
    who played, the move being the one marked on the board; Mapello and Dama name theirs (c3-d4)."""
    from game.ui.seats import seat_name

    scene = opened(app, kept_game(app, game, moves=4))
    notation = str(scene.replay.moves[0])
    mover = scene.replay.mover(1)
    assert mover is not None
    player = seat_name(app.ctx, scene.replay.match.seats[mover])
    line = R.caption(app.ctx, scene.replay, 1, None, "")[0]
    if named:
        assert line == app.ctx.t("replay.played", number=1, player=player, move=notation)
    else:
        assert line == app.ctx.t("replay.played_unnamed", number=1, player=player)
        assert notation not in line


@pytest.mark.parametrize("game", ["jaleo", "dama", "farmini"])
def test_point_3_a_replay_tells_nobody_how_to_play_nor_waits_for_anyone(app: Any, game: str) -> None:
    from game.board.words import now_for
    from game.screens.farmini.prompt import prompt

    scene = opened(app, kept_game(app, game, moves=3))
    board = scene.board.scene
    assert board.flow.watched
    now = now_for(app.ctx, board.flow, None, list)
    assert now.how == "" and now.waiting is None
    if game == "farmini":  # its prompt under the tray says whose turn it is, not "… is choosing a card"
        line = prompt(app.ctx, board.match, board.hand, over=False, acting=False, watched=True)
        assert line == app.ctx.t("turn.banner", player=seat_name_of(app, board))


def seat_name_of(app: Any, board: Any) -> str:
    from game.ui.seats import seat_name

    return seat_name(app.ctx, board.match.seats[board.hand.mover])
