"""`python -m tools.new_game <id>`: writes a new game's skeleton that passes the shared checks as it
is (docs/adding-a-game.md starts from it). The skeleton is a small real game, "high card" for 2–4
players: each trick every seat plays one card and the highest takes it. It writes the engine
(engines/<id>/), the table (ui/layouts/<id>/), the string tables of both languages
(assets/strings/{ja,en}/<id>*.json), the rules text with rule ids, the guided lesson and the tests
(tests/<id>/), all from the templates in tools/new_game_template/ (`__GAME__` in a path or a text is
the id, `__Game__` its class-name stem, `__L__` the rule id letter, `__NAME_EN__`/`__NAME_JA__` the
names), and registers the game: `GAME_MODULES` in game/registry.py, its packages in pyproject.toml,
its names in ui_setup.json and the title's subtitle in ui_title.json. It refuses an id that is taken or malformed and a rule id
letter that another game or a suit (S, H, D, C: card codes read "S10") already uses, checks every
file before writing any, and writes nothing outside `--root` (the repository by default)."""
from __future__ import annotations

import argparse
import json
import keyword
import re
import sys
from pathlib import Path

from game.cards import SUITS

TEMPLATES = Path(__file__).resolve().parent / "new_game_template"
REPO = Path(__file__).resolve().parents[1]
ID_FORM = re.compile(r"^[a-z][a-z0-9]{1,19}$")
RESERVED = {"ui", "common", "card", "game", "games", "engines", "tests", "tools", "assets", "docs", "main"}
LANGS = ("ja", "en")
REGISTRY = Path("game") / "registry.py"
PYPROJECT = Path("pyproject.toml")
STRINGS = Path("assets") / "strings"
RULE_PARAGRAPH = re.compile(r"^([A-Z])\d{2}[a-z]? ", re.M)


class ScaffoldError(ValueError):
    """The id, the letter or the tree refuses the new game; the message says why."""


def registered(root: Path) -> list[str]:
    """The game ids of `GAME_MODULES` in the tree's game/registry.py (read as text: the tree at
    `root` need not be the one Python imports from)."""
    text = (root / REGISTRY).read_text(encoding="utf-8")
    block = re.search(r"GAME_MODULES = \{(.*?)\n\}", text, re.S)
    if block is None:
        raise ScaffoldError(f"no GAME_MODULES in {root / REGISTRY}")
    return re.findall(r'^\s*"([a-z0-9_]+)":', block.group(1), re.M)


def letters_taken(root: Path) -> dict[str, str]:
    """Rule id letter -> the registered game whose rules text uses it."""
    taken = {}
    for game in registered(root):
        path = root / STRINGS / "en" / f"{game}_rules.json"
        if path.exists():
            for body in json.loads(path.read_text(encoding="utf-8")).values():
                for letter in RULE_PARAGRAPH.findall(body):
                    taken.setdefault(letter, game)
    return taken


def check_id(root: Path, game_id: str) -> None:
    if not ID_FORM.match(game_id) or keyword.iskeyword(game_id) or game_id in RESERVED:
        raise ScaffoldError(f"{game_id!r} is not a game id: 2–20 lowercase letters and digits, starting "
                            f"with a letter, not a Python keyword nor one of {sorted(RESERVED)}")
    if game_id in registered(root):
        raise ScaffoldError(f"{game_id!r} is already a registered game")


def choose_letter(root: Path, game_id: str, wanted: str | None) -> str:
    """`wanted` if it is free, else the first free letter of the id, else of the alphabet."""
    taken = letters_taken(root)

    def refusal(letter: str) -> str | None:
        if not re.fullmatch(r"[A-Z]", letter):
            return f"{letter!r} is not a capital letter A–Z"
        if letter in SUITS:
            return f"{letter} is a suit letter (card codes read {letter}10)"
        if letter in taken:
            return f"{letter} is {taken[letter]}'s rule id letter"
        return None

    if wanted is not None:
        why = refusal(wanted)
        if why:
            raise ScaffoldError(f"letter refused: {why}")
        return wanted
    for letter in game_id.upper() + "ABCDEFGHIJKLMNOPQRSTUVWXYZ":
        if refusal(letter) is None:
            return letter
    raise ScaffoldError("no rule id letter is free")


def substitutions(game_id: str, letter: str, name_en: str, name_ja: str) -> dict[str, str]:
    return {"__GAME__": game_id, "__Game__": game_id.capitalize(), "__L__": letter,
            "__NAME_EN__": name_en, "__NAME_JA__": name_ja}


def fill(text: str, subs: dict[str, str], json_text: bool) -> str:
    for token, value in subs.items():
        text = text.replace(token, json.dumps(value, ensure_ascii=False)[1:-1] if json_text else value)
    return text


def planned_files(root: Path, subs: dict[str, str]) -> dict[Path, str]:
    """Every new file (path under `root` -> its text), from the templates."""
    files = {}
    for template in sorted(TEMPLATES.rglob("*.tmpl")):
        relative = str(template.relative_to(TEMPLATES))[:-len(".tmpl")]
        target = root / fill(relative, subs, json_text=False)
        text = template.read_text(encoding="utf-8")
        files[target] = fill(text, subs, json_text=target.suffix == ".json")
    return files


def dump(table: dict[str, str]) -> str:
    """A string table as the repository writes them (one-space indent, UTF-8 as it is)."""
    return json.dumps(table, ensure_ascii=False, indent=1) + "\n"


