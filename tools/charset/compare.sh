#!/bin/sh
# tools/charset/compare.sh -- compares Ristretto's iconv-backed charsets
# with the stock JVM's, exhaustively where it is cheap: every BMP character
# encoded in every charset, every byte decoded, and every one- and two-byte
# input (followed by 'A') decoded in Shift_JIS and EUC-JP.  About two
# minutes on Ristretto's interpreter.  Exit status 0 when nothing differs.
#   RISTRETTO  VM binary (default: ../../kaffe/kaffe/ristretto beside this script)
#   JAVAC, JAVA  stock tools (default: from PATH)
here=$(cd "$(dirname "$0")" && pwd)
RISTRETTO=${RISTRETTO:-$here/../../kaffe/kaffe/ristretto}
JAVAC=${JAVAC:-javac}
JAVA=${JAVA:-java}
tmp=$(mktemp -d) || exit 2
trap 'rm -rf "$tmp"' EXIT
"$JAVAC" -nowarn -d "$tmp" "$here"/CharsetEncodeAll.java "$here"/CharsetDecodePairs.java || exit 2
cs="Shift_JIS EUC-JP ISO-8859-2 ISO-8859-3 ISO-8859-4 ISO-8859-5 ISO-8859-6 ISO-8859-7 ISO-8859-8
ISO-8859-9 x-iso-8859-11 ISO-8859-13 ISO-8859-15 ISO-8859-16 windows-1250 windows-1251 windows-1252
windows-1253 windows-1254 windows-1255 windows-1256 windows-1257 windows-1258"
status=0
"$JAVA" -cp "$tmp" CharsetEncodeAll $cs > "$tmp/java.enc" || exit 2
"$RISTRETTO" -cp "$tmp" CharsetEncodeAll $cs > "$tmp/r.enc" || status=1
if cmp -s "$tmp/java.enc" "$tmp/r.enc"; then
	echo "encode: $(wc -l < "$tmp/java.enc") lines, same"
else
	echo "encode: differs"; diff "$tmp/java.enc" "$tmp/r.enc" | head -20; status=1
fi
for c in Shift_JIS EUC-JP; do
	"$JAVA" -cp "$tmp" CharsetDecodePairs $c > "$tmp/java.$c" || exit 2
	"$RISTRETTO" -cp "$tmp" CharsetDecodePairs $c > "$tmp/r.$c" || status=1
	if cmp -s "$tmp/java.$c" "$tmp/r.$c"; then
		echo "decode $c: $(wc -l < "$tmp/java.$c") inputs, same"
	else
		echo "decode $c: differs"; diff "$tmp/java.$c" "$tmp/r.$c" | head -20; status=1
	fi
done
exit $status
