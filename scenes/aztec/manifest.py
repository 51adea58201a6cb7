"""Aztec's scene manifest (see scenes/catalog.py)."""
from __future__ import annotations

from ..catalog import BenchSetup, SceneManifest

COLOURS = ("red", "blue", "yellow")
CHARACTERS = ("itzel", "tenoch", "xochi", "amaru", "citlali", "nayeli")

MANIFEST = SceneManifest(
    id="aztec",
    order=40,
    scene="scenes.aztec.scene:AztecScene",
    planned_players=(3, 6),
    art=(*(f"aztec_jewel_{c}.png" for c in COLOURS), "aztec_stone.png", "aztec_temple.png",
         "aztec_artefact.png",
         *(f"aztec_{c}.png" for c in CHARACTERS)),
    bench=(BenchSetup(5, warmup=12),),
    shots="scenes.dev.aztec_shots:scenario",
    # each round every human gets a private screen to take on, and one to bet on once
    # the takes are shown; the bets and the reveal then play on the public table
    private_rounds=("round", "takes"),
    public_results=("bets",),
    chapter=("round", "aztec.chapter"),
    role_card="scenes.aztec.role_card:role_card",
)
