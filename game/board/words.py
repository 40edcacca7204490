"""What the side panel says about now, in the words of the device being used: who is thinking, and how to act
(a pad's buttons, the mouse's clicks, the keyboard's keys)."""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import TYPE_CHECKING, TypeVar

from game.ui.seats import seat_name

if TYPE_CHECKING:
    from game.board.flow import MatchFlow
    from game.core.context import Context
    from game.rules.contract import AnyState

S = TypeVar("S", bound="AnyState")  # the game's states
M = TypeVar("M")  # its moves


@dataclass(frozen=True)
class Now:
    """What a side panel says about this moment: who the table waits for (None: a person acts), how to play with
    the device in use, and, after the game, how it ended."""

    waiting: str | None
    how: str
    results: tuple[str, ...] = ()


def device_kind(ctx: Context, device: str | None) -> str:
    """ "pad", "mouse" or "keyboard": the device last used (a scene that heard no press yet: the one the table heard
    last, the press that opened it), else a gamepad when one is plugged in, else the mouse."""
    if device is None:
        device = ctx.input.last_device
    if device is None:
        return "pad" if ctx.input.connected_pads() else "mouse"
    if device.startswith("pad"):
        return "pad"
    return "keyboard" if device == "keyboard" else "mouse"


def how_to_play(ctx: Context, game: str, device: str | None, steps: bool = True) -> str:
    """The game's one line on what to point at, then how to take a step back (moves of several picks) or the
    tools (one-press moves), for the device in use."""
    kind = device_kind(ctx, device)
    tail = ctx.t(f"controls.back.{kind}" if steps else f"controls.tools.{kind}")
    return f"{ctx.t(f'{game}.controls')} {tail}"


def waiting_line(ctx: Context, flow: MatchFlow[S, M]) -> str | None:
    """What the table waits for when no person acts: the computer thinking; None when a person acts or it is over."""
    seat = flow.turns.seat
    if flow.is_over or flow.watched or seat is None or not seat.is_computer:
        return None
    return ctx.t("panel.thinking", player=seat_name(ctx, seat))


def now_for(
    ctx: Context,
    flow: MatchFlow[S, M],
    device: str | None,
    results: Callable[[], list[str]],
    steps: bool = True,
) -> Now:
    """The panel's `Now` for a game: `device` the one used last, `results` the finished game's lines, `steps`
    whether moves take several picks (BACK takes one back) rather than one press (the tools matter more)."""
    return Now(
        waiting_line(ctx, flow),
        "" if flow.watched else how_to_play(ctx, flow.match.game, device, steps),  # (a replay: nobody plays)
        tuple(results()) if flow.is_over else (),
    )
