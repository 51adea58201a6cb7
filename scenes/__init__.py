"""BluffBox desktop GUI: pygame-ce + pygame_gui scenes over the headless rules layer."""
