"""What every game shares: cards, the engine contract, actions and events, matches, seats, AI
players, replay files, string tables and resource paths. Never imports pygame."""
