"""Refusals explained to children: a rules module's message ("M8: d3 flips nothing") becomes a short, friendly
sentence in the player's language that still names the rule."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from game.core.context import Context

# (rule number, words of the rules module's English message, i18n key of the friendly sentence)
PATTERNS: tuple[tuple[str, str, str], ...] = (
    ("M1", "there are only", "explain.M1_too_many"),
    ("M2", "wall", "explain.M2_wall"),
    ("M3", "one cell holds", "explain.M3_one_piece"),
    ("M3", "not on the border", "explain.M3_inner_only"),
    ("M3", "centre", "explain.M3_centre"),
    ("M3", "agreed limit", "explain.M3_limit"),
    ("M8", "not empty", "explain.M8_taken"),
    ("M8", "not next to", "explain.M8_not_next"),
    ("M8", "flips nothing", "explain.M8_no_flip"),
    ("M8", "no first placement", "explain.M8_no_first_move"),
    ("M11", "pass is legal only", "explain.M11_no_pass"),
    ("M11", "game is over", "explain.game_over"),
    ("M14", "joker may only stand on the border", "explain.M14_joker_border"),
    ("K8", "frame is empty", "explain.K8_empty_frame"),
    ("K8", "shows someone else", "explain.K8_shown"),
    ("K8", "carrying", "explain.K8_carrying"),
    ("K8", "wait for the frog", "explain.K8_wait"),
    ("K9", "game is over", "explain.game_over"),
)


def explain(ctx: Context, message: str, **values: object) -> str:
    """The friendly sentence for a rules message, or the message itself when none fits."""
    rule = message.replace(":", " ").split(" ", 1)[0]
    for number, words, key in PATTERNS:
        if rule == number and words in message:
            return ctx.t(key, rule=number, **values)
    return message
