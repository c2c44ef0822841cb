"""The Hint marks its move on the table in every game, also when the move has no
cards: the button that makes it (pass, draw, no chips, a bid) carries the Hint's mark; a hinted bid is set
in Napoleon's bidding panel with its suit and Bid button marked; a hinted Tyrant action marks its
place and sets the chip counter, ready to confirm; a hinted adjutant card is marked in Napoleon's picker."""
from __future__ import annotations

import pytest

from game import registry
from tests.ui.conftest import solo_match, open_table, run_until, step
from game.actions import Action
from game.cards import Card


def marks(table) -> list:
    """Every rect the Hint's mark is drawn on, in the frames stepped after this call."""
    drawn: list = []
    original = table.layout.mark_hint

    def spy(surface, rect):
        drawn.append(rect.copy())
        original(surface, rect)

    table.layout.mark_hint = spy
    return drawn


def reach(app, table, wanted, decisions: int = 300) -> bool:
    """Play on (the human as the first legal action) until `wanted(view, legal)` holds; False when
    it never did in `decisions` of the human's decisions or before the deal ended."""
    for _ in range(decisions):
        assert run_until(app, lambda: table.match.deal_over or (bool(table.legal) and not table.anim.busy), 3000)
        if table.match.deal_over:
            return False
        if wanted(table.view, table.legal):
            return True
        table.submit([table.legal[0]])
        step(app, 2)
    return False


def my_turn(app, table, wanted) -> None:
    """Play on until `wanted(view, legal)` holds."""
    assert reach(app, table, wanted), "never reached the wanted position"


def button_rect(table, name: str):
    return next(b.rect for b in table.layout.buttons + getattr(table.layout, "dialog_buttons", []) if b.name == name)


def cardless_with_button(table) -> Action | None:
    """A legal move without cards (pass, draw, a bid, no chips) that a button drawn now makes."""
    names = {b.name for b in table.layout.buttons + getattr(table.layout, "dialog_buttons", [])}
    return next((a for a in table.legal if not a.cards and table.layout.hint_buttons(a) & names), None)


@pytest.mark.parametrize("game_id", registry.available_games())
def test_a_hinted_move_without_cards_marks_its_button(app, game_id):
    table = open_table(app, solo_match(game_id))
    if not reach(app, table, lambda view, legal: cardless_with_button(table) is not None):
        pytest.skip(f"{game_id}: no move without cards made by a button in a deal, so no button to mark")
    action = cardless_with_button(table)
    drawn = marks(table)
    table.layout.show_hint(action)
    step(app, 2)
    names = table.layout.hint_buttons(action)
    marked = [b.name for b in table.layout.buttons + getattr(table.layout, "dialog_buttons", [])
              if b.name in names and b.rect in drawn]
    print(f"{game_id}: the Hint's {action} marks {marked}")
    assert marked, (game_id, action, names)
    table.layout.hint = None
    drawn.clear()
    step(app, 2)
    assert not drawn


def test_a_hinted_bid_is_set_in_napoleons_panel_with_its_suit_and_bid_button_marked(app):
    table = open_table(app, solo_match("napoleon", 5))
    my_turn(app, table, lambda view, legal: view.phase == "bid")
    bid = next(a for a in reversed(table.legal) if a.kind == "bid")     # the highest legal bid
    drawn = marks(table)
    table.layout.show_hint(bid)
    step(app, 2)
    count, suit = int(bid.value[1:]), bid.value[0]
    assert (table.layout.bid_count, table.layout.bid_suit) == (count, suit)
    assert button_rect(table, "bid") in drawn and button_rect(table, "suit:" + suit) in drawn
    assert button_rect(table, "pass") not in drawn


def test_the_tyrant_action_hint_names_its_place_and_sets_the_counter():
    from ui.layouts.tyrant.table import Layout as TyrantLayout

    layout = TyrantLayout.__new__(TyrantLayout)
    layout.hint, layout.chip_place, layout.chip_count = None, None, 1
    layout.show_hint(Action("chips", (), "plaza:H:3"))
    assert layout.hinted_place() == layout.chip_place == "plaza:H" and layout.chip_count == 3
    assert "place" in layout.hint_buttons(layout.hint)
    layout.show_hint(Action("chips", (), "lead:1"))
    assert layout.hinted_place() == "lead" and layout.chip_count == 1
    layout.show_hint(Action("no_chips"))
    assert layout.hinted_place() is None and layout.hint_buttons(layout.hint) >= {"no_chips"}


def test_democracy_marks_a_hinted_sweep_declarations_suits():
    from ui.layouts.democracy.table import Layout as DemocracyLayout

    layout = DemocracyLayout.__new__(DemocracyLayout)
    assert layout.hint_buttons(Action("declare", value="HS")) >= {"declare", "suit:H", "suit:S"}
    assert "suit:D" not in layout.hint_buttons(Action("declare", value="HS"))


def test_daifugo13_marks_a_bombers_hinted_rank():
    from ui.layouts.daifugo13.table import Layout as Daifugo13Layout

    layout = Daifugo13Layout.__new__(Daifugo13Layout)
    assert "bomb:7" in layout.hint_buttons(Action("bomb", (), "7"))


def test_napoleon_marks_the_hinted_adjutant_card_in_the_picker(app):
    table = open_table(app, solo_match("napoleon", 5, seed=11))
    for _ in range(40):
        my_turn(app, table, lambda view, legal: view.phase in ("bid", "name"))
        if table.view.phase == "name":
            break
        bids = [a for a in table.legal if a.kind == "bid"]
        table.submit([bids[-1]])                 # bid high to become Napoleon
        step(app, 2)
    assert table.view.phase == "name"
    named = Card("S", 1)
    drawn = marks(table)
    table.layout.show_hint(Action("name", (named,)))
    step(app, 2)
    picked = next(r for r, kind, card in table.layout.hits if kind == "pick" and card == named)
    assert picked in drawn
