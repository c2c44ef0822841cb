"""PNG screenshots for looking at the product with one's own eyes, in Japanese and English: one
command, `python -m tools.screens OUT [--game G|all] [--lang L] [--show KIND]` (__main__.py), each
kind of picture in a module named for what it shows. Nothing here names or counts the games: they
come from game.registry, and what differs per game (its pictures beyond the plan) is asked of the
game (game.pictures)."""
