"""String tables: every player-visible string comes from assets/strings/<lang>/*.json, all files of a
language merged (keys are namespaced "tyrant.…", "ui.setup.…", "common.…"; which file holds which
prefix is a naming scheme for people, kept by tests/test_string_files.py). Missing keys fall back to
English, then to the key itself, so a gap never crashes the table."""
from __future__ import annotations

import json
import string
from functools import lru_cache
from typing import Any

from game.resources import asset_path

LANGUAGES = ("ja", "en")
DEFAULT_LANGUAGE = "ja"
MAX_FILLED = 1000     # characters of one value filled into a string (names are 40, card lists ~100)
FORMATTER = string.Formatter()


@lru_cache(maxsize=None)
def table(lang: str) -> dict[str, str]:
    merged: dict[str, str] = {}
    folder = asset_path("strings", lang)
    if folder.is_dir():
        for path in sorted(folder.glob("*.json")):
            data = json.loads(path.read_text(encoding="utf-8"))
            merged.update({str(k): str(v) for k, v in data.items()})
    return merged


def has(key: str, lang: str = "en") -> bool:
    return key in table(lang)


def plural_count(params: dict[str, Any]) -> int | None:
    """The number a string counts: the parameter "n", else its only integer parameter."""
    if isinstance(params.get("n"), int):
        return params["n"]
    ints = [v for v in params.values() if isinstance(v, int) and not isinstance(v, bool)]
    return ints[0] if len(ints) == 1 else None


def addresses_you(params: dict[str, Any], lang: str) -> bool:
    """Whether a parameter is the player addressed as "You" (the setup's default human name), so the
    string's verb must agree with it."""
    you = table(lang).get("ui.setup.default_human")
    return you is not None and any(isinstance(v, str) and v == you for v in params.values())


def is_phrase(value: Any) -> bool:
    """A (string key, params) pair: a parameter that is itself a string to translate."""
    return (isinstance(value, tuple) and len(value) == 2 and isinstance(value[0], str)
            and isinstance(value[1], dict) and all(isinstance(name, str) for name in value[1]))


def in_words(value: Any, lang: str) -> Any:
    """A parameter as it goes into a string: a phrase translated, a list of phrases translated and
    joined with the language's list separator ("common.list_sep": ", " or "、"); else as it is."""
    if is_phrase(value):
        return text(value[0], lang, **value[1])
    if isinstance(value, list) and value and all(is_phrase(v) for v in value):
        return text("common.list_sep", lang).join(text(k, lang, **p) for k, p in value)
    return value


def text(key: str, lang: str = DEFAULT_LANGUAGE, **params: Any) -> str:
    """The string `key` in `lang` with `params` filled in (a parameter may be a phrase or a list of
    phrases: `in_words`). Plurals: when the counted parameter (plural_count) is 1 and the language
    has a "<key>.one" string, that one is used ("1 card"). A seat named as the language's default
    player name ("You") takes the "<key>.you" string where there is one ("You take", not "You takes").
    Whatever it is given (a key or a language that is not a string, a key that is a format string,
    huge values), it returns a string of bounded length and never raises (`fill`)."""
    if not isinstance(key, str):
        return bounded(key)
    if lang not in LANGUAGES:   # (an unknown language reads as English, its fallback anyway)
        lang = "en"
    if params and plural_count(params) == 1 and f"{key}.one" in table(lang):
        key = f"{key}.one"
    if params and f"{key}.you" in table(lang) and addresses_you(params, lang):
        key = f"{key}.you"
    template = table(lang).get(key) or table("en").get(key) or bounded(key)
    if not params:
        return template
    return fill(template, {name: in_words(value, lang) for name, value in params.items()})


def bounded(value: Any) -> str:
    """A value as it goes into a string, at most MAX_FILLED characters (a longer one is cut with
    "…"; one that cannot be written out, such as an integer of thousands of digits, is "?")."""
    if not isinstance(value, str):
        try:
            value = format(value, "")   # what str.format did with a plain field
        except Exception:   # noqa: BLE001 (whatever a value's __format__ raises, the string is drawn)
            return "?"
    return value if len(value) <= MAX_FILLED else value[:MAX_FILLED - 1] + "…"


@lru_cache(maxsize=4096)
def parsed(template: str) -> tuple | None:
    """The (literal, field, spec, conversion) pieces of a template, or None where it does not parse:
    the tables' few hundred templates are parsed once, not every frame."""
    try:
        return tuple(FORMATTER.parse(template))
    except ValueError:
        return None


def fill(template: str, values: dict[str, Any]) -> str:
    """`template` with its plain {name} fields replaced by `values` (each `bounded`). Nothing else
    is ever formatted: a field with an attribute, an index, a conversion or a format spec
    ("{a.b}", "{a[0]}", "{a!r}", "{a:>9}"), a field with no value or a template that does not parse
    gives the template itself, so no text can raise here or grow past its pieces."""
    pieces = parsed(template)
    if pieces is None:
        return template
    out: list[str] = []
    for literal, name, spec, conversion in pieces:
        out.append(literal)
        if name is None:
            continue
        if spec or conversion or not name.isidentifier() or name not in values:
            return template
        out.append(bounded(values[name]))
    return "".join(out)


class Translator:
    """A language bound to a callable: `tr = Translator("ja"); tr("common.title")`."""

    def __init__(self, lang: str = DEFAULT_LANGUAGE):
        self.lang = lang if lang in LANGUAGES else DEFAULT_LANGUAGE

    def __call__(self, key: str, **params: Any) -> str:
        return text(key, self.lang, **params)

    def error(self, exc: Exception) -> str:
        """The readable reason of an IllegalAction in this language (English text as fallback)."""
        key = getattr(exc, "key", None)
        if key and key in table(self.lang):
            return text(key, self.lang, **getattr(exc, "params", {}))
        return str(exc)
