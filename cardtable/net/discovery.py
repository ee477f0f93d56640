"""Finding tables on the local network with zeroconf (mDNS / DNS-SD).

A host announces each table as a ``_cardtable._tcp.local.`` service whose TXT record holds
the table's name, id, game and protocol version — never its room code (anyone on the LAN
sees the announcement; the code is told to friends, so a stranger who sees the table
still cannot sit down).  :func:`browse` lists what answers within a short time.

Only the desktop program and ``cardtable host --lan`` announce; tests never do.
"""

from __future__ import annotations

import socket
import time
from dataclasses import dataclass

SERVICE = "_cardtable._tcp.local."


@dataclass(frozen=True)
class FoundTable:
    """A table announced on the LAN."""

    name: str
    table: str
    game: str
    address: str
    port: int
    free: int

    @property
    def where(self) -> str:
        return f"{self.address}:{self.port}"


def _local_address() -> str:
    """This machine's LAN address (the one a route to the outside leaves from)."""
    with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
        try:
            s.connect(("192.0.2.1", 9))          # TEST-NET: nothing is sent over UDP connect
            return s.getsockname()[0]
        except OSError:
            return "127.0.0.1"


class Announcer:
    """Announces tables until :meth:`close`."""

    def __init__(self) -> None:
        from zeroconf import Zeroconf
        self.zc = Zeroconf()
        self.infos: list = []

    def announce(self, name: str, table: str, port: int, game: str, free: int) -> None:
        from zeroconf import ServiceInfo

        from cardtable.net.protocol import VERSION
        address = _local_address()
        info = ServiceInfo(SERVICE, f"{table}.{SERVICE}", addresses=[socket.inet_aton(address)], port=port,
                           properties={"name": name[:60], "table": table, "game": game, "v": str(VERSION),
                                       "free": str(free)})
        self.zc.register_service(info)
        self.infos.append(info)

    def close(self) -> None:
        for info in self.infos:
            try:
                self.zc.unregister_service(info)
            except Exception:  # noqa: BLE001 - closing anyway
                pass
        self.zc.close()


def browse(seconds: float = 1.5) -> list[FoundTable]:
    """The tables announced on the LAN that answered within ``seconds``."""
    from zeroconf import ServiceBrowser, ServiceListener, Zeroconf

    found: dict[str, FoundTable] = {}
    zc = Zeroconf()

    class Listener(ServiceListener):
        def add_service(self, zc: Zeroconf, type_: str, name: str) -> None:
            info = zc.get_service_info(type_, name, timeout=1000)
            if info is None or not info.parsed_addresses():
                return
            props = {k.decode("utf-8", "replace"): (v or b"").decode("utf-8", "replace")
                     for k, v in info.properties.items()}
            try:
                free = int(props.get("free", "0"))
            except ValueError:
                free = 0
            found[name] = FoundTable(props.get("name", "?")[:60], props.get("table", "")[:40],
                                     props.get("game", "")[:40], info.parsed_addresses()[0], int(info.port or 0), free)

        def update_service(self, zc: Zeroconf, type_: str, name: str) -> None:
            self.add_service(zc, type_, name)

        def remove_service(self, zc: Zeroconf, type_: str, name: str) -> None:
            found.pop(name, None)

    try:
        ServiceBrowser(zc, SERVICE, Listener())
        time.sleep(seconds)
    finally:
        zc.close()
    return sorted(found.values(), key=lambda t: (t.name, t.where))