def insert_after_last(table: dict[str, str], prefix: str, key: str, value: str) -> dict[str, str]:
    """`table` with `key` added after the last key starting with `prefix` (at the end if none)."""
    items = list(table.items())
    at = max((i + 1 for i, (k, _) in enumerate(items) if k.startswith(prefix)), default=len(items))
    return dict(items[:at] + [(key, value)] + items[at:])


def with_packages(text: str, game_id: str) -> str:
    """pyproject.toml with the game's engine and table packages in `packages`, each after the last of
    its siblings (`pip install .` installs the listed packages only)."""
    block = re.search(r"^packages = \[.*?^\]", text, re.S | re.M)
    if block is None:
        raise ScaffoldError(f"no packages list in {PYPROJECT}")
    listed = block.group(0)
    for parent in ("engines", "ui.layouts"):
        siblings = list(re.finditer(rf'"{re.escape(parent)}\.\w+"', listed))
        if not siblings:
            raise ScaffoldError(f"no {parent}.* package in {PYPROJECT}'s packages")
        end = siblings[-1].end()
        listed = f'{listed[:end]}, "{parent}.{game_id}"{listed[end:]}'
    return text[:block.start()] + listed + text[block.end():]


def edited_files(root: Path, game_id: str, names: dict[str, str], games: list[str]) -> dict[Path, str]:
    """The shared files the new game is added to: the registry, the installed packages, the names,
    the title's subtitle."""
    edits = {}
    registry = root / REGISTRY
    text = registry.read_text(encoding="utf-8")
    head, sep, tail = text.partition("GAME_MODULES = {")
    body, close, rest = tail.partition("\n}")
    edits[registry] = f'{head}{sep}{body}\n    "{game_id}": "engines.{game_id}",{close}{rest}'
    if (root / PYPROJECT).is_file():
        edits[root / PYPROJECT] = with_packages((root / PYPROJECT).read_text(encoding="utf-8"), game_id)
    for lang in LANGS:
        setup_path = root / STRINGS / lang / "ui_setup.json"
        setup = json.loads(setup_path.read_text(encoding="utf-8"))
        setup = insert_after_last(setup, "ui.game.", f"ui.game.{game_id}", names[lang])
        setup = insert_after_last(setup, "ui.setup.game_short.", f"ui.setup.game_short.{game_id}", names[lang])
        edits[setup_path] = dump(setup)
        title_path = root / STRINGS / lang / "ui_title.json"
        title = json.loads(title_path.read_text(encoding="utf-8"))
        subtitle = title["ui.title.subtitle"]
        joiner = " · "
        if len(games) >= 2:
            first, second = (json.loads((root / STRINGS / lang / "ui_setup.json").read_text(encoding="utf-8"))
                             .get(f"ui.game.{g}", "") for g in games[:2])
            found = re.search(re.escape(first) + r"(.+?)" + re.escape(second), subtitle) if first and second else None
            joiner = found.group(1) if found else joiner
        title["ui.title.subtitle"] = subtitle + joiner + names[lang]
        edits[title_path] = dump(title)
    return edits


def new_game(root: Path, game_id: str, letter: str | None = None, name_en: str | None = None,
             name_ja: str | None = None) -> list[Path]:
    """Write the game `game_id` into the tree at `root`; returns the files written (new, then edited).
    Raises ScaffoldError, before writing anything, when the id, the letter or the tree refuses it."""
    root = root.resolve()
    check_id(root, game_id)
    letter = choose_letter(root, game_id, letter)
    name_en = name_en or game_id.capitalize()
    name_ja = name_ja or name_en
    games = registered(root)
    subs = substitutions(game_id, letter, name_en, name_ja)
    new = planned_files(root, subs)
    for folder in (Path("engines") / game_id, Path("ui") / "layouts" / game_id, Path("tests") / game_id):
        if (root / folder).exists():
            raise ScaffoldError(f"{folder} already exists")
    clashes = [str(p.relative_to(root)) for p in new if p.exists()]
    if clashes:
        raise ScaffoldError(f"these files already exist: {clashes}")
    edits = edited_files(root, game_id, {"en": name_en, "ja": name_ja}, games)
    for path, text in [*new.items(), *edits.items()]:
        if root not in path.resolve().parents:
            raise ScaffoldError(f"{path} is outside {root}")
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
    return [*new, *edits]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m tools.new_game", description=__doc__.split("\n\n")[0])
    parser.add_argument("id", help="the new game's id: lowercase letters and digits (engines/<id>/)")
    parser.add_argument("--letter", help="its rule id letter (default: the first free letter of the id)")
    parser.add_argument("--name-en", help="its whole name in English (default: the id, capitalised)")
    parser.add_argument("--name-ja", help="its whole name in Japanese (default: the English name)")
    parser.add_argument("--root", type=Path, default=REPO, help="the repository to write into (default: this one)")
    args = parser.parse_args(argv)
    try:
        written = new_game(args.root, args.id, args.letter, args.name_en, args.name_ja)
    except ScaffoldError as exc:
        print(f"new_game: {exc}", file=sys.stderr)
        return 2
    root = args.root.resolve()
    print(f"{args.id}: {len(written)} files written or edited under {root}:")
    for path in written:
        print(f"  {path.relative_to(root)}")
    print(f"next: .venv/bin/python -m pytest -q tests/contract tests/{args.id}; then docs/adding-a-game.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
