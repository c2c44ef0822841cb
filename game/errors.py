"""Errors the core raises: `IllegalAction` (a player's move the rules refuse, with a readable reason
and a string-table key so the table can show it in the player's language), `ReplayError` and its
`NotFinished`."""
from __future__ import annotations


class IllegalAction(ValueError):
    """Raised by `Ruleset.apply` before it changes anything. `key` names a string-table entry
    (e.g. "tyrant.err.must_follow"); `params` fill its placeholders; `str(err)` is English."""

    def __init__(self, key: str, message: str, **params):
        super().__init__(message.format(**params) if params else message)
        self.key = key
        self.message = message
        self.params = params


class ReplayError(ValueError):
    """A replay or save file that cannot be read or does not replay; the message says why."""


class NotFinished(ReplayError):
    """A replay asked to be watched whose match is not over: watching shows every hand, which a
    match still being played must never do. The string table's text is `key`."""

    key = "ui.replay.not_finished"


class UndoRefused(ValueError):
    """Undo asked for when there is nothing to take back (the match over, no decision of the
    human's in this deal): `key` is the string-table entry, `str(err)` English."""

    def __init__(self, key: str, message: str):
        super().__init__(message)
        self.key = key
        self.params: dict = {}
