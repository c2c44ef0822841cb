"""The hostile-file corpora. `python -m tests.robustness.make_corpus` writes the committed Tyrant
corpus in tests/robustness/corpus/ (run again only to change it). The per-game corpora of every
game (`game_corpus`: saves and replays with NULs, lone surrogates, control characters, huge strings,
huge integers, deep nesting, wrong types, truncated JSON, UTF-16), the settings files holding a
hostile last setup (`settings_corpus`), the statistics files (`stats_corpus`) and the lock files
(`lock_corpus`) are made at test time; FIFOs, links to /dev/zero, folders and empty files by
`special_files`; saves and replays with a hostile kept review (`review_shapes`, issue 39). Every
`bad_*` file must be refused with one clear line by the command line and set aside by every loader
of the app; every `good_*` file must load; an `odd_*` file may load or be refused, but never
crashes."""
from __future__ import annotations

import codecs
import json
import os
import random
from pathlib import Path

from game import registry, replay
from game.headless import ai_match

CORPUS = Path(__file__).resolve().parent / "corpus"


def base_doc() -> dict:
    match = ai_match("tyrant", 3, 3, "easy")
    match.play_out()
    return replay.to_json(match)


def variant(doc: dict, **changes) -> dict:
    copy = json.loads(json.dumps(doc))
    copy.update(changes)
    return copy


def with_first_action(doc: dict, **changes) -> dict:
    copy = json.loads(json.dumps(doc))
    copy["actions"][0].update(changes)
    return copy


