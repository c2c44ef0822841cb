"""Tyrant's guided lesson (`LESSON`, pure: no pygame): one fixed 4-player deal with the learner in
seat 0 and Normal AI in seats 1–3, told step by step — the lead row, the plaza, the keep (made by
the learner: the 7 cards Normal would keep, with why), following
the lead suit, power, chips, passing and the stock, winning tricks and fame, and the scoring with
Monarchomachi at the end. The seed was found by `tools/research/lesson_seed_tyrant.py`: in this
deal the learner wins trick 1 on a tie, wins with three cards, passes and takes 6 back from the stock
themselves, marks a card face up in a three-card play, places a chip, and wins the game while the player with the most points is eliminated as a true tyrant.

Opponents are named by where they sit (seat 1 top left, seat 2 top middle, seat 3 top right), and
each step's `zone` is a key of the Tyrant layout's `lesson_zones`."""
from __future__ import annotations

from game.lesson import Lesson, lesson_verbs

read, do, watch = lesson_verbs("tyrant")


STEPS = (
    # the set-up: the learner keeps 7 of 16 (T09), told what makes a good keep
    read("intro", None),
    read("lead_row", "lead_row", "T06"),
    read("plaza", "plaza", "T08"),
    do("keep", "keep:D8/1 + keep:D3 + keep:S6/1 + keep:C3 + keep:H8/1 + keep:S2/1 + keep:D5", "keep", "T09"),
    # trick 1: lead ♦
    read("must_follow", "hand", "T14"),
    read("power", "plaza", "T20"),
    do("play_two", "play:D8/1,D3", "hand", "T13"),
    do("no_chips_first", "no_chips", "chips", "T15"),
    # trick 2: lead ♠, the learner won trick 1 and holds the marker
    read("won_tie", "fame", "T23"),
    read("fame", "fame", "T29"),
    read("losers_feed", "plaza", "T26"),
    read("marker", "marker", "T22"),
    do("play_one", "play:S6/1", "hand", "T14"),
    watch("reveal", 1, "played", "T19"),
    # trick 3: lead ♣
    read("plaza_grew", "plaza", "T20"),
    do("play_three", "play:S2/1,D5,C3=0", "hand", "T13"),
    do("keep_chips", "no_chips", "chips", "T32"),
    # trick 4: lead ♥, the learner passes, then takes 6 back from the stock (T12)
    read("pile", "plaza:C", "T28"),
    do("pass", "pass", "chips", "T16"),
    do("return", "keep:C5 + keep:H10/1 + keep:S7 + keep:C9/1 + keep:H4/1 + keep:S6", "keep", "T12"),
    # trick 5: lead ♣, the others passed
    do("alone", "play:C5", "hand", "T23"),
    do("no_rival", "no_chips", "chips", "T15"),
    # trick 6 (pass) and its return: watched
    watch("pass_again", 7, "hand", "T16"),
    # trick 7: lead ♥, the top-right player put a chip on ♠
    read("rival_chip", "plaza:S", "T21"),
    read("face_up", "seat:3", "T13"),
    do("play_small", "play:H2/1", "hand", "T14"),
    do("chip_spades", "chips=plaza:S:1", "plaza:S", "T21"),
    # trick 8: lead ♦, the learner holds none
    read("tie_later", "seat:1", "T23"),
    do("no_lead_suit", "play:S7", "hand", "T14"),
    do("last_chips", "no_chips", "chips", "T32"),
    # the end (T30–T37)
    read("owned", "fame", "T31"),
    read("base", "fame", "T32"),
    read("bonus", "fame", "T33"),
    read("underdog", "seat:2", "T35", clear=("plaza",)),   # its piles are counted on the plaza
    read("monarchomachi", "seat:2", "T36"),
    read("winner", "fame", "T37"),
)

TEACHES = (                  # each topic a first game needs, and the rules that teach it
    ("lead card and lead suit", ("T06", "T11")),
    ("playing 1-3 cards", ("T13",)),
    ("must follow", ("T14",)),
    ("face-up card and plaza columns", ("T08", "T13", "T26", "T28")),
    ("chips", ("T15", "T21")),
    ("strength of a play", ("T20", "T21", "T22")),
    ("winning a trick and fame", ("T23", "T29")),
    ("the stock", ("T09", "T12", "T16")),
    ("scoring", ("T31", "T32", "T33", "T34", "T35")),
    ("Monarchomachi", ("T36", "T37")),
)

LESSON = Lesson(game_id="tyrant", seed="lesson311", players=4, options={}, human_seat=0,
                title="tyrant.lesson.title", teaches=TEACHES, steps=STEPS)
