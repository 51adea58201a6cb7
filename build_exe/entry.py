"""The frozen executable's entry point: the same ``main`` as ``bluffbox`` and
``python -m scenes``."""
import os
import sys

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from scenes.__main__ import main  # noqa: E402

if __name__ == "__main__":
    sys.exit(main())
