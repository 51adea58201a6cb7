"""Developer tools, apart from the runtime modules and left out of the executable:

    python -m scenes.dev.shots                  every menu screen (English and French)
    python -m scenes.dev.game_shots --game ID   a game's screenshot scenario (its manifest's)
    python -m scenes.dev.aids_shots             the table's player aids
    python -m scenes.dev.bench                  frame time per game, start-up, one-file size
    python -m scenes.dev.bot_starve             bot decisions' wall vs CPU time behind busy frames

They are scripts, not scenes: they import the app and its scenes inside their
functions on purpose, after pointing the user folders at throw-away ones and
setting SDL's drivers, and drive scenes directly (the app's scenes open one
another by name, ``scenes/shell/registry.py``). ``bluffbox.spec`` excludes the
package from the executable.
"""
