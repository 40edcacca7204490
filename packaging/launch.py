"""The download's program: PyInstaller starts here (packaging/kotatsu.spec); the table's own entry point does the
rest, beginning with multiprocessing's freeze_support (the search process is this program started again)."""

import sys

from game.__main__ import main

if __name__ == "__main__":
    sys.exit(main())
