"""What a match was set up with (`TableSetup`): remembered for the next setup screen and for
"Play again" on the final results, both of which import it from here (one way)."""
from __future__ import annotations

from dataclasses import dataclass, field

from game import registry
from game.match import Match
from game.seats import Seat
from game.seeds import new_seed


@dataclass
class TableSetup:
    """What a match was set up with: the game, its rule options and the seats (names, human or AI,
    levels). Remembered by the app for the next setup screen and for "Play again"."""

    game_id: str
    options: dict = field(default_factory=dict)
    seats: list[Seat] = field(default_factory=list)

    @classmethod
    def of(cls, match: Match) -> "TableSetup":
        return cls(match.game_id, dict(match.options), list(match.seats))

    def to_json(self) -> dict:
        return {"game": self.game_id, "options": dict(self.options), "seats": [s.to_json() for s in self.seats]}

    @classmethod
    def from_json(cls, data) -> "TableSetup | None":
        """The remembered setup, or None when it is missing or no longer makes a match here (an
        unknown game, options the rules refuse, a seat count the game does not take)."""
        try:
            game_id, options = data["game"], data.get("options", {})
            seats = [Seat.from_json(s) for s in data["seats"]]
            rules = registry.load(game_id)
            if not isinstance(options, dict) or not rules.min_players <= len(seats) <= rules.max_players:
                return None
            return cls(game_id, rules.normalise_options(options), seats)
        except (KeyError, TypeError, ValueError, ImportError, AttributeError):
            return None

    def remember(self, app) -> None:
        """Kept for the next setup screen, in this run and (in the settings file) the next."""
        app.last_setup = self
        app.settings.last_setup = self.to_json()
        app.store_settings()

    def new_match(self, seed: int | str | None = None) -> Match:
        """A fresh match with this setup. Without a seed each deal's seed is drawn from the
        operating system as that deal starts (game/match.py), so no file predicts a deal to come;
        a seed given (`--seed N`) replays the whole match. Raises ValueError when the setup no
        longer makes a match."""
        if seed is not None:
            return Match(self.game_id, dict(self.options), list(self.seats), seed)
        return Match(self.game_id, dict(self.options), list(self.seats), new_seed(), deal_seeds=[])
