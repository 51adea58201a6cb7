"""The game's scene package: its manifest (and its scene, once written)."""
