"""Scenes of the app: title, setup, table, curtain, results, rules, settings."""
