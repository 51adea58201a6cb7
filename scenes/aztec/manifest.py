"""Aztec's scene manifest (see scenes/catalog.py): coming soon."""
from __future__ import annotations

from ..catalog import SceneManifest

MANIFEST = SceneManifest(id="aztec", order=40, planned_players=(3, 6))
