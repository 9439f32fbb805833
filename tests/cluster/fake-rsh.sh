#!/bin/sh
# fake-rsh.sh HOST COMMAND -- stands in for ssh in the -hosts test (there
# is no ssh server here): runs COMMAND locally with sh, as sshd would run
# it on HOST, standard input passed through. CLUSTER_TEST_TAG, if set, is
# added as a -D option so the test can find leftover processes.
host=$1; shift
case "$host" in 127.0.0.1|localhost) ;; *) echo "fake-rsh: refusing host $host" >&2; exit 255;; esac
exec sh -c "$* ${CLUSTER_TEST_TAG:+-Dcluster.test.tag=$CLUSTER_TEST_TAG}"
