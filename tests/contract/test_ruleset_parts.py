"""A game's Ruleset is assembled from its modules (`Ruleset.parts`, game/engine.py): each contract
function comes from the one part that defines it under the contract's name, a function two parts
define is refused, a subclass of a game's rules keeps what it inherits, and no game writes a
one-line delegation the parts already give (checked on the code's structure: the method's syntax
tree, not its words)."""
from __future__ import annotations

import ast
import inspect
import textwrap
import types

import pytest

from game import registry
from game.engine import PART_FUNCTIONS, Ruleset

GAMES = registry.available_games()


def part(name: str, **functions) -> types.ModuleType:
    module = types.ModuleType(name)
    for fname, body in functions.items():
        body.__module__ = name
        setattr(module, fname, body)
    return module


def test_the_contract_comes_from_the_parts_that_define_it():
    def to_act(state):
        return (0,)

    def clone_state(state):
        return dict(state)

    flow, state = part("flow", to_act=to_act), part("state", clone_state=clone_state)
    borrowed = part("view")
    borrowed.to_act = to_act         # an imported name: defined elsewhere, so not view's part

    class Sample(Ruleset):
        parts = (flow, state, borrowed)

        def make_deal(self, options, players, rng, carry):
            return {}

        def legal_actions(self, state, seat):
            return []

        def apply(self, state, seat, action):
            return []

        def view(self, state, seat):
            return state

        def sample_state(self, view, rng):
            return view

        def is_over(self, state):
            return True

        def result(self, state):
            return None

    rules = Sample()
    assert rules.to_act({}) == (0,) and rules.clone({"a": 1}) == {"a": 1}
    assert Sample.to_act is to_act and Sample.clone is clone_state

    class Tweaked(Sample):           # no parts of its own: keeps the methods it inherits
        def view(self, state, seat):
            return "mine"

    assert Tweaked().view({}, 0) == "mine" and Tweaked.to_act is to_act


def test_a_function_two_parts_define_is_refused():
    def to_act(state):
        return ()

    first, second = part("first", to_act=to_act), part("second")
    second.to_act = types.FunctionType(to_act.__code__, {}, "to_act")
    second.to_act.__module__ = "second"
    with pytest.raises(TypeError, match="more than one"):
        class Twice(Ruleset):
            parts = (first, second)


@pytest.mark.parametrize("game_id", GAMES)
def test_no_game_writes_a_delegation_its_parts_give(game_id):
    """A method of the game's rules that only returns the same-named function of a module it
    imports (`return flow.apply(state, seat, action)`) is what `parts` is for."""
    cls = type(registry.load(game_id))
    tree = ast.parse(textwrap.dedent(inspect.getsource(cls)))
    written = [node for node in tree.body[0].body if isinstance(node, ast.FunctionDef)]
    delegations = []
    for method in written:
        body = [s for s in method.body if not (isinstance(s, ast.Expr) and isinstance(s.value, ast.Constant))]
        if (len(body) == 1 and isinstance(body[0], ast.Return) and isinstance(body[0].value, ast.Call)
                and method.name in PART_FUNCTIONS):
            called = body[0].value.func
            name = called.attr if isinstance(called, ast.Attribute) else getattr(called, "id", "")
            if name in (method.name, PART_FUNCTIONS[method.name]):
                delegations.append(method.name)
    print(f"{game_id}: writes {', '.join(m.name for m in written) or 'nothing'}; its parts give the rest")
    assert not delegations, f"{game_id} delegates {delegations} by hand: name the module in `parts`"
    assert cls.parts, f"{game_id} names no parts"
