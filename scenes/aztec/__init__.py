"""The Aztec scene (the temple, the players' piles, secret takes and bets, the reveal);
the catalog imports ``scene`` when the manifest's game is played."""
