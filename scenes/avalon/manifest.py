"""Avalon's scene manifest (see scenes/catalog.py)."""
from __future__ import annotations

from ..catalog import START, BenchSetup, SceneManifest

#: the character portraits drawn by art/make_art.py, and which of them are good
ROLES = ("merlin", "percival", "servant", "assassin", "morgana", "mordred", "oberon", "minion")
GOOD_ROLES = ("merlin", "percival", "servant")

MANIFEST = SceneManifest(
    id="avalon",
    order=10,
    scene="scenes.avalon.scene:AvalonScene",
    planned_players=(5, 10),
    art=("avalon_lady.png", "avalon_success.png", "avalon_fail.png", "avalon_quest.png",
         "avalon_reject_marker.png", "avalon_loyal.png", "avalon_traitor.png",
         *(f"avalon_{role}.png" for role in ROLES)),
    bench=(BenchSetup(7),),
    shots="scenes.dev.avalon_shots:scenario",
    private_rounds=(START,),
    public_results=("votes", "quest_result"),
    revealed=("revealed",),
    role_card="scenes.avalon.role_card:role_card",
    # team votes may be cast openly (the quest cards never: they stay secret)
    open_votes=("vote",),
)
