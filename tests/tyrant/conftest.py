"""Tyrant tests: make the helpers module next to the tests importable (tests/tyrant has no
package __init__, like the other per-game test folders)."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
