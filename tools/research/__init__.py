"""Research tools (measurements of questions already answered; docs/research-log.md), run as
`python -m tools.research.<name>` from the repository root; the product never imports them."""
