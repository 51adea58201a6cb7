"""Agent Avenue's scene manifest (see scenes/catalog.py)."""
from __future__ import annotations

from ..catalog import BenchSetup, SceneManifest

MANIFEST = SceneManifest(
    id="agent_avenue",
    order=30,
    scene="scenes.agent_avenue.scene:AgentAvenueScene",
    planned_players=(2, 4),
    bench=(BenchSetup(2, {"mode": "advanced"}, warmup=8),),
)
