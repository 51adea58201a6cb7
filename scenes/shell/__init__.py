"""The app shell: the window and its scene stack, the registry that opens scenes by
name, the menus (title, setup picker, load, settings, statistics, rules), the pass
screen, the pause menu, the end, history and replay screens, the game session and its
autosave, and the error screen. Game scenes build on ``scenes.kit``."""
