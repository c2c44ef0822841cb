"""Developer tools, run as modules from the repository root: `python -m tools.<name>` (benchmarks,
the AI fingerprint, screenshots, sounds, the icon, the executable build)."""
