"""The build command: runs PyInstaller on pyinstaller.spec and prints where the one-file executable
is and how big it is.

    python -m tools.build_exe                      # -> dist/CardTable (CardTable.exe on Windows)
    python -m tools.build_exe --dist D --work W    # elsewhere (the packaging test builds in a tmp dir)
"""
from __future__ import annotations

import argparse
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SPEC = ROOT / "pyinstaller.spec"
APP_NAME = "CardTable"


def executable_path(dist: Path) -> Path:
    return dist / (f"{APP_NAME}.exe" if sys.platform == "win32" else APP_NAME)


def build(dist: Path, work: Path, quiet: bool = False) -> Path:
    """Build the executable into `dist` (scratch files in `work`); CalledProcessError on failure."""
    command = [sys.executable, "-m", "PyInstaller", "--noconfirm", "--clean",
               "--distpath", str(dist), "--workpath", str(work), str(SPEC)]
    if quiet:
        command[3:3] = ["--log-level", "WARN"]
    work.mkdir(parents=True, exist_ok=True)
    subprocess.run(command, check=True, cwd=work)  # the spec finds everything from its own folder
    exe = executable_path(dist)
    if not exe.is_file():
        raise FileNotFoundError(f"PyInstaller finished but {exe} is missing")
    return exe


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--dist", type=Path, default=ROOT / "dist", help="where the executable goes")
    parser.add_argument("--work", type=Path, default=ROOT / "build", help="PyInstaller's scratch folder")
    parser.add_argument("--quiet", action="store_true", help="only PyInstaller's warnings")
    args = parser.parse_args(argv)
    start = time.perf_counter()
    try:
        exe = build(args.dist.resolve(), args.work.resolve(), args.quiet)
    except (subprocess.CalledProcessError, FileNotFoundError) as exc:
        print(f"build failed: {exc}", file=sys.stderr)
        return 1
    seconds = time.perf_counter() - start
    print(f"built {exe}")
    print(f"size  {exe.stat().st_size / 2**20:.1f} MiB ({exe.stat().st_size} bytes)")
    print(f"took  {seconds:.0f} s")
    return 0


if __name__ == "__main__":
    sys.exit(main())
