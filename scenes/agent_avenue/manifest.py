"""Agent Avenue's scene manifest (see scenes/catalog.py)."""
from __future__ import annotations

from ..catalog import BenchSetup, SceneManifest

MANIFEST = SceneManifest(
    id="agent_avenue",
    order=30,
    scene="scenes.agent_avenue.scene:AgentAvenueScene",
    planned_players=(2, 4),
    #: one emblem per agent type, drawn by art/agent_avenue_art.py
    art=tuple(f"agent_avenue_{a}.png" for a in (
        "double_agent", "enforcer", "codebreaker", "saboteur", "daredevil", "sentinel",
        "sidekick", "mole")),
    bench=(BenchSetup(2, {"mode": "advanced"}, warmup=8),),
    shots="scenes.dev.agent_avenue_shots:scenario",
    chapter=("turn", "agent_avenue.chapter"),
    role_card="scenes.agent_avenue.role_card:role_card",
)
