"""The Saül contre David scene (the camp around the fire); the catalog imports
``scene`` when the manifest's game is played."""
