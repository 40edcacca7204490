"""Past games (issue 35), the data underneath the screens: every finished game of the five turn-based games kept in
the player's folder (`kept`), replayed move by move (`replay`), judged position by position by the hard computer
(`judgement`), and shared in standard notation (`notation`). No pygame here: tools and the command line use it as
the screens do.

A package of its own because it stands on three layers at once: the core's files (`game.core.saves`), the rules,
and the computer players (`game.ai`), which game.core must not import as a whole and game.table is not about.
"""
