#!/bin/sh
# Regenerate the build system (configure, Makefile.in, ...). Generated files are not committed.
set -e
cd "$(dirname "$0")"
mkdir -p m4
autoreconf -fi
