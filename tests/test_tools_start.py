"""Every developer tool under tools/ (not tools/research) starts as its docstring says, as a module
from the repository root: a command (a module with a `__main__` block, or a package with a
__main__.py such as tools/screens) answers `python -m tools.<name> --help` with its usage and exit 0
(without doing its work), and a library module imports."""
from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
TOOLS = sorted([p for p in (ROOT / "tools").glob("*.py") if p.name != "__init__.py"]
               + list((ROOT / "tools").glob("*/__main__.py")))


def is_command(path: Path) -> bool:
    """Whether the module has an `if __name__ == "__main__":` block."""
    tree = ast.parse(path.read_text(encoding="utf-8"))
    return any(isinstance(node, ast.If) and "__main__" in ast.unparse(node.test) for node in tree.body)


def module_of(path: Path) -> str:
    """tools.<name> for tools/<name>.py and for the package tools/<name>/__main__.py."""
    return f"tools.{path.parent.name if path.name == '__main__.py' else path.stem}"


@pytest.mark.parametrize("path", TOOLS, ids=[module_of(p)[6:] for p in TOOLS])
def test_every_tool_starts_as_a_module_from_the_repository_root(path, tmp_path):
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    env.update(SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy", PYGAME_HIDE_SUPPORT_PROMPT="1",
               CARDTABLE_HOME=str(tmp_path))
    module = module_of(path)
    command = [sys.executable, "-m", module, "--help"] if is_command(path) else \
        [sys.executable, "-c", f"import {module}"]
    done = subprocess.run(command, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    if is_command(path):
        assert "usage:" in done.stdout, done.stdout
    print(f"{' '.join(command[1:])}: exit 0")
