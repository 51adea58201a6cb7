"""Avalon bots: ``easy`` and ``normal`` here, ``hard`` in hard.py. Each module has a
``Bot(seat)`` with ``act(view, legal, rng)``; bots read only the view and the legal list."""
