#!/bin/sh
# bench/run, the SPLASH-2 harness, tested by its own script
# (bench/test-run.sh: a small matrix, a bad option, a wrong output).
exec sh "${SPLASH_DIR:?}/../test-run.sh"
