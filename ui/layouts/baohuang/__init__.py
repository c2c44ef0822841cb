"""The Bao Huang (保皇) table: `Layout` (table.py) and the results screen's `result_notes`/`result_cards`."""
from ui.layouts.baohuang.table import Layout, result_cards, result_notes

__all__ = ["Layout", "result_cards", "result_notes"]
