"""The democracy table: `Layout` (table.py) and the results screen's `result_notes` (no cards under
the names: the notes say it)."""
from ui.layouts.democracy.table import Layout, result_notes

__all__ = ["Layout", "result_notes"]
