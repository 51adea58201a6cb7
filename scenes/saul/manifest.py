"""Saül contre David's scene manifest (see scenes/catalog.py): coming soon."""
from __future__ import annotations

from ..catalog import SceneManifest

MANIFEST = SceneManifest(id="saul", order=20, planned_players=(6, 16), bench=())
