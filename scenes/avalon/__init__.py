"""The Avalon scene (round table, quest track, night knowledge, every move by mouse);
the catalog imports ``scene`` when the manifest's game is played."""
