/*
 * cluster.h -- the launcher's cluster mode (cluster.c): forms the cluster
 * with gos/, fills in the core's hook table (hooks.h) and supervises the
 * node until the cluster ends.
 */
#ifndef LAUNCHER_CLUSTER_H
#define LAUNCHER_CLUSTER_H

#include <pthread.h>
#include <stdbool.h>

#include "options.h"

/* Returns only when this process is not part of a cluster (no -nodes N>1,
 * -hosts, -join, -Xcluster:info, and no multi-process MPI/Slurm
 * environment); otherwise runs the node and exits the process. */
void cluster_launch(LaunchOptions *lo);

/* Provided by main.c. */
bool launcher_resolve(void);
void launcher_unresolve(void);
LaunchOptions *launcher_options(void);
const char *launcher_main_class(void);
bool launcher_start_vm(void (*done)(int status), pthread_t *th);

#endif
