"""Developer tools, apart from the runtime modules and left out of the executable:

    python -m scenes.dev.shots                  every menu screen (English and French)
    python -m scenes.dev.game_shots --game ID   a game's screenshot scenario (its manifest's)
    python -m scenes.dev.aids_shots             the table's player aids
    python -m scenes.dev.bench                  frame time per game, start-up, one-file size
"""
