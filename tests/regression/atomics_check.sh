#!/bin/sh
# atomics_check.sh -- runs internal/AtomicsCheck.java, a self-checking test of
# ristretto.internal.Atomics argument validation, on Ristretto only (the class
# does not exist on a stock JVM).  Exit status 0 = every check passed.
set -e
here=$(cd "$(dirname "$0")" && pwd)
RISTRETTO=${RISTRETTO:-$(pwd)/../../kaffe/kaffe/ristretto}
JAVAC=${JAVAC:-javac}
top=$(cd "$(dirname "$RISTRETTO")/../.." && pwd)
classes=$top/libraries/javalib/classes
out=build/internal
mkdir -p "$out"
"$JAVAC" -nowarn -d "$out" -cp "$classes" "$here/internal/AtomicsCheck.java"
"$RISTRETTO" -cp "$out" AtomicsCheck
