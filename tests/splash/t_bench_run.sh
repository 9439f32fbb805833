#!/bin/sh
# bench/run, the SPLASH-2 harness, tested by its own script
# (bench/test-run.sh: a small matrix, a bad option, a wrong output).
# tools/check32.sh sets RISTRETTO_SKIP_BENCH_RUN: the harness does not
# depend on the target, the native build has tested it.
[ -n "${RISTRETTO_SKIP_BENCH_RUN:-}" ] && { echo "SKIP: RISTRETTO_SKIP_BENCH_RUN is set"; exit 77; }
exec sh "${SPLASH_DIR:?}/../test-run.sh"
