"""The Bao Huang (保皇) table: `Layout` (table.py) and the results screen's `result_notes` (no cards under
the names: the notes say it)."""
from ui.layouts.baohuang.table import Layout, result_notes

__all__ = ["Layout", "result_notes"]
