"""The Agent Avenue scene (the ring of houses, the cards on the table, every move by
mouse); the catalog imports ``scene`` when the manifest's game is played."""
