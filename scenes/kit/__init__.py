"""The table kit: TableScene and the widgets every game scene builds on.

``table``    TableScene, built in layers: ``table_frame`` (state, geometry, the action
             bar's API, the log, ``explain``), ``table_hooks`` (what a game overrides),
             ``table_bar`` (the top bar and what it opens), ``table_paint`` (drawing),
             ``table_learn`` (zones' tooltips and focus, the role card, hints)
``zones``    explanation zones: ``self.explain(name, rect, key, **params)`` (when they
             are forgotten: the module docstring), Tab walks them
``role_card`` RoleCard (a game's ``scenes/<game>/role_card.py`` gives one per seat)
``hint_ui``  hints asked in a worker thread, whether they are offered
``ui``       menu widgets and dialogs (buttons with keyboard focus, message, confirm)
``log_panel`` the scrolling log; ``text`` TextCache and the colours; ``tokens`` seat
             tokens; ``warning`` the action bar's warning

``images``   ImageCache: art scaled once per size, never per frame
``tooltip``  a tooltip with a background, kept inside the window
``timeline`` Timeline: animations started by log events, skippable, speed from Settings
``sequence`` Sequence: animations one after another (a reveal per player), skippable
``flip``     a card that turns over (back, then face)
``choice``   ChoicePrompt: big cards to pick a private move (keys, a disabled one says why)
``private_box`` the viewer's private card box (portrait, title, words), sized to its text
``seats``    where a seat's marks go (tag, corner icons, side card, words) and the room
             they leave (free_half)
``hand``     Hand: a row of cards, face up or down, pick one or two by click
``counters`` a number badge on an icon, and token piles
``spaces``   Ring and Track: spaces around a ring or along a track, pawns on them
"""
