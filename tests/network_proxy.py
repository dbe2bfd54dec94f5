"""A TCP relay between a desk and the test's PostgreSQL server that can go silent, or slow, like a casino's network.

`silent()` is a network that dropped without a word: the desk's bytes are
taken (its TCP stack sees them acknowledged) and nothing ever comes back,
which no TCP timeout notices; new connections are accepted and never
answered. `slow(bytes_per_s)` is a weak link that keeps talking. `restore()`
brings the server back.
"""

from __future__ import annotations

import contextlib
import socket
import threading
import time


class NetworkProxy:
    def __init__(self, target_port: int) -> None:
        self.target_port = target_port
        self.mode = "open"
        self.bytes_per_s = 0
        self._listener = socket.create_server(("127.0.0.1", 0))
        self.port = int(self._listener.getsockname()[1])
        self._sockets: list[socket.socket] = [self._listener]
        self._closed = False
        threading.Thread(target=self._accept, name="proxy-accept", daemon=True).start()

    def url(self, server_url: str) -> str:
        """The server's URL through this relay."""
        return server_url.replace(f":{self.target_port}/", f":{self.port}/")

    def silent(self) -> None:
        self.mode = "silent"

    def slow(self, bytes_per_s: int) -> None:
        self.bytes_per_s = bytes_per_s
        self.mode = "slow"

    def restore(self) -> None:
        self.mode = "open"

    def close(self) -> None:
        self._closed = True
        for sock in self._sockets:
            with contextlib.suppress(OSError):
                sock.close()

    def _accept(self) -> None:
        while not self._closed:
            try:
                client, _ = self._listener.accept()
            except OSError:
                return
            self._sockets.append(client)
            if self.mode == "silent":
                continue  # accepted by the kernel, never answered
            try:
                upstream = socket.create_connection(("127.0.0.1", self.target_port))
            except OSError:
                client.close()  # the server itself is down: the desk is told at once, as it would be
                continue
            self._sockets.append(upstream)
            for source, sink in ((client, upstream), (upstream, client)):
                threading.Thread(target=self._pipe, args=(source, sink), name="proxy-pipe", daemon=True).start()

    def _pipe(self, source: socket.socket, sink: socket.socket) -> None:
        while not self._closed:
            try:
                data = source.recv(65536)
            except OSError:
                return
            if not data:
                with contextlib.suppress(OSError):
                    sink.shutdown(socket.SHUT_WR)
                return
            while self.mode == "silent" and not self._closed:
                time.sleep(0.02)  # held back: for the desk, the server says nothing
            try:
                if self.mode == "slow":
                    chunk = max(1, self.bytes_per_s // 20)
                    for start in range(0, len(data), chunk):
                        sink.sendall(data[start : start + chunk])
                        time.sleep(0.05)
                else:
                    sink.sendall(data)
            except OSError:
                return
