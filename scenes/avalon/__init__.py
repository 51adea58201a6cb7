"""The Avalon scene (round table, quest track, night knowledge, every move by mouse)."""
from .scene import AvalonScene

__all__ = ["AvalonScene"]
