"""The table kit: widgets every game scene builds on, one small module each.

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
