"""Issue 34 (the couch test, round 3), the lessons' shared machinery and the setup's lesson offer, as a child meets
them: a step's explanation waits for the press it asks for and takes it as soon as it asks (points 3 and 30), no
turn banner covers a lesson's board (3), the coach draws a hand (10), refusals are said in the coach's card (11), one
star rule said where the stars are given and the stars' note clear of its button's edges (16), a right first tap
kept after a wrong second and one card width a lesson (19), the first-time offer never covering the setup's text nor
put away by hover (8) and gone once the lesson is taken (9), "How do I…?" offering the steps and the way back (25)."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pygame
import pytest

from game.app import App
from game.board.banner import TurnBanner
from game.board.coach import (
    Coach,
    Phase,
    as_said,
    card_rect,
    coach_lines,
    stars_for,
    start_lesson,
)
from game.board.coach_view import SAID
from game.board.flow import typed_move
from game.board.lesson_steps import LessonSteps
from game.board.pause import PauseOverlay
from game.board.scene import BoardGameScene
from game.core.input import Action, Intent
from game.core.match import Match, Seat
from game.screens.setup import SetupScene
from game.table.catalog import CATALOG
from game.table.launcher import start_game
from game.ui import hand, theme
from tests.apphelp import feed, frames, hand_cell, lesson_step, menu_app, post
from tools.virtual_pad import key_tap, mouse_click

LEARNER = Seat("fox", 0)
LESSONS = ("dama", "jaleo", "thirtysix", "farmini", "mapello")
GAMES = (*LESSONS, "kletterfrosch")


def opened_at(app: App, game: str, index: int) -> tuple[Coach, BoardGameScene]:
    return lesson_step(app, game, LEARNER, index)


def each_step_moved(app: App, game: str) -> Iterator[tuple[int, Coach, BoardGameScene, bool]]:
    """Every step of `game`'s lesson but the last, opened in turn with the learner's expected move played: (its
    index, the coach, its scene, whether the move was played)."""
    coach = start_lesson(app.ctx, game, LEARNER)
    assert coach is not None
    for i, step in enumerate(coach.lesson.steps[:-1]):
        coach.index = i
        scene = coach.open_step()
        frames(app, 2)
        yield i, coach, scene, scene.play(step.expect[0]) is not None


def asks_to_go_on(app: App, coach: Coach, scene: BoardGameScene) -> bool:
    """The card's small line is "Press … to go on"."""
    return coach_lines(app.ctx, coach, coach.ready(scene))[1] == app.ctx.t("lesson.go_on")


def click_beside_the_board(app: App) -> None:
    post(mouse_click((1200, 700)))
    frames(app)


# ---- points 3 and 30: the press the card asks for, and only it, goes on ---------------------------------------
@pytest.mark.parametrize("game", LESSONS)
def test_point_3_each_step_waits_for_the_press_its_card_asks_for(tmp_path: Path, game: str) -> None:
    app = menu_app(tmp_path)
    for i, coach, scene, moved in each_step_moved(app, game):
        assert moved and coach.phase is Phase.AFTER
        frames(app, 120, dt=0.1)  # twelve seconds: a child being read to
        assert coach.index == i and coach.phase is Phase.AFTER and app.ctx.scenes.top is scene
        assert asks_to_go_on(app, coach, scene)
        click_beside_the_board(app)  # the press it asks for
        assert coach.index == i + 1 and app.ctx.scenes.top is not scene


@pytest.mark.parametrize("game", LESSONS)
def test_point_30_the_press_is_taken_as_soon_as_the_card_asks_for_it_and_never_asked_before(
    tmp_path: Path, game: str
) -> None:
    app = menu_app(tmp_path)
    for i, coach, scene, _moved in each_step_moved(app, game):
        for _ in range(200):
            if asks_to_go_on(app, coach, scene):
                break
            feed(app, Intent(Action.CONFIRM, "pad1"), dt=0.02)  # mashing A while it does not ask yet
            assert coach.index == i  # a press it did not ask for changes nothing
        assert asks_to_go_on(app, coach, scene)
        feed(app, Intent(Action.CONFIRM, "pad1"))
        assert coach.index == i + 1, f"{game} step {i + 1}: A not taken while the card asks for it"


