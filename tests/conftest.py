"""Fixtures shared by every test folder: a private user-data folder (`CARDTABLE_HOME`) per test,
so no test reads or writes the real settings, saves or statistics."""
from __future__ import annotations

import pytest


@pytest.fixture
def user_home(tmp_path, monkeypatch):
    home = tmp_path / "home"
    home.mkdir()
    monkeypatch.setenv("CARDTABLE_HOME", str(home))
    return home
