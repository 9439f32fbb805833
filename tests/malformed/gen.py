#!/usr/bin/env python3
"""Generate the malformed class-file and JAR corpus in cases/.

Each case is a directory cases/NAME/ holding the damaged class files or jar,
plus NAME.cmd (arguments to the VM, relative to the case directory),
NAME.status (the stock JVM's exit status) and NAME.expect (the Java error
class name the stock JVM reported on stderr).  Expected results come from
running the stock `java` on every case, so they are never written by hand.

Usage: gen.py  (needs javac, java and jar on PATH; run from anywhere)
"""
import os, re, shutil, struct, subprocess, sys, tempfile, zipfile, zlib

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = os.path.join(HERE, "cases")

def javac(src_dir, out_dir, files, release=None):
    cmd = ["javac", "-d", out_dir]
    if release:
        cmd += ["--release", release]
    subprocess.check_call(cmd + [os.path.join(src_dir, f) for f in files])

def put(name, files, cmd):
    d = os.path.join(CASES, name)
    os.makedirs(d, exist_ok=True)
    for fname, data in files.items():
        p = os.path.join(d, fname)
        os.makedirs(os.path.dirname(p), exist_ok=True)
        with open(p, "wb") as f:
            f.write(data)
    with open(os.path.join(CASES, name + ".cmd"), "w") as f:
        f.write(cmd + "\n")

def zip64(entries, big):
    """A stored ZIP64 archive: ZIP64 end record and locator, the classic
    end record saturated; with big, every entry's sizes and local header
    offset only in its ZIP64 extra field."""
    out = bytearray(); cen = bytearray()
    for name, data in entries:
        n = name.encode(); crc = zlib.crc32(data) & 0xffffffff; off = len(out)
        if big:
            out += struct.pack("<IHHHHHIIIHH", 0x04034b50, 45, 0, 0, 0, 0x21, crc,
                               0xffffffff, 0xffffffff, len(n), 20)
            out += n + struct.pack("<HHQQ", 1, 16, len(data), len(data)) + data
            cen += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014b50, 45, 45, 0, 0, 0, 0x21, crc,
                               0xffffffff, 0xffffffff, len(n), 28, 0, 0, 0, 0, 0xffffffff)
            cen += n + struct.pack("<HHQQQ", 1, 24, len(data), len(data), off)
        else:
            out += struct.pack("<IHHHHHIIIHH", 0x04034b50, 20, 0, 0, 0, 0x21, crc,
                               len(data), len(data), len(n), 0) + n + data
            cen += struct.pack("<IHHHHHHIIIHHHHHII", 0x02014b50, 45, 20, 0, 0, 0, 0x21, crc,
                               len(data), len(data), len(n), 0, 0, 0, 0, 0, off) + n
    cdoff = len(out); out += cen; e64 = len(out)
    out += struct.pack("<IQHHIIQQQQ", 0x06064b50, 44, 45, 45, 0, 0, len(entries),
                       len(entries), len(cen), cdoff)
    out += struct.pack("<IIQI", 0x07064b50, 0, e64, 1)
    out += struct.pack("<IHHHHIIH", 0x06054b50, 0, 0, 0xffff, 0xffff, 0xffffffff, 0xffffffff, 0)
    return bytes(out)

def find_utf8(data, s):
    """Offset of the Utf8 constant whose text is s (its length field)."""
    b = s.encode()
    i = data.find(struct.pack(">H", len(b)) + b)
    assert i > 0, s
    return i

def code_offset(data):
    """Offset of the first Code attribute's code_length field (after 'Code' utf8 use)."""
    # Find the 'Code' utf8 index, then the first attribute referencing it.
    cp_count = struct.unpack(">H", data[8:10])[0]
    off = 10
    idx = 1
    code_index = None
    while idx < cp_count:
        tag = data[off]
        if tag == 1:
            ln = struct.unpack(">H", data[off+1:off+3])[0]
            if data[off+3:off+3+ln] == b"Code":
                code_index = idx
            off += 3 + ln
        elif tag in (3, 4):
            off += 5
        elif tag in (5, 6):
            off += 9; idx += 1
        elif tag in (7, 8, 16, 19, 20):
            off += 3
        elif tag == 15:
            off += 4
        else:
            off += 5
        idx += 1
    pat = struct.pack(">H", code_index)
    i = data.find(pat, off)
    while i >= 0:
        alen = struct.unpack(">I", data[i+2:i+6])[0]
        if 12 <= alen < len(data):
            return i + 2 + 4 + 4   # attr name(2) len(4) max_stack(2) max_locals(2)
        i = data.find(pat, i + 1)
    raise SystemExit("no Code attribute")

