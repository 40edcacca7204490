"""Text that fits (issue 13): every string of every screen, in English and Japanese, stays inside its box at
1280x720, off nothing and over no other text.

The screens are found generically: every shot of tools/screenshots.py (the shared screens, and each built game's
setup, rules help pages, game, pause, results and its own staged shots), plus the table's confirmations. While a
screen draws, every text image made by the asset loader and every panel made by game.ui.draw.panel is followed onto
the canvas; a text must lie inside the last panel drawn under its middle, inside the screen, and clear of other texts
of the same layer. Every value of every choice on those screens is drawn too. A new game's strings are covered as
soon as it is in the catalog."""

from __future__ import annotations

import sys
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pygame
import pytest

import game
from game.ui import draw, layers, theme
from game.ui.widgets import Choice, FocusGroup

TOOLS = Path(game.__file__).resolve().parent.parent / "tools"
OVERLAP = 3  # px of ink two neighbouring lines may share (accents and descenders), no more
SLACK = 1  # px a glyph's antialiased edge may touch its box's edge


@dataclass
class Drawn:
    text: str
    ink: pygame.Rect
    box: pygame.Rect | None  # the panel it was written on


class Spy(pygame.Surface):
    """A canvas that remembers where text and panels were blitted."""

    def __init__(self, texts: dict[int, str], panels: set[int]) -> None:
        super().__init__((theme.W, theme.H))
        self.texts, self.panels = texts, panels
        self.boxes: list[pygame.Rect] = []
        self.drawn: list[list[Drawn]] = [[]]  # one list per layer (an overlay's shade starts a new one)

    def blit(self, source: pygame.Surface, dest: Any, area: Any = None, special_flags: int = 0) -> pygame.Rect:
        at = pygame.Rect(dest if len(dest) == 4 else (*dest, 0, 0))
        if id(source) in self.panels:
            self.boxes.append(pygame.Rect(at.topleft, source.get_size()))
        elif source.get_size() == (theme.W, theme.H) and area is None:
            self.boxes, self.drawn = [], [*self.drawn, []]  # a full-screen shade: a new layer of the screen
        elif id(source) in self.texts and area is None:
            ink = source.get_bounding_rect().move(at.topleft)
            if ink.w and ink.h:
                box = next((b for b in reversed(self.boxes) if b.collidepoint(ink.center)), None)
                self.drawn[-1].append(Drawn(self.texts[id(source)], ink, box))
        return super().blit(source, dest, area, special_flags)


def problems_of(spy: Spy) -> list[str]:
    out = []
    screen = pygame.Rect(0, 0, theme.W, theme.H)
    for layer in spy.drawn:
        for i, d in enumerate(layer):
            if not screen.contains(d.ink):
                out.append(f"{d.text!r} runs off the screen ({d.ink})")
            elif d.box is not None and not d.box.inflate(2 * SLACK, 2 * SLACK).contains(d.ink):
                out.append(f"{d.text!r} runs out of its box ({d.ink} in {d.box})")
            for other in layer[:i]:
                cut = d.ink.clip(other.ink)
                if cut.w > OVERLAP and cut.h > OVERLAP and other.text != d.text:
                    out.append(f"{d.text!r} runs into {other.text!r}")
    return out


@pytest.fixture
def spying(monkeypatch: pytest.MonkeyPatch) -> tuple[dict[int, str], set[int]]:
    """Follow text images and panels; layers paint straight onto the canvas (so their text is seen)."""
    texts: dict[int, str] = {}
    panels: set[int] = set()
    from game.core.assets import Assets

    real_text, real_panel = Assets.text, draw.panel

    def text(self: Any, string: str, *args: Any, **kwargs: Any) -> pygame.Surface:
        img = real_text(self, string, *args, **kwargs)
        texts[id(img)] = string
        return img

    def panel(*args: Any, **kwargs: Any) -> pygame.Surface:
        img = real_panel(*args, **kwargs)
        panels.add(id(img))
        return img

    def layer_draw(self: Any, target: pygame.Surface, key: Any, paint: Callable[[pygame.Surface], None]) -> None:
        target.set_clip(self.rect)
        paint(target)
        target.set_clip(None)

    monkeypatch.setattr(Assets, "text", text)
    monkeypatch.setattr(draw, "panel", panel)
    monkeypatch.setattr(layers.Layer, "draw", layer_draw)
    return texts, panels


