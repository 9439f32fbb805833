#!/usr/bin/env bash
# tools/check32.sh -- build Ristretto for IA-32 (the JIT's first target) in a
# scratch copy of this checkout and run every test there.
#   bash tools/check32.sh [DIR]      (default DIR: /tmp/ristretto-i386)
# Installs Debian's i386 development packages side by side with the native
# ones when they are missing (needs root or sudo).  Exit status 3 means
# the packages could not be installed or the machine cannot run IA-32
# programs even under qemu-i386-static (nothing was tested).
set -euo pipefail
cd "$(dirname "$0")/.."
dir=${1:-/tmp/ristretto-i386}
SUDO=; [ "$(id -u)" -eq 0 ] || SUDO=sudo
pkgs=(gcc-multilib libffi-dev:i386 lib32z1-dev libltdl-dev:i386 check:i386 libsodium-dev:i386
      libssl-dev:i386 libjson-c-dev:i386 libcapstone-dev:i386)
# Installed for this architecture? (With i386 packages beside the native
# ones, plain `dpkg -s NAME` is ambiguous for multi-arch packages.)
installed() {
	dpkg -s "$1" >/dev/null 2>&1 || dpkg -s "$1:$(dpkg --print-architecture)" >/dev/null 2>&1
}
missing=()
for p in "${pkgs[@]}"; do installed "$p" || missing+=("$p"); done
if [ ${#missing[@]} -gt 0 ]; then
	echo "check32: installing ${missing[*]}"
	dpkg --print-foreign-architectures | grep -qx i386 || $SUDO dpkg --add-architecture i386
	$SUDO apt-get update -qq || echo "${0##*/}: apt-get update failed; trying the package lists we have"
	# libssl-dev:i386 must be the same version as the native libssl-dev,
	# and the two architectures' candidates differ whenever one index is
	# newer than the other (a security update, a mirror in mid-sync): take
	# the i386 candidate and install that version for both, the native
	# one downgraded or upgraded to it
	for i in "${!missing[@]}"; do
		[ "${missing[$i]}" = libssl-dev:i386 ] || continue
		v=$(apt-cache policy libssl-dev:i386 | awk '$1 == "Candidate:" { print $2 }')
		if [ -n "$v" ] && [ "$v" != "(none)" ]; then
			missing[$i]="libssl-dev:i386=$v"
			missing+=("libssl3:i386=$v" "libssl-dev=$v" "libssl3=$v")
		fi
	done
	if ! DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq --allow-downgrades "${missing[@]}" >/dev/null; then
		echo "check32: cannot install ${missing[*]} (package mirror?)" >&2
		exit 3
	fi
fi
rm -rf "$dir"
git clone -q . "$dir"
cd "$dir"
./autogen.sh >/dev/null 2>&1
PKG_CONFIG_LIBDIR=/usr/lib/i386-linux-gnu/pkgconfig:/usr/share/pkgconfig \
	./configure -q --host=i686-linux-gnu CC="gcc -m32" ${CONFIGURE_FLAGS:-} >/dev/null
make -j"$(nproc)" >/dev/null
echo "check32: $(file -b kaffe/kaffe/ristretto | cut -d, -f1-2)"

# Some kernels (virtual machines built without IA-32 execution) refuse to
# run 32-bit binaries ("Exec format error") although they build fine.  There
# the tests run under qemu's user-mode emulator, registered with binfmt_misc
# so that every 32-bit program the test suites start goes through it.
if ! ./kaffe/kaffe/ristretto -version >/dev/null 2>&1; then
	echo "check32: this kernel does not execute IA-32 binaries; running the tests under qemu-i386-static"
	if ! command -v qemu-i386-static >/dev/null; then
		$SUDO apt-get install -y -qq qemu-user-static >/dev/null 2>&1 || true
	fi
	bm=/proc/sys/fs/binfmt_misc
	[ -e "$bm/register" ] || $SUDO mount -t binfmt_misc binfmt_misc "$bm" 2>/dev/null || true
	if [ -e "$bm/register" ] && [ ! -e "$bm/qemu-i386" ] && command -v qemu-i386-static >/dev/null; then
		# ELF, 32-bit, little-endian, executable or shared object, machine 3 (i386)
		printf '%s' ':qemu-i386:M::\x7fELF\x01\x01\x01\x00\x00\x00\x00\x00\x00\x00\x00\x00\x02\x00\x03\x00:\xff\xff\xff\xff\xff\xfe\xfe\x00\xff\xff\xff\xff\xff\xff\xff\xff\xfe\xff\xff\xff:'"$(command -v qemu-i386-static)"':F' |
			$SUDO tee "$bm/register" >/dev/null 2>&1 || true
	fi
	if ! ./kaffe/kaffe/ristretto -version >/dev/null 2>&1; then
		echo "check32: cannot run IA-32 binaries here, even under qemu (built, not tested)" >&2
		exit 3
	fi
fi
# The Promela model is the same on every target (the native build checks
# it; it is minutes of CPU): skipped here, and so is the test of
# bench/run (a Python harness; t_splash.sh runs the ports on this VM).
# So is the regression corpus
# compiled with --release 8: what differs on IA-32 is the VM, not the
# bytecode, and the native stages run both builds of every program.
RISTRETTO_SKIP_MODEL=1 RISTRETTO_SKIP_BENCH_RUN=1 VARIANT=default SKIP_LIST=ia32-skip.txt make -j"$(nproc)" check
# And the corpus compiled (-Xjit:all), as the native check-jit stage runs
# it: since 27 Nov 2026 IA-32 has its own register code (the virtual
# stack with EBP pinned, longs and doubles as XMM entries, doc/jit.md).
# ia32-jit-skip.txt: what fails on IA-32 only with -Xjit:all.
VARIANT=default SKIP_LIST="ia32-skip.txt ia32-jit-skip.txt" make check-jit
# And the whole corpus on local clusters of 2 and 4 nodes (since 28 Nov
# 2026; the JIT on, as by default), as the native check-nodes stage runs
# it: about four minutes on the 2-core machine.
VARIANT=default SKIP_LIST=ia32-skip.txt make check-nodes