def main() -> None:
    CORPUS.mkdir(exist_ok=True)
    for old in CORPUS.iterdir():
        old.unlink()
    doc = base_doc()
    text = json.dumps(doc, ensure_ascii=False)
    first_seat = f'"seat": {doc["actions"][0]["seat"]}'
    files: dict[str, bytes | str] = {
        "good_utf8.json": text,
        "good_utf8_bom.json": codecs.BOM_UTF8 + text.encode("utf-8"),
        "good_utf16_bom.json": text.encode("utf-16"),
        "bad_empty.json": b"",
        "bad_not_json.json": "this is not JSON\n",
        "bad_truncated.json": text[: len(text) // 2],
        "bad_not_utf8.json": b"\x80\x81\xfe\x00{\"format\": 1}",
        "bad_latin1_names.json": json.dumps(variant(doc, seats=[
            {"name": "Jos\u00e9", "kind": "human", "level": "normal"},
            {"name": "M\u00fcller", "kind": "ai", "level": "easy"},
            {"name": "\u00c5sa", "kind": "ai", "level": "easy"}])).replace("\\u00e9", "\u00e9")
            .replace("\\u00fc", "\u00fc").replace("\\u00c5", "\u00c5").encode("latin-1"),
        "bad_deep_array.json": "[" * 20_000 + "]" * 20_000,
        "bad_deep_object.json": '{"a":' * 10_000 + "1" + "}" * 10_000,
        "bad_deep_actions.json": text.replace('"actions": [', '"actions": [' + "[" * 20_000 + "]" * 20_000 + ",", 1),
        "bad_huge_int_seed.json": text.replace('"seed": 3', '"seed": ' + "9" * 5000, 1),
        "bad_huge_int_seat.json": text.replace(first_seat, '"seat": ' + "7" * 5000, 1),
        "bad_big_int_seat.json": text.replace(first_seat, '"seat": ' + "7" * 400, 1),
        "bad_seat_infinity.json": text.replace(first_seat, '"seat": Infinity', 1),
        "bad_seat_nan.json": text.replace(first_seat, '"seat": NaN', 1),
        "bad_seat_out_of_range.json": json.dumps(with_first_action(doc, seat=99)),
        "bad_seat_negative.json": json.dumps(with_first_action(doc, seat=-1)),
        "bad_seat_float.json": json.dumps(with_first_action(doc, seat=1e300)),
        "bad_deal_string.json": json.dumps(with_first_action(doc, deal="x")),
        "bad_action_garbage.json": json.dumps(with_first_action(doc, action={"kind": [1, {"x": None}]})),
        "bad_action_missing.json": json.dumps(with_first_action(doc, action=None)),
        "bad_result_list.json": json.dumps(variant(doc, result=[1, 2])),
        "bad_result_string.json": json.dumps(variant(doc, result="won")),
        "bad_result_null.json": json.dumps(variant(doc, result=None)),
        "bad_result_totals_wrong.json": json.dumps(variant(doc, result={"totals": [0, 0, 0], "winners": []})),
        "bad_top_list.json": json.dumps([doc]),
        "bad_top_string.json": json.dumps("cardtable-replay"),
        "bad_top_null.json": "null",
        "bad_wrong_format.json": json.dumps(variant(doc, format="something-else")),
        "bad_version.json": json.dumps(variant(doc, version=10**30)),
        "bad_seats_not_list.json": json.dumps(variant(doc, seats=5)),
        "bad_seats_too_many.json": json.dumps(variant(doc, seats=[doc["seats"][0]] * 500)),
        "bad_seats_none.json": json.dumps(variant(doc, seats=[])),
        "bad_actions_not_list.json": json.dumps(variant(doc, actions={"0": 1})),
        "bad_options_list.json": json.dumps(variant(doc, options=[1, 2, 3])),
        "bad_game_unknown.json": json.dumps(variant(doc, game="no-such-game")),
        "bad_game_list.json": json.dumps(variant(doc, game=["tyrant"])),
        "bad_seed_object.json": json.dumps(variant(doc, seed={"a": 1})),
    }
    for name, content in files.items():
        data = content if isinstance(content, bytes) else content.encode("utf-8")
        (CORPUS / name).write_bytes(data)
    print(f"{len(files)} files in {CORPUS}")


# ---- corpora made at test time, for every game -----------------------------------------------------
GAMES = tuple(registry.available_games())
HUGE = 1_000_000                    # characters of a "huge" string (tests add a 5 MB one)
BIG_INT = 10 ** 400                 # parses (under Python's 4300-digit limit), overflows a float
LONG_INT = "7" * 5000               # does not parse


def game_docs(game_id: str, seed: int = 3) -> tuple[dict, dict]:
    """(an unfinished save with a human in seat 0 and a few actions, a finished replay) of `game_id`."""
    from game.match import Match
    from game.seats import Seat
    from ui import saves

    rules = registry.load(game_id)
    short = rules.shortest_options()
    seats = [Seat("You", "human")] + [Seat(f"CPU {i}", "ai", "easy") for i in range(1, rules.min_players)]
    match = Match(game_id, dict(short), seats, seed)
    rng = random.Random(seed)
    while len(match.steps) < 6 and not match.deal_over:
        seat = match.to_act()[0]
        match.play(seat, rng.choice(match.legal(seat)))
    finished = ai_match(game_id, rules.min_players, seed, "random", dict(short))
    finished.play_out()
    return saves.document(match), replay.to_json(finished)


def changed(doc: dict, change) -> dict:
    copy = json.loads(json.dumps(doc))
    change(copy)
    return copy


def _set(path: tuple, value):
    def change(doc):
        target = doc
        for key in path[:-1]:
            target = target[key]
        target[path[-1]] = value
    return change


def _deep(depth: int = 100_000) -> str:
    return "[" * depth + "]" * depth


def doc_shapes(doc: dict) -> dict[str, dict]:
    """Hostile variants of one save or replay document, still valid JSON."""
    name, value = ("seats", 0, "name"), ("actions", 0, "action", "value")
    shapes = {
        "bad_name_nul": _set(name, "A\x00B"), "bad_name_surrogate": _set(name, "\ud800"),
        "bad_name_escape": _set(name, "\x1b[31mred"), "bad_name_c1": _set(name, "x\x85y"),
        "bad_name_newline": _set(name, "two\nlines"), "bad_name_huge": _set(name, "N" * HUGE),
        "bad_name_long": _set(name, "N" * 41), "bad_name_int": _set(name, BIG_INT),
        "bad_game_nul": _set(("game",), "tyrant\x00"), "bad_game_surrogate": _set(("game",), "\udfff"),
        "bad_game_huge": _set(("game",), "g" * HUGE), "bad_game_list": _set(("game",), ["tyrant"]),
        "bad_key_nul": _set(("options", "\x00"), 1), "bad_options_list": _set(("options",), [1, 2]),
        "bad_version_huge": _set(("version",), "v" * HUGE), "bad_version_big_int": _set(("version",), BIG_INT),
        "odd_action_value_huge": _set(value, "x" * 2_000_000), "bad_action_value_nul": _set(value, "\x00"),
        "bad_action_seat_big_int": _set(("actions", 0, "seat"), BIG_INT),
        "bad_action_deal_big_int": _set(("actions", 0, "deal"), BIG_INT),
        "bad_action_list": _set(("actions", 0), [1, [2]]), "bad_actions_string": _set(("actions",), "x" * 1000),
        "bad_seats_dict": _set(("seats",), {"0": "You"}), "bad_seats_many": _set(("seats",), [doc["seats"][0]] * 300),
        "bad_format": _set(("format",), "cardtable-replay\x00"), "bad_seed_object": _set(("seed",), {"a": [1]}),
        "odd_ui_list": _set(("ui",), [1, 2]), "odd_ui_deal_big_int": _set(("ui",), {"deal": BIG_INT}),
        "odd_hints_big_int": _set(("hints_used",), BIG_INT), "odd_name_emoji": _set(name, "\U0001F600 \u3042"),
    }
    shapes.update(review_shapes(doc))
    return {label: changed(doc, change) for label, change in shapes.items()}


def review_shapes(doc: dict) -> dict:
    """A kept review of the first action (a "good_" file: it loads, the entry clamped or dropped,
    issue 39) whose figures overflow, whose reason is a format string or a megabyte, or whose
    `best` is forged."""
    first = doc["actions"][0]

    def kept(**assessment):
        figures = {"chosen": first["action"], "best": first["action"], "chosen_share": 0.5, "best_share": 0.5,
                   "loss": 0.0, "z": 0.0, "worlds": 10, "why": None}
        entry = {"deal": first["deal"], "seat": first["seat"], "version": 1, "game": doc["game"],
                 "items": [{"step": 0, "assessment": {**figures, **assessment}}]}
        return _set(("reviews",), [entry])

    return {"good_review_share_1e308": kept(chosen_share=1e308, loss=-1e308),
            "good_review_why_attribute": kept(why=["{a.nothing}", {"a": 1}]),
            "good_review_why_width": kept(why=["{a:>900000000}", {"a": 1}]),
            "good_review_why_mro": kept(why=["{a.__class__.__mro__}", {"a": 1}]),
            "good_review_why_huge": kept(why=["r" * HUGE, {}]),
            "good_review_best_forged": kept(best={"kind": "forged", "cards": ["SA"]})}


def text_shapes(doc: dict) -> dict[str, bytes]:
    """Hostile files made from a document's text: encodings, truncation, nesting, numbers."""
    text = json.dumps(doc)
    seed = f'"seed": {json.dumps(doc["seed"])}'
    name = json.dumps(doc["seats"][0]["name"])
    return {
        "good_utf8": text.encode(), "good_utf8_bom": codecs.BOM_UTF8 + text.encode(),
        "good_utf16_bom": text.encode("utf-16"),
        "bad_utf16_no_bom": text.encode("utf-16-le"), "bad_utf16_bom_nul": text.replace(
            name, '"Y\\u0000u"', 1).encode("utf-16"),
        "bad_not_utf8": b"\xff\xfe\xfd" + text.encode(), "bad_truncated": text[: len(text) // 2].encode(),
        "bad_empty": b"", "bad_spaces": b"   \n", "bad_null": b"null", "bad_list": f"[{text}]".encode(),
        "bad_deep_array": _deep().encode(), "bad_deep_in_options": text.replace(
            '"options": {', '"options": {"x": ' + _deep(50_000) + ",", 1).encode(),
        "bad_seed_long_int": text.replace(seed, f'"seed": {LONG_INT}', 1).encode(),
        "bad_seed_nan": text.replace(seed, '"seed": NaN', 1).encode(),
        "bad_raw_c1": text.replace(name, '"Y\u0085u"', 1).encode(),
    }


def game_corpus(game_id: str, folder: Path) -> dict[str, Path]:
    """Every hostile save (`save_*`) and replay (`replay_*`) of `game_id`, written into `folder`."""
    folder.mkdir(parents=True, exist_ok=True)
    written: dict[str, Path] = {}
    for kind, doc in zip(("save", "replay"), game_docs(game_id)):
        contents = {label: json.dumps(shape).encode() for label, shape in doc_shapes(doc).items()}
        contents.update(text_shapes(doc))
        for label, data in contents.items():
            kind_first = label.split("_", 1)
            name = f"{kind_first[0]}_{game_id}_{kind}_{kind_first[1]}.json"
            (folder / name).write_bytes(data)
            written[name] = folder / name
    return written


def settings_corpus(game_doc: dict, folder: Path) -> dict[str, Path]:
    """Settings files whose last setup (read by the New game screen) or other fields are hostile."""
    setup = {key: game_doc[key] for key in ("game", "options", "seats")}
    hostile_setups = {label: {key: shape[key] for key in setup}
                      for label, shape in doc_shapes(game_doc).items()
                      if label.startswith(("bad_name", "bad_game", "bad_key", "bad_seats", "bad_options",
                                           "odd_name"))}
    shapes = {label: {"lang": "ja", "last_setup": last} for label, last in hostile_setups.items()}
    shapes.update({"bad_lang_huge": {"lang": "j" * HUGE}, "bad_lang_nul": {"lang": "ja\x00"},
                   "odd_window_big_int": {"window_size": [BIG_INT, BIG_INT]}, "odd_volume_big": {"volume": BIG_INT},
                   "odd_setup_list": {"last_setup": [1]}, "good_plain": {"lang": "ja", "last_setup": setup}})
    folder.mkdir(parents=True, exist_ok=True)
    written = {}
    for label, data in shapes.items():
        path = folder / f"settings_{game_doc['game']}_{label}.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        written[path.name] = path
    return written


def stats_corpus(folder: Path) -> dict[str, Path]:
    """Statistics files: out-of-range counts, unknown games and levels, undrawable names, wrong types."""
    def stats(record=None, game="tyrant", level="normal") -> dict:
        good = {"played": 3, "won": 1, "total": 12, "best": 9}
        return {"version": 1, "games": {game: {level: good if record is None else record}}}

    shapes = {
        "good_plain": stats(), "good_every_game": {"version": 1, "games": {
            g: {lv: {"played": 2, "won": 1, "total": -7, "best": -1}
                for lv in ("easy", "normal", "hard", "mixed", "humans")} for g in GAMES}},
        "bad_total_big_int": stats({"played": 1, "won": 0, "total": BIG_INT, "best": 1}),
        "bad_best_big_int": stats({"played": 1, "won": 0, "total": 1, "best": -BIG_INT}),
        "bad_played_big_int": stats({"played": BIG_INT, "won": 0, "total": 1, "best": 1}),
        "bad_won_over_played": stats({"played": 1, "won": 2, "total": 1, "best": 1}),
        "bad_played_negative": stats({"played": -1, "won": -2, "total": 0, "best": None}),
        "bad_counts_strings": stats({"played": "3", "won": "1", "total": "x", "best": None}),
        "bad_counts_float": stats({"played": 1e300, "won": 0, "total": 0, "best": None}),
        "bad_record_list": stats([1, 2, 3]), "bad_level_nul": stats(level="normal\x00"),
        "bad_level_surrogate": stats(level="\ud800"), "bad_level_unknown": stats(level="x" * HUGE),
        "bad_game_unknown": stats(game="no-such-game"), "bad_game_nul": stats(game="\x00"),
        "bad_games_list": {"version": 1, "games": []}, "bad_version": {"version": "1" * HUGE, "games": {}},
    }
    folder.mkdir(parents=True, exist_ok=True)
    written = {}
    for label, data in shapes.items():
        path = folder / f"stats_{label}.json"
        path.write_text(json.dumps(data), encoding="utf-8")
        written[path.name] = path
    for label, data in {"bad_deep": _deep().encode(), "bad_truncated": b'{"version": 1, "ga',
                        "bad_long_int": ('{"version": 1, "games": {"tyrant": {"normal": {"played": '
                                         + LONG_INT + "}}}}").encode(), "bad_empty": b""}.items():
        path = folder / f"stats_{label}.json"
        path.write_bytes(data)
        written[path.name] = path
    return written


def lock_corpus(folder: Path) -> dict[str, Path]:
    """saves/current.lock as junk could leave it: each must count as stale (taken over at once)."""
    shapes: dict[str, bytes] = {
        "pid_big_int": json.dumps({"pid": BIG_INT}).encode(), "pid_long_int": b'{"pid": ' + LONG_INT.encode() + b"}",
        "pid_negative": b'{"pid": -5}', "pid_zero": b'{"pid": 0}', "pid_string": b'{"pid": "1"}',
        "pid_float": b'{"pid": 1e300}', "pid_true": b'{"pid": true}', "pid_nan": b'{"pid": NaN}',
        "deep": _deep().encode(), "garbage": os.urandom(64) + b"\x00\xff",
        "list": b"[1]", "huge": b'{"pid": 1, "x": "' + b"y" * 100_000 + b'"}', "nul": b'{"pid": 1, "s": "\\u0000"}',
    }
    folder.mkdir(parents=True, exist_ok=True)
    written = {}
    for label, data in shapes.items():
        path = folder / f"lock_{label}"
        path.write_bytes(data)
        written[path.name] = path
    return written


def special_files(folder: Path) -> dict[str, Path]:
    """Made at test time (they cannot be committed): a FIFO with no writer, a link to /dev/zero,
    a folder, an empty file, a link to nowhere."""
    folder.mkdir(parents=True, exist_ok=True)
    made = {"bad_fifo": folder / "fifo", "bad_dev_zero": folder / "zero", "bad_folder": folder / "folder",
            "bad_empty_file": folder / "empty"}
    os.mkfifo(made["bad_fifo"])
    os.symlink("/dev/zero", made["bad_dev_zero"])
    made["bad_folder"].mkdir()
    (made["bad_folder"] / "inside.json").write_text("{}")
    made["bad_empty_file"].write_bytes(b"")
    return made


if __name__ == "__main__":
    main()
