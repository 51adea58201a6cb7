"""Build the BluffBox executable with PyInstaller (``python -m build_exe``).

Not part of the installed game: the spec at the repo root does the work, these
helpers give it one command and a frozen entry point."""
