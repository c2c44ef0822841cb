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
    offenders = [f"{p.relative_to(ROOT)}:{n}" for p in files if p.resolve() != this_file
                 for n, line in enumerate(p.read_text(encoding="utf-8").splitlines(), 1)
                 if "sys.path.insert" in line or "sys.path.append" in line]
    assert offenders == []
