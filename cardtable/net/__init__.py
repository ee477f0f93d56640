"""Network play (DESIGN.md, layer 4): the seat protocol (:mod:`~cardtable.net.protocol`,
docs/protocol.md), a hosted table (:mod:`~cardtable.net.table`), the authoritative
websockets host (:mod:`~cardtable.net.host`), the client seat (:mod:`~cardtable.net.client`),
an AI-driven seat (:mod:`~cardtable.net.bot`), the headless host command
(:mod:`~cardtable.net.cli`) and LAN discovery (:mod:`~cardtable.net.discovery`).
No pygame here: a host runs headless."""
