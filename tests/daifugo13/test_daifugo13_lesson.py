"""13th-Floor Daifugo's guided lesson (engines/daifugo13/lesson.py): the table shows what the
words say at the key steps. What every lesson promises (its end, topics, rule ids, words in both
languages) is tests/contract/test_lessons.py."""
from __future__ import annotations


from game.lesson import LessonRun

from engines.daifugo13.lesson import LESSON


def walk_with_states():
    """Walk the lesson headlessly: each shown step with the learner's view when it is shown."""
    run = LessonRun(LESSON)
    seen = [(step, run.match.view(LESSON.human_seat), run.match.deal_over) for step in run.walk()]
    return run, seen


def test_the_table_shows_what_the_key_steps_say():
    """D24, D06, D15, D19, D23, D18, D28, D30: the state at each key step matches its words."""
    _, seen = walk_with_states()
    at = {step.text.rpartition(".")[2]: (view, over) for step, view, over in seen}
    view, _ = at["pass_draw"]
    assert len(view.pub.table[-1].cards) == 3 and view.pile_size == 26        # D24: three to draw
    view, _ = at["sandstorm"]
    assert sum(c.rank == 3 for c in view.hand) == 3                           # D06: three natural 3s
    view, _ = at["eight_cut"]
    assert any(c.rank == 8 for c in view.pub.dead_public)                     # D15: an 8 cleared
    view, _ = at["queen_bomber"]
    assert view.pub.named and view.pub.named[-1][1] == "7" and view.pub.bombed   # D19
    assert view.pub.direction == -1                                           # D16: reversed
    view, _ = at["revolution"]
    assert view.pub.revolutions == 1 and view.pub.inverted                    # D23
    view, _ = at["second_jack"]
    assert view.pub.eleven_back == 1 and not view.pub.inverted                # D18
    view, _ = at["revolution_back"]
    assert view.pub.revolutions == 2 and not view.pub.inverted
    view, over = at["bonus"]
    assert over and view.hand_sizes[LESSON.human_seat] == 0                   # D28, D30


