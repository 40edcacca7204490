"""The parts a board-game screen is made of, each with one job (DESIGN.md, "Parts with one job"):

- `flow.MatchFlow`: the match itself: turns, undo and redo, agreed ends, the hand-over, autosave;
- `computer.ComputerSeat`: requests to the search worker (a move, a hint, a judged draw offer) and their answers;
- `view.BoardView`: where a game's cells lie on screen and what pressing one picks;
- `picking.BoardInput`: cursors per device, the mouse's hover, and the move being built from presses;
- `feedback.Feedback`: the queue every move's animation goes through, and the last move kept for marking;
- `topbar.TopBar`: the seats and the on-screen tool buttons;
- `agreements.Agreements`: draw offers and resignation from the pause menu;
- `scene.TableScene` / `scene.BoardGameScene`: the scenes that put the parts together; a game's scene is its
  drawing plus a few hooks.

No part imports a game: games plug in by their own files.
"""
