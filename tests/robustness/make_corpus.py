"""Writes the hostile-file corpus in tests/robustness/corpus/ (committed; run again only to change it):
`python -m tests.robustness.make_corpus`. Every `bad_*` file must be refused with one clear line
by the command line and set aside by every loader of the app; every `good_*` file must load."""
from __future__ import annotations

import codecs
import json
from pathlib import Path

from game import replay
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


if __name__ == "__main__":
    main()
