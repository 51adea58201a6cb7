"""Normal Agent Avenue bot: this turn only, both of the recruiter's choices weighed
evenly with the worst case; the face-down card guessed from the agents not seen;
discards a card that could only lose (a third Codebreaker to hand over, a third
Daredevil to keep); judges the Black Market cards it takes."""
from __future__ import annotations

from .planner import Level, Planner


class Bot(Planner):
    level = Level(depth=1, worst=0.5, model="even")
