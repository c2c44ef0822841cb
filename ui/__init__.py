"""The desktop table: pygame-ce window, scenes, table layouts per game, cards, tweens."""
