"""A move named in the player's language as the table names it: the Hint's line and the forced-move
prompt and banner say "♥7を出す" / "play ♥7", jokers by the game's own word, cards as the layout
groups them ("A×2"), codes (Tyrant's chips) in the layout's words (game/hints.describe does the
joining)."""
from __future__ import annotations

from game import i18n
from game.hints import describe


class MoveWords:
    def __init__(self, app, game_id: str, layout) -> None:
        self.app, self.game_id, self.layout = app, game_id, layout

    @property
    def tr(self):
        return self.app.tr   # the language of the moment (a new translator when it changes)

    def first_word(self, *keys: str, **params) -> str | None:
        """The first of `keys` the string tables hold, translated (the game's own word first)."""
        key = next((k for k in keys if i18n.has(k, "en")), None)
        return self.tr(key, **params) if key is not None else None

    def kind_name(self, kind: str) -> str | None:
        return self.first_word(f"{self.game_id}.table.hint.{kind}", f"ui.hint.kind.{kind}")

    def card_name(self, card) -> str:
        if card.suit != "X":
            return card.label
        size = "big" if card.rank == 2 else "small"
        return self.first_word(f"{self.game_id}.table.rank.{size}", f"ui.card.joker_{size}") or card.label

    def cards(self, cards) -> str:
        """Cards in words: the layout's grouping when it has one, else card by card."""
        return self.layout.cards_words(cards) or " ".join(self.card_name(c) for c in cards)

    def phrase(self, kind: str, word: str, what: str) -> str:
        return self.first_word(f"ui.hint.action.{kind}", "ui.hint.action", kind=word, what=what)

    def move(self, action) -> str:
        """The whole move: "♥7を出す", "play ♥7", "pass"."""
        return describe(action, self.kind_name, self.card_name, self.layout.cards_words, self.layout.action_words,
                        self.phrase)