@pytest.mark.parametrize("game", LESSONS)
def test_point_3_no_turn_banner_covers_a_lessons_board(tmp_path: Path, game: str) -> None:
    app = menu_app(tmp_path)
    for i, _coach, scene, _moved in each_step_moved(app, game):
        for _ in range(40):  # the move, the coach's reply, their animations
            frames(app, 1, dt=0.05)
            assert scene.feedback.queued(TurnBanner) == [], f"{game} step {i + 1}: a turn banner over the lesson"


def test_point_3_a_game_between_two_people_still_names_the_next_player(tmp_path: Path) -> None:
    """The banner stays where it belongs: hot-seat play (the lesson's partner is the coach, not a person)."""
    app = menu_app(tmp_path)
    start_game(app.ctx, Match("mapello", (Seat("fox", 0), Seat("bear", 1))))
    scene = app.ctx.scenes.top
    assert isinstance(scene, BoardGameScene)
    scene.play(scene.state.legal_moves()[0])
    assert scene.feedback.queued(TurnBanner)


def test_point_3_the_frogs_why_waits_for_the_press_too(tmp_path: Path) -> None:
    from game.screens.kletterfrosch.lesson_shots import staged_frog_lesson

    app = menu_app(tmp_path)
    scene = staged_frog_lesson(app, step=0, phase=Phase.AFTER)
    coach = scene.coach
    assert coach is not None
    frames(app, 120, dt=0.1)
    assert coach.index == 0 and app.ctx.scenes.top is scene
    assert coach.lines(scene)[1] == app.ctx.t("lesson.go_on")
    feed(app, Intent(Action.CONFIRM, "keyboard"))
    assert coach.index == 1


# ---- point 10: a hand ----------------------------------------------------------------------------------------
def skin_pixels(surface: pygame.Surface, rect: pygame.Rect) -> int:
    area = rect.clip(surface.get_rect())
    return sum(
        1
        for x in range(area.left, area.right)
        for y in range(area.top, area.bottom)
        if all(abs(a - b) <= 6 for a, b in zip(surface.get_at((x, y))[:3], hand.SKIN))
    )


