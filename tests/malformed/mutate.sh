#!/usr/bin/env bash
# Mutation test: a few hundred randomly damaged copies (fixed seeds) of
# ordinary javac output, each run under $RISTRETTO by tests/fuzz/mutate.py.
# Every run must end with status 0, or 1 with an error on stderr: never a
# signal, a timeout or another status.  MUTANTS (default 50) per program.
set -u
here=$(cd "$(dirname "$0")" && pwd)
: "${RISTRETTO:?set RISTRETTO to the ristretto binary}"
export RISTRETTO
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
progs="Lambda1 Records Strings1 InnerClasses"
for p in $progs; do
	cp "$here/../regression/src/$p.java" "$work/"
done
(cd "$work" && ${JAVAC:-javac} -d cls *.java) || exit 1
exec python3 "$here/../fuzz/mutate.py" --count "${MUTANTS:-50}" --seed 10 --timeout 20 "$work/cls" $progs
