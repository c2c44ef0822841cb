"""Kill and resume: the real app (`main.py --autoplay`, dummy video driver,
autosave on) is killed with SIGKILL mid-match, for every game with a table; the save it leaves is
whole, and the relaunched app continues from exactly that position (same action count and
position digest as replaying the save here), takes over the dead instance's lock and goes on
saving the same match. The killed app, the relaunched one and this test each run under a different
PYTHONHASHSEED, so the digest is shown not to hang on set order. Prints what it tried."""
from __future__ import annotations

import json
import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game import registry

ROOT = Path(__file__).resolve().parents[2]
GAMES = registry.available_games()   # every game: one without a layout (or lesson) fails, never drops out
LINE = re.compile(r"autoplay (new|resumed): (\S+) match \S+ deal (\d+) actions (\d+) position ([0-9a-f]+)")

pytestmark = pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="SIGKILL is POSIX")


def hash_seeds() -> tuple[str, str]:
    """Two PYTHONHASHSEED values for the killed and the relaunched app, neither this process's."""
    mine = os.environ.get("PYTHONHASHSEED")
    return tuple(seed for seed in ("1", "2", "3") if seed != mine)[:2]


def launch(home: Path, game_id: str, seconds: float, hash_seed: str) -> subprocess.Popen:
    env = dict(os.environ, CARDTABLE_HOME=str(home), SDL_VIDEODRIVER="dummy", SDL_AUDIODRIVER="dummy",
               PYGAME_HIDE_SUPPORT_PROMPT="1", PYTHONHASHSEED=hash_seed)
    return subprocess.Popen([sys.executable, str(ROOT / "main.py"), "--autoplay", "--game", game_id,
                             "--seed", "3", "--seconds", str(seconds)], cwd=ROOT, env=env,
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)


def saved_actions(path: Path):
    try:
        return json.loads(path.read_text(encoding="utf-8"))["actions"]
    except (OSError, ValueError, KeyError):
        return None


@pytest.mark.slow
@pytest.mark.parametrize("game_id", GAMES)
def test_killed_mid_match_then_relaunched_at_the_same_position(game_id, tmp_path):
    from ui import saves
    from ui.autoplay import position_digest

    home = tmp_path / "home"
    current = home / "saves" / "current.json"
    killed_seed, relaunch_seed = hash_seeds()
    first = launch(home, game_id, 0, killed_seed)   # plays until killed
    deadline = time.monotonic() + 90
    actions = None
    try:
        while time.monotonic() < deadline:
            actions = saved_actions(current)
            if actions is not None and len(actions) >= 3:
                break
            assert first.poll() is None, first.stderr.read()
            time.sleep(0.1)
        time.sleep(0.3)                            # likely mid-way through further moves and saves
        os.kill(first.pid, signal.SIGKILL)
    finally:
        first.kill()
        first.wait()
    assert first.returncode == -signal.SIGKILL
    left = saved_actions(current)
    assert left is not None and len(left) >= 3, "the save left by the killed app must be whole"
    lock = current.with_name(saves.LOCK)
    assert json.loads(lock.read_text(encoding="utf-8"))["pid"] == first.pid   # a stale lock stays
    expected = saves.read(current)
    second = launch(home, game_id, 1.5, relaunch_seed)
    out, err = second.communicate(timeout=120)
    assert second.returncode == 0, err
    found = LINE.search(out)
    assert found, out
    how, game, deal, count, digest = found.groups()
    assert (how, game) == ("resumed", game_id)
    assert int(count) == len(left) == len(expected.steps)
    assert int(deal) == expected.deal_index
    assert digest == position_digest(expected)
    after = saved_actions(current)
    if after is not None:                          # (a match that ended meanwhile is filed away)
        assert after[:len(left)] == left and len(after) >= len(left)
    assert not lock.exists(), "the relaunched app took the dead instance's lock over and released it"
    print(f"\n[kill-resume] {game_id}: killed pid {first.pid} with {len(left)} actions saved; "
          f"relaunched at deal {deal}, {count} actions, position {digest} "
          f"(PYTHONHASHSEED {killed_seed}, then {relaunch_seed}, here {os.environ.get('PYTHONHASHSEED', 'random')}); "
          f"then {len(after) if after is not None else 'finished'} actions")