def _shot_table() -> dict[str, Callable]:
    if str(TOOLS) not in sys.path:
        sys.path.insert(0, str(TOOLS))
    import screenshots

    table = {name: stage for name, stage in screenshots.shots().items() if not name.endswith("_ja")}
    table.update(extra_screens())
    return table


def extra_screens() -> dict[str, Callable]:
    """Screens no screenshot shows: the table's questions, and every game with its longest seat names."""
    from game.core.match import Match, Seat
    from game.table.catalog import CATALOG
    from game.table.launcher import start_game
    from game.ui.dialogs import confirm

    def restart_question(app: Any, name: str) -> None:
        start_game(app.ctx, _long_match(name))
        app.frame(1 / 60, events=[])
        scene = app.ctx.scenes.top
        scene.exits.open_pause()
        confirm(
            app.ctx, lambda: app.ctx.t("pause.restart_question"), lambda: app.ctx.t("pause.restart_yes"), lambda: None
        )

    def long_seats(app: Any, name: str) -> None:
        start_game(app.ctx, _long_match(name))

    def _long_match(name: str) -> Match:
        info = CATALOG[name]
        n = info.max_players
        kind = "computer" if info.computer else "human"
        seats = tuple(
            Seat(animal, i, kind=kind if i else "human", level="medium")
            for i, animal in enumerate(("tanuki", "rabbit", "panda", "duck")[:n])
        )
        return Match(name, seats, {o.key: o.default for o in info.options})

    out: dict[str, Callable] = {}
    for name, info in CATALOG.items():
        if info.built:
            out[f"long_seats_{name}"] = lambda app, n=name: long_seats(app, n)
            out[f"restart_question_{name}"] = lambda app, n=name: restart_question(app, n)
    out["replace_question"] = lambda app: confirm(
        app.ctx,
        lambda: app.ctx.t(
            "setup.replace_question", game=app.ctx.t(next(i.title_key for i in CATALOG.values() if i.built))
        ),
        lambda: app.ctx.t("setup.replace_yes"),
        lambda: None,
    )
    return out


SHOTS = sorted(_shot_table())


def _focus_groups(scene: Any) -> list[FocusGroup]:
    return [v for v in vars(scene).values() if isinstance(v, FocusGroup)]


@pytest.mark.parametrize("language", ["en", "ja"])
@pytest.mark.parametrize("shot", SHOTS)
def test_every_string_fits_its_box(shot: str, language: str, spying: Any) -> None:
    _shot_table()
    from toolkit import headless_app

    texts, panels = spying
    app = headless_app()
    try:
        from game.screens.menu import MenuScene

        app.ctx.apply_settings(language=language)
        app.push(MenuScene(app.ctx))
        _shot_table()[shot](app)
        for _ in range(3):
            app.frame(1 / 60, events=[])
        app.ctx.apply_settings(language=language)  # a shot may have chosen the other language
        problems: list[str] = []
        spy = Spy(texts, panels)
        spy.fill(theme.BG)
        app.ctx.scenes.draw(spy)
        problems += problems_of(spy)
        # Every value of every choice on the screen, not only the one showing.
        top = app.ctx.scenes.top
        for group in _focus_groups(top):
            for widget in group.widgets:
                if isinstance(widget, Choice) and widget.visible:
                    keep = widget.index
                    for k in range(len(widget.options)):
                        widget.index = k
                        one = Spy(texts, panels)
                        widget.draw(one, app.ctx, True)
                        problems += problems_of(one)
                    widget.index = keep
        assert not sorted(set(problems)), f"{shot} in {language}:\n" + "\n".join(sorted(set(problems)))
    finally:
        app.close()


def test_the_spy_sees_a_value_running_under_the_arrows(app: Any, spying: Any) -> None:
    """The check itself: a value too long for its choice is caught (so a pass above means something)."""
    texts, panels = spying
    choice = Choice((100, 100, 200, 58), "", [(0, "x" * 60)], 0, lambda v: None)
    spy = Spy(texts, panels)
    choice.draw(spy, app.ctx, True)
    assert any("runs" in p for p in problems_of(spy))
    fine = Choice((100, 100, 400, 58), "", [(0, "Fox")], 0, lambda v: None)
    spy = Spy(texts, panels)
    fine.draw(spy, app.ctx, True)
    assert problems_of(spy) == []
