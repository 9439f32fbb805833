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
    for op in range(1, 15):        # GOS_MON_ENTER .. GOS_MON_BYE
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

# every object-space type through gos_wire_check: selector nodes - 1 +
# 8 * (3 + the type's index from GOS_OS_FETCH), then the payload
TYPES = ["fetch", "diff", "vol", "cas", "mon", "intr", "place", "start", "tend", "clinit",
         "tintr", "tstate", "tstack", "intern", "stats", "log", "recall", "prof", "class", "reply"]


def s16(text):
    b = text.encode()
    return struct.pack("<H", len(b)) + b


def ref(kind, depth=0):
    # 0 null, 1 object, 2 Class, 3 library constant, 4 object of a user
    # loader's class (the loader first), 5 such a Class
    if kind == 0:
        return b"\x00"
    if kind == 1:
        return b"\x01" + struct.pack("<Q", (1 << 48) | 77) + s16("java/lang/Object") + struct.pack("<IH", 1234, 5)
    if kind == 6:   # an array: its length follows
        return b"\x01" + struct.pack("<Q", (1 << 48) | 78) + s16("[I") + struct.pack("<IHI", 99, 6, 16)
    if kind == 2:
        return b"\x02" + s16("java/lang/String")
    if kind == 3:
        return b"\x03" + s16("java/lang/System") + s16("out")
    if kind == 4:
        return b"\x04" + ref(1) + struct.pack("<Q", (0 << 48) | 5) + s16("Mine") + struct.pack("<IH", 7, 8)
    if kind == 5:
        return b"\x05" + ref(1) + s16("Mine")


def payloads(nodes):
    rid = struct.pack("<I", 9)
    v = vec(nodes, 2)
    yield "fetch", rid + struct.pack("<QII", 42, 0, 4096)
    yield "vol", rid + struct.pack("<QIBB", 42, 16, ord("I"), 0) + v + struct.pack("<Q", 3)
    yield "vol", rid + struct.pack("<QIBB", 42, 16, ord("J"), 1) + struct.pack("<Q", 5) + v + struct.pack("<Q", 3)
    for k in (0, 1, 2, 3, 4, 6):
        yield "vol", rid + struct.pack("<QIBB", 42, 24, ord("L"), 1) + ref(k) + v + struct.pack("<Q", 3)
    yield "cas", rid + struct.pack("<QIB", 42, 16, ord("I")) + struct.pack("<QQ", 1, 2) + v + struct.pack("<Q", 3)
    yield "cas", rid + struct.pack("<QIB", 42, 24, ord("L")) + ref(0) + ref(1) + v + struct.pack("<Q", 3)
    yield "mon", mon(nodes, 1, 0)[0:]
    yield "intr", struct.pack("<QIB", 7, 123, 0)
    yield "place", rid + b"\x01"
    yield "start", rid + ref(1) + b"\x00" + v
    yield "tend", b"\x01\x01"
    yield "clinit", rid + ref(2)
    yield "clinit", rid + ref(5)
    yield "tintr", struct.pack("<QB", 42, 1)
    yield "tstate", rid + struct.pack("<Q", 42)
    yield "tstack", rid + struct.pack("<Q", 42)
    yield "intern", rid + struct.pack("<I", 3) + struct.pack("<HHH", 104, 105, 33)
    yield "stats", struct.pack("<I", 0)
    yield "log", rid + struct.pack("<QQ", 4, 9)
    yield "recall", struct.pack("<IQ", 0, 42)
    yield "class", rid + ref(1) + s16("pkg/Mine")
    yield "reply", rid + b"\x00"


for nodes in (2, 4):
    for i, (name, body) in enumerate(payloads(nodes)):
        sel = nodes - 1 + 8 * (3 + TYPES.index(name))
        with open(os.path.join(out, "wire-%d-%02d-%s" % (nodes, i, name)), "wb") as f:
            f.write(bytes([sel]) + body)
