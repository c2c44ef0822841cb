"""The server's autosave (game/online/autosave.py): a snapshot of the table when anything but a
move changes, then one journal line a move. Loading replays the journal to where the table stood;
a line cut short by a kill ends it there; a table whose snapshot is damaged is set aside."""
from __future__ import annotations

import random

from game.online import autosave
from game.online.protocol import dump
from tests.online.online_kit import table_of


def play(table, moves: int, rng: random.Random, folder=None) -> None:
    for _ in range(moves):
        match = table.match
        if match.deal_over:
            for seat in range(len(table.seats)):
                table.next_deal(seat, match.deal_index)
            if folder is not None:
                autosave.write_snapshot(folder, table)
            continue
        seat = match.to_act()[0]
        table.act(seat, len(match.steps), rng.choice(match.legal(seat)).to_json())
        if folder is not None:
            autosave.append_journal(folder, table.id, autosave.journal_lines(table))


def same(a, b) -> bool:
    return all(dump(a.update_for(s)) == dump(b.update_for(s)) for s in range(len(a.seats)))


def test_a_move_appends_one_line_and_the_snapshot_is_not_rewritten(tmp_path):
    table = table_of("napoleon", 5, {"deals": 2})
    autosave.write_snapshot(tmp_path, table)
    snapshot = autosave.snapshot_path(tmp_path, table.id).read_bytes()
    play(table, 30, random.Random(1), tmp_path)
    assert autosave.snapshot_path(tmp_path, table.id).read_bytes() == snapshot
    assert len(autosave.journal_path(tmp_path, table.id).read_text().splitlines()) == 30
    assert same(autosave.load(tmp_path, table.id), table)


def test_loading_replays_the_journal_across_deals_to_where_the_table_stood(tmp_path):
    table = table_of("baohuang", 5, {"deals": 3})
    autosave.write_snapshot(tmp_path, table)
    play(table, 700, random.Random(2), tmp_path)
    assert table.match.deal_index >= 1, "the walk crossed a deal"
    again = autosave.load(tmp_path, table.id)
    assert len(again.match.steps) == len(table.match.steps) and same(again, table)
    assert again.code == table.code and [s.token for s in again.seats] == [s.token for s in table.seats]


def test_a_line_cut_short_by_a_kill_ends_the_journal_and_nothing_before_it_is_lost(tmp_path):
    table = table_of("napoleon", 5)
    autosave.write_snapshot(tmp_path, table)
    play(table, 12, random.Random(3), tmp_path)
    path = autosave.journal_path(tmp_path, table.id)
    path.write_text(path.read_text() + '{"match": 1, "n": 12, "step": {"deal": 0, "se')
    again = autosave.load(tmp_path, table.id)
    assert len(again.match.steps) == 12 and same(again, table)


def test_journal_lines_already_in_the_snapshot_are_skipped(tmp_path):
    """Killed between the snapshot's rename and the journal's truncation: the old lines are in the
    snapshot and are not played twice."""
    table = table_of("napoleon", 5)
    autosave.write_snapshot(tmp_path, table)
    play(table, 10, random.Random(4), tmp_path)
    old_journal = autosave.journal_path(tmp_path, table.id).read_text()
    autosave.write_snapshot(tmp_path, table)
    autosave.journal_path(tmp_path, table.id).write_text(old_journal)
    again = autosave.load(tmp_path, table.id)
    assert len(again.match.steps) == 10 and same(again, table)


def test_a_damaged_snapshot_is_set_aside_and_the_others_load(tmp_path):
    good = table_of("napoleon", 5)
    autosave.write_snapshot(tmp_path, good)
    (tmp_path / "broken.json").write_text("{ not json")
    tables = autosave.load_all(tmp_path)
    assert [t.id for t in tables] == [good.id]
    assert not (tmp_path / "broken.json").exists() and any("broken" in p.name for p in tmp_path.iterdir())


def test_seats_ready_for_the_next_deal_are_journalled_and_the_deal_dealt_is_a_snapshot(tmp_path):
    table = table_of("napoleon", 5, {"deals": 2})
    autosave.write_snapshot(tmp_path, table)
    rng = random.Random(5)
    while not table.match.deal_over:
        play(table, 1, rng, tmp_path)
    for seat in (0, 2, 3):
        table.next_deal(seat, 0)
        autosave.append_journal(tmp_path, table.id, autosave.ready_line(table))
    again = autosave.load(tmp_path, table.id)
    assert again.ready == {0, 2, 3} and again.match.deal_over and same(again, table)
    for seat in (1, 4):
        table.next_deal(seat, 0)
    autosave.write_snapshot(tmp_path, table)
    again = autosave.load(tmp_path, table.id)
    assert again.match.deal_index == 1 and not again.match.deal_over and again.ready == set() and same(again, table)


def test_the_header_holds_no_moves_and_play_again_starts_a_fresh_journal(tmp_path):
    """The written table does not grow with the match; "play again" empties the journal, and if
    the old match's lines are still there (killed between the two writes) they are skipped."""
    table = table_of("napoleon", 5, {"deals": 1})
    autosave.write_snapshot(tmp_path, table)
    empty = len(autosave.snapshot_path(tmp_path, table.id).read_bytes())
    rng = random.Random(6)
    while not table.match.over:
        play(table, 1, rng, tmp_path)
    autosave.write_snapshot(tmp_path, table)
    assert len(autosave.snapshot_path(tmp_path, table.id).read_bytes()) < empty + 400
    old_journal = autosave.journal_path(tmp_path, table.id).read_text()
    for seat in range(5):
        table.next_deal(seat, 0)   # the last seat's "next" starts match 2
    assert table.match_number == 2
    autosave.write_snapshot(tmp_path, table)
    assert autosave.journal_path(tmp_path, table.id).read_text() == ""
    play(table, 8, rng, tmp_path)
    again = autosave.load(tmp_path, table.id)
    assert again.match_number == 2 and len(again.match.steps) == 8 and same(again, table)
    autosave.journal_path(tmp_path, table.id).write_text(old_journal)   # the kill between the writes
    again = autosave.load(tmp_path, table.id)
    assert again.match_number == 2 and len(again.match.steps) == 0
