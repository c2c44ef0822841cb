"""Playing over the network: a pure host core (`table`), the versioned JSON protocol (`protocol`,
`wire`), the asyncio WebSocket lobby server (`server`) and client (`client`), and headless bot
clients (`bot`). Nothing here imports pygame; docs/protocol.md documents the messages."""
