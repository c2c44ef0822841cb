"""One package per rule set. Each exposes `RULES`, an instance of `game.engine.Ruleset`."""
