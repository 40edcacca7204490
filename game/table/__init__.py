"""The table's plumbing, not screens: the catalog of game plug-ins, the launcher that starts and resumes games, and
the move builder that board scenes share. Importing this package (or catalog) imports no pygame."""
