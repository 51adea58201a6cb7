"""Save slots, autosave, settings and statistics, in platformdirs locations.

``from saves import SaveError, SeatInfo, Record``; the rest lives in
``saves.slots``, ``saves.settings``, ``saves.stats``, ``saves.paths`` and
``saves.logs``.
"""
from .errors import SaveError
from .record import Record, SeatInfo
from .upgrade import FORMAT

__all__ = ["SaveError", "SeatInfo", "Record", "FORMAT"]
