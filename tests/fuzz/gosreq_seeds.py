#!/usr/bin/env python3
# gosreq_seeds.py DIR -- ordinary inputs for tests/fuzz/fuzz_gosreq.c: well
# formed MON requests of every op, INTRs of both reasons and answers'
# syncs with and without write notices, on 2 and 4 nodes, laid out as
# gos/gos_space.h and gos/gos_notice.c write them (little endian).
# The fuzzer's first byte: nodes - 1 + 8 * kind (0 MON, 1 INTR, 2 sync).
import os
import struct
import sys

out = sys.argv[1]
os.makedirs(out, exist_ok=True)


def vec(n, base):
    return struct.pack("<H", n) + b"".join(struct.pack("<Q", base + i) for i in range(n))


def mon(nodes, op, millis):
    rid, thread, gid = 7, (1 << 48) | 3, (0 << 48) | 42
    return (struct.pack("<IQQB", rid, thread, gid, op) + struct.pack("<q", millis)
            + vec(nodes, 5) + struct.pack("<Q", 11))


def notices(home, n):
    body = struct.pack("<BQI", 0, 20 + n, n)
    for i in range(n):
        body += struct.pack("<QQ", (home << 48) | (100 + i), 3 + i)
    return body


k = 0
for nodes in (2, 4):
    for op in range(1, 14):        # GOS_MON_ENTER .. GOS_MON_BARRIER_STATE
        millis = -1 if op == 11 else (2 if op == 13 else 0)
        with open(os.path.join(out, "mon-%d-%d" % (nodes, op)), "wb") as f:
            f.write(bytes([nodes - 1]) + mon(nodes, op, millis))
    for why in (0, 1):
        with open(os.path.join(out, "intr-%d-%d" % (nodes, why)), "wb") as f:
            f.write(bytes([nodes - 1 + 8]) + struct.pack("<QIB", (2 << 48) | 9, 123, why))
    for n in (0, 1, 3):
        home = 1
        with open(os.path.join(out, "sync-%d-%d" % (nodes, n)), "wb") as f:
            f.write(bytes([nodes - 1 + 16, home]) + vec(nodes, 30) + notices(home, n))
    k += 1
