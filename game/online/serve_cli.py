"""`python main.py serve` (and `cardtable serve`): the lobby server with no window. Options: the
address and port to listen on, the folder of the tables' autosaves (tables there are resumed at
start), and a certificate and key for TLS (wss://) when playing over the internet."""
from __future__ import annotations

import asyncio
import socket
from pathlib import Path

from game.cli_args import OneLineParser, usage_error, whole_number
from game.resources import user_data_dir

DEFAULT_PORT = 8765


def parse(argv: list[str]):
    p = OneLineParser(prog="main.py serve", description="Serve online card tables (no window)")
    p.add_argument("--host", default="0.0.0.0", help="address to listen on (0.0.0.0: every network)")
    p.add_argument("--port", type=whole_number(0, 65535), default=DEFAULT_PORT, help="port to listen on")
    p.add_argument("--data", metavar="DIR", default=None, help="folder of the tables' autosaves")
    p.add_argument("--cert", metavar="PEM", default=None, help="TLS certificate (with --key): serve wss://")
    p.add_argument("--key", metavar="PEM", default=None, help="TLS private key")
    return p.parse_args(argv)


def addresses() -> list[str]:
    """This machine's addresses others on the network may reach it by (best effort)."""
    found = []
    try:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            s.connect(("192.0.2.1", 9))   # no packet is sent: only picks the outgoing interface
            found.append(s.getsockname()[0])
    except OSError:
        pass
    return found or ["127.0.0.1"]


def main(argv: list[str]) -> int:
    from game.online.server import run, tls_context

    try:
        args = parse(argv)
    except SystemExit as exc:
        return exc.code if isinstance(exc.code, int) else 0
    if bool(args.cert) != bool(args.key):
        return usage_error("--cert and --key go together")
    folder = Path(args.data) if args.data else user_data_dir() / "online"
    try:
        context = tls_context(args.cert, args.key)
    except (OSError, ValueError) as exc:
        return usage_error(f"cannot use the certificate: {exc}")
    scheme = "wss" if context else "ws"

    def started(port: int, lobby) -> None:
        shown = addresses() if args.host in ("0.0.0.0", "") else [args.host]
        print(f"serving card tables on {', '.join(f'{scheme}://{a}:{port}' for a in shown)}"
              f" ({len(lobby.tables)} tables resumed from {folder})", flush=True)

    try:
        asyncio.run(run(args.host, args.port, folder, context, started))
    except KeyboardInterrupt:
        return 0
    except OSError as exc:
        return usage_error(f"cannot serve on port {args.port}: {exc.strerror or exc}", 1)
    return 0