@pytest.mark.parametrize("game", LESSONS)
def test_point_10_the_coach_points_with_a_drawn_hand(tmp_path: Path, game: str) -> None:
    app = menu_app(tmp_path)
    app.ctx.apply_settings(reduce_motion=True)  # the hand still: where it is can be read
    coach, scene = opened_at(app, game, 0)
    cell = hand_cell(coach, scene)
    assert cell is not None
    rect = scene.view.cell_rect(cell)
    frames(app)
    above = pygame.Rect(rect.centerx - 40, rect.top - 90, 80, 90 + rect.h // 2)
    assert skin_pixels(app.canvas, above) > 300, f"{game}: no hand over the pointed cell"


# ---- point 11: refusals in the coach's card -------------------------------------------------------------------
def said_pixels(surface: pygame.Surface, card: pygame.Rect) -> int:
    return sum(
        1
        for x in range(card.left, card.right, 2)
        for y in range(card.top, card.bottom, 2)
        if all(abs(a - b) <= 24 for a, b in zip(surface.get_at((x, y))[:3], SAID))
    )


def a_cell_that_is_no_pick(scene: BoardGameScene) -> Any:
    picks = {scene.view.cell_of_pick(p) for p in scene.board.builder.first_picks()}
    return next((c for c in scene.view.cells() if c not in picks), None)


@pytest.mark.parametrize("game", LESSONS)
def test_point_11_a_refusal_is_said_in_the_coachs_card_and_not_left_for_the_next_step(
    tmp_path: Path, game: str
) -> None:
    app = menu_app(tmp_path)
    coach, scene = opened_at(app, game, 0)
    step = coach.step
    cell = a_cell_that_is_no_pick(scene)
    if cell is not None:  # a press off the glowing places: the rules' refusal, in the card
        post(mouse_click(scene.view.cell_rect(cell).center))
        frames(app)
        assert not [t for t in app.ctx.toasts if t.kind == "error"], "a refusal as a toast"
        assert coach.said is not None and coach.said == as_said(coach.said) and coach.mistakes == 1
        assert said_pixels(app.canvas, card_rect(scene.view, coach)) > 20
    wrong = next((m for m in scene.state.legal_moves() if str(typed_move(scene.state, m)) not in step.expect), None)
    if wrong is not None:  # a legal move the step does not ask for: the coach's own kind line
        assert scene.play(wrong) is None
        frames(app)
        assert coach.said == app.ctx.t("lesson.wrong") and not [t for t in app.ctx.toasts if t.kind == "error"]
    scene.play(step.expect[0])
    frames(app)
    assert coach.said is None  # the why is said alone
    for _ in range(100):
        if coach.ready(scene):
            break
        frames(app, 1, dt=0.05)
    click_beside_the_board(app)
    assert coach.index == 1 and coach.said is None and not app.ctx.toasts  # nothing lingers into the next step


def test_point_11_a_message_that_answers_no_press_stays_a_toast(tmp_path: Path) -> None:
    """Only the answers to the learner's presses go into the card: a file that could not be written is still said
    where every screen says it."""
    app = menu_app(tmp_path)
    coach, _scene = opened_at(app, "dama", 0)
    app.ctx.toast("The records could not be written.", "error", 5.0)
    frames(app, 3)
    assert coach.said is None and [t.text for t in app.ctx.toasts] == ["The records could not be written."]


def test_point_11_mapellos_refusal_begins_with_a_capital_in_the_card(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    coach, scene = opened_at(app, "mapello", 0)
    picks = {scene.view.cell_of_pick(p) for p in scene.board.builder.first_picks()}
    far = next(c for c in scene.view.cells() if c not in picks and getattr(scene.refusal(c), "code", "") == "not_next")
    post(mouse_click(scene.view.cell_rect(far).center))  # a square next to no disc
    frames(app)
    assert coach.said is not None and coach.said[0].isupper()
    assert coach.said.lower() == app.ctx.t("mapello.explain.not_next").lower()


def test_point_11_the_frogs_refusals_are_said_in_its_card(tmp_path: Path) -> None:
    from game.screens.kletterfrosch.lesson_shots import staged_frog_lesson

    app = menu_app(tmp_path)
    scene = staged_frog_lesson(app, step=0)
    coach = scene.coach
    assert coach is not None
    feed(app, Intent(Action.HINT, "keyboard"))  # the frog has no hint button: said in the card
    assert coach.said == app.ctx.t("kletterfrosch.no_hint") and not [t for t in app.ctx.toasts if t.kind == "error"]


# ---- point 16: one star rule, said where the stars are given ---------------------------------------------------
def test_point_16_one_star_rule_for_every_lesson() -> None:
    assert stars_for(0, 0) == 3
    assert stars_for(1, 0) == stars_for(0, 1) == stars_for(2, 1) == 2  # a hint counts as a wrong try does
    assert stars_for(4, 0) == stars_for(2, 2) == 1


def test_point_16_a_hint_asked_for_costs_the_third_star_once_a_step(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    coach, scene = opened_at(app, "jaleo", 0)
    feed(app, Intent(Action.HINT, "keyboard"), Intent(Action.HINT, "keyboard"))
    assert coach.hints == 1 and scene.hint is not None and coach.stars == 2


def drawn_text(app: App) -> str:
    drawn: list[str] = []
    real = app.ctx.assets.text

    def spy(text: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        drawn.append(text)
        return real(text, *args, **kwargs)

    app.ctx.assets.text = spy  # type: ignore[method-assign]
    frames(app)
    app.ctx.assets.text = real  # type: ignore[method-assign]
    return " ".join(" ".join(drawn).split())


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", ["en", "ja"])
def test_point_16_the_celebration_says_how_its_stars_were_earned(tmp_path: Path, game: str, language: str) -> None:
    from game.board.scene import BoardGameScene
    from game.board.staging import staged_lesson
    from game.screens.kletterfrosch.lesson_shots import staged_frog_lesson
    from game.table.lessons import lesson_of

    app = menu_app(tmp_path)
    app.ctx.apply_settings(language=language)
    if game == "kletterfrosch":
        scene = staged_frog_lesson(app, step=7, phase=Phase.DONE)
    else:
        lesson = lesson_of(game)
        assert lesson is not None
        scene = staged_lesson(app, game, len(lesson.steps) - 1, done=True, kind=BoardGameScene)
    coach: Any = scene.coach
    coach.mistakes, coach.hints = 1, 1
    text = drawn_text(app)
    compact = text.replace(" ", "").replace("·", "")  # (a "·" falling at a line break is dropped)
    for line in coach.stars_lines():
        assert line.replace(" ", "").replace("·", "") in compact, f"{line!r} not on the celebration's card"


def test_point_16_the_stars_note_keeps_clear_of_the_buttons_edges(tmp_path: Path) -> None:
    from game.board.coach import keep_stars

    app = menu_app(tmp_path)
    keep_stars(app.ctx, "mapello", LEARNER.name, 2)
    for language in ("en", "ja"):
        app.ctx.apply_settings(language=language)
        setup = SetupScene(app.ctx, CATALOG["mapello"])
        setup.offer.showing = False
        app.push(setup)
        frames(app, 2)
        button = next(w for w in setup.focus.widgets if w.key == "lesson")
        assert button.note is not None
        surface = pygame.Surface((theme.W, theme.H))
        surface.fill(theme.BG)
        button.draw(surface, app.ctx, False)
        inside = button.rect.inflate(-24, 0)
        for y in (*range(button.rect.top, button.rect.top + 6), *range(button.rect.bottom - 6, button.rect.bottom)):
            row = {tuple(surface.get_at((x, y))[:3]) for x in range(inside.left, inside.right)}
            assert not any(sum(c) > 500 for c in row), f"{language}: the label or note touches the edge at y={y}"
        app.ctx.scenes.pop()


# ---- point 19: Jaleo's lesson keeps a right first tap; one card width --------------------------------------------
def test_point_19_a_wrong_second_tap_keeps_the_right_first_one(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    coach, scene = opened_at(app, "jaleo", 0)
    picks = scene.view.picks_of(typed_move(scene.state, coach.step.expect[0]))
    assert picks is not None and len(picks) == 2
    first, second = picks
    post(mouse_click(scene.view.cell_rect(scene.view.cell_of_pick(first)).center))
    frames(app)
    other = next(p for p in scene.board.builder.next_picks() if p != second)  # another free spot
    post(mouse_click(scene.view.cell_rect(scene.view.cell_of_pick(other)).center))
    frames(app)
    assert scene.turns.moves == [] and coach.mistakes == 1 and coach.said == app.ctx.t("lesson.wrong")
    assert scene.board.builder.picked == (first,)  # the right first tap stays
    post(mouse_click(scene.view.cell_rect(scene.view.cell_of_pick(second)).center))
    frames(app)
    assert scene.turns.moves == [coach.step.expect[0]] and coach.phase is Phase.AFTER


@pytest.mark.parametrize("game", LESSONS)
def test_point_19_the_coachs_card_keeps_one_width_across_the_steps(tmp_path: Path, game: str) -> None:
    app = menu_app(tmp_path)
    coach = start_lesson(app.ctx, game, LEARNER)
    assert coach is not None
    widths = set()
    for i in range(len(coach.lesson.steps)):
        coach.index = i
        scene = coach.open_step()
        frames(app, 2)
        card = card_rect(scene.view, coach)
        widths.add(card.w)
        for cell in scene.view.cells():
            assert not card.colliderect(scene.view.cell_rect(cell)), f"{game} step {i + 1}: the card covers a cell"
    assert len(widths) == 1, f"{game}: the card's width changes: {sorted(widths)}"


# ---- points 8 and 9: the first-time offer ----------------------------------------------------------------------
def open_setup(app: App, game: str) -> SetupScene:
    setup = SetupScene(app.ctx, CATALOG[game])
    app.push(setup)
    frames(app, 3)
    return setup


@pytest.mark.parametrize("game", GAMES)
@pytest.mark.parametrize("language", ["en", "ja"])
def test_point_8_the_offer_covers_none_of_the_setups_own_text(tmp_path: Path, game: str, language: str) -> None:
    from game.screens.lesson_offer import tail_box

    app = menu_app(tmp_path)
    app.ctx.apply_settings(language=language)
    setup = open_setup(app, game)
    assert setup.offer.showing
    placed = setup.offer._placed[1]
    assert placed is not None, f"{game} ({language}): the offer found no bare place"
    _bubble, card = placed
    # The setup as drawn under the card (the offer itself left out): only its background where the card and its
    # tail are.
    alone = pygame.Surface((theme.W, theme.H))
    alone.fill(theme.BG)
    real_draw = setup.offer.draw
    setup.offer.draw = lambda surface, focus: None  # type: ignore[method-assign]
    setup.draw(alone)
    setup.offer.draw = real_draw  # type: ignore[method-assign]
    button = next(w.rect for w in setup.focus.widgets if w.key == "lesson")
    for area in (card, tail_box(card, button)):
        for x in range(area.left, area.right):
            for y in range(area.top, area.bottom):
                assert tuple(alone.get_at((x, y))[:3]) == theme.BG, f"{game} ({language}): covers ({x}, {y})"
    assert not any(card.colliderect(w.rect) for w in setup.focus.widgets)
    frames(app)
    assert tuple(app.canvas.get_at((card.centerx, card.top + 1))[:3]) == theme.ACCENT  # and it is drawn there


def test_point_8_a_setup_at_rest_still_draws_the_card_once_its_preview_made_room(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """A preview whose text leaves the card no room wraps short of it from the next frame on: that frame is drawn
    at once, though a setup at rest draws only on input."""
    from game.ai.worker import InlineWorker
    from game.core.paths import UserDirs
    from game.screens.lesson_offer import LessonOffer

    real_place = LessonOffer.place

    def no_room_until_made(offer: LessonOffer, surface: pygame.Surface, button: pygame.Rect) -> Any:
        return real_place(offer, surface, button) if offer.reserve else None  # a long board text, say

    monkeypatch.setattr(LessonOffer, "place", no_room_until_made)
    app = App(UserDirs.under(tmp_path), windowed=True, seed=1, rest=True)
    app.ctx.make_worker = InlineWorker
    setup = SetupScene(app.ctx, CATALOG["mapello"])
    app.push(setup)
    for _ in range(4):
        app.frame(1 / 60, events=[])
    assert setup.offer.reserve > 0  # the preview made room
    placed = setup.offer._placed[1]
    assert placed is not None
    card = placed[1]
    assert tuple(app.canvas.get_at((card.centerx, card.top + 1))[:3]) == theme.ACCENT
    app.close()


@pytest.mark.parametrize("game", ["dama", "mapello"])
def test_point_8_the_mouse_resting_on_another_button_never_puts_the_offer_away(tmp_path: Path, game: str) -> None:
    app = menu_app(tmp_path)
    setup = open_setup(app, game)
    play = next(w for w in setup.focus.widgets if w.key == "start")
    for pos in (play.rect.center, (play.rect.centerx + 5, play.rect.centery + 3)):
        post([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))])
        frames(app, 5)
    assert setup.offer.showing and setup.focus.focused is not None and setup.focus.focused.key == "lesson"
    post(key_tap(pygame.K_RETURN))
    frames(app, 2)
    top = app.ctx.scenes.top
    assert isinstance(top, BoardGameScene) and top.coach is not None  # Enter takes the lesson it offers


def test_point_9_once_the_lesson_is_taken_the_offer_is_gone_and_enter_plays(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    setup = open_setup(app, "jaleo")
    post(key_tap(pygame.K_RETURN))
    frames(app, 2)
    scene = app.ctx.scenes.top
    assert isinstance(scene, BoardGameScene) and scene.coach is not None
    scene.coach.keep_stars()
    scene.coach.finish()
    frames(app, 2)
    assert app.ctx.scenes.top is setup and not setup.offer.showing
    assert setup.focus.focused is not None and setup.focus.focused.key == "start"
    post(key_tap(pygame.K_RETURN))
    frames(app, 2)
    top = app.ctx.scenes.top
    assert isinstance(top, BoardGameScene) and top.coach is None  # the game, not the lesson again


def test_point_9_leaving_a_lesson_by_its_pause_menu_also_puts_the_offer_away(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    setup = open_setup(app, "dama")
    post(key_tap(pygame.K_RETURN))
    frames(app, 2)
    scene = app.ctx.scenes.top
    assert isinstance(scene, BoardGameScene) and scene.coach is not None
    scene.exits.open_pause()
    pause = app.ctx.scenes.top
    assert isinstance(pause, PauseOverlay)
    leave = next(b for b in pause.buttons if callable(b.label) and b.label() == app.ctx.t("lesson.leave"))
    leave.on_press()
    frames(app)
    assert app.ctx.scenes.top is setup and not setup.offer.showing
    assert setup.focus.focused is not None and setup.focus.focused.key == "start"


# ---- point 25: "How do I…?" offers the steps, and the way back to the game ---------------------------------------
@pytest.mark.parametrize("game", ["dama", "kletterfrosch"])
def test_point_25_how_do_i_offers_every_step_and_the_lessons_pause_goes_back_to_the_game_as_it_was(
    tmp_path: Path, game: str
) -> None:
    app = menu_app(tmp_path)
    options = {"mode": "coop", "castle": "castle_1"} if game == "kletterfrosch" else {}
    start_game(app.ctx, Match(game, (Seat("bear", 0), Seat("cat", 1)), options))
    frames(app, 2)
    played = app.ctx.scenes.top
    assert played is not None
    board = isinstance(played, BoardGameScene)
    if isinstance(played, BoardGameScene):
        played.play(played.state.legal_moves()[0])
        frames(app, 20, dt=0.05)
        piece = played.board.builder.first_picks()[0]
        played.press_cell(played.view.cell_of_pick(piece), "mouse")  # a piece picked up, the move half made
    before: Any = (played.state, list(played.turns.moves), played.board.builder.picked if board else None)
    played.exits.open_pause()  # type: ignore[attr-defined]
    pause = app.ctx.scenes.top
    assert isinstance(pause, PauseOverlay)
    how = next(b for b in pause.buttons if callable(b.label) and b.label() == app.ctx.t("lesson.how"))
    how.on_press()
    frames(app)
    steps = app.ctx.scenes.top
    assert isinstance(steps, LessonSteps)
    labels = [b.label() if callable(b.label) else b.label for b in steps.buttons]
    assert labels[-1] == app.ctx.t("lesson.back_to_game") and all(
        label.startswith(f"{i + 1}. ") for i, label in enumerate(labels[:-1])
    )
    assert not any("{" in label for label in labels)  # no button token's text in a label
    steps.buttons[2].on_press()  # the third step
    frames(app, 2)
    lesson: Any = app.ctx.scenes.top
    assert lesson is not played and lesson.coach is not None and lesson.coach.index == 2
    lesson.exits.open_pause()
    pause = app.ctx.scenes.top
    assert isinstance(pause, PauseOverlay)
    back = next(b for b in pause.buttons if callable(b.label) and b.label() == app.ctx.t("lesson.back_to_game"))
    back.on_press()
    frames(app)
    assert app.ctx.scenes.top is played
    after = (played.state, list(played.turns.moves), played.board.builder.picked if board else None)  # type: ignore[attr-defined]
    assert after == before  # the game exactly as it was, the piece still in hand


def test_point_25_back_to_the_game_from_the_list_of_steps(tmp_path: Path) -> None:
    app = menu_app(tmp_path)
    start_game(app.ctx, Match("mapello", (Seat("bear", 0), Seat("cat", 1))))
    played = app.ctx.scenes.top
    assert isinstance(played, BoardGameScene)
    played.exits.open_pause()
    how = next(b for b in app.ctx.scenes.top.buttons if callable(b.label) and b.label() == app.ctx.t("lesson.how"))  # type: ignore[union-attr]
    how.on_press()
    frames(app)
    post(key_tap(pygame.K_ESCAPE))
    frames(app)
    assert app.ctx.scenes.top is played


def test_the_next_steps_panel_speaks_of_the_device_that_went_on(tmp_path: Path) -> None:
    """Issue 34's screenshot check: Enter went on to the next step, whose card pictured Enter while the side panel
    said "A right click takes back a step" until a key was pressed again (each step is a fresh scene). A scene that
    has heard no press yet speaks of the device the table heard last."""
    from game.board.words import device_kind, how_to_play

    app = menu_app(tmp_path)
    coach, scene = opened_at(app, "dama", 0)
    scene.play(coach.step.expect[0])
    for _ in range(100):
        if asks_to_go_on(app, coach, scene):
            break
        frames(app, 1, dt=0.1)
    post(key_tap(pygame.K_RETURN))  # through the input layer, as a keyboard goes on
    frames(app)
    following = app.ctx.scenes.top
    assert isinstance(following, BoardGameScene) and following is not scene and coach.index == 1
    assert device_kind(app.ctx, following.board.last_device) == "keyboard"
    assert how_to_play(app.ctx, "dama", following.board.last_device).endswith(app.ctx.t("controls.back.keyboard"))


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("game", LESSONS)
def test_every_steps_card_holds_its_words_after_two_wrong_tries(tmp_path: Path, game: str, language: str) -> None:
    """Issue 34's screenshot check: Farmini's step 2 ("Put the card on the place, then turn it with the round arrow
    beside it. Corn on top!") after two wrong tries said "Not that one. Look where I point!" and the hint, whose
    last word was drawn over the card's bottom edge. Every line a step's card draws ends inside the card."""
    import game.board.coach_view as coach_view

    app = menu_app(tmp_path)
    app.ctx.apply_settings(language=language)
    drawn: list[tuple[int, int]] = []
    real = coach_view.draw_line

    def draw_line(ctx: Any, surface: pygame.Surface, line: str, topleft: tuple[int, int], *args: Any, **kw: Any) -> int:
        height = real(ctx, surface, line, topleft, *args, **kw)
        drawn.append((topleft[1], height))
        return height

    coach = start_lesson(app.ctx, game, LEARNER)
    assert coach is not None
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(coach_view, "draw_line", draw_line)
        for i, step in enumerate(coach.lesson.steps):
            if step.challenge:
                continue
            coach.index = i
            scene = coach.open_step()
            frames(app)
            coach.wrong, coach.said = 2, as_said(app.ctx.t("lesson.wrong"))
            drawn.clear()
            coach.draw(scene, pygame.Surface((theme.W, theme.H)))
            card = card_rect(scene.view, coach)
            assert drawn and max(y + h for y, h in drawn) <= card.bottom, f"{game} step {i + 1} ({language})"
