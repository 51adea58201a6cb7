"""Saül contre David's scene manifest (see scenes/catalog.py)."""
from __future__ import annotations

from ..catalog import BenchSetup, SceneManifest

MANIFEST = SceneManifest(
    id="saul",
    order=20,
    scene="scenes.saul.scene:SaulScene",
    planned_players=(6, 16),
    bench=(BenchSetup(10, warmup=30), BenchSetup(16, warmup=40)),
    shots="scenes.dev.saul_shots:scenario",
    # every night pass ("hour") is a private round: each living seat owes one move in it
    private_rounds=("hour",),
    public_results=("ballot", "dawn"),
    private_seconds=3.0,
    # the fallen watch in silence: no night screen for them
    round_seats="acting",
    chapter=("night", "saul.chapter"),
    revealed=("revealed", "all_lovers"),
    role_card="scenes.saul.role_card:role_card",
    # the banishment vote and the General's election: every living seat votes and
    # the ballot event shows every vote anyway (the General's tie-break is his alone)
    open_votes=("vote", "elect"),
)
