"""The layers keep their shape: no pygame under game/ or engines/, game/ never imports engines/ or
ui/ at module level, the product (its code, its tools, its tests) never imports the research tools
under tools/research/, and every module says what it owns in a docstring."""
import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def python_files(*folders):
    for folder in folders:
        yield from sorted((ROOT / folder).rglob("*.py"))


def imported_modules(path):
    tree = ast.parse(path.read_text(encoding="utf-8"))
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            for alias in node.names:
                yield alias.name, node
        elif isinstance(node, ast.ImportFrom) and node.module:
            yield node.module, node


def test_core_never_imports_pygame():
    offenders = [
        f"{p.relative_to(ROOT)}: {name}"
        for p in python_files("game", "engines")
        for name, _ in imported_modules(p)
        if name.split(".")[0] in ("pygame", "pygame_gui")
    ]
    assert offenders == []


def test_game_never_imports_engines_or_ui():
    offenders = [
        f"{p.relative_to(ROOT)}: {name}"
        for p in python_files("game")
        for name, _ in imported_modules(p)
        if name.split(".")[0] in ("engines", "ui")
    ]
    assert offenders == []


def test_engines_never_import_ui():
    offenders = [
        f"{p.relative_to(ROOT)}: {name}"
        for p in python_files("engines")
        for name, _ in imported_modules(p)
        if name.split(".")[0] == "ui"
    ]
    assert offenders == []


def test_every_module_has_a_docstring():
    missing = [
        str(p.relative_to(ROOT))
        for p in python_files("game", "engines", "ui", "tools")
        if p.stat().st_size and ast.get_docstring(ast.parse(p.read_text(encoding="utf-8"))) is None
    ]
    missing += [] if ast.get_docstring(ast.parse((ROOT / "main.py").read_text())) else ["main.py"]
    assert missing == []


OUTSIDE_PATHS = ("shared/rules", "../shared", "shared/DESIGN", "/work/", "/tmp/team")


def test_nothing_points_at_a_path_outside_the_repository():
    """A fresh clone is complete: no code, test or doc sends the reader to a file outside it (the
    rules are the in-game rules text, assets/strings/<lang>/)."""
    files = [ROOT / "README.md", ROOT / "main.py"]
    for folder in ("game", "engines", "ui", "tools", "tests", "docs"):
        files += [p for p in sorted((ROOT / folder).rglob("*")) if p.suffix in (".py", ".md", ".txt", ".json")]
    this_file = Path(__file__).resolve()
    offenders = [f"{p.relative_to(ROOT)}:{n}: {line.strip()[:80]}"
                 for p in files if p.resolve() != this_file
                 for n, line in enumerate(p.read_text(encoding="utf-8", errors="replace").splitlines(), 1)
                 if any(outside in line for outside in OUTSIDE_PATHS)]
    assert not offenders, "\n".join(offenders)
    print(f"outside paths: {len(files)} files read, none points outside the repository")


def test_product_code_tools_and_tests_never_import_the_research_tools():
    research = ROOT / "tools" / "research"
    product = [p for p in python_files("game", "engines", "ui", "tools", "tests")
               if research not in p.parents and ROOT / "tests" / "research" not in p.parents]
    product.append(ROOT / "main.py")
    offenders = [
        f"{p.relative_to(ROOT)}: {name}"
        for p in product
        for name, node in imported_modules(p)
        if name.startswith("tools.research")
        or (name == "tools" and any(a.name == "research" for a in node.names))
    ]
    print(f"{len(product)} product modules and tests checked: {len(offenders)} import tools/research")
    assert offenders == []


# Test modules of the per-game folders that still import a sibling test module; their folders'
# owners move what they share into helper modules, then this list is emptied.
SIBLING_TEST_IMPORTS_TO_MOVE = {("tests/napoleon/test_napoleon_prior.py", "tests.napoleon.test_napoleon_ai"),
                                ("tests/baohuang/test_baohuang_hard.py", "test_baohuang_ai")}


def test_no_test_module_imports_another():
    """What tests share lives in helper modules (tests/ai/ai_helpers.py, tests/ui/conftest.py,
    tests/<game>/<game>_builder.py…), so running or renaming one test file never runs or breaks
    another."""
    tests = list(python_files("tests"))
    offenders = {(str(p.relative_to(ROOT)), name)
                 for p in tests for name, _ in imported_modules(p)
                 if name.rsplit(".", 1)[-1].startswith("test_")}
    print(f"{len(tests)} test files: {len(offenders)} import a test module "
          f"({len(offenders & SIBLING_TEST_IMPORTS_TO_MOVE)} known, in per-game folders)")
    assert offenders <= SIBLING_TEST_IMPORTS_TO_MOVE, sorted(offenders - SIBLING_TEST_IMPORTS_TO_MOVE)


def test_nothing_changes_sys_path():
    """Tools run as modules from the repository root (`python -m tools.x`), the game as `python
    main.py` or the installed `cardtable`, the tests under `python -m pytest`: none needs to put a
    folder on sys.path."""
    files = [ROOT / "main.py", *python_files("game", "engines", "ui", "tools", "tests")]
    this_file = Path(__file__).resolve()
    offenders = [f"{p.relative_to(ROOT)}:{node.lineno}" for p in files if p.resolve() != this_file
                 for node in ast.walk(ast.parse(p.read_text(encoding="utf-8")))
                 if isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
                 and node.func.attr in ("insert", "append", "extend") and ast.unparse(node.func.value) == "sys.path"]
    assert offenders == []


def import_graph(*folders) -> dict[str, set[str]]:
    """Module -> the project's modules it imports, at module level or inside a function alike."""
    paths = {".".join(p.relative_to(ROOT).with_suffix("").parts).removesuffix(".__init__"): p
             for p in python_files(*folders)}
    graph: dict[str, set[str]] = {}
    for module, path in paths.items():
        package = module if path.name == "__init__.py" else module.rpartition(".")[0]
        found = set()
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom):
                base = node.module or ""
                if node.level:
                    parts = package.split(".")[: len(package.split(".")) - node.level + 1]
                    base = ".".join(parts + ([base] if base else []))
                names = [f"{base}.{a.name}" if f"{base}.{a.name}" in paths else base for a in node.names]
            for name in names:
                while name and name not in paths:
                    name = name.rpartition(".")[0]
                if name and name != module:
                    found.add(name)
        graph[module] = found
    return graph


def cycles_in(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan, iteratively)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in graph:
        if root in index:
            continue
        work = [(root, iter(sorted(graph[root])))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph[child]))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))
    return found


def test_no_import_cycle_in_game_or_any_engine():
    """Function-level imports count: a cycle hidden inside a function is still a cycle."""
    graph = import_graph("game", "engines")
    found = cycles_in(graph)
    print(f"import graph of game/ and engines/: {len(graph)} modules, {len(found)} cycles")
    assert found == []


def test_no_import_cycle_in_ui():
    """The scenes open each other by name (ui/navigation.py) and share helpers one way, so ui/
    (the app, every scene, the layouts, smoke and autoplay) has no cycle either; function-level
    and TYPE_CHECKING imports count."""
    graph = import_graph("ui")
    found = cycles_in(graph)
    print(f"import graph of ui/: {len(graph)} modules, {len(found)} cycles: {found}")
    assert found == []


def test_the_cycle_finder_finds_a_cycle_through_a_function_level_import():
    assert cycles_in({"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}}) == [["a", "b", "c"]]
    assert cycles_in({"a": {"b"}, "b": set()}) == []
