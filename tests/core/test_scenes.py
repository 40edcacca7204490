"""The scene stack: push/pop/replace, lifecycle hooks, transparent overlays."""

from __future__ import annotations

from game.core.scenes import Scene, SceneStack


class Recorder(Scene):
    def __init__(self, name: str, log: list[str], transparent: bool = False) -> None:
        super().__init__(None)  # type: ignore[arg-type]
        self.name, self.log, self.transparent = name, log, transparent

    def enter(self) -> None:
        self.log.append(f"enter {self.name}")

    def exit(self) -> None:
        self.log.append(f"exit {self.name}")

    def pause(self) -> None:
        self.log.append(f"pause {self.name}")

    def resume(self) -> None:
        self.log.append(f"resume {self.name}")

    def update(self, dt: float) -> None:
        self.log.append(f"update {self.name}")

    def draw(self, surface) -> None:
        self.log.append(f"draw {self.name}")


def test_push_pauses_below_and_pop_resumes_it() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("menu", log))
    stack.push(Recorder("game", log))
    stack.pop()
    assert log == ["enter menu", "pause menu", "enter game", "exit game", "resume menu"]


def test_replace_swaps_top_without_touching_below() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("menu", log))
    stack.push(Recorder("setup", log))
    log.clear()
    stack.replace(Recorder("game", log))
    assert log == ["exit setup", "enter game"]
    assert [s.name for s in stack.scenes] == ["menu", "game"]


def test_transparent_overlay_draws_the_scene_below_but_not_further() -> None:
    log: list[str] = []
    stack = SceneStack()
    for name, see_through in (("menu", False), ("game", False), ("pause", True)):
        stack.push(Recorder(name, log, see_through))
    log.clear()
    stack.draw(None)
    stack.update(0.1)
    assert log == ["draw game", "draw pause", "update game", "update pause"]


def test_only_the_top_scene_gets_input() -> None:
    got: list[str] = []

    class Listener(Scene):
        def __init__(self, name: str) -> None:
            super().__init__(None)  # type: ignore[arg-type]
            self.name = name

        def handle(self, intent) -> None:
            got.append(self.name)

    stack = SceneStack()
    stack.push(Listener("a"))
    stack.push(Listener("b"))
    stack.handle(object())  # type: ignore[arg-type]
    assert got == ["b"]


def test_pop_to_root_keeps_the_root_scene_and_clear_exits_all() -> None:
    log: list[str] = []
    stack = SceneStack()
    stack.push(Recorder("setup", log))
    assert stack.pop_to_root() is None and len(stack) == 1  # no root: nothing popped
    stack.pop()

    class Menu(Recorder):
        is_root = True

    stack.push(Menu("menu", log))
    stack.push(Recorder("setup", log))
    stack.push(Recorder("game", log))
    assert stack.pop_to_root() is stack.top
    assert len(stack) == 1 and isinstance(stack.top, Menu)
    stack.clear()
    assert len(stack) == 0 and log[-1] == "exit menu"
