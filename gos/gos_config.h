/*
 * gos_config.h -- every tunable of the cluster plumbing, with its default.
 *
 * Values marked (cfg) are only defaults of a GosConfig field and can be
 * changed per cluster at run time (the launcher maps -Xcluster:... options
 * onto them); the others are compile-time limits. Internal to gos/.
 */
#ifndef GOS_CONFIG_H
#define GOS_CONFIG_H

#define GOS_MAX_NODES 1024                 /* largest cluster accepted */
#define GOS_DEFAULT_HEARTBEAT_MS 1000      /* (cfg) ping the master every.. */
#define GOS_DEFAULT_DEAD_MS 5000           /* (cfg) silent this long = dead */
#define GOS_DEFAULT_START_TIMEOUT_MS 30000 /* (cfg) mesh must form within */
#define GOS_AUTH_TIMEOUT_MS 3000           /* a handshake must finish within */
#define GOS_HANDSHAKE_MAX 64               /* handshakes in progress, in all */
#define GOS_HANDSHAKE_PER_SOURCE 16        /* ... from one address */
#define GOS_HANDSHAKE_STACK (256u << 10)   /* stack of a handshake thread */
#define GOS_REJECT_LOG_PER_S 10            /* rejections logged one by one */
#define GOS_JOIN_RETRY_MS 100              /* a failed join is retried after.. */
#define GOS_JOIN_RETRY_MAX_MS 2000         /* ... doubling up to this */
#define GOS_DEFAULT_COMPRESS_THRESHOLD 65536 /* (cfg) try zlib from this size */
#define GOS_DEFAULT_COMPRESS_LEVEL 1       /* (cfg) zlib level, speed first */
#define GOS_DEFAULT_BATCH_BYTES 65536      /* (cfg) flush a batch this full */
#define GOS_WLOG_MAX (1u << 20)           /* a home keeps at most this many write notices */
#define GOS_DEFAULT_BATCH_DELAY_US 500     /* (cfg) flush a batch this old */
#define GOS_DEFAULT_SPIN_US 0              /* (cfg) reply waiter spins first */
#define GOS_DEFAULT_RECV_SPIN_US 0         /* (cfg) receiver polls w/o sleeping */
#define GOS_RECV_READS_MAX 64              /* reads of one peer per poll round */
#define GOS_SAMPLE_SKIP 15                 /* incompressible: skip this many samples */
#define GOS_SAMPLE_SKIP_MAX 1023           /* ... doubling per sample in a row, to */
#define GOS_DEFAULT_MAX_PAYLOAD (64u << 20) /* (cfg) largest raw payload */
#define GOS_RECV_CHUNK 65536               /* bytes asked of each read() */
#define GOS_RECV_CHUNK_MAX (1u << 20)      /* ... growing to this if streaming */
#define GOS_RECV_LOWAT_MIN (256u << 10)    /* wake once for a rest this large */
#define GOS_TICK_MAX_MS 100                /* longest sleep of the ticker */
#define GOS_STOP_GRACE_MS 2000             /* master waits for workers to go */
#define GOS_MEASURE_TIMEOUT_MS 10000       /* one PING may take this long */
#define GOS_HOST_MAX 255                   /* longest host name on the wire */

#endif /* GOS_CONFIG_H */
