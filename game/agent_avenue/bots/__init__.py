"""Agent Avenue bots: one module per level, each with ``Bot(seat)`` and
``act(view, legal, rng)``; bots read only the view and the legal list."""
