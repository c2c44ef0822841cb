"""13th-Floor Daifugo tests: make the helper module next to the tests importable (the per-game test
folders have no package __init__)."""
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
