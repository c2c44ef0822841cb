"""Democracy's long random-game runs (@pytest.mark.slow) are skipped unless asked for with
`-m slow`, so the default suite stays fast."""
import pytest


def pytest_collection_modifyitems(config, items):
    if "slow" in (config.getoption("-m") or ""):
        return
    skip = pytest.mark.skip(reason="long run: use -m slow")
    for item in items:
        if "democracy" in str(item.fspath) and item.get_closest_marker("slow"):
            item.add_marker(skip)