def pool_entries(data):
    """{index: (tag, offset of the tag byte)} for every constant-pool entry."""
    cp_count = struct.unpack(">H", data[8:10])[0]
    off, idx, ents = 10, 1, {}
    while idx < cp_count:
        tag = data[off]
        ents[idx] = (tag, off)
        if tag == 1: off += 3 + struct.unpack(">H", data[off+1:off+3])[0]
        elif tag in (3, 4): off += 5
        elif tag in (5, 6): off += 9; idx += 1
        elif tag in (7, 8, 16, 19, 20): off += 3
        elif tag == 15: off += 4
        else: off += 5
        idx += 1
    return ents

def main():
    if os.path.isdir(CASES):
        shutil.rmtree(CASES)
    os.makedirs(CASES)
    tmp = tempfile.mkdtemp()
    src = os.path.join(tmp, "src"); os.makedirs(src)
    out = os.path.join(tmp, "out"); os.makedirs(out)
    with open(os.path.join(src, "Good.java"), "w") as f:
        f.write('public class Good { public static void main(String[] a) { System.out.println("good"); } }\n')
    javac(src, out, ["Good.java"])
    good = open(os.path.join(out, "Good.class"), "rb").read()

    def case(name, data, cls="Good"):
        put(name, {cls + ".class": data}, "-cp . " + cls)

    case("truncated_header", good[:6])
    case("truncated_pool", good[:40])
    case("truncated_half", good[:len(good)//2])
    case("truncated_last_byte", good[:-1])
    case("empty", b"")
    case("bad_magic", b"\xca\xfe\xba\xbf" + good[4:])
    case("zero_magic", b"\x00\x00\x00\x00" + good[4:])
    case("version_too_new", good[:6] + struct.pack(">H", 65) + good[8:])
    case("version_too_old", good[:6] + struct.pack(">H", 44) + good[8:])
    case("extra_bytes", good + b"\x00\x01")
    # constant pool damage
    first = 10   # first cp entry tag
    assert good[first] in (1, 7, 10)
    # the this_class index lies right after the pool: find via access flags position
    def after_pool(data):
        cp_count = struct.unpack(">H", data[8:10])[0]
        off, idx = 10, 1
        while idx < cp_count:
            tag = data[off]
            if tag == 1: off += 3 + struct.unpack(">H", data[off+1:off+3])[0]
            elif tag in (3, 4): off += 5
            elif tag in (5, 6): off += 9; idx += 1
            elif tag in (7, 8, 16, 19, 20): off += 3
            elif tag == 15: off += 4
            else: off += 5
            idx += 1
        return off
    ap = after_pool(good)
    case("bad_this_index", good[:ap+2] + struct.pack(">H", 0x7fff) + good[ap+4:])
    case("bad_super_index", good[:ap+4] + struct.pack(">H", 0x7ffe) + good[ap+6:])
    case("this_not_class", good[:ap+2] + struct.pack(">H", 1 if good[10] != 7 else 2) + good[ap+4:])
    bad_tag = bytearray(good); bad_tag[first] = 2
    case("bad_cp_tag", bytes(bad_tag))
    bad_tag2 = bytearray(good); bad_tag2[first] = 99
    case("unknown_cp_tag", bytes(bad_tag2))
    i = find_utf8(good, "main")
    bu = bytearray(good); bu[i+2] = 0xff
    case("bad_utf8_ff", bytes(bu))
    bu2 = bytearray(good); bu2[i+2] = 0xc3   # lead byte without continuation
    case("bad_utf8_truncated_sequence", bytes(bu2))
    bu3 = bytearray(good); bu3[i+2] = 0x00
    case("bad_utf8_nul", bytes(bu3))
    co = code_offset(good)
    bc = bytearray(good); bc[co:co+4] = struct.pack(">I", 0)
    case("code_length_zero", bytes(bc))
    bc2 = bytearray(good); bc2[co:co+4] = struct.pack(">I", 70000)
    case("code_length_huge", bytes(bc2))
    # bad bytecode: replace the first instruction of the first method with an undefined opcode
    bc3 = bytearray(good); bc3[co+4] = 0xe0
    case("bad_opcode", bytes(bc3))
    # descriptor damage
    j = find_utf8(good, "([Ljava/lang/String;)V")
    bd = bytearray(good); bd[j+2] = ord('X')
    case("bad_method_descriptor", bytes(bd))

    # constant-pool chains and instruction operands (crash groups of issue 10)
    with open(os.path.join(src, "Lam.java"), "w") as f:
        f.write('public class Lam { public static void main(String[] a) { Runnable r = () -> System.out.println("x"); '
                'r.run(); String[] s = new String[a.length]; System.out.println(String.valueOf(s.length)); } }\n')
    javac(src, out, ["Lam.java"])
    lam = open(os.path.join(out, "Lam.class"), "rb").read()
    ents = pool_entries(lam)
    def lcase(name, data):
        put(name, {"Lam.class": data}, "-cp . Lam")
    def first_of(tag, after=0):
        return min(i for i, (t, o) in ents.items() if t == tag and i > after)
    utf8 = first_of(1)
    # a MethodHandle whose Methodref comes later in the pool, with that
    # Methodref's NameAndType index pointing at a Utf8 entry
    mh = first_of(15)
    ref = struct.unpack(">H", lam[ents[mh][1]+2:ents[mh][1]+4])[0]
    assert ref > mh
    b = bytearray(lam); o = ents[ref][1]; b[o+3:o+5] = struct.pack(">H", utf8)
    lcase("mh_methodref_bad_nat", bytes(b))
    # ... and one whose Methodref's class index is out of range
    b = bytearray(lam); b[o+1:o+3] = struct.pack(">H", 0x7ff0)
    lcase("mh_methodref_bad_class", bytes(b))
    def operand_patch(name, opcode, tag, new_index):
        """Replace the u2 operand of the first `opcode` whose operand has the given tag."""
        b = bytearray(lam)
        for i, (t, _) in sorted(ents.items()):
            if t != tag:
                continue
            k = lam.find(bytes([opcode]) + struct.pack(">H", i))
            if k > 0:
                b[k+1:k+3] = struct.pack(">H", new_index)
                lcase(name, bytes(b))
                return
        raise SystemExit("no operand for " + name)
    operand_patch("insn_invokestatic_cp_out_of_range", 0xb8, 10, 0x7fff)
    operand_patch("insn_getstatic_cp_methodref", 0xb2, 9, first_of(10))
    operand_patch("insn_invokevirtual_cp_fieldref", 0xb6, 10, first_of(9))
    operand_patch("insn_invokedynamic_cp_methodref", 0xba, 18, first_of(10))
    operand_patch("insn_anewarray_cp_utf8", 0xbd, 7, utf8)
    operand_patch("insn_anewarray_cp_zero", 0xbd, 7, 0)

    # class hierarchy problems, built from sources compiled twice
    def hier(name, first_srcs, second_srcs, main_cls):
        s1 = os.path.join(tmp, name + "1"); os.makedirs(s1)
        o = os.path.join(tmp, name + "o"); os.makedirs(o)
        for fn, txt in first_srcs.items():
            open(os.path.join(s1, fn), "w").write(txt)
        javac(s1, o, list(first_srcs))
        s2 = os.path.join(tmp, name + "2"); os.makedirs(s2)
        for fn, txt in second_srcs.items():
            open(os.path.join(s2, fn), "w").write(txt)
        if second_srcs:
            subprocess.check_call(["javac", "-cp", o, "-d", o] + [os.path.join(s2, f) for f in second_srcs])
        files = {}
        for fn in os.listdir(o):
            files[fn] = open(os.path.join(o, fn), "rb").read()
        return files
    mainsrc = 'public class Main { public static void main(String[] a) { new B(); System.out.println("x"); } }\n'
    f = hier("cyc", {"A.java": "public class A {}\n", "B.java": "public class B extends A {}\n", "Main.java": mainsrc}, {}, "Main")
    g = hier("cyc2", {"B.java": "public class B {}\n", "A.java": "public class A extends B {}\n"}, {}, "Main")
    f["A.class"] = g["A.class"]      # A extends B, B extends A
    put("cyclic_inheritance", f, "-cp . Main")
    f = hier("miss", {"A.java": "public class A {}\n", "B.java": "public class B extends A {}\n", "Main.java": mainsrc}, {}, "Main")
    del f["A.class"]
    put("missing_superclass", f, "-cp . Main")
    f = hier("iface", {"A.java": "public class A {}\n", "B.java": "public class B extends A {}\n", "Main.java": mainsrc},
             {"A.java": "public interface A {}\n"}, "Main")
    put("interface_as_superclass", f, "-cp . Main")
    f = hier("fin", {"A.java": "public class A {}\n", "B.java": "public class B extends A {}\n", "Main.java": mainsrc},
             {"A.java": "public final class A {}\n"}, "Main")
    put("final_superclass", f, "-cp . Main")
    f = hier("notiface", {"I.java": "public interface I {}\n", "B.java": "public class B implements I {}\n", "Main.java": mainsrc},
             {"I.java": "public class I {}\n"}, "Main")
    put("class_as_interface", f, "-cp . Main")
    f = hier("nomain", {"Main.java": "public class Main { static void main(String[] a) {} }\n"}, {}, "Main")
    put("main_not_public", f, "-cp . Main")
    put("no_such_class", {"README": b"no class here\n"}, "-cp . Nope")

    # JARs
    jp = os.path.join(tmp, "good.jar")
    with zipfile.ZipFile(jp, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\r\nMain-Class: Good\r\n\r\n")
        z.writestr("Good.class", good)
    gj = open(jp, "rb").read()
    put("jar_truncated", {"app.jar": gj[:len(gj)//2]}, "-jar app.jar")
    bad_cd = bytearray(gj); k = bad_cd.rfind(b"PK\x01\x02"); bad_cd[k:k+4] = b"XXXX"
    put("jar_bad_central_directory", {"app.jar": bytes(bad_cd)}, "-jar app.jar")
    bad_data = bytearray(gj); k = gj.find(b"Good.class") + len("Good.class")
    for q in range(k, min(k + 40, len(bad_data))): bad_data[q] ^= 0x5a
    put("jar_corrupt_deflate", {"app.jar": bytes(bad_data)}, "-jar app.jar")
    jp2 = os.path.join(tmp, "nomain.jar")
    with zipfile.ZipFile(jp2, "w", zipfile.ZIP_DEFLATED) as z:
        z.writestr("META-INF/MANIFEST.MF", "Manifest-Version: 1.0\r\n\r\n")
        z.writestr("Good.class", good)
    put("jar_no_main_class", {"app.jar": open(jp2, "rb").read()}, "-jar app.jar")
    put("jar_missing_file", {"README": b"no jar\n"}, "-jar missing.jar")
    put("jar_not_a_zip", {"app.jar": b"this is not a zip file at all\n" * 3}, "-jar app.jar")
    # damage before the manifest's entry: the launcher's own walk fails
    e = gj.rfind(b"PK\x05\x06"); cdoff = struct.unpack("<I", gj[e+16:e+20])[0]
    bad_first = bytearray(gj); bad_first[cdoff:cdoff+4] = b"XXXX"
    put("jar_bad_first_cen", {"app.jar": bytes(bad_first)}, "-jar app.jar")
    bad_off = bytearray(gj); bad_off[e+16:e+20] = struct.pack("<I", len(gj) + 100)
    put("jar_bad_cd_offset", {"app.jar": bytes(bad_off)}, "-jar app.jar")
    bad_size = bytearray(gj); bad_size[e+12:e+16] = struct.pack("<I", 5)
    put("jar_bad_cd_size", {"app.jar": bytes(bad_size)}, "-jar app.jar")
    # ZIP64: end records only (as jar writes past 65,535 entries), and
    # also every entry's sizes and offset in ZIP64 extra fields (the stock
    # launcher refuses that one with -jar; -cp reads it)
    ents = [("META-INF/MANIFEST.MF", b"Manifest-Version: 1.0\r\nMain-Class: Good\r\n\r\n"),
            ("Good.class", good)]
    put("jar_zip64_end", {"app.jar": zip64(ents, False)}, "-jar app.jar")
    put("jar_zip64_entries", {"app.jar": zip64(ents, True)}, "-cp app.jar Good")
    z64 = bytearray(zip64(ents, False)); k = z64.rfind(b"PK\x06\x07")
    z64[k+8:k+16] = struct.pack("<Q", len(z64))
    put("jar_zip64_bad_locator", {"app.jar": bytes(z64)}, "-jar app.jar")

    # expected results from the stock JVM
    for name in sorted(os.listdir(CASES)):
        d = os.path.join(CASES, name)
        if not os.path.isdir(d):
            continue
        args = open(d + ".cmd").read().split()
        p = subprocess.run(["java"] + args, cwd=d, capture_output=True, text=True)
        m = re.search(r"(java\.lang\.[A-Za-z]+(Error|Exception))", p.stderr)
        if m:
            key = m.group(1)
        elif "Invalid or corrupt jarfile" in p.stderr:
            key = "Invalid or corrupt jarfile"
        elif "Unable to access jarfile" in p.stderr:
            key = "Unable to access jarfile"
        elif "no main manifest attribute" in p.stderr:
            key = "main"
        elif "Main method not found" in p.stderr:
            key = "Main method not found"
        elif "Could not find or load main class" in p.stderr:
            key = "Could not find or load main class"
        else:
            key = p.stderr.strip().splitlines()[0] if p.stderr.strip() else ""
        open(d + ".status", "w").write("%d\n" % p.returncode)
        open(d + ".expect", "w").write(key + "\n")
        print("%-32s status %d  %s" % (name, p.returncode, key))
    shutil.rmtree(tmp)

if __name__ == "__main__":
    main()
