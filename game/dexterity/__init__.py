"""Turn logic of the dexterity games (pure Python, stdlib only): not rules-contract modules, so not in
`game.rules.GAMES`; the physics they hand a turn to lives in game/physics/."""
