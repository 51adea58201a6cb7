"""Agent Avenue's scene manifest (see scenes/catalog.py): coming soon."""
from __future__ import annotations

from ..catalog import SceneManifest

MANIFEST = SceneManifest(id="agent_avenue", order=30, planned_players=(2, 4))
