"""Hard Agent Avenue bot: the normal bot's lookahead, plus the next turn played over
sampled hidden hands (the other side's best pair after ours; our own best pair after
our recruit); the recruiter's choice modelled as mixed (a soft guess of the face-down
card from what it can see), the face-down card it plays chosen so that the recruiter's
best reply stays good for it; as recruiter, the face-down card weighted by how much
the active side would like to play it; a soft choice among close moves."""
from __future__ import annotations

from .planner import Level, Planner


class Bot(Planner):
    level = Level(depth=2, worst=0.4, model="quantal", samples=6, temperature=0.03)
