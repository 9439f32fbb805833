#!/usr/bin/env python3
# flood.py PORT SILENT GARBAGE SECONDS -- hold connections open against a
# cluster acceptor (used by t_flood.sh).
#
# SILENT connections connect and never send a byte; GARBAGE connections
# send 64 bytes that are not a message header and then stay open. Whenever
# the acceptor closes one (it rejected the garbage, timed the silence out,
# or evicted the connection) it is opened again after a short pause, so
# that the acceptor faces SILENT + GARBAGE hostile connections for the
# whole run. Prints "flood up" once every connection has been opened the
# first time, and at the end how many connections were opened in all.
import select
import signal
import socket
import sys
import time

port, nsilent, ngarbage, seconds = (int(a) for a in sys.argv[1:5])
JUNK = bytes((i * 37 + 1) & 0xFF for i in range(64))
REOPEN_PAUSE = 0.02  # a closed connection is opened again after this


def opener(kind):
    s = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    s.setblocking(False)
    s.connect_ex(("127.0.0.1", port))
    return {"sock": s, "kind": kind, "sent": False, "since": time.time()}


stop = []
signal.signal(signal.SIGTERM, lambda *_: stop.append(1))
conns = [opener("silent") for _ in range(nsilent)]
conns += [opener("garbage") for _ in range(ngarbage)]
opened = len(conns)
pending = []  # (time to reopen, kind)
announced = False
end = time.time() + seconds
while time.time() < end and not stop:
    now = time.time()
    for when, kind in [p for p in pending if p[0] <= now]:
        pending.remove((when, kind))
        conns.append(opener(kind))
        opened += 1
    wr = [c["sock"] for c in conns if c["kind"] == "garbage" and not c["sent"]]
    rd = [c["sock"] for c in conns]
    r, w, _ = select.select(rd, wr, [], 0.01)
    for c in list(conns):
        s = c["sock"]
        dead = False
        if s in w:
            try:
                s.send(JUNK)
                c["sent"] = True
            except OSError:
                dead = True
        if s in r and not dead:
            try:
                dead = s.recv(4096) == b""
            except BlockingIOError:
                pass
            except OSError:
                dead = True
        if dead:
            s.close()
            conns.remove(c)
            pending.append((time.time() + REOPEN_PAUSE, c["kind"]))
    if not announced:
        up = 0
        for c in conns:
            try:
                c["sock"].getpeername()
                up += 1
            except OSError:
                pass
        if up + len(pending) >= nsilent + ngarbage:
            print("flood up", flush=True)
            announced = True
print("flood opened %d connections" % opened, flush=True)
